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

function split() {
  const Core = gameClass('core');
  const Cold = gameClass('cold');
  Object.assign(Cold.prototype, {
    toRecord() { return `${JSON.stringify(this.options)}: ${this.done.join(', ')}`; },
    whyIllegal(move) { return `${move} after ${this.done.length}`; },
    diagram() { return '<svg/>'; },
    perft(depth) { return depth * 20; },
  });
  Cold.fromRecord = (text) => Object.assign(new Cold({ record: text }), { done: [text] });
  let loaded = false;
  const made = splitGame(Core, () => Cold, () => loaded, (call) => `${call} waits for the cold module`);
  const make = (options) => made(new Core(options), options);
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
  const game = make({ seed: 7, rules: { dice: 'none' } });
  load();
  game.undo(); // nothing to undo: not replayed
  game.apply('e2e4');
  game.apply('Nf3'); // SAN: the twin gets the UCI the core played
  assert.deepEqual([...game.roll()], [2, 3, 6]);
  game.rollWith([1, 1, 5]);
  game.undo();
  game.resign('white');
  assert.equal(game.toRecord(), '{"seed":7,"rules":{"dice":"none"}}: apply e2e4, apply g1f3, roll 236, resign white');
});

test('the twin is made once, from the options as they were, and each cold call replays only what changed since', () => {
  const { make, load } = split();
  const options = { rules: { dice: 'none' } };
  const game = make(options);
  options.rules.dice = 'two-per-turn';
  options.fen = 'changed';
  load();
  game.apply('e2e4');
  assert.equal(game.whyIllegal('e2e5'), 'e2e5 after 1');
  game.agreeDraw();
  game.shareDice('id', 'w', 'b');
  game.reveal('white', 3, 'ab');
  game.claimWithheld('white');
  assert.equal(game.whyIllegal('e2e5'), 'e2e5 after 5');
  assert.equal(game.toRecord(), '{"rules":{"dice":"none"}}: apply e2e4, draw, share id w b, reveal white 3 ab, claim white');
  assert.equal(game.perft(2), 40);
  assert.equal(game.diagram(), '<svg/>');
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
