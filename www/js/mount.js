// One game on one canvas, as the app (main.js) and every <dice-rex-circe>
// element mount it: the store, the board drawn in the canvas's box, the
// controller over the engine's game class passed in, the pointer and
// keyboard input, and the frame that draws the board and every view once
// per animation frame while something moves. It loads nothing: the page
// loads the engine and the pieces as it needs them, and sets the game once
// they are in.

import { createStore, initialState } from './store.js';
import { mountBoard } from './board/mount.js';
import { attachBoardInput } from './board/input.js';
import { createController } from './controller.js';

/**
 * Mounts a game on `canvas` (inside `wrap`, the square box it fills).
 * `settings` are the store's first settings and `persist` saves the game
 * (persist.js, or no-ops); the other options are createController's
 * (`Match`, `emit`, `canMove`, `tr`, `onComputerFailed`). Optional:
 * `overlay(ctx, view, state)` draws over the board, `input` is
 * attachBoardInput's options, `drawing()` says whether a frame is drawn at
 * all (an element showing an error draws none), and `afterFrame(state,
 * now)` runs after the views.
 *
 * Returns { store, board, controller, views, destroy }: `views` takes the
 * page's views ({ render(state, now), destroy() }); destroy() stops the
 * input, the views, the board and the frames, and frees the game.
 */
export function mountGame({
  canvas, wrap, settings, persist, overlay = null, input = {}, drawing = () => true, afterFrame = null, ...options
}) {
  const views = [];
  const store = createStore(initialState(settings), frame);
  const board = mountBoard(canvas, wrap, store, overlay);
  const controller = createController(store, persist, options);
  const offInput = attachBoardInput(canvas, store, controller, input);

  function frame(state, now) {
    if (!state.snap || !drawing()) return;
    // A move's animation and the dice's tumble end at their time, whatever the frame rate.
    if (state.anim && now >= state.anim.end) state.anim = null;
    if (state.rolling && now >= state.rolling.end) state.rolling = null;
    board.draw(state, now, controller);
    for (const v of views) v.render(state, now);
    if (afterFrame) afterFrame(state, now);
    if (state.anim || state.rolling) store.schedule();
  }

  return {
    store,
    board,
    controller,
    views,
    destroy() {
      offInput();
      for (const v of views) v.destroy();
      board.destroy();
      store.destroy();
      controller.destroy();
    },
  };
}
