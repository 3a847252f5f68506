// `node scripts/cold-trace.mjs [trace.json]`: where a cold start's time goes,
// from one load in Debian's Chromium traced (devtools timeline): the page's
// requests (start, response, end), the boot's marks (drc:*, www/js/main.js),
// and the renderer main thread's tasks of 1 ms or more until the board is
// interactive, nested two levels, in ms from navigation. A figure to read,
// not a test; the tracing itself slows the page by some percent, and one
// load on a shared machine varies: compare runs (npm run budget times the
// start without tracing). Needs www/ built, as the budget does. With a
// path, also writes the trace there (chrome://tracing, Perfetto).
import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { serve } from './serve.mjs';

const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading', 'toplevel'];

const server = await serve({ port: 0, quiet: true });
const url = `http://127.0.0.1:${server.address().port}/`;
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium', args: ARGS });

// A first load in another profile has the server compress every file once.
const warm = await browser.newContext();
await (await warm.newPage()).goto(url);
await warm.close();

const context = await browser.newContext({ viewport: { width: 1200, height: 820 } });
const page = await context.newPage();
await page.goto(`${url}icons/icon.svg`);
await browser.startTracing(page, { categories: CATEGORIES });
await page.goto(url);
await page.waitForSelector('body[data-ready="true"]');
const ready = await page.evaluate(() => window.__drcReady);
const entries = await page.evaluate(() => [...performance.getEntriesByType('resource'), ...performance.getEntriesByType('mark')]
  .map((e) => ({ name: e.name.replace(location.origin, ''), type: e.entryType, start: e.startTime, response: e.responseStart, end: e.responseEnd })));
const trace = JSON.parse((await browser.stopTracing()).toString());
await browser.close();
server.close();
server.closeAllConnections();
if (process.argv[2]) writeFileSync(process.argv[2], JSON.stringify(trace));

const ms = (x) => x.toFixed(1).padStart(7);
console.log(`board interactive at ${ready.toFixed(1)} ms (traced)`);
console.log('requests until then (start, response, end):');
for (const e of entries.filter((x) => x.type === 'resource' && x.start <= ready)) console.log(`${ms(e.start)}${ms(e.response)}${ms(e.end)}  ${e.name}`);
console.log('marks:');
console.log(entries.filter((x) => x.type === 'mark' && x.name.startsWith('drc:')).map((e) => `${e.name.slice(4)} ${e.start.toFixed(1)}`).join(', '));

const events = trace.traceEvents;
const start = events.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL === url);
const at = (e) => (e.ts - start.ts) / 1000;
const thread = `${start.pid}:${start.tid}`;
const tasks = events.filter((e) => e.ph === 'X' && `${e.pid}:${e.tid}` === thread && at(e) >= 0 && at(e) <= ready)
  .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
console.log('main thread (start, duration, what):');
const open = [];
for (const e of tasks) {
  while (open.length && open[open.length - 1] <= e.ts) open.pop();
  // The scheduler's wrappers of each task say nothing of their own.
  const wrapper = /^(RunTask|ThreadControllerImpl::RunTask)$/.test(e.name);
  if (!wrapper && open.length < 2 && e.dur >= 1000) {
    const d = e.args?.data || {};
    const what = d.url ? d.url.replace(url, '/') : d.functionName || d.type || '';
    console.log(`${ms(at(e))}${ms(e.dur / 1000)}  ${'  '.repeat(open.length)}${e.name} ${what}`);
  }
  if (!wrapper) open.push(e.ts + e.dur);
}
