//! A move, and its UCI-style long algebraic form (`e2e4`, `e7e8q`).

use crate::square::{Role, Square};
use std::fmt;

/// How a move differs from a plain displacement.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum MoveKind {
    Normal,
    /// A pawn's two-square first step: it leaves an en passant target.
    DoubleStep,
    /// The captured pawn stands beside the arrival square (RULES §6).
    EnPassant,
    /// The king's two-square step with its rook (orthodox rules only).
    Castle,
}

/// A move as the generator produces it. The captured role is known before
/// the move is made; what the capture causes (rebirth, Circe Mate) is
/// reported when it is played.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Move {
    pub from: Square,
    pub to: Square,
    pub role: Role,
    pub promotion: Option<Role>,
    pub capture: Option<Role>,
    pub kind: MoveKind,
}

impl Move {
    /// The square of the captured piece: `to`, or beside it for en passant.
    pub fn capture_square(&self) -> Option<Square> {
        self.capture?;
        if self.kind == MoveKind::EnPassant {
            Square::from_coords(self.to.file(), self.from.rank())
        } else {
            Some(self.to)
        }
    }

    /// The UCI text: from, to, and the promotion letter in lower case.
    pub fn uci(&self) -> Uci {
        Uci {
            from: self.from,
            to: self.to,
            promotion: self.promotion,
        }
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.uci().fmt(f)
    }
}

/// A move in UCI notation, not yet matched against a position.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Uci {
    pub from: Square,
    pub to: Square,
    pub promotion: Option<Role>,
}

impl Uci {
    /// Parses `e2e4` or `e7e8q`; `None` if the text is not of that form.
    pub fn parse(text: &str) -> Option<Uci> {
        let b = text.as_bytes();
        if !(4..=5).contains(&b.len()) {
            return None;
        }
        let from = Square::parse_bytes(b[0], b[1])?;
        let to = Square::parse_bytes(b[2], b[3])?;
        let promotion = match b.get(4) {
            None => None,
            Some(&c) => match Role::from_char(c as char)? {
                Role::Pawn | Role::King => return None,
                role if c.is_ascii_lowercase() => Some(role),
                _ => return None,
            },
        };
        Some(Uci {
            from,
            to,
            promotion,
        })
    }

    pub fn matches(&self, m: &Move) -> bool {
        self.from == m.from && self.to == m.to && self.promotion == m.promotion
    }
}

impl fmt::Display for Uci {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.from, self.to)?;
        if let Some(p) = self.promotion {
            write!(f, "{}", p.lower())?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn uci_parses_and_prints() {
        for text in ["e2e4", "e7e8q", "a2a1n", "h7h8r"] {
            assert_eq!(Uci::parse(text).unwrap().to_string(), text);
        }
        for bad in ["e2e", "e2e4k", "e7e8p", "e7e8Q", "i2e4", "e2e44", ""] {
            assert_eq!(Uci::parse(bad), None, "{bad}");
        }
    }
}
