// The part of the browser suite that runs in Firefox and WebKitGTK too (the
// full suite is Chromium's): each test body is written once against the
// tab of tests/e2e/drivers.mjs, and crossBrowserSuite(driver) declares the
// tests for one browser, which its test file shares among them. Load,
// clicks, a king move rolled and its bonus moves, a reload, the app
// offline from its service worker, drag and drop, the keyboard, the
// computer opponent, the <dice-rex-circe> element on a page of another
// origin and embed.html in its iframe; screenshots of the app after a
// roll, the element and the iframe page at desktop and phone sizes go to
// test-output/e2e/ as `<browser>-<what>[-phone].png`.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, stopServer, startHostServer, until, TEST_TIMEOUT } from './helpers.mjs';
import { DESKTOP, PHONE, watchHttpErrors } from './drivers.mjs';

export const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR';
const SEED_EXAMPLE = '8/8/3k4/8/Q3K3/8/8/8 w - - 0 1 -';

// ---- What a test does with a tab: each waits for the state it needs. ----

/** Evaluates `fn(arg)` in the tab again and again until `accept(value)` holds; returns the value. */
export function poll(tab, fn, arg, accept, options = {}) {
  return until(() => tab.evaluate(fn, arg), accept, options);
}

/** Waits for the redraw after the last action, then until no animation runs. */
export async function idle(tab) {
  await tab.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(null))));
  await poll(tab, () => document.body.dataset.busy, null, (b) => b === 'false', { what: 'the board to be idle' });
}

export async function gotoApp(tab, url) {
  await tab.goto(url);
  await poll(tab, () => document.body.dataset.ready ?? null, null, (r) => r === 'true', { what: 'the app to be ready', timeout: 30000 });
  await idle(tab);
}

/** The app's game state, as the Chromium tests read it (helpers.snap). */
export function snap(tab) {
  return tab.evaluate(() => {
    const { snap: s, viewPly, hint, selected } = window.__drc.state;
    return { ...s, viewPly, hint, selected: selected ?? null };
  });
}

export function expectSnap(tab, accept, what, options = {}) {
  return until(() => snap(tab), accept, { what, ...options });
}

export function expectPlacement(tab, expected) {
  return until(() => tab.evaluate(() => window.__drc.fen().split(' ')[0]), (p) => p === expected, { what: `the position ${expected}` });
}

export function expectText(tab, selector, pattern, options = {}) {
  return poll(tab, (sel) => document.querySelector(sel)?.textContent ?? null, selector,
    (t) => t !== null && (typeof pattern === 'string' ? t === pattern : pattern.test(t)),
    { what: `${selector} to read ${pattern}`, ...options });
}

/** The centre of `square` on the app's board, in page coordinates. */
export function squareCenter(tab, square) {
  return tab.evaluate((sq) => {
    const box = document.querySelector('#board').getBoundingClientRect();
    const flipped = window.__drc.state.settings.flipped;
    const file = 'abcdefgh'.indexOf(sq[0]);
    const rank = Number(sq[1]) - 1;
    const s = box.width / 8;
    const col = flipped ? 7 - file : file;
    const row = flipped ? rank : 7 - rank;
    return { x: box.x + (col + 0.5) * s, y: box.y + (row + 0.5) * s };
  }, square);
}

export async function clickSquare(tab, square) {
  const p = await squareCenter(tab, square);
  await tab.click(p.x, p.y);
}

/** Click-click move, then waits until it shows (`plies` moves in all) and the board is idle. */
export async function clickMove(tab, from, to) {
  const before = (await snap(tab)).history.length;
  await clickSquare(tab, from);
  await clickSquare(tab, to);
  await expectSnap(tab, (s) => s.history.length > before, `${from}-${to} played`);
  await idle(tab);
}

/**
 * Scrolls `selector` into view and clicks its centre, as a player does,
 * once it stands still (a dialog may still be filling in below it).
 */
export async function clickOn(tab, selector) {
  const p = await poll(tab, async (sel) => {
    const el = document.querySelector(sel);
    if (!el || el.disabled || el.closest('[hidden]')) return null;
    el.scrollIntoView({ block: 'center' });
    const at = () => {
      const r = el.getBoundingClientRect();
      return r.width && r.height ? { x: r.x + r.width / 2, y: r.y + r.height / 2 } : null;
    };
    const first = at();
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const then = at();
    if (!first || !then || first.x !== then.x || first.y !== then.y) return null;
    // A click lands on whatever is on top at that point: wait until it is the element (or its
    // label), not a dialog still opening or a layer over it, or the click is lost.
    const mine = (t) => !!t && (el.contains(t) || [...(el.labels || [])].some((l) => l.contains(t)));
    if (!mine(document.elementFromPoint(then.x, then.y))) return null;
    // The page notes where the click lands, so a click that misses says what it hit instead.
    window.__xbClick = null;
    addEventListener('click', (e) => {
      const t = e.target;
      const r = el.getBoundingClientRect();
      window.__xbClick = {
        mine: mine(t),
        at: `(${e.clientX}, ${e.clientY})`,
        hit: t.nodeType === 1 ? `${t.localName}${t.id ? `#${t.id}` : ''}${t.getAttribute('class') ? ` class="${t.getAttribute('class')}"` : ''}` : String(t),
        now: `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`,
      };
    }, { capture: true, once: true });
    return then;
  }, selector, (v) => v !== null, { what: `${selector} to be there to click, standing still and on top` });
  // Where the driver can click an element (WebKitGTK), it does: it finds the centre as it clicks.
  if (tab.clickElement) await tab.clickElement(selector);
  else await tab.click(p.x, p.y);
  const aim = `${tab.clickElement ? 'by the driver, measured still at' : 'at'} (${Math.round(p.x)}, ${Math.round(p.y)})`;
  // A click that takes the page away (a link, a reload) leaves nothing to read: that is a click received.
  const seen = await poll(tab, () => (window.__xbClick === undefined ? 'another page' : window.__xbClick), null, (v) => v !== null,
    { what: `the click on ${selector} ${aim} to reach the page` });
  if (seen !== 'another page') {
    assert.ok(seen.mine, `the click on ${selector} ${aim} landed at ${seen.at} on ${seen.hit}; the element is now at ${seen.now}`);
  }
}

/** Puts `text` in the field `selector` as a paste does (an input event), and focuses it. */
export function fill(tab, selector, text) {
  return tab.evaluate(([sel, value]) => {
    const el = document.querySelector(sel);
    el.focus();
    el.value = value;
    el.dispatchEvent(new Event('input', { bubbles: true }));
    el.dispatchEvent(new Event('change', { bubbles: true }));
    return null;
  }, [selector, text]);
}

/** Types a move in the move field and plays it with Enter. */
export async function typeMove(tab, move) {
  const before = (await snap(tab)).history.length;
  await fill(tab, '#move-text', move);
  await tab.press('Enter');
  await expectSnap(tab, (s) => s.history.length > before, `${move} played`);
  await idle(tab);
}

/**
 * Waits until the <dice-rex-circe> `selector` (in the iframe `frame` if
 * given, a selector of the page) has loaded (or failed) and is idle;
 * returns its state.
 */
export async function elementIdle(tab, selector, frame = null) {
  const read = (sel) => {
    const f = document.querySelector(sel)?.shadowRoot?.querySelector('.frame');
    if (!f || f.dataset.state === 'loading') return null;
    return f.dataset.state === 'error' || f.dataset.busy === 'false' ? f.dataset.state : null;
  };
  const ev = frame ? (fn, arg) => tab.evaluateIn(frame, fn, arg) : (fn, arg) => tab.evaluate(fn, arg);
  const state = await until(() => ev(read, selector), (s) => s !== null, { what: `${selector} to settle`, timeout: 30000 });
  await ev(() => new Promise((done) => requestAnimationFrame(() => done(null))));
  return state;
}

/** The centre of `square` on an element's board, in the page's coordinates. */
export function elementSquare(tab, selector, square) {
  return tab.evaluate(([sel, sq]) => {
    const el = document.querySelector(sel);
    el.scrollIntoView({ block: 'center' });
    const box = el.shadowRoot.querySelector('canvas').getBoundingClientRect();
    const flipped = el.getAttribute('orientation') === 'black';
    const file = 'abcdefgh'.indexOf(sq[0]);
    const rank = Number(sq[1]) - 1;
    const s = box.width / 8;
    const col = flipped ? 7 - file : file;
    const row = flipped ? rank : 7 - rank;
    return { x: box.x + (col + 0.5) * s, y: box.y + (row + 0.5) * s };
  }, [selector, square]);
}

/** Plays e4 e5 Ke2 in a game seeded with `seed` and rolls with the button; returns the dice. */
async function kingMoveAndRoll(tab, url, seed) {
  await gotoApp(tab, `${url}?seed=${seed}`);
  await clickMove(tab, 'e2', 'e4');
  await clickMove(tab, 'e7', 'e5');
  await clickMove(tab, 'e1', 'e2');
  await expectSnap(tab, (s) => s.phase === 'roll', 'the roll phase');
  await clickOn(tab, '#btn-roll');
  const s = await expectSnap(tab, (x) => x.phase !== 'roll' && x.turns.at(-1).roll !== null, 'the roll');
  await idle(tab);
  return s.turns.at(-1).roll;
}

/** The dice the app shows: their values and states. */
export const shownDice = (tab) => tab.evaluate(() => [...document.querySelectorAll('#dice .die')].map((e) => ({ value: Number(e.dataset.value), state: e.dataset.state })));

/** A page of another site with two boards, whose CSS would hide any canvas it could reach. */
const article = (appUrl) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Circe chess - Wiki</title><link rel="icon" href="data:,">
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
  body { font: 16px/1.5 Georgia, serif; max-width: 760px; margin: 1em auto; padding: 0 8px; color: #222; }
  canvas, button, select { display: none !important; }
</style>
<script type="module" src="${appUrl}js/dice-rex-circe.js"></script>
</head><body><h1>Dice Rex Circe</h1>
<p>Dice Rex Circe is a chess variant in which captured pieces are reborn.</p>
<dice-rex-circe id="play" interactive="true" controls="full" style="width: 320px; max-width: 100%"></dice-rex-circe>
<p>The seed's example, for reading only:</p>
<dice-rex-circe id="read" fen="${SEED_EXAMPLE}" orientation="black" style="width: 240px"></dice-rex-circe>
</body></html>`;

const framePage = (appUrl) => `<!doctype html><html><head><meta charset="utf-8"><title>iframe</title><link rel="icon" href="data:,">
<meta name="viewport" content="width=device-width, initial-scale=1"></head><body>
<p>A wiki that allows only iframes:</p>
<iframe id="f" width="360" height="430" style="border:0; max-width: 100%" title="Dice Rex Circe"
  src="${appUrl}embed.html#fen=${encodeURIComponent(SEED_EXAMPLE)}&amp;record=${encodeURIComponent('1. Ke5 {roll 1-5-6} Qe8 Kxd6# 1-0')}&amp;controls=moves"></iframe>
</body></html>`;

/**
 * Declares the cross-browser tests for `driver` (CHROMIUM, FIREFOX or
 * WEBKIT of drivers.mjs): the app's server, a server of another origin
 * and one browser for the whole file. Returns { suite, browserTest } for
 * a file's own tests: `browserTest(name, body, size)` runs `body(tab)` on
 * a fresh tab of `size` and asserts no console problem nor HTTP error.
 */
export function crossBrowserSuite(driver) {
  const suite = { app: null, host: null, browser: null, http: [], pages: {} };
  before(async () => {
    suite.app = await startServer();
    suite.host = await startHostServer(suite.pages);
    for (const s of [suite.app, suite.host]) watchHttpErrors(s.server, suite.http);
    suite.pages['/article.html'] = article(suite.app.url);
    suite.pages['/frame.html'] = framePage(suite.app.url);
    suite.pages['/blank.html'] = '<!doctype html><title>blank</title><link rel="icon" href="data:,">';
    suite.browser = await driver.launch();
  });
  after(async () => {
    await suite.browser?.close();
    if (suite.app) await stopServer(suite.app.server);
    if (suite.host) await stopServer(suite.host.server);
  });

  const name = driver.name;
  const Name = { firefox: 'Firefox', webkit: 'WebKitGTK', chromium: 'Chromium' }[name];
  function browserTest(title, body, size = DESKTOP) {
    test(`${Name}: ${title}`, { timeout: TEST_TIMEOUT }, async () => {
      const tab = await suite.browser.open(size, { clear: [`${suite.app.url}favicon.ico`, `${suite.host.url}blank.html`] });
      suite.http.length = 0;
      try {
        await body(tab);
      } finally {
        await tab.close();
      }
      assert.deepEqual(tab.problems, [], 'console errors or warnings');
      assert.deepEqual(suite.http, [], 'HTTP errors');
    });
  }

  browserTest('the app loads and plays by clicks, with a refused destination explained', async (tab) => {
    await gotoApp(tab, suite.app.url);
    await expectPlacement(tab, START);
    await expectText(tab, '#status', /White to move/);
    await clickSquare(tab, 'e2');
    await expectSnap(tab, (s) => s.selected === 'e2', 'e2 picked');
    await clickSquare(tab, 'e4');
    await expectSnap(tab, (s) => s.history.length === 1, 'e4 played');
    await idle(tab);
    await clickMove(tab, 'e7', 'e5');
    await clickSquare(tab, 'b1');
    await clickSquare(tab, 'b4');
    await expectText(tab, '#status', 'Knight b1–b4: a knight jumps in an L');
    await clickSquare(tab, 'c3');
    await expectPlacement(tab, 'rnbqkbnr/pppp1ppp/8/4p3/4P3/2N5/PPPP1PPP/R1BQKBNR');
    await idle(tab);
    await until(() => tab.evaluate(() => [...document.querySelectorAll('#moves .mv')].map((e) => e.textContent)),
      (v) => v.join(' ') === 'e4 e5 Nc3', { what: 'the move list e4 e5 Nc3' });
  });

  for (const size of [DESKTOP, PHONE]) {
    const suffix = size.phone ? '-phone' : '';
    browserTest(`a seeded king move rolled, its bonus moves played, and a reload that restores the game${size.phone ? ' (phone size)' : ''}`, async (tab) => {
      const dice = await kingMoveAndRoll(tab, suite.app.url, 11);
      assert.equal(dice.length, 3);
      // Seed 11 rolls the same dice in every browser: the roll is the engine's, not the browser's.
      await until(() => shownDice(tab), (d) => d.map((x) => x.value).join() === dice.join(), { what: `the dice ${dice} shown` });
      await tab.screenshot(`${name}-app-rolled${suffix}`);
      if (size.phone) return;
      let s = await snap(tab);
      let played = 0;
      while (s.phase === 'bonus' && s.turn === 'white') {
        assert.ok(s.legalMoves.every((m) => m.die !== null && s.dice.includes(m.die)));
        const move = s.legalMoves.find((m) => !m.promotion) || s.legalMoves[0];
        await clickMove(tab, move.from, move.to);
        played += 1;
        s = await snap(tab);
      }
      assert.ok(played >= 1, 'seed 11 allows a bonus move');
      const whiteTurn = s.turns.findLast((t) => t.color === 'white');
      assert.equal(whiteTurn.moves.length, 1 + played);
      assert.equal(played + whiteTurn.forfeited.length, 3);
      await until(() => shownDice(tab), (d) => d.every((x) => x.state === 'used' || x.state === 'forfeited'), { what: 'every die used or forfeited' });
      await tab.screenshot(`${name}-app-bonus-done`);
      // A reload restores the game, dice included.
      const before = await snap(tab);
      await tab.reload();
      await poll(tab, () => document.body.dataset.ready ?? null, null, (r) => r === 'true', { what: 'the app to be ready again' });
      await idle(tab);
      const after = await expectSnap(tab, (x) => x.fen === before.fen, 'the saved position');
      assert.deepEqual(after.turns, before.turns);
    }, size);
  }

  browserTest('moves by drag and drop, and a drop off the destinations changes nothing', async (tab) => {
    await gotoApp(tab, suite.app.url);
    const drag = async (from, to) => {
      await tab.drag(await squareCenter(tab, from), await squareCenter(tab, to));
      await idle(tab);
    };
    await drag('g1', 'f3');
    await expectPlacement(tab, 'rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R');
    await drag('g8', 'g5');
    await poll(tab, () => window.__drc.state.drag ?? null, null, (d) => d === null, { what: 'no drag left' });
    await expectPlacement(tab, 'rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R');
    await drag('g8', 'f6');
    await expectPlacement(tab, 'rnbqkb1r/pppppppp/5n2/8/8/5N2/PPPPPPPP/RNBQKB1R');
  });

  browserTest('moves by keyboard: arrow keys and Enter on the board, and a typed move', async (tab) => {
    await gotoApp(tab, suite.app.url);
    await tab.evaluate(() => { document.querySelector('#board').focus(); return null; });
    await poll(tab, () => document.activeElement?.id ?? null, null, (id) => id === 'board', { what: 'the board focused' });
    await tab.press('ArrowLeft', 'Enter', 'ArrowUp', 'ArrowUp', 'Enter');
    await expectPlacement(tab, 'rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR');
    await idle(tab);
    // Typing on the focused board goes to the move field.
    await tab.evaluate(() => { document.querySelector('#board').focus(); return null; });
    await tab.type('Nf6');
    await poll(tab, () => document.querySelector('#move-text').value, null, (v) => v === 'Nf6', { what: 'Nf6 in the move field' });
    await tab.press('Enter');
    await expectPlacement(tab, 'rnbqkb1r/pppppppp/5n2/8/3P4/8/PPP1PPPP/RNBQKBNR');
    await fill(tab, '#move-text', 'e6');
    await tab.press('Enter');
    await expectText(tab, '#move-error', '“e6”: no pawn can reach e6.');
  });

  browserTest('the New game dialog stands still while its example loads', async (tab) => {
    // Its own server (a fresh origin, so no cache holds the example's module) answers for the
    // module only when the test lets it: the dialog is seen without its example, then with it.
    let release;
    const held = new Promise((done) => { release = done; });
    const own = await startServer({ hold: (path) => (/^\/js\/bundle-example-board-[^/]*\.js$/.test(path) ? held : null) });
    try {
      await gotoApp(tab, `${own.url}?seed=3`);
      await clickOn(tab, '#btn-new');
      const place = () => {
        const at = (selector) => {
          const r = document.querySelector(selector).getBoundingClientRect();
          return `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
        };
        const example = document.querySelector('#new-rules-example').dataset.example || '';
        return { example, radio: at('#dlg-new input[name="opponent"][value="computer"]'), dialog: at('#dlg-new') };
      };
      const without = await poll(tab, place, null, (p) => p.example === '' && !p.dialog.endsWith('×0'),
        { what: 'the dialog open, its example held back' });
      release();
      const withIt = await poll(tab, place, null, (p) => p.example !== '', { what: 'the dialog\'s example loaded' });
      assert.deepEqual({ radio: withIt.radio, dialog: withIt.dialog }, { radio: without.radio, dialog: without.dialog },
        'the dialog and its opponent\'s choice where they were before the example loaded');
    } finally {
      release();
      await stopServer(own.server);
    }
  });

  browserTest('the computer answers White\'s move as Black from its worker', async (tab) => {
    await gotoApp(tab, `${suite.app.url}?seed=3`);
    await clickOn(tab, '#btn-new');
    await poll(tab, () => document.querySelector('#dlg-new').open, null, (o) => o, { what: 'the new game dialog' });
    await clickOn(tab, '#dlg-new input[name="opponent"][value="computer"]');
    await poll(tab, () => document.querySelector('#dlg-new input[name="opponent"][value="computer"]').checked, null, (c) => c,
      { what: 'the computer chosen' });
    await fill(tab, '#new-level', 'easy');
    await fill(tab, '#new-computer-side', 'black');
    await clickOn(tab, '#new-start');
    await poll(tab, () => {
      const { opponent, level, computerSide } = window.__drc.state.settings;
      return `${opponent} ${level} ${computerSide}`;
    }, null, (v) => v === 'computer easy black', { what: 'a game against the easy computer' });
    await idle(tab);
    await clickMove(tab, 'e2', 'e4');
    const s = await expectSnap(tab, (x) => x.turns.length >= 2 && x.turns[1].color === 'black' && x.turn === 'white' && x.phase === 'move',
      'the computer\'s answer', { timeout: 60000 });
    assert.equal(s.turns[0].moves[0].san, 'e4');
    assert.ok(s.turns[1].moves.length >= 1 && s.turns[1].moves.every((m) => m.color === 'black'));
    await expectText(tab, '#status', /White to move/);
  });

  for (const size of [DESKTOP, PHONE]) {
    const suffix = size.phone ? '-phone' : '';
    browserTest(`the element on a page of another origin: it renders, plays and fires its move event${size.phone ? ' (phone size)' : ''}`, async (tab) => {
      await tab.goto(`${suite.host.url}article.html`);
      await tab.evaluate(() => {
        window.__events = [];
        document.addEventListener('move', (e) => window.__events.push({ target: e.target.id, san: e.detail.san, uci: e.detail.uci }));
        return null;
      });
      assert.equal(await elementIdle(tab, '#play'), 'ready');
      assert.equal(await elementIdle(tab, '#read'), 'ready');
      // The page's CSS does not reach inside: the boards have their size.
      await poll(tab, () => ['#play', '#read'].map((s) => Math.round(document.querySelector(s).shadowRoot.querySelector('canvas').getBoundingClientRect().width)),
        null, (w) => w[1] === 240 && w[0] > 200, { what: 'both boards drawn at their width' });
      for (const sq of ['e2', 'e4']) {
        const p = await elementSquare(tab, '#play', sq);
        await tab.click(p.x, p.y);
      }
      // The board is idle before the move starts its animation too: first the move, then the idle board.
      await poll(tab, () => document.querySelector('#play').game?.turn ?? null, null, (t) => t === 'black', { what: 'Black to move' });
      await elementIdle(tab, '#play');
      const events = await poll(tab, () => window.__events, null, (l) => l.length >= 1, { what: 'the move event' });
      assert.deepEqual(events, [{ target: 'play', san: 'e4', uci: 'e2e4' }]);
      await tab.evaluate(() => { scrollTo(0, 0); return null; });
      await tab.screenshot(`${name}-element${suffix}`);
    }, size);

    browserTest(`embed.html in an iframe of another origin renders a record and walks through it${size.phone ? ' (phone size)' : ''}`, async (tab) => {
      await tab.goto(`${suite.host.url}frame.html`);
      const inFrame = (fn, arg) => tab.evaluateIn('#f', fn, arg);
      await elementIdle(tab, 'dice-rex-circe', '#f');
      const caption = () => inFrame(() => document.querySelector('dice-rex-circe').shadowRoot.querySelector('.caption')?.textContent ?? null);
      await until(caption, (t) => t === 'Move 3 of 3: Kxd6#', { what: 'the last move' });
      assert.equal(await inFrame(() => document.querySelector('dice-rex-circe').game?.result?.reason ?? null), 'circe-mate');
      await elementIdle(tab, 'dice-rex-circe', '#f');
      await tab.screenshot(`${name}-iframe${suffix}`);
      // Its buttons, clicked at their place in the page.
      const button = async (nav) => {
        const [f, b] = [await tab.evaluate(() => document.querySelector('#f').getBoundingClientRect().toJSON()),
          await inFrame((n) => document.querySelector('dice-rex-circe').shadowRoot.querySelector(`button[data-nav="${n}"]`).getBoundingClientRect().toJSON(), nav)];
        await tab.click(f.x + b.x + b.width / 2, f.y + b.y + b.height / 2);
      };
      await button('first');
      await until(caption, (t) => t === 'Start (3 moves)', { what: 'the start' });
      await button('next');
      await until(caption, (t) => t === 'Move 1 of 3: Ke5', { what: 'the first move' });
    }, size);
  }

  test(`${Name}: after one visit the app reloads and plays with its server gone (the service worker)`, { timeout: TEST_TIMEOUT }, async () => {
    const started = await startServer();
    let server = started.server;
    const url = started.url;
    const http = [];
    watchHttpErrors(server, http);
    const tab = await suite.browser.open(DESKTOP, { clear: [`${url}favicon.ico`] });
    try {
      await gotoApp(tab, url);
      await poll(tab, () => navigator.serviceWorker.controller !== null, null, (v) => v, { what: 'the service worker in control', timeout: 60000 });
      await poll(tab, () => caches.keys(), null, (k) => k.length === 1, { what: 'one cache', timeout: 60000 });
      await clickMove(tab, 'e2', 'e4');
      await stopServer(server);
      server = null;
      assert.equal(await fetch(url).then(() => 'up', () => 'down'), 'down', 'the server must really be gone');
      await tab.reload();
      await poll(tab, () => document.body.dataset.ready ?? null, null, (r) => r === 'true', { what: 'the app offline', timeout: 30000 });
      await idle(tab);
      await expectPlacement(tab, 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR');
      await clickMove(tab, 'e7', 'e5');
      await clickMove(tab, 'e1', 'e2');
      await clickOn(tab, '#btn-roll');
      await expectSnap(tab, (s) => s.history.length === 3 && s.phase !== 'roll', 'the dice rolled offline');
      await idle(tab);
      await tab.screenshot(`${name}-offline-rolled`);
    } finally {
      await tab.close();
      if (server) await stopServer(server);
    }
    assert.deepEqual(tab.problems, [], 'console errors or warnings');
    assert.deepEqual(http, [], 'HTTP errors');
  });

  return { suite, browserTest };
}
