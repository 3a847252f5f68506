//! The odds of dice chess by number of moves (VARIANTS §E): a die gives
//! one to four moves in a row; the turn wins when some sequence of that
//! many moves or fewer ends in checkmate (a check ends the turn, so only
//! the last move may give it). Positions reached by several orders of
//! the same moves are tried once.

use super::{Chance, RollOdds, RollOutcome, checkmates};
use crate::position::{MoveFilter, Position};
use crate::rules::{DiceRule, Rules};
use crate::zobrist;
use std::collections::HashSet;

/// Whether the side to move in `pos` gives itself up to `left` moves and
/// can checkmate with one of them; `first` when none of the turn's moves
/// is made yet (only the first may take en passant).
pub(crate) fn mates_within(pos: &Position, rules: &Rules, left: u8, first: bool) -> bool {
    Mates {
        rules,
        failed: HashSet::new(),
    }
    .within(pos, left, first)
}

struct Mates<'r> {
    rules: &'r Rules,
    /// Positions (with the moves left) already known to give no mate.
    failed: HashSet<(u64, u8)>,
}

impl Mates<'_> {
    fn within(&mut self, pos: &Position, left: u8, first: bool) -> bool {
        if left == 0 {
            return false;
        }
        let key = (zobrist::key(pos, pos.ep_targets()) ^ u64::from(first), left);
        if self.failed.contains(&key) {
            return false;
        }
        let filter = if first {
            MoveFilter::ALL
        } else {
            MoveFilter::dice_all()
        };
        for m in pos.legal_moves(self.rules, filter) {
            let mut after = pos.clone();
            after.play(self.rules, &m, first);
            let mut next = after.clone();
            next.pass_turn();
            if next.in_check(self.rules) {
                // A check ends the turn: it wins only as a mate.
                if checkmates(&after, self.rules) {
                    return true;
                }
                continue;
            }
            if left > 1 && self.within(&after, left - 1, false) {
                return true;
            }
        }
        self.failed.insert(key);
        false
    }
}

/// The roll that starts a turn of several moves in `pos`: each count of
/// moves (a 4, 5 or 6 is four) wins when some sequence that long or
/// shorter mates. A turn always has a move (or the game is over), so no
/// roll passes.
pub(super) fn several_moves(pos: &Position, rules: &Rules) -> RollOdds {
    let outcomes = crate::dice::roll_outcomes(DiceRule::MovesPerTurn, |_| true);
    let mut odds = RollOdds {
        win: Chance::never(0),
        pass: Chance::never(0),
        outcomes: Vec::with_capacity(outcomes.len()),
    };
    // Fewer moves can only win if more can, so the counts are tried from
    // the largest down, and a count that fails ends the search.
    let mut wins = [false; 5];
    for n in (1..=4u8).rev() {
        wins[n as usize] = mates_within(pos, rules, n, true);
        if !wins[n as usize] {
            break;
        }
    }
    for (dice, weight) in outcomes {
        let n = DiceRule::MovesPerTurn.moves_in_turn(&dice);
        odds.record(RollOutcome {
            dice,
            weight,
            win: wins[n as usize],
            pass: false,
        });
    }
    odds
}
