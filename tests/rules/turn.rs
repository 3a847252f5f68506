//! RULES §5–§7: a turn and its dice, en passant across a turn, promotion.

use super::*;

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
