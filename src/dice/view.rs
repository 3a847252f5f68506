//! What the dice panel shows ([`DiceView`], from [`Game::dice_view`]):
//! each die's face, what it allows and its state, whose dice they are,
//! and the note under them, as a key and its arguments that the board
//! puts in its player's words. The board draws this as it is given, as a
//! chess board draws the destinations it is given: it knows no dice rule.

use super::{Dice, DiceKind, Face, Stage};
use crate::game::{Game, Phase, Turn};
use crate::moves::Move;
use crate::square::{Color, Role};

/// What a die of the panel is doing.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum DieState {
    /// Not rolled yet: the roll is due.
    Pending,
    /// Rolled and still to play.
    Unused,
    /// Rolled and still to play, but no legal move spends it now: it will
    /// be forfeited unless a move appears (RULES §5.5).
    Stuck,
    /// Played: a move spent it.
    Used,
    /// Not played, and not needed: the turn ended on the other dice.
    Spare,
    /// Forfeited: the turn ended with no legal move for it.
    Forfeited,
    /// Void: the game ended before it was played (RULES §4).
    Void,
}

impl DieState {
    /// The state's code (`pending`, `unused`, `stuck`, `used`, `spare`,
    /// `forfeited`, `void`): in JavaScript and the app's words.
    pub const fn code(self) -> &'static str {
        match self {
            DieState::Pending => "pending",
            DieState::Unused => "unused",
            DieState::Stuck => "stuck",
            DieState::Used => "used",
            DieState::Spare => "spare",
            DieState::Forfeited => "forfeited",
            DieState::Void => "void",
        }
    }
}

/// One die of the panel.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct DieView {
    /// Its face, 1–6; 0 before the roll.
    pub value: u8,
    /// What the face shows: a unit type, a number of moves, or any move.
    pub shows: Option<Face>,
    /// What it is doing.
    pub state: DieState,
}

/// An argument of a [`Note`].
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum NoteArg {
    /// A number.
    Number(u32),
    /// A word the board translates or shows as it is: a side (`white`), a
    /// square (`e4`), a piece letter (`N`).
    Text(String),
    /// Several words (piece letters, faces).
    List(Vec<String>),
    /// A yes or no.
    Flag(bool),
}

/// The line under the dice: a key of the board's word tables and its
/// arguments.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Note {
    /// The key (`stuckNote`, `diceIdleTwo`, `movesLeftNote`…).
    pub key: &'static str,
    /// Its arguments, in order.
    pub args: Vec<NoteArg>,
}

impl Note {
    /// A note with no arguments.
    pub fn word(key: &'static str) -> Note {
        Note {
            key,
            args: Vec::new(),
        }
    }

    /// A note with arguments.
    pub fn with(key: &'static str, args: Vec<NoteArg>) -> Note {
        Note { key, args }
    }
}

/// What the dice panel shows now.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct DiceView {
    /// Whose dice they are.
    pub color: Color,
    /// Whether they are the turn in progress's (else a finished turn's,
    /// shown until the side to move rolls).
    pub current: bool,
    /// The dice, in the roll's order; none where the rules have no dice
    /// or the turn has none.
    pub dice: Vec<DieView>,
    /// The line under them, if any.
    pub note: Option<Note>,
}

/// A side's name as a note argument.
pub(crate) fn side(color: Color) -> NoteArg {
    NoteArg::Text(color.to_string())
}

/// A piece letter as a note argument.
pub(crate) fn piece(role: Role) -> NoteArg {
    NoteArg::Text(role.upper().to_string())
}

/// The states of a turn's dice: those its moves spent are used (`moves`:
/// the moves that spent dice, in order), those it forfeited forfeited, the
/// others still to play (`open`: the turn goes on) or spare.
pub(crate) fn spent_states(
    kind: &dyn DiceKind,
    roll: &Dice,
    moves: &[Move],
    forfeited: &Dice,
    open: bool,
) -> Vec<DieState> {
    let mut states = vec![DieState::Unused; roll.len()];
    let mut remaining: Vec<usize> = (0..roll.len()).collect();
    let mut left = *roll;
    for m in moves {
        let mask = kind.spends(&left, m);
        let mut kept = Vec::with_capacity(remaining.len());
        for (k, &i) in remaining.iter().enumerate() {
            if mask & (1 << k) != 0 {
                states[i] = DieState::Used;
            } else {
                kept.push(i);
            }
        }
        remaining = kept;
        left = left.without(mask);
    }
    let mut forfeited = *forfeited;
    for &i in &remaining {
        if forfeited.remove(roll.as_slice()[i]) {
            states[i] = DieState::Forfeited;
        } else if !open {
            states[i] = DieState::Spare;
        }
    }
    states
}

impl Game {
    /// What the dice panel shows now ([`DiceView`]): the dice of the turn
    /// in progress, or, before the side to move has dice of its own, the
    /// last turn's (said to be whose); each with its face, what it allows
    /// and its state; and the note under them.
    pub fn dice_view(&self) -> DiceView {
        let kind = self.kind();
        let side = self.turn();
        let mut view = DiceView {
            color: side,
            current: true,
            dice: Vec::new(),
            note: None,
        };
        if kind.per_roll() == 0 {
            return view;
        }
        let state = self.turn_state();
        let phase = self.phase();
        let pending = || {
            (0..kind.per_roll())
                .map(|_| DieView {
                    value: 0,
                    shows: None,
                    state: DieState::Pending,
                })
                .collect()
        };
        match (phase, state.stage) {
            (Phase::Roll, _) if !state.first() => {
                // A roll earned in the turn (after a king free move).
                view.dice = pending();
            }
            (Phase::Roll, _) => {
                // A turn that starts with its roll: the opponent's forced
                // pass stays in view until then, else the dice to roll.
                match self.last_turn(|t| t.is_pass()) {
                    Some(turn) if turn.color != side && self.turns().last() == Some(turn) => {
                        self.show_turn(&mut view, turn, false);
                    }
                    _ => {
                        view.dice = pending();
                        view.note = kind.idle_note().map(Note::word);
                    }
                }
            }
            (Phase::Move | Phase::Bonus, Stage::Rolled) => {
                let Some(turn) = self.turns().last() else {
                    return view;
                };
                // A turn read from a FEN in the middle of its roll has its
                // dice left as its roll.
                let turn = &Turn {
                    roll: turn.roll.or(Some(state.roll)),
                    ..turn.clone()
                };
                self.show_turn(&mut view, turn, true);
                view.note = self
                    .stuck_note(&view)
                    .or_else(|| kind.note(state, self.in_check()));
            }
            (Phase::Move | Phase::Bonus, _) => {
                // A move due without a roll: a free move (the last turn's
                // dice stay in view), or a turn without dice.
                view.note = kind.note(state, self.in_check());
                if let Some(turn) = self.last_turn(|t| t.roll.is_some() || t.passed()) {
                    if turn.color != side && turn.passed() && !turn.is_pass() {
                        view.color = turn.color;
                        view.current = false;
                        view.note = Some(Note::with("passedNote", vec![self::side(turn.color)]));
                    } else if turn.roll.is_some() && view.note.is_none() {
                        self.show_turn(&mut view, turn, false);
                    }
                }
                if view.dice.is_empty() && view.note.is_none() {
                    view.note = kind.idle_note().map(Note::word);
                }
            }
            (Phase::Over, _) => {
                if let Some(turn) = self.last_turn(|t| t.roll.is_some()) {
                    self.show_turn(&mut view, turn, false);
                }
            }
        }
        view
    }

    /// The last turn of the history that `pick` accepts.
    fn last_turn(&self, pick: impl Fn(&Turn) -> bool) -> Option<&Turn> {
        self.turns().iter().rev().find(|t| pick(t))
    }

    /// Shows `turn`'s dice in `view`, with the note their states call for;
    /// `open`: the turn is the one in progress, its roll made.
    fn show_turn(&self, view: &mut DiceView, turn: &Turn, open: bool) {
        let kind = self.kind();
        let Some(roll) = turn.roll else {
            return;
        };
        // The moves that spent dice; a game that ended in this turn leaves
        // its unplayed dice void, not spare.
        let moves: Vec<Move> = turn
            .moves
            .iter()
            .filter(|p| p.die.is_some())
            .map(|p| p.mv)
            .collect();
        let over_here = self.phase() == Phase::Over && self.turns().last() == Some(turn);
        let unplayed = open || over_here;
        let mut states = kind
            .die_states(&roll, &moves, &turn.forfeited, unplayed)
            .unwrap_or_else(|| spent_states(kind, &roll, &moves, &turn.forfeited, unplayed));
        if over_here {
            for s in &mut states {
                if matches!(s, DieState::Unused | DieState::Stuck) {
                    *s = DieState::Void;
                }
            }
        }
        view.color = turn.color;
        view.current = open;
        view.dice = roll
            .as_slice()
            .iter()
            .zip(states)
            .enumerate()
            .map(|(i, (&value, state))| DieView {
                value,
                shows: Some(kind.face(i, value)),
                state,
            })
            .collect();
        if open && kind.spends_every_die() {
            self.mark_stuck(view);
        }
        view.note = if turn.is_pass() {
            Some(self.pass_note(turn))
        } else if states_have(view, DieState::Void) {
            Some(Note::word("voidNote"))
        } else if states_have(view, DieState::Forfeited) {
            Some(Note::word("forfeitedNote"))
        } else {
            None
        };
    }

    /// Marks the unused dice that no legal move spends now as stuck.
    fn mark_stuck(&self, view: &mut DiceView) {
        let kind = self.kind();
        let left = self.turn_state().dice;
        let moves = self.board_moves();
        let mut playable = Vec::new();
        for m in &moves {
            let mask = kind.spends(&left, m);
            for (k, &face) in left.as_slice().iter().enumerate() {
                if mask & (1 << k) != 0 && !playable.contains(&face) {
                    playable.push(face);
                }
            }
        }
        for die in &mut view.dice {
            if die.state == DieState::Unused && !playable.contains(&die.value) {
                die.state = DieState::Stuck;
            }
        }
    }

    /// The note for stuck dice, if any is.
    fn stuck_note(&self, view: &DiceView) -> Option<Note> {
        states_have(view, DieState::Stuck).then(|| Note::word("stuckNote"))
    }

    /// Why `turn`'s roll passed: the unit types it allowed (none named
    /// where it allowed any), none of which could move (or answer the
    /// check).
    fn pass_note(&self, turn: &Turn) -> Note {
        let kind = self.kind();
        let roll = turn.roll.unwrap_or(Dice::NONE);
        let filter = kind.filter(&kind.rolled(&super::TurnState::DUE, roll));
        let roles: Vec<String> = Role::ALL
            .into_iter()
            .filter(|&r| filter.allows(r))
            .map(|r| r.upper().to_string())
            .collect();
        let named = if roles.len() == Role::ALL.len() {
            Vec::new()
        } else {
            roles
        };
        let faces = roll.as_slice().iter().map(u8::to_string).collect();
        Note::with(
            "passText",
            vec![
                side(turn.color),
                NoteArg::List(faces),
                NoteArg::List(named),
                NoteArg::Flag(self.rules().check && self.checked_at(turn)),
            ],
        )
    }

    /// Whether the side of `turn` was in check during it (its king could
    /// be captured when it passed).
    fn checked_at(&self, turn: &Turn) -> bool {
        let pos = self.position();
        if turn.color == self.turn() {
            self.in_check()
        } else {
            pos.king_capturable(&self.rules(), turn.color)
        }
    }
}

/// Whether a die of `view` is in `state`.
fn states_have(view: &DiceView, state: DieState) -> bool {
    view.dice.iter().any(|d| d.state == state)
}
