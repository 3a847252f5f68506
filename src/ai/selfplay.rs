//! Matches between players with seeded dice and alternating colours
//! (`drc selfplay`), reported as wins, draws and losses with 95% intervals.

use super::players::{Player, XorShift};
use crate::dice::DiceSource;
use crate::fen::Setup;
use crate::game::{Game, Phase};
use crate::rules::Rules;
use crate::square::Color;
use std::fmt;

/// How one game ended for player A.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameScore {
    Win,
    Draw,
    Loss,
}

/// One match's settings: the rule set, the first game's seed (game `i`
/// plays with seed `seed + i`) and the turn count after which a game is
/// scored a draw.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MatchSetup {
    pub rules: Rules,
    pub seed: u64,
    pub max_turns: usize,
}

/// Plays one game from the start of `rules`: A has White when `a_white`.
/// Games longer than `max_turns` are scored as draws.
pub fn play_game(
    a: Player,
    b: Player,
    a_white: bool,
    rules: Rules,
    seed: u64,
    max_turns: usize,
) -> GameScore {
    let mut game = Game::from_setup(Setup::start_for(&rules), rules, DiceSource::Seeded(seed));
    let mut rng = XorShift(seed.wrapping_mul(0x2545_F491_4F6C_DD1D) | 1);
    while game.turns().len() <= max_turns {
        match game.phase() {
            Phase::Over => break,
            Phase::Roll => {
                if game.roll().is_err() {
                    break;
                }
            }
            Phase::Move | Phase::Bonus => {
                let white = game.turn() == Color::White;
                let player = if white == a_white { a } else { b };
                let Some(m) = player.choose(&game, &mut rng) else {
                    break;
                };
                if game.play(&m).is_err() {
                    break;
                }
            }
        }
    }
    let a_color = if a_white { Color::White } else { Color::Black };
    match game.result().and_then(|r| r.winner) {
        Some(c) if c == a_color => GameScore::Win,
        Some(_) => GameScore::Loss,
        None => GameScore::Draw,
    }
}

/// A match result from player A's side.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
}

impl Tally {
    pub fn add(&mut self, s: GameScore) {
        match s {
            GameScore::Win => self.wins += 1,
            GameScore::Draw => self.draws += 1,
            GameScore::Loss => self.losses += 1,
        }
    }

    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// The share of decisive games A won, with a 95% Wilson interval.
    pub fn decisive_share(&self) -> Option<(f64, f64, f64)> {
        let n = f64::from(self.wins + self.losses);
        (n > 0.0).then(|| wilson(f64::from(self.wins), n))
    }

    /// A's score (a draw counts half), with a 95% Wilson interval.
    pub fn score(&self) -> Option<(f64, f64, f64)> {
        let n = f64::from(self.games());
        (n > 0.0).then(|| wilson(f64::from(self.wins) + 0.5 * f64::from(self.draws), n))
    }
}

fn wilson(successes: f64, n: f64) -> (f64, f64, f64) {
    let z = 1.96;
    let p = successes / n;
    let denom = 1.0 + z * z / n;
    let centre = (p + z * z / (2.0 * n)) / denom;
    let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / denom;
    (p, (centre - half).max(0.0), (centre + half).min(1.0))
}

impl fmt::Display for Tally {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "+{} ={} -{} ({} games)",
            self.wins,
            self.draws,
            self.losses,
            self.games()
        )?;
        if let Some((p, lo, hi)) = self.score() {
            write!(
                f,
                ", score {:.1}% [{:.1}, {:.1}]",
                100.0 * p,
                100.0 * lo,
                100.0 * hi
            )?;
        }
        if let Some((p, lo, hi)) = self.decisive_share() {
            write!(
                f,
                ", decisive games won {:.1}% [{:.1}, {:.1}]",
                100.0 * p,
                100.0 * lo,
                100.0 * hi
            )?;
        }
        Ok(())
    }
}

/// Plays `games` games, A taking White in the even ones, on `threads`
/// threads; game `i` uses dice seed `seed + i`.
pub fn run_match(a: Player, b: Player, games: u32, setup: MatchSetup, threads: usize) -> Tally {
    let MatchSetup {
        rules,
        seed,
        max_turns,
    } = setup;
    let threads = threads.max(1) as u32;
    let tallies: Vec<Tally> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                scope.spawn(move || {
                    let mut tally = Tally::default();
                    for i in (t..games).step_by(threads as usize) {
                        tally.add(play_game(
                            a,
                            b,
                            i % 2 == 0,
                            rules,
                            seed + u64::from(i),
                            max_turns,
                        ));
                    }
                    tally
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().unwrap_or_default())
            .collect()
    });
    let mut total = Tally::default();
    for t in tallies {
        total.wins += t.wins;
        total.draws += t.draws;
        total.losses += t.losses;
    }
    total
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wilson_interval_contains_the_estimate() {
        let (p, lo, hi) = wilson(98.0, 100.0);
        assert!((p - 0.98).abs() < 1e-9);
        assert!(lo < p && p < hi && hi <= 1.0 && lo > 0.9);
    }

    #[test]
    fn matches_are_reproducible() {
        for rules in [Rules::DICE_REX_CIRCE, "dice-chess".parse().unwrap()] {
            let setup = MatchSetup {
                rules,
                seed: 10,
                max_turns: 200,
            };
            let a = run_match(Player::Greedy, Player::Random, 6, setup, 2);
            let b = run_match(Player::Greedy, Player::Random, 6, setup, 1);
            assert_eq!(a, b);
            assert_eq!(a.games(), 6);
        }
    }
}
