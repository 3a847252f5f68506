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

/**
 * The player's colour against the computer or a friend on another device,
 * or null (two players on one device, the analysis board): a result is
 * said to them ("You win").
 */
export function playerOf(state) {
  if (friendOf(state)) return state.snap.remote.me;
  const computer = computerOf(state);
  return computer ? (computer === 'white' ? 'black' : 'white') : null;
}

/** Whether the other side is a friend on another device: a result names them ("Your friend wins"), not the computer. */
export function friendOf(state) {
  return !!state.snap.remote && !state.analysis;
}

/** The status line for `state`, in the language of `tr` (the app's by default). */
export function statusText(state, tr = appTranslator) {
  const snap = state.snap;
  if (state.notice) return state.notice.text;
  if (state.viewPly !== null) {
    const n = state.viewPly > 0 ? moveNumber(snap.turns, state.viewPly) : null;
    return n ? tr('viewingAfter', n.number, n.color, sanFor(n.san, tr)) : tr('viewingStart');
  }
  if (snap.result) return tr('result', snap.result.winner, snap.result.reason, playerOf(state), friendOf(state));
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

/**
 * What the rebirth hint on the board means, while one is shown (an enemy
 * piece pointed at, long-pressed or under the keyboard cursor): where it
 * would be reborn, or that it would vanish.
 */
function rebirthLegend(state, controller) {
  const sq = state.hint;
  const snap = state.snap;
  if (!sq || snap.result || state.viewPly !== null || state.picker) return null;
  const letter = snap.board['abcdefgh'.indexOf(sq[0]) + 8 * (Number(sq[1]) - 1)];
  if (!letter || (letter === letter.toUpperCase()) === (snap.turn === 'white')) return null;
  return rebirthHintText(controller.hintOf(sq), sq, controller.match.ruleSet(), appTranslator);
}

/** The panel's elements. */
function panelElements(root) {
  const $ = (sel) => root.querySelector(sel);
  return {
    nav: { first: $('#nav-first'), prev: $('#nav-prev'), next: $('#nav-next'), last: $('#nav-last'), live: $('#nav-live') },
    btn: {
      undo: $('#btn-undo'), flip: $('#btn-flip'), draw: $('#btn-draw'), resign: $('#btn-resign'), hint: $('#btn-hint'),
      analyse: $('#btn-analyse'),
    },
    status: $('#status'),
    undoNote: $('#btn-undo-note'),
    moveForm: $('#move-form'),
    moveText: $('#move-text'),
    moveError: $('#move-error'),
    autoRoll: $('#set-autoroll'),
    physical: $('#set-physical'),
    pace: $('#set-pace'),
    sound: $('#set-sound'),
    toast: $('#toast'),
    toastText: $('#toast-text'),
    toastAction: $('#toast-action'),
    analysisBar: $('#analysis-bar'),
    leaveAnalysis: $('#btn-leave-analysis'),
    toastClose: $('#toast-close'),
  };
}

/** The panel's listeners: the navigation, the buttons, the settings, the toast and the typed move. */
function panelHandlers(el, controller, store, dialogs) {
  const s = store.state;
  return [
    [el.nav.first, 'click', () => controller.view(0)],
    [el.nav.prev, 'click', () => controller.step(-1)],
    [el.nav.next, 'click', () => controller.step(1)],
    [el.nav.last, 'click', () => controller.view(null)],
    [el.nav.live, 'click', () => controller.view(null)],
    [el.btn.undo, 'click', () => controller.undo()],
    [el.btn.flip, 'click', () => controller.setSetting('flipped', !s.settings.flipped)],
    [el.btn.hint, 'click', () => controller.hint()],
    [el.btn.analyse, 'click', () => controller.analyse()],
    [el.leaveAnalysis, 'click', () => controller.leaveAnalysis()],
    // Against a friend, this side resigns, and a draw is offered to the friend (remote/ui.js).
    [el.btn.resign, 'click', () => {
      if (s.snap.remote) dialogs.confirm(table('friend').resignTitle(s.snap.remote.me), t('resign'), () => controller.resign());
      else {
        const computer = controller.computerColor();
        const side = computer ? (computer === 'white' ? 'black' : 'white') : s.snap.turn;
        dialogs.confirm(t('resignTitle', side, !!computer), t('resign'), () => controller.resign());
      }
    }],
    [el.btn.draw, 'click', () => {
      if (s.snap.remote) dialogs.confirm(table('friend').drawTitle, table('friend').offer, () => controller.agreeDraw());
      else if (controller.computerColor()) dialogs.confirm(t('drawOfferTitle'), t('offer'), () => controller.offerDraw());
      else dialogs.confirm(t('drawTitle', s.snap.turn), t('accept'), () => controller.agreeDraw(), t('decline'));
    }],
    [el.autoRoll, 'change', () => controller.setSetting('autoRoll', el.autoRoll.checked)],
    [el.physical, 'change', () => controller.setSetting('physical', el.physical.checked)],
    [el.pace, 'change', () => controller.setSetting('pace', el.pace.value)],
    [el.sound, 'change', () => controller.setSetting('sound', el.sound.checked)],
    [el.toastClose, 'click', () => store.update((st) => { st.message = null; st.updateReady = false; })],
    [el.toastAction, 'click', () => location.reload()],
    // With the field empty, the game's keys work there too: R rolls, ? asks a hint, Home and End step through the moves.
    [el.moveText, 'keydown', (e) => { if (!el.moveText.value && shortcut(e, controller, store)) e.preventDefault(); }],
    [el.moveForm, 'submit', (e) => {
      e.preventDefault();
      const text = el.moveText.value.trim();
      if (!text) return;
      controller.playTyped(sanFromPlayer(text), text, (refusal) => {
        // Played at once, or once the engine could read it: the field is cleared unless the player wrote on.
        if (refusal === null && el.moveText.value.trim() === text) el.moveText.value = '';
        store.update((st) => { st.error = refusal; });
      });
    }],
  ];
}

/**
 * Scrolls the page the least that shows the whole of `line`, when a new
 * text is written there out of view: on a phone the status line is above
 * the board while the player acts below it (the Hint button, the dice) or
 * on a board scrolled to the top of the screen, and a typed move's
 * refusal is under the move field, at the screen's bottom edge.
 */
function reveal(line) {
  const box = line.getBoundingClientRect();
  if (box.height && (box.top < 0 || box.bottom > innerHeight)) line.scrollIntoView({ block: 'nearest' });
}

export function createPanel(root, controller, store, dialogs) {
  const el = panelElements(root);
  const handlers = panelHandlers(el, controller, store, dialogs);
  for (const [node, type, fn] of handlers) node.addEventListener(type, fn);

  let paceLabelled = '';
  let game = null;
  let shownNotice = null;
  let shownError = null;
  function render(state) {
    // A new game starts with an empty move box: a move typed in the last one means nothing here.
    if (state.game !== game) {
      game = state.game;
      el.moveText.value = '';
    }
    const snap = state.snap;
    const viewing = state.viewPly !== null;
    const total = snap.history.length;
    const at = viewing ? state.viewPly : total;
    const text = state.notice ? state.notice.text : rebirthLegend(state, controller) || statusText(state);
    el.status.textContent = text;
    el.status.title = text;
    el.status.dataset.kind = state.notice ? state.notice.kind : '';
    if (state.notice !== shownNotice) {
      shownNotice = state.notice;
      if (shownNotice) reveal(el.status);
    }
    el.moveText.placeholder = snap.phase === 'roll' && !state.settings.physical ? t('moveInputRoll') : t('moveInputPlaceholder');
    document.body.dataset.phase = snap.phase;
    document.body.dataset.turn = snap.turn;
    document.body.dataset.result = snap.result ? snap.result.reason : '';
    document.body.dataset.busy = state.anim || state.rolling ? 'true' : 'false';
    document.body.dataset.analysis = state.analysis ? 'true' : 'false';
    el.analysisBar.hidden = !state.analysis;

    el.nav.first.disabled = at === 0;
    el.nav.prev.disabled = at === 0;
    el.nav.next.disabled = !viewing;
    el.nav.last.disabled = !viewing;
    el.nav.live.hidden = !viewing;

    const undo = controller.undoState();
    el.btn.undo.disabled = !undo.plies;
    el.undoNote.hidden = undo.blocked !== 'dice';
    el.undoNote.textContent = t('undoDiceFinal');
    el.btn.undo.title = undo.blocked === 'dice' ? t('undoDiceTitle') : undo.blocked === 'over' ? t('undoOverTitle') : '';
    el.btn.hint.disabled = !controller.canHint();
    el.btn.hint.title = t('hintKey');
    el.btn.resign.disabled = !!snap.result || state.analysis;
    el.btn.draw.disabled = !controller.canOfferDraw();
    el.btn.analyse.disabled = state.analysis;
    // The field stays usable in the roll phase (R rolls from it) and while looking back (its keys step
    // through the moves; a move typed there is played in the game), so that the focus stays on it.
    el.moveText.disabled = !!snap.result;
    el.autoRoll.checked = state.settings.autoRoll;
    el.physical.checked = state.settings.physical;
    el.sound.checked = state.settings.sound;
    if (paceLabelled !== appTranslator.lang) {
      paceLabelled = appTranslator.lang;
      for (const option of el.pace.options) option.textContent = t(`pace${option.value[0].toUpperCase()}${option.value.slice(1)}`);
    }
    el.pace.value = state.settings.pace;
    el.btn.flip.setAttribute('aria-pressed', String(state.settings.flipped));

    el.moveError.hidden = !state.error;
    el.moveError.textContent = state.error || '';
    if (state.error !== shownError) {
      shownError = state.error;
      if (shownError) reveal(el.moveError);
    }
    const notice = state.updateReady ? t('updated') : state.message;
    el.toast.hidden = !notice;
    el.toastText.textContent = notice || '';
    el.toastAction.hidden = !state.updateReady;
    el.toastAction.textContent = t('reload');
  }

  return {
    render,
    destroy() { for (const [node, type, fn] of handlers) node.removeEventListener(type, fn); },
  };
}
