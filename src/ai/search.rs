//! Expectimax search over whole turns: the free move (max), the chance
//! node of the three-dice roll (56 distinct outcomes with their
//! probabilities), and the bonus moves in any order (max), then the
//! opponent's turn (negamax).
//!
//! Bonus sequences are where the tree explodes (10^5–10^6 leaves after a
//! king move), so they are searched selectively: on the last turn of the
//! horizon each bonus move is chosen greedily by the evaluation; on deeper
//! turns the first bonus move considers the best `bonus_width` candidates
//! and the rest are greedy. The search never reads future dice: rolls are
//! chance nodes, the real roll comes from the game.

use super::eval::{Weights, evaluate};
use crate::bitboard::Bitboard;
use crate::dice::Dice;
use crate::moves::{Move, MoveKind};
use crate::position::{MoveFilter, Position};
use crate::rules::{DiceRule, Rules};
use crate::square::Role;
use crate::zobrist;

/// A Circe Mate (or checkmate) delivered: the mover wins.
pub const WIN: i32 = 1_000_000;
const INF: i32 = WIN * 2;

/// The 56 distinct outcomes of three dice, with how many of the 216
/// ordered rolls give each.
pub fn roll_outcomes() -> Vec<(Dice, u32)> {
    let mut out = Vec::with_capacity(56);
    for a in 1..=6u8 {
        for b in a..=6 {
            for c in b..=6 {
                let weight = match (a == b, b == c) {
                    (true, true) => 1,
                    (true, false) | (false, true) => 3,
                    _ => 6,
                };
                if let Ok(d) = Dice::from_faces(&[a, b, c]) {
                    out.push((d, weight));
                }
            }
        }
    }
    out
}

/// The search's knobs.
#[derive(Clone, Copy, Debug)]
pub struct Params {
    pub weights: Weights,
    /// Candidates for the first bonus move on turns before the horizon.
    pub bonus_width: usize,
}

impl Default for Params {
    fn default() -> Params {
        Params {
            weights: Weights::default(),
            bonus_width: 3,
        }
    }
}

/// A transposition table entry for a turn start: its value at a depth,
/// which bound the value is, and the best free move found.
#[derive(Clone, Copy, Default)]
struct Entry {
    key: u64,
    value: i32,
    depth: u8,
    bound: Bound,
    best: (u8, u8),
}

#[derive(Clone, Copy, Default, PartialEq, Eq)]
enum Bound {
    #[default]
    Empty,
    Exact,
    Lower,
    Upper,
}

/// Turn-start positions already searched, keyed by Zobrist key. Many roll
/// outcomes end their bonus moves in the same position, so the
/// opponent's reply to it is searched once.
struct Table {
    entries: Vec<Entry>,
    mask: usize,
}

impl Table {
    /// A table sized to the node budget (1,024 to 262,144 entries).
    fn new(nodes: u64) -> Table {
        let n = (nodes.min(1 << 18) as usize).next_power_of_two().max(1024);
        Table {
            entries: vec![Entry::default(); n],
            mask: n - 1,
        }
    }

    fn probe(&self, key: u64) -> Option<Entry> {
        let e = self.entries[key as usize & self.mask];
        (e.bound != Bound::Empty && e.key == key).then_some(e)
    }

    fn store(&mut self, e: Entry) {
        let slot = &mut self.entries[e.key as usize & self.mask];
        if slot.key != e.key || e.depth >= slot.depth {
            *slot = e;
        }
    }
}

pub(crate) struct Search<'a> {
    pub rules: Rules,
    pub params: Params,
    pub nodes: u64,
    pub node_limit: u64,
    pub deadline_ms: Option<f64>,
    pub now_ms: &'a dyn Fn() -> f64,
    pub stopped: bool,
    /// Repetition keys of turn starts: the game's, then the search path's.
    pub keys: Vec<u64>,
    rolls: Vec<(Dice, u32)>,
    table: Table,
}

impl<'a> Search<'a> {
    pub fn new(
        rules: Rules,
        params: Params,
        node_limit: u64,
        deadline_ms: Option<f64>,
        now_ms: &'a dyn Fn() -> f64,
        keys: Vec<u64>,
    ) -> Self {
        Search {
            rules,
            params,
            nodes: 0,
            node_limit,
            deadline_ms,
            now_ms,
            stopped: false,
            keys,
            rolls: roll_outcomes(),
            table: Table::new(node_limit),
        }
    }

    fn tick(&mut self) -> bool {
        self.nodes += 1;
        if self.nodes >= self.node_limit {
            self.stopped = true;
        } else if self.nodes % 1024 == 0 {
            if let Some(deadline) = self.deadline_ms {
                if (self.now_ms)() >= deadline {
                    self.stopped = true;
                }
            }
        }
        self.stopped
    }

    pub fn eval(&self, pos: &Position) -> i32 {
        evaluate(pos, &self.rules, &self.params.weights)
    }

    /// The mover's evaluation of `pos` as if its turn ended there: bonus
    /// moves are ranked by what the opponent would face, so a threat that
    /// no unused die can carry out is not mistaken for a win.
    fn eval_turn_end(&self, pos: &Position) -> i32 {
        let mut next = *pos;
        next.pass_turn();
        -self.eval(&next)
    }

    fn rolls_dice(&self, m: &Move) -> bool {
        m.role == Role::King && self.rules.dice == DiceRule::ThreeAfterKingMove
    }

    /// Moves ordered for search: captures of pieces that vanish first, then
    /// king moves (they earn dice), then other captures, then the rest.
    pub fn ordered(&self, pos: &Position, filter: MoveFilter) -> Vec<Move> {
        let mut moves = pos.legal_moves(&self.rules, filter);
        let theirs_king = pos.king(pos.side().other());
        let score = |m: &Move| -> i32 {
            let mut s = 0;
            if m.capture.is_some() {
                s += 1000;
                if Some(m.to) == theirs_king {
                    s += 100_000;
                }
                if pos
                    .rebirth_if_captured(&self.rules, m.capture_square().unwrap_or(m.to))
                    .is_none()
                {
                    s += 5000;
                }
                s += 10 * m.capture.map_or(0, |r| r as i32);
            }
            if self.rolls_dice(m) {
                s += 500;
            }
            if m.promotion == Some(Role::Queen) {
                s += 800;
            }
            s
        };
        moves.sort_by_cached_key(|m| -score(m));
        moves
    }

    /// The value of a turn start for the side to move, `depth` turns deep.
    pub fn turn(&mut self, pos: &Position, depth: u32, mut alpha: i32, beta: i32) -> i32 {
        if self.tick() {
            return 0;
        }
        if depth == 0 {
            return self.eval(pos);
        }
        let mut moves = self.ordered(pos, MoveFilter::ALL);
        if moves.is_empty() {
            return if self.rules.check && pos.in_check() {
                -WIN
            } else {
                0
            };
        }
        let ep = moves
            .iter()
            .filter(|m| m.kind == MoveKind::EnPassant)
            .fold(Bitboard::EMPTY, |b, m| b.with(m.to));
        let key = zobrist::key(pos, ep);
        if self.keys.iter().filter(|&&k| k == key).count() >= 2 {
            return 0;
        }
        let alpha0 = alpha;
        if let Some(e) = self.table.probe(key) {
            if u32::from(e.depth) >= depth {
                let usable = match e.bound {
                    Bound::Exact => true,
                    Bound::Lower => e.value >= beta,
                    Bound::Upper => e.value <= alpha,
                    Bound::Empty => false,
                };
                if usable {
                    return e.value;
                }
            }
            if let Some(i) = moves
                .iter()
                .position(|m| (m.from.index() as u8, m.to.index() as u8) == e.best)
            {
                moves[..=i].rotate_right(1);
            }
        }
        self.keys.push(key);
        let mut best = -INF;
        let mut best_move = (0, 0);
        for m in &moves {
            let v = self.after_free_move(pos, m, depth, alpha, beta);
            if self.stopped {
                break;
            }
            if v > best {
                best = v;
                best_move = (m.from.index() as u8, m.to.index() as u8);
            }
            alpha = alpha.max(v);
            if alpha >= beta {
                break;
            }
        }
        self.keys.pop();
        if !self.stopped {
            let bound = if best <= alpha0 {
                Bound::Upper
            } else if best >= beta {
                Bound::Lower
            } else {
                Bound::Exact
            };
            self.table.store(Entry {
                key,
                value: best,
                depth: depth.min(255) as u8,
                bound,
                best: best_move,
            });
        }
        best
    }

    /// The value, for the mover, of playing free move `m` from `pos`.
    pub fn after_free_move(
        &mut self,
        pos: &Position,
        m: &Move,
        depth: u32,
        alpha: i32,
        beta: i32,
    ) -> i32 {
        let mut child = *pos;
        let effects = child.play(&self.rules, m, true);
        if effects.circe_mate {
            return WIN + depth as i32;
        }
        if self.rolls_dice(m) {
            self.chance(&child, depth)
        } else {
            self.end_turn(&child, depth, alpha, beta)
        }
    }

    /// The value, for the mover, of playing bonus move `m` with `dice` unused.
    pub fn after_bonus_move(
        &mut self,
        pos: &Position,
        dice: Dice,
        m: &Move,
        depth: u32,
        alpha: i32,
        beta: i32,
    ) -> i32 {
        let mut child = *pos;
        let effects = child.play(&self.rules, m, false);
        if effects.circe_mate {
            return WIN + depth as i32;
        }
        let mut rest = dice;
        rest.remove(m.role.die());
        if rest.is_empty() {
            self.end_turn(&child, depth, alpha, beta)
        } else {
            self.bonus(&child, rest, depth, alpha, beta)
        }
    }

    /// Ends the mover's turn in `pos`: the value of the opponent's turn, negated.
    fn end_turn(&mut self, pos: &Position, depth: u32, alpha: i32, beta: i32) -> i32 {
        let mut next = *pos;
        next.pass_turn();
        -self.turn(&next, depth - 1, -beta, -alpha)
    }

    /// The expected value of the roll after a king free move.
    fn chance(&mut self, pos: &Position, depth: u32) -> i32 {
        let mut sum: i64 = 0;
        for i in 0..self.rolls.len() {
            let (dice, weight) = self.rolls[i];
            let v = self.bonus(pos, dice, depth, -INF, INF);
            if self.stopped {
                return 0;
            }
            sum += i64::from(v) * i64::from(weight);
        }
        (sum / 216) as i32
    }

    /// The value of the bonus phase for the mover, with these unused dice.
    pub fn bonus(
        &mut self,
        pos: &Position,
        dice: Dice,
        depth: u32,
        mut alpha: i32,
        beta: i32,
    ) -> i32 {
        if self.tick() {
            return 0;
        }
        if depth <= 1 {
            return self.bonus_greedy(pos, dice, depth, alpha, beta);
        }
        let moves = self.ordered(pos, MoveFilter::dice(dice.as_slice()));
        if moves.is_empty() {
            return self.end_turn(pos, depth, alpha, beta);
        }
        // Rank the candidates by the evaluation after each (mates first).
        let mut scored: Vec<(i32, Move, Position)> = Vec::with_capacity(moves.len());
        for m in &moves {
            let mut child = *pos;
            let effects = child.play(&self.rules, m, false);
            if effects.circe_mate {
                return WIN + depth as i32;
            }
            if self.tick() {
                return 0;
            }
            scored.push((self.eval_turn_end(&child), *m, child));
        }
        scored.sort_by_key(|(v, _, _)| -v);
        let mut best = -INF;
        for (_, m, child) in scored.into_iter().take(self.params.bonus_width.max(1)) {
            let mut rest = dice;
            rest.remove(m.role.die());
            let v = if rest.is_empty() {
                self.end_turn(&child, depth, alpha, beta)
            } else {
                // Only the first bonus move branches; the rest are greedy.
                self.bonus_greedy(&child, rest, depth, alpha, beta)
            };
            if self.stopped {
                return 0;
            }
            best = best.max(v);
            alpha = alpha.max(v);
            if alpha >= beta {
                break;
            }
        }
        best
    }

    /// Plays the bonus moves one by one, each the best by the evaluation
    /// (a Circe Mate at once), then searches the opponent's turn.
    fn bonus_greedy(
        &mut self,
        pos: &Position,
        dice: Dice,
        depth: u32,
        alpha: i32,
        beta: i32,
    ) -> i32 {
        if self.tick() {
            return 0;
        }
        let moves = pos.legal_moves(&self.rules, MoveFilter::dice(dice.as_slice()));
        let mut best: Option<(i32, Move, Position)> = None;
        for m in &moves {
            let mut child = *pos;
            let effects = child.play(&self.rules, m, false);
            if effects.circe_mate {
                return WIN + depth as i32;
            }
            if self.tick() {
                return 0;
            }
            let v = self.eval_turn_end(&child);
            if best.as_ref().is_none_or(|(b, _, _)| v > *b) {
                best = Some((v, *m, child));
            }
        }
        match best {
            None => self.end_turn(pos, depth, alpha, beta),
            Some((_, m, child)) => {
                let mut rest = dice;
                rest.remove(m.role.die());
                if rest.is_empty() {
                    self.end_turn(&child, depth, alpha, beta)
                } else {
                    self.bonus_greedy(&child, rest, depth, alpha, beta)
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fifty_six_outcomes_weigh_216() {
        let rolls = roll_outcomes();
        assert_eq!(rolls.len(), 56);
        assert_eq!(rolls.iter().map(|(_, w)| w).sum::<u32>(), 216);
    }
}
