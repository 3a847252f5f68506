#!/usr/bin/env bash
# Tunes the evaluation of each family of rule sets by self-play (Texel's
# method, docs/computer-opponent.md, "The evaluation"): seeded games of the
# search against itself at a small node budget, their positions labelled by
# the games' results, and the family's weights fitted to them and written to
# src/ai/weights/FAMILY.txt. The data is reproducible from the seed; the
# weights file says how it was made. Node budgets, so the data does not
# depend on the machine's load; run it under nice.
#
#   scripts/tune-eval.sh [--games N] [--seed S] [--player P] [--epochs E] [--rate R] [--l2 L] [FAMILY...]
#   FAMILY: dice-rex, dice-chess, mars, orthodox, circe (all by default)
set -euo pipefail
cd "$(dirname "$0")/.."
games=400 seed=1 player=nodes:2000,danger=0 epochs=400 rate=4 l2=0.002
families=()
while [ $# -gt 0 ]; do
    case "$1" in
        --games) games="$2"; shift 2 ;;
        --seed) seed="$2"; shift 2 ;;
        --player) player="$2"; shift 2 ;;
        --epochs) epochs="$2"; shift 2 ;;
        --rate) rate="$2"; shift 2 ;;
        --l2) l2="$2"; shift 2 ;;
        -h|--help) sed -n '2,13p' "$0"; exit 0 ;;
        *) families+=("$1"); shift ;;
    esac
done
[ ${#families[@]} -gt 0 ] || families=(dice-rex dice-chess mars orthodox circe)
cargo build --release --quiet --bin drc
mkdir -p target/tune
for f in "${families[@]}"; do
    data="target/tune/$f-$seed-$games.csv"
    [ -s "$data" ] || ./target/release/drc tune generate --family "$f" --games "$games" --seed "$seed" \
        --player "$player" --threads 2 > "$data"
    ./target/release/drc tune fit --family "$f" --epochs "$epochs" --rate "$rate" --l2 "$l2" "$data" > "target/tune/$f.txt"
    mv "target/tune/$f.txt" "src/ai/weights/$f.txt"
    echo "$f: src/ai/weights/$f.txt from $(wc -l < "$data") positions"
done
