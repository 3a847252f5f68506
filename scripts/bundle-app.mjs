// Bundles the app's modules (www/js/main.js and everything it imports) into
// www/js/bundle.js, with one chunk per module the app imports lazily
// (www/js/bundle-*.js), so that the page fetches a few files rather than
// fifty: each module fetched on its own costs a round trip, six at a time,
// and on a cold load those round trips were most of the time before the
// board was up (`npm run budget`). Run by scripts/build-www.sh; the output
// is ignored by git. The sources stay as they are, and are what the other
// pages (rules, variants, demo, embed) and the npm package's element use.
//
// The output sits in www/js/, beside main.js, so that `import.meta.url` in
// the bundled modules (the service worker's registration) still resolves
// against www/js/. Left outside the bundle, and imported from their own
// addresses: the engine (www/engine/, whose wasm-bindgen glue finds its
// .wasm from its own address), the QR code encoder (www/vendor/), and the
// computer opponent's client (www/js/ai/client.js), which starts its worker
// from its own address and imports nothing, so no module is loaded twice.
// Those engine files (the package's entry and wasm-bindgen's glue, copied
// there by scripts/build-www.sh) are minified in place too: they are part
// of the first load, and their comments were half their size.
// DRC_NO_MINIFY=1 keeps the code readable (function names in a profile).
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rolldown } from 'rolldown';
import { transform } from 'esbuild';

const WWW = resolve(dirname(fileURLToPath(import.meta.url)), '../www');
const OUT = join(WWW, 'js');
const OUTSIDE_DIRS = [join(WWW, 'engine'), join(WWW, 'vendor')].map((d) => d + '/');
const OUTSIDE_FILES = [join(WWW, 'js/ai/client.js')];

// Resolves the app's relative imports itself: the modules outside the bundle
// stay imports, and every module inside keeps its side effects. The
// package's "sideEffects" (package.json, which describes the npm package for
// its consumers' bundlers) would otherwise take precedence and let the
// bundler drop what a module does on import, such as the element's
// customElements.define().
const resolveApp = {
  name: 'drc-app-modules',
  resolveId(source, importer) {
    if (!importer || !source.startsWith('.')) return null;
    const id = resolve(dirname(importer), source);
    if (OUTSIDE_FILES.includes(id) || OUTSIDE_DIRS.some((d) => id.startsWith(d))) return { id, external: true };
    return { id, moduleSideEffects: true };
  },
};

for (const name of readdirSync(OUT)) {
  if (/^bundle[.-]/.test(name)) rmSync(join(OUT, name));
}
const bundle = await rolldown({ input: { bundle: join(OUT, 'main.js') }, plugins: [resolveApp], logLevel: 'warn' });
const { output } = await bundle.write({
  dir: OUT,
  format: 'es',
  entryFileNames: '[name].js',
  chunkFileNames: 'bundle-[name]-[hash].js',
  minify: process.env.DRC_NO_MINIFY !== '1',
  sourcemap: true,
});
await bundle.close();
const chunks = output.filter((o) => o.type === 'chunk');
const size = chunks.reduce((n, c) => n + c.code.length, 0);
console.log(`www/js/bundle.js: ${chunks.length} files, ${(size / 1024).toFixed(1)} KB, from ${new Set(chunks.flatMap((c) => c.moduleIds)).size} modules`);

if (process.env.DRC_NO_MINIFY !== '1') {
  const engine = readdirSync(join(WWW, 'engine'), { recursive: true }).map(String).filter((f) => f.endsWith('.js'));
  let before = 0;
  let after = 0;
  for (const f of engine) {
    const path = join(WWW, 'engine', f);
    const text = readFileSync(path, 'utf8');
    const { code } = await transform(text, { loader: 'js', format: 'esm', minify: true, target: 'es2022' });
    before += text.length;
    after += code.length;
    writeFileSync(path, code);
  }
  console.log(`www/engine/: ${engine.length} JS files minified, ${(before / 1024).toFixed(1)} -> ${(after / 1024).toFixed(1)} KB`);
}
