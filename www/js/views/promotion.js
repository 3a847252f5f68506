// The promotion chooser: four pieces over the board; a click, or Enter on
// the focused one, plays that promotion; Escape or a click outside cancels.

import { appTranslator } from '../strings.js';
import { pieceUrl } from '../board/pieces.js';
import { listenAll } from '../listen.js';

export function createPromotionView(root, controller, tr = appTranslator) {
  const box = root.querySelector('#promotion');
  const choices = root.querySelector('#promotion-choices');
  const title = root.querySelector('.promotion-title');
  let shownKey = '';
  let shown = null;

  const onClick = (e) => {
    const b = e.target.closest('button[data-option]');
    if (b && shown) controller.choose(shown.options[Number(b.dataset.option)].moves);
    else if (e.target === box) controller.deselect();
  };
  const onKey = (e) => { if (e.key === 'Escape') { e.stopPropagation(); controller.deselect(); } };
  const off = listenAll([[box, 'click', onClick], [box, 'keydown', onKey]]);

  function render(state) {
    const p = state.promotion;
    const key = p ? `${p.from}${p.to}${p.kind}${p.square || ''}${p.options.length}|${tr.lang}` : '';
    if (key === shownKey) return;
    shownKey = key;
    shown = p;
    box.hidden = !p;
    choices.replaceChildren();
    if (!p) return;
    // The mover's pawn promotes to its own colour; a reborn pawn to the captured unit's.
    const moverWhite = state.snap.turn === 'white';
    const white = p.kind === 'reborn' ? !moverWhite : moverWhite;
    if (title) {
      title.textContent = p.kind === 'reborn'
        ? tr('rebornPromotionTitle', tr.table('pieceNames')[p.captured || 'P'], p.square)
        : tr('promotionTitle');
    }
    for (const [i, { role }] of p.options.entries()) {
      const b = document.createElement('button');
      b.type = 'button';
      b.dataset.option = String(i);
      b.dataset.uci = p.options[i].moves.length === 1 ? p.options[i].moves[0].uci : '';
      b.dataset.role = role;
      b.title = tr.table('pieceNames')[role];
      const img = document.createElement('img');
      img.src = pieceUrl(white ? role : role.toLowerCase());
      img.alt = tr.table('pieceNames')[role];
      b.append(img);
      choices.append(b);
    }
    choices.querySelector('button')?.focus();
  }

  return {
    render,
    destroy: off,
  };
}
