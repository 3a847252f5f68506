//! Dice chess (VARIANTS.md §3, seed 002): the two-dice game and the
//! one-die BrainKing game through the turn machinery and records.

use dice_rex_circe::{Color, DiceSource, Game, Phase, Reason, Rules};

fn rules(name: &str) -> Rules {
    name.parse().unwrap()
}

fn start(name: &str) -> Game {
    Game::start(rules(name), DiceSource::Seeded(1)).unwrap()
}

/// Seed 002's sample game, with the rolls the text gives (the first,
/// "doubles", taken as 1-1).
const SAMPLE: [(&[u8], Option<&str>); 10] = [
    (&[1, 1], Some("e4")),
    (&[2, 3], Some("Nc6")),
    (&[3, 4], Some("Bc4")),
    (&[4, 5], Some("Rb8")),
    (&[3, 6], Some("Bxf7+")),
    (&[2, 4], None),
    (&[2, 4], Some("Nf3")),
    (&[1, 3], None),
    (&[2, 4], Some("Ng5#")),
    (&[], None),
];

fn sample_game_until(turns: usize) -> Game {
    let mut g = start("dice-chess");
    for (dice, mv) in &SAMPLE[..turns] {
        assert_eq!(g.phase(), Phase::Roll, "a turn starts with a roll");
        g.roll_with(dice).unwrap();
        match mv {
            Some(m) => {
                let played = g.play_text(m).unwrap_or_else(|e| panic!("{m}: {e}"));
                // 4.Nf3 leaves Black in the check it passed in: SAN says so.
                assert_eq!(played.san.trim_end_matches('+'), m.trim_end_matches('+'));
            }
            None => assert!(g.turns().last().unwrap().is_pass(), "{dice:?} must pass"),
        }
    }
    g
}

#[test]
fn the_seed_002_sample_game_ends_in_checkmate() {
    let g = sample_game_until(9);
    let r = g.result().expect("the game is over");
    assert_eq!(
        (r.winner, r.reason),
        (Some(Color::White), Reason::Checkmate)
    );
    // Both passes are in the history, with their rolls forfeited.
    let passes: Vec<_> = g.turns().iter().filter(|t| t.is_pass()).collect();
    assert_eq!(passes.len(), 2);
    assert!(
        passes
            .iter()
            .all(|t| t.color == Color::Black && t.forfeited == t.roll.unwrap())
    );
    // The record says so, and reads back to the same game.
    let record = g.to_record();
    assert!(record.contains("[Variant \"Dice Chess\"]"), "{record}");
    assert!(record.contains("{roll 2-4} {pass}"), "{record}");
    assert!(record.contains("Ng5# 1-0"), "{record}");
    let again = Game::from_record(&record).unwrap();
    assert_eq!(again.fen(), g.fen());
    assert_eq!(again.result(), g.result());
}

#[test]
fn the_seed_002_side_remarks() {
    // Before 4.Nf3, Black has passed in check: a 3 or a 5 wins at once.
    let g = sample_game_until(6);
    assert!(
        g.position().in_check(&g.rules()) || {
            let mut p = g.position().clone();
            p.pass_turn();
            p.in_check(&g.rules())
        }
    );
    for (dice, win) in [([3u8, 1u8], "Bxe8"), ([5, 2], "Qf3#"), ([5, 2], "Qh5#")] {
        let mut w = g.clone();
        w.roll_with(&dice).unwrap();
        let played = w.play_text(win).unwrap_or_else(|e| panic!("{win}: {e}"));
        if win == "Bxe8" {
            let r = w.result().unwrap();
            assert_eq!(
                (r.winner, r.reason),
                (Some(Color::White), Reason::KingCaptured)
            );
            assert!(played.circe_mate);
        } else {
            assert_eq!(w.result().unwrap().reason, Reason::Checkmate);
        }
    }
    // A 2-4 allows neither.
    let mut w = g.clone();
    w.roll_with(&[2, 4]).unwrap();
    assert!(w.play_text("Bxe8").is_err());
    // After 3...: only a 6 or doubles would have answered the check.
    let g = sample_game_until(5);
    for (dice, moves) in [([2u8, 4u8], 0), ([6, 1], 1), ([3, 3], 1)] {
        let mut b = g.clone();
        b.roll_with(&dice).unwrap();
        if moves == 0 {
            assert_eq!(b.turn(), Color::White, "{dice:?} passes");
        } else {
            assert_eq!(b.turn(), Color::Black, "{dice:?} may move");
            assert!(b.legal_moves().iter().all(|m| m.from.to_string() == "e8"));
        }
    }
}

#[test]
fn two_dice_allow_either_role_castling_on_four_or_six_and_en_passant_on_one() {
    let mut g = Game::from_fen(
        "r3k3/8/8/8/3pP3/8/8/R3K2R b KQq e3 0 1",
        rules("dice-chess"),
        DiceSource::Seeded(1),
    )
    .unwrap();
    let with = |dice: &[u8]| {
        let mut x = g.clone();
        x.roll_with(dice).unwrap();
        let mut moves: Vec<String> = x.legal_moves().iter().map(|m| m.to_string()).collect();
        moves.sort();
        (x.turn(), moves)
    };
    let (_, moves) = with(&[1, 2]);
    assert!(
        moves.contains(&"d4e3".to_string()),
        "en passant on a 1: {moves:?}"
    );
    let (_, moves) = with(&[4, 5]);
    assert!(
        moves.contains(&"e8c8".to_string()),
        "castling on a 4: {moves:?}"
    );
    assert!(!moves.contains(&"d4e3".to_string()));
    let (turn, _) = with(&[2, 3]);
    assert_eq!(turn, Color::White, "no knight or bishop: a pass");
    g.roll_with(&[2, 3]).unwrap();
    // The pass lost Black's en passant right, and the game goes on.
    assert_eq!(g.turn(), Color::White);
    assert!(g.fen().contains(" w KQq - "), "{}", g.fen());
}

#[test]
fn one_die_rolls_only_faces_that_can_move() {
    let g = Game::from_fen(
        "k7/8/8/8/8/8/8/K7 w - - 0 1",
        rules("dice-chess-one-die"),
        DiceSource::Seeded(3),
    );
    // Bare kings are a draw (VARIANTS C6).
    assert_eq!(
        g.unwrap().result().unwrap().reason,
        Reason::InsufficientMaterial
    );
    let mut g = Game::from_fen(
        "k7/8/8/8/8/8/7P/K6N w - - 0 1",
        rules("dice-chess-one-die"),
        DiceSource::Seeded(3),
    )
    .unwrap();
    let e = g.roll_with(&[5]).unwrap_err().to_string();
    assert!(e.contains("no queen can move"), "{e}");
    assert_eq!(g.phase(), Phase::Roll);
    for seed in 0..200 {
        let mut s = g.clone();
        s = Game::from_fen(&s.fen(), s.rules(), DiceSource::Seeded(seed)).unwrap();
        let face = s.roll().unwrap().as_slice()[0];
        assert!([1, 2, 6].contains(&face), "seed {seed} rolled {face}");
    }
    g.roll_with(&[2]).unwrap();
    assert!(g.legal_moves().iter().all(|m| m.from.to_string() == "h1"));
}

#[test]
fn one_die_promotes_to_the_face_no_check_and_king_capture_wins() {
    let mut g = Game::from_fen(
        "4k3/1P6/8/8/8/8/8/R3K2r w Q - 0 1",
        rules("dice-chess-one-die"),
        DiceSource::Seeded(1),
    )
    .unwrap();
    let mut x = g.clone();
    x.roll_with(&[2]).unwrap();
    let promotions: Vec<String> = x
        .legal_moves()
        .iter()
        .filter(|m| m.from.to_string() == "b7")
        .map(|m| m.to_string())
        .collect();
    assert_eq!(promotions, ["b7b8n"], "a 2 promotes to a knight only");
    let mut x = g.clone();
    x.roll_with(&[1]).unwrap();
    assert_eq!(
        x.legal_moves()
            .iter()
            .filter(|m| m.from.to_string() == "b7")
            .count(),
        4
    );
    // Castling on a 6, through attack: there is no check.
    let mut x = g.clone();
    x.roll_with(&[6]).unwrap();
    assert!(x.play_text("O-O-O").is_ok());
    // Capturing the king wins.
    g.roll_with(&[1]).unwrap();
    g.play_text("b8=Q").unwrap();
    g.roll_with(&[4]).unwrap();
    let m = g.play_text("Rxe1").unwrap();
    assert!(m.circe_mate);
    let r = g.result().unwrap();
    assert_eq!(
        (r.winner, r.reason),
        (Some(Color::Black), Reason::KingCaptured)
    );
}

#[test]
fn a_turn_rolled_whose_move_is_to_come_is_no_pass() {
    let mut g = start("dice-chess");
    g.roll_with(&[1, 2]).unwrap();
    g.play_text("a3").unwrap();
    g.roll_with(&[1, 3]).unwrap();
    assert_eq!(g.phase(), Phase::Move);
    assert!(!g.turns().last().unwrap().is_pass());
    let record = g.to_record();
    assert!(record.contains("1... {roll 1-3} *"), "{record}");
    assert!(!record.contains("{pass}"), "{record}");
    // The same turn, once its move is played, is no pass either.
    g.play_text("a6").unwrap();
    assert!(!g.turns().iter().any(|t| t.is_pass()));
}

/// A piece the roll does not let move is refused for the roll, not as if
/// it had no move (the app says why a click on it picks nothing): two
/// dice name two roles, doubles allow anything, one die its role, and a
/// promotion die lets a pawn promote.
#[test]
fn a_piece_the_roll_does_not_allow_is_refused_for_the_roll() {
    let mut g = start("dice-chess");
    g.roll_with(&[2, 4]).unwrap();
    let r = g.refusal("e2e2").unwrap().expect("a pawn on a 2-4");
    assert_eq!((r.reason, r.dice.clone()), ("not-rolled", vec![2, 4]));
    assert_eq!(g.refusal("e2e4").unwrap().unwrap().reason, "not-rolled");
    assert_eq!(g.refusal("e4").unwrap().unwrap().reason, "not-rolled");
    assert_eq!(g.refusal("g1f3").unwrap(), None, "a knight on the 2");
    // The rook's die allows castling, so a king's castling is refused for castling.
    let mut c = Game::from_fen(
        "4k3/8/8/8/8/8/8/4KB1R w K - 0 1",
        rules("dice-chess"),
        DiceSource::Seeded(1),
    )
    .unwrap();
    c.roll_with(&[2, 4]).unwrap();
    assert_eq!(c.refusal("e1g1").unwrap().unwrap().reason, "castle-blocked");
    assert_eq!(c.refusal("e1e2").unwrap().unwrap().reason, "not-rolled");
    let mut d = start("dice-chess");
    d.roll_with(&[3, 3]).unwrap();
    assert_eq!(d.refusal("e2e4").unwrap(), None, "doubles allow any piece");
    let mut one = start("dice-chess-one-die");
    one.roll_with(&[2]).unwrap();
    let r = one.refusal("e2e2").unwrap().unwrap();
    assert_eq!((r.reason, r.dice), ("not-rolled", vec![2]));
    let mut promote = Game::from_fen(
        "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1",
        rules("dice-chess-one-die"),
        DiceSource::Seeded(1),
    )
    .unwrap();
    promote.roll_with(&[5]).unwrap();
    assert_eq!(
        promote.refusal("b7b8q").unwrap(),
        None,
        "a 5 promotes to a queen"
    );
}
