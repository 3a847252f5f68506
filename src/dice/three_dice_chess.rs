//! Three-dice chess (VARIANTS §3.1, the game of dicechess.com): three dice
//! before every turn, each a micro-move of the piece type it shows, in any
//! order, the same piece again if the player likes; castling spends a 6
//! and a 4. The maximum rule (§3.1.2): a turn spends as many dice as any
//! turn from its start could, unless it takes the king. A micro-move is
//! legal when it begins such a turn; one that is legal only on the way to
//! the king binds the rest of the turn to take it (`must_king`, written
//! `must=king`). En passant is open to every micro-move of the opponent's
//! next turn (§3.1.4).

use super::kind::{
    DiceFacts, DiceKind, EpOwner, Extensions, Shape, Step, dice_error, digits, extension_error,
    field_dice, first_showing,
};
use super::three::three_dice;
use super::view::Note;
use super::{Dice, Stage, TurnState};
use crate::fen::FenError;
use crate::moves::{Move, MoveKind};
use crate::position::{MoveFilter, Position};
use crate::quote::quoted;
use crate::rules::Rules;
use crate::square::{Color, Role};

/// Three dice before every turn, under the maximum rule.
pub(super) struct ThreeDiceChess;

/// What ThreeDiceChess is.
const FACTS: DiceFacts = DiceFacts {
    per_roll: 3,
    spends_every_die: true,
    counts_turns: true,
    repetition: false,
    no_move_draws: false,
    several_double_steps: true,
    shape: Shape::MicroMoves,
    idle_note: Some("diceIdleThreeDice"),
    turn_keys: &["must"],
    ..DiceFacts::NONE
};

/// The dice a micro-move spends: one, or two for castling (a 6 and a 4).
pub(crate) fn cost(m: &Move) -> usize {
    if m.kind == MoveKind::Castle { 2 } else { 1 }
}

/// Whether `m` takes the king, which ends the turn and the game.
pub(crate) fn takes_king(m: &Move) -> bool {
    m.capture == Some(Role::King)
}

/// The dice of `left` that `m` spends, as a mask: its piece's die;
/// castling a 6 and a 4.
fn spent(left: &Dice, m: &Move) -> u8 {
    if m.kind == MoveKind::Castle {
        let king = first_showing(left, &[Role::King.die()]);
        let rook = first_showing(left, &[Role::Rook.die()]);
        if king == 0 || rook == 0 {
            0
        } else {
            king | rook
        }
    } else {
        first_showing(left, &[m.role.die()])
    }
}

/// What `dice` allow on the board: their piece types; en passant on a 1;
/// castling on a 6 and a 4 together.
fn dice_filter(dice: &Dice) -> MoveFilter {
    MoveFilter::faces(dice.as_slice())
        .with_en_passant(dice.contains(Role::Pawn.die()))
        .with_castling(dice.contains(Role::King.die()) && dice.contains(Role::Rook.die()))
}

/// Whether an en passant capture is open to the side to move: its target
/// is the opponent's (on the rank an opponent's double step passes) and
/// the double-stepped pawn still stands beyond it (§3.1.4). Other moves
/// pass.
pub(crate) fn live(pos: &Position, m: &Move) -> bool {
    if m.kind != MoveKind::EnPassant {
        return true;
    }
    let them = pos.side().other();
    let rank = if them == Color::White { 2 } else { 5 };
    m.to.rank() == rank
        && m.capture_square().is_some_and(|sq| {
            pos.pieces(crate::square::Piece::new(them, Role::Pawn))
                .contains(sq)
        })
}

/// The micro-moves `dice` allow now, the maximum rule aside.
pub(crate) fn micro_moves(pos: &Position, rules: &Rules, dice: &Dice) -> Vec<Move> {
    if dice.is_empty() {
        return Vec::new();
    }
    let mut moves = pos.legal_moves(rules, dice_filter(dice));
    moves.retain(|m| live(pos, m));
    moves
}

/// The position after the micro-move `m`, the same side still to move.
pub(crate) fn after(pos: &Position, rules: &Rules, m: &Move) -> Position {
    let mut next = pos.clone();
    next.play(rules, m, false);
    next
}

/// The most dice a rest of the turn from `pos` with `dice` left can
/// spend, counted up to `cap` (the search stops there): a turn ends when
/// it takes the king or when no die left can move.
pub(crate) fn most(pos: &Position, rules: &Rules, dice: &Dice, cap: usize) -> usize {
    let cap = cap.min(dice.len());
    let mut best = 0;
    if cap == 0 {
        return 0;
    }
    for m in micro_moves(pos, rules, dice) {
        let c = cost(&m);
        let left = dice.without(spent(dice, &m));
        let total = if takes_king(&m) || left.is_empty() || c >= cap {
            c
        } else {
            c + most(&after(pos, rules, &m), rules, &left, cap - c)
        };
        best = best.max(total);
        if best >= cap {
            return cap;
        }
    }
    best
}

/// Whether some rest of the turn from `pos` with `dice` left takes the
/// king.
pub(crate) fn reaches_king(pos: &Position, rules: &Rules, dice: &Dice) -> bool {
    let moves = micro_moves(pos, rules, dice);
    if moves.iter().any(takes_king) {
        return true;
    }
    moves.iter().any(|m| {
        let left = dice.without(spent(dice, m));
        !left.is_empty() && reaches_king(&after(pos, rules, m), rules, &left)
    })
}

/// The dice a turn under way must still spend: the most a rest of it can
/// (the turn so far kept the maximum); `None` when it may only go toward
/// the king.
fn need(pos: &Position, rules: &Rules, turn: &TurnState) -> Option<usize> {
    (!turn.must_king).then(|| most(pos, rules, &turn.dice, turn.dice.len()))
}

/// Whether `m`, one of the micro-moves the dice allow, keeps the turn
/// legal when `need` dice are still to spend (`None`: only toward the
/// king): it takes the king, or a rest after it spends what is needed, or
/// a rest after it takes the king.
fn keeps(pos: &Position, rules: &Rules, dice: &Dice, m: &Move, need: Option<usize>) -> bool {
    if takes_king(m) {
        return true;
    }
    let left = dice.without(spent(dice, m));
    let c = cost(m);
    let next = after(pos, rules, m);
    if let Some(need) = need {
        if c >= need || most(&next, rules, &left, need - c) + c >= need {
            return true;
        }
    }
    !left.is_empty() && reaches_king(&next, rules, &left)
}

/// Whether `m` keeps the maximum (rather than only going toward the
/// king) when `need` dice are still to spend.
fn keeps_maximum(pos: &Position, rules: &Rules, dice: &Dice, m: &Move, need: usize) -> bool {
    let left = dice.without(spent(dice, m));
    let c = cost(m);
    c >= need || c + most(&after(pos, rules, m), rules, &left, need - c) >= need
}

/// Why a micro-move the dice allow is refused under the maximum rule, as
/// the number of dice the turn could still spend and the most it would
/// leave spendable; `None` when it is legal (or the dice do not allow
/// it).
pub(crate) fn shortfall(
    pos: &Position,
    rules: &Rules,
    turn: &TurnState,
    m: &Move,
) -> Option<(usize, usize)> {
    let need = need(pos, rules, turn)?;
    if !micro_moves(pos, rules, &turn.dice).contains(m)
        || keeps(pos, rules, &turn.dice, m, Some(need))
    {
        return None;
    }
    let left = turn.dice.without(spent(&turn.dice, m));
    let c = cost(m);
    Some((
        need,
        c + most(&after(pos, rules, m), rules, &left, need - c.min(need)),
    ))
}

impl DiceKind for ThreeDiceChess {
    fn facts(&self) -> &'static DiceFacts {
        &FACTS
    }

    fn outcomes(&self, _can_move: &dyn Fn(u8) -> bool) -> Vec<(Dice, u32)> {
        three_dice(self)
    }

    fn turn_start(&self, _in_check: bool, _last: &TurnState) -> TurnState {
        TurnState::DUE
    }

    /// The piece types of the dice left; en passant on a 1, castling on a
    /// 6 and a 4 (the maximum rule narrows these in [`DiceKind::legal`]).
    fn filter(&self, turn: &TurnState) -> MoveFilter {
        dice_filter(&turn.dice)
    }

    /// The micro-moves that begin a legal rest of the turn (§3.1.2).
    fn legal(&self, pos: &Position, rules: &Rules, turn: &TurnState) -> Vec<Move> {
        let dice = turn.dice;
        let mut moves = micro_moves(pos, rules, &dice);
        let need = need(pos, rules, turn);
        if need == Some(0) {
            return Vec::new();
        }
        moves.retain(|m| keeps(pos, rules, &dice, m, need));
        moves
    }

    /// The maximum rule in words: how many of the dice the move would
    /// leave playable against how many a turn can play, with a move that
    /// keeps them; or that the turn may only go on to take the king.
    fn refused(&self, pos: &Position, rules: &Rules, turn: &TurnState, m: &Move) -> Option<String> {
        if turn.must_king {
            return Some(format!(
                "{m} does not lead to taking the king, and this turn may now only go on to take it (an earlier move left the most dice playable for the way to the king)"
            ));
        }
        let (need, kept) = shortfall(pos, rules, turn, m)?;
        let example = self
            .legal(pos, rules, turn)
            .into_iter()
            .find(|k| !takes_king(k))
            .map(|k| format!(" ({k} keeps {need})"))
            .unwrap_or_default();
        let dice = if need == 1 { "die" } else { "dice" };
        Some(format!(
            "{m} would leave {kept} of {need} {dice} playable this turn, and a turn must play as many dice as it can{example}: the maximum rule, whose one exception is taking the king"
        ))
    }

    /// The opponent's double steps stay open for the whole turn.
    fn clears_ep(&self, _turn: &TurnState) -> bool {
        false
    }

    fn spends(&self, left: &Dice, m: &Move) -> u8 {
        spent(left, m)
    }

    /// Without the board the turn is taken to keep the maximum (the game
    /// asks [`DiceKind::after_move_on`]).
    fn after_move(&self, turn: &TurnState, m: &Move, _gave_check: bool) -> (TurnState, Step) {
        let dice = turn.dice.without(spent(&turn.dice, m));
        let next = TurnState {
            dice,
            made: turn.made.saturating_add(1),
            ..*turn
        };
        let step = if dice.is_empty() {
            Step::EndTurn
        } else {
            Step::Continue
        };
        (next, step)
    }

    /// A micro-move that does not keep the maximum binds the rest of the
    /// turn to take the king.
    fn after_move_on(
        &self,
        before: &Position,
        rules: &Rules,
        turn: &TurnState,
        m: &Move,
        gave_check: bool,
    ) -> (TurnState, Step) {
        let (mut next, step) = self.after_move(turn, m, gave_check);
        if !turn.must_king && !takes_king(m) && step == Step::Continue {
            let need = most(before, rules, &turn.dice, turn.dice.len());
            next.must_king = !keeps_maximum(before, rules, &turn.dice, m, need);
        }
        (next, step)
    }

    /// At a turn's start, the opponent's double steps; in its middle, the
    /// opponent's and the mover's new ones.
    fn ep_owner(&self, turn: &TurnState) -> Result<EpOwner, &'static str> {
        Ok(if turn.first() {
            EpOwner::Opponent
        } else {
            EpOwner::Both
        })
    }

    /// `?`, `-` or no field: the roll is due; three digits: the roll made,
    /// no micro-move played; one or two: the dice left in the middle of
    /// the turn. `must=king` only there.
    fn read_turn(
        &self,
        field: Option<&str>,
        ext: &mut Extensions,
        _pos: &Position,
        _rules: &Rules,
    ) -> Result<TurnState, FenError> {
        let must = ext.take("must")?;
        let mut turn = match field {
            None | Some("-") | Some("?") => TurnState::DUE,
            Some(text) => {
                let faces = digits(text)?;
                if faces.is_empty() || faces.len() > 3 {
                    return dice_error(format!(
                        "a roll of 3 dice or the 1 or 2 left in a turn, found {}",
                        faces.len()
                    ));
                }
                let dice = field_dice(self, &faces, text)?;
                TurnState {
                    made: 3 - faces.len() as u8,
                    ..self.rolled(&TurnState::DUE, dice)
                }
            }
        };
        match must {
            None => {}
            Some("king") if turn.stage == Stage::Rolled && !turn.first() => turn.must_king = true,
            Some("king") => {
                return extension_error(
                    "must=king: only in the middle of a turn (one or two dice left)",
                );
            }
            Some(other) => {
                return extension_error(format!("must: expected 'king', found {}", quoted(other)));
            }
        }
        Ok(turn)
    }

    fn write_turn(&self, turn: &TurnState, out: &mut String) {
        if turn.must_king && turn.stage == Stage::Rolled {
            out.push_str(" must=king");
        }
    }

    /// The maximum rule, or that the turn may only go on toward the
    /// king.
    fn note(&self, turn: &TurnState, _in_check: bool) -> Option<Note> {
        (turn.stage == Stage::Rolled).then(|| {
            if turn.must_king {
                Note::word("mustKingNote")
            } else {
                Note::word("maximumNote")
            }
        })
    }
}
