//! What the hard level's safety check (src/ai/safety.rs) costs and how
//! often it changes the move: positions at a free move from seeded games
//! of the medium level against itself, each searched at the hard budget
//! (nodes only) with the check and without it.
//!   cargo run --release --example safety_cost -- [GAMES]
//! Prints the time per search with and without the check (median and
//! worst), and how many moves the check changed.

use std::time::Instant;

use dice_rex_circe::ai::{Level, Limits, Params, best_move_with};
use dice_rex_circe::{DiceSource, Game, Phase, Rules};

fn main() {
    let games: u64 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(6);
    let medium = Limits::nodes(Level::Medium.limits().nodes);
    let hard = Limits::nodes(Level::Hard.limits().nodes);
    let with = Params::default();
    let without = Params {
        safety: 0,
        ..Params::default()
    };
    let (mut on, mut off, mut changed) = (Vec::new(), Vec::new(), 0);
    for seed in 0..games {
        let mut game = Game::start(Rules::default(), DiceSource::Seeded(seed)).expect("start");
        for _ in 0..120 {
            match game.phase() {
                Phase::Over => break,
                Phase::Roll => {
                    game.roll().expect("roll");
                    continue;
                }
                Phase::Move => {
                    let t = Instant::now();
                    let a = best_move_with(&game, hard, &with).expect("search");
                    on.push(t.elapsed().as_secs_f64() * 1000.0);
                    let t = Instant::now();
                    let b = best_move_with(&game, hard, &without).expect("search");
                    off.push(t.elapsed().as_secs_f64() * 1000.0);
                    changed += usize::from(a.mv != b.mv);
                }
                _ => {}
            }
            let choice = best_move_with(&game, medium, &with).expect("search");
            game.play(&choice.mv).expect("legal");
        }
    }
    let summary = |times: &mut Vec<f64>| {
        times.sort_by(f64::total_cmp);
        (times[times.len() / 2], times[times.len() - 1])
    };
    let n = on.len();
    let (on_median, on_max) = summary(&mut on);
    let (off_median, off_max) = summary(&mut off);
    println!("{n} positions from {games} games, hard budget (300,000 nodes)");
    println!("  with the check     median {on_median:.0} ms, max {on_max:.0} ms");
    println!("  without the check  median {off_median:.0} ms, max {off_max:.0} ms");
    println!("  moves changed by the check: {changed} of {n}");
}
