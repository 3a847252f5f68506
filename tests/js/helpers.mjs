// Shared by the import tests: pack the package as npm would publish it,
// install the tarball into a fresh project without the registry, serve a
// folder over HTTP with a strict Content-Security-Policy, drive Chromium.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(fileURLToPath(import.meta.url), '../../..');
export const EXAMPLES = join(ROOT, 'tests/js/examples');

/** The text of an example file, after checking that the README shows it. */
export function example(path) {
  const text = readFileSync(join(EXAMPLES, path), 'utf8');
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  assert.ok(readme.includes(text.trim()), `README.md does not show tests/js/examples/${path} as it is`);
  return text;
}

/** `npm pack` of the repository: the tarball's path and its file list. */
export function pack() {
  const dir = mkdtempSync(join(tmpdir(), 'drc-pack-'));
  const out = execFileSync('npm', ['pack', '--json', '--pack-destination', dir], {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [info] = JSON.parse(out);
  const files = info.files.map((f) => f.path).sort();
  return { tarball: join(dir, info.filename), files };
}

/** A new project with the tarball installed offline (the package has no dependencies). */
export function project(tarball, name) {
  const dir = mkdtempSync(join(tmpdir(), `drc-${name}-`));
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name, private: true, type: 'module' }));
  execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', '--loglevel=error', tarball], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return dir;
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.css': 'text/css',
};

/** Serves `root` on a free port until `close()`. */
export async function serve(root, csp) {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname));
    if (path === '/favicon.ico') {
      res.writeHead(204).end(); // the browser asks for it; the examples have none
      return;
    }
    let file = join(root, path);
    try {
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
  return { url: `http://127.0.0.1:${server.address().port}`, close: () => server.close() };
}

/**
 * Opens `url` in headless Chromium and returns the text of `#out` once the
 * page has written it; fails on any page error or console error.
 */
export async function pageText(url) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync'],
  });
  try {
    const page = await browser.newPage();
    const problems = [];
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    page.on('console', (m) => m.type() === 'error' && problems.push(`console error: ${m.text()}`));
    await page.goto(url);
    await page.waitForFunction(() => document.querySelector('#out')?.textContent, null, { timeout: 20000 })
      .catch(() => {});
    const text = await page.evaluate(() => document.querySelector('#out')?.textContent ?? '');
    assert.deepEqual(problems, []);
    return text;
  } finally {
    await browser.close();
  }
}

/** What the examples print, computed here with the built package. */
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
