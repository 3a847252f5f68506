//! What the captured unit is reborn as (VARIANTS 2.15, 2.16, 2.21), and
//! whether a king takes part in rebirth at all (2.2).

use super::Capture;
use crate::rules::{Kings, Rules, Transform};
use crate::square::{Piece, Role};

/// The captured unit as it is reborn (Clone and Chameleon change its
/// type, VARIANTS 2.15–2.16), before any colour change: the unit whose
/// rebirth square the geometry gives.
pub fn reborn_unit(rules: &Rules, capture: &Capture) -> Piece {
    let c = capture.captured;
    match rules.unit {
        Transform::Same | Transform::Turncoat => c,
        // A captured king stays a king (VARIANTS 2.15: Popeye's royal
        // pieces have no place in a play engine); a king capturer clones
        // nothing; the capturer's type before promotion counts.
        Transform::Clone if c.role == Role::King || capture.mover.role == Role::King => c,
        Transform::Clone => Piece::new(c.color, capture.mover.role),
        Transform::Chameleon => Piece::new(
            c.color,
            match c.role {
                Role::Knight => Role::Bishop,
                Role::Bishop => Role::Rook,
                Role::Rook => Role::Queen,
                Role::Queen => Role::Knight,
                other => other,
            },
        ),
    }
}

/// The unit as it stands once reborn: a turncoat changes colour.
pub fn placed_unit(rules: &Rules, unit: Piece) -> Piece {
    match rules.unit {
        Transform::Turncoat => Piece::new(unit.color.other(), unit.role),
        _ => unit,
    }
}

/// Whether the reborn unit depends on the capturer (Clone), so that its
/// square cannot be told before the capture.
pub(super) const fn depends_on_capturer(rules: &Rules) -> bool {
    matches!(rules.unit, Transform::Clone)
}

/// Whether this unit takes part in rebirth at all (as the captured unit,
/// or as the capturer sent home): kings only where kings are included.
pub fn is_reborn(rules: &Rules, unit: Piece) -> bool {
    unit.role != Role::King || matches!(rules.kings, Kings::Inclusive)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::square::Square;

    fn piece(c: char) -> Piece {
        Piece::from_char(c).unwrap()
    }

    fn capture(mover: char, captured: char) -> Capture {
        let sq = |s| Square::parse(s).unwrap();
        Capture {
            mover: piece(mover),
            promoted: piece(mover),
            from: sq("d4"),
            to: sq("d7"),
            square: sq("d7"),
            captured: piece(captured),
        }
    }

    #[test]
    fn transforms() {
        let mut rules = Rules::CIRCE;
        rules.unit = Transform::Clone;
        assert_eq!(reborn_unit(&rules, &capture('Q', 'r')), piece('q'));
        assert_eq!(reborn_unit(&rules, &capture('K', 'r')), piece('r'));
        rules.unit = Transform::Chameleon;
        assert_eq!(reborn_unit(&rules, &capture('Q', 'r')), piece('q'));
        assert_eq!(reborn_unit(&rules, &capture('Q', 'q')), piece('n'));
        assert_eq!(reborn_unit(&rules, &capture('Q', 'p')), piece('p'));
        rules.unit = Transform::Turncoat;
        assert_eq!(
            placed_unit(&rules, reborn_unit(&rules, &capture('Q', 'r'))),
            piece('R')
        );
    }
}
