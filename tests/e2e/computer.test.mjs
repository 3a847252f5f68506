// Browser tests of the computer opponent in the app: it answers a move from
// its worker, and the hint button shows a suggestion.
import assert from 'node:assert/strict';
import {
  gotoApp, idle, clickMove, shot, appSuite, elementIdle, elementMove,
} from './helpers.mjs';

const { app, browserTest } = appSuite();

browserTest('play against the computer: it answers White\'s move as Black', async (page) => {
  await gotoApp(page, `${app.url}?seed=3`);
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
  await gotoApp(page, app.url);
  await page.click('#btn-hint');
  await page.waitForFunction(() => /suggests/.test(window.__drc.state.message ?? ''), null, { timeout: 30000 });
  const text = await page.textContent('#toast-text');
  assert.match(text, /The computer suggests \S+/);
  await shot(page, 'hint');
});

browserTest('an embedded board with opponent="easy": the computer answers as the side at the top', async (page) => {
  await page.goto(`${app.url}demo.html`);
  await page.evaluate(() => {
    const board = document.createElement('dice-rex-circe');
    board.id = 'versus';
    board.setAttribute('interactive', 'true');
    board.setAttribute('controls', 'full');
    board.setAttribute('opponent', 'easy');
    board.setAttribute('seed', '5');
    document.querySelector('main, article, body').prepend(board);
  });
  await elementIdle(page, '#versus');
  await elementMove(page, '#versus', 'd2', 'd4');
  await page.waitForFunction(() => {
    const g = document.querySelector('#versus').game;
    return g.moves.length >= 2 && g.turn === 'white' && g.phase === 'move';
  }, null, { timeout: 30000 });
  const game = await page.evaluate(() => document.querySelector('#versus').game);
  assert.equal(game.moves[0].san, 'd4');
  assert.match(game.moves[1].from, /[5-8]$/, 'the second move is Black\'s, made by the computer');
  await shot(page, 'embed-versus-computer');
});
