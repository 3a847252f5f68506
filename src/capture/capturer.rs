//! What becomes of the capturer (Andernach chess, §E): a capturer, a king
//! excepted, changes colour where it stands, promoted first, before the
//! captured unit's rebirth, as Popeye orders them (`Rd1*d5=b[+bSg8]`).

use crate::effects::{Effect, EffectKind, Effects};
use crate::moves::Move;
use crate::position::Position;
use crate::rules::{CapturerColour, Rules};
use crate::square::{Piece, Role};

/// Turns the capturer of `m`, standing on its arrival square, to the other
/// colour where the rules say so; recorded as a relocation onto its own
/// square with the new colour.
pub(super) fn after_capture(pos: &mut Position, rules: &Rules, m: &Move, fx: &mut Effects) {
    if rules.capturer != CapturerColour::ChangesColour {
        return;
    }
    let Some(placed) = pos.piece_at(m.to) else {
        return;
    };
    if placed.role == Role::King {
        return;
    }
    let turned = Piece::new(placed.color.other(), placed.role);
    pos.take(m.to, placed);
    pos.put(m.to, turned);
    fx.push(Effect {
        kind: EffectKind::Relocate,
        piece: placed,
        became: turned,
        from: Some(m.to),
        to: Some(m.to),
        promotion: None,
    });
}
