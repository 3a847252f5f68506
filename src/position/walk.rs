//! Seeded random games for the tests: the positions a shortcut is compared
//! with the long way on.

use super::{MoveFilter, Position};
use crate::fen::FenPosition;
use crate::moves::Move;
use crate::rules::Rules;

/// Plays `games` games from `fen` under `rules`, each until it has no
/// legal move or `plies` moves were made, choosing each move with a
/// xorshift generator whose state is `seed`; `visit` sees every position
/// with its legal moves.
pub(crate) fn random_games(
    rules: &Rules,
    fen: &str,
    games: usize,
    plies: usize,
    seed: &mut u64,
    mut visit: impl FnMut(&Position, &[Move]),
) {
    for _ in 0..games {
        let mut pos = FenPosition::parse(fen, rules).unwrap().position;
        for _ in 0..plies {
            let moves = pos.legal_moves(rules, MoveFilter::ALL);
            visit(&pos, &moves);
            if moves.is_empty() {
                break;
            }
            *seed ^= *seed << 13;
            *seed ^= *seed >> 7;
            *seed ^= *seed << 17;
            pos.play(rules, &moves[(*seed % moves.len() as u64) as usize], true);
            pos.pass_turn();
        }
    }
}
