//! Standard algebraic notation with Circe annotations: `Bxc6(Bc8)` says
//! the captured bishop is reborn on c8; no parentheses when it vanishes;
//! `#` marks Circe Mate (and checkmate in orthodox chess, `+` check).

use crate::moves::{Move, MoveKind};
use crate::position::Effects;
use crate::square::{Role, Square};
use std::fmt;

/// What follows a move in SAN besides the rebirth: nothing, `+` or `#`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Suffix {
    None,
    Check,
    Mate,
}

/// Writes the SAN of `m`, one of `legal` (the moves allowed now, for
/// disambiguation), with what playing it caused.
pub fn write(m: &Move, legal: &[Move], effects: &Effects, suffix: Suffix) -> String {
    let mut s = String::with_capacity(12);
    write_to(&mut s, m, legal, effects, suffix);
    s
}

/// Appends the SAN of `m` to `s` (see [`write`]).
pub fn write_to(s: &mut String, m: &Move, legal: &[Move], effects: &Effects, suffix: Suffix) {
    if m.kind == MoveKind::Castle {
        s.push_str(if m.to.file() == 6 { "O-O" } else { "O-O-O" });
    } else if m.role == Role::Pawn {
        if m.capture.is_some() {
            s.push(m.from.file_char());
            s.push('x');
        }
        s.push(m.to.file_char());
        s.push(m.to.rank_char());
        if let Some(p) = m.promotion {
            s.push('=');
            s.push(p.upper());
        }
    } else {
        s.push(m.role.upper());
        let rivals: Vec<&Move> = legal
            .iter()
            .filter(|o| o.role == m.role && o.to == m.to && o.from != m.from)
            .collect();
        if !rivals.is_empty() {
            let file_unique = rivals.iter().all(|o| o.from.file() != m.from.file());
            let rank_unique = rivals.iter().all(|o| o.from.rank() != m.from.rank());
            if file_unique {
                s.push(m.from.file_char());
            } else if rank_unique {
                s.push(m.from.rank_char());
            } else {
                s.push(m.from.file_char());
                s.push(m.from.rank_char());
            }
        }
        if m.capture.is_some() {
            s.push('x');
        }
        s.push(m.to.file_char());
        s.push(m.to.rank_char());
    }
    if let (Some(home), Some((piece, _))) = (effects.rebirth, effects.captured) {
        s.push('(');
        s.push(piece.role.upper());
        s.push(home.file_char());
        s.push(home.rank_char());
        s.push(')');
    }
    match suffix {
        Suffix::None => {}
        Suffix::Check => s.push('+'),
        Suffix::Mate => s.push('#'),
    }
}

/// A SAN move read from text, not yet matched against a position.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct San {
    pub role: Role,
    pub from_file: Option<u8>,
    pub from_rank: Option<u8>,
    pub capture: bool,
    pub to: Square,
    pub promotion: Option<Role>,
    pub castle: Option<bool>,
    /// The rebirth written in parentheses: the reborn piece and its square.
    pub rebirth: Option<(Role, Square)>,
}

/// Text that is not SAN.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SanSyntaxError(pub String);

impl fmt::Display for SanSyntaxError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "'{}' is not a move in UCI (e2e4) or SAN (Nf3)", self.0)
    }
}

impl std::error::Error for SanSyntaxError {}

impl San {
    /// Parses SAN. Check and mate marks and annotation glyphs (`+ # ! ?`)
    /// are accepted and ignored; the rebirth in parentheses, if written,
    /// is kept so it can be checked.
    pub fn parse(text: &str) -> Result<San, SanSyntaxError> {
        let bad = || SanSyntaxError(text.to_string());
        let mut body = text.trim_end_matches(['+', '#', '!', '?']);
        let mut rebirth = None;
        if let Some(open) = body.find('(') {
            let inner = body[open + 1..].strip_suffix(')').ok_or_else(bad)?;
            let mut chars = inner.chars();
            let role = chars
                .next()
                .and_then(|c| c.is_ascii_uppercase().then(|| Role::from_char(c)).flatten());
            let sq = Square::parse(chars.as_str());
            match (role, sq) {
                (Some(r), Some(s)) => rebirth = Some((r, s)),
                _ => return Err(bad()),
            }
            body = &body[..open];
        }
        if let Some(castle) = match body {
            "O-O" | "0-0" => Some(true),
            "O-O-O" | "0-0-0" => Some(false),
            _ => None,
        } {
            return Ok(San {
                role: Role::King,
                from_file: None,
                from_rank: None,
                capture: false,
                to: Square::from_index(0),
                promotion: None,
                castle: Some(castle),
                rebirth,
            });
        }
        let b = body.as_bytes();
        let (role, mut rest) = match b.first() {
            Some(&c) if b"NBRQK".contains(&c) => {
                (Role::from_char(c as char).ok_or_else(bad)?, &b[1..])
            }
            Some(b'a'..=b'h') => (Role::Pawn, b),
            _ => return Err(bad()),
        };
        let mut promotion = None;
        if role == Role::Pawn {
            if let Some((&last, head)) = rest.split_last() {
                if b"NBRQ".contains(&last) {
                    promotion = Role::from_char(last as char);
                    rest = head.strip_suffix(b"=").unwrap_or(head);
                }
            }
        }
        if rest.len() < 2 {
            return Err(bad());
        }
        let (head, dest) = rest.split_at(rest.len() - 2);
        let to = Square::parse_bytes(dest[0], dest[1]).ok_or_else(bad)?;
        let (head, capture) = match head.strip_suffix(b"x") {
            Some(h) => (h, true),
            None => (head, false),
        };
        let (from_file, from_rank) = match head {
            [] => (None, None),
            [f @ b'a'..=b'h'] => (Some(f - b'a'), None),
            [r @ b'1'..=b'8'] if role != Role::Pawn => (None, Some(r - b'1')),
            [f @ b'a'..=b'h', r @ b'1'..=b'8'] if role != Role::Pawn => {
                (Some(f - b'a'), Some(r - b'1'))
            }
            _ => return Err(bad()),
        };
        if role == Role::Pawn && capture != from_file.is_some() {
            return Err(bad());
        }
        Ok(San {
            role,
            from_file,
            from_rank,
            capture,
            to,
            promotion,
            castle: None,
            rebirth,
        })
    }

    /// Whether `m` is a move this SAN may name.
    pub fn matches(&self, m: &Move) -> bool {
        if let Some(short) = self.castle {
            return m.kind == MoveKind::Castle && (m.to.file() == 6) == short;
        }
        m.kind != MoveKind::Castle
            && m.role == self.role
            && m.to == self.to
            && m.promotion == self.promotion
            && self.from_file.is_none_or(|f| f == m.from.file())
            && self.from_rank.is_none_or(|r| r == m.from.rank())
            && (!self.capture || m.capture.is_some())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_the_forms_of_san() {
        let s = San::parse("Nf3").unwrap();
        assert_eq!(
            (s.role, s.to.to_string(), s.capture),
            (Role::Knight, "f3".into(), false)
        );
        let s = San::parse("exd6").unwrap();
        assert_eq!(
            (s.role, s.from_file, s.capture),
            (Role::Pawn, Some(4), true)
        );
        let s = San::parse("e8=Q").unwrap();
        assert_eq!(s.promotion, Some(Role::Queen));
        let s = San::parse("exd8=N#").unwrap();
        assert_eq!((s.promotion, s.capture), (Some(Role::Knight), true));
        let s = San::parse("Bxc6(Bc8)").unwrap();
        assert_eq!(
            s.rebirth,
            Some((Role::Bishop, Square::parse("c8").unwrap()))
        );
        let s = San::parse("R1a3").unwrap();
        assert_eq!((s.from_file, s.from_rank), (None, Some(0)));
        let s = San::parse("Qh4e1").unwrap();
        assert_eq!((s.from_file, s.from_rank), (Some(7), Some(3)));
        assert_eq!(San::parse("O-O").unwrap().castle, Some(true));
        assert_eq!(San::parse("O-O-O+").unwrap().castle, Some(false));
    }

    #[test]
    fn refuses_what_is_not_san() {
        for bad in [
            "", "x", "Nf9", "Pe4", "e9", "dxe", "Bxc6(c8)", "Bxc6(Bc8", "exd", "e4d5", "kf3", "Ke",
            "e8=K",
        ] {
            assert!(San::parse(bad).is_err(), "{bad}");
        }
    }
}
