// `npm run budget`: prints the app's budgets, measured in Debian's Chromium
// on this machine (figures to read, not a test: nothing here fails on a
// slow run). Needs www/ built (npm run build && bash scripts/build-www.sh).
//   first-load transfer, gzipped    target <= 120 KB (issue 25)
//   board interactive after load    target <= 200 ms cold on localhost, on a quiet machine
//   longest main-thread task while playing and animating   target <= 50 ms
import { chromium } from 'playwright-core';
import { serve } from './serve.mjs';

const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];
// Loads of each kind, alternating nothing: one cold load on this shared
// machine varies by tens of percent, so the median of 5 moved by 30 ms
// from one run to the next; of 15, less.
const RUNS = 15;

const quantile = (xs, q) => [...xs].sort((a, b) => a - b)[Math.round((xs.length - 1) * q)];
const median = (xs) => quantile(xs, 0.5);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

const server = await serve({ port: 0, quiet: true });
const url = `http://127.0.0.1:${server.address().port}/`;
let bytes = 0;
server.on('request', (req, res) => {
  const end = res.end;
  res.end = function counted(chunk, ...rest) {
    const n = chunk ? Buffer.byteLength(chunk) : 0;
    bytes += n;
    return end.call(this, chunk, ...rest);
  };
});

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium', args: ARGS });

async function ready(page) {
  await page.waitForSelector('body[data-ready="true"]');
  return page.evaluate(() => window.__drcReady);
}

// 1. Transfer: a first visit in a fresh profile (the server gzips).
const ctx = await browser.newContext({ viewport: { width: 1200, height: 820 } });
const page = await ctx.newPage();
await page.goto(url);
await ready(page);
// What the page itself fetched until its board was up (the body bytes as the server sent
// them, gzipped), from its resource timings: the service worker's own fetches for the
// offline copy are counted below, apart.
const pageFiles = new Map(await page.evaluate(() => [performance.getEntriesByType('navigation')[0],
  ...performance.getEntriesByType('resource')]
  .filter((e) => e.startTime <= window.__drcReady)
  .map((e) => [new URL(e.name).pathname, e.encodedBodySize])));
const pageLoad = [...pageFiles.values()].reduce((a, b) => a + b, 0);
await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
await page.evaluate(() => new Promise((r) => setTimeout(r, 300)));
const withPrecache = bytes;

// 2. Time to interactive: cold (fresh profile, network) and warm (service worker).
const cold = [];
const marks = [];
for (let i = 0; i < RUNS; i++) {
  const c = await browser.newContext({ viewport: { width: 1200, height: 820 } });
  const p = await c.newPage();
  // A first request opens the connection (and starts the browser's network
  // service); the app's files are still all fetched, uncached.
  await p.goto(`${url}icons/icon.svg`);
  await p.goto(url);
  cold.push(await ready(p));
  marks.push(await p.evaluate(() => ({
    html: performance.getEntriesByType('navigation')[0].responseEnd,
    ...Object.fromEntries(performance.getEntriesByType('mark')
      .filter((m) => m.name.startsWith('drc:')).map((m) => [m.name.slice(4), m.startTime])),
  })));
  await c.close();
}
const warm = [];
for (let i = 0; i < RUNS; i++) {
  await page.reload();
  warm.push(await ready(page));
}

// 3. Longest task while playing: moves with animations, captures with
// rebirth, a roll with its tumble, drags; traced on the renderer's main thread.
async function square(sq) {
  const box = await page.locator('#board').boundingBox();
  const s = box.width / 8;
  const f = 'abcdefgh'.indexOf(sq[0]);
  const r = Number(sq[1]) - 1;
  return { x: box.x + (f + 0.5) * s, y: box.y + (7 - r + 0.5) * s };
}
async function idle() {
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r())));
  await page.waitForSelector('body[data-busy="false"]');
}
async function click(from, to) {
  for (const sq of [from, to]) {
    const p = await square(sq);
    await page.mouse.click(p.x, p.y);
  }
  await idle();
}
async function drag(from, to) {
  const a = await square(from);
  const b = await square(to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(b.x, b.y, { steps: 12 });
  await page.mouse.up();
  await idle();
}
await page.goto(`${url}?seed=3`);
await ready(page);
await page.evaluate(() => localStorage.clear());
await page.click('#btn-new');
await page.fill('#new-seed', '3');
await page.click('#new-start');
await idle();
await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
await click('e2', 'e4');
await click('d7', 'd5');
await click('e4', 'd5');
await drag('g8', 'f6');
await click('e1', 'e2');
if (await page.isVisible('#btn-roll')) await page.click('#btn-roll');
await idle();
for (let i = 0; i < 3; i++) {
  const m = await page.evaluate(() => window.__drc.state.snap.legalMoves.find((x) => x.die !== null && !x.promotion));
  if (!m) break;
  await click(m.from, m.to);
}
for (const [a, b] of [['c7', 'c6'], ['b1', 'c3'], ['f6', 'd5']]) {
  const legal = await page.evaluate(([f, t]) => window.__drc.state.snap.legalMoves.some((m) => m.from === f && m.to === t), [a, b]);
  if (legal) await drag(a, b);
}
const trace = JSON.parse((await browser.stopTracing()).toString());
const events = trace.traceEvents;
const mainTids = new Set(events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
const tasks = events.filter((e) => e.ph === 'X' && e.name === 'RunTask' && mainTids.has(`${e.pid}:${e.tid}`));
const longest = Math.max(0, ...tasks.map((e) => e.dur / 1000));
const over50 = tasks.filter((e) => e.dur > 50_000).length;

await browser.close();
server.close();
server.closeAllConnections();

console.log('Dice Rex Circe app budgets (Debian Chromium, headless, localhost; figures, not assertions)');
console.log(`first-load transfer, gzipped:       ${kb(pageLoad)}  (target <= 120 KB)`);
for (const [f, n] of [...pageFiles].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.BUDGET_FILES || 5))) console.log(`    ${kb(n).padStart(9)}  ${f}`);
console.log(`  with the service worker's precache: ${kb(withPrecache)} (every file, fetched once for offline play)`);
const spread = (xs) => `${quantile(xs, 0.25).toFixed(0)}-${quantile(xs, 0.75).toFixed(0)}`;
console.log(`board interactive after navigation: ${median(cold).toFixed(0)} ms cold, ${median(warm).toFixed(0)} ms from the service worker (median of ${RUNS}; target <= 200 ms cold, on a quiet machine)`);
console.log(`    the middle half of the loads: ${spread(cold)} ms cold, ${spread(warm)} ms from the service worker`);
const step = (k) => median(marks.map((m) => m[k] ?? NaN)).toFixed(0);
console.log(`    cold, median: page received at ${step('html')} ms, app code running at ${step('boot')} ms, its language's words in at ${step('words')} ms, engine compiled at ${step('engine')} ms`);
console.log(`longest main-thread task while playing and animating: ${longest.toFixed(1)} ms over ${tasks.length} tasks, ${over50} over 50 ms (target <= 50 ms)`);
