//! Players for matches: the search at a budget, and two baselines.

use super::{Limits, Params, best_move_with};
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
    /// The search with these limits and knobs.
    Search(Limits, Params),
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
    /// Parses `random`, `greedy`, `easy`, `medium`, `hard`, `deep`,
    /// `nodes:N` or `ms:T` (a time budget),
    /// the searches optionally followed by knobs to tune, as in
    /// `hard,scale=600,king_mortal=150` (see [`Params::set`]).
    pub fn parse(text: &str) -> Result<Player, String> {
        let mut parts = text.split(',');
        let name = parts.next().unwrap_or_default();
        let mut player = match name {
            "random" => Player::Random,
            "greedy" => Player::Greedy,
            _ => {
                let limits = if let Some(n) = name.strip_prefix("nodes:") {
                    match n.parse() {
                        Ok(n) if n > 0 => Limits::nodes(n),
                        _ => return Err(format!("'{n}' is not a node budget above zero")),
                    }
                } else if let Some(ms) = name.strip_prefix("ms:") {
                    match ms.parse::<f64>() {
                        Ok(ms) if ms >= 1.0 => Limits::time_ms(ms),
                        _ => return Err(format!("'{ms}' is not a time of 1 ms or more")),
                    }
                } else {
                    let level = super::Level::from_name(name).ok_or_else(|| {
                        format!(
                            "unknown player '{name}' (random, greedy, easy, medium, hard, deep, nodes:N, ms:T)"
                        )
                    })?;
                    // Matches use the node budget only, so they are
                    // reproducible, except at the level that plays by the
                    // clock.
                    if level.timed() {
                        level.limits()
                    } else {
                        Limits::nodes(level.limits().nodes)
                    }
                };
                Player::Search(limits, Params::default())
            }
        };
        for knob in parts {
            let Player::Search(_, params) = &mut player else {
                return Err(format!("'{name}' has no settings to change"));
            };
            let (key, value) = knob
                .split_once('=')
                .ok_or_else(|| format!("'{knob}' is not of the form name=value"))?;
            params.set(key, value)?;
        }
        Ok(player)
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
                    let mut after = pos.clone();
                    after
                        .play(&rules, m, game.phase() == Phase::Move)
                        .circe_mate
                });
                let vanishing: Vec<&Move> = moves
                    .iter()
                    .filter(|m| {
                        m.capture.is_some() && {
                            let mut after = pos.clone();
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
            Player::Search(limits, params) => {
                best_move_with(game, *limits, params).ok().map(|c| c.mv)
            }
        }
    }
}
