#!/usr/bin/env bash
# The <dice-rex-circe> element for the npm package: copies the element's
# modules (www/js/dice-rex-circe.js and everything it imports) into
# element/, pointing its one engine import at the package's own js/index.js.
# Run by `npm pack` (prepack) after `npm run build`; element/ is ignored by git.
set -euo pipefail
cd "$(dirname "$0")/.."

rm -rf element
node --input-type=module - <<'JS'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

const from = 'www/js';
const seen = new Set();
const queue = ['dice-rex-circe.js'];
while (queue.length) {
  const file = queue.pop();
  if (seen.has(file)) continue;
  seen.add(file);
  const text = readFileSync(join(from, file), 'utf8');
  for (const m of text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)) {
    const target = normalize(join(dirname(file), m[1]));
    if (!target.startsWith('..')) queue.push(target);
  }
}
for (const file of [...seen].sort()) {
  let text = readFileSync(join(from, file), 'utf8');
  if (file === 'engine.js') {
    const before = text;
    text = text.replace("from '../engine/js/index.js'", "from '../js/index.js'");
    if (text === before) throw new Error('engine.js no longer imports ../engine/js/index.js');
  }
  mkdirSync(join('element', dirname(file)), { recursive: true });
  writeFileSync(join('element', file), text);
}
console.error(`element/: ${seen.size} modules`);
JS
