//! Who is reborn after a capture (VARIANTS 2.1, 2.3, 2.19): nobody (the
//! capture is final), the captured unit, the capturer (Anticirce, Calvet
//! or Cheylan), or both (Kamikaze); and the occupied square that alone
//! refuses a capture, which the explanation of a refused move names.

use super::occupied::{self, Landing};
use super::{
    Capture, Refused, effect, geometry, home_square, is_reborn, place_reborn, placed_unit,
    reborn_unit, shifted, vanish,
};
use crate::effects::{Effect, EffectKind, Effects};
use crate::moves::Move;
use crate::position::Position;
use crate::rules::{AntiType, Geometry, Kings, Reborn, Rules};
use crate::square::{Piece, Role, Square};

/// Whether the captured unit is reborn at all (Circe and Kamikaze).
pub(super) const fn captured_unit_reborn(rules: &Rules) -> bool {
    matches!(rules.reborn, Reborn::Captured | Reborn::Both)
}

/// Whether `victim`, captured under rules with a plain rebirth
/// (`Rules::plain_rebirth`), is reborn rather than lost.
#[inline]
pub(crate) fn captured_reborn(rules: &Rules, victim: Piece) -> bool {
    matches!(rules.reborn, Reborn::Captured) && is_reborn(rules, victim)
}

/// Whether a rebirth can place a king anew on its square, captured or as
/// the capturer sent home (Anticirce), so that the rooks it left unmoved
/// castle with it again (VARIANTS C2: a reborn unit is brand new).
pub(crate) fn kings_placed_anew(rules: &Rules) -> bool {
    rules.castling && matches!(rules.kings, Kings::Inclusive) && rules.reborn != Reborn::None
}

/// Where the capturer goes under Anticirce (its home square by its type
/// after promotion, or the capture square plus the vector under
/// Antiequipollents, VARIANTS 2.3, 2.9) and Kamikaze (its home square,
/// 2.19); `None` off the board.
pub fn capturer_square(rules: &Rules, capture: &Capture) -> Option<Square> {
    match rules.geometry {
        Geometry::Equipollents => shifted(capture.square, capture.from, capture.to),
        _ => Some(home_square(capture.promoted, capture.square)),
    }
}

/// Who is reborn, once the capture `cap` is on the board (the captured
/// unit off it, the capturer on `cap.to`).
pub(super) fn resolve(
    pos: &mut Position,
    rules: &Rules,
    m: &Move,
    cap: &Capture,
    origin: Option<Square>,
    fx: &mut Effects,
) -> Result<(), Refused> {
    match rules.reborn {
        Reborn::None => {
            if m.choice.is_some() {
                return Err(Refused);
            }
            vanish(cap.captured, cap.square, fx);
            Ok(())
        }
        Reborn::Capturer(anti) => {
            vanish(cap.captured, cap.square, fx);
            anticirce(pos, rules, m, cap, anti, fx)
        }
        Reborn::Both => {
            kamikaze(pos, rules, cap, fx)?;
            rebirth(pos, rules, m, cap, origin, fx)
        }
        Reborn::Captured => rebirth(pos, rules, m, cap, origin, fx),
    }
}

/// Anticirce (2.3): the capturer goes to its square, which must be empty
/// (or, for Calvet, be the capture square itself, where it stays). A pawn
/// sent to its last rank (Antiequipollents) promotes there, as the
/// capturer chooses.
fn anticirce(
    pos: &mut Position,
    rules: &Rules,
    m: &Move,
    cap: &Capture,
    anti: AntiType,
    fx: &mut Effects,
) -> Result<(), Refused> {
    let placed = cap.promoted;
    let mut chosen = false;
    if is_reborn(rules, placed) {
        let r = capturer_square(rules, cap).ok_or(Refused)?;
        if r == m.to {
            if anti == AntiType::Cheylan {
                return Err(Refused);
            }
        } else if pos.occupied().contains(r) {
            return Err(Refused);
        } else {
            let promotes = placed.role == Role::Pawn && r.rank() == placed.color.last_rank();
            let became = match m.choice {
                Some(c) if promotes && c.square == r => {
                    chosen = true;
                    Piece::new(placed.color, c.promotion.ok_or(Refused)?)
                }
                _ if promotes => return Err(Refused),
                _ => placed,
            };
            pos.take(m.to, placed);
            pos.put(r, became);
            pos.regain_castling(rules, became, r);
            fx.push(Effect {
                kind: EffectKind::Relocate,
                piece: placed,
                became,
                from: Some(m.to),
                to: Some(r),
                promotion: (became != placed).then_some(became.role),
            });
        }
    }
    if m.choice.is_some() && !chosen {
        return Err(Refused);
    }
    Ok(())
}

/// Kamikaze (2.19): the capturer goes home too; on an occupied square it
/// is removed, and a king may not be so lost.
fn kamikaze(
    pos: &mut Position,
    rules: &Rules,
    cap: &Capture,
    fx: &mut Effects,
) -> Result<(), Refused> {
    let placed = cap.promoted;
    if !is_reborn(rules, placed) {
        return Ok(());
    }
    let r = home_square(placed, cap.square);
    pos.take(cap.to, placed);
    if pos.occupied().contains(r) {
        if placed.role == Role::King {
            return Err(Refused);
        }
        fx.push(effect(EffectKind::Remove, placed, Some(cap.to), None));
    } else {
        pos.put(r, placed);
        pos.regain_castling(rules, placed, r);
        fx.push(effect(EffectKind::Relocate, placed, Some(cap.to), Some(r)));
    }
    Ok(())
}

/// The captured unit's rebirth (VARIANTS §0 steps 2–5): as what, on which
/// squares, and what the occupancy rule does where one is taken.
fn rebirth(
    pos: &mut Position,
    rules: &Rules,
    m: &Move,
    cap: &Capture,
    origin: Option<Square>,
    fx: &mut Effects,
) -> Result<(), Refused> {
    let victim = cap.captured;
    if !is_reborn(rules, victim) {
        if m.choice.is_some() {
            return Err(Refused);
        }
        vanish(victim, cap.square, fx);
        return Ok(());
    }
    let unit = reborn_unit(rules, cap);
    let placed = placed_unit(rules, unit);
    let mut reborn = false;
    let mut chosen = false;
    for target in geometry::rebirth_squares(rules, unit, cap, origin, m.choice)
        .into_iter()
        .flatten()
    {
        let landing = if pos.occupied().contains(target) {
            occupied::on_occupied(pos, rules, victim, placed, cap.square, target, fx)?
        } else {
            Landing::Free
        };
        if landing == Landing::Free {
            chosen |= m.choice.is_some_and(|c| c.square == target);
            place_reborn(pos, rules, m, victim, placed, cap.square, target, fx)?;
        }
        reborn |= landing != Landing::Vanished;
    }
    if m.choice.is_some() && !chosen {
        return Err(Refused);
    }
    if !reborn {
        vanish(victim, cap.square, fx);
    }
    Ok(())
}

/// The occupied square that alone would refuse the capture `from` → `to`
/// (a piece of the other side standing on `to`): where Anticirce sends
/// the capturer (`true`), or where Strict Circe rebirths the captured
/// unit (`false`). See `Position::occupied_rebirth`.
pub(crate) fn refusing_square(
    pos: &Position,
    rules: &Rules,
    from: Square,
    to: Square,
) -> Option<(Square, bool)> {
    let mover = pos.piece_at(from)?;
    let victim = pos.piece_at(to).filter(|p| p.color != mover.color)?;
    if !super::orthodox(rules) || (mover.role == Role::Pawn && to.rank() == mover.color.last_rank())
    {
        return None;
    }
    let taken = |r: Square| r != from && (r == to || pos.piece_at(r).is_some());
    match rules.reborn {
        Reborn::Capturer(_) if is_reborn(rules, mover) => {
            let cap = Capture {
                mover,
                promoted: mover,
                from,
                to,
                square: to,
                captured: victim,
            };
            let r = capturer_square(rules, &cap)?;
            // On the capture square itself the capturer stays (Calvet) or
            // the capture is refused (Cheylan).
            (r != to && taken(r)).then_some((r, true))
        }
        Reborn::Captured | Reborn::Both if occupied::refuses(rules) => {
            let r = pos.static_rebirth_square(rules, victim, to)?;
            taken(r).then_some((r, false))
        }
        _ => None,
    }
}
