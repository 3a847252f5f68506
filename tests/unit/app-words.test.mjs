// Names of the app's features that a player must tell apart (issue 27,
// polish): the analysis board (a button) and the evaluation panel (a
// checkbox) were "Analyse" and "Analysis", one word apart. In every
// language their names share no word stem.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { translator, LANGUAGES, loadLanguage } from '../../www/js/strings.js';

// The French and Catalan tables are loaded on demand (strings.js): these tests read them all.
await Promise.all(LANGUAGES.map(loadLanguage));

/** The first five letters of each word of `text`, lower case, without accents. */
function stems(text) {
  const plain = text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  return new Set(plain.split(/[^a-z]+/).filter((w) => w.length >= 4).map((w) => w.slice(0, 5)));
}

test('the analysis board and the evaluation panel have names that share no word', () => {
  for (const lang of LANGUAGES) {
    const tr = translator(lang);
    const board = stems(tr('analyse'));
    for (const key of ['analysisToggle', 'analysisPanel']) {
      const shared = [...stems(tr(key))].filter((s) => board.has(s));
      assert.deepEqual(shared, [], `${lang}: '${tr('analyse')}' and '${tr(key)}' read alike`);
    }
    // The analysis board's own title and its button name it alike.
    assert.equal(tr('analysisTitle'), tr('analyse'), `${lang}: the analysis board's title is its button's`);
  }
});
