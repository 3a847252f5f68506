// `npm run bench:ai`: the computer opponent's speed, in one run: search
// nodes per second natively (drc best) and in wasm (Node) on the same
// positions, the time to answer at each level in headless Chromium
// through the app's worker, and the time game.odds() takes to give every
// king move's odds (its chance of a Circe Mate and its danger) in the
// middlegames of those games: natively (drc odds), in wasm in Node, and in
// a worker in Chromium (target: at most 50 ms). Prints figures; asserts
// nothing about time.
//   node scripts/bench-ai.mjs [--no-build]
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

if (!process.argv.includes('--no-build')) {
  execFileSync('bash', ['scripts/build.sh', 'ai'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  execFileSync('cargo', ['build', '--release', '--quiet', '--bin', 'drc'], { cwd: ROOT, stdio: 'inherit' });
}
const ai = await import(join(ROOT, 'pkg-ai', 'dice_rex_circe_ai.js'));
ai.initSync({ module: readFileSync(join(ROOT, 'pkg-ai', 'dice_rex_circe_ai_bg.wasm')) });

// Positions at a free move from seeded games played by the easy level.
function positions() {
  const out = [new ai.Game().fen()];
  for (const seed of [1, 2, 3]) {
    const g = new ai.Game({ seed });
    let next = 12;
    for (let step = 0; step < 200 && g.result() === null && next <= 36; step++) {
      if (g.phase() === 'roll') g.roll();
      else g.apply(g.bestMove({ nodes: 1500 }).move.uci);
      if (g.phase() === 'move' && g.history().length >= next) {
        out.push(g.fen());
        next += 12;
      }
    }
    g.free();
  }
  return out;
}
const fens = positions();
const NODES = 300000;

let nativeNodes = 0;
let nativeSecs = 0;
for (const fen of fens) {
  const r = spawnSync(join(ROOT, 'target/release/drc'), ['best', '--nodes', String(NODES), fen], { encoding: 'utf8' });
  const m = /(\d+) nodes in ([\d.]+) s/.exec(r.stderr);
  if (!m) throw new Error(`drc best printed no figures: ${r.stderr}`);
  nativeNodes += Number(m[1]);
  nativeSecs += Number(m[2]);
}

let wasmNodes = 0;
let wasmMs = 0;
for (const fen of fens) {
  const g = new ai.Game({ fen });
  const t = performance.now();
  wasmNodes += g.bestMove({ nodes: NODES }).nodes;
  wasmMs += performance.now() - t;
  g.free();
}

// The odds of every king move (chance and danger) in the middlegames.
const middlegames = fens.slice(1);
const stats = (ms) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return `median ${sorted[sorted.length >> 1].toFixed(1)} ms, max ${sorted[sorted.length - 1].toFixed(1)} ms`;
};
const kingCounts = [];
const oddsNative = middlegames.map((fen) => {
  const r = spawnSync(join(ROOT, 'target/release/drc'), ['odds', fen], { encoding: 'utf8' });
  const m = /\((\d+) king moves\) in ([\d.]+) ms/.exec(r.stderr);
  if (!m) throw new Error(`drc odds printed no figures: ${r.stderr}`);
  kingCounts.push(Number(m[1]));
  return Number(m[2]);
});
const oddsWasm = middlegames.map((fen) => {
  const g = new ai.Game({ fen });
  g.odds(); // warm up
  const t = performance.now();
  g.odds();
  const ms = performance.now() - t;
  g.free();
  return ms;
});

const native = nativeNodes / nativeSecs / 1e6;
const wasm = wasmNodes / (wasmMs / 1000) / 1e6;
console.log(`search on ${fens.length} positions, ${NODES} nodes each`);
console.log(`  native (drc best)        ${native.toFixed(2)} M nodes/s   (target ≥ 1 M nodes/s: ${native >= 1 ? 'ok' : 'MISSED'})`);
console.log(`  wasm in Node (bestMove)  ${wasm.toFixed(2)} M nodes/s   (wasm/native ${(wasm / native).toFixed(2)})`);
const raw = readFileSync(join(ROOT, 'pkg-ai', 'dice_rex_circe_ai_bg.wasm'));
const { gzipSync } = await import('node:zlib');
console.log(`  AI build .wasm           ${raw.length} bytes, ${gzipSync(raw, { level: 9 }).length} gzipped (loaded by the worker only)`);

// Time to answer in the browser, through the app's worker.
const { chromium } = await import('playwright-core');
const { serve } = await import('./serve.mjs');
const server = await serve({ port: 0, quiet: true });
const url = `http://127.0.0.1:${server.address().port}/`;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync'],
});
try {
  const context = await browser.newContext({ bypassCSP: true, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(url);
  const records = fens.map((fen) => `[FEN "${fen}"]\n\n*`);
  const times = await page.evaluate(async (records) => {
    const { ask } = await import('./js/ai/client.js');
    await ask(records[0], { nodes: 100 }); // start the worker and load the wasm
    const out = {};
    for (const level of ['easy', 'medium', 'hard']) {
      const ms = [];
      for (const record of records) {
        const t = performance.now();
        await ask(record, { level });
        ms.push(performance.now() - t);
      }
      out[level] = ms;
    }
    return out;
  }, records);
  console.log(`time to answer in headless Chromium (the app's worker), over ${fens.length} positions`);
  for (const [level, ms] of Object.entries(times)) {
    const sorted = [...ms].sort((a, b) => a - b);
    console.log(`  ${level.padEnd(6)} median ${sorted[sorted.length >> 1].toFixed(0)} ms, max ${sorted[sorted.length - 1].toFixed(0)} ms`);
  }
  // game.odds() in a worker of the page, loading the AI build as the app's worker does.
  const oddsWorker = await page.evaluate(async ({ fens, base }) => {
    const source = `import init, { Game } from ${JSON.stringify(`${base}engine-ai/js/ai.js`)};
      await init();
      self.onmessage = (event) => {
        const ms = event.data.map((fen) => {
          const g = new Game({ fen });
          g.odds();
          const t = performance.now();
          g.odds();
          const took = performance.now() - t;
          g.free();
          return took;
        });
        self.postMessage(ms);
      };
      self.postMessage('ready');`;
    const url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
    const worker = new Worker(url, { type: 'module' });
    const next = () => new Promise((resolve, reject) => {
      worker.onmessage = (e) => resolve(e.data);
      worker.onerror = (e) => reject(new Error(e.message));
    });
    await next();
    const answer = next();
    worker.postMessage(fens);
    const ms = await answer;
    worker.terminate();
    return ms;
  }, { fens: middlegames, base: url });
  const kings = `${Math.min(...kingCounts)}–${Math.max(...kingCounts)} king moves each`;
  const worst = Math.max(...oddsWorker);
  console.log(`odds of every king move (chance of a Circe Mate and danger), ${middlegames.length} middlegames, ${kings}`);
  console.log(`  native (drc odds)        ${stats(oddsNative)}`);
  console.log(`  wasm in Node (odds())    ${stats(oddsWasm)}`);
  console.log(`  wasm in a Chromium worker ${stats(oddsWorker)}   (target ≤ 50 ms: ${worst <= 50 ? 'ok' : 'MISSED'})`);
} finally {
  await browser.close();
  server.close();
  server.closeAllConnections?.();
}
