//! Perft: counting the move tree, the standard check of a move generator.
//!
//! For rules with dice this is *free-move perft* (vectors/drc-perft.txt):
//! every move ends the turn, dice are not expanded, and a move that
//! Circe-mates is a leaf.

use crate::fen::{DiceField, Setup};
use crate::position::{MoveFilter, Position};
use crate::rules::Rules;

/// Counts the leaves `depth` moves below `setup`. The first ply follows
/// the setup's phase: the unused dice restrict it, a pending roll or a
/// finished game has no moves.
pub fn perft(setup: &Setup, rules: &Rules, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    if setup.king_missing().is_some() {
        return 0;
    }
    let filter = match setup.dice {
        DiceField::FreeMove => MoveFilter::ALL,
        DiceField::Roll => return 0,
        DiceField::Bonus(d) => MoveFilter::dice(d.as_slice()),
    };
    let first_of_turn = setup.dice == DiceField::FreeMove;
    divide_with(&setup.position, rules, depth, filter, first_of_turn)
        .iter()
        .map(|(_, n)| n)
        .sum()
}

/// The perft count below each move of the first ply, in generation order.
pub fn divide(setup: &Setup, rules: &Rules, depth: u32) -> Vec<(crate::Move, u64)> {
    if depth == 0 || setup.king_missing().is_some() {
        return Vec::new();
    }
    let filter = match setup.dice {
        DiceField::FreeMove => MoveFilter::ALL,
        DiceField::Roll => return Vec::new(),
        DiceField::Bonus(d) => MoveFilter::dice(d.as_slice()),
    };
    divide_with(
        &setup.position,
        rules,
        depth,
        filter,
        setup.dice == DiceField::FreeMove,
    )
}

fn divide_with(
    pos: &Position,
    rules: &Rules,
    depth: u32,
    filter: MoveFilter,
    first_of_turn: bool,
) -> Vec<(crate::Move, u64)> {
    let mut out = Vec::new();
    for m in pos.legal_moves(rules, filter) {
        let mut child = *pos;
        let effects = child.play(rules, &m, first_of_turn);
        child.pass_turn();
        let n = if effects.circe_mate {
            1
        } else {
            count(&child, rules, depth - 1)
        };
        out.push((m, n));
    }
    out
}

/// Free-move perft below a position with a free move due, counting the
/// last ply in bulk from destination sets.
fn count(pos: &Position, rules: &Rules, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    if depth == 1 {
        return pos.count_moves(rules, MoveFilter::ALL);
    }
    let mut nodes = 0;
    pos.generate_into(rules, MoveFilter::ALL, |pm| {
        pos.expand(&pm, |m| {
            let mut child = *pos;
            let effects = child.play(rules, &m, true);
            child.pass_turn();
            nodes += if effects.circe_mate {
                1
            } else {
                count(&child, rules, depth - 1)
            };
        });
    });
    nodes
}
