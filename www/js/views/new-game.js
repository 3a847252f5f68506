// The rule set in the app: its name in the header (a click opens New
// game), and its paragraph in "How to play". The New game dialog's choice
// of rule set is views/rule-choice.js.

import { appTranslator } from '../strings.js';
import { ruleSetNamed } from '../engine.js';
import { ruleSetText, ruleSetParagraph, ruleSetWordsLoaded } from '../rule-sets.js';
import { listenAll } from '../listen.js';
import { DEFAULT_RULES } from '../default-rules.js';

/**
 * The header's rule set name: the game's, in the player's language; its
 * description as the title; and its paragraph in "How to play".
 */
export function createRulesHeader(root, controller, tr = appTranslator) {
  const button = root.querySelector('#rules-name');
  const paragraph = root.querySelector('#rules-paragraph');
  const list = root.querySelector('#rules-list');
  const off = listenAll([[button, 'click', () => root.querySelector('#btn-new').click()]]);
  let shownKey = '';
  function render() {
    const name = controller.rulesName();
    const key = `${name}|${tr.lang}|${ruleSetWordsLoaded(tr.lang)}`;
    if (key === shownKey || !name) return;
    shownKey = key;
    const set = ruleSetNamed(name);
    const text = set ? ruleSetText(set, tr) : { name, description: '' };
    button.textContent = text.name;
    button.title = `${tr('ruleSetLabel')}: ${text.name}. ${text.description}`;
    button.dataset.rules = name;
    document.body.dataset.rules = name;
    // "How to play" lists the rules of Dice Rex Circe; another rule set gets its own paragraph there.
    const own = name !== DEFAULT_RULES && set;
    paragraph.hidden = !own;
    list.hidden = !!own;
    paragraph.textContent = own ? ruleSetParagraph(set, tr) : '';
  }
  return { render, destroy: off };
}
