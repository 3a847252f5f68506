#!/usr/bin/env bash
# The fairness study (README, "Do the dice make Circe fair?"): the same
# player against itself with colours fixed, so that White's score measures
# the first move's advantage, under five rule sets: Dice Rex Circe, the same
# rules without dice, Circe with check, dice chess and orthodox chess.
# Each game opens with random free moves (seeded, the same for every rule
# set): a search without dice plays one game over and over otherwise.
# Writes one line per rule set to the data file (CSV), which
# scripts/fairness-chart.mjs draws.
#
#   scripts/fairness.sh [--games N] [--level L] [--seed S] [--opening T] [--out FILE]
#   nice -n 10 scripts/fairness.sh            # the published run: 2,000 games each
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"

games=2000 level=medium seed=1 opening=4 max_turns=400 out=docs/fairness.csv
drc=target/release/drc
while [ $# -gt 0 ]; do
    case "$1" in
        --games) games="$2"; shift 2 ;;
        --level) level="$2"; shift 2 ;;
        --seed) seed="$2"; shift 2 ;;
        --opening) opening="$2"; shift 2 ;;
        --out) out="$2"; shift 2 ;;
        --drc) drc="$2"; shift 2 ;;
        -h|--help) sed -n '2,13p' "$0"; exit 0 ;;
        *) echo "fairness.sh: unknown argument '$1'" >&2; exit 2 ;;
    esac
done
[ "$drc" != target/release/drc ] || cargo build --release --quiet --bin drc

tmp="$out.partial"
echo "rules,player,games,seed,opening,max_turns,white_wins,draws,black_wins,distinct_games,mean_turns,seconds" >"$tmp"
for rules in dice-rex-circe dice-rex-circe,dice=none circe dice-chess orthodox; do
    err=$(mktemp)
    line=$("$drc" selfplay "$level" "$level" --rules "$rules" --games "$games" --seed "$seed" \
        --colours fixed --opening "$opening" --max-turns "$max_turns" --threads 2 2>"$err")
    # "medium vs medium: +W =D -L (N games), …" and "S s, N distinct games, T turns on average"
    read -r w d l < <(sed -E 's/.*: \+([0-9]+) =([0-9]+) -([0-9]+) .*/\1 \2 \3/' <<<"$line")
    read -r secs distinct turns < <(sed -E 's/^([0-9.]+) s, ([0-9]+) distinct games, ([0-9.]+) turns.*/\1 \2 \3/' "$err")
    rm -f "$err"
    echo "\"$rules\",$level,$games,$seed,$opening,$max_turns,$w,$d,$l,$distinct,$turns,$secs" | tee -a "$tmp"
done
mv "$tmp" "$out"
echo "wrote $out"
