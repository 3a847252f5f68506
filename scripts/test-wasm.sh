#!/usr/bin/env bash
# Everything about the WebAssembly module and the npm package (issues 4
# and 17), run by `npm test` (scripts/test.sh) and by `npm run test:wasm`:
#   the release builds of both engines (the engine, pkg/, and the computer
#   opponent's, pkg-ai/), the boundary tests (tests/wasm.rs) as wasm in Node
#   and in headless Chromium, the API fuzz test and the hostile arguments' (tests/js/hostile.mjs),
#   the package's JavaScript
#   (tests/js/api.test.mjs; whyIllegal and diagram in tests/js/board-api.test.mjs; the embed
#   snippets of every rule set in tests/js/embed-roundtrip.test.mjs; the rule sets in words,
#   tests/js/rule-set-words.test.mjs; the app's rule-set helpers in
#   tests/js/app-rule-sets.test.mjs; the two-module entry, tests/js/core.test.mjs; move lists
#   read after the game moved on, tests/js/lazy-moves.test.mjs), the computer opponent's API, the game
#   against a friend on the engine (tests/js/remote*.test.mjs: its protocol, the attacks of a
#   hostile friend and of a stranger, a seeded fuzz of hostile packets, the app's friend game
#   with its rematch and its storage), then the package
#   as its users get it (tests/js/consumers.test.mjs): packed, installed
#   offline into fresh Node, CommonJS, TypeScript, plain-page and Vite
#   projects, and played in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
# Each section says when it starts and how long the script has run, so a slow run shows where its time went.
section() { echo "== $* [$(date +%T), ${SECONDS}s into ${0##*/}]"; }
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"

bash scripts/setup.sh browser

section "wasm: builds (npm run build, npm run build:ai)"
bash scripts/build.sh all
bash scripts/build-element.sh   # element/ and the inline entries' .wasm (js/inline/), as npm pack makes them
node scripts/sizes.mjs --check   # the sizes of the .wasm files in the README and docs/ are the built ones

section "wasm: boundary tests in Node"
wasm-pack test --node -- --test wasm

section "wasm: boundary tests in headless Chromium"
WASM_BINDGEN_USE_BROWSER=1 \
WASM_BINDGEN_TEST_WEBDRIVER_JSON="$PWD/tests/js/webdriver.json" \
CHROMEDRIVER="$(command -v chromedriver)" \
    wasm-pack test --headless --chrome -- --test wasm

section "wasm: API fuzz test"
node tests/js/fuzz.mjs
node tests/js/fuzz.mjs --core   # the two-module entry: the core module and its twins
# Hostile arguments to every method (Proxies, getters that free or play on the game, onProgress): each
# game usable and freeable after each call; on each entry, the computer opponent's included.
node tests/js/hostile.mjs
node tests/js/hostile.mjs --core
node tests/js/hostile.mjs --ai

section "wasm: the package's JavaScript and the computer opponent's API"
node --test tests/js/api.test.mjs tests/js/board-api.test.mjs tests/js/app-rule-sets.test.mjs tests/js/embed-roundtrip.test.mjs tests/js/rule-set-words.test.mjs \
    tests/js/core.test.mjs tests/js/lazy-moves.test.mjs
node tests/js/ai.mjs
# The variants pages are written from the examples and the rule sets' words by the engine.
node scripts/variants-pages.mjs --check

section "wasm: a game against a friend on the engine: two sessions, a hostile friend and a stranger, the seeded fuzz, the app's friend game and its storage (tests/js/remote*.test.mjs)"
node --test tests/js/remote.test.mjs tests/js/remote-attacks.test.mjs tests/js/remote-fuzz.test.mjs tests/js/remote-friend.test.mjs

section "wasm: the packed package in fresh projects (Node, CommonJS, TypeScript, a page, Vite)"
node --test --test-concurrency=1 tests/js/consumers.test.mjs
