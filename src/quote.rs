//! Quoting the caller's text in error messages. A message shows the
//! offending token so that the player can find it, but a token can be a
//! megabyte long (a pasted record, a link's fragment): a quote keeps its
//! first [`QUOTE_CHARS`] characters and marks the cut with an ellipsis, so
//! that every message stays a line long. Every message that quotes input
//! goes through [`quoted`].

use std::fmt;

/// How many characters of a token a message shows before the ellipsis.
pub const QUOTE_CHARS: usize = 40;

/// `text` between single quotes, cut to [`QUOTE_CHARS`] characters with
/// `…` when it is longer: `'e2e9'`, `'xxxxxxxx…'`.
pub fn quoted(text: &str) -> Quoted<'_> {
    Quoted(text)
}

/// A token as a message quotes it (see [`quoted`]).
#[derive(Clone, Copy, Debug)]
pub struct Quoted<'a>(&'a str);

impl fmt::Display for Quoted<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // `get` rather than indexing: the cut is on a character's boundary, and
        // indexing would bring a panic's formatting into the core module.
        let (shown, end) = match self.0.char_indices().nth(QUOTE_CHARS) {
            None => (self.0, "'"),
            Some((cut, _)) => (self.0.get(..cut).unwrap_or(self.0), "…'"),
        };
        f.write_str("'")?;
        f.write_str(shown)?;
        f.write_str(end)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_short_token_is_quoted_whole() {
        assert_eq!(quoted("e2e9").to_string(), "'e2e9'");
        assert_eq!(quoted("").to_string(), "''");
        let forty = "x".repeat(QUOTE_CHARS);
        assert_eq!(quoted(&forty).to_string(), format!("'{forty}'"));
    }

    #[test]
    fn a_long_token_is_cut_with_an_ellipsis_on_a_character_boundary() {
        let long = "é".repeat(1_000_000);
        let shown = quoted(&long).to_string();
        assert_eq!(shown, format!("'{}…'", "é".repeat(QUOTE_CHARS)));
        assert_eq!(shown.chars().count(), QUOTE_CHARS + 3);
    }
}
