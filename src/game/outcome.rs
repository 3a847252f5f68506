//! Where a game stands and how it ended: the phase of the turn and the
//! fixed result codes the app translates.

use crate::square::Color;
use std::fmt;

/// What the side to move must do now.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Phase {
    /// A move is due: a free move, or in dice chess the move the roll allows.
    Move,
    /// The dice must be rolled: after a king free move (RULES §5), or at
    /// the start of every dice-chess turn.
    Roll,
    /// Bonus moves are due, one per unused die (RULES §5).
    Bonus,
    /// The game has a result.
    Over,
}

impl Phase {
    /// The phase's name in JavaScript: `move`, `roll`, `bonus` or `over`.
    pub const fn name(self) -> &'static str {
        match self {
            Phase::Move => "move",
            Phase::Roll => "roll",
            Phase::Bonus => "bonus",
            Phase::Over => "over",
        }
    }
}

impl fmt::Display for Phase {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Declares the result reasons with their codes, in one place.
macro_rules! reasons {
    ($($(#[$doc:meta])* $variant:ident = $code:literal,)+) => {
        /// Why a game ended, as a fixed code the app translates.
        #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
        pub enum Reason {
            $($(#[$doc])* $variant,)+
        }

        impl Reason {
            /// Every reason, in the order declared.
            pub const ALL: &'static [Reason] = &[$(Reason::$variant,)+];

            /// The reason's code (`circe-mate`, `fifty-turns`…): in the
            /// record's `Termination` tag, in JavaScript, and in the app's
            /// translations.
            pub const fn code(self) -> &'static str {
                match self {
                    $(Reason::$variant => $code,)+
                }
            }

            /// The reason with this code, if any.
            pub fn from_code(code: &str) -> Option<Reason> {
                Reason::ALL.iter().copied().find(|r| r.code() == code)
            }
        }

        /// The TypeScript union of the result codes.
        pub const REASONS_TS: &str =
            concat!("export type ResultReason =" $(, "\n  | '", $code, "'")+, ";\n");
    };
}

reasons! {
    /// A king was captured and not reborn (RULES §4; Anticirce's vanishing kings).
    CirceMate = "circe-mate",
    /// In check with no legal move (rules with check).
    Checkmate = "checkmate",
    /// A king was captured where kings are not reborn and there is no check
    /// (one-die dice chess), or after a dice-chess pass in check.
    KingCaptured = "king-captured",
    /// No legal move, not in check.
    Stalemate = "stalemate",
    /// The same turn-start position a third time.
    Repetition = "repetition",
    /// 100 turns without a pawn move or capture (Dice Rex Circe).
    FiftyTurns = "fifty-turns",
    /// The fifty-move rule.
    FiftyMoves = "fifty-moves",
    /// Bare kings (every rule set where a lone king cannot win), or the
    /// orthodox dead positions.
    InsufficientMaterial = "insufficient-material",
    /// A player resigned.
    Resignation = "resignation",
    /// The players agreed to a draw.
    Agreement = "agreement",
    /// A player withheld the secret of a roll past the time the players
    /// agreed on, and the other claimed the game (docs/fair-dice.md).
    Withheld = "withheld",
}

/// A finished game: the winner (`None` for a draw) and why.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Outcome {
    /// The side that won; `None` for a draw.
    pub winner: Option<Color>,
    /// How the game ended.
    pub reason: Reason,
}

impl Outcome {
    /// The PGN result token: `1-0`, `0-1` or `1/2-1/2`.
    pub fn pgn(&self) -> &'static str {
        match self.winner {
            Some(Color::White) => "1-0",
            Some(Color::Black) => "0-1",
            None => "1/2-1/2",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reason_codes_round_trip() {
        for &r in Reason::ALL {
            assert_eq!(Reason::from_code(r.code()), Some(r));
            assert!(REASONS_TS.contains(&format!("'{}'", r.code())));
        }
        assert_eq!(Reason::from_code("mate"), None);
    }
}
