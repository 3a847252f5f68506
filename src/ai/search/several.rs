//! The search over turns of several moves (dice chess by number of moves,
//! VARIANTS §E): a die gives one to four moves in a row. The turn's
//! first move is searched in full; the moves after it follow the best
//! next position by the evaluation (a check ends the turn, a mate wins
//! it), so that one chain of moves serves every count the die can give.

use super::{INF, Search, WIN};
use crate::dice::roll_outcomes;
use crate::moves::Move;
use crate::position::{MoveFilter, Position};
use crate::rules::{DiceRule, MAX_MOVES_IN_TURN};

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

    /// The move after which the turn's position is best for the mover,
    /// and whether it mates; `None` when there is no move.
    fn next_of_chain(&self, pos: &Position) -> Option<(Position, bool, bool)> {
        let mut best: Option<(i32, Position, bool, bool)> = None;
        for m in pos.legal_moves(&self.rules, MoveFilter::dice_all()) {
            let mut after = pos.clone();
            after.play(&self.rules, &m, false);
            let check = self.gives_check(&after);
            let mate = check && {
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
                best = Some((score, after, check, mate));
                if mate {
                    break;
                }
            }
        }
        best.map(|(_, p, check, mate)| (p, check, mate))
    }

    /// The chain that starts with `m` from `pos`, `left` moves at most.
    fn chain(&mut self, pos: &Position, m: &Move, left: u8, first: bool) -> Chain {
        let mut child = pos.clone();
        let effects = child.play(&self.rules, m, first);
        let mut chain = Chain {
            stopped: effects.circe_mate || self.gives_check(&child),
            mated: effects.circe_mate,
            ends: vec![child],
        };
        if chain.stopped && !chain.mated {
            let mut next = chain.ends[0].clone();
            next.pass_turn();
            chain.mated = next.legal_moves(&self.rules, MoveFilter::ALL).is_empty();
        }
        while !chain.stopped && chain.ends.len() < usize::from(left) {
            if self.tick() {
                break;
            }
            let last = &chain.ends[chain.ends.len() - 1];
            match self.next_of_chain(last) {
                None => chain.stopped = true,
                Some((p, check, mate)) => {
                    chain.ends.push(p);
                    chain.stopped = check;
                    chain.mated = mate;
                }
            }
        }
        if chain.ends.len() < usize::from(left)
            && !chain.stopped
            && chain.ends[chain.ends.len() - 1]
                .legal_moves(&self.rules, MoveFilter::dice_all())
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

    /// The turn start of `pos` under dice chess by number of moves: the
    /// expected value over the die's counts of the best first move for
    /// each. Each first move's chain is made once for all counts.
    pub(super) fn roll_several(&mut self, pos: &Position, moves: &[Move], depth: u32) -> i32 {
        let outcomes = roll_outcomes(DiceRule::MovesPerTurn, |_| true);
        let mut best = [-INF; MAX_MOVES_IN_TURN as usize + 1];
        for m in moves {
            let chain = self.chain(pos, m, MAX_MOVES_IN_TURN, true);
            if self.stopped {
                return 0;
            }
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
                let slot = &mut best[usize::from(count)];
                *slot = (*slot).max(v);
            }
        }
        let (mut sum, mut total) = (0i64, 0i64);
        for (dice, weight) in outcomes {
            let count = DiceRule::MovesPerTurn.moves_in_turn(&dice);
            sum += i64::from(best[usize::from(count)]) * i64::from(weight);
            total += i64::from(weight);
        }
        (sum / total.max(1)) as i32
    }
}
