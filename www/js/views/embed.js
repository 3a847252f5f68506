// "Embed": the current position or the whole game as two snippets to
// paste into another page (the <dice-rex-circe> element, or an iframe of
// embed.html), each with a copy button.

import { t, language } from '../strings.js';
import { elementSnippet, iframeSnippet, recordAttributes } from '../embed-snippets.js';
import { listenAll } from '../listen.js';
import { copy } from './dialogs.js';

/** The attributes that show the game as it is now: a position, or the whole game to walk through. */
export function embedAttributes(what, controller, flipped) {
  const attrs = what === 'game'
    ? { ...recordAttributes(controller.record()), controls: 'moves' }
    : { fen: controller.fen() };
  if (flipped) attrs.orientation = 'black';
  if (language() !== 'en') attrs.lang = language();
  return attrs;
}

export function createEmbedDialog(root, controller, store) {
  const $ = (sel) => root.querySelector(sel);
  const dlg = $('#dlg-embed');
  const elementBox = $('#embed-element');
  const iframeBox = $('#embed-iframe');
  const base = new URL('./', location.href).href;

  function fill() {
    const what = dlg.querySelector('input[name="embed-what"]:checked').value;
    const attrs = embedAttributes(what, controller, store.state.settings.flipped);
    elementBox.value = elementSnippet(base, attrs);
    iframeBox.value = iframeSnippet(base, attrs);
    $('#embed-element-copy').textContent = t('copy');
    $('#embed-iframe-copy').textContent = t('copy');
  }

  const off = listenAll([
    [$('#btn-embed'), 'click', () => { fill(); dlg.showModal(); }],
    [dlg, 'change', fill],
    [$('#embed-element-copy'), 'click', (e) => copy(elementBox, e.currentTarget)],
    [$('#embed-iframe-copy'), 'click', (e) => copy(iframeBox, e.currentTarget)],
  ]);
  return { destroy: off };
}
