// Shared pieces of the browser tests: the server, Debian's Chromium through
// playwright-core, a page that records every console error or warning, ways
// to act on the board like a player (squares to pixels), and the one way
// to assert what the page shows: wait for it (`until` and the `expect…`
// helpers poll until the state holds or a timeout passes), never a single
// read right after an action.
import { mkdirSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { chromium } from 'playwright-core';
import { serve } from '../../scripts/serve.mjs';

export const OUT = new URL('../../test-output/e2e/', import.meta.url).pathname;
mkdirSync(OUT, { recursive: true });

/** How long an expectation waits for its state by default (the computer opponent's tests wait longer). */
export const TIMEOUT = 10000;

/**
 * Reads `read()` again and again until `accept(value)` holds, and returns
 * that value; after `timeout` ms fails with `what` and the last value read
 * (or the last error, where reading threw).
 */
export async function until(read, accept, { timeout = TIMEOUT, what = 'the expected state' } = {}) {
  const end = Date.now() + timeout;
  for (;;) {
    // A read that throws (an element not drawn yet) is a state not reached yet, not a failure.
    let value;
    let error = null;
    try {
      value = await read();
    } catch (err) {
      error = err;
    }
    if (error === null && accept(value)) return value;
    if (Date.now() > end) {
      const last = error === null ? JSON.stringify(value) : `an error: ${error.message}`;
      assert.fail(`waited ${timeout} ms for ${what}; last seen: ${last}`);
    }
    await new Promise((done) => setTimeout(done, 20));
  }
}

/** Waits until `read()` gives a value deeply equal to `expected`. */
export function expectEqual(read, expected, options = {}) {
  return until(read, (v) => isDeepStrictEqual(v, expected), { what: JSON.stringify(expected), ...options });
}

const matches = (text, pattern) => (typeof pattern === 'string' ? text === pattern : text !== null && pattern.test(text));

/**
 * Waits until the text of `selector` (in a page, a frame or a frame
 * locator; inside shadow roots too) is `pattern` (a string) or matches it
 * (a RegExp); returns the text.
 */
export function expectText(target, selector, pattern, options = {}) {
  return until(() => target.locator(selector).first().textContent(), (t) => matches(t, pattern),
    { what: `${selector} to read ${pattern}`, ...options });
}

/** Waits until the attribute `name` of `selector` is `pattern` (a string) or matches it (a RegExp). */
export function expectAttribute(target, selector, name, pattern, options = {}) {
  return until(() => target.locator(selector).first().getAttribute(name), (v) => matches(v, pattern),
    { what: `${selector}[${name}] to be ${pattern}`, ...options });
}

/** Waits until `fn(arg)`, evaluated in the page, gives a value deeply equal to `expected`. */
export function expectEval(target, fn, arg, expected, options = {}) {
  return expectEqual(() => target.evaluate(fn, arg), expected, options);
}

/** Waits until the app's game has the placement `expected` (the first field of its FEN). */
export function expectPlacement(page, expected, options = {}) {
  return expectEqual(async () => placement(await fen(page)), expected, { what: `the position ${expected}`, ...options });
}

/** Waits until the app's state (as `snap` reads it) passes `accept`; returns it. */
export function expectSnap(page, accept, what, options = {}) {
  return until(() => snap(page), accept, { what, ...options });
}

export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export async function startServer({ port = 0, overrides, hold } = {}) {
  const server = await serve({ port, quiet: true, overrides, hold });
  return { server, url: `http://127.0.0.1:${server.address().port}/` };
}

export function stopServer(server) {
  return new Promise((done) => {
    server.close(() => done());
    server.closeAllConnections();
  });
}

export function launch() {
  return chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/**
 * A fresh context and page. `problems` collects console errors and
 * warnings, uncaught exceptions and HTTP errors, which every test asserts
 * to be empty at its end.
 */
export async function openPage(browser, { viewport = { width: 1200, height: 820 }, hasTouch = false, deviceScaleFactor = 1 } = {}) {
  const context = await browser.newContext({ viewport, hasTouch, deviceScaleFactor, serviceWorkers: 'allow' });
  const page = await context.newPage();
  const problems = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`console ${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('response', (r) => { if (r.status() >= 400) problems.push(`HTTP ${r.status()} ${r.url()}`); });
  return { context, page, problems };
}

/**
 * For a test file of the app: starts the server and a browser before its
 * tests and stops them after. `app.url` is the app's address once started.
 * `browser` chooses another browser than Chromium, as in hostSuite.
 */
export function appSuite(browser = { launch, open: openPage }) {
  const app = { url: null, server: null, browser: null };
  before(async () => {
    ({ server: app.server, url: app.url } = await startServer());
    app.browser = await browser.launch();
  });
  after(async () => {
    await app.browser?.close();
    if (app.server) await stopServer(app.server);
  });
  return { app, browserTest: browserTests(() => app.browser, browser.open) };
}

/**
 * For a test file that embeds the app in other sites' pages: the app's
 * server, a second server of another origin serving `pages` (path → HTML,
 * filled in by the tests), and a browser, started before the tests and
 * stopped after. `browser` chooses another browser than Chromium:
 * { launch, open } as tests/e2e/firefox.mjs gives them.
 */
export function hostSuite(pages, browser = { launch, open: openPage }) {
  const suite = { app: null, host: null, browser: null };
  before(async () => {
    suite.app = await startServer();
    suite.host = await startHostServer(pages);
    suite.browser = await browser.launch();
  });
  after(async () => {
    await suite.browser?.close();
    if (suite.app) await stopServer(suite.app.server);
    if (suite.host) await stopServer(suite.host.server);
  });
  return { suite, browserTest: browserTests(() => suite.browser, browser.open) };
}

/** How long one browser test may take; scripts/test-e2e.sh bounds a whole file only against hangs. */
export const TEST_TIMEOUT = 180000;

/**
 * `browserTest(name, body, options)` for a test file whose browser is
 * `getBrowser()`: runs `body(page, context)` on a fresh page and asserts
 * that nothing was logged as an error or a warning. `open(browser,
 * options)` makes the page ({ context, page, problems }, as openPage).
 */
export function browserTests(getBrowser, open = openPage) {
  return function browserTest(name, body, options) {
    test(name, { timeout: TEST_TIMEOUT }, async () => {
      const { context, page, problems } = await open(getBrowser(), options);
      try {
        try {
          await body(page, context);
        } catch (err) {
          // What the page logged (an uncaught error, say) often tells why the state awaited never came.
          if (problems.length && err instanceof Error) err.message += `\nthe page logged meanwhile:\n${problems.join('\n')}`;
          throw err;
        }
        assert.deepEqual(problems, [], 'console errors or warnings');
      } finally {
        await context.close();
      }
    });
  };
}

export async function gotoApp(page, url) {
  await page.goto(url);
  await page.waitForSelector('body[data-ready="true"]');
  await idle(page);
}

/**
 * Waits for the redraw that follows the last action (the app draws once per
 * animation frame), then until no move animation or dice tumble runs.
 */
export async function idle(page) {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done())));
  await page.waitForSelector('body[data-busy="false"]');
}

export function fen(page) {
  return page.evaluate(() => window.__drc.fen());
}

export function snap(page) {
  return page.evaluate(() => {
    const { snap: s, lastAnimation, viewPly, hint } = window.__drc.state;
    return { ...s, lastAnimation, viewPly, hint };
  });
}

/** The centre of `square` on a board drawn in `box` (page coordinates), flipped or not. */
function centerIn(box, square, flipped) {
  const file = 'abcdefgh'.indexOf(square[0]);
  const rank = Number(square[1]) - 1;
  const col = flipped ? 7 - file : file;
  const row = flipped ? rank : 7 - rank;
  const s = box.width / 8;
  return { x: box.x + (col + 0.5) * s, y: box.y + (row + 0.5) * s };
}

/** The centre of a square in page coordinates, for the board as drawn (flipped or not). */
export async function squareCenter(page, square) {
  const box = await page.locator('#board').boundingBox();
  const flipped = await page.evaluate(() => window.__drc.state.settings.flipped);
  return centerIn(box, square, flipped);
}

/** The colour of the board's pixel at page point (x, y), as [r, g, b] (copied to a canvas of its own to be read). */
export function pixel(page, x, y) {
  return page.evaluate(([px, py]) => {
    const board = document.getElementById('board');
    const box = board.getBoundingClientRect();
    const scale = board.width / box.width;
    const probe = document.createElement('canvas');
    probe.width = 1;
    probe.height = 1;
    const ctx = probe.getContext('2d', { willReadFrequently: true });
    ctx.drawImage(board, Math.round((px - box.left) * scale), Math.round((py - box.top) * scale), 1, 1, 0, 0, 1, 1);
    const d = ctx.getImageData(0, 0, 1, 1).data;
    return [d[0], d[1], d[2]];
  }, [x, y]);
}

/** A point inside the odds label drawn at the top right of `square` (see board/odds-layer.js). */
export async function labelPoint(page, square) {
  const c = await squareCenter(page, square);
  const s = (await page.locator('#board').boundingBox()).width / 8;
  return { x: c.x + s / 2 - s * 0.03 - 3, y: c.y - s / 2 + s * 0.03 + s * 0.13 };
}

/** Whether [r, g, b] is an odds label's green (a chance of winning). */
export const isLabelGreen = ([r, g, b]) => g > r + 25 && g > b + 25 && r < 110;

export async function clickSquare(page, square) {
  const p = await squareCenter(page, square);
  await page.mouse.click(p.x, p.y);
}

/** Click-click move, then waits for the animations to end. */
export async function clickMove(page, from, to) {
  await clickSquare(page, from);
  await clickSquare(page, to);
  await idle(page);
}

export async function dragMove(page, from, to) {
  const a = await squareCenter(page, from);
  const b = await squareCenter(page, to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2, { steps: 4 });
  await page.mouse.move(b.x, b.y, { steps: 4 });
  await page.mouse.up();
  await idle(page);
}

export function shot(page, name, { fullPage = false } = {}) {
  return page.screenshot({ path: `${OUT}${name}.png`, fullPage });
}

/** The placement field of a FEN. */
export function placement(f) {
  return f.split(' ')[0];
}

/** Loads a FEN through the FEN / record dialog, as a player pastes one. */
export async function loadFen(page, text) {
  await page.click('#btn-io');
  await page.fill('#io-fen', text);
  await page.click('#io-fen-load');
  // Loaded, the dialog closes; if it stays open, the failure says what it shows (an error, a question).
  await until(() => page.evaluate(() => {
    const $ = (sel) => document.querySelector(sel);
    return {
      open: $('#dlg-io').open,
      fen: $('#io-fen').value,
      error: $('#io-error').hidden ? null : $('#io-error').textContent,
      asked: $('#dlg-confirm').open ? $('#confirm-title').textContent : null,
    };
  }), (dialog) => !dialog.open, { what: 'the FEN dialog to close once its text is loaded', timeout: 30000 });
  await idle(page);
}

/**
 * A second server, on another port and so another origin, that serves the
 * given pages (path → HTML, or { html, headers } for a page served with
 * headers of its own, a Content-Security-Policy say; without, no policy at
 * all): a stranger's page that embeds the board from the app's server.
 */
export async function startHostServer(pages) {
  const { createServer } = await import('node:http');
  const server = createServer((req, res) => {
    const path = new URL(req.url, 'http://x').pathname;
    if (!Object.hasOwn(pages, path)) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not found');
      return;
    }
    const page = typeof pages[path] === 'string' ? { html: pages[path], headers: {} } : pages[path];
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...page.headers });
    res.end(page.html);
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  return { server, url: `http://127.0.0.1:${server.address().port}/` };
}

/**
 * Waits until the <dice-rex-circe> matched by `selector` (in a page, a
 * frame or a frame locator) has loaded (or failed) and no animation runs,
 * then one more frame.
 */
export async function elementIdle(target, selector) {
  const frame = target.locator(`${selector} .frame:not([data-state="loading"])[data-busy="false"]`);
  await frame.waitFor({ state: 'attached' });
  await frame.evaluate(() => new Promise((done) => requestAnimationFrame(() => done())));
  await frame.waitFor({ state: 'attached' });
}

/** The centre of a square on the element's board, in page coordinates. */
export async function elementSquare(target, selector, square) {
  const box = await target.locator(`${selector} canvas`).boundingBox();
  const flipped = (await target.locator(selector).getAttribute('orientation')) === 'black';
  return centerIn(box, square, flipped);
}

/** Click-click move on an element's board, then waits for it to settle. */
export async function elementMove(page, selector, from, to, frame = page) {
  for (const sq of [from, to]) {
    const p = await elementSquare(frame, selector, sq);
    await page.mouse.click(p.x, p.y);
  }
  await elementIdle(frame, selector);
}
