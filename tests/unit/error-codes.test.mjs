// One union of error codes: the one the types declare (src/wasm/types.rs), the
// JavaScript API's page (docs/js-api.md) documents, the boundary test (tests/wasm.rs) and the package's
// JavaScript (js/api.js) use, and every language of the app translates
// (www/js/lang/*.js), with the same keys in every language.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import en from '../../www/js/lang/en.js';
import fr from '../../www/js/lang/fr.js';
import ca from '../../www/js/lang/ca.js';
import { errorText, translator, loadLanguage, LANGUAGES } from '../../www/js/strings.js';

// The French and Catalan tables are loaded on demand (strings.js): these tests read them all.
await Promise.all(LANGUAGES.map(loadLanguage));

const read = (path) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const declared = /export type ErrorCode =([^;]*);/.exec(read('src/wasm/types.rs'));
const CODES = [...declared[1].matchAll(/'([a-z-]+)'/g)].map((m) => m[1]).sort();

test('the JavaScript API page (docs/js-api.md) documents exactly the declared codes', () => {
  const page = read('docs/js-api.md');
  const section = page.slice(page.indexOf('\n## Errors'), page.indexOf('\n## Speed and size in JavaScript'));
  const documented = [...section.matchAll(/^\| `([a-z-]+)` \|/gm)].map((m) => m[1]).sort();
  assert.deepEqual(documented, CODES);
  assert.ok(CODES.length >= 15);
});

test('the boundary test knows every code the engine gives, and the package\'s JavaScript the rest', () => {
  const rust = /const CODES: \[&str; \d+\] = \[([^\]]*)\]/.exec(read('tests/wasm.rs'));
  const engine = [...rust[1].matchAll(/"([a-z-]+)"/g)].map((m) => m[1]);
  const js = [...read('js/api.js').matchAll(/codedError\('([a-z-]+)'/g)].map((m) => m[1]);
  assert.deepEqual([...new Set([...engine, ...js])].sort(), CODES);
});

test('every language has the same keys, and a sentence for every code', () => {
  const keys = (table) => Object.keys(table).sort();
  assert.deepEqual(keys(fr), keys(en));
  assert.deepEqual(keys(ca), keys(en));
  for (const [lang, table] of Object.entries({ en, fr, ca })) {
    assert.deepEqual(keys(table.errors), keys(en.errors), lang);
    for (const code of CODES) assert.equal(typeof table.errors[code], 'string', `${lang}: ${code}`);
  }
});

test('the strings of playing a friend have the same keys in every language, of the same kinds', () => {
  const shape = (v) => (v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, shape(x)])) : typeof v);
  assert.ok(Object.keys(en.friend).length > 40);
  assert.deepEqual(shape(fr.friend), shape(en.friend));
  assert.deepEqual(shape(ca.friend), shape(en.friend));
  for (const table of [en, fr, ca]) {
    assert.match(table.friend.refused(table.friend.errors['bad-reveal'], ''), /.{20}/);
    assert.notEqual(table.friend.playAs('white'), table.friend.playAs('black'));
  }
  assert.notEqual(fr.friend.title, en.friend.title);
  assert.notEqual(ca.friend.title, en.friend.title);
});

test('errors are translated by their code, never by their message', () => {
  const fake = { code: 'illegal-move', message: 'bad-fen' };
  assert.equal(errorText(fake, translator('fr')), fr.errors['illegal-move']);
  assert.equal(errorText({ code: 'freed', message: '' }, translator('ca')), ca.errors.freed);
  assert.equal(errorText(new Error('bad-record'), translator('en')), en.errors.engine);
  assert.equal(errorText({ code: 'bad-attribute', args: ['controls', 'none, moves'] }, translator('en')),
    'The value of “controls” must be one of: none, moves.');
  assert.equal(errorText(null, translator('en')), en.errors.engine);
});
