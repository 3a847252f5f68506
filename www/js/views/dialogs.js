// Dialogs: a yes/no confirmation (resign, draw, replacing a game), and the
// buttons of New game and FEN / record, whose dialogs (views/game-dialogs.js)
// are not needed for the first board: their module is loaded once the board
// is up (preload()), or at the first click if that comes first.

import { t } from '../strings.js';

/** Copies the text of `box` (a textarea) to the clipboard; `button` then says so. */
export async function copy(box, button) {
  box.select();
  try {
    await navigator.clipboard.writeText(box.value);
    button.textContent = t('copied');
  } catch {
    if (document.execCommand?.('copy')) button.textContent = t('copied');
  }
}

export function createDialogs(root, controller) {
  const $ = (sel) => root.querySelector(sel);
  const dlgConfirm = $('#dlg-confirm');
  let onConfirm = null;
  let parts = null;
  let destroyed = false;

  /** The New game and FEN / record dialogs, once their module is in (loaded once; again after a failure). */
  function gameDialogs() {
    parts ||= import('./game-dialogs.js').then(({ createGameDialogs }) => {
      if (destroyed) return null;
      return createGameDialogs(root, controller, (...args) => api.confirm(...args));
    }, (err) => {
      parts = null;
      throw err;
    });
    return parts;
  }
  const open = (fn) => () => gameDialogs().then((d) => d && fn(d), () => { /* without its module the button does nothing */ });

  const handlers = [
    [$('#btn-new'), 'click', open((d) => d.openNewGame())],
    [$('#btn-io'), 'click', open((d) => d.openIo())],
    [dlgConfirm, 'close', () => {
      const fn = onConfirm;
      onConfirm = null;
      if (dlgConfirm.returnValue === 'ok' && fn) fn();
    }],
  ];
  for (const [el, type, fn] of handlers) el.addEventListener(type, fn);

  const api = {
    /** Asks a yes/no question; `fn` runs on yes. */
    confirm(title, yes, fn, no = t('cancel')) {
      $('#confirm-title').textContent = title;
      $('#confirm-yes').textContent = yes;
      $('#confirm-no').textContent = no;
      onConfirm = fn;
      dlgConfirm.returnValue = '';
      dlgConfirm.showModal();
    },
    /** Loads the New game and FEN / record dialogs ahead of a click. */
    preload() {
      return gameDialogs();
    },
    destroy() {
      destroyed = true;
      for (const [el, type, fn] of handlers) el.removeEventListener(type, fn);
      parts?.then((d) => d?.destroy(), () => {});
    },
  };
  return api;
}
