// The rules and variants pages as a reader meets them: the rules page's
// contents list every section, and the files it sends the reader to
// (README, RULES.md) are links; the variants pages speak of their sources
// by what they are, not by the project's seed numbers, and keep the rule
// set's internal name out of the headings.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

const read = (file) => readFileSync(new URL(`../../www/${file}`, import.meta.url), 'utf8');

for (const file of ['rules.html', 'rules.fr.html', 'rules.ca.html']) {
  test(`${file}: the contents list every section, and README and RULES.md are links`, () => {
    const html = read(file);
    const main = html.slice(html.indexOf('</ol>'));
    const sections = [...main.matchAll(/<h2 id="([a-z-]+)"/g)].map((m) => m[1]);
    assert.ok(sections.length >= 11, sections.join());
    const contents = html.slice(0, html.indexOf('</ol>'));
    const listed = [...contents.matchAll(/<li><a href="#([a-z-]+)">/g)].map((m) => m[1]);
    assert.deepEqual(listed, sections);
    const text = html.replace(/<a [^>]*>.*?<\/a>/gs, '');
    assert.ok(!/README|RULES\.md/.test(text), 'README and RULES.md are named only inside links');
    assert.match(html, /<a href="https:\/\/github\.com\/[^"]+\/blob\/main\/RULES\.md"><code>RULES\.md<\/code><\/a>/);
    assert.match(html, /<a href="https:\/\/github\.com\/[^"]+#readme">README<\/a>/);
  });
}

for (const file of ['variants.html', 'variants.fr.html', 'variants.ca.html']) {
  test(`${file}: sources by what they are, headings by their names alone`, () => {
    const html = read(file);
    assert.ok(!/seed text|texte d’origine \d|text d’origen \d/.test(html), 'no seed numbers');
    const headings = [...html.matchAll(/<h3>(.*?)<\/h3>/g)].map((m) => m[1]);
    assert.ok(headings.length > 30, `${headings.length} rule sets`);
    for (const h of headings) assert.ok(!h.includes('<code>'), h);
    // The name an embedded board takes is still there, beside the Play link.
    assert.match(html, /<code>rules="anticirce"<\/code>/);
  });
}
