//! RULES §8–§11: draws, the position notation, the seed's example and
//! the other rule sets.

use super::*;

// §8 Draws

#[test]
fn s8_stalemate_when_no_free_move_exists() {
    let g = game("7k/8/8/8/p1p5/P1Pp4/RB1P4/KRB5 w - - 0 1");
    assert_eq!(g.phase(), Phase::Over);
    assert_eq!(g.result().unwrap().reason, Reason::Stalemate);
    assert_eq!(g.result().unwrap().winner, None);
}

#[test]
fn s8_threefold_repetition_counts_the_start_position() {
    let mut g = Game::new();
    play(&mut g, "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1");
    assert_eq!(g.result(), None);
    play(&mut g, "Ng8");
    assert_eq!(g.result().unwrap().reason, Reason::Repetition);
    assert_eq!(g.phase(), Phase::Over);
}

#[test]
fn s8_repetition_sees_only_en_passant_captures_actually_available() {
    // After ...d5 no white pawn can take en passant: the position counts
    // as the same one as after the knights return, although the FEN shows d6.
    let mut g = game("4k1n1/3p4/8/8/8/8/8/4K1N1 b - - 0 1");
    play(&mut g, "d5");
    assert!(g.fen().contains(" w - d6 "));
    play(&mut g, "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1");
    assert_eq!(g.result(), None);
    play(&mut g, "Ng8");
    assert_eq!(g.result().unwrap().reason, Reason::Repetition);
    // With a capture available the first occurrence differs, so no draw yet.
    let mut g = game("4k1n1/3p4/8/4P3/8/8/8/4K1N1 b - - 0 1");
    play(&mut g, "d5 Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8");
    assert_eq!(g.result(), None);
}

#[test]
fn s8_fifty_turns_without_pawn_move_or_capture() {
    let mut g = game("4k3/8/8/8/8/8/8/4K1N1 w - - 99 80");
    play(&mut g, "Nf3");
    let r = g.result().unwrap();
    assert_eq!((r.winner, r.reason), (None, Reason::FiftyTurns));
}

#[test]
fn s8_the_halfmove_clock_counts_turns_not_moves() {
    let mut g = game("4k3/8/8/8/8/8/8/4KN2 w - - 10 1");
    play(&mut g, "Kd2");
    g.roll_with(&[2, 2, 6]).unwrap();
    play(&mut g, "Ng3 Ne4");
    assert!(g.fen().contains(" 10 1 6"), "{}", g.fen());
    play(&mut g, "Kd1");
    assert!(
        g.fen().contains(" 11 1 -"),
        "one turn counts one: {}",
        g.fen()
    );
    // A pawn move during a turn shows 0 at once.
    let mut g = game("4k3/8/8/8/8/8/P7/4K3 w - - 10 1");
    play(&mut g, "Kd2");
    g.roll_with(&[1, 6, 6]).unwrap();
    play(&mut g, "a3");
    assert!(g.fen().contains(" 0 1 66"), "{}", g.fen());
}

#[test]
fn s8_resignation_and_agreed_draw() {
    let mut g = Game::new();
    g.resign(Color::White).unwrap();
    let r = g.result().unwrap();
    assert_eq!(
        (r.winner, r.reason),
        (Some(Color::Black), Reason::Resignation)
    );
    assert!(g.resign(Color::Black).is_err());
    assert!(g.undo());
    g.agree_draw().unwrap();
    assert_eq!(g.result().unwrap().reason, Reason::Agreement);
}

#[test]
fn s8_no_insufficient_material_draw() {
    let g = game("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    assert_eq!(g.result(), None);
    assert_eq!(g.phase(), Phase::Move);
}

// §9 Position notation

#[test]
fn s9_mid_turn_fens_round_trip() {
    let mut g = Game::new();
    play(&mut g, "e4 e5 Ke2");
    assert_eq!(
        g.fen(),
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPPKPPP/RNBQ1BNR w - - 0 2 ?"
    );
    g.roll_with(&[1, 5, 6]).unwrap();
    assert_eq!(
        g.fen(),
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPPKPPP/RNBQ1BNR w - - 0 2 156"
    );
    play(&mut g, "d4");
    assert_eq!(
        g.fen(),
        "rnbqkbnr/pppp1ppp/8/4p3/3PP3/8/PPP1KPPP/RNBQ1BNR w - d3 0 2 56"
    );
    let back = game(&g.fen());
    assert_eq!(back.fen(), g.fen());
    assert_eq!(back.phase(), Phase::Bonus);
    assert_eq!(back.dice().as_slice(), &[5, 6]);
}

#[test]
fn s9_six_field_fen_means_free_move() {
    let g = game("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    assert_eq!(g.fen(), dice_rex_circe::START_FEN);
}

#[test]
fn s9_fixture_files_of_valid_and_invalid_fens() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/");
    let valid = std::fs::read_to_string(format!("{dir}fen-valid.txt")).unwrap();
    let mut n = 0;
    for line in valid
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let setup = FenPosition::parse(line, &Rules::DICE_REX_CIRCE)
            .unwrap_or_else(|e| panic!("{line}: {e}"));
        assert_eq!(
            setup.to_fen(&Rules::DICE_REX_CIRCE),
            line,
            "valid FENs are written canonically"
        );
        n += 1;
    }
    assert!(n >= 10);
    let invalid = std::fs::read_to_string(format!("{dir}fen-invalid.txt")).unwrap();
    let mut n = 0;
    for line in invalid
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let (fen, expected) = line
            .split_once(" => ")
            .unwrap_or_else(|| panic!("bad fixture line {line}"));
        let err = FenPosition::parse(fen, &Rules::DICE_REX_CIRCE)
            .expect_err(fen)
            .to_string();
        assert!(
            err.contains(expected),
            "{fen}: '{err}' should mention '{expected}'"
        );
        n += 1;
    }
    assert!(n >= 15);
}

#[test]
fn s9_a_fen_with_one_king_missing_is_a_finished_game() {
    let g = game("4Q3/8/3K4/8/8/8/8/8 w - - 0 1 -");
    let r = g.result().unwrap();
    assert_eq!(
        (r.winner, r.reason),
        (Some(Color::White), Reason::CirceMate)
    );
    assert_eq!(g.phase(), Phase::Over);
    assert_eq!(perft(g.fen_position(), &Rules::DICE_REX_CIRCE, 2), 0);
}

// §10 The seed's example

#[test]
fn s10_the_seed_example_through_the_turn_machinery() {
    let mut g = game("8/8/3k4/8/Q3K3/8/8/8 w - - 0 1 -");
    let k = g.play_text("Ke5").unwrap();
    assert_eq!(k.die, None);
    assert_eq!(g.phase(), Phase::Roll);
    g.roll_with(&[1, 5, 6]).unwrap();
    assert_eq!(g.dice().as_slice(), &[1, 5, 6]);
    let q = g.play_text("Qe8").unwrap();
    assert_eq!(q.die, Some(5));
    let mate = g.play_text("Kxd6").unwrap();
    assert_eq!(mate.die, Some(6));
    assert!(mate.circe_mate);
    assert_eq!(mate.rebirth, None);
    let r = g.result().unwrap();
    assert_eq!(
        (r.winner, r.reason),
        (Some(Color::White), Reason::CirceMate)
    );
    let turn = &g.turns()[0];
    assert_eq!(turn.moves.len(), 3);
    assert_eq!(turn.roll.unwrap().as_slice(), &[1, 5, 6]);
    // The record of the game replays to the same end.
    let record = g.to_record();
    assert!(
        record.contains("1. Ke5 {roll 1-5-6} Qe8 Kxd6# 1-0"),
        "{record}"
    );
    let back = Game::from_record(&record).unwrap();
    assert_eq!(back.fen(), g.fen());
    assert_eq!(back.result(), g.result());
}

// §11 Other rule sets

#[test]
fn s11_rule_sets_are_values_of_one_engine() {
    let g = Game::from_fen(
        dice_rex_circe::START_FEN,
        Rules::ORTHODOX,
        DiceSource::Crypto,
    )
    .unwrap();
    assert_eq!(g.rules().name(), Some("orthodox"));
    assert_eq!(Game::new().rules().name(), Some("dice-rex-circe"));
    // Orthodox: a king move does not roll, and captures are final.
    let mut g = Game::from_fen(
        "4k3/8/8/3p4/8/8/8/3QK3 w - - 0 1",
        Rules::ORTHODOX,
        DiceSource::Crypto,
    )
    .unwrap();
    let m = g.play_text("Qxd5").unwrap();
    assert_eq!(m.rebirth, None);
    assert_eq!(g.phase(), Phase::Move);
    assert_eq!(g.turn(), Color::Black);
}

#[test]
fn s9_counters_at_their_maximum_do_not_overflow() {
    let g = game("4k3/8/8/8/8/8/8/4K1N1 b - - 4294967295 4294967295 -");
    assert_eq!(g.result().unwrap().reason, Reason::FiftyTurns);
    let mut g2 = game("4k1n1/8/8/8/8/8/8/4K3 b - - 0 4294967295 -");
    g2.play_text("Nf6").unwrap();
    assert!(g2.fen().ends_with(" 1 4294967295 -"), "{}", g2.fen());
    assert!(g2.to_record().contains("4294967295... Nf6"));
}
