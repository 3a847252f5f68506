// The API's objects built from what src/wasm/output.rs packs (js/unpack.js):
// the bit layout documented there, read back field by field.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { unpackMoves, unpackMove, unpackTurns, unpackBoard, makeResult, makePiece } from '../../js/unpack.js';

const sq = (name) => 'abcdefgh'.indexOf(name[0]) + 8 * (Number(name[1]) - 1);
const ROLE = { P: 0, N: 1, B: 2, R: 3, Q: 4, K: 5 };

/** Packs a move as src/wasm/output.rs does. */
function pack({ from, to, piece, promotion = null, captured = null, ep = false, mate = false, die = null, captureSquare = null, rebirth = null, black = false, effects = 0, choice = null, pass = false }) {
  const role = (r) => (r === null ? 0 : ROLE[r] + 1);
  const w0 = (sq(from) | sq(to) << 6 | ROLE[piece] << 12 | role(promotion) << 15 | role(captured) << 18
    | Number(ep) << 21 | Number(mate) << 22 | (die ?? 0) << 23 | (captureSquare === null ? 0 : sq(captureSquare)) << 26) >>> 0;
  const choiceBits = choice === null ? 0
    : (sq(choice.slice(0, 2)) + 1) << 11 | (choice.length > 2 ? ROLE[choice[2].toUpperCase()] + 1 : 0) << 18;
  const w1 = (rebirth === null ? 0 : sq(rebirth) + 1) | Number(black) << 7 | effects << 8 | choiceBits | Number(pass) << 22;
  return [w0, w1];
}

/** Packs an effect as src/wasm/output.rs does. */
function effect({ kind, piece, became = piece, from = null, to = null, promotion = null }) {
  const kinds = ['rebirth', 'vanish', 'relocate', 'remove', 'bury', 'erupt', 'pending', 'via'];
  const bits = (letter) => (letter === letter.toLowerCase() ? 8 : 0) | ROLE[letter.toUpperCase()];
  const square = (s) => (s === null ? 0 : sq(s) + 1);
  return (kinds.indexOf(kind) | bits(piece) << 3 | bits(became) << 7 | square(from) << 11 | square(to) << 18
    | (promotion === null ? 0 : ROLE[promotion] + 1) << 25) >>> 0;
}

test('a quiet move, a promotion and an en passant capture with rebirth', () => {
  assert.deepEqual(unpackMove(pack({ from: 'g1', to: 'f3', piece: 'N' }), [], 'Nf3'), {
    uci: 'g1f3', san: 'Nf3', from: 'g1', to: 'f3', color: 'white', piece: 'N', promotion: null, capture: false,
    enPassant: false, captured: null, captureSquare: null, rebirth: null, choice: null, circeMate: false, die: null,
    effects: [], pass: false,
  });
  const promo = unpackMove(pack({ from: 'b2', to: 'a1', piece: 'P', promotion: 'N', captured: 'R', captureSquare: 'a1', rebirth: 'a1', black: true }), [], 'bxa1=N(Ra1)');
  assert.equal(promo.uci, 'b2a1n');
  assert.equal(promo.color, 'black');
  assert.equal(promo.promotion, 'N');
  assert.equal(promo.captured, 'R');
  assert.equal(promo.rebirth, 'a1');
  const ep = unpackMove(pack({ from: 'e5', to: 'd6', piece: 'P', captured: 'P', ep: true, captureSquare: 'd5', rebirth: 'd7', die: 1 }), [], 'exd6(Pd7)');
  assert.deepEqual([ep.enPassant, ep.captureSquare, ep.rebirth, ep.die, ep.capture], [true, 'd5', 'd7', 1, true]);
});

test('a pass: no squares and no piece, 0000 in UCI', () => {
  const pass = unpackMove(pack({ from: 'a1', to: 'a1', piece: 'K', black: true, pass: true }), [], '--');
  assert.deepEqual([pass.uci, pass.san, pass.from, pass.to, pass.piece, pass.pass, pass.color], ['0000', '--', null, null, null, true, 'black']);
});

test('the highest bits: a capture on h8, die 6 and Circe Mate by Black', () => {
  const m = unpackMove(pack({ from: 'g7', to: 'h8', piece: 'K', captured: 'K', captureSquare: 'h8', mate: true, die: 6, black: true }), [], 'Kxh8#');
  assert.deepEqual([m.captureSquare, m.die, m.circeMate, m.color, m.rebirth, m.uci], ['h8', 6, true, 'black', null, 'g7h8']);
});

test('effects and rebirth choices, read in move order', () => {
  const words = [
    ...pack({ from: 'd4', to: 'd7', piece: 'Q', captured: 'R', captureSquare: 'd7', effects: 2 }),
    ...pack({ from: 'd4', to: 'c5', piece: 'Q', captured: 'P', captureSquare: 'c5', rebirth: 'd1', effects: 1, choice: 'd1n' }),
  ];
  const effects = [
    effect({ kind: 'vanish', piece: 'r', from: 'd7' }),
    effect({ kind: 'relocate', piece: 'Q', from: 'd7', to: 'd1' }),
    effect({ kind: 'rebirth', piece: 'p', became: 'n', from: 'c5', to: 'd1', promotion: 'N' }),
  ];
  const [anti, cous] = unpackMoves(words, effects, 'Qxd7(Q→d1) Qxc5(Pd1=N)');
  assert.deepEqual(anti.effects, [
    { kind: 'vanish', piece: 'r', became: 'r', from: 'd7', to: null, promotion: null },
    { kind: 'relocate', piece: 'Q', became: 'Q', from: 'd7', to: 'd1', promotion: null },
  ]);
  assert.equal(anti.choice, null);
  assert.deepEqual([cous.uci, cous.choice, cous.rebirth], ['d4c5/d1n', 'd1n', 'd1']);
  assert.deepEqual(cous.effects, [{ kind: 'rebirth', piece: 'p', became: 'n', from: 'c5', to: 'd1', promotion: 'N' }]);
});

test('move lists split their SANs, and an empty list is []', () => {
  assert.deepEqual(unpackMoves([], [], ''), []);
  const words = [...pack({ from: 'e2', to: 'e4', piece: 'P' }), ...pack({ from: 'g8', to: 'f6', piece: 'N', black: true })];
  const moves = unpackMoves(words, [], 'e4 Nf6');
  assert.deepEqual(moves.map((m) => [m.san, m.uci, m.color]), [['e4', 'e2e4', 'white'], ['Nf6', 'g8f6', 'black']]);
});

test('turns: side, roll, forfeited dice and the moves of each', () => {
  const header = ({ black = false, roll = null, forfeited = [], count }) => {
    const faces = (d) => d.reduce((acc, f, i) => acc | f << (3 * i), 0);
    return (Number(black) | (roll ?? []).length << 1 | forfeited.length << 3 | faces(roll ?? []) << 5
      | faces(forfeited) << 14 | count << 23) >>> 0;
  };
  const words = [...pack({ from: 'e1', to: 'e2', piece: 'K' }), ...pack({ from: 'd1', to: 'h5', piece: 'Q', die: 5 }),
    ...pack({ from: 'e7', to: 'e5', piece: 'P', black: true })];
  const turns = unpackTurns([header({ roll: [1, 5, 6], forfeited: [1, 6], count: 2 }), header({ black: true, count: 1 }),
    header({ roll: [2, 4], forfeited: [2, 4], count: 0 })], words, [], 'Ke2 Qh5 e5');
  assert.deepEqual(turns.map((t) => [t.color, t.roll, t.forfeited, t.moves.map((m) => m.san)]), [
    ['white', [1, 5, 6], [1, 6], ['Ke2', 'Qh5']],
    ['black', null, [], ['e5']],
    ['white', [2, 4], [2, 4], []],
  ]);
  assert.deepEqual(unpackTurns([], [], [], ''), []);
});

test('the board, results and pieces', () => {
  const board = unpackBoard(`RNBQKBNR${'.'.repeat(48)}rnbqkbnr`);
  assert.equal(board.length, 64);
  assert.equal(board[4], 'K');
  assert.equal(board[20], null);
  assert.equal(board[60], 'k');
  assert.deepEqual(makeResult('', 'repetition'), { winner: null, reason: 'repetition' });
  assert.deepEqual(makeResult('white', 'circe-mate'), { winner: 'white', reason: 'circe-mate' });
  assert.deepEqual(makePiece('Q'), { color: 'white', role: 'Q' });
  assert.deepEqual(makePiece('n'), { color: 'black', role: 'N' });
});
