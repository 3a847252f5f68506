// Browser tests of dice chess by number of moves (VARIANTS §E, derived): one
// turn played through the board, on a desktop and a phone (the die shows a
// number, not a piece; the note counts the turn's moves; a check ends the
// turn), and the element with the same rules.
import assert from 'node:assert/strict';
import {
  gotoApp, idle, clickMove, shot, appSuite, expectText, expectEval, expectPlacement, expectSnap,
} from './helpers.mjs';
import { movesLeft, ruleSetUrl } from './rule-sets-helpers.mjs';

const { app, browserTest } = appSuite();
const at = (...args) => ruleSetUrl(app.url, ...args);
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, deviceScaleFactor: 2 };

async function playOneTurn(page, device) {
  await gotoApp(page, at('dice-chess-moves'));
  await expectText(page, '#rules-name', 'Dice Chess by number of moves');
  await expectText(page, '#status', 'White to roll the die');
  await expectText(page, '#dice-note', /gives the number of moves to make in a row, four at most/);
  await expectEval(page, () => [...document.querySelectorAll('#dice .die')].filter((d) => !d.hidden).length, undefined, 1);
  // A 5 gives four moves (four at most), entered as physical dice.
  await page.click('.settings summary');
  await page.check('#set-physical');
  await page.selectOption('#pd-0', '5');
  await page.click('#physical button[type="submit"]');
  await expectSnap(page, (s) => s.phase === 'move' && movesLeft(s) === 4, 'four moves to make');
  await expectText(page, '#dice-note', /^Move 1 of 4: any piece may move/);
  // The die shows its number, with no piece drawn on it.
  await expectEval(page, () => {
    const die = document.querySelector('#dice .die');
    return [die.dataset.value, die.querySelector('img').hidden];
  }, undefined, ['5', true]);
  // The settings opened above push the board down on a phone: bring it back into view to click on it.
  await page.locator('#board').scrollIntoViewIfNeeded();
  await idle(page);
  await clickMove(page, 'e2', 'e4');
  await expectSnap(page, (s) => s.turn === 'white' && movesLeft(s) === 3, 'White still to move, three moves left');
  await expectText(page, '#dice-note', /^Move 2 of 4/);
  await clickMove(page, 'd1', 'h5');
  await clickMove(page, 'f1', 'c4');
  await expectText(page, '#dice-note', /^Move 4 of 4/);
  await idle(page);
  await shot(page, `dice-moves-${device}-fourth`);
  // The fourth move of the turn mates.
  await clickMove(page, 'h5', 'f7');
  await expectSnap(page, (s) => s.result && s.result.winner === 'white' && s.result.reason === 'checkmate', 'White mates in one turn');
  await expectPlacement(page, 'rnbqkbnr/pppppQpp/8/8/2B1P3/8/PPPP1PPP/RNB1K1NR');
  await expectEval(page, () => [...document.querySelectorAll('#moves .chip')].map((c) => c.textContent), undefined, ['roll 5']);
  await idle(page);
  await shot(page, `dice-moves-${device}-mate`);
}

browserTest('Dice Chess by number of moves: a 5 gives four moves in a row, and the fourth mates (desktop)', async (page) => {
  await playOneTurn(page, 'desktop');
});

browserTest('Dice Chess by number of moves on a phone', async (page) => {
  await playOneTurn(page, 'phone');
}, PHONE);

browserTest('Dice Chess by number of moves: a check ends the turn before its moves are used', async (page) => {
  await gotoApp(page, at('dice-chess-moves', 'rnbqkbnr/pppp1ppp/8/4p3/2B1P3/8/PPPP1PPP/RNBQK1NR w KQkq - 0 1'));
  await page.click('.settings summary');
  await page.check('#set-physical');
  await page.selectOption('#pd-0', '4');
  await page.click('#physical button[type="submit"]');
  await expectSnap(page, (s) => movesLeft(s) === 4, 'four moves');
  await clickMove(page, 'c4', 'f7');
  await expectSnap(page, (s) => s.turn === 'black' && s.phase === 'roll' && s.inCheck, 'Black to roll, in check: the check ended the turn');
  await expectText(page, '#status', /Black: enter the die you rolled/);
  const fen = await page.evaluate(() => window.__drc.fen());
  assert.match(fen, / b KQkq - 0 1 \?$/);
});
