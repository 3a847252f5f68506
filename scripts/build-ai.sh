#!/usr/bin/env bash
# The computer opponent's WebAssembly build (Game with bestMove), in pkg-ai/:
# the npm package's `dice-rex-circe/ai` entry (js/ai.js). It is the engine
# crate with the `ai` feature; only the computer opponent's worker loads it,
# so the engine (pkg/, scripts/build.sh) keeps its size budget.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"

bash scripts/setup.sh wasm
command -v wasm-opt >/dev/null || { echo "wasm-opt missing: run npm install" >&2; exit 1; }

wasm-pack --quiet build --target web --out-dir pkg-ai --out-name dice_rex_circe_ai \
    --no-pack --profile wasm-release -- --features ai
rm -f pkg-ai/.gitignore pkg-ai/package.json pkg-ai/README.md pkg-ai/LICENSE
# The glue's declarations: only the API part (see the script).
node scripts/glue-types.mjs pkg-ai/dice_rex_circe_ai.d.ts

raw=$(wc -c <pkg-ai/dice_rex_circe_ai_bg.wasm)
gz=$(gzip -9 -c pkg-ai/dice_rex_circe_ai_bg.wasm | wc -c)
echo "built pkg-ai/dice_rex_circe_ai_bg.wasm: $raw bytes, $gz gzipped"

# The app's worker loads it from www/engine-ai/ (ignored by git), through
# the package's `dice-rex-circe/ai` entry (js/ai.js), in the same layout.
rm -rf www/engine-ai
mkdir -p www/engine-ai/js www/engine-ai/pkg-ai
cp js/ai.js js/api.js www/engine-ai/js/
cp pkg-ai/dice_rex_circe_ai.js pkg-ai/dice_rex_circe_ai_bg.wasm www/engine-ai/pkg-ai/
if [ -d pkg-ai/snippets ]; then cp -r pkg-ai/snippets www/engine-ai/pkg-ai/; fi
