#!/usr/bin/env bash
# `npm run build`: the npm package's WebAssembly module and its JS glue, in
# pkg/ (ignored by git; package.json's "files" names what is published).
#   scripts/build.sh          release build: profile wasm-release, wasm-opt -O3
#   scripts/build.sh --dev    unoptimised, for quick checks
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"

bash scripts/setup.sh wasm

# wasm-pack runs the first wasm-opt on PATH: binaryen's, from node_modules.
command -v wasm-opt >/dev/null || { echo "wasm-opt missing: run npm install" >&2; exit 1; }

if [ "${1:-}" = --dev ]; then
    profile=(--dev)
else
    profile=(--profile wasm-release)
fi
wasm-pack --quiet build --target web --out-dir pkg --out-name dice_rex_circe \
    --no-pack "${profile[@]}"

# wasm-pack writes files the package does not publish; the root
# package.json is the package.
rm -f pkg/.gitignore pkg/package.json pkg/README.md pkg/LICENSE
# The glue's declarations: only the API part (see the script).
node scripts/glue-types.mjs pkg/dice_rex_circe.d.ts

raw=$(wc -c <pkg/dice_rex_circe_bg.wasm)
gz=$(gzip -9 -c pkg/dice_rex_circe_bg.wasm | wc -c)
echo "built pkg/dice_rex_circe_bg.wasm: $raw bytes, $gz gzipped"
