//! The choices a move offers its player beyond the move itself
//! (VARIANTS C5, 2.27, 2.28): the piece a pawn reborn on its last rank
//! becomes (a captured unit, an Anticirce capturer, a Parrain unit), the
//! square of a Super or Cage Circe rebirth, and Coucou's rule that a pawn
//! whose rebirth must promote may be captured only if every promotion is
//! legal (2.18). `Position::try_play` refuses a choice that does not fit.

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
        return chosen_squares(pos, rules, m, placed, out);
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
fn chosen_squares(
    pos: &Position,
    rules: &Rules,
    m: &Move,
    placed: Piece,
    mut out: Vec<Option<Choice>>,
) -> Vec<Option<Choice>> {
    let cage = matches!(rules.geometry, Geometry::Cage);
    // The board once the capture is made, without the rebirth.
    let mut base = pos.clone();
    if base.try_play(rules, m, true).is_err() {
        return out;
    }
    let promoted = Role::PROMOTIONS.map(Some);
    let mut squares = Vec::new();
    for sq in !base.occupied() {
        let last = placed.role == Role::Pawn && sq.rank() == placed.color.last_rank();
        let shapes: &[Option<Role>] = if last { &promoted } else { &[None] };
        for &promotion in shapes {
            let as_unit = Piece::new(placed.color, promotion.unwrap_or(placed.role));
            if cage && !is_cage(&base, rules, as_unit, sq) {
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

/// Whether `sq` is a cage for `unit` on `pos` (VARIANTS 2.28): a square
/// from which it would have no non-capturing move, or, under check, none
/// that is legal.
fn is_cage(pos: &Position, rules: &Rules, unit: Piece, sq: Square) -> bool {
    let mut p = pos.clone();
    p.put(sq, unit);
    p.set_side(unit.color);
    p.set_ep_targets(Bitboard::EMPTY);
    let mut quiet = Vec::new();
    let pm = PieceMoves {
        from: sq,
        role: unit.role,
        to: p.pseudo_of(rules, sq) & !p.occupied(),
    };
    p.expand_into(rules, &pm, &mut quiet);
    for m in quiet {
        if m.kind == MoveKind::Castle {
            continue;
        }
        if !rules.check {
            return false;
        }
        let mut after = p.clone();
        if after.try_play(rules, &m, true).is_ok() && !after.king_capturable(rules, unit.color) {
            return false;
        }
    }
    true
}

/// Whether a capture whose rebirth must promote is legal only when every
/// promotion is (Coucou with check, 2.18): the caller drops all of a
/// move's promotions when one of them is refused.
pub(crate) const fn every_promotion_required(rules: &Rules) -> bool {
    matches!(rules.geometry, Geometry::Coucou) && rules.check
}
