//! Game records: writing, reading, and errors that say where.

use dice_rex_circe::{Color, DiceSource, Game, Phase, Reason, Rules, record};

#[test]
fn a_written_record_has_tags_turn_numbers_and_rolls() {
    let mut g = Game::from_fen(
        dice_rex_circe::START_FEN,
        Rules::DICE_REX_CIRCE,
        DiceSource::Seeded(3),
    )
    .unwrap();
    for m in ["e4", "e5", "Ke2"] {
        g.play_text(m).unwrap();
    }
    g.roll_with(&[2, 2, 3]).unwrap();
    for m in ["Nf3", "Nxe5(Pe7)", "Nc6"] {
        g.play_text(m).unwrap();
    }
    let text = g.to_record();
    assert!(text.contains("[Variant \"Dice Rex Circe\"]"), "{text}");
    assert!(text.contains("[Seed \"3\"]"), "{text}");
    assert!(!text.contains("[FEN"), "{text}");
    assert!(
        text.contains("1. e4 e5 2. Ke2 {roll 2-2-3} Nf3 Nxe5(Pe7) {forfeit 3} 2... Nc6 *"),
        "{text}"
    );
    let back = Game::from_record(&text).unwrap();
    assert_eq!(back.fen(), g.fen());
    assert_eq!(back.turns(), g.turns());
    assert_eq!(back.dice_source(), DiceSource::Seeded(3));
}

#[test]
fn a_record_from_a_position_with_black_to_move() {
    let mut g = Game::from_fen(
        "4k3/8/8/8/8/8/8/4K2R b - - 0 7",
        Rules::DICE_REX_CIRCE,
        DiceSource::Crypto,
    )
    .unwrap();
    g.play_text("Kd7").unwrap();
    g.roll_with(&[6, 6, 6]).unwrap();
    for m in ["Kc7", "Kb7", "Ka7"] {
        g.play_text(m).unwrap();
    }
    g.play_text("Rh7").unwrap();
    let text = g.to_record();
    assert!(
        text.contains("[SetUp \"1\"]")
            && text.contains("[FEN \"4k3/8/8/8/8/8/8/4K2R b - - 0 7 -\"]"),
        "{text}"
    );
    assert!(
        text.contains("7... Kd7 {roll 6-6-6} Kc7 Kb7 Ka7 8. Rh7+")
            || text.contains("7... Kd7 {roll 6-6-6} Kc7 Kb7 Ka7 8. Rh7 "),
        "{text}"
    );
    assert_eq!(Game::from_record(&text).unwrap().fen(), g.fen());
}

#[test]
fn a_seeded_record_may_leave_rolls_to_the_seed() {
    let text = "[Seed \"11\"]\n\n1. e4 e5 2. Ke2";
    let g = Game::from_record(text).unwrap();
    assert_eq!(g.phase(), Phase::Roll);
    let mut direct = Game::from_fen(
        dice_rex_circe::START_FEN,
        Rules::DICE_REX_CIRCE,
        DiceSource::Seeded(11),
    )
    .unwrap();
    for m in ["e4", "e5", "Ke2"] {
        direct.play_text(m).unwrap();
    }
    let dice = direct.roll().unwrap();
    // The next token after a king move in a seeded record takes the seed's roll.
    let legal_bonus = direct.legal_moves();
    if let Some(m) = legal_bonus.first() {
        let san = direct.san(m);
        let replay = Game::from_record(&format!("{text} {san}")).unwrap();
        assert_eq!(replay.turns()[2].roll, Some(dice));
    }
}

#[test]
fn an_unseeded_king_move_needs_its_roll() {
    let err = Game::from_record("1. e4 e5 2. Ke2 Nf3").unwrap_err();
    assert_eq!((err.line, err.column, err.token.as_str()), (1, 17, "Nf3"));
    assert!(err.reason.contains("{roll 1-5-6}"), "{err}");
}

#[test]
fn errors_name_the_first_bad_token_with_its_place() {
    let cases: [(&str, (usize, usize, &str), &str); 7] = [
        ("1. e4 e5\n2. Nf3 Nc6 3. Bb9", (2, 15, "Bb9"), "not a move"),
        (
            "1. e4 e5 2. Ke2 {roll 1-7-6}",
            (1, 17, "{roll 1-7-6}"),
            "from 1 to 6",
        ),
        (
            "1. e4 e5 2. Ke2 {roll 1-2}",
            (1, 17, "{roll 1-2}"),
            "exactly three",
        ),
        (
            "1. e4 {roll 1-2-3}",
            (1, 7, "{roll 1-2-3}"),
            "cannot enter dice",
        ),
        ("1. e4 e5 (1... d5) 2. d4", (1, 10, "(1..."), "variations"),
        ("1. e4 e5 1-0 2. d4", (1, 14, "2."), "nothing may follow"),
        ("1. e4 e5 2. e5", (1, 13, "e5"), "illegal move"),
    ];
    for (text, (line, column, token), reason) in cases {
        let err = Game::from_record(text).unwrap_err();
        assert_eq!(
            (err.line, err.column, err.token.as_str()),
            (line, column, token),
            "{text}: {err}"
        );
        assert!(err.to_string().contains(reason), "{text}: {err}");
    }
}

#[test]
fn tag_errors_point_at_the_tag_line() {
    let err = Game::from_record("[Event \"x\"]\n[FEN \"8/8/8 w - - 0 1\"]\n\n*").unwrap_err();
    assert_eq!(err.line, 2);
    assert!(err.reason.contains("field 1 (placement)"), "{err}");
    let err = Game::from_record("[Variant \"Atomic\"]\n\n*").unwrap_err();
    assert!(err.reason.contains("unknown variant"), "{err}");
    let err = Game::from_record("[Seed \"-4\"]\n\n*").unwrap_err();
    assert!(err.reason.contains("whole number"), "{err}");
    let err = Game::from_record("[Event x]\n\n*").unwrap_err();
    assert!(err.reason.contains("tag pair"), "{err}");
}

#[test]
fn rebirth_annotations_are_checked() {
    let fen = "[FEN \"4k3/8/2b5/8/8/8/8/2Q1K3 w - - 0 1\"]\n\n";
    assert!(Game::from_record(&format!("{fen}1. Qxc6(Bc8)")).is_ok());
    assert!(
        Game::from_record(&format!("{fen}1. Qxc6")).is_ok(),
        "the annotation may be left out"
    );
    let err = Game::from_record(&format!("{fen}1. Qxc6(Bf8)")).unwrap_err();
    assert!(err.reason.contains("written Qxc6(Bc8)"), "{err}");
}

#[test]
fn results_without_a_board_ending_are_resignations_or_agreements() {
    let g = Game::from_record("1. e4 e5 0-1").unwrap();
    let r = g.result().unwrap();
    assert_eq!(
        (r.winner, r.reason),
        (Some(Color::Black), Reason::Resignation)
    );
    let g = Game::from_record("[Termination \"agreement\"]\n\n1. e4 1/2-1/2").unwrap();
    assert_eq!(g.result().unwrap().reason, Reason::Agreement);
    let mut g = Game::new();
    g.play_text("d4").unwrap();
    g.resign(Color::Black).unwrap();
    let back = Game::from_record(&g.to_record()).unwrap();
    assert_eq!(back.result(), g.result());
    // A result that contradicts the board is refused.
    let err =
        Game::from_record("[FEN \"4k3/3K4/8/8/8/8/8/8 w - - 0 1\"]\n\n1. Kxe8# 0-1").unwrap_err();
    assert!(err.reason.contains("end in 1-0"), "{err}");
}

#[test]
fn pgn_decorations_are_accepted() {
    let text =
        "[Event \"Casual \\\"game\\\"\"]\n; a line comment\n1.e4 {good} e5 $1 2.Nf3! Nc6?! *";
    let g = record::read(text).unwrap();
    assert_eq!(g.history().count(), 4);
    assert_eq!(g.result(), None);
}

#[test]
fn orthodox_records_use_the_standard_variant() {
    let mut g = Game::from_fen(
        dice_rex_circe::START_FEN,
        Rules::ORTHODOX,
        DiceSource::Crypto,
    )
    .unwrap();
    for m in ["f3", "e5", "g4", "Qh4#"] {
        g.play_text(m).unwrap();
    }
    let text = g.to_record();
    assert!(
        text.contains("[Variant \"Standard\"]") && text.contains("2. g4 Qh4# 0-1"),
        "{text}"
    );
    let back = Game::from_record(&text).unwrap();
    assert_eq!(back.rules(), Rules::ORTHODOX);
    assert_eq!(back.result(), g.result());
}

#[test]
fn a_game_from_a_position_awaiting_its_roll_round_trips() {
    let mut g = Game::from_fen(
        "4k3/8/8/8/8/8/8/3K3R w - - 0 1 ?",
        Rules::DICE_REX_CIRCE,
        DiceSource::Crypto,
    )
    .unwrap();
    g.roll_with(&[4, 6, 6]).unwrap();
    for m in ["Rh8", "Kc2"] {
        g.play_text(m).unwrap();
    }
    let text = g.to_record();
    assert!(text.contains("1. {roll 4-6-6} Rh8 Kc2"), "{text}");
    let back = Game::from_record(&text).unwrap();
    assert_eq!(back.fen(), g.fen());
    assert_eq!(back.turns(), g.turns());
}

#[test]
fn orthodox_games_start_with_castling_rights() {
    let text = "[Variant \"Standard\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. O-O *";
    let g = Game::from_record(text).unwrap();
    assert!(g.fen().contains(" b kq - "), "{}", g.fen());
    assert!(
        !g.to_record().contains("[FEN"),
        "the standard start needs no FEN tag"
    );
}
