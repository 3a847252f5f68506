//! No dice (orthodox chess and the Circe rule sets with check): a turn is
//! one move, with nothing to roll.

use super::kind::{DiceFacts, DiceKind, Extensions, Step, dice_error};
use super::{Dice, TurnState};
use crate::fen::FenError;
use crate::moves::Move;
use crate::position::{MoveFilter, Position};
use crate::rules::Rules;

/// No dice.
pub(super) struct NoDice;

/// What no dice is.
const FACTS: DiceFacts = DiceFacts::NONE;

impl DiceKind for NoDice {
    fn facts(&self) -> &'static DiceFacts {
        &FACTS
    }

    fn outcomes(&self, _can_move: &dyn Fn(u8) -> bool) -> Vec<(Dice, u32)> {
        Vec::new()
    }

    fn turn_start(&self, _in_check: bool, _last: &TurnState) -> TurnState {
        TurnState::FREE
    }

    fn filter(&self, _turn: &TurnState) -> MoveFilter {
        MoveFilter::ALL
    }

    fn after_move(&self, turn: &TurnState, _m: &Move, _gave_check: bool) -> (TurnState, Step) {
        (*turn, Step::EndTurn)
    }

    fn read_turn(
        &self,
        field: Option<&str>,
        _ext: &mut Extensions,
        _pos: &Position,
        rules: &Rules,
    ) -> Result<TurnState, FenError> {
        match field {
            None | Some("-") => Ok(TurnState::FREE),
            Some(_) => dice_error(format!("the {rules} rules have no dice; write '-'")),
        }
    }
}
