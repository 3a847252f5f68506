// Browser tests of the edges a player reaches: stored settings this
// version cannot use (a level it does not offer, a damaged value), said
// and set back; address values it cannot use, said; a move typed while
// the computer thinks, refused; New game over a game in progress, asked
// first; a typed move refused for the click's reason; dice named by their
// pieces; a result's banner that does not say the result twice; and on a
// phone, the status line shown when a hint or a refusal is written there.
import assert from 'node:assert/strict';
import {
  gotoApp, clickSquare, clickMove, idle, shot, appSuite, until, expectText, expectEval, expectSnap, expectEqual,
} from './helpers.mjs';
import { LEVELS } from '../../www/js/opponents.js';
import en from '../../www/js/lang/en.js';

const { app, browserTest } = appSuite();
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, deviceScaleFactor: 2 };
const DESKTOP = { viewport: { width: 1280, height: 800 } };

/** Stores `raw` as the app's settings before it loads (a fresh context starts without any). */
function storedSettings(page, raw) {
  return page.addInitScript((text) => {
    if (localStorage.getItem('drc.settings') === null) localStorage.setItem('drc.settings', text);
  }, raw);
}

/** The computer's engine (its worker's .wasm) held back until `release()`: the computer cannot answer before. */
async function holdComputer(page) {
  let release;
  const held = new Promise((resolve) => { release = resolve; });
  await page.route('**/engine-ai/**/*.wasm', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** 1.e4 e5 2.Ke2 with the physical dice `dice` entered: White's bonus moves. */
async function bonusMoves(page, dice) {
  await storedSettings(page, JSON.stringify({ physical: true, welcomed: true }));
  await gotoApp(page, app.url);
  await clickMove(page, 'e2', 'e4');
  await clickMove(page, 'e7', 'e5');
  await clickMove(page, 'e1', 'e2');
  for (const [i, v] of dice.entries()) await page.selectOption(`#pd-${i}`, v);
  await page.click('#physical button[type="submit"]');
  await expectSnap(page, (s) => s.phase === 'bonus', 'the bonus moves');
  await idle(page);
}

/** Whether the whole of `selector` is on the screen (to the pixel: scrolling aligns it to fractions of one). */
function shown(page, selector) {
  return page.evaluate((sel) => {
    const box = document.querySelector(sel).getBoundingClientRect();
    return box.top > -1 && box.bottom < innerHeight + 1 && box.height > 0;
  }, selector);
}

for (const [size, options] of Object.entries({ desktop: DESKTOP, phone: PHONE })) {
  browserTest(`a stored level this version does not offer is said and set back, and the computer plays (${size})`, async (page) => {
    // A newer version's level, read by this one (an older copy in the browser's cache, say).
    await storedSettings(page, JSON.stringify({ opponent: 'computer', level: 'impossible', computerSide: 'white', welcomed: true }));
    await gotoApp(page, app.url);
    await expectText(page, '#toast-text', 'Saved settings that this version of the app does not offer were set back to their defaults: Level.');
    await shot(page, `stored-level-reset-${size}`);
    await expectEval(page, () => window.__drc.state.settings.level, undefined, 'medium');
    await expectEval(page, () => JSON.parse(localStorage.getItem('drc.settings')).level, undefined, 'medium');
    // The computer (White) plays its move: the game does not stall.
    await expectSnap(page, (s) => s.history.length >= 1 && s.turns[0].color === 'white', 'the computer\'s first move', { timeout: 60000 });
    // New game offers the levels, with the one in use chosen.
    await page.click('#btn-new');
    await page.waitForSelector('#dlg-new[open]');
    // The levels of the one list (opponents.js), each by its name.
    await expectEval(page, () => [...document.querySelectorAll('#new-level option')].map((o) => [o.value, o.textContent]), undefined,
      LEVELS.map((level) => [level, en.levelNames[level][0].toUpperCase() + en.levelNames[level].slice(1)]));
    await expectEval(page, () => document.querySelector('#new-level').value, undefined, 'medium');
    await shot(page, `stored-level-new-game-${size}`);
    // Where a level's strength was measured, its label says it (orthodox chess's hard against Stockfish),
    // and the level chosen stays chosen.
    const hardLabel = () => document.querySelector('#new-level option[value="hard"]').textContent;
    await page.selectOption('#new-rules', 'orthodox');
    await expectEval(page, hardLabel, undefined, 'Hard: about 1850');
    await expectEval(page, () => document.querySelector('#new-level').value, undefined, 'medium');
    await page.selectOption('#new-level', 'hard');
    await shot(page, `new-game-orthodox-rated-${size}`);
    await page.selectOption('#new-rules', 'dice-rex-circe');
    await expectEval(page, hardLabel, undefined, 'Hard');
    await expectEval(page, () => document.querySelector('#new-level').value, undefined, 'hard');
  }, options);
}

browserTest('damaged stored settings are said to be reset, once, in the player\'s language', async (page) => {
  await storedSettings(page, '{"lang":"fr", "level": ');
  await gotoApp(page, `${app.url}?lang=fr`);
  await expectText(page, '#toast-text', 'Vos réglages enregistrés sont illisibles : les réglages par défaut s’appliquent.');
  await shot(page, 'stored-settings-unreadable');
  await gotoApp(page, `${app.url}?lang=fr`);
  await expectEval(page, () => document.querySelector('#toast').hidden, undefined, true);
  // A setting of the wrong kind, or outside what the app offers, is named.
  await page.evaluate(() => localStorage.setItem('drc.settings', JSON.stringify({ lang: 'fr', pace: 'warp', sound: 'yes', welcomed: true })));
  await gotoApp(page, app.url);
  await expectText(page, '#toast-text', 'Des réglages enregistrés que cette version de l’application n’offre pas ont repris leur valeur par défaut : Animation, Sons.');
});

browserTest('a seed or a language the address gives that the app cannot use is said, as other bad addresses are', async (page) => {
  await gotoApp(page, `${app.url}?seed=abc`);
  await expectText(page, '#toast-text', 'The address’s dice seed “abc” is not a whole number of up to 15 digits, so the dice are random.');
  await gotoApp(page, `${app.url}?lang=de`);
  await expectText(page, '#toast-text', 'The app has no language “de”: it speaks English, French and Catalan (Language, at the top).');
  await shot(page, 'address-unknown-language');
  // A value is quoted short, whatever its length.
  await gotoApp(page, `${app.url}?seed=${'9'.repeat(300)}`);
  await expectText(page, '#toast-text', `The address’s dice seed “${'9'.repeat(40)}…” is not a whole number of up to 15 digits, so the dice are random.`);
  // A shared game's link with a seed that is none opens the game and says so.
  await page.goto(`${app.url}#record=${encodeURIComponent('1. e4 *')}&seed=-5`);
  await page.waitForSelector('body[data-ready="true"]');
  await expectSnap(page, (s) => s.history.length === 1, 'the shared game opened');
  await expectText(page, '#toast-text', /The address’s dice seed “-5” is not a whole number/);
  // Good values say nothing.
  await gotoApp(page, `${app.url}?seed=7&lang=en-GB`);
  await expectEval(page, () => document.querySelector('#toast').hidden, undefined, true);
});

for (const [size, options] of Object.entries({ desktop: DESKTOP, phone: PHONE })) {
  browserTest(`a move typed while the computer thinks is refused, and the computer plays its own move (${size})`, async (page) => {
    await storedSettings(page, JSON.stringify({ opponent: 'computer', level: 'hard', computerSide: 'white', welcomed: true }));
    const release = await holdComputer(page);
    await gotoApp(page, app.url);
    await expectText(page, '#status', 'The computer (White) is playing');
    await page.fill('#move-text', 'a2a3');
    await page.press('#move-text', 'Enter');
    await expectText(page, '#move-error', '“a2a3”: It is not your turn: wait for the other side’s move.');
    // Under the move field, at the screen's bottom edge on a phone: shown whole.
    await expectEqual(() => shown(page, '#move-error'), true);
    await expectEval(page, () => window.__drc.state.snap.history.length, undefined, 0);
    await expectEqual(() => page.inputValue('#move-text'), 'a2a3');
    await shot(page, `typed-move-computer-turn-${size}`);
    release();
    // The computer's answer is played, not dropped: then it is the player's (Black's) move.
    await expectSnap(page, (s) => s.turn === 'black' && s.phase === 'move' && s.history.length >= 1
      && s.turns.every((t, i) => t.color === (i % 2 ? 'black' : 'white')), 'the computer\'s move', { timeout: 60000 });
  }, options);
}

for (const [size, options] of Object.entries({ desktop: DESKTOP, phone: PHONE })) {
  browserTest(`New game over a game in progress asks first, as a link to another game does; keeping the game keeps it (${size})`, async (page) => {
    await gotoApp(page, app.url);
    await clickMove(page, 'e2', 'e4');
    await page.click('#btn-new');
    await page.waitForSelector('#dlg-new[open]');
    await page.selectOption('#new-rules', 'anticirce');
    await page.click('#new-start');
    await expectText(page, '#confirm-title', 'Start a game of Anticirce? It replaces the game in progress.');
    await expectText(page, '#confirm-yes', 'Start');
    await expectText(page, '#confirm-no', 'Keep my game');
    await shot(page, `new-game-asks-${size}`);
    await page.click('#confirm-no');
    await expectSnap(page, (s) => s.history.length === 1, 'the game kept');
    await expectText(page, '#rules-name', 'Dice Rex Circe');
    await page.click('#btn-new');
    await page.waitForSelector('#dlg-new[open]');
    await page.selectOption('#new-rules', 'anticirce');
    await page.click('#new-start');
    await page.click('#confirm-yes');
    await expectSnap(page, (s) => s.history.length === 0, 'the new game');
    await expectText(page, '#rules-name', 'Anticirce');
    // A game not yet begun is replaced without a question.
    await page.click('#btn-new');
    await page.waitForSelector('#dlg-new[open]');
    await page.click('#new-start');
    await expectEval(page, () => document.querySelector('#dlg-confirm').open, undefined, false);
    await expectText(page, '#rules-name', 'Anticirce');
  }, options);
}

browserTest('Anti-Mars Circe: a typed move is refused for the reason a click on its squares gives', async (page) => {
  await gotoApp(page, `${app.url}?rules=anti-mars-circe`);
  for (const text of ['e4', 'd5']) {
    await page.fill('#move-text', text);
    await page.press('#move-text', 'Enter');
    await idle(page);
  }
  await expectSnap(page, (s) => s.history.length === 2, '1.e4 d5');
  await clickSquare(page, 'e4');
  await clickSquare(page, 'e5');
  const clicked = await expectText(page, '#status', /^Pawn e4–e5: /).then(() => page.textContent('#status'));
  const reason = clicked.replace('Pawn e4–e5: ', '');
  assert.match(reason, /e2/, 'the click names the rebirth square the move starts from');
  await page.fill('#move-text', 'e5');
  await page.press('#move-text', 'Enter');
  await expectText(page, '#move-error', `“e5”: ${reason}.`);
  await shot(page, 'anti-mars-typed-refusal');
});

browserTest('a refusal during the bonus moves names the dice left by their pieces', async (page) => {
  await bonusMoves(page, ['4', '4', '5']);
  await clickSquare(page, 'g1');
  await expectText(page, '#status', 'Knight g1: no die is left for a knight (dice left: rook, rook, queen)');
  await shot(page, 'refusal-dice-by-piece');
});

for (const [size, options] of Object.entries({ desktop: DESKTOP, phone: PHONE })) {
  browserTest(`a result's banner says who won once, and how the game ended under it (${size})`, async (page) => {
    await gotoApp(page, app.url);
    await clickMove(page, 'e2', 'e4');
    await page.click('#btn-resign');
    await page.click('#confirm-yes');
    await page.waitForSelector('body[data-result="resignation"]');
    await expectText(page, '#banner-title', 'White wins');
    await expectText(page, '#banner-detail', 'Black resigned.');
    await shot(page, `banner-resignation-${size}`);
  }, options);
}

browserTest('on a phone, a hint and a refusal asked for below the board are shown whole in the status line', async (page) => {
  await bonusMoves(page, ['1', '2', '4']);
  // The board at the top of the screen, as the player may scroll it to play: a piece with no die left.
  await page.evaluate(() => window.scrollBy(0, document.querySelector('#board').getBoundingClientRect().top));
  await expectEqual(() => shown(page, '#status'), false);
  await clickSquare(page, 'd1');
  await expectText(page, '#status', /^Queen d1: no die is left for a queen \(dice left: pawn, knight, rook\)$/);
  await expectEqual(() => shown(page, '#status'), true);
  await shot(page, 'phone-refusal-shown');
  // The Hint button, below the board and the dice: its answer shows in the status line.
  await page.locator('#btn-hint').scrollIntoViewIfNeeded();
  await expectEqual(() => shown(page, '#status'), false);
  await page.locator('#btn-hint').tap();
  await until(() => page.evaluate(() => window.__drc.state.notice?.kind ?? null), (kind) => kind === 'hint', { what: 'the hint', timeout: 60000 });
  await expectText(page, '#status', /^Hint: /);
  await expectEqual(() => shown(page, '#status'), true);
  await shot(page, 'phone-hint-shown');
}, PHONE);
