// Browser tests of a player's second look (screens of issue 27's polish):
// a refused castling, dice chess's refused piece and outlined pieces and
// roll order, the New game dialog's seed field, the mouse-only cursor, a
// result said to the player, a 0% chance in grey.
import assert from 'node:assert/strict';
import {
  gotoApp, clickSquare, clickMove, squareCenter, idle, shot, appSuite, expectText, expectEval, expectSnap, until,
  pixel, labelPoint, isLabelGreen,
} from './helpers.mjs';
import { clearIce } from './remote-helpers.mjs';

const { app, browserTest } = appSuite();
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, deviceScaleFactor: 2 };
const DESKTOP = { viewport: { width: 1280, height: 800 } };
const at = (rules, fen, lang) => `${app.url}?rules=${rules}${fen ? `&fen=${encodeURIComponent(fen)}` : ''}&lang=${lang}`;

function language(page, lang, extra = {}) {
  return page.addInitScript(([l, x]) => {
    if (!localStorage.getItem('drc.settings')) localStorage.setItem('drc.settings', JSON.stringify({ lang: l, welcomed: true, ...x }));
  }, [lang, extra]);
}

const WORDS = {
  en: { castle: 'King e1–g1: castling needs every square between the king and the rook empty, and f1 is occupied',
    pawn: 'Pawn e2: the dice rolled (2-4) do not let a pawn move' },
  fr: { castle: 'Roi e1–g1 : pour roquer, les cases entre le roi et la tour doivent être vides, et f1 est occupée',
    pawn: 'Pion e2 : les dés tirés (2-4) ne permettent pas de jouer un pion' },
};

for (const [size, options] of Object.entries({ desktop: DESKTOP, phone: PHONE })) {
  for (const [lang, words] of Object.entries(WORDS)) {
    browserTest(`a refused castling says castling's reason (${size}, ${lang})`, async (page) => {
      await language(page, lang);
      await gotoApp(page, at('orthodox', '4k3/8/8/8/8/8/8/4KB1R w K - 0 1', lang));
      await clickSquare(page, 'e1');
      await clickSquare(page, 'g1');
      await expectText(page, '#status', words.castle);
      await shot(page, `castle-refusal-${size}-${lang}`);
    }, options);

    browserTest(`dice chess: the roll comes first in the list, the pieces it allows are outlined, a refused piece says why (${size}, ${lang})`, async (page) => {
      await language(page, lang, { physical: true });
      await gotoApp(page, at('dice-chess', null, lang));
      await page.selectOption('#pd-0', '2');
      await page.selectOption('#pd-1', '4');
      await page.click('#physical button[type="submit"]');
      const s = await expectSnap(page, (x) => x.phase === 'move' && x.legalMoves.length > 0, 'the roll made');
      await expectEval(page, () => window.__drc.board().allowed.length > 0, undefined, true);
      const allowed = await page.evaluate(() => window.__drc.board().allowed);
      assert.deepEqual(allowed.sort(), [...new Set(s.legalMoves.map((m) => m.from))].sort());
      assert.deepEqual(allowed.sort(), ['b1', 'g1']);
      await clickSquare(page, 'e2');
      await expectText(page, '#status', words.pawn);
      await shot(page, `dice-chess-refused-pawn-${size}-${lang}`);
      const m = s.legalMoves[0];
      await clickSquare(page, m.from);
      await clickSquare(page, m.to);
      await expectSnap(page, (x) => x.history.length === 1, 'the move played');
      // The row may not be drawn yet: read nothing until it is, rather than throw.
      await expectEval(page, () => [...(document.querySelector('#moves .turn')?.children ?? [])].map((c) => c.className.split(' ')[0]), undefined, ['chip', 'mv']);
      await shot(page, `dice-chess-roll-first-${size}-${lang}`);
      // Black rolls 5-6 at the start: no queen or king can move, and the pass is written after its roll, as a move is.
      await page.selectOption('#pd-0', '5');
      await page.selectOption('#pd-1', '6');
      await page.click('#physical button[type="submit"]');
      await expectSnap(page, (x) => x.turn === 'white' && x.turns.length === 2, 'Black\'s pass');
      await expectEval(page, () => [...(document.querySelectorAll('#moves .turn')[1]?.children ?? [])].map((c) => c.className), undefined, ['chip roll', 'chip forfeit pass']);
    }, options);
  }
}

browserTest('New game: the dice seed field shows only for rules with dice', async (page) => {
  await language(page, 'en');
  await gotoApp(page, app.url);
  await page.click('#btn-new');
  await page.waitForSelector('#dlg-new[open]');
  assert.equal(await page.isVisible('#new-seed'), true);
  await page.selectOption('#new-rules', 'circe');
  await page.waitForSelector('#new-seed-field', { state: 'hidden' });
  await expectText(page, '#new-rules-text', /kings are not reborn\. Check and checkmate as in chess\./);
  await shot(page, 'new-game-no-seed');
  await page.selectOption('#new-rules', 'dice-chess');
  await page.waitForSelector('#new-seed-field', { state: 'visible' });
});

// Mouse or touch play, then the Roll button, which hands the board the focus as it goes away.
for (const [size, options] of Object.entries({ desktop: DESKTOP, phone: PHONE })) {
  browserTest(`the keyboard cursor stays hidden through mouse or touch play, the Roll button included (${size})`, async (page) => {
    await language(page, 'en');
    await gotoApp(page, `${app.url}?seed=13&lang=en`);
    const press = async (sq) => {
      const p = await squareCenter(page, sq);
      if (size === 'phone') await page.touchscreen.tap(p.x, p.y);
      else await page.mouse.click(p.x, p.y);
    };
    for (const [from, to] of [['e2', 'e4'], ['e7', 'e5'], ['e1', 'e2']]) {
      await press(from);
      await press(to);
      await idle(page);
    }
    await expectSnap(page, (x) => x.phase === 'roll', 'the roll due after the king move');
    if (size === 'phone') await page.tap('#btn-roll');
    else await page.click('#btn-roll');
    await expectSnap(page, (x) => x.phase === 'bonus', 'the roll');
    await expectEval(page, () => document.activeElement.id, undefined, 'board');
    await idle(page);
    assert.equal(await page.evaluate(() => window.__drc.state.cursorShown), false, 'no keyboard cursor after a mouse or touch roll');
    await shot(page, `cursor-hidden-after-roll-${size}`);
    // The keyboard brings it.
    await page.keyboard.press('ArrowUp');
    await expectEval(page, () => window.__drc.state.cursorShown, undefined, true);
  }, options);
}

browserTest('the keyboard cursor shows for the keyboard, not after a mouse click hands the board the focus', async (page) => {
  await page.addInitScript(() => localStorage.clear());
  await gotoApp(page, app.url);
  await page.click('#welcome-computer');
  await expectEval(page, () => document.activeElement.id, undefined, 'board');
  await expectEval(page, () => window.__drc.state.cursorShown, undefined, false);
  await page.keyboard.press('ArrowUp');
  await expectEval(page, () => window.__drc.state.cursorShown, undefined, true);
});

// The captured units beside the players: a unit that vanished (orthodox chess) and one reborn (Circe).
const CAPTURE = '4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1';
const trayIcons = (page) => page.$$eval('#player-bottom .tray img', (imgs) => imgs.map((i) => {
  const r = i.getBoundingClientRect();
  return { cls: i.className, width: r.width, height: r.height };
}));
for (const [size, options] of Object.entries({ desktop: DESKTOP, phone: PHONE })) {
  for (const [rules, cls] of [['orthodox', 'gone'], ['circe', 'reborn']]) {
    browserTest(`the captured units beside the players are big enough to read (${rules}, ${size})`, async (page) => {
      await language(page, 'en');
      await gotoApp(page, at(rules, CAPTURE, 'en'));
      await clickSquare(page, 'e4');
      await clickSquare(page, 'd5');
      const [icon] = await until(() => trayIcons(page), (l) => l.length === 1 && l[0].width > 0, { what: 'the captured pawn in the tray' });
      assert.equal(icon.cls, cls);
      assert.ok(icon.width >= 20 && icon.height >= 20, `the captured pawn is ${icon.width}x${icon.height} px`);
      // The tray stays on the bar's one line.
      const [bar, tray] = await page.$$eval('#player-bottom, #player-bottom .tray', (els) => els.map((e) => e.getBoundingClientRect().height));
      assert.ok(tray <= bar, `the tray (${tray} px) fits its bar (${bar} px)`);
      await shot(page, `captured-${rules}-${size}`);
    }, options);
  }
}

// The dialogs that show a text with a Copy button under it: [what opens it, the text, the button].
const COPY_DIALOGS = {
  share: [async (page) => { await page.click('#btn-share'); }, '#share-link', '#share-copy'],
  'embed element': [async (page) => { await page.click('#btn-embed'); }, '#embed-element', '#embed-element-copy'],
  'embed iframe': [async (page) => { await page.click('#btn-embed'); }, '#embed-iframe', '#embed-iframe-copy'],
  'FEN and record (FEN)': [async (page) => { await page.click('#btn-io'); }, '#io-fen', '#io-fen-copy'],
  'FEN and record (record)': [async (page) => { await page.click('#btn-io'); }, '#io-record', '#io-record-copy'],
  'friend invitation': [async (page) => {
    await page.click('#btn-friend');
    await page.waitForSelector('#dlg-friend[open]');
    await clearIce(page);
    await page.click('#fr-go');
    await until(() => page.inputValue('#fr-out-text'), (v) => v.includes('#drc='), { what: 'the invitation link', timeout: 15000 });
  }, '#fr-out-text', '#fr-out-copy'],
};
const box = (page, sel) => page.$eval(sel, (e) => {
  const r = e.getBoundingClientRect();
  return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, width: r.width };
});
for (const [size, options] of Object.entries({ desktop: DESKTOP, phone: PHONE })) {
  for (const [name, [open, text, button]] of Object.entries(COPY_DIALOGS)) {
    browserTest(`the Copy button clears its text box (${name}, ${size})`, async (page) => {
      await language(page, 'en');
      await gotoApp(page, app.url);
      await clickMove(page, 'e2', 'e4');
      await open(page);
      await page.waitForSelector(`${button}:visible`);
      await page.$eval(button, (b) => b.scrollIntoView({ block: 'center' }));
      const [t, b] = await until(async () => [await box(page, text), await box(page, button)], ([x, y]) => x.width > 0 && y.width > 0, { what: 'the text box and its button laid out' });
      const apart = b.top >= t.bottom || b.bottom <= t.top || b.left >= t.right || b.right <= t.left;
      assert.ok(apart, `${button} ${JSON.stringify(b)} overlaps ${text} ${JSON.stringify(t)}`);
      await shot(page, `copy-${name.replace(/\W+/g, '-')}-${size}`);
    }, options);
  }
}

// Against the computer a result is the player's: the seed example's Circe Mate, played as White against a computer playing Black.
const SEED_EXAMPLE = '8/8/3k4/8/Q3K3/8/8/8 w - - 0 1 -';
const YOU_WIN = {
  en: ['Circe Mate! You win', 'You win: Circe Mate'],
  fr: ['Mat Circé ! Vous gagnez', 'Vous gagnez : Mat Circé'],
};
for (const [size, options] of Object.entries({ desktop: DESKTOP, phone: PHONE })) {
  for (const [lang, [title, status]] of Object.entries(YOU_WIN)) {
    browserTest(`against the computer the player's Circe Mate reads "You win" (${size}, ${lang})`, async (page) => {
      await language(page, lang, { opponent: 'computer', computerSide: 'black', level: 'easy', physical: true, pace: 'off' });
      await gotoApp(page, at('dice-rex-circe', SEED_EXAMPLE, lang));
      await clickMove(page, 'e4', 'e5');
      await page.selectOption('#pd-0', '1');
      await page.selectOption('#pd-1', '5');
      await page.selectOption('#pd-2', '6');
      await page.click('#physical button[type=submit]');
      await clickMove(page, 'a4', 'e8');
      await clickMove(page, 'e5', 'd6');
      await expectSnap(page, (x) => x.result !== null, 'the Circe Mate');
      await expectText(page, '#banner-title', title);
      await expectText(page, '#status', status);
      await page.$eval('#banner', (b) => b.scrollIntoView({ block: 'center' }));
      await shot(page, `you-win-computer-${size}-${lang}`);
    }, options);
  }
}

// Odds: a king move with no chance of a Circe Mate is grey, in the table and on the board; green is for a chance.
// In the seed example's position White's king on e4 has eight moves: Ke5 and Kd5 mate with 31 rolls of 216, Kd4, Kf4
// and Kf5 with 3, Kd3, Ke3 and Kf3 never.
const GREEN = 'rgb(185, 240, 168)';
for (const [size, options] of Object.entries({ desktop: DESKTOP, phone: PHONE })) {
  browserTest(`Odds: a 0% chance is grey, not green, in the table and on the board (${size})`, async (page) => {
    await language(page, 'en');
    await gotoApp(page, at('dice-rex-circe', SEED_EXAMPLE, 'en'));
    await page.waitForSelector('#set-odds:not([disabled])');
    await page.check('#set-odds');
    await clickSquare(page, 'e4');
    const rows = await until(() => page.$$eval('#odds-view tr[data-uci]', (trs) => trs.map((r) => ({
      to: r.dataset.uci.slice(2, 4), win: r.dataset.win, colour: getComputedStyle(r.querySelector('td:nth-child(2)')).color,
    }))), (r) => r.length === 8, { timeout: 30000, what: 'the odds of the king\'s eight moves' });
    const muted = await page.evaluate(() => getComputedStyle(document.querySelector('#odds-view th')).color);
    const none = rows.filter((r) => r.win.startsWith('0/'));
    assert.deepEqual(none.map((r) => r.to).sort(), ['d3', 'e3', 'f3']);
    for (const r of rows) assert.equal(r.colour, none.includes(r) ? muted : GREEN, `${r.to} (${r.win})`);
    // On the board: a chance's label is green, a 0% label grey.
    await until(async () => isLabelGreen(await pixel(page, ...Object.values(await labelPoint(page, 'e5')))), Boolean, { what: 'the green label on e5' });
    for (const r of none) {
      const [red, green, blue] = await pixel(page, ...Object.values(await labelPoint(page, r.to)));
      assert.ok(Math.max(red, green, blue) - Math.min(red, green, blue) < 25, `${r.to}: the 0% label is grey, not [${red}, ${green}, ${blue}]`);
    }
    await shot(page, `odds-zero-grey-${size}`);
  }, options);
}
