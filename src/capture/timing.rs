//! When the captured unit is reborn (VARIANTS 2.22): at once, or under
//! Parrain Circe after the next move, displaced by that move's vector
//! from its capture square (a unit that would leave the board or land on
//! an occupied square vanishes).

use super::{Played, Refused, effect, place_reborn, vanish};
use crate::effects::{EffectKind, Effects};
use crate::moves::{Choice, Move, MoveKind};
use crate::position::Position;
use crate::rules::{Rules, Timing};
use crate::square::{Role, Square};

/// Whether the rebirth waits for the next move (Parrain).
pub(super) const fn deferred(rules: &Rules) -> bool {
    matches!(rules.timing, Timing::Parrain)
}

/// A move's vector for Parrain: the king's plus the rook's when castling.
fn move_vector(m: &Move) -> (i8, i8) {
    let mut df = m.to.file() as i8 - m.from.file() as i8;
    let dr = m.to.rank() as i8 - m.from.rank() as i8;
    if m.kind == MoveKind::Castle {
        df += if m.to.file() > m.from.file() { -2 } else { 3 };
    }
    (df, dr)
}

/// Where the unit waiting since a capture on `pcs` reappears after `m`,
/// before testing whether the square is empty; `None` off the board.
fn reappears_on(m: &Move, pcs: Square) -> Option<Square> {
    let (df, dr) = move_vector(m);
    Square::from_coords_i8(pcs.file() as i8 + df, pcs.rank() as i8 + dr)
}

/// Parrain after `m`: the unit waiting reappears, then the unit `m`
/// captured waits in its turn (a king is lost at once).
pub(super) fn resolve(
    pos: &mut Position,
    rules: &Rules,
    m: &Move,
    played: &Played,
    fx: &mut Effects,
) -> Result<(), Refused> {
    if let Some((unit, pcs)) = pos.extras().and_then(|e| e.pending()) {
        pos.extras_mut().set_pending(None);
        let target = reappears_on(m, pcs).filter(|&t| !pos.occupied().contains(t));
        if m.choice.is_some_and(|c| Some(c.square) != target) {
            return Err(Refused);
        }
        match target {
            Some(t) => place_reborn(pos, rules, m, unit, unit, pcs, t, fx)?,
            None => fx.push(effect(EffectKind::Vanish, unit, Some(pcs), None)),
        }
    } else if m.choice.is_some() {
        return Err(Refused);
    }
    if let Some((victim, sq, _)) = played.captured {
        if victim.role == Role::King {
            vanish(victim, sq, fx);
        } else {
            pos.extras_mut().set_pending(Some((victim, sq)));
            fx.push(effect(EffectKind::Pending, victim, Some(sq), None));
        }
    }
    Ok(())
}

/// The choices `m` offers under Parrain: the piece the waiting pawn
/// becomes when it reappears on its last rank.
pub(super) fn choices(pos: &Position, m: &Move, out: &mut Vec<Option<Choice>>) {
    let Some((unit, pcs)) = pos.extras().and_then(|e| e.pending()) else {
        return;
    };
    if unit.role != Role::Pawn {
        return;
    }
    if let Some(t) = reappears_on(m, pcs) {
        if t.rank() == unit.color.last_rank() {
            out.extend(super::choices::promotions(t));
        }
    }
}
