// Browser tests of the computer opponent in the app: it answers a move from
// its worker, and the hint button shows a suggestion.
import assert from 'node:assert/strict';
import {
  gotoApp, idle, clickMove, shot, appSuite, elementIdle, elementMove, until, expectText, expectEqual, expectEval, expectSnap,
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
  await expectEqual(() => page.evaluate(() => {
    const { opponent, level, computerSide } = window.__drc.state.settings;
    return { opponent, level, computerSide };
  }), { opponent: 'computer', level: 'easy', computerSide: 'black' });
  await clickMove(page, 'e2', 'e4');
  const s = await expectSnap(page, (x) => x.turns.length >= 2 && x.turns[1].color === 'black' && x.turn === 'white' && x.phase === 'move',
    'the computer\'s answer', { timeout: 30000 });
  await idle(page);
  assert.equal(s.turns[0].moves[0].san, 'e4');
  assert.ok(s.turns[1].moves.length >= 1, 'the computer played');
  assert.ok(s.turns[1].moves.every((m) => m.color === 'black'));
  await expectText(page, '#status', /White to move/);
  await shot(page, 'computer-answered');
});

browserTest('the hint is an arrow on the board, named in the status line, gone with Undo or the next move, and off after the end', async (page) => {
  await gotoApp(page, app.url);
  await clickMove(page, 'e2', 'e4');
  await page.click('#btn-hint');
  await expectText(page, '#status', /^Hint: \S+$/, { timeout: 30000 });
  await expectEval(page, () => window.__drc.board().hintMove !== null, undefined, true);
  await page.locator('#toast').waitFor({ state: 'hidden' });
  await shot(page, 'hint');
  // Undo takes the hint away with the move it was for.
  await page.click('#btn-undo');
  await expectEval(page, () => window.__drc.state.hintMove, undefined, null);
  await expectText(page, '#status', 'White to move');
  await page.click('#btn-hint');
  const text = await expectText(page, '#status', /^Hint: \S+$/, { timeout: 30000 });
  const hint = await page.evaluate(() => window.__drc.state.hintMove);
  assert.equal(text, `Hint: ${hint.san}`);
  await clickMove(page, hint.from, hint.to);
  await expectEval(page, () => window.__drc.state.hintMove, undefined, null);
  await expectText(page, '#status', 'Black to move');
  await page.click('#btn-resign');
  await page.click('#confirm-yes');
  await until(() => page.isDisabled('#btn-hint'), (d) => d, { what: 'no hint after the end' });
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
    return g && g.moves.length >= 2 && g.turn === 'white' && g.phase === 'move';
  }, null, { timeout: 30000 });
  const game = await page.evaluate(() => document.querySelector('#versus').game);
  assert.equal(game.moves[0].san, 'd4');
  assert.equal(game.moves[1].color, 'black', 'the second move is Black\'s, made by the computer');
  await elementIdle(page, '#versus');
  await shot(page, 'embed-versus-computer');
});
