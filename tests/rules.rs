//! One or more tests per section of RULES.md, named after it. Each would
//! fail if its rule were broken.

use dice_rex_circe::{
    Color, DiceSource, FenPosition, Game, GameError, Phase, Reason, Role, Rules, Square, perft,
};

// §5–§7 and §8–§11 have files of their own.
#[path = "rules/notation.rs"]
mod notation;
#[path = "rules/turn.rs"]
mod turn;

fn game(fen: &str) -> Game {
    Game::from_fen(fen, Rules::DICE_REX_CIRCE, DiceSource::Seeded(1))
        .unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn play(g: &mut Game, moves: &str) {
    for m in moves.split_whitespace() {
        g.play_text(m)
            .unwrap_or_else(|e| panic!("{m} in {}: {e}", g.fen()));
    }
}

fn sq(s: &str) -> Square {
    Square::parse(s).unwrap()
}

fn ucis(g: &Game) -> Vec<String> {
    let mut v: Vec<String> = g.legal_moves().iter().map(|m| m.to_string()).collect();
    v.sort();
    v
}

fn is_illegal(g: &mut Game, m: &str) -> bool {
    let before = g.fen();
    let refused = g.play_text(m).is_err();
    assert_eq!(g.fen(), before, "a refused move changed the game");
    refused
}

// §1 Board, pieces, start

#[test]
fn s1_start_white_moves_first_with_orthodox_piece_moves() {
    let g = Game::new();
    assert_eq!(g.turn(), Color::White);
    assert_eq!(g.phase(), Phase::Move);
    assert_eq!(g.legal_moves().len(), 20);
    assert_eq!(g.fen(), dice_rex_circe::START_FEN);
}

#[test]
fn s1_pawns_step_double_step_and_capture_diagonally() {
    let mut g = game("4k3/8/8/8/8/3p4/4P3/4K3 w - - 0 1");
    let moves = ucis(&g);
    for m in ["e2e3", "e2e4", "e2d3"] {
        assert!(moves.contains(&m.to_string()), "{m} missing from {moves:?}");
    }
    assert!(is_illegal(&mut g, "e2f3"));
    assert!(is_illegal(&mut g, "e2e5"));
}

// §2 What does not exist

#[test]
fn s2_no_check_king_may_move_into_attack_and_next_to_the_other_king() {
    // The white king may step next to the black king (d4) and onto the
    // squares the rook on h2 attacks (c2, d2, e2).
    let g = game("8/8/8/3k4/8/3K4/7r/8 w - - 0 1");
    let moves = ucis(&g);
    for m in ["d3d4", "d3c4", "d3c2", "d3d2", "d3e2"] {
        assert!(moves.contains(&m.to_string()), "{m} missing from {moves:?}");
    }
    assert_eq!(moves.len(), 8);
}

#[test]
fn s2_a_king_may_be_captured() {
    let mut g = game("4k3/8/8/8/8/8/8/r3K3 b - - 0 1");
    let m = g.play_text("Rxe1").unwrap();
    assert_eq!(m.mv.capture, Some(Role::King));
    // Captured on its own rebirth square e1, where the rook now stands.
    assert!(m.circe_mate);
}

#[test]
fn s2_no_castling_and_castling_rights_in_a_fen_are_ignored() {
    let g = game("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    assert!(g.fen().contains(" w - - "), "{}", g.fen());
    assert!(!ucis(&g).contains(&"e1g1".to_string()));
    assert!(!ucis(&g).contains(&"e1c1".to_string()));
    let mut g = g;
    assert!(matches!(g.play_text("O-O"), Err(GameError::Illegal { .. })));
}

// §3 Circe rebirth

#[test]
fn s3_each_piece_type_is_reborn_on_its_table_square() {
    // (FEN, capture, expected rebirth square of the captured piece)
    let cases = [
        // black bishop captured on c6 (light) -> c8; on g3 (dark) -> f8
        ("4k3/8/2b5/8/8/8/8/2Q1K3 w - - 0 1", "Qxc6", "c8"),
        ("4k3/8/8/8/8/6b1/8/4K1Q1 w - - 0 1", "Qxg3", "f8"),
        // black knight on d5 (light) -> g8; on e5 (dark) -> b8
        ("4k3/8/8/3n4/8/8/8/3QK3 w - - 0 1", "Qxd5", "g8"),
        ("4k3/8/8/4n3/8/8/8/Q3K3 w - - 0 1", "Qxe5", "b8"),
        // black rook on b7 (light) -> a8; on a7 (dark) -> h8
        ("4k3/1r6/8/8/8/8/8/1Q2K3 w - - 0 1", "Qxb7", "a8"),
        ("4k3/r7/8/8/8/8/8/Q3K3 w - - 0 1", "Qxa7", "h8"),
        // black queen -> d8 whatever the square
        ("4k3/8/8/8/8/8/q7/Q3K3 w - - 0 1", "Qxa2", "d8"),
        // white pieces: knight on c3 (dark) -> g1; bishop on f4 (dark) -> c1;
        // rook on a4 (light) -> h1; queen -> d1
        ("4k3/8/8/8/8/2N5/8/2q1K3 b - - 0 1", "Qxc3", "g1"),
        ("4k3/8/8/8/5B2/8/7q/4K3 b - - 0 1", "Qxf4", "c1"),
        ("4k3/8/8/8/R7/8/8/q3K3 b - - 0 1", "Qxa4", "h1"),
        ("4k3/8/8/8/8/8/7Q/4K2q b - - 0 1", "Qxh2", "d1"),
    ];
    for (fen, mv, home) in cases {
        let mut g = game(fen);
        let m = g
            .play_text(mv)
            .unwrap_or_else(|e| panic!("{fen} {mv}: {e}"));
        assert_eq!(m.rebirth, Some(sq(home)), "{fen} {mv}");
        let piece = g.piece_at(sq(home)).unwrap();
        assert_eq!(Some(piece.role), m.mv.capture, "{fen} {mv}");
        assert_ne!(piece.color, m.color);
    }
}

#[test]
fn s3_pawns_are_reborn_on_their_second_rank_on_the_capture_file() {
    let mut g = game("4k3/8/8/3p4/8/8/8/3QK3 w - - 0 1");
    let m = g.play_text("Qxd5").unwrap();
    assert_eq!(m.rebirth, Some(sq("d7")));
    assert_eq!(m.san, "Qxd5(Pd7)");
    assert_eq!(g.piece_at(sq("d7")).map(|p| p.role), Some(Role::Pawn));
}

#[test]
fn s3_a_white_pawn_captured_is_reborn_on_rank_two() {
    let mut g = game("4k3/8/8/8/1P6/8/8/1q2K3 b - - 0 1");
    let m = g.play_text("Qxb4").unwrap();
    assert_eq!(m.rebirth, Some(sq("b2")));
    assert_eq!(m.san, "Qxb4(Pb2)");
}

#[test]
fn s3_occupied_rebirth_square_makes_the_piece_vanish_friendly_or_enemy() {
    // Black bishop captured on c6 would go to c8: a black knight stands there.
    let mut g = game("2n1k3/8/2b5/8/8/8/8/2Q1K3 w - - 0 1");
    let m = g.play_text("Qxc6").unwrap();
    assert_eq!(m.rebirth, None);
    assert_eq!(m.san, "Qxc6");
    assert_eq!(g.position().piece_count(Color::Black), 2);
    // ... and a white rook on c8 blocks it just the same.
    let mut g = game("2R1k3/8/2b5/8/8/8/8/2Q1K3 w - - 0 1");
    assert_eq!(g.play_text("Qxc6").unwrap().rebirth, None);
}

#[test]
fn s3_a_piece_captured_on_its_own_rebirth_square_vanishes() {
    let mut g = game("3qk3/8/8/8/8/8/8/3QK3 w - - 0 1");
    assert_eq!(
        g.rebirth_if_captured(sq("d8")),
        None,
        "the hover query agrees"
    );
    let m = g.play_text("Qxd8").unwrap();
    assert_eq!(m.rebirth, None);
    assert_eq!(g.position().by_role(Role::Queen).count(), 1);
}

#[test]
fn s3_a_promoted_pawn_is_reborn_as_the_piece_it_became() {
    // The pawn promotes to a knight; captured on a8 it is reborn as a knight.
    let mut g = game("8/P7/8/8/8/8/7k/1r2K3 w - - 0 1");
    play(&mut g, "a8=N Rb8 Kd2");
    assert_eq!(g.phase(), Phase::Roll);
    g.roll_with(&[1, 1, 1]).unwrap();
    assert_eq!(
        g.phase(),
        Phase::Move,
        "no white pawn: the 1s are forfeited"
    );
    let m = g.play_text("Rxa8").unwrap();
    assert_eq!(
        m.rebirth,
        Some(sq("b1")),
        "a8 is light: the white knight goes to b1"
    );
}

#[test]
fn s3_rebirth_follows_the_promotion_that_completes_the_move() {
    // The pawn captures the queen on d8 and promotes there: d8 is occupied
    // once the move is complete, so the queen vanishes.
    let mut g = game("3qk3/2P5/8/8/8/8/8/4K3 w - - 0 1");
    let m = g.play_text("cxd8=Q").unwrap();
    assert_eq!(m.rebirth, None);
    assert_eq!(m.mv.promotion, Some(Role::Queen));
    assert_eq!(g.position().by_color(Color::Black).count(), 1);
}

#[test]
fn s3_en_passant_captures_on_the_pawns_square_and_it_is_reborn() {
    let mut g = game("4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1");
    play(&mut g, "d5");
    let m = g.play_text("exd6").unwrap();
    assert_eq!(m.capture_square, Some(sq("d5")));
    assert_eq!(m.mv.to, sq("d6"));
    assert_eq!(m.rebirth, Some(sq("d7")));
    assert_eq!(m.san, "exd6(Pd7)");
}

#[test]
fn s3_a_pawn_reborn_on_its_second_rank_may_double_step_again() {
    let mut g = game("4k3/8/8/8/2p5/8/8/2R1K3 w - - 0 1");
    let m = g.play_text("Rxc4").unwrap();
    assert_eq!(m.san, "Rxc4(Pc7)");
    let m = g.play_text("c5").unwrap();
    assert_eq!(m.mv.from, sq("c7"));
    assert_eq!(m.mv.kind, dice_rex_circe::MoveKind::DoubleStep);
}

#[test]
fn s3_rebirth_square_query_for_hover() {
    let g = game("4k3/8/2b5/8/8/8/8/2Q1K3 w - - 0 1");
    assert_eq!(g.rebirth_if_captured(sq("c6")), Some(sq("c8")));
    assert_eq!(
        g.rebirth_if_captured(sq("c1")),
        Some(sq("d1")),
        "the white queen"
    );
    assert_eq!(
        g.rebirth_if_captured(sq("e1")),
        None,
        "the king's e1 is its own square"
    );
    assert_eq!(g.rebirth_if_captured(sq("a5")), None, "empty square");
}

// §4 Circe Mate

#[test]
fn s4_circe_mate_ends_the_game_at_once() {
    // Black rook takes the white king on e2; e1 is occupied by a white queen.
    let mut g = game("4k3/8/8/8/8/8/r3K3/4Q3 b - - 0 1");
    let m = g.play_text("Rxe2").unwrap();
    assert!(m.circe_mate);
    assert_eq!(m.san, "Rxe2#");
    assert_eq!(g.phase(), Phase::Over);
    let r = g.result().unwrap();
    assert_eq!(
        (r.winner, r.reason),
        (Some(Color::Black), Reason::CirceMate)
    );
    assert!(g.legal_moves().is_empty());
    assert!(g.play_text("Qe1d1").is_err());
    // The finished position reads back as a game over by Circe Mate.
    let back = Game::from_fen(&g.fen(), Rules::DICE_REX_CIRCE, DiceSource::Crypto).unwrap();
    assert_eq!(back.result(), g.result());
}

#[test]
fn s4_a_king_captured_with_an_empty_rebirth_square_is_reborn() {
    let mut g = game("4k3/8/8/8/8/8/r3K3/8 b - - 0 1");
    let m = g.play_text("Rxe2").unwrap();
    assert!(!m.circe_mate);
    assert_eq!(m.rebirth, Some(sq("e1")));
    assert_eq!(m.san, "Rxe2(Ke1)");
    assert_eq!(g.phase(), Phase::Move);
    assert_eq!(g.position().king(Color::White), Some(sq("e1")));
}

#[test]
fn s4_a_king_captured_on_its_own_rebirth_square_is_mated_even_king_against_king() {
    let mut g = game("4k3/3K4/8/8/8/8/8/8 w - - 0 1");
    // Kxe8 is a king free move; it captures on e8, where the capturer now stands.
    let m = g.play_text("Kxe8").unwrap();
    assert!(m.circe_mate);
    assert_eq!(g.result().unwrap().winner, Some(Color::White));
    assert_eq!(g.phase(), Phase::Over, "no roll after a mating king move");
}

#[test]
fn s4_circe_mate_in_the_middle_of_a_turn_voids_the_unused_dice() {
    let mut g = game("8/8/3k4/8/Q3K3/8/8/8 w - - 0 1");
    play(&mut g, "Ke5");
    g.roll_with(&[1, 5, 6]).unwrap();
    play(&mut g, "Qe8");
    let m = g.play_text("Kxd6").unwrap();
    assert!(m.circe_mate);
    assert_eq!(m.die, Some(6));
    assert!(g.dice().is_empty());
    assert!(g.fen().ends_with(" -"), "{}", g.fen());
}
