// Browser tests of the app (www/), driven through playwright-core in
// Debian's Chromium: moves by mouse, drag and keyboard, dice, Circe rebirth
// and Circe Mate, saving and restoring, pasting FEN and records.
import assert from 'node:assert/strict';
import {
  gotoApp, idle, fen, snap, clickSquare, clickMove,
  dragMove, squareCenter, shot, loadFen,
  appSuite, until, expectEqual, expectText, expectAttribute, expectEval, expectPlacement, expectSnap,
} from './helpers.mjs';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR';
const { app, browserTest } = appSuite();

browserTest('moves by mouse clicks, with legal destinations shown', async (page) => {
  await gotoApp(page, app.url);
  await expectPlacement(page, START);
  await expectText(page, '#status', /White to move/);
  await clickSquare(page, 'e2');
  await expectEval(page, () => window.__drc.state.selected, undefined, 'e2');
  await shot(page, 'click-picked-e2');
  await clickSquare(page, 'e4');
  await idle(page);
  await clickMove(page, 'e7', 'e5');
  await clickMove(page, 'g1', 'f3');
  // A click on a square that is no destination keeps the piece picked and says why, in one line.
  await clickMove(page, 'b8', 'b5');
  await expectText(page, '#status', 'Knight b8–b5: a knight jumps in an L');
  await expectEval(page, () => window.__drc.state.selected, undefined, 'b8');
  await clickSquare(page, 'c8');
  await expectText(page, '#status', 'Knight b8–c8: your own bishop stands on c8');
  await shot(page, 'click-refused');
  await clickSquare(page, 'b8');
  await expectEval(page, () => window.__drc.state.selected, undefined, null);
  await expectText(page, '#status', 'Black to move');
  await expectPlacement(page, 'rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R');
  await clickMove(page, 'b8', 'c6');
  await expectPlacement(page, 'r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R');
  await expectEqual(() => page.$$eval('#moves .mv', (els) => els.map((e) => e.textContent)), ['e4', 'e5', 'Nf3', 'Nc6']);
  await shot(page, 'click-after-four-moves');
});

browserTest('moves by drag and drop, and a drop off the destinations changes nothing', async (page) => {
  await gotoApp(page, app.url);
  await dragMove(page, 'g1', 'f3');
  await expectPlacement(page, 'rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R');
  await dragMove(page, 'g8', 'g5');
  await expectEval(page, () => window.__drc.state.drag, undefined, null);
  await expectPlacement(page, 'rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R');
  await dragMove(page, 'g8', 'f6');
  await expectPlacement(page, 'rnbqkb1r/pppppppp/5n2/8/8/5N2/PPPPPPPP/RNBQKB1R');
});

browserTest('moves by touch: tap-tap on a phone-sized screen', async (page) => {
  await gotoApp(page, app.url);
  const a = await squareCenter(page, 'd2');
  const b = await squareCenter(page, 'd4');
  await page.touchscreen.tap(a.x, a.y);
  await page.touchscreen.tap(b.x, b.y);
  await idle(page);
  await expectPlacement(page, 'rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR');
  // A long press on an enemy piece shows where it would be reborn, until the finger lifts.
  const cdp = await page.context().newCDPSession(page);
  const c = await squareCenter(page, 'd4');
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: c.x, y: c.y }] });
  await page.waitForFunction(() => window.__drc.state.hint === 'd4');
  await expectEval(page, () => window.__drc.fen().split(' ')[1], undefined, 'b');
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
  await expectPlacement(page, 'rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR');
  // Typing on the focused board goes to the move field.
  await page.focus('#board');
  await page.keyboard.type('Nf6');
  await expectEqual(() => page.inputValue('#move-text'), 'Nf6');
  await page.keyboard.press('Enter');
  await idle(page);
  await expectPlacement(page, 'rnbqkb1r/pppppppp/5n2/8/3P4/8/PPP1PPPP/RNBQKBNR');
  // A refused move says why, chosen by the error's code, with the engine's own words.
  await page.fill('#move-text', 'Qh9');
  await page.press('#move-text', 'Enter');
  await page.waitForSelector('#move-error:not([hidden])');
  // A refused typed move says why in one sentence, in the player's words.
  await expectText(page, '#move-error', '“Qh9”: That is not a move: write one as e4, Nf3 or g1f3.');
  await page.fill('#move-text', 'e4e6');
  await page.press('#move-text', 'Enter');
  await expectText(page, '#move-error', '“e4e6”: there is no piece on e4.');
  await page.fill('#move-text', 'e6');
  await page.press('#move-text', 'Enter');
  await expectText(page, '#move-error', '“e6”: no pawn can reach e6.');
  await page.fill('#move-text', 'Qd5');
  await page.press('#move-text', 'Enter');
  await expectText(page, '#move-error', '“Qd5”: the way is blocked on d4.');
  await shot(page, 'typed-move-refused');
  await expectPlacement(page, 'rnbqkb1r/pppppppp/5n2/8/3P4/8/PPP1PPPP/RNBQKBNR');
});

browserTest('refusals on a phone: a typed move without its promotion piece, and a record that cannot be read', async (page) => {
  await gotoApp(page, app.url);
  await loadFen(page, '4k3/1P6/8/8/8/8/8/4K3 w - - 0 1 -');
  await page.fill('#move-text', 'b8');
  await page.press('#move-text', 'Enter');
  await expectText(page, '#move-error', '“b8”: say what the pawn becomes: b8=Q, =R, =B or =N.');
  await shot(page, 'phone-move-refused');
  await page.fill('#move-text', 'b8=N');
  await page.press('#move-text', 'Enter');
  await expectPlacement(page, '1N2k3/8/8/8/8/8/8/4K3');
  await page.locator('#move-error').waitFor({ state: 'hidden' });
  await page.click('#btn-io');
  await page.fill('#io-record', '1. e4 e5\n2. Ke2 {roll 1-2-9}');
  await page.click('#io-record-load');
  await expectText(page, '#io-error-text', /^Could not load\. The game record cannot be read\. Engine: record line 2, column/);
  await expectText(page, '#io-error-where', /^at line 2, column \d+:\n2\. Ke2 \{roll 1-2-9\}\n *\^$/);
  await shot(page, 'phone-record-error');
}, { viewport: { width: 390, height: 844 }, hasTouch: true, deviceScaleFactor: 2 });

/** Plays e4 e5 Ke2 in a game seeded with `seed`, rolls with the button, returns the dice. */
async function kingMoveAndRoll(page, seed) {
  await gotoApp(page, `${app.url}?seed=${seed}`);
  await clickMove(page, 'e2', 'e4');
  await clickMove(page, 'e7', 'e5');
  await clickMove(page, 'e1', 'e2');
  await expectSnap(page, (s) => s.phase === 'roll', 'the roll phase');
  await page.locator('#btn-roll').waitFor({ state: 'visible' });
  await page.click('#btn-roll');
  await idle(page);
  const s = await expectSnap(page, (x) => x.phase !== 'roll' && x.turns.at(-1).roll !== null, 'the roll');
  return s.turns.at(-1).roll;
}

browserTest('a seeded game: the king move is rolled, the dice are reproducible and the bonus moves are played', async (page, context) => {
  const dice = await kingMoveAndRoll(page, 11);
  assert.equal(dice.length, 3);
  await expectEqual(() => page.$$eval('#dice .die', (els) => els.map((e) => Number(e.dataset.value))), dice);
  await shot(page, 'seeded-rolled');

  // The same seed gives the same roll in a fresh browser context.
  const other = await context.browser().newContext({ viewport: { width: 1200, height: 820 } });
  const page2 = await other.newPage();
  assert.deepEqual(await kingMoveAndRoll(page2, 11), dice);
  await other.close();

  // Play every bonus move the dice allow, each through the board, choosing
  // among the moves the engine lists (all of them consume a die).
  let played = 0;
  let s = await snap(page);
  while (s.phase === 'bonus' && s.turn === 'white') {
    assert.ok(s.legalMoves.length > 0);
    assert.ok(s.legalMoves.every((m) => m.die !== null && s.dice.includes(m.die)));
    const move = s.legalMoves.find((m) => !m.promotion) || s.legalMoves[0];
    const plies = s.history.length;
    await clickMove(page, move.from, move.to);
    played += 1;
    s = await expectSnap(page, (x) => x.history.length === plies + 1, `bonus move ${played} played`);
    await until(() => page.$$eval('#dice .die', (els) => els.map((e) => e.dataset.state)),
      (states) => states.filter((x) => x === 'used').length >= Math.min(played, 3) || states.includes('forfeited'),
      { what: `${played} dice shown as used` });
    if (played === 1) await shot(page, 'seeded-one-bonus-played');
  }
  assert.ok(played >= 1, 'seed 11 must allow at least one bonus move');
  const after = s;
  assert.equal(after.turn, 'black');
  const whiteTurn = after.turns.findLast((t) => t.color === 'white');
  assert.equal(whiteTurn.moves.length, 1 + played);
  assert.equal(played + whiteTurn.forfeited.length, 3);
  await until(() => page.$$eval('#dice .die', (els) => els.map((e) => e.dataset.state)),
    (states) => states.every((x) => x === 'used' || x === 'forfeited'), { what: 'every die used or forfeited' });
  await expectText(page, '#moves', /roll \d-\d-\d/);
  await shot(page, 'seeded-bonus-done');
});

browserTest('auto-roll rolls by itself after a king move', async (page) => {
  await gotoApp(page, `${app.url}?seed=5`);
  await page.click('.settings summary');
  await page.check('#set-autoroll');
  await clickMove(page, 'e2', 'e4');
  await clickMove(page, 'e7', 'e5');
  await clickMove(page, 'e1', 'e2');
  await expectSnap(page, (s) => s.phase !== 'roll' && s.turns.findLast((t) => t.color === 'white').roll?.length === 3,
    'the dice rolled by themselves');
});

browserTest('the seed example: Ke5, physical dice 1-5-6, Qe8, Kxd6 is Circe Mate', async (page) => {
  await gotoApp(page, app.url);
  await loadFen(page, '8/8/3k4/8/Q3K3/8/8/8 w - - 0 1 -');
  await page.click('.settings summary');
  await page.check('#set-physical');
  await clickMove(page, 'e4', 'e5');
  await expectSnap(page, (s) => s.phase === 'roll', 'the roll phase');
  await page.waitForSelector('#physical:not([hidden])');
  await page.locator('#btn-roll').waitFor({ state: 'hidden' });
  await page.selectOption('#pd-0', '1');
  await page.selectOption('#pd-1', '5');
  await page.selectOption('#pd-2', '6');
  await page.click('#physical button[type=submit]');
  await idle(page);
  await expectSnap(page, (s) => s.phase === 'bonus' && s.dice.join() === '1,5,6', 'the dice 1-5-6 entered');
  await shot(page, 'mate-dice-entered');
  await clickMove(page, 'a4', 'e8');
  await expectSnap(page, (s) => s.dice.join() === '1,6', 'the 5 used');
  await clickMove(page, 'e5', 'd6');
  const s = await expectSnap(page, (x) => x.result !== null, 'the end of the game');
  assert.deepEqual(s.result, { winner: 'white', reason: 'circe-mate' });
  assert.equal(s.history.at(-1).san, 'Kxd6#');
  assert.equal(s.history.findLast((m) => m.circeMate).captureSquare, 'd6');
  await expectAttribute(page, 'body', 'data-result', 'circe-mate');
  await page.locator('#banner').waitFor({ state: 'visible' });
  await expectText(page, '#banner-title', /Circe Mate! White wins/);
  await expectText(page, '#status', /White wins: Circe Mate/);
  await expectEqual(() => page.$$eval('#dice .die', (els) => els.map((e) => e.dataset.state).sort()), ['used', 'used', 'void']);
  await until(() => page.isDisabled('#btn-resign'), (disabled) => disabled, { what: 'resign disabled' });
  await shot(page, 'circe-mate');
});

browserTest('Circe made visible: a captured pawn travels to its rebirth square, then one vanishes', async (page) => {
  await gotoApp(page, app.url);
  await clickMove(page, 'e2', 'e4');
  await clickMove(page, 'd7', 'd5');
  // Hovering the black pawn shows where it would be reborn.
  const p = await squareCenter(page, 'd5');
  await page.mouse.move(p.x, p.y);
  await expectSnap(page, (s) => s.hint === 'd5', 'the rebirth hint on d5');
  await shot(page, 'rebirth-hint-d5');
  await clickSquare(page, 'e4');
  await clickSquare(page, 'd5');
  let s = await expectSnap(page, (x) => x.history.length === 3, 'exd5 played');
  assert.deepEqual(s.lastAnimation.find((a) => a.kind === 'rebirth'), { kind: 'rebirth', from: 'd5', to: 'd7' });
  await idle(page);
  assert.equal(s.history.at(-1).san, 'exd5(Pd7)');
  await expectPlacement(page, 'rnbqkbnr/pppppppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR');
  await shot(page, 'rebirth-done');
  // The white pawn on d5 cannot be reborn on d2, which is occupied: it vanishes.
  await clickMove(page, 'c7', 'c6');
  await clickMove(page, 'a2', 'a3');
  await clickSquare(page, 'c6');
  await clickSquare(page, 'd5');
  s = await expectSnap(page, (x) => x.history.length === 6, 'cxd5 played');
  assert.deepEqual(s.lastAnimation.find((a) => a.kind === 'vanish'), { kind: 'vanish', from: 'd5', to: 'd5' });
  assert.equal(s.lastAnimation.find((a) => a.kind === 'rebirth'), undefined);
  await idle(page);
  assert.equal(s.history.at(-1).san, 'cxd5');
  assert.equal(s.history.at(-1).rebirth, null);
  await expectPlacement(page, 'rnbqkbnr/pp1ppppp/8/3p4/8/P7/1PPP1PPP/RNBQKBNR');
});

browserTest('promotion chooser: a pawn on b7 becomes a knight', async (page) => {
  await gotoApp(page, app.url);
  await loadFen(page, '4k3/1P6/8/8/8/8/8/4K3 w - - 0 1 -');
  await clickSquare(page, 'b7');
  await clickSquare(page, 'b8');
  await page.waitForSelector('#promotion:not([hidden])');
  await expectEqual(() => page.locator('#promotion-choices button').count(), 4);
  await shot(page, 'promotion-chooser');
  await page.click('#promotion-choices button[data-role="N"]');
  await idle(page);
  await expectPlacement(page, '1N2k3/8/8/8/8/8/8/4K3');
  await page.locator('#promotion').waitFor({ state: 'hidden' });
});

browserTest('stepping back and forward, undo, flip, resign and a new game', async (page) => {
  await gotoApp(page, app.url);
  await clickMove(page, 'e2', 'e4');
  await clickMove(page, 'e7', 'e5');
  await page.click('#nav-prev');
  await expectSnap(page, (s) => s.viewPly === 1, 'move 1 shown');
  await expectText(page, '#status', 'Viewing the position after 1. e4');
  await expectEval(page, () => window.__drc.state.viewBoard[52], undefined, 'p'); // e7 pawn is back home
  await page.click('#nav-first');
  await expectSnap(page, (s) => s.viewPly === 0, 'the start shown');
  await expectText(page, '#status', 'Viewing the starting position');
  await page.click('#nav-next');
  await expectSnap(page, (s) => s.viewPly === 1, 'move 1 shown again');
  await page.click('#nav-last');
  await expectSnap(page, (s) => s.viewPly === null, 'back to the game');
  await expectText(page, '#status', /White to move/);
  await page.click('#btn-undo');
  const undone = await expectSnap(page, (s) => s.history.length === 1, 'one move undone');
  assert.equal(undone.turn, 'black');
  await expectText(page, '#status', /Black to move/);
  await page.click('#btn-flip');
  await expectEval(page, () => window.__drc.state.settings.flipped, undefined, true);
  await expectAttribute(page, '#btn-flip', 'aria-pressed', 'true');
  await clickMove(page, 'c7', 'c5');
  await expectPlacement(page, 'rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR');
  await shot(page, 'flipped');
  await page.click('#btn-resign');
  await page.click('#confirm-yes');
  await page.waitForSelector('body[data-result="resignation"]');
  const resigned = await expectSnap(page, (s) => s.result !== null, 'the resignation');
  assert.deepEqual(resigned.result, { winner: 'black', reason: 'resignation' });
  await expectText(page, '#status', /Black wins: resignation/);
  await page.click('#btn-new');
  await page.click('#new-start');
  await page.waitForSelector('body[data-result=""]');
  await idle(page);
  await expectPlacement(page, START);
  await expectSnap(page, (s) => s.result === null && s.history.length === 0, 'a new game');
  await page.click('#btn-draw');
  await page.click('#confirm-yes');
  await page.waitForSelector('body[data-result="agreement"]');
  const drawn = await expectSnap(page, (s) => s.result !== null, 'the agreed draw');
  assert.deepEqual(drawn.result, { winner: null, reason: 'agreement' });
});

browserTest('copy and paste of FEN and record; a bad record shows where it fails', async (page) => {
  await gotoApp(page, app.url);
  await clickMove(page, 'e2', 'e4');
  await expectPlacement(page, 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR');
  await page.click('#btn-io');
  await until(() => page.inputValue('#io-record'), (record) => /1\. e4/.test(record), { what: 'the record in the dialog' });
  await expectEqual(() => page.inputValue('#io-fen'), await fen(page));
  await page.fill('#io-record', '1. e4 e5\n2. Qh9 Nc6');
  await page.click('#io-record-load');
  await page.locator('#io-error').waitFor({ state: 'visible' });
  await expectText(page, '#io-error-text', /^Could not load\. The game record cannot be read\. Engine: record line 2, column 4, at 'Qh9'/);
  await expectText(page, '#io-error-where', /line 2, column 4:\n2\. Qh9 Nc6\n {3}\^/);
  await shot(page, 'record-error');
  await page.fill('#io-fen', '8/8/8/8/8/8/8/8 w - - 0 1 -');
  await page.click('#io-fen-load');
  await expectText(page, '#io-error-text', /^Could not load\. The position \(fen\) is not valid\. Engine: invalid FEN/);
  await page.locator('#io-error-where').waitFor({ state: 'hidden' });
  await page.fill('#io-record', '[Variant "Dice Rex Circe"]\n\n1. d4 d5 2. Nf3 *');
  await page.click('#io-record-load');
  // A game is in progress (1. e4): loading over it asks first.
  await page.locator('#dlg-confirm[open]').waitFor();
  await expectText(page, '#confirm-title', 'Replace the game in progress?');
  await page.click('#confirm-yes');
  await page.waitForSelector('#dlg-io:not([open])', { state: 'attached' });
  await idle(page);
  await expectPlacement(page, 'rnbqkbnr/ppp1pppp/8/3p4/3P4/5N2/PPP1PPPP/RNBQKB1R');
});

browserTest('a reload restores the game, dice included', async (page) => {
  await gotoApp(page, `${app.url}?seed=11`);
  await clickMove(page, 'e2', 'e4');
  await clickMove(page, 'e7', 'e5');
  await clickMove(page, 'e1', 'e2');
  await page.click('#btn-roll');
  await idle(page);
  const before = await expectSnap(page, (s) => s.phase !== 'roll', 'the roll');
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  await idle(page);
  const after = await expectSnap(page, (s) => s.fen === before.fen, 'the saved position');
  assert.deepEqual(after.turns, before.turns);
  await page.locator('#toast').waitFor({ state: 'hidden' });
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
    await page.locator('#toast').waitFor({ state: 'visible' });
    await expectText(page, '#toast-text', /new game has started/);
    await expectPlacement(page, START);
    if (what === 'not JSON') await shot(page, 'corrupt-save');
    await clickMove(page, 'e2', 'e4');
    await expectSnap(page, (s) => s.history.length === 1, 'e4 played');
  });
}
