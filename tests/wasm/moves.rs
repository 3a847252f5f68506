//! The move objects at the boundary: their fields agree with the engine's
//! SAN and records, effects, pieces, promotions, grouped rebirth choices,
//! en passant and rebirth fields, and check only where the rules have it.

use super::*;

#[wasm_bindgen_test]
fn moves_carry_their_effects() {
    let game = JsGame::new(Some(options(&[
        ("rules", s("anticirce")),
        ("fen", s("4k3/3r4/8/8/3Q4/8/8/7K w - - 0 1")),
    ])))
    .unwrap();
    let m = game.move_info(s("Qxd7")).unwrap();
    assert_eq!(text(&m, "san"), "Qxd7(Q→d1)");
    let effects = list(get(&m, "effects"));
    assert_eq!(effects.len(), 2);
    assert_eq!(text(&effects[0], "kind"), "vanish");
    assert_eq!(text(&effects[0], "piece"), "r");
    assert_eq!(text(&effects[0], "from"), "d7");
    assert!(get(&effects[0], "to").is_null());
    assert_eq!(text(&effects[1], "kind"), "relocate");
    assert_eq!(text(&effects[1], "piece"), "Q");
    assert_eq!(text(&effects[1], "to"), "d1");
    assert!(get(&m, "choice").is_null());
    let game = JsGame::new(Some(options(&[
        ("rules", s("couscous-circe")),
        ("fen", s("6k1/3r4/8/2p5/3Q4/8/1p6/7K w - - 0 1")),
    ])))
    .unwrap();
    let m = game.move_info(s("d4c5/d1n")).unwrap();
    assert_eq!(text(&m, "uci"), "d4c5/d1n");
    assert_eq!(text(&m, "choice"), "d1n");
    assert_eq!(text(&m, "san"), "Qxc5(Pd1=N)");
    let effect = &list(get(&m, "effects"))[0];
    assert_eq!(
        (text(effect, "piece"), text(effect, "became")),
        ("p".into(), "n".into())
    );
    assert_eq!(text(effect, "promotion"), "N");
}

#[wasm_bindgen_test]
fn en_passant_and_rebirth_fields() {
    let mut game = from_fen("rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w - d6 0 2 -");
    let ep = game.apply(s("exd6")).unwrap();
    assert_eq!(get(&ep, "enPassant"), JsValue::TRUE);
    assert_eq!(text(&ep, "to"), "d6");
    assert_eq!(text(&ep, "captureSquare"), "d5");
    assert_eq!(text(&ep, "captured"), "P");
    assert_eq!(text(&ep, "rebirth"), "d7");
    assert_eq!(text(&ep, "san"), "exd6(Pd7)");
    let mut game = seeded(0);
    game.resign(s("white")).unwrap();
    assert_eq!(text(&game.result(), "reason"), "resignation");
    assert_eq!(text(&game.result(), "winner"), "black");
    assert!(game.undo());
    game.agree_draw().unwrap();
    assert!(get(&game.result(), "winner").is_null());
    assert_eq!(game.perft(JsValue::from(3)).unwrap(), 8902.0);
}

/// Every field of every `legalMoves()` object, over the positions of
/// seeded games under both rule sets, agrees with what the engine writes
/// (`Game::san`) and records when the move is played (`PlayedMove`).
#[wasm_bindgen_test]
fn move_objects_agree_with_the_engine() {
    let mut checked = 0;
    for (rules, name) in [
        (Rules::DICE_REX_CIRCE, "dice-rex-circe"),
        (Rules::ORTHODOX, "orthodox"),
    ] {
        for seed in 0..8u32 {
            let mut game = JsGame::new(Some(options(&[
                ("seed", JsValue::from(seed)),
                ("rules", s(name)),
            ])))
            .unwrap();
            for ply in 0..80 {
                if game.phase() == "roll" {
                    game.roll().unwrap();
                    continue;
                }
                let legal = moves(&game);
                if legal.is_empty() {
                    break;
                }
                let engine = Game::from_fen(&game.fen(), rules, DiceSource::Seeded(0)).unwrap();
                let native = engine.legal_moves();
                assert_eq!(native.len(), legal.len());
                for (m, object) in native.iter().zip(&legal) {
                    assert_eq!(text(object, "uci"), m.to_string());
                    assert_eq!(text(object, "san"), engine.san(m));
                    let mut after = engine.clone();
                    let played = after.play(m).unwrap();
                    let square = |key| get(object, key).as_string();
                    let name = |sq: Option<dice_rex_circe::Square>| sq.map(|s| s.to_string());
                    assert_eq!(square("captureSquare"), name(played.capture_square));
                    assert_eq!(square("rebirth"), name(played.rebirth));
                    assert_eq!(get(object, "circeMate").as_bool(), Some(played.circe_mate));
                    assert_eq!(get(object, "die").as_f64(), played.die.map(f64::from));
                    checked += 1;
                }
                let pick = &legal[(ply * 13 + seed as usize) % legal.len()];
                game.apply(get(pick, "san")).unwrap();
            }
        }
    }
    assert!(checked > 10_000, "{checked}");
}

#[wasm_bindgen_test]
fn pieces_and_colours() {
    let mut game = seeded(4);
    let e4 = game.apply(s("e2e4")).unwrap();
    assert_eq!(text(&e4, "san"), "e4");
    assert_eq!(text(&e4, "color"), "white");
    let legal = moves(&game);
    assert!(legal.iter().all(|m| text(m, "color") == "black"));
    assert_eq!(text(&game.move_info(s("Nf6")).unwrap(), "color"), "black");
    game.apply(s("Nf6")).unwrap();
    let colors: Vec<String> = list(game.history())
        .iter()
        .map(|m| text(m, "color"))
        .collect();
    assert_eq!(colors, ["white", "black"]);
    let turns = list(game.turns());
    assert_eq!(text(&list(get(&turns[1], "moves"))[0], "color"), "black");

    let knight = game.piece_at(s("f6")).unwrap();
    assert_eq!(
        (text(&knight, "color"), text(&knight, "role")),
        ("black".into(), "N".into())
    );
    let pawn = game.piece_at(s("e4")).unwrap();
    assert_eq!(
        (text(&pawn, "color"), text(&pawn, "role")),
        ("white".into(), "P".into())
    );
    assert!(game.piece_at(s("e2")).unwrap().is_null());
    assert_eq!(error_code(game.piece_at(JsValue::from(4))), "bad-square");
}

#[wasm_bindgen_test]
fn promotions_say_what_was_typed() {
    let fen = "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1 -";
    let mut game = from_fen(fen);
    let (message, code) = refusal(game.apply(s("b8")));
    assert_eq!(code, "illegal-move");
    assert!(
        message.contains("'b8'") && message.contains("b8 needs a promotion piece"),
        "{message}"
    );
    let (message, _) = refusal(game.apply(s("b7b8")));
    assert!(message.contains("b8 needs a promotion piece"), "{message}");
    let (message, _) = refusal(game.apply(s("e1e2q")));
    assert!(message.contains("not a promotion"), "{message}");
    let knight = game.apply(s("b7b8n")).unwrap();
    assert_eq!(text(&knight, "san"), "b8=N");
    assert_eq!(text(&knight, "promotion"), "N");
}

#[wasm_bindgen_test]
fn ambiguous_moves_have_their_code() {
    let mut game = from_fen("4k3/8/8/8/8/8/8/1N1K1N2 w - - 0 1 -");
    let (message, code) = refusal(game.apply(s("Nd2")));
    assert_eq!(code, "ambiguous-move", "{message}");
    assert!(message.contains("'Nd2'"), "{message}");
}

#[wasm_bindgen_test]
fn super_circe_choices_come_grouped() {
    let game = JsGame::new(Some(options(&[
        ("rules", s("super-circe")),
        ("fen", s("6k1/3r4/8/2p5/3Q4/8/1p6/7K w - - 0 1")),
    ])))
    .unwrap();
    let groups = list(game.legal_move_groups());
    let all = moves(&game);
    // One group per piece, squares and promotion; every legal move is one
    // of its choices, and nothing else is.
    let total: usize = groups.iter().map(|g| list(get(g, "choices")).len()).sum();
    assert_eq!(total, all.len());
    let capture = groups
        .iter()
        .find(|g| text(g, "uci") == "d4d7")
        .expect("Qxd7 is a group");
    assert_eq!(get(capture, "capture").as_bool(), Some(true));
    let choices = list(get(capture, "choices"));
    assert_eq!(choices.len(), 46, "VARIANTS §0: 46 options");
    assert!(
        choices.iter().any(JsValue::is_null),
        "no rebirth is a choice"
    );
    assert!(
        choices
            .iter()
            .any(|c| c.as_string().as_deref() == Some("a2"))
    );
    for c in choices.iter().filter_map(JsValue::as_string) {
        let m = game.move_info(s(&format!("d4d7/{c}"))).unwrap();
        assert_eq!(text(&m, "choice"), c);
    }
    let quiet = groups.iter().find(|g| text(g, "uci") == "h1g1").unwrap();
    let only = list(get(quiet, "choices"));
    assert!(only.len() == 1 && only[0].is_null());
}

#[wasm_bindgen_test]
fn check_is_reported_only_where_the_rules_have_it() {
    let fen = "4k3/8/8/8/8/8/8/4R2K b - - 0 1";
    let mut circe = JsGame::new(Some(options(&[("rules", s("circe")), ("fen", s(fen))]))).unwrap();
    assert!(circe.in_check(), "the rook on e1 checks the king on e8");
    circe.apply(s("e8d7")).unwrap();
    assert!(!circe.in_check(), "White is not in check after Kd7");
    let drc = JsGame::new(Some(options(&[
        ("rules", s("dice-rex-circe")),
        ("fen", s(&format!("{fen} -"))),
    ])))
    .unwrap();
    assert!(!drc.in_check(), "Dice Rex Circe has no check");
}
