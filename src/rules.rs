//! The rule set: a few independent choices that together make a game.
//!
//! Dice Rex Circe and orthodox chess share one move generator; they differ
//! only in these values. A Circe variant from the family (RULES §11) is a
//! new [`Rebirth`] value, dice chess a new [`DiceRule`] value.

use std::fmt;
use std::str::FromStr;

/// What happens to a captured piece.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Rebirth {
    /// It leaves the board (orthodox chess).
    None,
    /// Circe Rex Inclusive (RULES §3): every captured piece, kings
    /// included, is reborn on its home square when that square is empty.
    CirceRexInclusive,
}

/// When dice are rolled and what they allow.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum DiceRule {
    /// No dice: a turn is one move.
    None,
    /// RULES §5: a king free move earns three dice, each a compulsory bonus move.
    ThreeAfterKingMove,
}

/// A complete rule set.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Rules {
    pub rebirth: Rebirth,
    /// Whether a move may not leave one's own king attacked. Without check,
    /// kings can be captured and every pseudo-legal move is legal (RULES §2).
    pub check: bool,
    pub castling: bool,
    pub dice: DiceRule,
}

impl Rules {
    /// Dice Rex Circe, the default rule set (RULES.md).
    pub const DICE_REX_CIRCE: Rules = Rules {
        rebirth: Rebirth::CirceRexInclusive,
        check: false,
        castling: false,
        dice: DiceRule::ThreeAfterKingMove,
    };

    /// Orthodox chess (FIDE laws).
    pub const ORTHODOX: Rules = Rules {
        rebirth: Rebirth::None,
        check: true,
        castling: true,
        dice: DiceRule::None,
    };

    /// Every named rule set, with its name.
    pub const NAMED: [(&'static str, Rules); 2] = [
        ("dice-rex-circe", Rules::DICE_REX_CIRCE),
        ("orthodox", Rules::ORTHODOX),
    ];

    /// The rule set's name, as accepted by [`FromStr`].
    pub fn name(&self) -> &'static str {
        Rules::NAMED
            .iter()
            .find(|(_, r)| r == self)
            .map_or("custom", |(n, _)| n)
    }

    /// Whether a king can be captured (it can only when check does not exist).
    pub const fn kings_capturable(&self) -> bool {
        !self.check
    }

    /// Whether bare material can be drawn as insufficient: only where
    /// captures are final and checkmate is the goal (RULES §8 excludes it
    /// from Dice Rex Circe, where a lone king can still Circe-mate).
    pub const fn insufficient_material_draws(&self) -> bool {
        self.check && matches!(self.rebirth, Rebirth::None)
    }

    /// The name of the counter rule for a result: turns or moves.
    pub const fn has_dice(&self) -> bool {
        !matches!(self.dice, DiceRule::None)
    }
}

impl Default for Rules {
    fn default() -> Rules {
        Rules::DICE_REX_CIRCE
    }
}

impl fmt::Display for Rules {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// An unknown rule-set name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownRules(pub String);

impl fmt::Display for UnknownRules {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown rule set '{}' (expected dice-rex-circe or orthodox)",
            self.0
        )
    }
}

impl std::error::Error for UnknownRules {}

impl FromStr for Rules {
    type Err = UnknownRules;
    fn from_str(s: &str) -> Result<Rules, UnknownRules> {
        Rules::NAMED
            .iter()
            .find(|(n, _)| *n == s)
            .map(|(_, r)| *r)
            .ok_or_else(|| UnknownRules(s.to_string()))
    }
}

impl UnknownRules {
    /// The error's code at the JavaScript boundary (README, "Errors").
    pub fn code(&self) -> &'static str {
        "unknown-rules"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for (name, rules) in Rules::NAMED {
            assert_eq!(name.parse::<Rules>().unwrap(), rules);
            assert_eq!(rules.name(), name);
        }
        assert!("chess".parse::<Rules>().is_err());
        assert_eq!(Rules::default(), Rules::DICE_REX_CIRCE);
    }
}
