//! The choices a move offers its player beyond the move itself
//! (VARIANTS C5, 2.27, 2.28): the piece a pawn reborn on its last rank
//! becomes (a captured unit, an Anticirce capturer, a Parrain unit), the
//! square of a Super or Cage Circe rebirth, and Coucou's rule that a pawn
//! whose rebirth must promote may be captured only if every promotion is
//! legal (2.18). `Position::try_play` refuses a choice that does not fit.

use super::movement::{CheckTest, check_test};
use super::{Capture, capturer_square, geometry, is_reborn, placed_unit, reborn, reborn_unit};
use super::{rebirth_square, timing};
use crate::bitboard::Bitboard;
use crate::moves::{Choice, Move, MoveKind};
use crate::position::{PieceMoves, Position};
use crate::rules::{Geometry, Reborn, Rules};
use crate::square::{Piece, Role, Square};

/// The four promotions of a pawn reborn on `sq`.
pub(super) fn promotions(sq: Square) -> [Option<Choice>; 4] {
    Role::PROMOTIONS.map(|p| {
        Some(Choice {
            square: sq,
            promotion: Some(p),
        })
    })
}

/// The choices to try for `m` on `pos`: none (`[None]`) for most moves;
/// the piece a pawn reborn on its last rank becomes; the Super and Cage
/// squares.
pub(crate) fn choices(pos: &Position, rules: &Rules, m: &Move) -> Vec<Option<Choice>> {
    let mut out = vec![None];
    if timing::deferred(rules) {
        timing::choices(pos, m, &mut out);
        return out;
    }
    let (Some(role), Some(cs)) = (m.capture, m.capture_square()) else {
        return out;
    };
    let cap = Capture::of(pos, m, cs, Piece::new(pos.side().other(), role));
    if let Reborn::Capturer(_) = rules.reborn {
        // A capturing pawn sent to its last rank promotes there.
        if m.role == Role::Pawn && m.promotion.is_none() {
            if let Some(r) = capturer_square(rules, &cap) {
                if r.rank() == pos.side().last_rank() {
                    out.extend(promotions(r));
                }
            }
        }
        return out;
    }
    if !reborn::captured_unit_reborn(rules) || !is_reborn(rules, cap.captured) {
        return out;
    }
    let unit = reborn_unit(rules, &cap);
    let placed = placed_unit(rules, unit);
    if geometry::chosen(rules) {
        return chosen_squares(pos, rules, m, placed, out, true);
    }
    let origin = Some(pos.extras().map_or(cs, |e| e.origin(cs)));
    if let Some(sq) = rebirth_square(rules.geometry, unit, &cap, origin) {
        if placed.role == Role::Pawn && sq.rank() == placed.color.last_rank() {
            out.extend(promotions(sq));
        }
    }
    out
}

/// Super and Cage Circe: every empty square of the board once the capture
/// is made (a pawn on its last rank as each promotion), Cage keeping only
/// cages and leaving no choice of vanishing when there is one.
/// `shortcut`: a cage may be found from the unit's moves' squares alone
/// where all its moves are legal (the tests compare with every move tried).
fn chosen_squares(
    pos: &Position,
    rules: &Rules,
    m: &Move,
    placed: Piece,
    mut out: Vec<Option<Choice>>,
    shortcut: bool,
) -> Vec<Option<Choice>> {
    let cage = matches!(rules.geometry, Geometry::Cage);
    // The board once the capture is made, without the rebirth.
    let mut base = pos.clone();
    if base.try_play(rules, m, true).is_err() {
        return out;
    }
    let promoted = Role::PROMOTIONS.map(Some);
    let mut squares = Vec::new();
    // The board each cage is tried on: the unit is put on a square, then
    // taken off again, with the placed unit's side to move and no en
    // passant target (one copy for every square).
    let mut scratch = base.clone();
    scratch.set_side(placed.color);
    scratch.set_ep_targets(Bitboard::EMPTY);
    // A unit other than a king, of a side not in check, where a check is
    // an attack (which a unit put on the board can only block): any
    // non-capturing move it has is legal, so a cage is a square with none.
    let any_move_legal = shortcut
        && placed.role != Role::King
        && (!rules.check
            || (check_test(rules) != CheckTest::Play
                && !scratch.king_capturable(rules, placed.color)));
    for sq in !base.occupied() {
        let last = placed.role == Role::Pawn && sq.rank() == placed.color.last_rank();
        let shapes: &[Option<Role>] = if last { &promoted } else { &[None] };
        for &promotion in shapes {
            let as_unit = Piece::new(placed.color, promotion.unwrap_or(placed.role));
            if cage && !is_cage(&mut scratch, rules, as_unit, sq, any_move_legal) {
                continue;
            }
            squares.push(Some(Choice {
                square: sq,
                promotion,
            }));
        }
    }
    if cage && !squares.is_empty() {
        return squares;
    }
    out.extend(squares);
    out
}

/// Whether `sq` is a cage for `unit` on `board` (VARIANTS 2.28): a square
/// from which it would have no non-capturing move, or, under check, none
/// that is legal. `board` has `unit`'s side to move and no en passant
/// target; the unit is put on `sq` and taken off again. `any_move_legal`:
/// every non-capturing move of the unit is legal there, so only their
/// squares are looked at.
fn is_cage(
    board: &mut Position,
    rules: &Rules,
    unit: Piece,
    sq: Square,
    any_move_legal: bool,
) -> bool {
    board.put(sq, unit);
    let cage = if any_move_legal {
        (board.pseudo_of(rules, sq) & !board.occupied()).is_empty()
    } else {
        !has_quiet_move(board, rules, unit, sq)
    };
    board.take(sq, unit);
    cage
}

/// Whether `unit`, on `sq` of `p`, has a non-capturing move (castling
/// aside), legal where there is check.
fn has_quiet_move(p: &Position, rules: &Rules, unit: Piece, sq: Square) -> bool {
    let to = p.pseudo_of(rules, sq) & !p.occupied();
    if to.is_empty() {
        return false;
    }
    let pm = PieceMoves {
        from: sq,
        role: unit.role,
        to,
    };
    let mut found = false;
    p.expand(rules, &pm, |m| {
        if found || m.kind == MoveKind::Castle {
            return;
        }
        found = !rules.check || {
            let mut after = p.clone();
            after.try_play(rules, &m, true).is_ok() && !after.king_capturable(rules, unit.color)
        };
    });
    found
}

/// Whether a capture whose rebirth must promote is legal only when every
/// promotion is (Coucou with check, 2.18): the caller drops all of a
/// move's promotions when one of them is refused.
pub(crate) const fn every_promotion_required(rules: &Rules) -> bool {
    matches!(rules.geometry, Geometry::Coucou) && rules.check
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fen::START_FEN;
    use crate::position::walk::random_games;

    /// Cage Circe's cages found from the placed unit's moves' squares are
    /// those found by trying its moves, over seeded random games (every
    /// capture's cages compared, under check too).
    #[test]
    fn cages_from_squares_are_cages_by_play() {
        let rules: Rules = "cage-circe".parse().unwrap();
        let mut seed = 0x9E37_79B9_7F4A_7C15u64;
        let mut captures = 0;
        for fen in [
            START_FEN,
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        ] {
            random_games(&rules, fen, 6, 60, &mut seed, |pos, moves| {
                let mut seen = std::collections::HashSet::new();
                for m in moves.iter().filter(|m| m.capture.is_some()) {
                    if !seen.insert((m.from, m.to, m.promotion)) {
                        continue;
                    }
                    let m = &Move { choice: None, ..*m };
                    let Some(cs) = m.capture_square() else {
                        continue;
                    };
                    let victim = Piece::new(pos.side().other(), m.capture.unwrap());
                    let cap = Capture::of(pos, m, cs, victim);
                    let placed = placed_unit(&rules, reborn_unit(&rules, &cap));
                    let fast = chosen_squares(pos, &rules, m, placed, vec![None], true);
                    let slow = chosen_squares(pos, &rules, m, placed, vec![None], false);
                    assert_eq!(fast, slow, "{m:?} in {:?}", pos.to_words());
                    captures += 1;
                }
            });
        }
        assert!(captures > 1000, "{captures} captures compared");
    }
}
