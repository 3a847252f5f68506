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

/// 64 hexadecimal digits, lower case.
fn is_hex64(text: &str) -> bool {
    text.len() == 64
        && text
            .bytes()
            .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
}

#[wasm_bindgen_test]
fn shared_dice_at_the_boundary() {
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

    let id = "0123456789abcdef0123456789abcdef";
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

    // A side that revealed may claim the game from one that withholds.
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
