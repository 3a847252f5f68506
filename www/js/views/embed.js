// "Embed": the current position or the whole game as two snippets to
// paste into another page (the <dice-rex-circe> element, or an iframe of
// embed.html), each with a copy button; options for the size, the side at
// the bottom, the controls, the starting move, whether readers can play
// and against which computer; and a live preview of the board they give.

import { t, language, sanFor } from '../strings.js';
import { elementSnippet, iframeSnippet, recordAttributes } from '../embed-snippets.js';
import { listenAll } from '../listen.js';
import { ruleSets } from '../engine.js';
import { ATTRIBUTES } from '../element/attributes.js';
import { copy } from './dialogs.js';
import { moveNumber, turnLabel } from './moves.js';

export const SIZES = [280, 360, 480];

/**
 * The attributes that show the game as it is now: a position, or the
 * whole game to walk through, with the dialog's options (`options`:
 * orientation, controls, ply (null: the end), interactive, opponent).
 */
export function embedAttributes(what, controller, options = {}) {
  const game = recordAttributes(controller.rawRecord(), ruleSets());
  const attrs = what === 'game'
    ? { ...game, controls: 'moves' }
    : { fen: controller.fen(), rules: game.rules };
  const { orientation = 'white', controls, ply = null, interactive = false, opponent = 'none' } = options;
  if (orientation === 'black') attrs.orientation = 'black';
  if (controls) attrs.controls = controls === 'none' ? undefined : controls;
  if (what === 'game' && ply !== null) attrs.ply = ply;
  if (interactive) {
    attrs.interactive = 'true';
    if (opponent !== 'none') attrs.opponent = opponent;
  }
  if (language() !== 'en') attrs.lang = language();
  return attrs;
}

/** Fills the option lists in the app's language, keeping what was chosen. */
function fillOptions({ size, controls, opponent, start }, snap) {
  const keep = (sel) => sel.value;
  const was = { size: keep(size), controls: keep(controls), opponent: keep(opponent) };
  size.replaceChildren(...SIZES.map((px) => new Option(t('embedSizes')[px], String(px))));
  controls.replaceChildren(...['none', 'moves', 'full'].map((c) => new Option(t('embedControlNames')[c], c)));
  opponent.replaceChildren(new Option(t('embedOpponentNone'), 'none'),
    ...['easy', 'medium', 'hard'].map((l) => new Option(t(`level${l[0].toUpperCase()}${l.slice(1)}`), l)));
  size.value = was.size || '360';
  controls.value = was.controls || 'none';
  opponent.value = was.opponent || 'none';
  start.replaceChildren(new Option(t('embedStartEnd'), ''), new Option(t('viewingStart'), '0'));
  for (let ply = 1; ply <= snap.history.length; ply++) {
    const n = moveNumber(snap.turns, ply);
    start.append(new Option(`${turnLabel(n.number, n.color)} ${sanFor(n.san)}`, String(ply)));
  }
}

/** The options chosen in the dialog. */
function chosenOptions({ orientation, controls, start, interactive, opponent }) {
  return {
    orientation: orientation.value,
    controls: controls.value,
    ply: start.value === '' ? null : Number(start.value),
    interactive: interactive.checked,
    opponent: opponent.value,
  };
}

export function createEmbedDialog(root, controller, store) {
  const $ = (sel) => root.querySelector(sel);
  const dlg = $('#dlg-embed');
  const elementBox = $('#embed-element');
  const iframeBox = $('#embed-iframe');
  const size = $('#embed-size');
  const orientation = $('#embed-orientation');
  const controls = $('#embed-controls');
  const start = $('#embed-start');
  const startLabel = $('#embed-start-label');
  const interactive = $('#embed-interactive');
  const opponent = $('#embed-opponent');
  const preview = $('#embed-preview');
  const base = new URL('./', location.href).href;
  let board = null;

  const parts = { size, orientation, controls, start, interactive, opponent };
  const options = () => fillOptions(parts, store.state.snap);
  const chosen = () => chosenOptions(parts);

  function fill() {
    const what = dlg.querySelector('input[name="embed-what"]:checked').value;
    startLabel.hidden = what !== 'game';
    opponent.disabled = !interactive.checked;
    const attrs = embedAttributes(what, controller, chosen());
    const width = Number(size.value);
    elementBox.value = elementSnippet(base, attrs, width);
    iframeBox.value = iframeSnippet(base, attrs, width);
    $('#embed-element-copy').textContent = t('copy');
    $('#embed-iframe-copy').textContent = t('copy');
    showPreview(attrs, width);
  }

  /** The board the snippets give, loaded with the element's module on first use. */
  function showPreview(attrs, width) {
    import('../dice-rex-circe.js').then(() => {
      if (!dlg.open) return;
      if (!board) {
        board = document.createElement('dice-rex-circe');
        board.id = 'embed-preview-board';
        preview.replaceChildren(board);
      }
      for (const name of ATTRIBUTES) {
        if (attrs[name] === undefined || attrs[name] === null) board.removeAttribute(name);
        else board.setAttribute(name, String(attrs[name]));
      }
      board.style.maxWidth = `${width}px`;
    });
  }

  const off = listenAll([
    [$('#btn-embed'), 'click', () => {
      options();
      orientation.value = store.state.settings.flipped ? 'black' : 'white';
      dlg.showModal();
      fill();
    }],
    [dlg, 'change', (e) => {
      // A game to walk through gets the move arrows, a position none, unless chosen otherwise.
      if (e.target.name === 'embed-what') controls.value = e.target.value === 'game' ? 'moves' : 'none';
      fill();
    }],
    [dlg, 'close', () => {
      // The preview goes with the dialog: its game and listeners are freed.
      board?.remove();
      board = null;
    }],
    [$('#embed-element-copy'), 'click', (e) => copy(elementBox, e.currentTarget)],
    [$('#embed-iframe-copy'), 'click', (e) => copy(iframeBox, e.currentTarget)],
  ]);
  // The button waits, disabled, for this module, which loads after the board.
  $('#btn-embed').disabled = false;
  return { destroy: off };
}
