//! Reading a record: the tag pairs set up the game, and the movetext is
//! replayed through it token by token, each error reported at its line
//! and column.

use super::RecordError;
use crate::dice::DiceKind;
use crate::dice::{Dice, DiceSource};
use crate::fair::{self, GameId, Secret};
use crate::fen::FenPosition;
use crate::game::{Game, GameError, Outcome, Phase, Reason};
use crate::quote::quoted;
use crate::rules::Rules;
use crate::square::Color;

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
    let head = Head::read(text)?;
    let (game, next_secret) = head.game()?;
    let tokens = tokenize(head.movetext(), head.first_line)?;
    let mut replay = Replay {
        game,
        declared: None,
        claimed: None,
    };
    for t in &tokens {
        replay.token(t)?;
    }
    let Replay {
        mut game,
        declared,
        claimed,
    } = replay;
    if let Some((roll, _, _)) = claimed {
        return Err(fail(roll, NO_REVEAL.into()));
    }
    game.skip_secrets_to(next_secret);
    let end = tokens
        .last()
        .map_or((head.first_line, 1), |t| (t.line, t.column));
    settle_result(&mut game, &head, declared, end)?;
    Ok(game)
}

/// An error at a token of the movetext.
fn fail(t: &Token, reason: String) -> RecordError {
    RecordError {
        line: t.line,
        column: t.column,
        token: t.text.to_string(),
        reason,
    }
}

/// The tag pairs at the head of a record, and where its movetext starts.
struct Head<'a> {
    text: &'a str,
    tags: Vec<(String, String)>,
    /// The byte offset of the movetext's first line, and its 1-based number.
    movetext_start: usize,
    first_line: usize,
}

impl<'a> Head<'a> {
    /// Reads the tag pairs up to the first line that is not one.
    fn read(text: &'a str) -> Result<Self, RecordError> {
        let mut head = Head {
            text,
            tags: Vec::new(),
            movetext_start: text.len(),
            first_line: 1,
        };
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
                head.check_unique(&tag, n + 1)?;
                head.tags.push(tag);
            } else if !trimmed.is_empty() {
                head.movetext_start = offset;
                head.first_line = n + 1;
                break;
            }
            offset += line.len();
        }
        Ok(head)
    }

    /// A tag that sets the game up may be given once: two with other
    /// values (two `FairDice` tags with other anchors, say) would let two
    /// readers read two games from one record. The same value twice says
    /// one thing, and is read.
    fn check_unique(
        &self,
        (name, value): &(String, String),
        line: usize,
    ) -> Result<(), RecordError> {
        const READ: [&str; 6] = [
            "Variant",
            "Seed",
            "FEN",
            "FairDice",
            "Result",
            "Termination",
        ];
        let twice = self.tags.iter().any(|(n, v)| n == name && v != value);
        if twice && READ.contains(&name.as_str()) {
            return Err(RecordError {
                line,
                column: 1,
                token: name.clone(),
                reason: format!(
                    "the tag {name} is given twice, with other values: a record gives it one value"
                ),
            });
        }
        Ok(())
    }

    fn movetext(&self) -> &'a str {
        &self.text[self.movetext_start..]
    }

    /// The value of the tag `name`, if the record has it.
    fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// An error in the tag `name`, at its line.
    fn error(&self, name: &str, reason: String) -> RecordError {
        let line = self
            .text
            .lines()
            .position(|l| l.trim_start().starts_with(&format!("[{name} ")))
            .map_or(1, |p| p + 1);
        RecordError {
            line,
            column: 1,
            token: name.to_string(),
            reason,
        }
    }

    /// The game the tags set up (its rules, dice, first position and
    /// shared dice), and the number of the next secret to use.
    fn game(&self) -> Result<(Game, u32), RecordError> {
        let rules = match self.tag("Variant") {
            None => Rules::DICE_REX_CIRCE,
            Some(v) => rules_from_variant(v).map_err(|e| {
                self.error(
                    "Variant",
                    e.to_string()
                        .replacen("unknown rule set", "unknown variant", 1),
                )
            })?,
        };
        let source = match self.tag("Seed") {
            None => DiceSource::Crypto,
            Some(v) => DiceSource::Seeded(v.parse().map_err(|_| {
                self.error(
                    "Seed",
                    format!(
                        "{} is not a whole number from 0 to 18446744073709551615",
                        quoted(v)
                    ),
                )
            })?),
        };
        let setup = match self.tag("FEN") {
            None => FenPosition::start_for(&rules),
            Some(fen) => {
                FenPosition::parse(fen, &rules).map_err(|e| self.error("FEN", e.to_string()))?
            }
        };
        let mut game = Game::from_fen_position(setup, rules, source);
        let mut next_secret = 0;
        if let Some(v) = self.tag("FairDice") {
            let (id, white, black, next) =
                parse_fair_tag(v).map_err(|e| self.error("FairDice", e))?;
            game.share_dice(id, white, black)
                .map_err(|e| self.error("FairDice", e.to_string()))?;
            next_secret = next;
        }
        Ok((game, next_secret))
    }
}

/// The movetext replayed through the game, one token at a time.
struct Replay<'t, 'a> {
    game: Game,
    /// The result the movetext ends with; nothing may follow it.
    declared: Option<&'a str>,
    /// Under shared dice, a roll is checked by the reveal that follows it:
    /// the roll's token, its turn and its dice wait here.
    claimed: Option<(&'t Token<'a>, String, Dice)>,
}

impl<'t, 'a> Replay<'t, 'a> {
    fn token(&mut self, t: &'t Token<'a>) -> Result<(), RecordError> {
        if self.declared.is_some() {
            return Err(fail(t, "nothing may follow the result".into()));
        }
        if let Some((roll, _, _)) = &self.claimed
            && !t.text.starts_with("{reveal")
        {
            return Err(fail(roll, NO_REVEAL.into()));
        }
        let mut word = t.text;
        if let Some(comment) = word.strip_prefix('{') {
            return self.comment(t, comment.trim_end_matches('}').trim());
        }
        if matches!(word, "1-0" | "0-1" | "1/2-1/2" | "*") {
            self.declared = Some(word);
            return Ok(());
        }
        if word.starts_with('(') {
            return Err(fail(t, "variations are not supported".into()));
        }
        if word.starts_with('$') {
            return Ok(());
        }
        // A move number, alone or glued to the move: `12.`, `12...`, `12.e4`.
        let digits = word.bytes().take_while(u8::is_ascii_digit).count();
        if digits > 0 && word[digits..].starts_with('.') {
            word = word[digits..].trim_start_matches('.');
            if word.is_empty() {
                return Ok(());
            }
        }
        self.play(t, word)
    }

    /// A comment: a roll, a reveal of shared dice, or anything else (ignored).
    fn comment(&mut self, t: &'t Token<'a>, body: &str) -> Result<(), RecordError> {
        if let Some(dice) = body.strip_prefix("roll") {
            self.roll(t, dice)
        } else if let Some(secrets) = body.strip_prefix("reveal")
            && self.game.shared_dice().is_some()
        {
            self.reveal(t, secrets)
        } else {
            Ok(())
        }
    }

    /// `{roll 1-5-6}`: rolled now, or under shared dice claimed until
    /// its reveal.
    fn roll(&mut self, t: &'t Token<'a>, dice: &str) -> Result<(), RecordError> {
        let faces: Result<Vec<u8>, _> = dice
            .trim()
            .split('-')
            .map(|f| f.trim().parse::<u8>())
            .collect();
        let faces = faces.map_err(|_| fail(t, "a roll is written {roll 1-5-6}".into()))?;
        if self.game.shared_dice().is_some() {
            let dice = self
                .game
                .rules()
                .dice
                .roll_of(&faces)
                .map_err(|e| fail(t, e.to_string()))?;
            self.claimed = Some((t, turn_label(&self.game), dice));
        } else {
            self.game
                .roll_with(&faces)
                .map_err(|e| fail(t, e.to_string()))?;
        }
        Ok(())
    }

    /// `{reveal N white-secret black-secret}`: rolls the shared dice,
    /// which must be the roll claimed before it.
    fn reveal(&mut self, t: &'t Token<'a>, secrets: &str) -> Result<(), RecordError> {
        let label = turn_label(&self.game);
        let rolled =
            read_reveal(&mut self.game, secrets).map_err(|e| fail(t, format!("{label}: {e}")))?;
        if let (Some((roll, label, said)), Some(rolled)) = (self.claimed.take(), rolled)
            && said != rolled
        {
            return Err(fail(
                roll,
                format!("{label}: the committed secrets roll {rolled}, not {said}"),
            ));
        }
        Ok(())
    }

    /// A move, after the seed's roll when one is due.
    fn play(&mut self, t: &Token, word: &str) -> Result<(), RecordError> {
        if self.game.phase() == Phase::Roll {
            match self.game.dice_source() {
                DiceSource::Seeded(_) => {
                    self.game.roll().map_err(|e| fail(t, e.to_string()))?;
                }
                DiceSource::Crypto if self.game.rules().dice.per_turn() => {
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
        self.game
            .play_text(word)
            .map_err(|e: GameError| fail(t, e.to_string()))?;
        Ok(())
    }
}

/// Checks the declared result (the movetext's, else the `Result` tag)
/// against the moves, and sets it when the moves leave the game open (a
/// resignation, an agreement, a withheld reveal: the `Termination` tag).
/// `end` is where an error is reported: the last token.
fn settle_result(
    game: &mut Game,
    head: &Head,
    declared: Option<&str>,
    end: (usize, usize),
) -> Result<(), RecordError> {
    let declared = declared.or(head.tag("Result")).unwrap_or("*");
    let winner = match declared {
        "1-0" => Some(Some(Color::White)),
        "0-1" => Some(Some(Color::Black)),
        "1/2-1/2" => Some(None),
        "*" => None,
        other => {
            return Err(head.error(
                "Result",
                format!("{} is not 1-0, 0-1, 1/2-1/2 or *", quoted(other)),
            ));
        }
    };
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
            let reason = match head.tag("Termination").and_then(Reason::from_code) {
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
    Ok(())
}

/// Reads a `Variant` tag: a name, a display name (any case), PGN's
/// `Standard` or `chess`, or a facet text.
fn rules_from_variant(value: &str) -> Result<Rules, crate::rules::RulesError> {
    match value.to_ascii_lowercase().as_str() {
        "standard" | "chess" => Ok(Rules::ORTHODOX),
        _ => value.parse(),
    }
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
            "next" => {
                next = v
                    .parse()
                    .map_err(|_| format!("next={} is not a number", quoted(v)))?;
            }
            _ => return Err(format!("unknown field {}", quoted(word))),
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
        game.fen_position().fullmoves,
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
        .map_err(|_| format!("{} is not a secret's number", quoted(index)))?;
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
