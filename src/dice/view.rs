//! What the dice panel shows ([`DiceView`], from [`Game::dice_view`]):
//! each die's face, what it shows and its state, whose dice they are, and
//! the note under them, as a key and its arguments that the board puts in
//! its player's words. The board draws this as it is given, as a chess
//! board draws the destinations it is given: it knows no dice rule. Plain
//! values only (no text is made here): the view is built at every change
//! of the first module the board loads.

use super::{Dice, DiceKind, Face, MAX_DICE, Stage};
use crate::game::{Game, Phase, PlayedMove, Turn};
use crate::square::{Color, Role, Square};

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
    /// Every state, in the order of their codes' numbers.
    pub const ALL: [DieState; 7] = [
        DieState::Pending,
        DieState::Unused,
        DieState::Stuck,
        DieState::Used,
        DieState::Spare,
        DieState::Forfeited,
        DieState::Void,
    ];

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
    /// What the face shows: a unit type, a number of moves, or any move;
    /// `None` before the roll.
    pub shows: Option<Face>,
    /// What it is doing.
    pub state: DieState,
}

/// An argument of a [`Note`].
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum NoteArg {
    /// A number.
    Number(u8),
    /// A side.
    Side(Color),
    /// A square.
    Square(Square),
    /// A unit type.
    Piece(Role),
    /// Up to three unit types, as die faces (1 pawn … 6 king), in order.
    Pieces(Dice),
    /// Up to three die faces, in order.
    Faces(Dice),
    /// A yes or no.
    Flag(bool),
}

/// The line under the dice: a key of the board's word tables and up to
/// four arguments.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Note {
    /// The key (`stuckNote`, `diceIdleTwo`, `movesLeftNote`…).
    pub key: &'static str,
    args: [NoteArg; 4],
    len: u8,
}

impl Note {
    /// A note with no arguments.
    pub const fn word(key: &'static str) -> Note {
        Note {
            key,
            args: [NoteArg::Flag(false); 4],
            len: 0,
        }
    }

    /// A note with arguments (four at most; more are left out).
    pub fn with(key: &'static str, given: &[NoteArg]) -> Note {
        let mut note = Note::word(key);
        for &a in given.iter().take(4) {
            note.args[usize::from(note.len)] = a;
            note.len += 1;
        }
        note
    }

    /// Its arguments, in order.
    pub fn args(&self) -> &[NoteArg] {
        &self.args[..usize::from(self.len)]
    }
}

/// What the dice panel shows now.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct DiceView {
    /// Whose dice they are.
    pub color: Color,
    /// Whether they are the turn in progress's (else a finished turn's,
    /// shown until the side to move rolls).
    pub current: bool,
    dice: [DieView; MAX_DICE],
    len: u8,
    /// The line under them, if any.
    pub note: Option<Note>,
}

impl DiceView {
    /// The dice, in the roll's order; none where the rules have no dice or
    /// the turn has none.
    pub fn dice(&self) -> &[DieView] {
        &self.dice[..usize::from(self.len)]
    }

    /// Sets the dice to `count` dice to roll.
    fn pending(&mut self, count: usize) {
        self.len = count.min(MAX_DICE) as u8;
        self.dice = [DieView {
            value: 0,
            shows: None,
            state: DieState::Pending,
        }; MAX_DICE];
    }

    /// Whether a die is in `state`.
    fn has(&self, state: DieState) -> bool {
        self.dice().iter().any(|d| d.state == state)
    }
}

impl Game {
    /// What the dice panel shows now ([`DiceView`]): the dice of the turn
    /// in progress, or, before the side to move has dice of its own, the
    /// last turn's (said to be whose); each with its face, what it shows
    /// and its state; and the note under them.
    pub fn dice_view(&self) -> DiceView {
        let kind = self.kind();
        let side = self.turn();
        let mut view = DiceView {
            color: side,
            current: true,
            dice: [DieView {
                value: 0,
                shows: None,
                state: DieState::Pending,
            }; MAX_DICE],
            len: 0,
            note: None,
        };
        let facts = kind.facts();
        if facts.per_roll == 0 {
            return view;
        }
        let state = self.turn_state();
        let idle = facts.idle_note.map(Note::word);
        let last = self.turns().last();
        match (self.phase(), state.stage) {
            // A roll earned in the turn (after a king free move).
            (Phase::Roll, _) if !state.first() => view.pending(facts.per_roll),
            // A turn that starts with its roll: the opponent's forced pass
            // stays in view until then, else the dice to roll.
            (Phase::Roll, _) => match last {
                Some(t) if t.is_pass() && t.color != side => self.show(&mut view, t, t.roll, false),
                // A pass by choice: the dice to roll, under the word that
                // the opponent passed.
                Some(t) if t.passed() && t.color != side => {
                    view.pending(facts.per_roll);
                    view.note = Some(Note::with("passedNote", &[NoteArg::Side(t.color)]));
                }
                _ => {
                    view.pending(facts.per_roll);
                    view.note = idle;
                }
            },
            (Phase::Move | Phase::Bonus, Stage::Rolled) => {
                if let Some(t) = last {
                    // A turn read from a FEN in the middle of its roll has
                    // its dice left as its roll.
                    self.show(&mut view, t, t.roll.or(Some(state.roll)), true);
                }
                if !view.has(DieState::Stuck) {
                    view.note = kind.note(state, self.in_check());
                }
            }
            // A move due without a roll: a free move (the last turn's dice
            // stay in view), a turn without dice, or a game over.
            (phase, _) => {
                if phase != Phase::Over {
                    view.note = kind.note(state, self.in_check());
                }
                let shown = self
                    .turns()
                    .iter()
                    .rev()
                    .find(|t| t.roll.is_some() || t.passed());
                match shown {
                    Some(t) if t.passed() && !t.is_pass() && t.color != side => {
                        view.color = t.color;
                        view.current = false;
                        view.note = Some(Note::with("passedNote", &[NoteArg::Side(t.color)]));
                    }
                    Some(t) if view.note.is_none() || phase == Phase::Over => {
                        self.show(&mut view, t, t.roll, false);
                    }
                    _ => {}
                }
                if view.len == 0 && view.note.is_none() {
                    view.note = idle;
                }
            }
        }
        view
    }

    /// Shows the dice `roll` of `turn` in `view`, with the note their
    /// states call for; `open`: the turn is the one in progress, its roll
    /// made. The dice its moves spent are used, those it forfeited
    /// forfeited, the others still to play or, the turn over, spare (void
    /// where the game ended in it).
    fn show(&self, view: &mut DiceView, turn: &Turn, roll: Option<super::Dice>, open: bool) {
        let Some(roll) = roll else {
            return;
        };
        let kind = self.kind();
        let over_here = self.phase() == Phase::Over && self.turns().last() == Some(turn);
        let unplayed = if open || over_here {
            DieState::Unused
        } else {
            DieState::Spare
        };
        let mut states = [unplayed; MAX_DICE];
        if kind.facts().dice_in_use {
            // A die of moves (and the type die beside it) is in use until
            // the turn's last move.
            if !open && !over_here {
                states = [DieState::Used; MAX_DICE];
            }
        } else {
            spend(kind, &roll, &turn.moves, &mut states);
            let mut forfeited = turn.forfeited;
            for (i, s) in states.iter_mut().enumerate().take(roll.len()) {
                if *s != DieState::Used && forfeited.remove(roll.as_slice()[i]) {
                    *s = DieState::Forfeited;
                }
            }
        }
        view.color = turn.color;
        view.current = open;
        view.len = roll.len() as u8;
        let stuck = if open && kind.facts().spends_every_die {
            self.unplayable()
        } else {
            0
        };
        for (i, &value) in roll.as_slice().iter().enumerate() {
            let mut state = states[i];
            if state == DieState::Unused && stuck & (1 << value) != 0 {
                state = DieState::Stuck;
            }
            if over_here && state == DieState::Unused {
                state = DieState::Void;
            }
            view.dice[i] = DieView {
                value,
                shows: Some(kind.face(i, value)),
                state,
            };
        }
        view.note = if turn.is_pass() {
            Some(self.pass_note(turn, roll))
        } else if view.has(DieState::Void) {
            Some(Note::word("voidNote"))
        } else if view.has(DieState::Forfeited) {
            Some(Note::word("forfeitedNote"))
        } else if view.has(DieState::Stuck) {
            Some(Note::word("stuckNote"))
        } else {
            None
        };
    }

    /// The faces of the dice left that no legal move spends now (bit
    /// `face`).
    fn unplayable(&self) -> u8 {
        let kind = self.kind();
        let left = self.turn_state().dice;
        let mut playable = 0u8;
        for m in &self.board_moves() {
            let mask = kind.spends(&left, m);
            for (k, &face) in left.as_slice().iter().enumerate() {
                if mask & (1 << k) != 0 {
                    playable |= 1 << face;
                }
            }
        }
        !playable
    }

    /// Why `turn`'s roll passed: the unit types its dice showed, die by die
    /// (none named where the roll allowed any move), none of which could
    /// move (or answer the check).
    fn pass_note(&self, turn: &Turn, roll: Dice) -> Note {
        let kind = self.kind();
        let filter = kind.filter(&kind.rolled(&super::TurnState::DUE, roll));
        let mut named = [0u8; MAX_DICE];
        let mut count = 0;
        if !Role::ALL.into_iter().all(|r| filter.allows(r)) {
            for (i, &value) in roll.as_slice().iter().enumerate() {
                if let Face::Role(role) = kind.face(i, value) {
                    if !named[..count].contains(&role.die()) {
                        named[count] = role.die();
                        count += 1;
                    }
                }
            }
        }
        let check =
            self.rules().check && self.position().king_capturable(&self.rules(), turn.color);
        Note::with(
            "passText",
            &[
                NoteArg::Side(turn.color),
                NoteArg::Faces(roll),
                NoteArg::Pieces(Dice::in_order(&named[..count])),
                NoteArg::Flag(check),
            ],
        )
    }
}

/// Marks in `states` the dice of `roll` that `moves` spent (those with a
/// die), each move spending from the dice it found left.
fn spend(
    kind: crate::rules::DiceRule,
    roll: &Dice,
    moves: &[PlayedMove],
    states: &mut [DieState; MAX_DICE],
) {
    // The dice left, as indexes into the roll.
    let mut left = *roll;
    let mut index = [0u8, 1, 2];
    for p in moves.iter().filter(|p| p.die.is_some()) {
        let mask = kind.spends(&left, &p.mv);
        let mut kept = 0;
        for k in 0..left.len() {
            if mask & (1 << k) != 0 {
                states[usize::from(index[k])] = DieState::Used;
            } else {
                index[kept] = index[k];
                kept += 1;
            }
        }
        left = left.without(mask);
    }
}
