// The page's side of the computer opponent: one worker per page, created on
// first use, answering requests in order. `ask` resolves with the worker's
// answer, or rejects with an Error carrying the engine's message.

let worker = null;
let shimUrl = null;
let nextId = 1;
const pending = new Map();

/**
 * The worker's script. A page of another origin (a wiki page embedding the
 * board) may not start a worker from this module's origin, but it may start
 * one of its own, from a blob: URL, that imports this origin's worker (the
 * files are served with CORS); the worker's own imports and its .wasm then
 * resolve against this origin as usual.
 */
function workerScript() {
  const url = new URL('./worker.js', import.meta.url);
  if (url.origin === self.location.origin) return url;
  const shim = new Blob([`import ${JSON.stringify(url.href)};\n`], { type: 'text/javascript' });
  return URL.createObjectURL(shim);
}

function start() {
  const script = workerScript();
  if (typeof script === 'string') shimUrl = script;
  worker = new Worker(script, { type: 'module' });
  worker.onmessage = (event) => {
    const { id, error, ...answer } = event.data;
    const p = pending.get(id);
    if (!p) return;
    pending.delete(id);
    if (error) p.reject(new Error(error));
    else p.resolve(answer);
  };
  worker.onerror = (event) => {
    event.preventDefault();
    stopAll(new Error(event.message || 'the computer opponent could not start'));
  };
}

/** Asks for the best move of the game written as `record`, within `search` ({ level } | { nodes } | { timeMs }). */
export function ask(record, search) {
  if (!worker) start();
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    worker.postMessage({ id, record, search });
  });
}

/** Stops every search under way (the worker is ended; the next ask starts a new one). */
export function stopAll(reason = new Error('stopped')) {
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
