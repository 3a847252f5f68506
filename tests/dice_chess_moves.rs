//! Dice chess by number of moves (VARIANTS.md §E, derived from seed 002's
//! sentence on Gollon's second way): one die, that many moves in a row
//! (four at most) by any units, a check ends the turn, en passant only on
//! the first move; through the turn machine, the FEN and the records.

use dice_rex_circe::ai::odds::{Danger, odds};
use dice_rex_circe::{
    Color, DiceSource, FenPosition, Game, MoveKind, Phase, Reason, Rules, record,
};

fn rules() -> Rules {
    "dice-chess-moves".parse().unwrap()
}

fn start() -> Game {
    Game::start(rules(), DiceSource::Seeded(1)).unwrap()
}

fn fen(text: &str) -> Game {
    Game::from_fen(text, rules(), DiceSource::Seeded(1)).unwrap_or_else(|e| panic!("{text}: {e}"))
}

#[test]
fn a_roll_gives_that_many_moves_four_at_most() {
    for (face, n) in [(1u8, 1usize), (2, 2), (3, 3), (4, 4), (5, 4), (6, 4)] {
        let mut g = start();
        assert_eq!(g.phase(), Phase::Roll);
        g.roll_with(&[face]).unwrap();
        assert_eq!(g.moves_left(), n as u8, "face {face}");
        let plays = ["a3", "b3", "c3", "d3", "e3"];
        for (i, mv) in plays.iter().take(n).enumerate() {
            assert_eq!(g.turn(), Color::White, "move {i} of {n} is still White's");
            assert_eq!(g.phase(), Phase::Move);
            g.play_text(mv).unwrap();
        }
        assert_eq!(
            g.turn(),
            Color::Black,
            "face {face}: the turn ends after {n} moves"
        );
        assert_eq!(g.phase(), Phase::Roll);
        let turn = &g.turns()[0];
        assert_eq!(turn.moves.len(), n);
        assert_eq!(turn.roll.unwrap().as_slice(), &[face]);
        // One turn, however many moves: the fifty-move count is by turn.
        assert_eq!(g.fen_position().fullmoves, 1);
    }
}

#[test]
fn the_same_unit_may_move_again() {
    let mut g = start();
    g.roll_with(&[3]).unwrap();
    for mv in ["Nf3", "Ng5", "Nxh7"] {
        g.play_text(mv).unwrap();
    }
    assert_eq!(g.turn(), Color::Black);
    assert_eq!(g.turns()[0].moves[2].san, "Nxh7");
}

#[test]
fn a_check_ends_the_turn_and_must_be_answered_first() {
    let mut g = start();
    g.roll_with(&[4]).unwrap();
    g.play_text("e4").unwrap();
    g.play_text("Bc4").unwrap();
    let check = g.play_text("Bxf7").unwrap();
    assert_eq!(check.san, "Bxf7+");
    assert_eq!(
        g.turn(),
        Color::Black,
        "the check ended White's turn of four"
    );
    assert_eq!(g.turns()[0].moves.len(), 3);
    g.roll_with(&[2]).unwrap();
    assert!(g.in_check());
    let answers: Vec<String> = g.legal_moves().iter().map(|m| g.san(m)).collect();
    assert!(answers.iter().all(|s| s.starts_with('K')), "{answers:?}");
    assert!(
        g.play_text("Nf6").is_err(),
        "the first move must answer the check"
    );
    g.play_text("Kxf7").unwrap();
    assert_eq!(g.turn(), Color::Black);
    assert_eq!(g.moves_left(), 1);
}

#[test]
fn checkmate_within_a_turn_wins() {
    // Scholar's mate as the third of four moves: the mate ends the turn
    // and the game with a move still unused.
    let mut g = start();
    g.roll_with(&[1]).unwrap();
    g.play_text("e4").unwrap();
    g.roll_with(&[1]).unwrap();
    g.play_text("e5").unwrap();
    g.roll_with(&[6]).unwrap();
    for mv in ["Qh5", "Bc4"] {
        g.play_text(mv).unwrap();
    }
    assert_eq!(g.moves_left(), 2);
    let mate = g.play_text("Qxf7").unwrap();
    assert_eq!(mate.san, "Qxf7#");
    let r = g.result().unwrap();
    assert_eq!(
        (r.winner, r.reason),
        (Some(Color::White), Reason::Checkmate)
    );
    assert_eq!(g.phase(), Phase::Over);
    assert!(g.legal_moves().is_empty());
}

#[test]
fn en_passant_only_on_the_first_move_against_the_last_turn() {
    // Black's last turn ended with d7-d5; White's e5 pawn may take it
    // with the turn's first move, never later.
    let mut g = fen("4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1 ?");
    g.roll_with(&[1]).unwrap();
    g.play_text("d5").unwrap();
    g.roll_with(&[2]).unwrap();
    assert!(g.legal_moves().iter().any(|m| m.to_string() == "e5d6"));
    g.play_text("Kd2").unwrap();
    assert!(
        !g.legal_moves().iter().any(|m| m.to_string() == "e5d6"),
        "the second move may not take en passant"
    );
}

#[test]
fn the_moves_left_are_a_fen_extension_that_reads_back() {
    let mut g = start();
    g.roll_with(&[5]).unwrap();
    assert_eq!(
        g.fen(),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 5"
    );
    g.play_text("e4").unwrap();
    let text = g.fen();
    assert_eq!(
        text,
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e3 0 1 5 left=3"
    );
    let mut back = fen(&text);
    assert_eq!(back.moves_left(), 3);
    assert_eq!(back.fen(), text);
    // Mid-turn, the first move's freedom is spent: no en passant.
    back.play_text("d4").unwrap();
    assert_eq!(back.moves_left(), 2);
    assert_eq!(back.turn(), Color::White);
}

#[test]
fn bad_moves_left_are_refused_with_a_reason() {
    let start = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e3 0 1";
    for (tail, says) in [
        ("2 left=3", "1 to 2 are left"),
        ("5 left=0", "1 to 4 are left"),
        ("5 left=x", "not 'x'"),
        ("? left=2", "only after its roll"),
        ("5 left=2 left=1", "given twice"),
    ] {
        let text = format!("{start} {tail}");
        let err = Game::from_fen(&text, rules(), DiceSource::Seeded(1))
            .unwrap_err()
            .to_string();
        assert!(err.contains(says), "{text}: {err}");
    }
    let err = Game::from_fen(
        &format!("{start} 25 left=2"),
        "dice-chess".parse().unwrap(),
        DiceSource::Seeded(1),
    )
    .unwrap_err()
    .to_string();
    assert!(err.contains("no turns of several moves"), "{err}");
    // A check ends the turn: no position mid-turn has one.
    let err = Game::from_fen(
        "4k3/8/8/8/8/8/8/R3K3 w - - 0 1 4 left=2",
        rules(),
        DiceSource::Seeded(1),
    );
    assert!(err.is_ok(), "{err:?}");
    let err = Game::from_fen(
        "4k3/8/8/8/8/8/8/4R1K1 w - - 0 1 4 left=2",
        rules(),
        DiceSource::Seeded(1),
    )
    .unwrap_err()
    .to_string();
    assert!(err.contains("a check ends"), "{err}");
}

#[test]
fn undo_takes_back_one_move_of_the_turn() {
    let mut g = start();
    g.roll_with(&[3]).unwrap();
    g.play_text("e4").unwrap();
    g.play_text("d4").unwrap();
    assert_eq!(g.moves_left(), 1);
    assert!(g.undo());
    assert_eq!((g.turn(), g.moves_left()), (Color::White, 2));
    g.play_text("Nf3").unwrap();
    g.play_text("Nc3").unwrap();
    assert_eq!(g.turn(), Color::Black);
    assert_eq!(g.turns()[0].moves.len(), 3);
}

#[test]
fn a_record_of_turns_of_several_moves_reads_back() {
    let mut g = start();
    for (face, moves) in [
        (3u8, &["e4", "Nf3", "Bc4"][..]),
        (2, &["e5", "Nc6"][..]),
        (5, &["O-O", "d3", "Nc3", "Bg5"][..]),
        (1, &["f6"][..]),
        (4, &["Bxg8", "Bxf6"][..]),
    ] {
        g.roll_with(&[face]).unwrap();
        for m in moves {
            g.play_text(m).unwrap_or_else(|e| panic!("{m}: {e}"));
        }
    }
    let text = record::write(&g);
    assert!(
        text.contains("[Variant \"Dice Chess by number of moves\"]"),
        "{text}"
    );
    assert!(
        text.contains("1. {roll 3} e4 Nf3 Bc4 1... {roll 2} e5 Nc6 2. {roll 5} O-O d3 Nc3 Bg5"),
        "{text}"
    );
    let back = record::read(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(back.fen(), g.fen());
    assert_eq!(back.turns(), g.turns());
    assert_eq!(record::write(&back), text);
}

#[test]
fn the_odds_of_the_die_count_sequences_that_mate() {
    // White mates with Qh5-f7 only in two moves (after Bc4 or with the
    // bishop already there): a 1 cannot, a 2 to 6 can.
    let g = fen("rnbqkbnr/pppp1ppp/8/4p3/2B1P3/8/PPPP1PPP/RNBQK1NR w KQkq - 0 1 ?");
    let all = odds(&g, Danger::None).unwrap();
    let roll = all.roll.unwrap();
    assert_eq!((roll.win.count, roll.win.total), (5, 6), "{roll:?}");
    assert_eq!(roll.pass.count, 0);
    // After the roll of 2 and Qh5, Qxf7 mates: the move's odds say so.
    let mut g = g;
    g.roll_with(&[2]).unwrap();
    let all = odds(&g, Danger::None).unwrap();
    let qh5 = all
        .moves
        .iter()
        .find(|m| m.mv.to_string() == "d1h5")
        .unwrap();
    assert!(!qh5.ends_turn);
    assert_eq!(qh5.win.count, 1);
    let a3 = all
        .moves
        .iter()
        .find(|m| m.mv.to_string() == "a2a3")
        .unwrap();
    assert_eq!(a3.win.count, 0);
}

#[test]
fn the_computer_plays_a_turn_of_two_moves_that_mates() {
    use dice_rex_circe::ai::{Limits, best_move};
    let mut g = fen("rnbqkbnr/pppp1ppp/8/4p3/2B1P3/8/PPPP1PPP/RNBQK1NR w KQkq - 0 1 ?");
    g.roll_with(&[2]).unwrap();
    let first = best_move(&g, Limits::nodes(20_000)).unwrap();
    let san = g.play(&first.mv).unwrap().san;
    assert!(["Qh5", "Qf3"].contains(&san.as_str()), "{san}");
    assert_eq!((g.turn(), g.moves_left()), (Color::White, 1));
    let second = best_move(&g, Limits::nodes(20_000)).unwrap();
    assert_eq!(g.play(&second.mv).unwrap().san, "Qxf7#");
    assert_eq!(g.result().unwrap().reason, Reason::Checkmate);
}

#[test]
fn the_computer_answers_a_check_with_the_turn_s_first_move() {
    use dice_rex_circe::ai::{Limits, best_move};
    let mut g = fen("rnbqkbnr/pppp1Bpp/8/4p3/4P3/8/PPPP1PPP/RNBQK1NR b KQkq - 0 1 ?");
    g.roll_with(&[3]).unwrap();
    assert!(g.in_check());
    let choice = best_move(&g, Limits::nodes(20_000)).unwrap();
    assert_eq!(choice.mv.role, dice_rex_circe::Role::King);
    g.play(&choice.mv).unwrap();
    assert_eq!((g.turn(), g.moves_left()), (Color::Black, 2));
}

/// Two double steps in one turn leave two en passant targets, and the FEN
/// the game writes then reads back (found by the random games).
#[test]
fn two_double_steps_in_a_turn_read_back_from_the_fen() {
    let rules: Rules = "dice-chess-moves".parse().unwrap();
    let fen = "rnbqkb1r/p2p1pp1/2p4n/1p2p2Q/4P3/2P2P2/PP1PN1PP/RNB1KB1R b KQkq b6e6 0 3 6 left=2";
    let setup = FenPosition::parse(fen, &rules).expect("two targets in a turn of several moves");
    assert_eq!(setup.to_fen(&rules), fen);
    assert!(
        FenPosition::parse(
            "rnbqkbnr/p1pp1ppp/8/1p2p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq b6e6 0 2",
            &"circe".parse().unwrap()
        )
        .is_err()
    );
}

/// Two double steps of one turn can each be taken en passant with the
/// next turn's first move (the rule allows any double step of the
/// opponent's last turn), and neither with its second.
#[test]
fn either_double_step_of_the_last_turn_is_taken_en_passant_first() {
    let mut g = fen("4k3/8/8/8/1p1p4/8/P3P3/4K3 w - - 0 1");
    g.roll_with(&[2]).unwrap();
    g.play_text("a4").unwrap();
    g.play_text("e4").unwrap();
    assert!(g.fen().contains(" a3e3 "), "{}", g.fen());
    let mut g2 = g.clone();
    g.roll_with(&[2]).unwrap();
    let ep: Vec<String> = g
        .legal_moves()
        .iter()
        .filter(|m| m.kind == MoveKind::EnPassant)
        .map(|m| m.uci().to_string())
        .collect();
    assert_eq!(ep, ["b4a3", "d4e3"]);
    g.play_text("b4a3").unwrap();
    assert!(
        !g.legal_moves()
            .iter()
            .any(|m| m.kind == MoveKind::EnPassant),
        "{}",
        g.fen()
    );
    // After another first move, the targets are gone.
    g2.roll_with(&[2]).unwrap();
    g2.play_text("e8e7").unwrap();
    assert!(
        !g2.legal_moves()
            .iter()
            .any(|m| m.kind == MoveKind::EnPassant),
        "{}",
        g2.fen()
    );
}
