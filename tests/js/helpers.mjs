// Shared by the consumer tests: pack the package as npm would publish it,
// install the tarball into fresh projects from the local npm cache (no
// network), serve a folder over HTTP with a strict Content-Security-Policy,
// drive Chromium.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync, createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(fileURLToPath(import.meta.url), '../../..');
export const EXAMPLES = join(ROOT, 'tests/js/examples');
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** The pages that show the examples: the README's quick start, the package's page the rest. */
const SHOWN_IN = ['README.md', 'docs/npm.md'];

/** The text of an example file, after checking that the README or the package's page shows it. */
export function example(path) {
  const text = readFileSync(join(EXAMPLES, path), 'utf8');
  const shown = SHOWN_IN.some((page) => readFileSync(join(ROOT, page), 'utf8').includes(text.trim()));
  assert.ok(shown, `neither ${SHOWN_IN.join(' nor ')} shows tests/js/examples/${path} as it is`);
  return text;
}

/** `npm pack` of the repository: the tarball's path, its file list and its sizes. */
export function pack() {
  const dir = mkdtempSync(join(tmpdir(), 'drc-pack-'));
  const out = execFileSync('npm', ['pack', '--json', '--pack-destination', dir], {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [info] = JSON.parse(out);
  const files = info.files.map((f) => f.path).sort();
  return { tarball: join(dir, info.filename), files, size: info.size, unpackedSize: info.unpackedSize };
}

/**
 * A new project (`type` 'module' or 'commonjs') with the tarball installed
 * offline (the package has no dependencies, so npm needs nothing from the
 * registry), and the packages named in `fromRepo` copied, with everything
 * they depend on, from the repository's own node_modules (`meta`: more
 * fields of its package.json): the same
 * versions, and no registry metadata needed, which an offline npm cache
 * may not hold.
 */
export function project(tarball, name, { type = 'module', fromRepo = [], meta = {} } = {}) {
  const dir = mkdtempSync(join(tmpdir(), `drc-${name}-`));
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name, private: true, type, ...meta }));
  execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', '--loglevel=error', tarball], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const pending = [...fromRepo];
  const copied = new Set();
  while (pending.length > 0) {
    const pkg = pending.pop();
    if (copied.has(pkg)) continue;
    copied.add(pkg);
    const from = join(ROOT, 'node_modules', pkg);
    assert.ok(existsSync(join(from, 'package.json')), `${pkg} is not installed in the repository`);
    cpSync(from, join(dir, 'node_modules', pkg), { recursive: true });
    pending.push(...Object.keys(JSON.parse(readFileSync(join(from, 'package.json'), 'utf8')).dependencies ?? {}));
  }
  return dir;
}

/** Runs the repository's Vite on the project in `dir` (`vite build`); returns what it printed. */
export function viteBuild(dir) {
  return execFileSync('node', [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: dir,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.css': 'text/css',
};

/**
 * Serves `root` on a free port until `close()`, every response with the
 * Content-Security-Policy `csp`. Paths matching `missing` answer 404, as a
 * server without those files would, or with the file `missingAs` (a path
 * in `root`), as a single-page app's server answers its page for any path.
 */
export async function serve(root, csp, { missing = null, missingAs = null } = {}) {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname));
    if (path === '/favicon.ico') {
      res.writeHead(204).end(); // the browser asks for it; the examples have none
      return;
    }
    let file = join(root, path);
    try {
      if (missing && missing.test(path)) {
        if (missingAs === null) throw new Error('missing');
        file = join(root, missingAs);
      }
      if (statSync(file).isDirectory()) file = join(file, 'index.html');
      statSync(file);
    } catch {
      res.writeHead(404).end('not found');
      return;
    }
    res.writeHead(200, {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Content-Security-Policy': csp,
    });
    createReadStream(file).pipe(res);
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    close: () => new Promise((done) => { server.close(done); server.closeAllConnections(); }),
  };
}

/** Debian's Chromium through playwright-core. */
export async function launch() {
  const { chromium } = await import('playwright-core');
  return chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/** A new page of `browser` whose page errors, console errors and HTTP errors are collected in `problems`. */
export async function openPage(browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  // A resource that failed names its address.
  page.on('console', (m) => m.type() === 'error' && problems.push(`console error: ${m.text()}${
    m.text().startsWith('Failed to load resource') ? ` ${new URL(m.location().url).pathname}` : ''}`));
  page.on('response', (r) => { if (r.status() >= 400) problems.push(`HTTP ${r.status()} ${new URL(r.url()).pathname}`); });
  return { page, problems, close: () => context.close() };
}

/**
 * Opens `url` in `browser` and returns the text of `#out` once the page has
 * written it; fails on any page error, console error or HTTP error.
 */
export async function pageText(browser, url) {
  const { page, problems, close } = await openPage(browser);
  try {
    await page.goto(url);
    await page.waitForFunction(() => document.querySelector('#out')?.textContent, null, { timeout: 20000 });
    const text = await page.evaluate(() => document.querySelector('#out').textContent);
    assert.deepEqual(problems, []);
    return text;
  } finally {
    await close();
  }
}

/** What the engine examples print (browser.html, vite-engine), computed here with the built package. */
export async function expectedOutput() {
  const { Game } = await import(join(ROOT, 'js/node.js'));
  const game = new Game({ seed: 1 });
  game.apply('e4');
  game.apply('e5');
  game.apply('Ke2');
  const dice = game.roll();
  const bonus = game.legalMoves().map((m) => m.san);
  return `${game.fen()}\nrolled ${dice.join('-')}: ${bonus.join(' ')}`;
}
