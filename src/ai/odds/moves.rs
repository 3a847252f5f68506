//! The odds of dice chess by number of moves (VARIANTS §E): a die gives
//! one to four moves in a row; the turn wins when some sequence of that
//! many moves or fewer ends in checkmate (a check ends the turn, so only
//! the last move may give it). Positions reached by several orders of
//! the same moves are tried once. Dice chess by piece and count is the
//! same count of moves, all by one unit of the type die's type (a
//! promotion or castling ends the turn too).

use super::{Chance, RollOdds, RollOutcome, checkmates};
use crate::dice::{Dice, DiceKind, move_ends_turn, turn_after_roll};
use crate::position::{MoveFilter, Position};
use crate::rules::DiceRule;
use crate::rules::Rules;
use crate::square::Square;
use crate::zobrist;
use std::collections::HashSet;

/// Whether the side to move in `pos` gives itself up to `left` moves and
/// can checkmate with one of them; `first` when none of the turn's moves
/// is made yet (only the first may take en passant).
pub(crate) fn mates_within(pos: &Position, rules: &Rules, left: u8, first: bool) -> bool {
    Mates {
        rules,
        kind: rules.dice,
        failed: HashSet::new(),
        dice: Dice::NONE,
    }
    .within(pos, left, first, None)
}

/// Whether the side to move in `pos`, under dice chess by piece and count
/// with the roll `dice`, checkmates with `left` moves at most of one unit:
/// any unit of the type die's type when `unit` is `None` (the turn's first
/// move), else the unit on `unit`.
pub(crate) fn piece_mates_within(
    pos: &Position,
    rules: &Rules,
    dice: Dice,
    left: u8,
    unit: Option<Square>,
) -> bool {
    Mates {
        rules,
        kind: rules.dice,
        failed: HashSet::new(),
        dice,
    }
    .within(pos, left, unit.is_none(), unit)
}

struct Mates<'r> {
    rules: &'r Rules,
    kind: DiceRule,
    /// Positions (with the moves left) already known to give no mate.
    failed: HashSet<(u64, u8)>,
    /// The turn's roll, where it says who moves (by piece and count).
    dice: Dice,
}

impl Mates<'_> {
    /// The moves of the turn's first move (`first`), or of a later one by
    /// the unit on `unit`.
    fn filter(&self, first: bool, unit: Option<Square>) -> MoveFilter {
        let unit = unit.filter(|_| !first);
        let mut turn = turn_after_roll(self.kind, self.dice, unit);
        if !first {
            turn.made = turn.made.max(1);
        }
        self.kind.filter(&turn)
    }

    fn within(&mut self, pos: &Position, left: u8, first: bool, unit: Option<Square>) -> bool {
        if left == 0 {
            return false;
        }
        let at = unit.map_or(64, |s| u64::from(s.index() as u8) + 1);
        let key = (
            zobrist::key(pos, pos.ep_targets()) ^ u64::from(first) ^ at << 1,
            left,
        );
        if self.failed.contains(&key) {
            return false;
        }
        for m in pos.legal_moves(self.rules, self.filter(first, unit)) {
            let mut after = pos.clone();
            after.play(self.rules, &m, first);
            let mut next = after.clone();
            next.pass_turn();
            // A check ends the turn: it wins only as a mate; so does a
            // promotion or castling where one unit makes the turn.
            let ends = move_ends_turn(self.kind, &m);
            if ends || next.in_check(self.rules) {
                if checkmates(&after, self.rules) {
                    return true;
                }
                continue;
            }
            if left > 1 && self.within(&after, left - 1, false, Some(m.to)) {
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
    let kind = rules.dice;
    let outcomes = kind.outcomes(&|_| true);
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
        let n = turn_after_roll(kind, dice, None).moves_left;
        odds.record(RollOutcome {
            dice,
            weight,
            win: wins[n as usize],
            pass: false,
        });
    }
    odds
}

/// The roll that starts a turn of dice chess by piece and count in `pos`:
/// each type and count wins when one unit of that type mates within that
/// many moves; a type no unit of which can move passes.
pub(super) fn piece_and_count(pos: &Position, rules: &Rules) -> RollOdds {
    let kind = rules.dice;
    let outcomes = kind.outcomes(&|_| true);
    let mut odds = RollOdds {
        win: Chance::never(0),
        pass: Chance::never(0),
        outcomes: Vec::with_capacity(outcomes.len()),
    };
    for (dice, weight) in outcomes {
        let turn = turn_after_roll(kind, dice, None);
        let pass = pos.legal_moves(rules, kind.filter(&turn)).is_empty();
        let n = turn.moves_left;
        odds.record(RollOutcome {
            dice,
            weight,
            win: !pass && piece_mates_within(pos, rules, dice, n, None),
            pass,
        });
    }
    odds
}
