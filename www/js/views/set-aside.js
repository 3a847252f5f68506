// The saves set aside (set-aside.js), in the FEN / record dialog: each
// with what it was, when and why it could not be read, a button that
// downloads it as it was stored, and one that deletes it. Shown only when
// there is one. Stored text is only ever written with textContent.

import { t, language } from '../strings.js';
import { listenAll } from '../listen.js';
import { asides, dropAside, pageStorage } from '../set-aside.js';
import { download } from './share.js';

/** The list on `root`'s #io-aside, drawn each time the dialog opens and after a deletion. */
export function createAsideView(root) {
  const $ = (sel) => root.querySelector(sel);
  const box = $('#io-aside');
  const list = $('#io-aside-list');

  function render() {
    const storage = pageStorage();
    const items = asides(storage);
    box.hidden = items.length === 0;
    $('#io-aside-title').textContent = t('asideTitle');
    $('#io-aside-note').textContent = t('asideNote');
    list.replaceChildren(...items.map((item) => {
      const li = document.createElement('li');
      const text = document.createElement('span');
      const date = item.at ? new Date(item.at).toLocaleString(language()) : '';
      text.textContent = `${t('asideWhat', item.what, date)}${item.reason ? `: ${item.reason}` : ''}`;
      const buttons = document.createElement('span');
      buttons.className = 'buttons';
      const save = document.createElement('button');
      save.type = 'button';
      save.textContent = t('asideDownload');
      save.dataset.action = 'download';
      save.dataset.key = item.key;
      const drop = document.createElement('button');
      drop.type = 'button';
      drop.textContent = t('asideDelete');
      drop.dataset.action = 'delete';
      drop.dataset.key = item.key;
      buttons.append(save, drop);
      li.append(text, buttons);
      return li;
    }));
  }

  function act(e) {
    const button = e.target.closest('button[data-key]');
    if (!button) return;
    const storage = pageStorage();
    const item = asides(storage).find((x) => x.key === button.dataset.key);
    if (!item) return;
    if (button.dataset.action === 'download') {
      download(new Blob([item.raw], { type: 'application/json' }), `${item.key.replace(/[^a-z0-9-]+/gi, '-')}.json`);
    } else {
      dropAside(storage, item.key);
      render();
    }
  }

  // The dialog is opened by its button (views/game-dialogs.js): the list is drawn as it opens.
  const off = listenAll([[$('#btn-io'), 'click', render], [list, 'click', act]]);
  render();
  return { render, destroy: off };
}
