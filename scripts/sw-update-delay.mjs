// `node scripts/sw-update-delay.mjs`: how long Debian's Chromium, freshly
// started, holds an update check of the app's service worker asked for right
// after its first install, on an idle page and on a page that opens an iframe
// of the app every 300 ms (navigations the service worker answers); then the
// next check, and a first check on a second origin in the same browser. A
// figure to read, not a test: it is why tests/e2e/offline.test.mjs lets its
// first check end before it stops its server. Needs www/ built, as the
// browser tests do.
import { chromium } from 'playwright-core';
import { serve } from './serve.mjs';

const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** The ms an update() takes on a fresh page of the app just controlled, with `navigating` iframes or not, and after it. */
async function measure(browser, navigating) {
  const server = await serve({ port: 0, quiet: true });
  const url = `http://127.0.0.1:${server.address().port}/`;
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  const page = await context.newPage();
  try {
    await page.goto(url);
    await page.waitForSelector('body[data-ready="true"]');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.waitForFunction(async () => (await caches.keys()).length === 1);
    if (navigating) {
      await page.evaluate(() => setInterval(() => {
        const frame = Object.assign(document.createElement('iframe'), { src: 'rules.html' });
        document.body.append(frame);
        setTimeout(() => frame.remove(), 250);
      }, 300));
    }
    const update = () => page.evaluate(async () => {
      const start = performance.now();
      await (await navigator.serviceWorker.getRegistration()).update();
      return Math.round(performance.now() - start);
    });
    return { first: await update(), then: await update() };
  } finally {
    await context.close();
    await new Promise((done) => { server.close(() => done()); server.closeAllConnections(); });
  }
}

for (const navigating of [false, true]) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const fresh = await measure(browser, navigating);
    const second = await measure(browser, navigating);
    console.log(`${navigating ? 'an iframe every 300 ms' : 'idle page'}: update() just after the page is controlled `
      + `${fresh.first} ms, the next one ${fresh.then} ms; on a second origin in the same browser ${second.first} ms`);
  } finally {
    await browser.close();
  }
}
