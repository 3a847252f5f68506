//! The game: turns with a free move, the roll and the bonus moves
//! (RULES §5) or a dice-chess roll before each move (VARIANTS §3),
//! results and draws (§4, §8), history by turn, and undo.

mod error;
mod outcome;
mod refusal;
mod roll;
mod shared;
mod text;
mod turns;

pub use error::GameError;
pub use outcome::{Outcome, Phase, REASONS_TS, Reason};
pub use refusal::{REFUSAL_REASONS, Refusal};
pub use shared::{RollDue, SharedDice, SharedRoll};

/// The fifty-move rule's count (half-moves, or turns where the dice make
/// a turn of several moves) at which the game is drawn.
pub(crate) const FIFTY_MOVE_DRAW: u32 = 100;

use crate::dice::{Dice, DiceKind, DiceSource, Stage, TurnState};
use crate::effects::Effects;
use crate::fen::FenPosition;
use crate::moves::Move;
use crate::position::{MoveFilter, Position};
use crate::rules::DiceRule;
use crate::rules::Rules;
use crate::san::{self, Suffix};
use crate::square::{Color, Piece, Square};

/// A move as it was played, with everything a move list or an animation
/// needs.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PlayedMove {
    /// The move itself.
    pub mv: Move,
    /// The side that played it.
    pub color: Color,
    /// Where the captured piece stood (differs from `to` for en passant).
    pub capture_square: Option<Square>,
    /// Where the captured piece was reborn; `None` if it vanished.
    pub rebirth: Option<Square>,
    /// The move removed the opponent's king for good (Circe Mate, or a king
    /// captured where kings are not reborn): it ends the game.
    pub circe_mate: bool,
    /// The die the move spent, where it spent one (castling under
    /// three-dice chess spends a 4 as well).
    pub die: Option<u8>,
    /// The move in SAN with its Circe annotations (`Bxc6(Bc8)`, `Kxd6#`).
    pub san: String,
    /// Everything the move caused (rebirths, vanishings, relocations…).
    pub effects: Effects,
}

/// One turn of the history: its side, its moves, its roll and the dice it
/// forfeited (RULES §5.4). A pass is a move ([`Move::PASS`]): chosen
/// (Vegas Fun Chess), or forced by a roll that allows no move, which is
/// then forfeited.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Turn {
    /// The side whose turn it is.
    pub color: Color,
    /// Its moves in order: the free move and the bonus moves, the moves a
    /// roll allows, or a pass.
    pub moves: Vec<PlayedMove>,
    /// The dice rolled (three after a king free move; two or one before a
    /// dice-chess move), ascending; `None` when there was no roll.
    pub roll: Option<Dice>,
    /// The dice that had no legal move when the turn ended (RULES §5.4).
    pub forfeited: Dice,
}

impl Turn {
    /// Whether the turn passed, by choice or because its roll allowed no
    /// move: its only move is a pass.
    pub fn passed(&self) -> bool {
        matches!(&self.moves[..], [m] if m.mv.is_pass())
    }

    /// Whether the turn passed because its roll allowed no move (the roll
    /// forfeited).
    pub fn is_pass(&self) -> bool {
        self.passed() && !self.forfeited.is_empty()
    }
}

/// Everything an undo restores; the remembered rolls are deliberately not
/// part of it, so that undo is never a way to re-roll.
#[derive(Clone, Debug)]
struct Snapshot {
    current: FenPosition,
    result: Option<Outcome>,
    turns_len: usize,
    last_turn: Option<Turn>,
    turn_open: bool,
    keys_len: usize,
}

/// A game of Dice Rex Circe (or of another rule set).
///
/// ```
/// use dice_rex_circe::{Game, Phase};
/// let mut game = Game::new();
/// game.play_text("e4").unwrap();
/// game.play_text("e7e5").unwrap();
/// let king = game.play_text("Ke2").unwrap();
/// assert_eq!(king.san, "Ke2");
/// assert_eq!(game.phase(), Phase::Roll);
/// game.roll_with(&[1, 5, 6]).unwrap();
/// assert_eq!(game.phase(), Phase::Bonus);
/// assert_eq!(game.dice().as_slice(), &[1, 5, 6]);
/// ```
#[derive(Clone, Debug)]
pub struct Game {
    rules: Rules,
    initial: FenPosition,
    current: FenPosition,
    source: DiceSource,
    result: Option<Outcome>,
    turns: Vec<Turn>,
    /// Whether the last entry of `turns` is the turn in progress.
    turn_open: bool,
    undo: Vec<Snapshot>,
    /// Rolls remembered by turn index, kept across undo.
    rolls: Vec<Option<Dice>>,
    /// Repetition keys of every turn start so far.
    keys: Vec<u64>,
    /// Dice from both players' secrets (see [`Game::share_dice`]).
    shared: Option<Box<SharedDice>>,
}

impl Default for Game {
    fn default() -> Game {
        Game::new()
    }
}

impl Game {
    /// A Dice Rex Circe game from the start with cryptographic dice.
    pub fn new() -> Game {
        Game::from_fen_position(
            FenPosition::start(),
            Rules::DICE_REX_CIRCE,
            DiceSource::Crypto,
        )
    }

    /// A game from the start of `rules` (castling rights where the rules
    /// castle), refusing a combination of facets the engine cannot play.
    pub fn start(rules: Rules, source: DiceSource) -> Result<Game, GameError> {
        rules.validate().map_err(|c| GameError::Rules(c.into()))?;
        Ok(Game::from_fen_position(
            FenPosition::start_for(&rules),
            rules,
            source,
        ))
    }

    /// A game from a FEN (RULES §9), under `rules`, with dice from `source`.
    pub fn from_fen(fen: &str, rules: Rules, source: DiceSource) -> Result<Game, GameError> {
        rules.validate().map_err(|c| GameError::Rules(c.into()))?;
        Ok(Game::from_fen_position(
            FenPosition::parse(fen, &rules)?,
            rules,
            source,
        ))
    }

    /// A game from a position validated under `rules` (which must pass
    /// [`Rules::validate`]).
    pub fn from_fen_position(start: FenPosition, rules: Rules, source: DiceSource) -> Game {
        let turn_start = start.turn.first() && start.turn.stage != Stage::Rolled;
        let mut game = Game {
            rules,
            initial: start.clone(),
            current: start,
            source,
            result: None,
            turns: Vec::new(),
            turn_open: false,
            undo: Vec::new(),
            rolls: Vec::new(),
            keys: Vec::new(),
            shared: None,
        };
        if let Some(loser) = game.current.king_missing() {
            game.result = Some(Outcome {
                winner: Some(loser.other()),
                reason: game.king_lost_reason(),
            });
        } else if turn_start {
            let turn = game.current.turn;
            game.begin_turn(turn, true);
        } else {
            game.open_turn();
        }
        game
    }

    /// The rule set the game is played under.
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// Where the game's rolls come from.
    pub fn dice_source(&self) -> DiceSource {
        self.source
    }

    /// The position, counters and dice field now.
    pub fn fen_position(&self) -> &FenPosition {
        &self.current
    }

    /// The position the game started from.
    pub fn initial(&self) -> &FenPosition {
        &self.initial
    }

    /// The board now: placement, side to move, castling and en passant
    /// rights, and the state some rule sets add.
    pub fn position(&self) -> &Position {
        &self.current.position
    }

    /// The position now as FEN: with the dice field (RULES §9) under rules
    /// with dice, and the extensions the position needs (docs/formats.md,
    /// "Positions").
    pub fn fen(&self) -> String {
        self.current.to_fen(&self.rules)
    }

    /// The fifty-move rule's count: turns (moves where a turn is one
    /// move) since the last pawn move or capture.
    pub(crate) fn halfmoves(&self) -> u32 {
        self.current.halfmoves
    }

    /// The side whose turn it is.
    pub fn turn(&self) -> Color {
        self.current.position.side()
    }

    /// The rules' dice rule.
    pub(crate) fn kind(&self) -> DiceRule {
        self.rules.dice
    }

    /// Where the turn stands in its dice.
    pub fn turn_state(&self) -> &TurnState {
        &self.current.turn
    }

    /// What the side to move must do now.
    pub fn phase(&self) -> Phase {
        if self.result.is_some() {
            return Phase::Over;
        }
        match self.current.turn.stage {
            Stage::Free => Phase::Move,
            Stage::Due => Phase::Roll,
            Stage::Rolled if self.kind().bonus() => Phase::Bonus,
            Stage::Rolled => Phase::Move,
        }
    }

    /// The dice that restrict the moves now, ascending (dice told apart in
    /// their order): the unused bonus dice, or the roll of a turn under
    /// way; empty otherwise.
    pub fn dice(&self) -> Dice {
        match self.phase() {
            Phase::Move | Phase::Bonus if self.current.turn.stage == Stage::Rolled => {
                self.current.turn.dice
            }
            _ => Dice::NONE,
        }
    }

    /// The result, once the game is over.
    pub fn result(&self) -> Option<Outcome> {
        self.result
    }

    /// The history by turn; the last entry may be the turn in progress.
    pub fn turns(&self) -> &[Turn] {
        &self.turns
    }

    /// Every move so far, in order.
    pub fn history(&self) -> impl Iterator<Item = &PlayedMove> {
        self.turns.iter().flat_map(|t| t.moves.iter())
    }

    fn filter(&self) -> Option<MoveFilter> {
        match self.phase() {
            Phase::Move | Phase::Bonus => Some(self.kind().filter(&self.current.turn)),
            Phase::Roll | Phase::Over => None,
        }
    }

    /// The move filter of the current phase (every move when none is due).
    pub(crate) fn move_filter(&self) -> MoveFilter {
        self.filter().unwrap_or(MoveFilter::ALL)
    }

    /// The repetition keys of every turn start a move led to so far.
    pub(crate) fn repetition_keys(&self) -> &[u64] {
        &self.keys
    }

    /// The moves allowed now, a pass where the rules allow one by choice
    /// ([`Move::PASS`], last): every legal move for a free move, the moves
    /// the dice allow for a bonus move or a dice-chess move, none
    /// otherwise.
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut moves = self.board_moves();
        if self.may_pass() {
            moves.push(Move::PASS);
        }
        moves
    }

    /// [`Game::legal_moves`] without the pass: the moves made on the board.
    pub fn board_moves(&self) -> Vec<Move> {
        match self.phase() {
            Phase::Move | Phase::Bonus => {
                self.kind()
                    .legal(&self.current.position, &self.rules, &self.current.turn)
            }
            Phase::Roll | Phase::Over => Vec::new(),
        }
    }

    /// Whether the side to move is in check: its king could be captured
    /// (VARIANTS C1). Always false in rule sets without check.
    pub fn in_check(&self) -> bool {
        self.rules.check && self.current.position.in_check(&self.rules)
    }

    /// Where the piece on `sq` would be reborn if captured now (`None`:
    /// it would vanish, or the square is empty).
    pub fn rebirth_if_captured(&self, sq: Square) -> Option<Square> {
        self.current.position.rebirth_if_captured(&self.rules, sq)
    }

    /// The die that `m`, one of the moves allowed now, spends (castling
    /// under three-dice chess spends a 4 as well); `None` for a move that
    /// spends none.
    pub fn die_of(&self, m: &Move) -> Option<u8> {
        let dice = self.current.turn.dice;
        if dice.is_empty() {
            return None;
        }
        let spent = self.kind().spends(&dice, m);
        let faces = || {
            dice.as_slice()
                .iter()
                .enumerate()
                .filter(|&(i, _)| spent & (1 << i) != 0)
                .map(|(_, &f)| f)
        };
        // The moving piece's own die where it spent one (castling: the 6).
        faces()
            .find(|&f| f == m.role.die())
            .or_else(|| faces().next())
    }

    /// Whether the move now clears the opponent's en passant rights: the
    /// turn's first move (a free move, or a dice-chess turn's first), which
    /// alone may take en passant.
    pub(crate) fn first_of_turn(&self) -> bool {
        matches!(self.phase(), Phase::Move | Phase::Bonus)
            && self.kind().clears_ep(&self.current.turn)
    }

    /// In a turn of several moves (dice chess by number of moves or by
    /// piece and count), the moves still to make in the turn rolled, this
    /// one included (four at most); 0 otherwise.
    pub fn moves_left(&self) -> u8 {
        match self.phase() {
            Phase::Move => self.current.turn.moves_left,
            _ => 0,
        }
    }

    /// Where one unit makes the turn (dice chess by piece and count), once
    /// the turn's first move is made, the square of that unit.
    pub fn turn_unit(&self) -> Option<Square> {
        self.current
            .turn
            .unit
            .filter(|_| self.phase() == Phase::Move && !self.current.turn.first())
    }

    /// The SAN of a legal move in the current position.
    pub fn san(&self, m: &Move) -> String {
        let mut san = String::new();
        self.preview(m, &self.legal_moves(), &mut san);
        san
    }

    /// What a legal move would cause if played now, without playing it;
    /// its SAN is appended to `san`. `legal` is [`Game::legal_moves`],
    /// passed in so that listing every move's SAN generates them once.
    pub fn preview(&self, m: &Move, legal: &[Move], san: &mut String) -> Effects {
        self.preview_at(m, legal, self.first_of_turn(), san)
    }

    /// [`Game::preview`] with the phase's `first_of_turn` given, for
    /// callers that preview every legal move.
    pub(crate) fn preview_at(
        &self,
        m: &Move,
        legal: &[Move],
        first: bool,
        san: &mut String,
    ) -> Effects {
        if m.is_pass() {
            san.push_str(crate::san::PASS);
            return Effects::default();
        }
        if !self.rules.check && self.rules.plain_rebirth() {
            // Without check the SAN needs only the capture's effect, which
            // these rules decide without playing the move.
            let effects = self.current.position.plain_effects(&self.rules, m);
            let cx = san::Context {
                suffix: if effects.circe_mate {
                    Suffix::Mate
                } else {
                    Suffix::None
                },
                pawn_rivals: false,
            };
            san::write_to(san, m, legal, &effects, cx);
            return effects;
        }
        let mut after = self.current.position.clone();
        let effects = after.play(&self.rules, m, first);
        san::write_to(san, m, legal, &effects, self.san_context(&after, &effects));
        effects
    }

    /// How the SAN of a move leading to `after` is written: its mark, and
    /// whether pawns need their rank or square (Mars, Anti-Mars).
    fn san_context(&self, after: &Position, effects: &Effects) -> san::Context {
        san::Context {
            suffix: self.suffix(after, effects),
            pawn_rivals: self.rules.movement != crate::rules::Movement::Orthodox,
        }
    }

    fn suffix(&self, after: &Position, effects: &Effects) -> Suffix {
        if effects.circe_mate {
            return Suffix::Mate;
        }
        if !self.rules.check {
            return Suffix::None;
        }
        let mut next = after.clone();
        next.pass_turn();
        if !next.in_check(&self.rules) {
            Suffix::None
        } else if next.legal_moves(&self.rules, MoveFilter::ALL).is_empty() {
            Suffix::Mate
        } else {
            Suffix::Check
        }
    }

    /// Plays a move given as UCI or SAN text.
    pub fn play_text(&mut self, text: &str) -> Result<PlayedMove, GameError> {
        let m = self.parse_move(text)?;
        let legal = self.legal_moves();
        Ok(self.play_legal(m, legal))
    }

    /// Plays a move, checking that it is one of [`Game::legal_moves`].
    pub fn play(&mut self, m: &Move) -> Result<PlayedMove, GameError> {
        if matches!(self.phase(), Phase::Roll | Phase::Over) {
            return Err(GameError::Phase {
                action: "move",
                phase: self.phase(),
            });
        }
        let legal = self.legal_moves();
        if !legal.contains(m) {
            return Err(GameError::Illegal {
                text: m.to_string(),
                reason: self.why_illegal(m.from, m.to, m.promotion),
            });
        }
        Ok(self.play_legal(*m, legal))
    }

    fn snapshot(&self) -> Snapshot {
        Snapshot {
            current: self.current.clone(),
            result: self.result,
            turns_len: self.turns.len(),
            last_turn: self.turns.last().cloned(),
            turn_open: self.turn_open,
            keys_len: self.keys.len(),
        }
    }

    /// Starts the history entry of the turn in progress, if not yet done.
    fn open_turn(&mut self) {
        if !self.turn_open {
            self.turns.push(Turn {
                color: self.turn(),
                moves: Vec::new(),
                roll: None,
                forfeited: Dice::NONE,
            });
            self.turn_open = true;
        }
    }

    /// Why a king lost for good ends the game: Circe Mate where kings are
    /// reborn (or vanish by the rule, as under Anticirce), a king captured
    /// elsewhere.
    fn king_lost_reason(&self) -> Reason {
        if self.rules.circe_mate() {
            Reason::CirceMate
        } else {
            Reason::KingCaptured
        }
    }

    /// Takes back the last move (a king move takes its roll with it, a
    /// move takes back the forced passes that followed it), or a
    /// resignation or agreed draw. Returns false when there is nothing to
    /// undo.
    pub fn undo(&mut self) -> bool {
        let Some(s) = self.undo.pop() else {
            return false;
        };
        self.current = s.current;
        self.result = s.result;
        self.turns.truncate(s.turns_len);
        if let (Some(turn), Some(last)) = (s.last_turn, self.turns.last_mut()) {
            *last = turn;
        }
        self.turn_open = s.turn_open;
        self.keys.truncate(s.keys_len);
        if self.phase() != Phase::Roll {
            self.spend_pending_secrets();
        }
        true
    }

    /// The side `color` resigns: the opponent wins.
    pub fn resign(&mut self, color: Color) -> Result<(), GameError> {
        self.end_by_agreement(
            Outcome {
                winner: Some(color.other()),
                reason: Reason::Resignation,
            },
            "resign",
        )
    }

    /// The players agree to a draw.
    pub fn agree_draw(&mut self) -> Result<(), GameError> {
        self.end_by_agreement(
            Outcome {
                winner: None,
                reason: Reason::Agreement,
            },
            "agree to a draw",
        )
    }

    fn end_by_agreement(
        &mut self,
        outcome: Outcome,
        action: &'static str,
    ) -> Result<(), GameError> {
        if self.result.is_some() {
            return Err(GameError::Phase {
                action,
                phase: Phase::Over,
            });
        }
        self.undo.push(self.snapshot());
        self.result = Some(outcome);
        Ok(())
    }

    /// Sets the result of a game whose record says how it ended.
    pub(crate) fn set_result(&mut self, outcome: Outcome) {
        self.result = Some(outcome);
    }

    /// The number of moves that [`Game::undo`] can take back.
    pub fn undo_depth(&self) -> usize {
        self.undo.len()
    }

    /// The piece standing on a square.
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        self.current.position.piece_at(sq)
    }
}
