//! The computer opponent: expectimax search over turns and dice, with an
//! evaluation that understands Circe (see `eval.rs` and `search.rs`); and
//! what is built on it: the exact odds of the dice ([`odds`]), the
//! analysis of a position ([`analysis`]), and matches between players
//! ([`selfplay`]).
//!
//! ```
//! use dice_rex_circe::{Game, DiceSource, Rules};
//! use dice_rex_circe::ai::{Limits, best_move};
//! // White to move can Circe-mate at once: the rook on e7 takes the king
//! // on e8, its own rebirth square.
//! let game = Game::from_fen("4k3/4R3/8/8/8/8/8/4K3 w - - 0 1", Rules::DICE_REX_CIRCE,
//!                           DiceSource::Seeded(1)).unwrap();
//! let choice = best_move(&game, Limits::nodes(10_000)).unwrap();
//! assert_eq!(choice.mv.to_string(), "e7e8");
//! ```

pub mod analysis;
pub mod arena;
mod eval;
pub mod features;
mod micro;
pub mod odds;
mod players;
mod root;
mod safety;
mod search;
pub mod selfplay;
pub mod tuner;
pub mod weights;

pub use analysis::{Analysis, AnalysisProgress, RollChoice, Step, analyse, win_probability};
pub use eval::{Weights, evaluate};
pub use players::Player;
pub use search::{Params, WIN};

use crate::dice::DiceKind;
use crate::dice::Shape;
use crate::game::{Game, Phase};
use crate::moves::Move;
use search::Search;
use std::fmt;

/// How much the search may spend: a node budget (reproducible) and an
/// optional wall-clock cap in milliseconds.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Limits {
    /// The most nodes the search may visit: the same budget gives the same
    /// move.
    pub nodes: u64,
    /// The most milliseconds it may take, if capped.
    pub time_ms: Option<f64>,
}

impl Limits {
    /// A node budget alone, with no time cap: reproducible.
    pub const fn nodes(nodes: u64) -> Limits {
        Limits {
            nodes,
            time_ms: None,
        }
    }

    /// A wall-clock budget (with a generous node cap).
    pub const fn time_ms(ms: f64) -> Limits {
        Limits {
            nodes: u64::MAX,
            time_ms: Some(ms),
        }
    }
}

/// Playing strength, defined by node budgets so that matches are
/// reproducible, each with a wall-clock cap.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Level {
    /// 300 nodes, at most half a second.
    Easy,
    /// 1,500 nodes, at most 1.5 seconds.
    Medium,
    /// 300,000 nodes, at most 4 seconds.
    Hard,
    /// As deep as 1.5 seconds allow, by the clock: the seconds a player
    /// waits without minding, about ten times hard's nodes in the app's
    /// worker; its moves depend on the machine's speed and load.
    Deep,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 4] = [Level::Easy, Level::Medium, Level::Hard, Level::Deep];

    /// The level's name: `easy`, `medium`, `hard` or `deep` (the command
    /// line, JavaScript).
    pub const fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Deep => "deep",
        }
    }

    /// Whether the level searches by the clock rather than by nodes, so
    /// that its moves are not reproducible.
    pub const fn timed(self) -> bool {
        matches!(self, Level::Deep)
    }

    /// The level with this name.
    pub fn from_name(name: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.name() == name)
    }

    /// The level's node budget and time cap.
    pub const fn limits(self) -> Limits {
        match self {
            Level::Easy => Limits {
                nodes: 300,
                time_ms: Some(500.0),
            },
            Level::Medium => Limits {
                nodes: 1_500,
                time_ms: Some(1_500.0),
            },
            Level::Hard => Limits {
                nodes: 300_000,
                time_ms: Some(4_000.0),
            },
            Level::Deep => Limits::time_ms(1_500.0),
        }
    }
}

/// The move the search chose, its score (the side to move's expected
/// result, from -[`WIN`] for a certain loss to [`WIN`] for a certain win;
/// beyond ±[`WIN`] a forced Circe Mate), how many nodes it took and the
/// deepest horizon (in turns) completed.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Choice {
    /// The move to play.
    pub mv: Move,
    /// Its score, from the side to move's view.
    pub score: i32,
    /// Nodes the search visited.
    pub nodes: u64,
    /// The deepest horizon completed, in turns.
    pub depth: u32,
}

/// Why the search could not choose a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AiError {
    /// The dice must be rolled first, or the game is over.
    NoDecision(Phase),
    /// A budget of zero nodes or time.
    EmptyBudget,
}

impl fmt::Display for AiError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AiError::NoDecision(Phase::Roll) => {
                f.write_str("no move to choose: the dice must be rolled first")
            }
            AiError::NoDecision(_) => f.write_str("no move to choose: the game is over"),
            AiError::EmptyBudget => {
                f.write_str("the search budget must be at least one node and one millisecond")
            }
        }
    }
}

impl std::error::Error for AiError {}

/// Milliseconds from an arbitrary origin.
#[cfg(not(target_arch = "wasm32"))]
fn clock() -> impl Fn() -> f64 {
    let start = std::time::Instant::now();
    move || start.elapsed().as_secs_f64() * 1000.0
}

#[cfg(target_arch = "wasm32")]
fn clock() -> impl Fn() -> f64 {
    js_sys::Date::now
}

/// The deepest horizon tried, in turns.
const MAX_DEPTH: u32 = 12;

/// Chooses a move for the side to move (a free move or a bonus move).
pub fn best_move(game: &Game, limits: Limits) -> Result<Choice, AiError> {
    best_move_with(game, limits, &Params::default())
}

/// The first of the root's moves to reach the highest value. Each move
/// after the first is searched with the best value so far as alpha, so a
/// later move that returns exactly that value failed low: the value is only
/// its bound ("at most this"), and the move may be much worse.
fn first_best<T>(scored: &[(i32, T)]) -> Option<&(i32, T)> {
    scored.iter().fold(None, |best, s| match best {
        Some(b) if b.0 >= s.0 => Some(b),
        _ => Some(s),
    })
}

/// [`best_move`] with explicit search parameters (for tuning).
pub fn best_move_with(game: &Game, limits: Limits, params: &Params) -> Result<Choice, AiError> {
    best_move_observed(game, limits, params, &mut |_| true)
}

/// How far a search has got: reported after each move of the root is
/// searched, with the best choice of the deepest horizon so far.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SearchProgress {
    /// The horizon being searched, in turns.
    pub depth: u32,
    /// Root moves searched at this horizon, of `moves`.
    pub searched: usize,
    /// How many root moves there are.
    pub moves: usize,
    /// Nodes visited so far.
    pub nodes: u64,
    /// The best choice of the deepest horizon completed so far.
    pub best: Choice,
}

/// [`best_move_with`], telling `progress` how far it has got; the search
/// stops, with the best move found so far, when `progress` returns false.
pub fn best_move_observed(
    game: &Game,
    limits: Limits,
    params: &Params,
    progress: &mut dyn FnMut(&SearchProgress) -> bool,
) -> Result<Choice, AiError> {
    if micro::applies(game) {
        check_request(game, &limits)?;
        return micro::best_move(game, limits, params);
    }
    if !params.classic && (params.shares || game.rules().has_dice()) {
        return root::search(game, limits, params, progress);
    }
    let phase = game.phase();
    check_request(game, &limits)?;
    let now = clock();
    let deadline = limits.time_ms.map(|t| now() + t);
    let mut search = Search::new(
        game.rules(),
        *params,
        limits.nodes,
        deadline,
        &now,
        game.repetition_keys().to_vec(),
    );
    // The root turn's state: the dice rule starts the next turns from it
    // (Vegas Fun Chess: a root turn in check earns the opponent's reply no
    // roll).
    search.starts.push(*game.turn_state());
    let pos = game.position().clone();
    search.set_root_clock(&pos, game.halfmoves());
    let mut root = search.ordered(&pos, game.move_filter());
    if root.is_empty() {
        return Err(AiError::NoDecision(phase));
    }
    let mut best = Choice {
        mv: root[0],
        score: 0,
        nodes: 0,
        depth: 0,
    };
    if root.len() == 1 {
        best.score = search.eval(&pos);
        return Ok(best);
    }
    // The root of the last complete horizon, best first, and its depth.
    let mut complete: (Vec<(i32, Move)>, u32) = (Vec::new(), 0);
    for depth in 1..=MAX_DEPTH {
        let mut scored: Vec<(i32, Move)> = Vec::with_capacity(root.len());
        let mut alpha = -2 * WIN;
        for (i, m) in root.iter().enumerate() {
            // Where the search prunes, a move after the first is first
            // searched with a null window: only one that beats the best
            // so far is searched again for its value.
            let mut v;
            if search.prunes() && i > 0 {
                v = root_value(&mut search, game, m, depth, alpha, alpha + 1);
                if v > alpha && !search.stopped {
                    v = root_value(&mut search, game, m, depth, alpha, 2 * WIN);
                }
            } else {
                v = root_value(&mut search, game, m, depth, alpha, 2 * WIN);
            }
            if search.stopped {
                break;
            }
            scored.push((v, *m));
            alpha = alpha.max(v);
            let go_on = progress(&SearchProgress {
                depth,
                searched: scored.len(),
                moves: root.len(),
                nodes: search.nodes,
                best,
            });
            if !go_on {
                search.stopped = true;
                break;
            }
            // A forced mate ends the horizon, unless quiescence finds
            // mates worth less the later they come: a sooner one may follow.
            if v > WIN && !search.quiesces() {
                break;
            }
        }
        // A partial iteration still searched the previous best move first,
        // so its best is at least as informed as the last complete one.
        if let Some(&(v, m)) = first_best(&scored) {
            best = Choice {
                mv: m,
                score: v,
                nodes: search.nodes,
                depth: if search.stopped { depth - 1 } else { depth },
            };
        }
        if search.stopped || best.score.abs() > WIN {
            break;
        }
        // Search the best moves first next time.
        scored.sort_by_key(|(v, _)| -v);
        root = scored.iter().map(|&(_, m)| m).collect();
        complete = (scored, depth);
        if safety::applies(game, params, depth) {
            // Deeper horizons leave a quarter of the budget to the check.
            search.node_limit = (limits.nodes - limits.nodes / 4).max(search.nodes + 1);
            search.deadline_ms = deadline.map(|d| d - limits.time_ms.unwrap_or(0.0) / 4.0);
        }
    }
    best.nodes = search.nodes;
    let check = safety::Check {
        game,
        params,
        nodes: limits.nodes.saturating_sub(search.nodes),
        deadline_ms: deadline,
        now_ms: &now,
    };
    Ok(check.reconsider(&complete.0, complete.1, best))
}

/// Refuses a search where the game asks no decision (a roll is due, or
/// it is over) or the budget is empty.
fn check_request(game: &Game, limits: &Limits) -> Result<(), AiError> {
    let phase = game.phase();
    if matches!(phase, Phase::Roll | Phase::Over) {
        return Err(AiError::NoDecision(phase));
    }
    if limits.nodes == 0 || limits.time_ms.is_some_and(|t| t.is_nan() || t < 1.0) {
        return Err(AiError::EmptyBudget);
    }
    Ok(())
}

/// The value of one of the game's moves now, searched `depth` turns deep:
/// a free move, a bonus move under the dice left, or one move of a turn
/// of several, within `alpha..beta`.
fn root_value(
    search: &mut Search,
    game: &Game,
    m: &Move,
    depth: u32,
    alpha: i32,
    beta: i32,
) -> i32 {
    let pos = game.position();
    if matches!(game.rules().dice.shape(), Shape::Chain { .. }) {
        let turn = (game.moves_left(), game.first_of_turn());
        search.after_one_of_several(pos, m, turn, depth, alpha, beta)
    } else if game.phase() == Phase::Move {
        search.after_free_move(pos, m, depth, alpha, beta)
    } else {
        search.after_bonus_move(pos, game.dice(), m, depth, alpha, beta)
    }
}

#[cfg(test)]
mod tests {
    use super::first_best;

    #[test]
    fn the_root_keeps_the_first_move_to_reach_the_best_value() {
        // "c" and "d" tie "b" only as fail-low bounds: "b" is the move.
        let scored = [(-5, 'a'), (40, 'b'), (40, 'c'), (12, 'd'), (40, 'e')];
        assert_eq!(first_best(&scored), Some(&(40, 'b')));
        assert_eq!(first_best(&[(3, 'x')]), Some(&(3, 'x')));
        assert_eq!(first_best::<char>(&[]), None);
        // A strictly higher value later still wins.
        assert_eq!(first_best(&[(1, 'a'), (2, 'b')]), Some(&(2, 'b')));
    }
}
