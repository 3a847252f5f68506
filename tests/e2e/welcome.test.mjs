// The first screen: a first visit offers "Play the computer" (saying at
// which level) and "Two players here" above the board; the computer then answers the first
// move, the choice is kept across a reload, and a visit that opens a game
// (a saved one, one in the address) is not greeted, nor a game against a
// friend that begins after the card showed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  appSuite, clickMove, expectSnap, expectText, gotoApp, shot, until,
  TEST_TIMEOUT,
} from './helpers.mjs';
import { twoPlayers, invite, joinBy } from './remote-helpers.mjs';

const { app, browserTest } = appSuite();
const visible = (page) => page.$eval('#welcome', (el) => !el.hidden);

for (const [device, options] of Object.entries({
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: 390, height: 844 }, hasTouch: true },
})) {
  browserTest(`a first visit offers the computer, which then answers the first move (${device})`, async (page) => {
    await gotoApp(page, app.url);
    await until(() => visible(page), (v) => v, { what: 'the welcome card' });
    await expectText(page, '#welcome-computer', 'Play the computer');
    await expectText(page, '#welcome-human', 'Two players here');
    // It says which level "Play the computer" starts.
    await expectText(page, '#welcome-level', 'The computer plays at the medium level; New game changes it.');
    await shot(page, `welcome-${device}`);
    await page.click('#welcome-computer');
    await until(() => visible(page), (v) => !v, { what: 'the card put away' });
    await clickMove(page, 'e2', 'e4');
    await expectSnap(page, (s) => s.history.length >= 2, 'the computer\'s answer', { timeout: 30000 });
    await page.reload();
    await page.waitForSelector('body[data-ready="true"]');
    await until(() => visible(page), (v) => !v, { what: 'no card after the choice' });
  }, options);
}

browserTest('in French, and a move without choosing is two players here', async (page) => {
  await gotoApp(page, `${app.url}`);
  await page.selectOption('#set-lang', 'fr');
  await expectText(page, '#welcome-computer', 'Jouer contre l’ordinateur');
  await expectText(page, '#welcome-level', 'L’ordinateur joue au niveau moyen ; Nouvelle partie le change.');
  await shot(page, 'welcome-fr');
  await clickMove(page, 'e2', 'e4');
  await until(() => visible(page), (v) => !v, { what: 'the card put away by the move' });
  await clickMove(page, 'e7', 'e5');
  await expectSnap(page, (s) => s.history.length === 2 && s.turn === 'white', 'two players, no computer');
});

browserTest('a visit that opens a game is not greeted', async (page) => {
  for (const query of ['?rules=anticirce', `?fen=${encodeURIComponent('4k3/8/8/8/8/8/8/4K3 w - - 0 1')}`, '?seed=7']) {
    await gotoApp(page, `${app.url}${query}`);
    await until(() => visible(page), (v) => !v, { what: `no card for ${query}` });
  }
});

// Both players on a first visit: the card shows, then a friend's game begins on each side, the
// guest's from the invitation opened in the tab, the host's from the answer opened in a new tab,
// which hands it to the tab showing the game.
test('a game against a friend puts the card away on both sides', { timeout: TEST_TIMEOUT }, async () => {
  await twoPlayers(app.browser, async (a, b) => {
    for (const p of [a.page, b.page]) {
      await gotoApp(p, app.url);
      await until(() => visible(p), (v) => v, { what: 'the welcome card on a first visit' });
    }
    const invitation = await invite(a.page, { linksOnly: true });
    const answer = await joinBy(b.page, invitation);
    await b.page.click('#fr-cancel');
    await until(() => b.page.evaluate(() => document.querySelector('#friend-panel').hidden), (h) => !h, { what: 'the guest\'s friend game' });
    await until(() => visible(b.page), (v) => !v, { what: 'no card beside the guest\'s friend game' });
    await shot(b.page, 'welcome-friend-guest-phone');
    const tab = await a.context.newPage();
    await tab.goto(answer);
    await until(() => a.page.evaluate(() => document.querySelector('#friend-panel').hidden), (h) => !h, { what: 'the host\'s friend game, handed over', timeout: 15000 });
    await until(() => visible(a.page), (v) => !v, { what: 'no card beside the host\'s friend game' });
    await a.page.bringToFront();
    await shot(a.page, 'welcome-friend-host');
    assert.equal(await a.page.evaluate(() => JSON.parse(localStorage.getItem('drc.settings')).welcomed), true);
  });
});
