//! The tuned evaluation: a sum of features a chess player would name
//! (material, piece-square tables, mobility, pawn structure, king
//! safety) and the Circe ones (mortal units, kings that can be
//! Circe-mated, who holds the kings' rebirth squares), each times a
//! weight learnt from self-play for the position's family of rules
//! ([`super::weights`]). Every feature is counted from the side to move's
//! view: ours less theirs, or ours and theirs apart where moving first
//! matters (a mortal unit attacked is lost if it is theirs, may be saved
//! if it is ours).
//!
//! The features are linear in the weights, which is what lets the tuner
//! (Texel's method, [`super::tuner`]) fit them by gradient descent.

use super::eval::{MATE_THREAT, attackers_of, king_moves, mortal_king, side_attacks};
use crate::attacks::{Attacks, king_attacks, knight_attacks, pawn_attacks};
use crate::bitboard::Bitboard;
use crate::capture;
use crate::position::Position;
use crate::rules::Rules;
use crate::square::{Color, Piece, Role, Square};

/// Material: pawn, knight, bishop, rook, queen (ours less theirs).
pub const MATERIAL: usize = 0;
/// Piece-square tables: 6 roles × 32 squares (files folded onto a–d,
/// ranks from each side's own first rank), ours less theirs.
pub const PST: usize = 5;
/// Squares attacked by knights, bishops, rooks and queens.
pub const MOBILITY: usize = PST + 6 * 32;
/// Doubled pawns (each pawn behind another of its side on its file).
pub const DOUBLED: usize = MOBILITY + 4;
/// Pawns with no pawn of their side on the files beside them.
pub const ISOLATED: usize = DOUBLED + 1;
/// Passed pawns by rank (the second to the seventh from their side, the
/// first rank's pawns of some Circe rule sets with the second's).
pub const PASSED: usize = ISOLATED + 1;
/// Both bishops.
pub const BISHOP_PAIR: usize = PASSED + 6;
/// A rook on a file without pawns.
pub const ROOK_OPEN: usize = BISHOP_PAIR + 1;
/// A rook on a file without a pawn of its side.
pub const ROOK_HALF_OPEN: usize = ROOK_OPEN + 1;
/// Pawns of the king's side in front of its zone: the squares around
/// the king moved one and two ranks forward.
pub const KING_SHIELD: usize = ROOK_HALF_OPEN + 1;
/// Squares around the king (and its own) that the enemy attacks.
pub const KING_ZONE: usize = KING_SHIELD + 1;
/// Mortal units that are not kings (a capture would remove them).
pub const MORTAL: usize = KING_ZONE + 1;
/// The value (in pawns) of our mortal units the enemy attacks: we are to
/// move and may save them.
pub const MORTAL_ATTACKED_OURS: usize = MORTAL + 1;
/// The value (in pawns) of their mortal units we attack: we can take them.
pub const MORTAL_ATTACKED_THEIRS: usize = MORTAL_ATTACKED_OURS + 1;
/// A king whose capture would remove it (it can be Circe-mated).
pub const KING_MORTAL: usize = MORTAL_ATTACKED_THEIRS + 1;
/// ... and which the enemy attacks.
pub const KING_MORTAL_ATTACKED: usize = KING_MORTAL + 1;
/// Units attacking the king, by the rules' movement.
pub const KING_ATTACKERS: usize = KING_MORTAL_ATTACKED + 1;
/// A unit on the enemy king's rebirth square.
pub const HOLD_ENEMY_HOME: usize = KING_ATTACKERS + 1;
/// Squares the king can move to (king moves earn dice; a Mars king's
/// safe squares).
pub const KING_MOBILITY: usize = HOLD_ENEMY_HOME + 1;
/// Ranks of pawn advance...
pub const PAWN_ADVANCE: usize = KING_MOBILITY + 1;
/// ... and ranks beyond the fifth.
pub const PAWN_NEAR_PROMOTION: usize = PAWN_ADVANCE + 1;
/// The side to move.
pub const TEMPO: usize = PAWN_NEAR_PROMOTION + 1;
/// Where units capture from their rebirth squares (Mars Circe): the
/// king stands where the enemy's units would attack it from their
/// rebirth squares on an open board. Elsewhere a king cannot be checked
/// at all, so this is where a mate can happen.
pub const KING_EXPOSED: usize = TEMPO + 1;
/// ... and the king's safe moves to squares that are not so exposed:
/// its hiding places. A Mars king with none can be driven to where it
/// can be mated; hemming it in on a hiding place only stalemates it.
pub const KING_HIDDEN_MOVES: usize = KING_EXPOSED + 1;
/// ... and every hiding place the king can walk to through hiding
/// places: the region a Mars king must be driven out of, which its next
/// moves alone do not show (a king hemmed in on f8 still has g8, g7 and
/// all the squares behind them).
pub const KING_HIDDEN_REGION: usize = KING_HIDDEN_MOVES + 1;
/// How many features there are.
pub const COUNT: usize = KING_HIDDEN_REGION + 1;

/// The value of each role in pawns, for the mortal units' features.
const PAWNS: [f32; 6] = [1.0, 3.1, 3.3, 5.0, 9.5, 0.0];

/// The piece-square feature of a unit of `color` and `role` on `sq`.
pub fn pst_index(color: Color, role: Role, sq: Square) -> usize {
    let rank = match color {
        Color::White => sq.rank(),
        Color::Black => 7 - sq.rank(),
    } as usize;
    let file = sq.file().min(7 - sq.file()) as usize;
    PST + role.index() * 32 + rank * 4 + file
}

/// Files beside each file.
fn neighbours(file: u8) -> Bitboard {
    let mut b = Bitboard::EMPTY;
    if file > 0 {
        b |= Bitboard::file(file - 1);
    }
    if file < 7 {
        b |= Bitboard::file(file + 1);
    }
    b
}

/// The squares ahead of `sq` for `color` on files `files`.
fn ahead(color: Color, sq: Square, files: Bitboard) -> Bitboard {
    let mut b = Bitboard::EMPTY;
    for r in 0..8u8 {
        let in_front = match color {
            Color::White => r > sq.rank(),
            Color::Black => r < sq.rank(),
        };
        if in_front {
            b |= Bitboard::rank(r);
        }
    }
    b & files
}

/// The squares `color`'s units would attack from their rebirth squares
/// on an open board (Mars Circe's lines of check, whatever blocks them
/// now).
fn open_reach(pos: &Position, a: Attacks, rules: &Rules, color: Color) -> Bitboard {
    let mut reach = Bitboard::EMPTY;
    for sq in pos.by_color(color) & !pos.idle_pawns(rules) {
        let Some(role) = pos.role_at(sq) else {
            continue;
        };
        let home = capture::move_home(rules, Piece::new(color, role), sq);
        reach |= match role {
            Role::Pawn => pawn_attacks(color, home),
            Role::Knight => knight_attacks(home),
            Role::Bishop => a.bishop(home, Bitboard::EMPTY),
            Role::Rook => a.rook(home, Bitboard::EMPTY),
            Role::Queen => a.queen(home, Bitboard::EMPTY),
            Role::King => king_attacks(home),
        };
    }
    reach
}

/// Calls `add(feature, value)` for every feature of `pos` that is not
/// zero, from the side to move's view. Returns `Some(MATE_THREAT)`
/// instead when the side to move attacks an enemy king that cannot be
/// reborn (it Circe-mates on its next move), as the classic evaluation.
pub fn features(pos: &Position, rules: &Rules, add: &mut dyn FnMut(usize, f32)) -> Option<i32> {
    let a = Attacks::get();
    let us = pos.side();
    let infos = [
        side_attacks(pos, a, rules, Color::White),
        side_attacks(pos, a, rules, Color::Black),
    ];
    if let Some(k) = mortal_king(pos, rules, us.other()) {
        if infos[us.index()].attacks.contains(k) {
            return Some(MATE_THREAT);
        }
    }
    add(TEMPO, 1.0);
    let mars = capture::moves_from_home(rules, true);
    let occupied = pos.occupied();
    let pawns = pos.by_role(Role::Pawn);
    for color in [us, us.other()] {
        let sign = if color == us { 1.0 } else { -1.0 };
        let theirs = &infos[color.other().index()];
        let own = pos.by_color(color);
        let own_pawns = pawns & own;
        let enemy_pawns = pawns & !own;
        let mut bishops = 0;
        let mut mortal_value = 0.0;
        for sq in own {
            let Some(role) = pos.role_at(sq) else {
                continue;
            };
            add(pst_index(color, role, sq), sign);
            let lost = capture::removed_for_good(pos, rules, Piece::new(color, role), sq);
            let attacked = theirs.attacks.contains(sq);
            match role {
                Role::King => {
                    if lost && !rules.check {
                        add(KING_MORTAL, sign);
                        if attacked {
                            add(KING_MORTAL_ATTACKED, sign);
                        }
                    }
                    let attackers = match theirs.king_attackers {
                        Some((k, n)) if k == sq => n,
                        _ => attackers_of(pos, a, rules, sq, color.other()),
                    };
                    add(KING_ATTACKERS, sign * attackers as f32);
                    let moves = king_moves(pos, a, rules, color, sq, theirs.attacks);
                    add(KING_MOBILITY, sign * moves as f32);
                    let zone = king_attacks(sq).with(sq);
                    add(KING_ZONE, sign * (zone & theirs.attacks).count() as f32);
                    let front = zone.shift(color.forward());
                    let shield = (front | front.shift(color.forward())) & own_pawns;
                    add(KING_SHIELD, sign * shield.count() as f32);
                    if mars {
                        let reach = open_reach(pos, a, rules, color.other());
                        if reach.contains(sq) {
                            add(KING_EXPOSED, sign);
                        }
                        let hidden = !occupied & !theirs.attacks & !reach;
                        add(
                            KING_HIDDEN_MOVES,
                            sign * (king_attacks(sq) & hidden).count() as f32,
                        );
                        add(
                            KING_HIDDEN_REGION,
                            sign * hidden_region(sq, hidden).count() as f32,
                        );
                    }
                }
                _ => {
                    add(MATERIAL + role.index(), sign);
                    if lost {
                        add(MORTAL, sign);
                        if attacked {
                            mortal_value += PAWNS[role.index()];
                        }
                    }
                }
            }
            match role {
                Role::Pawn => {
                    let advance = match color {
                        Color::White => sq.rank() as i32 - 1,
                        Color::Black => 6 - sq.rank() as i32,
                    };
                    add(PAWN_ADVANCE, sign * advance as f32);
                    if advance >= 4 {
                        add(PAWN_NEAR_PROMOTION, sign * (advance - 3) as f32);
                    }
                    let file = Bitboard::file(sq.file());
                    if ahead(color, sq, file).any() && (ahead(color, sq, file) & own_pawns).any() {
                        add(DOUBLED, sign);
                    }
                    if (neighbours(sq.file()) & own_pawns).is_empty() {
                        add(ISOLATED, sign);
                    }
                    let span = file | neighbours(sq.file());
                    if (ahead(color, sq, span) & enemy_pawns).is_empty()
                        && (0..=5).contains(&advance)
                    {
                        add(PASSED + advance as usize, sign);
                    }
                }
                Role::Knight => add(MOBILITY, sign * (knight_attacks(sq) & !own).count() as f32),
                Role::Bishop => {
                    bishops += 1;
                    add(
                        MOBILITY + 1,
                        sign * (a.bishop(sq, occupied) & !own).count() as f32,
                    );
                }
                Role::Rook => {
                    add(
                        MOBILITY + 2,
                        sign * (a.rook(sq, occupied) & !own).count() as f32,
                    );
                    let file = Bitboard::file(sq.file());
                    if (file & pawns).is_empty() {
                        add(ROOK_OPEN, sign);
                    } else if (file & own_pawns).is_empty() {
                        add(ROOK_HALF_OPEN, sign);
                    }
                }
                Role::Queen => add(
                    MOBILITY + 3,
                    sign * (a.queen(sq, occupied) & !own).count() as f32,
                ),
                Role::King => {}
            }
        }
        if bishops >= 2 {
            add(BISHOP_PAIR, sign);
        }
        if mortal_value > 0.0 {
            let feature = if color == us {
                MORTAL_ATTACKED_OURS
            } else {
                MORTAL_ATTACKED_THEIRS
            };
            add(feature, mortal_value);
        }
        if let Some(k) = pos.king(color.other()) {
            let home = pos.static_rebirth_square(rules, Piece::new(color.other(), Role::King), k);
            if home.is_some_and(|h| own.contains(h)) {
                add(HOLD_ENEMY_HOME, sign);
            }
        }
    }
    None
}

/// The tuned evaluation of `pos` for the side to move, in centipawns:
/// the features times `weights`.
pub fn evaluate(pos: &Position, rules: &Rules, weights: &[f32; COUNT]) -> i32 {
    let mut sum = 0.0f32;
    if let Some(v) = features(pos, rules, &mut |i, x| sum += weights[i] * x) {
        return v;
    }
    sum.round() as i32
}

/// Every feature of `pos` as a dense vector (for tests and the tuner).
pub fn vector(pos: &Position, rules: &Rules) -> Option<Vec<f32>> {
    let mut v = vec![0.0; COUNT];
    match features(pos, rules, &mut |i, x| v[i] += x) {
        Some(_) => None,
        None => Some(v),
    }
}

/// The squares of `hidden` a king on `from` can walk to through squares
/// of `hidden` alone.
fn hidden_region(from: Square, hidden: Bitboard) -> Bitboard {
    let mut region = Bitboard::EMPTY;
    let mut frontier = king_attacks(from) & hidden;
    while let Some(sq) = frontier.first() {
        frontier = frontier.without(sq);
        if !region.contains(sq) {
            region = region.with(sq);
            frontier |= king_attacks(sq) & hidden & !region;
        }
    }
    region
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fen::FenPosition;

    fn vector_of(fen: &str, rules: &str) -> Vec<f32> {
        let rules: Rules = rules.parse().unwrap();
        let pos = FenPosition::parse(fen, &rules).unwrap().position;
        vector(&pos, &rules).unwrap()
    }

    #[test]
    fn the_start_is_balanced_but_for_the_tempo() {
        for rules in [
            "orthodox",
            "circe",
            "dice-rex-circe",
            "mars-circe",
            "dice-chess",
        ] {
            let fen = FenPosition::start_for(&rules.parse().unwrap());
            let v = vector_of(&fen.to_fen(&rules.parse().unwrap()), rules);
            for (i, x) in v.iter().enumerate() {
                let expected = if i == TEMPO { 1.0 } else { 0.0 };
                assert_eq!(*x, expected, "{rules}: feature {i}");
            }
        }
    }

    #[test]
    fn features_on_a_known_position() {
        // White: Kg1, pawns f2 g2 h2 (a full shield), a passed pawn on
        // d6, doubled pawns a2 a3 (isolated both), a rook on the open
        // e-file, two bishops. Black: Kd8 and a rook on h8.
        let fen = "3k3r/8/3P4/8/8/P7/P4PPP/2B1RBK1 w - - 0 1";
        let v = vector_of(fen, "orthodox");
        assert_eq!(v[MATERIAL], 6.0);
        assert_eq!(v[MATERIAL + 2], 2.0);
        assert_eq!(v[MATERIAL + 3], 0.0);
        assert_eq!(v[BISHOP_PAIR], 1.0);
        assert_eq!(v[DOUBLED], 1.0);
        assert_eq!(v[ISOLATED], 3.0);
        // d6 is White's sixth rank: passed, four ranks from the second.
        assert_eq!(v[PASSED + 4], 1.0);
        // White's rook on the open e-file, Black's on the h-file with a
        // white pawn: half open for Black.
        assert_eq!(v[ROOK_OPEN], 1.0);
        assert_eq!(v[ROOK_HALF_OPEN], -1.0);
        assert_eq!(v[KING_SHIELD], 3.0);
        assert_eq!(
            v[pst_index(Color::White, Role::King, Square::parse("g1").unwrap())],
            1.0
        );
        // Black's king on d8 is on the same table square as White's on e1.
        assert_eq!(
            v[pst_index(Color::White, Role::King, Square::parse("e1").unwrap())],
            -1.0
        );
        // Seen from Black to move, every feature changes sign but the tempo.
        let b = vector_of("3k3r/8/3P4/8/8/P7/P4PPP/2B1RBK1 b - - 0 1", "orthodox");
        for i in 0..COUNT {
            // The rook on h8 attacks the pawn on h2: "ours" and "theirs"
            // swap with the side to move.
            if ![TEMPO, MORTAL_ATTACKED_OURS, MORTAL_ATTACKED_THEIRS].contains(&i) {
                assert_eq!(b[i], -v[i], "feature {i}");
            }
        }
        assert_eq!(
            (v[MORTAL_ATTACKED_OURS], b[MORTAL_ATTACKED_THEIRS]),
            (1.0, 1.0)
        );
    }

    #[test]
    fn a_mortal_unit_attacked_counts_for_the_side_that_can_take_it() {
        // Dice Rex Circe: the white knight on b8 is mortal (g1 is taken)
        // and the black rook attacks it.
        let white = vector_of("rN2k3/8/8/8/8/8/8/4K1R1 w - - 0 1", "dice-rex-circe");
        assert_eq!(white[MORTAL_ATTACKED_OURS], 3.1);
        assert_eq!(white[MORTAL_ATTACKED_THEIRS], 0.0);
        let black = vector_of("rN2k3/8/8/8/8/8/8/4K1R1 b - - 0 1", "dice-rex-circe");
        assert_eq!(black[MORTAL_ATTACKED_THEIRS], 3.1);
        assert_eq!(black[MORTAL_ATTACKED_OURS], 0.0);
    }

    #[test]
    fn a_mars_king_is_exposed_where_a_unit_could_attack_it_from_its_rebirth_square() {
        // Mars Circe: the white rook on b2 (a dark square) captures from
        // a1, along the a-file and the first rank; the pawn on a3 blocks
        // the file for now. The black king on a8 is exposed (a line of
        // check runs through it) but not in check; of its moves, a7 is on
        // that line, b8 and b7 are hiding places. The white king's five
        // moves are all hidden: Black's one unit captures from e8.
        let fen = "k7/8/8/8/8/P7/1R6/4K3 w - - 0 1";
        let v = vector_of(fen, "mars-circe");
        assert_eq!(v[KING_EXPOSED], -1.0);
        assert_eq!(v[KING_HIDDEN_MOVES], 5.0 - 2.0);
        // With the king on b8, no line of check runs through it; of its
        // five safe moves, c8, c7 and b7 are hiding places, a8 and a7 are
        // on the a-file.
        let v = vector_of("1k6/8/8/8/8/P7/1R6/4K3 w - - 0 1", "mars-circe");
        assert_eq!(v[KING_EXPOSED], 0.0);
        assert_eq!(v[KING_HIDDEN_MOVES], 5.0 - 3.0);
        // Elsewhere the features are not counted.
        for rules in ["orthodox", "circe", "anti-mars-circe"] {
            let v = vector_of(fen, rules);
            assert_eq!(
                (v[KING_EXPOSED], v[KING_HIDDEN_MOVES], v[KING_HIDDEN_REGION]),
                (0.0, 0.0, 0.0),
                "{rules}"
            );
        }
    }

    #[test]
    fn a_hidden_region_is_every_hiding_place_a_king_walks_to_through_hiding_places() {
        let set = |names: &[&str]| {
            names
                .iter()
                .fold(Bitboard::EMPTY, |b, n| b.with(Square::parse(n).unwrap()))
        };
        // From f8 (occupied by the king, so never hidden): e8, g8 and g7
        // next to it, h6 through g7; a1 is hidden but out of reach.
        let hidden = set(&["e8", "g8", "g7", "h6", "a1"]);
        let sq = Square::parse("f8").unwrap();
        assert_eq!(hidden_region(sq, hidden), set(&["e8", "g8", "g7", "h6"]));
        assert_eq!(hidden_region(sq, set(&["a1", "h1"])), Bitboard::EMPTY);
        // In Mars Circe the white king on e1 hides everywhere but the five
        // squares Black's king captures on from e8; the black king loses
        // the a-file, the first rank and more to White's units: White's
        // region is the larger.
        let v = vector_of("k7/8/8/8/8/P7/1R6/4K3 w - - 0 1", "mars-circe");
        assert!(v[KING_HIDDEN_REGION] > 0.0, "{}", v[KING_HIDDEN_REGION]);
    }
}
