//! Dice chess with one move a turn (VARIANTS §3): seed 002's two dice,
//! either of whose types may move (doubles: any move), and BrainKing's one
//! die, which rolls only faces that can move. A roll that allows no move
//! passes the turn.

use super::kind::{
    DiceFacts, DiceKind, Extensions, Shape, Step, castles, first_showing, read_roll_first,
};
use super::view::Note;
use super::{Dice, DiceError, Stage, TurnState};
use crate::fen::FenError;
use crate::moves::Move;
use crate::position::{MoveFilter, Position};
use crate::rules::Rules;
use crate::square::Role;

/// Two dice before every move (seed 002).
pub(super) struct TwoDice;

/// One die before every move (BrainKing).
pub(super) struct OneDie;

/// The turn after its one move: the dice it spent are gone, and it ends.
fn one_move(kind: &(impl DiceKind + ?Sized), turn: &TurnState, m: &Move) -> (TurnState, Step) {
    let next = TurnState {
        dice: turn.dice.without(kind.spends(&turn.dice, m)),
        made: turn.made.saturating_add(1),
        ..*turn
    };
    (next, Step::EndTurn)
}

/// What TwoDice is.
const TWO_DICE: DiceFacts = DiceFacts {
    per_roll: 2,
    may_leave_check: true,
    shape: Shape::OneMove,
    idle_note: Some("diceIdleTwo"),
    ..DiceFacts::NONE
};

impl DiceKind for TwoDice {
    fn facts(&self) -> &'static DiceFacts {
        &TWO_DICE
    }

    /// The 21 unordered pairs, a pair of different faces weighing two (36
    /// in all).
    fn outcomes(&self, _can_move: &dyn Fn(u8) -> bool) -> Vec<(Dice, u32)> {
        let mut out = Vec::with_capacity(21);
        for a in 1..=6u8 {
            for b in a..=6 {
                if let Ok(d) = self.roll_of(&[a, b]) {
                    out.push((d, if a == b { 1 } else { 2 }));
                }
            }
        }
        out
    }

    fn turn_start(&self, _in_check: bool, _last: &TurnState) -> TurnState {
        TurnState::DUE
    }

    /// Either die's type; doubles any move. Castling on a 4 or a 6, en
    /// passant on a 1.
    fn filter(&self, turn: &TurnState) -> MoveFilter {
        match *turn.dice.as_slice() {
            [a, b] if a == b => MoveFilter::ALL,
            ref faces => MoveFilter::faces(faces)
                .with_en_passant(faces.contains(&1))
                .with_castling(faces.contains(&4) || faces.contains(&6)),
        }
    }

    /// The die of the moving unit's type (castling: the king's, else the
    /// rook's); doubles spend both.
    fn spends(&self, left: &Dice, m: &Move) -> u8 {
        if left.is_doubles() {
            0b11
        } else if castles(m) {
            first_showing(left, &[Role::King.die(), Role::Rook.die()])
        } else {
            first_showing(left, &[m.role.die()])
        }
    }

    fn after_move(&self, turn: &TurnState, m: &Move, _gave_check: bool) -> (TurnState, Step) {
        one_move(self, turn, m)
    }

    fn read_turn(
        &self,
        field: Option<&str>,
        _ext: &mut Extensions,
        _pos: &Position,
        _rules: &Rules,
    ) -> Result<TurnState, FenError> {
        read_roll_first(self, field)
    }

    fn note(&self, turn: &TurnState, _in_check: bool) -> Option<Note> {
        (turn.stage == Stage::Rolled).then(|| Note::word("diceMayMove"))
    }
}

/// What OneDie is.
const ONE_DIE: DiceFacts = DiceFacts {
    per_roll: 1,
    may_leave_check: true,
    shape: Shape::OneMove,
    idle_note: Some("diceIdleOne"),
    ..DiceFacts::NONE
};

impl DiceKind for OneDie {
    fn facts(&self) -> &'static DiceFacts {
        &ONE_DIE
    }

    /// The faces that can move, once each: a face that cannot is rolled
    /// again (VARIANTS C7).
    fn outcomes(&self, can_move: &dyn Fn(u8) -> bool) -> Vec<(Dice, u32)> {
        (1..=6u8)
            .filter(|&f| can_move(f))
            .filter_map(|f| self.roll_of(&[f]).ok().map(|d| (d, 1)))
            .collect()
    }

    /// Faces are drawn until one can move: some face can (else the turn
    /// would have ended in stalemate); the bound only guards against a bug.
    fn draw(
        &self,
        next: &mut dyn FnMut() -> Result<u8, DiceError>,
        playable: &dyn Fn(u8) -> bool,
    ) -> Result<Dice, DiceError> {
        for _ in 0..10_000 {
            let face = next()?;
            if playable(face) {
                return self.roll_of(&[face]);
            }
        }
        Err(DiceError::Source("no face of the die can move".into()))
    }

    fn check_roll(&self, dice: &Dice, playable: &dyn Fn(u8) -> bool) -> Result<(), DiceError> {
        match dice.as_slice() {
            &[face] if !playable(face) => Err(DiceError::Unplayable(face)),
            _ => Ok(()),
        }
    }

    fn turn_start(&self, _in_check: bool, _last: &TurnState) -> TurnState {
        TurnState::DUE
    }

    /// The die's type; on a 2–5 a pawn may also promote, to that face's
    /// piece only; castling on a 6 (a king move), en passant on a 1.
    fn filter(&self, turn: &TurnState) -> MoveFilter {
        let face = turn.dice.as_slice().first().copied().unwrap_or(0);
        let promotion = match Role::from_die(face) {
            Some(r @ (Role::Knight | Role::Bishop | Role::Rook | Role::Queen)) => Some(r),
            _ => None,
        };
        MoveFilter::faces(&[face])
            .with_en_passant(face == 1)
            .with_castling(face == 6)
            .with_promotion(promotion)
    }

    fn spends(&self, _left: &Dice, _m: &Move) -> u8 {
        0b1
    }

    fn after_move(&self, turn: &TurnState, m: &Move, _gave_check: bool) -> (TurnState, Step) {
        one_move(self, turn, m)
    }

    fn read_turn(
        &self,
        field: Option<&str>,
        _ext: &mut Extensions,
        _pos: &Position,
        _rules: &Rules,
    ) -> Result<TurnState, FenError> {
        read_roll_first(self, field)
    }

    fn note(&self, turn: &TurnState, _in_check: bool) -> Option<Note> {
        (turn.stage == Stage::Rolled).then(|| Note::word("dieMayMove"))
    }
}
