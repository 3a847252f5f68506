// Builds the API's plain objects from what src/wasm/output.rs packs: two
// 32-bit words per move, one word per effect and the SANs in one
// space-separated string (the layout is documented there). Pure
// conversion: no chess rules here.

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

const EFFECT_KINDS = ['rebirth', 'vanish', 'relocate', 'remove', 'bury', 'erupt', 'pending', 'via', 'transfer'];
const LETTERS = ['P', 'N', 'B', 'R', 'Q', 'K', '', '', 'p', 'n', 'b', 'r', 'q', 'k'];
const SQUARE_OR_NULL = (bits) => (bits === 0 ? null : SQUARES[bits - 1]);

function effect(w) {
  return {
    kind: EFFECT_KINDS[(w & 7) | ((w >>> 28) & 1) << 3],
    piece: LETTERS[(w >>> 3) & 15],
    became: LETTERS[(w >>> 7) & 15],
    from: SQUARE_OR_NULL((w >>> 11) & 127),
    to: SQUARE_OR_NULL((w >>> 18) & 127),
    promotion: ROLES_OR_NULL[(w >>> 25) & 7],
  };
}

// A move's UCI: from, to and promotion, then the rebirth choice after a
// slash, or for a captured unit moved to `to` first (Jupiter Circe, word 1
// bit 21) its square after `/x`: `b2b1/xa6`.
function fullUci(plain, choice, w0, w1) {
  if ((w1 & (1 << 21)) !== 0) return `${plain}/x${SQUARES[w0 >>> 26]}`;
  return choice === null ? plain : `${plain}/${choice}`;
}

// A pass (word 1, bit 22): no squares, no piece.
const PASS_BIT = 1 << 22;
const PASS_UCI = '0000';

// Most moves have no effect: they share one frozen empty list.
const NO_EFFECTS = Object.freeze([]);

// The effects of the moves being unpacked, read in order.
let effectWords = null;
let effectNext = 0;

function move(w0, w1, san) {
  const promotion = (w0 >>> 15) & 7;
  const captured = (w0 >>> 18) & 7;
  const die = (w0 >>> 23) & 7;
  const rebirth = w1 & 127;
  const count = (w1 >>> 8) & 7;
  const choiceSquare = (w1 >>> 11) & 127;
  const choice = choiceSquare === 0
    ? null
    : SQUARES[choiceSquare - 1] + PROMOTION_SUFFIX[(w1 >>> 18) & 7];
  let effects = NO_EFFECTS;
  if (count > 0) {
    effects = [];
    for (let i = 0; i < count; i++) effects.push(effect(effectWords[effectNext++]));
  }
  const plain = uci((w0 & 4095) | (promotion << 12));
  const pass = (w1 & PASS_BIT) !== 0;
  return {
    uci: pass ? PASS_UCI : fullUci(plain, choice, w0, w1),
    san,
    from: pass ? null : SQUARES[w0 & 63],
    to: pass ? null : SQUARES[(w0 >>> 6) & 63],
    color: (w1 & 128) === 0 ? 'white' : 'black',
    piece: pass ? null : ROLES[(w0 >>> 12) & 7],
    promotion: ROLES_OR_NULL[promotion],
    capture: captured !== 0,
    enPassant: (w0 & (1 << 21)) !== 0,
    captured: ROLES_OR_NULL[captured],
    captureSquare: captured === 0 ? null : SQUARES[w0 >>> 26],
    rebirth: rebirth === 0 ? null : SQUARES[rebirth - 1],
    choice,
    circeMate: (w0 & (1 << 22)) !== 0,
    die: die === 0 ? null : die,
    effects,
    pass,
  };
}

function movesFrom(words, offset, count, sans, sanOffset, out) {
  for (let i = 0; i < count; i++) {
    const w = offset + 2 * i;
    out.push(move(words[w], words[w + 1], sans[sanOffset + i]));
  }
  return out;
}

export function unpackMoves(words, effects, sans) {
  const n = words.length >> 1;
  effectWords = effects;
  effectNext = 0;
  return n === 0 ? [] : movesFrom(words, 0, n, sans.split(' '), 0, []);
}

export function unpackMove(words, effects, san) {
  effectWords = effects;
  effectNext = 0;
  return move(words[0], words[1], san);
}

function faces(bits, count) {
  const out = [];
  for (let i = 0; i < count; i++) out.push((bits >>> (3 * i)) & 7);
  return out;
}

export function unpackTurns(headers, words, effects, sans) {
  const sanList = words.length === 0 ? [] : sans.split(' ');
  const turns = [];
  let next = 0;
  effectWords = effects;
  effectNext = 0;
  for (let t = 0; t < headers.length; t++) {
    const h = headers[t];
    const count = (h >>> 23) & 0xff;
    const rolled = (h >>> 1) & 3;
    turns.push({
      color: (h & 1) === 0 ? 'white' : 'black',
      moves: movesFrom(words, 2 * next, count, sanList, next, []),
      roll: rolled === 0 ? null : faces(h >>> 5, rolled),
      forfeited: faces(h >>> 14, (h >>> 3) & 3),
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

// legalMoveGroups(): a header word per group, then one word per choice
// (src/wasm/output.rs, move_groups).
export function unpackGroups(words) {
  const groups = [];
  let i = 0;
  while (i < words.length) {
    const h = words[i++];
    const promotion = (h >>> 15) & 7;
    const count = (h >>> 19) & 255;
    const choices = [];
    for (let k = 0; k < count; k++) {
      const c = words[i++];
      const square = c & 127;
      const victim = (c >>> 10) & 127;
      if (victim !== 0) choices.push(`x${SQUARES[victim - 1]}`);
      else choices.push(square === 0 ? null : SQUARES[square - 1] + PROMOTION_SUFFIX[(c >>> 7) & 7]);
    }
    groups.push({
      uci: uci((h & 4095) | (promotion << 12)),
      from: SQUARES[h & 63],
      to: SQUARES[(h >>> 6) & 63],
      piece: ROLES[(h >>> 12) & 7],
      promotion: ROLES_OR_NULL[promotion],
      capture: (h & (1 << 18)) !== 0,
      choices,
    });
  }
  return groups;
}

// legalMoves() without its previews (src/wasm/output.rs, legal_moves): the
// move's own fields at once; its SAN, rebirth, Circe Mate and effects,
// which the engine writes by previewing every move, are asked for the
// whole list (`preview(snapshot)`) when one of them is first read. The
// snapshot holds the position the list belongs to, so that a list read
// after the game has moved on reads as it would have at once.
const LIST = Symbol('list');
const AT = Symbol('at');

function previewsOf(list) {
  if (list.previews !== null) return list.previews;
  const previews = list.preview(list.snapshot);
  if (previews === null || previews.sans.length !== list.count) {
    const error = new Error("the engine could not write this move list's SAN and effects");
    error.code = 'bad-argument';
    throw error;
  }
  list.previews = previews;
  list.snapshot = null;
  return previews;
}

class Move {
  constructor(w0, w1, list, at) {
    const promotion = (w0 >>> 15) & 7;
    const captured = (w0 >>> 18) & 7;
    const die = (w0 >>> 23) & 7;
    const choiceSquare = (w1 >>> 11) & 127;
    const choice = choiceSquare === 0
      ? null
      : SQUARES[choiceSquare - 1] + PROMOTION_SUFFIX[(w1 >>> 18) & 7];
    const plain = uci((w0 & 4095) | (promotion << 12));
    const pass = (w1 & PASS_BIT) !== 0;
    this.uci = pass ? PASS_UCI : fullUci(plain, choice, w0, w1);
    this.from = pass ? null : SQUARES[w0 & 63];
    this.to = pass ? null : SQUARES[(w0 >>> 6) & 63];
    this.color = (w1 & 128) === 0 ? 'white' : 'black';
    this.piece = pass ? null : ROLES[(w0 >>> 12) & 7];
    this.promotion = ROLES_OR_NULL[promotion];
    this.capture = captured !== 0;
    this.enPassant = (w0 & (1 << 21)) !== 0;
    this.captured = ROLES_OR_NULL[captured];
    this.captureSquare = captured === 0 ? null : SQUARES[w0 >>> 26];
    this.choice = choice;
    this.die = die === 0 ? null : die;
    this.pass = pass;
    this[LIST] = list;
    this[AT] = at;
  }

  get san() { return previewsOf(this[LIST]).sans[this[AT]]; }
  get rebirth() { return previewsOf(this[LIST]).moves[this[AT]].rebirth; }
  get circeMate() { return previewsOf(this[LIST]).moves[this[AT]].circeMate; }
  get effects() { return previewsOf(this[LIST]).moves[this[AT]].effects; }

  /** The move as a plain object with every field, as JSON writes it. */
  toJSON() {
    return {
      uci: this.uci, san: this.san, from: this.from, to: this.to, color: this.color, piece: this.piece,
      promotion: this.promotion, capture: this.capture, enPassant: this.enPassant, captured: this.captured,
      captureSquare: this.captureSquare, rebirth: this.rebirth, choice: this.choice, circeMate: this.circeMate,
      die: this.die, effects: this.effects, pass: this.pass,
    };
  }
}
for (const key of ['san', 'rebirth', 'circeMate', 'effects']) {
  Object.defineProperty(Move.prototype, key, { enumerable: true });
}

export function unpackLazyMoves(words, snapshot, preview) {
  const n = words.length >> 1;
  const list = { snapshot: snapshot.slice(), preview, previews: null, count: n };
  const out = new Array(n);
  for (let i = 0; i < n; i++) out[i] = new Move(words[2 * i], words[2 * i + 1], list, i);
  return out;
}

export function unpackPreviews(words, effects, sans) {
  effectWords = effects;
  effectNext = 0;
  const n = words.length >> 1;
  const moves = new Array(n);
  for (let i = 0; i < n; i++) {
    const w0 = words[2 * i];
    const w1 = words[2 * i + 1];
    const rebirth = w1 & 127;
    const count = (w1 >>> 8) & 7;
    let list = NO_EFFECTS;
    if (count > 0) {
      list = [];
      for (let k = 0; k < count; k++) list.push(effect(effectWords[effectNext++]));
    }
    moves[i] = { rebirth: rebirth === 0 ? null : SQUARES[rebirth - 1], circeMate: (w0 & (1 << 22)) !== 0, effects: list };
  }
  return { moves, sans: n === 0 ? [] : sans.split(' ') };
}

// diceView() (src/wasm/output.rs, dice_view): a word of the view, a word
// per die, a word per argument of the note, and the note's key.
const DIE_STATES = ['pending', 'unused', 'stuck', 'used', 'spare', 'forfeited', 'void'];
const ROLE_OF_FACE = ['', 'P', 'N', 'B', 'R', 'Q', 'K'];

function shows(bits) {
  switch (bits & 3) {
    case 1: return ROLES[bits >>> 2];
    case 2: return '*';
    case 3: return bits >>> 2;
    default: return null;
  }
}

function faceList(bits) {
  return faces(bits >>> 2, bits & 3);
}

function noteArg(w) {
  const v = w >>> 3;
  switch (w & 7) {
    case 1: return v ? 'black' : 'white';
    case 2: return SQUARES[v];
    case 3: return ROLES[v];
    case 4: return faceList(v).map((f) => ROLE_OF_FACE[f]);
    case 5: return faceList(v).map(String);
    case 6: return v === 1;
    default: return v;
  }
}

export function unpackDiceView(words, key) {
  const head = words[0];
  const count = (head >>> 2) & 3;
  const dice = [];
  for (let i = 1; i <= count; i++) {
    const w = words[i];
    dice.push({ value: w & 7, shows: shows(w >>> 6), state: DIE_STATES[(w >>> 3) & 7] });
  }
  const args = [];
  for (let i = 1 + count; i < words.length; i++) args.push(noteArg(words[i]));
  return {
    color: (head & 1) === 0 ? 'white' : 'black',
    current: (head & 2) !== 0,
    dice,
    note: key === '' ? null : { key, args },
  };
}
