#!/usr/bin/env bash
# `npm run test:e2e`: the browser end-to-end tests of the app in www/.
# Installs what is missing (Debian's chromium, firefox-esr, webkit2gtk-driver,
# xvfb and mediawiki, the npm packages), builds the engine package and copies
# it into www/, then runs tests/e2e/ with node's test runner against Debian's
# Chromium through playwright-core; firefox.test.mjs and cross-firefox.test.mjs
# against Debian's firefox-esr through puppeteer-core; cross-webkit.test.mjs
# against WebKitGTK's MiniBrowser through WebKitWebDriver, on an Xvfb display
# of its own (the cross-browser part: tests/e2e/cross-browser.mjs); and
# mediawiki.test.mjs on a wiki it installs.
# Screenshots of key states go to test-output/e2e/.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"
# Each section says when it starts and how long the script has run, so a slow run shows where its time went.
section() { echo "== $* [$(date +%T), ${SECONDS}s into ${0##*/}]"; }

bash scripts/setup.sh browser
[ "${SKIP_BUILD:-}" = 1 ] || npm run --silent build
# The computer opponent's build, which the app's worker loads.
if [ "${SKIP_BUILD:-}" != 1 ] || [ ! -f www/engine-ai/pkg-ai/dice_rex_circe_ai_bg.wasm ]; then
    bash scripts/build.sh ai
fi
bash scripts/build-www.sh
# The command line the friend tests verify a game's rolls with (`drc verify`): npm test's
# Rust tests built it already (the heavy-tests profile); run alone, these tests build it here.
cargo build --profile heavy-tests --quiet --bin drc

section "browser end-to-end tests (screenshots in test-output/e2e/)"
# Each test has its own timeout (TEST_TIMEOUT in tests/e2e/helpers.mjs); Node applies
# --test-timeout to a whole file too, so this one only stops a file that hangs.
# Two files at a time (E2E_CONCURRENCY): each has its own servers on ports the system
# picks, its own browsers and its own Xvfb display, and its tests wait for the states
# they assert, so a file does not mind another beside it; most of a browser test's
# time is waiting, which the other file fills.
node --test --test-concurrency="${E2E_CONCURRENCY:-2}" --test-timeout=1200000 tests/e2e/*.test.mjs
