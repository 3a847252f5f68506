//! The analysis (src/ai/analysis.rs): every move it gives is legal where
//! it stands, it keeps its node and time budgets, it reports progress,
//! and its table covers every outcome of the roll.

use dice_rex_circe::ai::{
    Analysis, AnalysisProgress, Limits, Step, WIN, analyse, best_move, win_probability,
};
use dice_rex_circe::{DiceSource, Game, Phase, Rules};
use std::time::Instant;

fn game(fen: &str, rules: &str) -> Game {
    let rules: Rules = rules.parse().unwrap();
    Game::from_fen(fen, rules, DiceSource::Seeded(5)).unwrap()
}

/// Plays `steps` on a copy of `g`, each of which must be legal there and
/// played by the side the step names.
fn replay(g: &Game, steps: &[Step]) -> Game {
    let mut g = g.clone();
    for s in steps {
        assert!(g.legal_moves().contains(&s.mv), "{} in {}", s.mv, g.fen());
        assert_eq!(g.turn(), s.color);
        let played = g.play(&s.mv).unwrap();
        assert_eq!(played.san, s.san);
        assert_eq!(played.die, s.die);
    }
    g
}

/// Checks everything an analysis of `g` must satisfy, and returns it.
fn check(g: &Game, limits: Limits) -> Analysis {
    let mut reports: Vec<AnalysisProgress> = Vec::new();
    let a = analyse(g, limits, &mut |p| {
        reports.push(p.clone());
        true
    })
    .unwrap();
    let what = g.fen();
    assert!(
        a.nodes <= limits.nodes,
        "{} nodes of {} in {what}",
        a.nodes,
        limits.nodes
    );
    assert_eq!(a.side, g.turn());
    assert_eq!(a.phase, g.phase());
    assert!((a.win_probability - win_probability(a.score)).abs() < 1e-12);
    assert!((0.0..=1.0).contains(&a.win_probability));
    // Progress: at least one report, never beyond the budget, never back.
    assert!(!reports.is_empty(), "no progress reported for {what}");
    for w in reports.windows(2) {
        assert!(w[1].nodes >= w[0].nodes, "{what}");
        assert!(w[1].done + 1e-9 >= w[0].done, "{what}");
    }
    assert!(
        reports
            .iter()
            .all(|p| p.nodes <= limits.nodes && (0.0..=1.0).contains(&p.done))
    );
    replay(g, &a.line);
    assert_eq!(a.best, a.line.first().cloned());
    if g.phase() == Phase::Roll {
        assert!(a.best.is_none() && a.line.is_empty());
    } else {
        assert!(a.best.is_some());
    }
    // Each row: its dice, then its moves, all legal; a pass has none.
    let before_roll = if g.phase() == Phase::Roll {
        Some(g.clone())
    } else if !a.rolls.is_empty() {
        Some(replay(g, &a.line))
    } else {
        None
    };
    if let Some(at_roll) = before_roll {
        assert_eq!(at_roll.phase(), Phase::Roll);
        let total: u32 = a.rolls.iter().map(|r| r.weight).sum();
        assert_eq!(a.rolls.first().map_or(total, |r| r.total), total);
        let expected = match at_roll.rules().dice.per_roll() {
            3 => 216,
            2 => 36,
            _ => total,
        };
        assert_eq!(total, expected, "{what}");
        for row in &a.rolls {
            let mut h = at_roll.clone();
            h.roll_with(row.dice.as_slice()).unwrap();
            assert_eq!(row.pass, h.turn() != at_roll.turn(), "{what} {}", row.dice);
            if row.pass {
                assert!(row.moves.is_empty());
            } else if a.complete {
                assert!(!row.moves.is_empty(), "{what} {}", row.dice);
            }
            replay(&h, &row.moves);
        }
    }
    a
}

#[test]
fn the_seed_example_table_mates_with_1_5_6_and_the_value_is_its_average() {
    let mut g = game("8/8/3k4/8/Q3K3/8/8/8 w - - 0 1 -", "dice-rex-circe");
    g.play_text("Ke5").unwrap();
    let a = check(&g, Limits::nodes(50_000));
    assert_eq!(a.rolls.len(), 56);
    assert!(a.complete);
    for row in &a.rolls {
        let mates = row.moves.last().is_some_and(|s| s.san.ends_with('#'));
        let five_six = row.dice.contains(5) && row.dice.contains(6);
        let triple_six = row.dice.as_slice() == [6, 6, 6];
        assert_eq!(mates, five_six || triple_six, "{}", row.dice);
        assert_eq!(row.score.unwrap() > WIN, mates, "{}", row.dice);
    }
    let sum: i64 = a
        .rolls
        .iter()
        .map(|r| i64::from(r.score.unwrap()) * i64::from(r.weight))
        .sum();
    assert_eq!(i64::from(a.score), sum / 216);
    // Before the free move, the best move is a king move with its table.
    let g = game("8/8/3k4/8/Q3K3/8/8/8 w - - 0 1 -", "dice-rex-circe");
    let a = check(&g, Limits::nodes(60_000));
    let best = a.best.unwrap();
    assert_eq!(best.mv.role, dice_rex_circe::Role::King);
    assert_eq!(a.rolls.len(), 56);
}

#[test]
fn with_the_dice_rolled_the_line_is_the_mate_they_allow() {
    let mut g = game("8/8/3k4/8/Q3K3/8/8/8 w - - 0 1 -", "dice-rex-circe");
    g.play_text("Ke5").unwrap();
    g.roll_with(&[6, 6, 6]).unwrap();
    let a = check(&g, Limits::nodes(1_000));
    let sans: Vec<&str> = a.line.iter().map(|s| s.san.as_str()).collect();
    assert_eq!(sans.len(), 3, "{sans:?}");
    assert_eq!(sans[0], "Kxd6(Ke8)");
    assert_eq!(sans[2], "Kxe8#");
    assert!(a.score > WIN);
    assert_eq!(a.win_probability, 1.0);
}

#[test]
fn legal_moves_only_and_within_the_budget_in_every_phase_and_rule_set() {
    let mut checked = 0;
    for (rules, seed) in [
        ("dice-rex-circe", 3u64),
        ("dice-rex-circe", 8),
        ("dice-chess", 4),
        ("dice-chess-one-die", 6),
        ("circe", 2),
        ("orthodox", 1),
    ] {
        let rules_v: Rules = rules.parse().unwrap();
        let mut g = Game::start(rules_v, DiceSource::Seeded(seed)).unwrap();
        for ply in 0..40 {
            if g.phase() == Phase::Over {
                break;
            }
            if ply % 7 == 3 {
                let nodes = 500 + 300 * ply as u64;
                check(&g, Limits::nodes(nodes));
                checked += 1;
            }
            if g.phase() == Phase::Roll {
                g.roll().unwrap();
            } else {
                let c = best_move(&g, Limits::nodes(300)).unwrap();
                g.play(&c.mv).unwrap();
            }
        }
    }
    assert!(checked >= 25, "{checked} analyses");
}

#[test]
fn a_tiny_budget_still_gives_legal_moves_and_says_it_is_incomplete() {
    let mut g = game(
        "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w - - 2 3",
        "dice-rex-circe",
    );
    g.play_text("Ke2").unwrap();
    let a = check(&g, Limits::nodes(20));
    assert!(!a.complete);
    assert!(a.nodes <= 20);
}

#[test]
fn a_time_budget_is_kept() {
    let g = game(
        "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w - - 2 3",
        "dice-rex-circe",
    );
    let start = Instant::now();
    let a = check(&g, Limits::time_ms(150.0));
    let ms = start.elapsed().as_secs_f64() * 1000.0;
    // The searches look at the clock every 1,024 nodes: far less than a
    // second over, even on a loaded machine.
    assert!(ms < 150.0 + 1000.0, "{ms:.0} ms for a budget of 150 ms");
    assert!(a.nodes > 0);
}

#[test]
fn the_progress_callback_can_stop_it() {
    let g = game(
        "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w - - 2 3",
        "dice-rex-circe",
    );
    let mut calls = 0;
    let a = analyse(&g, Limits::nodes(2_000_000), &mut |_| {
        calls += 1;
        calls < 3
    })
    .unwrap();
    assert_eq!(calls, 3);
    assert!(!a.complete);
    assert!(a.nodes < 2_000_000);
    replay(&g, &a.line);
}

#[test]
fn refuses_a_finished_game_and_an_empty_budget() {
    let over = game("4Q3/8/3K4/8/8/8/8/8 w - - 0 1", "dice-rex-circe");
    assert!(analyse(&over, Limits::nodes(100), &mut |_| true).is_err());
    let g = Game::new();
    assert!(analyse(&g, Limits::nodes(0), &mut |_| true).is_err());
    let nan = Limits {
        nodes: 10,
        time_ms: Some(f64::NAN),
    };
    assert!(analyse(&g, nan, &mut |_| true).is_err());
}
