// Screenshots of the rule sets' screens in English, French and Catalan, on
// a desktop and a phone: the New game dialog with its example board, the
// header, the square picker, one and two dice, and a dice chess pass said in
// words (each asserted in its language). test-output/e2e/rules-LANG-DEVICE-*.
import {
  gotoApp, idle, clickSquare, shot, appSuite, expectText, expectEval, until,
} from './helpers.mjs';
import { MIXED, ruleSetUrl } from './rule-sets-helpers.mjs';

const { app, browserTest } = appSuite();
const at = (...args) => ruleSetUrl(app.url, ...args);

const DEVICES = {
  desktop: { viewport: { width: 1200, height: 820 } },
  phone: { viewport: { width: 390, height: 844 }, hasTouch: true, deviceScaleFactor: 2 },
};
const STRINGS = {
  en: { anticirce: 'Anticirce', pass: /^White rolled 5-6: no queen or king move is possible: turn passed\.$/ },
  fr: { anticirce: 'Anticircé', pass: /^Blancs : 5-6, aucun coup de dame ou de roi n’est possible : tour passé\.$/ },
  ca: { anticirce: 'Anticirce', pass: /^Blanques: 5-6, cap jugada de reina o de rei no és possible: torn passat\.$/ },
};

for (const [lang, strings] of Object.entries(STRINGS)) {
  for (const [device, options] of Object.entries(DEVICES)) {
    browserTest(`screens of the rule sets in ${lang}, ${device}: New game, the header, the picker, one and two dice, a pass`, async (page) => {
      const name = (what) => `rules-${lang}-${device}-${what}`;
      await gotoApp(page, `${at('super-circe', MIXED)}&lang=${lang}`);
      await page.click('#btn-new');
      await page.selectOption('#new-rules', 'anticirce');
      await expectEval(page, () => document.querySelector('#new-rules').selectedOptions[0].textContent, undefined, strings.anticirce);
      await page.waitForTimeout(300);
      await shot(page, name('new-game'));
      await page.click('#dlg-new button[value="cancel"]');
      await clickSquare(page, 'd4');
      await clickSquare(page, 'd7');
      await page.waitForSelector('#picker:not([hidden])');
      await shot(page, name('picker'), { fullPage: device === 'phone' });
      await page.click('#picker-cancel');
      await page.waitForSelector('#picker', { state: 'hidden' });

      await gotoApp(page, `${at('dice-chess-one-die', null, '&seed=5')}&lang=${lang}`);
      await page.click('#btn-roll');
      await idle(page);
      await shot(page, name('one-die'), { fullPage: true });
      await gotoApp(page, `${at('dice-chess', null, '&seed=3')}&lang=${lang}`);
      await page.click('#btn-roll');
      await idle(page);
      await expectEval(page, () => [...document.querySelectorAll('#dice .die')].filter((d) => !d.hidden).length, undefined, 2);
      await shot(page, name('two-dice'), { fullPage: true });
      // Back to a fresh dice chess game, where 5-6 (queen, king) allows no move at the start. White's roll
      // above passed (its move of the game): the address asks before replacing that game.
      await page.goto(`${at('dice-chess', null, '&seed=4')}&lang=${lang}`);
      await page.waitForSelector('#dlg-confirm[open]');
      await page.click('#confirm-yes');
      await idle(page);
      await page.click('.settings summary');
      await page.check('#set-physical');
      await page.selectOption('#pd-0', '5');
      await page.selectOption('#pd-1', '6');
      await page.click('#physical button[type="submit"]');
      await expectText(page, '#dice-note', strings.pass);
      await shot(page, name('pass'), { fullPage: true });
    }, options);
  }
}

// One table of rule-set words per language: after a change of language in
// the app (no reload), the header, the New game dialog and the friend
// dialog name Turncoat Circe alike, and the friend dialog's time limits
// follow.
browserTest('a change of language renames the rule sets everywhere alike, without a reload', async (page) => {
  await gotoApp(page, `${at('turncoat-circe')}&lang=en`);
  await expectText(page, '#rules-name', /^Turncoat Circe$/);
  await page.selectOption('#set-lang', 'fr');
  await expectText(page, '#rules-name', /^Circé transfuge$/);
  await page.click('#btn-new');
  await expectEval(page, () => document.querySelector('#new-rules').selectedOptions[0].textContent, undefined, 'Circé transfuge');
  await page.click('#dlg-new button[value="cancel"]');
  await page.click('#btn-friend');
  const option = (sel, value) => page.$eval(sel, (s, v) => [...s.options].find((o) => o.value === v).textContent, value);
  await until(() => option('#fr-rules', 'turncoat-circe'), (t) => t === 'Circé transfuge', { what: 'the friend dialog in French' });
  await until(() => option('#fr-timeout', '3600'), (t) => t === '1 heure', { what: 'the time limits in French' });
  await shot(page, 'rules-fr-friend-dialog');
});
