// The page's side of the computer opponent: one worker per page, created on
// first use, answering requests in order. `ask` resolves with the worker's
// answer, or rejects with an Error carrying the engine's message and code
// ('load-failed' when the worker or its engine could not be loaded).

let worker = null;
let shimUrl = null;
let nextId = 1;
const pending = new Map();

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
    return new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
  } catch (err) {
    if (!err || err.name !== 'SecurityError') throw err;
    // A variable, so that bundlers leave this URL alone (they build the one above).
    const name = './worker.js';
    const url = new URL(name, import.meta.url).href;
    const shim = new Blob([`import ${JSON.stringify(url)};\n`], { type: 'text/javascript' });
    shimUrl = URL.createObjectURL(shim);
    return new Worker(shimUrl, { type: 'module' });
  }
}

function start() {
  try {
    worker = startWorker();
  } catch (err) {
    worker = null;
    throw codedError('load-failed', `the computer opponent could not start: ${err && err.message ? err.message : err}`);
  }
  worker.onmessage = (event) => {
    const { id, error, code, ...answer } = event.data;
    const p = pending.get(id);
    if (!p) return;
    pending.delete(id);
    if (error) p.reject(codedError(code || 'load-failed', error));
    else p.resolve(answer);
  };
  // The worker's script (or a module it imports) could not be loaded or run.
  worker.onerror = (event) => {
    event.preventDefault();
    stopAll(codedError('load-failed', `the computer opponent could not be loaded${event.message ? `: ${event.message}` : ''}`));
  };
}

/** Asks for the best move of the game written as `record`, within `search` ({ level } | { nodes } | { timeMs }). */
export function ask(record, search) {
  return new Promise((resolve, reject) => {
    if (!worker) start();
    const id = nextId++;
    pending.set(id, { resolve, reject });
    worker.postMessage({ id, kind: 'bestMove', record, search });
  });
}

/** Stops every search under way (the worker is ended; the next ask starts a new one). */
export function stopAll(reason = codedError('stopped', 'stopped')) {
  if (worker) worker.terminate();
  worker = null;
  if (shimUrl) URL.revokeObjectURL(shimUrl);
  shimUrl = null;
  for (const p of pending.values()) p.reject(reason);
  pending.clear();
}

/** How many searches are waiting for an answer. */
export function busy() {
  return pending.size;
}
