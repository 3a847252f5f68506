// The snippets the app's "Embed" gives (www/js/embed-snippets.js): values
// escaped for the attribute they go into, a record split into the
// element's attributes, and embed.html's URL with everything in the
// fragment.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  escapeAttribute, recordAttributes, elementSnippet, embedUrl, iframeSnippet, shareUrl, sharedRecord, rulesAttribute,
} from '../../www/js/embed-snippets.js';

// Entries as the engine's Game.ruleSets() gives them (the full round trip,
// through the engine, is tests/js/embed-roundtrip.test.mjs).
const SETS = [
  { name: 'dice-rex-circe', displayName: 'Dice Rex Circe' },
  { name: 'orthodox', displayName: 'Orthodox chess' },
  { name: 'anticirce', displayName: 'Anticirce' },
  { name: 'anticirce-cheylan', displayName: 'Anticirce (Cheylan)' },
  { name: 'pwc-circe', displayName: 'Platzwechsel Circe' },
];

const BASE = 'https://example.org/drc/';

test('attribute values are escaped, so pasted markup stays text', () => {
  assert.equal(escapeAttribute('a "b" <c> & d'), 'a &quot;b&quot; &lt;c&gt; &amp; d');
  assert.equal(escapeAttribute(5), '5');
  const snippet = elementSnippet(BASE, { record: '[White "<script>x</script>"]\n1. e4', controls: 'moves' });
  assert.ok(!snippet.includes('<script>x'));
  assert.match(snippet, /record="\[White &quot;&lt;script&gt;x&lt;\/script&gt;&quot;\]\n1\. e4"/);
});

test('a record becomes fen, seed and the moves; tags that say nothing are dropped', () => {
  const record = [
    '[Event "?"]', '[Site "?"]', '[Date "????.??.??"]', '[White "Ann"]', '[Result "1-0"]',
    '[Variant "Dice Rex Circe"]', '[SetUp "1"]', '[FEN "8/8/3k4/8/Q3K3/8/8/8 w - - 0 1 -"]', '[Seed "42"]',
    '[Termination "circe-mate"]', '', '1. Ke5 {roll 1-5-6} Qe8 Kxd6# 1-0',
  ].join('\n');
  assert.deepEqual(recordAttributes(record), {
    fen: '8/8/3k4/8/Q3K3/8/8/8 w - - 0 1 -',
    seed: '42',
    record: '[White "Ann"]\n1. Ke5 {roll 1-5-6} Qe8 Kxd6# 1-0',
  });
  // A game that ended off the board keeps how it ended; an orthodox game's variant becomes rules.
  assert.deepEqual(recordAttributes('[Variant "Standard"]\n[Termination "resignation"]\n\n1. e4 0-1'),
    { rules: 'orthodox', record: '[Termination "resignation"]\n1. e4 0-1' });
  assert.deepEqual(recordAttributes('1. e4 e5 *'), { record: '1. e4 e5 *' });
});

test('the element snippet: the script from the app, then the element with its attributes in a fixed order', () => {
  assert.equal(elementSnippet(BASE, { controls: 'moves', fen: 'x y', lang: '', seed: 3, orientation: null }),
    '<script type="module" src="https://example.org/drc/js/dice-rex-circe.js"></script>\n'
    + '<dice-rex-circe fen="x y" seed="3" controls="moves"></dice-rex-circe>');
});

test('the iframe: everything in the fragment, sized for its controls', () => {
  const url = embedUrl(BASE, { fen: '8/8/3k4/8/Q3K3/8/8/8 w - - 0 1 -', controls: 'moves' });
  assert.equal(url, 'https://example.org/drc/embed.html#fen=8%2F8%2F3k4%2F8%2FQ3K3%2F8%2F8%2F8+w+-+-+0+1+-&controls=moves');
  assert.equal(new URL(url).search, '');
  assert.equal(new URLSearchParams(new URL(url).hash.slice(1)).get('fen'), '8/8/3k4/8/Q3K3/8/8/8 w - - 0 1 -');
  const frame = iframeSnippet(BASE, { controls: 'moves' });
  assert.match(frame, /^<iframe src="https:\/\/example\.org\/drc\/embed\.html#controls=moves" width="360" height="424" /);
  assert.match(iframeSnippet(BASE, {}, 300), /width="300" height="300"/);
  assert.match(iframeSnippet(BASE, { controls: 'full' }), /height="510"/);
  // & in the URL is escaped inside the attribute.
  assert.match(iframeSnippet(BASE, { fen: 'a', controls: 'moves' }), /#fen=a&amp;controls=moves"/);
});

test('the app\'s link to a game: the moves, start and seed in the fragment, and back to a record', () => {
  const record = '[Event "?"]\n[Result "*"]\n[Variant "Dice Rex Circe"]\n[Seed "13"]\n[SetUp "1"]\n'
    + '[FEN "8/8/3k4/8/Q3K3/8/8/8 w - - 0 1 -"]\n\n1. Ke5 {roll 1-5-6} Qe8 *\n';
  const link = shareUrl('https://example.org/drc/index.html?seed=3', record);
  assert.equal(link, 'https://example.org/drc/#fen=8%2F8%2F3k4%2F8%2FQ3K3%2F8%2F8%2F8+w+-+-+0+1+-&seed=13&record=1.+Ke5+%7Broll+1-5-6%7D+Qe8+*');
  assert.equal(sharedRecord(new URL(link).hash),
    '[Seed "13"]\n[SetUp "1"]\n[FEN "8/8/3k4/8/Q3K3/8/8/8 w - - 0 1 -"]\n1. Ke5 {roll 1-5-6} Qe8 *');
  assert.equal(sharedRecord(''), null);
  assert.equal(sharedRecord('#fen=x'), null);
  // A seed that is no number is left out, as the element's attribute would refuse it.
  assert.equal(sharedRecord('#record=1.%20e4&seed=abc'), '1. e4');
});

test('the element snippet caps its size when asked', () => {
  assert.match(elementSnippet(BASE, { fen: 'x' }, 480), /<dice-rex-circe fen="x" style="max-width:480px"><\/dice-rex-circe>$/);
  assert.match(elementSnippet(BASE, { record: '1. e4', ply: 0, opponent: 'easy', interactive: 'true' }),
    /<dice-rex-circe record="1\. e4" ply="0" interactive="true" opponent="easy"><\/dice-rex-circe>$/);
});

test('a record\'s Variant becomes the rules attribute, by the rule set\'s name', () => {
  assert.equal(rulesAttribute('Anticirce (Cheylan)', SETS), 'anticirce-cheylan');
  assert.equal(rulesAttribute('platzwechsel circe', SETS), 'pwc-circe');
  assert.equal(rulesAttribute('anticirce', SETS), 'anticirce');
  assert.equal(rulesAttribute('Standard', SETS), 'orthodox');
  assert.equal(rulesAttribute('Dice Rex Circe', SETS), null);
  assert.equal(rulesAttribute('Dice Rex Circe'), null);
  // Without the list, or for a combination, the tag as it is: the engine reads both.
  assert.equal(rulesAttribute('Anticirce'), 'Anticirce');
  assert.equal(rulesAttribute('anticirce,check=no,castling=no', SETS), 'anticirce,check=no,castling=no');
  const record = '[Event "?"]\n[Variant "Platzwechsel Circe"]\n[Result "*"]\n\n1. e4 *';
  assert.deepEqual(recordAttributes(record, SETS), { rules: 'pwc-circe', record: '1. e4 *' });
});

test('the snippets and links write rules first, and a link\'s rules come back as the record\'s Variant', () => {
  const attrs = recordAttributes('[Variant "Anticirce"]\n[FEN "4k3/3r4/8/8/3Q4/8/8/7K w - - 0 1"]\n\n1. Qxd7(Q→d1) *', SETS);
  assert.equal(elementSnippet(BASE, attrs).split('\n')[1],
    '<dice-rex-circe rules="anticirce" fen="4k3/3r4/8/8/3Q4/8/8/7K w - - 0 1" record="1. Qxd7(Q→d1) *"></dice-rex-circe>');
  assert.match(embedUrl(BASE, attrs), /embed\.html#rules=anticirce&fen=/);
  // The line that names the rules takes room above the board, when there are controls.
  assert.match(iframeSnippet(BASE, { ...attrs, controls: 'moves' }), /width="360" height="480"/);
  assert.match(iframeSnippet(BASE, { rules: 'circe' }), /width="360" height="360"/);
  const link = shareUrl(BASE, '[Variant "Anticirce"]\n\n1. e4 *', SETS);
  assert.equal(link, 'https://example.org/drc/#rules=anticirce&record=1.+e4+*');
  assert.equal(sharedRecord(new URL(link).hash), '[Variant "anticirce"]\n1. e4 *');
});
