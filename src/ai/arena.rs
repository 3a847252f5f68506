//! The arena: two players compared as engines are, in pairs of games that
//! share their opening and their dice with the colours swapped, so that
//! neither the opening nor the luck of the dice favours one player
//! (`drc match`). A pair scores 0, ½, 1, 1½ or 2 points for A; the score's
//! interval comes from the spread of the pairs (the pentanomial model),
//! which is narrower than counting games apart when the pairing cancels
//! the luck. The Elo difference follows from the score by the logistic
//! model; a match may stop early by a sequential probability ratio test
//! (SPRT) between two Elo hypotheses.
//!
//! The pairs are played on several threads, but the report reads them in
//! order and the SPRT stops at the first pair, in order, where its ratio
//! crosses a bound: the same command gives the same report whatever the
//! number of threads.

use super::players::{Player, XorShift};
use crate::dice::DiceSource;
use crate::fen::FenPosition;
use crate::game::{Game, Phase};
use crate::rules::Rules;
use crate::square::Color;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};

/// A sequential test between two hypotheses on the Elo difference of A
/// over B: H0 (`elo0`) and H1 (`elo1`), with the error rates `alpha`
/// (accepting H1 when H0 holds) and `beta` (accepting H0 when H1 holds).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sprt {
    /// The Elo difference of H0.
    pub elo0: f64,
    /// The Elo difference of H1.
    pub elo1: f64,
    /// The chance of accepting H1 when H0 holds.
    pub alpha: f64,
    /// The chance of accepting H0 when H1 holds.
    pub beta: f64,
}

impl Sprt {
    /// The bounds of the log-likelihood ratio: below the first H0 is
    /// accepted, above the second H1.
    pub fn bounds(&self) -> (f64, f64) {
        (
            (self.beta / (1.0 - self.alpha)).ln(),
            ((1.0 - self.beta) / self.alpha).ln(),
        )
    }

    /// The log-likelihood ratio of H1 against H0 for these pairs, by the
    /// normal approximation of the pentanomial model (the one Fishtest
    /// uses): `n (s1 - s0) (2 m - s0 - s1) / (2 v)`, where `m` and `v` are
    /// the mean and variance of a pair's score (as a fraction of its two
    /// points) and `s0`, `s1` the scores the hypotheses' Elo give. `None`
    /// until the pairs' scores differ (the variance is then zero).
    pub fn llr(&self, pairs: &Pentanomial) -> Option<f64> {
        let (n, mean, var) = pairs.moments()?;
        if var <= 0.0 {
            return None;
        }
        let (s0, s1) = (score_of_elo(self.elo0), score_of_elo(self.elo1));
        Some(n * (s1 - s0) * (2.0 * mean - s0 - s1) / (2.0 * var))
    }

    /// What the test says of these pairs: `Some(true)` H1 accepted,
    /// `Some(false)` H0 accepted, `None` not yet.
    pub fn verdict(&self, pairs: &Pentanomial) -> Option<bool> {
        let llr = self.llr(pairs)?;
        let (low, high) = self.bounds();
        if llr >= high {
            Some(true)
        } else if llr <= low {
            Some(false)
        } else {
            None
        }
    }
}

/// The expected score of a player this many Elo above its opponent.
pub fn score_of_elo(elo: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-elo / 400.0))
}

/// The Elo difference that gives this expected score (±infinity at 1 and 0).
pub fn elo_of_score(score: f64) -> f64 {
    if score <= 0.0 {
        return f64::NEG_INFINITY;
    }
    if score >= 1.0 {
        return f64::INFINITY;
    }
    -400.0 * (1.0 / score - 1.0).log10()
}

/// How many pairs scored 0, ½, 1, 1½ and 2 points for A.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Pentanomial(pub [u32; 5]);

impl Pentanomial {
    /// Counts a pair by A's points in it, in half points (0 to 4).
    pub fn add(&mut self, half_points: usize) {
        self.0[half_points.min(4)] += 1;
    }

    /// How many pairs were counted.
    pub fn pairs(&self) -> u32 {
        self.0.iter().sum()
    }

    /// The number of pairs, the mean of a pair's score (a fraction of its
    /// two points) and its variance; `None` without pairs.
    pub fn moments(&self) -> Option<(f64, f64, f64)> {
        let n = f64::from(self.pairs());
        if n == 0.0 {
            return None;
        }
        let value = |k: usize| k as f64 / 4.0;
        let mean = (0..5).map(|k| f64::from(self.0[k]) * value(k)).sum::<f64>() / n;
        let var = (0..5)
            .map(|k| f64::from(self.0[k]) * (value(k) - mean).powi(2))
            .sum::<f64>()
            / n;
        Some((n, mean, var))
    }

    /// A's score with its 95% interval (mean ± 1.96 standard errors of
    /// the pairs' mean), clamped to 0..1.
    pub fn score(&self) -> Option<(f64, f64, f64)> {
        let (n, mean, var) = self.moments()?;
        let half = 1.96 * (var / n).sqrt();
        Some((mean, (mean - half).max(0.0), (mean + half).min(1.0)))
    }

    /// The Elo difference of A over B with its 95% interval, from the
    /// score's.
    pub fn elo(&self) -> Option<(f64, f64, f64)> {
        let (s, lo, hi) = self.score()?;
        Some((elo_of_score(s), elo_of_score(lo), elo_of_score(hi)))
    }
}

/// One arena match's settings.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Arena {
    /// The rule set both players play.
    pub rules: Rules,
    /// The seed of the first pair: pair `i` plays its opening and its
    /// dice from `seed + i`.
    pub seed: u64,
    /// The most pairs to play (a sequential test may stop sooner).
    pub pairs: u32,
    /// How many turns each pair's opening plays at random (both sides'
    /// turns, bonus moves included) before the players take over.
    pub opening: usize,
    /// The turns after which an unfinished game is scored a draw.
    pub max_turns: usize,
    /// A sequential test that stops the match once it decides.
    pub sprt: Option<Sprt>,
}

/// A pair's two games, for A: each a win (2 half points), a draw (1) or
/// a loss (0); the first with A as White.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PairResult {
    /// A's half points with White, then with Black.
    pub half_points: [u8; 2],
    /// Turns played in each game, the opening's included.
    pub turns: [usize; 2],
}

/// What an arena match gave: its pairs in order (as far as the test let
/// it go), the games' tally and the pairs' counts.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ArenaReport {
    /// Each pair played, in order.
    pub results: Vec<PairResult>,
    /// A's wins, draws and losses over all games.
    pub wins: u32,
    /// Games drawn (the turn limit included).
    pub draws: u32,
    /// Games A lost.
    pub losses: u32,
    /// The pairs by A's points.
    pub pentanomial: Pentanomial,
    /// The test's verdict, if it reached one: true for H1.
    pub verdict: Option<bool>,
}

impl ArenaReport {
    fn from_results(results: Vec<PairResult>, sprt: Option<Sprt>) -> ArenaReport {
        let mut report = ArenaReport::default();
        for r in &results {
            for &h in &r.half_points {
                match h {
                    2 => report.wins += 1,
                    1 => report.draws += 1,
                    _ => report.losses += 1,
                }
            }
            report
                .pentanomial
                .add(usize::from(r.half_points[0] + r.half_points[1]));
        }
        report.verdict = sprt.and_then(|t| t.verdict(&report.pentanomial));
        report.results = results;
        report
    }

    /// How many games were played.
    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// The mean length of the games, in turns.
    pub fn mean_turns(&self) -> f64 {
        let n = self.results.len() * 2;
        let total: usize = self.results.iter().map(|r| r.turns[0] + r.turns[1]).sum();
        if n == 0 { 0.0 } else { total as f64 / n as f64 }
    }
}

/// The position a pair starts from: `opening` turns from the rule set's
/// start, every move (free or bonus) drawn at random from the legal ones
/// by a generator seeded with `seed`, the dice from `seed` as in the
/// games. An opening that ends the game is drawn again with the next
/// generator's numbers, up to a few times, then shortened.
pub fn opening(rules: Rules, seed: u64, opening: usize) -> Game {
    for attempt in 0..8u64 {
        let mut game = Game::from_fen_position(
            FenPosition::start_for(&rules),
            rules,
            DiceSource::Seeded(seed),
        );
        let mut rng = XorShift(
            (seed ^ attempt.wrapping_mul(0xA24B_AED4_963E_E407))
                .wrapping_mul(0x9E37_79B9_7F4A_7C15)
                | 1,
        );
        if random_turns(&mut game, &mut rng, opening) {
            return game;
        }
    }
    Game::from_fen_position(
        FenPosition::start_for(&rules),
        rules,
        DiceSource::Seeded(seed),
    )
}

/// Plays `turns` turns of random moves (a turn ends when the side to
/// move changes); false if the game ended or stalled on the way.
fn random_turns(game: &mut Game, rng: &mut XorShift, turns: usize) -> bool {
    let mut ended = 0;
    while ended < turns {
        let side = game.turn();
        match game.phase() {
            Phase::Over => return false,
            Phase::Roll => {
                if game.roll().is_err() {
                    return false;
                }
            }
            Phase::Move | Phase::Bonus => {
                let moves = game.legal_moves();
                if moves.is_empty() || game.play(&moves[rng.below(moves.len())]).is_err() {
                    return false;
                }
            }
        }
        if game.turn() != side {
            ended += 1;
        }
    }
    game.phase() != Phase::Over
}

/// Plays `game` to its end between `white` and `black` (the baselines'
/// random choices seeded by `seed`); the winner, if any, and the number
/// of turns. Past `max_turns` the game is a draw.
pub fn play_out(
    mut game: Game,
    (white, black): (Player, Player),
    max_turns: usize,
    seed: u64,
) -> (Option<Color>, usize) {
    let rng = &mut XorShift(seed.wrapping_mul(0x2545_F491_4F6C_DD1D) | 1);
    while game.turns().len() <= max_turns {
        match game.phase() {
            Phase::Over => break,
            Phase::Roll => {
                if game.roll().is_err() {
                    break;
                }
            }
            Phase::Move | Phase::Bonus => {
                let player = if game.turn() == Color::White {
                    white
                } else {
                    black
                };
                let Some(m) = player.choose(&game, rng) else {
                    break;
                };
                if game.play(&m).is_err() {
                    break;
                }
            }
        }
    }
    let winner = game.result().and_then(|r| r.winner);
    (winner, game.turns().len())
}

/// Plays pair `index` of the match: its opening, then A as White and A
/// as Black, each game with the pair's dice.
pub fn play_pair(a: Player, b: Player, arena: &Arena, index: u32) -> PairResult {
    let seed = arena.seed + u64::from(index);
    let start = opening(arena.rules, seed, arena.opening);
    let mut half_points = [1u8; 2];
    let mut turns = [0; 2];
    for (k, a_colour) in [Color::White, Color::Black].into_iter().enumerate() {
        let (white, black) = if a_colour == Color::White {
            (a, b)
        } else {
            (b, a)
        };
        let (winner, n) = play_out(start.clone(), (white, black), arena.max_turns, seed);
        half_points[k] = match winner {
            Some(c) if c == a_colour => 2,
            Some(_) => 0,
            None => 1,
        };
        turns[k] = n;
    }
    PairResult { half_points, turns }
}

/// Plays the match on `threads` threads, calling `progress` with the
/// report so far each time the pairs finished in order grow. With a
/// test, the match stops at the first pair (in order) where the test
/// decides, and the report counts the pairs up to it only.
pub fn run(
    a: Player,
    b: Player,
    arena: &Arena,
    threads: usize,
    progress: &(dyn Fn(&ArenaReport) + Sync),
) -> ArenaReport {
    let slots: Mutex<Vec<Option<PairResult>>> = Mutex::new(vec![None; arena.pairs as usize]);
    let next = AtomicU32::new(0);
    let done = AtomicBool::new(false);
    // The length of the prefix of finished pairs already reported on.
    let reported = Mutex::new(0usize);
    std::thread::scope(|scope| {
        for _ in 0..threads.max(1) {
            scope.spawn(|| {
                loop {
                    if done.load(Ordering::SeqCst) {
                        break;
                    }
                    let i = next.fetch_add(1, Ordering::SeqCst);
                    if i >= arena.pairs {
                        break;
                    }
                    let r = play_pair(a, b, arena, i);
                    let prefix: Vec<PairResult> = {
                        let mut s = slots.lock().unwrap_or_else(|e| e.into_inner());
                        s[i as usize] = Some(r);
                        s.iter().map_while(|x| *x).collect()
                    };
                    let mut seen = reported.lock().unwrap_or_else(|e| e.into_inner());
                    if prefix.len() > *seen {
                        // The test reads the pairs in order, one at a time.
                        for n in (*seen + 1)..=prefix.len() {
                            let part = ArenaReport::from_results(prefix[..n].to_vec(), arena.sprt);
                            if part.verdict.is_some() {
                                done.store(true, Ordering::SeqCst);
                                break;
                            }
                        }
                        *seen = prefix.len();
                        progress(&ArenaReport::from_results(prefix, arena.sprt));
                    }
                }
            });
        }
    });
    let slots = slots.into_inner().unwrap_or_else(|e| e.into_inner());
    let prefix: Vec<PairResult> = slots.iter().map_while(|x| *x).collect();
    // With a test, the match ends at the first pair where it decided.
    let end = match arena.sprt {
        Some(t) => (1..=prefix.len())
            .find(|&n| {
                ArenaReport::from_results(prefix[..n].to_vec(), Some(t))
                    .verdict
                    .is_some()
            })
            .unwrap_or(prefix.len()),
        None => prefix.len(),
    };
    ArenaReport::from_results(prefix[..end].to_vec(), arena.sprt)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn elo_and_score_are_inverse() {
        assert!((score_of_elo(0.0) - 0.5).abs() < 1e-12);
        for elo in [-400.0, -35.0, 0.0, 10.0, 191.0] {
            assert!(
                (elo_of_score(score_of_elo(elo)) - elo).abs() < 1e-9,
                "{elo}"
            );
        }
        // 75% is about 191 Elo, the usual rule of thumb.
        assert!((elo_of_score(0.75) - 190.85).abs() < 0.01);
        assert_eq!(elo_of_score(1.0), f64::INFINITY);
    }

    #[test]
    fn the_pairs_interval_is_their_mean_and_standard_error() {
        // 10 pairs: 2 of 0 points, 3 of 1, 5 of 2 (half points 0, 2, 4).
        let p = Pentanomial([2, 0, 3, 0, 5]);
        let (n, mean, var) = p.moments().unwrap();
        assert_eq!(n, 10.0);
        assert!((mean - 0.65).abs() < 1e-12);
        // Values 0, 0.5, 1: E[x²] = (3 × 0.25 + 5) / 10 = 0.575.
        assert!((var - (0.575 - 0.65 * 0.65)).abs() < 1e-12);
        let (s, lo, hi) = p.score().unwrap();
        let half = 1.96 * (var / 10.0).sqrt();
        assert!(
            (s - 0.65).abs() < 1e-12
                && (hi - s - half).abs() < 1e-12
                && (s - lo - half).abs() < 1e-12
        );
        let (e, elo_lo, elo_hi) = p.elo().unwrap();
        assert!(elo_lo < e && e < elo_hi && e > 100.0);
        assert_eq!(Pentanomial::default().score(), None);
    }

    #[test]
    fn the_sequential_test_accepts_the_hypothesis_the_pairs_favour() {
        let t = Sprt {
            elo0: 0.0,
            elo1: 50.0,
            alpha: 0.05,
            beta: 0.05,
        };
        let (low, high) = t.bounds();
        assert!((high - (0.95f64 / 0.05).ln()).abs() < 1e-12 && (low + high).abs() < 1e-12);
        // A clearly stronger A: most pairs 1½ or 2.
        let strong = Pentanomial([2, 5, 20, 40, 33]);
        assert!(t.llr(&strong).unwrap() > high);
        assert_eq!(t.verdict(&strong), Some(true));
        // Even players: pairs centred on 1 point.
        let even = Pentanomial([10, 30, 120, 30, 10]);
        assert!(t.llr(&even).unwrap() < low);
        assert_eq!(t.verdict(&even), Some(false));
        // Too few pairs to decide.
        assert_eq!(t.verdict(&Pentanomial([0, 1, 1, 1, 0])), None);
        // All pairs alike: no variance, no verdict.
        assert_eq!(t.llr(&Pentanomial([0, 0, 9, 0, 0])), None);
    }

    #[test]
    fn a_pair_shares_its_opening_and_the_report_is_the_same_on_any_threads() {
        let arena = Arena {
            rules: Rules::DICE_REX_CIRCE,
            seed: 5,
            pairs: 4,
            opening: 4,
            max_turns: 80,
            sprt: None,
        };
        let a = opening(arena.rules, 5, 4);
        assert_eq!(a.fen(), opening(arena.rules, 5, 4).fen());
        assert_ne!(a.fen(), opening(arena.rules, 6, 4).fen());
        assert!(a.turns().len() >= 4 && a.phase() != Phase::Over);
        let one = run(Player::Greedy, Player::Random, &arena, 1, &|_| ());
        let two = run(Player::Greedy, Player::Random, &arena, 2, &|_| ());
        assert_eq!(one, two);
        assert_eq!(one.games(), 8);
        assert_eq!(one.pentanomial.pairs(), 4);
        // Greedy takes what vanishes and mates when it can: it beats random.
        assert!(one.wins > one.losses, "{one:?}");
    }

    #[test]
    fn a_decided_test_stops_the_match_at_the_same_pair_on_any_threads() {
        let arena = Arena {
            rules: Rules::DICE_REX_CIRCE,
            seed: 100,
            pairs: 40,
            opening: 2,
            max_turns: 60,
            sprt: Some(Sprt {
                elo0: 0.0,
                elo1: 200.0,
                alpha: 0.1,
                beta: 0.1,
            }),
        };
        let one = run(Player::Greedy, Player::Random, &arena, 1, &|_| ());
        let two = run(Player::Greedy, Player::Random, &arena, 2, &|_| ());
        assert_eq!(one, two);
        assert_eq!(one.verdict, Some(true), "{one:?}");
        assert!(one.results.len() < 40, "{}", one.results.len());
    }
}
