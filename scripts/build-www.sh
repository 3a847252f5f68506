#!/usr/bin/env bash
# Makes www/ a self-contained static site: bundles the app's modules
# (scripts/bundle-app.mjs: www/js/bundle.js, which index.html loads), copies the engine package's
# browser files (js/core-lazy.js, the two-module entry of js/core.js importing the cold
# module's glue only with the cold module, which the pages load, with js/split.js and
# js/api.js; and the wasm-bindgen output they load: the core module from pkg-core/,
# the cold one from pkg/, built by `npm run build`) into www/engine/, keeping their
# relative layout, then writes www/precache.js, the service worker's list of
# files and a version hash of their contents (a new build is a new version).
# All of these outputs are ignored by git.
set -euo pipefail
cd "$(dirname "$0")/.."

for f in pkg/dice_rex_circe_bg.wasm pkg-core/dice_rex_circe_core_bg.wasm; do
    [ -f "$f" ] || { echo "$f is not built: run npm run build first" >&2; exit 1; }
done

rm -rf www/engine
mkdir -p www/engine/js www/engine/pkg www/engine/pkg-core
cp js/core-lazy.js js/split.js js/api.js www/engine/js/
cp pkg/dice_rex_circe.js pkg/dice_rex_circe_bg.wasm www/engine/pkg/
cp pkg-core/dice_rex_circe_core.js pkg-core/dice_rex_circe_core_bg.wasm www/engine/pkg-core/
# Both glues import the same JS snippets (js/unpack.js), each from its own
# snippets/<crate>-<hash>/ folder, whose name varies by build: both are
# pointed at one copy, www/engine/snippets/, at a fixed address, which a
# page that loads both glues (the rules and variants pages, the embedded
# board) fetches once. The app's bundle carries the core's glue and its
# own copy of the snippet; the cold glue fetches this one once the board
# is up.
mkdir -p www/engine/snippets
for pkg in pkg pkg-core; do
    for dir in "$pkg"/snippets/*/; do
        [ -d "$dir" ] || continue
        if [ -n "$(ls -A www/engine/snippets)" ] && ! diff -rq "$dir" www/engine/snippets >/dev/null; then
            echo "pkg/ and pkg-core/ carry different JS snippets: rebuild both (npm run build)" >&2
            exit 1
        fi
        cp -r "$dir". www/engine/snippets/
        sed -i "s#from './snippets/$(basename "$dir")/#from '../snippets/#" "www/engine/$pkg"/*.js
    done
done
# The QR code encoder of "Play a friend" (MIT), from the npm package.
rm -rf www/vendor
mkdir -p www/vendor
cp node_modules/qrcode-generator/dist/qrcode.mjs www/vendor/qrcode.mjs
node scripts/bundle-app.mjs
# The fairness study's chart (docs/fairness.md) in each rules page's language.
for lang in en fr ca; do
    node scripts/fairness-chart.mjs --lang "$lang" "www/fairness.$lang.svg" docs/fairness-easy.csv docs/fairness-medium.csv >/dev/null
done

node --input-type=module - <<'JS'
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join, relative, sep } from 'node:path';

const root = 'www';
const skip = new Set(['sw.js', 'precache.js']);
const files = [];
(function walk(dir) {
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (!skip.has(relative(root, path)) && !name.endsWith('.md') && !name.endsWith('.map')) files.push(relative(root, path).split(sep).join('/'));
  }
})(root);
// A small async script in the page's head starts compiling the engine's
// core wasm as it arrives, long before the app's modules have run (www/js/main.js hands the compiled module to the
// engine; without it, or if it failed, the engine fetches and compiles its
// own, and reports the error if there is one). The cold module (pkg/) is
// fetched once the board is up (www/js/engine.js); the service worker
// keeps both. A saved game (www/js/persist.js's 'drc.game') is read from its
// record before the board, which needs the cold module: then it is compiled
// now too, beside the core, rather than after it, and its glue (which
// www/js/engine.js imports with it) is preloaded.
// It also preloads the words of the app's language when it is not English
// (www/js/strings.js loads them, and the rule sets' ones, as chunks of the
// bundle), chosen as www/js/main.js chooses it (the setting, ?lang=, the
// browser's), so that they come with the engine rather than after the
// bundle has started.
const words = {};
for (const name of readdirSync(join(root, 'js', 'lang'))) {
  const code = name.match(/^([a-z]{2})\.js$/)?.[1];
  if (!code || code === 'en') continue;
  const chunks = files.filter((f) => new RegExp(`^js/bundle-(rule-sets\\.)?${code}-[\\w-]+\\.js$`).test(f));
  if (chunks.length !== 2) throw new Error(`the bundle has no chunks of words for ${code}: ${chunks.join(', ')}`);
  words[code] = chunks;
}
writeFileSync(join(root, 'engine', 'preload.js'),
  `// Written by scripts/build-www.sh: starts fetching the engine with the page, and compiling its wasm, and preloads the words of the app's language.\n` +
  `{\n` +
  `  const words = ${JSON.stringify(words)};\n` +
  `  let set = null;\n` +
  `  try { set = JSON.parse(localStorage.getItem('drc.settings') || '{}').lang; } catch { /* no storage, or no setting */ }\n` +
  `  const wanted = [set, new URLSearchParams(location.search).get('lang'), ...(navigator.languages || []), navigator.language]\n` +
  `    .map((c) => (typeof c === 'string' ? c.trim().toLowerCase().split('-')[0] : '')).find((c) => c === 'en' || Object.hasOwn(words, c));\n` +
  `  for (const f of words[wanted] || []) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href: new URL(\`../\${f}\`, document.currentScript.src).href }));\n` +
  `}\n` +
  `if (typeof WebAssembly.compileStreaming === 'function') {\n` +
  `  self.drcEngineModule = WebAssembly.compileStreaming(fetch(new URL('pkg-core/dice_rex_circe_core_bg.wasm', document.currentScript.src)));\n` +
  `  self.drcEngineModule.catch(() => {});\n` +
  `  let saved = null;\n` +
  `  try { saved = localStorage.getItem('drc.game'); } catch { /* no storage: no saved game */ }\n` +
  `  // A saved game's record, and an address's ?fen=, are read by the cold module.\n` +
  `  if (saved || /[?&]fen=./.test(location.search)) {\n` +
  `    self.drcColdModule = WebAssembly.compileStreaming(fetch(new URL('pkg/dice_rex_circe_bg.wasm', document.currentScript.src)));\n` +
  `    self.drcColdModule.catch(() => {});\n` +
  `    document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href: new URL('pkg/dice_rex_circe.js', document.currentScript.src).href }));\n` +
  `  }\n` +
  `}\n`);
files.push('engine/preload.js');
files.sort();
const hash = createHash('sha256');
for (const f of files) hash.update(f).update(readFileSync(join(root, f)));
// The computer opponent's build is fetched by its worker on first use and
// then kept by the service worker; precaching it would add it to every
// first visit. It still counts in the version.
const lazy = (f) => f.startsWith('engine-ai/');
hash.update(readFileSync(join(root, 'sw.js')));
const version = hash.digest('hex').slice(0, 16);
const list = ['./', ...files.filter((f) => !lazy(f))];
writeFileSync(join(root, 'precache.js'),
  `// Written by scripts/build-www.sh: the files the service worker keeps.\n` +
  `self.PRECACHE = ${JSON.stringify({ version, files: list }, null, 1)};\n`);
console.log(`www/ ready: ${files.length} files, version ${version}`);
JS
