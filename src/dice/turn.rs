//! Where a turn stands ([`TurnState`]): the roll, the dice left, the moves
//! made. It is the game's live turn, kept apart from the FEN that writes
//! it (each dice rule reads and writes its own fields, see
//! [`super::DiceKind::read_turn`]).

use super::Dice;
use crate::square::Square;

/// Where a turn stands in its roll.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Stage {
    /// A move is due with no roll: a free move (Dice Rex Circe), a turn
    /// without dice (no dice; Vegas Fun Chess's turn in check or after
    /// giving check), or a game over.
    Free,
    /// The dice must be rolled.
    Due,
    /// The dice are rolled: the moves due are the ones they allow.
    Rolled,
}

/// The live state of a turn. Each dice rule uses the fields it needs and
/// leaves the others at their defaults ([`TurnState::FREE`]).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct TurnState {
    /// Where the turn stands in its roll.
    pub stage: Stage,
    /// The turn's roll as rolled (dice told apart in their order), once
    /// it is made; [`Dice::NONE`] before.
    pub roll: Dice,
    /// The dice of the roll still to use.
    pub dice: Dice,
    /// The moves made in the turn so far (a Dice Rex Circe free move
    /// counts).
    pub made: u8,
    /// In a turn of several moves, the moves still to make (this one
    /// included); 0 elsewhere.
    pub moves_left: u8,
    /// The unit that makes the rest of the turn, where one unit makes it,
    /// once its first move is made.
    pub unit: Option<Square>,
    /// The rest of the turn may only go toward capturing the king (a
    /// move that did not keep the most dice playable, VARIANTS §3.1.2).
    pub must_king: bool,
    /// The side to move was in check when the turn began (the opponent
    /// then rolls no dice on its next turn, under Vegas Fun Chess).
    pub began_in_check: bool,
}

impl TurnState {
    /// A turn with no roll and nothing made: the start of a turn without
    /// dice, or a game over.
    pub const FREE: TurnState = TurnState {
        stage: Stage::Free,
        roll: Dice::NONE,
        dice: Dice::NONE,
        made: 0,
        moves_left: 0,
        unit: None,
        must_king: false,
        began_in_check: false,
    };

    /// The start of a turn whose dice are to be rolled.
    pub const DUE: TurnState = TurnState {
        stage: Stage::Due,
        ..TurnState::FREE
    };

    /// Whether no move of the turn is made yet.
    pub const fn first(&self) -> bool {
        self.made == 0
    }

    /// A number that tells turn states apart in a hash of the position
    /// (0 for a turn start with nothing to tell).
    pub fn key(&self) -> u64 {
        let stage = match self.stage {
            Stage::Free => 0u64,
            Stage::Due => 1,
            Stage::Rolled => 2,
        };
        let dice = self
            .dice
            .as_slice()
            .iter()
            .fold(0u64, |k, &f| k << 3 | u64::from(f));
        let unit = self.unit.map_or(0, |s| s.index() as u64 + 1);
        let bits = stage
            | dice << 2
            | u64::from(self.made) << 12
            | u64::from(self.moves_left) << 16
            | unit << 20
            | u64::from(self.must_king) << 27
            | u64::from(self.began_in_check) << 28;
        if bits == 0 {
            0
        } else {
            bits.wrapping_mul(0x9e37_79b9_7f4a_7c15)
        }
    }
}
