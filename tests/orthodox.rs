//! The orthodox rule set: check, castling, mate, draws and notation.

use dice_rex_circe::{Color, DiceSource, Game, Phase, Reason, Rules};

fn game(fen: &str) -> Game {
    Game::from_fen(fen, Rules::ORTHODOX, DiceSource::Crypto)
        .unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn play(g: &mut Game, moves: &str) {
    for m in moves.split_whitespace() {
        g.play_text(m)
            .unwrap_or_else(|e| panic!("{m} in {}: {e}", g.fen()));
    }
}

fn has(g: &Game, uci: &str) -> bool {
    g.legal_moves().iter().any(|m| m.to_string() == uci)
}

#[test]
fn moves_may_not_leave_the_king_attacked() {
    // The bishop on e2 is pinned by the rook on e8; d2 is attacked by the bishop on b4.
    let g = game("3kr3/8/8/8/1b6/8/4B3/4K3 w - - 0 1");
    assert!(!has(&g, "e2d3"), "pinned bishop");
    assert!(!has(&g, "e1d2"), "d2 is attacked by the bishop on b4");
    assert!(has(&g, "e1f1"));
}

#[test]
fn checkmate_and_san_marks() {
    let mut g = Game::from_fen(
        dice_rex_circe::START_FEN,
        Rules::ORTHODOX,
        DiceSource::Crypto,
    )
    .unwrap();
    play(&mut g, "f3 e5 g4");
    let m = g.play_text("Qh4").unwrap();
    assert_eq!(m.san, "Qh4#");
    let r = g.result().unwrap();
    assert_eq!(
        (r.winner, r.reason),
        (Some(Color::Black), Reason::Checkmate)
    );
    assert_eq!(g.phase(), Phase::Over);
    let mut g = game("4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
    assert_eq!(g.play_text("Ra8").unwrap().san, "Ra8+");
}

#[test]
fn stalemate() {
    let mut g = game("7k/8/8/5Q2/8/8/8/4K3 w - - 0 1");
    play(&mut g, "Qf7");
    assert_eq!(g.result().unwrap().reason, Reason::Stalemate);
}

#[test]
fn castling_with_all_its_conditions() {
    let g = game("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    assert!(has(&g, "e1g1") && has(&g, "e1c1"));
    let mut g2 = g.clone();
    let m = g2.play_text("O-O").unwrap();
    assert_eq!(m.san, "O-O");
    assert_eq!(g2.fen(), "r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1");
    // Through an attacked square, out of check, or with a piece between: no.
    assert!(
        !has(&game("r3k2r/8/8/8/8/8/5r2/R3K2R w KQ - 0 1"), "e1g1"),
        "f1 attacked"
    );
    assert!(
        !has(&game("r3k2r/8/8/8/8/8/4r3/R3K2R w KQ - 0 1"), "e1g1"),
        "in check"
    );
    assert!(
        !has(&game("r3k2r/8/8/8/8/8/8/RN2K2R w KQ - 0 1"), "e1c1"),
        "b1 occupied"
    );
    assert!(
        has(&game("r3k2r/8/8/8/8/8/1r6/R3K2R w KQ - 0 1"), "e1c1"),
        "the rook on b2 attacks b1, which the king does not cross"
    );
    // Rights are lost when the king or rook moves, or the rook is captured.
    let mut g = game("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    play(&mut g, "Rxa8+");
    assert!(g.fen().contains(" b Kk "), "{}", g.fen());
}

#[test]
fn castling_rights_in_a_fen_are_checked() {
    let err = Game::from_fen(
        "4k3/8/8/8/8/8/8/4K3 w K - 0 1",
        Rules::ORTHODOX,
        DiceSource::Crypto,
    )
    .unwrap_err()
    .to_string();
    assert!(err.contains("field 3 (castling)"), "{err}");
}

#[test]
fn en_passant_legality_and_six_field_fen() {
    let mut g = game("4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1");
    play(&mut g, "d5");
    assert_eq!(g.fen(), "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2");
    assert!(has(&g, "e5d6"));
    // En passant that would expose the king along the rank is illegal.
    let g = game("8/8/8/KPp4r/8/8/8/4k3 w - c6 0 1");
    assert!(!has(&g, "b5c6"));
}

#[test]
fn insufficient_material() {
    for fen in [
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
        "4k3/8/8/8/8/8/8/4KN2 w - - 0 1",
        "2b1k3/8/8/8/8/8/8/4KB2 w - - 0 1",
    ] {
        assert_eq!(
            game(fen).result().unwrap().reason,
            Reason::InsufficientMaterial,
            "{fen}"
        );
    }
    for fen in [
        "4k3/8/8/8/8/8/8/3NKN2 w - - 0 1",
        "2b1k3/8/8/8/8/8/8/2B1K3 w - - 0 1",
        "4k3/8/8/8/8/8/P7/4K3 w - - 0 1",
    ] {
        assert_eq!(game(fen).result(), None, "{fen}");
    }
}

#[test]
fn fifty_moves_count_single_moves() {
    let mut g = game("4k3/8/8/8/8/8/7r/4KN2 w - - 99 80");
    play(&mut g, "Ng3");
    assert_eq!(g.result().unwrap().reason, Reason::FiftyMoves);
}

#[test]
fn the_dice_field_is_refused() {
    let err = Game::from_fen(
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1 156",
        Rules::ORTHODOX,
        DiceSource::Crypto,
    )
    .unwrap_err()
    .to_string();
    assert!(err.contains("field 7 (dice)"), "{err}");
}
