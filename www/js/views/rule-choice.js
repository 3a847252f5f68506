// The New game dialog's choice of rule set, grouped, with a paragraph on
// the chosen one and a small live board playing its example
// (views/example-board.js, loaded when the dialog first opens; its place
// is kept while it loads).

import { appTranslator } from '../strings.js';
import { Match, ruleSets, ruleSetNamed } from '../engine.js';
import { ruleGroups, ruleSetText, ruleSetParagraph, ruleSetWordsLoaded } from '../rule-sets.js';
import { listenAll } from '../listen.js';
import { DEFAULT_RULES } from '../default-rules.js';

/** The dialog's choice: open(current) fills it, value() is the rule set chosen. */
export function createRuleChoice(root, tr = appTranslator) {
  const select = root.querySelector('#new-rules');
  const text = root.querySelector('#new-rules-text');
  const canvas = root.querySelector('#new-rules-example');
  const note = root.querySelector('#new-rules-example-note');
  const seedField = root.querySelector('#new-seed-field');
  let example = null;
  let filledLang = '';

  function fill() {
    const key = `${tr.lang}|${ruleSetWordsLoaded(tr.lang)}`;
    if (filledLang === key) return;
    filledLang = key;
    const value = select.value;
    select.replaceChildren();
    for (const { group, sets } of ruleGroups(ruleSets())) {
      const optgroup = document.createElement('optgroup');
      optgroup.label = tr(`ruleGroup-${group}`);
      for (const set of sets) optgroup.append(new Option(ruleSetText(set, tr).name, set.name));
      select.append(optgroup);
    }
    if (value) select.value = value;
  }

  function describe() {
    const set = ruleSetNamed(select.value);
    text.textContent = set ? ruleSetParagraph(set, tr) : '';
    // A dice seed means nothing to rules without dice.
    if (seedField) seedField.hidden = !!set && !set.facts.diceCount;
    if (example) example.show(select.value);
  }

  const off = listenAll([[select, 'change', describe]]);
  return {
    open(current) {
      fill();
      select.value = ruleSetNamed(current) ? current : DEFAULT_RULES;
      describe();
      if (!example) {
        // The example's board and note keep their place while their modules
        // load (on a busy machine, seconds): the dialog must not move under
        // a click aimed at the opponent's choice below them.
        note.textContent = tr('exampleNote', '…');
        // Its positions are FENs and its moves SAN, which the engine's cold module reads.
        Promise.all([import('./example-board.js'), Match.whenCold()]).then(([{ createExampleBoard }]) => {
          example ||= createExampleBoard(canvas, note, tr);
          example.show(select.value);
        }).catch(() => {
          // Without its modules the dialog shows the paragraph only.
          canvas.hidden = true;
          note.hidden = true;
        });
      }
    },
    close() { example?.stop(); },
    value() { return select.value; },
    /** Whether the chosen rules roll dice (the seed field shows only then). */
    hasDice() { return !seedField || !seedField.hidden; },
    destroy() { off(); example?.stop(); },
  };
}
