//! A move, and its UCI-style long algebraic form (`e2e4`, `e7e8q`).

use crate::square::{Role, Square};
use std::fmt;

/// How a move differs from a plain displacement.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum MoveKind {
    /// Any other move: a step, a slide, a capture, a promotion.
    Normal,
    /// A pawn's two-square first step: it leaves an en passant target.
    DoubleStep,
    /// The captured pawn stands beside the arrival square (RULES §6).
    EnPassant,
    /// The king's two-square step with its rook (orthodox rules only).
    Castle,
    /// The captured unit stood on this square and was first moved to the
    /// arrival square, where it is captured (Jupiter Circe, VARIANTS §E).
    /// Written in UCI with the unit's square after `/x`: `b2b1/xa6`.
    Transfer(Square),
    /// No move: the turn passes ([`Move::PASS`]), where the rules allow it.
    Pass,
}

/// A choice that belongs to the rebirth rather than to the move (VARIANTS
/// C8): the square the capturer picks (Super and Cage Circe) and the piece
/// a pawn reborn on its last rank becomes. Written in UCI after a slash:
/// `d4d7/a3`, `d4c5/d1n`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Choice {
    /// The rebirth square: the one the capturer picks under Super and Cage
    /// Circe, else the one the rules give (`d1` in `d4c5/d1n`).
    pub square: Square,
    /// The piece a pawn reborn on its last rank becomes (VARIANTS C5).
    pub promotion: Option<Role>,
}

impl fmt::Display for Choice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.square)?;
        if let Some(p) = self.promotion {
            write!(f, "{}", p.lower())?;
        }
        Ok(())
    }
}

/// A move as the generator produces it. The captured role is known before
/// the move is made; what the capture causes (rebirth, Circe Mate) is
/// reported when it is played.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Move {
    /// The square of the moving piece (under Mars movement it may leave
    /// from its rebirth square instead: the move's
    /// [`crate::EffectKind::Via`] effect says so).
    pub from: Square,
    /// The square the piece arrives on.
    pub to: Square,
    /// The moving piece's role, before any promotion.
    pub role: Role,
    /// The role a pawn promotes to on its last rank.
    pub promotion: Option<Role>,
    /// The role of the captured piece, if the move captures.
    pub capture: Option<Role>,
    /// Whether it is a pawn's double step, an en passant capture or
    /// castling.
    pub kind: MoveKind,
    /// The capturer's choice for the rebirth, where the rules offer one.
    pub choice: Option<Choice>,
}

impl Move {
    /// A pass: the turn ends with no unit moved, where the rules allow one
    /// (Vegas Fun Chess), or as a roll that allows no move. Written `0000`
    /// in UCI and `--` in SAN; it is never made on a [`crate::Position`].
    pub const PASS: Move = Move {
        from: Square::from_index(0),
        to: Square::from_index(0),
        role: Role::King,
        promotion: None,
        capture: None,
        kind: MoveKind::Pass,
        choice: None,
    };

    /// Whether this is [`Move::PASS`].
    pub fn is_pass(&self) -> bool {
        self.kind == MoveKind::Pass
    }

    /// The square of the captured piece: `to`, beside it for en passant,
    /// or where it stood before it was moved to `to` (Jupiter Circe).
    pub fn capture_square(&self) -> Option<Square> {
        self.capture?;
        match self.kind {
            MoveKind::EnPassant => Square::from_coords(self.to.file(), self.from.rank()),
            MoveKind::Transfer(sq) => Some(sq),
            _ => Some(self.to),
        }
    }

    /// The square the captured unit was moved from to `to` before its
    /// capture (Jupiter Circe), if it was.
    pub fn transferred_from(&self) -> Option<Square> {
        match self.kind {
            MoveKind::Transfer(sq) => Some(sq),
            _ => None,
        }
    }

    /// The UCI text: from, to, and the promotion letter in lower case.
    pub fn uci(&self) -> Uci {
        Uci {
            from: self.from,
            to: self.to,
            promotion: self.promotion,
            choice: self.choice,
            transfer: self.transferred_from(),
        }
    }
}

impl fmt::Display for Move {
    /// The UCI text (`0000` for a pass).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_pass() {
            return f.write_str(PASS_UCI);
        }
        self.uci().fmt(f)
    }
}

/// A pass in UCI (the null move of UCI engines).
pub const PASS_UCI: &str = "0000";

/// A move in UCI notation, not yet matched against a position.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Uci {
    /// The square of the moving piece.
    pub from: Square,
    /// The square it arrives on.
    pub to: Square,
    /// The promotion, written as the fifth letter (`e7e8q`).
    pub promotion: Option<Role>,
    /// The rebirth's choice, written after a slash (`d4d7/a3`).
    pub choice: Option<Choice>,
    /// The captured unit's square when it was first moved to `to` (Jupiter
    /// Circe), written after a slash and an `x` (`b2b1/xa6`).
    pub transfer: Option<Square>,
}

/// A promotion letter in UCI: lower case, not a pawn or a king.
fn promotion_letter(c: u8) -> Option<Role> {
    match Role::from_char(c as char)? {
        Role::Pawn | Role::King => None,
        role if c.is_ascii_lowercase() => Some(role),
        _ => None,
    }
}

impl Uci {
    /// Parses `e2e4`, `e7e8q`, with a rebirth choice `d4d7/a3`,
    /// `d4c5/d1n`, or with a captured unit's square `b2b1/xa6`; `None` if
    /// the text is not of that form.
    pub fn parse(text: &str) -> Option<Uci> {
        let (main, choice) = match text.split_once('/') {
            Some((m, c)) => (m, Some(c)),
            None => (text, None),
        };
        let (choice, transfer) = match choice.map(|c| c.strip_prefix('x').ok_or(c)) {
            Some(Ok(t)) => {
                let t = t.as_bytes();
                if t.len() != 2 {
                    return None;
                }
                (None, Some(Square::parse_bytes(t[0], t[1])?))
            }
            Some(Err(c)) => (Some(c), None),
            None => (None, None),
        };
        let b = main.as_bytes();
        if !(4..=5).contains(&b.len()) {
            return None;
        }
        let from = Square::parse_bytes(b[0], b[1])?;
        let to = Square::parse_bytes(b[2], b[3])?;
        let promotion = match b.get(4) {
            None => None,
            Some(&c) => Some(promotion_letter(c)?),
        };
        let choice = match choice {
            None => None,
            Some(c) => {
                let c = c.as_bytes();
                if !(2..=3).contains(&c.len()) {
                    return None;
                }
                Some(Choice {
                    square: Square::parse_bytes(c[0], c[1])?,
                    promotion: match c.get(2) {
                        None => None,
                        Some(&p) => Some(promotion_letter(p)?),
                    },
                })
            }
        };
        Some(Uci {
            from,
            to,
            promotion,
            choice,
            transfer,
        })
    }

    /// Whether `m` is the move this text names: same squares, promotion,
    /// choice and captured unit's square if it was moved.
    pub fn matches(&self, m: &Move) -> bool {
        !m.is_pass()
            && self.from == m.from
            && self.to == m.to
            && self.promotion == m.promotion
            && self.choice == m.choice
            && self.transfer == m.transferred_from()
    }
}

impl fmt::Display for Uci {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.from, self.to)?;
        if let Some(p) = self.promotion {
            write!(f, "{}", p.lower())?;
        }
        if let Some(c) = self.choice {
            write!(f, "/{c}")?;
        }
        if let Some(t) = self.transfer {
            write!(f, "/x{t}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn uci_parses_and_prints() {
        for text in [
            "e2e4",
            "e7e8q",
            "a2a1n",
            "h7h8r",
            "d4d7/a3",
            "d4c5/d1n",
            "b7c8q/d1b",
            "b2b1/xa6",
            "e6d7/xd3",
            "b7a8q/xa3",
        ] {
            assert_eq!(Uci::parse(text).unwrap().to_string(), text);
        }
        for bad in [
            "e2e",
            "e2e4k",
            "e7e8p",
            "e7e8Q",
            "i2e4",
            "e2e44",
            "",
            "d4d7/",
            "d4d7/a9",
            "d4d7/a3k",
            "d4d7/a3nn",
            "b2b1/x",
            "b2b1/xa9",
            "b2b1/xa6q",
        ] {
            assert_eq!(Uci::parse(bad), None, "{bad}");
        }
    }
}
