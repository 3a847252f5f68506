#!/usr/bin/env bash
# Tunes the computer opponent by self-play: each candidate setting plays a
# match against the defaults at the same node budget (seeded dice,
# alternating colours), and the line printed says whether it won more than
# it lost. A candidate is a list of knobs, as `drc selfplay` takes them
# after a player's name (see `Params::set` in src/ai/search.rs):
#
#   scripts/tune.sh [--level L] [--games N] [--seed S] KNOBS...
#   scripts/tune.sh --games 200 scale=500 scale=1200 king_mortal=200,mortal=20
#
# A setting becomes the default only when it wins a match of at least 200
# games, and the match is written down in docs/computer-opponent.md.
set -euo pipefail
cd "$(dirname "$0")/.."

level=medium games=200 seed=60000
candidates=()
while [ $# -gt 0 ]; do
    case "$1" in
        --level) level="$2"; shift 2 ;;
        --games) games="$2"; shift 2 ;;
        --seed) seed="$2"; shift 2 ;;
        -h|--help) sed -n '2,13p' "$0"; exit 0 ;;
        *) candidates+=("$1"); shift ;;
    esac
done
if [ ${#candidates[@]} -eq 0 ]; then
    echo "tune.sh: name at least one candidate, e.g. scale=600" >&2
    exit 2
fi

cargo build --release --quiet --bin drc
for knobs in "${candidates[@]}"; do
    ./target/release/drc selfplay "$level,$knobs" "$level" --games "$games" --seed "$seed" 2>/dev/null
done
