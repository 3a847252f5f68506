#!/usr/bin/env python3
"""An independent reference for three-dice chess (`dice-chess-three-dice`),
written from VARIANTS.md §3.1 alone, in plain Python, sharing no code with
the engine: it exists to check the engine's maximum rule by another method.

What it implements (VARIANTS.md):
  §3.1.1  three dice a turn, faces 1 pawn 2 knight 3 bishop 4 rook 5 queen
          6 king; up to three micro-moves, one die each, the die of the
          piece's type at that moment (a pawn promoted earlier in the turn
          moves with its new piece's die); no check (pseudo-legal moves, a
          king may be captured, pinned pieces move); a roll with no usable
          die passes.
  §3.1.2  the maximum rule, reading C1, by BRUTE FORCE over whole turns:
          every sequence of micro-moves from the turn's start is listed
          (a turn ends when it takes the king or when no unused die can
          move anything), M is the most dice any of them spends, the legal
          turns are those that take the king or spend M, and a micro-move
          is legal iff it begins a legal rest of the turn. The
          "equivalently" formula of §3.1.2 is NOT the algorithm here;
          `--self-test` checks that it gives the same lists.
  §3.1.3  castling: a 6 and a 4 among the unused dice, both spent, one
          micro-move counting two; king and rook unmoved (the castling
          rights), every square between them empty, no attack condition;
          written e1g1 e1c1 e8g8 e8c8.
  §3.1.4  en passant with several targets: a target lives for the
          opponent's whole next turn while its pawn still stands where it
          arrived; it is taken by a pawn beside that pawn, with a 1, when
          the passed-over square is empty at that moment; it is gone when
          its pawn moves again or is captured, and at the end of the
          opponent's next turn (a pass included).
  §3.1.5  the end of a game, judged at the end of a turn: a king taken
          (`king-captured`, at once), bare kings (`insufficient-material`),
          100 turns without a pawn move or a capture, passes counted
          (`fifty-turns`); no repetition draw.
  §3.1.6  promotion: each piece a micro-move (e7e8q e7e8r e7e8b e7e8n); a
          pawn taking a king on the last rank is the same four moves.
  §3.1.8  the 26 examples (`--check-examples`).

Positions are six-field FEN at a turn start; the en passant field lists
every live target of the opponent (those the side to move may take),
concatenated by rank then file (`c6e6`, or `-`); the halfmove clock counts
turns. Rolls are written ascending, `1-4-6`.

Modes:
    scripts/three_dice_reference.py --check-examples
        Prints each §3.1.8 example with the legal list found here and fails
        (exit 1) on any difference from the list VARIANTS.md gives.
    scripts/three_dice_reference.py --legal FEN ROLL [UCI,UCI,...]
        Prints the legal next micro-moves after the micro-moves given (and
        M, the dice spent so far, and how many whole turns there are).
    nice -n 15 scripts/three_dice_reference.py --generate [--seed 20261203]
        Plays seeded random games (random legal micro-moves) and turns from
        seeded random positions, and writes tests/data/three-dice-chess/
        random-turns.txt, games.txt, examples.txt (§3.1.8) and crafted.txt
        (positions made for cases the others show little of).
    scripts/three_dice_reference.py --verify FILE
        Recomputes every record of a data file (the random-turns, examples
        and crafted format) and fails on the first difference; replays a
        games file turn by turn, its positions and its result.
    scripts/three_dice_reference.py --self-test
        Checks the piece movement against python-chess's pseudo-legal moves
        (PyPI `chess`, needed for this mode only) on the random positions,
        and the brute force against the §3.1.2 shortcut formula.

Record format (random-turns.txt, examples.txt, crafted.txt), one a line:
    <fen at the turn start> | <roll> | <played> | <legal>
<played>: the micro-moves already played this turn, comma-separated, or -;
<legal>: the legal next micro-moves, sorted, space-separated, or none.
"""
import argparse
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / 'tests/data/three-dice-chess'
DEFAULT_SEED = 20261203
START_FEN = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'

# ---------------------------------------------------------------------------
# Squares: 0 = a1, 1 = b1, ..., 63 = h8.

FILES = 'abcdefgh'


def sq_name(s):
    return FILES[s & 7] + str((s >> 3) + 1)


def parse_square(text):
    if len(text) != 2 or text[0] not in FILES or text[1] not in '12345678':
        raise ValueError(f'not a square: {text!r}')
    return FILES.index(text[0]) + 8 * (int(text[1]) - 1)


def _steps(s, deltas):
    f, r = s & 7, s >> 3
    out = []
    for df, dr in deltas:
        nf, nr = f + df, r + dr
        if 0 <= nf < 8 and 0 <= nr < 8:
            out.append(nr * 8 + nf)
    return out


def _ray(s, df, dr):
    f, r = s & 7, s >> 3
    out = []
    f, r = f + df, r + dr
    while 0 <= f < 8 and 0 <= r < 8:
        out.append(r * 8 + f)
        f, r = f + df, r + dr
    return out


KNIGHT = [_steps(s, [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)]) for s in range(64)]
KING = [_steps(s, [(1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1)]) for s in range(64)]
ROOK_RAYS = [[_ray(s, df, dr) for df, dr in [(1, 0), (-1, 0), (0, 1), (0, -1)]] for s in range(64)]
BISHOP_RAYS = [[_ray(s, df, dr) for df, dr in [(1, 1), (1, -1), (-1, 1), (-1, -1)]] for s in range(64)]
QUEEN_RAYS = [ROOK_RAYS[s] + BISHOP_RAYS[s] for s in range(64)]

# The die face of each piece type (§3.1.1).
FACE = {'p': 1, 'n': 2, 'b': 3, 'r': 4, 'q': 5, 'k': 6}
PROMOTIONS = 'qrbn'

# Castling (§3.1.3): right, king from, king to, rook from, rook to, squares that must be empty.
CASTLES = {
    'K': (4, 6, 7, 5, (5, 6)),
    'Q': (4, 2, 0, 3, (1, 2, 3)),
    'k': (60, 62, 63, 61, (61, 62)),
    'q': (60, 58, 56, 59, (57, 58, 59)),
}
# A capture on, or a move from, a rook's corner ends that castling right.
CORNER_RIGHT = {7: 'K', 0: 'Q', 63: 'k', 56: 'q'}


# ---------------------------------------------------------------------------
# The position within a turn.

class Pos:
    """A position inside a turn: placement, the side to move (it does not
    change inside a turn), castling rights, the opponent's en passant
    targets still takeable (target -> the square its pawn arrived on), the
    mover's own targets made this turn, whether the turn so far moved a
    pawn or captured (for the fifty-turn clock), and the clocks."""
    __slots__ = ('board', 'white', 'castling', 'ep_opp', 'ep_own', 'reset', 'halfmove', 'fullmove')

    def copy(self):
        p = Pos()
        p.board = self.board[:]
        p.white = self.white
        p.castling = self.castling
        p.ep_opp = dict(self.ep_opp)
        p.ep_own = dict(self.ep_own)
        p.reset = self.reset
        p.halfmove = self.halfmove
        p.fullmove = self.fullmove
        return p


def parse_fen(fen):
    """A six-field FEN at a turn start (several en passant targets allowed,
    all the opponent's). Raises ValueError on anything else."""
    fields = fen.split()
    if len(fields) != 6:
        raise ValueError(f'a FEN has six fields here: {fen!r}')
    placement, side, castling, ep, half, full = fields
    rows = placement.split('/')
    if len(rows) != 8:
        raise ValueError(f'placement needs eight ranks: {placement!r}')
    board = ['.'] * 64
    for i, row in enumerate(rows):
        rank = 7 - i
        f = 0
        for ch in row:
            if ch.isdigit():
                f += int(ch)
            elif ch.lower() in FACE:
                if f > 7:
                    raise ValueError(f'rank too long: {row!r}')
                board[rank * 8 + f] = ch
                f += 1
            else:
                raise ValueError(f'bad piece letter {ch!r}')
        if f != 8:
            raise ValueError(f'rank of wrong length: {row!r}')
    if side not in ('w', 'b'):
        raise ValueError(f'bad side {side!r}')
    if castling != '-' and (not set(castling) <= set('KQkq') or len(set(castling)) != len(castling)):
        raise ValueError(f'bad castling field {castling!r}')
    p = Pos()
    p.board = board
    p.white = side == 'w'
    rights = '' if castling == '-' else castling
    # A right whose king or rook is not in place is void.
    p.castling = ''.join(r for r in 'KQkq' if r in rights and board[CASTLES[r][0]] == ('K' if r.isupper() else 'k')
                         and board[CASTLES[r][2]] == ('R' if r.isupper() else 'r'))
    p.ep_opp = {}
    if ep != '-':
        if len(ep) % 2:
            raise ValueError(f'bad en passant field {ep!r}')
        for i in range(0, len(ep), 2):
            t = parse_square(ep[i:i + 2])
            # At a turn start every target is the opponent's: rank 6 when White moves.
            if p.white and t >> 3 == 5:
                pawn, theirs = t - 8, 'p'
            elif not p.white and t >> 3 == 2:
                pawn, theirs = t + 8, 'P'
            else:
                raise ValueError(f'en passant target {ep[i:i + 2]} is not the opponent\'s')
            if board[pawn] != theirs:
                raise ValueError(f'en passant target {ep[i:i + 2]} has no pawn in front of it')
            p.ep_opp[t] = pawn
    p.ep_own = {}
    p.reset = False
    p.halfmove = int(half)
    p.fullmove = int(full)
    return p


def write_fen(p):
    """The six-field FEN of a turn start (p must be at a turn start)."""
    rows = []
    for rank in range(7, -1, -1):
        row, empty = '', 0
        for f in range(8):
            ch = p.board[rank * 8 + f]
            if ch == '.':
                empty += 1
            else:
                row += (str(empty) if empty else '') + ch
                empty = 0
        rows.append(row + (str(empty) if empty else ''))
    ep = ''.join(sq_name(t) for t in sorted(p.ep_opp)) or '-'
    return f"{'/'.join(rows)} {'w' if p.white else 'b'} {p.castling or '-'} {ep} {p.halfmove} {p.fullmove}"


# ---------------------------------------------------------------------------
# Micro-moves. A micro-move is a tuple:
#   (uci, from, to, promotion letter or '', kind, dice spent, takes the king)
# kind: 'n' plain, 'd' double step, 'e' en passant, 'c' castling.

def micro_moves(p, dice):
    """Every micro-move the unused dice allow now (pseudo-legal: no check)."""
    faces = set(dice)
    if not faces:
        return []
    board = p.board
    white = p.white
    out = []
    own = str.isupper if white else str.islower
    for s in range(64):
        pc = board[s]
        if pc == '.' or not own(pc):
            continue
        kind = pc.lower()
        face = FACE[kind]
        if face not in faces:
            continue
        if kind == 'p':
            _pawn_moves(p, s, out)
        elif kind == 'n' or kind == 'k':
            for t in (KNIGHT[s] if kind == 'n' else KING[s]):
                q = board[t]
                if q == '.':
                    out.append((sq_name(s) + sq_name(t), s, t, '', 'n', (face,), False))
                elif not own(q):
                    out.append((sq_name(s) + sq_name(t), s, t, '', 'n', (face,), q in 'Kk'))
        else:
            rays = ROOK_RAYS[s] if kind == 'r' else BISHOP_RAYS[s] if kind == 'b' else QUEEN_RAYS[s]
            for ray in rays:
                for t in ray:
                    q = board[t]
                    if q == '.':
                        out.append((sq_name(s) + sq_name(t), s, t, '', 'n', (face,), False))
                    else:
                        if not own(q):
                            out.append((sq_name(s) + sq_name(t), s, t, '', 'n', (face,), q in 'Kk'))
                        break
    if 6 in faces and 4 in faces:
        for right in p.castling:
            if right.isupper() != white:
                continue
            kf, kt, rf, rt, between = CASTLES[right]
            king, rook = ('K', 'R') if white else ('k', 'r')
            if board[kf] == king and board[rf] == rook and all(board[x] == '.' for x in between):
                out.append((sq_name(kf) + sq_name(kt), kf, kt, '', 'c', (6, 4), False))
    return out


def _pawn_moves(p, s, out):
    board = p.board
    white = p.white
    fwd = 8 if white else -8
    rank = s >> 3
    start, last = (1, 7) if white else (6, 0)
    t = s + fwd
    if board[t] == '.':
        _pawn_to(s, t, out, t >> 3 == last, False)
        if rank == start and board[t + fwd] == '.':
            out.append((sq_name(s) + sq_name(t + fwd), s, t + fwd, '', 'd', (1,), False))
    for df in (-1, 1):
        f = (s & 7) + df
        if not 0 <= f < 8:
            continue
        t = s + fwd + df
        q = board[t]
        if q != '.':
            if q.isupper() != white:
                _pawn_to(s, t, out, t >> 3 == last, q in 'Kk')
        elif t in p.ep_opp:
            pawn = p.ep_opp[t]
            # The double-stepped pawn stands beside this one, on its arrival square.
            if pawn == s + df and board[pawn] == ('p' if white else 'P'):
                out.append((sq_name(s) + sq_name(t), s, t, '', 'e', (1,), False))


def _pawn_to(s, t, out, promotes, takes_king):
    if promotes:
        for letter in PROMOTIONS:
            out.append((sq_name(s) + sq_name(t) + letter, s, t, letter, 'n', (1,), takes_king))
    else:
        out.append((sq_name(s) + sq_name(t), s, t, '', 'n', (1,), takes_king))


def play(p, m):
    """The position after micro-move m (a new Pos; p is left as it was)."""
    uci, s, t, promo, kind, _dice, _king = m
    n = p.copy()
    board = n.board
    piece = board[s]
    captured_at = None
    if kind == 'c':
        right = next(r for r, c in CASTLES.items() if c[0] == s and c[1] == t)
        _kf, _kt, rf, rt, _between = CASTLES[right]
        board[t] = piece
        board[s] = '.'
        board[rt] = board[rf]
        board[rf] = '.'
    else:
        if kind == 'e':
            captured_at = t - 8 if p.white else t + 8
            board[captured_at] = '.'
        elif board[t] != '.':
            captured_at = t
        board[t] = (promo.upper() if p.white else promo) if promo else piece
        board[s] = '.'
    if piece in 'Pp' or captured_at is not None:
        n.reset = True
    # Castling rights: a king that moves loses both; a rook's corner left or captured on loses one.
    if piece in 'Kk':
        n.castling = n.castling.replace('K' if p.white else 'k', '').replace('Q' if p.white else 'q', '')
    for corner in (s, t):
        if corner in CORNER_RIGHT:
            n.castling = n.castling.replace(CORNER_RIGHT[corner], '')
    # En passant bookkeeping (§3.1.4).
    if captured_at is not None:
        n.ep_opp = {tg: pw for tg, pw in n.ep_opp.items() if pw != captured_at}
    if piece in 'Pp':
        n.ep_own = {tg: pw for tg, pw in n.ep_own.items() if pw != s}
    if kind == 'd':
        n.ep_own[(s + t) // 2] = t
    return n


def end_turn(p):
    """The next turn's start after the turn that led to p (or a pass from p)."""
    n = p.copy()
    n.ep_opp = n.ep_own
    n.ep_own = {}
    n.halfmove = 0 if p.reset else p.halfmove + 1
    n.reset = False
    if not p.white:
        n.fullmove += 1
    n.white = not p.white
    return n


def take_dice(dice, spent):
    rest = list(dice)
    for d in spent:
        rest.remove(d)
    return tuple(rest)


# ---------------------------------------------------------------------------
# The maximum rule by brute force (§3.1.2, reading C1).

class Turns:
    """Every whole turn from a turn start with a roll, listed one by one.

    turns: (micro-moves as UCI tuple, dice spent, takes the king)
    M: the most dice any turn spends (a capturing turn counts up to the capture).
    legal: the turns that take the king or spend M."""

    def __init__(self, start, roll):
        self.start = start
        self.roll = tuple(sorted(roll))
        self.turns = []
        self._walk(start, self.roll, (), 0)
        self.M = max(spent for _seq, spent, _king in self.turns)
        self.legal = [t for t in self.turns if t[2] or t[1] == self.M]
        self._next = None

    def _walk(self, p, dice, seq, spent):
        moves = micro_moves(p, dice)
        if not moves:
            self.turns.append((seq, spent, False))
            return
        for m in moves:
            cost = len(m[5])
            if m[6]:
                self.turns.append((seq + (m[0],), spent + cost, True))
            else:
                self._walk(play(p, m), take_dice(dice, m[5]), seq + (m[0],), spent + cost)

    def is_pass(self):
        return self.M == 0

    def next_moves(self, played):
        """The legal next micro-moves after `played` (a tuple of UCI), sorted;
        None when `played` does not begin any legal turn."""
        if self._next is None:
            # Every prefix of every legal turn, with the micro-moves that follow it in some legal turn.
            self._next = {}
            for seq, _spent, _king in self.legal:
                for k in range(len(seq) + 1):
                    follow = self._next.setdefault(seq[:k], set())
                    if k < len(seq):
                        follow.add(seq[k])
        follow = self._next.get(tuple(played))
        return None if follow is None else sorted(follow)


def position_after(start, roll, played):
    """The position and unused dice after the micro-moves `played`, each of
    which must be one the dice allow (not checked against the maximum rule)."""
    p, dice = start, tuple(sorted(roll))
    for uci in played:
        m = next((x for x in micro_moves(p, dice) if x[0] == uci), None)
        if m is None:
            raise ValueError(f'{uci} is not a micro-move here ({write_fen(start)}, '
                             f'roll {format_roll(roll)}, after {played})')
        p, dice = play(p, m), take_dice(dice, m[5])
    return p, dice


def format_roll(roll):
    return '-'.join(str(d) for d in sorted(roll))


def parse_roll(text):
    parts = text.split('-')
    if len(parts) != 3 or not all(x in '123456' and len(x) == 1 for x in parts):
        raise ValueError(f'a roll is three dice 1-6 like 1-4-6: {text!r}')
    return tuple(sorted(int(x) for x in parts))


def game_over(p):
    """The draw judged at the end of a turn (p is the next turn's start), or None."""
    if all(c in '.Kk' for c in p.board):
        return 'insufficient-material'
    if p.halfmove >= 100:
        return 'fifty-turns'
    return None


# ---------------------------------------------------------------------------
# §3.1.8, transcribed: (id, fen, roll, whole turns played first, played, legal or None).

EXAMPLES = [
    ('start-235', START_FEN, '2-3-5', [], '', 'b1a3 b1c3 g1f3 g1h3'),
    ('start-235-after-knight', START_FEN, '2-3-5', [], 'g1f3', None),
    ('start-123', START_FEN, '1-2-3', [], '',
     'b1a3 b1c3 b2b3 b2b4 d2d3 d2d4 e2e3 e2e4 g1f3 g1h3 g2g3 g2g4'),
    ('start-144', START_FEN, '1-4-4', [], '', 'a2a3 a2a4 h2h3 h2h4'),
    ('start-135-mid', START_FEN, '1-3-5', [], 'e2e3', 'd1f3 d1g4 d1h5 f1a6 f1b5 f1c4 f1d3'),
    ('start-345', START_FEN, '3-4-5', [], '', None),
    ('king-capture-exemption', '8/5k2/8/4N3/8/8/8/2BQK3 w - - 0 1', '2-3-5', [], '',
     'c1a3 c1b2 c1d2 c1e3 c1f4 c1g5 c1h6 d1a4 d1b3 d1c2 d1d2 d1d3 d1d4 d1d5 d1d6 d1d7 d1d8 d1e2 d1f3 d1g4 '
     'd1h5 e5c4 e5c6 e5d3 e5d7 e5f3 e5f7 e5g4 e5g6'),
    ('toward-king-only-way', '8/8/7k/8/3p4/5Q2/2RP2RP/K1B1N3 w - - 0 1', '1-2-3', [], '',
     'c1a3 c1b2 d2d3 e1d3 h2h3 h2h4'),
    ('toward-king-then', '8/8/7k/8/8/5Q2/2RP2RP/K1B1N3 w - - 0 1', '1-2-3', [], 'd2d3', 'c1h6'),
    ('king-capture-forced-last-die', '7K/8/8/8/8/8/1k6/B6N w - - 0 1', '2-2-3', [], 'h1g3,g3e4', 'a1b2'),
    ('king-capture-pawn-last-rank', '4k3/3P4/8/2K5/8/8/8/8 w - - 0 1', '1-1-2', [], '',
     'd7d8n d7e8b d7e8n d7e8q d7e8r'),
    ('no-check-pinned', '4r1k1/8/8/8/8/8/4N3/4K3 w - - 0 1', '2-2-6', [], '',
     'e1d1 e1d2 e1f1 e1f2 e2c1 e2c3 e2d4 e2f4 e2g1 e2g3'),
    ('castle-64x', 'r3k2r/p6p/8/8/8/8/P6P/R3K2R w KQkq - 0 1', '1-4-6', [], '',
     'a1b1 a1c1 a1d1 a2a3 a2a4 e1c1 e1d1 e1d2 e1e2 e1f1 e1f2 e1g1 h1f1 h1g1 h2h3 h2h4'),
    ('castle-then-pawn', 'r3k2r/p6p/8/8/8/8/P6P/R3K2R w KQkq - 0 1', '1-4-6', [], 'e1g1', 'a2a3 a2a4 h2h3 h2h4'),
    ('castle-through-attack', 'r3k2r/8/8/8/8/2b3rb/8/R3K2R w KQkq - 0 1', '4-5-6', [], '',
     'a1a2 a1a3 a1a4 a1a5 a1a6 a1a7 a1a8 a1b1 a1c1 a1d1 e1c1 e1d1 e1d2 e1e2 e1f1 e1f2 e1g1 h1f1 h1g1 h1h2 h1h3'),
    ('castle-blocked-b1', 'r3k2r/8/8/8/8/8/8/RN2K2R w KQkq - 0 1', '2-4-6', [], '',
     'a1a2 a1a3 a1a4 a1a5 a1a6 a1a7 a1a8 b1a3 b1c3 b1d2 e1d1 e1d2 e1e2 e1f1 e1f2 e1g1 h1f1 h1g1 h1h2 h1h3 '
     'h1h4 h1h5 h1h6 h1h7 h1h8'),
    ('castle-after-knight-leaves', 'r3k2r/8/8/8/8/8/8/RN2K2R w KQkq - 0 1', '2-4-6', [], 'b1a3',
     'a1a2 a1b1 a1c1 a1d1 e1c1 e1d1 e1d2 e1e2 e1f1 e1f2 e1g1 h1f1 h1g1 h1h2 h1h3 h1h4 h1h5 h1h6 h1h7 h1h8'),
    ('castle-counts-two', '4k3/8/8/8/8/8/8/4K2R w K - 0 1', '4-6-6', [], '',
     'e1d1 e1d2 e1e2 e1f1 e1f2 e1g1 h1f1 h1g1 h1h2 h1h3 h1h4 h1h5 h1h6 h1h7 h1h8'),
    ('ep-third-micro-move', '4k3/8/8/8/3Pp3/8/8/4K3 b - d3 0 1', '1-6-6', [], 'e8d8,d8c8', 'e4d3 e4e3'),
    ('ep-arrive-then-take', '4k3/8/8/4p3/3P4/8/8/4K3 b - d3 0 1', '1-1-6', [], 'e5e4',
     'e4d3 e4e3 e8d7 e8d8 e8e7 e8f7 e8f8'),
    ('ep-expires-after-pass', '4k3/8/8/8/5p2/8/4P3/4K3 w - - 0 1', '1-6-6',
     [('1-6-6', 'e2e4,e1d1,d1c1'), ('2-3-4', 'pass'), ('6-6-6', 'c1b1,b1a1,a1a2')], '',
     'e8d7 e8d8 e8e7 e8f7 e8f8 f4f3'),
    ('ep-square-vacated', '4k3/8/8/8/3Pp3/8/5n2/4K3 b - d3 0 1', '1-2-2', [], 'f2d3,d3b2', 'e4d3 e4e3'),
    ('promo-knight-forced', '8/4P3/5K2/8/2k5/8/1P6/8 w - - 0 1', '1-2-2', [], '', 'e7e8n'),
    ('promo-knight-or-bishop', '8/4P3/5K2/8/2k5/8/1P6/8 w - - 0 1', '1-2-3', [], '', 'e7e8b e7e8n'),
    ('promo-queen-twice', '8/4P3/8/8/2k5/8/8/K7 w - - 0 1', '1-5-5', [], '', 'e7e8q'),
    ('forfeit-mid-turn', '4k3/8/8/8/8/8/8/R3K3 w - - 0 1', '4-5-6', [], '',
     'a1a2 a1a3 a1a4 a1a5 a1a6 a1a7 a1a8 a1b1 a1c1 a1d1 e1d1 e1d2 e1e2 e1f1 e1f2'),
]


# Positions made here for what neither §3.1.8 nor random play shows well:
# (id, what it shows, fen, roll, the prefixes to record).
CRAFTED = [
    ('c1-not-c2', 'Every turn that spends the most dice (two) takes the king: Nf3-e5 blocks the pawn, which '
     'must then take d5. e4-e5 alone spends one die and takes nothing: refused (reading C1; reading C2 '
     'would allow it).', '8/8/8/3k2R1/3QP2R/5N2/3R3Q/4K1Q1 w - - 0 1', '1-2-3', ['', 'f3e5']),
    ('castling-refused', 'O-O would shut the knight in (its only square is f1): the maximum rule refuses '
     'castling, and Ke1-f1 and Rh1-f1 too.', '4k3/8/8/8/2Q1Q3/1B3B2/3N4/1B2K2R w K - 0 1', '2-4-6', ['', 'd2f1']),
    ('ep-blocker-taken-and-gone', 'A black knight stands on the passed-over d6 at the turn start; the '
     'target lives: after Nxd6 and the knight\'s leaving, exd6 is en passant.',
     '4k3/8/3n4/3pP3/2N5/8/8/4K3 w - d6 0 1', '1-2-2', ['', 'c4d6', 'c4d6,d6b5']),
    ('ep-two-targets', 'Two targets; after bxc3 e.p. the other, e3, is still takeable.',
     '4k3/8/8/8/1pP1Pp2/8/8/4K3 b - c3e3 0 1', '1-1-6', ['', 'b4c3', 'b4c3,f4e3']),
    ('ep-pawn-captured', 'The double-stepped pawn is taken by a knight: its target is gone.',
     '4k3/8/8/1n6/3Pp3/8/8/4K3 b - d3 0 1', '1-2-6', ['', 'b5d4']),
    ('promo-rook-twice', 'No rook: only =R lets both 4s be spent, by the new rook.',
     '8/4P3/8/8/2k5/8/8/K7 w - - 0 1', '1-4-4', ['', 'e7e8r']),
]


def crafted_records():
    out = []
    for ident, what, fen, roll, prefixes in CRAFTED:
        turns = Turns(parse_fen(fen), parse_roll(roll))
        for pre in prefixes:
            played = tuple(pre.split(',')) if pre else ()
            legal = turns.next_moves(played)
            if legal is None:
                sys.exit(f'crafted {ident}: {pre} begins no legal turn')
            out.append((ident, what, record_line(fen, turns.roll, played, legal)))
    return out


def play_whole_turn(p, roll, moves):
    """Plays one whole turn (checked against the maximum rule) and returns
    (the next turn's start, or None if the king was taken)."""
    turns = Turns(p, roll)
    if moves == 'pass':
        if not turns.is_pass():
            raise ValueError(f'{format_roll(roll)} is no pass in {write_fen(p)}')
        return end_turn(p)
    played = tuple(moves.split(','))
    for k in range(len(played)):
        legal = turns.next_moves(played[:k])
        if legal is None or played[k] not in legal:
            raise ValueError(f'{played[k]} is not legal after {played[:k]} in {write_fen(p)} with {format_roll(roll)}')
    if turns.next_moves(played) != []:
        raise ValueError(f'the turn {played} is not over in {write_fen(p)} with {format_roll(roll)}')
    after, _dice = position_after(p, roll, played)
    if any(seq == played and king for seq, _s, king in turns.turns):
        return None
    return end_turn(after)


def example_records():
    """(id, comment, record line) for each §3.1.8 example, with the legal
    list computed here (and the expected list for comparison)."""
    out = []
    for ident, fen, roll, whole, played, legal in EXAMPLES:
        p = parse_fen(fen)
        note = ''
        if whole:
            for r, moves in whole:
                p = play_whole_turn(p, parse_roll(r), moves)
            note = f' (from {fen} after the whole turns ' + '; '.join(f'{r}: {m}' for r, m in whole) + ')'
        prefix = tuple(played.split(',')) if played else ()
        turns = Turns(p, parse_roll(roll))
        got = turns.next_moves(prefix)
        out.append((ident, note, record_line(write_fen(p), parse_roll(roll), prefix, got),
                    record_line(write_fen(p), parse_roll(roll), prefix, legal.split() if legal else [])))
    return out


def record_line(fen, roll, played, legal):
    legal_text = 'none' if legal is None else (' '.join(legal) if legal else 'none')
    return f"{fen} | {format_roll(roll)} | {','.join(played) if played else '-'} | {legal_text}"


def check_examples():
    bad = 0
    for ident, note, got, want in example_records():
        ok = got == want
        bad += not ok
        print(f"{'ok  ' if ok else 'FAIL'} {ident}{note}\n     {got}")
        if not ok:
            print(f'     expected {want}')
    print(f'{len(EXAMPLES) - bad} passed, {bad} failed')
    return bad == 0


# ---------------------------------------------------------------------------
# Seeded random games, and the records taken from them.

class Stats:
    def __init__(self):
        self.counts = {}

    def add(self, key, n=1):
        self.counts[key] = self.counts.get(key, 0) + n


def features(p, dice, legal):
    """Which rules a record's legal list exercises."""
    out = set()
    moves = {m[0]: m for m in micro_moves(p, dice)}
    for uci in legal:
        m = moves[uci]
        if m[4] == 'c':
            out.add('castling')
        if m[4] == 'e':
            out.add('en-passant')
        if m[3]:
            out.add('promotion')
        if m[6]:
            out.add('king-capture')
    return out


def random_game(rng, start_fen, on_turn=None):
    """Plays one game of random legal micro-moves from start_fen; returns
    (turns as (fen, roll, played tuple or 'pass'), result, reason).
    on_turn(p, roll, turns, played) is called for each turn."""
    p = parse_fen(start_fen)
    log = []
    while True:
        roll = tuple(sorted(rng.randint(1, 6) for _ in range(3)))
        turns = Turns(p, roll)
        fen = write_fen(p)
        if turns.is_pass():
            played = 'pass'
        else:
            played = ()
            while True:
                legal = turns.next_moves(played)
                if not legal:
                    break
                played += (rng.choice(legal),)
        if on_turn:
            on_turn(p, roll, turns, played)
        log.append((fen, roll, played))
        if played != 'pass' and any(seq == played and king for seq, _s, king in turns.turns):
            return log, ('1-0' if p.white else '0-1'), 'king-captured'
        after = p if played == 'pass' else position_after(p, roll, played)[0]
        p = end_turn(after)
        reason = game_over(p)
        if reason:
            return log, '1/2-1/2', reason


# Start positions of the random games: the array, and arrays thinned so that
# castling, en passant and promotion come sooner than from the array alone.
STARTS = [
    ('array', START_FEN),
    ('array', START_FEN),
    ('back ranks cleared', 'r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1'),
    ('pawns only', '4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3 w - - 0 1'),
    ('minor pieces and pawns', '1nb1kbn1/pppppppp/8/8/8/8/PPPPPPPP/1NB1KBN1 w - - 0 1'),
    ('rooks and pawns', 'r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R b KQkq - 0 1'),
]


# The games file adds endings, so that games also end in draws.
GAME_STARTS = STARTS + [
    ('king and knight against king', '4k3/8/8/8/8/8/8/4KN2 w - - 0 1'),
    ('blocked pawns', '4k3/8/8/3p4/3P4/8/8/4K3 w - - 0 1'),
    ('rook and king against king, the clock at 80', '4k3/8/8/8/8/8/8/R3K3 w - - 80 60'),
]


def random_position(rng):
    """A random turn start rich in what random games rarely reach: kings and
    rooks at home with castling rights, the opponent's double-stepped pawns
    (en passant targets, some with a pawn beside to take them, some with a
    piece on the passed-over square), pawns about to promote, kings within
    reach. Its roll is random, with a 6 and a 4 one time in four."""
    while True:
        board = ['.'] * 64
        white = rng.random() < 0.5
        rights = ''
        free = set(range(64))

        def put(piece, squares):
            squares = [q for q in squares if q in free]
            if not squares:
                return None
            q = rng.choice(squares)
            board[q] = piece
            free.discard(q)
            return q

        for right, (kf, _kt, rf, _rt, _between) in CASTLES.items():
            king, rook = ('K', 'R') if right.isupper() else ('k', 'r')
            if rng.random() < 0.5 and board[kf] in ('.', king):
                board[kf] = king
                free.discard(kf)
                if rng.random() < 0.8:
                    board[rf] = rook
                    free.discard(rf)
                    rights += right
        for king in 'Kk':
            if king not in board:
                put(king, range(64))
        # The opponent's double steps, made last turn: the pawn on its fourth rank.
        them_pawn, us_pawn = ('p', 'P') if white else ('P', 'p')
        ep = {}
        for _ in range(rng.choice([0, 1, 1, 2, 2, 3])):
            f = rng.randrange(8)
            arrive = (4 if white else 3) * 8 + f
            passed = (5 if white else 2) * 8 + f
            origin = (6 if white else 1) * 8 + f
            if arrive in free and passed in free and origin in free:
                board[arrive] = them_pawn
                free.discard(arrive)
                ep[passed] = arrive
                if rng.random() < 0.6:
                    put(us_pawn, [arrive + d for d in (-1, 1) if 0 <= f + d < 8])
                if rng.random() < 0.15:
                    put(rng.choice('NBRQ' if not white else 'nbrq'), [passed])
        for piece in 'PNBRQ':
            for colour in (piece, piece.lower()):
                n = rng.choice([0, 1, 1, 2, 3, 4]) if piece == 'P' else rng.choice([0, 0, 1, 1, 2])
                for _ in range(n):
                    if piece == 'P':
                        put(colour, range(8, 56))
                    else:
                        put(colour, range(64))
        # As many pieces as a game could have: at most 8 pawns, and pawns
        # plus pieces beyond the array's at most 8 (promotions).
        if any(board.count(c[0]) + sum(max(0, board.count(x) - n) for x, n in zip(c[1:], (2, 2, 2, 1))) > 8
               for c in ('PNBRQ', 'pnbrq')):
            continue
        fen_board = Pos()
        fen_board.board = board
        fen_board.white = white
        fen_board.castling = ''.join(r for r in 'KQkq' if r in rights)
        fen_board.ep_opp = ep
        fen_board.ep_own = {}
        fen_board.reset = False
        fen_board.halfmove = 0 if ep else rng.randrange(30)
        fen_board.fullmove = rng.randrange(1, 40)
        p = parse_fen(write_fen(fen_board))
        if rng.random() < 0.25:
            roll = tuple(sorted((6, 4, rng.randint(1, 6))))
        else:
            roll = tuple(sorted(rng.randint(1, 6) for _ in range(3)))
        return p, roll


def random_position_turn(rng, rec):
    """One random turn start from random_position, its turn played at random, recorded."""
    p, roll = random_position(rng)
    turns = Turns(p, roll)
    played = 'pass' if turns.is_pass() else ()
    while played != 'pass':
        legal = turns.next_moves(played)
        if not legal:
            break
        played += (rng.choice(legal),)
    rec(p, roll, turns, played)


def played_features(p, roll, played):
    """Which rules the micro-moves `played` exercise."""
    out = set()
    dice = roll
    for uci in played:
        m = next(x for x in micro_moves(p, dice) if x[0] == uci)
        out |= features(p, dice, [uci])
        p, dice = play(p, m), take_dice(dice, m[5])
    return out


class Recorder:
    """Takes records from the turns of random games: every turn start; one
    prefix of the turn played, chosen at random (the whole turn included);
    the whole turn when it ended with dice left or with the king taken; and
    up to two prefixes that only the king exemption allows (point 3 of
    §3.1.2, a `must=king` state)."""

    def __init__(self, rng):
        self.rng = rng
        self.lines = []
        self.stats = Stats()
        for key in ('turn starts where reading C2 gives another first-move list',
                    'turn starts where reading A gives another first-move list',
                    'must-king (after a micro-move only the king exemption allows)',
                    'castling allowed by the dice but refused by the maximum rule'):
            self.stats.add(key, 0)
        self.first_move_changed = 0

    def __call__(self, p, roll, turns, played):
        fen = write_fen(p)
        all_first = sorted({m[0] for m in micro_moves(p, roll)})
        legal_first = turns.next_moves(())
        if all_first != legal_first:
            self.first_move_changed += 1
        # The other readings of §3.1.2, for comparison only: C2 (M counts the
        # turns that do not take the king) and A (only the capture itself is exempt).
        plain = [spent for _seq, spent, king in turns.turns if not king]
        m2 = max(plain) if plain else 0
        c2_first = sorted({seq[0] for seq, spent, king in turns.turns if seq and (king or spent == m2)})
        if c2_first != legal_first:
            self.stats.add('turn starts where reading C2 gives another first-move list')
        most = {}
        for seq, spent, _king in turns.turns:
            for k in range(1, len(seq)):
                most[seq[:k]] = max(most.get(seq[:k], 0), spent)
        # Prefixes that leave the maximum toward the king (point 3 of §3.1.2).
        must = {seq[:k] for seq, _spent, _king in turns.legal for k in range(1, len(seq))
                if most[seq[:k]] < turns.M}
        a_first = [u for u in legal_first if most.get((u,), turns.M) == turns.M]
        if a_first != legal_first:
            self.stats.add('turn starts where reading A gives another first-move list')
        prefixes = [()]
        if played != 'pass':
            prefixes.append(played[:self.rng.randint(1, len(played))])
            if turns.roll and (len(turns.roll) - len(position_after(p, roll, played)[1]) < 3 or
                               any(seq == played and king for seq, _s, king in turns.turns)):
                prefixes.append(played)
        prefixes += sorted(must)[:2]
        seen = set()
        for pre in prefixes:
            if pre in seen:
                continue
            seen.add(pre)
            legal = turns.next_moves(pre)
            self.lines.append(record_line(fen, roll, pre, legal))
            self.count(p, roll, turns, pre, legal, pre in must)

    def count(self, p, roll, turns, pre, legal, must_king):
        s = self.stats
        s.add('records')
        if not pre:
            s.add('turn starts')
            if turns.is_pass():
                s.add('turn starts that pass')
        else:
            s.add('mid-turn records')
        if must_king:
            s.add('must-king (after a micro-move only the king exemption allows)')
        if p.ep_opp:
            s.add('en passant targets in the FEN')
        if len(p.ep_opp) >= 2:
            s.add('two or more en passant targets in the FEN')
        if any(p.board[t] != '.' for t in p.ep_opp):
            s.add('an en passant target in the FEN whose square is occupied')
        after, dice = position_after(p, roll, pre)
        if not legal and pre:
            if any(seq == pre and king for seq, _sp, king in turns.turns):
                s.add('turn over by a king capture')
            elif dice:
                s.add('turn over with dice left (forfeit)')
            else:
                s.add('turn over, all dice spent')
        for f in sorted(features(after, dice, legal)):
            s.add(f'{f} in the legal list')
        for f in sorted(played_features(p, roll, pre)):
            s.add(f'{f} among the micro-moves played')
        if any(u[4] == 'c' for u in micro_moves(after, dice)) and 'castling' not in features(after, dice, legal):
            s.add('castling allowed by the dice but refused by the maximum rule')
        if legal and len(legal) < len({m[0] for m in micro_moves(after, dice)}):
            s.add('records where the maximum rule refuses some micro-move the dice allow')


def generate(seed, want_turn_starts, want_random_positions, want_games):
    DATA.mkdir(parents=True, exist_ok=True)
    t0 = time.time()
    rec = Recorder(random.Random(seed + 2))
    rng = random.Random(seed)
    per_start = Stats()
    game_no = 0
    while rec.stats.counts.get('turn starts', 0) < want_turn_starts:
        name, fen = STARTS[game_no % len(STARTS)]
        game_no += 1
        per_start.add(name)
        random_game(rng, fen, rec)
    from_games = rec.stats.counts['turn starts']
    prng = random.Random(seed + 3)
    for _ in range(want_random_positions):
        random_position_turn(prng, rec)
    c = rec.stats.counts
    header = [
        'Three-dice chess (dice-chess-three-dice, VARIANTS.md §3.1): the legal next micro-moves, by brute force',
        'over whole turns (the maximum rule, reading C1), at turn starts and in the middle of turns, taken from',
        f'{game_no} seeded random games (random legal micro-moves; {from_games} turn starts) from these starts:',
    ] + [f'  {name}: {fen} ({per_start.counts[name]} games)' for name, fen in dict(STARTS).items()] + [
        f'and from {want_random_positions} seeded random positions rich in castling rights, en passant targets,',
        'pawns about to promote and kings within reach (one turn each, its roll random, with a 6 and a 4 one',
        'time in four): the last records of the file.',
        f'Generated by: nice -n 15 scripts/three_dice_reference.py --generate --seed {seed} '
        f'--turn-starts {want_turn_starts} --random-positions {want_random_positions} --games {want_games}',
        'Format: <fen at the turn start> | <roll> | <micro-moves played this turn, or -> | <legal next, or none>',
        'The FEN\'s en passant field lists every live target of the opponent, by rank then file; the halfmove',
        'clock counts turns. "none": the turn is over (a pass, a forfeit, all dice spent, or the king taken).',
        'Records per turn: its start; one prefix of the turn played, at random (possibly the whole turn); the',
        'whole turn when it left dice or took the king; up to two prefixes only the king exemption allows.',
        f'In {c["turn starts"]} turn starts the maximum rule narrowed the first micro-move list (against',
        f'every micro-move some die allows) in {rec.first_move_changed}.',
        'Counts (of records):',
    ] + [f'  {k}: {v}' for k, v in sorted(c.items())]
    text = ''.join(f'# {h}\n' for h in header) + '\n'.join(rec.lines) + '\n'
    (DATA / 'random-turns.txt').write_text(text)
    t1 = time.time()
    print(f'random-turns.txt: {c["records"]} records from {game_no} games in {t1 - t0:.0f} s', file=sys.stderr)

    games = []
    results = Stats()
    grng = random.Random(seed + 1)
    for g in range(1, want_games + 1):
        _name, start = GAME_STARTS[(g - 1) % len(GAME_STARTS)]
        log, result, reason = random_game(grng, start)
        results.add(reason)
        games.append(f'game {g}')
        games.append(f'start {start}')
        for fen, roll, played in log:
            games.append(f"turn {fen} | {format_roll(roll)} | {played if played == 'pass' else ','.join(played)}")
        games.append(f'result {result} {reason}')
    gheader = [
        'Three-dice chess (dice-chess-three-dice, VARIANTS.md §3.1): seeded random whole games, each turn',
        'random legal micro-moves under the maximum rule (reading C1), played by',
        f'scripts/three_dice_reference.py --generate --seed {seed} (the games from seed {seed + 1}).',
        'Starts, in turn: ' + '; '.join(name for name, _fen in GAME_STARTS) + '.',
        'Format: "game N", "start <fen>", then one line per turn, then "result <1-0|0-1|1/2-1/2> <reason>":',
        '  turn <fen at the turn start> | <roll> | <micro-moves in the order played, comma-separated, or pass>',
        'A turn\'s last micro-move ends it (nothing legal follows it; dice left over are forfeited). The reason',
        'is king-captured (by the last micro-move of the last turn), insufficient-material (bare kings at the',
        'end of a turn) or fifty-turns (100 turns without a pawn move or a capture, passes counted).',
        'Results: ' + ', '.join(f'{k} {v}' for k, v in sorted(results.counts.items())),
    ]
    (DATA / 'games.txt').write_text(''.join(f'# {h}\n' for h in gheader) + '\n'.join(games) + '\n')
    print(f'games.txt: {want_games} games in {time.time() - t1:.0f} s', file=sys.stderr)
    write_examples_and_crafted()


def write_examples_and_crafted():
    lines = ['# The examples of VARIANTS.md §3.1.8, as computed by scripts/three_dice_reference.py',
             '# (which fails on any difference from the lists given there).',
             '# Format: <fen at the turn start> | <roll> | <micro-moves played, or -> | <legal next, or none>',
             '# A "# id" line names each example.']
    for ident, note, got, want in example_records():
        if got != want:
            sys.exit(f'example {ident}: computed {got}, VARIANTS.md says {want}')
        lines.append(f'# {ident}{note}')
        lines.append(got)
    (DATA / 'examples.txt').write_text('\n'.join(lines) + '\n')
    lines = ['# Positions made to show what the examples of VARIANTS.md §3.1.8 and random play show little of,',
             '# with the legal lists computed by scripts/three_dice_reference.py (brute force, reading C1).',
             '# Format: <fen at the turn start> | <roll> | <micro-moves played, or -> | <legal next, or none>',
             '# A "# id: what it shows" line before each position\'s records.']
    last = None
    for ident, what, line in crafted_records():
        if ident != last:
            lines.append(f'# {ident}: {what}')
            last = ident
        lines.append(line)
    (DATA / 'crafted.txt').write_text('\n'.join(lines) + '\n')


# ---------------------------------------------------------------------------
# Checking committed data, and self-tests.

def parse_record(line):
    fen, roll, played, legal = (x.strip() for x in line.split('|'))
    return fen, parse_roll(roll), (() if played == '-' else tuple(played.split(','))), \
        ([] if legal == 'none' else legal.split())


def verify(path):
    text = Path(path).read_text().splitlines()
    if any(line.startswith('game ') for line in text):
        return verify_games(text)
    n = 0
    cache = {}
    for i, line in enumerate(text, 1):
        if not line.strip() or line.startswith('#'):
            continue
        fen, roll, played, legal = parse_record(line)
        key = (fen, roll)
        if key not in cache:
            cache = {key: Turns(parse_fen(fen), roll)}
        got = cache[key].next_moves(played)
        if got != legal:
            print(f'{path}:{i}: computed {got}\n  {line}')
            return False
        n += 1
    print(f'{n} records agree')
    return True


def verify_games(lines):
    """Replays a games file: each turn from the position the replay reached,
    each micro-move legal, the turn over after its last, and the result."""
    p = None
    games = 0
    last_white = None
    for i, line in enumerate(lines, 1):
        if line.startswith('#') or not line.strip():
            continue
        if line.startswith('game '):
            p, games = None, games + 1
        elif line.startswith('start '):
            p = parse_fen(line[6:])
        elif line.startswith('turn '):
            fen, roll, moves = (x.strip() for x in line[5:].split('|'))
            if p is None or write_fen(p) != fen:
                print(f'line {i}: position {fen}, replayed {write_fen(p) if p else None}')
                return False
            if game_over(p):
                print(f'line {i}: the game was over ({game_over(p)})')
                return False
            last_white = p.white
            p = play_whole_turn(p, parse_roll(roll), moves)
        elif line.startswith('result '):
            _, result, reason = line.split()
            if p is None:
                want = ('1-0' if last_white else '0-1', 'king-captured')
            else:
                want = ('1/2-1/2', game_over(p))
            if want != (result, reason):
                print(f'line {i}: {result} {reason}, replayed {want}')
                return False
            p = None
    print(f'{games} games replay')
    return True


def self_test(seed):
    """Piece movement against python-chess, and the brute force against the
    §3.1.2 shortcut, on the turn starts of 10 random games and 300 random
    positions."""
    import chess
    rng = random.Random(seed)
    starts = []
    for g in range(10):
        for fen, roll, _played in random_game(rng, STARTS[g % len(STARTS)][1])[0]:
            starts.append((parse_fen(fen), roll))
    starts += [random_position(rng) for _ in range(300)]
    shortcut_checked = 0
    king_captures = 0
    for p, roll in starts:
        fen = write_fen(p)
        # Piece movement (dice, castling and en passant aside) against python-chess.
        b = chess.Board(fen.split()[0] + (' w' if p.white else ' b') + ' - - 0 1')
        theirs = {m.uci() for m in b.generate_pseudo_legal_moves()}
        mine = {m[0] for m in micro_moves(p, (1, 2, 3, 4, 5, 6)) if m[4] in 'nd'}
        if theirs != mine:
            print(f'movement differs in {fen}: only python-chess {sorted(theirs - mine)}, '
                  f'only here {sorted(mine - theirs)}')
            return False
        king_captures += any(m[6] for m in micro_moves(p, (1, 2, 3, 4, 5, 6)))
        # The brute force against the shortcut formula, at every state of every legal turn.
        shortcut_checked += check_shortcut(Turns(p, roll))
    print(f'movement agrees with python-chess on {len(starts)} positions ({king_captures} with a king capture); '
          f'the shortcut formula agrees with the brute force on {shortcut_checked} states')
    return True


def check_shortcut(turns):
    """Checks, at every prefix of every legal turn, that the legal next
    micro-moves are those §3.1.2's numbered points give."""
    M = turns.M
    memo = {}

    def best_rest(p, dice):
        # (the most dice a rest of turn can spend, some rest takes the king)
        key = (tuple(p.board), p.castling, tuple(sorted(p.ep_opp.items())), dice)
        if key in memo:
            return memo[key]
        most, king = 0, False
        for m in micro_moves(p, dice):
            cost = len(m[5])
            if m[6]:
                most, king = max(most, cost), True
            else:
                r, k = best_rest(play(p, m), take_dice(dice, m[5]))
                most, king = max(most, cost + r), king or k
        memo[key] = (most, king)
        return most, king

    def walk(p, dice, pre, over):
        need = M - (len(turns.roll) - len(dice))
        want = set()
        moves = {m[0]: m for m in micro_moves(p, dice)}
        if need > 0 and not over:
            for m in moves.values():
                cost = len(m[5])
                if m[6]:
                    want.add(m[0])
                    continue
                r, k = best_rest(play(p, m), take_dice(dice, m[5]))
                if cost + r == need or k:
                    want.add(m[0])
        got = turns.next_moves(pre)
        if set(got) != want:
            raise SystemExit(f'shortcut differs: {write_fen(turns.start)} {format_roll(turns.roll)} after {pre}: '
                             f'brute force {got}, shortcut {sorted(want)}')
        n = 1
        for uci in got:
            m = moves[uci]
            n += walk(play(p, m), take_dice(dice, m[5]), pre + (uci,), m[6])
        return n

    return walk(turns.start, turns.roll, (), False)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n\n')[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    mode = ap.add_mutually_exclusive_group(required=True)
    mode.add_argument('--check-examples', action='store_true', help='the 26 examples of §3.1.8')
    mode.add_argument('--legal', nargs='+', metavar='ARG', help='FEN ROLL [UCI,UCI,...]')
    mode.add_argument('--generate', action='store_true', help='write the data files')
    mode.add_argument('--verify', metavar='FILE', help='recompute a data file')
    mode.add_argument('--self-test', action='store_true', help='movement vs python-chess, brute force vs shortcut')
    ap.add_argument('--seed', type=int, default=DEFAULT_SEED)
    ap.add_argument('--turn-starts', type=int, default=10000)
    ap.add_argument('--random-positions', type=int, default=2000)
    ap.add_argument('--games', type=int, default=200)
    a = ap.parse_args()
    if a.check_examples:
        return 0 if check_examples() else 1
    if a.legal:
        if len(a.legal) not in (2, 3):
            ap.error('--legal FEN ROLL [UCI,UCI,...] (quote the FEN)')
        fen, roll = a.legal[0], parse_roll(a.legal[1])
        played = tuple(a.legal[2].split(',')) if len(a.legal) == 3 and a.legal[2] != '-' else ()
        turns = Turns(parse_fen(fen), roll)
        legal = turns.next_moves(played)
        if legal is None:
            print(f'{",".join(played)} begins no legal turn (M = {turns.M})')
            return 1
        print(' '.join(legal) if legal else 'none')
        print(f'M = {turns.M}, {len(turns.turns)} whole turns, {len(turns.legal)} legal', file=sys.stderr)
        return 0
    if a.generate:
        generate(a.seed, a.turn_starts, a.random_positions, a.games)
        return 0
    if a.verify:
        return 0 if verify(a.verify) else 1
    if a.self_test:
        return 0 if self_test(a.seed) else 1
    return 1


if __name__ == '__main__':
    sys.exit(main())
