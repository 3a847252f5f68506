// The computer opponent's worker: it loads the AI build of the engine
// (www/engine-ai/, built by scripts/build-ai.sh) and answers one request at
// a time: { id, record, search } → { id, uci, san, score, nodes, depth, ms }
// or { id, error }. The search runs here, so the page never blocks; to stop
// a search the page terminates the worker.

import init, { Game } from '../../engine-ai/dice_rex_circe_ai.js';

const ready = init({ module_or_path: new URL('../../engine-ai/dice_rex_circe_ai_bg.wasm', import.meta.url) });

self.onmessage = async (event) => {
  const { id, record, search } = event.data;
  try {
    await ready;
    const game = Game.fromRecord(record);
    try {
      const start = performance.now();
      const best = game.bestMove(search);
      self.postMessage({
        id,
        uci: best.move.uci,
        san: best.move.san,
        score: best.score,
        nodes: best.nodes,
        depth: best.depth,
        ms: performance.now() - start,
      });
    } finally {
      game.free();
    }
  } catch (err) {
    self.postMessage({ id, error: String(err && err.message ? err.message : err) });
  }
};
