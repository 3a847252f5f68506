// The two-module entry's plumbing (js/split.js) on stand-in classes: a
// core game's cold calls run on its twin in the cold module, which the
// calls that changed the game since bring up to date, in order; the
// real modules are tested in tests/js/core.test.mjs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { splitGame } from '../../js/split.js';

/** A game that keeps what was done to it, as the modules' Game would play it. */
function gameClass(name) {
  return class {
    constructor(options) {
      this.module = name;
      this.options = options;
      this.done = [];
      this.freed = false;
      this.rolls = 0;
    }

    apply(move) { this.done.push(`apply ${move}`); return { uci: /^[a-h][1-8][a-h][1-8]/.test(move) ? move : 'g1f3' }; }

    roll() { this.rolls += 1; return Uint8Array.from([2, 3, 6]); }

    rollWith(dice) { this.done.push(`roll ${dice.join('')}`); }

    undo() {
      if (this.done.length === 0) return false;
      this.done.pop();
      return true;
    }

    resign(color) { this.done.push(`resign ${color}`); }

    agreeDraw() { this.done.push('draw'); }

    shareDice(id, white, black) { this.done.push(`share ${id} ${white} ${black}`); }

    reveal(color, index, secret) { this.done.push(`reveal ${color} ${index} ${secret}`); return null; }

    claimWithheld(color) { this.done.push(`claim ${color}`); }

    free() { this.freed = true; }
  };
}

function split(coreMethods = {}) {
  const Core = gameClass('core');
  const Cold = gameClass('cold');
  Object.assign(Core.prototype, coreMethods);
  Object.assign(Cold.prototype, {
    toRecord() { return `${JSON.stringify(this.options)}: ${this.done.join(', ')}`; },
    whyIllegal(move) { return `${move} after ${this.done.length}`; },
    diagram() { return '<svg/>'; },
    perft(depth) { return depth * 20; },
  });
  Cold.fromRecord = (text) => Object.assign(new Cold({ record: text }), { done: [text] });
  let loaded = false;
  const construct = splitGame(Core, () => Cold, () => loaded, (call) => `${call} waits for the cold module`);
  const make = (options) => construct(Core, [options], Core);
  return { Core, Cold, make, load: () => { loaded = true; } };
}

test('before the cold module is loaded, the cold calls fail with not-initialised and the game plays on', () => {
  const { Core, make } = split();
  const game = make({ seed: 7 });
  assert.throws(() => game.toRecord(), { code: 'not-initialised', message: 'toRecord() waits for the cold module' });
  assert.throws(() => Core.fromRecord('1. e4'), { code: 'not-initialised', message: 'Game.fromRecord() waits for the cold module' });
  game.apply('e2e4');
  assert.deepEqual(game.done, ['apply e2e4']);
});

test('the twin replays the changes in order: a move as the UCI played, a roll as its dice, an undo only when one was made', () => {
  const { make, load } = split();
  const game = make({ seed: 7, rules: 'orthodox' });
  load();
  game.undo(); // nothing to undo: not replayed
  game.apply('e2e4');
  game.apply('Nf3'); // SAN: the twin gets the UCI the core played
  assert.deepEqual([...game.roll()], [2, 3, 6]);
  game.rollWith([1, 1, 5]);
  game.undo();
  game.resign('white');
  assert.equal(game.toRecord(), '{"seed":7,"rules":"orthodox"}: apply e2e4, apply g1f3, roll 236, resign white');
});

test('the twin is made once, from the options as they were, and each cold call replays only what changed since', () => {
  const { make, load } = split();
  const options = { rules: 'orthodox' };
  const game = make(options);
  options.rules = 'circe';
  options.fen = 'changed';
  load();
  game.apply('e2e4');
  assert.equal(game.whyIllegal('e2e5'), 'e2e5 after 1');
  game.agreeDraw();
  game.shareDice('id', 'w', 'b');
  game.reveal('white', 3, 'ab');
  game.claimWithheld('white');
  assert.equal(game.whyIllegal('e2e5'), 'e2e5 after 5');
  assert.equal(game.toRecord(), '{"rules":"orthodox"}: apply e2e4, draw, share id w b, reveal white 3 ab, claim white');
  assert.equal(game.perft(2), 40);
  assert.equal(game.diagram(), '<svg/>');
});

test('a game of facets (an object of them, or a name and facet=value) is the cold module\'s, as a game from a FEN is', () => {
  const { Cold, make, load } = split();
  for (const rules of [{ dice: 'none' }, 'circe,check=no']) {
    assert.throws(() => make({ rules }), { code: 'not-initialised', message: 'a game of a combination of facets (new Game({ rules }) with facets) waits for the cold module' });
  }
  assert.throws(() => make({ fen: '8/8/8/8/8/8/8/8 w - - 0 1' }), { code: 'not-initialised' });
  assert.equal(make({ rules: 'circe' }).module, 'core');
  load();
  for (const rules of [{ dice: 'none' }, 'circe,check=no']) {
    const game = make({ rules });
    assert.ok(game instanceof Cold);
    assert.deepEqual(game.options, { rules });
  }
});

test('free() frees the twin too', () => {
  const { make, load } = split();
  const game = make(undefined);
  load();
  assert.equal(game.toRecord(), 'undefined: ');
  const twin = Object.getOwnPropertySymbols(game).map((s) => game[s]).find((v) => v && v.module === 'cold');
  game.free();
  assert.equal(game.freed, true);
  assert.equal(twin.freed, true);
});

test("a record's game comes from the cold module and is a Game", () => {
  const { Core, Cold, make, load } = split();
  load();
  const game = Core.fromRecord('1. e4');
  assert.ok(game instanceof Cold);
  assert.ok(game instanceof Core);
  assert.ok(make({}) instanceof Core);
  assert.ok(!({} instanceof Core));
});

test('shareDice hands the game to its twin, which answers every call from then on; the chains are the cold module\'s', () => {
  const { Core, Cold, make, load } = split();
  Object.assign(Cold.prototype, {
    fairDice() { return `shared after ${this.done.length}`; },
    rollDue() { return 'due'; },
  });
  Cold.chainAnchor = (seed) => `anchor of ${seed}`;
  const game = make({ rules: 'dice-chess' });
  assert.equal(game.fairDice(), null);
  assert.equal(game.rollDue(), null);
  assert.throws(() => game.shareDice('id', 'w', 'b'), { code: 'not-initialised', message: 'shareDice() waits for the cold module' });
  assert.throws(() => Core.chainAnchor('s'), { code: 'not-initialised', message: 'Game.chainAnchor() waits for the cold module' });
  game.apply('e2e4');
  load();
  assert.equal(Core.chainAnchor('s'), 'anchor of s');
  game.shareDice('id', 'w', 'b');
  game.reveal('white', 0, 'ab');
  game.apply('e7e5');
  game.rollWith([1, 2]);
  assert.equal(game.fairDice(), 'shared after 5');
  assert.equal(game.rollDue(), 'due');
  // The core's game stopped at the hand-over; the twin has it all.
  assert.deepEqual(game.done, ['apply e2e4']);
  assert.equal(game.toRecord(), '{"rules":"dice-chess"}: apply e2e4, share id w b, reveal white 0 ab, apply e7e5, roll 12');
  game.free();
  assert.equal(game.freed, true);
});

test('a game from a FEN is made in the cold module once it is in, and fails with not-initialised before', () => {
  const { Core, Cold, make, load } = split();
  assert.throws(() => make({ fen: '4k3/8/8/8/8/8/8/4K3 w - - 0 1' }),
    { code: 'not-initialised', message: 'a game from a FEN (new Game({ fen })) waits for the cold module' });
  // A fen left undefined is no FEN.
  assert.equal(make({ fen: undefined, seed: 1 }).module, 'core');
  load();
  const game = make({ fen: '4k3/8/8/8/8/8/8/4K3 w - - 0 1', seed: 2 });
  assert.equal(game.module, 'cold');
  assert.deepEqual(game.options, { fen: '4k3/8/8/8/8/8/8/4K3 w - - 0 1', seed: 2 });
  assert.ok(game instanceof Cold);
  assert.ok(game instanceof Core);
});

/** A core game as the core module's: UCI only ('not-initialised' for SAN), and short refusals. */
const UCI_ONLY = (() => {
  const read = (move) => {
    if (!/^[a-h][1-8][a-h][1-8]/.test(move)) throw Object.assign(new Error(`reading the move '${move}' as SAN needs the cold module`), { code: 'not-initialised' });
    if (move === 'e2e5') throw Object.assign(new Error("illegal move 'e2e5': not a move allowed now"), { code: 'illegal-move' });
    return { uci: move };
  };
  return {
    apply(move) { const m = read(move); this.done.push(`apply ${m.uci}`); return m; },
    moveInfo: read,
    isLegal(move) {
      try { read(move); return true; } catch (e) { if (e.code === 'not-initialised') throw e; return false; }
    },
  };
})();

function coldMoves(Cold) {
  Object.assign(Cold.prototype, {
    moveInfo(move) {
      if (move === 'e2e5' || move === 'Ke3') throw Object.assign(new Error(`illegal move '${move}': the full words`), { code: 'illegal-move' });
      return { uci: move === 'Nf3' ? 'g1f3' : move };
    },
    isLegal(move) { return move === 'Nf3'; },
  });
}

test('a move in SAN is read by the twin, which gives the UCI the core plays; before the cold module, not-initialised', () => {
  const { Cold, make, load } = split(UCI_ONLY);
  coldMoves(Cold);
  const game = make({ seed: 4 });
  assert.throws(() => game.apply('Nf3'), { code: 'not-initialised', message: "apply('Nf3'), a move in SAN, waits for the cold module" });
  assert.throws(() => game.isLegal('Nf3'), { code: 'not-initialised' });
  assert.throws(() => game.moveInfo('Nf3'), { code: 'not-initialised' });
  game.apply('e2e4');
  load();
  assert.deepEqual(game.apply('Nf3'), { uci: 'g1f3' });
  assert.deepEqual(game.moveInfo('Nf3'), { uci: 'g1f3' });
  assert.equal(game.isLegal('Nf3'), true);
  assert.equal(game.isLegal('Nc3'), false);
  // The core played both moves; the twin replays them as UCI.
  assert.deepEqual(game.done, ['apply e2e4', 'apply g1f3']);
  assert.match(game.toRecord(), /apply e2e4, apply g1f3$/);
});

test("a refused move: the core's short words before the cold module, the twin's full words after, the same code", () => {
  const { Cold, make, load } = split(UCI_ONLY);
  coldMoves(Cold);
  const game = make({ seed: 4 });
  assert.throws(() => game.apply('e2e5'), { code: 'illegal-move', message: "illegal move 'e2e5': not a move allowed now" });
  assert.equal(game.isLegal('e2e5'), false);
  load();
  assert.throws(() => game.apply('e2e5'), { code: 'illegal-move', message: "illegal move 'e2e5': the full words" });
  assert.throws(() => game.moveInfo('e2e5'), { code: 'illegal-move', message: "illegal move 'e2e5': the full words" });
  assert.throws(() => game.apply('Ke3'), { code: 'illegal-move', message: "illegal move 'Ke3': the full words" });
  assert.deepEqual(game.done, []);
});
