// Turns the app state into the plain description the board renderer draws:
// which squares to highlight and why. Reads the engine's answers only
// (legal moves, history, result, rebirth squares); decides no rule.

import { squareIndex, squareName } from './geometry.js';
import { targetOf } from '../targets.js';

/**
 * The moves of the turn that the move number `plies` belongs to, up to it:
 * the whole of a turn (a king move, then its bonus moves) stays marked,
 * not just its last move; a pass marks nothing.
 */
export function turnMovesOf(turns, plies) {
  let count = 0;
  for (const turn of turns) {
    const n = turn.moves.length;
    if (plies > count && plies <= count + n) {
      // A pass (the move 0000) moves nothing, so it marks no square.
      return turn.moves.slice(0, plies - count).filter((m) => !m.pass).map((m) => ({ from: m.from, to: m.to }));
    }
    count += n;
  }
  return [];
}

/**
 * What the engine keeps beside the board (Game.boardExtras()): a Parrain
 * unit waiting, drawn as a ghost, and Volcanic stacks, drawn as a badge
 * under their square's occupant.
 */
export function extrasView(extras) {
  const out = {};
  if (!extras) return out;
  if (extras.pending) out.ghosts = [{ letter: extras.pending.piece, square: extras.pending.square }];
  if (extras.buried.length) out.buried = extras.buried.map((b) => ({ square: b.square, letters: b.pieces }));
  return out;
}

function isWhite(letter) {
  return letter === letter.toUpperCase();
}

/** @param controller for rebirth squares (hover hints) */
export function boardView(state, size, controller) {
  const snap = state.snap;
  const viewing = state.viewPly !== null;
  const board = viewing ? state.viewBoard : snap.board;
  const plies = viewing ? state.viewPly : snap.history.length;
  const lastMoves = turnMovesOf(snap.turns || [], plies);
  const view = {
    size,
    flipped: state.settings.flipped,
    board,
    lastMoves,
    lastMove: lastMoves.at(-1) || null,
    mate: null,
    selected: null,
    dests: [],
    allowed: [],
    hint: null,
    hintMove: null,
    cursor: state.cursorShown ? state.cursor : null,
    drag: null,
    anim: viewing ? null : state.anim,
  };
  if (!viewing && snap.result && snap.result.reason === 'circe-mate') {
    const win = snap.history.findLast((m) => m.circeMate);
    if (win) view.mate = { from: win.from, to: win.captureSquare || win.to };
  }
  if (viewing) return view;
  // A hint to pass has no arrow (the status line says it).
  if (state.hintMove && !state.hintMove.pass) view.hintMove = { from: state.hintMove.from, to: state.hintMove.to };

  if (state.selected && !state.picker) {
    view.selected = state.selected;
    view.dests = [...new Set(snap.legalMoves.filter((m) => m.from === state.selected).map(targetOf))];
  }
  // The pieces the dice allow, while dice restrict the moves (the engine's dice()).
  if (snap.dice.length > 0 && !state.rolling) {
    view.allowed = [...new Set(snap.legalMoves.filter((m) => !m.pass).map((m) => m.from))];
  }
  const hintSq = state.hint;
  if (hintSq && !snap.result && !state.picker) {
    const letter = board[squareIndex(hintSq)];
    if (letter && isWhite(letter) !== (snap.turn === 'white')) {
      const info = controller.hintOf ? controller.hintOf(hintSq) : { to: controller.rebirthOf(hintSq) };
      if (info) view.hint = { ...info, from: hintSq, letter };
    }
  }
  if (snap.inCheck && !snap.result) {
    const king = snap.turn === 'white' ? 'K' : 'k';
    const i = board.indexOf(king);
    if (i >= 0) view.check = squareName(i);
  } else if (snap.result && snap.result.reason === 'checkmate' && snap.inCheck) {
    const i = board.indexOf(snap.turn === 'white' ? 'K' : 'k');
    if (i >= 0) view.check = squareName(i);
  }
  Object.assign(view, extrasView(snap.extras));
  if (state.picker) view.pick = state.picker.squares;
  if (state.drag) {
    const letter = board[squareIndex(state.drag.from)];
    view.drag = state.drag.moved ? { from: state.drag.from, x: state.drag.x, y: state.drag.y, letter } : null;
  }
  return view;
}
