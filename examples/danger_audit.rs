//! How often a player walks into a Circe Mate it could have avoided, in
//! Dice Rex Circe: seeded games of the player against itself, and at each
//! of its free moves the danger of every move on offer (the opponent's
//! exact chance of a Circe Mate in their next turn, as `drc odds --danger
//! all` gives it: for a king move, where the turn would end before its
//! roll). Prints how often the chosen move's danger exceeds the least on
//! offer by 5 points or more, and how often it is 10% or more where a
//! move of 2% or less existed.
//!   cargo run --release --example danger_audit -- [PLAYER] [GAMES] [SEED]
//! PLAYER as `drc selfplay` takes it (hard by default; hard,classic=1 is
//! the classic search).

use dice_rex_circe::ai::odds::{Danger, odds};
use dice_rex_circe::ai::{Player, best_move_with};
use dice_rex_circe::{DiceSource, Game, Phase, Rules};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let spec = args.first().map_or("hard", String::as_str);
    let games: u64 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(10);
    let seed: u64 = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(70_000);
    let Ok(Player::Search(limits, params)) = Player::parse(spec) else {
        eprintln!("danger_audit: '{spec}' is not a search player");
        std::process::exit(2);
    };
    let results: Vec<(usize, usize, usize, Vec<String>)> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..2u64)
            .map(|t| {
                s.spawn(move || {
                    let (mut moves, mut over5, mut worst) = (0, 0, 0);
                    let mut notes = Vec::new();
                    for g in (t..games).step_by(2) {
                        let mut game =
                            Game::start(Rules::DICE_REX_CIRCE, DiceSource::Seeded(seed + g))
                                .expect("start");
                        for _ in 0..400 {
                            match game.phase() {
                                Phase::Over => break,
                                Phase::Roll => {
                                    game.roll().expect("roll");
                                    continue;
                                }
                                _ => {}
                            }
                            let choice = best_move_with(&game, limits, &params).expect("search");
                            if game.phase() == Phase::Move {
                                let o = odds(&game, Danger::AllMoves).expect("odds");
                                let d = |m: &dice_rex_circe::ai::odds::MoveOdds| {
                                    m.danger.map_or(0.0, |c| c.probability())
                                };
                                let least = o.moves.iter().map(d).fold(1.0, f64::min);
                                let chosen =
                                    o.moves.iter().find(|m| m.mv == choice.mv).map_or(0.0, d);
                                moves += 1;
                                if chosen - least >= 0.05 {
                                    over5 += 1;
                                    notes.push(format!(
                                        "{} {} danger {:.1}% (least {:.1}%)",
                                        game.fen(),
                                        game.san(&choice.mv),
                                        100.0 * chosen,
                                        100.0 * least
                                    ));
                                }
                                if chosen >= 0.10 && least <= 0.02 {
                                    worst += 1;
                                }
                            }
                            game.play(&choice.mv).expect("legal");
                        }
                    }
                    (moves, over5, worst, notes)
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("thread"))
            .collect()
    });
    let (mut moves, mut over5, mut worst) = (0, 0, 0);
    for (m, o, w, notes) in &results {
        moves += m;
        over5 += o;
        worst += w;
        for n in notes {
            eprintln!("{n}");
        }
    }
    let pct = |n: usize| 100.0 * n as f64 / moves.max(1) as f64;
    println!("{spec}: {moves} free moves in {games} games against itself (seed {seed})");
    println!(
        "  chosen danger >= least + 5 points: {over5} ({:.1}%)",
        pct(over5)
    );
    println!(
        "  chosen >= 10% where a move <= 2% existed: {worst} ({:.1}%)",
        pct(worst)
    );
}
