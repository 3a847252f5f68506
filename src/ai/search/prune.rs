//! Where a turn is one move (rule sets with check and without dice), the
//! search prunes and orders as chess engines do, so that the same node
//! budget reaches deeper:
//!
//! - **Move ordering**: after the table's move and the captures, the quiet
//!   moves that refuted a sibling at the same ply (two *killers* a ply)
//!   and then those that caused cut-offs anywhere (the *history*, by
//!   from and to squares, by depth squared).
//! - **Principal variation search**: the first move gets the full window,
//!   the others a null window around alpha, searched again in full only
//!   when they beat it.
//! - **Late move reductions**: a quiet move late in the order, that
//!   neither gives nor escapes check, is searched one turn shallower (two
//!   from the ninth move on, five turns from the horizon), and again at
//!   full depth if it beats alpha.
//! - **Null move**: where the side to move is not in check, has a piece
//!   besides its pawns and king, and stands at or above beta, it passes;
//!   if the opponent, searched two or three turns shallower, cannot bring
//!   the value below beta, the turn fails high without a move searched.
//!   A board with extras (units buried, parachuted or waiting to reappear)
//!   never passes: their state moves with the turns.
//!
//! `prune=0` turns all of this off (the arena's comparison).

use super::{INF, Search, WIN};
use crate::bitboard::Bitboard;
use crate::moves::Move;
use crate::position::Position;
use crate::square::Role;

/// The deepest ply that keeps killers.
const PLIES: usize = 64;

/// The search's memory of refutations: two killer moves a ply and a
/// history score by from and to squares.
pub(super) struct Refutations {
    killers: Vec<[(u8, u8); 2]>,
    history: Vec<i32>,
}

impl Refutations {
    pub(super) fn new() -> Refutations {
        Refutations {
            killers: vec![[(0, 0); 2]; PLIES],
            history: vec![0; 64 * 64],
        }
    }

    fn killer_rank(&self, ply: usize, m: &Move) -> i32 {
        let ft = from_to(m);
        match self.killers.get(ply) {
            Some(k) if k[0] == ft => 2,
            Some(k) if k[1] == ft => 1,
            _ => 0,
        }
    }

    fn history(&self, m: &Move) -> i32 {
        self.history[m.from.index() * 64 + m.to.index()]
    }

    /// A quiet move caused a cut-off at this ply and depth.
    fn record(&mut self, ply: usize, m: &Move, depth: u32) {
        let ft = from_to(m);
        if let Some(k) = self.killers.get_mut(ply) {
            if k[0] != ft {
                k[1] = k[0];
                k[0] = ft;
            }
        }
        let h = &mut self.history[m.from.index() * 64 + m.to.index()];
        *h = h.saturating_add((depth * depth) as i32);
    }
}

fn from_to(m: &Move) -> (u8, u8) {
    (m.from.index() as u8, m.to.index() as u8)
}

/// A move that is neither a capture nor a promotion.
fn quiet(m: &Move) -> bool {
    m.capture.is_none() && m.promotion.is_none()
}

impl Search<'_> {
    /// Whether the turn search prunes (see the module): a rule set with
    /// check and without dice, the knob on, not the classic search.
    pub(crate) fn prunes(&self) -> bool {
        self.params.prune && !self.params.classic && self.rules.check && !self.rules.has_dice()
    }

    /// The ply of the turn being searched (the root's is 1).
    fn ply(&self) -> usize {
        self.starts.len()
    }

    /// Orders the quiet moves after the others (whose order is kept):
    /// killers of this ply first, then by history.
    pub(super) fn order_quiet(&self, moves: &mut [Move]) {
        let ply = self.ply();
        let r = &self.refutations;
        moves.sort_by_cached_key(|m| {
            if quiet(m) {
                (1, -r.killer_rank(ply, m), -r.history(m))
            } else {
                (0, 0, 0)
            }
        });
    }

    /// The null move's value where it applies (see the module): `Some`
    /// with a value at or above beta when the turn fails high.
    pub(super) fn null_move(
        &mut self,
        pos: &Position,
        depth: u32,
        beta: i32,
        in_check: bool,
        null_ok: bool,
    ) -> Option<i32> {
        if !null_ok || depth < 3 || in_check || beta.abs() >= WIN || pos.extras().is_some() {
            return None;
        }
        let side = pos.side();
        let pieces = pos.by_color(side) & !(pos.by_role(Role::Pawn) | pos.by_role(Role::King));
        if pieces.is_empty() || self.eval(pos) < beta {
            return None;
        }
        let mut null = pos.clone();
        null.set_ep_targets(Bitboard::EMPTY);
        null.pass_turn();
        let reduction = if depth >= 6 { 3 } else { 2 };
        self.null_ok = false;
        let v = -self.turn(&null, depth - 1 - reduction, -beta, -beta + 1);
        if self.stopped || v < beta {
            return None;
        }
        // A mate the opponent could not find after a pass proves no mate.
        Some(v.min(WIN - 1))
    }

    /// The turn's moves searched with principal variation search and late
    /// move reductions; the best value and move.
    pub(super) fn pruned_moves(
        &mut self,
        pos: &Position,
        moves: &[Move],
        depth: u32,
        mut alpha: i32,
        beta: i32,
        in_check: bool,
    ) -> (i32, (u8, u8)) {
        let ply = self.ply();
        let mut best = -INF;
        let mut best_move = (0, 0);
        for (i, m) in moves.iter().enumerate() {
            let mut child = pos.clone();
            let v = if child.play(&self.rules, m, true).circe_mate {
                WIN + depth as i32
            } else {
                child.pass_turn();
                if i == 0 {
                    -self.turn(&child, depth - 1, -beta, -alpha)
                } else {
                    let reduce = depth >= 3
                        && i >= 3
                        && !in_check
                        && quiet(m)
                        && self.refutations.killer_rank(ply, m) == 0
                        && !child.in_check(&self.rules);
                    let r = match (reduce, i >= 8 && depth >= 5) {
                        (false, _) => 0,
                        (true, false) => 1,
                        (true, true) => 2,
                    };
                    let mut v = -self.turn(&child, depth - 1 - r, -alpha - 1, -alpha);
                    if v > alpha && r > 0 && !self.stopped {
                        v = -self.turn(&child, depth - 1, -alpha - 1, -alpha);
                    }
                    if v > alpha && v < beta && !self.stopped {
                        v = -self.turn(&child, depth - 1, -beta, -alpha);
                    }
                    v
                }
            };
            if self.stopped {
                break;
            }
            if v > best {
                best = v;
                best_move = from_to(m);
            }
            alpha = alpha.max(v);
            if alpha >= beta {
                if quiet(m) {
                    self.refutations.record(ply, m, depth);
                }
                break;
            }
        }
        (best, best_move)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Rules;
    use crate::ai::{Limits, Params, best_move_with};
    use crate::dice::DiceSource;
    use crate::game::Game;

    fn unpruned() -> Params {
        Params {
            prune: false,
            ..Params::default()
        }
    }

    fn game(fen: &str, rules: Rules) -> Game {
        Game::from_fen(fen, rules, DiceSource::Seeded(1)).unwrap()
    }

    #[test]
    fn pruning_reaches_deeper_on_the_same_budget() {
        let fen = "r1bq1rk1/ppp2ppp/2np1n2/2b1p3/2B1P3/2NP1N2/PPP2PPP/R1BQ1RK1 w - - 0 7";
        for rules in [Rules::ORTHODOX, "circe".parse().unwrap()] {
            let g = game(fen, rules);
            let limits = Limits::nodes(100_000);
            let pruned = best_move_with(&g, limits, &Params::default()).unwrap();
            let plain = best_move_with(&g, limits, &unpruned()).unwrap();
            assert!(
                pruned.depth > plain.depth,
                "{:?}: {} turns pruned, {} without",
                rules.name(),
                pruned.depth,
                plain.depth
            );
        }
    }

    #[test]
    fn the_pruned_search_finds_mates_that_begin_with_a_quiet_move() {
        // Kf7 (or Kg6) and Rh1# (Rb8#); Qf3 and a mate next move.
        for (fen, moves) in [
            ("7k/8/5K2/8/8/8/8/1R6 w - - 0 1", ["Kf7", "Kg6"]),
            ("4k3/8/3K4/8/8/8/8/3Q4 w - - 0 1", ["Qf3", "Qg4"]),
        ] {
            let g = game(fen, Rules::ORTHODOX);
            let choice = best_move_with(&g, Limits::nodes(300_000), &Params::default()).unwrap();
            assert!(choice.score > WIN, "{fen}: {}", choice.score);
            let plain = best_move_with(&g, Limits::nodes(300_000), &unpruned()).unwrap();
            assert_eq!(choice.score, plain.score, "{fen}: the same mate");
            let san = g.san(&choice.mv);
            assert!(moves.contains(&san.as_str()), "{fen}: {san}");
        }
    }

    #[test]
    fn the_pruned_search_is_the_same_at_the_same_node_budget() {
        let g = game(
            "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3",
            Rules::ORTHODOX,
        );
        let a = best_move_with(&g, Limits::nodes(60_000), &Params::default()).unwrap();
        let b = best_move_with(&g, Limits::nodes(60_000), &Params::default()).unwrap();
        assert_eq!(a, b);
    }

    #[test]
    fn a_side_with_only_pawns_or_a_board_with_extras_never_passes() {
        let now = || 0.0;
        let null_at = |pos: &Position, rules: Rules| {
            let mut search = Search::new(rules, Params::default(), 1_000_000, None, &now, vec![]);
            search.starts.push(crate::dice::TurnState::FREE);
            // A beta far below the position's value: a pass fails high
            // wherever a pass is allowed.
            search.null_move(pos, 4, -WIN / 2, false, true)
        };
        let at = |fen: &str, rules: Rules| game(fen, rules).position().clone();
        // A knight beside the pawns: the pass is tried and fails high.
        let knight = "4k3/8/8/8/8/8/PPP5/1N2K3 w - - 0 1";
        assert!(null_at(&at(knight, Rules::ORTHODOX), Rules::ORTHODOX).is_some());
        // Pawns alone may be in zugzwang: no pass.
        let pawns = "4k3/8/8/8/8/8/PPP5/4K3 w - - 0 1";
        assert_eq!(null_at(&at(pawns, Rules::ORTHODOX), Rules::ORTHODOX), None);
        // Volcanic Circe: the knight taken on c3 is buried under the king
        // on its rebirth square g1, and the board keeps it as an extra.
        let volcanic: Rules = "volcanic-circe".parse().unwrap();
        let fen = "4k3/8/8/8/8/2N5/2r5/B5K1 b - - 0 1";
        let mut g = game(fen, volcanic);
        assert!(null_at(&g.position().clone(), volcanic).is_some(), "before");
        g.play_text("Rxc3").unwrap();
        assert!(g.position().extras().is_some());
        let mut plain = game(fen, Rules::ORTHODOX);
        plain.play_text("Rxc3").unwrap();
        assert!(null_at(&plain.position().clone(), Rules::ORTHODOX).is_some());
        assert_eq!(null_at(&g.position().clone(), volcanic), None);
    }
}
