// Random API fuzzing of the built package (npm run build first): thousands
// of random calls, legal, illegal and malformed, on seeded games. Fails on
// any trap (WebAssembly.RuntimeError: the module would be dead), on any
// throw that is not an Error with a message and a code of the documented
// union (ErrorCode in the declarations), on any change of state by a call
// that threw, and on broken invariants between the API's answers.
//   node tests/js/fuzz.mjs [--core] [seed] [games]
// --core fuzzes the two-module entry (js/core-node.js: the core module,
// its twins in the cold one for FEN, SAN and the refusals' words).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

const CORE = process.argv.includes('--core');
const ARGS = process.argv.slice(2).filter((a) => a !== '--core');
const { Game } = await import(CORE ? '../../js/core-node.js' : '../../js/node.js');

// The union as the published declarations state it.
const declared = /export type ErrorCode =([^;]*);/.exec(readFileSync(new URL('../../pkg/dice_rex_circe.d.ts', import.meta.url), 'utf8'));
assert.ok(declared, 'the declarations have no ErrorCode');
const CODES = new Set([...declared[1].matchAll(/'([a-z-]+)'/g)].map((m) => m[1]));
const codesSeen = new Set();

const SEED = Number(ARGS[0] ?? 20240601);
const GAMES = Number(ARGS[1] ?? 150);

// mulberry32: a small reproducible generator for the fuzzer's own choices.
let state = SEED >>> 0;
function random() {
  state = (state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const int = (n) => Math.floor(random() * n);
const pick = (list) => list[int(list.length)];

const FILES = 'abcdefgh';
const square = () => FILES[int(8)] + (1 + int(8));
const JUNK = [
  undefined, null, 0, -1, 1.5, NaN, Infinity, 2 ** 53, '', ' ', 'e2', 'e2e9', 'Kx', 'O-O', 'O-O-O',
  'e7e8k', 'e7e8Q', 'Nf3+', 'Bxc6(Bc8)', 'Bxc6(c8)', 'exd6(Pd7)', '\u00e9', 'e2e4'.repeat(100), {}, [],
  [1, 2, 3], true, () => 1, Symbol('x'), 10n,
];
const MOVE_TEXT = () =>
  pick([
    () => square() + square(),
    () => ({ from: square(), to: square() }),
    () => ({ from: square(), to: square(), promotion: pick(['Q', 'n', null, undefined, 'K', 5]) }),
    () => ({ from: pick(JUNK), to: square() }),
    () => square() + square() + pick('qrbnkpQ'),
    () => pick('NBRQK') + (random() < 0.3 ? 'x' : '') + square(),
    () => pick(FILES) + 'x' + square(),
    () => pick(['Nd2', 'Nd7', 'Rd1', 'Rf8']), // ambiguous in some positions
    () => pick(JUNK),
  ])();
const DICE = () =>
  pick([
    () => [1 + int(6), 1 + int(6), 1 + int(6)],
    () => [1 + int(6), 1 + int(6)],
    () => [1, 2, 3, 4],
    () => [1.5, 2, 3],
    () => [0, 1, 2],
    () => [257, 1, 1],
    () => ['1', '2', '3'],
    () => pick(JUNK),
  ])();
const RULE_SETS = Game.ruleSets();
const OPTIONS = () =>
  pick([
    () => ({ seed: int(1000) }),
    () => ({ seed: int(1000), rules: 'orthodox' }),
    () => ({ seed: int(1000), rules: pick(RULE_SETS).name }),
    () => ({ seed: int(1000), rules: pick(RULE_SETS).name }),
    () => ({ seed: int(1000), rules: { reborn: 'capturer', kings: 'inclusive' } }),
    () => ({ rules: pick([{ check: true }, { geometry: 'moon' }, { colour: 'red' }, { check: 'yes' }]) }),
    () => ({ seed: int(1000), fen: '8/8/3k4/8/Q3K3/8/8/8 w - - 0 1 -' }),
    () => ({ seed: int(1000), fen: '4k3/8/8/8/8/8/8/4K3 w - - 0 1 ?' }),
    () => ({ seed: int(1000), fen: '4k3/8/8/8/8/8/8/1N1K1N2 w - - 0 1 -' }), // Nd2 is ambiguous
    () => ({ seed: pick([-1, 1.5, '3', 2 ** 53, NaN]) }),
    () => ({ rules: pick(['chess', '', 3]) }),
    () => ({ fen: pick(['', 'x', '8/8/8/8/8/8/8/8 w - - 0 1 -', 5]) }),
    () => ({ sed: 1 }),
    () => pick(JUNK),
  ])();

const MOVE_KEYS = [
  'uci', 'san', 'from', 'to', 'color', 'piece', 'promotion', 'capture', 'enPassant', 'captured',
  'captureSquare', 'rebirth', 'choice', 'circeMate', 'die', 'effects', 'pass',
].join();
const EFFECT_KEYS = ['kind', 'piece', 'became', 'from', 'to', 'promotion'].join();
const EFFECT_KINDS = new Set(['rebirth', 'vanish', 'relocate', 'remove', 'bury', 'erupt', 'pending', 'via', 'transfer']);

function checkMove(m) {
  // A legal-move list writes san, rebirth, circeMate and effects when one of
  // them is first read (docs/js-api.md, Move): JSON has every field, and
  // every field reads, none undefined.
  const plain = JSON.parse(JSON.stringify(m));
  assert.equal(Object.keys(plain).join(), MOVE_KEYS);
  for (const key of MOVE_KEYS.split(',')) assert.notEqual(m[key], undefined, key);
  // A pass (a move of no unit) is 0000.
  assert.match(m.uci, /^([a-h][1-8][a-h][1-8][qrbn]?(\/[a-h][1-8][qrbn]?|\/x[a-h][1-8])?|0000)$/);
  assert.equal(m.pass, m.uci === '0000');
  // A Jupiter capture writes the captured unit's square after /x, and moved it from there.
  const transfer = m.uci.includes('/x') ? m.uci.split('/x')[1] : null;
  assert.equal(m.choice, m.uci.includes('/') && !transfer ? m.uci.split('/')[1] : null);
  if (transfer) {
    assert.equal(m.captureSquare, transfer);
    assert.ok(m.effects.some((e) => e.kind === 'transfer' && e.from === transfer && e.to === m.to), m.uci);
  }
  for (const e of m.effects) {
    assert.equal(Object.keys(e).join(), EFFECT_KEYS);
    assert.ok(EFFECT_KINDS.has(e.kind), e.kind);
    assert.match(e.piece, /^[PNBRQKpnbrqk]$/);
    for (const v of Object.values(e)) assert.notEqual(v, undefined);
  }
  assert.equal(m.capture, m.captured !== null);
  assert.equal(m.captureSquare !== null, m.capture);
  assert.ok(m.color === 'white' || m.color === 'black');
}

function snapshot(g) {
  return [g.fen(), g.toRecord(), g.undoDepth(), g.phase(), JSON.stringify(g.result())].join('\n');
}

let calls = 0;
let thrown = 0;

/** Calls `f`; when it throws, checks the error and that `g` did not change. */
function attempt(g, label, f) {
  const before = g ? snapshot(g) : null;
  calls++;
  try {
    return { ok: true, value: f() };
  } catch (e) {
    if (e instanceof WebAssembly.RuntimeError) {
      throw new Error(`trap in ${label}: ${e.message}`, { cause: e });
    }
    assert.ok(e instanceof Error, `${label} threw a non-Error: ${String(e)}`);
    assert.ok(e.message.length > 0, `${label} threw an Error without a message`);
    assert.ok(CODES.has(e.code), `${label} threw '${e.message}' with the code ${e.code}, not one of ErrorCode`);
    codesSeen.add(e.code);
    if (g) assert.equal(snapshot(g), before, `${label} threw and changed the game`);
    thrown++;
    return { ok: false, error: e };
  }
}

function invariants(g) {
  const phase = g.phase();
  const legal = g.legalMoves();
  legal.forEach(checkMove);
  assert.equal(legal.length === 0, phase === 'roll' || phase === 'over' || legal.length === 0);
  if (phase === 'roll' || phase === 'over') assert.equal(legal.length, 0);
  if (phase === 'move' || phase === 'bonus') assert.ok(legal.length > 0, `no legal move in ${phase}`);
  for (const m of legal) assert.equal(m.color, g.turn());
  const dice = g.dice();
  const rules = g.rules();
  const diceRule = typeof rules === 'string' ? RULE_SETS.find((r) => r.name === rules).facets.dice : rules.dice;
  // Dice chess of every kind rolls before its turn's moves: the roll stands while they are made.
  const perTurn = g.ruleFacts().rollFirst;
  assert.equal(dice.length > 0, phase === 'bonus' || (perTurn && phase === 'move'));
  // A multiset of faces is sorted; dice told apart (a type die, then a count die) keep their order.
  if (diceRule !== 'piece-and-count') assert.deepEqual([...dice].sort(), dice);
  assert.equal(g.result() === null, phase !== 'over');
  assert.equal(g.board().length, 64);
  const history = g.history();
  history.forEach(checkMove);
  const turns = g.turns();
  assert.equal(turns.reduce((n, t) => n + t.moves.length, 0), history.length);
  for (const t of turns) for (const m of t.moves) assert.equal(m.color, t.color);
  for (const t of turns) assert.ok(t.roll === null || [1, 2, 3].includes(t.roll.length));
  return legal;
}

function playGame(n) {
  const options = OPTIONS();
  const made = attempt(null, 'new Game', () => new Game(options));
  const g = made.ok ? made.value : new Game({ seed: n });
  const steps = 40 + int(160);
  for (let step = 0; step < steps; step++) {
    const legal = invariants(g);
    const r = random();
    if (r < 0.45 && legal.length > 0) {
      const m = pick(legal);
      const before = g.history().length;
      const played = attempt(g, 'apply', () => g.apply(random() < 0.5 ? m.uci : m.san));
      assert.ok(played.ok, `legal move ${m.uci} refused: ${played.error?.message}`);
      assert.equal(played.value.uci, m.uci);
      assert.equal(played.value.san, m.san);
      assert.equal(g.history().length, before + 1);
    } else if (r < 0.55) {
      const rolled = attempt(g, 'roll', () => g.roll());
      if (rolled.ok) assert.ok(rolled.value.every((d) => d >= 1 && d <= 6));
    } else if (r < 0.6) {
      attempt(g, 'rollWith', () => g.rollWith(DICE()));
    } else if (r < 0.72) {
      const text = MOVE_TEXT();
      const legalNow = legal.some((m) => m.uci === text || m.san === text);
      const result = attempt(g, 'apply', () => g.apply(text));
      if (legalNow) assert.ok(result.ok);
    } else if (r < 0.8) {
      const depth = g.undoDepth();
      const undone = attempt(g, 'undo', () => g.undo());
      assert.equal(undone.value, depth > 0);
    } else if (r < 0.83) {
      attempt(g, 'resign', () => g.resign(pick(['white', 'black', 'w', 'White', null])));
    } else if (r < 0.85) {
      attempt(g, 'agreeDraw', () => g.agreeDraw());
    } else if (r < 0.89) {
      const text = MOVE_TEXT();
      const info = attempt(g, 'moveInfo', () => g.moveInfo(text));
      const legalText = attempt(g, 'isLegal', () => g.isLegal(text));
      if (legalText.ok) assert.equal(legalText.value, info.ok);
      if (info.ok) checkMove(info.value);
    } else if (r < 0.92) {
      attempt(g, 'rebirthSquareOf', () => g.rebirthSquareOf(random() < 0.8 ? square() : pick(JUNK)));
      const sq = random() < 0.8 ? square() : pick(JUNK);
      const piece = attempt(g, 'pieceAt', () => g.pieceAt(sq));
      if (piece.ok) {
        const letter = g.board()['abcdefgh'.indexOf(sq[0]) + 8 * (Number(sq[1]) - 1)];
        assert.deepEqual(piece.value, letter === null ? null
          : { color: letter === letter.toUpperCase() ? 'white' : 'black', role: letter.toUpperCase() });
      }
    } else if (r < 0.94) {
      attempt(g, 'perft', () => g.perft(pick([0, 1, 2, -1, 1.5, 13, '2', null])));
    } else if (r < 0.97) {
      const fen = g.fen();
      const copy = attempt(null, 'new Game', () => new Game({ fen, rules: g.rules() }));
      assert.ok(copy.ok, `FEN ${fen} does not read back: ${copy.error?.message}`);
      assert.equal(copy.value.fen(), fen);
      copy.value.free();
    } else {
      const record = g.toRecord();
      const copy = attempt(null, 'fromRecord', () => Game.fromRecord(record));
      assert.ok(copy.ok, `record does not read back: ${copy.error?.message}\n${record}`);
      assert.equal(copy.value.fen(), g.fen());
      copy.value.free();
      const cut = record.slice(0, int(record.length)) + pick(['', ' Qh9', ' {roll 9-9-9}', ' 1-0 e4', '[']);
      const broken = attempt(null, 'fromRecord', () => Game.fromRecord(cut));
      if (broken.ok) broken.value.free();
    }
  }
  g.free();
  // A freed game refuses every call with a 'freed' Error, never a trap; free() again does nothing.
  for (const [name, call] of [['fen', () => g.fen()], ['apply', () => g.apply('e4')], ['legalMoves', () => g.legalMoves()]]) {
    const dead = attempt(null, `freed game: ${name}`, call);
    assert.ok(!dead.ok);
    assert.equal(dead.error.code, 'freed');
  }
  g.free();
}

for (let n = 0; n < GAMES; n++) playGame(n);

// The module is still alive and correct after everything above.
assert.equal(new Game().perft(3), 8902);
console.log(`fuzz${CORE ? " (the two-module entry)" : ""}: ${GAMES} games, ${calls} calls (${thrown} refused with an Error; codes ${[...codesSeen].sort().join(' ')}), no trap`);
