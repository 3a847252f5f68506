// The status line, the navigation and action buttons, the typed-move
// field, the settings and the notice toast.

import { t, table, appTranslator, sanFor, sanFromPlayer } from '../strings.js';
import { moveNumber } from './moves.js';
import { shortcut } from '../keys.js';
import { rebirthHintText } from './rebirth-hint.js';

/** The computer's colour in the game `state` shows, or null (never against a friend). */
function computerOf(state) {
  const st = state.settings || {};
  return st.opponent === 'computer' && !state.analysis && !state.snap.remote ? st.computerSide : null;
}

/** The player's colour against the computer, or null: a result is said to them ("You win"). */
export function playerOf(state) {
  const computer = computerOf(state);
  return computer ? (computer === 'white' ? 'black' : 'white') : null;
}

/** The status line for `state`, in the language of `tr` (the app's by default). */
export function statusText(state, tr = appTranslator) {
  const snap = state.snap;
  if (state.notice) return state.notice.text;
  if (state.viewPly !== null) {
    const n = state.viewPly > 0 ? moveNumber(snap.turns, state.viewPly) : null;
    return n ? tr('viewingAfter', n.number, n.color, sanFor(n.san, tr)) : tr('viewingStart');
  }
  if (snap.result) return tr('result', snap.result.winner, snap.result.reason, playerOf(state));
  if (state.rolling) return tr('rolling');
  if (snap.phase === 'roll' && snap.remote) return tr('secretsDue');
  const computer = computerOf(state);
  if (computer && snap.turn === computer) return tr('computerPlaying', computer);
  if (snap.phase === 'roll' && snap.rollFirst) {
    return tr(state.settings.physical ? 'toEnterDiceFirst' : 'toRollFirst', snap.turn, snap.diceCount);
  }
  if (snap.phase === 'roll') return state.settings.physical ? tr('toEnterDice', snap.turn) : tr('toRoll', snap.turn);
  if (snap.phase === 'bonus') return tr('toPlayBonus', snap.turn);
  if (snap.inCheck) return tr('toMoveInCheck', snap.turn);
  return tr('toMove', snap.turn);
}

export function createPanel(root, controller, store, dialogs) {
  /**
   * What the rebirth hint on the board means, while one is shown (an enemy
   * piece pointed at, long-pressed or under the keyboard cursor): where it
   * would be reborn, or that it would vanish.
   */
  function rebirthLegend(state) {
    const sq = state.hint;
    const snap = state.snap;
    if (!sq || snap.result || state.viewPly !== null || state.picker) return null;
    const letter = snap.board['abcdefgh'.indexOf(sq[0]) + 8 * (Number(sq[1]) - 1)];
    if (!letter || (letter === letter.toUpperCase()) === (snap.turn === 'white')) return null;
    return rebirthHintText(controller.hintOf(sq), sq, controller.match.ruleSet(), appTranslator);
  }

  const $ = (sel) => root.querySelector(sel);
  const status = $('#status');
  const nav = { first: $('#nav-first'), prev: $('#nav-prev'), next: $('#nav-next'), last: $('#nav-last'), live: $('#nav-live') };
  const btn = {
    undo: $('#btn-undo'), flip: $('#btn-flip'), draw: $('#btn-draw'), resign: $('#btn-resign'), hint: $('#btn-hint'),
    analyse: $('#btn-analyse'),
  };
  const undoNote = $('#btn-undo-note');
  const moveForm = $('#move-form');
  const moveText = $('#move-text');
  const moveError = $('#move-error');
  const autoRoll = $('#set-autoroll');
  const physical = $('#set-physical');
  const pace = $('#set-pace');
  const sound = $('#set-sound');
  const toast = $('#toast');
  const toastText = $('#toast-text');
  const toastAction = $('#toast-action');
  const analysisBar = $('#analysis-bar');
  const s = store.state;

  const handlers = [
    [nav.first, 'click', () => controller.view(0)],
    [nav.prev, 'click', () => controller.step(-1)],
    [nav.next, 'click', () => controller.step(1)],
    [nav.last, 'click', () => controller.view(null)],
    [nav.live, 'click', () => controller.view(null)],
    [btn.undo, 'click', () => controller.undo()],
    [btn.flip, 'click', () => controller.setSetting('flipped', !s.settings.flipped)],
    [btn.hint, 'click', () => controller.hint()],
    [btn.analyse, 'click', () => controller.analyse()],
    [$('#btn-leave-analysis'), 'click', () => controller.leaveAnalysis()],
    // Against a friend, this side resigns, and a draw is offered to the friend (remote/ui.js).
    [btn.resign, 'click', () => {
      if (s.snap.remote) dialogs.confirm(table('friend').resignTitle(s.snap.remote.me), t('resign'), () => controller.resign());
      else {
        const computer = controller.computerColor();
        const side = computer ? (computer === 'white' ? 'black' : 'white') : s.snap.turn;
        dialogs.confirm(t('resignTitle', side, !!computer), t('resign'), () => controller.resign());
      }
    }],
    [btn.draw, 'click', () => {
      if (s.snap.remote) dialogs.confirm(table('friend').drawTitle, table('friend').offer, () => controller.agreeDraw());
      else if (controller.computerColor()) dialogs.confirm(t('drawOfferTitle'), t('offer'), () => controller.offerDraw());
      else dialogs.confirm(t('drawTitle', s.snap.turn), t('accept'), () => controller.agreeDraw(), t('decline'));
    }],
    [autoRoll, 'change', () => controller.setSetting('autoRoll', autoRoll.checked)],
    [physical, 'change', () => controller.setSetting('physical', physical.checked)],
    [pace, 'change', () => controller.setSetting('pace', pace.value)],
    [sound, 'change', () => controller.setSetting('sound', sound.checked)],
    [$('#toast-close'), 'click', () => store.update((st) => { st.message = null; st.updateReady = false; })],
    [toastAction, 'click', () => location.reload()],
    // With the field empty, the game's keys work there too: R rolls, ? asks a hint, Home and End step through the moves.
    [moveText, 'keydown', (e) => { if (!moveText.value && shortcut(e, controller, store)) e.preventDefault(); }],
    [moveForm, 'submit', (e) => {
      e.preventDefault();
      const text = moveText.value.trim();
      if (!text) return;
      try {
        controller.play(sanFromPlayer(text));
        moveText.value = '';
        store.update((st) => { st.error = null; });
      } catch (err) {
        store.update((st) => { st.error = controller.typedRefusal(text, err); });
      }
    }],
  ];
  for (const [el, type, fn] of handlers) el.addEventListener(type, fn);

  let paceLabelled = '';
  let game = null;
  function render(state) {
    // A new game starts with an empty move box: a move typed in the last one means nothing here.
    if (state.game !== game) {
      game = state.game;
      moveText.value = '';
    }
    const snap = state.snap;
    const viewing = state.viewPly !== null;
    const total = snap.history.length;
    const at = viewing ? state.viewPly : total;
    const text = state.notice ? state.notice.text : rebirthLegend(state) || statusText(state);
    status.textContent = text;
    status.title = text;
    status.dataset.kind = state.notice ? state.notice.kind : '';
    moveText.placeholder = snap.phase === 'roll' && !state.settings.physical ? t('moveInputRoll') : t('moveInputPlaceholder');
    document.body.dataset.phase = snap.phase;
    document.body.dataset.turn = snap.turn;
    document.body.dataset.result = snap.result ? snap.result.reason : '';
    document.body.dataset.busy = state.anim || state.rolling ? 'true' : 'false';
    document.body.dataset.analysis = state.analysis ? 'true' : 'false';
    analysisBar.hidden = !state.analysis;

    nav.first.disabled = at === 0;
    nav.prev.disabled = at === 0;
    nav.next.disabled = !viewing;
    nav.last.disabled = !viewing;
    nav.live.hidden = !viewing;

    const undo = controller.undoState();
    btn.undo.disabled = !undo.plies;
    undoNote.hidden = undo.blocked !== 'dice';
    undoNote.textContent = t('undoDiceFinal');
    btn.undo.title = undo.blocked === 'dice' ? t('undoDiceTitle') : undo.blocked === 'over' ? t('undoOverTitle') : '';
    btn.hint.disabled = !controller.canHint();
    btn.hint.title = t('hintKey');
    btn.resign.disabled = !!snap.result || state.analysis;
    btn.draw.disabled = !controller.canOfferDraw();
    btn.analyse.disabled = state.analysis;
    // The field stays usable in the roll phase (R rolls from it) and while looking back (its keys step
    // through the moves; a move typed there is played in the game), so that the focus stays on it.
    moveText.disabled = !!snap.result;
    autoRoll.checked = state.settings.autoRoll;
    physical.checked = state.settings.physical;
    sound.checked = state.settings.sound;
    if (paceLabelled !== appTranslator.lang) {
      paceLabelled = appTranslator.lang;
      for (const option of pace.options) option.textContent = t(`pace${option.value[0].toUpperCase()}${option.value.slice(1)}`);
    }
    pace.value = state.settings.pace;
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
