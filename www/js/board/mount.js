// A board on its canvas: keeps the canvas the size of its box (at the
// device pixel ratio) and draws the app state there. Used by the app and by
// the <dice-rex-circe> element alike; returns a destroy() that stops
// watching the box.

import { fitCanvas, drawBoard } from './render.js';
import { boardView } from './view.js';

/**
 * `wrap` is the square box the canvas fills; `store` is redrawn when the
 * box changes size. `draw(state, now, controller)` paints one frame;
 * `overlay(ctx, view, state)`, if given, draws over it (the app's odds).
 */
export function mountBoard(canvas, wrap, store, overlay = null) {
  const ctx = canvas.getContext('2d');
  let cssSize = wrap.clientWidth;
  const resize = new ResizeObserver(() => {
    cssSize = wrap.clientWidth;
    store.schedule();
  });
  resize.observe(wrap);

  return {
    draw(state, now, controller) {
      if (!cssSize) return;
      const dpr = window.devicePixelRatio || 1;
      fitCanvas(canvas, cssSize, dpr);
      ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
      const view = boardView(state, cssSize, controller);
      drawBoard(ctx, view, now);
      if (overlay) overlay(ctx, view, state);
    },
    destroy() {
      resize.disconnect();
    },
  };
}
