#!/usr/bin/env bash
# Tunes the evaluation of a family of rule sets by self-play (Texel's method,
# docs/computer-opponent.md, "The tuned evaluation"), in three steps:
#
#   1. seeded games of the search against itself at a small node budget,
#      their quiet positions (no capture pending) labelled by the games'
#      results: a training set from --seed, a held-out set of other games
#      (seed + 500000, a quarter as many);
#   2. the family's weights fitted to the training set, at the scale that
#      makes the family's weights predict it best (Texel's first step), each
#      weight's step divided by its feature's spread, kept at the pass where
#      the held-out loss is lowest (nothing is written when no pass predicts
#      the held-out games better than the family's weights);
#   3. the arena: the fitted weights against the family's, in pairs with the
#      same dice (--check-rules, --check-nodes, --check-pairs); the fit
#      replaces src/ai/weights/FAMILY.txt only when its score's 95% interval
#      lies above 50%.
#
# The data is reproducible from the seed, and node budgets make it the same
# whatever the machine's load; run it under nice. Files go to target/tune/.
#
#   scripts/tune-eval.sh [--games N] [--seed S] [--player P] [--opening MIN-MAX]
#                        [--epochs E] [--rate R] [--l2 L]
#                        [--check-rules R] [--check-nodes N] [--check-pairs P] FAMILY
#   FAMILY: dice-rex, dice-chess, mars, orthodox, circe
set -euo pipefail
cd "$(dirname "$0")/.."
games=800 seed=1 player=nodes:2000,danger=0 opening=2-12 epochs=400 rate=0.5 l2=0.3
check_rules="" check_nodes=30000 check_pairs=100
family=""
while [ $# -gt 0 ]; do
    case "$1" in
        --games) games="$2"; shift 2 ;;
        --seed) seed="$2"; shift 2 ;;
        --player) player="$2"; shift 2 ;;
        --opening) opening="$2"; shift 2 ;;
        --epochs) epochs="$2"; shift 2 ;;
        --rate) rate="$2"; shift 2 ;;
        --l2) l2="$2"; shift 2 ;;
        --check-rules) check_rules="$2"; shift 2 ;;
        --check-nodes) check_nodes="$2"; shift 2 ;;
        --check-pairs) check_pairs="$2"; shift 2 ;;
        -h|--help) sed -n '2,26p' "$0"; exit 0 ;;
        -*) echo "tune-eval.sh: unknown option '$1'" >&2; exit 2 ;;
        *) family="$1"; shift ;;
    esac
done
if [ -z "$family" ]; then
    echo "tune-eval.sh: name a family (dice-rex, dice-chess, mars, orthodox, circe)" >&2
    exit 2
fi
if [ -z "$check_rules" ]; then
    case "$family" in
        dice-rex) check_rules=dice-rex-circe ;;
        dice-chess) check_rules=dice-chess ;;
        mars) check_rules=mars-circe ;;
        orthodox) check_rules=orthodox ;;
        *) check_rules=circe ;;
    esac
fi
cargo build --release --quiet --bin drc
drc=./target/release/drc
mkdir -p target/tune
held_seed=$((seed + 500000)) held_games=$(( (games + 3) / 4 ))
train="target/tune/$family-$seed-$games-$opening.csv"
held="target/tune/$family-$held_seed-$held_games-$opening.csv"
[ -s "$train" ] || $drc tune generate --family "$family" --games "$games" --seed "$seed" \
    --opening "$opening" --player "$player" --threads 2 > "$train"
[ -s "$held" ] || $drc tune generate --family "$family" --games "$held_games" --seed "$held_seed" \
    --opening "$opening" --player "$player" --threads 2 > "$held"
fitted="target/tune/$family-fitted.txt"
if ! $drc tune fit --family "$family" --epochs "$epochs" --rate "$rate" --l2 "$l2" \
    --held-out "$held" "$train" > "$fitted.new"; then
    rm -f "$fitted.new"
    echo "$family: the fit does not predict the held-out games better; weights unchanged"
    exit 0
fi
mv "$fitted.new" "$fitted"
report="target/tune/$family-check.json"
$drc match "nodes:$check_nodes,weights=$fitted" "nodes:$check_nodes" --rules "$check_rules" \
    --pairs "$check_pairs" --seed 7000 --threads 2 --format json > "$report"
low=$(python3 -c 'import json,sys; r=json.load(open(sys.argv[1])); s=r["score"]; print(s["low"] if s and s["low"] is not None else 0)' "$report")
echo "$family: the fit scored $(python3 -c 'import json,sys; r=json.load(open(sys.argv[1])); print(r["score"])' "$report") against the family's weights ($check_rules, $check_pairs pairs at $check_nodes nodes)"
if python3 -c 'import sys; sys.exit(0 if float(sys.argv[1]) > 50 else 1)' "$low"; then
    cp "$fitted" "src/ai/weights/$family.txt"
    echo "$family: kept in src/ai/weights/$family.txt"
else
    echo "$family: not kept (the interval reaches 50%); the fit is in $fitted"
fi
