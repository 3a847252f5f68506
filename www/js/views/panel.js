// The status line, the result banner, the navigation and action buttons,
// the typed-move field, the settings and the notice toast.

import { t, table, appTranslator, errorWithDetail } from '../strings.js';

/** The status line for `state`, in the language of `tr` (the app's by default). */
export function statusText(state, tr = appTranslator) {
  const snap = state.snap;
  if (state.viewPly !== null) return tr('viewing', state.viewPly, snap.history.length);
  if (snap.result) return tr('result', snap.result.winner, snap.result.reason);
  if (state.rolling) return tr('rolling');
  if (snap.phase === 'roll' && snap.remote) return tr('secretsDue');
  if (snap.phase === 'roll') return state.settings.physical ? tr('toEnterDice', snap.turn) : tr('toRoll', snap.turn);
  if (snap.phase === 'bonus') return tr('toPlayBonus', snap.turn);
  return tr('toMove', snap.turn);
}

export function createPanel(root, controller, store, dialogs) {
  const $ = (sel) => root.querySelector(sel);
  const status = $('#status');
  const banner = $('#banner');
  const bannerTitle = $('#banner-title');
  const bannerDetail = $('#banner-detail');
  const nav = { first: $('#nav-first'), prev: $('#nav-prev'), next: $('#nav-next'), last: $('#nav-last'), live: $('#nav-live') };
  const btn = { undo: $('#btn-undo'), flip: $('#btn-flip'), hint: $('#btn-hint'), draw: $('#btn-draw'), resign: $('#btn-resign') };
  const moveForm = $('#move-form');
  const moveText = $('#move-text');
  const moveError = $('#move-error');
  const autoRoll = $('#set-autoroll');
  const physical = $('#set-physical');
  const toast = $('#toast');
  const toastText = $('#toast-text');
  const toastAction = $('#toast-action');
  const s = store.state;

  const handlers = [
    [nav.first, 'click', () => controller.view(0)],
    [nav.prev, 'click', () => controller.step(-1)],
    [nav.next, 'click', () => controller.step(1)],
    [nav.last, 'click', () => controller.view(null)],
    [nav.live, 'click', () => controller.view(null)],
    [btn.undo, 'click', () => controller.undo()],
    [btn.flip, 'click', () => controller.setSetting('flipped', !s.settings.flipped)],
    // Against a friend, this side resigns, and a draw is offered to the friend (remote/ui.js).
    [btn.resign, 'click', () => (s.snap.remote
      ? dialogs.confirm(table('friend').resignTitle(s.snap.remote.me), t('resign'), () => controller.resign())
      : dialogs.confirm(t('resignTitle', s.snap.turn), t('resign'), () => controller.resign()))],
    [btn.draw, 'click', () => (s.snap.remote
      ? dialogs.confirm(table('friend').drawTitle, table('friend').offer, () => controller.agreeDraw())
      : dialogs.confirm(t('drawTitle', s.snap.turn), t('accept'), () => controller.agreeDraw(), t('decline')))],
    [autoRoll, 'change', () => controller.setSetting('autoRoll', autoRoll.checked)],
    [physical, 'change', () => controller.setSetting('physical', physical.checked)],
    [$('#toast-close'), 'click', () => store.update((st) => { st.message = null; st.updateReady = false; })],
    [toastAction, 'click', () => location.reload()],
    [moveForm, 'submit', (e) => {
      e.preventDefault();
      const text = moveText.value.trim();
      if (!text) return;
      try {
        controller.play(text);
        moveText.value = '';
        store.update((st) => { st.error = null; });
      } catch (err) {
        store.update((st) => { st.error = t('illegalMove', text, errorWithDetail(err)); });
      }
    }],
  ];
  for (const [el, type, fn] of handlers) el.addEventListener(type, fn);

  function render(state) {
    const snap = state.snap;
    const viewing = state.viewPly !== null;
    const total = snap.history.length;
    const at = viewing ? state.viewPly : total;
    status.textContent = statusText(state);
    moveText.placeholder = t('moveInputPlaceholder');
    document.body.dataset.phase = snap.phase;
    document.body.dataset.turn = snap.turn;
    document.body.dataset.result = snap.result ? snap.result.reason : '';
    document.body.dataset.busy = state.anim || state.rolling ? 'true' : 'false';

    const mate = !viewing && snap.result && snap.result.reason === 'circe-mate' && !state.anim;
    banner.hidden = !mate;
    if (mate) {
      const win = snap.history.findLast((m) => m.circeMate);
      bannerTitle.textContent = t('circeMateBanner', snap.result.winner);
      bannerDetail.textContent = win ? t('circeMateDetail', win.captureSquare || win.to) : '';
      // Keep the winning capture in sight: the banner goes to the other half of the board.
      const rank = win ? Number((win.captureSquare || win.to)[1]) : 1;
      const lowerHalf = state.settings.flipped ? rank >= 5 : rank <= 4;
      banner.dataset.place = lowerHalf ? 'top' : 'bottom';
    }

    nav.first.disabled = at === 0;
    nav.prev.disabled = at === 0;
    nav.next.disabled = !viewing;
    nav.last.disabled = !viewing;
    nav.live.hidden = !viewing;
    btn.undo.disabled = total === 0 && snap.phase !== 'roll';
    btn.resign.disabled = !!snap.result;
    btn.draw.disabled = !!snap.result;
    // No computer's help against a friend.
    btn.hint.disabled = !!snap.remote;
    moveText.disabled = !!snap.result || viewing || snap.phase === 'roll';
    autoRoll.checked = state.settings.autoRoll;
    physical.checked = state.settings.physical;
    btn.flip.setAttribute('aria-pressed', String(state.settings.flipped));

    moveError.hidden = !state.error;
    moveError.textContent = state.error || '';
    const notice = state.updateReady ? t('updated') : state.message;
    toast.hidden = !notice;
    toastText.textContent = notice || '';
    toastAction.hidden = !state.updateReady;
    toastAction.textContent = t('reload');
  }

  return {
    render,
    destroy() { for (const [el, type, fn] of handlers) el.removeEventListener(type, fn); },
  };
}
