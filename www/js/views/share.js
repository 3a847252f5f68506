// Taking the game away: "Download game" (the record, with its headers, as
// a .pgn file), "Share link" (the game in the app's URL fragment, which
// the app opens; the fragment never reaches a server) and "Diagram" (the
// position shown as an SVG or PNG image, for wikis that accept only
// images, and for print).

import { t } from '../strings.js';
import { listenAll } from '../listen.js';
import { shareUrl } from '../embed-snippets.js';
import { ruleSets } from '../engine.js';
import { copy } from './dialogs.js';
import { statusText } from './panel.js';

/** Offers `blob` as a download named `name`. */
export function download(blob, name) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10000);
}

/** A file name for this game: dice-rex-circe-2025-06-30. */
function fileName(controller) {
  const date = (controller.record().match(/^\[Date "(\d{4})\.(\d\d)\.(\d\d)"\]/m) || []).slice(1).join('-');
  return `dice-rex-circe${date ? `-${date}` : ''}`;
}

/** An SVG document's text drawn on a canvas `scale` times its size, as a PNG blob. */
export function svgToPng(svg, scale = 2) {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => {
      const canvas = document.createElement('canvas');
      canvas.width = Math.round(img.naturalWidth * scale);
      canvas.height = Math.round(img.naturalHeight * scale);
      canvas.getContext('2d').drawImage(img, 0, 0, canvas.width, canvas.height);
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('the PNG could not be made'))), 'image/png');
    };
    img.onerror = () => reject(new Error('the diagram could not be drawn'));
    img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  });
}

export function createShare(root, controller, store) {
  const $ = (sel) => root.querySelector(sel);
  const dlgShare = $('#dlg-share');
  const link = $('#share-link');
  const native = $('#share-native');
  const dlgDiagram = $('#dlg-diagram');
  const img = $('#diagram-img');
  const caption = $('#diagram-caption');
  const opts = { coordinates: $('#diagram-coordinates'), lastMove: $('#diagram-last'), dice: $('#diagram-dice') };

  function diagramSvg() {
    return controller.diagram({
      coordinates: opts.coordinates.checked,
      lastMove: opts.lastMove.checked,
      dice: opts.dice.checked,
      caption: caption.value.trim(),
    });
  }

  function showDiagram() {
    img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(diagramSvg())}`;
  }

  const off = listenAll([
    [$('#btn-download'), 'click', () => {
      download(new Blob([controller.record()], { type: 'application/x-chess-pgn' }), `${fileName(controller)}.pgn`);
    }],
    [$('#btn-share'), 'click', () => {
      link.value = shareUrl(location.href, controller.rawRecord(), ruleSets());
      $('#share-copy').textContent = t('copy');
      native.hidden = typeof navigator.share !== 'function';
      dlgShare.showModal();
    }],
    [$('#share-copy'), 'click', (e) => copy(link, e.currentTarget)],
    [native, 'click', () => navigator.share({ title: t('title'), url: link.value }).catch(() => {})],
    [$('#btn-diagram'), 'click', () => {
      caption.value = statusText({ ...store.state, notice: null });
      showDiagram();
      dlgDiagram.showModal();
    }],
    [dlgDiagram, 'change', showDiagram],
    [caption, 'input', showDiagram],
    [$('#diagram-svg'), 'click', () => {
      download(new Blob([diagramSvg()], { type: 'image/svg+xml' }), `${fileName(controller)}.svg`);
    }],
    [$('#diagram-png'), 'click', () => {
      svgToPng(diagramSvg()).then((blob) => download(blob, `${fileName(controller)}.png`),
        (err) => store.update((st) => { st.message = err.message; }));
    }],
  ]);
  // The buttons wait, disabled, for this module, which loads after the board.
  for (const id of ['#btn-download', '#btn-share', '#btn-diagram']) $(id).disabled = false;
  return { render() {}, destroy: off };
}
