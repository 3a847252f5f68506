// The computer opponent's worker: it loads the AI build of the engine (the
// package's `dice-rex-circe/ai` entry; in the app www/engine-ai/, built by
// scripts/build-ai.sh) and answers one request at a time:
//   { id, kind: 'bestMove', record, search } → { id, uci, san, score, nodes, depth, ms }
// or { id, error, code } (the engine's message and code; 'load-failed' when
// the engine could not be loaded). The search runs here, so the page never
// blocks; to stop a search the page terminates the worker. `kind` names the
// question, so that other questions (an analysis) can be added.

import init, { Game } from '../../engine-ai/js/ai.js';

const ready = init();
// A failure is answered to each request (with code 'load-failed'), not left unhandled.
ready.catch(() => {});

function bestMove(game, search) {
  const start = performance.now();
  const best = game.bestMove(search);
  return {
    uci: best.move.uci,
    san: best.move.san,
    score: best.score,
    nodes: best.nodes,
    depth: best.depth,
    ms: performance.now() - start,
  };
}

const ANSWERS = { bestMove };

self.onmessage = async (event) => {
  const { id, kind, record, search } = event.data;
  try {
    await ready;
    const answer = ANSWERS[kind];
    if (!answer) throw Object.assign(new Error(`unknown request '${kind}'`), { code: 'bad-argument' });
    const game = Game.fromRecord(record);
    try {
      self.postMessage({ id, ...answer(game, search) });
    } finally {
      game.free();
    }
  } catch (err) {
    self.postMessage({ id, error: String(err && err.message ? err.message : err), code: err && err.code ? err.code : null });
  }
};
