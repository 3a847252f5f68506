// embed.html: one <dice-rex-circe> filling the frame, its attributes read
// from the fragment (#rules=…&fen=…&record=…&seed=…&orientation=…&interactive=…&
// controls=…&lang=…&ply=…). Only those names are used, each as an
// attribute value (data); the element checks them and shows any error
// inside its own box. A change of the fragment updates the board.

import { ATTRIBUTES } from './element/attributes.js';
import { pickLanguage, browserLanguages, translator } from './strings.js';
import './dice-rex-circe.js';

const board = document.createElement('dice-rex-circe');

function apply() {
  const params = new URLSearchParams(location.hash.slice(1));
  for (const name of ATTRIBUTES) {
    if (name === 'lang') continue;
    const value = params.get(name);
    if (value === null) board.removeAttribute(name);
    else board.setAttribute(name, value);
  }
  if (!params.has('controls') && params.has('record')) board.setAttribute('controls', 'moves');
  document.documentElement.lang = pickLanguage([params.get('lang'), ...browserLanguages()]);
  document.body.dataset.controls = board.getAttribute('controls') || 'none';
}

apply();
// The page's one landmark and heading, for screen readers: the board is its content.
const main = document.createElement('main');
const heading = document.createElement('h1');
heading.className = 'sr-only';
heading.textContent = translator(document.documentElement.lang)('title');
main.append(heading, board);
document.body.append(main);
window.addEventListener('hashchange', apply);
