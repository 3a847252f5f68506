//! The search over turns of several moves (dice chess by number of moves,
//! VARIANTS §E): a die gives one to four moves in a row. The turn's
//! first move is searched in full; the moves after it follow the best
//! next position by the evaluation (a check ends the turn, a mate wins
//! it), so that one chain of moves serves every count the die can give.
//! Dice chess by piece and count is searched the same way: its chains
//! are made by the first move's unit alone, and a promotion or castling
//! ends them too.

use super::steps::Step;
use super::{INF, Search, WIN};
use crate::dice::DiceKind;
use crate::dice::{Face, MAX_MOVES_IN_TURN, Shape, TurnState, move_ends_turn};
use crate::moves::Move;
use crate::position::{MoveFilter, Position};
use crate::square::Square;

/// Where a chain of moves stands after each of its moves.
struct Chain {
    /// The position after 1, 2, … moves, as long as the turn can go on.
    ends: Vec<Position>,
    /// The turn stops after the last of `ends` whatever the count (a
    /// check, or no move left).
    stopped: bool,
    /// The last move mated.
    mated: bool,
}

impl Search<'_> {
    /// Whether the side that just moved into `pos` gives check.
    fn gives_check(&self, pos: &Position) -> bool {
        let mut next = pos.clone();
        next.pass_turn();
        self.rules.check && next.in_check(&self.rules)
    }

    /// Whether one unit makes the turn (dice chess by piece and count).
    fn one_unit(&self) -> bool {
        matches!(self.kind.shape(), Shape::Chain { one_unit: true })
    }

    /// Whether `m`, with moves still to make, ends the turn whatever their
    /// number (a promotion or castling, where one unit makes the turn);
    /// `check`: it gives check, which ends every such turn.
    fn ends_turn(&self, m: &Move, check: bool) -> bool {
        check || move_ends_turn(self.kind, m)
    }

    /// The moves a chain goes on with: any unit's, or the unit on `unit`'s.
    fn chain_filter(&self, unit: Square) -> MoveFilter {
        if self.one_unit() {
            MoveFilter::dice_all().from_unit(unit)
        } else {
            MoveFilter::dice_all()
        }
    }

    /// The move after which the turn's position is best for the mover
    /// (made by the unit on `unit` where one unit makes the turn), with
    /// its arrival square, whether it ends the turn and whether it mates;
    /// `None` when there is no move.
    fn next_of_chain(
        &mut self,
        pos: &Position,
        unit: Square,
    ) -> Option<(Position, Square, bool, bool)> {
        let key_unit = self.one_unit().then_some(unit);
        let step = match self.steps.get(pos, key_unit) {
            Some(step) => step,
            None => {
                let step = self.choose_next(pos, unit)?;
                self.steps.put(pos, key_unit, step);
                step
            }
        };
        step.map(|(m, check, mate)| {
            let mut after = pos.clone();
            after.play(&self.rules, &m, false);
            (after, m.to, check, mate)
        })
    }

    /// [`Search::next_of_chain`]'s move, chosen: the move, whether it
    /// ends the turn and whether it mates; `None` when the search stopped
    /// before it was chosen. Each move tried is a node, as each bonus move
    /// tried after a king move is.
    fn choose_next(&mut self, pos: &Position, unit: Square) -> Option<Step> {
        let mut best: Option<(i32, Move, bool, bool)> = None;
        for m in pos.legal_moves(&self.rules, self.chain_filter(unit)) {
            let mut after = pos.clone();
            after.play(&self.rules, &m, false);
            if self.tick() {
                return None;
            }
            let gives = self.gives_check(&after);
            let check = self.ends_turn(&m, gives);
            let mate = gives && {
                let mut next = after.clone();
                next.pass_turn();
                next.legal_moves(&self.rules, MoveFilter::ALL).is_empty()
            };
            let score = if mate {
                INF
            } else {
                self.eval_turn_end(&after)
            };
            if best.as_ref().is_none_or(|(s, ..)| score > *s) {
                best = Some((score, m, check, mate));
                if mate {
                    break;
                }
            }
        }
        Some(best.map(|(_, m, check, mate)| (m, check, mate)))
    }

    /// The chain that starts with `m` from `pos`, `left` moves at most.
    fn chain(&mut self, pos: &Position, m: &Move, left: u8, first: bool) -> Chain {
        let mut child = pos.clone();
        let effects = child.play(&self.rules, m, first);
        let check = self.gives_check(&child);
        let mut chain = Chain {
            stopped: effects.circe_mate || self.ends_turn(m, check),
            mated: effects.circe_mate,
            ends: vec![child],
        };
        let mut unit = m.to;
        if check && !chain.mated {
            let mut next = chain.ends[0].clone();
            next.pass_turn();
            chain.mated = next.legal_moves(&self.rules, MoveFilter::ALL).is_empty();
        }
        while !chain.stopped && chain.ends.len() < usize::from(left) {
            if self.tick() {
                break;
            }
            let last = &chain.ends[chain.ends.len() - 1];
            match self.next_of_chain(last, unit) {
                None => chain.stopped = true,
                Some((p, to, check, mate)) => {
                    chain.ends.push(p);
                    unit = to;
                    chain.stopped = check;
                    chain.mated = mate;
                }
            }
        }
        if chain.ends.len() < usize::from(left)
            && !chain.stopped
            && chain.ends[chain.ends.len() - 1]
                .legal_moves(&self.rules, self.chain_filter(unit))
                .is_empty()
        {
            chain.stopped = true;
        }
        chain
    }

    /// The value, for the mover, of the turn's position after `count`
    /// moves of `chain` (fewer where it stopped).
    fn chain_value(&mut self, chain: &Chain, count: u8, depth: u32, alpha: i32, beta: i32) -> i32 {
        let at = usize::from(count).min(chain.ends.len()) - 1;
        if chain.mated && at == chain.ends.len() - 1 {
            return WIN + depth as i32;
        }
        self.end_turn(&chain.ends[at], depth, alpha, beta)
    }

    /// The value, for the mover, of playing `m` with `left` moves of the
    /// turn to make (this one included), `first` for the turn's first.
    pub fn after_one_of_several(
        &mut self,
        pos: &Position,
        m: &Move,
        (left, first): (u8, bool),
        depth: u32,
        alpha: i32,
        beta: i32,
    ) -> i32 {
        let chain = self.chain(pos, m, left, first);
        if self.stopped {
            return 0;
        }
        self.chain_value(&chain, left, depth, alpha, beta)
    }

    /// The turn start of `pos` under dice chess by number of moves (or by
    /// piece and count): the expected value over the roll's outcomes of
    /// the best first move for each (of the type die's type; none is a
    /// pass). Each first move's chain is made once for all counts.
    pub(super) fn roll_several(&mut self, pos: &Position, moves: &[Move], depth: u32) -> i32 {
        const COUNTS: usize = MAX_MOVES_IN_TURN as usize + 1;
        // best[face][count]: face 0 stands for any unit (by number of moves).
        let mut best = [[-INF; COUNTS]; 7];
        let one_unit = self.one_unit();
        for m in moves {
            let chain = self.chain(pos, m, MAX_MOVES_IN_TURN, true);
            if self.stopped {
                return 0;
            }
            let face = if one_unit {
                usize::from(m.role.die())
            } else {
                0
            };
            let mut values: Vec<Option<i32>> = vec![None; chain.ends.len() + 1];
            for count in 1..=MAX_MOVES_IN_TURN {
                let at = usize::from(count).min(chain.ends.len());
                let v = match values[at] {
                    Some(v) => v,
                    None => {
                        let v = self.chain_value(&chain, count, depth, -INF, INF);
                        values[at] = Some(v);
                        v
                    }
                };
                if self.stopped {
                    return 0;
                }
                let slot = &mut best[face][usize::from(count)];
                *slot = (*slot).max(v);
            }
        }
        let mut pass = None;
        let (mut sum, mut total) = (0i64, 0i64);
        let kind = self.kind;
        for (dice, weight) in kind.outcomes(&|_| true) {
            let count = kind.rolled(&TurnState::DUE, dice).moves_left;
            let face = match kind.face(0, dice.as_slice()[0]) {
                Face::Role(role) if one_unit => usize::from(role.die()),
                _ => 0,
            };
            let mut v = best[face][usize::from(count)];
            if v == -INF {
                // No unit of the type can move: the turn passes.
                v = *pass.get_or_insert_with(|| self.end_turn(pos, depth, -INF, INF));
                if self.stopped {
                    return 0;
                }
            }
            sum += i64::from(v) * i64::from(weight);
            total += i64::from(weight);
        }
        (sum / total.max(1)) as i32
    }
}
