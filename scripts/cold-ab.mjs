// `node scripts/cold-ab.mjs RUNS DIR_A DIR_B`: two builds of the app's www/
// (copies of it, say before and after a change) compared on cold starts in
// the same time window, as `npm run budget` times them (a fresh browser
// profile, the page loaded from a local server, until the board is
// interactive): RUNS rounds of one load of each, in alternating order, then
// for each build the median of every mark of the boot (drc:*, www/js/main.js)
// and of the time to interactive, and B's time over A's, the median of the
// rounds' ratios. On a machine shared with other work one load varies by
// tens of percent: only many rounds, alternating, say much. Figures to read,
// not a test. Each DIR is served as www/ is (scripts/serve.mjs), built.
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { serve } from './serve.mjs';

const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const [runs, ...dirs] = process.argv.slice(2);
if (!(Number(runs) > 0) || dirs.length !== 2) {
  console.error('usage: node scripts/cold-ab.mjs RUNS DIR_A DIR_B');
  process.exit(2);
}
const roots = dirs.map((d) => resolve(d));
const servers = await Promise.all(roots.map((root) => serve({ root, port: 0, quiet: true })));
const urls = servers.map((s) => `http://127.0.0.1:${s.address().port}/`);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium', args: ARGS });

async function coldLoad(url) {
  const context = await browser.newContext({ viewport: { width: 1200, height: 820 } });
  const page = await context.newPage();
  // As the budget: a first request opens the connection; the app's files are all fetched, uncached.
  await page.goto(`${url}icons/icon.svg`);
  await page.goto(url);
  await page.waitForSelector('body[data-ready="true"]');
  const marks = await page.evaluate(() => ({
    ready: window.__drcReady,
    ...Object.fromEntries(performance.getEntriesByType('mark').filter((m) => m.name.startsWith('drc:'))
      .map((m) => [m.name.slice(4), m.startTime])),
  }));
  await context.close();
  return marks;
}

// A first load of each has the server compress every file once.
for (const url of urls) await coldLoad(url);
const results = [[], []];
for (let i = 0; i < Number(runs); i++) {
  const order = i % 2 ? [1, 0] : [0, 1];
  for (const k of order) results[k].push(await coldLoad(urls[k]));
}
await browser.close();
for (const s of servers) {
  s.close();
  s.closeAllConnections();
}

const median = (xs) => {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  const n = s.length;
  return n % 2 ? s[(n - 1) / 2] : (s[n / 2 - 1] + s[n / 2]) / 2;
};
results.forEach((list, k) => {
  const keys = [...new Set(list.flatMap((r) => Object.keys(r)))];
  console.log(`${'AB'[k]}: ${roots[k]}, ${list.length} cold loads`);
  console.log(`  medians (ms): ${keys.map((key) => `${key} ${median(list.map((r) => r[key])).toFixed(0)}`).join(', ')}`);
  console.log(`  interactive at (ms): ${list.map((r) => r.ready.toFixed(0)).join(' ')}`);
});
const ratio = median(results[1].map((r, i) => r.ready / results[0][i].ready));
console.log(`B/A, median of the rounds' ratios: ${ratio.toFixed(3)}`);
