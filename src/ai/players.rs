//! Players for matches: the search at a budget, and two baselines.

use super::{Limits, best_move};
use crate::game::{Game, Phase};
use crate::moves::Move;

/// Who chooses the moves of one side in a match.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Player {
    /// A uniformly random legal move.
    Random,
    /// A Circe Mate if there is one, else a capture whose victim vanishes,
    /// else a random move.
    Greedy,
    /// The search with these limits.
    Search(Limits),
}

/// A small deterministic generator for the baselines' random choices.
pub(crate) struct XorShift(pub u64);

impl XorShift {
    pub fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n.max(1) as u64) as usize
    }
}

impl Player {
    /// Parses `random`, `greedy`, `easy`, `medium`, `hard` or `nodes:N`.
    pub fn parse(text: &str) -> Option<Player> {
        match text {
            "random" => Some(Player::Random),
            "greedy" => Some(Player::Greedy),
            _ => {
                if let Some(n) = text.strip_prefix("nodes:") {
                    return n
                        .parse()
                        .ok()
                        .filter(|&n| n > 0)
                        .map(|n| Player::Search(Limits::nodes(n)));
                }
                // Matches use the node budget only, so they are reproducible.
                super::Level::from_name(text)
                    .map(|l| Player::Search(Limits::nodes(l.limits().nodes)))
            }
        }
    }

    /// The move this player makes now; `None` outside the move phases.
    pub(crate) fn choose(&self, game: &Game, rng: &mut XorShift) -> Option<Move> {
        if !matches!(game.phase(), Phase::Move | Phase::Bonus) {
            return None;
        }
        let moves = game.legal_moves();
        if moves.is_empty() {
            return None;
        }
        match self {
            Player::Random => Some(moves[rng.below(moves.len())]),
            Player::Greedy => {
                let pos = game.position();
                let rules = game.rules();
                let mate = moves.iter().find(|m| {
                    let mut after = *pos;
                    after
                        .play(&rules, m, game.phase() == Phase::Move)
                        .circe_mate
                });
                let vanishing: Vec<&Move> = moves
                    .iter()
                    .filter(|m| {
                        m.capture.is_some() && {
                            let mut after = *pos;
                            let effects = after.play(&rules, m, game.phase() == Phase::Move);
                            effects.captured.is_some() && effects.rebirth.is_none()
                        }
                    })
                    .collect();
                mate.copied()
                    .or_else(|| {
                        (!vanishing.is_empty()).then(|| *vanishing[rng.below(vanishing.len())])
                    })
                    .or_else(|| Some(moves[rng.below(moves.len())]))
            }
            Player::Search(limits) => best_move(game, *limits).ok().map(|c| c.mv),
        }
    }
}
