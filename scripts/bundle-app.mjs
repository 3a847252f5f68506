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
// against www/js/. The engine's core JS (the package's two-module entry
// js/core-lazy.js with split.js and api.js, the core module's wasm-bindgen
// glue and its snippet, copied into www/engine/ by scripts/build-www.sh) is
// bundled too: fetched as five more modules, it kept the first load's
// requests waiting for connections, six at a time, and the cold board came
// up about 10% later (scripts/cold-ab.mjs, 2026-12-05). The glue finds its
// .wasm from its own address when it is not handed a compiled module; inside
// the bundle that address is www/js/bundle.js's, so the bundler points it
// back at www/engine/pkg-core/. Left outside the bundle, and imported from
// their own addresses: the cold module's glue (www/engine/pkg/, fetched
// once the board is up), the QR code encoder (www/vendor/), and the
// computer opponent's client (www/js/ai/client.js), which starts its worker
// from its own address and imports nothing, so no module is loaded twice.
// The engine's JS files in www/engine/, which the other pages load (rules,
// variants, embed), are minified in place too: their comments were half
// their size.
// DRC_NO_MINIFY=1 keeps the code readable (function names in a profile).
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rolldown } from 'rolldown';
import { transform } from 'esbuild';

const WWW = resolve(dirname(fileURLToPath(import.meta.url)), '../www');
const OUT = join(WWW, 'js');
const OUTSIDE_DIRS = [join(WWW, 'engine/pkg'), join(WWW, 'vendor')].map((d) => d + '/');
const OUTSIDE_FILES = [join(WWW, 'js/ai/client.js')];
const CORE_GLUE = join(WWW, 'engine/pkg-core/dice_rex_circe_core.js');
const CORE_WASM = 'dice_rex_circe_core_bg.wasm';

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

// The core glue's own .wasm address, `new URL('…_bg.wasm', import.meta.url)`,
// made relative to the bundle, which takes the glue's place.
const coreWasmAddress = {
  name: 'drc-core-wasm-address',
  transform(code, id) {
    if (id !== CORE_GLUE) return null;
    // Quoted one way or another: the glue may have been minified in place by an earlier run.
    const own = new RegExp(`new URL\\((['"\`])${CORE_WASM.replace('.', '\\.')}\\1,\\s*import\\.meta\\.url\\)`, 'g');
    const uses = code.match(own) || [];
    if (uses.length !== 1) this.error(`${CORE_GLUE} no longer finds its .wasm by new URL('${CORE_WASM}', import.meta.url), once`);
    const fromBundle = relative(OUT, join(dirname(CORE_GLUE), CORE_WASM)).split(sep).join('/');
    // The address is replaced within its line: the glue's lines keep their places (map: null).
    return { code: code.replace(own, `new URL('${fromBundle}', import.meta.url)`), map: null };
  },
};

for (const name of readdirSync(OUT)) {
  if (/^bundle[.-]/.test(name)) rmSync(join(OUT, name));
}
const bundle = await rolldown({ input: { bundle: join(OUT, 'main.js') }, plugins: [resolveApp, coreWasmAddress], logLevel: 'warn' });
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
