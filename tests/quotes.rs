//! Errors quote the caller's text cut to a few dozen characters: a record,
//! a FEN, a move or a rule set given as a megabyte (a pasted file, a link's
//! fragment) gives a message of a line, whose quote ends with an ellipsis,
//! never the megabyte (once, or twice as a record's token and its reason).

use dice_rex_circe::{DiceSource, FenPosition, Game, Rules};

/// One megabyte of `x`.
fn huge() -> String {
    "x".repeat(1_000_000)
}

/// The longest message a quote of 40 characters leaves room for (the
/// unknown rule set's list of every name aside).
const SHORT: usize = 400;

/// Checks that `message` is short and quotes `token` by its first 40
/// characters and an ellipsis.
#[track_caller]
fn cut(message: &str, token: &str) {
    assert!(
        message.len() <= SHORT,
        "{} bytes: {}…",
        message.len(),
        &message[..200]
    );
    let start: String = token.chars().take(40).collect();
    assert!(
        message.contains(&format!("'{start}…'")),
        "no quote '{start}…' in {message}"
    );
}

#[test]
fn a_record_quotes_its_tokens_cut() {
    let big = huge();
    let roll = format!("{{roll {big}}}");
    let parens = "(".repeat(100_000);
    let move_text = format!("e{big}");
    for (record, token) in [
        (format!("1. e4 {big}"), big.as_str()),
        (format!("1. e4 {big} *"), &big),
        (format!("1. e4 e5 2. {move_text}"), &move_text),
        (format!("[Seed \"{big}\"]\n\n1. e4 *"), &big),
        (format!("[Result \"{big}\"]\n\n1. e4"), &big),
        (format!("1. e4 e5 2. Ke2 {roll}"), &roll),
        // A variation of 100,000 parentheses, as a link may carry.
        (format!("1. e4 {parens}"), &parens),
    ] {
        cut(&Game::from_record(&record).unwrap_err().to_string(), token);
    }
}

#[test]
fn a_rule_set_quotes_its_name_facet_and_value_cut() {
    let big = huge();
    for text in [
        format!("anticirce,reborn={big}"),
        format!("anticirce,{big}=yes"),
        format!("anticirce,{big}"),
    ] {
        cut(&text.parse::<Rules>().unwrap_err().to_string(), &big);
    }
    // The list of the rule sets' names follows the quote.
    let e = big.parse::<Rules>().unwrap_err().to_string();
    assert!(
        e.starts_with(&format!(
            "unknown rule set '{}…' (expected one of: ",
            &big[..40]
        )),
        "{}",
        &e[..200]
    );
    assert!(e.len() <= 2000, "{} bytes", e.len());
}

#[test]
fn a_fen_quotes_its_fields_cut() {
    let big = huge();
    let rules = Rules::DICE_REX_CIRCE;
    for fen in [
        format!("4k3/8/8/8/8/8/8/4K3 {big} - - 0 1 -"),
        format!("4k3/8/8/8/8/8/8/4K3 w - - {big} 1 -"),
        format!("4k3/8/8/8/8/8/8/4K3 w - x{big} 0 1 -"),
        format!("4k3/8/8/8/8/8/8/4K3 w - - 0 1 {big}"),
        format!("4k3/8/8/8/8/8/8/4K3 w - - 0 1 - {big}=1"),
    ] {
        let token = fen.split(' ').find(|f| f.len() > 1000).unwrap();
        let token = token.strip_suffix("=1").unwrap_or(token);
        cut(
            &FenPosition::parse(&fen, &rules).unwrap_err().to_string(),
            token,
        );
        let e = Game::from_fen(&fen, rules, DiceSource::Seeded(1)).unwrap_err();
        cut(&e.to_string(), token);
    }
}

#[test]
fn a_move_quotes_its_text_cut() {
    let big = huge();
    let mut game = Game::new();
    for text in [big.clone(), format!("e2e4{big}"), format!("N{big}")] {
        cut(&game.play_text(&text).unwrap_err().to_string(), &text);
        cut(&game.parse_move(&text).unwrap_err().to_string(), &text);
    }
}

#[test]
fn a_fen_extension_quotes_its_value_cut() {
    let big = huge();
    let volcanic: Rules = "volcanic-circe".parse().unwrap();
    let fen = format!("4k3/8/8/8/8/8/8/4K3 w - - 0 1 - buried={big}");
    cut(
        &FenPosition::parse(&fen, &volcanic).unwrap_err().to_string(),
        &big,
    );
}
