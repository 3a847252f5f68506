//! One home per dice rule: the [`DiceKind`] interface that the game, perft,
//! the FEN reader, the search, the odds, the analysis and the JavaScript
//! boundary ask about dice, and its one dispatch point
//! ([`DiceRule::kind`]). Each rule is one file beside this one.

use super::view::{DieState, Note};
use super::{Dice, DiceError, Stage, TurnState};
use crate::fen::{FenError, FenField};
use crate::moves::{Move, MoveKind};
use crate::position::{MoveFilter, Position};
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

/// A dice rule: its dice, what their faces allow, the steps of its turn,
/// how a FEN writes its turn, and the shape the computer searches. Every
/// question the engine asks about dice is a method here.
pub trait DiceKind: Sync {
    /// The rule this is.
    fn rule(&self) -> DiceRule;

    /// How many dice one roll has (0: no dice).
    fn per_roll(&self) -> usize;

    /// Whether the dice are told apart, each with its own faces, so that
    /// their order counts (else a roll is a multiset, kept ascending).
    fn ordered(&self) -> bool {
        false
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
        self.roll_of(&faces[..count])
    }

    /// A whole roll of these faces, each 1–6: sorted, or in the order given
    /// where the dice are told apart.
    fn roll_of(&self, faces: &[u8]) -> Result<Dice, DiceError> {
        if self.per_roll() == 0 {
            return Err(DiceError::NoDice);
        }
        let dice = Dice::roll(self.per_roll(), faces)?;
        Ok(if self.ordered() {
            Dice::in_order(faces)
        } else {
            dice
        })
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

    /// Whether the moves a roll allows are bonus moves after a free move
    /// (the `bonus` phase), rather than the turn's moves.
    fn bonus(&self) -> bool {
        false
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

    /// The dice forfeited when `turn` can go on with no legal move: the
    /// dice left.
    fn forfeits(&self, turn: &TurnState) -> Dice {
        turn.dice
    }

    /// Why a pass by choice is refused in `turn` (`in_check`: the side to
    /// move is in check); `None` when it is a legal move.
    fn pass_refused(&self, _turn: &TurnState, _in_check: bool) -> Option<&'static str> {
        Some("these rules have no pass by choice")
    }

    /// Whether the halfmove clock counts turns (a fifty-turn rule) rather
    /// than moves.
    fn counts_turns(&self) -> bool {
        false
    }

    /// Whether a position repeated three times is a draw.
    fn repetition(&self) -> bool {
        true
    }

    /// Whether a turn can leave the opponent's king attacked under rules
    /// with check (a roll that allows no answer to a check passes).
    fn may_leave_check(&self) -> bool {
        false
    }

    /// Whether a check ends a turn of several moves.
    fn check_ends_turn(&self) -> bool {
        false
    }

    /// Whether one turn can leave several double steps to take en passant.
    fn several_double_steps(&self) -> bool {
        false
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

    /// The FEN extension keys this rule reads.
    fn turn_keys(&self) -> &'static [&'static str] {
        &[]
    }

    /// Writes the extensions this rule owns (` left=2`…) after the others.
    fn write_turn(&self, _turn: &TurnState, _out: &mut String) {}

    /// Whether every die must be played while it can (a die with no move
    /// now is stuck, and forfeited unless a move appears).
    fn spends_every_die(&self) -> bool {
        false
    }

    /// The states of a turn's dice where they are not those its moves
    /// spent (used), forfeited, and to play while the turn is `open` or
    /// else spare; `None` for those.
    fn die_states(
        &self,
        _roll: &Dice,
        _moves: &[Move],
        _forfeited: &Dice,
        _open: bool,
    ) -> Option<Vec<DieState>> {
        None
    }

    /// The note before the roll: what a roll will allow (a key of the
    /// board's word tables).
    fn idle_note(&self) -> Option<&'static str> {
        None
    }

    /// The note while a move is due in `turn` (`in_check`: the side to
    /// move is in check): what the dice allow now.
    fn note(&self, _turn: &TurnState, _in_check: bool) -> Option<Note> {
        None
    }

    /// The shape of the turn, for the search and the odds.
    fn shape(&self) -> Shape;
}

impl DiceRule {
    /// How many dice one roll has ([`DiceKind::per_roll`]).
    pub fn per_roll(self) -> usize {
        self.kind().per_roll()
    }

    /// Whether the dice are rolled at the start of every turn, before its
    /// first move.
    pub fn per_turn(self) -> bool {
        self.kind().turn_start(false, &TurnState::FREE).stage == Stage::Due
    }

    /// The rule's implementation: the one place that dispatches on a dice
    /// rule.
    pub fn kind(self) -> &'static dyn DiceKind {
        match self {
            DiceRule::None => &super::none::NoDice,
            DiceRule::ThreeAfterKingMove => &super::three::ThreeAfterKingMove,
            DiceRule::TwoPerTurn => &super::chess::TwoDice,
            DiceRule::OnePerTurn => &super::chess::OneDie,
            DiceRule::MovesPerTurn => &super::moves::MovesPerTurn,
            DiceRule::PieceAndCount => &super::piece_count::PieceAndCount,
            DiceRule::Vegas => &super::vegas::Vegas,
        }
    }
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
            "expected '-', '?' or 1 to 3 digits 1-6, found '{text}'"
        )),
    }
}

/// The dice of a dice field's `faces` (its `text`): in the dice's order
/// where they are told apart (the type die, then the count die; Vegas Fun
/// Chess's die 1, then die 2), else ascending.
pub(super) fn field_dice(kind: &dyn DiceKind, faces: &[u8], text: &str) -> Result<Dice, FenError> {
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
pub(super) fn whole_roll(kind: &dyn DiceKind, text: &str) -> Result<Dice, FenError> {
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
    kind: &dyn DiceKind,
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
    let kind = rules.dice.kind();
    for (key, what) in TURN_KEYS {
        if !kind.turn_keys().contains(&key) && ext.take(key)?.is_some() {
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
    let kind = rules.dice.kind();
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
pub(crate) fn move_ends_turn(kind: &dyn DiceKind, m: &Move) -> bool {
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
pub(crate) fn turn_after_roll(kind: &dyn DiceKind, dice: Dice, unit: Option<Square>) -> TurnState {
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
