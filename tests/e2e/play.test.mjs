// Browser tests of the app (www/), driven through playwright-core in
// Debian's Chromium: moves by mouse, drag and keyboard, dice, Circe rebirth
// and Circe Mate, saving and restoring, pasting FEN and records.
import assert from 'node:assert/strict';
import {
  gotoApp, idle, fen, snap, clickSquare, clickMove,
  dragMove, squareCenter, shot, placement, loadFen,
  appSuite,
} from './helpers.mjs';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR';
const { app, browserTest } = appSuite();

browserTest('moves by mouse clicks, with legal destinations shown', async (page) => {
  await gotoApp(page, app.url);
  assert.equal(placement(await fen(page)), START);
  assert.match(await page.textContent('#status'), /White to move/);
  await clickSquare(page, 'e2');
  const picked = await page.evaluate(() => window.__drc.state.selected);
  assert.equal(picked, 'e2');
  await shot(page, 'click-picked-e2');
  await clickSquare(page, 'e4');
  await idle(page);
  await clickMove(page, 'e7', 'e5');
  await clickMove(page, 'g1', 'f3');
  // A click on an empty square that is no destination does nothing.
  await clickMove(page, 'b8', 'b5');
  assert.equal(await page.evaluate(() => window.__drc.state.selected), null);
  await clickMove(page, 'b8', 'c6');
  assert.equal(placement(await fen(page)), 'r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R');
  assert.deepEqual((await page.$$eval('#moves .mv', (els) => els.map((e) => e.textContent))), ['e4', 'e5', 'Nf3', 'Nc6']);
  await shot(page, 'click-after-four-moves');
});

browserTest('moves by drag and drop, and a drop off the destinations changes nothing', async (page) => {
  await gotoApp(page, app.url);
  await dragMove(page, 'g1', 'f3');
  assert.equal(placement(await fen(page)), 'rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R');
  await dragMove(page, 'g8', 'g5');
  assert.equal(placement(await fen(page)), 'rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R');
  await dragMove(page, 'g8', 'f6');
  assert.equal(placement(await fen(page)), 'rnbqkb1r/pppppppp/5n2/8/8/5N2/PPPPPPPP/RNBQKB1R');
});

browserTest('moves by touch: tap-tap on a phone-sized screen', async (page) => {
  await gotoApp(page, app.url);
  const a = await squareCenter(page, 'd2');
  const b = await squareCenter(page, 'd4');
  await page.touchscreen.tap(a.x, a.y);
  await page.touchscreen.tap(b.x, b.y);
  await idle(page);
  assert.equal(placement(await fen(page)), 'rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR');
  // A long press on an enemy piece shows where it would be reborn, until the finger lifts.
  const cdp = await page.context().newCDPSession(page);
  const c = await squareCenter(page, 'd4');
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: c.x, y: c.y }] });
  await page.waitForFunction(() => window.__drc.state.hint === 'd4');
  assert.equal(await page.evaluate(() => window.__drc.state.snap && window.__drc.fen().split(' ')[1]), 'b');
  await idle(page);
  await shot(page, 'phone-long-press-hint');
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await page.waitForFunction(() => window.__drc.state.hint === null);
  await shot(page, 'phone-after-d4');
}, { viewport: { width: 390, height: 844 }, hasTouch: true, deviceScaleFactor: 3 });

browserTest('moves by keyboard: arrow keys and Enter, and a typed move', async (page) => {
  await gotoApp(page, app.url);
  await page.focus('#board'); // the keyboard cursor appears on e2
  await page.keyboard.press('ArrowLeft'); // d2
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await shot(page, 'keyboard-cursor-d4');
  await page.keyboard.press('Enter');
  await idle(page);
  assert.equal(placement(await fen(page)), 'rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR');
  // Typing on the focused board goes to the move field.
  await page.focus('#board');
  await page.keyboard.type('Nf6');
  assert.equal(await page.inputValue('#move-text'), 'Nf6');
  await page.keyboard.press('Enter');
  await idle(page);
  assert.equal(placement(await fen(page)), 'rnbqkb1r/pppppppp/5n2/8/3P4/8/PPP1PPPP/RNBQKBNR');
  await page.fill('#move-text', 'Qh9');
  await page.press('#move-text', 'Enter');
  await page.waitForSelector('#move-error:not([hidden])');
  assert.match(await page.textContent('#move-error'), /Qh9/);
  assert.equal(placement(await fen(page)), 'rnbqkb1r/pppppppp/5n2/8/3P4/8/PPP1PPPP/RNBQKBNR');
});

/** Plays e4 e5 Ke2 in a game seeded with `seed`, rolls with the button, returns the dice. */
async function kingMoveAndRoll(page, seed) {
  await gotoApp(page, `${app.url}?seed=${seed}`);
  await clickMove(page, 'e2', 'e4');
  await clickMove(page, 'e7', 'e5');
  await clickMove(page, 'e1', 'e2');
  assert.equal((await snap(page)).phase, 'roll');
  assert.ok(await page.isVisible('#btn-roll'));
  await page.click('#btn-roll');
  await idle(page);
  return (await snap(page)).turns.at(-1).roll;
}

browserTest('a seeded game: the king move is rolled, the dice are reproducible and the bonus moves are played', async (page, context) => {
  const dice = await kingMoveAndRoll(page, 11);
  assert.equal(dice.length, 3);
  const shown = await page.$$eval('#dice .die', (els) => els.map((e) => Number(e.dataset.value)));
  assert.deepEqual(shown, dice);
  await shot(page, 'seeded-rolled');

  // The same seed gives the same roll in a fresh browser context.
  const other = await context.browser().newContext({ viewport: { width: 1200, height: 820 } });
  const page2 = await other.newPage();
  assert.deepEqual(await kingMoveAndRoll(page2, 11), dice);
  await other.close();

  // Play every bonus move the dice allow, each through the board, choosing
  // among the moves the engine lists (all of them consume a die).
  let played = 0;
  for (let s = await snap(page); s.phase === 'bonus' && s.turn === 'white'; s = await snap(page)) {
    assert.ok(s.legalMoves.length > 0);
    assert.ok(s.legalMoves.every((m) => m.die !== null && s.dice.includes(m.die)));
    const allowed = await page.evaluate(() => window.__drc.state.snap.legalMoves.map((m) => m.from));
    assert.ok(allowed.length > 0);
    const move = s.legalMoves.find((m) => !m.promotion) || s.legalMoves[0];
    await clickMove(page, move.from, move.to);
    played += 1;
    const states = await page.$$eval('#dice .die', (els) => els.map((e) => e.dataset.state));
    assert.ok(states.filter((x) => x === 'used').length >= Math.min(played, 3) || states.includes('forfeited'));
    if (played === 1) await shot(page, 'seeded-one-bonus-played');
  }
  assert.ok(played >= 1, 'seed 11 must allow at least one bonus move');
  const after = await snap(page);
  assert.equal(after.turn, 'black');
  const whiteTurn = after.turns.findLast((t) => t.color === 'white');
  assert.equal(whiteTurn.moves.length, 1 + played);
  assert.equal(played + whiteTurn.forfeited.length, 3);
  const states = await page.$$eval('#dice .die', (els) => els.map((e) => e.dataset.state));
  assert.ok(states.every((x) => x === 'used' || x === 'forfeited'));
  assert.match(await page.textContent('#moves'), /roll \d-\d-\d/);
  await shot(page, 'seeded-bonus-done');
});

browserTest('auto-roll rolls by itself after a king move', async (page) => {
  await gotoApp(page, `${app.url}?seed=5`);
  await page.click('.settings summary');
  await page.check('#set-autoroll');
  await clickMove(page, 'e2', 'e4');
  await clickMove(page, 'e7', 'e5');
  await clickMove(page, 'e1', 'e2');
  const s = await snap(page);
  assert.notEqual(s.phase, 'roll');
  assert.equal(s.turns.findLast((t) => t.color === 'white').roll.length, 3);
});

browserTest('the seed example: Ke5, physical dice 1-5-6, Qe8, Kxd6 is Circe Mate', async (page) => {
  await gotoApp(page, app.url);
  await loadFen(page, '8/8/3k4/8/Q3K3/8/8/8 w - - 0 1 -');
  await page.click('.settings summary');
  await page.check('#set-physical');
  await clickMove(page, 'e4', 'e5');
  assert.equal((await snap(page)).phase, 'roll');
  await page.waitForSelector('#physical:not([hidden])');
  assert.ok(!(await page.isVisible('#btn-roll')));
  await page.selectOption('#pd-0', '1');
  await page.selectOption('#pd-1', '5');
  await page.selectOption('#pd-2', '6');
  await page.click('#physical button[type=submit]');
  await idle(page);
  let s = await snap(page);
  assert.equal(s.phase, 'bonus');
  assert.deepEqual(s.dice, [1, 5, 6]);
  await shot(page, 'mate-dice-entered');
  await clickMove(page, 'a4', 'e8');
  assert.deepEqual((await snap(page)).dice, [1, 6]);
  await clickMove(page, 'e5', 'd6');
  s = await snap(page);
  assert.deepEqual(s.result, { winner: 'white', reason: 'circe-mate' });
  assert.equal(s.history.at(-1).san, 'Kxd6#');
  assert.equal(await page.getAttribute('body', 'data-result'), 'circe-mate');
  assert.ok(await page.isVisible('#banner'));
  assert.match(await page.textContent('#banner-title'), /Circe Mate! White wins/);
  assert.match(await page.textContent('#status'), /White wins: Circe Mate/);
  const mate = await page.evaluate(() => window.__drc.state.snap.history.findLast((m) => m.circeMate));
  assert.equal(mate.captureSquare, 'd6');
  const states = await page.$$eval('#dice .die', (els) => els.map((e) => e.dataset.state));
  assert.deepEqual(states.sort(), ['used', 'used', 'void']);
  assert.ok(await page.isDisabled('#btn-resign'));
  await shot(page, 'circe-mate');
});

browserTest('Circe made visible: a captured pawn travels to its rebirth square, then one vanishes', async (page) => {
  await gotoApp(page, app.url);
  await clickMove(page, 'e2', 'e4');
  await clickMove(page, 'd7', 'd5');
  // Hovering the black pawn shows where it would be reborn.
  const p = await squareCenter(page, 'd5');
  await page.mouse.move(p.x, p.y);
  assert.equal((await snap(page)).hint, 'd5');
  assert.equal(await page.evaluate(() => window.__drc.state.snap && window.__drc.state.hint), 'd5');
  await shot(page, 'rebirth-hint-d5');
  await clickSquare(page, 'e4');
  await clickSquare(page, 'd5');
  const anim = (await snap(page)).lastAnimation;
  assert.deepEqual(anim.find((a) => a.kind === 'rebirth'), { kind: 'rebirth', from: 'd5', to: 'd7' });
  await idle(page);
  let s = await snap(page);
  assert.equal(s.history.at(-1).san, 'exd5(Pd7)');
  assert.equal(placement(s.fen), 'rnbqkbnr/pppppppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR');
  await shot(page, 'rebirth-done');
  // The white pawn on d5 cannot be reborn on d2, which is occupied: it vanishes.
  await clickMove(page, 'c7', 'c6');
  await clickMove(page, 'a2', 'a3');
  await clickSquare(page, 'c6');
  await clickSquare(page, 'd5');
  const anim2 = (await snap(page)).lastAnimation;
  assert.deepEqual(anim2.find((a) => a.kind === 'vanish'), { kind: 'vanish', from: 'd5', to: 'd5' });
  assert.equal(anim2.find((a) => a.kind === 'rebirth'), undefined);
  await idle(page);
  s = await snap(page);
  assert.equal(s.history.at(-1).san, 'cxd5');
  assert.equal(s.history.at(-1).rebirth, null);
  assert.equal(placement(s.fen), 'rnbqkbnr/pp1ppppp/8/3p4/8/P7/1PPP1PPP/RNBQKBNR');
});

browserTest('promotion chooser: a pawn on b7 becomes a knight', async (page) => {
  await gotoApp(page, app.url);
  await loadFen(page, '4k3/1P6/8/8/8/8/8/4K3 w - - 0 1 -');
  await clickSquare(page, 'b7');
  await clickSquare(page, 'b8');
  await page.waitForSelector('#promotion:not([hidden])');
  assert.equal(await page.locator('#promotion-choices button').count(), 4);
  await shot(page, 'promotion-chooser');
  await page.click('#promotion-choices button[data-role="N"]');
  await idle(page);
  assert.equal(placement(await fen(page)), '1N2k3/8/8/8/8/8/8/4K3');
  assert.ok(await page.isHidden('#promotion'));
});

browserTest('stepping back and forward, undo, flip, resign and a new game', async (page) => {
  await gotoApp(page, app.url);
  await clickMove(page, 'e2', 'e4');
  await clickMove(page, 'e7', 'e5');
  await page.click('#nav-prev');
  let s = await snap(page);
  assert.equal(s.viewPly, 1);
  assert.match(await page.textContent('#status'), /Viewing move 1 of 2/);
  assert.equal(await page.evaluate(() => window.__drc.state.viewBoard[52]), 'p'); // e7 pawn is back home
  await page.click('#nav-first');
  assert.equal((await snap(page)).viewPly, 0);
  await page.click('#nav-next');
  await page.click('#nav-last');
  assert.equal((await snap(page)).viewPly, null);
  await page.click('#btn-undo');
  s = await snap(page);
  assert.equal(s.history.length, 1);
  assert.equal(s.turn, 'black');
  await page.click('#btn-flip');
  await clickMove(page, 'c7', 'c5');
  assert.equal(placement(await fen(page)), 'rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR');
  await shot(page, 'flipped');
  await page.click('#btn-resign');
  await page.click('#confirm-yes');
  await page.waitForSelector('body[data-result="resignation"]');
  s = await snap(page);
  assert.deepEqual(s.result, { winner: 'black', reason: 'resignation' });
  assert.match(await page.textContent('#status'), /Black wins: resignation/);
  await page.click('#btn-new');
  await page.click('#new-start');
  await page.waitForSelector('body[data-result=""]');
  await idle(page);
  assert.equal(placement(await fen(page)), START);
  assert.equal((await snap(page)).result, null);
  await page.click('#btn-draw');
  await page.click('#confirm-yes');
  await page.waitForSelector('body[data-result="agreement"]');
  assert.deepEqual((await snap(page)).result, { winner: null, reason: 'agreement' });
});

browserTest('copy and paste of FEN and record; a bad record shows where it fails', async (page) => {
  await gotoApp(page, app.url);
  await clickMove(page, 'e2', 'e4');
  await page.click('#btn-io');
  const record = await page.inputValue('#io-record');
  assert.match(record, /1\. e4/);
  assert.equal(await page.inputValue('#io-fen'), await fen(page));
  await page.fill('#io-record', '1. e4 e5\n2. Qh9 Nc6');
  await page.click('#io-record-load');
  assert.ok(await page.isVisible('#io-error'));
  assert.match(await page.textContent('#io-error-text'), /Qh9/);
  assert.match(await page.textContent('#io-error-where'), /line 2, column 4:\n2\. Qh9 Nc6\n {3}\^/);
  await shot(page, 'record-error');
  await page.fill('#io-fen', '8/8/8/8/8/8/8/8 w - - 0 1 -');
  await page.click('#io-fen-load');
  assert.match(await page.textContent('#io-error-text'), /FEN/);
  await page.fill('#io-record', '[Variant "Dice Rex Circe"]\n\n1. d4 d5 2. Nf3 *');
  await page.click('#io-record-load');
  await page.waitForSelector('#dlg-io:not([open])', { state: 'attached' });
  await idle(page);
  assert.equal(placement(await fen(page)), 'rnbqkbnr/ppp1pppp/8/3p4/3P4/5N2/PPP1PPPP/RNBQKB1R');
});

browserTest('a reload restores the game, dice included', async (page) => {
  await gotoApp(page, `${app.url}?seed=11`);
  await clickMove(page, 'e2', 'e4');
  await clickMove(page, 'e7', 'e5');
  await clickMove(page, 'e1', 'e2');
  await page.click('#btn-roll');
  await idle(page);
  const before = await snap(page);
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  await idle(page);
  const after = await snap(page);
  assert.equal(after.fen, before.fen);
  assert.deepEqual(after.turns, before.turns);
  assert.equal(await page.isVisible('#toast'), false);
});

for (const [what, value] of [
  ['not JSON', '{"v":1,"record":'],
  ['a record that does not parse', JSON.stringify({ v: 1, record: '1. Qh9', origin: {} })],
  ['another version', JSON.stringify({ v: 99, stuff: true })],
]) {
  browserTest(`a corrupted save (${what}) gives a short message and a fresh game`, async (page) => {
    await gotoApp(page, app.url);
    await clickMove(page, 'e2', 'e4');
    await page.evaluate((v) => localStorage.setItem('drc.game', v), value);
    await page.reload();
    await page.waitForSelector('body[data-ready="true"]');
    assert.ok(await page.isVisible('#toast'));
    assert.match(await page.textContent('#toast-text'), /new game has started/);
    assert.equal(placement(await fen(page)), START);
    if (what === 'not JSON') await shot(page, 'corrupt-save');
    await clickMove(page, 'e2', 'e4');
    assert.equal((await snap(page)).history.length, 1);
  });
}
