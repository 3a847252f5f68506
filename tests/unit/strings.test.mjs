// The word tables loaded on demand (www/js/strings.js): English comes with
// the module, French and Catalan when they are loaded or added.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { translator, pickLanguage, loadLanguage, addLanguages, LANGUAGES, quotable } from '../../www/js/strings.js';
import en from '../../www/js/lang/en.js';
import fr from '../../www/js/lang/fr.js';
import ca from '../../www/js/lang/ca.js';

test('a language reads as English until its table is in, then in its own words, in the translators already made', async () => {
  assert.deepEqual(LANGUAGES, ['en', 'fr', 'ca']);
  assert.equal(pickLanguage(['fr-CA']), 'fr', 'a language is ours before its table is loaded');
  const tr = translator('fr');
  assert.equal(tr.lang, 'fr');
  assert.equal(tr('newGame'), en.newGame);
  assert.equal(await loadLanguage('fr'), true);
  assert.equal(tr('newGame'), fr.newGame);
  assert.equal(translator('fr')('newGame'), fr.newGame);
  assert.equal(await loadLanguage('xx'), false, 'an unknown code loads nothing');
});

test('tables given at once (the element) are in without a load', () => {
  addLanguages({ ca });
  assert.equal(translator('ca')('newGame'), ca.newGame);
  assert.notEqual(ca.newGame, en.newGame);
});

test('quotable: what a player or a page gave, cut to 40 characters with an ellipsis for a message', () => {
  assert.equal(quotable('e2e9'), 'e2e9');
  assert.equal(quotable('x'.repeat(40)), 'x'.repeat(40));
  assert.equal(quotable('x'.repeat(1_000_000)), `${'x'.repeat(40)}…`);
  assert.equal(quotable(12), '12');
});
