#!/usr/bin/env python3
"""Cross-checks the engine's legal moves against Popeye, the problem-chess
solver that VARIANTS.md was checked against, and writes what Popeye lists
to tests/data/popeye/RULES.txt, which `cargo test --test popeye` compares
with the engine (CI has no Popeye: the data files are the facts it keeps).

    scripts/popeye-crosscheck.py --popeye /path/to/py [--positions 24] [RULES...]

Positions come from seeded random games of each rule set (captures
preferred, so that rebirths abound), played with the engine's own
`drc`. For each, Popeye lists every move of the side to move (`~1`); for
Parrain Circe, every move and reply (`h~1`), since the rebirth comes with
the reply. Needs Popeye 4.104 (github.com/thomas-maeder/popeye, built with
`make -f makefile.unx`).

    scripts/popeye-crosscheck.py --popeye /path/to/py --sequences [RULES...]

writes tests/data/popeye-sequences/RULES.txt instead: on the positions of
SEQUENCES, where a move leaves state that the next one depends on (a
burial, a Parrain unit waiting, a rook or king reborn that may castle, a
double step taken en passant with a rebirth), Popeye lists every line of
exactly N half-moves (`sstipulation white N:Nhh[#|!#]`), and each line is
played here, from Popeye's own notation, into the placement it ends in."""
import argparse, random, re, subprocess, sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DRC = ROOT / 'target/release/drc'

CONDITIONS = {
    'orthodox': '', 'circe': 'Circe', 'circe-rex-inclusive': 'Circe RexInclusive',
    'anticirce': 'AntiCirce', 'anticirce-cheylan': 'AntiCirce Cheylan',
    'mirror-circe': 'MirrorCirce', 'vertical-mirror-circe': 'VerticalMirrorCirce',
    'diagram-circe': 'DiagramCirce', 'equipollents-circe': 'EquipollentsCirce',
    'equipollents-circe-rex-inclusive': 'EquipollentsCirce RexInclusive',
    'antiequipollents-circe': 'AntiCirce Equipollents', 'pwc-circe': 'PWC',
    'antipodean-circe': 'AntipodeanCirce', 'symmetrical-circe': 'SymmetryCirce',
    'diametral-circe': 'DiametralCirce', 'file-circe': 'FileCirce', 'rank-circe': 'RankCirce',
    'clone-circe': 'CirceClone', 'chameleon-circe': 'ChameleonCirce',
    'couscous-circe': 'CouscousCirce', 'kamikaze-circe': 'Circe',
    'assassin-circe': 'CirceAssassin', 'turncoat-circe': 'CirceTurncoats',
    'double-agents-circe': 'CirceDoubleAgents', 'parrain-circe': 'ParrainCirce',
    'mars-circe': 'MarsCirce', 'anti-mars-circe': 'AntiMarsCirce',
    'volcanic-circe': 'Circe Volcanic', 'super-circe': 'SuperCirce', 'cage-circe': 'CageCirce',
    'strict-circe': 'Circe Strict',
    'parachute-circe': 'Circe Parachute',
    'equipollents-chameleon-circe': 'Circe Equipollents Chameleon',
    'andernach-circe': 'AndernachChess Circe',
    # Not `Circe Equipollents Volcanic`: Popeye 4.104 crashes on a capture
    # whose rebirth square is off the board.
    'file-circe,occupied=volcanic': 'Circe File Volcanic',
    'antipodean-circe,occupied=volcanic': 'Circe Antipodes Volcanic',
    'file-circe,occupied=parachute': 'Circe File Parachute',
}

# A double step taken en passant, with the rule set's rebirth.
EN_PASSANT = '4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1'

# Positions where state arises within two half-moves (four for a side's
# own castling, or en passant after a rebirth), per rule set: each a half-move count and a FEN (Popeye
# takes buried units in its input, but not a Parrain unit waiting).
SEQUENCES = {
    'volcanic-circe': [
        # Qxd7 buries the rook under the knight on a8, which then leaves.
        (2, 'n3k3/3r4/8/8/3Q4/8/8/7K w - - 0 1'),
        # The knight leaves a8 and the rook erupts; Qxa8 buries it again.
        (2, 'n3k3/8/8/8/3Q4/8/8/7K b - - 0 1 buried=a8:r'),
        # f2-f4 lets a pawn erupt on f2; exf3 e.p. buries the pawn taken.
        (2, '4k3/8/8/8/4p3/8/5P2/4K3 w - - 0 1 buried=f2:P'),
        # The knight leaves h1, the rook erupts there and castles.
        (2, '4k3/8/8/8/8/8/8/R3K2n b Q - 0 1 buried=h1:R'),
        # Middlegames of seeded random games (tests/data/popeye), units
        # buried under four to six squares.
        (2, 'r1bQ1b2/p1pppnpp/1pn2k2/2P5/4P1p1/6P1/P1P3PP/R1B1KBNR w KQ - 0 20 buried=g1:N,c2:P,a8:r,d8:q'),
        (2, 'B3kbnr/p1pb1ppp/4p3/1p6/3PP3/1Q3N2/PPP2PqP/RNB1K2R b KQk - 1 10 buried=g2:P,d7:p,a8:r,g8:n'),
        (2, 'r3kbnr/pBp1pppQ/8/P7/8/4P2b/1PqPKP1P/RNB3NR b kq - 0 14 buried=c2:P,h2:P,b7:p,e7:p,h7:p,g8:n'),
    ],
    'file-circe,occupied=volcanic': [
        (2, '4R3/8/8/4n3/4b3/7k/8/K3Q3 w - - 0 1'),
        # The bishop, buried first, erupts first; Rxe5 sends the knight
        # onto e8 above it.
        (2, '4R3/8/8/4n3/8/7k/8/K3Q3 w - - 0 1 buried=e8:b'),
        # Qxe5 buries the knight after the bishop; the black queen leaves
        # e8 and the bishop erupts (VARIANTS 2.25: first in, first out).
        (2, '4q3/8/8/4n3/8/7k/8/K3Q3 w - - 0 1 buried=e8:b'),
        (2, '4R3/8/8/8/8/7k/8/K3Q3 w - - 0 1 buried=e8:bn'),
    ],
    'antipodean-circe,occupied=volcanic': [
        # Qxe4 buries the bishop under a8 after the knight; the queen
        # leaves a8 and the knight erupts.
        (2, 'q3k3/8/8/8/4b3/8/8/2K1Q3 w - - 0 1 buried=a8:n'),
        (2, 'R7/8/8/7k/8/8/8/2K5 w - - 0 1 buried=a8:nb'),
    ],
    'parrain-circe': [
        # The rook taken on d5 reappears after the reply, by its vector.
        (2, '4k3/8/8/3r4/8/8/3Q4/4K3 w - - 0 1'),
        (2, '4k3/6p1/8/8/2n5/8/1B6/4K3 w - - 0 1'),
        # Castling moves the waiting rook by the king's and the rook's steps.
        (2, 'r3k3/8/8/3r4/8/8/3Q4/4K3 w q - 0 1'),
        # The pawn taken en passant waits, and comes back after the reply.
        (2, EN_PASSANT),
    ],
    'circe': [
        # A rook reborn on its corner castles with the king that never moved.
        (2, '4k3/8/8/r7/R7/8/8/4K3 b K - 0 1'),
        (2, '4k3/8/8/8/8/8/R7/r3K3 w k - 0 1'),
        # A double step taken en passant, the pawn reborn on e2.
        (2, EN_PASSANT),
        # Rxf5 sends the pawn back to f2, whose double step exf3 takes en
        # passant, and the pawn is reborn on f2 again.
        (4, '5r1k/8/8/5P2/4p3/8/8/K7 b - - 0 1'),
    ],
    'circe-rex-inclusive': [
        (2, '4k3/8/8/3b4/8/1R6/8/4K3 b K - 0 1'),
        # A reborn unit is brand new (VARIANTS C2): the rook reborn on h1
        # and the king reborn on e1, after it had moved, castle together;
        # so do a king reborn on e1 and the rook that never left h1.
        (4, '4k3/8/8/3b4/8/1R6/8/4K3 b - - 0 1'),
        (4, '4k3/8/8/8/8/1b6/8/4K2R w K - 0 1'),
    ],
    'pwc-circe': [
        (2, EN_PASSANT),
        # The pawn reborn on g1 can neither move nor guard h2 (VARIANTS C9).
        (2, '8/8/8/5K2/8/8/7P/6k1 b - - 0 1'),
    ],
    'equipollents-circe': [
        (2, EN_PASSANT),
    ],
    'antipodean-circe': [
        (2, EN_PASSANT),
    ],
    'anticirce': [
        (2, EN_PASSANT),
        # Rxh5 sends the rook home to h1, from where it castles: four
        # half-moves, since the side that captured castles.
        (4, 'k7/8/8/7n/7R/8/8/4K3 w K - 0 1'),
        # The king that takes on f2 is sent home to e1, brand new (C2): it
        # castles again with the rook that never left h1.
        (4, '4k3/8/8/8/8/8/5p2/4K2R w K - 0 1'),
    ],
    'anticirce-cheylan': [
        (2, EN_PASSANT),
        (4, '4k3/8/8/8/8/8/5p2/4K2R w K - 0 1'),
    ],
    **{rules: [(2, EN_PASSANT)] for rules in (
        'antiequipollents-circe', 'mirror-circe',
        'vertical-mirror-circe', 'symmetrical-circe', 'diametral-circe', 'file-circe',
        'rank-circe', 'clone-circe', 'chameleon-circe', 'couscous-circe', 'kamikaze-circe',
        'assassin-circe', 'turncoat-circe', 'double-agents-circe', 'strict-circe',
        'mars-circe', 'anti-mars-circe', 'super-circe', 'cage-circe')},
    'parachute-circe': [
        # The white knight reborn on g1 covers the black knight, which
        # comes back when the white knight leaves (VARIANTS §E).
        (2, 'k7/p7/1N6/8/8/8/8/K5n1 b - - 0 1'),
        # Taken on its own square, the white rook covers its capturer.
        (2, '4k3/8/8/8/8/8/7K/R2r4 b - - 0 1'),
        # The queen reborn on d1 covers the white king: no check, and the
        # queen may leave d1 only where the king does not come back in check.
        (2, '4k3/8/8/3Q3r/8/8/8/3K4 b - - 0 1'),
        # A stack of two under a1: the one covered last comes back first.
        (2, '4k3/8/8/8/8/8/r6K/N7 w - - 0 1 buried=a1:rB'),
        (2, EN_PASSANT),
    ],
    'file-circe,occupied=parachute': [
        # Research §1.4: the rook, then the bishop under e1; the knight
        # leaves and the bishop, covered last, comes back.
        (4, 'k3q3/8/8/4B3/4N3/8/K7/4r3 b - - 0 1'),
    ],
    'andernach-circe': [
        # The rook turns black on d5 and moves as Black's at once.
        (2, '4k3/8/8/3n4/8/8/8/K2R4 w - - 0 1'),
        # A pawn promotes, then changes sides.
        (2, '3qk3/4P3/8/8/8/8/8/K7 w - - 0 1'),
        (2, EN_PASSANT),
    ],
    'equipollents-chameleon-circe': [
        (2, '4k3/8/8/8/3n4/8/1B6/7K w - - 0 1'),
        (2, EN_PASSANT),
    ],
    'diagram-circe': [
        # The rook that left d7 is reborn there, where it stood at first.
        (2, '4k3/3r4/8/8/8/8/8/3QK3 b - - 0 1'),
    ],
}
START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'


def drc(*args):
    out = subprocess.run([str(DRC), *args], capture_output=True, text=True)
    if out.returncode != 0:
        raise RuntimeError(f"drc {' '.join(args)}: {out.stderr}")
    return out.stdout


def moves(rules, fen):
    return [line.split(' ', 1) for line in drc('moves', '--rules', rules, fen).splitlines()]


def random_position(rules, rng):
    """A position after a seeded random game of 4 to 40 plies."""
    fen = START if rules != 'anti-mars-circe' else START.replace('KQkq', '-')
    for _ in range(rng.randint(4, 40)):
        legal = moves(rules, fen)
        if not legal:
            break
        captures = [m for m in legal if 'x' in m[1]]
        pick = rng.choice(captures if captures and rng.random() < 0.6 else legal)
        fen = drc('after', '--rules', rules, fen, pick[0]).strip()
    return fen


def popeye_input(rules, fen, stipulation, sequence=None):
    fields = fen.split(' ')
    board, side, castling, ep = fields[0], fields[1], fields[2], fields[3]
    extras = dict(f.split('=', 1) for f in fields[6:] if '=' in f)
    white, black = [], []
    buried = {}
    for stack in filter(None, extras.get('buried', '').split(',')):
        sq, units = stack.split(':')
        buried[sq] = units
    placements = []
    for r, row in enumerate(board.split('/')):
        f = 0
        for c in row:
            if c.isdigit():
                f += int(c)
                continue
            sq = 'abcdefgh'[f] + str(8 - r)
            # Popeye sends a unit placed on an occupied square to the
            # underworld, after those already there; Volcanic erupts them in
            # that order, Parachute too for units so placed: the unit that
            # comes back first (covered last) goes first.
            under = buried.get(sq, '')
            for u in (under[::-1] if 'parachute' in rules else under):
                placements.append((u, sq))
            placements.append((c, sq))
            f += 1
    words = []
    for c, sq in placements:
        colour = 'white' if c.isupper() else 'black'
        letter = {'n': 's'}.get(c.lower(), c.lower())
        kamikaze = ' kamikaze' if rules == 'kamikaze-circe' and c.lower() != 'k' else ''
        words.append(f"{colour}{kamikaze} {letter}{sq}")
    options = ['noboard']
    # ~1 lists the moves of White, help play h~1 starts with Black;
    # halfduplex swaps the sides.
    if sequence is None and (side == 'b') == (stipulation == '~1'):
        options.append('halfduplex')
    lost = []
    for k, q, king, rook_k, rook_q in (('K', 'Q', 'e1', 'h1', 'a1'), ('k', 'q', 'e8', 'h8', 'a8')):
        if k not in castling:
            lost.append(rook_k)
        if q not in castling:
            lost.append(rook_q)
        if k not in castling and q not in castling:
            lost.append(king)
    if lost:
        options.append('nocastling ' + ''.join(lost))
    if ep != '-':
        f, r = ep[0], int(ep[1])
        options.append(f"enpassant {f}{7 if r == 6 else 2}{f}{r}{f}{5 if r == 6 else 4}")
    lines = ['begin']
    lines += [f"pieces {w}" for w in words]
    if sequence is None:
        lines.append(f"stipulation {stipulation}")
    else:
        colour = 'white' if side == 'w' else 'black'
        lines.append(f"sstipulation {colour} {sequence}:{sequence}hh[#|!#]")
    if CONDITIONS[rules]:
        lines.append(f"condition {CONDITIONS[rules]}")
    lines.append('option ' + ' '.join(options))
    lines.append('end')
    return '\n'.join(lines) + '\n'


MOVE = re.compile(r"^k?(?P<piece>[KQRBSP]?)(?P<from>[a-h][1-8])(?:-(?P<via>[a-h][1-8]))?(?P<sep>[-*])(?P<to>[a-h][1-8])(?:=(?P<promo>[QRBS]))?(?P<ep>ep\.)?(?:=(?P<turn>[wb]))?(?P<fx>(?:\[[^\]]*\])*)$")
LETTER = lambda c: 'N' if c == 'S' else c


def convert(text, rules, side, board=None):
    """A Popeye move as UCI (with the rebirth choice where the rules offer
    one) and the effects Popeye shows, in the engine's SAN notation. With
    the board before the move (`board_of`), a Parachute rebirth onto an
    occupied square also writes the occupant going under, which Popeye
    does not show."""
    castle = re.match(r"^(0-0(?:-0)?)((?:\[[^\]]*\])*)$", text)
    parts, choice = [], None
    after = dict(board or {})
    if castle:
        king = 'e1' if side == 'w' else 'e8'
        uci = king + ('g' if castle[1] == '0-0' else 'c') + king[1]
        capture, effects = False, castle[2]
    else:
        m = MOVE.match(text)
        if not m:
            raise ValueError(text)
        uci = m['from'] + m['to'] + (LETTER(m['promo']).lower() if m['promo'] else '')
        capture, effects = m['sep'] == '*', m['fx']
        piece = after.pop(m['from'], None)
        if m['ep']:
            after.pop(m['to'][0] + m['from'][1], None)
        after[m['to']] = unit(side, m['promo']) if m['promo'] and piece else piece
        if m['turn']:
            # Andernach: the capturer changes colour where it stands.
            role = LETTER(m['promo']) if m['promo'] else (m['piece'] or 'P')
            parts.append(f"{LETTER(role)}{m['to']}={m['turn']}")
    captured_fate = capture  # a capture's first '+' effect is the captured unit's
    for fx in re.findall(r"\[([^\]]*)\]", effects):
        if fx.startswith('+'):
            first_fate, captured_fate = captured_fate, False
            mm = re.match(r"^\+[wb]k?([KQRBSP])([a-h][1-8])(?:=([QRBSwb]))?(->v)?$", fx)
            role, sq, suffix, buried = LETTER(mm[1]), mm[2], mm[3], mm[4]
            covered = after.get(sq) if 'parachute' in rules and first_fate else None
            if covered:
                parts.append(f"{covered.upper()}↓{sq}")
            if buried:
                parts.append(f"{role}↓{sq}")
            elif suffix in ('w', 'b'):
                parts.append(f"{role}{sq}={suffix}")
            elif suffix:
                parts.append(f"P{sq}={LETTER(suffix)}")
                choice = sq + LETTER(suffix).lower()
            elif not first_fate and rules in ('volcanic-circe', 'parachute-circe'):
                parts.append(f"{role}↑{sq}")
            else:
                parts.append(f"{role}{sq}")
            if rules in ('super-circe', 'cage-circe') and choice is None and not buried:
                choice = sq
        else:
            mm = re.match(r"^[wb]k?([KQRBSP])([a-h][1-8])->([a-h][1-8])(?:=([QRBS]))?$", fx)
            if mm[4]:
                parts.append(f"{LETTER(mm[1])}→{mm[3]}={LETTER(mm[4])}")
                choice = mm[3] + LETTER(mm[4]).lower()
            elif mm[2] != mm[3]:
                parts.append(f"{LETTER(mm[1])}→{mm[3]}")
    if choice:
        uci += '/' + choice
    return (uci, ','.join(parts))


def out_of_scope(rules, uci):
    """Moves Popeye lists that VARIANTS.md excludes: Anti-Mars moves back
    to their own square (2.24: no null move; Popeye lets a pawn double-step
    from its rebirth square back onto its square)."""
    return rules == 'anti-mars-circe' and uci[:2] == uci[2:4]


def popeye_moves(popeye, rules, fen, stipulation):
    text = subprocess.run([popeye], input=popeye_input(rules, fen, stipulation),
                          capture_output=True, text=True, timeout=120).stdout
    if 'solution finished' not in text:
        raise RuntimeError(f"Popeye: {fen}: {text}")
    side = fen.split(' ')[1]
    board = board_of(fen)[0]
    out = []
    for line in text.splitlines():
        if rules == 'anti-mars-circe' and '0-0' in line:
            # Popeye castles from the rebirth squares under Anti-Mars: out
            # of scope (VARIANTS 2.24), and the rule set does not castle.
            continue
        clean = re.sub(r" [+#=!]+(?= |$)", "", line.replace(' ep.', 'ep.'))
        mm = re.match(r"^\s+1\.(?:\.\.)?(\S+)(?: (\S+))?", clean)
        if not mm or mm[1] in ('solution',):
            continue
        first = mm[1]
        if stipulation == '~1':
            u, e = convert(first.rstrip('+#!'), rules, side, board)
            if not out_of_scope(rules, u):
                out.append(f"{u}={e}")
        elif not mm[2] or not re.match(r"^(k?[KQRBSP]?[a-h]|0-0)", mm[2]):
            # A first move with no reply (mate or stalemate): no sequence.
            continue
        else:
            u1, e1 = convert(first, rules, side, board)
            other = 'b' if side == 'w' else 'w'
            u2, e2 = convert(mm[2].rstrip('+#!'), rules, other)
            out.append(f"{u1}={e1} {u2}={e2}")
    return sorted(set(out))


def board_of(fen):
    """The placement of a FEN and its buried units: {square: letter} and
    {square: [letters in burial order]}."""
    fields = fen.split(' ')
    board = {}
    for r, row in enumerate(fields[0].split('/')):
        f = 0
        for c in row:
            if c.isdigit():
                f += int(c)
            else:
                board['abcdefgh'[f] + str(8 - r)] = c
                f += 1
    buried = {}
    for field in fields[6:]:
        if field.startswith('buried='):
            for stack in field[7:].split(','):
                sq, units = stack.split(':')
                buried[sq] = list(units)
    return board, buried


SQUARES = [f + r for r in '12345678' for f in 'abcdefgh']


def buried_text(buried):
    """Buried units as the engine's FEN extension writes them (without
    `buried=`): the squares in the order a1, b1, ..., h8, each square's
    units in burial order; '-' for none."""
    stacks = [f"{sq}:{''.join(buried[sq])}" for sq in SQUARES if buried.get(sq)]
    return ','.join(stacks) or '-'


def change(start, end):
    """Where a line ends, as its change from where it started: each square
    whose unit changed, a1, b1, ..., h8, as the square and the unit's
    letter ('-' for none), then ` buried=` and the buried units when they
    changed; '=' when nothing did."""
    (board0, buried0), (board, buried) = start, end
    out = ''.join(sq + board.get(sq, '-') for sq in SQUARES if board0.get(sq) != board.get(sq))
    if buried_text(buried0) != buried_text(buried):
        out += ' buried=' + buried_text(buried)
    return out.strip() or '='


def unit(colour, letter):
    role = 'N' if letter == 'S' else letter
    return role if colour == 'w' else role.lower()


def apply_line(rules, fen, moves):
    """Plays a line of Popeye moves from `fen` on a plain board, as Popeye
    writes each move and its effects, and returns where it ends (`change`)."""
    start = board_of(fen)
    board, buried = board_of(fen)
    side = fen.split(' ')[1]
    volcanic = 'volcanic' in rules
    parachute = 'parachute' in rules
    for text in moves:
        rank = '1' if side == 'w' else '8'
        castle = re.match(r"^(0-0(?:-0)?)((?:\[[^\]]*\])*)$", text)
        if castle:
            king_to, rook_from, rook_to = ('g', 'h', 'f') if castle[1] == '0-0' else ('c', 'a', 'd')
            board[king_to + rank] = board.pop('e' + rank)
            board[rook_to + rank] = board.pop(rook_from + rank)
            taken, effects = None, castle[2]
        else:
            m = MOVE.match(text)
            if not m:
                raise ValueError(text)
            piece = board.pop(m['from'])
            taken, effects = None, m['fx']
            if m['sep'] == '*':
                taken = board.pop(m['to'][0] + m['from'][1] if m['ep'] else m['to'])
            board[m['to']] = unit(side, m['promo']) if m['promo'] else piece
            if m['turn']:
                board[m['to']] = board[m['to']].swapcase()
        # A capture's first addition is the captured unit's rebirth when
        # it is that unit (or a pawn promoted); any other, an eruption.
        first = taken is not None
        for fx in re.findall(r"\[([^\]]*)\]", effects):
            added = re.match(r"^\+([wb])k?([KQRBSP])([a-h][1-8])(?:=([QRBSwb]))?(->v)?$", fx)
            if added:
                colour, letter, sq, suffix, bury = added.groups()
                if suffix in ('w', 'b'):
                    colour = suffix
                elif suffix:
                    letter = suffix
                u = unit(colour, letter)
                if bury:
                    buried.setdefault(sq, []).append(u)
                elif parachute and first and sq in board:
                    # The occupant goes under the reborn unit.
                    buried.setdefault(sq, []).append(board[sq])
                    board[sq] = u
                elif parachute and not first:
                    # The unit covered last comes back.
                    stack = buried[sq]
                    del stack[len(stack) - 1 - stack[::-1].index(u)]
                    if not stack:
                        del buried[sq]
                    board[sq] = u
                else:
                    if volcanic and not (first and (suffix or u == taken)):
                        # An eruption: the unit leaves the square's queue.
                        buried[sq].remove(u)
                    board[sq] = u
                first = False
                continue
            moved = re.match(r"^([wb])k?([KQRBSP])([a-h][1-8])->([a-h][1-8])(?:=([QRBS]))?$", fx)
            if not moved:
                raise ValueError(f"{text}: effect [{fx}]")
            colour, letter, src, dst, promo = moved.groups()
            u = board.pop(src)
            board[dst] = unit(colour, promo) if promo else u
        side = 'b' if side == 'w' else 'w'
    return change(start, (board, buried))


def popeye_sequences(popeye, rules, fen, n):
    """Every line of exactly `n` half-moves Popeye lists, each as where it
    ends (`change`): the number of lines, and the distinct ends."""
    text = subprocess.run([popeye], input=popeye_input(rules, fen, None, sequence=n),
                          capture_output=True, text=True, timeout=600).stdout
    if 'solution finished' not in text:
        raise RuntimeError(f"Popeye: {fen}: {text}")
    count, placements = 0, set()
    for line in text.splitlines():
        if not re.match(r"^\s+1\.", line):
            continue
        clean = re.sub(r" [+#=!]+(?= |$)", "", line.replace(' ep.', 'ep.'))
        moves = [t for t in clean.split() if not re.match(r"^\d+\.(\.\.)?$", t)]
        moves = [re.sub(r"^\d+\.", "", t) for t in moves]
        if len(moves) != n:
            raise RuntimeError(f"Popeye: {fen}: not {n} half-moves: {line}")
        placements.add(apply_line(rules, fen, moves))
        count += 1
    return count, sorted(placements)


def write_sequences(popeye, names):
    out_dir = ROOT / 'tests/data/popeye-sequences'
    out_dir.mkdir(exist_ok=True)
    for rules in names or list(SEQUENCES):
        lines = []
        for n, fen in SEQUENCES[rules]:
            count, placements = popeye_sequences(popeye, rules, fen, n)
            lines.append(f"{n}|{fen}|{count}|{';'.join(placements)}")
        header = (f"# {rules}: every line of exactly N half-moves Popeye 4.104 lists (condition\n"
                  f"# '{CONDITIONS[rules] or 'none'}', sstipulation white|black N:Nhh[#|!#]), each as where\n"
                  "# it ends, written by scripts/popeye-crosscheck.py --sequences.\n"
                  "# N|FEN|number of lines|where they end: the squares whose unit changed, with the\n"
                  "# unit's letter or '-', a1 to h8, then buried= and the buried units if they changed\n")
        (out_dir / f'{rules}.txt').write_text(header + '\n'.join(lines) + '\n')
        print(f"{rules}: {len(lines)} positions", file=sys.stderr)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--popeye', required=True)
    ap.add_argument('--positions', type=int, default=24)
    ap.add_argument('--seed', type=int, default=1)
    ap.add_argument('--sequences', action='store_true')
    ap.add_argument('rules', nargs='*')
    args = ap.parse_args()
    if args.sequences:
        write_sequences(args.popeye, args.rules)
        return
    subprocess.run(['cargo', 'build', '--release', '--quiet', '--bin', 'drc'], cwd=ROOT, check=True)
    for rules in args.rules or list(CONDITIONS):
        rng = random.Random(f"{rules}/{args.seed}")
        stipulation = 'h~1' if rules == 'parrain-circe' else '~1'
        lines = []
        while len(lines) < args.positions:
            fen = random_position(rules, rng)
            if rules == 'parrain-circe' and 'pending=' in fen:
                continue  # Popeye takes no unit waiting in its input
            if rules == 'diagram-circe':
                # Popeye's diagram is the position it is given: the game
                # starts there, every unit on its own origin.
                fen = ' '.join(f for f in fen.split(' ') if not f.startswith('origins='))
            if moves(rules, fen) == []:
                continue
            listed = popeye_moves(args.popeye, rules, fen, stipulation)
            lines.append(f"{stipulation}|{fen}|{';'.join(listed)}")
        out = ROOT / 'tests/data/popeye' / f'{rules}.txt'
        header = (f"# {rules}: Popeye 4.104's complete move lists (condition "
                  f"'{CONDITIONS[rules] or 'none'}', stipulation {stipulation}) on positions of\n"
                  f"# seeded random games, written by scripts/popeye-crosscheck.py --seed {args.seed}.\n"
                  "# stipulation|FEN|moves as UCI=effects shown by Popeye, in the engine's SAN notation\n")
        out.write_text(header + '\n'.join(lines) + '\n')
        print(f"{rules}: {len(lines)} positions", file=sys.stderr)


if __name__ == '__main__':
    main()
