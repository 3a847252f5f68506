//! Dice chess by piece and count (VARIANTS §E, Gollon's third way): two
//! dice told apart before every turn, the first naming a unit type and the
//! second how many moves (four at most) one unit of that type makes; a
//! check, a promotion or castling ends the turn.

use super::kind::{
    DiceFacts, DiceKind, Extensions, Face, Shape, Step, castles, extension_error, read_roll_first,
};
use super::moves::{MAX_MOVES_IN_TURN, count, one_of_several, read_left};
use super::view::{Note, NoteArg};
use super::{Dice, Stage, TurnState};
use crate::fen::FenError;
use crate::moves::Move;
use crate::position::{MoveFilter, Position};
use crate::quote::quoted;
use crate::rules::Rules;
use crate::square::{Piece, Role, Square};

/// A type die and a count die before every turn.
pub(super) struct PieceAndCount;

/// The type die's face (1 pawn … 6 king).
fn type_face(dice: &Dice) -> u8 {
    dice.as_slice().first().copied().unwrap_or(0)
}

/// What PieceAndCount is.
const FACTS: DiceFacts = DiceFacts {
    per_roll: 2,
    ordered: true,
    dice_in_use: true,
    counts_turns: true,
    may_leave_check: true,
    check_ends_turn: true,
    shape: Shape::Chain { one_unit: true },
    idle_note: Some("diceIdlePieceCount"),
    turn_keys: &["left", "unit"],
    ..DiceFacts::NONE
};

impl DiceKind for PieceAndCount {
    fn facts(&self) -> &'static DiceFacts {
        &FACTS
    }

    fn face(&self, die: usize, value: u8) -> Face {
        if die == 1 {
            Face::Count(count(value))
        } else {
            Face::Role(Role::from_die(value).unwrap_or(Role::Pawn))
        }
    }

    /// The 24 pairs of a type and a count, in that order, a count of 4 to
    /// 6 weighing three (36 in all).
    fn outcomes(&self, _can_move: &dyn Fn(u8) -> bool) -> Vec<(Dice, u32)> {
        let mut out = Vec::with_capacity(24);
        for face in 1..=6u8 {
            for n in 1..=MAX_MOVES_IN_TURN {
                let weight = if n == MAX_MOVES_IN_TURN { 3 } else { 1 };
                if let Ok(d) = self.roll_of(&[face, n]) {
                    out.push((d, weight));
                }
            }
        }
        out
    }

    fn turn_start(&self, _in_check: bool, _last: &TurnState) -> TurnState {
        TurnState::DUE
    }

    fn rolled(&self, turn: &TurnState, dice: Dice) -> TurnState {
        TurnState {
            stage: Stage::Rolled,
            roll: dice,
            dice,
            moves_left: count(dice.as_slice().get(1).copied().unwrap_or(1)),
            unit: None,
            ..*turn
        }
    }

    /// The type die's type (a pawn promotes to any piece; castling on a
    /// 6, as a king move; en passant on a 1); once the turn's first move
    /// is made, only the unit that made it, never en passant.
    fn filter(&self, turn: &TurnState) -> MoveFilter {
        let face = type_face(&turn.dice);
        let filter = MoveFilter::faces(&[face])
            .with_en_passant(face == 1)
            .with_castling(face == 6);
        match turn.unit.filter(|_| !turn.first()) {
            None => filter,
            Some(sq) => filter.with_en_passant(false).from_unit(sq),
        }
    }

    fn after_move(&self, turn: &TurnState, m: &Move, gave_check: bool) -> (TurnState, Step) {
        let ends = gave_check || m.promotion.is_some() || castles(m);
        let (next, step) = one_of_several(turn, ends);
        (
            TurnState {
                unit: Some(m.to),
                ..next
            },
            step,
        )
    }

    /// A die of moves is never forfeited: the turn ends when no move is
    /// left.
    fn forfeits(&self, _turn: &TurnState) -> Dice {
        Dice::NONE
    }

    /// `left=N` once the turn's first move is made, with `unit=e4`, the
    /// square of the unit that makes the rest: the side to move's, of the
    /// type die's type.
    fn read_turn(
        &self,
        field: Option<&str>,
        ext: &mut Extensions,
        pos: &Position,
        _rules: &Rules,
    ) -> Result<TurnState, FenError> {
        let mut turn = read_roll_first(self, field)?;
        let total = turn.moves_left;
        read_left(ext, &mut turn, total)?;
        let unit = ext.take("unit")?;
        if turn.first() {
            return match unit {
                None => Ok(turn),
                Some(_) => extension_error(
                    "unit: a unit is named only once the turn's first move is made (with left=N)",
                ),
            };
        }
        let Some(value) = unit else {
            return extension_error(
                "unit: a turn under way names the unit that moves on (unit=e4)",
            );
        };
        let Some(sq) = Square::parse(value) else {
            return extension_error(format!("unit: {} is not a square", quoted(value)));
        };
        let role = Role::from_die(type_face(&turn.dice)).unwrap_or(Role::Pawn);
        if !pos.pieces(Piece::new(pos.side(), role)).contains(sq) {
            return extension_error(format!(
                "unit: the roll names a {}, and no {} {} stands on {sq}",
                role.name(),
                pos.side(),
                role.name()
            ));
        }
        turn.unit = Some(sq);
        Ok(turn)
    }

    fn write_turn(&self, turn: &TurnState, out: &mut String) {
        if !turn.first() {
            out.push_str(" left=");
            out.push_str(&turn.moves_left.to_string());
            if let Some(unit) = turn.unit {
                out.push_str(" unit=");
                out.push_str(&unit.to_string());
            }
        }
    }

    /// Which move of how many this is, and which unit makes it.
    fn note(&self, turn: &TurnState, _in_check: bool) -> Option<Note> {
        if turn.stage != Stage::Rolled {
            return None;
        }
        let total = turn.made + turn.moves_left;
        let role = Role::from_die(type_face(&turn.dice)).unwrap_or(Role::Pawn);
        let args = [
            NoteArg::Number(turn.moves_left),
            NoteArg::Number(total),
            NoteArg::Piece(role),
        ];
        Some(match turn.unit.filter(|_| !turn.first()) {
            Some(unit) => Note::with(
                "unitMovesNote",
                &[args[0], args[1], args[2], NoteArg::Square(unit)],
            ),
            None => Note::with("unitMovesNote", &args),
        })
    }
}
