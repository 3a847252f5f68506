// Hostile arguments to every method of the API (npm run build, and the AI
// build for --ai, first): each method, found by reflection (the test fails
// on a method it does not call), is called with each hostile value in each
// of its arguments: Proxies whose traps throw, a revoked Proxy, getters that
// throw, free the game, play on it or read it, values that cannot be turned
// into text, numbers far out of range, values of the wrong type, and for
// analyse() an onProgress that throws, frees the game, plays on it, reads it
// or stops the search. After each call:
//   - nothing trapped (a WebAssembly.RuntimeError kills the module);
//   - a throw is an Error with a code of the declared ErrorCode union (or,
//     from analyse(), the exception its onProgress threw, as documented);
//   - a refused call left the game as it was, unless the caller's own code
//     changed it (a getter read before the engine was called);
//   - the game is usable: a move or a roll is played and taken back (a game
//     the engine still held would refuse it without a code), and it is
//     freeable: free() does not throw, and the next call is refused 'freed'.
//   node tests/js/hostile.mjs [--core | --ai]
// --core runs it on the two-module entry (js/core-node.js), --ai on the
// computer opponent's (js/ai-node.js, with bestMove, odds and analyse).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

const MODE = process.argv.includes('--ai') ? 'ai' : process.argv.includes('--core') ? 'core' : 'engine';
const ENTRY = { engine: '../../js/node.js', core: '../../js/core-node.js', ai: '../../js/ai-node.js' }[MODE];
const { Game } = await import(ENTRY);

const declared = /export type ErrorCode =([^;]*);/.exec(readFileSync(new URL('../../pkg/dice_rex_circe.d.ts', import.meta.url), 'utf8'));
const CODES = new Set([...declared[1].matchAll(/'([a-z-]+)'/g)].map((m) => m[1]));

/** What the hostile values throw: the caller's own exception. */
class Hostile extends Error {}
const boom = () => {
  throw new Hostile('thrown by the caller\'s code');
};

// Each argument a method takes, by kind, with a valid value of that kind
// (for the other arguments while one is hostile) given the game.
const VALID = {
  // A move as an object, whose fields the API reads.
  move: (g) => {
    const [m] = g.legalMoves();
    return m ? { from: m.from, to: m.to } : 'e2e4';
  },
  dice: () => [1, 2, 3],
  diagram: () => ({ width: 100, caption: 'x' }),
  depth: () => 1,
  square: () => 'e2',
  color: () => 'white',
  index: () => 0,
  secret: () => 'ab'.repeat(32),
  search: () => ({ nodes: 40 }),
  odds: () => ({ danger: 'none' }),
  progress: () => () => {},
  record: () => '1. e4 e5 *',
  options: () => ({ seed: 1 }),
  extra: () => undefined,
};

// The arguments of every method; a method without any is called with one
// hostile extra argument, which it must ignore.
const METHODS = {
  apply: ['move'], isLegal: ['move'], moveInfo: ['move'], whyIllegal: ['move'],
  rollWith: ['dice'], diagram: ['diagram'], perft: ['depth'], pieceAt: ['square'], rebirthSquareOf: ['square'],
  resign: ['color'], claimWithheld: ['color'], reveal: ['color', 'index', 'secret'], shareDice: ['secret', 'secret', 'secret'],
  bestMove: ['search'], odds: ['odds'], analyse: ['search', 'progress'],
  agreeDraw: ['extra'], boardExtras: ['extra'], board: ['extra'], dice: ['extra'], diceView: ['extra'], fairDice: ['extra'], fen: ['extra'],
  history: ['extra'], inCheck: ['extra'], legalMoveGroups: ['extra'], legalMoves: ['extra'], mayPass: ['extra'],
  movesLeft: ['extra'], pass: ['extra'], phase: ['extra'], result: ['extra'], rollDue: ['extra'], roll: ['extra'],
  ruleFacts: ['extra'], ruleSet: ['extra'], rules: ['extra'], toRecord: ['extra'], turn: ['extra'], turns: ['extra'],
  undoDepth: ['extra'], undo: ['extra'], free: ['extra'],
};
const STATICS = { fromRecord: ['record'], ruleSets: ['extra'], chainAnchor: ['secret'], chainSecret: ['secret', 'index'] };

/** Plays something on `g` if it can (a move, else a roll); returns whether it did. */
function playOn(g) {
  const phase = g.phase();
  if (phase === 'roll') {
    g.roll();
    return true;
  }
  const [move] = g.legalMoves();
  if (move === undefined) return false;
  g.apply(move.uci);
  return true;
}

/**
 * The hostile values, each made for the game `g` and the valid value `v`
 * of the argument it replaces: { name, value, changes } (changes: the
 * caller's code may change or free the game before the engine is called).
 */
function hostile(g, v) {
  const target = typeof v === 'object' && v !== null ? v : { value: v };
  const copy = () => (Array.isArray(target) ? [...target] : { ...target });
  const trap = (name) => new Proxy(copy(), { [name]: boom });
  const getters = (get) => {
    const object = Array.isArray(target) ? [] : {};
    for (const key of Object.keys(target)) Object.defineProperty(object, key, { get: () => get(target[key]), enumerable: true });
    if (Array.isArray(target)) Object.defineProperty(object, 'length', { value: target.length });
    return object;
  };
  const revoked = Proxy.revocable({}, {});
  revoked.revoke();
  const values = [
    { name: 'a Proxy whose ownKeys throws', value: trap('ownKeys') },
    { name: 'a Proxy whose get throws', value: trap('get') },
    { name: 'a Proxy whose getOwnPropertyDescriptor throws', value: trap('getOwnPropertyDescriptor') },
    { name: 'a Proxy whose getPrototypeOf throws', value: trap('getPrototypeOf') },
    { name: 'a Proxy whose has throws', value: trap('has') },
    { name: 'a revoked Proxy', value: revoked.proxy },
    { name: 'getters that throw', value: getters(boom) },
    { name: 'getters that free the game', value: getters((x) => { g.free(); return x; }), changes: true },
    { name: 'getters that play on the game', value: getters((x) => { playOn(g); return x; }), changes: true },
    { name: 'getters that read the game', value: getters((x) => { g.fen(); g.legalMoves(); return x; }) },
    { name: 'a Proxy whose get frees the game', value: new Proxy(copy(), { get: (t, k) => { g.free(); return Reflect.get(t, k); } }), changes: true },
    { name: 'a Proxy whose get undoes a move', value: new Proxy(copy(), { get: (t, k) => { g.undo(); return Reflect.get(t, k); } }), changes: true },
    { name: 'a value whose toString and valueOf throw', value: { toString: boom, valueOf: boom, [Symbol.toPrimitive]: boom } },
    { name: 'a huge sparse array', value: new Array(2 ** 32 - 1) },
    { name: 'an array-like of a billion', value: { length: 1e9 } },
    { name: 'extra keys, one of a megabyte', value: { ...copy(), ['k'.repeat(1 << 20)]: 1 } },
    { name: 'a string of a megabyte', value: 'x'.repeat(1 << 20) },
    { name: 'a symbol', value: Symbol('hostile') },
    { name: 'a BigInt', value: 10n },
    { name: 'a function', value: () => 1 },
    { name: 'an object without a prototype', value: Object.create(null) },
    { name: 'a date', value: new Date(0) },
    { name: 'null', value: null },
    { name: 'true', value: true },
    ...[1e308, -1e308, Infinity, NaN, -0, 2 ** 53 + 2, 4294967296, -1].map((n) => ({ name: `the number ${n}`, value: n })),
  ];
  // The valid value with each of its fields out of range or of the wrong type.
  if (typeof v === 'object' && v !== null) {
    for (const bad of [1e308, Infinity, NaN, -1, 2 ** 53 + 2, '1', null, {}]) {
      const value = copy();
      for (const key of Object.keys(value)) value[key] = bad;
      values.push({ name: `each field ${String(bad)}`, value });
    }
  }
  return values;
}

/** onProgress callbacks for analyse(). */
function progressCallbacks(g) {
  let calls = 0;
  return [
    { name: 'an onProgress that throws', value: boom, own: true },
    { name: 'an onProgress that frees the game', value: () => { g.free(); } },
    { name: 'an onProgress that plays on the game', value: () => { playOn(g); } },
    { name: 'an onProgress that undoes', value: () => { g.undo(); } },
    { name: 'an onProgress that reads the game', value: () => { g.fen(); g.legalMoves(); g.diagram?.(); } },
    { name: 'an onProgress that stops the search', value: () => false },
    { name: 'an onProgress that searches again', value: () => { if (calls++ < 2) g.bestMove({ nodes: 10 }); } },
    { name: 'an onProgress Proxy whose apply frees the game', value: new Proxy(() => {}, { apply: () => { g.free(); } }) },
  ];
}

/** A new game: after 1. e4 e5, in the move phase; or after 2. Ke2, in the roll phase. */
function fresh(phase) {
  const g = new Game({ seed: 7 });
  g.apply('e4');
  g.apply('e5');
  if (phase === 'roll') g.apply('Ke2');
  return g;
}

const freedGame = (g) => {
  try {
    g.fen();
    return false;
  } catch (e) {
    return e.code === 'freed';
  }
};
const snapshot = (g) => (freedGame(g) ? 'freed' : [g.fen(), g.undoDepth(), g.phase(), JSON.stringify(g.result())].join('\n'));

let calls = 0;
let refused = 0;
const codesSeen = new Set();

/** Checks what a call threw: never a trap; an Error with a declared code, or the caller's own (`own`). */
function checkThrown(label, e, own) {
  if (e instanceof WebAssembly.RuntimeError) assert.fail(`trap in ${label}: ${e.message}`);
  if (own && e instanceof Hostile) return;
  assert.ok(e instanceof Error, `${label} threw a non-Error: ${String(e)}`);
  assert.ok(e.message.length > 0 && e.message.length < 2000, `${label} threw a message of ${e.message.length} characters`);
  assert.ok(CODES.has(e.code), `${label} threw '${e.message}' with the code ${e.code}`);
  codesSeen.add(e.code);
}

/** The game is usable (a move or roll played and taken back, with no error) and freeable. */
function checkUsable(label, g) {
  if (!freedGame(g) && g.phase() !== 'over') {
    try {
      assert.ok(playOn(g), `${label}: nothing to play`);
      assert.equal(g.undo(), true);
    } catch (e) {
      assert.fail(`${label}: the game is not usable after it: ${e.code} ${e.message}`);
    }
  }
  try {
    g.free();
  } catch (e) {
    assert.fail(`${label}: free() threw ${e.code} ${e.message}`);
  }
  assert.ok(freedGame(g), `${label}: the game is not freed`);
  g.free();
}

/** Calls `name` on a fresh game with the hostile value `slot` of its arguments. */
function attempt(name, kinds, slot, phase, make) {
  const g = fresh(phase);
  const args = kinds.map((kind) => VALID[kind](g));
  const { name: what, value, changes = false, own = false } = make(g, args[slot]);
  args[slot] = value;
  const label = `${name}(), argument ${slot + 1}: ${what}`;
  const before = snapshot(g);
  calls += 1;
  try {
    g[name](...args);
  } catch (e) {
    checkThrown(label, e, own);
    refused += 1;
    if (!changes) assert.equal(snapshot(g), before, `${label} threw and changed the game`);
  }
  checkUsable(label, g);
}

const proto = Game.prototype;
const methods = Object.getOwnPropertyNames(proto).filter((k) => k !== 'constructor' && !k.startsWith('__') && typeof proto[k] === 'function');
const missing = methods.filter((k) => !METHODS[k]);
assert.deepEqual(missing, [], `methods this test does not call: ${missing.join(' ')}`);
if (MODE === 'ai') for (const k of ['bestMove', 'odds', 'analyse']) assert.ok(methods.includes(k), `the AI build lacks ${k}`);

for (const name of methods) {
  const kinds = METHODS[name];
  const phase = name === 'rollWith' ? 'roll' : 'move';
  for (let slot = 0; slot < kinds.length; slot += 1) {
    const probe = fresh(phase);
    const count = kinds[slot] === 'progress' ? progressCallbacks(probe).length : hostile(probe, VALID[kinds[slot]](probe)).length;
    probe.free();
    for (let i = 0; i < count; i += 1) {
      attempt(name, kinds, slot, phase, (g, v) => (kinds[slot] === 'progress' ? progressCallbacks(g) : hostile(g, v))[i]);
    }
  }
}

// The constructor and the static methods: no game to corrupt, but every refusal has its code.
const statics = Object.getOwnPropertyNames(Game).filter((k) => typeof Game[k] === 'function' && !k.startsWith('__'));
assert.deepEqual(statics.filter((k) => !STATICS[k]), [], 'static methods this test does not call');
const scratch = fresh('move');
for (const [name, kinds] of [...Object.entries(STATICS), ['new Game', ['options']]]) {
  for (let slot = 0; slot < kinds.length; slot += 1) {
    for (const { name: what, value } of hostile(scratch, VALID[kinds[slot]](scratch))) {
      const args = kinds.map((kind) => VALID[kind](scratch));
      args[slot] = value;
      calls += 1;
      try {
        const made = name === 'new Game' ? new Game(...args) : Game[name](...args);
        if (made instanceof Game) checkUsable(`${name}(${what})`, made);
      } catch (e) {
        checkThrown(`${name}(), argument ${slot + 1}: ${what}`, e, false);
        refused += 1;
      }
    }
  }
}
checkUsable('the scratch game', scratch);

// The module is alive and correct after all of it.
const after = new Game();
assert.equal(after.perft(2), 400);
after.free();
console.log(`hostile arguments (${MODE}): ${methods.length} methods and ${statics.length + 1} constructors, ${calls} calls, `
  + `${refused} refused with an Error (codes ${[...codesSeen].sort().join(' ')}); every game usable and freeable after each`);
