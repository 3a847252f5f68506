//! Dice (RULES §5, VARIANTS §3, §3.1, §E): the faces of a roll and where
//! rolls come from, and one home per dice rule. Every dice rule is one
//! file here, implementing [`DiceKind`]: its dice and what their faces
//! allow, the outcomes of a roll with their weights, the one move filter,
//! the steps of its turn, how a FEN writes its turn, and what the dice
//! panel shows ([`DiceView`]). The game, perft, the FEN reader, the search,
//! the odds, the analysis and the JavaScript boundary ask the rules'
//! [`DiceKind`] (`rules.dice`); none of them names a dice rule.

mod chess;
mod faces;
mod kind;
mod moves;
mod none;
mod piece_count;
mod source;
mod three;
pub(crate) mod three_dice_chess;
mod turn;
mod vegas;
mod view;

pub use faces::{Dice, DiceError, MAX_DICE};
pub use kind::{DiceFacts, DiceKind, EpOwner, Extensions, Face, Shape, Step};
pub(crate) use kind::{check_moves, ep_colours, move_ends_turn, read_turn, turn_after_roll};
pub use moves::MAX_MOVES_IN_TURN;
pub(crate) use source::draw;
pub use source::{DiceSource, Faces};
/// Three-dice chess's micro-moves and maximum rule, for the odds and the
/// search.
pub(crate) use three_dice_chess as micro;
pub use turn::{Stage, TurnState};
pub use vegas::VEGAS_DIE_1;
pub use view::{DiceView, DieState, DieView, Note, NoteArg};

use crate::position::Position;
use crate::rules::{DiceRule, Rules};

/// The distinct outcomes of one roll under `rule`, each with how many
/// equally likely rolls give it ([`DiceKind::outcomes`]): the game, the
/// search, the odds and the analysis all take their rolls from here.
pub fn roll_outcomes(rule: DiceRule, can_move: impl Fn(u8) -> bool) -> Vec<(Dice, u32)> {
    rule.outcomes(&can_move)
}

/// Whether a roll of the one face `face` allows a move in `pos`: the
/// faces a rule that rolls one die may roll (VARIANTS C7). False where a
/// roll is not one die.
pub(crate) fn face_playable(rules: &Rules, pos: &Position, face: u8) -> bool {
    let kind = rules.dice;
    kind.roll_of(&[face]).is_ok_and(|dice| {
        let turn = kind.rolled(&TurnState::DUE, dice);
        !kind.legal(pos, rules, &turn).is_empty()
    })
}
