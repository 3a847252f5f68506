#!/usr/bin/env bash
# The <dice-rex-circe> element for the npm package: copies the element's
# modules (www/js/dice-rex-circe.js and everything it imports, its computer
# opponent's worker included) into element/, pointing their engine imports
# at the package's own entries: js/index.js for the engine, js/ai.js
# (`dice-rex-circe/ai`) for the computer opponent's worker.
# Run by `npm pack` (prepack) after `npm run build` and `npm run build:ai`;
# element/ is ignored by git.
set -euo pipefail
cd "$(dirname "$0")/.."

for f in pkg/dice_rex_circe_bg.wasm pkg-ai/dice_rex_circe_ai_bg.wasm; do
    [ -f "$f" ] || { echo "$f is missing: run npm run build and npm run build:ai first" >&2; exit 1; }
done

rm -rf element
node --input-type=module - <<'JS'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

const from = 'www/js';
// The modules an element module reaches: static and dynamic imports, and
// workers started with new URL('./x.js', import.meta.url).
const REFERENCES = [
  /(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g,
  /new URL\(\s*'(\.{1,2}\/[^']+\.js)',\s*import\.meta\.url\s*\)/g,
];
// The app's copies of the engine (www/engine/, www/engine-ai/) are the package's own entries.
const ENGINE = {
  'engine.js': ["from '../engine/js/index.js'", "from '../js/index.js'"],
  'ai/worker.js': ["from '../../engine-ai/js/ai.js'", "from '../../js/ai.js'"],
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
JS
