// The first screen's choice: on a first visit (nothing saved, no game in
// the address), a card above the board offers "Play the computer" and
// "Two players here", with the rules a click away. Either choice, or a
// first move, or another game opened (a friend's, from a link or handed
// over by another tab; a loaded one; a new one), puts it away for good
// (the `welcomed` setting); it never
// covers the board: beside it at the top of the side panel on a wide
// screen, above it on a narrow one (where the side panel comes below).

import { appTranslator } from '../strings.js';
import { listenAll } from '../listen.js';

/** `first`: whether this is a first visit (main.js decides it before the game opens). */
export function createWelcome(root, controller, first, tr = appTranslator) {
  const card = root.querySelector('#welcome');
  let open = first && !controller.settings.welcomed;
  // The game the card greets (the store's game number): one opened after it is not the first screen.
  let greeted = null;
  // The same breakpoint as app.css's one-column layout.
  const narrow = typeof matchMedia === 'function' ? matchMedia('(max-width: 860px)') : null;
  function place() {
    if (narrow && narrow.matches) root.querySelector('#status').before(card);
    else root.querySelector('.side').prepend(card);
  }
  place();
  narrow?.addEventListener('change', place);

  function close() {
    open = false;
    card.hidden = true;
    controller.setSetting('welcomed', true);
  }

  const off = listenAll([
    [root.querySelector('#welcome-computer'), 'click', () => {
      controller.setSetting('computerSide', 'black');
      controller.setSetting('opponent', 'computer');
      close();
      root.querySelector('#board').focus();
    }],
    [root.querySelector('#welcome-human'), 'click', () => {
      controller.setSetting('opponent', 'human');
      close();
      root.querySelector('#board').focus();
    }],
  ]);

  function render(state) {
    // A move played without choosing is a choice too: two players here.
    if (open && state.snap && state.snap.history.length) close();
    // The first visit's game gave way to another (the address was read at boot, but a friend's
    // link can come later: opened in this tab, or handed over by the tab it was opened in).
    if (open && state.snap) {
      if (greeted === null) greeted = state.game;
      else if (state.game !== greeted) close();
    }
    card.hidden = !open;
    if (open) {
      card.lang = tr.lang;
      // Which level "Play the computer" starts.
      root.querySelector('#welcome-level').textContent = tr('welcomeLevel', controller.settings.level);
    }
  }

  return {
    render,
    destroy() {
      off();
      narrow?.removeEventListener('change', place);
    },
  };
}
