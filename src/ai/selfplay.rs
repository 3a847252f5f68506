//! Matches between players with seeded dice, alternating or fixed
//! colours and optionally random opening moves (`drc selfplay`), reported
//! as wins, draws and losses with 95% intervals.

use super::players::{Player, XorShift};
use crate::dice::DiceSource;
use crate::fen::FenPosition;
use crate::game::{Game, Phase};
use crate::rules::Rules;
use crate::square::Color;
use std::collections::HashSet;
use std::fmt;
use std::hash::{Hash, Hasher};

/// How one game ended for player A.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum GameScore {
    /// A won.
    Win,
    /// A draw, or a game that reached the turn limit.
    #[default]
    Draw,
    /// A lost.
    Loss,
}

/// Who has White in a match.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Colours {
    /// A has White in the even games, B in the odd ones: a comparison of
    /// players that cancels the first move's advantage.
    Alternate,
    /// A has White in every game: with A and B the same player, a
    /// measure of the first move's advantage (White's score).
    Fixed,
}

/// One match's settings: the rule set, the first game's seed (game `i`
/// plays with seed `seed + i`), the turn count after which a game is
/// scored a draw, who has White, and how many turns open with a random
/// free move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MatchSetup {
    /// The rule set both players play.
    pub rules: Rules,
    /// The dice seed of the match's first game.
    pub seed: u64,
    /// The turns after which an unfinished game is scored a draw.
    pub max_turns: usize,
    /// Who has White.
    pub colours: Colours,
    /// The first `opening` turns of each game (counting both sides'
    /// turns) start with a free move drawn at random from the legal ones,
    /// seeded by the game's seed; bonus moves stay the players'. Without
    /// dice a search plays the same game from the same position, so this
    /// is what makes the games of a match differ.
    pub opening: usize,
}

impl MatchSetup {
    /// Alternating colours, no random opening.
    pub const fn new(rules: Rules, seed: u64, max_turns: usize) -> MatchSetup {
        MatchSetup {
            rules,
            seed,
            max_turns,
            colours: Colours::Alternate,
            opening: 0,
        }
    }
}

/// How one game went: the score for A, a hash of its moves (to count the
/// distinct games of a match), its number of turns and its record, with
/// White and Black named "A" and "B".
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GameReport {
    /// How the game ended for A.
    pub score: GameScore,
    /// A hash of the game's moves: equal games have equal hashes.
    pub moves_hash: u64,
    /// How many turns the game had.
    pub turns: usize,
    /// The game record (docs/formats.md, "Game records"), with White and Black named
    /// "A" and "B".
    pub record: String,
}

/// Plays one game from the start of `rules`: A has White when `a_white`.
/// Games longer than `max_turns` are scored as draws. The first `opening`
/// turns start with a random free move.
pub fn play_game(
    a: Player,
    b: Player,
    a_white: bool,
    rules: Rules,
    seed: u64,
    max_turns: usize,
) -> GameScore {
    play_game_report(a, b, a_white, rules, seed, max_turns, 0).score
}

/// [`play_game`] with random opening turns, reporting the game's moves and length.
pub fn play_game_report(
    a: Player,
    b: Player,
    a_white: bool,
    rules: Rules,
    seed: u64,
    max_turns: usize,
    opening: usize,
) -> GameReport {
    let mut game = Game::from_fen_position(
        FenPosition::start_for(&rules),
        rules,
        DiceSource::Seeded(seed),
    );
    let mut rng = XorShift(seed.wrapping_mul(0x2545_F491_4F6C_DD1D) | 1);
    let mut opening_rng = XorShift(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ 0x0BE1_1A5C | 1);
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    while game.turns().len() <= max_turns {
        match game.phase() {
            Phase::Over => break,
            Phase::Roll => {
                if game.roll().is_err() {
                    break;
                }
            }
            Phase::Move | Phase::Bonus => {
                let random_opening = game.phase() == Phase::Move && opening_turn(&game) < opening;
                let m = if random_opening {
                    let moves = game.legal_moves();
                    (!moves.is_empty()).then(|| moves[opening_rng.below(moves.len())])
                } else {
                    let white = game.turn() == Color::White;
                    let player = if white == a_white { a } else { b };
                    player.choose(&game, &mut rng)
                };
                let Some(m) = m else {
                    break;
                };
                m.to_string().hash(&mut hasher);
                if game.play(&m).is_err() {
                    break;
                }
            }
        }
    }
    let a_color = if a_white { Color::White } else { Color::Black };
    let score = match game.result().and_then(|r| r.winner) {
        Some(c) if c == a_color => GameScore::Win,
        Some(_) => GameScore::Loss,
        None => GameScore::Draw,
    };
    let (white, black) = if a_white { ("A", "B") } else { ("B", "A") };
    let record = crate::record::write(&game)
        .replacen("[White \"?\"]", &format!("[White \"{white}\"]"), 1)
        .replacen("[Black \"?\"]", &format!("[Black \"{black}\"]"), 1);
    GameReport {
        score,
        moves_hash: hasher.finish(),
        turns: game.turns().len(),
        record,
    }
}

/// The index of the turn whose free move is due (0 for the game's first).
fn opening_turn(game: &Game) -> usize {
    // The turn in progress has an entry once it has a move or a roll.
    let turns = game.turns();
    match turns.last() {
        Some(t) if t.moves.is_empty() => turns.len() - 1,
        _ => turns.len(),
    }
}

/// A match result from player A's side.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Games A won.
    pub wins: u32,
    /// Games drawn (including those that reached the turn limit).
    pub draws: u32,
    /// Games A lost.
    pub losses: u32,
}

impl Tally {
    /// Counts one more game.
    pub fn add(&mut self, s: GameScore) {
        match s {
            GameScore::Win => self.wins += 1,
            GameScore::Draw => self.draws += 1,
            GameScore::Loss => self.losses += 1,
        }
    }

    /// How many games were counted.
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

/// A match's result with what describes its games: how many differed
/// in their moves, their mean length in turns, and each game's report in
/// the order of the games.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct MatchReport {
    /// Wins, draws and losses from A's side.
    pub tally: Tally,
    /// How many games differed in their moves.
    pub distinct: usize,
    /// The games' mean length, in turns.
    pub mean_turns: f64,
    /// Each game's report, in the order of the games.
    pub games: Vec<GameReport>,
}

/// Plays `games` games, A taking White in the even ones (or in all with
/// [`Colours::Fixed`]), on `threads` threads; game `i` uses dice seed
/// `seed + i`.
pub fn run_match(a: Player, b: Player, games: u32, setup: MatchSetup, threads: usize) -> Tally {
    run_match_report(a, b, games, setup, threads).tally
}

/// [`run_match`], with the number of distinct games and their mean length.
pub fn run_match_report(
    a: Player,
    b: Player,
    games: u32,
    setup: MatchSetup,
    threads: usize,
) -> MatchReport {
    let MatchSetup {
        rules,
        seed,
        max_turns,
        colours,
        opening,
    } = setup;
    let threads = threads.max(1) as u32;
    let reports: Vec<Vec<GameReport>> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                scope.spawn(move || {
                    (t..games)
                        .step_by(threads as usize)
                        .map(|i| {
                            let a_white = colours == Colours::Fixed || i % 2 == 0;
                            let seed = seed + u64::from(i);
                            play_game_report(a, b, a_white, rules, seed, max_turns, opening)
                        })
                        .collect()
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().unwrap_or_default())
            .collect()
    });
    let mut report = MatchReport::default();
    let mut hashes = HashSet::new();
    let mut turns = 0usize;
    for r in reports.iter().flatten() {
        report.tally.add(r.score);
        hashes.insert(r.moves_hash);
        turns += r.turns;
    }
    // Thread t played games t, t + threads, …: put them back in order.
    let mut games: Vec<(u32, GameReport)> = reports
        .into_iter()
        .enumerate()
        .flat_map(|(t, rs)| {
            rs.into_iter()
                .enumerate()
                .map(move |(k, r)| (t as u32 + k as u32 * threads, r))
        })
        .collect();
    games.sort_by_key(|(i, _)| *i);
    report.games = games.into_iter().map(|(_, r)| r).collect();
    report.distinct = hashes.len();
    let n = report.tally.games();
    if n > 0 {
        report.mean_turns = turns as f64 / f64::from(n);
    }
    report
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
            let setup = MatchSetup::new(rules, 10, 200);
            let a = run_match(Player::Greedy, Player::Random, 6, setup, 2);
            let b = run_match(Player::Greedy, Player::Random, 6, setup, 1);
            assert_eq!(a, b);
            assert_eq!(a.games(), 6);
        }
    }

    #[test]
    fn fixed_colours_give_white_to_a_and_random_openings_vary_the_games() {
        let rules: Rules = "orthodox".parse().unwrap();
        let search = Player::Search(super::super::Limits::nodes(60), Default::default());
        let fixed = MatchSetup {
            colours: Colours::Fixed,
            max_turns: 12,
            ..MatchSetup::new(rules, 7, 12)
        };
        // A deterministic search against itself without dice plays one
        // game over and over; random opening turns make the games differ.
        let same = run_match_report(search, search, 4, fixed, 2);
        assert_eq!(same.distinct, 1);
        let varied = run_match_report(
            search,
            search,
            4,
            MatchSetup {
                opening: 4,
                ..fixed
            },
            2,
        );
        assert_eq!(varied.distinct, 4);
        // With fixed colours every game gives A White: the match is the
        // sum of the games played with A as White, which alternating
        // colours is not.
        let (a, b) = (Player::Greedy, Player::Random);
        let dice = MatchSetup {
            colours: Colours::Fixed,
            ..MatchSetup::new(Rules::DICE_REX_CIRCE, 40, 60)
        };
        let as_white = |n: u64| {
            let mut t = Tally::default();
            for i in 0..n {
                t.add(play_game_report(a, b, true, dice.rules, 40 + i, 60, 0).score);
            }
            t
        };
        assert_eq!(run_match(a, b, 8, dice, 2), as_white(8));
        assert_eq!(opening_turn(&Game::new()), 0);
    }
}
