// Browser tests of the variants pages (www/variants*.html, written by
// scripts/variants-pages.mjs): in English, French and Catalan, one section
// per rule set the engine names, each with a live board in that rule set
// that plays its example capture; desktop and phone screenshots.
import assert from 'node:assert/strict';
import {
  appSuite, shot, elementIdle, until, expectText, expectEval,
} from './helpers.mjs';

const { app, browserTest } = appSuite();
const PAGES = { en: 'variants.html', fr: 'variants.fr.html', ca: 'variants.ca.html' };

// Every rule set the engine names has its section; two of them (Volcanic and
// Parachute Circe) have a second board.
const { Game } = await import('../../js/node.js');
const SETS = Game.ruleSets().length;
const BOARDS = SETS + 2;

/** Waits until every board of the page is loaded and idle; returns [its section's id, its rules, its state] for each. */
async function boards(page) {
  await until(() => page.locator('section.rule-set dice-rex-circe').count(), (n) => n >= BOARDS, { what: `${BOARDS} boards` });
  const count = await page.$$eval('section.rule-set dice-rex-circe', (els) => els.map((el, i) => { el.dataset.testIndex = String(i); return i; }).length);
  for (let i = 0; i < count; i++) await elementIdle(page, `dice-rex-circe[data-test-index="${i}"]`);
  return page.$$eval('section.rule-set dice-rex-circe', (els) => els.map((el) => [el.closest('section').id, el.game?.rules ?? null, el.state]));
}

for (const [lang, file] of Object.entries(PAGES)) {
  browserTest(`the variants page (${lang}): every rule set has its section and a live board in that rule set`, async (page) => {
    await page.goto(`${app.url}${file}`);
    const list = await boards(page);
    assert.equal(list.length, BOARDS);
    assert.equal(new Set(list.map(([id]) => id)).size, SETS);
    assert.ok(list.some(([id]) => id === 'jupiter-circe'), 'Jupiter Circe has its section');
    for (const [id, rules, state] of list) {
      assert.equal(state, 'ready', id);
      assert.equal(rules, id, `the board of ${id} plays ${id}`);
    }
    await expectEval(page, () => document.documentElement.lang, undefined, lang);
    await shot(page, `variants-${lang}-top`);

    // The Anticirce board: › plays the example capture, the queen goes home to d1.
    const anti = '#anticirce dice-rex-circe';
    await page.locator(anti).scrollIntoViewIfNeeded();
    await page.locator(`${anti} button[data-nav="next"]`).click();
    await elementIdle(page, anti);
    // The move in the page's piece letters: the queen is D in French and Catalan.
    const queen = lang === 'en' ? 'Q' : 'D';
    await expectText(page, `${anti} .caption`, new RegExp(`^[^0-9]*1[^0-9]*1 ?: ${queen}xd7\\(${queen}→d1\\)$`));
    await expectEval(page, (sel) => document.querySelector(sel).fen.split(' ')[0], anti, '4k3/8/8/8/8/8/8/3Q3K');
    await shot(page, `variants-${lang}-anticirce`);
    // The Super-Circe board's example: White puts the captured rook on a2.
    const sup = '#super-circe dice-rex-circe';
    await page.locator(sup).scrollIntoViewIfNeeded();
    await page.locator(`${sup} button[data-nav="next"]`).click();
    await elementIdle(page, sup);
    await expectEval(page, (sel) => document.querySelector(sel).fen.split(' ')[0], sup, '6k1/3Q4/8/2p5/8/8/rp6/7K');
    await shot(page, `variants-${lang}-super-circe`);
  });
}

browserTest('the variants page on a phone: boards fit the width, one column', async (page) => {
  await page.goto(`${app.url}variants.fr.html`);
  await boards(page);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 390, `no horizontal scroll (${width}px)`);
  const box = await page.locator('#volcanic-circe dice-rex-circe canvas').first().boundingBox();
  assert.ok(box.width > 200 && box.width <= 360, `a board as wide as the column (${box.width}px)`);
  // Volcanic Circe's second board: the knight leaves a8 and the rook buried under it erupts.
  const erupt = '#volcanic-circe figure:nth-of-type(2) dice-rex-circe';
  await page.locator(erupt).scrollIntoViewIfNeeded();
  await page.locator(`${erupt} button[data-nav="next"]`).click();
  await elementIdle(page, erupt);
  await expectText(page, `${erupt} .caption`, 'Coup 1 sur 2 : Cb6(T↑a8)');
  // The game's position (after the example's two moves): the rook is back on a8.
  await expectEval(page, (sel) => document.querySelector(sel).fen.split(' ')[0], erupt, 'r3k3/8/1n6/8/3Q4/8/6K1/8');
  await page.locator('#volcanic-circe').scrollIntoViewIfNeeded();
  await shot(page, 'variants-fr-phone-volcanic');
  for (const lang of ['en', 'ca']) {
    await page.goto(`${app.url}${PAGES[lang]}`);
    await boards(page);
    await shot(page, `variants-${lang}-phone-top`);
    await page.locator('#anticirce').scrollIntoViewIfNeeded();
    await shot(page, `variants-${lang}-phone-anticirce`);
  }
}, { viewport: { width: 390, height: 844 }, hasTouch: true, deviceScaleFactor: 2 });
