// The computer opponent's worker: it loads the AI build of the engine (the
// package's `dice-rex-circe/ai` entry; in the app www/engine-ai/, built by
// scripts/build.sh ai) and answers one request at a time:
//   { id, kind: 'bestMove', record, search } → { id, uci, san, score, nodes, depth, ms }
//   { id, kind: 'odds', record, ply? } → { id, odds, ms }
//   { id, kind: 'analyse', record, ply?, search } → { id, analysis }, after
//     { id, progress } messages (game.analyse()'s AnalysisProgress)
//   { id, kind: 'review', record, search, check?, people? } → { id, review }
//     (review.js), after { id, progress: { done, turn, turns } } messages
//     and, while its marks are checked with `check`, { done, checked } ones
// or { id, error, code } (the engine's message and code; 'load-failed' when
// the engine could not be loaded). `ply` takes the game back to the
// position after that many moves. The search runs here, so the page never
// blocks; to stop a search the page terminates the worker.

import init, { Game } from '../../engine-ai/js/ai.js';
import { reviewGame } from './review.js';

const ready = init();
// A failure is answered to each request (with code 'load-failed'), not left unhandled.
ready.catch(() => {});

function bestMove(game, { search }) {
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

function odds(game) {
  const start = performance.now();
  const value = game.odds({ danger: 'kings' });
  return { odds: value, ms: performance.now() - start };
}

function analyse(game, { search }, progress) {
  return { analysis: game.analyse(search, (p) => { progress(p); }) };
}

function review(game, { search, check, people }, progress) {
  return { review: reviewGame(game, { search, check, people }, progress) };
}

const ANSWERS = { bestMove, odds, analyse, review };

self.onmessage = async (event) => {
  const { id, kind, record, ply = null } = event.data;
  try {
    await ready;
    const answer = ANSWERS[kind];
    if (!answer) throw Object.assign(new Error(`unknown request '${kind}'`), { code: 'bad-argument' });
    const game = Game.fromRecord(record);
    try {
      if (ply !== null) while (game.history().length > ply && game.undo()) { /* step back */ }
      self.postMessage({ id, ...answer(game, event.data, (progress) => self.postMessage({ id, progress })) });
    } finally {
      game.free();
    }
  } catch (err) {
    self.postMessage({ id, error: String(err && err.message ? err.message : err), code: err && err.code ? err.code : null });
  }
};
