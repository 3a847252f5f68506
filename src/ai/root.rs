//! The root of the search where the rule set has dice (and without dice
//! with `shares=1`): iterative deepening over the game's moves, where
//! every move is searched at a horizon before the budget can run out on
//! one of them, and a free move's danger is weighed into the choice at
//! every horizon. Without dice the root of `ai/mod.rs` serves: there a
//! deeper horizon's first move needs most of the budget, and the arena
//! measured the shares below as a loss (docs/computer-opponent.md).
//!
//! **Shares of the budget.** At each horizon the first move (the best of
//! the last) may use half of what is left, and each move after it an
//! equal share of what is then left, so a move whose search runs long is
//! cut off rather than spending the budget the others need: a move whose
//! value collapses at the new horizon is never played because its
//! alternatives had no nodes left. A move cut off is left out of that
//! horizon's choice (its search was not finished), and a horizon where
//! one was cut off is the last.
//!
//! **Danger as one scale.** Under three dice after a king move, a free
//! move's *danger* is the opponent's exact chance of a Circe Mate in
//! their next turn (`ai/safety.rs`; after a king move, averaged over the
//! mover's own roll and the bonus moves the search would play). The
//! search sees the dice only to its horizon, so the root compares moves
//! by their value less their danger counted as a loss the search may not
//! have seen, `value - WIN × danger` (scaled by [`Params::danger`]), at
//! every horizon, one turn deep as two: each move is searched with the
//! best weighed value so far (raised by its own penalty once known) as
//! its bound. There is no threshold: a safer move wins as soon as its
//! value less its danger is higher.
//!
//! A move's danger is worked out only once its value beats the best
//! weighed value so far (a danger is never negative, so a move that does
//! not cannot win), and then once for the whole search: a king move's
//! danger plays out the mover's 56 rolls, far more work than a small
//! budget's search, and a review asks for thousands of small searches.

use super::safety;
use super::search::Search;
use super::{AiError, Choice, Limits, MAX_DEPTH, Params, SearchProgress, WIN, clock, root_value};
use crate::dice::{DiceKind, Shape};
use crate::game::{Game, Phase};
use crate::moves::Move;

/// A root move: its danger's penalty (`None` until worked out), and its
/// value at the horizon being searched (`None` until searched, or when
/// cut off).
#[derive(Clone, Copy)]
struct RootMove {
    mv: Move,
    penalty: Option<i32>,
    value: Option<i32>,
}

impl RootMove {
    /// The value the choice compares: a forced Circe Mate is a forced
    /// win whatever the opponent's chances would have been.
    /// A move whose penalty is not known yet did not beat the best
    /// weighed value when searched: its value stands for it.
    fn weighed(&self) -> Option<i32> {
        self.value.map(|v| {
            if v > WIN {
                v
            } else {
                v - self.penalty.unwrap_or(0)
            }
        })
    }
}

/// The root moves' dangers as penalties, worked out when first needed.
struct Dangers {
    weigh: bool,
    scale: f64,
    pos: crate::position::Position,
    known: safety::Known,
}

impl Dangers {
    /// The penalty of `r`, working it out if not yet known.
    fn penalty(&mut self, search: &Search, r: &mut RootMove) -> i32 {
        if !self.weigh {
            return 0;
        }
        *r.penalty.get_or_insert_with(|| {
            let d = safety::danger_known(search, &self.pos, &r.mv, Some(&mut self.known));
            (f64::from(WIN) * d * self.scale).round() as i32
        })
    }
}

/// The smallest node budget whose search weighs danger. A king move's
/// danger plays out the mover's 56 rolls: natively some 100 to 170 ms,
/// the time of 100,000 or more nodes of search (`drc best --nodes 300000`
/// on a middlegame spent 0.3 of its 0.6 s on twelve dangers). A smaller
/// budget would spend most of its time on the dangers it weighs: the
/// easy and medium levels and the review's first pass, whose marks the
/// Hint's search weighs again, leave danger out.
pub(super) const WEIGH_FROM_NODES: u64 = 100_000;

/// Whether the root's free moves carry a danger: a free move under three
/// dice after a king move, with the knob on and a budget that can pay
/// for it.
pub(super) fn weighs_danger(game: &Game, limits: &Limits, params: &Params) -> bool {
    params.danger > 0
        && limits.nodes >= WEIGH_FROM_NODES
        && game.phase() == Phase::Move
        && game.rules().dice.shape() == Shape::BonusAfterKingMove
}

/// Chooses a move as [`super::best_move_observed`] promises.
pub(super) fn search(
    game: &Game,
    limits: Limits,
    params: &Params,
    progress: &mut dyn FnMut(&SearchProgress) -> bool,
) -> Result<Choice, AiError> {
    let phase = game.phase();
    super::check_request(game, &limits)?;
    let now = clock();
    let start = now();
    let deadline = limits.time_ms.map(|t| start + t);
    let mut search = Search::new(
        game.rules(),
        *params,
        limits.nodes,
        deadline,
        &now,
        game.repetition_keys().to_vec(),
    );
    // The root turn's state: the dice rule starts the next turns from it.
    search.starts.push(*game.turn_state());
    let pos = game.position().clone();
    search.set_root_clock(&pos, game.halfmoves());
    let ordered = search.ordered(&pos, game.move_filter());
    let Some(&first) = ordered.first() else {
        return Err(AiError::NoDecision(phase));
    };
    let mut best = Choice {
        mv: first,
        score: 0,
        nodes: 0,
        depth: 0,
    };
    if ordered.len() == 1 {
        best.score = search.eval(&pos);
        return Ok(best);
    }
    let mut dangers = Dangers {
        weigh: weighs_danger(game, &limits, params),
        scale: f64::from(params.danger) / 100.0,
        pos,
        known: safety::Known::default(),
    };
    let mut root: Vec<RootMove> = ordered
        .iter()
        .map(|&mv| RootMove {
            mv,
            penalty: None,
            value: None,
        })
        .collect();
    for depth in 1..=MAX_DEPTH {
        let cut = search_horizon(
            &mut search,
            game,
            &mut root,
            &mut dangers,
            depth,
            limits,
            deadline,
            progress,
            &mut best,
        );
        let searched: Vec<&RootMove> = root.iter().filter(|r| r.value.is_some()).collect();
        // A horizon whose first move (the last horizon's best) was cut off
        // changes nothing: the others' values are not comparable to it.
        let first_cut = depth > 1 && root[0].value.is_none();
        if let Some(top) = first_best(&searched).filter(|_| !first_cut) {
            best = Choice {
                mv: top.mv,
                score: top.value.unwrap_or(0),
                nodes: search.nodes,
                depth: if cut || search.stopped {
                    depth - 1
                } else {
                    depth
                },
            };
        }
        if cut || search.stopped || best.score.abs() > WIN {
            break;
        }
        // The best weighed moves first next time; a stable sort keeps
        // the order of equals.
        root.sort_by_key(|r| std::cmp::Reverse(r.weighed().unwrap_or(-3 * WIN)));
    }
    best.nodes = search.nodes;
    Ok(best)
}

/// The first of the moves to reach the highest weighed value: a move
/// searched after another with a bound from it that returns exactly that
/// bound failed low, and is no better.
fn first_best<'a>(searched: &[&'a RootMove]) -> Option<&'a RootMove> {
    searched
        .iter()
        .fold(None, |best: Option<&RootMove>, r| match best {
            Some(b) if b.weighed() >= r.weighed() => Some(b),
            _ => Some(r),
        })
}

/// Searches every root move at `depth`, each within its share of what is
/// left of the budget; the moves cut off by their share are searched
/// again with shares of what is then left, as long as the budget lasts.
/// True when a move is still cut off (the budget ran out) at the end.
#[allow(clippy::too_many_arguments)]
fn search_horizon(
    search: &mut Search,
    game: &Game,
    root: &mut [RootMove],
    dangers: &mut Dangers,
    depth: u32,
    limits: Limits,
    deadline: Option<f64>,
    progress: &mut dyn FnMut(&SearchProgress) -> bool,
    best: &mut Choice,
) -> bool {
    for r in root.iter_mut() {
        r.value = None;
    }
    let mut bar: Option<i32> = None;
    let mut todo: Vec<usize> = (0..root.len()).collect();
    let mut first_pass = true;
    while !todo.is_empty() {
        let mut cut = Vec::new();
        for (k, &i) in todo.iter().enumerate() {
            // The horizon's first move may use half of what is left, each
            // later one an equal share of what is then left.
            let moves_left = (todo.len() - k) as f64;
            let part = if first_pass && k == 0 {
                0.5
            } else {
                1.0 / moves_left
            };
            let nodes_left = limits.nodes.saturating_sub(search.nodes);
            search.node_limit = search.nodes + ((nodes_left as f64 * part) as u64).max(1);
            search.deadline_ms = deadline.map(|d| {
                let t = (search.now_ms)();
                t + (d - t) * part
            });
            let r = root[i];
            let alpha = bar.map_or(-2 * WIN, |b| (b + r.penalty.unwrap_or(0)).min(2 * WIN - 1));
            let v = root_value(search, game, &r.mv, depth, alpha, 2 * WIN);
            let out_of_budget =
                search.nodes >= limits.nodes || deadline.is_some_and(|d| (search.now_ms)() >= d);
            if search.stopped {
                search.stopped = out_of_budget;
                if out_of_budget {
                    search.node_limit = limits.nodes;
                    search.deadline_ms = deadline;
                    return true;
                }
                cut.push(i);
                continue;
            }
            root[i].value = Some(v);
            if bar.is_none_or(|b| v > b) && v <= WIN {
                dangers.penalty(search, &mut root[i]);
            }
            let w = root[i].weighed().unwrap_or(v);
            if bar.is_none_or(|b| w > b) {
                bar = Some(w);
            }
            let go_on = progress(&SearchProgress {
                depth,
                searched: root.iter().filter(|r| r.value.is_some()).count(),
                moves: root.len(),
                nodes: search.nodes,
                best: *best,
            });
            if !go_on {
                search.stopped = true;
                return true;
            }
        }
        first_pass = false;
        todo = cut;
    }
    search.node_limit = limits.nodes;
    search.deadline_ms = deadline;
    false
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::{best_move_observed, best_move_with};
    use crate::dice::DiceSource;

    /// The Hint's choice in a game a new player lost (Black to move): Kc8
    /// leaves White an 18% chance of a Circe Mate next roll, Ka6 8%, and
    /// the search values them within a few points of a win.
    const KC8: &str = "4R3/1k3p1p/2pp3Q/5K2/PP5P/2p1B1PN/2P3P1/1R6 b - a3 0 17 -";

    #[test]
    fn the_hint_weighs_the_danger_of_a_king_move_after_one_turn_as_after_two() {
        let game =
            Game::from_fen(KC8, crate::Rules::DICE_REX_CIRCE, DiceSource::Seeded(1)).unwrap();
        let limits = Limits::nodes(300_000);
        let choice = best_move_with(&game, limits, &Params::default()).unwrap();
        assert_eq!(game.san(&choice.mv), "Ka6");
        // The classic search played Kc8 there.
        let classic = best_move_with(&game, limits, &Params::classic()).unwrap();
        assert_eq!(game.san(&classic.mv), "Kc8");
        // With danger left out, the search alone prefers Kc8 too: the
        // danger decides.
        let blind = Params {
            danger: 0,
            ..Params::default()
        };
        assert_eq!(
            game.san(&best_move_with(&game, limits, &blind).unwrap().mv),
            "Kc8"
        );
    }

    #[test]
    fn a_budget_too_small_to_pay_for_the_dangers_leaves_them_out() {
        let game =
            Game::from_fen(KC8, crate::Rules::DICE_REX_CIRCE, DiceSource::Seeded(1)).unwrap();
        let blind = Params {
            danger: 0,
            ..Params::default()
        };
        let san = |limits: Limits, params: &Params| {
            let choice = best_move_with(&game, limits, params).unwrap();
            (game.san(&choice.mv), choice.score)
        };
        // Below the floor the search is the search without danger ...
        let small = Limits::nodes(WEIGH_FROM_NODES - 1);
        assert_eq!(san(small, &Params::default()), san(small, &blind));
        // ... and from it the danger decides.
        let enough = Limits::nodes(WEIGH_FROM_NODES);
        assert_eq!(san(enough, &Params::default()).0, "Ka6");
        assert_ne!(san(enough, &blind).0, "Ka6");
    }

    #[test]
    fn the_review_games_king_move_is_weighed_with_the_bonus_moves_its_roll_forces() {
        // 1.e4 d6 2.Ke2 (roll 1-2-5) c4 Nc3 Qa4: 2...Kd7 is the search's
        // choice alone, but 13 of 216 rolls force Qe8 and a Circe Mate.
        let mut game = Game::new();
        for text in ["e4", "d6", "Ke2"] {
            game.play_text(text).unwrap();
        }
        game.roll_with(&[1, 2, 5]).unwrap();
        for text in ["c4", "Nc3", "Qa4"] {
            game.play_text(text).unwrap();
        }
        let limits = Limits::nodes(300_000);
        let blind = Params {
            danger: 0,
            ..Params::default()
        };
        let alone = best_move_with(&game, limits, &blind).unwrap();
        assert_eq!(game.san(&alone.mv), "Kd7");
        let weighed = best_move_with(&game, limits, &Params::default()).unwrap();
        assert_ne!(game.san(&weighed.mv), "Kd7");
    }

    #[test]
    fn every_root_move_is_searched_at_a_horizon_before_the_budget_runs_out() {
        // A middlegame where two turns cost more than the budget.
        let fen = "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/2N2N2/PPPP1PPP/R1BQK2R w - - 0 4 -";
        let game =
            Game::from_fen(fen, crate::Rules::DICE_REX_CIRCE, DiceSource::Seeded(1)).unwrap();
        let limits = Limits::nodes(120_000);
        let deepest = |params: &Params| {
            let mut seen: (u32, usize, usize) = (0, 0, 0);
            best_move_observed(&game, limits, params, &mut |p| {
                if p.depth > seen.0 || p.searched > seen.1 && p.depth == seen.0 {
                    seen = (p.depth, p.searched, p.moves);
                }
                true
            })
            .unwrap();
            seen
        };
        let blind = Params {
            danger: 0,
            ..Params::default()
        };
        let (depth, searched, moves) = deepest(&blind);
        assert_eq!(depth, 2);
        // Every move was tried; a king move or two, whose rolls cost more
        // than a share, may be cut off.
        assert!(
            searched + 3 >= moves,
            "{searched} of {moves} moves searched two turns deep"
        );
        // The classic root spent the budget on the first moves.
        let (depth, searched, moves) = deepest(&Params::classic());
        assert_eq!(depth, 2);
        assert!(searched < moves / 2, "classic: {searched} of {moves}");
    }

    #[test]
    fn the_search_is_the_same_at_the_same_node_budget() {
        let game =
            Game::from_fen(KC8, crate::Rules::DICE_REX_CIRCE, DiceSource::Seeded(1)).unwrap();
        let a = best_move_with(&game, Limits::nodes(50_000), &Params::default()).unwrap();
        let b = best_move_with(&game, Limits::nodes(50_000), &Params::default()).unwrap();
        assert_eq!(a, b);
    }
}
