#![doc = include_str!("../README.md")]

pub mod ai;
mod attacks;
mod bitboard;
mod dice;
mod fen;
mod game;
mod moves;
mod perft;
mod position;
mod rebirth;
pub mod record;
mod rules;
mod san;
mod square;
#[cfg(target_arch = "wasm32")]
pub mod wasm;
mod zobrist;

pub use bitboard::Bitboard;
pub use dice::{DICE_PER_ROLL, Dice, DiceError, DiceSource};
pub use fen::{DiceField, FenError, FenField, START_FEN, Setup};
pub use game::{Game, GameError, Outcome, Phase, PlayedMove, Reason, Turn};
pub use moves::{Move, MoveKind, Uci};
pub use perft::{divide, perft};
pub use position::{Effects, MoveFilter, PieceMoves, PieceMovesList, Position};
pub use rebirth::rebirth_square;
pub use record::RecordError;
pub use rules::{DiceRule, Rebirth, Rules, UnknownRules};
pub use san::{San, SanSyntaxError};
pub use square::{Color, Piece, Role, Square};
