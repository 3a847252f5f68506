// Board input: click-click, drag-and-drop (mouse, pen and touch through
// pointer events), long-press or hover for rebirth hints, and the keyboard
// (arrow keys move a cursor, Enter or Space picks and plays, Escape drops,
// typing a letter starts a typed move, and the game's keys of keys.js).
// A refused destination keeps the picked piece and says why.
// Turns gestures into controller calls; returns a function that removes
// every listener it added.

import { squareAt, stepSquare } from './geometry.js';
import { listenAll } from '../listen.js';
import { shortcut } from '../keys.js';
import { movesTo } from '../targets.js';

const DRAG_THRESHOLD = 4;
const LONG_PRESS_MS = 400;

// The board's squares under a pointer event.
function pointAt(canvas, e) {
  const r = canvas.getBoundingClientRect();
  return { x: e.clientX - r.left, y: e.clientY - r.top, size: r.width };
}

// Whether a click or drop on `to` plays a move of the piece on `from`.
function isDest(controller, from, to) {
  return movesTo(controller.movesFrom(from), to).length > 0;
}

// A click (or Enter) on `sq`, another square than the picked piece's:
// plays there, or says why not when `sq` has no piece to pick instead.
// True if it did either.
function answerPicked(controller, s, sq) {
  if (!s.selected || s.selected === sq) return false;
  if (isDest(controller, s.selected, sq)) {
    controller.tryMove(s.selected, sq);
    return true;
  }
  if (!controller.movesFrom(sq).length) {
    controller.refuse(s.selected, sq);
    return true;
  }
  return false;
}

// The square whose rebirth hint shows (hover, long press, keyboard cursor).
function setHint(store, sq) {
  if (store.state.hint !== sq) store.update((st) => { st.hint = sq; });
}

/**
 * Click-click, drag-and-drop and long press, through pointer events;
 * `focus.pointer` is true while a press gives the board the focus.
 */
function pointerInput(canvas, store, controller, focus) {
  const s = store.state;
  let press = null;
  let longPress = 0;
  const point = (e) => pointAt(canvas, e);
  const squareOf = (e) => {
    const p = point(e);
    return squareAt(p.x, p.y, p.size, s.settings.flipped);
  };

  function onDown(e) {
    if (e.button !== 0 || s.promotion) return;
    const sq = squareOf(e);
    if (!sq) return;
    e.preventDefault();
    // The square picker is open: a lit square is the answer; any other square is ignored.
    if (s.picker) {
      controller.pick(sq);
      return;
    }
    focus.pointer = true;
    canvas.focus({ preventScroll: true });
    focus.pointer = false;
    if (s.cursorShown) store.update((st) => { st.cursorShown = false; });
    if (answerPicked(controller, s, sq)) return;
    if (controller.movesFrom(sq).length) {
      const wasSelected = s.selected === sq;
      if (!wasSelected) controller.select(sq);
      const p = point(e);
      press = { id: e.pointerId, from: sq, x0: p.x, y0: p.y, wasSelected };
      canvas.setPointerCapture(e.pointerId);
      store.update((st) => { st.drag = { from: sq, x: p.x, y: p.y, moved: false }; });
      return;
    }
    controller.deselect();
    controller.explain(sq);
    if (e.pointerType !== 'mouse') {
      clearTimeout(longPress);
      longPress = setTimeout(() => setHint(store, sq), LONG_PRESS_MS);
    }
  }

  function onMove(e) {
    if (press && e.pointerId === press.id) {
      const p = point(e);
      const moved = s.drag?.moved || Math.hypot(p.x - press.x0, p.y - press.y0) > DRAG_THRESHOLD;
      store.update((st) => { if (st.drag) Object.assign(st.drag, { x: p.x, y: p.y, moved }); });
      return;
    }
    if (e.pointerType === 'mouse' && e.buttons === 0) setHint(store, squareOf(e));
  }

  function onUp(e) {
    clearTimeout(longPress);
    if (e.pointerType !== 'mouse') setHint(store, null);
    if (!press || e.pointerId !== press.id) return;
    const { from, wasSelected } = press;
    press = null;
    const moved = s.drag?.moved;
    store.update((st) => { st.drag = null; });
    if (moved) {
      const to = squareOf(e);
      if (to && to !== from && !controller.tryMove(from, to)) controller.refuse(from, to);
    } else if (wasSelected) {
      controller.deselect();
    }
  }

  function onCancel() {
    clearTimeout(longPress);
    press = null;
    store.update((st) => { st.drag = null; st.hint = null; });
  }

  function onLeave(e) {
    if (e.pointerType === 'mouse' && !press) setHint(store, null);
  }

  return { onDown, onMove, onUp, onCancel, onLeave, stop: () => clearTimeout(longPress) };
}

/** The keyboard: the cursor, Enter or Space, Escape, typed moves, and the focus that shows the cursor. */
function keyInput(canvas, store, controller, onText, focus) {
  const s = store.state;
  const ARROWS = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

  function onKey(e) {
    if (s.promotion) return;
    if (shortcut(e, controller, store)) {
      e.preventDefault();
      return;
    }
    if (ARROWS[e.key]) {
      e.preventDefault();
      const [dx, dy] = ARROWS[e.key];
      const next = s.cursorShown ? stepSquare(s.cursor, dx, dy, s.settings.flipped) : s.cursor;
      store.update((st) => { st.cursor = next; st.cursorShown = true; st.hint = next; });
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      if (!s.cursorShown) {
        store.update((st) => { st.cursorShown = true; });
        return;
      }
      const sq = s.cursor;
      if (s.picker) controller.pick(sq);
      else if (answerPicked(controller, s, sq)) return;
      else if (s.selected === sq) controller.deselect();
      else {
        controller.select(sq);
        if (!s.selected) controller.explain(sq);
      }
    } else if (e.key === 'Escape') {
      controller.deselect();
    } else if (onText && /^[a-hNBRQKPx1-8=O-]$/.test(e.key) && !e.ctrlKey && !e.metaKey && !e.altKey) {
      e.preventDefault();
      onText(e.key);
    }
  }

  /**
   * Focus from the keyboard (Tab) shows the cursor at once; focus from a
   * click does not, nor focus given by the page after a mouse or touch
   * action (a button that hands the board the focus, a closed dialog):
   * the browser's :focus-visible says which the player used last.
   */
  function onFocus() {
    if (focus.pointer || s.cursorShown || !keyboardFocus()) return;
    store.update((st) => { st.cursorShown = true; });
  }

  function keyboardFocus() {
    try {
      return canvas.matches(':focus-visible');
    } catch {
      return true;
    }
  }

  function onBlur() { if (s.cursorShown) store.update((st) => { st.cursorShown = false; st.hint = null; }); }

  return { onKey, onFocus, onBlur };
}

/** `onText(char)`: a letter or digit typed on the focused board starts a typed move. */
export function attachBoardInput(canvas, store, controller, { onText = null } = {}) {
  const focus = { pointer: false };
  const { stop, ...pointer } = pointerInput(canvas, store, controller, focus);
  const keys = keyInput(canvas, store, controller, onText, focus);
  const onContext = (e) => e.preventDefault();
  const listeners = [
    ['pointerdown', pointer.onDown], ['pointermove', pointer.onMove], ['pointerup', pointer.onUp],
    ['pointercancel', pointer.onCancel], ['pointerleave', pointer.onLeave], ['keydown', keys.onKey],
    ['contextmenu', onContext], ['focus', keys.onFocus], ['blur', keys.onBlur],
  ];
  const off = listenAll(listeners.map(([type, fn]) => [canvas, type, fn]));
  return function destroy() {
    stop();
    off();
  };
}
