//! The turn machine: a move played, what the rules' dice rule says follows
//! it (the turn goes on, ends, or rolls), the end of a turn and the start
//! of the next, with its results and draws (RULES §4, §5, §8; VARIANTS §3,
//! C6, C7), and the pass, which is a move.

use super::{Game, GameError, Outcome, PlayedMove, Reason};
use crate::bitboard::Bitboard;
use crate::dice::DiceKind;
use crate::dice::{Dice, Step, TurnState};
use crate::effects::Effects;
use crate::moves::{Move, MoveKind};
use crate::position::{MoveFilter, Position};
use crate::san;
use crate::square::{Color, Role};
use crate::zobrist;

impl Game {
    /// Plays `m`, one of `legal` (the moves allowed now).
    pub(super) fn play_legal(&mut self, m: Move, legal: Vec<Move>) -> PlayedMove {
        if m.is_pass() {
            return self.play_pass(Dice::NONE);
        }
        let kind = self.kind();
        let turn = self.current.turn;
        let first = kind.clears_ep(&turn);
        let before = self.current.position.clone();
        self.undo.push(self.snapshot());
        self.open_turn();
        let us = self.turn();
        let effects = self.current.position.play(&self.rules, &m, first);
        let suffix = self.san_context(&self.current.position, &effects);
        let gave_check = suffix.suffix != san::Suffix::None;
        let die = self.die_of(&m);
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
            self.current.turn = TurnState::FREE;
            self.current.position.set_ep_targets(Bitboard::EMPTY);
            self.result = Some(Outcome {
                winner: Some(us),
                reason: self.king_lost_reason(),
            });
            return played;
        }
        let (next, step) = kind.after_move_on(&before, &self.rules, &turn, &m, gave_check);
        self.current.turn = next;
        match step {
            Step::Roll => {}
            Step::EndTurn => self.end_turn(Dice::NONE),
            Step::Continue => self.go_on(),
        }
        played
    }

    /// The turn goes on while a move is allowed; else it ends, and the
    /// dice left that have no legal move are forfeited (RULES §5.4).
    pub(super) fn go_on(&mut self) {
        if self.board_moves().is_empty() {
            let left = self.kind().forfeits(&self.current.turn);
            self.end_turn(left);
        }
    }

    /// A pass: chosen (a legal move, `forfeited` empty) or forced by a
    /// roll that allows no move (its dice `forfeited`, and no undo of its
    /// own: undo takes it back with the move before it). It ends the turn.
    pub(super) fn play_pass(&mut self, forfeited: Dice) -> PlayedMove {
        if forfeited.is_empty() {
            self.undo.push(self.snapshot());
        }
        self.open_turn();
        let played = PlayedMove {
            mv: Move::PASS,
            color: self.turn(),
            capture_square: None,
            rebirth: None,
            circe_mate: false,
            die: None,
            san: san::PASS.to_string(),
            effects: Effects::default(),
        };
        if let Some(turn) = self.turns.last_mut() {
            turn.moves.push(played.clone());
        }
        self.end_turn(forfeited);
        played
    }

    /// Ends the turn: the counters, the en passant rights a pass loses,
    /// and the next turn's start as the dice rule makes it.
    pub(super) fn end_turn(&mut self, forfeited: Dice) {
        let Some(turn) = self.turns.last_mut() else {
            return;
        };
        turn.forfeited = forfeited;
        let reset = turn
            .moves
            .iter()
            .any(|p| !p.mv.is_pass() && (p.mv.role == Role::Pawn || p.mv.capture.is_some()));
        let passed = turn.moves.iter().all(|p| p.mv.is_pass());
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
        // The opponent's double steps were open to this turn alone (where
        // a turn's first move does not clear them, VARIANTS §3.1.4).
        let theirs = Bitboard::rank(if self.turn() == Color::White { 5 } else { 2 });
        let ep = self.current.position.ep_targets();
        self.current.position.set_ep_targets(ep & !theirs);
        self.current.position.pass_turn();
        let last = self.current.turn;
        let in_check = self.rules.check && self.current.position.in_check(&self.rules);
        let next = self.kind().turn_start(in_check, &last);
        self.turn_open = false;
        self.begin_turn(next, !passed);
    }

    /// Starts a turn in `state`: records the position for repetition when
    /// a move led to it (`moved`; a turn that passed repeats nothing,
    /// VARIANTS C7) and ends the game when the side to move has no move or
    /// a draw rule applies (RULES §8, VARIANTS C6). A turn that starts with
    /// its roll keeps it due also in a position that ends the game (the
    /// FEN says '?' there, as it reads back).
    pub(super) fn begin_turn(&mut self, state: TurnState, moved: bool) {
        let kind = self.kind();
        let pos = &self.current.position;
        let moves = pos.legal_moves(&self.rules, MoveFilter::ALL);
        let ep = moves
            .iter()
            .filter(|m| m.kind == MoveKind::EnPassant)
            .fold(Bitboard::EMPTY, |b, m| b.with(m.to));
        let key = zobrist::key(pos, ep);
        if moved && kind.facts().repetition {
            self.keys.push(key);
        }
        let draw = |reason| {
            Some(Outcome {
                winner: None,
                reason,
            })
        };
        let bare_kings = pos.occupied().count() == 2 && pos.by_role(Role::King).count() == 2;
        self.result = if moves.is_empty() && kind.facts().no_move_draws {
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
        } else if kind.facts().repetition && self.keys.iter().filter(|&&k| k == key).count() >= 3 {
            draw(Reason::Repetition)
        } else if self.current.halfmoves >= super::FIFTY_MOVE_DRAW {
            draw(if kind.facts().counts_turns {
                Reason::FiftyTurns
            } else {
                Reason::FiftyMoves
            })
        } else {
            None
        };
        self.current.turn = state;
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

/// Passes by choice (Vegas Fun Chess), as a legal move.
impl Game {
    /// Whether the side to move may pass now instead of moving (Vegas Fun
    /// Chess: die 2 shows its optional face, or the player gave check on
    /// the last turn and did not roll; never in check): the pass is then
    /// one of [`Game::legal_moves`].
    pub fn may_pass(&self) -> bool {
        self.pass_refused().is_none()
    }

    /// Why a pass is refused now, in words; `None` when it is allowed.
    pub(super) fn pass_refused(&self) -> Option<&'static str> {
        // Check only adds a refusal: it is looked for (an attack test)
        // only where the turn would allow the pass without it.
        let kind = self.kind();
        let turn = &self.current.turn;
        let refused = kind
            .pass_refused(turn, false)
            .or_else(|| kind.pass_refused(turn, self.in_check()));
        if self.result.is_some() {
            return refused.or(Some("the game is over"));
        }
        refused
    }

    /// Passes by choice: plays [`Move::PASS`]. Refused, with the game
    /// unchanged, where the rules allow no pass now.
    pub fn pass(&mut self) -> Result<(), GameError> {
        if let Some(reason) = self.pass_refused() {
            return Err(GameError::Illegal {
                text: "pass".into(),
                reason: reason.into(),
            });
        }
        self.play_pass(Dice::NONE);
        Ok(())
    }
}
