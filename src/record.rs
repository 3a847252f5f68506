//! The game record: PGN-compatible tag pairs and movetext, with each roll
//! written as a comment `{roll 1-5-6}` right after the king move that
//! caused it. The grammar is in docs/formats.md ("Game records").

use crate::game::Game;
use crate::quote::quoted;
use std::fmt;

mod reader;
mod writer;

pub use reader::read;
pub use writer::write;

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
            write!(f, ", at {}", quoted(&self.token))?;
        }
        write!(f, ": {}", self.reason)
    }
}

impl std::error::Error for RecordError {}

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
