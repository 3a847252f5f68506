#!/usr/bin/env bash
# Installs what the build and the tests need, skipping what is already there.
#   scripts/setup.sh            Rust only (native engine and tests)
#   scripts/setup.sh wasm       + wasm32 target, wasm-bindgen-cli, wasm-pack, npm packages
#   scripts/setup.sh browser    + the above, Debian's chromium and chromium-driver, firefox-esr,
#                               webkit2gtk-driver (WebKitGTK's MiniBrowser) with xvfb for its display,
#                               and mediawiki with php-cli and php-sqlite3 (tests/e2e/mediawiki.test.mjs)
set -euo pipefail
cd "$(dirname "$0")/.."

want="${1:-rust}"
say() { printf '[setup] %s\n' "$*" >&2; }

# The wasm-bindgen CLI must match the crate pinned in Cargo.toml exactly.
BINDGEN_VERSION=$(sed -n 's/^wasm-bindgen = .*"=\([0-9.]*\)".*/\1/p' Cargo.toml | head -n1)
WASM_PACK_VERSION=0.15.1

export PATH="$HOME/.cargo/bin:$PATH"
command -v cargo >/dev/null || { say "cargo is missing: install Rust with rustup first"; exit 1; }
rustup component list --installed 2>/dev/null | grep -q '^clippy' || rustup component add clippy rustfmt

[ "$want" = rust ] && exit 0

if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
    say "adding the wasm32-unknown-unknown target"
    rustup target add wasm32-unknown-unknown
fi

install_crate() { # name version binary
    local have
    have=$("$3" --version 2>/dev/null | awk '{print $2}' || true)
    if [ "$have" = "$2" ]; then return; fi
    say "installing $1 $2 with cargo (about ten minutes on a fresh machine)..."
    # --locked keeps the tested dependency versions; when the registry no
    # longer serves one of them, fall back to a fresh resolution.
    cargo install --quiet --locked "$1" --version "$2" \
        || cargo install --quiet "$1" --version "$2"
}
if [ -n "$BINDGEN_VERSION" ]; then
    install_crate wasm-bindgen-cli "$BINDGEN_VERSION" wasm-bindgen
fi
install_crate wasm-pack "$WASM_PACK_VERSION" wasm-pack

if [ ! -d node_modules ] || [ package.json -nt node_modules/.package-lock.json ]; then
    say "installing npm packages"
    # puppeteer-core downloads no browser; the variable says so to any package that would.
    PUPPETEER_SKIP_DOWNLOAD=1 npm install --no-audit --no-fund --loglevel=error
fi

[ "$want" = wasm ] && exit 0

# The browsers of the end-to-end tests: Chromium (playwright-core),
# Firefox (puppeteer-core over WebDriver BiDi, tests/e2e/firefox.mjs) and
# WebKitGTK (WebKitWebDriver over classic WebDriver, on an Xvfb display:
# tests/e2e/drivers.mjs); and Debian's MediaWiki (1.39, with the Gadgets
# and ParserFunctions extensions) and PHP's command line with SQLite, on
# which the wiki test installs a wiki.
packages=()
command -v chromium >/dev/null && command -v chromedriver >/dev/null || packages+=(chromium chromium-driver)
command -v firefox-esr >/dev/null || packages+=(firefox-esr)
command -v WebKitWebDriver >/dev/null || packages+=(webkit2gtk-driver)
command -v Xvfb >/dev/null || packages+=(xvfb)
[ -f /usr/share/mediawiki/maintenance/install.php ] || packages+=(mediawiki)
command -v php >/dev/null || packages+=(php-cli)
php -r 'exit(class_exists("SQLite3") && extension_loaded("pdo_sqlite") ? 0 : 1);' 2>/dev/null || packages+=(php-sqlite3)
if [ ${#packages[@]} -gt 0 ]; then
    say "installing Debian's ${packages[*]}"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq "${packages[@]}" >/dev/null
fi
