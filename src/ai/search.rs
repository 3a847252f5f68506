//! Expectimax search over whole turns: the free move (max), the chance
//! node of the three-dice roll (56 distinct outcomes with their
//! probabilities), and the bonus moves in any order (max), then the
//! opponent's turn (negamax). Values are expected results, not
//! centipawns, so that a chance node's average weighs a Circe Mate by its
//! probability (see [`Search::eval`]). In dice chess the roll comes
//! first: a chance node over its outcomes (the 21 of two dice, the faces
//! of one die that can move), each worth the best move it allows or a
//! pass; without dice a turn is one move.
//!
//! Bonus sequences are where the tree explodes (10^5–10^6 leaves after a
//! king move), so they are searched selectively, as measured with `drc
//! selfplay` (see docs/computer-opponent.md): each bonus move is chosen greedily by the
//! evaluation, except that before the horizon the first bonus move
//! considers the best `bonus_width` candidates; on the horizon's turn only
//! the first `horizon_bonus` dice are played. The 56 outcomes of one roll
//! share one tree of the positions they reach, so each position's bonus
//! moves are generated and evaluated once, and the opponent's reply to it
//! is searched once. The search never reads future dice: rolls are chance
//! nodes, the real roll comes from the game.

use super::eval::{Weights, evaluate};
use crate::bitboard::Bitboard;
use crate::dice::Dice;
use crate::moves::{Move, MoveKind};
use crate::position::{MoveFilter, Position};
use crate::rules::{DiceRule, Rules};
use crate::square::Role;
use crate::zobrist;

mod several;

/// Values are expected results for the mover: `-WIN` a certain loss, 0
/// even, `WIN` a certain win. A Circe Mate (or checkmate) found by the
/// search is worth more than `WIN` (sooner mates more), so forced mates
/// stand out from positions the evaluation merely thinks are won.
pub const WIN: i32 = 10_000;
const INF: i32 = WIN * 2;

/// The highest value the evaluation may give: just short of a certain win.
const EVAL_MAX: f64 = (WIN - 1) as f64;

/// The search's knobs.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Params {
    /// The evaluation's weights.
    pub weights: Weights,
    /// Candidates for the first bonus move on turns before the horizon.
    pub bonus_width: usize,
    /// The evaluation (centipawns) at which the expected result is
    /// `tanh(1)` of a win, about 88% of the points: it turns the
    /// evaluation into the expected result that chance nodes average.
    pub scale: i32,
    /// Bonus moves played after a king move on the horizon's turn (1–3):
    /// the rest of the dice go unused there, which makes the horizon far
    /// cheaper (most nodes are spent there) at the price of not seeing
    /// combinations of several bonus moves one turn before it.
    pub horizon_bonus: usize,
}

impl Params {
    /// Sets one knob by name (`scale`, `width`, `horizon` or a weight's
    /// name, see [`Weights::set`]), for tuning matches.
    pub fn set(&mut self, name: &str, value: &str) -> Result<(), String> {
        let number = || -> Result<i32, String> {
            value
                .parse()
                .map_err(|_| format!("{name}: '{value}' is not a whole number"))
        };
        match name {
            "scale" => self.scale = number()?.max(1),
            "width" => self.bonus_width = number()?.clamp(1, 64) as usize,
            "horizon" => self.horizon_bonus = number()?.clamp(1, 3) as usize,
            _ => self.weights.set(name, number()?)?,
        }
        Ok(())
    }
}

impl Default for Params {
    fn default() -> Params {
        Params {
            weights: Weights::default(),
            bonus_width: 3,
            scale: 4800,
            horizon_bonus: 2,
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

/// Every bonus move: any role, no en passant (it is only a free move).
const BONUS_MOVES: MoveFilter = MoveFilter::dice_all();

/// A bonus move of a [`Reached`] position: the mover's evaluation after it
/// (`i32::MAX` for a Circe Mate), the position it leads to, and that
/// position's node once it has one.
struct Opt {
    value: i32,
    mv: Move,
    child: Position,
    node: Option<usize>,
}

/// A position reached during the bonus moves after one king move.
struct Reached {
    pos: Position,
    options: Option<Vec<Opt>>,
    end: Option<i32>,
}

impl Reached {
    fn new(pos: Position) -> Reached {
        Reached {
            pos,
            options: None,
            end: None,
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
            rolls: crate::dice::roll_outcomes(DiceRule::ThreeAfterKingMove, |_| true),
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

    /// The expected result of `pos` for the side to move, from the
    /// evaluation. Averaging centipawns at chance nodes would let a small
    /// chance of a Circe Mate outweigh anything (a mate is not a number of
    /// pawns), so the evaluation is first turned into an expected result.
    pub fn eval(&self, pos: &Position) -> i32 {
        let cp = evaluate(pos, &self.rules, &self.params.weights);
        expected_result(cp, self.params.scale)
    }

    /// The mover's evaluation of `pos` as if its turn ended there: bonus
    /// moves are ranked by what the opponent would face, so a threat that
    /// no unused die can carry out is not mistaken for a win.
    fn eval_turn_end(&self, pos: &Position) -> i32 {
        let mut next = pos.clone();
        next.pass_turn();
        // Centipawns, not expected results: ranking needs no averaging and
        // keeps its resolution where the expected result saturates.
        -evaluate(&next, &self.rules, &self.params.weights)
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
            // Checkmated: worth more than any evaluation, and more the
            // sooner it comes (more depth left), like a Circe Mate, so
            // the mating side closes in instead of keeping a mate in hand.
            return if self.rules.check && pos.in_check(&self.rules) {
                -(WIN + depth as i32)
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
        if self.rules.dice.per_turn() {
            self.keys.push(key);
            let v = self.roll_first(pos, &moves, depth);
            self.keys.pop();
            return v;
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

    /// A dice-chess turn (VARIANTS §3): the expected value over the roll's
    /// outcomes (the 21 of two dice; the faces of one die that can move,
    /// equally likely) of the best move each allows, or of a pass. Each
    /// move is searched once, whichever rolls allow it.
    fn roll_first(&mut self, pos: &Position, moves: &[Move], depth: u32) -> i32 {
        if self.rules.dice == DiceRule::MovesPerTurn {
            return self.roll_several(pos, moves, depth);
        }
        let outcomes = crate::dice::roll_outcomes(self.rules.dice, |f| {
            let filter = MoveFilter::roll(&[f]);
            moves.iter().any(|m| filter.admits(m))
        });
        let mut values: Vec<Option<i32>> = vec![None; moves.len()];
        let mut pass = None;
        let (mut sum, mut total) = (0i64, 0i64);
        for (dice, weight) in outcomes {
            let filter = MoveFilter::roll(dice.as_slice());
            let mut best: Option<i32> = None;
            for (i, m) in moves.iter().enumerate() {
                if !filter.admits(m) {
                    continue;
                }
                let v = match values[i] {
                    Some(v) => v,
                    None => {
                        let v = self.after_free_move(pos, m, depth, -INF, INF);
                        values[i] = Some(v);
                        v
                    }
                };
                if self.stopped {
                    return 0;
                }
                best = Some(best.map_or(v, |b| b.max(v)));
            }
            let v = match best {
                Some(v) => v,
                None => *pass.get_or_insert_with(|| self.end_turn(pos, depth, -INF, INF)),
            };
            if self.stopped {
                return 0;
            }
            sum += i64::from(v) * i64::from(weight);
            total += i64::from(weight);
        }
        if total == 0 {
            return 0;
        }
        (sum / total) as i32
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
        let mut child = pos.clone();
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
        let mut child = pos.clone();
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
        let mut next = pos.clone();
        next.pass_turn();
        -self.turn(&next, depth - 1, -beta, -alpha)
    }

    /// The expected value of the roll after a king free move. The 56
    /// outcomes share one [`Reached`] tree: a position's bonus moves are
    /// generated and evaluated once, whichever dice lead to it, and the
    /// opponent's reply to a final position is searched once.
    fn chance(&mut self, pos: &Position, depth: u32) -> i32 {
        let mut tree = vec![Reached::new(pos.clone())];
        let mut sum: i64 = 0;
        for i in 0..self.rolls.len() {
            let (dice, weight) = self.rolls[i];
            let v = if depth <= 1 {
                self.greedy_in(&mut tree, 0, dice, depth)
            } else {
                self.branch_in(&mut tree, dice, depth)
            };
            if self.stopped {
                return 0;
            }
            sum += i64::from(v) * i64::from(weight);
        }
        (sum / 216) as i32
    }

    /// Generates and evaluates the bonus moves of `tree[id]` once.
    fn expand(&mut self, tree: &mut [Reached], id: usize) -> bool {
        if tree[id].options.is_some() {
            return true;
        }
        let pos = tree[id].pos.clone();
        let moves = pos.legal_moves(&self.rules, BONUS_MOVES);
        let mut options = Vec::with_capacity(moves.len());
        for m in &moves {
            let mut child = pos.clone();
            let effects = child.play(&self.rules, m, false);
            if self.tick() {
                return false;
            }
            let value = if effects.circe_mate {
                i32::MAX
            } else {
                self.eval_turn_end(&child)
            };
            options.push(Opt {
                value,
                mv: *m,
                child,
                node: None,
            });
        }
        // Stable: among equals the generator's order decides, as before.
        options.sort_by_key(|o| std::cmp::Reverse(o.value));
        tree[id].options = Some(options);
        true
    }

    /// The node reached by option `k` of `tree[id]`, added on first use.
    fn child_in(tree: &mut Vec<Reached>, id: usize, k: usize) -> usize {
        let options = tree[id].options.as_ref().expect("expanded");
        if let Some(node) = options[k].node {
            return node;
        }
        let node = tree.len();
        let child = options[k].child.clone();
        tree.push(Reached::new(child));
        tree[id].options.as_mut().expect("expanded")[k].node = Some(node);
        node
    }

    /// The options of `tree[id]` that these dice allow, best first.
    fn allowed(tree: &[Reached], id: usize, dice: Dice) -> impl Iterator<Item = usize> + '_ {
        let options = tree[id].options.as_deref().unwrap_or(&[]);
        options
            .iter()
            .enumerate()
            .filter(move |(_, o)| dice.contains(o.mv.role.die()))
            .map(|(k, _)| k)
    }

    /// Plays the option `k` of `tree[id]`, then the rest of the dice greedily.
    fn play_in(
        &mut self,
        tree: &mut Vec<Reached>,
        id: usize,
        k: usize,
        dice: Dice,
        depth: u32,
    ) -> i32 {
        let o = &tree[id].options.as_ref().expect("expanded")[k];
        if o.value == i32::MAX {
            return WIN + depth as i32;
        }
        let mut rest = dice;
        rest.remove(o.mv.role.die());
        let child = Self::child_in(tree, id, k);
        if rest.is_empty() {
            self.end_in(tree, child, depth)
        } else {
            self.greedy_in(tree, child, rest, depth)
        }
    }

    /// Plays the bonus moves one by one, each the best by the evaluation
    /// (a Circe Mate at once), then searches the opponent's turn.
    fn greedy_in(&mut self, tree: &mut Vec<Reached>, id: usize, dice: Dice, depth: u32) -> i32 {
        let played = 3 - dice.as_slice().len();
        if depth <= 1 && played >= self.params.horizon_bonus {
            return self.end_in(tree, id, depth);
        }
        if !self.expand(tree, id) {
            return 0;
        }
        let first = Self::allowed(tree, id, dice).next();
        match first {
            None => self.end_in(tree, id, depth),
            Some(k) => self.play_in(tree, id, k, dice, depth),
        }
    }

    /// The best of the first bonus moves' `bonus_width` best candidates,
    /// each followed greedily.
    fn branch_in(&mut self, tree: &mut Vec<Reached>, dice: Dice, depth: u32) -> i32 {
        if !self.expand(tree, 0) {
            return 0;
        }
        let candidates: Vec<usize> = Self::allowed(tree, 0, dice)
            .take(self.params.bonus_width.max(1))
            .collect();
        if candidates.is_empty() {
            return self.end_in(tree, 0, depth);
        }
        let mut best = -INF;
        for k in candidates {
            let v = self.play_in(tree, 0, k, dice, depth);
            if self.stopped {
                return 0;
            }
            best = best.max(v);
            if best > WIN {
                break;
            }
        }
        best
    }

    /// The value of ending the turn at `tree[id]`, searched once.
    fn end_in(&mut self, tree: &mut [Reached], id: usize, depth: u32) -> i32 {
        if let Some(v) = tree[id].end {
            return v;
        }
        let v = self.end_turn(&tree[id].pos, depth, -INF, INF);
        if !self.stopped {
            tree[id].end = Some(v);
        }
        v
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
            let mut child = pos.clone();
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
            let mut child = pos.clone();
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

/// An evaluation in centipawns as an expected result in `-WIN..WIN`.
pub fn expected_result(cp: i32, scale: i32) -> i32 {
    (EVAL_MAX * (f64::from(cp) / f64::from(scale.max(1))).tanh()).round() as i32
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn expected_results_stay_below_a_win() {
        assert_eq!(expected_result(0, 800), 0);
        assert_eq!(expected_result(i32::MAX, 800), WIN - 1);
        assert_eq!(expected_result(i32::MIN + 1, 800), -(WIN - 1));
        let pawn = expected_result(100, 800);
        assert!(pawn > 0 && pawn < expected_result(300, 800));
        assert_eq!(expected_result(-100, 800), -pawn);
    }

    /// The roll's value computed the plain way: each of the 56 outcomes on
    /// its own, every bonus move the first best by the evaluation.
    fn naive_roll_value(search: &Search, pos: &Position, horizon: usize) -> i32 {
        let rules = search.rules;
        let mut sum: i64 = 0;
        for (dice, weight) in crate::dice::roll_outcomes(DiceRule::ThreeAfterKingMove, |_| true) {
            let mut at = pos.clone();
            let mut rest = dice;
            let mut value = None;
            for _ in 0..horizon {
                let mut best: Option<(i32, Move, Position)> = None;
                for m in at.legal_moves(&rules, MoveFilter::dice(rest.as_slice())) {
                    let mut child = at.clone();
                    let v = if child.play(&rules, &m, false).circe_mate {
                        i32::MAX
                    } else {
                        search.eval_turn_end(&child)
                    };
                    if best.as_ref().is_none_or(|(b, _, _)| v > *b) {
                        best = Some((v, m, child));
                    }
                }
                let Some((v, m, child)) = best else { break };
                if v == i32::MAX {
                    value = Some(WIN + 1);
                    break;
                }
                at = child;
                rest.remove(m.role.die());
                if rest.is_empty() {
                    break;
                }
            }
            let value = value.unwrap_or_else(|| {
                let mut next = at.clone();
                next.pass_turn();
                -search.eval(&next)
            });
            sum += i64::from(value) * i64::from(weight);
        }
        (sum / 216) as i32
    }

    #[test]
    fn the_shared_bonus_tree_values_rolls_like_each_outcome_alone() {
        let now = || 0.0;
        let fens = [
            "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/2N2N2/PPPP1PPP/R1BQK2R w - - 0 4",
            "8/8/3k4/8/Q3K3/8/8/8 w - - 0 1",
            "4k3/1p2r3/2n5/8/3B4/5N2/4P3/R3K2R b - - 0 1",
        ];
        let mut kings = 0;
        for fen in fens {
            let rules = Rules::DICE_REX_CIRCE;
            let pos = crate::fen::FenPosition::parse(fen, &rules)
                .unwrap()
                .position;
            for horizon in 1..=3 {
                let params = Params {
                    horizon_bonus: horizon,
                    ..Params::default()
                };
                for m in pos.legal_moves(&rules, MoveFilter::ALL) {
                    if m.role != Role::King {
                        continue;
                    }
                    let mut after = pos.clone();
                    if after.play(&rules, &m, true).circe_mate {
                        continue;
                    }
                    let mut search = Search::new(rules, params, u64::MAX, None, &now, Vec::new());
                    let shared = search.after_free_move(&pos, &m, 1, -INF, INF);
                    let naive = naive_roll_value(&search, &after, horizon);
                    assert_eq!(shared, naive, "{fen} {m} horizon {horizon}");
                    kings += 1;
                }
            }
        }
        assert!(kings >= 15, "only {kings} king moves compared");
    }
}
