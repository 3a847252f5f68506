// How the computer opponent's client (www/js/ai/client.js) starts its
// worker, with a stand-in for the browser's Worker: from its own address on
// a page of its origin, from a blob: URL on a page of another origin; a
// worker that throws or fails before answering is started once the other
// way, with the requests already sent, and then from the carried worker
// the client is given (the package's element); only when every way fails
// is the request refused with 'load-failed'.
import { test, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { resolveObjectURL } from 'node:buffer';

/** What each stand-in worker should do when started: 'answer', 'error' (an error event later), 'throw' or 'no-engine' (answer load-failed). */
let plan = [];
/** Every worker started, in order. */
let started = [];

class StandInWorker {
  constructor(url, options) {
    const what = plan.shift() ?? 'answer';
    if (what === 'throw') throw Object.assign(new Error('the page may not start this worker'), { name: 'SecurityError' });
    this.url = String(url);
    this.options = options;
    this.posted = [];
    this.terminated = false;
    this.what = what;
    this.onmessage = null;
    this.onerror = null;
    started.push(this);
    // The browser loads the script after the constructor has returned.
    setTimeout(() => {
      if (what === 'error' && !this.terminated) {
        const event = { message: '', defaultPrevented: false, preventDefault() { this.defaultPrevented = true; } };
        this.onerror?.(event);
        this.errorPrevented = event.defaultPrevented;
      }
    }, 5);
  }

  postMessage(message) {
    this.posted.push(message);
    if (this.what === 'no-engine') {
      setTimeout(() => {
        if (!this.terminated) this.onmessage?.({ data: { id: message.id, error: 'the computer opponent could not be loaded: failed to fetch Wasm: 404', code: 'load-failed' } });
      }, 1);
    }
    if (this.what !== 'answer') return;
    setTimeout(() => {
      if (!this.terminated) this.onmessage?.({ data: { id: message.id, uci: 'e7e5', san: 'e5', asked: message.record } });
    }, 1);
  }

  terminate() { this.terminated = true; }
}

globalThis.Worker = StandInWorker;
const { createClient, workerPaths } = await import('../../www/js/ai/client.js');
/** The worker's own address, as the client computes it (beside client.js). */
const WORKER = new URL('../../www/js/ai/worker.js', import.meta.url).href;
const kindOf = (w) => (w.url === WORKER ? 'module' : w.url.startsWith('blob:') ? 'blob' : w.url);

/** Pretends the page has `origin` (the client reads location.origin when it starts its first worker). */
function pageAt(origin) {
  globalThis.location = { origin };
}

beforeEach(() => {
  plan = [];
  started = [];
});

test('workerPaths: the module worker first on its own origin, the blob: worker first on any other', () => {
  assert.deepEqual(workerPaths('https://app.example/js/ai/worker.js', 'https://app.example'), ['module', 'blob']);
  assert.deepEqual(workerPaths('https://app.example/js/ai/worker.js', 'https://wiki.example'), ['blob', 'module']);
  assert.deepEqual(workerPaths('http://127.0.0.1:8102/js/ai/worker.js', 'http://127.0.0.1:8103'), ['blob', 'module']);
  // An opaque origin (a sandboxed frame, a file: page) is never the worker's own.
  assert.deepEqual(workerPaths('file:///www/js/ai/worker.js', 'null'), ['blob', 'module']);
  assert.deepEqual(workerPaths('https://app.example/js/ai/worker.js', null), ['blob', 'module']);
});

test('on a page of another origin the blob: worker starts at once, importing the worker by its address', async () => {
  pageAt('https://wiki.example');
  const client = createClient();
  const answer = await client.request({ kind: 'bestMove', record: '1. d4' });
  assert.equal(answer.san, 'e5');
  assert.deepEqual(started.map(kindOf), ['blob']);
  assert.deepEqual(started[0].options, { type: 'module' });
  assert.equal(await resolveObjectURL(started[0].url).text(), `import ${JSON.stringify(WORKER)};\n`);
});

test('a worker that fails on its first error event is started once the other way, and the waiting requests go to it', async () => {
  pageAt('https://wiki.example');
  plan = ['error', 'answer'];
  const client = createClient();
  const [a, b] = await Promise.all([
    client.request({ kind: 'bestMove', record: '1. d4' }),
    client.request({ kind: 'bestMove', record: '1. e4' }),
  ]);
  assert.deepEqual([a.asked, b.asked], ['1. d4', '1. e4']);
  assert.deepEqual(started.map(kindOf), ['blob', 'module']);
  assert.equal(started[0].terminated, true, 'the failed worker is ended');
  assert.equal(started[0].errorPrevented, true, 'the error event is handled, not left to the console');
  assert.deepEqual(started[1].posted.map((m) => [m.id, m.record]), [[1, '1. d4'], [2, '1. e4']]);
  // The way that worked is tried first from then on.
  client.stop();
  await client.request({ kind: 'bestMove', record: '1. c4' });
  assert.deepEqual(started.map(kindOf), ['blob', 'module', 'module']);
});

test('a worker that throws as it is made (as Chromium and WebKit refuse another origin\'s worker) is made the other way', async () => {
  pageAt('https://wiki.example');
  plan = ['throw', 'answer'];
  const client = createClient();
  const answer = await client.request({ kind: 'bestMove', record: '1. d4' });
  assert.equal(answer.san, 'e5');
  // The module worker, from the worker's own address.
  assert.deepEqual(started.map(kindOf), ['module']);
  assert.deepEqual(started[0].options, { type: 'module' });
});

test('when both ways fail the request fails with load-failed, and a later request tries again', async () => {
  pageAt('https://wiki.example');
  plan = ['error', 'error'];
  const client = createClient();
  await assert.rejects(client.request({ kind: 'bestMove', record: '1. d4' }),
    (err) => err.code === 'load-failed' && /the computer opponent could not be loaded/.test(err.message));
  assert.deepEqual(started.map(kindOf), ['blob', 'module']);
  assert.equal(client.busy(), 0);

  plan = ['throw', 'throw'];
  await assert.rejects(client.request({ kind: 'bestMove', record: '1. d4' }),
    (err) => err.code === 'load-failed' && /could not be loaded: the page may not start this worker; then: the page may not start this worker$/.test(err.message));

  plan = ['answer'];
  assert.equal((await client.request({ kind: 'bestMove', record: '1. d4' })).san, 'e5');
});

test('an error event after the worker has answered is reported, not retried', async () => {
  pageAt('https://wiki.example');
  const client = createClient();
  await client.request({ kind: 'bestMove', record: '1. d4' });
  const worker = started[0];
  const second = client.request({ kind: 'bestMove', record: '1. e4' });
  // The worker fails while it works on the second request (before it answers).
  worker.what = 'silent';
  worker.onerror({ message: 'out of memory', preventDefault() {} });
  await assert.rejects(second, (err) => err.code === 'load-failed' && /out of memory/.test(err.message));
  assert.equal(started.length, 1, 'no other worker was started');
});

test('when neither way loads (a bundler emitted no worker.js), the carried worker starts, and the waiting requests go to it', async () => {
  pageAt('https://wiki.example');
  plan = ['error', 'error', 'answer'];
  let made = 0;
  const client = createClient(async () => {
    made += 1;
    return 'carried:worker';
  });
  const [a, b] = await Promise.all([
    client.request({ kind: 'bestMove', record: '1. d4' }),
    client.request({ kind: 'bestMove', record: '1. e4' }),
  ]);
  assert.deepEqual([a.asked, b.asked], ['1. d4', '1. e4']);
  assert.deepEqual(started.map(kindOf), ['blob', 'module', 'carried:worker']);
  assert.deepEqual(started[2].options, { type: 'module' });
  assert.deepEqual(started[2].posted.map((m) => [m.id, m.record]), [[1, '1. d4'], [2, '1. e4']]);
  assert.ok(started[0].terminated && started[1].terminated, 'the failed workers are ended');
  // The carried worker is tried first from then on.
  client.stop();
  await client.request({ kind: 'bestMove', record: '1. c4' });
  assert.deepEqual(started.map(kindOf), ['blob', 'module', 'carried:worker', 'carried:worker']);
  assert.equal(made, 2);
});

test('when the carried worker cannot be made either, the request fails with load-failed naming each failure', async () => {
  pageAt('https://wiki.example');
  plan = ['throw', 'error'];
  const client = createClient(() => Promise.reject(new Error('offline')));
  await assert.rejects(client.request({ kind: 'bestMove', record: '1. d4' }), (err) => err.code === 'load-failed'
    && err.message === 'the computer opponent could not be loaded: the page may not start this worker; then: its script (module) could not be loaded; then: offline');
  assert.equal(client.busy(), 0);
});

test('a request stopped while the carried worker is being made starts no worker', async () => {
  pageAt('https://wiki.example');
  plan = ['error', 'error', 'answer'];
  let give;
  const client = createClient(() => new Promise((resolve) => { give = resolve; }));
  const asked = client.request({ kind: 'bestMove', record: '1. d4' });
  await new Promise((resolve) => { setTimeout(resolve, 30); });
  assert.equal(typeof give, 'function', 'the carried worker was asked for');
  client.stop();
  await assert.rejects(asked, (err) => err.code === 'stopped');
  give('carried:worker');
  await new Promise((resolve) => { setTimeout(resolve, 10); });
  assert.deepEqual(started.map(kindOf), ['blob', 'module']);
});

test('a worker that answers that its engine could not be loaded is replaced by the next way, which gets the request', async () => {
  pageAt('https://wiki.example');
  plan = ['no-engine', 'no-engine', 'answer'];
  const client = createClient(async () => 'carried:worker');
  const answer = await client.request({ kind: 'bestMove', record: '1. d4' });
  assert.equal(answer.asked, '1. d4');
  assert.deepEqual(started.map(kindOf), ['blob', 'module', 'carried:worker']);
  // Without a carried worker, the request fails with what each way said.
  plan = ['no-engine', 'no-engine'];
  started = [];
  const bare = createClient();
  await assert.rejects(bare.request({ kind: 'bestMove', record: '1. d4' }), (err) => err.code === 'load-failed'
    && err.message === 'the computer opponent could not be loaded: failed to fetch Wasm: 404; then: failed to fetch Wasm: 404');
});
