//! The game: turns with a free move, the roll and the bonus moves
//! (RULES §5), results and draws (§4, §8), history by turn, and undo.

use crate::bitboard::Bitboard;
use crate::dice::{Dice, DiceError, DiceSource};
use crate::fen::{DiceField, FenError, Setup};
use crate::moves::{Move, MoveKind, Uci};
use crate::position::{Effects, MoveFilter, Position};
use crate::rules::{DiceRule, Rules};
use crate::san::{self, San, SanSyntaxError, Suffix};
use crate::square::{Color, Piece, Role, Square};
use crate::zobrist;
use std::fmt;

/// What the side to move must do now.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Phase {
    /// A free move is due.
    Move,
    /// The free move was a king move: the dice must be rolled.
    Roll,
    /// Bonus moves are due, one per unused die.
    Bonus,
    /// The game has a result.
    Over,
}

impl Phase {
    pub const fn name(self) -> &'static str {
        match self {
            Phase::Move => "move",
            Phase::Roll => "roll",
            Phase::Bonus => "bonus",
            Phase::Over => "over",
        }
    }
}

impl fmt::Display for Phase {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Why a game ended, as a fixed code the app translates.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Reason {
    CirceMate,
    Checkmate,
    Stalemate,
    Repetition,
    /// 100 turns without a pawn move or capture (Dice Rex Circe).
    FiftyTurns,
    /// The orthodox fifty-move rule.
    FiftyMoves,
    InsufficientMaterial,
    Resignation,
    Agreement,
}

impl Reason {
    pub const ALL: [Reason; 9] = [
        Reason::CirceMate,
        Reason::Checkmate,
        Reason::Stalemate,
        Reason::Repetition,
        Reason::FiftyTurns,
        Reason::FiftyMoves,
        Reason::InsufficientMaterial,
        Reason::Resignation,
        Reason::Agreement,
    ];

    pub const fn code(self) -> &'static str {
        match self {
            Reason::CirceMate => "circe-mate",
            Reason::Checkmate => "checkmate",
            Reason::Stalemate => "stalemate",
            Reason::Repetition => "repetition",
            Reason::FiftyTurns => "fifty-turns",
            Reason::FiftyMoves => "fifty-moves",
            Reason::InsufficientMaterial => "insufficient-material",
            Reason::Resignation => "resignation",
            Reason::Agreement => "agreement",
        }
    }

    pub fn from_code(code: &str) -> Option<Reason> {
        Some(match code {
            "circe-mate" => Reason::CirceMate,
            "checkmate" => Reason::Checkmate,
            "stalemate" => Reason::Stalemate,
            "repetition" => Reason::Repetition,
            "fifty-turns" => Reason::FiftyTurns,
            "fifty-moves" => Reason::FiftyMoves,
            "insufficient-material" => Reason::InsufficientMaterial,
            "resignation" => Reason::Resignation,
            "agreement" => Reason::Agreement,
            _ => return None,
        })
    }
}

/// A finished game: the winner (`None` for a draw) and why.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Outcome {
    pub winner: Option<Color>,
    pub reason: Reason,
}

impl Outcome {
    /// The PGN result token: `1-0`, `0-1` or `1/2-1/2`.
    pub fn pgn(&self) -> &'static str {
        match self.winner {
            Some(Color::White) => "1-0",
            Some(Color::Black) => "0-1",
            None => "1/2-1/2",
        }
    }
}

/// A move as it was played, with everything a move list or an animation
/// needs.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PlayedMove {
    pub mv: Move,
    pub color: Color,
    /// Where the captured piece stood (differs from `to` for en passant).
    pub capture_square: Option<Square>,
    /// Where the captured piece was reborn; `None` if it vanished.
    pub rebirth: Option<Square>,
    pub circe_mate: bool,
    /// The die the move used (bonus moves only).
    pub die: Option<u8>,
    pub san: String,
}

/// One turn of the history: its side, its moves, its roll and the dice it
/// forfeited (RULES §5.4).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Turn {
    pub color: Color,
    pub moves: Vec<PlayedMove>,
    pub roll: Option<Dice>,
    pub forfeited: Dice,
}

/// Why an action was refused. The game is unchanged after any error.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameError {
    Fen(FenError),
    /// Text that is neither UCI nor SAN.
    Syntax(SanSyntaxError),
    /// A well-formed move that is not legal now.
    Illegal {
        text: String,
        reason: String,
    },
    /// A SAN move that fits several legal moves.
    Ambiguous(String),
    /// The action does not fit the phase.
    Phase {
        action: &'static str,
        phase: Phase,
    },
    Dice(DiceError),
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameError::Fen(e) => e.fmt(f),
            GameError::Syntax(e) => e.fmt(f),
            GameError::Illegal { text, reason } => write!(f, "illegal move '{text}': {reason}"),
            GameError::Ambiguous(text) => {
                write!(
                    f,
                    "ambiguous move '{text}': name the file or rank it comes from"
                )
            }
            GameError::Phase { action, phase } => {
                let now = match phase {
                    Phase::Move => "a free move is due",
                    Phase::Roll => "the dice must be rolled first",
                    Phase::Bonus => "bonus moves are due",
                    Phase::Over => "the game is over",
                };
                write!(f, "cannot {action}: {now}")
            }
            GameError::Dice(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for GameError {}

impl From<FenError> for GameError {
    fn from(e: FenError) -> GameError {
        GameError::Fen(e)
    }
}

impl From<DiceError> for GameError {
    fn from(e: DiceError) -> GameError {
        GameError::Dice(e)
    }
}

/// Everything an undo restores; the remembered rolls are deliberately not
/// part of it, so that undo is never a way to re-roll.
#[derive(Clone, Debug)]
struct Snapshot {
    setup: Setup,
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
    initial: Setup,
    setup: Setup,
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
}

impl Default for Game {
    fn default() -> Game {
        Game::new()
    }
}

impl Game {
    /// A Dice Rex Circe game from the start with cryptographic dice.
    pub fn new() -> Game {
        Game::from_setup(Setup::start(), Rules::DICE_REX_CIRCE, DiceSource::Crypto)
    }

    /// A game from a FEN (RULES §9), under `rules`, with dice from `source`.
    pub fn from_fen(fen: &str, rules: Rules, source: DiceSource) -> Result<Game, GameError> {
        Ok(Game::from_setup(Setup::parse(fen, &rules)?, rules, source))
    }

    /// A game from a validated setup.
    pub fn from_setup(setup: Setup, rules: Rules, source: DiceSource) -> Game {
        let mut game = Game {
            rules,
            initial: setup,
            setup,
            source,
            result: None,
            turns: Vec::new(),
            turn_open: false,
            undo: Vec::new(),
            rolls: Vec::new(),
            keys: Vec::new(),
        };
        if let Some(loser) = setup.king_missing() {
            game.result = Some(Outcome {
                winner: Some(loser.other()),
                reason: Reason::CirceMate,
            });
        } else if setup.dice == DiceField::FreeMove {
            game.start_turn();
        } else {
            game.turns.push(Turn {
                color: setup.position.side(),
                moves: Vec::new(),
                roll: None,
                forfeited: Dice::NONE,
            });
            game.turn_open = true;
        }
        game
    }

    pub fn rules(&self) -> Rules {
        self.rules
    }

    pub fn dice_source(&self) -> DiceSource {
        self.source
    }

    /// The position, counters and dice field now.
    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    /// The setup the game started from.
    pub fn initial(&self) -> &Setup {
        &self.initial
    }

    pub fn position(&self) -> &Position {
        &self.setup.position
    }

    pub fn fen(&self) -> String {
        self.setup.to_fen(&self.rules)
    }

    /// The side whose turn it is.
    pub fn turn(&self) -> Color {
        self.setup.position.side()
    }

    pub fn phase(&self) -> Phase {
        if self.result.is_some() {
            return Phase::Over;
        }
        match self.setup.dice {
            DiceField::FreeMove => Phase::Move,
            DiceField::Roll => Phase::Roll,
            DiceField::Bonus(_) => Phase::Bonus,
        }
    }

    /// The unused dice of this turn, ascending; empty outside the bonus phase.
    pub fn dice(&self) -> Dice {
        match (self.phase(), self.setup.dice) {
            (Phase::Bonus, DiceField::Bonus(d)) => d,
            _ => Dice::NONE,
        }
    }

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
            Phase::Move => Some(MoveFilter::ALL),
            Phase::Bonus => Some(MoveFilter::dice(self.dice().as_slice())),
            Phase::Roll | Phase::Over => None,
        }
    }

    /// The move filter of the current phase (every move when none is due).
    pub(crate) fn move_filter(&self) -> MoveFilter {
        self.filter().unwrap_or(MoveFilter::ALL)
    }

    /// The repetition keys of every turn start so far.
    pub(crate) fn repetition_keys(&self) -> &[u64] {
        &self.keys
    }

    /// The moves allowed now: every legal move for a free move, the moves
    /// of the unused dice's pieces for a bonus move, none otherwise.
    pub fn legal_moves(&self) -> Vec<Move> {
        match self.filter() {
            Some(f) => self.setup.position.legal_moves(&self.rules, f),
            None => Vec::new(),
        }
    }

    /// Where the piece on `sq` would be reborn if captured now (`None`:
    /// it would vanish, or the square is empty).
    pub fn rebirth_if_captured(&self, sq: Square) -> Option<Square> {
        self.setup.position.rebirth_if_captured(&self.rules, sq)
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
        let mut after = self.setup.position;
        let effects = after.play(&self.rules, m, self.phase() == Phase::Move);
        san::write_to(san, m, legal, &effects, self.suffix(&after, &effects));
        effects
    }

    fn suffix(&self, after: &Position, effects: &Effects) -> Suffix {
        if effects.circe_mate {
            return Suffix::Mate;
        }
        if !self.rules.check {
            return Suffix::None;
        }
        let mut next = *after;
        next.pass_turn();
        if !next.in_check() {
            Suffix::None
        } else if next.legal_moves(&self.rules, MoveFilter::ALL).is_empty() {
            Suffix::Mate
        } else {
            Suffix::Check
        }
    }

    /// Finds the legal move that UCI or SAN text names.
    pub fn parse_move(&self, text: &str) -> Result<Move, GameError> {
        let text = text.trim();
        let legal = self.legal_moves();
        let illegal = |reason: &str| GameError::Illegal {
            text: text.to_string(),
            reason: reason.to_string(),
        };
        if let Some(uci) = Uci::parse(text) {
            let m = legal.iter().find(|m| uci.matches(m));
            return match m {
                Some(m) => Ok(*m),
                None if self.phase() == Phase::Roll || self.phase() == Phase::Over => {
                    Err(GameError::Phase {
                        action: "move",
                        phase: self.phase(),
                    })
                }
                None => Err(illegal(&self.why_illegal(uci.from, uci.to, uci.promotion))),
            };
        }
        let san = San::parse(text).map_err(GameError::Syntax)?;
        if matches!(self.phase(), Phase::Roll | Phase::Over) {
            return Err(GameError::Phase {
                action: "move",
                phase: self.phase(),
            });
        }
        let found: Vec<&Move> = legal.iter().filter(|m| san.matches(m)).collect();
        match found.as_slice() {
            [m] => {
                if let Some((role, home)) = san.rebirth {
                    let mut after = self.setup.position;
                    let effects = after.play(&self.rules, m, self.phase() == Phase::Move);
                    let actual = effects
                        .rebirth
                        .zip(effects.captured)
                        .map(|(h, (p, _))| (p.role, h));
                    if actual != Some((role, home)) {
                        return Err(illegal(&match actual {
                            Some((r, h)) => {
                                format!("the captured piece is reborn as {}{h}", r.upper())
                            }
                            None => "no piece is reborn by this move".to_string(),
                        }));
                    }
                }
                Ok(**m)
            }
            [] => Err(illegal(&self.why_illegal_san(&san))),
            _ => Err(GameError::Ambiguous(text.to_string())),
        }
    }

    fn why_illegal(&self, from: Square, to: Square, promotion: Option<Role>) -> String {
        let pos = &self.setup.position;
        let Some(piece) = pos.piece_at(from) else {
            return format!("there is no piece on {from}");
        };
        if piece.color != self.turn() {
            return format!("the piece on {from} is not {}'s", self.turn());
        }
        if let Some(reason) = self.die_reason(piece.role) {
            return reason;
        }
        let all = pos.legal_moves(&self.rules, self.filter().unwrap_or(MoveFilter::ALL));
        let to_square: Vec<&Move> = all
            .iter()
            .filter(|m| m.from == from && m.to == to)
            .collect();
        if !to_square.is_empty() {
            return match promotion {
                None => format!("{to} needs a promotion piece: add q, r, b or n ({from}{to}q)"),
                Some(_) if to_square.iter().all(|m| m.promotion.is_none()) => {
                    format!("{from}{to} is not a promotion: leave out the piece letter")
                }
                Some(_) => {
                    "a pawn promotes to a queen, rook, bishop or knight (q, r, b or n)".to_string()
                }
            };
        }
        format!(
            "the {} on {from} cannot move to {to}",
            role_name(piece.role)
        )
    }

    fn why_illegal_san(&self, san: &San) -> String {
        if let Some(reason) = self.die_reason(san.role) {
            return reason;
        }
        match san.castle {
            Some(_) if !self.rules.castling => "there is no castling in these rules".to_string(),
            Some(_) => "castling is not possible now".to_string(),
            None if san.promotion.is_none()
                && self.legal_moves().iter().any(|m| {
                    m.promotion.is_some()
                        && San {
                            promotion: m.promotion,
                            ..*san
                        }
                        .matches(m)
                }) =>
            {
                format!("{} needs a promotion piece: add =Q, =R, =B or =N", san.to)
            }
            None => format!("no {} can move to {}", role_name(san.role), san.to),
        }
    }

    /// Why a role may not move in the bonus phase, if that is the reason.
    fn die_reason(&self, role: Role) -> Option<String> {
        (self.phase() == Phase::Bonus && !self.dice().contains(role.die())).then(|| {
            format!(
                "no unused die shows {} (a {}); unused dice: {}",
                role.die(),
                role_name(role),
                self.dice()
            )
        })
    }

    /// Plays a move given as UCI or SAN text.
    pub fn play_text(&mut self, text: &str) -> Result<PlayedMove, GameError> {
        let m = self.parse_move(text)?;
        Ok(self.play_legal(m))
    }

    /// Plays a move, checking that it is one of [`Game::legal_moves`].
    pub fn play(&mut self, m: &Move) -> Result<PlayedMove, GameError> {
        if matches!(self.phase(), Phase::Roll | Phase::Over) {
            return Err(GameError::Phase {
                action: "move",
                phase: self.phase(),
            });
        }
        if !self.legal_moves().contains(m) {
            return Err(GameError::Illegal {
                text: m.to_string(),
                reason: self.why_illegal(m.from, m.to, m.promotion),
            });
        }
        Ok(self.play_legal(*m))
    }

    fn snapshot(&self) -> Snapshot {
        Snapshot {
            setup: self.setup,
            result: self.result,
            turns_len: self.turns.len(),
            last_turn: self.turns.last().cloned(),
            turn_open: self.turn_open,
            keys_len: self.keys.len(),
        }
    }

    fn play_legal(&mut self, m: Move) -> PlayedMove {
        let phase = self.phase();
        let legal = self.legal_moves();
        self.undo.push(self.snapshot());
        if !self.turn_open {
            self.turns.push(Turn {
                color: self.turn(),
                moves: Vec::new(),
                roll: None,
                forfeited: Dice::NONE,
            });
            self.turn_open = true;
        }
        let us = self.turn();
        let effects = self
            .setup
            .position
            .play(&self.rules, &m, phase == Phase::Move);
        let suffix = self.suffix(&self.setup.position, &effects);
        let mut die = None;
        if let DiceField::Bonus(mut dice) = self.setup.dice {
            dice.remove(m.role.die());
            die = Some(m.role.die());
            self.setup.dice = DiceField::Bonus(dice);
        }
        if m.role == Role::Pawn || m.capture.is_some() {
            self.setup.halfmoves = 0;
        }
        let played = PlayedMove {
            mv: m,
            color: us,
            capture_square: effects.captured.map(|(_, sq)| sq),
            rebirth: effects.rebirth,
            circe_mate: effects.circe_mate,
            die,
            san: san::write(&m, &legal, &effects, suffix),
        };
        if let Some(turn) = self.turns.last_mut() {
            turn.moves.push(played.clone());
        }

        if effects.circe_mate {
            // The capture wins at once; unused dice are void (RULES §4), and
            // no en passant right survives a finished game.
            self.setup.dice = DiceField::FreeMove;
            self.setup.position.set_ep_targets(Bitboard::EMPTY);
            self.result = Some(Outcome {
                winner: Some(us),
                reason: Reason::CirceMate,
            });
        } else if phase == Phase::Move {
            if m.role == Role::King && self.rules.dice == DiceRule::ThreeAfterKingMove {
                self.setup.dice = DiceField::Roll;
            } else {
                self.end_turn(Dice::NONE);
            }
        } else {
            self.after_bonus_move();
        }
        played
    }

    /// Passes the turn when no unused die has a legal move (RULES §5.4).
    fn after_bonus_move(&mut self) {
        let dice = self.dice();
        if dice.is_empty() || self.legal_moves().is_empty() {
            self.end_turn(dice);
        }
    }

    fn end_turn(&mut self, forfeited: Dice) {
        let turn = self.turns.last_mut().expect("a turn in progress");
        turn.forfeited = forfeited;
        let reset = turn
            .moves
            .iter()
            .any(|p| p.mv.role == Role::Pawn || p.mv.capture.is_some());
        if !reset {
            self.setup.halfmoves = self.setup.halfmoves.saturating_add(1);
        }
        if self.turn() == Color::Black {
            self.setup.fullmoves = self.setup.fullmoves.saturating_add(1);
        }
        self.setup.position.pass_turn();
        self.setup.dice = DiceField::FreeMove;
        self.turn_open = false;
        self.start_turn();
    }

    /// Records the repetition key of a turn start and ends the game when
    /// the side to move has no move or a draw rule applies (RULES §8).
    fn start_turn(&mut self) {
        let pos = self.setup.position;
        let moves = pos.legal_moves(&self.rules, MoveFilter::ALL);
        let ep = moves
            .iter()
            .filter(|m| m.kind == MoveKind::EnPassant)
            .fold(Bitboard::EMPTY, |b, m| b.with(m.to));
        let key = zobrist::key(&pos, ep);
        self.keys.push(key);
        let draw = |reason| {
            Some(Outcome {
                winner: None,
                reason,
            })
        };
        self.result = if moves.is_empty() {
            if self.rules.check && pos.in_check() {
                Some(Outcome {
                    winner: Some(pos.side().other()),
                    reason: Reason::Checkmate,
                })
            } else {
                draw(Reason::Stalemate)
            }
        } else if self.rules.insufficient_material_draws() && insufficient_material(&pos) {
            draw(Reason::InsufficientMaterial)
        } else if self.keys.iter().filter(|&&k| k == key).count() >= 3 {
            draw(Reason::Repetition)
        } else if self.setup.halfmoves >= 100 {
            draw(if self.rules.has_dice() {
                Reason::FiftyTurns
            } else {
                Reason::FiftyMoves
            })
        } else {
            None
        };
    }

    /// Rolls the three dice after a king free move. A roll already made at
    /// this turn (before an undo) is given again.
    pub fn roll(&mut self) -> Result<Dice, GameError> {
        self.expect_roll("roll the dice")?;
        let index = self.turns.len() - 1;
        let dice = match self.rolls.get(index).copied().flatten() {
            Some(d) => d,
            None => Dice::roll(&self.source.roll(index as u64)?)?,
        };
        Ok(self.apply_roll(index, dice))
    }

    /// Takes physical dice as entered: exactly three faces 1–6.
    pub fn roll_with(&mut self, faces: &[u8]) -> Result<Dice, GameError> {
        self.expect_roll("enter dice")?;
        let dice = Dice::roll(faces)?;
        Ok(self.apply_roll(self.turns.len() - 1, dice))
    }

    fn expect_roll(&self, action: &'static str) -> Result<(), GameError> {
        match self.phase() {
            Phase::Roll => Ok(()),
            phase => Err(GameError::Phase { action, phase }),
        }
    }

    fn apply_roll(&mut self, index: usize, dice: Dice) -> Dice {
        if self.rolls.len() <= index {
            self.rolls.resize(index + 1, None);
        }
        self.rolls[index] = Some(dice);
        if let Some(turn) = self.turns.last_mut() {
            turn.roll = Some(dice);
        }
        self.setup.dice = DiceField::Bonus(dice);
        self.after_bonus_move();
        dice
    }

    /// Takes back the last move (a king free move takes its roll with it),
    /// or a resignation or agreed draw. Returns false when there is nothing
    /// to undo.
    pub fn undo(&mut self) -> bool {
        let Some(s) = self.undo.pop() else {
            return false;
        };
        self.setup = s.setup;
        self.result = s.result;
        self.turns.truncate(s.turns_len);
        if let (Some(turn), Some(last)) = (s.last_turn, self.turns.last_mut()) {
            *last = turn;
        }
        self.turn_open = s.turn_open;
        self.keys.truncate(s.keys_len);
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
        self.setup.position.piece_at(sq)
    }
}

fn role_name(role: Role) -> &'static str {
    match role {
        Role::Pawn => "pawn",
        Role::Knight => "knight",
        Role::Bishop => "bishop",
        Role::Rook => "rook",
        Role::Queen => "queen",
        Role::King => "king",
    }
}

/// Orthodox dead positions by material: bare kings, a lone minor piece,
/// or bishops all on squares of one colour.
fn insufficient_material(pos: &Position) -> bool {
    let heavy = pos.by_role(Role::Pawn) | pos.by_role(Role::Rook) | pos.by_role(Role::Queen);
    if heavy.any() {
        return false;
    }
    let knights = pos.by_role(Role::Knight);
    let bishops = pos.by_role(Role::Bishop);
    if (knights | bishops).count() <= 1 {
        return true;
    }
    knights.is_empty()
        && ((bishops & Bitboard::DARK).is_empty() || (bishops & !Bitboard::DARK).is_empty())
}

impl GameError {
    /// The error's code at the JavaScript boundary (the `code` of the
    /// thrown `Error`; README, "Errors").
    pub fn code(&self) -> &'static str {
        match self {
            GameError::Fen(e) => e.code(),
            GameError::Syntax(_) => "bad-move",
            GameError::Illegal { .. } => "illegal-move",
            GameError::Ambiguous(_) => "ambiguous-move",
            GameError::Phase {
                phase: Phase::Over, ..
            } => "game-over",
            GameError::Phase { .. } => "wrong-phase",
            GameError::Dice(e) => e.code(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reason_codes_round_trip() {
        for r in Reason::ALL {
            assert_eq!(Reason::from_code(r.code()), Some(r));
        }
        assert_eq!(Reason::from_code("mate"), None);
    }
}
