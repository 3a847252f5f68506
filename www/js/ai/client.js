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

/**
 * Starts the worker. The `new Worker(new URL('./worker.js', import.meta.url))`
 * form is the one bundlers (Vite, webpack) recognise: they build the worker
 * with its imports and its .wasm. A page of another origin (a wiki page
 * embedding the board from the app's site) may not start a worker from this
 * module's origin (the browser throws a SecurityError), but it may start one
 * of its own, from a blob: URL, that imports this origin's worker (the files
 * are served with CORS); the worker's own imports and its .wasm then resolve
 * against this origin as usual.
 */
function startWorker() {
  try {
    return { worker: new Worker(new URL('./worker.js', import.meta.url), { type: 'module' }), shimUrl: null };
  } catch (err) {
    if (!err || err.name !== 'SecurityError') throw err;
    // A variable, so that bundlers leave this URL alone (they build the one
    // above); webpackIgnore, so that webpack does too, without warning.
    const name = './worker.js';
    const url = new URL(/* webpackIgnore: true */ name, import.meta.url).href;
    const shim = new Blob([`import ${JSON.stringify(url)};\n`], { type: 'text/javascript' });
    const shimUrl = URL.createObjectURL(shim);
    return { worker: new Worker(shimUrl, { type: 'module' }), shimUrl };
  }
}

/** One worker and its requests: { request, stop, busy }. */
export function createClient() {
  let worker = null;
  let shimUrl = null;
  let nextId = 1;
  const pending = new Map();

  function start() {
    try {
      ({ worker, shimUrl } = startWorker());
    } catch (err) {
      worker = null;
      throw codedError('load-failed', `the computer opponent could not start: ${err && err.message ? err.message : err}`);
    }
    worker.onmessage = (event) => {
      const { id, error, code, progress, ...answer } = event.data;
      const p = pending.get(id);
      if (!p) return;
      if (progress !== undefined) {
        p.onProgress?.(progress);
        return;
      }
      pending.delete(id);
      if (error) p.reject(codedError(code || 'load-failed', error));
      else p.resolve(answer);
    };
    // The worker's script (or a module it imports) could not be loaded or run.
    worker.onerror = (event) => {
      event.preventDefault();
      stop(codedError('load-failed', `the computer opponent could not be loaded${event.message ? `: ${event.message}` : ''}`));
    };
  }

  /** Stops every request under way (the worker is ended; the next request starts a new one). */
  function stop(reason = codedError('stopped', 'stopped')) {
    if (worker) worker.terminate();
    worker = null;
    if (shimUrl) URL.revokeObjectURL(shimUrl);
    shimUrl = null;
    for (const p of pending.values()) p.reject(reason);
    pending.clear();
  }

  return {
    /**
     * Sends `message` ({ kind, record, … }, see worker.js); `onProgress`
     * hears the progress messages of an analysis or a review.
     */
    request(message, onProgress = null) {
      return new Promise((resolve, reject) => {
        if (!worker) start();
        const id = nextId++;
        pending.set(id, { resolve, reject, onProgress });
        worker.postMessage({ ...message, id });
      });
    },
    stop,
    /** How many requests are waiting for an answer. */
    busy() {
      return pending.size;
    },
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
