// What a screen reader hears of the game, through a polite live region:
// each move as it is played (its piece, squares, capture and every effect:
// a rebirth, a unit vanishing, buried, erupting or waiting, a capturer
// sent home), each roll of the dice and the dice it forfeits, a move taken back and the result,
// whoever played them (the player, the computer, a friend); and, while
// the keyboard cursor is on the board, the square under it, its piece and
// whether it is picked. The canvas itself can say nothing.

import { playerOf, friendOf } from './panel.js';
import { showsName } from './dice.js';

const FILES = 'abcdefgh';

function pieceWords(letter, tr) {
  const color = letter === letter.toUpperCase() ? 'white' : 'black';
  return tr('srPiece', color, tr.table('pieceNames')[letter.toUpperCase()]);
}

/** One effect of a move in words ('the black rook is reborn on a8'). */
function effectWords(e, tr) {
  const unit = pieceWords(e.became || e.piece, tr);
  switch (e.kind) {
    case 'rebirth': return tr('srReborn', unit, e.to);
    case 'vanish': return tr('srVanish', pieceWords(e.piece, tr));
    // A capturer changing sides where it stands (Andernach Circe).
    case 'relocate': return e.from === e.to ? tr('srTurn', unit, e.to) : tr('srRelocate', unit, e.to);
    case 'remove': return tr('srRemove', pieceWords(e.piece, tr), e.from);
    case 'bury': return tr('srBury', pieceWords(e.piece, tr), e.to);
    case 'erupt': return tr('srErupt', unit, e.to);
    case 'pending': return tr('srPending', pieceWords(e.piece, tr));
    // The captured unit moved to its rebirth square first (Jupiter Circe).
    case 'transfer': return tr('srTransfer', pieceWords(e.piece, tr), e.to);
    default: return null;
  }
}

/**
 * A move of the engine (a Move of `color`) in words: 'White: knight g1 to
 * f3', 'Black: queen d8 takes pawn d2, the white pawn is reborn on d2',
 * with the promotion, Circe Mate and check.
 */
export function spokenMove(move, color, tr) {
  if (move.pass) return tr('passedNote', color);
  const names = tr.table('pieceNames');
  const via = move.effects.find((e) => e.kind === 'via');
  const from = via ? via.to : move.from;
  const parts = [move.capture
    ? tr('srCapture', names[move.piece.toUpperCase()], from, names[(move.captured || 'P').toUpperCase()], move.captureSquare || move.to)
    : tr('srMove', names[move.piece.toUpperCase()], from, move.to)];
  if (move.promotion) parts.push(tr('srPromotes', names[move.promotion.toUpperCase()]));
  for (const e of move.effects) {
    const words = effectWords(e, tr);
    if (words) parts.push(words);
  }
  if (move.circeMate) parts.push(tr.table('reasons')['circe-mate']);
  else if (move.san.endsWith('#')) parts.push(tr('srMate'));
  else if (move.san.endsWith('+')) parts.push(tr('srCheck'));
  return tr('srMoveOf', color, parts.join(', '));
}

/** The square under the keyboard cursor in words: 'e2, white pawn', 'e4, empty', with 'picked' when it is. */
export function spokenSquare(square, letter, tr, picked = false) {
  const what = letter ? pieceWords(letter, tr) : tr('srEmpty');
  return `${square}, ${what}${picked ? `, ${tr('srPicked')}` : ''}`;
}

/**
 * The announcer of a board: `live` is its live region, `controller` the
 * board's; render(state) says what changed since the last state.
 */
export function createAnnouncer(live, controller, tr) {
  let game = null;
  let plies = 0;
  let rolls = '';
  let result = null;
  let cursor = '';
  let flip = false;

  function say(text) {
    if (!text) return;
    // The same words twice in a row are still a change for the reader.
    flip = !flip;
    live.textContent = flip ? text : `${text}\u00a0`;
  }

  function rollKey(turns) {
    return turns.map((t) => (t.roll ? t.roll.join('') : '')).join('|');
  }

  function render(state, now = performance.now()) {
    const snap = state.snap;
    const rolling = !!state.rolling && now < state.rolling.end;
    if (!snap) return;
    const news = [];
    if (controller.match !== game) {
      // A new game or a loaded one: its past is not news.
      game = controller.match;
      plies = snap.history.length;
      rolls = rollKey(snap.turns);
      result = snap.result;
    }
    if (snap.history.length < plies) news.push(tr('srTakenBack'));
    else {
      let i = 0;
      for (const turn of snap.turns) {
        for (const m of turn.moves) {
          if (i >= plies) news.push(spokenMove(m, turn.color, tr));
          i += 1;
        }
      }
    }
    plies = snap.history.length;
    const key = rollKey(snap.turns);
    const last = snap.turns[snap.turns.length - 1];
    if (key !== rolls && key.length > rolls.length && last && last.roll && !rolling) {
      // What each die's face shows, as the engine says (RuleFacts.dieFaces).
      const name = (f, i) => showsName(snap.dieFaces?.[i]?.[f - 1], tr);
      news.push(tr('srRolled', last.color, last.roll, last.roll.map(name)));
      if (last.forfeited.length) news.push(tr('srForfeited', last.forfeited));
    }
    if (!rolling) rolls = key;
    if (snap.result && !result) news.push(tr('result', snap.result.winner, snap.result.reason, playerOf(state), friendOf(state)));
    result = snap.result;
    const at = state.cursorShown && state.viewPly === null ? `${state.cursor}|${state.selected}` : '';
    if (at && at !== cursor && !news.length) {
      const board = snap.board;
      const index = FILES.indexOf(state.cursor[0]) + 8 * (Number(state.cursor[1]) - 1);
      news.push(spokenSquare(state.cursor, board[index], tr, state.selected === state.cursor));
    }
    cursor = at;
    say(news.join(' '));
  }

  return { render, destroy() {} };
}
