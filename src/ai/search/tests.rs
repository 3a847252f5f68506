//! The search's own tests: expected results stay below a win, and the
//! shared bonus tree values each roll as searching it alone would.

use super::*;

#[test]
fn expected_results_stay_below_a_win() {
    assert_eq!(expected_result(0, 800), 0);
    assert_eq!(expected_result(i32::MAX, 800), WIN - 1);
    assert_eq!(expected_result(i32::MIN + 1, 800), -(WIN - 1));
    let pawn = expected_result(100, 800);
    assert!(pawn > 0 && pawn < expected_result(300, 800));
    assert_eq!(expected_result(-100, 800), -pawn);
}

/// The roll's value computed the plain way: each of the 56 outcomes on
/// its own, every bonus move the first best by the evaluation.
fn naive_roll_value(search: &Search, pos: &Position, horizon: usize) -> i32 {
    let rules = search.rules;
    let mut sum: i64 = 0;
    for (dice, weight) in rules.dice.outcomes(&|_| true) {
        let mut at = pos.clone();
        let mut rest = dice;
        let mut value = None;
        for _ in 0..horizon {
            let mut best: Option<(i32, Move, Position)> = None;
            for m in at.legal_moves(&rules, MoveFilter::dice(rest.as_slice())) {
                let mut child = at.clone();
                let v = if child.play(&rules, &m, false).circe_mate {
                    i32::MAX
                } else {
                    search.eval_turn_end(&child)
                };
                if best.as_ref().is_none_or(|(b, _, _)| v > *b) {
                    best = Some((v, m, child));
                }
            }
            let Some((v, m, child)) = best else { break };
            if v == i32::MAX {
                value = Some(WIN + 1);
                break;
            }
            at = child;
            rest.remove(m.role.die());
            if rest.is_empty() {
                break;
            }
        }
        let value = value.unwrap_or_else(|| {
            let mut next = at.clone();
            next.pass_turn();
            -search.eval(&next)
        });
        sum += i64::from(value) * i64::from(weight);
    }
    (sum / 216) as i32
}

#[test]
fn the_shared_bonus_tree_values_rolls_like_each_outcome_alone() {
    let now = || 0.0;
    let fens = [
        "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/2N2N2/PPPP1PPP/R1BQK2R w - - 0 4",
        "8/8/3k4/8/Q3K3/8/8/8 w - - 0 1",
        "4k3/1p2r3/2n5/8/3B4/5N2/4P3/R3K2R b - - 0 1",
    ];
    let mut kings = 0;
    for fen in fens {
        let rules = Rules::DICE_REX_CIRCE;
        let pos = crate::fen::FenPosition::parse(fen, &rules)
            .unwrap()
            .position;
        for horizon in 1..=3 {
            let params = Params {
                horizon_bonus: horizon,
                ..Params::default()
            };
            for m in pos.legal_moves(&rules, MoveFilter::ALL) {
                if m.role != Role::King {
                    continue;
                }
                let mut after = pos.clone();
                if after.play(&rules, &m, true).circe_mate {
                    continue;
                }
                let mut search = Search::new(rules, params, u64::MAX, None, &now, Vec::new());
                let shared = search.after_free_move(&pos, &m, 1, -INF, INF);
                let naive = naive_roll_value(&search, &after, horizon);
                assert_eq!(shared, naive, "{fen} {m} horizon {horizon}");
                kings += 1;
            }
        }
    }
    assert!(kings >= 15, "only {kings} king moves compared");
}

#[test]
fn the_chain_step_table_values_turns_of_several_moves_as_choosing_each_step_again() {
    let now = || 0.0;
    // A king that may step out and back (castling rights differ), pawns
    // with double steps (en passant targets), checks that end a chain.
    let cases = [
        (
            "dice-chess-moves",
            "r3k2r/ppp2ppp/2n5/3pp3/3PP3/2N5/PPP2PPP/R3K2R w KQkq - 0 1 4",
        ),
        (
            "dice-chess-moves",
            "4k3/8/8/3q4/8/8/3PP3/R3K2R w KQ - 0 1 6",
        ),
        (
            "dice-chess-piece-count",
            "r3k2r/ppp2ppp/2n5/3pp3/3PP3/2N5/PPP2PPP/R3K2R w KQkq - 0 1 64",
        ),
        (
            "dice-chess-piece-count",
            "4k3/8/8/3q4/8/8/3PP3/R3K2R w KQ - 0 1 16",
        ),
    ];
    let (mut compared, mut saved) = (0, 0);
    for (name, fen) in cases {
        let rules: Rules = name.parse().unwrap();
        let game =
            crate::game::Game::from_fen(fen, rules, crate::dice::DiceSource::Seeded(1)).unwrap();
        let pos = game.position().clone();
        let turn = (game.moves_left(), game.first_of_turn());
        for m in game.legal_moves().iter().take(6) {
            let mut with = Search::new(rules, Params::default(), u64::MAX, None, &now, Vec::new());
            let mut without =
                Search::new(rules, Params::default(), u64::MAX, None, &now, Vec::new());
            without.steps = steps::Steps::off();
            let a = with.after_one_of_several(&pos, m, turn, 2, -INF, INF);
            let b = without.after_one_of_several(&pos, m, turn, 2, -INF, INF);
            assert_eq!(a, b, "{name} {fen} {m}");
            assert!(with.nodes <= without.nodes, "{name} {fen} {m}");
            saved += without.nodes - with.nodes;
            compared += 1;
        }
    }
    assert!(compared >= 20, "only {compared} moves compared");
    assert!(saved > 0, "the table chose no step for a second time");
}

#[test]
fn bounding_a_king_moves_later_bonus_candidates_changes_no_value_and_saves_nodes() {
    let now = || 0.0;
    // King moves two turns deep: the first bonus move's candidates after
    // the first are searched with the best so far as their bound.
    let fens = [
        "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/2N2N2/PPPP1PPP/R1BQK2R w - - 0 4",
        "4k3/1p2r3/2n5/8/3B4/5N2/4P3/R3K2R b - - 0 1",
        "r1bk2n1/Qp2pp2/3p4/2p2qP1/1n5r/NP3K2/PbPPP1PP/R1B2BNR w - - 0 9",
    ];
    let rules = Rules::DICE_REX_CIRCE;
    let (mut compared, mut with_nodes, mut without_nodes) = (0, 0, 0);
    for fen in fens {
        let pos = crate::fen::FenPosition::parse(fen, &rules)
            .unwrap()
            .position;
        for m in pos.legal_moves(&rules, MoveFilter::ALL) {
            if m.role != Role::King {
                continue;
            }
            let search = |bounded: bool| {
                let mut s = Search::new(rules, Params::default(), u64::MAX, None, &now, Vec::new());
                s.bounded = bounded;
                s
            };
            let (mut with, mut without) = (search(true), search(false));
            let a = with.after_free_move(&pos, &m, 2, -INF, INF);
            let b = without.after_free_move(&pos, &m, 2, -INF, INF);
            assert_eq!(a, b, "{fen} {m}");
            with_nodes += with.nodes;
            without_nodes += without.nodes;
            compared += 1;
        }
    }
    assert!(compared >= 8, "only {compared} king moves compared");
    // Measured: about a third fewer (see the docs); asserted: fewer.
    assert!(
        with_nodes < without_nodes,
        "{with_nodes} nodes with the bounds, {without_nodes} without"
    );
    eprintln!("{compared} king moves: {with_nodes} nodes with the bounds, {without_nodes} without");
}
