// Builds the API's plain objects from what src/wasm/output.rs packs: two
// 32-bit words per move and the SANs in one space-separated string (the
// layout is documented there). Pure conversion: no chess rules here.

const SQUARES = [];
for (let i = 0; i < 64; i++) {
  SQUARES.push('abcdefgh'[i & 7] + '12345678'[i >> 3]);
}
// UCI texts by (from, to, promotion), made once each: 20 string
// concatenations per legalMoves() call would cost more than the lookups.
const UCI = new Array(64 * 64 * 8);
function uci(key) {
  return (UCI[key] ??= SQUARES[key & 63] + SQUARES[(key >>> 6) & 63] + PROMOTION_SUFFIX[key >>> 12]);
}
const ROLES = ['P', 'N', 'B', 'R', 'Q', 'K'];
const ROLES_OR_NULL = [null, 'P', 'N', 'B', 'R', 'Q', 'K'];
const PROMOTION_SUFFIX = ['', 'p', 'n', 'b', 'r', 'q', 'k'];

function move(w0, w1, san) {
  const promotion = (w0 >>> 15) & 7;
  const captured = (w0 >>> 18) & 7;
  const die = (w0 >>> 23) & 7;
  const rebirth = w1 & 127;
  return {
    uci: uci((w0 & 4095) | (promotion << 12)),
    san,
    from: SQUARES[w0 & 63],
    to: SQUARES[(w0 >>> 6) & 63],
    color: (w1 & 128) === 0 ? 'white' : 'black',
    piece: ROLES[(w0 >>> 12) & 7],
    promotion: ROLES_OR_NULL[promotion],
    capture: captured !== 0,
    enPassant: (w0 & (1 << 21)) !== 0,
    captured: ROLES_OR_NULL[captured],
    captureSquare: captured === 0 ? null : SQUARES[w0 >>> 26],
    rebirth: rebirth === 0 ? null : SQUARES[rebirth - 1],
    circeMate: (w0 & (1 << 22)) !== 0,
    die: die === 0 ? null : die,
  };
}

function movesFrom(words, offset, count, sans, sanOffset, out) {
  for (let i = 0; i < count; i++) {
    const w = offset + 2 * i;
    out.push(move(words[w], words[w + 1], sans[sanOffset + i]));
  }
  return out;
}

export function unpackMoves(words, sans) {
  const n = words.length >> 1;
  return n === 0 ? [] : movesFrom(words, 0, n, sans.split(' '), 0, []);
}

export function unpackMove(words, san) {
  return move(words[0], words[1], san);
}

function faces(bits, count) {
  const out = [];
  for (let i = 0; i < count; i++) out.push((bits >>> (3 * i)) & 7);
  return out;
}

export function unpackTurns(headers, words, sans) {
  const sanList = words.length === 0 ? [] : sans.split(' ');
  const turns = [];
  let next = 0;
  for (let t = 0; t < headers.length; t++) {
    const h = headers[t];
    const count = h >>> 22;
    turns.push({
      color: (h & 1) === 0 ? 'white' : 'black',
      moves: movesFrom(words, 2 * next, count, sanList, next, []),
      roll: (h & 2) === 0 ? null : faces(h >>> 4, 3),
      forfeited: faces(h >>> 13, (h >>> 2) & 3),
    });
    next += count;
  }
  return turns;
}

export function unpackBoard(placement) {
  const board = new Array(64);
  for (let i = 0; i < 64; i++) {
    const c = placement[i];
    board[i] = c === '.' ? null : c;
  }
  return board;
}

export function makeResult(winner, reason) {
  return { winner: winner === '' ? null : winner, reason };
}

export function makePiece(letter) {
  const role = letter.toUpperCase();
  return { color: letter === role ? 'white' : 'black', role };
}
