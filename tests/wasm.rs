//! The JavaScript boundary, run as wasm in Node and in headless Chromium
//! (`bash scripts/test-wasm.sh`): errors become `Error`s and leave the game
//! usable, FEN and records round-trip, seeded games reproduce, `rollWith`
//! validates, undo cannot re-roll, absent values are `null`, the move
//! objects agree with the engine, and every error carries a `code` from
//! the documented union.
#![cfg(target_arch = "wasm32")]

use dice_rex_circe::wasm::JsGame;
use dice_rex_circe::{DiceSource, Game, Rules};
use js_sys::{Array, Error, Object, Reflect};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::wasm_bindgen_test;

// The dice and the move objects have files of their own.
#[path = "wasm/dice.rs"]
mod dice;
#[path = "wasm/moves.rs"]
mod moves;

fn s(text: &str) -> JsValue {
    JsValue::from_str(text)
}

fn get(object: &JsValue, key: &str) -> JsValue {
    Reflect::get(object, &s(key)).expect("a readable property")
}

fn text(object: &JsValue, key: &str) -> String {
    get(object, key)
        .as_string()
        .unwrap_or_else(|| panic!("{key} is not a string"))
}

fn options(pairs: &[(&str, JsValue)]) -> JsValue {
    let o = Object::new();
    for (k, v) in pairs {
        Reflect::set(&o, &s(k), v).unwrap();
    }
    o.into()
}

fn seeded(seed: u32) -> JsGame {
    JsGame::new(Some(options(&[("seed", JsValue::from(seed))]))).unwrap()
}

fn from_fen(fen: &str) -> JsGame {
    JsGame::new(Some(options(&[("fen", s(fen))]))).unwrap()
}

fn array(values: &[JsValue]) -> JsValue {
    values.iter().collect::<Array>().into()
}

fn numbers(values: &[f64]) -> JsValue {
    array(&values.iter().map(|&v| JsValue::from(v)).collect::<Vec<_>>())
}

fn list(value: JsValue) -> Vec<JsValue> {
    Array::from(&value).iter().collect()
}

fn moves(game: &JsGame) -> Vec<JsValue> {
    list(game.legal_moves())
}

/// The codes of docs/js-api.md's "Errors" (and `ErrorCode` in the types);
/// `freed` and `load-failed` come from the package's JavaScript.
const CODES: [&str; 14] = [
    "illegal-move",
    "bad-move",
    "ambiguous-move",
    "wrong-phase",
    "game-over",
    "bad-fen",
    "bad-record",
    "bad-dice",
    "bad-option",
    "unknown-rules",
    "bad-square",
    "bad-argument",
    "random-source",
    "bad-reveal",
];

/// The message and the code of a refused call, after checking that it is
/// a JS `Error` whose code is one of [`CODES`].
fn refusal<T>(result: Result<T, wasm_bindgen::JsError>) -> (String, String) {
    let Err(e) = result else {
        panic!("the call was accepted")
    };
    let value = JsValue::from(e);
    let error = value.dyn_ref::<Error>().expect("a JS Error");
    let message: String = error.message().into();
    assert!(!message.is_empty());
    let code = get(&value, "code")
        .as_string()
        .unwrap_or_else(|| panic!("no code on the error '{message}'"));
    assert!(CODES.contains(&code.as_str()), "unknown code {code}");
    (message, code)
}

/// The code of a refused call (see [`refusal`]).
fn error_code<T>(result: Result<T, wasm_bindgen::JsError>) -> String {
    refusal(result).1
}

/// Everything observable about a game, to check that it did not change.
fn state(game: &JsGame) -> (String, String, String, usize, u32) {
    (
        game.fen(),
        game.to_record(),
        game.phase(),
        list(game.history()).len(),
        game.undo_depth(),
    )
}

/// Plays `plies` moves of a seeded game, choosing moves by a simple
/// deterministic rule and rolling when asked.
fn play(game: &mut JsGame, plies: usize, pick: usize) {
    for ply in 0..plies {
        match game.phase().as_str() {
            "roll" => {
                game.roll().unwrap();
            }
            "over" => return,
            _ => {
                let legal = moves(game);
                let m = &legal[(ply * 7 + pick) % legal.len()];
                game.apply(get(m, "uci")).unwrap();
            }
        }
    }
}

#[wasm_bindgen_test]
fn errors_are_errors_and_leave_the_game_usable() {
    let mut game = seeded(5);
    play(&mut game, 9, 1);
    let before = state(&game);
    let bad_moves = [
        (s("e5e6"), "illegal-move"),
        (s("Qh9"), "bad-move"),
        (s(""), "bad-move"),
        (s("O-O"), "illegal-move"),
        (JsValue::from(5), "bad-argument"),
        (JsValue::NULL, "bad-argument"),
        // Move objects are the package's JavaScript's (js/api.js, tests/js/api.mjs).
        (
            options(&[("from", s("e2")), ("to", s("e4"))]),
            "bad-argument",
        ),
    ];
    for (m, code) in &bad_moves {
        assert_eq!(&error_code(game.apply(m.clone())), code, "{m:?}");
        assert_eq!(&error_code(game.move_info(m.clone())), code, "{m:?}");
        assert_eq!(state(&game), before);
    }
    assert!(!game.is_legal(s("e5e6")).unwrap());
    assert_eq!(error_code(game.is_legal(JsValue::from(1))), "bad-argument");
    assert_eq!(error_code(game.resign(s("w"))), "bad-argument");
    assert_eq!(error_code(game.resign(JsValue::TRUE)), "bad-argument");
    assert_eq!(error_code(game.perft(JsValue::from(1.5))), "bad-argument");
    assert_eq!(error_code(game.perft(JsValue::from(13))), "bad-argument");
    assert_eq!(error_code(game.perft(s("2"))), "bad-argument");
    assert_eq!(error_code(game.rebirth_square_of(s("z9"))), "bad-square");
    assert_eq!(
        error_code(game.rebirth_square_of(JsValue::from(12))),
        "bad-square"
    );
    assert_eq!(error_code(game.piece_at(s("i1"))), "bad-square");
    if game.phase() != "roll" {
        let (message, code) = refusal(game.roll());
        assert!(message.contains("cannot roll"), "{message}");
        assert_eq!(code, "wrong-phase");
    }
    assert_eq!(state(&game), before);
    let legal = moves(&game);
    let played = game.apply(get(&legal[0], "uci")).unwrap();
    assert_eq!(text(&played, "uci"), text(&legal[0], "uci"));
}

#[wasm_bindgen_test]
fn bad_options_are_refused_with_their_reason() {
    let cases: [(JsValue, &str, &str); 9] = [
        (
            options(&[("sed", JsValue::from(1))]),
            "unknown option 'sed'",
            "bad-option",
        ),
        (
            options(&[("seed", JsValue::from(-1))]),
            "seed",
            "bad-option",
        ),
        (
            options(&[("seed", JsValue::from(1.5))]),
            "seed",
            "bad-option",
        ),
        (
            options(&[("seed", JsValue::from(2f64.powi(53)))]),
            "seed",
            "bad-option",
        ),
        (options(&[("seed", s("7"))]), "seed", "bad-option"),
        (
            options(&[("rules", s("chess"))]),
            "unknown rule set 'chess'",
            "unknown-rules",
        ),
        (options(&[("fen", s("8/8/8 w"))]), "invalid FEN", "bad-fen"),
        (
            options(&[("fen", JsValue::from(3))]),
            "fen must be a string",
            "bad-option",
        ),
        (s("seed"), "options must be an object", "bad-option"),
    ];
    for (value, expected, code) in cases {
        let (message, got) = refusal(JsGame::new(Some(value)));
        assert!(message.contains(expected), "{message}");
        assert_eq!(got, code, "{message}");
    }
    assert!(JsGame::new(None).is_ok());
    assert!(JsGame::new(Some(JsValue::NULL)).is_ok());
    let game = JsGame::new(Some(options(&[("rules", s("orthodox"))]))).unwrap();
    assert_eq!(game.rules().as_string().as_deref(), Some("orthodox"));
    let game = JsGame::new(Some(options(&[("seed", JsValue::UNDEFINED)]))).unwrap();
    assert_eq!(game.rules().as_string().as_deref(), Some("dice-rex-circe"));
}

#[wasm_bindgen_test]
fn rule_sets_by_name_or_facets() {
    let sets = list(JsGame::rule_sets());
    assert_eq!(sets.len(), dice_rex_circe::NAMED.len());
    assert_eq!(text(&sets[0], "name"), "dice-rex-circe");
    for set in &sets {
        let name = text(set, "name");
        let game = JsGame::new(Some(options(&[("rules", s(&name))]))).unwrap();
        assert_eq!(game.rules().as_string(), Some(name.clone()));
        let facets = get(set, "facets");
        let again = JsGame::new(Some(options(&[("rules", facets)]))).unwrap();
        assert_eq!(again.rules().as_string(), Some(name), "facets read back");
    }
    // A combination without a name: its facets come back as an object.
    let facets = options(&[("reborn", s("capturer")), ("kings", s("inclusive"))]);
    let game = JsGame::new(Some(options(&[("rules", facets)]))).unwrap();
    let rules = game.rules();
    assert_eq!(text(&rules, "reborn"), "capturer");
    assert_eq!(get(&rules, "check").as_bool(), Some(false));
    assert_eq!(text(&rules, "dice"), "three-after-king-move");
    for (facets, expected) in [
        (options(&[("color", s("red"))]), "no such facet"),
        (options(&[("geometry", s("moon"))]), "'moon' is not one of"),
        (
            options(&[("check", JsValue::from(true))]),
            "check=yes with dice=three-after-king-move",
        ),
        (
            options(&[("geometry", JsValue::from(3))]),
            "must be a string or a boolean",
        ),
    ] {
        let (message, code) = refusal(JsGame::new(Some(options(&[("rules", facets)]))));
        assert!(message.contains(expected), "{message}");
        assert!(
            ["unknown-rules", "bad-option"].contains(&code.as_str()),
            "{code}"
        );
    }
}

#[wasm_bindgen_test]
fn fens_round_trip() {
    let data = include_str!("data/fen-valid.txt");
    let mut checked = 0;
    for fen in data
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        assert_eq!(from_fen(fen).fen(), fen);
        checked += 1;
    }
    assert!(checked >= 10);
    for line in include_str!("data/fen-invalid.txt")
        .lines()
        .filter(|l| !l.starts_with('#'))
    {
        let Some((fen, expected)) = line.split_once(" => ") else {
            continue;
        };
        let (message, code) = refusal(JsGame::new(Some(options(&[("fen", s(fen))]))));
        assert!(message.contains(expected.trim()), "{fen}: {message}");
        assert_eq!(code, "bad-fen", "{fen}: {message}");
    }
}

#[wasm_bindgen_test]
fn records_round_trip() {
    for seed in 0..6 {
        let mut game = seeded(seed);
        play(&mut game, 60, seed as usize);
        let record = game.to_record();
        let back = JsGame::from_record(s(&record)).unwrap();
        assert_eq!(back.fen(), game.fen());
        assert_eq!(back.to_record(), record);
        let sans = |g: &JsGame| -> Vec<String> {
            list(g.history()).iter().map(|m| text(m, "san")).collect()
        };
        assert_eq!(sans(&back), sans(&game));
    }
    let refused = JsGame::from_record(s("[Event \"?\"]\n\n1. e4 Qh9"));
    let Err(e) = refused else {
        panic!("a bad record was read")
    };
    let error = JsValue::from(e);
    let message = Error::from(error.clone()).message().as_string().unwrap();
    assert!(
        message.contains("line 3, column 7") && message.contains("Qh9"),
        "{message}"
    );
    assert_eq!(
        get(&error, "code").as_string().as_deref(),
        Some("bad-record")
    );
    assert_eq!(get(&error, "line").as_f64(), Some(3.0));
    assert_eq!(get(&error, "column").as_f64(), Some(7.0));
    assert_eq!(
        error_code(JsGame::from_record(JsValue::from(1))),
        "bad-argument"
    );
}

#[wasm_bindgen_test]
fn absent_values_are_null_not_undefined() {
    let mut game = seeded(2);
    assert!(game.result().is_null());
    assert!(game.rebirth_square_of(s("e4")).unwrap().is_null());
    assert_eq!(game.rebirth_square_of(s("b1")).unwrap(), JsValue::NULL);
    assert_eq!(game.rebirth_square_of(s("c3")).unwrap(), JsValue::NULL);
    let quiet = game.apply(s("Nf3")).unwrap();
    for key in ["promotion", "captured", "captureSquare", "rebirth", "die"] {
        assert!(get(&quiet, key).is_null(), "{key}");
    }
    let board = list(game.board());
    assert_eq!(board.len(), 64);
    assert!(board[20].is_null());
    assert_eq!(board[6].as_string().as_deref(), None);
    assert_eq!(board[21].as_string().as_deref(), Some("N"));
    let turns = list(game.turns());
    assert!(get(&turns[0], "roll").is_null());
    assert_eq!(list(get(&turns[0], "forfeited")).len(), 0);
    assert_eq!(list(game.dice()).len(), 0);
}

#[wasm_bindgen_test]
fn circe_mate_from_the_readme() {
    let mut game = from_fen("8/8/3k4/8/Q3K3/8/8/8 w - - 0 1 -");
    game.apply(s("Ke5")).unwrap();
    assert_eq!(game.phase(), "roll");
    assert!(moves(&game).is_empty());
    game.roll_with(numbers(&[1.0, 5.0, 6.0])).unwrap();
    let queen = game.apply(s("Qe8")).unwrap();
    assert_eq!(get(&queen, "die").as_f64(), Some(5.0));
    let mate = game.move_info(s("Kxd6")).unwrap();
    assert_eq!(get(&mate, "circeMate"), JsValue::TRUE);
    assert_eq!(text(&mate, "captured"), "K");
    let played = game.apply(s("e5d6")).unwrap();
    assert_eq!(text(&played, "san"), "Kxd6#");
    assert_eq!(get(&played, "circeMate"), JsValue::TRUE);
    assert!(get(&played, "rebirth").is_null());
    let result = game.result();
    assert_eq!(text(&result, "winner"), "white");
    assert_eq!(text(&result, "reason"), "circe-mate");
    assert_eq!(game.phase(), "over");
    assert!(moves(&game).is_empty());
    assert_eq!(error_code(game.resign(s("black"))), "game-over");
    assert_eq!(error_code(game.apply(s("Kd7"))), "game-over");
    let turns = list(game.turns());
    let roll: Vec<f64> = list(get(&turns[0], "roll"))
        .iter()
        .map(|d| d.as_f64().unwrap())
        .collect();
    assert_eq!(roll, [1.0, 5.0, 6.0]);
    assert_eq!(list(get(&turns[0], "forfeited")).len(), 0);
}
