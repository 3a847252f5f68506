#!/usr/bin/env python3
"""Writes tests/data/perft/RULES.txt for every named rule set: perft from
the start and from two middlegames full of captures, depths 1 to 4 (or as
deep as stays under MAX nodes), each count made by both of the engine's
methods (`drc perft` and `drc perft --reference`), which must agree.

    scripts/perft-data.py [RULES...]"""
import subprocess, sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DRC = ROOT / 'target/release/drc'
MAX = 1_500_000
MIDDLEGAMES = [
    '4k3/1p1r4/2n5/3P4/2N1B3/8/4P3/4K3 w - - 0 1',
    'r3k3/3n4/4p3/1B6/3Pn3/5Q2/8/4K2R b Kq - 0 1',
]


def perft(rules, depth, fen, reference=False):
    args = [str(DRC), 'perft', '--rules', rules] + (['--reference'] if reference else []) + [str(depth), fen]
    out = subprocess.run(args, capture_output=True, text=True, check=True)
    return int(out.stdout.split()[-1])


def main():
    subprocess.run(['cargo', 'build', '--release', '--quiet', '--bin', 'drc'], cwd=ROOT, check=True)
    names = sys.argv[1:] or [l.split()[0] for l in subprocess.run(
        [str(DRC), 'rules'], capture_output=True, text=True, check=True).stdout.splitlines()]
    for rules in names:
        lines = []
        for fen in [None] + MIDDLEGAMES:
            fen = fen or start_fen(rules)
            for depth in range(1, 5):
                n = perft(rules, depth, fen)
                if n > MAX:
                    break
                r = perft(rules, depth, fen, reference=True)
                if r != n:
                    sys.exit(f"{rules} {fen} depth {depth}: perft {n}, reference {r}")
                lines.append(f"{fen}|{depth}|{n}")
        header = (f"# {rules}: perft from the start and two middlegames, depths 1 to 4 or as deep\n"
                  f"# as stays under {MAX:,} nodes; for rules with dice, free-move perft.\n"
                  "# Each count agrees by both of the engine's methods (scripts/perft-data.py).\n"
                  "# Format: fen|depth|nodes\n")
        (ROOT / 'tests/data/perft' / f'{rules}.txt').write_text(header + '\n'.join(lines) + '\n')
        print(f"{rules}: {len(lines)} counts", file=sys.stderr)


def start_fen(rules):
    """The rule set's start (castling rights where it castles, '?' where a
    roll starts the turn), as the engine writes it."""
    out = subprocess.run([str(DRC), 'start', '--rules', rules], capture_output=True, text=True, check=True)
    return out.stdout.strip()


if __name__ == '__main__':
    main()
