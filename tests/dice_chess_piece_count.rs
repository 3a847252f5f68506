//! Dice chess by piece and count (VARIANTS.md §E, derived from seed 002's
//! sentence on Gollon's third way): two dice told apart, the first naming
//! the type (1 pawn … 6 king), the second how many moves (four at most)
//! one unit of that type makes; a check, a promotion or castling ends the
//! turn, and so does a unit that cannot move on; no unit of the type can
//! move: the turn passes. Through the turn machine, the FEN, the records,
//! the odds and the computer.

use dice_rex_circe::ai::odds::{Danger, odds};
use dice_rex_circe::{Color, DiceSource, FenPosition, Game, Phase, Reason, Role, Rules, record};

fn rules() -> Rules {
    "dice-chess-piece-count".parse().unwrap()
}

fn start() -> Game {
    Game::start(rules(), DiceSource::Seeded(1)).unwrap()
}

fn fen(text: &str) -> Game {
    Game::from_fen(text, rules(), DiceSource::Seeded(1)).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn sans(g: &Game) -> Vec<String> {
    let mut out: Vec<String> = g.legal_moves().iter().map(|m| g.san(m)).collect();
    out.sort();
    out
}

#[test]
fn the_type_die_names_the_type_and_the_count_die_the_moves_of_one_unit() {
    let mut g = start();
    g.roll_with(&[2, 3]).unwrap();
    // The dice keep their order: a knight, three moves.
    assert_eq!(g.dice().as_slice(), &[2, 3]);
    assert_eq!(g.moves_left(), 3);
    assert_eq!(sans(&g), ["Na3", "Nc3", "Nf3", "Nh3"]);
    g.play_text("Nf3").unwrap();
    assert_eq!(g.turn_unit(), dice_rex_circe::Square::parse("f3"));
    // Only the knight that moved goes on.
    assert_eq!(sans(&g), ["Nd4", "Ne5", "Ng1", "Ng5", "Nh4"]);
    let refused = g.refusal("b1c3").unwrap().unwrap();
    assert_eq!(refused.reason, "other-unit");
    assert_eq!(refused.square.map(|s| s.to_string()), Some("f3".into()));
    assert!(g.play_text("Nc3").is_err());
    g.play_text("Ng5").unwrap();
    g.play_text("Nxh7").unwrap();
    assert_eq!((g.turn(), g.phase()), (Color::Black, Phase::Roll));
    let turn = &g.turns()[0];
    assert_eq!(turn.roll.unwrap().as_slice(), &[2, 3]);
    assert_eq!(turn.moves.len(), 3);
}

#[test]
fn a_count_of_four_to_six_is_four_moves_and_the_order_of_the_dice_counts() {
    for count in [4u8, 5, 6] {
        let mut g = start();
        g.roll_with(&[2, count]).unwrap();
        assert_eq!(g.moves_left(), 4);
        for mv in ["Na3", "Nb5", "Nd4", "Nf3"] {
            assert_eq!(g.turn(), Color::White);
            g.play_text(mv).unwrap();
        }
        assert_eq!(g.turn(), Color::Black, "count {count}: four moves");
    }
    // 3-2 is a bishop twice, and no bishop can move at the start: a pass.
    let mut g = start();
    g.roll_with(&[3, 2]).unwrap();
    assert_eq!((g.turn(), g.phase()), (Color::Black, Phase::Roll));
    assert!(g.turns()[0].is_pass());
    assert_eq!(g.turns()[0].roll.unwrap().as_slice(), &[3, 2]);
}

#[test]
fn a_check_a_promotion_or_castling_ends_the_turn() {
    let mut g = start();
    g.roll_with(&[2, 4]).unwrap();
    for mv in ["Nc3", "Nd5"] {
        g.play_text(mv).unwrap();
    }
    assert_eq!(g.play_text("Nxc7").unwrap().san, "Nxc7+");
    assert_eq!(g.turn(), Color::Black, "the check ended the turn");
    assert_eq!(g.turns()[0].moves.len(), 3);

    let mut g = fen("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1 ?");
    g.roll_with(&[1, 3]).unwrap();
    g.play_text("b8=N").unwrap();
    assert_eq!(g.turn(), Color::Black, "the promotion ended the turn");

    let mut g = fen("4k3/8/8/8/8/8/8/4K2R w K - 0 1 ?");
    g.roll_with(&[6, 4]).unwrap();
    assert!(sans(&g).contains(&"O-O".to_string()));
    g.play_text("O-O").unwrap();
    assert_eq!(g.turn(), Color::Black, "castling ended the turn");
    // Castling is a king move: a rook's die does not castle.
    let mut g = fen("4k3/8/8/8/8/8/8/4K2R w K - 0 1 ?");
    g.roll_with(&[4, 1]).unwrap();
    assert!(!sans(&g).contains(&"O-O".to_string()), "{:?}", sans(&g));
}

#[test]
fn a_unit_that_cannot_move_on_ends_the_turn() {
    let mut g = fen("4k3/8/8/p7/8/8/P7/4K3 w - - 0 1 ?");
    g.roll_with(&[1, 4]).unwrap();
    g.play_text("a4").unwrap();
    assert_eq!(
        g.turn(),
        Color::Black,
        "the pawn on a4 is blocked: the turn ends"
    );
}

#[test]
fn a_check_is_answered_by_the_type_rolled_or_the_turn_passes() {
    // Black in check from the bishop on b5.
    let text = "1n2k3/8/8/1B6/8/8/8/4K3 b - - 0 1 ?";
    let mut g = fen(text);
    g.roll_with(&[2, 2]).unwrap();
    assert_eq!(sans(&g), ["Nc6", "Nd7"]);
    let mut g = fen(text);
    g.roll_with(&[3, 2]).unwrap();
    assert_eq!(
        (g.turn(), g.phase()),
        (Color::White, Phase::Roll),
        "no bishop to answer the check: a pass"
    );
    // The king left in check is taken, which wins; the finished game's FEN
    // (a king missing) reads back, in Dice Chess too (found by the random
    // games).
    g.roll_with(&[3, 1]).unwrap();
    g.play_text("Bxe8").unwrap();
    let r = g.result().unwrap();
    assert_eq!(
        (r.winner, r.reason),
        (Some(Color::White), Reason::KingCaptured)
    );
    let text = g.fen();
    assert_eq!(fen(&text).fen(), text);
    let dice: Rules = "dice-chess".parse().unwrap();
    let back = Game::from_fen(&text, dice, DiceSource::Seeded(1)).unwrap();
    assert!(back.result().is_some());
}

#[test]
fn checkmate_within_a_turn_wins() {
    let mut g = fen("rnbqkbnr/pppp1ppp/8/4p3/2B1P3/8/PPPP1PPP/RNBQK1NR w KQkq - 0 1 ?");
    g.roll_with(&[5, 3]).unwrap();
    g.play_text("Qh5").unwrap();
    assert_eq!(g.play_text("Qxf7").unwrap().san, "Qxf7#");
    let r = g.result().unwrap();
    assert_eq!(
        (r.winner, r.reason),
        (Some(Color::White), Reason::Checkmate)
    );
}

#[test]
fn the_unit_is_a_fen_extension_that_reads_back() {
    let mut g = start();
    g.roll_with(&[2, 3]).unwrap();
    g.play_text("Nf3").unwrap();
    let text = g.fen();
    assert!(text.ends_with(" 23 left=2 unit=f3"), "{text}");
    let back = fen(&text);
    assert_eq!(back.fen(), text);
    assert_eq!(sans(&back), sans(&g));
    assert_eq!(back.moves_left(), 2);
    // Dice told apart are written in their order.
    let setup = FenPosition::parse(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 21",
        &rules(),
    )
    .unwrap();
    assert_eq!(setup.turn.moves_left, 1);
}

#[test]
fn a_bad_unit_is_refused_with_a_reason() {
    let base = "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R w KQkq - 0 1 23 left=2";
    for (text, says) in [
        (base.to_string(), "names the unit"),
        (format!("{base} unit=g1"), "no white knight stands on g1"),
        (format!("{base} unit=e2"), "no white knight stands on e2"),
        (format!("{base} unit=z9"), "not a square"),
        (format!("{base} unit=f3 unit=f3"), "twice"),
        (
            "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R w KQkq - 0 1 23 unit=f3".to_string(),
            "first move is made",
        ),
    ] {
        let e = Game::from_fen(&text, rules(), DiceSource::Seeded(1)).unwrap_err();
        assert!(e.to_string().contains(says), "{text}: {e}");
    }
    let moves: Rules = "dice-chess-moves".parse().unwrap();
    let e = Game::from_fen(
        "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R w KQkq - 0 1 3 left=2 unit=f3",
        moves,
        DiceSource::Seeded(1),
    )
    .unwrap_err();
    assert!(e.to_string().contains("no turn made by one unit"), "{e}");
}

#[test]
fn a_record_of_turns_reads_back_with_the_dice_in_order() {
    let mut g = start();
    for (roll, moves) in [
        ([1u8, 2], &["e4", "e5"][..]),
        ([2, 1], &["Nc6"][..]),
        ([3, 2], &["Bc4", "Bxf7"][..]),
        ([6, 1], &["Kxf7"][..]),
    ] {
        g.roll_with(&roll).unwrap();
        for m in moves {
            g.play_text(m).unwrap_or_else(|e| panic!("{m}: {e}"));
        }
    }
    let text = record::write(&g);
    assert!(
        text.contains("1. {roll 1-2} e4 e5 1... {roll 2-1} Nc6 2. {roll 3-2} Bc4 Bxf7+"),
        "{text}"
    );
    let back = record::read(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(back.fen(), g.fen());
    assert_eq!(back.turns(), g.turns());
    assert_eq!(record::write(&back), text);
}

#[test]
fn the_odds_count_the_type_and_count_that_mate() {
    // Only the queen mates (Qh5 or Qf3, then Qxf7#), with two moves or
    // more: 5 of the 36 rolls. No rook can move: a 4 on the type die
    // passes, 6 of 36.
    let g = fen("rnbqkbnr/pppp1ppp/8/4p3/2B1P3/8/PPPP1PPP/RNBQK1NR w KQkq - 0 1 ?");
    let roll = odds(&g, Danger::None).unwrap().roll.unwrap();
    assert_eq!((roll.win.count, roll.win.total), (5, 36), "{roll:?}");
    assert_eq!((roll.pass.count, roll.pass.total), (6, 36), "{roll:?}");
    let mut g = g;
    g.roll_with(&[5, 2]).unwrap();
    // Qh5 leaves Qxf7# for the turn's second move; Qg4 no mate.
    let win_after = |uci: &str| {
        let all = odds(&g, Danger::None).unwrap();
        let m = all
            .moves
            .into_iter()
            .find(|m| m.mv.to_string() == uci)
            .unwrap();
        (m.ends_turn, m.win.count)
    };
    assert_eq!(win_after("d1h5"), (false, 1));
    let qg4 = win_after("d1g4");
    assert_eq!(qg4.1, 0);
}

#[test]
fn the_computer_mates_with_the_unit_it_chose() {
    use dice_rex_circe::ai::{Limits, best_move};
    let mut g = fen("rnbqkbnr/pppp1ppp/8/4p3/2B1P3/8/PPPP1PPP/RNBQK1NR w KQkq - 0 1 ?");
    g.roll_with(&[5, 2]).unwrap();
    let first = best_move(&g, Limits::nodes(20_000)).unwrap();
    assert_eq!(first.mv.role, Role::Queen);
    let san = g.play(&first.mv).unwrap().san;
    assert!(["Qh5", "Qf3"].contains(&san.as_str()), "{san}");
    let second = best_move(&g, Limits::nodes(20_000)).unwrap();
    assert_eq!(g.play(&second.mv).unwrap().san, "Qxf7#");
    assert_eq!(g.result().unwrap().reason, Reason::Checkmate);
}
