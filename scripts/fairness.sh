#!/usr/bin/env bash
# The fairness study (docs/fairness.md, "Do the dice make Circe fair?"): the same
# player against itself with colours fixed, so that White's score measures
# the first move's advantage, under five rule sets: Dice Rex Circe, the same
# rules without dice, Circe with check, dice chess and orthodox chess.
# Each game opens with random free moves (seeded, the same for every rule
# set): a search without dice plays one game over and over otherwise.
# Writes one line per rule set to the data file (CSV; docs/fairness-LEVEL.csv
# unless --out says otherwise), which scripts/fairness-chart.mjs draws.
#
#   scripts/fairness.sh [--games N] [--level L] [--seed S] [--opening T] [--out FILE]
#                       [--only RULES]...     # some of the five (the runs are independent)
#   scripts/fairness.sh --level easy          # a published run: 2,000 games each, to docs/fairness-easy.csv
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"

games=2000 level=medium seed=1 opening=4 max_turns=400 out=
drc=target/release/drc
sets=(dice-rex-circe dice-rex-circe,dice=none circe dice-chess orthodox)
only=()
while [ $# -gt 0 ]; do
    case "$1" in
        --games) games="$2"; shift 2 ;;
        --level) level="$2"; shift 2 ;;
        --seed) seed="$2"; shift 2 ;;
        --opening) opening="$2"; shift 2 ;;
        --out) out="$2"; shift 2 ;;
        --drc) drc="$2"; shift 2 ;;
        --only) only+=("$2"); shift 2 ;;
        -h|--help) sed -n '2,13p' "$0"; exit 0 ;;
        *) echo "fairness.sh: unknown argument '$1'" >&2; exit 2 ;;
    esac
done
[ "$drc" != target/release/drc ] || cargo build --release --quiet --bin drc

[ -n "$out" ] || out="docs/fairness-$level.csv"
tmp="$out.partial"
echo "rules,player,games,seed,opening,max_turns,white_wins,draws,black_wins,distinct_games,mean_turns,seconds" >"$tmp"
[ ${#only[@]} -eq 0 ] || sets=("${only[@]}")
for rules in "${sets[@]}"; do
    json=$("$drc" selfplay "$level" "$level" --rules "$rules" --games "$games" --seed "$seed" \
        --colours fixed --opening "$opening" --max-turns "$max_turns" --threads 2 --format json)
    # White is A (fixed colours): white wins, draws, black wins, distinct games, mean turns, seconds
    read -r w d l distinct turns secs < <(node -e '
        const r = JSON.parse(process.argv[1]);
        console.log(r.wins, r.draws, r.losses, r.distinct, r.meanTurns.toFixed(1), r.seconds.toFixed(1));' "$json")
    echo "\"$rules\",$level,$games,$seed,$opening,$max_turns,$w,$d,$l,$distinct,$turns,$secs" | tee -a "$tmp"
done
mv "$tmp" "$out"
echo "wrote $out"
