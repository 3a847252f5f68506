// Browser tests of Vegas Fun Chess (VARIANTS §E, derived from Koltanowski's
// rules): physical dice entered die by die, each die with its own faces
// (die 1's 5 a king, die 2's 5 a queen and 6 "optional"); the optional
// face shown without a piece and a Pass button that passes; a piece of a
// type not shown refused with its reason; a move of a type shown. On a
// desktop and a phone.
import {
  gotoApp, idle, clickMove, clickSquare, shot, appSuite, expectText, expectEval, expectSnap,
} from './helpers.mjs';
import { ruleSetUrl } from './rule-sets-helpers.mjs';

const { app, browserTest } = appSuite();
const at = (...args) => ruleSetUrl(app.url, ...args);
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, deviceScaleFactor: 2 };

/** Enters physical dice: die 1, then die 2. */
async function enter(page, first, second) {
  await page.selectOption('#pd-0', String(first));
  await page.selectOption('#pd-1', String(second));
  await page.click('#physical button[type="submit"]');
}

async function playTurns(page, device) {
  await gotoApp(page, at('vegas-fun-chess'));
  await expectText(page, '#rules-name', 'Vegas Fun Chess');
  await expectText(page, '#dice-note', /die 1 pawn, knight, bishop, rook, king, pawn; die 2 pawn, knight, bishop, rook, queen, optional/);
  await expectEval(page, () => [...document.querySelectorAll('#dice .die')].filter((d) => !d.hidden).length, undefined, 2);
  await page.click('.settings summary');
  await page.check('#set-physical');
  // Each select names its own die's faces: die 1's 5 is the king, die 2's 5 the queen and 6 optional.
  await expectEval(page, () => [...document.querySelectorAll('#physical select')].filter((s) => !s.hidden)
    .map((s) => [s.getAttribute('aria-label'), s.options[5].textContent, s.options[6].textContent]), undefined,
  [['Die 1', '5: king', '6: pawn'], ['Die 2', '5: queen', '6: optional']]);
  // A bishop and optional: any move, or a pass.
  await enter(page, 3, 6);
  await expectSnap(page, (s) => s.phase === 'move' && s.turn === 'white' && s.dice.join() === '3,6' && s.mayPass, 'White may move anything or pass');
  await expectText(page, '#dice-note', 'Optional: any move, or pass.');
  // Die 1 shows its bishop; die 2's optional face shows no piece.
  await expectEval(page, () => [...document.querySelectorAll('#dice .die')].slice(0, 2)
    .map((d) => [d.dataset.value, d.dataset.face, d.querySelector('img').hidden, d.dataset.word ?? null]), undefined,
  [['3', 'B', false, null], ['6', 'optional', true, 'optional']]);
  await expectEval(page, () => document.querySelector('#btn-pass').hidden, undefined, false);
  await idle(page);
  await shot(page, `vegas-${device}-optional`);
  await page.click('#btn-pass');
  await expectSnap(page, (s) => s.turn === 'black' && s.phase === 'roll' && s.turns[0].moves[0]?.pass === true, 'White passed by choice');
  await expectText(page, '#dice-note', 'White passed.');
  await expectEval(page, () => document.querySelector('#btn-pass').hidden, undefined, true);
  // Black: a knight or a bishop. A pawn is refused with the reason; no pass on this roll.
  await enter(page, 2, 3);
  await expectSnap(page, (s) => s.phase === 'move' && s.turn === 'black' && s.dice.join() === '2,3' && !s.mayPass, 'Black moves a knight or a bishop');
  await expectText(page, '#dice-note', 'Move a piece of a kind shown on either die.');
  await expectEval(page, () => document.querySelector('#btn-pass').hidden, undefined, true);
  await page.locator('#board').scrollIntoViewIfNeeded();
  await idle(page);
  await clickSquare(page, 'e7');
  await expectText(page, '#status', 'Pawn e7: the dice rolled (2-3) do not let a pawn move');
  await idle(page);
  await shot(page, `vegas-${device}-refused`);
  await clickMove(page, 'b8', 'c6');
  await expectSnap(page, (s) => s.turn === 'white' && s.phase === 'roll' && s.history.map((m) => m.san).join() === '--,Nc6', 'Black played a knight (after White\'s pass, a move of the game)');
  // The record keeps the pass and the dice in order.
  await expectEval(page, () => window.__drc.record().includes('{roll 3-6} -- 1... {roll 2-3} Nc6'), undefined, true);
  await idle(page);
  await shot(page, `vegas-${device}-after`);
}

browserTest('Vegas Fun Chess: die faces of their own, the optional pass, a refused pawn and a knight move (desktop)', async (page) => {
  await playTurns(page, 'desktop');
});

browserTest('Vegas Fun Chess on a phone', async (page) => {
  await playTurns(page, 'phone');
}, PHONE);

browserTest('Vegas Fun Chess: the player in check does not roll, and the checker passes on its bonus turn', async (page) => {
  await gotoApp(page, at('vegas-fun-chess', '4k3/8/8/8/8/8/8/R3K3 w - - 0 1'));
  await page.click('.settings summary');
  await page.check('#set-physical');
  await enter(page, 4, 2);
  await page.locator('#board').scrollIntoViewIfNeeded();
  await idle(page);
  await clickMove(page, 'a1', 'a8');
  // Black is in check: no roll, no form, no pass.
  await expectSnap(page, (s) => s.turn === 'black' && s.phase === 'move' && s.inCheck && !s.mayPass, 'Black answers the check without a roll');
  await expectText(page, '#dice-note', 'In check: no roll. Make any move that answers the check.');
  await expectEval(page, () => [document.querySelector('#physical').hidden, document.querySelector('#btn-pass').hidden], undefined, [true, true]);
  await clickMove(page, 'e8', 'd7');
  // White gave check: no roll this turn, any move or a pass.
  await expectSnap(page, (s) => s.turn === 'white' && s.phase === 'move' && !s.inCheck && s.mayPass && / -$/.test(s.fen), 'White\'s check bonus');
  await expectText(page, '#dice-note', 'You gave check last turn: no roll. Any move, or pass.');
  await idle(page);
  await shot(page, 'vegas-desktop-bonus');
  await page.click('#btn-pass');
  await expectSnap(page, (s) => s.turn === 'black' && s.phase === 'roll', 'Black rolls again after the bonus');
});
