//! How units move (VARIANTS 2.23, 2.24): as in chess, or from their
//! rebirth squares (Mars Circe's captures, Anti-Mars Circe's
//! non-captures), and so how a check is tested: by attack, by attack from
//! the rebirth square, or by playing the captures of the king.

use super::home_square;
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
        Movement::Orthodox => false,
        Movement::Mars => capture,
        Movement::AntiMars => !capture,
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
        Movement::Orthodox => false,
        Movement::Mars => m.capture.is_some() && m.kind != MoveKind::EnPassant,
        Movement::AntiMars => m.capture.is_none() && m.kind != MoveKind::Castle,
    };
    if !from_home {
        return None;
    }
    let home = move_home(rules, Piece::new(pos.side(), m.role), m.from);
    (home != m.from).then_some(home)
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
/// can change a capture of the king (orthodox movement, or Mars and
/// Anti-Mars, whose captures are final), else by play.
pub(crate) fn check_test(rules: &Rules) -> CheckTest {
    use crate::rules::{Occupied, Reborn};
    let plain = match rules.movement {
        Movement::Orthodox => {
            !rules.kings_reborn()
                && !matches!(rules.reborn, Reborn::Capturer(_))
                && !matches!(rules.occupied, Occupied::Assassin)
        }
        Movement::Mars | Movement::AntiMars => matches!(rules.reborn, Reborn::None),
    };
    match rules.movement {
        _ if !plain => CheckTest::Play,
        Movement::Mars => CheckTest::AttackFromHome,
        _ => CheckTest::Attack,
    }
}
