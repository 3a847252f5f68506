// Import test (b): a Vite project importing the package by name, built
// with `vite build` and opened in headless Chromium under a strict
// Content-Security-Policy (no inline script, no eval, only wasm).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { copyFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { EXAMPLES, example, expectedOutput, pack, pageText, project, ROOT, serve } from './helpers.mjs';

const dir = project(pack().tarball, 'vite-example');
copyFileSync(join(EXAMPLES, 'vite/index.html'), join(dir, 'index.html'));
writeFileSync(join(dir, 'main.js'), example('vite/main.js'));
execFileSync('node', [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
  cwd: dir,
  stdio: 'inherit',
});
const assets = readdirSync(join(dir, 'dist/assets'));
assert.ok(assets.some((f) => f.endsWith('.wasm')), `vite emitted no .wasm: ${assets.join(' ')}`);
const server = await serve(join(dir, 'dist'), "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'");
try {
  const text = await pageText(`${server.url}/index.html`);
  assert.equal(text, await expectedOutput());
  console.log(`import test (Vite): ${text.split('\n')[1]}`);
} finally {
  server.close();
}
