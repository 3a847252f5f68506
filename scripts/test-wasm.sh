#!/usr/bin/env bash
# Everything about the WebAssembly module and the npm package (issue 4),
# run by `npm test` (scripts/test.sh) and by `npm run test:wasm`:
#   the release build, the boundary tests (tests/wasm.rs) as wasm in Node
#   and in headless Chromium, the type test, the API fuzz test and the
#   three import tests (a page without bundler, Vite, Node), each from a
#   packed and installed copy of the package; then the computer opponent's
#   separate build (pkg-ai/) and its bestMove API.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"

bash scripts/setup.sh browser

echo "== wasm: build (npm run build)"
bash scripts/build.sh

echo "== wasm: boundary tests in Node"
wasm-pack test --node -- --test wasm

echo "== wasm: boundary tests in headless Chromium"
WASM_BINDGEN_USE_BROWSER=1 \
WASM_BINDGEN_TEST_WEBDRIVER_JSON="$PWD/tests/js/webdriver.json" \
CHROMEDRIVER="$(command -v chromedriver)" \
    wasm-pack test --headless --chrome -- --test wasm

echo "== wasm: TypeScript declarations"
tsc --noEmit --strict --target es2022 --module nodenext --moduleResolution nodenext \
    --lib esnext,dom tests/js/types.ts
if grep -nw any js/index.d.ts pkg/dice_rex_circe.d.ts; then
    echo "the declarations use 'any'" >&2
    exit 1
fi

echo "== wasm: API fuzz test"
node tests/js/fuzz.mjs

echo "== wasm: import tests"
node tests/js/import-browser.mjs
node tests/js/import-vite.mjs
node tests/js/import-node.mjs

echo "== wasm: the computer opponent's build (scripts/build-ai.sh) and its API"
bash scripts/build-ai.sh
node tests/js/ai.mjs
