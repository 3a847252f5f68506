//! The turn machine: a move played, the bonus moves after a roll, the
//! end of a turn and the start of the next, with its results and draws
//! (RULES §4, §5, §8; VARIANTS §3), and Vegas Fun Chess's pass by choice.

use super::{Game, GameError, Outcome, Phase, PlayedMove, Reason};
use crate::bitboard::Bitboard;
use crate::dice::Dice;
use crate::fen::DiceField;
use crate::moves::{Move, MoveKind};
use crate::position::{MoveFilter, Position};
use crate::rules::DiceRule;
use crate::san;
use crate::square::{Color, Role};
use crate::zobrist;

impl Game {
    /// Plays `m`, one of `legal` (the moves allowed now).
    pub(super) fn play_legal(&mut self, m: Move, legal: Vec<Move>) -> PlayedMove {
        let phase = self.phase();
        let first = self.first_of_turn();
        // Vegas Fun Chess: the player who gave this check skips the roll
        // of its next turn.
        let checked = self.rules.dice.free_turns() && self.in_check();
        self.undo.push(self.snapshot());
        self.open_turn();
        let us = self.turn();
        let effects = self.current.position.play(&self.rules, &m, first);
        let suffix = self.san_context(&self.current.position, &effects);
        let gave_check = suffix.suffix != san::Suffix::None;
        let mut die = None;
        if let (Phase::Bonus, DiceField::Bonus(mut dice)) = (phase, self.current.dice) {
            dice.remove(m.role.die());
            die = Some(m.role.die());
            self.current.dice = DiceField::Bonus(dice);
        }
        if m.role == Role::Pawn || m.capture.is_some() {
            self.current.halfmoves = 0;
        }
        let played = PlayedMove {
            mv: m,
            color: us,
            capture_square: effects.captured.map(|(_, sq)| sq),
            rebirth: effects.rebirth,
            circe_mate: effects.circe_mate,
            die,
            san: san::write(&m, &legal, &effects, suffix),
            effects,
        };
        if let Some(turn) = self.turns.last_mut() {
            turn.moves.push(played.clone());
        }

        if effects.circe_mate {
            // The capture wins at once; unused dice are void (RULES §4), and
            // no en passant right survives a finished game.
            self.current.dice = DiceField::FreeMove;
            self.current.position.set_ep_targets(Bitboard::EMPTY);
            self.result = Some(Outcome {
                winner: Some(us),
                reason: self.king_lost_reason(),
            });
        } else if phase == Phase::Move
            && m.role == Role::King
            && self.rules.dice == DiceRule::ThreeAfterKingMove
        {
            self.current.dice = DiceField::Roll;
        } else if phase == Phase::Bonus {
            self.after_bonus_move();
        } else if self.rules.dice == DiceRule::MovesPerTurn {
            self.after_one_of_several(gave_check);
        } else if self.rules.dice == DiceRule::PieceAndCount {
            // One unit makes the turn; a promotion or castling ends it.
            self.current.unit = Some(m.to);
            self.after_one_of_several(gave_check || self.rules.dice.move_ends_turn(&m));
        } else {
            self.end_turn_free(Dice::NONE, checked);
        }
        played
    }

    /// Dice chess by number of moves or by piece and count (VARIANTS §E):
    /// the turn goes on while moves are left, unless the move ended it (a
    /// check; by piece and count also a promotion or castling) or no move
    /// remains.
    fn after_one_of_several(&mut self, ends: bool) {
        self.current.moves_left = self.current.moves_left.saturating_sub(1);
        if self.current.moves_left == 0 || ends || self.legal_moves().is_empty() {
            self.end_turn(Dice::NONE);
        }
    }

    /// Passes the turn when no unused die has a legal move (RULES §5.4).
    pub(super) fn after_bonus_move(&mut self) {
        let dice = self.dice();
        if dice.is_empty() || self.legal_moves().is_empty() {
            self.end_turn(dice);
        }
    }

    pub(super) fn end_turn(&mut self, forfeited: Dice) {
        self.end_turn_free(forfeited, false);
    }

    /// Ends the turn; under Vegas Fun Chess the next turn has no roll when
    /// `free_next` (the side that moved was in check: the opponent gave
    /// it) or when the next side is in check.
    fn end_turn_free(&mut self, forfeited: Dice, free_next: bool) {
        let Some(turn) = self.turns.last_mut() else {
            return;
        };
        turn.forfeited = forfeited;
        let reset = turn
            .moves
            .iter()
            .any(|p| p.mv.role == Role::Pawn || p.mv.capture.is_some());
        let passed = turn.moves.is_empty();
        if !reset {
            self.current.halfmoves = self.current.halfmoves.saturating_add(1);
        }
        if self.turn() == Color::Black {
            self.current.fullmoves = self.current.fullmoves.saturating_add(1);
        }
        // A pass loses en passant rights as a move would (VARIANTS §3).
        if passed {
            self.current.position.set_ep_targets(Bitboard::EMPTY);
        }
        self.current.position.pass_turn();
        self.current.dice = DiceField::FreeMove;
        self.current.moves_left = 0;
        self.current.unit = None;
        self.turn_open = false;
        self.start_turn(free_next);
    }

    /// Records the repetition key of a turn start and ends the game when
    /// the side to move has no move or a draw rule applies (RULES §8,
    /// VARIANTS C6); in dice chess, the dice are then to be rolled (the position written with
    /// `?`, also when it ends the game).
    pub(super) fn start_turn(&mut self, free: bool) {
        let pos = &self.current.position;
        let moves = pos.legal_moves(&self.rules, MoveFilter::ALL);
        let ep = moves
            .iter()
            .filter(|m| m.kind == MoveKind::EnPassant)
            .fold(Bitboard::EMPTY, |b, m| b.with(m.to));
        let key = zobrist::key(pos, ep);
        self.keys.push(key);
        let draw = |reason| {
            Some(Outcome {
                winner: None,
                reason,
            })
        };
        let bare_kings = pos.occupied().count() == 2 && pos.by_role(Role::King).count() == 2;
        self.result = if moves.is_empty() {
            if self.rules.check && pos.in_check(&self.rules) {
                Some(Outcome {
                    winner: Some(pos.side().other()),
                    reason: Reason::Checkmate,
                })
            } else {
                draw(Reason::Stalemate)
            }
        } else if (self.rules.bare_kings_draw() && bare_kings)
            || (self.rules.insufficient_material_draws() && insufficient_material(pos))
        {
            draw(Reason::InsufficientMaterial)
        } else if self.keys.iter().filter(|&&k| k == key).count() >= 3 {
            draw(Reason::Repetition)
        } else if self.current.halfmoves >= 100 {
            draw(
                if matches!(
                    self.rules.dice,
                    DiceRule::ThreeAfterKingMove | DiceRule::MovesPerTurn | DiceRule::PieceAndCount
                ) {
                    Reason::FiftyTurns
                } else {
                    Reason::FiftyMoves
                },
            )
        } else {
            None
        };
        // A turn of dice chess starts with its roll, also in a position
        // that ends the game: the FEN says '?' there, as it reads back.
        // Vegas Fun Chess: the player in check, and the player who gave
        // check last turn, do not roll (the FEN says '-').
        if self.rules.dice.per_turn() {
            let in_check = self.rules.check && self.current.position.in_check(&self.rules);
            self.current.dice = if self.rules.dice.free_turns() && (free || in_check) {
                DiceField::FreeMove
            } else {
                DiceField::Roll
            };
        }
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

/// Passes by choice (Vegas Fun Chess).
impl Game {
    /// Whether the side to move may pass now instead of moving (Vegas Fun
    /// Chess: die 2 shows its optional face, or the player gave check on
    /// the last turn and did not roll; never in check).
    pub fn may_pass(&self) -> bool {
        self.pass_refused().is_none()
    }

    /// Why a pass is refused now, in words; `None` when it is allowed.
    fn pass_refused(&self) -> Option<&'static str> {
        if !self.rules.dice.free_turns() {
            return Some("these rules have no pass by choice");
        }
        if self.phase() != Phase::Move {
            return Some(match self.phase() {
                Phase::Roll => "the dice must be rolled first",
                _ => "the game is over",
            });
        }
        if self.in_check() {
            return Some("the player in check must answer it with a move");
        }
        match self.current.dice {
            DiceField::Bonus(d) if !self.rules.dice.optional(&d) => Some(
                "a pass is allowed on die 2's optional face or on the turn after giving check, not on this roll",
            ),
            _ => None,
        }
    }

    /// Passes by choice (Vegas Fun Chess: on die 2's optional face, or on
    /// the turn after giving check): the turn ends with no move. Refused,
    /// with the game unchanged, anywhere else.
    pub fn pass(&mut self) -> Result<(), GameError> {
        if let Some(reason) = self.pass_refused() {
            return Err(GameError::Illegal {
                text: "pass".into(),
                reason: reason.into(),
            });
        }
        self.undo.push(self.snapshot());
        self.open_turn();
        if let Some(turn) = self.turns.last_mut() {
            turn.passed = true;
        }
        self.end_turn(Dice::NONE);
        Ok(())
    }
}
