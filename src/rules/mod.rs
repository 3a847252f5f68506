//! The rule set as a value of independent facets (VARIANTS.md §A): who is
//! reborn after a capture, where, as what, when, what happens when the
//! square is occupied, whether kings take part, how units move, check,
//! castling and dice. Dice Rex Circe and orthodox chess are two values of
//! it; every named rule set is one row of the table in [`names`].

mod facets;
mod names;
mod text;

pub use facets::{
    AntiType, CapturerColour, DiceRule, Geometry, Kings, Movement, Occupied, Reborn, Timing,
    Transform,
};
pub use names::{NAMED, NamedRules, RULES_NAMES_TS};
pub use text::{RulesConflict, RulesError};

use crate::dice::DiceKind;
use std::fmt;

/// A complete rule set: one value per facet.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Rules {
    /// Who is reborn after a capture.
    pub reborn: Reborn,
    /// Where a reborn unit goes.
    pub geometry: Geometry,
    /// What the captured unit is reborn as.
    pub unit: Transform,
    /// When the rebirth happens.
    pub timing: Timing,
    /// What happens when the rebirth square is occupied.
    pub occupied: Occupied,
    /// Whether the capturer changes colour where it stands (Andernach).
    pub capturer: CapturerColour,
    /// Whether kings are reborn (and, under Anticirce and Mars, move as
    /// other units do).
    pub kings: Kings,
    /// How units move: orthodox, or from their rebirth squares (Mars).
    pub movement: Movement,
    /// Whether a move may not leave one's own king capturable. Without
    /// check, kings can be captured (RULES §2).
    pub check: bool,
    /// Whether castling is allowed (Dice Rex Circe has none, RULES §2).
    pub castling: bool,
    /// When dice are rolled and what they allow.
    pub dice: DiceRule,
}

impl Rules {
    /// Dice Rex Circe, the default rule set (RULES.md).
    pub const DICE_REX_CIRCE: Rules = Rules {
        reborn: Reborn::Captured,
        geometry: Geometry::Home,
        unit: Transform::Same,
        timing: Timing::AtOnce,
        occupied: Occupied::Vanish,
        capturer: CapturerColour::KeepsColour,
        kings: Kings::Inclusive,
        movement: Movement::Orthodox,
        check: false,
        castling: false,
        dice: DiceRule::ThreeAfterKingMove,
    };

    /// Orthodox chess (FIDE laws).
    pub const ORTHODOX: Rules = Rules {
        reborn: Reborn::None,
        geometry: Geometry::Home,
        unit: Transform::Same,
        timing: Timing::AtOnce,
        occupied: Occupied::Vanish,
        capturer: CapturerColour::KeepsColour,
        kings: Kings::Exclusive,
        movement: Movement::Orthodox,
        check: true,
        castling: true,
        dice: DiceRule::None,
    };

    /// Plain Circe (VARIANTS 2.1): orthodox chess in which a captured unit
    /// is reborn on its home square; the base of the Circe family.
    pub const CIRCE: Rules = Rules {
        reborn: Reborn::Captured,
        dice: DiceRule::None,
        ..Rules::ORTHODOX
    };

    /// The rule set's name if it is one of the named sets.
    pub fn name(&self) -> Option<&'static str> {
        NAMED.iter().find(|n| n.rules == *self).map(|n| n.name)
    }

    /// The named rule set this value is, if any.
    pub fn named(&self) -> Option<&'static NamedRules> {
        NAMED.iter().find(|n| n.rules == *self)
    }

    /// Whether a king can be captured: where check does not exist, and in
    /// dice chess whose roll can pass a turn in check, leaving the king to
    /// be taken (VARIANTS §3, D14).
    pub fn kings_capturable(&self) -> bool {
        !self.check || self.dice.facts().may_leave_check
    }

    /// Whether any unit is ever put back on the board after a capture
    /// (the captured one, the capturer, or both).
    pub const fn has_rebirth(&self) -> bool {
        !matches!(self.reborn, Reborn::None)
    }

    /// Whether captured kings are reborn like other units.
    pub const fn kings_reborn(&self) -> bool {
        matches!(self.kings, Kings::Inclusive)
            && matches!(self.reborn, Reborn::Captured | Reborn::Both)
    }

    /// Whether the game is won by capturing a king that is not reborn
    /// ("Circe Mate", RULES §4) rather than by capturing a king at all.
    pub const fn circe_mate(&self) -> bool {
        self.kings_reborn() || matches!(self.reborn, Reborn::Capturer(_))
    }

    /// Whether bare material can be drawn as insufficient: only where
    /// captures are final and checkmate is the goal (RULES §8 excludes it
    /// from Dice Rex Circe, where a lone king can still Circe-mate).
    pub const fn insufficient_material_draws(&self) -> bool {
        self.check
            && matches!(self.reborn, Reborn::None)
            && matches!(self.movement, Movement::Orthodox)
            && matches!(self.dice, DiceRule::None)
    }

    /// Whether two bare kings are a draw (VARIANTS C6): in every rule set
    /// except those where a lone king can still win by capturing the other
    /// (RULES §4: kings reborn and no check).
    pub const fn bare_kings_draw(&self) -> bool {
        self.check || !self.circe_mate()
    }

    /// Whether the rules have dice at all.
    pub const fn has_dice(&self) -> bool {
        !matches!(self.dice, DiceRule::None)
    }

    /// Whether a pawn can stand on its own first rank: geometries that can
    /// put a reborn pawn there (VARIANTS §0 step 5, C9).
    pub const fn first_rank_pawns(&self) -> bool {
        matches!(self.reborn, Reborn::Captured | Reborn::Both)
            && (matches!(self.timing, Timing::Parrain)
                || matches!(
                    self.geometry,
                    Geometry::Equipollents
                        | Geometry::Pwc
                        | Geometry::Antipodes
                        | Geometry::Symmetry
                        | Geometry::Super
                        | Geometry::Cage
                ))
    }

    /// Whether a pawn on its own first rank may step one square forward
    /// (VARIANTS C9: Cage and Parrain only; elsewhere it cannot move).
    pub const fn first_rank_pawns_move(&self) -> bool {
        matches!(self.timing, Timing::Parrain) || matches!(self.geometry, Geometry::Cage)
    }

    /// Whether the geometry's rebirth square depends on the capture (the
    /// capturer's move, its square or a choice) rather than only on the
    /// captured unit and its square.
    pub const fn geometry_depends_on_capture(&self) -> bool {
        matches!(
            self.geometry,
            Geometry::Equipollents
                | Geometry::Pwc
                | Geometry::Couscous
                | Geometry::Coucou
                | Geometry::Super
                | Geometry::Cage
        )
    }

    /// Whether a captured unit's fate is not one square fixed by the unit
    /// and its square: the capturer is sent home, the geometry depends on
    /// the capture, the unit becomes the capturer (Clone), waits for the
    /// next move (Parrain) or comes back on two squares (Hydra). Otherwise
    /// `Position::rebirth_if_captured` answers it.
    pub const fn rebirth_square_varies(&self) -> bool {
        matches!(self.reborn, Reborn::Capturer(_) | Reborn::Both)
            || self.geometry_depends_on_capture()
            || matches!(self.geometry, Geometry::Hydra)
            || matches!(self.unit, Transform::Clone)
            || matches!(self.timing, Timing::Parrain)
    }

    /// Whether a pawn on its own first rank is idle: the rules can put one
    /// there and it cannot move, so it attacks nothing either (VARIANTS C9).
    pub const fn first_rank_pawns_idle(&self) -> bool {
        self.first_rank_pawns() && !self.first_rank_pawns_move()
    }

    /// Whether a capture may offer the capturing side a choice (a square,
    /// or the piece a reborn pawn becomes), so that one from/to pair may
    /// stand for several moves.
    pub const fn has_choices(&self) -> bool {
        // The geometries that can put a pawn on its first rank can put one
        // on its last, where it promotes; Couscous's too (on the
        // capturer's home rank).
        self.first_rank_pawns()
            || matches!(self.reborn, Reborn::Captured | Reborn::Both)
                && matches!(self.geometry, Geometry::Couscous | Geometry::Coucou)
    }

    /// Whether some pseudo-legal captures are refused by the rebirth rule
    /// itself, check aside (Strict, Anticirce, Coucou, an own king that
    /// would be assassinated).
    pub const fn captures_may_be_refused(&self) -> bool {
        matches!(self.reborn, Reborn::Capturer(_))
            || matches!(self.occupied, Occupied::Strict | Occupied::Assassin)
            || matches!(self.geometry, Geometry::Coucou)
            || matches!(self.reborn, Reborn::Both) && matches!(self.kings, Kings::Inclusive)
    }

    /// Whether a move can change the board beyond its own piece, a captured
    /// piece and its plain rebirth: a deferred rebirth, buried units,
    /// origins to carry.
    pub const fn has_extra_state(&self) -> bool {
        matches!(self.timing, Timing::Parrain)
            || matches!(self.occupied, Occupied::Volcanic | Occupied::Parachute)
            || matches!(self.geometry, Geometry::Diagram)
    }

    /// Whether a capture's only effect is the captured unit's rebirth on
    /// its home square, or its vanishing (no rebirth at all, or Circe with
    /// nothing else): no move is ever refused and nothing else moves.
    pub(crate) const fn plain_rebirth(&self) -> bool {
        matches!(self.reborn, Reborn::None | Reborn::Captured)
            && matches!(self.geometry, Geometry::Home)
            && matches!(self.unit, Transform::Same)
            && matches!(self.timing, Timing::AtOnce)
            && matches!(self.occupied, Occupied::Vanish)
            && matches!(self.capturer, CapturerColour::KeepsColour)
            && matches!(self.movement, Movement::Orthodox)
    }

    /// Whether a non-capturing move is legal exactly when orthodox chess
    /// says so: check is being attacked (kings not reborn), units move as
    /// in orthodox chess, and only a capture has effects (no Parrain unit
    /// reappearing, no Volcanic eruption, no Assassin removal).
    pub(crate) const fn quiet_moves_orthodox(&self) -> bool {
        self.check
            && !self.kings_reborn()
            && matches!(self.reborn, Reborn::Captured | Reborn::Both)
            && matches!(self.movement, Movement::Orthodox)
            && matches!(self.timing, Timing::AtOnce)
            && matches!(self.occupied, Occupied::Vanish | Occupied::Strict)
    }

    /// Whether legal moves are exactly what the fast generator produces
    /// from destination sets: units that move as in orthodox chess (the
    /// generator knows no Mars or Anti-Mars movement, with check or
    /// without), and orthodox legality (pins and check masks) where
    /// captures are final, or no check at all where no capture is refused
    /// and none offers a choice.
    pub(crate) const fn fast_generation(&self) -> bool {
        if !matches!(self.movement, Movement::Orthodox) {
            return false;
        }
        if self.check {
            matches!(self.reborn, Reborn::None)
        } else {
            !self.has_choices()
                && !self.captures_may_be_refused()
                && !self.first_rank_pawns_move()
                && !matches!(self.timing, Timing::Parrain)
        }
    }
}

impl Default for Rules {
    fn default() -> Rules {
        Rules::DICE_REX_CIRCE
    }
}

impl fmt::Display for Rules {
    /// The rule set's name, or for a combination that has none, the
    /// nearest named set followed by the facets that differ
    /// (`anticirce,check=no,dice=three-after-king-move`), which
    /// [`std::str::FromStr`] reads back.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&text::describe(self))
    }
}

impl std::str::FromStr for Rules {
    type Err = RulesError;
    fn from_str(s: &str) -> Result<Rules, RulesError> {
        text::parse(s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for n in NAMED {
            assert_eq!(n.name.parse::<Rules>().unwrap(), n.rules, "{}", n.name);
            assert_eq!(n.rules.name(), Some(n.name));
            assert_eq!(n.rules.to_string(), n.name);
            n.rules.validate().unwrap();
        }
        assert!("chess".parse::<Rules>().is_err());
        assert_eq!(Rules::default(), Rules::DICE_REX_CIRCE);
    }

    #[test]
    fn named_sets_are_distinct() {
        for (i, a) in NAMED.iter().enumerate() {
            for b in &NAMED[i + 1..] {
                assert_ne!(a.rules, b.rules, "{} and {}", a.name, b.name);
                assert_ne!(a.name, b.name);
                assert_ne!(a.display, b.display);
            }
        }
    }

    #[test]
    fn fast_generation_covers_the_two_original_sets() {
        assert!(Rules::DICE_REX_CIRCE.fast_generation());
        assert!(Rules::ORTHODOX.fast_generation());
        assert!(!Rules::CIRCE.fast_generation());
    }
}
