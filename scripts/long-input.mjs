// What a megabyte of input costs the page that is given it (after
// `npm run build` and scripts/build-www.sh): the app opening a link whose
// #record= is 1,000,000 characters that are no move, and the embedded board
// (embed.html) given a record of 50,000 parentheses. Prints, for each, the
// length of the notice the page shows and the page's long tasks (over 50
// ms, from the browser's PerformanceObserver) until it shows it: the
// longest, and their sum; and, for comparison, the long tasks of a page
// without any script given the same address (what the browser itself
// spends on a 1 MB address: committing the navigation, the fragment).
// On a busy machine a task's duration is mostly waiting for a core, so the
// CPU time of the page's main thread in those tasks (from a trace) is
// printed too. One run each, in headless Chromium:
//   node scripts/long-input.mjs [root]   (root: a built www/, this one's by default)
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
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

/** The CPU time (ms) of the renderer's main threads in their tasks that lasted over 50 ms: the most in one, and in all. */
function mainThreadCpu(events) {
  const main = new Set(events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const times = events.filter((e) => e.name === 'RunTask' && main.has(`${e.pid}:${e.tid}`) && e.dur > 50_000 && e.tdur !== undefined)
    .map((e) => e.tdur / 1000);
  return { most: Math.max(0, ...times), all: times.reduce((a, b) => a + b, 0) };
}

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
  const dir = mkdtempSync(join(tmpdir(), 'drc-trace-'));
  await browser.startTracing(page, { path: join(dir, 'trace.json'), categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  await page.goto(url + path);
  const handle = await page.waitForFunction(shown, null, { timeout: 60000, polling: 50 });
  const text = await handle.jsonValue();
  // The tasks observed until then are reported at the next frame.
  await page.evaluate(() => new Promise((done) => { requestAnimationFrame(() => setTimeout(done, 0)); }));
  const tasks = await page.evaluate(() => window.longTasks);
  await browser.stopTracing();
  const longest = Math.max(0, ...tasks);
  const sum = tasks.reduce((a, b) => a + b, 0);
  const cpu = mainThreadCpu(JSON.parse(readFileSync(join(dir, 'trace.json'), 'utf8')).traceEvents);
  rmSync(dir, { recursive: true });
  console.log(`${name}: notice ${text.length} characters ("${text.slice(0, 90)}…"); `
    + `long tasks: ${tasks.length}, the longest ${longest.toFixed(0)} ms, in all ${sum.toFixed(0)} ms; `
    + `CPU time of the main thread in tasks over 50 ms: the most ${cpu.most.toFixed(0)} ms, in all ${cpu.all.toFixed(0)} ms`);
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
