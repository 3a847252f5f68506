//! How units move (VARIANTS 2.23, 2.24, §E): as in chess, or from their
//! rebirth squares (Mars Circe's captures, Anti-Mars Circe's
//! non-captures), or capturing a unit moved first to its own rebirth
//! square (Jupiter Circe); and so how a check is tested: by attack, by
//! attack from the rebirth square, or by playing the captures of the king.

use super::{effect, home_square};
use crate::effects::{EffectKind, Effects};
use crate::moves::{Move, MoveKind};
use crate::position::Position;
use crate::rules::{Kings, Movement, Rules};
use crate::square::{Piece, Role, Square};

/// Whether every move is made from the unit's own square, as in chess.
#[inline]
pub(crate) const fn orthodox(rules: &Rules) -> bool {
    matches!(rules.movement, Movement::Orthodox)
}

/// Whether captures (`capture`) or non-captures are made from the unit's
/// rebirth square: Mars captures, Anti-Mars non-captures.
#[inline]
pub(crate) const fn moves_from_home(rules: &Rules, capture: bool) -> bool {
    match rules.movement {
        Movement::Orthodox | Movement::Jupiter => false,
        Movement::Mars => capture,
        Movement::AntiMars => !capture,
    }
}

/// Whether a unit is captured on its rebirth square, moved there first
/// (Jupiter Circe, VARIANTS §E).
#[inline]
pub(crate) const fn transfers(rules: &Rules) -> bool {
    matches!(rules.movement, Movement::Jupiter)
}

/// Where `victim`, standing on `sq`, is captured under Jupiter Circe: its
/// rebirth square, or for a king where kings are not reborn, its own
/// square (VARIANTS §E: a king is captured where it stands).
pub(crate) fn transfer_square(rules: &Rules, victim: Piece, sq: Square) -> Square {
    move_home(rules, victim, sq)
}

/// The victim of a Jupiter capture is moved from its square `sq` to the
/// arrival square, where it is captured: says so in the effects and
/// returns the square it is captured on (`sq` for any other capture).
pub(crate) fn transfer(m: &Move, victim: Piece, sq: Square, fx: &mut Effects) -> Square {
    match m.kind {
        MoveKind::Transfer(_) => {
            fx.push(effect(EffectKind::Transfer, victim, Some(sq), Some(m.to)));
            m.to
        }
        _ => sq,
    }
}

/// The square a unit on `from` makes its Mars captures or Anti-Mars
/// non-captures from: its rebirth square, or for a king where kings are
/// not reborn (`kings=exclusive`), its own.
pub(crate) fn move_home(rules: &Rules, piece: Piece, from: Square) -> Square {
    if piece.role == Role::King && matches!(rules.kings, Kings::Exclusive) {
        from
    } else {
        home_square(piece, from)
    }
}

/// Where a Mars capture or an Anti-Mars non-capture by the side to move
/// left from, when that is not the unit's own square.
pub(crate) fn via(pos: &Position, rules: &Rules, m: &Move) -> Option<Square> {
    let from_home = match rules.movement {
        Movement::Orthodox | Movement::Jupiter => false,
        Movement::Mars => m.capture.is_some() && m.kind != MoveKind::EnPassant,
        Movement::AntiMars => m.capture.is_none() && m.kind != MoveKind::Castle,
    };
    if !from_home {
        return None;
    }
    let home = move_home(rules, Piece::new(pos.side(), m.role), m.from);
    (home != m.from).then_some(home)
}

/// Whether a move of a unit other than the king, made out of no check,
/// can expose its king only through the square it leaves (Mars and
/// Anti-Mars Circe): captures are final and offer no choice, units put on
/// the board only block, and a check is an attack, from the unit's square
/// or under Mars from its rebirth square ([`check_test`]).
pub(crate) fn exposes_only_by_leaving(rules: &Rules) -> bool {
    matches!(rules.movement, Movement::Mars | Movement::AntiMars)
        && matches!(rules.reborn, crate::rules::Reborn::None)
        && !super::timing::deferred(rules)
}

/// How to tell whether a king could be captured.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum CheckTest {
    /// An attack on it by orthodox movement.
    Attack,
    /// An attack on it from a unit's rebirth square (Mars Circe, whose
    /// captures are final).
    AttackFromHome,
    /// Playing the captures of the king: a rebirth or a refusal may change
    /// them.
    Play,
}

/// The check test of the rules: an attack where no rebirth or refusal
/// can change a capture of the king (orthodox movement, or Mars,
/// Anti-Mars and Jupiter, whose captures are final; a Jupiter king is
/// captured where it stands, so by orthodox attack), else by play.
pub(crate) fn check_test(rules: &Rules) -> CheckTest {
    use crate::rules::{Occupied, Reborn};
    let plain = match rules.movement {
        Movement::Orthodox => {
            !rules.kings_reborn()
                && !matches!(rules.reborn, Reborn::Capturer(_))
                && !matches!(rules.occupied, Occupied::Assassin)
        }
        Movement::Mars | Movement::AntiMars | Movement::Jupiter => {
            matches!(rules.reborn, Reborn::None)
        }
    };
    match rules.movement {
        _ if !plain => CheckTest::Play,
        Movement::Mars => CheckTest::AttackFromHome,
        _ => CheckTest::Attack,
    }
}
