//! The safety check on a free move under three dice (issue 27): the
//! search sees the dice only to its horizon, with the bonus moves of its
//! last turn cut short, so it can rate a move a little better than another
//! while leaving the opponent a far better chance of a Circe Mate next
//! turn. The danger of the odds ([`super::odds::best_chance`]) is exact
//! over every roll of the opponent's next turn; after a king free move it
//! is averaged over the mover's own 56 roll outcomes, each followed by the
//! bonus moves the search would play (the best of the first bonus move's
//! candidates, then greedily), since a roll can force a bonus move that
//! opens the king (the review's 2…Kd7, then a forced Qe8).
//!
//! When the chosen move's danger exceeds [`THRESHOLD`], the root moves
//! whose values come within the margin ([`super::Params::safety`]) of the
//! best are searched again with a window that makes those values exact,
//! on what the search left of its budget (it leaves a quarter once two
//! turns are complete), and each is weighed by its value less its danger counted as a loss
//! (`WIN` × danger): the search may not have seen that loss, and a move
//! the search finds a little worse is played when it is that much safer.

use super::odds::best_chance_three_dice;
use super::search::Search;
use super::{Choice, Params, WIN};
use crate::dice::DiceKind;
use crate::dice::{Dice, Shape};
use crate::game::{Game, Phase};
use crate::moves::Move;
use crate::position::Position;
use crate::rules::Rules;

/// The danger (a probability) above which the chosen move is reconsidered.
pub const THRESHOLD: f64 = 0.05;
/// At most this many close moves are searched again and weighed.
pub const CANDIDATES: usize = 6;

/// The opponent's best chance of a Circe Mate in their next turn once the
/// mover's turn ends in `pos`.
fn at_turn_end(pos: &Position, rules: &Rules) -> f64 {
    let mut next = pos.clone();
    next.pass_turn();
    best_chance_three_dice(&next, rules).probability()
}

/// The dangers already worked out, by the position where the turn ends:
/// the rolls after a king move, and the root's king moves, end their
/// turns in the same positions again and again.
pub(super) type Known = std::collections::HashMap<u64, f64, KeyHasher>;

/// Positions are told apart by their Zobrist keys, which are already
/// uniform: no further hashing.
#[derive(Default, Clone, Copy)]
pub(super) struct KeyHasher(u64);

impl std::hash::Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 << 8) | u64::from(b);
        }
    }
    fn write_u64(&mut self, n: u64) {
        self.0 = n;
    }
}

impl std::hash::BuildHasher for KeyHasher {
    type Hasher = KeyHasher;
    fn build_hasher(&self) -> KeyHasher {
        KeyHasher(0)
    }
}

/// [`at_turn_end`], worked out once per position.
fn at_turn_end_known(pos: &Position, rules: &Rules, known: &mut Option<&mut Known>) -> f64 {
    match known {
        Some(k) => {
            let key = crate::zobrist::key(pos, pos.ep_targets());
            if let Some(&d) = k.get(&key) {
                return d;
            }
            let d = at_turn_end(pos, rules);
            k.insert(key, d);
            d
        }
        None => at_turn_end(pos, rules),
    }
}

/// The danger of free move `m` from `pos`: 0 if it wins at once; after a
/// king move, the average over the mover's roll of the danger its bonus
/// moves leave; after any other move, the danger where the turn ends.
pub(super) fn danger(search: &Search, pos: &Position, m: &Move) -> f64 {
    danger_known(search, pos, m, None)
}

/// [`danger`], working out each position's danger once in `known`.
pub(super) fn danger_known(
    search: &Search,
    pos: &Position,
    m: &Move,
    mut known: Option<&mut Known>,
) -> f64 {
    let rules = search.rules;
    let mut after = pos.clone();
    if after.play(&rules, m, true).circe_mate {
        return 0.0;
    }
    if !search.rolls_dice(m) {
        return at_turn_end_known(&after, &rules, &mut known);
    }
    let width = search.params.bonus_width.max(1);
    let mut sum = 0.0;
    let mut total = 0.0;
    for (dice, weight) in crate::dice::roll_outcomes(rules.dice, |_| true) {
        sum += f64::from(weight) * bonus_danger(search, &after, dice, width, &mut known);
        total += f64::from(weight);
    }
    if total == 0.0 { 0.0 } else { sum / total }
}

/// The least danger the mover's bonus moves under `dice` can leave, trying
/// the `width` best first moves by the evaluation and greedy moves after.
fn bonus_danger(
    search: &Search,
    pos: &Position,
    dice: Dice,
    width: usize,
    known: &mut Option<&mut Known>,
) -> f64 {
    let rules = search.rules;
    let moves = pos.legal_moves(&rules, search.bonus_filter(dice));
    if moves.is_empty() {
        return at_turn_end_known(pos, &rules, known);
    }
    let mut ranked: Vec<(i32, Move, Position)> = Vec::with_capacity(moves.len());
    for m in &moves {
        let mut child = pos.clone();
        if child.play(&rules, m, false).circe_mate {
            return 0.0;
        }
        ranked.push((search.eval_turn_end(&child), *m, child));
    }
    // Stable: among equals the generator's order decides, as in the search.
    ranked.sort_by_key(|(v, _, _)| std::cmp::Reverse(*v));
    let mut least = f64::INFINITY;
    for (_, m, child) in ranked.into_iter().take(width) {
        let rest = dice.without(rules.dice.spends(&dice, &m));
        let d = if rest.is_empty() {
            at_turn_end_known(&child, &rules, known)
        } else {
            bonus_danger(search, &child, rest, 1, known)
        };
        least = least.min(d);
        if least == 0.0 {
            break;
        }
    }
    least
}

/// Whether the check applies to a search of `game` that has completed
/// `depth` turns: a free move under three dice, the check switched on, and
/// a search that has seen the opponent's reply.
pub(super) fn applies(game: &Game, params: &Params, depth: u32) -> bool {
    params.safety > 0
        && depth >= 2
        && game.phase() == Phase::Move
        && game.rules().dice.shape() == Shape::BonusAfterKingMove
}

/// The check on one search's choice, with the budget the search left it.
pub(super) struct Check<'a> {
    pub game: &'a Game,
    pub params: &'a Params,
    /// Nodes left for searching the close moves again.
    pub nodes: u64,
    pub deadline_ms: Option<f64>,
    pub now_ms: &'a dyn Fn() -> f64,
}

impl Check<'_> {
    /// The move to play instead of `best`, or `best` itself. `scored` is the
    /// root of the last complete horizon, `depth` turns deep, best first (the
    /// values after the first are bounds: "at most this").
    pub(super) fn reconsider(&self, scored: &[(i32, Move)], depth: u32, best: Choice) -> Choice {
        let (game, params) = (self.game, self.params);
        let margin = params.safety;
        let Some(&(top, _)) = scored.first() else {
            return best;
        };
        if !applies(game, params, depth) || best.score.abs() > WIN || self.nodes == 0 {
            return best;
        }
        let mut search = Search::new(
            game.rules(),
            *params,
            self.nodes,
            self.deadline_ms,
            self.now_ms,
            game.repetition_keys().to_vec(),
        );
        let pos = game.position();
        let worst = danger(&search, pos, &best.mv);
        if worst <= THRESHOLD {
            return best;
        }
        let floor = top - margin;
        // A danger counted as a loss the search may not have seen.
        let weighed = |v: i32, d: f64| f64::from(v) - f64::from(WIN) * d;
        let mut choice = (weighed(best.score, worst), best.score, best.mv);
        for &(_, m) in scored
            .iter()
            .filter(|(v, m)| *m != best.mv && *v >= floor)
            .take(CANDIDATES)
        {
            // Exact down to the floor: a value below it is only a bound.
            let v = super::root_value(&mut search, game, &m, depth, floor - 1, 2 * WIN);
            if search.stopped {
                break;
            }
            if v < floor {
                continue;
            }
            let w = weighed(v, danger(&search, pos, &m));
            if w > choice.0 {
                choice = (w, v, m);
            }
        }
        Choice {
            mv: choice.2,
            score: choice.1,
            nodes: best.nodes + search.nodes,
            ..best
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::{Level, Limits, best_move_with};

    /// The review's game (issue 27): 1.e4 d6 2.Ke2 (roll 1-2-5) c4 Nc3 Qa4,
    /// Black to move with the queen on a4 aimed at e8.
    fn review_game() -> Game {
        let mut game = Game::new();
        for text in ["e4", "d6", "Ke2"] {
            game.play_text(text).unwrap();
        }
        game.roll_with(&[1, 2, 5]).unwrap();
        for text in ["c4", "Nc3", "Qa4"] {
            game.play_text(text).unwrap();
        }
        game
    }

    fn free_move(game: &Game, san: &str) -> Move {
        let mut probe = game.clone();
        probe.play_text(san).unwrap().mv
    }

    /// The classic search's hard level, whose root this check serves
    /// (the default root weighs danger itself, `ai/root.rs`).
    fn hard(safety: i32) -> (Limits, Params) {
        let params = Params {
            safety,
            ..Params::classic()
        };
        (Limits::nodes(Level::Hard.limits().nodes), params)
    }

    #[test]
    fn a_king_move_carries_the_danger_of_the_bonus_moves_its_roll_forces() {
        let game = review_game();
        let search = Search::new(game.rules(), Params::default(), 1, None, &|| 0.0, vec![]);
        let pos = game.position();
        let kd7 = danger(&search, pos, &free_move(&game, "Kd7"));
        let c6 = danger(&search, pos, &free_move(&game, "c6"));
        // 3-3-5, 3-4-5, 4-4-5 and 5-5-5 leave Qe8 the only bonus move, and
        // 3.Qxd7 is then a Circe Mate: 13 of the 216 rolls lose at once.
        assert!(kd7 >= 13.0 / 216.0, "Kd7's danger {kd7}");
        // Where the turn ended after Kd7, the danger would be 16/216 only.
        let mut ended = pos.clone();
        ended.play(&game.rules(), &free_move(&game, "Kd7"), true);
        assert!(kd7 > at_turn_end(&ended, &game.rules()) + 0.05);
        assert!(c6 + 0.05 <= kd7, "c6 {c6} against Kd7 {kd7}");
        // A move that leaves the queen's line open is lost at once.
        assert_eq!(danger(&search, pos, &free_move(&game, "Nf6")), 1.0);
    }

    #[test]
    fn the_hard_level_plays_the_safer_of_two_close_moves() {
        let game = review_game();
        let kd7 = free_move(&game, "Kd7");
        let (limits, unchecked) = hard(0);
        // The premise: the search alone prefers Kd7 by a little.
        let alone = best_move_with(&game, limits, &unchecked).unwrap();
        assert_eq!(alone.mv, kd7);
        let (limits, params) = hard(Params::classic().safety);
        let choice = best_move_with(&game, limits, &params).unwrap();
        assert_ne!(choice.mv, kd7);
        assert!(choice.score >= alone.score - params.safety);
        let search = Search::new(game.rules(), params, 1, None, &|| 0.0, vec![]);
        let pos = game.position();
        // Played because its value less its danger beats Kd7's.
        let weighed = |v: i32, m: &Move| f64::from(v) - f64::from(WIN) * danger(&search, pos, m);
        assert!(weighed(choice.score, &choice.mv) > weighed(alone.score, &kd7));
    }

    #[test]
    fn a_safe_best_move_is_kept_and_other_dice_rules_are_untouched() {
        // From the start every move is safe: the check changes nothing.
        let game = Game::new();
        let (limits, params) = hard(Params::classic().safety);
        let (_, unchecked) = hard(0);
        let with = best_move_with(&game, limits, &params).unwrap();
        let without = best_move_with(&game, limits, &unchecked).unwrap();
        assert_eq!(with.mv, without.mv);
        assert_eq!(with.score, without.score);
    }
}
