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
 * Starts a worker by `path` ('module' or 'blob'): { worker, shimUrl }. The
 * `new Worker(new URL('./worker.js', import.meta.url))` form is the one
 * bundlers (Vite, webpack) recognise: they build the worker with its
 * imports and its .wasm.
 */
function spawn(path) {
  if (path === 'module') {
    return { worker: new Worker(new URL('./worker.js', import.meta.url), { type: 'module' }), shimUrl: null };
  }
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
  constructor() {
    this.worker = null;
    this.shimUrl = null;
    this.nextId = 1;
    /** The ways to start the worker, best first (settled on first use). */
    this.order = null;
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
    if (this.shimUrl) URL.revokeObjectURL(this.shimUrl);
    this.shimUrl = null;
  }

  /**
   * The first way failed with `first`: starts the worker the other way and
   * sends it the requests waiting, in order. Throws the 'load-failed'
   * error, naming both failures, when it cannot start either.
   */
  fallBack(first) {
    this.retire();
    this.order = [this.order[1], this.order[0]];
    try {
      this.launch(this.order[0], false);
    } catch (err) {
      throw codedError('load-failed', `the computer opponent could not start: ${why(first)}; then: ${why(err)}`);
    }
    for (const [id, p] of this.pending) this.worker.postMessage({ ...p.message, id });
  }

  start() {
    this.order ??= workerPaths(workerUrl(), globalThis.location?.origin ?? null);
    try {
      this.launch(this.order[0], true);
    } catch (err) {
      this.worker = null;
      this.fallBack(err);
    }
  }

  /** Starts a worker by `path`; `retry` lets a failure before its first answer try the other way. */
  launch(path, retry) {
    const started = spawn(path);
    const w = started.worker;
    this.worker = w;
    this.shimUrl = started.shimUrl;
    let heard = false;
    w.onmessage = (event) => {
      heard = true;
      deliver(this.pending, event.data);
    };
    // The worker's script (or a module it imports) could not be loaded or run.
    w.onerror = (event) => {
      event.preventDefault();
      if (w !== this.worker) return;
      const failed = codedError('load-failed', `the computer opponent could not be loaded${event.message ? `: ${event.message}` : ''}`);
      if (!retry || heard) {
        this.stop(failed);
        return;
      }
      try {
        this.fallBack(failed);
      } catch (err) {
        this.stop(err);
      }
    };
  }

  /** Stops every request under way (the worker is ended; the next request starts a new one). */
  stop(reason = codedError('stopped', 'stopped')) {
    this.retire();
    for (const p of this.pending.values()) p.reject(reason);
    this.pending.clear();
  }

  request(message, onProgress) {
    return new Promise((resolve, reject) => {
      if (!this.worker) this.start();
      const id = this.nextId++;
      this.pending.set(id, { resolve, reject, onProgress, message });
      this.worker.postMessage({ ...message, id });
    });
  }
}

/**
 * One worker and its requests: { request, stop, busy }. The worker starts
 * by the first way of `workerPaths`; when it cannot start (a throw) or
 * fails before it has answered anything (its first error event), it starts
 * once by the other way, and the requests already sent go to that one.
 * Only when both ways fail do the requests fail, with 'load-failed'. The
 * way tried last is tried first from then on.
 */
export function createClient() {
  const client = new Client();
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
