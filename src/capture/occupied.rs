//! What happens when the rebirth square is occupied (VARIANTS §0 step 4):
//! the unit vanishes (relaxed), the capture is refused (Strict, 2.29),
//! the occupant is removed (Assassin, 2.20), or the unit is buried under
//! it and erupts once the square is left (Volcanic, 2.25), or the
//! occupant is covered by it and comes back, last covered first, once the
//! square is left (Parachute, §E).

use super::{Played, Refused, effect, home_square};
use crate::bitboard::Bitboard;
use crate::effects::{Effect, EffectKind, Effects};
use crate::moves::Move;
use crate::position::Position;
use crate::rules::{Occupied, Rules};
use crate::square::{Color, Piece, Role, Square};

/// What became of a unit whose rebirth square was occupied.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Landing {
    /// The square is free now (the occupant was removed): place the unit.
    Free,
    /// The unit is on the board's books though not on its square (buried).
    Kept,
    /// The unit is lost.
    Vanished,
}

/// The occupancy rule on `target`, occupied: `victim` (captured on
/// `from`, reborn as `placed`) vanishes, is refused, removes the occupant
/// or is buried.
pub(super) fn on_occupied(
    pos: &mut Position,
    rules: &Rules,
    victim: Piece,
    placed: Piece,
    from: Square,
    target: Square,
    fx: &mut Effects,
) -> Result<Landing, Refused> {
    match rules.occupied {
        Occupied::Vanish => Ok(Landing::Vanished),
        Occupied::Strict => Err(Refused),
        Occupied::Assassin => {
            let occupant = pos.remove(target).ok_or(Refused)?;
            pos.set_castling(pos.castling_rooks().without(target));
            if occupant.role == Role::King {
                if occupant.color == pos.side() {
                    return Err(Refused);
                }
                fx.circe_mate = true;
            }
            fx.push(effect(EffectKind::Remove, occupant, Some(target), None));
            Ok(Landing::Free)
        }
        Occupied::Volcanic => {
            pos.extras_mut().bury(target, placed);
            fx.push(Effect {
                kind: EffectKind::Bury,
                piece: victim,
                became: placed,
                from: Some(from),
                to: Some(target),
                promotion: None,
            });
            Ok(Landing::Kept)
        }
        Occupied::Parachute => {
            // The occupant goes under; the reborn unit lands on top.
            let occupant = pos.remove(target).ok_or(Refused)?;
            pos.set_castling(pos.castling_rooks().without(target));
            pos.extras_mut().bury(target, occupant);
            fx.push(effect(
                EffectKind::Bury,
                occupant,
                Some(target),
                Some(target),
            ));
            Ok(Landing::Free)
        }
    }
}

/// Once the capture's own effects are done (as Popeye orders them), a
/// unit leaving a square lets the unit buried there first erupt, if the
/// square is still empty (Volcanic); under Parachute the unit covered
/// last comes back.
pub(super) fn after_move(
    pos: &mut Position,
    rules: &Rules,
    m: &Move,
    played: &Played,
    fx: &mut Effects,
) {
    if !matches!(rules.occupied, Occupied::Volcanic | Occupied::Parachute) {
        return;
    }
    let lifo = rules.occupied == Occupied::Parachute;
    let vacated = [
        Some(m.from),
        played.captured.map(|(_, sq, _)| sq).filter(|&s| s != m.to),
        played.rook.map(|(from, _)| from),
    ];
    for sq in vacated.into_iter().flatten() {
        if pos.occupied().contains(sq) {
            continue;
        }
        let back = pos
            .extras_if_any()
            .and_then(|e| if lifo { e.uncover(sq) } else { e.erupt(sq) });
        if let Some(unit) = back {
            pos.put(sq, unit);
            pos.regain_castling(rules, unit, sq);
            fx.push(effect(EffectKind::Erupt, unit, None, Some(sq)));
        }
    }
}

/// Whether an occupied rebirth square never leaves the captured unit off
/// the board: the capture is refused (Strict), the occupant removed
/// (Assassin) or covered (Parachute).
pub(super) const fn always_reborn(rules: &Rules) -> bool {
    matches!(
        rules.occupied,
        Occupied::Strict | Occupied::Assassin | Occupied::Parachute
    )
}

/// Whether an occupied rebirth square refuses the capture (Strict).
pub(super) const fn refuses(rules: &Rules) -> bool {
    matches!(rules.occupied, Occupied::Strict)
}

/// Whether a rebirth square belongs to the reborn unit whoever stands
/// there, the occupant (even the capturer) being removed (Assassin).
pub(crate) const fn removes_occupant(rules: &Rules) -> bool {
    matches!(rules.occupied, Occupied::Assassin)
}

/// Whether a reborn unit lands on top of the occupant of its rebirth
/// square, even the capturer, which goes under it (Parachute).
pub(crate) const fn covers_occupant(rules: &Rules) -> bool {
    matches!(rules.occupied, Occupied::Parachute)
}

/// The squares whose capture could remove `color`'s king on `k`: its own,
/// and under Assassin those of its units whose rebirth lands on it.
pub(crate) fn king_removers(pos: &Position, rules: &Rules, color: Color, k: Square) -> Bitboard {
    let mut targets = Bitboard::from_square(k);
    if removes_occupant(rules) {
        for sq in pos.by_color(color) {
            if let Some(piece) = pos.piece_at(sq) {
                if piece.role != Role::King && home_square(piece, sq) == k {
                    targets = targets.with(sq);
                }
            }
        }
    }
    targets
}
