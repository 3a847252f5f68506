#![doc = include_str!("../README.md")]
#![warn(missing_docs)]

pub mod ai;
mod attacks;
mod bitboard;
mod capture;
pub mod diagram;
pub mod dice;
mod effects;
pub mod fair;
mod fen;
mod game;
mod moves;
mod perft;
mod position;
mod quote;
pub mod record;
mod rules;
mod san;
mod square;
#[cfg(target_arch = "wasm32")]
pub mod wasm;
mod zobrist;

pub use bitboard::Bitboard;
pub use capture::home_square;
pub use dice::{
    Dice, DiceError, DiceSource, DiceView, DieState, DieView, Face, Note, NoteArg, VEGAS_DIE_1,
    roll_outcomes,
};
pub use effects::{Effect, EffectKind, Effects};
pub use fen::{FenError, FenField, FenPosition, START_FEN};
pub use game::{
    Game, GameError, Outcome, Phase, PlayedMove, REASONS_TS, REFUSAL_REASONS, Reason, Refusal,
    RollDue, SharedDice, SharedRoll, Turn,
};
pub use moves::{Choice, Move, MoveKind, Uci};
pub use perft::{divide, perft, perft_reference};
pub use position::{Extras, MoveFilter, PieceMoves, PieceMovesList, Position};
pub use record::RecordError;
pub use rules::{
    AntiType, CapturerColour, DiceRule, Geometry, Kings, Movement, NAMED, NamedRules, Occupied,
    RULES_NAMES_TS, Reborn, Rules, RulesConflict, RulesError, Timing, Transform,
};
pub use san::{San, SanSyntaxError};
pub use square::{Color, Piece, Role, Square};
