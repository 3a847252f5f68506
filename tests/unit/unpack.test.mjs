// The API's objects built from what src/wasm/output.rs packs (js/unpack.js):
// the bit layout documented there, read back field by field.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { unpackMoves, unpackMove, unpackTurns, unpackBoard, makeResult, makePiece } from '../../js/unpack.js';

const sq = (name) => 'abcdefgh'.indexOf(name[0]) + 8 * (Number(name[1]) - 1);
const ROLE = { P: 0, N: 1, B: 2, R: 3, Q: 4, K: 5 };

/** Packs a move as src/wasm/output.rs does. */
function pack({ from, to, piece, promotion = null, captured = null, ep = false, mate = false, die = null, captureSquare = null, rebirth = null, black = false }) {
  const role = (r) => (r === null ? 0 : ROLE[r] + 1);
  const w0 = (sq(from) | sq(to) << 6 | ROLE[piece] << 12 | role(promotion) << 15 | role(captured) << 18
    | Number(ep) << 21 | Number(mate) << 22 | (die ?? 0) << 23 | (captureSquare === null ? 0 : sq(captureSquare)) << 26) >>> 0;
  const w1 = (rebirth === null ? 0 : sq(rebirth) + 1) | Number(black) << 7;
  return [w0, w1];
}

test('a quiet move, a promotion and an en passant capture with rebirth', () => {
  assert.deepEqual(unpackMove(pack({ from: 'g1', to: 'f3', piece: 'N' }), 'Nf3'), {
    uci: 'g1f3', san: 'Nf3', from: 'g1', to: 'f3', color: 'white', piece: 'N', promotion: null, capture: false,
    enPassant: false, captured: null, captureSquare: null, rebirth: null, circeMate: false, die: null,
  });
  const promo = unpackMove(pack({ from: 'b2', to: 'a1', piece: 'P', promotion: 'N', captured: 'R', captureSquare: 'a1', rebirth: 'a1', black: true }), 'bxa1=N(Ra1)');
  assert.equal(promo.uci, 'b2a1n');
  assert.equal(promo.color, 'black');
  assert.equal(promo.promotion, 'N');
  assert.equal(promo.captured, 'R');
  assert.equal(promo.rebirth, 'a1');
  const ep = unpackMove(pack({ from: 'e5', to: 'd6', piece: 'P', captured: 'P', ep: true, captureSquare: 'd5', rebirth: 'd7', die: 1 }), 'exd6(Pd7)');
  assert.deepEqual([ep.enPassant, ep.captureSquare, ep.rebirth, ep.die, ep.capture], [true, 'd5', 'd7', 1, true]);
});

test('the highest bits: a capture on h8, die 6 and Circe Mate by Black', () => {
  const m = unpackMove(pack({ from: 'g7', to: 'h8', piece: 'K', captured: 'K', captureSquare: 'h8', mate: true, die: 6, black: true }), 'Kxh8#');
  assert.deepEqual([m.captureSquare, m.die, m.circeMate, m.color, m.rebirth, m.uci], ['h8', 6, true, 'black', null, 'g7h8']);
});

test('move lists split their SANs, and an empty list is []', () => {
  assert.deepEqual(unpackMoves([], ''), []);
  const words = [...pack({ from: 'e2', to: 'e4', piece: 'P' }), ...pack({ from: 'g8', to: 'f6', piece: 'N', black: true })];
  const moves = unpackMoves(words, 'e4 Nf6');
  assert.deepEqual(moves.map((m) => [m.san, m.uci, m.color]), [['e4', 'e2e4', 'white'], ['Nf6', 'g8f6', 'black']]);
});

test('turns: side, roll, forfeited dice and the moves of each', () => {
  const header = ({ black = false, roll = null, forfeited = [], count }) => {
    const faces = (d) => d.reduce((acc, f, i) => acc | f << (3 * i), 0);
    return (Number(black) | Number(roll !== null) << 1 | forfeited.length << 2 | faces(roll ?? []) << 4
      | faces(forfeited) << 13 | count << 22) >>> 0;
  };
  const words = [...pack({ from: 'e1', to: 'e2', piece: 'K' }), ...pack({ from: 'd1', to: 'h5', piece: 'Q', die: 5 }),
    ...pack({ from: 'e7', to: 'e5', piece: 'P', black: true })];
  const turns = unpackTurns([header({ roll: [1, 5, 6], forfeited: [1, 6], count: 2 }), header({ black: true, count: 1 })], words, 'Ke2 Qh5 e5');
  assert.deepEqual(turns.map((t) => [t.color, t.roll, t.forfeited, t.moves.map((m) => m.san)]), [
    ['white', [1, 5, 6], [1, 6], ['Ke2', 'Qh5']],
    ['black', null, [], ['e5']],
  ]);
  assert.deepEqual(unpackTurns([], [], ''), []);
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
