//! `cargo bench`: perft speed at depth 6 from the start, next to
//! cozy-chess in the same run and with the same counting method (the last
//! ply counted in bulk from destination sets). Prints figures; asserts
//! nothing about time.

use dice_rex_circe::{FenPosition, Rules, perft};
use std::time::Instant;

#[path = "support/cozy.rs"]
mod cozy;

/// The best of `rounds` timings, and the count.
fn best(rounds: usize, mut f: impl FnMut() -> u64) -> (u64, f64) {
    let mut best = f64::MAX;
    let mut nodes = 0;
    for _ in 0..rounds {
        let start = Instant::now();
        nodes = std::hint::black_box(f());
        best = best.min(start.elapsed().as_secs_f64());
    }
    (nodes, best)
}

fn main() {
    let depth = std::env::var("PERFT_DEPTH")
        .ok()
        .and_then(|d| d.parse().ok())
        .unwrap_or(6u8);
    let rounds = 3;
    let start = FenPosition::start();
    let board = cozy_chess::Board::default();
    let (cozy_nodes, cozy_time) = best(rounds, || cozy::perft(&board, depth));
    let (drc_nodes, drc_time) = best(rounds, || {
        perft(&start, &Rules::DICE_REX_CIRCE, depth.into())
    });
    let (orth_nodes, orth_time) = best(rounds, || perft(&start, &Rules::ORTHODOX, depth.into()));
    let nps = |n: u64, t: f64| n as f64 / t / 1e6;
    println!(
        "perft depth {depth} from the start, best of {rounds} runs each, bulk counting at the last ply"
    );
    println!(
        "{:<34} {:>12} {:>9} {:>12}",
        "", "nodes", "seconds", "M nodes/s"
    );
    for (name, n, t) in [
        ("cozy-chess (orthodox)", cozy_nodes, cozy_time),
        ("dice-rex-circe (free-move perft)", drc_nodes, drc_time),
        ("dice-rex-circe engine, orthodox", orth_nodes, orth_time),
    ] {
        println!("{name:<34} {n:>12} {t:>9.3} {:>12.1}", nps(n, t));
    }
    println!(
        "dice-rex-circe nodes/s relative to cozy-chess: {:.2}x (target: at least 1.00x)",
        nps(drc_nodes, drc_time) / nps(cozy_nodes, cozy_time)
    );
    println!(
        "orthodox time relative to cozy-chess: {:.2}x (target: at most 1.20x)",
        orth_time / cozy_time
    );
    assert_eq!(
        orth_nodes, cozy_nodes,
        "orthodox counts must agree with cozy-chess"
    );
}
