// The snippets the app's "Embed" gives (www/js/embed-snippets.js): values
// escaped for the attribute they go into, a record split into the
// element's attributes, and embed.html's URL with everything in the
// fragment.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  escapeAttribute, recordAttributes, elementSnippet, embedUrl, iframeSnippet,
} from '../../www/js/embed-snippets.js';

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
  // A game that ended off the board keeps how it ended; orthodox games keep their variant.
  assert.deepEqual(recordAttributes('[Variant "Standard"]\n[Termination "resignation"]\n\n1. e4 0-1'),
    { record: '[Variant "Standard"]\n[Termination "resignation"]\n1. e4 0-1' });
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
