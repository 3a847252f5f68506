//! The game record: PGN-compatible tag pairs and movetext, with each roll
//! written as a comment `{roll 1-5-6}` right after the king move that
//! caused it. The grammar is in docs/formats.md ("Game records").

use crate::dice::{Dice, DiceSource};
use crate::fair::{self, GameId, Secret};
use crate::fen::Setup;
use crate::game::{Game, GameError, Outcome, Phase, Reason};
use crate::rules::Rules;
use crate::square::Color;
use std::fmt;

/// Why a record could not be read: where, and what was wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordError {
    /// 1-based line of the offending text.
    pub line: usize,
    /// 1-based column of the offending text.
    pub column: usize,
    /// The offending token (empty at the end of the text).
    pub token: String,
    /// What was wrong, in English.
    pub reason: String,
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "record line {}, column {}", self.line, self.column)?;
        if !self.token.is_empty() {
            write!(f, ", at '{}'", self.token)?;
        }
        write!(f, ": {}", self.reason)
    }
}

impl std::error::Error for RecordError {}

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

/// Reads a `Variant` tag: a name, a display name (any case), PGN's
/// `Standard` or `chess`, or a facet text.
fn rules_from_variant(value: &str) -> Result<Rules, crate::rules::RulesError> {
    match value.to_ascii_lowercase().as_str() {
        "standard" | "chess" => Ok(Rules::ORTHODOX),
        _ => value.parse(),
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

/// Writes a game as a record.
pub fn write(game: &Game) -> String {
    let rules = game.rules();
    let result = game.result().map_or("*", |o| o.pgn());
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
    let shared = game.shared_dice();
    if let Some(s) = shared {
        tag("FairDice", &fair_tag(game, s));
    }
    if *game.initial() != Setup::start_for(&rules) {
        tag("SetUp", "1");
        tag("FEN", &game.initial().to_fen(&rules));
    }
    if let Some(o) = game.result() {
        tag("Termination", o.reason.code());
    }
    out.push('\n');

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
        if turn.is_pass() {
            tokens.push("{pass}".to_string());
        }
        for (i, m) in turn.moves.iter().enumerate() {
            tokens.push(m.san.clone());
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
    tokens.push(result.to_string());

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
        line.push_str(&t);
    }
    out.push_str(&line);
    out.push('\n');
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

/// Reads the `FairDice` tag: the game id, the anchors, and `next`.
#[inline(never)]
fn parse_fair_tag(value: &str) -> Result<(GameId, Secret, Secret, u32), String> {
    let mut words = value.split_whitespace();
    if words.next() != Some(fair::PROTOCOL) {
        return Err(format!(
            "the only protocol is {} (game=… white=… black=…)",
            fair::PROTOCOL
        ));
    }
    let (mut game, mut white, mut black, mut next) = (None, None, None, 0);
    for word in words {
        let (key, v) = word.split_once('=').unwrap_or((word, ""));
        match key {
            "game" => game = Some(GameId::from_hex(v).map_err(|e| e.to_string())?),
            "white" => white = Some(Secret::from_hex(v).map_err(|e| e.to_string())?),
            "black" => black = Some(Secret::from_hex(v).map_err(|e| e.to_string())?),
            "next" => next = v.parse().map_err(|_| format!("next={v} is not a number"))?,
            _ => return Err(format!("unknown field '{word}'")),
        }
    }
    match (game, white, black) {
        (Some(g), Some(w), Some(b)) => Ok((g, w, b, next)),
        _ => Err("the tag needs game=, white= and black=".into()),
    }
}

/// The turn about to be played, as a reader finds it: `turn 4... (Black)`.
#[inline(never)]
fn turn_label(game: &Game) -> String {
    let color = game.turn();
    let dots = if color == Color::White { "." } else { "..." };
    format!(
        "turn {}{dots} ({})",
        game.setup().fullmoves,
        fair::side(color)
    )
}

/// Reads `{reveal N white black}` and makes the roll from the secrets.
#[inline(never)]
fn read_reveal(game: &mut Game, body: &str) -> Result<Option<Dice>, String> {
    let mut words = body.split_whitespace();
    let (Some(index), Some(white), Some(black), None) =
        (words.next(), words.next(), words.next(), words.next())
    else {
        return Err("a reveal is written {reveal N white-secret black-secret}".into());
    };
    let index: u32 = index
        .parse()
        .map_err(|_| format!("'{index}' is not a secret's number"))?;
    let white = Secret::from_hex(white).map_err(|e| e.to_string())?;
    let black = Secret::from_hex(black).map_err(|e| e.to_string())?;
    game.skip_secrets_to(index);
    game.reveal(Color::White, index, white)
        .and_then(|_| game.reveal(Color::Black, index, black))
        .map_err(|e| e.to_string())
}

struct Token<'a> {
    text: &'a str,
    line: usize,
    column: usize,
}

/// Splits movetext into tokens with their places; a `{…}` comment is one
/// token, `;` comments run to the end of the line.
fn tokenize(text: &str, first_line: usize) -> Result<Vec<Token<'_>>, RecordError> {
    let mut tokens = Vec::new();
    let bytes = text.as_bytes();
    let (mut i, mut line, mut line_start) = (0, first_line, 0);
    while i < bytes.len() {
        let c = bytes[i];
        let column = i - line_start + 1;
        if c == b'\n' {
            line += 1;
            line_start = i + 1;
            i += 1;
        } else if c.is_ascii_whitespace() {
            i += 1;
        } else if c == b';' {
            while i < bytes.len() && bytes[i] != b'\n' {
                i += 1;
            }
        } else if c == b'{' {
            let Some(len) = text[i..].find('}') else {
                return Err(RecordError {
                    line,
                    column,
                    token: "{".into(),
                    reason: "comment is not closed with '}'".into(),
                });
            };
            tokens.push(Token {
                text: &text[i..=i + len],
                line,
                column,
            });
            for (k, b) in bytes[i..=i + len].iter().enumerate() {
                if *b == b'\n' {
                    line += 1;
                    line_start = i + k + 1;
                }
            }
            i += len + 1;
        } else {
            let start = i;
            while i < bytes.len() && !bytes[i].is_ascii_whitespace() && bytes[i] != b'{' {
                i += 1;
            }
            tokens.push(Token {
                text: &text[start..i],
                line,
                column,
            });
        }
    }
    Ok(tokens)
}

/// Parses `[Name "value"]`; `None` if the line is not a tag pair.
fn parse_tag(line: &str) -> Option<(String, String)> {
    let inner = line.trim().strip_prefix('[')?.strip_suffix(']')?;
    let (name, rest) = inner.split_once(char::is_whitespace)?;
    let quoted = rest.trim().strip_prefix('"')?.strip_suffix('"')?;
    let mut value = String::new();
    let mut chars = quoted.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => value.push(chars.next()?),
            '"' => return None,
            c => value.push(c),
        }
    }
    Some((name.to_string(), value))
}

const NO_REVEAL: &str =
    "under shared dice a roll is followed by its secrets, {reveal N white-secret black-secret}";

/// Reads a record, replaying every move through the engine.
///
/// ```
/// use dice_rex_circe::{Game, record};
/// let err = record::read("1. e4 e5 2. Qh9").unwrap_err();
/// assert_eq!((err.line, err.column, err.token.as_str()), (1, 13, "Qh9"));
/// ```
pub fn read(text: &str) -> Result<Game, RecordError> {
    let mut tags: Vec<(String, String)> = Vec::new();
    let mut movetext_start = text.len();
    let mut first_line = 1;
    let mut offset = 0;
    for (n, line) in text.split_inclusive('\n').enumerate() {
        let trimmed = line.trim();
        if trimmed.starts_with('[') {
            let tag = parse_tag(trimmed).ok_or_else(|| RecordError {
                line: n + 1,
                column: 1,
                token: trimmed.to_string(),
                reason: "a tag pair is written [Name \"value\"]".into(),
            })?;
            tags.push(tag);
        } else if !trimmed.is_empty() {
            movetext_start = offset;
            first_line = n + 1;
            break;
        }
        offset += line.len();
    }
    let tag = |name: &str| {
        tags.iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    };
    let tag_error = |name: &str, reason: String| {
        let line = text
            .lines()
            .position(|l| l.trim_start().starts_with(&format!("[{name} ")))
            .map_or(1, |p| p + 1);
        RecordError {
            line,
            column: 1,
            token: name.to_string(),
            reason,
        }
    };

    let rules = match tag("Variant") {
        None => Rules::DICE_REX_CIRCE,
        Some(v) => rules_from_variant(v).map_err(|e| {
            tag_error(
                "Variant",
                e.to_string()
                    .replacen("unknown rule set", "unknown variant", 1),
            )
        })?,
    };
    let source = match tag("Seed") {
        None => DiceSource::Crypto,
        Some(v) => DiceSource::Seeded(v.parse().map_err(|_| {
            tag_error(
                "Seed",
                format!("'{v}' is not a whole number from 0 to 18446744073709551615"),
            )
        })?),
    };
    let setup = match tag("FEN") {
        None => Setup::start_for(&rules),
        Some(fen) => Setup::parse(fen, &rules).map_err(|e| tag_error("FEN", e.to_string()))?,
    };
    let mut game = Game::from_setup(setup, rules, source);
    let mut next_secret = 0;
    if let Some(v) = tag("FairDice") {
        let (id, white, black, next) = parse_fair_tag(v).map_err(|e| tag_error("FairDice", e))?;
        game.share_dice(id, white, black)
            .map_err(|e| tag_error("FairDice", e.to_string()))?;
        next_secret = next;
    }

    let tokens = tokenize(&text[movetext_start..], first_line)?;
    let mut declared: Option<&str> = None;
    // Under shared dice, a roll is checked by the reveal that follows it:
    // the roll's token, its turn and its dice wait here.
    let mut claimed: Option<(&Token, String, Dice)> = None;
    let fail = |t: &Token, reason: String| RecordError {
        line: t.line,
        column: t.column,
        token: t.text.to_string(),
        reason,
    };
    for t in &tokens {
        if declared.is_some() {
            return Err(fail(t, "nothing may follow the result".into()));
        }
        if let Some((roll, _, _)) = &claimed
            && !t.text.starts_with("{reveal")
        {
            return Err(fail(roll, NO_REVEAL.into()));
        }
        let mut word = t.text;
        if let Some(comment) = word.strip_prefix('{') {
            let body = comment.trim_end_matches('}').trim();
            if let Some(dice) = body.strip_prefix("roll") {
                let faces: Result<Vec<u8>, _> = dice
                    .trim()
                    .split('-')
                    .map(|f| f.trim().parse::<u8>())
                    .collect();
                let faces = faces.map_err(|_| fail(t, "a roll is written {roll 1-5-6}".into()))?;
                if game.shared_dice().is_some() {
                    let dice = Dice::roll(game.rules().dice.per_roll(), &faces)
                        .map_err(|e| fail(t, e.to_string()))?;
                    claimed = Some((t, turn_label(&game), dice));
                } else {
                    game.roll_with(&faces).map_err(|e| fail(t, e.to_string()))?;
                }
            } else if let Some(secrets) = body.strip_prefix("reveal")
                && game.shared_dice().is_some()
            {
                let label = turn_label(&game);
                let rolled = read_reveal(&mut game, secrets)
                    .map_err(|e| fail(t, format!("{label}: {e}")))?;
                if let (Some((roll, label, said)), Some(rolled)) = (claimed.take(), rolled)
                    && said != rolled
                {
                    return Err(fail(
                        roll,
                        format!("{label}: the committed secrets roll {rolled}, not {said}"),
                    ));
                }
            }
            continue;
        }
        if matches!(word, "1-0" | "0-1" | "1/2-1/2" | "*") {
            declared = Some(word);
            continue;
        }
        if word.starts_with('(') {
            return Err(fail(t, "variations are not supported".into()));
        }
        if word.starts_with('$') {
            continue;
        }
        // A move number, alone or glued to the move: `12.`, `12...`, `12.e4`.
        let digits = word.bytes().take_while(u8::is_ascii_digit).count();
        if digits > 0 && word[digits..].starts_with('.') {
            word = word[digits..].trim_start_matches('.');
            if word.is_empty() {
                continue;
            }
        }
        if game.phase() == Phase::Roll {
            match game.dice_source() {
                DiceSource::Seeded(_) => {
                    game.roll().map_err(|e| fail(t, e.to_string()))?;
                }
                DiceSource::Crypto if rules.dice.per_turn() => {
                    return Err(fail(
                        t,
                        "each move must follow its roll, e.g. {roll 2-5}".into(),
                    ));
                }
                DiceSource::Crypto => {
                    return Err(fail(
                        t,
                        "the king move must be followed by its roll, e.g. {roll 1-5-6}".into(),
                    ));
                }
            }
        }
        game.play_text(word)
            .map_err(|e: GameError| fail(t, e.to_string()))?;
    }

    if let Some((roll, _, _)) = claimed {
        return Err(fail(roll, NO_REVEAL.into()));
    }
    game.skip_secrets_to(next_secret);

    let declared = declared.or(tag("Result")).unwrap_or("*");
    let winner = match declared {
        "1-0" => Some(Some(Color::White)),
        "0-1" => Some(Some(Color::Black)),
        "1/2-1/2" => Some(None),
        "*" => None,
        other => {
            return Err(tag_error(
                "Result",
                format!("'{other}' is not 1-0, 0-1, 1/2-1/2 or *"),
            ));
        }
    };
    let end = tokens
        .last()
        .map_or((first_line, 1), |t| (t.line, t.column));
    let at_end = |reason: String| RecordError {
        line: end.0,
        column: end.1,
        token: declared.to_string(),
        reason,
    };
    match (game.result(), winner) {
        (Some(o), Some(w)) if o.winner != w => {
            return Err(at_end(format!(
                "the moves end in {}, not {declared}",
                o.pgn()
            )));
        }
        (None, Some(w)) => {
            let reason = match tag("Termination").and_then(Reason::from_code) {
                Some(r @ (Reason::Resignation | Reason::Agreement | Reason::Withheld)) => r,
                Some(r) => return Err(at_end(format!("the moves do not end in {}", r.code()))),
                None if w.is_some() => Reason::Resignation,
                None => Reason::Agreement,
            };
            if (reason == Reason::Agreement) != w.is_none() {
                return Err(at_end(format!("{declared} does not fit {}", reason.code())));
            }
            game.set_result(Outcome { winner: w, reason });
        }
        _ => {}
    }
    Ok(game)
}

impl Game {
    /// Reads a game record (see [`read`]).
    pub fn from_record(text: &str) -> Result<Game, RecordError> {
        read(text)
    }

    /// Writes the game record (see [`write()`]).
    pub fn to_record(&self) -> String {
        write(self)
    }
}

impl RecordError {
    /// The error's code at the JavaScript boundary (docs/js-api.md, "Errors").
    pub fn code(&self) -> &'static str {
        "bad-record"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tags_parse_with_escapes() {
        assert_eq!(
            parse_tag(r#"[Event "A \"b\" c\\"]"#),
            Some(("Event".into(), r#"A "b" c\"#.into()))
        );
        assert_eq!(parse_tag("[Event]"), None);
        assert_eq!(parse_tag(r#"[Event "x" y"]"#), None);
    }
}
