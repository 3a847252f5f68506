#!/usr/bin/env bash
# The WebAssembly modules and their JS glue (ignored by git; package.json's
# "files" names what is published). One crate, three builds:
#   engine  pkg/dice_rex_circe*        the npm package's main entry (every method), and the
#                                      cold module of the two-module entry (js/core.js)
#   core    pkg-core/dice_rex_circe_core*  the same crate without the `cold` feature: what a
#                                      game needs, the first module of js/core.js; built
#                                      for size (Cargo.toml's wasm-core profile)
#   ai      pkg-ai/dice_rex_circe_ai*  the same crate with the `ai` feature (bestMove,
#                                      analysis): the `dice-rex-circe/ai` entry, loaded
#                                      only by the computer opponent's worker, so that the
#                                      engine keeps its size budget; also copied to
#                                      www/engine-ai/ for the app's worker
#
#   scripts/build.sh [engine|core|ai|all] [--dev]
#     engine (pkg/ and pkg-core/, the package's two engine modules) is the
#     default (`npm run build`); core is pkg-core/ alone; `npm run build:ai` is `ai`;
#     --dev builds unoptimised, for quick checks.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"

modules=engine
profile=(--profile wasm-release)
for arg in "$@"; do
    case "$arg" in
        engine|core|ai|all) modules=$arg ;;
        --dev) profile=(--dev) ;;
        *) echo "build.sh: unknown argument '$arg' (engine, core, ai, all, --dev)" >&2; exit 2 ;;
    esac
done

bash scripts/setup.sh wasm
# wasm-pack runs the first wasm-opt on PATH: binaryen's, from node_modules.
command -v wasm-opt >/dev/null || { echo "wasm-opt missing: run npm install" >&2; exit 1; }

# build OUT_DIR OUT_NAME [cargo args…]
build() {
    local dir=$1 name=$2
    shift 2
    wasm-pack --quiet build --target web --out-dir "$dir" --out-name "$name" \
        --no-pack "${profile[@]}" "$@"
    # wasm-pack writes files the package does not publish; the root
    # package.json is the package.
    rm -f "$dir/.gitignore" "$dir/package.json" "$dir/README.md" "$dir/LICENSE"
    # The core module for size: binaryen's -Oz after wasm-pack's -O3 (about 300 bytes gzipped fewer).
    if [ "$dir" = pkg-core ] && [ "${profile[*]}" = "--profile wasm-core" ]; then
        wasm-opt -Oz --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
            --enable-mutable-globals --enable-reference-types --enable-multivalue \
            "$dir/${name}_bg.wasm" -o "$dir/${name}_bg.wasm"
    fi
    # The glue's declarations: only the API part (see the script).
    node scripts/glue-types.mjs "$dir/$name.d.ts"
    local raw gz
    raw=$(wc -c <"$dir/${name}_bg.wasm")
    gz=$(gzip -9 -c "$dir/${name}_bg.wasm" | wc -c)
    echo "built $dir/${name}_bg.wasm: $raw bytes, $gz gzipped"
}

if [ "$modules" = engine ] || [ "$modules" = all ]; then
    build pkg dice_rex_circe
fi
if [ "$modules" != ai ]; then
    (
        # The core module for size: Cargo.toml's wasm-core profile ("z"), with
        # LLVM's inline threshold raised from 5 to 50 for speed (see Cargo.toml).
        if [ "${profile[*]}" = "--profile wasm-release" ]; then
            profile=(--profile wasm-core)
            export RUSTFLAGS="${RUSTFLAGS:+$RUSTFLAGS }-C llvm-args=-inline-threshold=50"
        fi
        build pkg-core dice_rex_circe_core -- --no-default-features
    )
fi
if [ "$modules" = ai ] || [ "$modules" = all ]; then
    build pkg-ai dice_rex_circe_ai -- --features ai
    # The app's worker loads it from www/engine-ai/ (ignored by git), through
    # the package's `dice-rex-circe/ai` entry (js/ai.js), in the same layout.
    rm -rf www/engine-ai
    mkdir -p www/engine-ai/js www/engine-ai/pkg-ai
    cp js/ai.js js/api.js www/engine-ai/js/
    cp pkg-ai/dice_rex_circe_ai.js pkg-ai/dice_rex_circe_ai_bg.wasm www/engine-ai/pkg-ai/
    if [ -d pkg-ai/snippets ]; then cp -r pkg-ai/snippets www/engine-ai/pkg-ai/; fi
fi
