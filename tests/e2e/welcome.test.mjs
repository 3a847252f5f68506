// The first screen: a first visit offers "Play the computer" and "Two
// players here" above the board; the computer then answers the first
// move, the choice is kept across a reload, and a visit that opens a game
// (a saved one, one in the address) is not greeted.
import {
  appSuite, clickMove, expectSnap, expectText, gotoApp, shot, until,
} from './helpers.mjs';

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
  await shot(page, 'welcome-fr');
  await clickMove(page, 'e2', 'e4');
  await until(() => visible(page), (v) => !v, { what: 'the card put away by the move' });
  await clickMove(page, 'e7', 'e5');
  await expectSnap(page, (s) => s.history.length === 2 && s.turn === 'white', 'two players, no computer');
});

browserTest('a visit that opens a game is not greeted', async (page) => {
  await gotoApp(page, `${app.url}?rules=anticirce`);
  await until(() => visible(page), (v) => !v, { what: 'no card' });
});
