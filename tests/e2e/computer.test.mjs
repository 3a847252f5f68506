// Browser tests of the computer opponent in the app: it answers a move from
// its worker, and the hint button shows a suggestion.
import { before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, stopServer, launch, gotoApp, idle, clickMove, shot, browserTests } from './helpers.mjs';

let server;
let url;
let browser;

before(async () => {
  ({ server, url } = await startServer());
  browser = await launch();
});

after(async () => {
  await browser?.close();
  if (server) await stopServer(server);
});

const browserTest = browserTests(() => browser);

browserTest('play against the computer: it answers White\'s move as Black', async (page) => {
  await gotoApp(page, `${url}?seed=3`);
  await page.click('#btn-new');
  await page.check('#dlg-new input[name="opponent"][value="computer"]');
  await page.selectOption('#new-computer-side', 'black');
  await page.selectOption('#new-level', 'easy');
  await page.click('#new-start');
  await idle(page);
  await clickMove(page, 'e2', 'e4');
  await page.waitForFunction(() => {
    const turns = window.__drc.state.snap.turns;
    return turns.length >= 2 && turns[1].color === 'black' && window.__drc.state.snap.turn === 'white';
  }, null, { timeout: 30000 });
  await idle(page);
  const s = await page.evaluate(() => window.__drc.state.snap);
  assert.equal(s.turns[0].moves[0].san, 'e4');
  assert.ok(s.turns[1].moves.length >= 1, 'the computer played');
  await shot(page, 'computer-answered');
  // The setting is kept for the next game.
  const settings = await page.evaluate(() => window.__drc.state.settings);
  assert.equal(settings.opponent, 'computer');
  assert.equal(settings.level, 'easy');
});

browserTest('the hint button shows the computer\'s suggestion', async (page) => {
  await gotoApp(page, url);
  await page.click('#btn-hint');
  await page.waitForFunction(() => /suggests/.test(window.__drc.state.message ?? ''), null, { timeout: 30000 });
  const text = await page.textContent('#toast-text');
  assert.match(text, /The computer suggests \S+/);
  await shot(page, 'hint');
});
