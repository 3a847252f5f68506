// The Odds and Analysis toggles (remembered with the other settings), the
// views they open, the odds drawn on the board and the game review. Loaded
// after the board, like the other tools that the first move does not need;
// their worker starts only when a toggle is on or a review is asked.

import { createInsight } from '../insight.js';
import { createOddsView } from './odds.js';
import { createAnalysisView } from './analysis.js';
import { createReview } from './review.js';
import { kingOdds, drawOdds, shown, friendPlaying, hasDice } from '../board/odds-layer.js';
import { listenAll } from '../listen.js';

/**
 * `setOverlay(fn)` gives the board a function that draws over it
 * (fn(ctx, view, state)). Returns a view: { render(state), destroy() }.
 */
export function createInsightPanel(root, controller, store, setOverlay) {
  const $ = (sel) => root.querySelector(sel);
  const toggles = { showOdds: $('#set-odds'), showAnalysis: $('#set-analysis') };
  const insight = createInsight(store, controller);
  const parts = [
    insight,
    createOddsView(root, () => !!controller.match && controller.match.rollFirst()),
    createAnalysisView(root),
    createReview(root, controller, store),
  ];
  const off = listenAll(Object.entries(toggles).map(([key, box]) => [box, 'change', () => controller.setSetting(key, box.checked)]));
  setOverlay((ctx, view, state) => drawOdds(ctx, view, kingOdds(state)));

  return {
    render(state, now) {
      // Against a friend, the computer's help waits for the end of the game.
      for (const [key, box] of Object.entries(toggles)) {
        box.checked = shown(state, key);
        box.disabled = friendPlaying(state);
      }
      // Without dice there are no odds to show: the toggle goes (its setting stays for a game with dice).
      toggles.showOdds.closest('label').hidden = !hasDice(state);
      for (const p of parts) p.render(state, now);
    },
    destroy() {
      off();
      insight.stop();
      parts.at(-1).destroy();
    },
  };
}
