//! How two searches choose their free moves in Dice Rex Circe: player A
//! plays seeded games against itself, and at each of its free moves both
//! A and B choose. Prints how often each chose a king move (king moves
//! earn the dice), how often they agreed, how often each completed two
//! turns, and how often A's choice came from a second turn cut short by
//! the budget that changed the first turn's best (and of those, how often
//! from a king move to another move), with the positions of the latter.
//!   cargo run --release --example king_moves -- [A] [B] [GAMES] [SEED]
//! A and B as `drc selfplay` takes them (hard and hard,classic=1 by
//! default).

use dice_rex_circe::ai::{Player, best_move_observed, best_move_with};
use dice_rex_circe::{DiceSource, Game, Move, Phase, Role, Rules};

fn search(spec: &str) -> (dice_rex_circe::ai::Limits, dice_rex_circe::ai::Params) {
    match Player::parse(spec) {
        Ok(Player::Search(limits, params)) => (limits, params),
        _ => {
            eprintln!("king_moves: '{spec}' is not a search player");
            std::process::exit(2);
        }
    }
}

#[derive(Default)]
struct Counts {
    free: usize,
    a_king: usize,
    b_king: usize,
    same: usize,
    a_two_turns: usize,
    b_two_turns: usize,
    changed_by_a_partial_turn: usize,
    king_to_other: usize,
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let a = args.first().map_or("hard", String::as_str);
    let b = args.get(1).map_or("hard,classic=1", String::as_str);
    let games: u64 = args.get(2).and_then(|g| g.parse().ok()).unwrap_or(4);
    let seed: u64 = args.get(3).and_then(|s| s.parse().ok()).unwrap_or(90_000);
    let (a_limits, a_params) = search(a);
    let (b_limits, b_params) = search(b);
    let mut n = Counts::default();
    for g in 0..games {
        let mut game =
            Game::start(Rules::DICE_REX_CIRCE, DiceSource::Seeded(seed + g)).expect("start");
        for _ in 0..200 {
            match game.phase() {
                Phase::Over => break,
                Phase::Roll => {
                    game.roll().expect("roll");
                    continue;
                }
                _ => {}
            }
            // The best of the first turn, as the second turn's progress
            // reports it.
            let mut first_turn: Option<Move> = None;
            let choice = best_move_observed(&game, a_limits, &a_params, &mut |p| {
                if p.depth == 2 && p.best.depth == 1 {
                    first_turn = Some(p.best.mv);
                }
                true
            })
            .expect("search");
            if game.phase() == Phase::Move {
                let other = best_move_with(&game, b_limits, &b_params).expect("search");
                let pos = game.position();
                let king = |m: &Move| pos.piece_at(m.from).is_some_and(|p| p.role == Role::King);
                n.free += 1;
                n.a_king += usize::from(king(&choice.mv));
                n.b_king += usize::from(king(&other.mv));
                n.same += usize::from(choice.mv == other.mv);
                n.a_two_turns += usize::from(choice.depth >= 2);
                n.b_two_turns += usize::from(other.depth >= 2);
                if let Some(m) = first_turn.filter(|m| choice.depth == 1 && *m != choice.mv) {
                    n.changed_by_a_partial_turn += 1;
                    if king(&m) && !king(&choice.mv) {
                        n.king_to_other += 1;
                        println!(
                            "{}  first turn {}, played {}",
                            game.fen(),
                            game.san(&m),
                            game.san(&choice.mv)
                        );
                    }
                }
            }
            game.play(&choice.mv).expect("play");
        }
    }
    println!(
        "{} free moves of {a}: king moves {} ({a}) and {} ({b}); the same move {}; \
         two turns complete {} ({a}) and {} ({b}); {a}'s first-turn best changed by a \
         second turn cut short {}, from a king move to another {}",
        n.free,
        n.a_king,
        n.b_king,
        n.same,
        n.a_two_turns,
        n.b_two_turns,
        n.changed_by_a_partial_turn,
        n.king_to_other
    );
}
