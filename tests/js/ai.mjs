// The computer opponent's JavaScript API (dice-rex-circe/ai, the AI build in pkg-ai/): bestMove
// finds a Circe Mate when the dice allow it, returns legal moves within its
// node budget, and refuses bad options and wrong phases with an Error.
// Run by scripts/test-wasm.sh after scripts/build-ai.sh.
import assert from 'node:assert/strict';
import { Game } from '../../js/ai-node.js';

let checks = 0;
function check(name, fn) {
  fn();
  checks++;
  console.log(`ok - ${name}`);
}

check('finds the seed example Circe Mate within the turn', () => {
  const game = new Game({ fen: '8/8/3k4/8/Q3K3/8/8/8 w - - 0 1 -' });
  game.apply('Ke5');
  game.rollWith([1, 5, 6]);
  for (let i = 0; i < 2 && game.result() === null; i++) {
    const best = game.bestMove({ nodes: 20000 });
    assert.ok(best.score > 10_000, `score ${best.score}`);
    game.apply(best.move.uci);
  }
  assert.deepEqual(game.result(), { winner: 'white', reason: 'circe-mate' });
  game.free();
});

check('returns a legal move within its node budget, at every level', () => {
  const game = new Game({ seed: 3 });
  for (let ply = 0; ply < 40 && game.result() === null; ply++) {
    if (game.phase() === 'roll') {
      game.roll();
      continue;
    }
    const budget = 200 + 50 * ply;
    const best = game.bestMove({ nodes: budget });
    assert.ok(best.nodes <= budget, `${best.nodes} nodes for ${budget}`);
    const legal = game.legalMoves().map((m) => m.uci);
    assert.ok(legal.includes(best.move.uci), `${best.move.uci} not in ${legal}`);
    assert.equal(typeof best.score, 'number');
    assert.equal(typeof best.depth, 'number');
    game.apply(best.move.uci);
  }
  for (const level of ['easy', 'medium', 'hard']) {
    const g = new Game({ seed: 1 });
    const best = g.bestMove({ level });
    assert.ok(g.isLegal(best.move.uci));
    g.free();
  }
  assert.ok(new Game().bestMove({ timeMs: 30 }).move.uci.length >= 4);
  game.free();
});

check('refuses bad options and wrong phases with an Error, leaving the game usable', () => {
  const game = new Game({ seed: 2 });
  const before = game.fen();
  for (const bad of [undefined, null, 'hard', 5, [], {}, { level: 'expert' }, { level: 3 }, { nodes: 0 },
    { nodes: 1.5 }, { nodes: -1 }, { timeMs: 0 }, { timeMs: 'fast' }, { level: 'easy', nodes: 5 }, { depth: 3 }]) {
    assert.throws(() => game.bestMove(bad), (e) => e instanceof Error && e.message.length > 0, JSON.stringify(bad));
  }
  game.apply('e4');
  game.apply('e5');
  game.apply('Ke2');
  assert.throws(() => game.bestMove({ level: 'easy' }), /rolled/);
  assert.notEqual(game.fen(), before);
  game.roll();
  assert.ok(game.phase() !== 'roll');
  game.free();
});

console.log(`${checks} passed, 0 failed`);
