#!/usr/bin/env python3
"""The computer opponent's orthodox-chess rating on Stockfish's UCI_Elo scale.

Plays a player of `drc` (a level, or nodes:N with knobs, as `drc selfplay`
takes them) against Debian's Stockfish limited to several UCI_Elo settings,
through UCI (`drc uci`), from ten openings with both colours, and prints the
rating that best explains the results (maximum likelihood under the logistic
Elo model) with its 95% interval. Stockfish plays a fixed number of nodes a
move, and so does drc, so the games do not depend on the machine's load.

    python3 scripts/calibrate.py [--player hard] [--elos 1350,1500,1700,1900]
        [--rounds 1] [--sf-nodes 50000] [--max-moves 200] [--format text|json]

Stockfish and python-chess are tools of this script, not of the project: it
installs them when they are missing (apt-get install stockfish, pip install
chess), and nothing in `npm test` runs it.
"""

import argparse
import concurrent.futures
import json
import math
import os
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# Ten openings a club player meets, as UCI moves from the start; each is
# played twice, once with each colour.
OPENINGS = [
    "e2e4 e7e5 g1f3 b8c6 f1b5 a7a6",  # Ruy Lopez
    "e2e4 c7c5 g1f3 d7d6 d2d4 c5d4",  # Sicilian
    "e2e4 e7e6 d2d4 d7d5 b1c3 g8f6",  # French
    "e2e4 c7c6 d2d4 d7d5 b1c3 d5e4",  # Caro-Kann
    "d2d4 d7d5 c2c4 e7e6 b1c3 g8f6",  # Queen's Gambit Declined
    "d2d4 g8f6 c2c4 g7g6 b1c3 f8g7",  # King's Indian
    "d2d4 g8f6 c2c4 e7e6 b1c3 f8b4",  # Nimzo-Indian
    "c2c4 e7e5 b1c3 g8f6 g2g3 d7d5",  # English
    "e2e4 e7e5 g1f3 b8c6 f1c4 f8c5",  # Italian
    "g1f3 d7d5 g2g3 g8f6 f1g2 c7c6",  # Reti
]


def need_tools():
    """Stockfish's path, installing Stockfish and python-chess if missing."""
    try:
        import chess  # noqa: F401
    except ImportError:
        print("calibrate.py: installing python-chess (pip install chess)", file=sys.stderr)
        subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "chess"], check=False)
        try:
            import chess  # noqa: F401
        except ImportError:
            subprocess.run([sys.executable, "-m", "pip", "install", "--quiet",
                            "--break-system-packages", "chess"], check=True)
    stockfish = shutil.which("stockfish") or (
        "/usr/games/stockfish" if os.path.exists("/usr/games/stockfish") else None)
    if stockfish is None:
        print("calibrate.py: installing Debian's stockfish", file=sys.stderr)
        subprocess.run(["apt-get", "install", "-y", "stockfish"], check=True)
        stockfish = shutil.which("stockfish") or "/usr/games/stockfish"
    return stockfish


def play_game(drc, player, stockfish, elo, opening, drc_white, args):
    """One game; the drc player's score (1, 0.5 or 0) and the moves."""
    import chess
    import chess.engine

    board = chess.Board()
    for uci in opening.split():
        board.push_uci(uci)
    ours = chess.engine.SimpleEngine.popen_uci([drc, "uci", "--rules", "orthodox", "--player", player])
    sf = chess.engine.SimpleEngine.popen_uci(stockfish)
    try:
        sf.configure({"UCI_LimitStrength": True, "UCI_Elo": elo, "Threads": 1, "Hash": 16})
        drc_colour = chess.WHITE if drc_white else chess.BLACK
        while not board.is_game_over(claim_draw=True) and board.fullmove_number <= args.max_moves:
            engine, limit = (ours, chess.engine.Limit(nodes=10**9)) if board.turn == drc_colour \
                else (sf, chess.engine.Limit(nodes=args.sf_nodes))
            result = engine.play(board, limit)
            if result.move is None:
                break
            board.push(result.move)
    finally:
        ours.quit()
        sf.quit()
    outcome = board.outcome(claim_draw=True)
    if outcome is None or outcome.winner is None:
        score = 0.5
    else:
        score = 1.0 if outcome.winner == drc_colour else 0.0
    return score, board


def estimate(results):
    """The maximum-likelihood rating, with its standard error, from
    (opponent rating, score) pairs; None when every game was won or lost."""
    total = sum(s for _, s in results)
    if total <= 0 or total >= len(results):
        return None
    k = math.log(10) / 400

    def expected(r, e):
        return 1 / (1 + 10 ** ((e - r) / 400))

    lo, hi = -1000.0, 5000.0
    for _ in range(200):
        mid = (lo + hi) / 2
        if sum(expected(mid, e) for e, _ in results) < total:
            lo = mid
        else:
            hi = mid
    r = (lo + hi) / 2
    info = sum(k * k * expected(r, e) * (1 - expected(r, e)) for e, _ in results)
    return r, 1 / math.sqrt(info)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--player", default="hard", help="a drc player: hard, nodes:N, with knobs")
    ap.add_argument("--elos", default="1350,1500,1700,1900", help="Stockfish's UCI_Elo settings")
    ap.add_argument("--openings", type=int, default=len(OPENINGS), help="how many of the ten openings")
    ap.add_argument("--rounds", type=int, default=1, help="times each opening is played with each colour")
    ap.add_argument("--sf-nodes", type=int, default=50000, help="Stockfish's nodes a move")
    ap.add_argument("--max-moves", type=int, default=200, help="moves after which a game is a draw")
    ap.add_argument("--concurrency", type=int, default=1, help="games at once")
    ap.add_argument("--drc", default=os.path.join(ROOT, "target", "release", "drc"))
    ap.add_argument("--format", choices=["text", "json"], default="text")
    args = ap.parse_args()

    stockfish = need_tools()
    if args.drc == os.path.join(ROOT, "target", "release", "drc"):
        subprocess.run(["cargo", "build", "--release", "--quiet", "--bin", "drc"], cwd=ROOT, check=True)
    elos = [int(e) for e in args.elos.split(",")]
    jobs = [(elo, opening, white) for elo in elos for _ in range(args.rounds)
            for opening in OPENINGS[:args.openings] for white in (True, False)]
    results = []
    per_elo = {e: [0.0, 0] for e in elos}
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.concurrency)) as pool:
        futures = {pool.submit(play_game, args.drc, args.player, stockfish, elo, o, w, args): (elo, o, w)
                   for elo, o, w in jobs}
        for f in concurrent.futures.as_completed(futures):
            elo, opening, white = futures[f]
            score, board = f.result()
            results.append((elo, score))
            per_elo[elo][0] += score
            per_elo[elo][1] += 1
            print(f"UCI_Elo {elo}, drc {'White' if white else 'Black'}, after {opening.split()[:2]}: "
                  f"{score} in {board.fullmove_number} moves", file=sys.stderr)
    est = estimate(results)
    if args.format == "json":
        out = {"player": args.player, "sfNodes": args.sf_nodes,
               "levels": [{"uciElo": e, "score": s, "games": n} for e, (s, n) in per_elo.items()],
               "rating": None if est is None else round(est[0]),
               "low": None if est is None else round(est[0] - 1.96 * est[1]),
               "high": None if est is None else round(est[0] + 1.96 * est[1])}
        print(json.dumps(out))
        return
    print(f"{args.player} against Stockfish {args.sf_nodes} nodes a move, {args.openings} openings, both colours")
    for e, (s, n) in per_elo.items():
        print(f"  UCI_Elo {e}: {s:g}/{n}")
    if est is None:
        print("rating: out of range (every game won or every game lost)")
    else:
        r, se = est
        print(f"rating: {r:.0f} [{r - 1.96 * se:.0f}, {r + 1.96 * se:.0f}]")


if __name__ == "__main__":
    main()
