// Browser tests of dice chess by piece and count (VARIANTS §E, derived):
// one turn played through the board, on a desktop and a phone. The type
// die shows its piece and the count die its number; the note names the
// piece that moves on; another piece is refused with the reason; the
// second move mates.
import assert from 'node:assert/strict';
import {
  gotoApp, idle, clickMove, clickSquare, shot, appSuite, expectText, expectEval, expectPlacement, expectSnap,
} from './helpers.mjs';
import { movesLeft, ruleSetUrl } from './rule-sets-helpers.mjs';

const { app, browserTest } = appSuite();
const at = (...args) => ruleSetUrl(app.url, ...args);
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, deviceScaleFactor: 2 };
const SCHOLAR = 'rnbqkbnr/pppp1ppp/8/4p3/2B1P3/8/PPPP1PPP/RNBQK1NR w KQkq - 0 1';

async function playOneTurn(page, device) {
  await gotoApp(page, at('dice-chess-piece-count', SCHOLAR));
  await expectText(page, '#rules-name', 'Dice Chess by piece and count');
  await expectText(page, '#dice-note', /the first names the type of piece, the second how many moves/);
  await expectEval(page, () => [...document.querySelectorAll('#dice .die')].filter((d) => !d.hidden).length, undefined, 2);
  // A queen and two moves, entered as physical dice: the type die first.
  await page.click('.settings summary');
  await page.check('#set-physical');
  await expectEval(page, () => [...document.querySelectorAll('#physical select')].filter((s) => !s.hidden)
    .map((s) => [s.getAttribute('aria-label'), s.options[1].textContent]), undefined, [['Type die', '1: pawn'], ['Count die', '1']]);
  await page.selectOption('#pd-0', '5');
  await page.selectOption('#pd-1', '2');
  await page.click('#physical button[type="submit"]');
  await expectSnap(page, (s) => s.phase === 'move' && movesLeft(s) === 2 && s.dice.join() === '5,2', 'two queen moves to make');
  await expectText(page, '#dice-note', /^Move 1 of 2: move a queen; that piece makes every move of the turn/);
  // The type die shows the queen; the count die its number, no piece.
  await expectEval(page, () => [...document.querySelectorAll('#dice .die')].slice(0, 2)
    .map((d) => [d.dataset.value, d.querySelector('img').hidden]), undefined, [['5', false], ['2', true]]);
  await page.locator('#board').scrollIntoViewIfNeeded();
  await idle(page);
  await clickMove(page, 'd1', 'h5');
  await expectSnap(page, (s) => s.turn === 'white' && movesLeft(s) === 1, 'White still to move, one move left');
  await expectText(page, '#dice-note', /^Move 2 of 2: the queen on h5 moves again/);
  // Only the queen moves: the bishop is refused with its reason.
  await clickSquare(page, 'c4');
  await expectText(page, '#status', 'Bishop c4: the die rolled (5) does not let a bishop move');
  await idle(page);
  await shot(page, `dice-piece-count-${device}-second`);
  await clickMove(page, 'h5', 'f7');
  await expectSnap(page, (s) => s.result && s.result.winner === 'white' && s.result.reason === 'checkmate', 'White mates in one turn');
  await expectPlacement(page, 'rnbqkbnr/pppp1Qpp/8/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR');
  await expectEval(page, () => [...document.querySelectorAll('#moves .chip')].map((c) => c.textContent), undefined, ['roll 5-2']);
  await idle(page);
  await shot(page, `dice-piece-count-${device}-mate`);
}

browserTest('Dice Chess by piece and count: a queen and two moves, and the second mates (desktop)', async (page) => {
  await playOneTurn(page, 'desktop');
});

browserTest('Dice Chess by piece and count on a phone', async (page) => {
  await playOneTurn(page, 'phone');
}, PHONE);

browserTest('Dice Chess by piece and count: after the first move, another piece of the type is refused', async (page) => {
  await gotoApp(page, at('dice-chess-piece-count'));
  await page.click('.settings summary');
  await page.check('#set-physical');
  await page.selectOption('#pd-0', '2');
  await page.selectOption('#pd-1', '3');
  await page.click('#physical button[type="submit"]');
  await expectSnap(page, (s) => movesLeft(s) === 3, 'three knight moves');
  await page.locator('#board').scrollIntoViewIfNeeded();
  await idle(page);
  await clickMove(page, 'g1', 'f3');
  await expectText(page, '#dice-note', /^Move 2 of 3: the knight on f3 moves again/);
  await clickSquare(page, 'b1');
  await expectText(page, '#status', 'Knight b1: this turn only the knight on f3 moves: it made the turn’s first move');
  await clickSquare(page, 'f3');
  await expectEval(page, () => window.__drc.state.selected, undefined, 'f3');
  await expectSnap(page, (s) => movesLeft(s) === 2 && s.turn === 'white', 'the refused move changed nothing');
  const fen = await page.evaluate(() => window.__drc.fen());
  assert.match(fen, / 23 left=2 unit=f3$/);
});
