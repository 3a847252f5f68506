// The promotion chooser: four pieces over the board; a click, or Enter on
// the focused one, plays that promotion; Escape or a click outside cancels.

import { t } from '../strings.js';
import { pieceUrl } from '../board/pieces.js';

export function createPromotionView(root, controller) {
  const box = root.querySelector('#promotion');
  const choices = root.querySelector('#promotion-choices');
  let shownKey = '';

  const onClick = (e) => {
    const b = e.target.closest('button[data-uci]');
    if (b) controller.play(b.dataset.uci);
    else if (e.target === box) controller.deselect();
  };
  const onKey = (e) => { if (e.key === 'Escape') { e.stopPropagation(); controller.deselect(); } };
  box.addEventListener('click', onClick);
  box.addEventListener('keydown', onKey);

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
      b.title = t('pieceNames')[role];
      const img = document.createElement('img');
      img.src = pieceUrl(white ? role : role.toLowerCase());
      img.alt = t('pieceNames')[role];
      b.append(img);
      choices.append(b);
    }
    choices.querySelector('button')?.focus();
  }

  return {
    render,
    destroy() { box.removeEventListener('click', onClick); box.removeEventListener('keydown', onKey); },
  };
}
