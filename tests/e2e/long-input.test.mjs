// A megabyte of input makes a notice of a line: the app given a #record=
// link of 1,000,000 characters, a typed move of 100,000, an address whose
// ?rules= is 10,000 characters long, and the element given a record of
// 50,000 parentheses, or a record whose Variant (of 45,000 characters)
// is not its rules attribute. Each notice quotes the input cut to 40 characters with
// an ellipsis (the engine's messages and the app's own words alike).
// Their cost in time is measured, not tested: scripts/long-input.mjs.
import assert from 'node:assert/strict';
import {
  appSuite, expectSnap, gotoApp, hostSuite, shot, until, elementIdle,
} from './helpers.mjs';

const { app, browserTest } = appSuite();

/** The text of `selector` once shown (not hidden, not empty). */
function shown(page, selector) {
  return until(() => page.$eval(selector, (el) => (el.hidden ? '' : el.textContent)), (text) => text.length > 0,
    { what: `${selector} shown`, timeout: 30000 });
}

/** Asserts that `text` is a line that quotes `token` by its first 40 characters and an ellipsis. */
function quotesCut(text, token) {
  assert.ok(text.length < 400, `${text.length} characters: ${text.slice(0, 200)}…`);
  assert.ok(text.includes(`${token.slice(0, 40)}…`), text);
  assert.ok(!text.includes(token.slice(0, 41)), text);
}

for (const [device, options] of Object.entries({
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: 390, height: 844 }, hasTouch: true },
})) {
  browserTest(`a #record= link of a megabyte: the notice says why in a line, and the game stays (${device})`, async (page) => {
    const token = 'x'.repeat(1_000_000);
    await page.goto(`${app.url}#record=${token}`);
    await page.waitForSelector('body[data-ready="true"]');
    const text = await shown(page, '#toast-text');
    assert.match(text, /^Could not load\. The game record cannot be read\. Engine: record line 1, column 1, at 'x{40}…'/);
    quotesCut(text, token);
    await expectSnap(page, (s) => s.history.length === 0, 'the new game, unchanged');
    await shot(page, `long-record-link-${device}`);
  }, options);
}

browserTest('a typed move of 100,000 characters is refused in a line', async (page) => {
  await gotoApp(page, app.url);
  const token = 'Q'.repeat(100_000);
  await page.fill('#move-text', token);
  await page.press('#move-text', 'Enter');
  const text = await shown(page, '#move-error');
  quotesCut(text, token);
  await shot(page, 'long-typed-move');
});

browserTest('an address whose ?rules= is 10,000 characters long is said in a line', async (page) => {
  const token = 'r'.repeat(10_000);
  await page.goto(`${app.url}?rules=${token}`);
  await page.waitForSelector('body[data-ready="true"]');
  const text = await shown(page, '#toast-text');
  assert.match(text, /^There is no rule set named “r{40}…”/);
  quotesCut(text, token);
});

const pages = {};
const { suite, browserTest: hostTest } = hostSuite(pages);

hostTest('the element given a record of 50,000 parentheses, or a record whose long Variant is not its rules, says why in a line', async (page) => {
  const parens = '('.repeat(50_000);
  // Anticirce written with a facet, again and again: a rule set's text that reads.
  const name = `anticirce${',check=no'.repeat(5000)}`;
  pages['/long.html'] = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>long</title><link rel="icon" href="data:,">
    <script type="module" src="${suite.app.url}js/dice-rex-circe.js"></script></head><body>
    <dice-rex-circe id="parens" record="1. e4 ${parens}" style="width: 260px"></dice-rex-circe>
    <dice-rex-circe id="named" rules="circe" record="[Variant &quot;${name}&quot;]\n\n1. e4" style="width: 260px"></dice-rex-circe>
    </body></html>`;
  await page.goto(`${suite.host.url}long.html`);
  const parts = (selector) => page.locator(selector).evaluate((el) => {
    const root = el.shadowRoot;
    return [el.state, root.querySelector('.error-text').textContent, root.querySelector('.error-detail').textContent];
  });
  for (const [selector, token] of [['#parens', parens], ['#named', name]]) {
    await elementIdle(page, selector);
    await until(() => parts(selector), ([state]) => state === 'error', { what: `${selector} in error` });
    const [, text, detail] = await parts(selector);
    quotesCut(`${text} ${detail}`, token);
  }
  await shot(page, 'long-element-record');
});
