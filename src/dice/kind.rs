//! One home per dice rule: the [`DiceKind`] interface that the game, perft,
//! the FEN reader, the search, the odds, the analysis and the JavaScript
//! boundary ask about dice, and its one dispatch point
//! ([`DiceRule::kind`]). Each rule is one file beside this one.

use super::view::Note;
use super::{Dice, DiceError, Stage, TurnState};
use crate::fen::{FenError, FenField};
use crate::moves::{Move, MoveKind};
use crate::position::{MoveFilter, Position};
use crate::quote::quoted;
use crate::rules::{DiceRule, Rules};
use crate::square::{Color, Role, Square};

/// What a face of a die shows.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Face {
    /// A unit type: a unit of that type moves.
    Role(Role),
    /// Any move, or a pass (Vegas Fun Chess's optional face).
    Any,
    /// A number of moves in a row.
    Count(u8),
}

/// What follows a move in its turn.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Step {
    /// The turn goes on while a move is allowed; else it ends and the dice
    /// left are forfeited.
    Continue,
    /// The turn ends; the dice left, if any, were not needed.
    EndTurn,
    /// The dice must be rolled now.
    Roll,
}

/// The shape of a turn, which the search and the odds have a fast path
/// for. A new dice rule that shares a shape needs nothing of them.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Shape {
    /// No dice: a turn is one move.
    NoDice,
    /// A free move; a king free move earns a roll, each die a bonus move
    /// (Dice Rex Circe).
    BonusAfterKingMove,
    /// A roll, then one move it allows, or a pass.
    OneMove,
    /// A roll, then up to four moves in a row, by any unit or by the
    /// first move's unit alone (`one_unit`).
    Chain {
        /// Whether one unit makes the whole turn.
        one_unit: bool,
    },
    /// A roll, then moves that each spend dice, as many dice as any turn
    /// could spend (VARIANTS §3.1).
    MicroMoves,
}

/// Which side's double steps a FEN's en passant field may name.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum EpOwner {
    /// The opponent's, which the side to move may take.
    Opponent,
    /// The side to move's own, made earlier in its turn.
    Mover,
    /// Either (their ranks tell them apart).
    Both,
}

/// The `key=value` fields of a FEN after the standard ones that a dice
/// rule has not read yet: it takes its own ([`Extensions::take`]), the
/// rest go to the position's extensions.
pub struct Extensions<'a> {
    fields: Vec<&'a str>,
}

impl<'a> Extensions<'a> {
    /// The fields as written.
    pub fn new(fields: Vec<&'a str>) -> Extensions<'a> {
        Extensions { fields }
    }

    /// Takes the value of `key` out of the fields; an error if it is given
    /// twice.
    pub fn take(&mut self, key: &str) -> Result<Option<&'a str>, FenError> {
        let mut found = None;
        let mut err = None;
        self.fields.retain(|f| match f.split_once('=') {
            Some((k, v)) if k == key => {
                if found.is_some() {
                    err = Some(format!("'{key}' is given twice"));
                }
                found = Some(v);
                false
            }
            _ => true,
        });
        match err {
            Some(reason) => Err(FenError::Field {
                field: FenField::Extension,
                reason,
            }),
            None => Ok(found),
        }
    }

    /// The fields no dice rule took.
    pub fn rest(self) -> Vec<&'a str> {
        self.fields
    }
}

/// What a dice rule is, as plain values: how many dice, how a turn goes,
/// which draws count, the shape the computer searches, and the words
/// before a roll. Each rule's is one constant ([`DiceKind::facts`]).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct DiceFacts {
    /// How many dice one roll has (0: no dice).
    pub per_roll: usize,
    /// Whether the dice are told apart, each with its own faces, so that
    /// their order counts (else a roll is a multiset, kept ascending).
    pub ordered: bool,
    /// Whether the moves a roll allows are bonus moves after a free move
    /// (the `bonus` phase), rather than the turn's moves.
    pub bonus: bool,
    /// Whether every die must be played while it can (a die with no move
    /// now is stuck, and forfeited unless a move appears).
    pub spends_every_die: bool,
    /// Whether the dice stay in use until the turn's last move (a die of
    /// moves), rather than each spent by a move.
    pub dice_in_use: bool,
    /// Whether the halfmove clock counts turns (a fifty-turn rule) rather
    /// than moves.
    pub counts_turns: bool,
    /// Whether a position repeated three times is a draw.
    pub repetition: bool,
    /// Whether a side with no move at all (dice aside) ends the game,
    /// mated in check or stalemated; else its every roll passes.
    pub no_move_draws: bool,
    /// Whether a turn can leave the opponent's king attacked under rules
    /// with check (a roll that allows no answer to a check passes).
    pub may_leave_check: bool,
    /// Whether a check ends a turn of several moves.
    pub check_ends_turn: bool,
    /// Whether one turn can leave several double steps to take en passant.
    pub several_double_steps: bool,
    /// The shape of the turn, for the search and the odds.
    pub shape: Shape,
    /// The note before a roll: what a roll will allow (a key of the
    /// board's word tables).
    pub idle_note: Option<&'static str>,
    /// The FEN extension keys this rule reads.
    pub turn_keys: &'static [&'static str],
}

impl DiceFacts {
    /// A rule with no dice; each rule's facts are written from it.
    pub const NONE: DiceFacts = DiceFacts {
        per_roll: 0,
        ordered: false,
        bonus: false,
        spends_every_die: false,
        dice_in_use: false,
        counts_turns: false,
        repetition: true,
        no_move_draws: true,
        may_leave_check: false,
        check_ends_turn: false,
        several_double_steps: false,
        shape: Shape::NoDice,
        idle_note: None,
        turn_keys: &[],
    };
}

/// A dice rule: its facts, its dice and what their faces allow, the steps
/// of its turn, how a FEN writes its turn, and what the dice panel says.
/// Every question the engine asks about dice is a method here.
pub trait DiceKind: Sync {
    /// What the rule is, as plain values.
    fn facts(&self) -> &'static DiceFacts;

    /// How many dice one roll has (0: no dice).
    fn per_roll(&self) -> usize {
        self.facts().per_roll
    }

    /// Whether the dice are told apart ([`DiceFacts::ordered`]).
    fn ordered(&self) -> bool {
        self.facts().ordered
    }

    /// Whether the moves a roll allows are bonus moves after a free move.
    fn bonus(&self) -> bool {
        self.facts().bonus
    }

    /// The shape of the turn, for the search and the odds.
    fn shape(&self) -> Shape {
        self.facts().shape
    }

    /// What face `value` (1–6) of die `die` (0 first) shows.
    fn face(&self, _die: usize, value: u8) -> Face {
        Face::Role(Role::from_die(value).unwrap_or(Role::Pawn))
    }

    /// The distinct outcomes of one roll with how many equally likely
    /// rolls give each. `can_move(face)` says whether a face can move now,
    /// for rules that roll only playable faces.
    fn outcomes(&self, can_move: &dyn Fn(u8) -> bool) -> Vec<(Dice, u32)>;

    /// A roll drawn from a stream of fair faces.
    fn draw(
        &self,
        next: &mut dyn FnMut() -> Result<u8, DiceError>,
        _playable: &dyn Fn(u8) -> bool,
    ) -> Result<Dice, DiceError> {
        let mut faces = [0u8; super::MAX_DICE];
        let count = self.per_roll().min(super::MAX_DICE);
        for face in faces.iter_mut().take(count) {
            *face = next()?;
        }
        roll_of(self.facts(), &faces[..count])
    }

    /// A whole roll of these faces, each 1–6: sorted, or in the order given
    /// where the dice are told apart.
    fn roll_of(&self, faces: &[u8]) -> Result<Dice, DiceError> {
        roll_of(self.facts(), faces)
    }

    /// Dice entered by hand: refused where the rules would never roll
    /// them.
    fn check_roll(&self, _dice: &Dice, _playable: &dyn Fn(u8) -> bool) -> Result<(), DiceError> {
        Ok(())
    }

    /// The state a turn starts in: `in_check` says whether the side to
    /// move is in check, `last` is where the previous turn ended.
    fn turn_start(&self, in_check: bool, last: &TurnState) -> TurnState;

    /// The state once `dice` are rolled in `turn`.
    fn rolled(&self, turn: &TurnState, dice: Dice) -> TurnState {
        TurnState {
            stage: Stage::Rolled,
            roll: dice,
            dice,
            ..*turn
        }
    }

    /// What the dice allow in `turn`, as a filter of the generator (the
    /// moves of the unit types shown, with castling and en passant where
    /// they allow them).
    fn filter(&self, turn: &TurnState) -> MoveFilter;

    /// The legal moves of `turn`: those of [`DiceKind::filter`], unless
    /// the rule asks more of a move than its dice.
    fn legal(&self, pos: &Position, rules: &Rules, turn: &TurnState) -> Vec<Move> {
        pos.legal_moves(rules, self.filter(turn))
    }

    /// Whether the move due now clears the opponent's en passant rights
    /// (the turn's first move, where only it may take en passant).
    fn clears_ep(&self, turn: &TurnState) -> bool {
        turn.first()
    }

    /// The dice of `left` that `m` spends, as a mask (bit `i`: die `i`).
    fn spends(&self, _left: &Dice, _m: &Move) -> u8 {
        0
    }

    /// The state after `m` in `turn` (it gave check: `gave_check`), and
    /// what follows it.
    fn after_move(&self, turn: &TurnState, m: &Move, gave_check: bool) -> (TurnState, Step);

    /// [`DiceKind::after_move`] with the position `before` the move, for
    /// a rule whose turn depends on the board (the maximum rule of
    /// three-dice chess).
    fn after_move_on(
        &self,
        _before: &Position,
        _rules: &Rules,
        turn: &TurnState,
        m: &Move,
        gave_check: bool,
    ) -> (TurnState, Step) {
        self.after_move(turn, m, gave_check)
    }

    /// Why `m`, a move the dice allow ([`DiceKind::filter`]), is not one
    /// of [`DiceKind::legal`], in words; `None` where the filter says all.
    fn refused(
        &self,
        _pos: &Position,
        _rules: &Rules,
        _turn: &TurnState,
        _m: &Move,
    ) -> Option<String> {
        None
    }

    /// The dice forfeited when `turn` can go on with no legal move: the
    /// dice left.
    fn forfeits(&self, turn: &TurnState) -> Dice {
        turn.dice
    }

    /// Why a pass by choice is refused in `turn` (`in_check`: the side to
    /// move is in check); `None` when it is a legal move. Check may only
    /// add a refusal: the game asks with `in_check` false first, and looks
    /// for check only when that allows the pass.
    fn pass_refused(&self, _turn: &TurnState, _in_check: bool) -> Option<&'static str> {
        Some("these rules have no pass by choice")
    }

    /// Whose double steps a FEN's en passant field names in `turn`, or why
    /// it must be empty.
    fn ep_owner(&self, turn: &TurnState) -> Result<EpOwner, &'static str> {
        Ok(if turn.first() {
            EpOwner::Opponent
        } else {
            EpOwner::Mover
        })
    }

    /// Reads a FEN's dice field (`None`: six fields) and the extensions
    /// this rule owns into the turn's state, for a game not over.
    fn read_turn(
        &self,
        field: Option<&str>,
        ext: &mut Extensions,
        pos: &Position,
        rules: &Rules,
    ) -> Result<TurnState, FenError>;

    /// Writes the extensions this rule owns (` left=2`…) after the others.
    fn write_turn(&self, _turn: &TurnState, _out: &mut String) {}

    /// The note while a move is due in `turn` (`in_check`: the side to
    /// move is in check): what the dice allow now.
    fn note(&self, _turn: &TurnState, _in_check: bool) -> Option<Note> {
        None
    }
}

/// A whole roll of these faces under `facts`, each 1–6: sorted, or in the
/// order given where the dice are told apart.
fn roll_of(facts: &DiceFacts, faces: &[u8]) -> Result<Dice, DiceError> {
    if facts.per_roll == 0 {
        return Err(DiceError::NoDice);
    }
    let dice = Dice::roll(facts.per_roll, faces)?;
    Ok(if facts.ordered {
        Dice::in_order(faces)
    } else {
        dice
    })
}

impl DiceRule {
    /// How many dice one roll has ([`DiceKind::per_roll`]).
    pub fn per_roll(self) -> usize {
        DiceKind::per_roll(&self)
    }

    /// Whether the dice are rolled at the start of every turn, before its
    /// first move.
    pub fn per_turn(self) -> bool {
        DiceKind::turn_start(&self, false, &TurnState::FREE).stage == Stage::Due
    }
}

/// The one place that dispatches on a dice rule: every method of
/// [`DiceKind`] called on a [`DiceRule`] is its rule's (one `match` a
/// method, so that a build keeps only the methods it calls).
macro_rules! forward {
    ($(fn $name:ident(&self $(, $arg:ident: $ty:ty)*) $(-> $ret:ty)?;)*) => {
        impl DiceKind for DiceRule {
            $(
                fn $name(&self $(, $arg: $ty)*) $(-> $ret)? {
                    match self {
                        DiceRule::None => super::none::NoDice.$name($($arg),*),
                        DiceRule::ThreeAfterKingMove => {
                            super::three::ThreeAfterKingMove.$name($($arg),*)
                        }
                        DiceRule::TwoPerTurn => super::chess::TwoDice.$name($($arg),*),
                        DiceRule::OnePerTurn => super::chess::OneDie.$name($($arg),*),
                        DiceRule::MovesPerTurn => super::moves::MovesPerTurn.$name($($arg),*),
                        DiceRule::PieceAndCount => {
                            super::piece_count::PieceAndCount.$name($($arg),*)
                        }
                        DiceRule::Vegas => super::vegas::Vegas.$name($($arg),*),
                        DiceRule::ThreeDice => {
                            super::three_dice_chess::ThreeDiceChess.$name($($arg),*)
                        }
                    }
                }
            )*
        }
    };
}

forward! {
    fn facts(&self) -> &'static DiceFacts;
    fn face(&self, die: usize, value: u8) -> Face;
    fn outcomes(&self, can_move: &dyn Fn(u8) -> bool) -> Vec<(Dice, u32)>;
    fn draw(
        &self,
        next: &mut dyn FnMut() -> Result<u8, DiceError>,
        playable: &dyn Fn(u8) -> bool
    ) -> Result<Dice, DiceError>;
    fn check_roll(&self, dice: &Dice, playable: &dyn Fn(u8) -> bool) -> Result<(), DiceError>;
    fn turn_start(&self, in_check: bool, last: &TurnState) -> TurnState;
    fn rolled(&self, turn: &TurnState, dice: Dice) -> TurnState;
    fn filter(&self, turn: &TurnState) -> MoveFilter;
    fn legal(&self, pos: &Position, rules: &Rules, turn: &TurnState) -> Vec<Move>;
    fn clears_ep(&self, turn: &TurnState) -> bool;
    fn spends(&self, left: &Dice, m: &Move) -> u8;
    fn after_move(&self, turn: &TurnState, m: &Move, gave_check: bool) -> (TurnState, Step);
    fn after_move_on(
        &self,
        before: &Position,
        rules: &Rules,
        turn: &TurnState,
        m: &Move,
        gave_check: bool
    ) -> (TurnState, Step);
    fn refused(&self, pos: &Position, rules: &Rules, turn: &TurnState, m: &Move) -> Option<String>;
    fn forfeits(&self, turn: &TurnState) -> Dice;
    fn pass_refused(&self, turn: &TurnState, in_check: bool) -> Option<&'static str>;
    fn ep_owner(&self, turn: &TurnState) -> Result<EpOwner, &'static str>;
    fn read_turn(
        &self,
        field: Option<&str>,
        ext: &mut Extensions,
        pos: &Position,
        rules: &Rules
    ) -> Result<TurnState, FenError>;
    fn write_turn(&self, turn: &TurnState, out: &mut String);
    fn note(&self, turn: &TurnState, in_check: bool) -> Option<Note>;
}

/// A FEN error in the dice field.
pub(super) fn dice_error<T>(reason: impl Into<String>) -> Result<T, FenError> {
    Err(FenError::Field {
        field: FenField::Dice,
        reason: reason.into(),
    })
}

/// A FEN error in an extension field.
pub(super) fn extension_error<T>(reason: impl Into<String>) -> Result<T, FenError> {
    Err(FenError::Field {
        field: FenField::Extension,
        reason: reason.into(),
    })
}

/// The faces of a dice field's digits.
pub(super) fn digits(text: &str) -> Result<Vec<u8>, FenError> {
    let faces: Option<Vec<u8>> = text
        .chars()
        .map(|c| c.to_digit(10).map(|d| d as u8))
        .collect();
    match faces {
        Some(f) => Ok(f),
        None => dice_error(format!(
            "expected '-', '?' or 1 to 3 digits 1-6, found {}",
            quoted(text)
        )),
    }
}

/// The dice of a dice field's `faces` (its `text`): in the dice's order
/// where they are told apart (the type die, then the count die; Vegas Fun
/// Chess's die 1, then die 2), else ascending.
pub(super) fn field_dice(
    kind: &(impl DiceKind + ?Sized),
    faces: &[u8],
    text: &str,
) -> Result<Dice, FenError> {
    if !kind.ordered() && faces.windows(2).any(|w| w[0] > w[1]) {
        return dice_error(format!(
            "dice are written in ascending order, found '{text}'"
        ));
    }
    let dice = Dice::from_faces(faces).or_else(|e| dice_error(e.to_string()))?;
    Ok(if kind.ordered() {
        Dice::in_order(faces)
    } else {
        dice
    })
}

/// The dice of a dice field that holds a whole roll of `kind`.
pub(super) fn whole_roll(kind: &(impl DiceKind + ?Sized), text: &str) -> Result<Dice, FenError> {
    let faces = digits(text)?;
    if faces.len() != kind.per_roll() {
        return dice_error(format!(
            "a roll of {} dice, found {}",
            kind.per_roll(),
            faces.len()
        ));
    }
    field_dice(kind, &faces, text)
}

/// The turn start of a rule that rolls at the start of every turn, read
/// from its dice field: `-`, `?` or no field are a roll due; a whole roll
/// is the roll made, with its first move due.
pub(super) fn read_roll_first(
    kind: &(impl DiceKind + ?Sized),
    field: Option<&str>,
) -> Result<TurnState, FenError> {
    match field {
        None | Some("-") | Some("?") => Ok(TurnState::DUE),
        Some(text) => {
            let dice = whole_roll(kind, text)?;
            Ok(kind.rolled(&TurnState::DUE, dice))
        }
    }
}

/// The extension keys some dice rule reads, with what a rule that does
/// not read one lacks.
const TURN_KEYS: [(&str, &str); 3] = [
    ("left", "turns of several moves"),
    ("unit", "turn made by one unit"),
    ("must", "turn bound to take the king"),
];

/// A FEN's turn, read by the rules' dice rule from its dice field
/// (`None`: six fields) and the extensions it owns; a game already over
/// (`over`: a king is missing) has no roll to make or use.
pub(crate) fn read_turn(
    rules: &Rules,
    field: Option<&str>,
    ext: &mut Extensions,
    pos: &Position,
    over: bool,
) -> Result<TurnState, FenError> {
    let kind = rules.dice;
    for (key, what) in TURN_KEYS {
        if !kind.facts().turn_keys.contains(&key) && ext.take(key)?.is_some() {
            return extension_error(format!("the {rules} rules have no {what}"));
        }
    }
    if over && kind.per_roll() > 0 {
        return match field {
            None | Some("-") => Ok(TurnState::FREE),
            Some(_) => dice_error("the game is over (a king is missing); write '-'"),
        };
    }
    kind.read_turn(field, ext, pos, rules)
}

/// Refuses a FEN whose dice allow no move: its turn would have passed.
/// `pos` is the whole position, en passant rights and extensions read.
pub(crate) fn check_moves(rules: &Rules, pos: &Position, turn: &TurnState) -> Result<(), FenError> {
    let kind = rules.dice;
    if turn.stage == Stage::Rolled && kind.legal(pos, rules, turn).is_empty() {
        let dice = turn.dice;
        return dice_error(if kind.bonus() {
            format!("no unused die ({dice}) has a legal move, so the turn would have passed")
        } else {
            format!("the roll ({dice}) allows no legal move, so the turn would have passed")
        });
    }
    Ok(())
}

/// The colour whose double steps `owner` names, seen from `side`.
pub(crate) fn ep_colours(owner: EpOwner, side: Color) -> [Option<Color>; 2] {
    match owner {
        EpOwner::Opponent => [Some(side.other()), None],
        EpOwner::Mover => [Some(side), None],
        EpOwner::Both => [Some(side.other()), Some(side)],
    }
}

/// Whether `m` ends a turn of several moves however many are left (by
/// piece and count: a promotion or castling); a check ends every such
/// turn, which the caller tells.
pub(crate) fn move_ends_turn(kind: DiceRule, m: &Move) -> bool {
    let under_way = TurnState {
        stage: Stage::Rolled,
        made: 1,
        moves_left: super::MAX_MOVES_IN_TURN,
        ..TurnState::FREE
    };
    kind.after_move(&under_way, m, false).1 == Step::EndTurn
}

/// The turn under `kind` once `dice` are rolled at its start, its first
/// move made by the unit now on `unit` where one is given (the search and
/// the odds follow turns of several moves this way).
pub(crate) fn turn_after_roll(kind: DiceRule, dice: Dice, unit: Option<Square>) -> TurnState {
    let turn = kind.rolled(&TurnState::DUE, dice);
    match unit {
        None => turn,
        Some(sq) => TurnState {
            made: 1,
            unit: Some(sq),
            ..turn
        },
    }
}

/// Whether `m` is castling.
pub(super) fn castles(m: &Move) -> bool {
    m.kind == MoveKind::Castle
}

/// The mask of the first die of `left` that shows one of `faces`, tried in
/// order (0 if none does).
pub(super) fn first_showing(left: &Dice, faces: &[u8]) -> u8 {
    faces
        .iter()
        .find_map(|&f| left.as_slice().iter().position(|&d| d == f))
        .map_or(0, |i| 1 << i)
}
