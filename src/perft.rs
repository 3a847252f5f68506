//! Perft: counting the move tree, the standard check of a move generator.
//!
//! For rules with dice this is *free-move perft* (vectors/drc-perft.txt):
//! every move ends the turn, dice are not expanded (every move is allowed,
//! as on dice-chess doubles), and a move that removes a king for good
//! (Circe Mate, a captured king) is a leaf.
//!
//! Two independent ways to count are here: [`perft`], with the engine's
//! legal move generator (bulk counting of the last ply where destination
//! sets are exact), and [`perft_reference`], which plays every
//! pseudo-legal move with every rebirth choice and decides check by trying
//! every reply. Each rule set's perft data file must agree with both.

use crate::dice::DiceKind;
use crate::dice::Stage;
use crate::fen::FenPosition;
use crate::moves::Move;
use crate::position::{MoveFilter, Position};
use crate::rules::Rules;

/// The first ply's filter and whether it is a turn's first move, from the
/// setup's turn; `None` when no move is due (dice to roll after a king
/// move, game over). A turn that starts with its roll counts every move,
/// as on dice-chess doubles.
fn first_ply(setup: &FenPosition, rules: &Rules) -> Option<(MoveFilter, bool)> {
    if setup.king_missing().is_some() {
        return None;
    }
    let turn = &setup.turn;
    let kind = rules.dice;
    match turn.stage {
        Stage::Free => Some((MoveFilter::ALL, true)),
        Stage::Due if turn.first() => Some((MoveFilter::ALL, true)),
        Stage::Due => None,
        Stage::Rolled => Some((kind.filter(turn), kind.clears_ep(turn))),
    }
}

/// Counts the leaves `depth` moves below `setup`. The first ply follows
/// the setup's phase: the unused dice or the roll restrict it, a pending
/// roll of Dice Rex Circe or a finished game has no moves.
pub fn perft(setup: &FenPosition, rules: &Rules, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    divide(setup, rules, depth).iter().map(|(_, n)| n).sum()
}

/// The perft count below each move of the first ply, in generation order.
pub fn divide(setup: &FenPosition, rules: &Rules, depth: u32) -> Vec<(Move, u64)> {
    let Some((filter, first)) = first_ply(setup, rules) else {
        return Vec::new();
    };
    if depth == 0 {
        return Vec::new();
    }
    let pos = &setup.position;
    let moves = match setup.turn.stage {
        Stage::Rolled => rules.dice.legal(pos, rules, &setup.turn),
        _ => pos.legal_moves(rules, filter),
    };
    let mut out = Vec::new();
    for m in moves {
        let mut child = pos.clone();
        let effects = child.play(rules, &m, first);
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
/// last ply in bulk from destination sets where they are exact.
fn count(pos: &Position, rules: &Rules, depth: u32) -> u64 {
    if rules.fast_generation() {
        count_fast(pos, rules, depth)
    } else {
        count_general(pos, rules, depth)
    }
}

/// Counting with the fast generator: the last ply in bulk.
fn count_fast(pos: &Position, rules: &Rules, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    if depth == 1 {
        return pos.count_all(rules);
    }
    let mut nodes = 0;
    pos.generate_into(rules, MoveFilter::ALL, |pm| {
        pos.expand(rules, &pm, |m| {
            let mut child = pos.clone();
            let effects = child.play(rules, &m, true);
            child.pass_turn();
            nodes += if effects.circe_mate {
                1
            } else {
                count_fast(&child, rules, depth - 1)
            };
        });
    });
    nodes
}

fn count_general(pos: &Position, rules: &Rules, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = pos.legal_moves(rules, MoveFilter::ALL);
    if depth == 1 {
        return moves.len() as u64;
    }
    let mut nodes = 0;
    for m in moves {
        let mut child = pos.clone();
        let effects = child.play(rules, &m, true);
        child.pass_turn();
        nodes += if effects.circe_mate {
            1
        } else {
            count_general(&child, rules, depth - 1)
        };
    }
    nodes
}

/// Perft by the reference method: every pseudo-legal move with every
/// rebirth choice is played; the rebirth rule may refuse it; under check
/// it is legal when no reply at all removes the mover's king. Slow and
/// simple, for checking [`perft`]; the first ply follows the setup's phase
/// as there.
pub fn perft_reference(setup: &FenPosition, rules: &Rules, depth: u32) -> u64 {
    let Some((filter, first)) = first_ply(setup, rules) else {
        return u64::from(depth == 0);
    };
    reference(&setup.position, rules, depth, filter, first)
}

fn reference(pos: &Position, rules: &Rules, depth: u32, filter: MoveFilter, first: bool) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut nodes = 0;
    for (m, child, mate) in pos.reference_moves(rules, filter, first) {
        nodes += if mate || depth == 1 {
            1
        } else {
            reference(&child, rules, depth - 1, MoveFilter::ALL, true)
        };
        let _ = m;
    }
    nodes
}
