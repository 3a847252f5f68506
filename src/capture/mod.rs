//! The parts of the capture hook that depend on the capture alone. For
//! one capture ([`Capture`]: who took what, from where to where): whether
//! the captured unit takes part in rebirth (`is_reborn`: a king only where
//! kings are included), what it is reborn as (`reborn_unit`,
//! `placed_unit`: itself, a clone, a chameleon, a turncoat), where it goes
//! (the geometries of `geometry.rs`) and where an Anticirce or Kamikaze
//! capturer goes (`capturer_square`).
//!
//! The rest of the Circe family's behaviour is elsewhere.
//! `Position::try_play` (position/play.rs) decides who is reborn (the
//! captured unit, the capturer, both, Hydra's second unit), when (Parrain:
//! after the next move), the Super and Cage Circe choices, and the
//! occupancy rule (vanish, strict, assassin, volcanic) on the board as it
//! is after the move. position/legal.rs lists the choices a capture offers
//! and the rebirth square known before a capture
//! (`static_rebirth_square`); the facets' predicates in rules/mod.rs
//! (`geometry_depends_on_capture`, `rebirth_square_varies`…) say which
//! rule sets need what; ai/eval.rs judges which units a capture would
//! remove; and the explanation of a refused move (`whyIllegal`) reads the
//! facets too.

mod geometry;

pub use geometry::{home_square, hydra_twin, rebirth_square, shifted};

use crate::rules::{Geometry, Kings, Rules, Transform};
use crate::square::{Piece, Role, Square};

/// A capture, whole: who captured from where to where, what it promoted
/// to, the square of the captured unit and the unit itself.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Capture {
    /// The capturer before promotion.
    pub mover: Piece,
    /// The capturer after promotion (the mover when it did not promote).
    pub promoted: Piece,
    pub from: Square,
    pub to: Square,
    /// Where the captured unit stood (differs from `to` for en passant).
    pub square: Square,
    pub captured: Piece,
}

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

/// Whether this captured unit takes part in rebirth at all: kings only
/// where kings are included.
pub fn is_reborn(rules: &Rules, captured: Piece) -> bool {
    captured.role != Role::King || rules.kings == Kings::Inclusive
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

#[cfg(test)]
mod tests {
    use super::*;

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
