//! The odds of three-dice chess's roll (VARIANTS §3.1): which of the 56
//! outcomes let the side to move take the king this turn. One tree of the
//! positions its micro-moves reach, whatever the dice, gives the multisets
//! of faces that lead to the king; a roll wins when it holds one of them
//! (a turn that takes the king is legal whatever it spends, §3.1.2).

use super::{Chance, RollOdds, RollOutcome};
use crate::attacks::Attacks;
use crate::dice::{Dice, DiceKind, micro};
use crate::moves::MoveKind;
use crate::position::{MoveFilter, Position};
use crate::rules::Rules;
use crate::square::Role;

/// A multiset of faces: two bits of count a face (bits `2 * face`).
type Faces = u16;

fn add(set: Faces, face: u8) -> Faces {
    set + (1 << (2 * face))
}

fn count(set: Faces, face: u8) -> u16 {
    set >> (2 * face) & 3
}

/// Whether the roll `dice` holds every face of `set`, as often.
fn holds(dice: &Dice, set: Faces) -> bool {
    let roll = dice.as_slice().iter().fold(0, |s, &f| add(s, f));
    (1..=6).all(|f| count(set, f) <= count(roll, f))
}

/// The multisets of at most `budget` faces whose micro-moves, in some
/// order, take the king from `pos`, added to `out` (each with `spent`,
/// the faces before); `nodes` counts the positions looked at.
fn king_sets(
    pos: &Position,
    rules: &Rules,
    budget: usize,
    spent: Faces,
    out: &mut Vec<Faces>,
    nodes: &mut u64,
) {
    *nodes += 1;
    let them = pos.side().other();
    let Some(king) = pos.king(them) else {
        return;
    };
    // The last die: the types that attack the king now.
    let attackers = pos.attackers(Attacks::get(), rules, king, pos.side(), pos.occupied());
    for role in Role::ALL {
        if (attackers & pos.by_role(role)).any() {
            out.push(add(spent, role.die()));
        }
    }
    if budget < 2 {
        return;
    }
    for m in pos.legal_moves(rules, MoveFilter::ALL) {
        if micro::takes_king(&m) || !micro::live(pos, &m) {
            continue;
        }
        let cost = micro::cost(&m);
        if cost >= budget {
            continue;
        }
        let faces = if m.kind == MoveKind::Castle {
            add(add(spent, Role::King.die()), Role::Rook.die())
        } else {
            add(spent, m.role.die())
        };
        let next = micro::after(pos, rules, &m);
        king_sets(&next, rules, budget - cost, faces, out, nodes);
    }
}

/// The roll about to be made in `pos`: for each of the 56 outcomes,
/// whether some turn takes the king, and whether no die can move (a
/// pass).
pub(super) fn three_dice_chess(pos: &Position, rules: &Rules) -> RollOdds {
    three_dice_chess_counted(pos, rules, &mut 0)
}

/// [`three_dice_chess`], adding to `nodes` the positions it looked at.
pub(crate) fn three_dice_chess_counted(pos: &Position, rules: &Rules, nodes: &mut u64) -> RollOdds {
    let mut sets = Vec::new();
    king_sets(pos, rules, 3, 0, &mut sets, nodes);
    sets.sort_unstable();
    sets.dedup();
    let mut odds = RollOdds {
        win: Chance::never(0),
        pass: Chance::never(0),
        outcomes: Vec::with_capacity(56),
    };
    for (dice, weight) in rules.dice.outcomes(&|_| true) {
        let win = sets.iter().any(|&s| holds(&dice, s));
        let pass = !win && micro::micro_moves(pos, rules, &dice).is_empty();
        odds.record(RollOutcome {
            dice,
            weight,
            win,
            pass,
        });
    }
    odds
}
