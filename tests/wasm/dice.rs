//! The dice at the boundary: two dice in dice chess, `rollWith`'s
//! validation, undo that cannot re-roll, seeded games that reproduce, and
//! the shared dice (commitments and reveals).

use super::*;

#[wasm_bindgen_test]
fn dice_chess_rolls_two_dice() {
    let mut game = JsGame::new(Some(options(&[
        ("rules", s("dice-chess")),
        ("seed", JsValue::from(2)),
    ])))
    .unwrap();
    assert_eq!(game.phase(), "roll");
    let (message, code) = refusal(game.roll_with(numbers(&[1.0, 2.0, 3.0])));
    assert!(message.contains("exactly two dice, not 3"), "{message}");
    assert_eq!(code, "bad-dice");
    game.roll_with(numbers(&[2.0, 1.0])).unwrap();
    assert_eq!(game.phase(), "move");
    let roll: Vec<f64> = list(game.dice())
        .iter()
        .map(|d| d.as_f64().unwrap())
        .collect();
    assert_eq!(roll, [1.0, 2.0]);
    assert!(
        moves(&game)
            .iter()
            .all(|m| ["P", "N"].contains(&text(m, "piece").as_str()))
    );
    game.apply(s("Nf3")).unwrap();
    assert_eq!(game.phase(), "roll");
    let turns = list(game.turns());
    assert_eq!(list(get(&turns[0], "roll")).len(), 2);
}

#[wasm_bindgen_test]
fn roll_with_takes_exactly_three_whole_faces() {
    let mut game = seeded(1);
    for m in ["e4", "e5", "Ke2"] {
        game.apply(s(m)).unwrap();
    }
    let before = state(&game);
    let refused: [(JsValue, &str); 9] = [
        (numbers(&[1.5, 2.0, 3.0]), "not 1.5"),
        (numbers(&[0.0, 1.0, 2.0]), "not 0"),
        (numbers(&[257.0, 1.0, 1.0]), "not 257"),
        (numbers(&[7.0, 1.0, 1.0]), "not 7"),
        (numbers(&[1.0, 2.0]), "exactly three dice, not 2"),
        (numbers(&[1.0, 2.0, 3.0, 4.0]), "exactly three dice, not 4"),
        (array(&[s("1"), s("2"), s("3")]), "not the string '1'"),
        (s("123"), "an array of three dice"),
        (JsValue::NULL, "an array of three dice"),
    ];
    for (dice, expected) in refused {
        let (message, code) = refusal(game.roll_with(dice));
        assert!(message.contains(expected), "{message}");
        assert_eq!(code, "bad-dice", "{message}");
        assert_eq!(state(&game), before);
    }
    game.roll_with(numbers(&[6.0, 1.0, 5.0])).unwrap();
    assert_eq!(game.phase(), "bonus");
    let dice: Vec<f64> = list(game.dice())
        .iter()
        .map(|d| d.as_f64().unwrap())
        .collect();
    assert_eq!(dice, [1.0, 5.0, 6.0]);
    let (message, code) = refusal(game.roll_with(numbers(&[1.0, 2.0, 3.0])));
    assert!(message.contains("cannot enter dice"), "{message}");
    assert_eq!(code, "wrong-phase");
}

#[wasm_bindgen_test]
fn seeded_games_reproduce_exactly() {
    let record = |seed| {
        let mut game = seeded(seed);
        play(&mut game, 120, 3);
        game.to_record()
    };
    assert_eq!(record(11), record(11));
    assert_ne!(record(11), record(12));
    assert!(record(11).contains("{roll "));
}

#[wasm_bindgen_test]
fn undo_cannot_re_roll() {
    // Without a seed the dice are the browser's. The roll of a turn is
    // remembered: after undo, the same king move or a different one rolls
    // the same dice again.
    let mut game = JsGame::new(None).unwrap();
    for m in ["e4", "e5", "d4", "d5", "Ke2"] {
        game.apply(s(m)).unwrap();
    }
    let first: Vec<_> = list(game.roll().unwrap())
        .iter()
        .map(|d| d.as_f64())
        .collect();
    assert_eq!(first.len(), 3);
    for king in ["Kd2", "Ke2"] {
        while list(game.history()).len() > 4 {
            assert!(game.undo());
        }
        assert_eq!(game.phase(), "move");
        game.apply(s(king)).unwrap();
        let again: Vec<_> = list(game.roll().unwrap())
            .iter()
            .map(|d| d.as_f64())
            .collect();
        assert_eq!(again, first, "after {king}");
    }
    let mut fresh = JsGame::new(None).unwrap();
    assert!(!fresh.undo());
}

/// 64 hexadecimal digits, lower case.
fn is_hex64(text: &str) -> bool {
    text.len() == 64
        && text
            .bytes()
            .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
}

/// The two seeds of the shared dice tests, their anchors and their first
/// secrets.
struct Chains {
    white: String,
    black: String,
    w0: String,
    b0: String,
}

fn chains() -> Chains {
    let (seed_w, seed_b) = ("11".repeat(32), "22".repeat(32));
    let secret = |seed: &str| JsGame::chain_secret(s(seed), JsValue::from(0)).unwrap();
    Chains {
        white: JsGame::chain_anchor(s(&seed_w)).unwrap(),
        black: JsGame::chain_anchor(s(&seed_b)).unwrap(),
        w0: secret(&seed_w),
        b0: secret(&seed_b),
    }
}

const GAME_ID: &str = "0123456789abcdef0123456789abcdef";

#[wasm_bindgen_test]
fn shared_dice_chains_are_checked() {
    let (seed_w, seed_b) = ("11".repeat(32), "22".repeat(32));
    let white = JsGame::chain_anchor(s(&seed_w)).unwrap();
    let black = JsGame::chain_anchor(s(&seed_b)).unwrap();
    assert!(is_hex64(&white) && is_hex64(&black) && white != black);
    // Upper case digits are the same seed; anything else is refused.
    assert_eq!(
        JsGame::chain_anchor(s(&seed_w.to_uppercase())).unwrap(),
        white
    );
    for bad in [
        s("xyz"),
        s(&"1".repeat(63)),
        JsValue::from(5),
        JsValue::NULL,
    ] {
        assert_eq!(error_code(JsGame::chain_anchor(bad)), "bad-argument");
    }
    for bad in [
        JsValue::from(-1),
        JsValue::from(4096),
        JsValue::from(0.5),
        s("0"),
    ] {
        assert_eq!(
            error_code(JsGame::chain_secret(s(&seed_w), bad)),
            "bad-argument"
        );
    }
    let secret = |seed: &str, i: u32| JsGame::chain_secret(s(seed), JsValue::from(i)).unwrap();
    let (w0, b0) = (secret(&seed_w, 0), secret(&seed_b, 0));
    assert!(is_hex64(&w0) && w0 != white && w0 != secret(&seed_w, 1));
    assert!(is_hex64(&b0) && b0 != w0 && b0 != black);
    // The shared tests' secrets are these.
    let c = chains();
    assert_eq!((c.white, c.black, c.w0, c.b0), (white, black, w0, b0));
}

#[wasm_bindgen_test]
fn shared_dice_roll_only_from_revealed_secrets() {
    let Chains {
        white,
        black,
        w0,
        b0,
    } = chains();
    let id = GAME_ID;
    let mut game = JsGame::new(None).unwrap();
    assert!(game.fair_dice().is_null());
    assert!(game.roll_due().is_null());
    let before = state(&game);
    let refused = [
        (s("0123"), s(&white), s(&black), "bad-argument"),
        (JsValue::from(7), s(&white), s(&black), "bad-argument"),
        (s(id), s(&white), s("zz"), "bad-argument"),
        (s(id), s(&white), s(&white), "bad-reveal"),
    ];
    for (g, w, b, code) in refused {
        assert_eq!(error_code(game.share_dice(g, w, b)), code);
        assert!(game.fair_dice().is_null());
    }
    assert_eq!(state(&game), before);
    game.share_dice(s(id), s(&white), s(&black)).unwrap();
    let fair = game.fair_dice();
    assert_eq!(text(&fair, "protocol"), "sha256-chain-1");
    assert_eq!(text(&fair, "gameId"), id);
    assert_eq!(text(&fair, "white"), white);
    assert_eq!(text(&fair, "black"), black);
    assert_eq!(get(&fair, "next").as_f64(), Some(0.0));
    assert_eq!(get(&fair, "rolls").as_f64(), Some(0.0));
    assert_eq!(
        error_code(game.share_dice(s(id), s(&black), s(&white))),
        "wrong-phase"
    );

    for m in ["e4", "e5", "Ke2"] {
        game.apply(s(m)).unwrap();
    }
    let due = game.roll_due();
    assert_eq!(get(&due, "turn").as_f64(), Some(2.0));
    assert_eq!(get(&due, "index").as_f64(), Some(0.0));
    assert_eq!(get(&due, "white"), JsValue::FALSE);
    assert_eq!(get(&due, "black"), JsValue::FALSE);
    // The dice come from the secrets only.
    let before = state(&game);
    assert_eq!(error_code(game.roll()), "wrong-phase");
    assert_eq!(
        error_code(game.roll_with(numbers(&[1.0, 2.0, 3.0]))),
        "wrong-phase"
    );
    let refused = [
        (s("white"), JsValue::from(1), s(&w0), "bad-reveal"),
        (s("white"), JsValue::from(0), s(&b0), "bad-reveal"),
        (s("white"), JsValue::from(-1), s(&w0), "bad-reveal"),
        (s("white"), JsValue::from(0), s("00"), "bad-argument"),
        (s("w"), JsValue::from(0), s(&w0), "bad-argument"),
    ];
    for (color, i, k, code) in refused {
        assert_eq!(error_code(game.reveal(color, i, k)), code);
    }
    assert_eq!(error_code(game.claim_withheld(s("white"))), "wrong-phase");
    assert_eq!(state(&game), before);
    assert!(
        game.reveal(s("white"), JsValue::from(0), s(&w0))
            .unwrap()
            .is_null()
    );
    assert_eq!(get(&game.roll_due(), "white"), JsValue::TRUE);
    assert_eq!(
        error_code(game.reveal(s("white"), JsValue::from(0), s(&w0))),
        "bad-reveal"
    );
    assert_eq!(error_code(game.claim_withheld(s("black"))), "wrong-phase");
    let dice = game.reveal(s("black"), JsValue::from(0), s(&b0)).unwrap();
    let faces: Vec<f64> = list(dice).iter().map(|f| f.as_f64().unwrap()).collect();
    assert_eq!(faces.len(), 3);
    assert!(faces.iter().all(|f| (1.0..=6.0).contains(f)));
    assert!(game.roll_due().is_null());
    assert_eq!(get(&game.fair_dice(), "rolls").as_f64(), Some(1.0));
    assert_eq!(get(&game.fair_dice(), "next").as_f64(), Some(1.0));
    // The record carries the tag and the secrets, and reads back checked.
    let record = game.to_record();
    assert!(
        record.contains(&format!("{{reveal 0 {w0} {b0}}}")),
        "{record}"
    );
    let back = JsGame::from_record(s(&record)).unwrap();
    assert_eq!(back.fen(), game.fen());
    assert_eq!(text(&back.fair_dice(), "gameId"), id);
    let forged = record.replace(&w0, &b0);
    assert_eq!(error_code(JsGame::from_record(s(&forged))), "bad-record");
}

#[wasm_bindgen_test]
fn shared_dice_withheld_and_without_dice() {
    let Chains {
        white, black, w0, ..
    } = chains();
    let id = GAME_ID;
    let mut game = JsGame::new(None).unwrap();
    game.share_dice(s(id), s(&white), s(&black)).unwrap();
    for m in ["e4", "e5", "Ke2"] {
        game.apply(s(m)).unwrap();
    }
    game.reveal(s("white"), JsValue::from(0), s(&w0)).unwrap();
    game.claim_withheld(s("white")).unwrap();
    let result = game.result();
    assert_eq!(text(&result, "winner"), "white");
    assert_eq!(text(&result, "reason"), "withheld");
    // Rules without dice share none.
    let mut plain = JsGame::new(Some(options(&[("rules", s("orthodox"))]))).unwrap();
    assert_eq!(
        error_code(plain.share_dice(s(id), s(&white), s(&black))),
        "bad-dice"
    );
}
