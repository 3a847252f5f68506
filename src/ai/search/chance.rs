//! The chance node after a king free move: the 56 outcomes of three
//! dice share one tree of the positions their bonus moves reach
//! ([`Reached`]), so each position's bonus moves are generated and
//! evaluated once and the opponent's reply to it is searched once.

use super::{BONUS_MOVES, INF, Search, WIN};
use crate::dice::Dice;
use crate::dice::DiceKind;
use crate::moves::Move;
use crate::position::Position;

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
    /// The value of ending the turn here once searched, and whether it is
    /// exact (else it is at most that, found below a bound).
    end: Option<(i32, bool)>,
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

impl Search<'_> {
    /// The expected value of the roll after a king free move. The 56
    /// outcomes share one [`Reached`] tree: a position's bonus moves are
    /// generated and evaluated once, whichever dice lead to it, and the
    /// opponent's reply to a final position is searched once.
    pub(super) fn chance(&mut self, pos: &Position, depth: u32) -> i32 {
        let mut tree = vec![Reached::new(pos.clone())];
        let mut sum: i64 = 0;
        for i in 0..self.rolls.len() {
            let (dice, weight) = self.rolls[i];
            let v = if depth <= 1 {
                self.greedy_in(&mut tree, 0, dice, depth, -INF)
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
    fn allowed<'t>(
        &self,
        tree: &'t [Reached],
        id: usize,
        dice: Dice,
    ) -> impl Iterator<Item = usize> + 't {
        let kind = self.kind;
        let options = tree[id].options.as_deref().unwrap_or(&[]);
        options
            .iter()
            .enumerate()
            .filter(move |(_, o)| kind.spends(&dice, &o.mv) != 0)
            .map(|(k, _)| k)
    }

    /// Plays the option `k` of `tree[id]`, then the rest of the dice
    /// greedily; a value at or below `alpha` is only a bound.
    fn play_in(
        &mut self,
        tree: &mut Vec<Reached>,
        id: usize,
        k: usize,
        dice: Dice,
        depth: u32,
        alpha: i32,
    ) -> i32 {
        let o = &tree[id].options.as_ref().expect("expanded")[k];
        if o.value == i32::MAX {
            return WIN + depth as i32;
        }
        let rest = dice.without(self.kind.spends(&dice, &o.mv));
        let child = Self::child_in(tree, id, k);
        if rest.is_empty() {
            self.end_in(tree, child, depth, alpha)
        } else {
            self.greedy_in(tree, child, rest, depth, alpha)
        }
    }

    /// Plays the bonus moves one by one, each the best by the evaluation
    /// (a Circe Mate at once), then searches the opponent's turn; a value
    /// at or below `alpha` is only a bound.
    fn greedy_in(
        &mut self,
        tree: &mut Vec<Reached>,
        id: usize,
        dice: Dice,
        depth: u32,
        alpha: i32,
    ) -> i32 {
        let played = self.kind.per_roll().saturating_sub(dice.len());
        if depth <= 1 && played >= self.params.horizon_bonus {
            return self.end_in(tree, id, depth, alpha);
        }
        if !self.expand(tree, id) {
            return 0;
        }
        let first = self.allowed(tree, id, dice).next();
        match first {
            None => self.end_in(tree, id, depth, alpha),
            Some(k) => self.play_in(tree, id, k, dice, depth, alpha),
        }
    }

    /// The best of the first bonus moves' `bonus_width` best candidates,
    /// each followed greedily. A candidate after the first only has to
    /// show whether it beats the best so far, so the opponent's reply to
    /// it is searched with that bound: one refutation ends it
    /// ([`Search::bounded`]).
    fn branch_in(&mut self, tree: &mut Vec<Reached>, dice: Dice, depth: u32) -> i32 {
        if !self.expand(tree, 0) {
            return 0;
        }
        let candidates: Vec<usize> = self
            .allowed(tree, 0, dice)
            .take(self.params.bonus_width.max(1))
            .collect();
        if candidates.is_empty() {
            return self.end_in(tree, 0, depth, -INF);
        }
        let mut best = -INF;
        for k in candidates {
            let alpha = if self.bounded { best } else { -INF };
            let v = self.play_in(tree, 0, k, dice, depth, alpha);
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

    /// The value of ending the turn at `tree[id]`, searched once for
    /// each bound it is asked under: exact above `alpha`, else at most
    /// `alpha` (the caller needs no more), and a bound kept from an
    /// earlier search serves any `alpha` at or above it.
    fn end_in(&mut self, tree: &mut [Reached], id: usize, depth: u32, alpha: i32) -> i32 {
        match tree[id].end {
            Some((v, true)) => return v,
            Some((v, false)) if v <= alpha => return v,
            _ => {}
        }
        let v = self.end_turn(&tree[id].pos, depth, alpha, INF);
        if !self.stopped {
            tree[id].end = Some((v, v > alpha));
        }
        v
    }
}
