// The promotion chooser: four pieces over the board; a click, or Enter on
// the focused one, plays that promotion; Escape or a click outside cancels.

import { appTranslator } from '../strings.js';
import { pieceUrl } from '../board/pieces.js';
import { listenAll } from '../listen.js';

export function createPromotionView(root, controller, tr = appTranslator) {
  const box = root.querySelector('#promotion');
  const choices = root.querySelector('#promotion-choices');
  let shownKey = '';

  const onClick = (e) => {
    const b = e.target.closest('button[data-uci]');
    if (b) controller.play(b.dataset.uci);
    else if (e.target === box) controller.deselect();
  };
  const onKey = (e) => { if (e.key === 'Escape') { e.stopPropagation(); controller.deselect(); } };
  const off = listenAll([[box, 'click', onClick], [box, 'keydown', onKey]]);

  function render(state) {
    const p = state.promotion;
    const key = p ? `${p.from}${p.to}` : '';
    if (key === shownKey) return;
    shownKey = key;
    box.hidden = !p;
    choices.replaceChildren();
    if (!p) return;
    const white = state.snap.turn === 'white';
    for (const role of ['Q', 'R', 'B', 'N']) {
      const m = p.moves.find((mv) => mv.promotion === role);
      if (!m) continue;
      const b = document.createElement('button');
      b.type = 'button';
      b.dataset.uci = m.uci;
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
