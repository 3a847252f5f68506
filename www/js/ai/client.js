// The page's side of the AI worker. `createClient()` gives one worker,
// created on first use, answering requests in order; `request` resolves
// with the worker's answer, or rejects with an Error carrying the engine's
// message and code ('load-failed' when the worker or its engine could not
// be loaded). The computer opponent and the hint share the default client
// (`ask`); the odds, the analysis and the review have their own, so that
// stopping one never stops the other.

function codedError(code, message) {
  return Object.assign(new Error(message), { code });
}

const why = (err) => (err && err.message ? err.message : String(err));

/** How a failure to load the computer opponent starts, here as in its engine's own message (js/api.js). */
const LOAD_FAILED = 'the computer opponent could not be loaded: ';

/**
 * The worker's address, beside this module (a variable, so that bundlers
 * leave this URL alone: they build the one in `spawn`; webpackIgnore, so
 * that webpack does too, instead of warning "Critical dependency").
 */
function workerUrl() {
  const name = './worker.js';
  return new URL(/* webpackIgnore: true */ name, import.meta.url).href;
}

/**
 * The two ways to start the worker, in the order to try them: 'module'
 * (from the worker's own address) first when that address has the page's
 * origin, else 'blob' first. A page of another origin (a wiki page that
 * embeds the board from the app's site) may not start a worker from this
 * module's origin: Chromium and WebKit throw a SecurityError at once,
 * Firefox fires an error event on the worker later. It may start one of
 * its own, from a blob: URL, that imports this origin's worker (the files
 * are served with CORS); the worker's own imports and its .wasm then
 * resolve against this origin as usual.
 */
export function workerPaths(url, pageOrigin) {
  let origin = null;
  try {
    origin = new URL(url).origin;
  } catch { /* not an absolute address: taken as another origin */ }
  const same = origin !== null && origin !== 'null' && origin === pageOrigin;
  return same ? ['module', 'blob'] : ['blob', 'module'];
}

/** The name of the Trusted Types policy the blob: start uses (docs/embedding.md names it for pages that list theirs). */
export const TRUSTED_TYPES_POLICY = 'dice-rex-circe';

let trusted;

/**
 * The address of a blob: worker this module made, as a page under Trusted
 * Types (`require-trusted-types-for 'script'`) takes it: through a policy
 * of its own that passes blob: addresses only. As it is where the browser
 * has no Trusted Types, or the page refuses the policy's name (the start
 * then fails as it would have, and says so).
 */
function trustedBlobUrl(url) {
  if (trusted === undefined) {
    trusted = null;
    try {
      trusted = globalThis.trustedTypes?.createPolicy(TRUSTED_TYPES_POLICY, {
        createScriptURL: (input) => {
          if (!input.startsWith('blob:')) throw new TypeError(`${TRUSTED_TYPES_POLICY} passes only the blob: address of its worker`);
          return input;
        },
      }) ?? null;
    } catch { /* a page whose trusted-types directive does not list the name */ }
  }
  return trusted ? trusted.createScriptURL(url) : url;
}

/**
 * The last way to start the worker, when neither its own address nor a
 * blob: shim that imports it loads (a bundler that rewrote the address
 * without emitting worker.js): null in the app, whose worker is always
 * beside this module; the package's element sets it to its carried
 * worker (scripts/build-element.sh): a function giving a promise of the
 * blob: URL of the worker bundled with its engine.
 */
const CARRIED_WORKER = null;

/**
 * Starts a worker by `way` ('module', 'blob', or 'carried' from the blob:
 * URL `carriedUrl`): { worker, shimUrl }. The
 * `new Worker(new URL('./worker.js', import.meta.url))` form is the one
 * bundlers (Vite, webpack) recognise: they build the worker with its
 * imports and its .wasm.
 */
function spawn(way, carriedUrl) {
  if (way === 'module') {
    return { worker: new Worker(new URL('./worker.js', import.meta.url), { type: 'module' }), shimUrl: null };
  }
  if (way === 'carried') return { worker: new Worker(trustedBlobUrl(carriedUrl), { type: 'module' }), shimUrl: null };
  const shim = new Blob([`import ${JSON.stringify(workerUrl())};\n`], { type: 'text/javascript' });
  const shimUrl = URL.createObjectURL(shim);
  try {
    return { worker: new Worker(trustedBlobUrl(shimUrl), { type: 'module' }), shimUrl };
  } catch (err) {
    URL.revokeObjectURL(shimUrl);
    throw err;
  }
}

/** A worker's message to the request it answers: a progress, the answer or its error. */
function deliver(pending, data) {
  const { id, error, code, progress, ...answer } = data;
  const p = pending.get(id);
  if (!p) return;
  if (progress !== undefined) {
    p.onProgress?.(progress);
    return;
  }
  pending.delete(id);
  if (error) p.reject(codedError(code || 'load-failed', error));
  else p.resolve(answer);
}

/** One worker and its requests (createClient's). */
class Client {
  constructor(carried) {
    this.carried = carried;
    this.worker = null;
    this.shimUrl = null;
    /** The carried worker's URL being made (a token: stop() drops it). */
    this.loading = null;
    this.nextId = 1;
    /** The ways to start the worker, best first (settled on first use). */
    this.ways = null;
    this.pending = new Map();
  }

  /** Ends the current worker, leaving the requests waiting. */
  retire() {
    if (this.worker) {
      this.worker.onmessage = null;
      this.worker.onerror = null;
      this.worker.terminate();
    }
    this.worker = null;
    this.loading = null;
    if (this.shimUrl) URL.revokeObjectURL(this.shimUrl);
    this.shimUrl = null;
  }

  start() {
    this.ways ??= [...workerPaths(workerUrl(), globalThis.location?.origin ?? null), ...(this.carried ? ['carried'] : [])];
    this.attempt(0, []);
  }

  /**
   * Starts the worker by the `i`th way, the ways before it having failed
   * with `failures` (their messages). When it throws, or fails before it
   * has answered anything (its first error event, or a first answer that
   * its engine could not be loaded), the next way is tried,
   * and the requests waiting go to it; when the last fails, they fail with
   * 'load-failed', naming every failure.
   */
  attempt(i, failures) {
    const way = this.ways[i];
    const failed = (why) => {
      this.retire();
      const all = [...failures, why];
      if (i + 1 < this.ways.length) this.attempt(i + 1, all);
      else this.stop(codedError('load-failed', `${LOAD_FAILED}${all.join('; then: ')}`));
    };
    if (way !== 'carried') {
      this.launch(way, null, failed);
      return;
    }
    const token = {};
    this.loading = token;
    Promise.resolve().then(this.carried).then((url) => {
      if (this.loading !== token) return;
      this.loading = null;
      this.launch(way, url, failed);
    }, (err) => {
      if (this.loading === token) failed(why(err));
    });
  }

  /**
   * Starts a worker by `way` and sends it the requests waiting; `failed`
   * (with a message) when it throws, or fails before its first answer.
   * The way whose worker answers is tried first from then on.
   */
  launch(way, carriedUrl, failed) {
    let started;
    try {
      started = spawn(way, carriedUrl);
    } catch (err) {
      failed(why(err));
      return;
    }
    const w = started.worker;
    this.worker = w;
    this.shimUrl = started.shimUrl;
    let heard = false;
    w.onmessage = (event) => {
      // A worker that could not load its engine says so in its first answer: the next way may.
      if (!heard && event.data?.code === 'load-failed') {
        failed(String(event.data.error).replace(LOAD_FAILED, ''));
        return;
      }
      if (!heard) this.ways = [way, ...this.ways.filter((other) => other !== way)];
      heard = true;
      deliver(this.pending, event.data);
    };
    // The worker's script (or a module it imports) could not be loaded or run.
    w.onerror = (event) => {
      event.preventDefault();
      if (w !== this.worker) return;
      if (heard) {
        this.stop(codedError('load-failed', `the computer opponent could not be loaded${event.message ? `: ${event.message}` : ''}`));
        return;
      }
      failed(event.message || `its script (${way}) could not be loaded`);
    };
    for (const [id, p] of this.pending) w.postMessage({ ...p.message, id });
  }

  /** Stops every request under way (the worker is ended; the next request starts a new one). */
  stop(reason = codedError('stopped', 'stopped')) {
    this.retire();
    for (const p of this.pending.values()) p.reject(reason);
    this.pending.clear();
  }

  request(message, onProgress) {
    return new Promise((resolve, reject) => {
      const id = this.nextId++;
      this.pending.set(id, { resolve, reject, onProgress, message });
      if (this.worker) this.worker.postMessage({ ...message, id });
      else if (!this.loading) this.start();
    });
  }
}

/**
 * One worker and its requests: { request, stop, busy }. The worker starts
 * by the first way of `workerPaths`; when it cannot start (a throw) or
 * fails before it has answered anything (its first error event, or
 * 'load-failed' for its engine), it starts
 * by the other way, and then from `carried` (a function giving a promise
 * of a worker's blob: URL, CARRIED_WORKER by default) when there is one;
 * the requests already sent go to the worker that starts. Only when every
 * way fails do the requests fail, with 'load-failed'. The way that worked
 * is tried first from then on.
 */
export function createClient(carried = CARRIED_WORKER) {
  const client = new Client(carried);
  return {
    /**
     * Sends `message` ({ kind, record, … }, see worker.js); `onProgress`
     * hears the progress messages of an analysis or a review.
     */
    request: (message, onProgress = null) => client.request(message, onProgress),
    stop: (reason) => client.stop(reason),
    /** How many requests are waiting for an answer. */
    busy: () => client.pending.size,
  };
}

const opponent = createClient();

/** Asks for the best move of the game written as `record`, within `search` ({ level } | { nodes } | { timeMs }). */
export function ask(record, search) {
  return opponent.request({ kind: 'bestMove', record, search });
}

/** Stops every search of the computer opponent under way (the next ask starts a new worker). */
export function stopAll(reason) {
  opponent.stop(reason);
}

/** How many searches of the computer opponent are waiting for an answer. */
export function busy() {
  return opponent.busy();
}
