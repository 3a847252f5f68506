#!/usr/bin/env bash
# The one test command (`npm test`): installs what is missing, then runs
# every check of the project.
set -euo pipefail
cd "$(dirname "$0")/.."
# Each section says when it starts and how long the script has run, so a slow run shows where its time went.
section() { echo "== $* [$(date +%T), ${SECONDS}s into ${0##*/}]"; }
export PATH="$HOME/.cargo/bin:$PATH"

bash scripts/setup.sh rust

section "format and lints"
cargo fmt --check
cargo clippy --all-targets --quiet -- -D warnings
bash scripts/setup.sh wasm
# The boundary (src/wasm/) is compiled for wasm32 only: lint each of its builds there too.
cargo clippy --target wasm32-unknown-unknown --lib --quiet -- -D warnings
cargo clippy --target wasm32-unknown-unknown --lib --no-default-features --quiet -- -D warnings
cargo clippy --target wasm32-unknown-unknown --lib --features ai --quiet -- -D warnings
npx --no-install eslint --max-warnings=0 .

section "JavaScript unit tests of the app's pure modules (tests/unit/)"
node --test tests/unit/

section "Rust tests (unit, integration, doctests; deep perft at release speed, the heavy-tests profile)"
cargo test --profile heavy-tests -- --include-ignored

section "WebAssembly module and npm package (scripts/test-wasm.sh)"
bash scripts/test-wasm.sh

section "browser app end-to-end tests (scripts/test-e2e.sh)"
SKIP_BUILD=1 bash scripts/test-e2e.sh
echo "== all checks passed in ${SECONDS}s"
