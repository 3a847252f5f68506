#![doc = include_str!("../README.md")]

mod attacks;
mod bitboard;
mod dice;
mod fen;
mod moves;
mod perft;
mod position;
mod rebirth;
mod rules;
mod square;

pub use bitboard::Bitboard;
pub use dice::{DICE_PER_ROLL, Dice, DiceError, DiceSource};
pub use fen::{DiceField, FenError, FenField, START_FEN, Setup};
pub use moves::{Move, MoveKind, Uci};
pub use perft::{divide, perft};
pub use position::{Effects, MoveFilter, PieceMoves, PieceMovesList, Position};
pub use rebirth::rebirth_square;
pub use rules::{DiceRule, Rebirth, Rules, UnknownRules};
pub use square::{Color, Piece, Role, Square};
