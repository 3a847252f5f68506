//! The computer's turn in three-dice chess (VARIANTS §3.1): a turn is up
//! to three micro-moves under the maximum rule, so the choice is among
//! whole turns. The king is taken whenever the dice allow it (a capture
//! now, or the first micro-move of a turn that ends with one). Else every
//! legal turn from here is listed (transpositions once) and judged where
//! it ends, the opponent to roll: first whether it leaves the king
//! attacked (a die of the attacker's type would take it), then the
//! evaluation (the dice chess family's tuned weights, as in the search)
//! less the *danger*, the opponent's exact chance of taking
//! the king on their next turn over their 56 rolls (`odds`), weighed as
//! a loss (`WIN`, scaled by [`Params::danger`]) and computed for the
//! best turns by evaluation, as many as the level's budget allows. The
//! first micro-move of the best turn is played; the next micro-moves
//! are chosen again from where the turn stands.

use super::odds::micro::three_dice_chess_counted;
use super::{AiError, Choice, Limits, Params, clock};
use crate::attacks::Attacks;
use crate::bitboard::Bitboard;
use crate::dice::{DiceKind, Step, TurnState, micro};
use crate::game::{Game, Phase};
use crate::moves::Move;
use crate::position::Position;
use crate::rules::Rules;
use crate::square::Color;
use std::collections::HashSet;

/// The most turn ends listed before the choice is made from them.
const MAX_ENDS: usize = 4_000;

/// A whole turn from here: its first micro-move and where it ends, the
/// opponent to move.
struct End {
    first: Move,
    pos: Position,
    attacked: bool,
    eval: i32,
}

/// The position once the turn that led to `pos` ends: the opponent to
/// move, with the targets the mover could take gone (§3.1.4).
fn turn_over(pos: &Position) -> Position {
    let mut next = pos.clone();
    let theirs = Bitboard::rank(if pos.side() == Color::White { 5 } else { 2 });
    next.set_ep_targets(pos.ep_targets() & !theirs);
    next.pass_turn();
    next
}

/// Whether the side to move in `pos` attacks the other's king: one die of
/// an attacker's type takes it.
fn attacks_king(pos: &Position, rules: &Rules) -> bool {
    let them = pos.side().other();
    pos.king(them).is_some_and(|k| {
        pos.attackers(Attacks::get(), rules, k, pos.side(), pos.occupied())
            .any()
    })
}

/// The turns listed so far: the positions seen (with the turn's state),
/// their ends, and the nodes (positions) looked at.
#[derive(Default)]
struct Listing {
    seen: HashSet<(u64, TurnState)>,
    ends: Vec<(Move, Position)>,
    nodes: u64,
}

/// Lists the ends of the turns from `pos` in `turn` (the micro-move that
/// began them: `first`).
fn list_ends(
    pos: &Position,
    rules: &Rules,
    turn: &TurnState,
    first: Option<Move>,
    out: &mut Listing,
) {
    if out.ends.len() >= MAX_ENDS || !out.seen.insert((pos.key(), *turn)) {
        return;
    }
    out.nodes += 1;
    let kind = rules.dice;
    let moves = if turn.dice.is_empty() {
        Vec::new()
    } else {
        kind.legal(pos, rules, turn)
    };
    if moves.is_empty() {
        if let Some(f) = first {
            out.ends.push((f, turn_over(pos)));
        }
        return;
    }
    for m in moves {
        let (next, step) = kind.after_move_on(pos, rules, turn, &m, false);
        let after = micro::after(pos, rules, &m);
        let f = first.unwrap_or(m);
        if step == Step::EndTurn {
            if out.seen.insert((after.key(), next)) {
                out.nodes += 1;
                out.ends.push((f, turn_over(&after)));
            }
        } else {
            list_ends(&after, rules, &next, Some(f), out);
        }
    }
}

/// The computer's micro-move now (see the module's documentation).
pub(super) fn best_move(game: &Game, limits: Limits, params: &Params) -> Result<Choice, AiError> {
    let phase = game.phase();
    let rules = game.rules();
    let pos = game.position();
    let turn = *game.turn_state();
    let legal = game.board_moves();
    let Some(&only) = legal.first() else {
        return Err(AiError::NoDecision(phase));
    };
    let choice = |mv: Move, score: i32, nodes: u64| Choice {
        mv,
        score,
        nodes,
        depth: 1,
    };
    if legal.len() == 1 {
        return Ok(choice(only, 0, 1));
    }
    // The king, whenever the dice allow it.
    if let Some(&m) = legal.iter().find(|m| micro::takes_king(m)) {
        return Ok(choice(m, super::WIN, 1));
    }
    for &m in &legal {
        let (next, _) = rules.dice.after_move_on(pos, &rules, &turn, &m, false);
        if micro::reaches_king(&micro::after(pos, &rules, &m), &rules, &next.dice) {
            return Ok(choice(m, super::WIN, 1));
        }
    }
    let now = clock();
    let deadline = limits.time_ms.map(|t| now() + t);
    let mut listing = Listing::default();
    list_ends(pos, &rules, &turn, None, &mut listing);
    let mut nodes = listing.nodes;
    let tuned = params.tuned_weights(&rules);
    let mut judged: Vec<End> = listing
        .ends
        .into_iter()
        .map(|(first, pos)| End {
            first,
            attacked: attacks_king(&pos, &rules),
            eval: -params.centipawns(&pos, &rules, tuned),
            pos,
        })
        .collect();
    // Safe ends first, each by its evaluation; the first of equals kept.
    judged.sort_by_key(|e| (e.attacked, -e.eval));
    let Some(first) = judged.first() else {
        return Ok(choice(only, 0, nodes));
    };
    let mut best = (
        first.eval - penalty(first, &rules, params, &mut nodes),
        first.first,
    );
    for end in judged.iter().skip(1) {
        let out_of_budget = nodes >= limits.nodes;
        if out_of_budget || deadline.is_some_and(|d| now() > d) || end.eval <= best.0 {
            // The others evaluate no better than the best weighed value.
            break;
        }
        if end.attacked && !judged[0].attacked {
            break;
        }
        let weighed = end.eval - penalty(end, &rules, params, &mut nodes);
        if weighed > best.0 {
            best = (weighed, end.first);
        }
    }
    Ok(choice(best.1, best.0, nodes))
}

/// The danger of a turn's end as a loss: the opponent's chance of taking
/// the king over their 56 rolls, times `WIN` scaled by the danger knob.
fn penalty(end: &End, rules: &Rules, params: &Params, nodes: &mut u64) -> i32 {
    let chance = three_dice_chess_counted(&end.pos, rules, nodes).win;
    let scale = i64::from(params.danger.max(0)) * i64::from(super::WIN) / 100;
    (scale * i64::from(chance.count) / i64::from(chance.total.max(1))) as i32
}

/// Whether the computer's turn is chosen here: three-dice chess's move
/// phase.
pub(super) fn applies(game: &Game) -> bool {
    game.phase() == Phase::Move && game.rules().dice.shape() == crate::dice::Shape::MicroMoves
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::features::{COUNT, MATERIAL};
    use crate::dice::DiceSource;
    use crate::square::Square;

    /// Whether White's whole turn of three pawn faces, where c3xd4 takes a
    /// pawn and the h-pawn can use the dice instead, takes it, under these
    /// knobs.
    fn takes_the_pawn(params: &Params) -> bool {
        let rules = "dice-chess-three-dice".parse::<Rules>().unwrap();
        let mut g = Game::from_fen(
            "k7/8/8/8/3p4/2P5/7P/4K3 w - - 0 1",
            rules,
            DiceSource::Seeded(1),
        )
        .unwrap();
        g.roll_with(&[1, 1, 1]).unwrap();
        while g.phase() == Phase::Move && g.turn() == Color::White {
            let choice = best_move(&g, Limits::nodes(30_000), params).unwrap();
            g.play(&choice.mv).unwrap();
        }
        g.position()
            .piece_at(Square::parse("d4").unwrap())
            .is_none()
    }

    #[test]
    fn the_turn_is_judged_by_the_tuned_weights_the_knobs_pick() {
        let family = Params::default();
        assert!(takes_the_pawn(&family));
        // Weights that count a pawn as a liability leave it alone.
        let mut w =
            *crate::ai::weights::for_rules(&"dice-chess-three-dice".parse::<Rules>().unwrap());
        w[MATERIAL] = -400.0;
        let leaked: &'static [f32; COUNT] = Box::leak(Box::new(w));
        let liability = Params {
            weights_file: Some(leaked),
            ..Params::default()
        };
        assert!(!takes_the_pawn(&liability));
        // The classic search keeps its own evaluation, whatever the file.
        let classic = Params {
            weights_file: Some(leaked),
            ..Params::classic()
        };
        assert!(takes_the_pawn(&classic));
    }
}
