// What a megabyte of input costs the page that is given it (after
// `npm run build` and scripts/build-www.sh): the app opening a link whose
// #record= is 1,000,000 characters that are no move, and the embedded board
// (embed.html) given a record of 50,000 parentheses. Prints, for each, the
// length of the notice the page shows and the page's long tasks (over 50
// ms, from the browser's PerformanceObserver) until it shows it: the
// longest, and their sum; and, for comparison, the long tasks of a page
// without any script given the same address (what the browser itself
// spends on a 1 MB address: committing the navigation, the fragment).
// One run each, in headless Chromium:
//   node scripts/long-input.mjs [root]   (root: a built www/, this one's by default)
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { serve } from './serve.mjs';

const root = process.argv[2] ? resolve(process.argv[2]) : undefined;
const BLANK = '/long-input-blank.html';
const server = await serve({
  port: 0, quiet: true, ...(root ? { root } : {}),
  overrides: { [BLANK]: '<!doctype html><meta charset="utf-8"><title>blank</title><p id="out">a page without a script</p>' },
});
const url = `http://127.0.0.1:${server.address().port}/`;
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: ['--no-sandbox'] });

/** Opens `path` and waits for `shown` (a function of the page returning the notice's text, or null). */
async function measure(name, path, shown) {
  const context = await browser.newContext({ viewport: { width: 1200, height: 820 } });
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.longTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(url + path);
  const handle = await page.waitForFunction(shown, null, { timeout: 60000, polling: 50 });
  const text = await handle.jsonValue();
  // The tasks observed until then are reported at the next frame.
  await page.evaluate(() => new Promise((done) => { requestAnimationFrame(() => setTimeout(done, 0)); }));
  const tasks = await page.evaluate(() => window.longTasks);
  const longest = Math.max(0, ...tasks);
  const sum = tasks.reduce((a, b) => a + b, 0);
  console.log(`${name}: notice ${text.length} characters ("${text.slice(0, 90)}…"); `
    + `long tasks: ${tasks.length}, the longest ${longest.toFixed(0)} ms, in all ${sum.toFixed(0)} ms`);
  await context.close();
}

await measure('a page without a script, #record= of 1,000,000 x', `${BLANK.slice(1)}#record=${'x'.repeat(1_000_000)}`,
  () => document.getElementById('out')?.textContent ?? null);
await measure('the app, #record= of 1,000,000 x', `#record=${'x'.repeat(1_000_000)}`,
  () => (document.getElementById('toast')?.hidden === false ? document.getElementById('toast-text').textContent : null));
await measure('embed.html, a record of 50,000 (', `embed.html#record=${encodeURIComponent(`1. e4 ${'('.repeat(50_000)}`)}`,
  () => {
    const board = document.querySelector('dice-rex-circe');
    return board?.state === 'error' ? board.shadowRoot.querySelector('.error-detail').textContent : null;
  });
await browser.close();
server.close();
