//! The computer opponent: it finds Circe Mates, never returns an illegal
//! move, and stays within its node budget.

use dice_rex_circe::ai::{AiError, Level, Limits, Params, Player, best_move};
use dice_rex_circe::{DiceRule, roll_outcomes};
use dice_rex_circe::{DiceSource, Game, Phase, Rules, START_FEN};

fn game(fen: &str) -> Game {
    Game::from_fen(fen, Rules::DICE_REX_CIRCE, DiceSource::Seeded(4)).unwrap()
}

#[test]
fn finds_a_circe_mate_in_one_as_the_free_move() {
    // The rook takes the king on e8, its own rebirth square.
    let g = game("4k3/4R3/8/8/8/8/8/4K3 w - - 0 1");
    let c = best_move(&g, Limits::nodes(5_000)).unwrap();
    assert_eq!(c.mv.to_string(), "e7e8");
    assert!(c.score > dice_rex_circe::ai::WIN);
}

#[test]
fn finds_the_seed_example_mate_when_the_dice_allow_it() {
    // RULES §10: after Ke5 and the roll 1-5-6 White mates within the turn
    // (Qe8 then Kxd6, or Kxd6 then Qxe8 on the reborn king).
    let mut g = game("8/8/3k4/8/Q3K3/8/8/8 w - - 0 1");
    g.play_text("Ke5").unwrap();
    g.roll_with(&[1, 5, 6]).unwrap();
    for _ in 0..2 {
        let c = best_move(&g, Limits::nodes(20_000)).unwrap();
        assert!(c.score > dice_rex_circe::ai::WIN, "{}: {}", c.mv, c.score);
        g.play(&c.mv).unwrap();
        if g.phase() == Phase::Over {
            break;
        }
    }
    let r = g.result().unwrap();
    assert_eq!(
        (r.winner, r.reason),
        (
            Some(dice_rex_circe::Color::White),
            dice_rex_circe::Reason::CirceMate
        )
    );
}

#[test]
fn never_returns_an_illegal_move_and_respects_the_budget() {
    for seed in 0..40u64 {
        let mut g =
            Game::from_fen(START_FEN, Rules::DICE_REX_CIRCE, DiceSource::Seeded(seed)).unwrap();
        let mut turns = 0;
        while g.phase() != Phase::Over && turns < 60 {
            match g.phase() {
                Phase::Roll => {
                    g.roll().unwrap();
                }
                _ => {
                    let limit = 500 + seed * 100;
                    let c = best_move(&g, Limits::nodes(limit)).unwrap();
                    assert!(
                        c.nodes <= limit,
                        "{} nodes for a budget of {limit}",
                        c.nodes
                    );
                    assert!(g.legal_moves().contains(&c.mv), "{} in {}", c.mv, g.fen());
                    g.play(&c.mv).unwrap();
                }
            }
            turns += 1;
        }
    }
}

#[test]
fn refuses_when_there_is_nothing_to_choose() {
    let mut g = Game::new();
    g.play_text("e4").unwrap();
    g.play_text("e5").unwrap();
    g.play_text("Ke2").unwrap();
    assert_eq!(
        best_move(&g, Limits::nodes(100)).unwrap_err(),
        AiError::NoDecision(Phase::Roll)
    );
    assert!(
        best_move(&g, Limits::nodes(100))
            .unwrap_err()
            .to_string()
            .contains("rolled")
    );
    let over = game("4Q3/8/3K4/8/8/8/8/8 w - - 0 1");
    assert_eq!(
        best_move(&over, Limits::nodes(100)).unwrap_err(),
        AiError::NoDecision(Phase::Over)
    );
    assert_eq!(
        best_move(&Game::new(), Limits::nodes(0)).unwrap_err(),
        AiError::EmptyBudget
    );
    assert_eq!(
        best_move(
            &Game::new(),
            Limits {
                nodes: 10,
                time_ms: Some(f64::NAN)
            }
        )
        .unwrap_err(),
        AiError::EmptyBudget
    );
}

#[test]
fn levels_and_players_parse() {
    for level in Level::ALL {
        assert_eq!(Level::from_name(level.name()), Some(level));
    }
    assert!(Level::Easy.limits().nodes < Level::Medium.limits().nodes);
    assert!(Level::Medium.limits().nodes < Level::Hard.limits().nodes);
    // Deep plays by the clock: 1.5 s, its node budget unbounded.
    assert!(Level::Deep.timed() && !Level::Hard.timed());
    assert_eq!(Level::Deep.limits().time_ms, Some(1_500.0));
    assert_eq!(
        Player::parse("deep").unwrap(),
        Player::Search(Level::Deep.limits(), Params::default())
    );
    assert_eq!(
        Player::parse("nodes:5"),
        Ok(Player::Search(Limits::nodes(5), Params::default()))
    );
    let mut tuned = Params {
        scale: 600,
        ..Params::default()
    };
    tuned.weights.king_mortal = 150;
    assert_eq!(
        Player::parse("hard,scale=600,king_mortal=150"),
        Ok(Player::Search(Limits::nodes(300_000), tuned))
    );
    for bad in [
        "nodes:0",
        "grandmaster",
        "hard,scale",
        "hard,scale=big",
        "hard,colour=3",
        "random,scale=5",
    ] {
        let err = Player::parse(bad).unwrap_err();
        assert!(!err.is_empty(), "{bad}");
    }
    assert_eq!(
        roll_outcomes(DiceRule::ThreeAfterKingMove, |_| true).len(),
        56
    );
}

#[test]
fn the_search_beats_the_random_mover() {
    use dice_rex_circe::ai::selfplay::{MatchSetup, run_match};
    let tally = run_match(
        Player::Search(Limits::nodes(1_500), Params::default()),
        Player::Random,
        20,
        MatchSetup::new(Rules::DICE_REX_CIRCE, 100, 300),
        2,
    );
    assert!(tally.wins >= 18, "{tally}");
}

#[test]
fn a_checkmate_outweighs_any_evaluation_and_the_sooner_the_better() {
    // Orthodox back-rank mate: Ra8# ends the game at once. A checkmate
    // found by the search is worth more than WIN, like a Circe Mate, so
    // the search stops there and plays it rather than a slower mate.
    let rules: Rules = "orthodox".parse().unwrap();
    let g = Game::from_fen(
        "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1",
        rules,
        DiceSource::Seeded(1),
    )
    .unwrap();
    let c = best_move(&g, Limits::nodes(20_000)).unwrap();
    assert_eq!(c.mv.to_string(), "a1a8");
    assert!(c.score > dice_rex_circe::ai::WIN, "{}", c.score);
}

#[test]
fn a_mate_the_search_announces_is_delivered() {
    // Platzwechsel Circe, from a game the search once claimed as won and
    // then lost: the move it chose tied the winning move's value only as a
    // bound (it had failed low). Now White announces the mate and, playing
    // both sides, delivers it.
    let rules: Rules = "pwc-circe".parse().unwrap();
    let mut g = Game::from_fen(
        "1rbqkbQ1/2p1pp1n/n3Br2/pp1P1Pp1/7p/4P3/PPP3PP/RnBK1NNR w - - 1 17",
        rules,
        DiceSource::Seeded(1),
    )
    .unwrap();
    for _ in 0..12 {
        if g.phase() == Phase::Over {
            break;
        }
        let c = best_move(&g, Limits::nodes(100_000)).unwrap();
        if g.turn() == dice_rex_circe::Color::White {
            assert!(c.score > dice_rex_circe::ai::WIN, "{}: {}", c.mv, c.score);
        }
        g.play(&c.mv).unwrap();
    }
    let r = g.result().expect("the game is over");
    assert_eq!(r.winner, Some(dice_rex_circe::Color::White), "{r:?}");
}

#[test]
fn every_rule_set_without_dice_completes_a_turn_at_the_medium_budget() {
    // After 1.e3 e5 2.Qh5 Black has captures to resolve on every side.
    // Under Super and Cage Circe each capture offers some 40 rebirth
    // squares, and the horizon once resolved every one of them to the end
    // of the exchange: the search never completed a turn, and played
    // 2…Ke7 unscored into Qxe5 mate (a game lost to the random mover).
    let mut shallow = Vec::new();
    for named in dice_rex_circe::NAMED.iter().filter(|n| !n.rules.has_dice()) {
        let mut g = Game::start(named.rules, DiceSource::Seeded(1)).unwrap();
        for m in ["e3", "e5", "Qh5"] {
            g.play_text(m).unwrap();
        }
        let c = best_move(&g, Limits::nodes(30_000)).unwrap();
        if c.depth < 1 {
            shallow.push(format!(
                "{}: {} turns ({})",
                named.name,
                c.depth,
                g.san(&c.mv)
            ));
        }
    }
    assert!(shallow.is_empty(), "{shallow:#?}");
}
