#!/usr/bin/env bash
# The <dice-rex-circe> element for the npm package: copies the element's
# modules (www/js/dice-rex-circe.js and everything it imports, its computer
# opponent's worker included) into element/, pointing their engine imports
# at the package's own entries: js/index.js for the engine (the full module
# alone: the app's pages load its two modules, www/js/engine.js), js/ai.js
# (`dice-rex-circe/ai`) for the computer opponent's worker.
# It also writes the .wasm files gzipped, as base64 modules (js/inline/):
# the copies that the entries for bundlers that emit no assets (esbuild,
# Rollup: the package's `default` condition) carry, and that the others
# import when the .wasm is not where their glue looks. And element/inline/:
# the same modules, whose engine is
# js/index-inline.js and whose computer opponent's worker is one bundled
# script (element/inline/ai/worker-source.js) started from a blob: URL.
# Run by `npm pack` (prepack) after `npm run build` and `npm run build:ai`;
# element/ and js/inline/ are ignored by git.
set -euo pipefail
cd "$(dirname "$0")/.."

for f in pkg/dice_rex_circe_bg.wasm pkg-core/dice_rex_circe_core_bg.wasm pkg-ai/dice_rex_circe_ai_bg.wasm; do
    [ -f "$f" ] || { echo "$f is missing: run npm run build and npm run build:ai first" >&2; exit 1; }
done

rm -rf element js/inline
node --input-type=module - <<'JS'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const from = 'www/js';
// The modules an element module reaches: static and dynamic imports, and
// workers started with new URL('./x.js', import.meta.url).
const REFERENCES = [
  /(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g,
  /new URL\(\s*'(\.{1,2}\/[^']+\.js)',\s*import\.meta\.url\s*\)/g,
];
// The app's copies of the engine (www/engine/, www/engine-ai/) are the package's own entries.
const ENGINE = {
  // The package's element keeps the full module alone (js/index.js), whose init(url) a page
  // may call for it (docs/npm.md): its cold calls wait for nothing.
  'engine.js': ["import init, { Game, ready as coldReady } from '../engine/js/core-lazy.js';",
    "import init, { Game } from '../js/index.js';\n\nconst coldReady = () => init();"],
  // The worker's engine without the carried copy, which its client's carried worker has.
  'ai/worker.js': ["from '../../engine-ai/js/ai.js'", "from '../../js/ai-worker.js'"],
  // The worker bundled with its engine (element/inline/ai/worker-source.js), imported only when
  // neither worker.js nor a shim importing it loads: a bundler that did not emit it.
  'ai/client.js': ['const CARRIED_WORKER = null;',
    "const CARRIED_WORKER = () => import('../inline/ai/worker-source.js').then((carried) => carried.inlineWorkerUrl());"],
};
const seen = new Set();
const queue = ['dice-rex-circe.js'];
while (queue.length) {
  const file = queue.pop();
  if (seen.has(file)) continue;
  seen.add(file);
  const text = readFileSync(join(from, file), 'utf8');
  for (const pattern of REFERENCES) {
    for (const m of text.matchAll(pattern)) {
      const target = normalize(join(dirname(file), m[1]));
      if (!target.startsWith('..')) queue.push(target);
    }
  }
}
for (const file of Object.keys(ENGINE)) {
  if (!seen.has(file)) throw new Error(`the element no longer reaches ${file}`);
}
for (const file of [...seen].sort()) {
  let text = readFileSync(join(from, file), 'utf8');
  if (ENGINE[file]) {
    const [app, pkg] = ENGINE[file];
    if (!text.includes(app)) throw new Error(`${file} no longer imports ${app}`);
    text = text.replace(app, pkg);
  }
  mkdirSync(join('element', dirname(file)), { recursive: true });
  writeFileSync(join('element', file), text);
}
console.error(`element/: ${seen.size} modules`);

// The .wasm files as modules (gzipped: js/api.js's carriedWasm inflates
// them), for the inline entries and the others' fallback; gzipped, the AI
// build's stays under the 500 kB at which Vite warns of a large chunk.
mkdirSync('js/inline', { recursive: true });
const HEADER = '// Written by scripts/build-element.sh: the .wasm of';
for (const [name, wasm] of [['engine-wasm.js', 'pkg/dice_rex_circe_bg.wasm'], ['core-wasm.js', 'pkg-core/dice_rex_circe_core_bg.wasm'],
  ['ai-wasm.js', 'pkg-ai/dice_rex_circe_ai_bg.wasm']]) {
  const b64 = gzipSync(readFileSync(wasm), { level: 9 }).toString('base64');
  writeFileSync(join('js/inline', name), `${HEADER} ${wasm}, gzipped, in base64.\nexport default '${b64}';\n`);
}

// element/inline/: the element for bundlers that emit no assets.
const INLINE = {
  'engine.js': [["from '../js/index.js'", "from '../../js/index-inline.js'"]],
  'ai/client.js': [
    ["new Worker(new URL('./worker.js', import.meta.url), { type: 'module' })", "new Worker(trustedBlobUrl(inlineWorkerUrl()), { type: 'module' })"],
    // Its first way is the carried worker already.
    [ENGINE['ai/client.js'][1], ENGINE['ai/client.js'][0]],
  ],
};
for (const file of [...seen].sort()) {
  if (file === 'ai/worker.js') continue; // bundled into ai/worker-source.js
  let text = readFileSync(join('element', file), 'utf8');
  for (const [from, to] of INLINE[file] ?? []) {
    if (!text.includes(from)) throw new Error(`element/${file} no longer has ${from}`);
    text = text.replace(from, to);
  }
  if (file === 'ai/client.js') text = `import { inlineWorkerUrl } from './worker-source.js';\n${text}`;
  mkdirSync(join('element/inline', dirname(file)), { recursive: true });
  writeFileSync(join('element/inline', file), text);
}
const GLOBAL = '__diceRexCirceAiWasm';
const built = await build({
  entryPoints: ['element/ai/worker.js'],
  bundle: true,
  format: 'esm',
  minify: true,
  write: false,
  logLevel: 'warning',
  plugins: [{
    name: 'inline-ai',
    setup(b) {
      // The worker's engine is the inline entry, whose bytes the page puts before the worker's code.
      b.onResolve({ filter: /\/js\/ai-worker\.js$/ }, () => ({ path: resolve('js/ai-inline.js') }));
      b.onResolve({ filter: /\/inline\/ai-wasm\.js$/ }, () => ({ path: 'ai-wasm', namespace: 'inline-ai' }));
      b.onLoad({ filter: /.*/, namespace: 'inline-ai' }, () => ({ contents: `export default globalThis.${GLOBAL};` }));
    },
  }],
});
const code = built.outputFiles[0].text;
writeFileSync('element/inline/ai/worker-source.js', `// Written by scripts/build-element.sh: the computer opponent's worker
// (element/ai/worker.js with the AI engine, js/ai-inline.js, bundled),
// started from a blob: URL, the AI .wasm's bytes put before its code.
import wasm from '../../../js/inline/ai-wasm.js';

const CODE = ${JSON.stringify(code)};
let url = null;

/** The blob: URL of the worker's script, made once per page. */
export function inlineWorkerUrl() {
  url ??= URL.createObjectURL(new Blob([\`globalThis.${GLOBAL} = '\${wasm}';\\n\`, CODE], { type: 'text/javascript' }));
  return url;
}
`);
console.error(`element/inline/: ${seen.size} modules, the worker ${code.length} bytes`);
JS
