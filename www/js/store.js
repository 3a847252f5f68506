// App state, separate from rendering. Every change goes through `update`,
// which schedules one redraw for the next animation frame however many
// changes happen before it.

/**
 * @typedef {object} State
 * @property {object|null} snap     the engine snapshot (see engine.js)
 * @property {number|null} viewPly  null: live position; else the number of moves shown
 * @property {(string|null)[]|null} viewBoard the board at viewPly
 * @property {string|null} selected square of the picked piece
 * @property {string|null} hover    square under the mouse (rebirth hint)
 * @property {string|null} hint     square whose rebirth square is shown
 * @property {string} cursor        keyboard cursor square
 * @property {boolean} cursorShown  the keyboard cursor is drawn
 * @property {object|null} drag     {from, x, y} while a piece is dragged (CSS pixels)
 * @property {object|null} promotion {from, to, kind, options} while the chooser is open: kind 'mover' (the moving pawn) or 'reborn' (a reborn pawn: captured, square); options [{role, moves}]
 * @property {object|null} picker   {from, to, moves, captured, squares, none} while the capturer chooses the rebirth square
 * @property {object|null} anim     running board animation
 * @property {object|null} rolling  {until, faces} while the dice tumble
 * @property {object} settings      {autoRoll, physical, flipped, opponent, level, computerSide, lang}
 * @property {string|null} message  a short notice for the player (a toast)
 * @property {string|null} error    last input error
 * @property {number} game          counts the games started (setMatch): what belongs to one game is cleared for the next
 * @property {object|null} notice   {kind, text}: a line in the status, until the next change (a refusal, the hint)
 * @property {object|null} hintMove {from, to, san}: the computer's suggestion, drawn as an arrow
 * @property {boolean} analysis     the analysis board is open (the game waits aside)
 * @property {boolean} bannerDismissed the end-of-game banner was closed
 * @property {string|null} offer    'thinking' while the computer weighs a draw offer
 * @property {boolean} thinking     the computer opponent is searching
 * @property {object|null} odds     {key, value, ms}: the worker's odds of the position shown (insight.js)
 * @property {object|null} insight  {key, running, progress, analysis, error}: its analysis (insight.js)
 */

/** A fresh state with `settings` (see persist.js for the app's). */
export function initialState(settings) {
  return {
    snap: null, viewPly: null, viewBoard: null, selected: null, hint: null,
    cursor: 'e2', cursorShown: false, drag: null, promotion: null, picker: null, anim: null,
    rolling: null, settings, message: null, error: null, game: 0,
    origin: {}, updateReady: false, lastAnimation: null,
    notice: null, hintMove: null, analysis: false, bannerDismissed: false, offer: null, thinking: false,
    odds: null, insight: null,
  };
}

export function createStore(initial, render) {
  const state = initial;
  let scheduled = 0;
  let destroyed = false;

  function frame(now) {
    scheduled = 0;
    render(state, now);
  }

  return {
    state,
    /** Applies `change(state)` and schedules a redraw. */
    update(change) {
      if (change) change(state);
      this.schedule();
    },
    /** Schedules a redraw without changing anything (animations). */
    schedule() {
      if (!scheduled && !destroyed) scheduled = requestAnimationFrame(frame);
    },
    /** Cancels the pending redraw; nothing is drawn after this. */
    destroy() {
      destroyed = true;
      if (scheduled) cancelAnimationFrame(scheduled);
      scheduled = 0;
    },
  };
}
