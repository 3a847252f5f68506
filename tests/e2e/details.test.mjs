// Browser tests of the small things a player meets: keyboard play to the
// end, loading over a game in progress, the end-of-game banner, the rebirth
// hint's meaning, the captured-units tray, the game's file, link and
// headers, sounds, the analysis board, and the layout faults of the first
// version (move list, placeholder, phone status, rules pages).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import {
  gotoApp, idle, clickMove, squareCenter, shot, appSuite, loadFen, until, expectText, expectEval,
  expectEqual, expectSnap, expectPlacement, elementIdle,
} from './helpers.mjs';

const { app, browserTest } = appSuite();
const SEED_EXAMPLE = '8/8/3k4/8/Q3K3/8/8/8 w - - 0 1 -';
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, deviceScaleFactor: 2 };

/** Sets the app's settings before it loads (a fresh context starts without any). */
function settings(page, values) {
  return page.addInitScript((s) => {
    if (!localStorage.getItem('drc.settings')) localStorage.setItem('drc.settings', JSON.stringify(s));
  }, values);
}

/** Plays the seed example to its Circe Mate with the physical dice 1-5-6. */
async function circeMate(page) {
  await loadFen(page, SEED_EXAMPLE);
  await clickMove(page, 'e4', 'e5');
  await page.selectOption('#pd-0', '1');
  await page.selectOption('#pd-1', '5');
  await page.selectOption('#pd-2', '6');
  await page.click('#physical button[type=submit]');
  await clickMove(page, 'a4', 'e8');
  await clickMove(page, 'e5', 'd6');
  await expectSnap(page, (s) => s.result !== null, 'Circe Mate');
  await idle(page);
}

browserTest('keyboard play to the end: focus stays in the move field after a typed king move, R rolls, ? hints, Home, End and Ctrl+arrows step', async (page) => {
  await settings(page, { pace: 'off' });
  await gotoApp(page, `${app.url}?seed=13`);
  for (const move of ['e4', 'e5', 'Ke2']) {
    await page.fill('#move-text', move);
    await page.press('#move-text', 'Enter');
  }
  await expectSnap(page, (s) => s.phase === 'roll', 'the roll phase');
  await expectEval(page, () => document.activeElement.id, undefined, 'move-text');
  await expectEval(page, () => document.querySelector('#move-text').placeholder, undefined, 'R rolls the dice');
  await page.keyboard.press('r');
  const rolled = await expectSnap(page, (s) => s.phase === 'bonus', 'the dice rolled by R');
  assert.deepEqual(rolled.dice, [1, 4, 6]);
  await expectEval(page, () => document.activeElement.id, undefined, 'move-text');
  await page.keyboard.press('?');
  await expectText(page, '#status', /^Hint: \S+$/, { timeout: 30000 });
  await page.keyboard.press('Home');
  await expectSnap(page, (s) => s.viewPly === 0, 'the start, by Home');
  await page.keyboard.press('Control+ArrowRight');
  await expectSnap(page, (s) => s.viewPly === 1, 'one move on, by Ctrl+Right');
  await expectText(page, '#status', 'Viewing the position after 1. e4');
  await page.keyboard.press('End');
  await expectSnap(page, (s) => s.viewPly === null, 'back to the game, by End');
  // The same keys on the focused board; a typed letter there still starts a move.
  await page.focus('#board');
  await page.keyboard.press('Control+ArrowLeft');
  await expectSnap(page, (s) => s.viewPly === 2, 'one move back, by Ctrl+Left on the board');
  await page.keyboard.press('End');
  await page.keyboard.type('d4');
  await expectEqual(() => page.inputValue('#move-text'), 'd4');
  await page.keyboard.press('Enter');
  await expectSnap(page, (s) => s.history.length === 4, 'd4 played from the keyboard');
});

browserTest('the Roll button pressed from the keyboard hands the focus to the board when it goes away', async (page) => {
  await gotoApp(page, `${app.url}?seed=13`);
  await clickMove(page, 'e2', 'e4');
  await clickMove(page, 'e7', 'e5');
  await clickMove(page, 'e1', 'e2');
  await page.focus('#btn-roll');
  await page.keyboard.press('Enter');
  await expectSnap(page, (s) => s.phase === 'bonus', 'the roll');
  await expectEval(page, () => document.activeElement.id, undefined, 'board');
  await expectEval(page, () => document.querySelector('#btn-roll').title, undefined, 'Roll the dice (R)');
});

browserTest('loading a FEN over a game in progress asks first; Cancel keeps the game', async (page) => {
  await gotoApp(page, app.url);
  await clickMove(page, 'e2', 'e4');
  await page.click('#btn-io');
  await page.fill('#io-fen', SEED_EXAMPLE);
  await page.click('#io-fen-load');
  await expectText(page, '#confirm-title', 'Replace the game in progress?');
  await shot(page, 'load-asks');
  await page.click('#confirm-no');
  await expectPlacement(page, 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR');
  await page.click('#io-fen-load');
  await page.click('#confirm-yes');
  await expectPlacement(page, '8/8/3k4/8/Q3K3/8/8/8');
  // A new game (no move yet) is replaced without a question.
  await page.click('#btn-io');
  await page.fill('#io-fen', '4k3/8/8/8/8/8/8/4K3 w - - 0 1 -');
  await page.click('#io-fen-load');
  await expectPlacement(page, '4k3/8/8/8/8/8/8/4K3');
});

browserTest('the end-of-game banner sits beside the board, closes, and offers Rematch, New game and Analyse', async (page) => {
  await settings(page, { physical: true, pace: 'off' });
  await gotoApp(page, app.url);
  await circeMate(page);
  await page.locator('#banner').waitFor({ state: 'visible' });
  await expectText(page, '#banner-title', 'Circe Mate! White wins');
  await expectText(page, '#banner-detail', 'The king captured on d6 cannot be reborn: its rebirth square is occupied.');
  const board = await page.locator('#board').boundingBox();
  const banner = await page.locator('#banner').boundingBox();
  const overlap = banner.x < board.x + board.width && board.x < banner.x + banner.width
    && banner.y < board.y + board.height && board.y < banner.y + banner.height;
  assert.ok(!overlap, 'the banner covers no square of the board');
  await shot(page, 'banner');
  await page.click('#banner-close');
  await page.locator('#banner').waitFor({ state: 'hidden' });
  // Undo brings the game back, and its end brings the banner back.
  await page.click('#btn-undo');
  await expectSnap(page, (s) => s.result === null && s.phase === 'bonus', 'the mate taken back');
  await clickMove(page, 'e5', 'd6');
  await page.locator('#banner').waitFor({ state: 'visible' });
  await page.click('#banner-analyse');
  await expectEval(page, () => window.__drc.state.analysis, undefined, true);
  await page.locator('#analysis-bar').waitFor({ state: 'visible' });
  await page.click('#btn-leave-analysis');
  await page.locator('#banner').waitFor({ state: 'visible' });
  await page.click('#banner-new');
  await page.locator('#dlg-new[open]').waitFor();
  await page.click('#dlg-new button[value="cancel"]');
  await page.click('#banner-rematch');
  await expectSnap(page, (s) => s.result === null && s.history.length === 0, 'a new game');
  await page.locator('#banner').waitFor({ state: 'hidden' });
});

browserTest('a Rematch against the computer changes sides: the computer, now White, opens', async (page) => {
  await settings(page, { opponent: 'computer', level: 'easy', computerSide: 'black', pace: 'off' });
  await gotoApp(page, app.url);
  await clickMove(page, 'e2', 'e4');
  await expectSnap(page, (s) => s.history.length === 2, 'the computer\'s answer', { timeout: 30000 });
  await page.click('#btn-resign');
  await expectText(page, '#confirm-title', 'Resign this game? The computer wins.');
  await page.click('#confirm-yes');
  await expectText(page, '#banner-title', 'The computer wins');
  await expectText(page, '#status', 'The computer wins: resignation');
  await page.click('#banner-rematch');
  const s = await expectSnap(page, (x) => x.history.length >= 1 && x.turn === 'black', 'the computer\'s first move', { timeout: 30000 });
  assert.equal(s.history[0].color, 'white');
  await expectEval(page, () => window.__drc.state.settings.flipped, undefined, true);
  await expectText(page, '#player-bottom .name', 'You');
  await expectText(page, '#player-top .name', 'Computer (easy)');
});

browserTest('the rebirth hint says what it means: reborn there, or vanishes', async (page) => {
  await gotoApp(page, app.url);
  await clickMove(page, 'e2', 'e4');
  await clickMove(page, 'd7', 'd5');
  const hover = async (sq) => {
    const p = await squareCenter(page, sq);
    await page.mouse.move(p.x, p.y);
  };
  await hover('d5');
  await expectText(page, '#status', 'If captured, the piece on d5 is reborn on d7');
  // The black king on e8 stands on its own rebirth square: captured, it would vanish.
  await hover('e8');
  await expectText(page, '#status', 'If captured, the piece on e8 vanishes: its rebirth square is taken');
  await expectEval(page, () => window.__drc.board().hint, undefined, { from: 'e8', to: null, letter: 'k' });
  await shot(page, 'rebirth-hint-vanishes');
  await hover('e4');
  await expectText(page, '#status', 'White to move');
});

browserTest('the captured-units tray: reborn units apart from vanished ones', async (page) => {
  await gotoApp(page, app.url);
  await clickMove(page, 'e2', 'e4');
  await clickMove(page, 'd7', 'd5');
  await clickMove(page, 'e4', 'd5'); // the pawn is reborn on d7
  await clickMove(page, 'c7', 'c6');
  await clickMove(page, 'a2', 'a3');
  await clickMove(page, 'c6', 'd5'); // d2 is occupied: the white pawn vanishes
  const tray = (where) => page.$$eval(`#player-${where} .tray > *`, (els) => els.map((e) => (e.tagName === 'IMG' ? e.className : e.textContent)));
  await expectEqual(() => tray('bottom'), ['↺', 'reborn']);
  await expectEqual(() => tray('top'), ['gone']);
  await expectEval(page, () => document.querySelector('#player-top .tray').title, undefined, 'Captured, vanished for good: pawn');
  await expectEval(page, () => document.querySelector('#player-bottom .tray').title, undefined, 'Captured and reborn: pawn');
  await shot(page, 'captured-tray');
});

browserTest('"Download game": a .pgn file whose headers name the players, the date, the rule set and the result', async (page) => {
  await settings(page, { opponent: 'computer', level: 'hard', computerSide: 'black', pace: 'off' });
  await gotoApp(page, app.url);
  await clickMove(page, 'd2', 'd4');
  await expectSnap(page, (s) => s.history.length === 2 && s.turn === 'white', 'the computer\'s answer', { timeout: 30000 });
  await page.click('#btn-resign');
  await page.click('#confirm-yes');
  const [file] = await Promise.all([page.waitForEvent('download'), page.click('#btn-download')]);
  assert.match(file.suggestedFilename(), /^dice-rex-circe-\d{4}-\d\d-\d\d\.pgn$/);
  const pgn = readFileSync(await file.path(), 'utf8');
  assert.match(pgn, /^\[White "You"\]$/m);
  assert.match(pgn, /^\[Black "Computer \(hard\)"\]$/m);
  assert.match(pgn, /^\[Date "\d{4}\.\d\d\.\d\d"\]$/m);
  assert.match(pgn, /^\[Variant "Dice Rex Circe"\]$/m);
  assert.match(pgn, /^\[Result "0-1"\]$/m);
  assert.match(pgn, /^\[Termination "resignation"\]$/m);
  assert.match(pgn, /^1\. d4 \S+ 0-1$/m);
  await page.click('#btn-io');
  await until(() => page.inputValue('#io-record'), (r) => r === pgn, { what: 'the same record in the FEN / record window' });
});

browserTest('"Share link": the game in the fragment; the link opens it, asking first over a game in progress', async (page, context) => {
  await gotoApp(page, `${app.url}?seed=13`);
  for (const [from, to] of [['e2', 'e4'], ['e7', 'e5'], ['e1', 'e2']]) await clickMove(page, from, to);
  await page.click('#btn-roll');
  await expectSnap(page, (s) => s.phase === 'bonus', 'the roll');
  await idle(page);
  await clickMove(page, 'd2', 'd4');
  await expectSnap(page, (s) => s.history.length === 4, 'd4 played');
  const position = await page.evaluate(() => window.__drc.fen());
  await page.click('#btn-share');
  const link = await until(() => page.inputValue('#share-link'), (v) => v.includes('#'), { what: 'the link' });
  assert.ok(link.startsWith(`${app.url}#`), link);
  assert.equal(new URL(link).search, '');
  await shot(page, 'share-dialog');
  // In a fresh browser, the link opens the game at once.
  const other = await context.browser().newContext();
  const page2 = await other.newPage();
  await page2.goto(link);
  await page2.waitForSelector('body[data-ready="true"]');
  await expectEval(page2, () => window.__drc.fen(), undefined, position);
  await expectEval(page2, () => location.hash, undefined, '');
  await other.close();
  // Over a game in progress, it asks; keeping one's game keeps it.
  await page.click('#dlg-share button[value="close"]');
  await page.goto(`${app.url}`);
  await page.waitForSelector('body[data-ready="true"]');
  await page.click('#btn-new');
  await page.click('#new-start');
  // The shared game is still in progress here: New game asks before replacing it.
  await expectText(page, '#confirm-title', /It replaces the game in progress\.$/);
  await page.click('#confirm-yes');
  await idle(page);
  await clickMove(page, 'g1', 'f3');
  await page.goto(link);
  await page.waitForSelector('body[data-ready="true"]');
  await expectText(page, '#confirm-title', 'Open the shared game? It replaces the game in progress.');
  await page.click('#confirm-no');
  await expectPlacement(page, 'rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R');
});

browserTest('sounds are off by default, and play for moves and rolls once turned on', async (page) => {
  await page.addInitScript(() => {
    window.__tones = 0;
    const create = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function createOscillator() {
      window.__tones += 1;
      return create.call(this);
    };
  });
  await gotoApp(page, `${app.url}?seed=13`);
  await clickMove(page, 'e2', 'e4');
  await expectEval(page, () => window.__tones, undefined, 0);
  await page.click('.settings summary');
  await page.check('#set-sound');
  await expectEval(page, () => window.__drc.state.settings.sound, undefined, true);
  await clickMove(page, 'e7', 'e5');
  await until(() => page.evaluate(() => window.__tones), (n) => n > 0, { what: 'a sound for the move' });
  const afterMove = await page.evaluate(() => window.__tones);
  await clickMove(page, 'e1', 'e2');
  await page.keyboard.press('r');
  await until(() => page.evaluate(() => window.__tones), (n) => n > afterMove + 1, { what: 'sounds for the king move and the roll' });
});

browserTest('the analysis board: takes back past a roll, takes any dice, and leaves the game as it was', async (page) => {
  await settings(page, { pace: 'off' });
  await gotoApp(page, `${app.url}?seed=13`);
  for (const [from, to] of [['e2', 'e4'], ['e7', 'e5'], ['e1', 'e2']]) await clickMove(page, from, to);
  await page.keyboard.press('r');
  const game = await expectSnap(page, (s) => s.phase === 'bonus', 'the roll');
  await until(() => page.isDisabled('#btn-undo'), (d) => d, { what: 'Undo stopped by the roll' });
  await page.click('#btn-analyse');
  await page.locator('#analysis-bar').waitFor({ state: 'visible' });
  await expectText(page, '#player-bottom .name', 'White');
  // Free undo: the king move goes back with its roll.
  await page.click('#btn-undo');
  const back = await expectSnap(page, (s) => s.history.length === 2 && s.phase === 'move', 'the king move taken back');
  assert.equal(back.turns.length, 2);
  // Any dice: the Roll button and the dice entry are both there.
  await clickMove(page, 'e1', 'e2');
  await page.locator('#btn-roll').waitFor({ state: 'visible' });
  await page.locator('#physical').waitFor({ state: 'visible' });
  await page.selectOption('#pd-0', '5');
  await page.selectOption('#pd-1', '5');
  await page.selectOption('#pd-2', '5');
  await page.click('#physical button[type=submit]');
  await expectSnap(page, (s) => s.dice.join() === '5,5,5', 'the dice entered');
  await shot(page, 'analysis');
  // Nothing of this reaches the game, or its save.
  await page.click('#btn-leave-analysis');
  await page.locator('#analysis-bar').waitFor({ state: 'hidden' });
  const again = await expectSnap(page, (s) => s.fen === game.fen, 'the game as it was');
  assert.deepEqual(again.turns, game.turns);
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  await expectSnap(page, (s) => s.fen === game.fen, 'the saved game');
});

browserTest('the move list keeps a turn of several moves on a line of its own, inside its column', async (page) => {
  await gotoApp(page, `${app.url}?seed=13`);
  for (const [from, to] of [['e2', 'e4'], ['e7', 'e5'], ['e1', 'e2']]) await clickMove(page, from, to);
  await page.keyboard.press('r');
  await expectSnap(page, (s) => s.phase === 'bonus', 'the roll');
  await idle(page);
  for (const [from, to] of [['d2', 'd4'], ['e2', 'e3']]) await clickMove(page, from, to);
  await expectSnap(page, (s) => s.turn === 'black', 'the end of White\'s turn');
  await clickMove(page, 'b8', 'c6');
  const boxes = await page.evaluate(() => {
    const rows = [...document.querySelectorAll('#moves .row')];
    const box = (el) => { const r = el.getBoundingClientRect(); return { left: r.left, right: r.right, top: r.top, bottom: r.bottom }; };
    return rows.map((row) => ({
      row: box(row),
      cells: [...row.querySelectorAll('.turn')].map((c) => ({
        color: c.dataset.color, ...box(c), first: box(c.querySelector('.mv')).left, marker: getComputedStyle(c, '::before').content,
      })),
    }));
  });
  const second = boxes[1];
  const [white, black] = second.cells;
  assert.equal(white.color, 'white');
  assert.equal(black.color, 'black');
  assert.ok(white.right <= second.row.right + 0.5, 'White\'s turn stays inside the row');
  assert.ok(black.top >= white.bottom - 0.5, 'Black\'s turn is on the line below');
  assert.ok(Math.abs(black.left - white.left) < 1, 'both turns start in the same column');
  // Black's reply is marked as Black's ("…"), so that it does not read as more of White's bonus moves.
  assert.equal(black.marker, '"…"');
  assert.ok(black.first > white.first + 4, 'Black\'s first move starts after its marker');
  await shot(page, 'moves-long-turn');
});

browserTest('French: Undo and Cancel are two words', async (page) => {
  await settings(page, { lang: 'fr' });
  await gotoApp(page, app.url);
  await expectText(page, '#btn-undo span', 'Reprendre');
  await expectText(page, '#dlg-new button[value="cancel"]', 'Annuler');
});

browserTest('on a phone the status keeps one line in the bonus phase, the board does not move, and the Catalan placeholder fits', async (page) => {
  await settings(page, { lang: 'ca', pace: 'off' });
  await gotoApp(page, `${app.url}?seed=13`);
  const layout = () => page.evaluate(() => {
    const status = document.querySelector('#status');
    return {
      lines: Math.round(status.getBoundingClientRect().height / parseFloat(getComputedStyle(status).lineHeight)),
      board: document.querySelector('#board').getBoundingClientRect().top + window.scrollY,
      clipped: status.scrollWidth > status.clientWidth,
    };
  });
  const before = await layout();
  for (const [from, to] of [['e2', 'e4'], ['e7', 'e5'], ['e1', 'e2']]) await clickMove(page, from, to);
  await page.click('#btn-roll');
  await expectText(page, '#status', 'Blanques: un moviment extra per dau');
  const bonus = await layout();
  assert.deepEqual(bonus, { lines: 1, board: before.board, clipped: false });
  // The placeholder's text is narrower than the field.
  await page.evaluate(() => window.__drc.state.snap.phase).then((p) => assert.equal(p, 'bonus'));
  const fits = await page.evaluate(() => {
    const input = document.querySelector('#move-text');
    const style = getComputedStyle(input);
    const ctx = document.createElement('canvas').getContext('2d');
    ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return { text: input.placeholder, fits: ctx.measureText(input.placeholder).width <= room };
  });
  // Catalan's own piece letters: the knight is C (cavall).
  assert.deepEqual(fits, { text: 'p. ex. e4, Cf3, g1f3', fits: true });
  await shot(page, 'phone-catalan-bonus');
}, PHONE);

browserTest('the rules page on a phone: nothing overflows, a caption is not cut, a die with no move is drawn so', async (page) => {
  await page.goto(`${app.url}rules.html`);
  await page.waitForSelector('#example-play');
  await expectEval(page, () => document.scrollingElement.scrollWidth, undefined, 390);
  // The rebirth board: its first move's caption, with the rebirth, in full.
  const rebirth = 'figure.board dice-rex-circe[record^="1. Qxc6(Bc8)"]';
  await elementIdle(page, rebirth);
  await page.locator(`${rebirth} [data-nav="next"]`).click();
  await expectText(page, `${rebirth} .caption`, 'Move 1 of 3: Qxc6(Bc8)');
  await expectEval(page, (sel) => {
    const c = document.querySelector(sel).shadowRoot.querySelector('.caption');
    return c.scrollWidth <= c.clientWidth + 1 && c.scrollHeight <= c.clientHeight + 1;
  }, `${rebirth}`, true);
  // The playable example: after Ke5 the roll is 1-5-6, and no pawn can use the 1.
  const play = '#example-play';
  await page.locator(play).scrollIntoViewIfNeeded();
  await elementIdle(page, play);
  const box = await page.locator(`${play} canvas`).boundingBox();
  for (const sq of ['e4', 'e5']) {
    const x = box.x + ('abcdefgh'.indexOf(sq[0]) + 0.5) * (box.width / 8);
    const y = box.y + (8 - Number(sq[1]) + 0.5) * (box.height / 8);
    await page.mouse.click(x, y);
  }
  await elementIdle(page, play);
  await expectEqual(() => page.$$eval(`${play} .die`, (els) => els.map((e) => `${e.dataset.value}:${e.dataset.state}`)),
    ['1:stuck', '5:unused', '6:unused']);
  await shot(page, 'phone-rules-stuck-die');
}, PHONE);

browserTest('a board with a single move says "1 move"', async (page) => {
  await page.goto(`${app.url}embed.html#record=${encodeURIComponent('1. e4 *')}&ply=0`);
  await elementIdle(page, 'dice-rex-circe');
  await expectText(page, 'dice-rex-circe .caption', 'Start (1 move)');
});

browserTest('the record shows a roll only once the dice have stopped tumbling', async (page) => {
  await settings(page, { pace: 'normal' });
  await gotoApp(page, `${app.url}?seed=13`);
  for (const [from, to] of [['e2', 'e4'], ['e7', 'e5'], ['e1', 'e2']]) await clickMove(page, from, to);
  await expectSnap(page, (s) => s.phase === 'roll', 'the roll after Ke2');
  // Every frame of the tumble is looked at: the record must not show the roll (or a forfeit) during it.
  await page.evaluate(() => {
    const seen = { rolling: 0, early: [] };
    window.__tumble = seen;
    const look = () => {
      if (document.querySelector('#dice-panel').dataset.rolling === 'true') {
        seen.rolling += 1;
        const chips = [...document.querySelectorAll('#moves .chip')].map((c) => c.textContent);
        if (chips.length) seen.early.push(chips.join(' '));
      }
      if (!seen.done) requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  await page.click('#btn-roll');
  await expectSnap(page, (s) => s.phase !== 'roll', 'the roll made');
  await expectText(page, '#moves .chip.roll', /^roll \d-\d-\d$/);
  const seen = await page.evaluate(() => { window.__tumble.done = true; return window.__tumble; });
  assert.ok(seen.rolling > 0, 'the dice tumbled');
  assert.deepEqual(seen.early, [], 'the record showed the roll while the dice tumbled');
});

browserTest('the move box starts empty in a new game', async (page) => {
  await gotoApp(page, app.url);
  await page.fill('#move-text', 'Qh9');
  await page.press('#move-text', 'Enter');
  await expectEval(page, () => !document.querySelector('#move-error').hidden, undefined, true);
  await page.fill('#move-text', 'Nf');
  await page.click('#btn-new');
  await page.click('#new-start');
  await expectEval(page, () => document.querySelector('#move-text').value, undefined, '');
  await expectEval(page, () => document.querySelector('#move-error').hidden, undefined, true);
  // The same after a FEN is loaded.
  await page.fill('#move-text', 'e4');
  await loadFen(page, SEED_EXAMPLE);
  await expectEval(page, () => document.querySelector('#move-text').value, undefined, '');
});

for (const lang of ['en', 'fr']) {
  browserTest(`on a phone the New game dialog shows its Start button whole, without scrolling (${lang})`, async (page) => {
    await settings(page, { lang });
    await gotoApp(page, app.url);
    await page.click('#btn-new');
    await page.waitForSelector('#dlg-new[open]');
    await expectEval(page, () => {
      const dialog = document.querySelector('#dlg-new');
      const start = document.querySelector('#new-start');
      const d = dialog.getBoundingClientRect();
      const b = start.getBoundingClientRect();
      const hit = document.elementFromPoint(b.left + b.width / 2, b.bottom - 2);
      return dialog.scrollTop === 0 && b.top >= d.top && b.bottom <= d.bottom - 1 && b.bottom <= innerHeight
        && (hit === start || start.contains(hit));
    }, undefined, true);
    await shot(page, `phone-new-game-${lang}`);
  }, PHONE);
}

const LINK_ASK = {
  en: { ask: 'Start the game the link sets up? It replaces the game in progress.', keep: 'Keep my game', start: 'Start' },
  fr: { ask: 'Commencer la partie que donne le lien ? Elle remplace la partie en cours.', keep: 'Garder ma partie', start: 'Commencer' },
};

for (const [size, options] of Object.entries({ desktop: {}, phone: PHONE })) {
  for (const [lang, words] of Object.entries(LINK_ASK)) {
    browserTest(`a ?fen= or ?seed= link over a game in progress asks first, as ?rules= does (${size}, ${lang})`, async (page) => {
      await settings(page, { lang });
      const history = () => page.evaluate(() => window.__drc.state.snap.history.map((m) => m.uci));
      await gotoApp(page, app.url);
      await clickMove(page, 'g1', 'f3');
      await expectSnap(page, (s) => s.history.length === 1, 'Nf3 played');
      // A position's link: asked; declined, the game goes on and the address follows it.
      await page.goto(`${app.url}?fen=${encodeURIComponent(SEED_EXAMPLE)}`);
      await page.waitForSelector('#dlg-confirm[open]');
      await expectText(page, '#confirm-title', words.ask);
      await expectText(page, '#confirm-no', words.keep);
      await expectText(page, '#confirm-yes', words.start);
      assert.deepEqual(await history(), ['g1f3']);
      await shot(page, `link-fen-ask-${size}-${lang}`);
      await page.click('#confirm-no');
      await until(() => new URL(page.url()).searchParams.get('fen'), (f) => f === null, { what: 'the address to follow the kept game' });
      assert.deepEqual(await history(), ['g1f3']);
      // A seed's link: asked too; accepted, its game starts.
      await page.goto(`${app.url}?seed=13`);
      await page.waitForSelector('#dlg-confirm[open]');
      await expectText(page, '#confirm-title', words.ask);
      assert.deepEqual(await history(), ['g1f3']);
      await page.click('#confirm-yes');
      await expectSnap(page, (s) => s.history.length === 0, 'the seed\'s new game');
      assert.equal(new URL(page.url()).searchParams.get('seed'), '13');
      // The position's link accepted: that position, no question once the game is new.
      await page.goto(`${app.url}?fen=${encodeURIComponent(SEED_EXAMPLE)}`);
      await page.waitForSelector('body[data-ready="true"]');
      await expectPlacement(page, '8/8/3k4/8/Q3K3/8/8/8');
      assert.equal(await page.isVisible('#dlg-confirm'), false);
    }, options);
  }
}
