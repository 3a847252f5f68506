// The square picker: when the capturer chooses where the captured unit is
// reborn (Super-Circe, Cage Circe), the board lights the candidate squares
// (board/view.js draws state.picker.squares) and this bar says what to do,
// with "No rebirth" when the rules allow it, and Cancel; or, for Jupiter
// captures of several units moved to the same square, which unit is taken. A click on a lit
// square answers (board/input.js); Escape or Cancel gives up the move.
// `marker` gets data-picking="true" while it shows (the app's body, or the
// element's frame), so that styles can make room for it.

import { appTranslator } from '../strings.js';
import { listenAll } from '../listen.js';

export function createSquarePicker(root, controller, tr = appTranslator, { marker = document.body } = {}) {
  const bar = root.querySelector('#picker');
  const title = root.querySelector('#picker-title');
  const none = root.querySelector('#picker-none');
  const cancel = root.querySelector('#picker-cancel');
  const onKey = (e) => { if (e.key === 'Escape') { e.stopPropagation(); controller.deselect(); } };
  const off = listenAll([
    [none, 'click', () => controller.pick(null)],
    [cancel, 'click', () => controller.deselect()],
    [bar, 'keydown', onKey],
  ]);

  let shownKey = '';
  function render(state) {
    const p = state.picker;
    const key = p ? `${p.kind || ''}${p.from}${p.to}${p.squares.length}${p.none}|${tr.lang}` : '';
    if (key === shownKey) return;
    shownKey = key;
    bar.hidden = !p;
    marker.dataset.picking = p ? 'true' : 'false';
    if (!p) return;
    const piece = tr.table('pieceNames')[p.captured || 'P'];
    title.textContent = p.kind === 'victim' ? tr('pickerVictim', p.squares.length) : tr('pickerTitle', piece, p.squares.length);
    none.hidden = !p.none;
    none.textContent = tr('pickerNone');
    cancel.textContent = tr('cancel');
  }

  return { render, destroy: off };
}
