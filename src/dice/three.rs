//! Dice Rex Circe's dice (RULES §5): a king free move earns three dice,
//! rolled at once, each a compulsory bonus move of the unit type it shows,
//! in any order; a die with no legal move is forfeited, and a bonus move
//! never takes en passant.

use super::kind::{
    DiceFacts, DiceKind, EpOwner, Extensions, Shape, Step, dice_error, digits, field_dice,
    first_showing,
};
use super::{Dice, Stage, TurnState};
use crate::fen::FenError;
use crate::moves::Move;
use crate::position::{MoveFilter, Position};
use crate::rules::Rules;
use crate::square::Role;

/// Three dice after a king free move.
pub(super) struct ThreeAfterKingMove;

/// The outcomes of three dice: the 56 multisets, each weighted by its
/// orderings (6 for three faces, 3 for a pair, 1 for a triple; 216 in
/// all).
pub(super) fn three_dice(kind: &(impl DiceKind + ?Sized)) -> Vec<(Dice, u32)> {
    let mut out = Vec::with_capacity(56);
    for a in 1..=6u8 {
        for b in a..=6 {
            for c in b..=6 {
                let weight = match (a == b, b == c) {
                    (true, true) => 1,
                    (true, false) | (false, true) => 3,
                    _ => 6,
                };
                if let Ok(d) = kind.roll_of(&[a, b, c]) {
                    out.push((d, weight));
                }
            }
        }
    }
    out
}

/// What ThreeAfterKingMove is.
const FACTS: DiceFacts = DiceFacts {
    per_roll: 3,
    bonus: true,
    spends_every_die: true,
    counts_turns: true,
    several_double_steps: true,
    shape: Shape::BonusAfterKingMove,
    idle_note: Some("diceIdle"),
    ..DiceFacts::NONE
};

impl DiceKind for ThreeAfterKingMove {
    fn facts(&self) -> &'static DiceFacts {
        &FACTS
    }

    fn outcomes(&self, _can_move: &dyn Fn(u8) -> bool) -> Vec<(Dice, u32)> {
        three_dice(self)
    }

    fn turn_start(&self, _in_check: bool, _last: &TurnState) -> TurnState {
        TurnState::FREE
    }

    /// The free move: every move. A bonus move: the unit types on the
    /// unused dice, never en passant; castling moves a king and a rook.
    fn filter(&self, turn: &TurnState) -> MoveFilter {
        match turn.stage {
            Stage::Free => MoveFilter::ALL,
            _ => MoveFilter::dice(turn.dice.as_slice()),
        }
    }

    fn clears_ep(&self, turn: &TurnState) -> bool {
        turn.stage == Stage::Free
    }

    /// A bonus move spends its unit's die; castling, a king's move, spends
    /// a rook's die when no king's is left.
    fn spends(&self, left: &Dice, m: &Move) -> u8 {
        if super::kind::castles(m) {
            first_showing(left, &[Role::King.die(), Role::Rook.die()])
        } else {
            first_showing(left, &[m.role.die()])
        }
    }

    fn after_move(&self, turn: &TurnState, m: &Move, _gave_check: bool) -> (TurnState, Step) {
        match turn.stage {
            Stage::Free if m.role == Role::King => (
                TurnState {
                    stage: Stage::Due,
                    made: 1,
                    ..*turn
                },
                Step::Roll,
            ),
            Stage::Free => (*turn, Step::EndTurn),
            _ => {
                let dice = turn.dice.without(self.spends(&turn.dice, m));
                let next = TurnState {
                    dice,
                    made: turn.made.saturating_add(1),
                    ..*turn
                };
                let step = if dice.is_empty() {
                    Step::EndTurn
                } else {
                    Step::Continue
                };
                (next, step)
            }
        }
    }

    /// Before the roll, the opponent's double steps (the free move may take
    /// them); during the bonus moves, the mover's own.
    fn ep_owner(&self, turn: &TurnState) -> Result<EpOwner, &'static str> {
        match turn.stage {
            Stage::Free => Ok(EpOwner::Opponent),
            Stage::Due => {
                Err("must be '-' while the dice are to be rolled: the free move was a king move")
            }
            Stage::Rolled => Ok(EpOwner::Mover),
        }
    }

    /// `-` a free move, `?` the dice to roll after a king free move, and
    /// one to three digits the unused dice.
    fn read_turn(
        &self,
        field: Option<&str>,
        _ext: &mut Extensions,
        _pos: &Position,
        _rules: &Rules,
    ) -> Result<TurnState, FenError> {
        let after_king = TurnState {
            stage: Stage::Due,
            made: 1,
            ..TurnState::FREE
        };
        match field {
            None | Some("-") => Ok(TurnState::FREE),
            Some("?") => Ok(after_king),
            Some(text) => {
                let faces = digits(text)?;
                if faces.is_empty() || faces.len() > 3 {
                    return dice_error(format!("1 to 3 unused dice, found {}", faces.len()));
                }
                let dice = field_dice(self, &faces, text)?;
                Ok(self.rolled(&after_king, dice))
            }
        }
    }
}
