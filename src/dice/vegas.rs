//! Vegas Fun Chess (VARIANTS §E, Koltanowski's): two dice told apart
//! before every turn, die 1 pawn, knight, bishop, rook, king, pawn and die
//! 2 pawn, knight, bishop, rook, queen, optional (any legal move, or a
//! pass); a unit of a type either die shows moves. The player in check
//! does not roll (any legal move answering the check), nor, on its next
//! turn, the player who gave it (any legal move, or a pass).

use super::kind::{DiceFacts, DiceKind, Extensions, Face, Shape, Step, dice_error, whole_roll};
use super::view::Note;
use super::{Dice, Stage, TurnState};
use crate::fen::FenError;
use crate::moves::Move;
use crate::position::{MoveFilter, Position};
use crate::rules::Rules;
use crate::square::Role;

/// Die 1 of Vegas Fun Chess: the type each face (1–6) shows, in the
/// usual numbering of types (1 pawn … 5 queen, 6 king): its face 5 is the
/// king and its face 6 a second pawn.
pub const VEGAS_DIE_1: [u8; 6] = [1, 2, 3, 4, 6, 1];

/// The type face `value` of die 1 shows.
fn die_1(value: u8) -> Role {
    Role::from_die(VEGAS_DIE_1[usize::from(value.clamp(1, 6)) - 1]).unwrap_or(Role::Pawn)
}

/// Die 2's optional face.
const OPTIONAL: u8 = 6;

/// Vegas Fun Chess's two dice.
pub(super) struct Vegas;

/// The types a roll shows, or `None` on die 2's optional face.
fn shown(dice: &Dice) -> Option<[Role; 2]> {
    match *dice.as_slice() {
        [_, OPTIONAL] => None,
        [first, second] => Some([die_1(first), Role::from_die(second).unwrap_or(Role::Pawn)]),
        _ => Some([Role::Pawn; 2]),
    }
}

/// What Vegas is.
const FACTS: DiceFacts = DiceFacts {
    per_roll: 2,
    ordered: true,
    shape: Shape::OneMove,
    idle_note: Some("diceIdleVegas"),
    ..DiceFacts::NONE
};

impl DiceKind for Vegas {
    fn facts(&self) -> &'static DiceFacts {
        &FACTS
    }

    fn face(&self, die: usize, value: u8) -> Face {
        match (die, value) {
            (0, v) => Face::Role(die_1(v)),
            (_, OPTIONAL) => Face::Any,
            (_, v) => Face::Role(Role::from_die(v).unwrap_or(Role::Pawn)),
        }
    }

    /// The 25 pairs of die 1's five types (its 1 and 6 both a pawn: written
    /// 1, weighing two) and die 2's five types, then die 2's optional face
    /// once (written 1-6, weighing six): 36 in all.
    fn outcomes(&self, _can_move: &dyn Fn(u8) -> bool) -> Vec<(Dice, u32)> {
        let mut out = Vec::with_capacity(26);
        for first in 1..=5u8 {
            for second in 1..=5u8 {
                if let Ok(d) = self.roll_of(&[first, second]) {
                    out.push((d, if first == 1 { 2 } else { 1 }));
                }
            }
        }
        // Die 2's optional face allows every move whatever die 1 shows.
        if let Ok(d) = self.roll_of(&[1, OPTIONAL]) {
            out.push((d, 6));
        }
        out
    }

    fn turn_start(&self, in_check: bool, last: &TurnState) -> TurnState {
        let start = if in_check || last.began_in_check {
            TurnState::FREE
        } else {
            TurnState::DUE
        };
        TurnState {
            began_in_check: in_check,
            ..start
        }
    }

    /// The types either die shows (doubles are no wildcard): en passant
    /// and promotion on a pawn, castling on a rook or a king; every move
    /// on die 2's optional face or in a turn without a roll.
    fn filter(&self, turn: &TurnState) -> MoveFilter {
        if turn.stage != Stage::Rolled {
            return MoveFilter::ALL;
        }
        match shown(&turn.dice) {
            None => MoveFilter::ALL,
            Some(types) => MoveFilter::roles(&types)
                .with_en_passant(types.contains(&Role::Pawn))
                .with_castling(types.contains(&Role::Rook) || types.contains(&Role::King)),
        }
    }

    /// The die that shows the moving unit's type (castling: a king's or a
    /// rook's), else the optional face.
    fn spends(&self, left: &Dice, m: &Move) -> u8 {
        let faces = left.as_slice();
        let shows = |i: usize, role: Role| match self.face(i, faces[i]) {
            Face::Role(r) => r == role,
            _ => false,
        };
        let castle = super::kind::castles(m);
        (0..faces.len())
            .find(|&i| shows(i, m.role) || (castle && shows(i, Role::Rook)))
            .or_else(|| (0..faces.len()).find(|&i| self.face(i, faces[i]) == Face::Any))
            .map_or(0, |i| 1 << i)
    }

    fn after_move(&self, turn: &TurnState, m: &Move, _gave_check: bool) -> (TurnState, Step) {
        let next = TurnState {
            dice: turn.dice.without(self.spends(&turn.dice, m)),
            made: turn.made.saturating_add(1),
            ..*turn
        };
        (next, Step::EndTurn)
    }

    fn pass_refused(&self, turn: &TurnState, in_check: bool) -> Option<&'static str> {
        match turn.stage {
            Stage::Due => Some("the dice must be rolled first"),
            _ if in_check => Some("the player in check must answer it with a move"),
            Stage::Rolled if shown(&turn.dice).is_some() => Some(
                "a pass is allowed on die 2's optional face or on the turn after giving check, not on this roll",
            ),
            _ => None,
        }
    }

    /// `-` is a turn without a roll (in check, or after giving check); the
    /// player in check never rolls, so a six-field FEN in check is one too,
    /// and a roll due or made in check is refused.
    fn read_turn(
        &self,
        field: Option<&str>,
        _ext: &mut Extensions,
        pos: &Position,
        rules: &Rules,
    ) -> Result<TurnState, FenError> {
        let in_check = pos.in_check(rules);
        let start = |stage| TurnState {
            began_in_check: in_check,
            ..match stage {
                Stage::Free => TurnState::FREE,
                _ => TurnState::DUE,
            }
        };
        match field {
            Some("-") => return Ok(start(Stage::Free)),
            None if in_check => return Ok(start(Stage::Free)),
            None => return Ok(start(Stage::Due)),
            Some(_) if in_check => {
                return dice_error(format!(
                    "{} is in check and does not roll (Vegas Fun Chess: any legal move answering the check); write '-'",
                    pos.side()
                ));
            }
            Some("?") => return Ok(start(Stage::Due)),
            Some(_) => {}
        }
        let dice = whole_roll(self, field.unwrap_or(""))?;
        Ok(self.rolled(&start(Stage::Due), dice))
    }

    /// A turn without a roll (in check, or after giving check), or what
    /// the roll allows (die 2's optional face: any move, or a pass).
    fn note(&self, turn: &TurnState, in_check: bool) -> Option<Note> {
        Some(Note::word(match turn.stage {
            Stage::Due => return None,
            Stage::Free if in_check => "vegasInCheck",
            Stage::Free => "vegasBonus",
            Stage::Rolled if shown(&turn.dice).is_none() => "vegasOptional",
            Stage::Rolled => "vegasMayMove",
        }))
    }
}
