// Firefox for the browser tests: Debian's firefox-esr (scripts/setup.sh
// browser installs it), headless, driven by puppeteer-core over WebDriver
// BiDi. `FIREFOX_BROWSER` plugs into hostSuite and appSuite of helpers.mjs
// (`hostSuite(pages, FIREFOX_BROWSER)`); a page records every console
// error or warning, uncaught exception and HTTP error as openPage does in
// Chromium. Puppeteer's page has no locators that wait: `waitForEval`
// polls a function evaluated in the page, as `until` polls anything.
import puppeteer from 'puppeteer-core';
import { until } from './helpers.mjs';

export { until };

/** The Firefox to drive: $FIREFOX, else Debian's firefox-esr. */
export const FIREFOX = process.env.FIREFOX || '/usr/bin/firefox-esr';

/** Starts a headless Firefox; `prefs` are extra about:config preferences. */
export function launchFirefox({ prefs = {} } = {}) {
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    extraPrefsFirefox: {
      // No first-run pages, updates or telemetry in a test profile.
      'app.update.enabled': false,
      'browser.shell.checkDefaultBrowser': false,
      'datareporting.policy.dataSubmissionEnabled': false,
      ...prefs,
    },
  });
}

/**
 * A fresh context (own storage) and page of a Firefox from launchFirefox:
 * { context, page, problems }, where `problems` collects console errors
 * and warnings, uncaught exceptions and HTTP errors.
 */
export async function openFirefoxPage(browser, { viewport = { width: 1200, height: 820 }, deviceScaleFactor = 1 } = {}) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ ...viewport, deviceScaleFactor });
  const problems = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warn') problems.push(`console ${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('response', (r) => { if (r.status() >= 400) problems.push(`HTTP ${r.status()} ${r.url()}`); });
  return { context, page, problems };
}

/** Firefox as hostSuite and appSuite take a browser. */
export const FIREFOX_BROWSER = { launch: () => launchFirefox(), open: openFirefoxPage };

/**
 * Evaluates `fn(arg)` in `page` again and again until `accept(value)`
 * holds, and returns that value (see `until` for the options).
 */
export function waitForEval(page, fn, arg, accept, options = {}) {
  return until(() => page.evaluate(fn, arg), accept, options);
}

/**
 * Waits until the <dice-rex-circe> matched by `selector` has loaded (or
 * failed) and no animation runs, then one more frame; returns its state.
 */
export async function elementIdle(page, selector) {
  const state = await waitForEval(page, (sel) => {
    const frame = document.querySelector(sel)?.shadowRoot?.querySelector('.frame');
    if (!frame || frame.dataset.state === 'loading') return null;
    // A board that shows an error has nothing to animate.
    return frame.dataset.state === 'error' || frame.dataset.busy === 'false' ? frame.dataset.state : null;
  }, selector, (s) => s !== null, { what: `${selector} to settle` });
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done())));
  return state;
}

/** Click-click move on an element's board, as a reader plays it, then waits for the board to settle. */
export async function elementMove(page, selector, from, to) {
  await page.evaluate((sel) => document.querySelector(sel).scrollIntoView({ block: 'center' }), selector);
  for (const square of [from, to]) {
    const p = await page.evaluate((sel, sq) => {
      const el = document.querySelector(sel);
      const box = el.shadowRoot.querySelector('canvas').getBoundingClientRect();
      const flipped = el.getAttribute('orientation') === 'black';
      const file = 'abcdefgh'.indexOf(sq[0]);
      const rank = Number(sq[1]) - 1;
      const s = box.width / 8;
      const col = flipped ? 7 - file : file;
      const row = flipped ? rank : 7 - rank;
      return { x: box.x + (col + 0.5) * s, y: box.y + (row + 0.5) * s };
    }, selector, square);
    await page.mouse.click(p.x, p.y);
  }
  return elementIdle(page, selector);
}
