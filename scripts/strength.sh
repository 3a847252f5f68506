#!/usr/bin/env bash
# The computer opponent's strength in every rule set (docs/computer-opponent.md, "Strength in
# every rule set"): the hard level against random (seed 10000) and against
# greedy (seed 20000), 40 seeded games each with alternating colours. The
# target: hard wins at least 95% of the decisive games against random and
# at least 80% against greedy. Each match adds one line to the data file
# (CSV, docs/strength.csv unless --out says otherwise) as soon as it ends,
# and a match already in the file is not played again, so a run can stop
# and go on later. A match takes 15 s to 8 min with --threads 2 on the
# build machine (Mars Circe, 14 min: most of its games are long
# draws).
#
#   scripts/strength.sh [--games N] [--threads T] [--out FILE] [--only RULES]...
#   scripts/strength.sh --table       # the table of docs/computer-opponent.md, from the data file
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"

games=40 threads=1 out=docs/strength.csv table=0
drc=target/release/drc
only=()
while [ $# -gt 0 ]; do
    case "$1" in
        --games) games="$2"; shift 2 ;;
        --threads) threads="$2"; shift 2 ;;
        --out) out="$2"; shift 2 ;;
        --drc) drc="$2"; shift 2 ;;
        --only) only+=("$2"); shift 2 ;;
        --table) table=1; shift ;;
        -h|--help) sed -n '2,14p' "$0"; exit 0 ;;
        *) echo "strength.sh: unknown argument '$1'" >&2; exit 2 ;;
    esac
done

if [ "$table" = 1 ]; then
    # One row per rule set: each opponent's wins, draws and losses, and hard's share of the decisive games.
    echo "| rule set | vs random: +won =drawn -lost | decisive won | vs greedy: +won =drawn -lost | decisive won | target met |"
    echo "|---|---|---|---|---|---|"
    awk -F, 'NR > 1 {
        k = $1; if (!(k in seen)) { seen[k] = 1; order[++n] = k }
        met[k, $2] = ($8 != "" && $8 + 0 >= ($2 == "random" ? 95 : 80))
        cell[k, $2] = "+" $5 " =" $6 " -" $7; share[k, $2] = ($8 == "") ? "no decisive game" : $8 "% [" $9 ", " $10 "]"
    } END {
        for (i = 1; i <= n; i++) {
            k = order[i]
            r = ((k, "random") in cell) ? cell[k, "random"] " | " share[k, "random"] : "not run | "
            g = ((k, "greedy") in cell) ? cell[k, "greedy"] " | " share[k, "greedy"] : "not run | "
            done = ((k, "random") in cell) && ((k, "greedy") in cell)
            miss = (((k, "random") in cell) && !met[k, "random"]) || (((k, "greedy") in cell) && !met[k, "greedy"])
            ok = miss ? "no" : done ? "yes" : "not yet"
            print "| `" k "` | " r " | " g " | " ok " |"
        }
    }' "$out"
    exit 0
fi

[ "$drc" != target/release/drc ] || cargo build --release --quiet --bin drc
sets=()
if [ ${#only[@]} -gt 0 ]; then
    sets=("${only[@]}")
else
    while read -r name _; do sets+=("$name"); done < <("$drc" rules)
fi
[ -f "$out" ] || echo "rules,opponent,games,seed,wins,draws,losses,decisive_won_pct,low,high,seconds" >"$out"

for rules in "${sets[@]}"; do
    for opponent in random greedy; do
        if grep -q "^$rules,$opponent,$games," "$out"; then continue; fi
        seed=$([ "$opponent" = random ] && echo 10000 || echo 20000)
        start=$(date +%s)
        json=$("$drc" selfplay hard "$opponent" --rules "$rules" --games "$games" --seed "$seed" --threads "$threads" --format json)
        seconds=$(( $(date +%s) - start ))
        # wins,draws,losses,decisive_won_pct,low,high from `drc selfplay --format json`
        # (the share is empty when every game was drawn)
        fields=$(node -e '
            const r = JSON.parse(process.argv[1]);
            const d = r.decisive ? [r.decisive.pct, r.decisive.low, r.decisive.high].map((x) => x.toFixed(1)) : ["", "", ""];
            console.log([r.wins, r.draws, r.losses, ...d].join(","));' "$json") \
            || { echo "strength.sh: cannot read '$json'" >&2; exit 1; }
        echo "$rules vs $opponent: $fields (${seconds} s)"
        echo "$rules,$opponent,$games,$seed,$fields,$seconds" >>"$out"
    done
done
