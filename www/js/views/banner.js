// The end-of-game banner: below the board (clear of the pieces), with who
// won and why, Rematch, New game and Analyse, and a close button. It comes
// back with the next result.

import { t } from '../strings.js';
import { listenAll } from '../listen.js';
import { playerOf, friendOf } from './panel.js';

/**
 * The banner's title and detail for a result, in the app's language; `me`:
 * the player's colour against the computer or a friend (`friend`).
 */
export function bannerText(snap, me = null, friend = false) {
  const result = snap.result;
  if (result.reason === 'circe-mate') {
    const win = snap.history.findLast((m) => m.circeMate);
    return {
      title: t('circeMateBanner', result.winner, me, friend),
      detail: win ? t('circeMateDetail', win.captureSquare || win.to) : '',
    };
  }
  return {
    title: result.winner ? t('winsBanner', result.winner, me, friend) : t('drawBanner'),
    detail: t('resultDetail', result.winner, result.reason, me, friend),
  };
}

export function createBanner(root, controller, store) {
  const $ = (sel) => root.querySelector(sel);
  const banner = $('#banner');
  const title = $('#banner-title');
  const detail = $('#banner-detail');
  const off = listenAll([
    [$('#banner-rematch'), 'click', () => controller.rematch()],
    [$('#banner-new'), 'click', () => $('#btn-new').click()],
    [$('#banner-analyse'), 'click', () => controller.analyse()],
    [$('#banner-close'), 'click', () => store.update((st) => { st.bannerDismissed = true; })],
  ]);

  function render(state) {
    const snap = state.snap;
    const shown = !!snap.result && state.viewPly === null && !state.anim && !state.bannerDismissed && !state.analysis;
    banner.hidden = !shown;
    if (!shown) return;
    const text = bannerText(snap, playerOf(state), friendOf(state));
    title.textContent = text.title;
    detail.textContent = text.detail;
    banner.dataset.reason = snap.result.reason;
  }

  return { render, destroy: off };
}
