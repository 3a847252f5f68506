//! Static evaluation, from the side to move's view, for every rule set.
//!
//! Material is rarely lost in Circe, so the terms that matter are which
//! pieces are *mortal* (a capture would remove them: their rebirth square
//! is occupied, or the rule set's captures are final), who holds the kings'
//! rebirth squares (a king whose square is occupied can be Circe-mated),
//! threats on the kings, king mobility (king moves earn dice) and pawn
//! progress. Which units are mortal follows the rule set's rebirth, not a
//! fixed e1/e8.

use crate::attacks::{Attacks, king_attacks, knight_attacks, pawn_attacks};
use crate::bitboard::Bitboard;
use crate::capture;
use crate::position::Position;
use crate::rules::Rules;
use crate::square::{Color, Piece, Role, Square};

/// Tunable weights, in centipawns. The defaults came from self-play
/// matches (`drc selfplay`), see docs/computer-opponent.md.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Weights {
    /// The value of a piece of each role, pawn to king, in centipawns (the
    /// king's is 0).
    pub material: [i32; 6],
    /// Fraction (in 1/16) of a piece's value lost when it is mortal and
    /// attacked, for the side that has just moved (the side to move can
    /// capture it)...
    pub mortal_attacked: i32,
    /// ... and for the side to move (it may still move the piece away).
    pub mortal_attacked_mover: i32,
    /// Penalty for a mortal piece that is not attacked (it may become so).
    pub mortal: i32,
    /// Our king can be Circe-mated: its rebirth square is occupied.
    pub king_mortal: i32,
    /// ... and the enemy attacks it.
    pub king_mortal_attacked: i32,
    /// Each enemy piece attacking our king, reborn or not.
    pub king_attacker: i32,
    /// We stand on the enemy king's rebirth square.
    pub hold_enemy_home: i32,
    /// Each square our king can move to (king moves earn dice).
    pub king_mobility: i32,
    /// Per rank of pawn advance...
    pub pawn_advance: i32,
    /// ... and extra per rank for a pawn on its sixth and seventh ranks.
    pub pawn_near_promotion: i32,
    /// Each square our pieces attack.
    pub mobility: i32,
}

impl Default for Weights {
    fn default() -> Weights {
        Weights {
            material: [100, 310, 330, 500, 950, 0],
            mortal_attacked: 8,
            mortal_attacked_mover: 2,
            mortal: 10,
            king_mortal: 120,
            king_mortal_attacked: 1200,
            king_attacker: 25,
            hold_enemy_home: 90,
            king_mobility: 12,
            pawn_advance: 6,
            pawn_near_promotion: 40,
            mobility: 2,
        }
    }
}

impl Weights {
    /// Sets a weight by its field's name; the material values are
    /// `pawn`, `knight`, `bishop`, `rook` and `queen`.
    pub fn set(&mut self, name: &str, value: i32) -> Result<(), String> {
        let slot = match name {
            "pawn" => &mut self.material[0],
            "knight" => &mut self.material[1],
            "bishop" => &mut self.material[2],
            "rook" => &mut self.material[3],
            "queen" => &mut self.material[4],
            "mortal_attacked" => &mut self.mortal_attacked,
            "mortal_attacked_mover" => &mut self.mortal_attacked_mover,
            "mortal" => &mut self.mortal,
            "king_mortal" => &mut self.king_mortal,
            "king_mortal_attacked" => &mut self.king_mortal_attacked,
            "king_attacker" => &mut self.king_attacker,
            "hold_enemy_home" => &mut self.hold_enemy_home,
            "king_mobility" => &mut self.king_mobility,
            "pawn_advance" => &mut self.pawn_advance,
            "pawn_near_promotion" => &mut self.pawn_near_promotion,
            "mobility" => &mut self.mobility,
            _ => return Err(format!("no search setting or weight is called '{name}'")),
        };
        *slot = value;
        Ok(())
    }
}

pub(super) struct SideInfo {
    pub(super) attacks: Bitboard,
    attacks_count: i32,
    /// Under Mars Circe, how many units attack the enemy king (its first
    /// square when it has several), counted while their attacks are found.
    pub(super) king_attackers: Option<(Square, u32)>,
}

/// What `color` attacks, and how many squares its pieces reach. Under
/// Mars Circe a unit attacks only from its rebirth square (VARIANTS 2.23),
/// while its non-captures, which the count measures, are orthodox.
pub(super) fn side_attacks(pos: &Position, a: Attacks, rules: &Rules, color: Color) -> SideInfo {
    let occupied = pos.occupied();
    let mars = capture::moves_from_home(rules, true);
    let mut attacks = Bitboard::EMPTY;
    let mut count = 0;
    let mut king_attackers = pos.king(color.other()).filter(|_| mars).map(|k| (k, 0));
    // A pawn that cannot move attacks nothing (VARIANTS C9).
    for sq in pos.by_color(color) & !pos.idle_pawns(rules) {
        let role = pos.role_at(sq).unwrap_or(Role::Pawn);
        let att = match role {
            Role::Pawn => pawn_attacks(color, sq),
            Role::Knight => knight_attacks(sq),
            Role::Bishop => a.bishop(sq, occupied),
            Role::Rook => a.rook(sq, occupied),
            Role::Queen => a.queen(sq, occupied),
            Role::King => king_attacks(sq),
        };
        attacks |= if mars {
            let reach = pos.capture_reach(a, rules, sq);
            if let Some((k, n)) = king_attackers.as_mut() {
                *n += u32::from(reach.contains(*k));
            }
            reach
        } else {
            att
        };
        count += att.count() as i32;
    }
    SideInfo {
        attacks,
        attacks_count: count,
        king_attackers,
    }
}

/// The value of a position where the side to move attacks an enemy king
/// that cannot be reborn: it Circe-mates on its next move.
pub const MATE_THREAT: i32 = 500_000;

/// The square of the king of `color` if a capture would remove it: only
/// where kings can be captured (no check).
pub(super) fn mortal_king(pos: &Position, rules: &Rules, color: Color) -> Option<Square> {
    if rules.check {
        return None;
    }
    let k = pos.king(color)?;
    capture::removed_for_good(pos, rules, Piece::new(color, Role::King), k).then_some(k)
}

/// The evaluation of `pos` for the side to move, in centipawns.
pub fn evaluate(pos: &Position, rules: &Rules, w: &Weights) -> i32 {
    let a = Attacks::get();
    let us = pos.side();
    let infos = [
        side_attacks(pos, a, rules, Color::White),
        side_attacks(pos, a, rules, Color::Black),
    ];
    if let Some(k) = mortal_king(pos, rules, us.other()) {
        if infos[us.index()].attacks.contains(k) {
            return MATE_THREAT;
        }
    }
    let score = |color: Color| -> i32 {
        let mine = &infos[color.index()];
        let theirs = &infos[color.other().index()];
        let mut s = 0;
        for sq in pos.by_color(color) {
            let Some(role) = pos.role_at(sq) else {
                continue;
            };
            let value = w.material[role.index()];
            s += value;
            let lost = capture::removed_for_good(pos, rules, Piece::new(color, role), sq);
            let attacked = theirs.attacks.contains(sq);
            if role == Role::King {
                if lost && !rules.check {
                    s -= w.king_mortal;
                    if attacked {
                        s -= w.king_mortal_attacked;
                    }
                }
                let attackers = match theirs.king_attackers {
                    Some((k, n)) if k == sq => n,
                    _ => attackers_of(pos, a, rules, sq, color.other()),
                };
                s -= w.king_attacker * attackers as i32;
                s += w.king_mobility * king_moves(pos, a, rules, color, sq, theirs.attacks);
            } else {
                if lost {
                    s -= w.mortal;
                    if attacked {
                        let fraction = if color == us {
                            w.mortal_attacked_mover
                        } else {
                            w.mortal_attacked
                        };
                        s -= value * fraction / 16;
                    }
                }
                if role == Role::Pawn {
                    let advance = match color {
                        Color::White => sq.rank() as i32 - 1,
                        Color::Black => 6 - sq.rank() as i32,
                    };
                    s += w.pawn_advance * advance;
                    if advance >= 4 {
                        s += w.pawn_near_promotion * (advance - 3);
                    }
                }
            }
        }
        if let Some(k) = pos.king(color.other()) {
            let home = pos.static_rebirth_square(rules, Piece::new(color.other(), Role::King), k);
            if home.is_some_and(|h| pos.by_color(color).contains(h)) {
                s += w.hold_enemy_home;
            }
        }
        s + w.mobility * mine.attacks_count
    };
    score(us) - score(us.other())
}

/// How many squares `color`'s king on `sq` could move to: any but its own
/// side's, or under Mars Circe, where a king captures only from its
/// rebirth square, the empty squares the enemy does not attack and the
/// units it could capture. Where there is check, a king hemmed in that way
/// is mated by the next check.
pub(super) fn king_moves(
    pos: &Position,
    a: Attacks,
    rules: &Rules,
    color: Color,
    sq: Square,
    enemy: Bitboard,
) -> i32 {
    if !capture::moves_from_home(rules, true) {
        return (king_attacks(sq) & !pos.by_color(color)).count() as i32;
    }
    let steps = king_attacks(sq) & !pos.occupied() & !enemy;
    let captures = pos.capture_reach(a, rules, sq) & pos.by_color(color.other());
    (steps.count() + captures.count()) as i32
}

/// How many units of `by` attack `sq`, by the rules' movement.
pub(super) fn attackers_of(
    pos: &Position,
    a: Attacks,
    rules: &Rules,
    sq: Square,
    by: Color,
) -> u32 {
    if capture::moves_from_home(rules, true) {
        return pos
            .by_color(by)
            .filter(|&s| pos.capture_reach(a, rules, s).contains(sq))
            .count() as u32;
    }
    pos.attackers(a, rules, sq, by, pos.occupied()).count()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fen::FenPosition;

    fn eval(fen: &str) -> i32 {
        let rules = Rules::DICE_REX_CIRCE;
        let setup = FenPosition::parse(fen, &rules).unwrap();
        evaluate(&setup.position, &rules, &Weights::default())
    }

    #[test]
    fn the_start_is_balanced() {
        assert_eq!(eval(crate::fen::START_FEN), 0);
    }

    #[test]
    fn symmetric_positions_evaluate_opposite() {
        let a = eval("4k3/8/8/3q4/8/8/8/4K3 w - - 0 1");
        let b = eval("4k3/8/8/8/3Q4/8/8/4K3 b - - 0 1");
        assert_eq!(a, b);
        assert!(a < -500, "a queen down: {a}");
    }

    #[test]
    fn a_hanging_piece_costs_more_when_the_enemy_is_to_move() {
        // The white knight on b8 is mortal (its rebirth square g1 is taken) and attacked by
        // the black rook: with Black to move it is lost, with White to move
        // it may escape. Both evaluations are White's view.
        let white_to_move = eval("rN2k3/8/8/8/8/8/8/4K1R1 w - - 0 1");
        let black_to_move = -eval("rN2k3/8/8/8/8/8/8/4K1R1 b - - 0 1");
        let w = Weights::default();
        assert!(w.mortal_attacked > w.mortal_attacked_mover);
        assert!(
            black_to_move < white_to_move - 50,
            "{black_to_move} vs {white_to_move}"
        );
    }

    #[test]
    fn under_mars_circe_units_attack_from_their_rebirth_squares() {
        // The white rook on b1 (a light square) captures from h1: it attacks
        // the h-file, not the b-file. The knight on d3 (light) captures
        // from b1, where the rook stands, so it attacks nothing.
        let fen = "4k3/8/8/8/8/3N4/8/1R2K3 w - - 0 1";
        let mars: Rules = "mars-circe".parse().unwrap();
        let pos = FenPosition::parse(fen, &mars).unwrap().position;
        let a = Attacks::get();
        let sq = |s: &str| Square::parse(s).unwrap();
        let at = side_attacks(&pos, a, &mars, Color::White).attacks;
        assert!(at.contains(sq("h5")) && at.contains(sq("g1")), "{at:?}");
        assert!(!at.contains(sq("b5")) && !at.contains(sq("b8")), "{at:?}");
        assert!(!at.contains(sq("e5")) && !at.contains(sq("a3")), "{at:?}");
        assert_eq!(attackers_of(&pos, a, &mars, sq("h8"), Color::White), 1);
        assert_eq!(attackers_of(&pos, a, &mars, sq("b8"), Color::White), 0);
        let ortho = Rules::ORTHODOX;
        let at = side_attacks(&pos, a, &ortho, Color::White).attacks;
        assert!(at.contains(sq("b5")) && at.contains(sq("e5")) && !at.contains(sq("h5")));
        assert_eq!(attackers_of(&pos, a, &ortho, sq("b8"), Color::White), 1);
    }

    #[test]
    fn a_pawn_on_its_first_rank_attacks_only_where_it_can_move() {
        // The white pawn on g1 cannot move under PWC Circe, so it attacks
        // neither h2 nor f2 (VARIANTS C9); under Cage Circe it steps and
        // captures as any pawn.
        let fen = "8/8/8/5K2/8/8/7k/6P1 b - - 0 1";
        let a = Attacks::get();
        let sq = |s: &str| Square::parse(s).unwrap();
        for (name, attacks) in [("pwc-circe", false), ("cage-circe", true)] {
            let rules: Rules = name.parse().unwrap();
            let pos = FenPosition::parse(fen, &rules).unwrap().position;
            let at = side_attacks(&pos, a, &rules, Color::White).attacks;
            assert_eq!(at.contains(sq("h2")), attacks, "{name}: {at:?}");
            assert_eq!(at.contains(sq("f2")), attacks, "{name}: {at:?}");
            let on_king = attackers_of(&pos, a, &rules, sq("h2"), Color::White);
            assert_eq!(on_king, u32::from(attacks), "{name}");
        }
    }

    #[test]
    fn a_mars_king_away_from_its_rebirth_square_cannot_capture_its_way_out() {
        // The black king on a5 is ringed by white pawns; it captures only
        // from e8, so under Mars Circe it has no move, orthodox five.
        let fen = "8/8/PP6/kP6/PP6/8/8/4K3 b - - 0 1";
        let a = Attacks::get();
        let k = Square::parse("a5").unwrap();
        for (name, expected) in [("mars-circe", 0), ("orthodox", 5)] {
            let rules: Rules = name.parse().unwrap();
            let pos = FenPosition::parse(fen, &rules).unwrap().position;
            let white = side_attacks(&pos, a, &rules, Color::White).attacks;
            let moves = king_moves(&pos, a, &rules, Color::Black, k, white);
            assert_eq!(moves, expected, "{name}");
        }
    }

    #[test]
    fn a_mortal_attacked_king_is_nearly_lost() {
        // The black king's e8 is taken by a white rook that also attacks it.
        let held = eval("3kR3/8/8/8/8/8/8/4K3 b - - 0 1");
        let free = eval("3k4/8/8/8/8/8/8/R3K3 b - - 0 1");
        assert!(held < free - 1000, "{held} vs {free}");
    }
}
