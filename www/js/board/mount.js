// A board on its canvas: keeps the canvas the size of its box (at the
// device pixel ratio) and draws the app state there. Used by the app and by
// the <dice-rex-circe> element alike; returns a destroy() that stops
// watching the box.

import { fitCanvas, drawBoard } from './render.js';
import { boardView } from './view.js';

/**
 * `wrap` is the square box the canvas fills; `store` is redrawn when the
 * box changes size. `draw(state, now, controller)` paints one frame.
 */
export function mountBoard(canvas, wrap, store) {
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
      drawBoard(ctx, boardView(state, cssSize, controller), now);
    },
    destroy() {
      resize.disconnect();
    },
  };
}
