//! Dice chess by number of moves (VARIANTS §E, Gollon's second way): one
//! die before every turn, that many moves in a row (four at most) by any
//! units; a check ends the turn, and only its first move may take en
//! passant.

use super::kind::{
    DiceFacts, DiceKind, Extensions, Face, Shape, Step, extension_error, read_roll_first,
};
use super::view::{Note, NoteArg};
use super::{Dice, Stage, TurnState};
use crate::fen::FenError;
use crate::moves::Move;
use crate::position::{MoveFilter, Position};
use crate::quote::quoted;
use crate::rules::Rules;

/// The most moves one turn of several moves has.
pub const MAX_MOVES_IN_TURN: u8 = 4;

/// One die of moves before every turn.
pub(super) struct MovesPerTurn;

/// The moves a count die's face gives: four at most.
pub(super) fn count(face: u8) -> u8 {
    face.min(MAX_MOVES_IN_TURN)
}

/// The turn after one of its moves: one move fewer to make; it ends when
/// none is left or the move ends it.
pub(super) fn one_of_several(turn: &TurnState, ends: bool) -> (TurnState, Step) {
    let next = TurnState {
        moves_left: turn.moves_left.saturating_sub(1),
        made: turn.made.saturating_add(1),
        ..*turn
    };
    let step = if next.moves_left == 0 || ends {
        Step::EndTurn
    } else {
        Step::Continue
    };
    (next, step)
}

/// Reads `left=N` for a roll that gives `total` moves: the turn's first
/// move is made when fewer are left. Refused before the roll.
pub(super) fn read_left(
    ext: &mut Extensions,
    turn: &mut TurnState,
    total: u8,
) -> Result<(), FenError> {
    let Some(value) = ext.take("left")? else {
        return Ok(());
    };
    if turn.stage != Stage::Rolled {
        return extension_error(
            "left: a turn of several moves is under way only after its roll (the dice field is the die)",
        );
    }
    let d = turn.roll;
    match value.parse::<u8>() {
        Ok(v) if (1..=total).contains(&v) => {
            turn.moves_left = v;
            turn.made = total - v;
            Ok(())
        }
        _ => extension_error(format!(
            "left: the roll {d} gives {total} moves, so 1 to {total} are left, not {}",
            quoted(value)
        )),
    }
}

/// What MovesPerTurn is.
const FACTS: DiceFacts = DiceFacts {
    per_roll: 1,
    dice_in_use: true,
    counts_turns: true,
    may_leave_check: true,
    check_ends_turn: true,
    several_double_steps: true,
    shape: Shape::Chain { one_unit: false },
    idle_note: Some("diceIdleMoves"),
    turn_keys: &["left"],
    ..DiceFacts::NONE
};

impl DiceKind for MovesPerTurn {
    fn facts(&self) -> &'static DiceFacts {
        &FACTS
    }

    fn face(&self, _die: usize, value: u8) -> Face {
        Face::Count(count(value))
    }

    /// One to four moves: a 4, 5 and 6 give the same four (weight 3).
    fn outcomes(&self, _can_move: &dyn Fn(u8) -> bool) -> Vec<(Dice, u32)> {
        (1..=MAX_MOVES_IN_TURN)
            .filter_map(|f| {
                let weight = if f == MAX_MOVES_IN_TURN { 3 } else { 1 };
                self.roll_of(&[f]).ok().map(|d| (d, weight))
            })
            .collect()
    }

    fn turn_start(&self, _in_check: bool, _last: &TurnState) -> TurnState {
        TurnState::DUE
    }

    fn rolled(&self, turn: &TurnState, dice: Dice) -> TurnState {
        TurnState {
            stage: Stage::Rolled,
            roll: dice,
            dice,
            moves_left: count(dice.as_slice().first().copied().unwrap_or(1)),
            ..*turn
        }
    }

    /// Any move first; then any unit's, never en passant.
    fn filter(&self, turn: &TurnState) -> MoveFilter {
        if turn.first() {
            MoveFilter::ALL
        } else {
            MoveFilter::dice_all()
        }
    }

    fn after_move(&self, turn: &TurnState, _m: &Move, gave_check: bool) -> (TurnState, Step) {
        one_of_several(turn, gave_check)
    }

    /// A die of moves is never forfeited: the turn ends when no move is
    /// left.
    fn forfeits(&self, _turn: &TurnState) -> Dice {
        Dice::NONE
    }

    fn read_turn(
        &self,
        field: Option<&str>,
        ext: &mut Extensions,
        _pos: &Position,
        _rules: &Rules,
    ) -> Result<TurnState, FenError> {
        let mut turn = read_roll_first(self, field)?;
        let total = turn.moves_left;
        read_left(ext, &mut turn, total)?;
        Ok(turn)
    }

    fn write_turn(&self, turn: &TurnState, out: &mut String) {
        if !turn.first() {
            out.push_str(" left=");
            out.push_str(&turn.moves_left.to_string());
        }
    }

    /// Which move of how many this is.
    fn note(&self, turn: &TurnState, _in_check: bool) -> Option<Note> {
        (turn.stage == Stage::Rolled).then(|| {
            let total = turn.made + turn.moves_left;
            Note::with(
                "movesLeftNote",
                &[NoteArg::Number(turn.moves_left), NoteArg::Number(total)],
            )
        })
    }
}
