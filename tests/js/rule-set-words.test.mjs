// Every rule set the engine names (Game.ruleSets()) is explained in the
// three languages (www/js/lang/rule-sets.*.js): English gives the rule in
// plain words (its name and description are the engine's), French and
// Catalan translate the name and the description too; no language explains
// a rule set the engine does not have.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Game } from '../../js/node.js';
import en from '../../www/js/lang/rule-sets.en.js';
import fr from '../../www/js/lang/rule-sets.fr.js';
import ca from '../../www/js/lang/rule-sets.ca.js';

const names = Game.ruleSets().map((s) => s.name);

for (const [lang, table, fields] of [['en', en, ['rule']], ['fr', fr, ['name', 'description', 'rule']], ['ca', ca, ['name', 'description', 'rule']]]) {
  test(`${lang}: every rule set has its words, and only those`, () => {
    assert.deepEqual(Object.keys(table).sort(), [...names].sort());
    for (const name of names) {
      assert.deepEqual(Object.keys(table[name]).sort(), [...fields].sort(), name);
      for (const f of fields) assert.ok(table[name][f].trim().length > 3, `${lang} ${name}.${f}`);
    }
  });
}

test('the translations differ from the English, and the names are distinct', () => {
  const sets = Game.ruleSets();
  for (const table of [fr, ca]) {
    assert.equal(new Set(names.map((n) => table[n].name)).size, names.length);
    for (const s of sets) assert.notEqual(table[s.name].description, s.description, s.name);
  }
});
