// Turns the app state into the plain description the board renderer draws:
// which squares to highlight and why. Reads the engine's answers only
// (legal moves, history, result, rebirth squares); decides no rule.

import { squareIndex } from './geometry.js';

function lastMoveOf(history, plies) {
  const m = plies > 0 ? history[plies - 1] : null;
  return m ? { from: m.from, to: m.to } : null;
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
  const view = {
    size,
    flipped: state.settings.flipped,
    board,
    lastMove: lastMoveOf(snap.history, plies),
    mate: null,
    selected: null,
    dests: [],
    allowed: [],
    hint: null,
    cursor: state.cursorShown ? state.cursor : null,
    drag: null,
    anim: viewing ? null : state.anim,
  };
  if (!viewing && snap.result && snap.result.reason === 'circe-mate') {
    const win = snap.history.findLast((m) => m.circeMate);
    if (win) view.mate = { from: win.from, to: win.captureSquare || win.to };
  }
  if (viewing) return view;

  if (state.selected) {
    view.selected = state.selected;
    view.dests = [...new Set(snap.legalMoves.filter((m) => m.from === state.selected).map((m) => m.to))];
  }
  if (snap.phase === 'bonus' && !state.rolling) {
    view.allowed = [...new Set(snap.legalMoves.map((m) => m.from))];
  }
  const hintSq = state.hint;
  if (hintSq && !snap.result) {
    const letter = board[squareIndex(hintSq)];
    if (letter && isWhite(letter) !== (snap.turn === 'white')) {
      view.hint = { from: hintSq, to: controller.rebirthOf(hintSq), letter };
    }
  }
  if (state.drag) {
    const letter = board[squareIndex(state.drag.from)];
    view.drag = state.drag.moved ? { from: state.drag.from, x: state.drag.x, y: state.drag.y, letter } : null;
  }
  return view;
}
