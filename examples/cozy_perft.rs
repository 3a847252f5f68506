//! cozy-chess's perft from the start as a whole process, the counterpart
//! of `drc perft --rules orthodox DEPTH` in `npm run bench`:
//!   cargo run --release --example cozy_perft -- [DEPTH]
//! Prints the count.

#[path = "../benches/support/cozy.rs"]
mod cozy;

fn main() {
    let depth = std::env::args()
        .nth(1)
        .and_then(|d| d.parse().ok())
        .unwrap_or(6u8);
    println!(
        "{}",
        cozy::perft(&cozy_chess::Board::default(), depth.max(1))
    );
}
