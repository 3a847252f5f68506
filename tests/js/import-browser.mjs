// Import test (a): a plain page with <script type="module">, no bundler,
// served with a Content-Security-Policy that allows wasm but not eval, in
// headless Chromium. The package comes from `npm pack`, installed offline.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { example, expectedOutput, pack, pageText, project, serve } from './helpers.mjs';

const dir = project(pack().tarball, 'browser-example');
writeFileSync(join(dir, 'index.html'), example('browser.html'));
writeFileSync(join(dir, 'element.html'), example('element.html'));
const server = await serve(dir, "default-src 'self'; script-src 'self' 'unsafe-inline' 'wasm-unsafe-eval'; img-src 'self' data:");
try {
  const text = await pageText(`${server.url}/index.html`);
  // Same seed, same game in Chromium as in Node.
  assert.equal(text, await expectedOutput());
  console.log(`import test (browser, no bundler): ${text.split('\n')[1]}`);
  // The <dice-rex-circe> element from the same installed package, one script tag.
  const shown = await pageText(`${server.url}/element.html`);
  assert.equal(shown, 'ready 8/8/3k4/8/Q3K3/8/8/8 w - - 0 1 -');
  console.log(`import test (element from the package): ${shown}`);
} finally {
  server.close();
}
