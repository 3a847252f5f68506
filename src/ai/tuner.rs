//! The tuner of the evaluation's weights (`drc tune`): positions from
//! self-play games labelled by the games' results, and the weights fitted
//! to them by Texel's method, so that the evaluation, turned into an
//! expected result as the search does (`tanh(cp / scale)`), predicts the
//! results as well as it can (least squares, by gradient descent with
//! Adam).
//!
//! The games are reproducible: pair `i` opens from `seed + i` as the
//! arena's (`arena::opening`) and is played by the same search on both
//! sides with the dice of that seed; a position is kept at each turn's
//! start after the opening, except where the side to move is in check.

use super::arena;
use super::features::{self, COUNT};
use super::players::Player;
use crate::fen::FenPosition;
use crate::game::Phase;
use crate::position::{MoveFilter, Position};
use crate::rules::Rules;
use crate::square::{Color, Role};

/// One position of a game and how the game ended for White: 1, ½ or 0.
#[derive(Clone, Debug, PartialEq)]
pub struct Sample {
    /// The position, as a FEN of its rule set.
    pub fen: String,
    /// The game's result for White.
    pub white_score: f32,
}

/// How the positions of [`generate`] are chosen.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Generation {
    /// Random opening turns: each game's count is drawn from this range
    /// by its seed, so that the games start from varied positions.
    pub opening: (usize, usize),
    /// Keep only quiet positions ([`quiet`]): a position in the middle of
    /// an exchange is labelled by a result its evaluation cannot see.
    pub quiet: bool,
}

impl Default for Generation {
    fn default() -> Generation {
        Generation {
            opening: (4, 4),
            quiet: true,
        }
    }
}

/// Plays `games` games of `player` against itself from the arena's
/// openings of `seed`, on `threads` threads, and keeps their positions.
pub fn generate(
    rules: Rules,
    player: Player,
    games: u32,
    seed: u64,
    how: Generation,
    threads: usize,
) -> Vec<Sample> {
    let threads = threads.max(1) as u32;
    let parts: Vec<Vec<Sample>> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                scope.spawn(move || {
                    (t..games)
                        .step_by(threads as usize)
                        .flat_map(|i| game_samples(rules, player, seed + u64::from(i), how))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().unwrap_or_default())
            .collect()
    });
    // Sorted, so that the output is the same on any number of threads.
    let mut all: Vec<Sample> = parts.into_iter().flatten().collect();
    all.sort_by(|a, b| {
        a.fen
            .cmp(&b.fen)
            .then(a.white_score.total_cmp(&b.white_score))
    });
    all
}

/// The random opening turns of the game of `seed`, within `range`.
fn opening_turns(range: (usize, usize), seed: u64) -> usize {
    let (low, high) = (range.0.min(range.1), range.0.max(range.1));
    low + (seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 33) as usize % (high - low + 1)
}

/// The positions of one game, labelled with its result.
fn game_samples(rules: Rules, player: Player, seed: u64, how: Generation) -> Vec<Sample> {
    let mut game = arena::opening(rules, seed, opening_turns(how.opening, seed));
    let mut fens = Vec::new();
    let mut rng = super::players::XorShift(seed.wrapping_mul(0x2545_F491_4F6C_DD1D) | 1);
    let mut turn_start = true;
    for _ in 0..2000 {
        match game.phase() {
            Phase::Over => break,
            Phase::Roll => {
                if game.roll().is_err() {
                    break;
                }
                continue;
            }
            Phase::Move | Phase::Bonus => {}
        }
        if turn_start
            && game.phase() == Phase::Move
            && !game.in_check()
            && (!how.quiet || quiet(game.position(), &rules))
        {
            fens.push(game.fen());
        }
        if game.turns().len() > 400 {
            break;
        }
        let side = game.turn();
        let Some(m) = player.choose(&game, &mut rng) else {
            break;
        };
        if game.play(&m).is_err() {
            break;
        }
        turn_start = game.turn() != side;
    }
    let white_score = match game.result().and_then(|r| r.winner) {
        Some(Color::White) => 1.0,
        Some(Color::Black) => 0.0,
        None => 0.5,
    };
    fens.into_iter()
        .map(|fen| Sample { fen, white_score })
        .collect()
}

/// The most captures [`quiet`] follows.
const QUIET_PLIES: u32 = 4;

/// Whether no capture is pending in `pos`: the side to move gains
/// nothing (by the initial weights) from any chain of captures and
/// queen promotions, each side free to stop. A position where it would
/// is labelled by the game's result but evaluated before the exchange,
/// which teaches the weights nothing but noise.
pub fn quiet(pos: &Position, rules: &Rules) -> bool {
    let w = super::weights::untuned();
    let stand = features::evaluate(pos, rules, w);
    captures_value(pos, rules, w, stand - 1, stand + 1, 0) <= stand
}

/// The value of `pos` for the side to move when it may stand or capture
/// (a capture-only search within `alpha..beta`).
fn captures_value(
    pos: &Position,
    rules: &Rules,
    w: &[f32; COUNT],
    mut alpha: i32,
    beta: i32,
    ply: u32,
) -> i32 {
    let stand = features::evaluate(pos, rules, w);
    if stand >= beta || ply >= QUIET_PLIES {
        return stand;
    }
    alpha = alpha.max(stand);
    let mut best = stand;
    for m in pos.legal_moves(rules, MoveFilter::ALL) {
        if m.capture.is_none() && m.promotion != Some(Role::Queen) {
            continue;
        }
        let mut child = pos.clone();
        child.play(rules, &m, true);
        child.pass_turn();
        let v = -captures_value(&child, rules, w, -beta, -alpha, ply + 1);
        best = best.max(v);
        alpha = alpha.max(v);
        if alpha >= beta {
            break;
        }
    }
    best
}

/// A sample's features (sparse) and its result for the side to move.
pub struct Row {
    features: Vec<(u16, f32)>,
    score: f32,
}

/// The rows of the samples of `rules`; samples whose FEN does not read,
/// or where the side to move Circe-mates at once, are left out.
pub fn rows(samples: &[Sample], rules: &Rules) -> Vec<Row> {
    samples
        .iter()
        .filter_map(|s| {
            let pos = FenPosition::parse(&s.fen, rules).ok()?.position;
            let mut f = Vec::new();
            if features::features(&pos, rules, &mut |i, x| f.push((i as u16, x))).is_some() {
                return None;
            }
            let score = if pos.side() == Color::White {
                s.white_score
            } else {
                1.0 - s.white_score
            };
            Some(Row { features: f, score })
        })
        .collect()
}

/// The predicted score of a row: `(1 + tanh(cp / scale)) / 2`.
fn predicted(row: &Row, w: &[f32; COUNT], scale: f32) -> f32 {
    let cp: f32 = row.features.iter().map(|&(i, x)| w[i as usize] * x).sum();
    0.5 * (1.0 + (cp / scale).tanh())
}

/// The mean squared error of the predictions.
pub fn loss(rows: &[Row], w: &[f32; COUNT], scale: f32) -> f32 {
    if rows.is_empty() {
        return 0.0;
    }
    let sum: f64 = rows
        .iter()
        .map(|r| f64::from((r.score - predicted(r, w, scale)).powi(2)))
        .sum();
    (sum / rows.len() as f64) as f32
}

/// The gradient of [`loss`] with respect to the weights.
pub fn gradient(rows: &[Row], w: &[f32; COUNT], scale: f32) -> Vec<f64> {
    let mut g = vec![0.0f64; COUNT];
    for r in rows {
        let p = predicted(r, w, scale);
        // d/dcp of (1 + tanh(cp/s))/2 is (1 - tanh²)/(2s) = 2p(1-p)/s.
        let d = -2.0 * f64::from(r.score - p) * 2.0 * f64::from(p * (1.0 - p)) / f64::from(scale);
        for &(i, x) in &r.features {
            g[i as usize] += d * f64::from(x);
        }
    }
    let n = rows.len().max(1) as f64;
    g.iter_mut().for_each(|x| *x /= n);
    g
}

/// The scale that makes the weights `w` predict the rows best, the first
/// step of Texel's method: the results of games played at a few thousand
/// nodes are sharper or flatter than the search's scale says, and a fit at
/// the search's scale answers that by growing or shrinking every weight
/// together (a pawn of 179 centipawns) rather than by setting them against
/// each other. Golden-section search over the scale's logarithm, from 50
/// to 50,000 centipawns.
pub fn best_scale(rows: &[Row], w: &[f32; COUNT]) -> f32 {
    let f = |ln: f64| loss(rows, w, ln.exp() as f32);
    let (mut a, mut b) = (50f64.ln(), 50_000f64.ln());
    let r = (5f64.sqrt() - 1.0) / 2.0;
    let (mut c, mut d) = (b - r * (b - a), a + r * (b - a));
    let (mut fc, mut fd) = (f(c), f(d));
    for _ in 0..40 {
        if fc <= fd {
            (b, d, fd) = (d, c, fc);
            c = b - r * (b - a);
            fc = f(c);
        } else {
            (a, c, fc) = (c, d, fd);
            d = a + r * (b - a);
            fd = f(d);
        }
    }
    (((a + b) / 2.0).exp() as f32).round()
}

/// Each feature's spread over the rows: the root of its mean square, at
/// least 1. Adam moves every weight by about its step size whatever its
/// feature; dividing a weight's step by its feature's spread moves the
/// evaluation about as much for a count of squares (a spread near 10) as
/// for a unit on a square (0 or 1).
pub fn spreads(rows: &[Row]) -> Vec<f64> {
    let mut sum = vec![0.0f64; COUNT];
    for r in rows {
        for &(i, x) in &r.features {
            sum[i as usize] += f64::from(x) * f64::from(x);
        }
    }
    let n = rows.len().max(1) as f64;
    sum.iter().map(|s| (s / n).sqrt().max(1.0)).collect()
}

/// Adam's state: the moving averages of the gradient and its square.
pub struct Adam {
    m: Vec<f64>,
    v: Vec<f64>,
    t: i32,
    /// The step size, in centipawns.
    pub rate: f64,
    /// Each weight's step is the rate divided by its divisor (1 unless
    /// [`Adam::divided`]).
    divisors: Vec<f64>,
}

impl Adam {
    /// A fresh optimiser with this step size.
    pub fn new(rate: f64) -> Adam {
        Adam {
            m: vec![0.0; COUNT],
            v: vec![0.0; COUNT],
            t: 0,
            rate,
            divisors: vec![1.0; COUNT],
        }
    }

    /// The optimiser with each weight's step divided by `divisors[i]`
    /// (the features' [`spreads`]).
    pub fn divided(mut self, divisors: Vec<f64>) -> Adam {
        assert_eq!(divisors.len(), COUNT);
        self.divisors = divisors;
        self
    }

    /// One step of the weights down the gradient; `frozen` weights stay.
    pub fn step(&mut self, w: &mut [f32; COUNT], g: &[f64], frozen: &[bool; COUNT]) {
        let (b1, b2, eps) = (0.9, 0.999, 1e-12);
        self.t += 1;
        for i in 0..COUNT {
            if frozen[i] {
                continue;
            }
            self.m[i] = b1 * self.m[i] + (1.0 - b1) * g[i];
            self.v[i] = b2 * self.v[i] + (1.0 - b2) * g[i] * g[i];
            let mh = self.m[i] / (1.0 - b1.powi(self.t));
            let vh = self.v[i] / (1.0 - b2.powi(self.t));
            w[i] -= (self.rate / self.divisors[i] * mh / (vh.sqrt() + eps)) as f32;
        }
    }
}

/// How a fit runs: its passes, Adam's step size and the pull towards the
/// starting weights.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct FitOptions {
    /// Full passes over the rows.
    pub epochs: u32,
    /// Adam's step size, in centipawns per unit of a feature's spread
    /// ([`spreads`]).
    pub rate: f64,
    /// The L2 pull towards the starting weights: `l2 × Σ ((w - w0) /
    /// scale)²` is added to the loss, so that the few games behind a
    /// piece-square entry do not carry it far (positions of one game are
    /// far from independent).
    pub l2: f64,
}

/// What a fit gave: the weights, the pass they come from, and the loss
/// on the rows fitted and on the held-out rows, before and after.
#[derive(Clone, Debug, PartialEq)]
pub struct Fitted {
    /// The weights of the pass with the lowest held-out loss (the last
    /// pass without held-out rows).
    pub weights: [f32; COUNT],
    /// That pass.
    pub epoch: u32,
    /// The loss on the rows fitted, at the start and with the weights.
    pub train: (f32, f32),
    /// The loss on the held-out rows, at the start and with the weights.
    pub held_out: Option<(f32, f32)>,
}

impl Fitted {
    /// Whether the weights predict the held-out games better than the
    /// starting ones (with no held-out rows, whether they fit better).
    pub fn improved(&self) -> bool {
        let (before, after) = self.held_out.unwrap_or(self.train);
        after < before
    }
}

/// Fits the weights to the rows from `start`, reporting the losses every
/// tenth pass. Features no row has stay as they are. With held-out rows
/// (positions of other games), the weights kept are those of the pass
/// where the held-out loss was lowest: the passes after it fit the
/// training games' accidents (early stopping).
pub fn fit(
    rows: &[Row],
    held_out: &[Row],
    start: &[f32; COUNT],
    scale: f32,
    options: FitOptions,
    report: &mut dyn FnMut(u32, f32, Option<f32>),
) -> Fitted {
    let FitOptions { epochs, rate, l2 } = options;
    let mut w = *start;
    let mut seen = [false; COUNT];
    for r in rows {
        for &(i, x) in &r.features {
            seen[i as usize] |= x != 0.0;
        }
    }
    let frozen = seen.map(|s| !s);
    let mut adam = Adam::new(rate).divided(spreads(rows));
    let check = |w: &[f32; COUNT]| (!held_out.is_empty()).then(|| loss(held_out, w, scale));
    let start_held = check(&w);
    let mut best = (start_held, 0, w);
    for epoch in 0..epochs {
        if epoch % 10 == 0 {
            report(epoch, loss(rows, &w, scale), check(&w));
        }
        let mut g = gradient(rows, &w, scale);
        let s2 = f64::from(scale) * f64::from(scale);
        for i in 0..COUNT {
            g[i] += 2.0 * l2 * f64::from(w[i] - start[i]) / s2;
        }
        adam.step(&mut w, &g, &frozen);
        let now = check(&w);
        if now.is_none() || now < best.0 {
            best = (now, epoch + 1, w);
        }
    }
    let (held, epoch, weights) = best;
    report(epochs, loss(rows, &weights, scale), held);
    Fitted {
        weights,
        epoch,
        train: (loss(rows, start, scale), loss(rows, &weights, scale)),
        held_out: start_held.zip(held),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Limits;

    fn samples() -> Vec<Sample> {
        // A queen up wins, a queen down loses, even is drawn.
        [
            ("4k3/8/8/8/8/8/8/3QK3 w - - 0 1", 1.0),
            ("3qk3/8/8/8/8/8/8/4K3 w - - 0 1", 0.0),
            ("4k3/8/8/8/8/8/8/3QK3 b - - 0 1", 1.0),
            ("4k3/4p3/8/8/8/8/4P3/4K3 w - - 0 1", 0.5),
        ]
        .into_iter()
        .map(|(fen, s)| Sample {
            fen: fen.into(),
            white_score: s,
        })
        .collect()
    }

    #[test]
    fn a_gradient_step_lowers_the_loss() {
        let rules = Rules::ORTHODOX;
        let rows = rows(&samples(), &rules);
        assert_eq!(rows.len(), 4);
        // With the queen worth little, a queen up predicts barely more
        // than a draw.
        let mut w = crate::ai::weights::initial();
        w[features::MATERIAL + 4] = 50.0;
        let before = loss(&rows, &w, 400.0);
        let g = gradient(&rows, &w, 400.0);
        // The queen's weight should grow: the gradient says so.
        assert!(
            g[features::MATERIAL + 4] < 0.0,
            "{}",
            g[features::MATERIAL + 4]
        );
        let mut adam = Adam::new(20.0);
        let mut after_w = w;
        adam.step(&mut after_w, &g, &[false; COUNT]);
        let after = loss(&rows, &after_w, 400.0);
        assert!(after < before, "{after} >= {before}");
        assert!(after_w[features::MATERIAL + 4] > 50.0);
    }

    #[test]
    fn the_gradient_is_the_losss_slope() {
        let rules = Rules::ORTHODOX;
        let rows = rows(&samples(), &rules);
        let w = crate::ai::weights::initial();
        let g = gradient(&rows, &w, 400.0);
        for i in [features::MATERIAL + 4, features::TEMPO] {
            let (mut up, mut down) = (w, w);
            up[i] += 1.0;
            down[i] -= 1.0;
            let slope = (loss(&rows, &up, 400.0) - loss(&rows, &down, 400.0)) / 2.0;
            assert!(
                (f64::from(slope) - g[i]).abs() < 1e-5 + 0.05 * g[i].abs(),
                "{i}: {slope} vs {}",
                g[i]
            );
        }
    }

    #[test]
    fn fitting_lowers_the_loss_and_leaves_unseen_features_alone() {
        let rules = Rules::ORTHODOX;
        let rows = rows(&samples(), &rules);
        let start = crate::ai::weights::initial();
        let options = FitOptions {
            epochs: 50,
            rate: 5.0,
            l2: 0.0,
        };
        let fitted = fit(&rows, &[], &start, 400.0, options, &mut |_, _, _| ());
        assert!(fitted.improved());
        let w = fitted.weights;
        assert!(loss(&rows, &w, 400.0) < loss(&rows, &start, 400.0));
        // No rook anywhere: its weight is untouched.
        assert_eq!(w[features::MATERIAL + 3], start[features::MATERIAL + 3]);
        // A strong pull towards the start keeps the weights nearer to it.
        let pulled = fit(
            &rows,
            &[],
            &start,
            400.0,
            FitOptions { l2: 1e4, ..options },
            &mut |_, _, _| (),
        )
        .weights;
        let distance =
            |x: &[f32; COUNT]| -> f32 { x.iter().zip(&start).map(|(a, b)| (a - b).abs()).sum() };
        assert!(
            distance(&pulled) < distance(&w),
            "{} vs {}",
            distance(&pulled),
            distance(&w)
        );
    }

    #[test]
    fn the_best_scale_predicts_better_than_its_neighbours() {
        let rules = Rules::ORTHODOX;
        // A queen up wins only three games in four: a flat scale fits.
        let mut samples = samples();
        samples.push(Sample {
            fen: "4k3/8/8/8/8/8/8/3QK3 w - - 0 1".into(),
            white_score: 0.0,
        });
        samples.extend(samples.clone()[..2].iter().cloned());
        let rows = rows(&samples, &rules);
        let w = crate::ai::weights::initial();
        let best = best_scale(&rows, &w);
        let at = |s: f32| loss(&rows, &w, s);
        assert!(best > 100.0 && best < 50_000.0, "{best}");
        assert!(at(best) <= at(best * 0.8) && at(best) <= at(best * 1.25));
        // Sharper results (every queen up wins) want a sharper scale.
        let sharp = super::rows(&self::samples(), &rules);
        assert!(
            best_scale(&sharp, &w) < best,
            "{} vs {best}",
            best_scale(&sharp, &w)
        );
    }

    #[test]
    fn a_features_spread_is_its_root_mean_square_and_at_least_one() {
        let rows = vec![
            Row {
                features: vec![(0, 4.0), (1, 0.5)],
                score: 1.0,
            },
            Row {
                features: vec![(0, -2.0)],
                score: 0.0,
            },
        ];
        let s = spreads(&rows);
        assert!((s[0] - 10f64.sqrt()).abs() < 1e-9, "{}", s[0]);
        assert_eq!(s[1], 1.0);
        assert_eq!(s[2], 1.0);
        // A divided step moves the weight by the rate over its spread.
        let mut adam = Adam::new(3.0).divided(s.clone());
        let mut w = [0.0; COUNT];
        let mut g = vec![0.0; COUNT];
        g[0] = 1.0;
        g[1] = 1.0;
        adam.step(&mut w, &g, &[false; COUNT]);
        assert!((f64::from(w[0]) + 3.0 / s[0]).abs() < 1e-4, "{}", w[0]);
        assert!((w[1] + 3.0).abs() < 1e-4, "{}", w[1]);
    }

    #[test]
    fn generated_samples_are_the_same_on_any_threads() {
        let player = Player::Search(Limits::nodes(200), Default::default());
        let rules = Rules::ORTHODOX;
        let how = Generation {
            opening: (2, 6),
            quiet: true,
        };
        let a = generate(rules, player, 2, 9, how, 1);
        let b = generate(rules, player, 2, 9, how, 2);
        assert_eq!(a, b);
        assert!(a.len() > 10, "{}", a.len());
        assert!(a.iter().all(|s| [0.0, 0.5, 1.0].contains(&s.white_score)));
        // Every position kept is quiet.
        for s in &a {
            let pos = FenPosition::parse(&s.fen, &rules).unwrap().position;
            assert!(quiet(&pos, &rules), "{}", s.fen);
        }
    }

    #[test]
    fn a_position_with_a_capture_pending_is_not_quiet() {
        let rules = Rules::ORTHODOX;
        let quiet_fen =
            |fen: &str| quiet(&FenPosition::parse(fen, &rules).unwrap().position, &rules);
        // White to move takes the undefended queen on d5.
        assert!(!quiet_fen("4k3/8/8/3q4/8/8/8/3QK3 w - - 0 1"));
        // A defended pawn for a queen is no gain: quiet.
        assert!(quiet_fen("4k3/2p5/3p4/8/8/8/8/3QK3 w - - 0 1"));
        // The start is quiet; so is a queen that can only be traded.
        assert!(quiet_fen(
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1"
        ));
        assert!(quiet_fen("3qk3/8/8/8/8/8/8/3QK3 w - - 0 1"));
    }

    #[test]
    fn held_out_games_stop_the_fit_where_they_are_predicted_best() {
        // The fitted rows say a queen is worth a draw (two games, one
        // won, one lost, a queen up); the held-out ones that a queen up
        // wins. The fit lowers the queen's weight, which the held-out
        // games contradict: the weights kept are the start's.
        let rules = Rules::ORTHODOX;
        let sample = |fen: &str, white_score| Sample {
            fen: fen.into(),
            white_score,
        };
        let up = "4k3/8/8/8/8/8/8/3QK3 w - - 0 1";
        let train = rows(&[sample(up, 0.5), sample(up, 0.5)], &rules);
        let held = rows(&[sample(up, 1.0)], &rules);
        let start = crate::ai::weights::initial();
        let options = FitOptions {
            epochs: 40,
            rate: 20.0,
            l2: 0.0,
        };
        let fitted = fit(&train, &held, &start, 400.0, options, &mut |_, _, _| ());
        assert!(!fitted.improved());
        assert_eq!(fitted.epoch, 0);
        assert_eq!(fitted.weights, start);
        // Without held-out rows the fit follows the rows it has.
        let blind = fit(&train, &[], &start, 400.0, options, &mut |_, _, _| ());
        assert!(blind.weights[features::MATERIAL + 4] < start[features::MATERIAL + 4]);
    }
}
