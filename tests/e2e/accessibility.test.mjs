// A screen reader's view of the app and the element: axe-core finds no
// violation on the app (at the start, with dice rolled, with each dialog
// open), the embedded boards, the rules and the variants pages; and a
// game played from the keyboard alone is read out: the square under the
// cursor and its piece, each move with its effects, the dice, the result.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import assert from 'node:assert/strict';
import {
  appSuite, expectText, expectEval, gotoApp, idle, shot, until,
} from './helpers.mjs';

const { app, browserTest } = appSuite();
const AXE = readFileSync(fileURLToPath(new URL('../../node_modules/axe-core/axe.min.js', import.meta.url)), 'utf8');

/** The violations axe-core finds on the page as it is now: "rule-id (impact): targets". */
async function violations(target) {
  const found = await target.evaluate(async (source) => {
    if (!window.axe) (0, eval)(source);
    const result = await window.axe.run(document);
    return result.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, AXE);
  return found;
}

async function expectClean(page, where) {
  assert.deepEqual(await violations(page), [], `axe-core on ${where}`);
}

browserTest('axe-core finds nothing on the app: at the start, with the dice rolled, and with each dialog open', async (page) => {
  await gotoApp(page, `${app.url}?fen=${encodeURIComponent('8/8/3k4/8/Q3K3/8/8/8 w - - 0 1 -')}`);
  await expectClean(page, 'the app at the start');
  await page.focus('#board');
  await page.keyboard.press('Escape');
  await page.fill('#move-text', 'Ke5');
  await page.press('#move-text', 'Enter');
  await page.click('#btn-roll');
  await idle(page);
  await until(() => page.$$eval('#dice .die[role="img"]', (els) => els.length), (n) => n === 3, { what: 'three dice with their words' });
  await expectClean(page, 'the app with three dice');
  for (const [button, dialog] of [['#btn-new', '#dlg-new'], ['#btn-io', '#dlg-io'], ['#btn-embed', '#dlg-embed'], ['#btn-friend', '#dlg-friend']]) {
    await until(() => page.$eval(button, (b) => !b.disabled), (ok) => ok, { what: `${button} enabled` });
    await page.click(button);
    await page.waitForSelector(`${dialog}[open]`);
    await expectClean(page, `the app with ${dialog} open`);
    if (dialog === '#dlg-new') {
      // The opponent's choices are read as one group named by its title (a role="group", not a fieldset).
      await until(() => page.getByRole('group', { name: 'Opponent' }).getByRole('radio').count(), (n) => n === 2,
        { what: 'the two opponents in a group named "Opponent"' });
    }
    await page.keyboard.press('Escape');
    await page.waitForSelector(`${dialog}:not([open])`, { state: 'attached' });
  }
});

browserTest('axe-core finds nothing on the embedded boards, the rules pages and the variants pages', async (page) => {
  for (const path of ['demo.html', 'embed.html', 'embed.html#record=1.%20e4%20e5&lang=fr', 'rules.html', 'rules.fr.html', 'variants.html', 'variants.ca.html']) {
    await page.goto(app.url + path);
    if (path.startsWith('demo') || path.startsWith('embed')) {
      await until(() => page.$$eval('dice-rex-circe', (els) => els.length > 0 && els.every((e) => e.state === 'ready')), (ok) => ok,
        { what: `the boards of ${path} ready` });
    } else {
      await page.waitForLoadState('load');
    }
    await expectClean(page, path);
  }
});

browserTest('a game from the keyboard alone is read out: the cursor\'s square and piece, each move, the dice, the result', async (page) => {
  await gotoApp(page, `${app.url}?fen=${encodeURIComponent('8/8/3k4/8/Q3K3/8/8/8 w - - 0 1 -')}`);
  await page.focus('#board');
  await expectEval(page, () => document.querySelector('#board').getAttribute('role'), undefined, 'application');
  // The cursor starts on e2 (empty here); up twice is e4, where the white king stands.
  await page.keyboard.press('ArrowUp');
  await expectText(page, '#announce', /^e3, empty/);
  await page.keyboard.press('ArrowUp');
  await expectText(page, '#announce', /^e4, the white king/);
  await page.keyboard.press('Enter');
  await expectText(page, '#announce', /^e4, the white king, picked/);
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expectText(page, '#announce', /^White: king e4 to e5\./);
  await page.keyboard.press('r');
  await expectText(page, '#announce', /^White rolled \d, \d, \d: /);
  const dice = await page.$$eval('#dice .die[role="img"]', (els) => els.map((e) => e.getAttribute('aria-label')));
  assert.equal(dice.length, 3);
  for (const d of dice) assert.match(d, /^Die: [1-6], (pawn|knight|bishop|rook|queen|king), /);
  await shot(page, 'a11y-keyboard-rolled');
});

browserTest('a capture is read out with its effects, and Circe Mate with the result, in French', async (page) => {
  // RULES §10's example: after Ke5 and the roll 1-5-6, Qe8 then Kxd6 is Circe Mate.
  const record = '[Variant "Dice Rex Circe"]\n[SetUp "1"]\n[FEN "8/8/3k4/8/Q3K3/8/8/8 w - - 0 1 -"]\n\n1. Ke5 {roll 1-5-6} Qe8 *';
  await gotoApp(page, `${app.url}?lang=fr`);
  await page.click('#btn-io');
  await page.fill('#io-record', record);
  await page.click('#io-record-load');
  await idle(page);
  await page.fill('#move-text', 'Kxd6');
  await page.press('#move-text', 'Enter');
  await expectText(page, '#announce', /^Blancs : roi e5 prend roi en d6, le roi noir disparaît, Mat Circé\. Les Blancs gagnent : Mat Circé/);
  await shot(page, 'a11y-circe-mate-fr');
});
