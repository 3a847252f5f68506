//! One or more tests per section of RULES.md, named after it. Each would
//! fail if its rule were broken.

use dice_rex_circe::{
    Color, DiceSource, Game, GameError, Phase, Reason, Role, Rules, Setup, Square, perft,
};

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

// §5 A turn, and the dice

#[test]
fn s5_a_non_king_free_move_ends_the_turn() {
    let mut g = Game::new();
    play(&mut g, "Nf3");
    assert_eq!((g.turn(), g.phase()), (Color::Black, Phase::Move));
    assert_eq!(g.turns().len(), 1);
    assert_eq!(g.turns()[0].roll, None);
}

#[test]
fn s5_a_king_free_move_rolls_three_dice() {
    let mut g = Game::new();
    play(&mut g, "e4 e5 Ke2");
    assert_eq!(g.phase(), Phase::Roll);
    assert_eq!(g.turn(), Color::White);
    assert!(g.legal_moves().is_empty(), "nothing moves before the roll");
    assert!(matches!(g.play_text("d4"), Err(GameError::Phase { .. })));
    let dice = g.roll().unwrap();
    assert_eq!(dice.as_slice().len(), 3);
    assert!(dice.as_slice().iter().all(|f| (1..=6).contains(f)));
    assert_eq!(g.turns().last().unwrap().roll, Some(dice));
}

#[test]
fn s5_bonus_moves_are_restricted_to_the_pieces_on_unused_dice() {
    let mut g = Game::new();
    play(&mut g, "e4 e5 Ke2");
    g.roll_with(&[2, 2, 5]).unwrap();
    assert_eq!(g.phase(), Phase::Bonus);
    let roles: Vec<Role> = g.legal_moves().iter().map(|m| m.role).collect();
    assert!(
        roles
            .iter()
            .all(|r| matches!(r, Role::Knight | Role::Queen))
    );
    assert!(roles.contains(&Role::Queen) && roles.contains(&Role::Knight));
    let err = g.play_text("d4").unwrap_err().to_string();
    assert!(err.contains("no unused die shows 1"), "{err}");
    // A move consumes the die of its piece type; equal dice may move the same piece again.
    let m = g.play_text("Nf3").unwrap();
    assert_eq!(m.die, Some(2));
    assert_eq!(g.dice().as_slice(), &[2, 5]);
    let m = g.play_text("Ng5").unwrap();
    assert_eq!(m.die, Some(2));
    assert_eq!(g.dice().as_slice(), &[5]);
    play(&mut g, "Qe1");
    assert_eq!((g.turn(), g.phase()), (Color::Black, Phase::Move));
    let t = &g.turns()[2];
    assert_eq!(t.moves.len(), 4);
    assert!(t.forfeited.is_empty());
}

#[test]
fn s5_a_bonus_king_move_never_rolls_again() {
    let mut g = Game::new();
    play(&mut g, "e4 e5 Ke2");
    g.roll_with(&[6, 6, 6]).unwrap();
    play(&mut g, "Ke3 Kd3");
    assert_eq!(g.phase(), Phase::Bonus);
    play(&mut g, "Kc3");
    assert_eq!((g.turn(), g.phase()), (Color::Black, Phase::Move));
}

#[test]
fn s5_dice_without_a_legal_move_are_forfeited_and_the_turn_passes() {
    // A 5 with no queen on the board: forfeited at once with the other unplayable dice.
    let mut g = game("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    play(&mut g, "Kd2");
    g.roll_with(&[1, 5, 5]).unwrap();
    assert_eq!((g.turn(), g.phase()), (Color::Black, Phase::Move));
    assert_eq!(g.turns()[0].forfeited.as_slice(), &[1, 5, 5]);
    // Only the playable die is compulsory; the rest is forfeited after it.
    let mut g = game("4k3/8/8/8/8/8/8/4K2R w - - 0 1");
    play(&mut g, "Kd2");
    g.roll_with(&[4, 5, 1]).unwrap();
    assert_eq!(g.phase(), Phase::Bonus);
    assert!(g.legal_moves().iter().all(|m| m.role == Role::Rook));
    play(&mut g, "Rh8");
    assert_eq!(g.phase(), Phase::Move);
    assert_eq!(g.turns()[0].forfeited.as_slice(), &[1, 5]);
}

#[test]
fn s5_an_unplayable_die_waits_and_becomes_playable_after_a_promotion() {
    // 1 and 5 with no queen: the pawn promotes to a queen with the 1, then the 5 moves it.
    let mut g = game("4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
    play(&mut g, "Kd2");
    g.roll_with(&[1, 5, 2]).unwrap();
    assert_eq!(g.phase(), Phase::Bonus);
    assert!(g.legal_moves().iter().all(|m| m.role == Role::Pawn));
    play(&mut g, "a8=Q");
    assert_eq!(g.dice().as_slice(), &[2, 5]);
    let queen_moves = g.legal_moves();
    assert!(!queen_moves.is_empty() && queen_moves.iter().all(|m| m.role == Role::Queen));
    play(&mut g, "Qa1");
    assert_eq!(g.phase(), Phase::Move, "the 2 has no knight: forfeited");
    assert_eq!(g.turns()[0].forfeited.as_slice(), &[2]);
}

#[test]
fn s5_a_king_capture_as_the_free_move_rolls_the_dice() {
    let mut g = game("4k3/8/8/8/8/8/3p4/4K3 w - - 0 1");
    let m = g.play_text("Kxd2").unwrap();
    assert_eq!(m.rebirth, Some(sq("d7")));
    assert_eq!(g.phase(), Phase::Roll);
}

#[test]
fn s5_seeded_dice_reproduce_and_undo_never_re_rolls() {
    let first_roll = |source| {
        let mut g =
            Game::from_fen(dice_rex_circe::START_FEN, Rules::DICE_REX_CIRCE, source).unwrap();
        play(&mut g, "e4 e5 Ke2");
        g.roll().unwrap()
    };
    assert_eq!(
        first_roll(DiceSource::Seeded(5)),
        first_roll(DiceSource::Seeded(5))
    );
    for source in [DiceSource::Crypto, DiceSource::Seeded(9)] {
        let mut g = Game::from_fen(
            "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
            Rules::DICE_REX_CIRCE,
            source,
        )
        .unwrap();
        play(&mut g, "Ke2");
        let first = g.roll().unwrap();
        for other in ["Kd1", "Kd2", "Kf1", "Kf2", "Ke2"] {
            while g.undo_depth() > 0 {
                assert!(g.undo());
            }
            assert_eq!(g.phase(), Phase::Move);
            play(&mut g, other);
            assert_eq!(g.roll().unwrap(), first, "after undo and {other}");
        }
        // Physical dice are taken as entered, whatever was rolled before.
        assert!(g.undo());
        play(&mut g, "Kd1");
        assert_eq!(g.roll_with(&[3, 3, 4]).unwrap().as_slice(), &[3, 3, 4]);
    }
}

// §6 En passant with several moves in a turn

#[test]
fn s6_en_passant_only_as_the_free_move_and_only_on_the_next_turn() {
    let mut g = game("4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1");
    play(&mut g, "d5");
    assert!(g.fen().contains(" w - d6 "), "{}", g.fen());
    assert!(
        ucis(&g).contains(&"e5d6".to_string()),
        "available as the free move"
    );
    play(&mut g, "Kd1");
    g.roll_with(&[1, 6, 6]).unwrap();
    // A bonus pawn move may not capture en passant.
    assert!(!ucis(&g).contains(&"e5d6".to_string()));
    assert!(g.play_text("exd6").is_err());
    play(&mut g, "Kc1 Kb1 e6");
    // On Black's turn only White's own (none) double steps count.
    assert!(g.fen().contains(" b - - "), "{}", g.fen());
    // And the right to take d5 is gone on White's next turn.
    play(&mut g, "Kf8 ");
    g.roll_with(&[2, 2, 2]).unwrap();
    assert!(g.fen().contains(" w - - "), "{}", g.fen());
    assert!(!ucis(&g).contains(&"e6d5".to_string()));
}

#[test]
fn s6_double_steps_at_any_point_of_the_previous_turn_and_several_at_once() {
    // Black: king move, roll 1-1-6; two double steps by bonus moves.
    let mut g = game("4k3/1p1p4/8/P1P1P3/8/8/8/4K3 b - - 0 1");
    play(&mut g, "Kf7");
    g.roll_with(&[1, 1, 6]).unwrap();
    play(&mut g, "b5");
    assert!(
        g.fen().contains(" b - b6 "),
        "the mover's own target shows mid-turn: {}",
        g.fen()
    );
    play(&mut g, "d5 Kg7");
    assert_eq!(g.turn(), Color::White);
    assert!(g.fen().contains(" w - b6d6 "), "{}", g.fen());
    let moves = ucis(&g);
    for m in ["a5b6", "c5b6", "c5d6", "e5d6"] {
        assert!(moves.contains(&m.to_string()), "{m}");
    }
}

#[test]
fn s6_a_pawn_that_moved_again_cannot_be_taken_en_passant() {
    let mut g = game("4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1");
    play(&mut g, "Kf7");
    g.roll_with(&[1, 1, 6]).unwrap();
    play(&mut g, "d5 d4 Kg7");
    assert!(g.fen().contains(" w - - "), "{}", g.fen());
    assert!(!ucis(&g).contains(&"e5d6".to_string()));
}

#[test]
fn s6_the_passed_square_must_be_empty() {
    // Black double-steps d7-d5, then its king stands on the passed square d6.
    let mut g = game("8/3p4/4k3/4P3/8/8/8/4K3 b - - 0 1");
    play(&mut g, "Kf7");
    g.roll_with(&[1, 6, 6]).unwrap();
    play(&mut g, "d5 Ke6 Kd6");
    // The target is still written (the pawn has not moved), but occupied:
    // e5xd6 is an ordinary capture of the king, not en passant.
    assert!(g.fen().contains(" w - d6 "), "{}", g.fen());
    let m = g.play_text("exd6").unwrap();
    assert_eq!(m.mv.capture, Some(Role::King));
    assert_eq!(m.capture_square, Some(sq("d6")));
    assert_eq!(
        g.piece_at(sq("d5")).map(|p| p.role),
        Some(Role::Pawn),
        "d5 stays"
    );
}

// §7 Promotion

#[test]
fn s7_promotion_to_any_of_four_pieces_by_free_or_bonus_move() {
    let g = game("4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
    let promos: Vec<String> = ucis(&g)
        .into_iter()
        .filter(|m| m.starts_with("a7a8"))
        .collect();
    assert_eq!(promos, vec!["a7a8b", "a7a8n", "a7a8q", "a7a8r"]);
    let mut g = game("4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
    assert!(g.play_text("a7a8").is_err(), "a promotion must be named");
    play(&mut g, "Kd1");
    g.roll_with(&[1, 3, 6]).unwrap();
    let m = g.play_text("a8=B").unwrap();
    assert_eq!((m.mv.promotion, m.die), (Some(Role::Bishop), Some(1)));
    assert!(
        g.legal_moves().iter().any(|m| m.role == Role::Bishop),
        "the new bishop uses the 3"
    );
}

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
        let setup =
            Setup::parse(line, &Rules::DICE_REX_CIRCE).unwrap_or_else(|e| panic!("{line}: {e}"));
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
        let err = Setup::parse(fen, &Rules::DICE_REX_CIRCE)
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
    assert_eq!(perft(g.setup(), &Rules::DICE_REX_CIRCE, 2), 0);
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
