//! Writing a record: the tag pairs, then the movetext with each roll (and
//! its reveal under shared dice) where it was made, in lines of at most 79
//! characters.

use crate::dice::DiceSource;
use crate::fair;
use crate::fen::FenPosition;
use crate::game::Game;
use crate::rules::Rules;
use crate::square::Color;

/// Writes a game as a record.
pub fn write(game: &Game) -> String {
    let result = game.result().map_or("*", |o| o.pgn());
    let mut out = write_tags(game, result);
    out.push('\n');
    let mut tokens = movetext(game);
    tokens.push(result.to_string());
    wrap(&tokens, &mut out);
    out
}

/// The tag pairs: PGN's seven, then the rule set, the seed, the shared
/// dice, the first position when it is not the start, and the reason a
/// finished game ended.
fn write_tags(game: &Game, result: &str) -> String {
    let rules = game.rules();
    let mut out = String::new();
    let mut tag =
        |name: &str, value: &str| out.push_str(&format!("[{name} \"{}\"]\n", escape(value)));
    tag("Event", "?");
    tag("Site", "?");
    tag("Date", "????.??.??");
    tag("Round", "?");
    tag("White", "?");
    tag("Black", "?");
    tag("Result", result);
    tag("Variant", &variant_name(&rules));
    if let DiceSource::Seeded(seed) = game.dice_source() {
        tag("Seed", &seed.to_string());
    }
    if let Some(s) = game.shared_dice() {
        tag("FairDice", &fair_tag(game, s));
    }
    if *game.initial() != FenPosition::start_for(&rules) {
        tag("SetUp", "1");
        tag("FEN", &game.initial().to_fen(&rules));
    }
    if let Some(o) = game.result() {
        tag("Termination", o.reason.code());
    }
    out
}

/// The movetext's tokens, turn by turn: move numbers, moves, rolls with
/// their reveals, passes and forfeited dice.
fn movetext(game: &Game) -> Vec<String> {
    let rules = game.rules();
    let shared = game.shared_dice();
    let mut tokens: Vec<String> = Vec::new();
    let mut number = game.initial().fullmoves;
    let mut need_number = true;
    for (index, turn) in game.turns().iter().enumerate() {
        if turn.color == Color::White {
            tokens.push(format!("{number}."));
        } else if need_number {
            tokens.push(format!("{number}..."));
        }
        // The roll follows the king free move; a turn that began with the
        // dice still to roll (a FEN with `?`) starts with it, as does every
        // dice-chess turn, whose roll allowing no move is a pass.
        let roll: Vec<String> = turn
            .roll
            .map(|r| {
                let reveal = shared
                    .and_then(|s| s.roll_of_turn(u32::try_from(index).ok()?))
                    .map(|s| format!("{{reveal {} {} {}}}", s.index, s.secrets[0], s.secrets[1]));
                std::iter::once(format!("{{roll {r}}}"))
                    .chain(reveal)
                    .collect()
            })
            .unwrap_or_default();
        let roll_first =
            rules.dice.per_turn() || turn.moves.first().is_none_or(|m| m.die.is_some());
        if roll_first {
            tokens.extend(roll.clone());
        }
        for (i, m) in turn.moves.iter().enumerate() {
            // A pass is PGN's null move, `--`; one forced by a roll that
            // allowed no move is said in a comment, as the game makes it.
            if turn.is_pass() {
                tokens.push("{pass}".to_string());
            } else {
                tokens.push(m.san.clone());
            }
            if i == 0 && !roll_first {
                tokens.extend(roll.clone());
            }
        }
        if !turn.forfeited.is_empty() {
            tokens.push(format!("{{forfeit {}}}", turn.forfeited));
        }
        need_number = turn.moves.len() > 1 || turn.roll.is_some() || turn.color == Color::Black;
        if turn.color == Color::Black {
            number = number.saturating_add(1);
        }
    }
    tokens
}

/// Appends the tokens to `out` in lines of at most 79 characters (a
/// longer token alone on its line).
fn wrap(tokens: &[String], out: &mut String) {
    let mut line = String::new();
    for t in tokens {
        if !line.is_empty() && line.len() + 1 + t.len() > 79 {
            out.push_str(&line);
            out.push('\n');
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(t);
    }
    out.push_str(&line);
    out.push('\n');
}

/// The `Variant` tag value of a rule set: `Standard` for orthodox chess
/// (as PGN readers expect), the display name of a named set, or the
/// facet text of a combination (`anticirce,check=no,…`).
fn variant_name(rules: &Rules) -> String {
    match rules.named() {
        Some(_) if *rules == Rules::ORTHODOX => "Standard".to_string(),
        Some(n) => n.display.to_string(),
        None => rules.to_string(),
    }
}

fn escape(value: &str) -> String {
    let mut out = String::with_capacity(value.len());
    for c in value.chars() {
        if c == '\\' || c == '"' {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

/// The `FairDice` tag: the protocol, the game id and both anchors, and
/// the next secrets' number when rolls taken back spent later ones.
#[inline(never)]
fn fair_tag(game: &Game, shared: &crate::SharedDice) -> String {
    let mut text = format!(
        "{} game={} white={} black={}",
        fair::PROTOCOL,
        shared.game,
        shared.anchors[0],
        shared.anchors[1]
    );
    let written = game
        .turns()
        .iter()
        .enumerate()
        .filter(|(_, t)| t.roll.is_some())
        .filter_map(|(i, _)| shared.roll_of_turn(u32::try_from(i).ok()?))
        .map(|r| r.index + 1)
        .max()
        .unwrap_or(0);
    if shared.next_index() > written {
        text.push_str(&format!(" next={}", shared.next_index()));
    }
    text
}
