//! Why an action on a game was refused. The game is unchanged after any
//! error.

use super::Phase;
use crate::dice::DiceError;
use crate::fair::FairError;
use crate::fen::FenError;
use crate::quote::quoted;
use crate::rules::RulesError;
use crate::san::SanSyntaxError;
use std::fmt;

/// Why an action on a [`crate::Game`] was refused; its `Display` text is
/// the message a player reads, and [`GameError::code`] its kind.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameError {
    /// A FEN that cannot be read or describes an impossible position.
    Fen(FenError),
    /// A rule set the engine cannot play.
    Rules(RulesError),
    /// Text that is neither UCI nor SAN.
    Syntax(SanSyntaxError),
    /// A well-formed move that is not legal now.
    Illegal {
        /// The move as it was given.
        text: String,
        /// Why it is not legal, in English ("the king on e1 cannot move to
        /// e3").
        reason: String,
    },
    /// A SAN move that fits several legal moves.
    Ambiguous {
        /// The move as it was given.
        text: String,
        /// What to add, e.g. "name the file or rank it comes from".
        hint: String,
    },
    /// The action does not fit the phase.
    Phase {
        /// What was asked, in words: "move", "roll the dice", "resign"…
        action: &'static str,
        /// The phase the game is in.
        phase: Phase,
    },
    /// Dice that are not a roll the rules allow, or a random source that
    /// failed.
    Dice(DiceError),
    /// A commitment or a reveal of shared dice (crate::fair).
    Fair(FairError),
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameError::Fen(e) => e.fmt(f),
            GameError::Rules(e) => e.fmt(f),
            GameError::Syntax(e) => e.fmt(f),
            GameError::Illegal { text, reason } => {
                write!(f, "illegal move {}: {reason}", quoted(text))
            }
            GameError::Ambiguous { text, hint } => {
                write!(f, "ambiguous move {}: {hint}", quoted(text))
            }
            GameError::Phase { action, phase } => {
                let now = match phase {
                    Phase::Move => "a move is due",
                    Phase::Roll => "the dice must be rolled first",
                    Phase::Bonus => "bonus moves are due",
                    Phase::Over => "the game is over",
                };
                write!(f, "cannot {action}: {now}")
            }
            GameError::Dice(e) => e.fmt(f),
            #[cfg(feature = "cold")]
            GameError::Fair(e) => e.fmt(f),
            // Shared dice are the cold module's (a game that shares them is
            // made there, js/split.js), and so are their messages: the
            // board's first module never holds them, and says the code.
            #[cfg(not(feature = "cold"))]
            GameError::Fair(e) => f.write_str(e.code()),
        }
    }
}

impl std::error::Error for GameError {}

impl GameError {
    /// The error's code at the JavaScript boundary (the `code` of the
    /// thrown `Error`; docs/js-api.md, "Errors").
    pub fn code(&self) -> &'static str {
        match self {
            GameError::Fen(e) => e.code(),
            GameError::Rules(e) => e.code(),
            GameError::Syntax(_) => "bad-move",
            GameError::Illegal { .. } => "illegal-move",
            GameError::Ambiguous { .. } => "ambiguous-move",
            GameError::Phase {
                phase: Phase::Over, ..
            } => "game-over",
            GameError::Phase { .. } => "wrong-phase",
            GameError::Dice(e) => e.code(),
            GameError::Fair(e) => e.code(),
        }
    }
}

impl From<FenError> for GameError {
    fn from(e: FenError) -> GameError {
        GameError::Fen(e)
    }
}

impl From<DiceError> for GameError {
    fn from(e: DiceError) -> GameError {
        GameError::Dice(e)
    }
}

impl From<RulesError> for GameError {
    fn from(e: RulesError) -> GameError {
        GameError::Rules(e)
    }
}
