// Boot: loads the engine and the pieces, opens the saved game (or the one
// the URL asks for), wires the views to the store, and draws once per
// animation frame.

import { t } from './strings.js';
import { loadEngine, Match } from './engine.js';
import { loadPieces } from './board/pieces.js';
import { fitCanvas, drawBoard } from './board/render.js';
import { boardView } from './board/view.js';
import { attachBoardInput } from './board/input.js';
import { createStore } from './store.js';
import { createController } from './controller.js';
import * as persist from './persist.js';
import { createDiceView } from './views/dice.js';
import { createMovesView } from './views/moves.js';
import { createPanel } from './views/panel.js';
import { createDialogs } from './views/dialogs.js';
import { createPromotionView } from './views/promotion.js';
import { registerServiceWorker } from './sw-register.js';

function fillStrings(root) {
  for (const el of root.querySelectorAll('[data-t]')) el.textContent = t(el.dataset.t);
  for (const el of root.querySelectorAll('[data-t-title]')) {
    el.title = t(el.dataset.tTitle);
    el.setAttribute('aria-label', el.title);
  }
  document.title = t('title');
}

/** The game to start with, and a notice when a save had to be set aside. */
function openingGame(urlOrigin) {
  const saved = persist.loadGame();
  const fromUrl = urlOrigin.seed !== undefined || urlOrigin.fen !== undefined;
  if (saved.status === 'ok' && (!fromUrl || persist.sameOrigin(saved.origin, urlOrigin))) {
    try {
      return { match: Match.fromRecord(saved.record), origin: saved.origin, message: null };
    } catch {
      saved.status = 'corrupt';
    }
  }
  const message = saved.status === 'corrupt' ? t('saveCorrupt') : saved.status === 'foreign' ? t('saveForeign') : null;
  if (message) persist.clearGame();
  try {
    return { match: new Match(urlOrigin), origin: urlOrigin, message };
  } catch (err) {
    return { match: new Match({}), origin: {}, message: err.message };
  }
}

async function boot() {
  performance.mark('drc:boot');
  fillStrings(document);
  const canvas = document.getElementById('board');
  const wrap = document.getElementById('board-wrap');
  canvas.setAttribute('aria-label', t('boardLabel'));

  const initial = {
    snap: null, viewPly: null, viewBoard: null, selected: null, hint: null,
    cursor: 'e2', cursorShown: false, drag: null, promotion: null, anim: null,
    rolling: null, settings: persist.loadSettings(), message: null, error: null,
    origin: {}, updateReady: false, lastAnimation: null,
  };
  const ctx = canvas.getContext('2d');
  let cssSize = 0;
  const views = [];
  let controller = null;

  function render(state, now) {
    if (!state.snap) return;
    if (state.anim && now >= state.anim.end) state.anim = null;
    if (state.rolling && now >= state.rolling.end) state.rolling = null;
    const dpr = window.devicePixelRatio || 1;
    fitCanvas(canvas, cssSize, dpr);
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    drawBoard(ctx, boardView(state, cssSize, controller), now);
    for (const v of views) v.render(state, now);
    if (state.anim || state.rolling) store.schedule();
  }

  const store = createStore(initial, render);
  const resize = new ResizeObserver(() => {
    cssSize = wrap.clientWidth;
    store.schedule();
  });
  resize.observe(wrap);
  cssSize = wrap.clientWidth;

  await Promise.all([
    loadEngine().then(() => performance.mark('drc:engine')),
    loadPieces().then(() => performance.mark('drc:pieces')),
  ]);
  controller = createController(store, persist);
  const dialogs = createDialogs(document, controller);
  views.push(
    createDiceView(document, controller),
    createMovesView(document, controller),
    createPanel(document, controller, store, dialogs),
    createPromotionView(document, controller),
  );
  const moveText = document.getElementById('move-text');
  attachBoardInput(canvas, store, controller, {
    onText(ch) {
      moveText.focus();
      moveText.value += ch;
    },
  });

  const start = openingGame(persist.originFromUrl(location.search));
  controller.setMatch(start.match, start.origin, start.message);
  requestAnimationFrame(() => {
    document.body.dataset.ready = 'true';
    window.__drcReady = performance.now();
  });

  // Read-only hooks for the end-to-end tests and the budget script.
  window.__drc = {
    get state() { return store.state; },
    fen: () => controller.fen(),
  };
  registerServiceWorker(() => store.update((st) => { st.updateReady = true; }));
}

boot().catch((err) => {
  const status = document.getElementById('status');
  status.textContent = t('loadFailed', err.message);
  document.body.dataset.ready = 'failed';
});
