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
//!
//! The chance node and its shared tree are in `search/chance.rs`, the
//! turns of several moves in `search/several.rs`, the transposition table
//! in `search/table.rs`.

use super::eval::{Weights, evaluate};
use crate::bitboard::Bitboard;
use crate::dice::{Dice, DiceKind, Shape, Stage, Step, TurnState};
use crate::moves::{Move, MoveKind};
use crate::position::{MoveFilter, Position};
use crate::rules::DiceRule;
use crate::rules::Rules;
use crate::square::Role;
use crate::zobrist;
use table::{Bound, Entry, Table};

mod chance;
mod fifty;
mod prune;
mod quiet;
mod several;
mod steps;
mod table;
#[cfg(test)]
mod tests;

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
    /// How far below the best value (of [`WIN`]) a free move under three
    /// dice may be and still be played for carrying less danger of a Circe
    /// Mate next turn (see `ai/safety.rs`); 0 turns the check off.
    pub safety: i32,
    /// How much a root move's danger (the opponent's exact chance of a
    /// Circe Mate next turn) weighs against its value, in percent of a
    /// certain loss: the root compares `value - WIN × danger × danger/100`
    /// at every horizon (see `ai/root.rs`); 0 leaves danger out.
    pub danger: i32,
    /// Whether captures (and the rebirths they cause) are resolved at the
    /// horizon where the rule set has check and no dice (see
    /// `search/quiet.rs`).
    pub quiescence: bool,
    /// The search as it was before the arena measured it (`classic=1`):
    /// the root of `ai/mod.rs` with the safety check's threshold, no
    /// quiescence, no pruning, the one evaluation of Dice Rex Circe in every rule set.
    /// Kept as the arena's reference.
    pub classic: bool,
    /// Whether the turn search prunes and orders as chess engines do
    /// where a turn is one move and the rule set has check (null move,
    /// late move reductions, killers and history: `search/prune.rs`);
    /// `prune=0` turns it off.
    pub prune: bool,
    /// Whether the root shares its budget among its moves at each horizon
    /// in rule sets without dice too (`shares=1`, see `ai/root.rs`); with
    /// dice it always does.
    pub shares: bool,
    /// Whether the features' weights are the family's tuned ones
    /// (`src/ai/weights/`) or the initial ones (`tuned=0`).
    pub tuned: bool,
    /// Weights read from a file in place of the family's
    /// (`weights=FILE`, native builds only): the arena's check of a fit
    /// before it is kept.
    pub weights_file: Option<&'static [f32; super::features::COUNT]>,
}

impl Params {
    /// The tuned evaluation's weights these knobs pick for `rules`: a
    /// weights file, the rule set's family's, or the untuned ones
    /// (`tuned=0`); none for the classic search, which evaluates as it
    /// always did.
    pub(crate) fn tuned_weights(
        &self,
        rules: &Rules,
    ) -> Option<&'static [f32; super::features::COUNT]> {
        (!self.classic).then(|| {
            if let Some(w) = self.weights_file {
                w
            } else if self.tuned {
                super::weights::for_rules(rules)
            } else {
                super::weights::untuned()
            }
        })
    }

    /// The evaluation of `pos` for the side to move under these knobs:
    /// the tuned one with `tuned` ([`Params::tuned_weights`], looked up
    /// once by the caller), else the classic one.
    pub(crate) fn centipawns(
        &self,
        pos: &Position,
        rules: &Rules,
        tuned: Option<&[f32; super::features::COUNT]>,
    ) -> i32 {
        match tuned {
            Some(w) => super::features::evaluate(pos, rules, w),
            None => evaluate(pos, rules, &self.weights),
        }
    }

    /// Sets one knob by name (`scale`, `width`, `horizon`, `safety`,
    /// `danger`, `quiescence`, `classic`, `tuned`, `shares`, `prune`, `weights`
    /// (a weights file) or a weight's name, see
    /// [`Weights::set`]), for tuning matches. `classic=1` sets every knob
    /// to the classic search's, so it comes first.
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
            "safety" => self.safety = number()?.clamp(0, WIN),
            "danger" => self.danger = number()?.clamp(0, 1000),
            "quiescence" => self.quiescence = number()? != 0,
            "tuned" => self.tuned = number()? != 0,
            "shares" => self.shares = number()? != 0,
            "prune" => self.prune = number()? != 0,
            "weights" => self.weights_file = Some(super::weights::read_file(value)?),
            "classic" => {
                if number()? != 0 {
                    *self = Params::classic();
                }
            }
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
            safety: 500,
            danger: 100,
            quiescence: true,
            classic: false,
            tuned: true,
            shares: false,
            prune: true,
            weights_file: None,
        }
    }
}

impl Params {
    /// The search as it was before the arena measured it: the reference
    /// the arena's matches are played against (`hard,classic=1`).
    pub fn classic() -> Params {
        Params {
            danger: 0,
            quiescence: false,
            prune: false,
            classic: true,
            ..Params::default()
        }
    }
}

/// Every bonus move: any role, no en passant (it is only a free move).
const BONUS_MOVES: MoveFilter = MoveFilter::dice_all();

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
    /// The state each turn of the line started in (the game's turn at the
    /// root, then the search path's): the dice rule starts the next turn
    /// from the last (Vegas Fun Chess: the side that gave check does not
    /// roll).
    pub starts: Vec<TurnState>,
    kind: DiceRule,
    rolls: Vec<(Dice, u32)>,
    /// The tuned evaluation's weights for the rule set's family, or
    /// `None` for the classic evaluation.
    tuned: Option<&'static [f32; super::features::COUNT]>,
    table: Table,
    steps: steps::Steps,
    refutations: prune::Refutations,
    /// Whether the next turn may answer with a null move (not right
    /// after one).
    null_ok: bool,
    /// Whether a king move's bonus candidates after the first are
    /// searched with the best so far as their bound (`search/chance.rs`):
    /// not in the classic search, the arena's reference. The values are
    /// the same either way.
    pub(crate) bounded: bool,
    /// The fifty-move rule's count at each turn start of the line (the
    /// game's at the root), with what a turn that resets it changes.
    clocks: Vec<fifty::Clock>,
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
            starts: Vec::new(),
            kind: rules.dice,
            rolls: rules.dice.outcomes(&|_| true),
            tuned: params.tuned_weights(&rules),
            table: Table::new(node_limit),
            steps: steps::Steps::new(node_limit.min(1 << 15) as usize),
            refutations: prune::Refutations::new(),
            null_ok: true,
            bounded: !params.classic,
            clocks: Vec::new(),
        }
    }

    /// Starts the line from the game's position and fifty-move count.
    pub(crate) fn set_root_clock(&mut self, pos: &Position, halfmoves: u32) {
        self.clocks.clear();
        self.clocks.push(fifty::Clock::at(pos, halfmoves));
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
        expected_result(self.centipawns(pos), self.params.scale)
    }

    /// The evaluation of `pos` for the side to move: the tuned one of the
    /// rule set's family, or the classic one.
    fn centipawns(&self, pos: &Position) -> i32 {
        self.params.centipawns(pos, &self.rules, self.tuned)
    }

    /// The mover's evaluation of `pos` as if its turn ended there: bonus
    /// moves are ranked by what the opponent would face, so a threat that
    /// no unused die can carry out is not mistaken for a win.
    pub(crate) fn eval_turn_end(&self, pos: &Position) -> i32 {
        let mut next = pos.clone();
        next.pass_turn();
        // Centipawns, not expected results: ranking needs no averaging and
        // keeps its resolution where the expected result saturates.
        -self.centipawns(&next)
    }

    /// Whether free move `m` earns a roll (a king move, in Dice Rex Circe).
    pub(crate) fn rolls_dice(&self, m: &Move) -> bool {
        self.kind.shape() == Shape::BonusAfterKingMove
            && self.kind.after_move(&TurnState::FREE, m, false).1 == Step::Roll
    }

    /// The moves the dice left allow after a king free move.
    pub(crate) fn bonus_filter(&self, dice: Dice) -> MoveFilter {
        self.kind.filter(&TurnState {
            stage: Stage::Rolled,
            roll: dice,
            dice,
            made: 1,
            ..TurnState::FREE
        })
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
    pub fn turn(&mut self, pos: &Position, depth: u32, alpha: i32, beta: i32) -> i32 {
        let in_check = self.rules.check && pos.in_check(&self.rules);
        let count = self.clocks.last().map_or(0, |c| c.next(pos));
        if count >= crate::game::FIFTY_MOVE_DRAW && !self.params.classic {
            // The game is drawn here by the fifty-move rule, unless the
            // side to move is checkmated (the game looks for a mate
            // first): a search that did not know would let a won game
            // run into the draw.
            let mated = in_check && pos.legal_moves(&self.rules, MoveFilter::ALL).is_empty();
            if !mated {
                return 0;
            }
        }
        let last = self.starts.last().copied().unwrap_or(TurnState::FREE);
        let start = self.kind.turn_start(in_check, &last);
        self.starts.push(start);
        self.clocks.push(fifty::Clock::at(pos, count));
        let v = self.turn_at(pos, depth, alpha, beta, start, in_check);
        self.clocks.pop();
        self.starts.pop();
        v
    }

    /// [`Search::turn`], from the turn's start state.
    fn turn_at(
        &mut self,
        pos: &Position,
        depth: u32,
        mut alpha: i32,
        beta: i32,
        start: TurnState,
        in_check: bool,
    ) -> i32 {
        let null_ok = std::mem::replace(&mut self.null_ok, true);
        if self.tick() {
            return 0;
        }
        if depth == 0 {
            if self.quiesces() {
                return self.quiesce(pos, alpha, beta, 0);
            }
            return self.eval(pos);
        }
        let mut moves = self.ordered(pos, MoveFilter::ALL);
        if moves.is_empty() {
            // Checkmated: worth more than any evaluation, and more the
            // sooner it comes (more depth left), like a Circe Mate, so
            // the mating side closes in instead of keeping a mate in hand.
            // Where quiescence finds mates beyond the horizon (worth less
            // the more captures lead there, `search/quiet.rs`), the mates
            // before it count in steps above them.
            let mate = if self.quiesces() {
                WIN + quiet::MATE_STEP * (depth as i32 + 1)
            } else {
                WIN + depth as i32
            };
            return if self.rules.check && pos.in_check(&self.rules) {
                -mate
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
        if start.stage == Stage::Due {
            self.keys.push(key);
            let v = self.roll_first(pos, &moves, depth);
            self.keys.pop();
            return v;
        }
        let table_key = key ^ start.key();
        let alpha0 = alpha;
        let prunes = self.prunes();
        if prunes {
            self.order_quiet(&mut moves);
        }
        if let Some(v) = self.probe(table_key, depth, alpha, beta, &mut moves) {
            return v;
        }
        self.keys.push(key);
        if prunes {
            if let Some(v) = self.null_move(pos, depth, beta, in_check, null_ok) {
                self.keys.pop();
                return v;
            }
            let (best, best_move) = self.pruned_moves(pos, &moves, depth, alpha, beta, in_check);
            self.keys.pop();
            if !self.stopped {
                self.store(table_key, depth, best, best_move, (alpha0, beta));
            }
            return best;
        }
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
            self.store(table_key, depth, best, best_move, (alpha0, beta));
        }
        best
    }

    /// The table's value for this turn when it is deep enough and its
    /// bound settles the window; else None, with the table's best move
    /// tried first.
    fn probe(
        &self,
        key: u64,
        depth: u32,
        alpha: i32,
        beta: i32,
        moves: &mut [Move],
    ) -> Option<i32> {
        let e = self.table.probe(key)?;
        if u32::from(e.depth) >= depth {
            let usable = match e.bound {
                Bound::Exact => true,
                Bound::Lower => e.value >= beta,
                Bound::Upper => e.value <= alpha,
                Bound::Empty => false,
            };
            if usable {
                return Some(e.value);
            }
        }
        if let Some(i) = moves
            .iter()
            .position(|m| (m.from.index() as u8, m.to.index() as u8) == e.best)
        {
            moves[..=i].rotate_right(1);
        }
        None
    }

    /// Keeps a searched turn's value, as a bound where it fell outside the
    /// window it was searched with.
    fn store(&mut self, key: u64, depth: u32, best: i32, best_move: (u8, u8), window: (i32, i32)) {
        let (alpha, beta) = window;
        let bound = if best <= alpha {
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

    /// A dice-chess turn (VARIANTS §3): the expected value over the roll's
    /// outcomes (the 21 of two dice; the faces of one die that can move,
    /// equally likely) of the best move each allows, or of a pass. Each
    /// move is searched once, whichever rolls allow it.
    fn roll_first(&mut self, pos: &Position, moves: &[Move], depth: u32) -> i32 {
        if matches!(self.kind.shape(), Shape::Chain { .. }) {
            return self.roll_several(pos, moves, depth);
        }
        let kind = self.kind;
        let outcomes = kind.outcomes(&|f| {
            kind.roll_of(&[f]).is_ok_and(|dice| {
                let filter = kind.filter(&kind.rolled(&TurnState::DUE, dice));
                moves.iter().any(|m| filter.admits(m))
            })
        });
        let mut values: Vec<Option<i32>> = vec![None; moves.len()];
        let mut pass = None;
        let (mut sum, mut total) = (0i64, 0i64);
        for (dice, weight) in outcomes {
            let filter = kind.filter(&kind.rolled(&TurnState::DUE, dice));
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
        let rest = dice.without(self.kind.spends(&dice, m));
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
        let moves = self.ordered(pos, self.bonus_filter(dice));
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
            let rest = dice.without(self.kind.spends(&dice, &m));
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
        let moves = pos.legal_moves(&self.rules, self.bonus_filter(dice));
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
                let rest = dice.without(self.kind.spends(&dice, &m));
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
