// The computer opponent's JavaScript API (dice-rex-circe/ai, the AI build in pkg-ai/): bestMove
// finds a Circe Mate when the dice allow it, returns legal moves within its
// node budget, and refuses bad options and wrong phases with an Error;
// odds() and analyse() return plain values (null, never undefined) that
// agree with the game: legal moves, exact chances, budgets kept.
// Run by scripts/test-wasm.sh after scripts/build.sh ai.
import assert from 'node:assert/strict';
import { Game } from '../../js/ai-node.js';
import { reviewGame } from '../../www/js/ai/review.js';

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
  // deep searches by the clock, 1.5 s.
  for (const level of ['easy', 'medium', 'hard', 'deep']) {
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

/** Asserts that a value is made of plain objects, arrays, strings, numbers, booleans and null. */
function assertPlain(value, path = 'value') {
  assert.notEqual(value, undefined, `${path} is undefined`);
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return;
  if (Array.isArray(value)) {
    value.forEach((v, i) => assertPlain(v, `${path}[${i}]`));
    return;
  }
  assert.equal(Object.getPrototypeOf(value), Object.prototype, `${path} is not a plain object`);
  for (const [k, v] of Object.entries(value)) assertPlain(v, `${path}.${k}`);
}

const SEED = '8/8/3k4/8/Q3K3/8/8/8 w - - 0 1 -';

check('odds: the seed example, Ke5 mates with 31 rolls of 216, and the roll says so too', () => {
  const game = new Game({ fen: SEED });
  const odds = game.odds();
  assertPlain(odds);
  assert.equal(odds.side, 'white');
  assert.equal(odds.phase, 'move');
  assert.equal(odds.roll, null);
  assert.deepEqual(odds.moves.map((m) => m.move.uci).sort(), game.legalMoves().map((m) => m.uci).sort());
  const ke5 = odds.moves.find((m) => m.move.san === 'Ke5');
  assert.deepEqual(ke5.win, { count: 31, total: 216, probability: 31 / 216 });
  assert.deepEqual(ke5.move, { uci: 'e4e5', san: 'Ke5', from: 'e4', to: 'e5', piece: 'K', color: 'white', die: null });
  assert.equal(ke5.endsTurn, false);
  for (const m of odds.moves) {
    // Danger by default for king moves only; null (not undefined) for the rest.
    assert.equal(m.danger === null, m.move.piece !== 'K', m.move.san);
  }
  assert.ok(game.odds({ danger: 'all' }).moves.every((m) => m.danger !== null));
  assert.ok(game.odds({ danger: 'none' }).moves.every((m) => m.danger === null));
  game.apply('Ke5');
  const roll = game.odds();
  assertPlain(roll);
  assert.equal(roll.phase, 'roll');
  assert.deepEqual(roll.moves, []);
  assert.deepEqual(roll.roll.win, ke5.win);
  assert.equal(roll.roll.pass.count, 64); // no 5 and no 6: neither piece can move
  assert.equal(roll.roll.outcomes.length, 56);
  assert.equal(roll.roll.outcomes.reduce((n, o) => n + o.weight, 0), 216);
  assert.deepEqual(roll.roll.outcomes.filter((o) => o.win).map((o) => o.dice.join('-')),
    ['1-5-6', '2-5-6', '3-5-6', '4-5-6', '5-5-6', '5-6-6', '6-6-6']);
  game.rollWith([2, 5, 6]);
  const bonus = game.odds();
  assert.equal(bonus.phase, 'bonus');
  const qe8 = bonus.moves.find((m) => m.move.san === 'Qe8');
  assert.deepEqual(qe8.win, { count: 1, total: 1, probability: 1 });
  assert.equal(qe8.move.die, 5);
  game.free();
});

check('odds: dice chess, the chance of a mate and of a forced pass', () => {
  const game = new Game({ rules: 'dice-chess', fen: '6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1' });
  const odds = game.odds();
  assertPlain(odds);
  assert.equal(odds.phase, 'roll');
  assert.deepEqual(odds.roll.win, { count: 16, total: 36, probability: 16 / 36 });
  // Neither a rook (4) nor a king (6) nor doubles: the roll passes.
  const passing = odds.roll.outcomes.filter((o) => o.pass);
  assert.ok(passing.length > 0);
  assert.ok(passing.every((o) => !o.dice.includes(4) && !o.dice.includes(6) && o.dice[0] !== o.dice[1]));
  assert.equal(odds.roll.pass.count, passing.reduce((n, o) => n + o.weight, 0));
  game.free();
});

check('odds: refuses bad options and a finished game, with codes', () => {
  const game = new Game({ fen: SEED });
  for (const bad of [5, 'all', [], { danger: 'some' }, { danger: 'all', more: 1 }, { dangers: 'all' }]) {
    assert.throws(() => game.odds(bad), (e) => e.code === 'bad-option' && /odds takes/.test(e.message), JSON.stringify(bad));
  }
  const over = new Game({ fen: '4Q3/8/3K4/8/8/8/8/8 w - - 0 1' });
  assert.throws(() => over.odds(), (e) => e.code === 'game-over');
  over.free();
  game.free();
  assert.throws(() => game.odds(), (e) => e.code === 'freed');
  assert.throws(() => game.analyse({ nodes: 10 }), (e) => e.code === 'freed');
});

/** Replays an analysis's line and table on copies of `game`: every move must be legal there. */
function replayAnalysis(game, analysis) {
  const copy = Game.fromRecord(game.toRecord());
  for (const step of analysis.line) {
    assert.ok(copy.isLegal(step.uci), `${step.uci} in ${copy.fen()}`);
    assert.equal(copy.apply(step.uci).san, step.san);
  }
  if (analysis.rolls.length > 0) {
    assert.equal(copy.phase(), 'roll');
    const record = copy.toRecord();
    for (const row of analysis.rolls) {
      const g = Game.fromRecord(record);
      g.rollWith(row.dice);
      for (const step of row.moves) {
        assert.ok(g.isLegal(step.uci), `${row.dice}: ${step.uci} in ${g.fen()}`);
        assert.equal(g.apply(step.uci).san, step.san);
      }
      g.free();
    }
  }
  copy.free();
}

check('analyse: legal moves only, within its node budget, with progress reports', () => {
  const game = new Game({ seed: 11 });
  for (let ply = 0; ply < 30 && game.result() === null; ply++) {
    if (ply % 5 === 2) {
      const budget = 3000 + 1000 * ply;
      const reports = [];
      const a = game.analyse({ nodes: budget }, (p) => { reports.push(p); });
      assertPlain(a);
      assert.ok(a.nodes <= budget, `${a.nodes} nodes for ${budget}`);
      assert.equal(a.phase, game.phase());
      assert.ok(a.winProbability >= 0 && a.winProbability <= 1);
      assert.ok(Math.abs(a.winProbability - Math.min(1, Math.max(0, 0.5 + a.score / 20000))) < 1e-9);
      assert.equal(a.best === null, game.phase() === 'roll');
      if (a.best !== null) assert.deepEqual(a.best, a.line[0]);
      replayAnalysis(game, a);
      assert.ok(reports.length > 0);
      for (const p of reports) {
        assertPlain(p);
        assert.ok(p.done >= 0 && p.done <= 1 && p.nodes <= budget);
      }
      for (let i = 1; i < reports.length; i++) assert.ok(reports[i].done >= reports[i - 1].done);
    }
    if (game.phase() === 'roll') game.roll();
    else game.apply(game.bestMove({ nodes: 300 }).move.uci);
  }
  game.free();
});

check('analyse: the seed example\'s table plays every mating roll to Circe Mate', () => {
  const game = new Game({ fen: SEED });
  game.apply('Ke5');
  const a = game.analyse({ nodes: 40000 });
  assert.equal(a.rolls.length, 56);
  assert.equal(a.rolls.reduce((n, r) => n + r.weight, 0), 216);
  const mates = a.rolls.filter((r) => r.moves.length > 0 && r.moves[r.moves.length - 1].san.endsWith('#'));
  assert.deepEqual(mates.map((r) => r.dice.join('-')), ['1-5-6', '2-5-6', '3-5-6', '4-5-6', '5-5-6', '5-6-6', '6-6-6']);
  assert.ok(mates.every((r) => r.winProbability === 1));
  replayAnalysis(game, a);
  game.free();
});

check('analyse: a time budget, stopping from onProgress, and refusals with codes', () => {
  const game = new Game({ seed: 4 });
  const t = performance.now();
  const timed = game.analyse({ timeMs: 100 });
  assert.ok(performance.now() - t < 100 + 2000);
  assert.ok(timed.nodes > 0);
  replayAnalysis(game, timed);
  let calls = 0;
  const stopped = game.analyse({ nodes: 5_000_000 }, () => ++calls < 2);
  assert.equal(calls, 2);
  assert.equal(stopped.complete, false);
  replayAnalysis(game, stopped);
  assert.throws(() => game.analyse({ nodes: 100000 }, () => { throw new Error('from the callback'); }), /from the callback/);
  for (const bad of [undefined, {}, { nodes: 0 }, { level: 'expert' }, { timeMs: -1 }]) {
    assert.throws(() => game.analyse(bad), (e) => e.code === 'bad-option' && /analyse takes|budget|level/.test(e.message), JSON.stringify(bad));
  }
  assert.throws(() => game.analyse({ nodes: 10 }, 'later'), (e) => e.code === 'bad-option');
  const over = new Game({ fen: '4Q3/8/3K4/8/8/8/8/8 w - - 0 1' });
  assert.throws(() => over.analyse({ nodes: 10 }), (e) => e.code === 'game-over');
  over.free();
  assert.ok(game.fen().length > 0); // still usable
  game.free();
});

check('analyse: an onProgress that frees or plays on the game gets busy, which stops the search and is thrown again; the game stays usable and freeable', () => {
  for (const act of [(g) => g.free(), (g) => g.apply(g.legalMoves()[0].uci), (g) => g.undo(), (g) => g.rollWith([1, 2, 3])]) {
    const game = new Game({ seed: 4 });
    game.apply('e4');
    let calls = 0;
    assert.throws(() => game.analyse({ nodes: 5000 }, () => {
      calls++;
      act(game);
    }), (e) => e.code === 'busy' && /^cannot call \w+\(\) during analyse\(\)/.test(e.message));
    assert.equal(calls, 1, 'the search stopped at the first report');
    assert.equal(game.history().length, 1);
    // Reading the game from onProgress is allowed, and a caught busy lets the search go on.
    const a = game.analyse({ nodes: 3000 }, () => {
      assert.equal(game.history().length, 1);
      try {
        game.free();
      } catch (e) {
        assert.equal(e.code, 'busy');
      }
    });
    assert.ok(a.best !== null);
    game.apply(game.legalMoves()[0].uci);
    assert.equal(game.undo(), true);
    game.free();
    assert.throws(() => game.fen(), (e) => e.code === 'freed');
  }
});

check('Vegas Fun Chess: the computer answers on a turn without a roll, and the game review replays a pass by choice', () => {
  const game = new Game({ rules: 'vegas-fun-chess', fen: 'R3k3/8/8/8/8/8/8/4K3 b - - 1 1 -' });
  // In check, no roll: the computer's move answers the check.
  const best = game.bestMove({ nodes: 2000 });
  assert.ok(['e8d7', 'e8e7', 'e8f7'].includes(best.move.uci), best.move.uci);
  game.free();
  const played = new Game({ rules: 'vegas-fun-chess', seed: 3 });
  played.rollWith([3, 6]);
  played.pass();
  played.rollWith([1, 2]);
  played.apply('e5');
  played.rollWith([1, 1]);
  played.apply('e4');
  const fen = played.fen();
  const review = reviewGame(played, { search: { nodes: 200 } });
  assert.deepEqual(review.turns.map((t) => t.color), ['white', 'black', 'white']);
  assert.equal(played.fen(), fen);
  played.free();
});

console.log(`${checks} passed, 0 failed`);
