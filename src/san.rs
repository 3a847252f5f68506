//! Standard algebraic notation with Circe annotations (VARIANTS C8):
//! `Bxc6(Bc8)` says the captured bishop is reborn on c8; no parentheses
//! when it vanishes; `#` marks Circe Mate (and checkmate, `+` check, in
//! rule sets with check). Every other effect is written inside the same
//! parentheses, separated by commas: `Qxc5(Pd1=N)` a reborn pawn promoted,
//! `Qxd7(Ra8=w)` a turncoat, `Qxd7(Q→d1)` a relocated capturer,
//! `Rxd5(Rd5=b,Ng8)` a capturer changing colour (Andernach), `xNa8` a
//! removed unit, `R↓a8` a buried one (or covered, Parachute), `R↑a8` an
//! eruption (or uncovered), `R...` a Parrain unit waiting, `Rxb1(Na6→b1)`
//! a captured unit moved to its rebirth square first (Jupiter).

use crate::effects::{Effect, EffectKind, Effects};
use crate::moves::{Move, MoveKind};
use crate::quote::quoted;
use crate::square::{Role, Square};
use std::fmt;

/// What follows a move in SAN besides the rebirth: nothing, `+` or `#`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Suffix {
    None,
    Check,
    Mate,
}

/// How a move is written beyond its own squares: the mark after it, and
/// whether two pawns may reach one square from one file (only under Mars
/// and Anti-Mars Circe, whose pawns move from their rebirth squares).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Context {
    pub suffix: Suffix,
    pub pawn_rivals: bool,
}

/// A pass in SAN (PGN's null move).
pub const PASS: &str = "--";

/// Writes the SAN of `m`, one of `legal` (the moves allowed now, for
/// disambiguation), with what playing it caused.
pub fn write(m: &Move, legal: &[Move], effects: &Effects, cx: Context) -> String {
    let mut s = String::with_capacity(12);
    write_to(&mut s, m, legal, effects, cx);
    s
}

/// Appends the SAN of `m` to `s` (see [`write`]).
pub fn write_to(s: &mut String, m: &Move, legal: &[Move], effects: &Effects, cx: Context) {
    let pawn_rival = |capture: bool| {
        cx.pawn_rivals
            && legal.iter().any(|o| {
                o.role == Role::Pawn
                    && o.to == m.to
                    && o.from != m.from
                    && o.capture.is_some() == capture
                    && (!capture || o.from.file() == m.from.file())
            })
    };
    if m.is_pass() {
        s.push_str(PASS);
        return;
    }
    if m.kind == MoveKind::Castle {
        s.push_str(if m.to.file() == 6 { "O-O" } else { "O-O-O" });
    } else if m.role == Role::Pawn {
        if m.capture.is_some() {
            s.push(m.from.file_char());
            // Two pawns of one file can take the same unit only under Mars
            // Circe, where both capture from their rebirth square.
            if pawn_rival(true) {
                s.push(m.from.rank_char());
            }
            s.push('x');
        } else if pawn_rival(false) {
            // Two pawns of one file reach the same square only under
            // Anti-Mars Circe, both stepping from their rebirth square: the
            // departure square tells them apart (the text reads as UCI).
            s.push(m.from.file_char());
            s.push(m.from.rank_char());
        }
        s.push(m.to.file_char());
        s.push(m.to.rank_char());
        if let Some(p) = m.promotion {
            s.push('=');
            s.push(p.upper());
        }
    } else {
        s.push(m.role.upper());
        // Other pieces of the kind that can go there: are they told apart
        // by the file, or else the rank, of their departure square?
        let (mut rivals, mut same_file, mut same_rank) = (false, false, false);
        for o in legal {
            if o.role == m.role && o.to == m.to && o.from != m.from {
                rivals = true;
                same_file |= o.from.file() == m.from.file();
                same_rank |= o.from.rank() == m.from.rank();
            }
        }
        if rivals {
            if !same_file {
                s.push(m.from.file_char());
            } else if !same_rank {
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
    write_effects(s, effects);
    match cx.suffix {
        Suffix::None => {}
        Suffix::Check => s.push('+'),
        Suffix::Mate => s.push('#'),
    }
}

/// Appends the parenthesised effects of a move, if it has any to write
/// (written character by character: `legalMoves()` writes one per capture).
pub fn write_effects(s: &mut String, effects: &Effects) {
    let mut first = true;
    for e in effects.iter() {
        if matches!(e.kind, EffectKind::Vanish | EffectKind::Via) {
            continue;
        }
        s.push(if first { '(' } else { ',' });
        first = false;
        write_effect(s, &e);
    }
    if !first {
        s.push(')');
    }
}

/// Appends one effect as SAN writes it in parentheses: `Pd1=Q`, `Ra8=w`,
/// `Q→d1`, `xNa8`, `R↓a8`, `R↑a8`, `R...`, `Na6→b1`.
fn write_effect(s: &mut String, e: &Effect) {
    let square = |s: &mut String, sq: Option<Square>| {
        if let Some(q) = sq {
            s.push(q.file_char());
            s.push(q.rank_char());
        }
    };
    match e.kind {
        EffectKind::Rebirth => {
            match e.promotion {
                Some(p) => {
                    s.push('P');
                    square(s, e.to);
                    s.push('=');
                    s.push(p.upper());
                }
                None => {
                    s.push(e.became.role.upper());
                    square(s, e.to);
                }
            }
            if e.became.color != e.piece.color {
                s.push('=');
                s.push(e.became.color.letter());
            }
        }
        EffectKind::Relocate if e.from == e.to => {
            // The capturer changes colour where it stands (Andernach).
            s.push(e.became.role.upper());
            square(s, e.to);
            s.push('=');
            s.push(e.became.color.letter());
        }
        EffectKind::Relocate => {
            s.push(e.piece.role.upper());
            s.push('→');
            square(s, e.to);
            if let Some(p) = e.promotion {
                s.push('=');
                s.push(p.upper());
            }
        }
        EffectKind::Remove => {
            s.push('x');
            s.push(e.piece.role.upper());
            square(s, e.from);
        }
        EffectKind::Bury => {
            s.push(e.became.role.upper());
            s.push('↓');
            square(s, e.to);
        }
        EffectKind::Erupt => {
            s.push(e.piece.role.upper());
            s.push('↑');
            square(s, e.to);
        }
        EffectKind::Pending => {
            s.push(e.piece.role.upper());
            s.push_str("...");
        }
        EffectKind::Transfer => {
            // The captured unit went from its square to the capture
            // square first (Jupiter Circe): `Rxb1(Na6→b1)`.
            s.push(e.piece.role.upper());
            square(s, e.from);
            s.push('→');
            square(s, e.to);
        }
        EffectKind::Vanish | EffectKind::Via => {}
    }
}

/// A SAN move read from text, not yet matched against a position.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct San {
    /// The moving piece's role (a pawn when no piece letter is written).
    pub role: Role,
    /// The departure file (0 = a) written to tell moves apart, if any.
    pub from_file: Option<u8>,
    /// The departure rank (0 = rank 1) written to tell moves apart, if any.
    pub from_rank: Option<u8>,
    /// Whether an `x` was written.
    pub capture: bool,
    /// The destination square (a1 for castling, which names none).
    pub to: Square,
    /// The promotion piece (`e8=Q` or `e8Q`).
    pub promotion: Option<Role>,
    /// `Some(true)` for `O-O`, `Some(false)` for `O-O-O`, `None` for any
    /// other move.
    pub castle: Option<bool>,
    /// The effects written in parentheses, normalised (see
    /// [`San::normalize_effects`]).
    pub effects: Option<String>,
}

/// Text that is not SAN.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SanSyntaxError(pub String);

impl fmt::Display for SanSyntaxError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} is not a move in UCI (e2e4) or SAN (Nf3)",
            quoted(&self.0)
        )
    }
}

impl std::error::Error for SanSyntaxError {}

impl San {
    /// The effects text `(…)` in one form: `->` read as `→`, no spaces.
    pub fn normalize_effects(text: &str) -> String {
        text.trim_start_matches('(')
            .trim_end_matches(')')
            .replace("->", "→")
            .replace('…', "...")
            .split(|c: char| c == ',' || c.is_whitespace())
            .filter(|p| !p.is_empty())
            .collect::<Vec<_>>()
            .join(",")
    }

    /// Parses SAN. Check and mate marks and annotation glyphs (`+ # ! ?`)
    /// are accepted and ignored; the effects in parentheses, if written,
    /// are kept so they can be checked.
    pub fn parse(text: &str) -> Result<San, SanSyntaxError> {
        let bad = || SanSyntaxError(text.to_string());
        let (body, effects) = split_effects(text).ok_or_else(bad)?;
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
                effects,
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
            [f @ b'a'..=b'h', r @ b'1'..=b'8'] => (Some(f - b'a'), Some(r - b'1')),
            _ => return Err(bad()),
        };
        // A pawn capture names its file; a step names its whole departure
        // square or nothing, on its own file.
        let bad_pawn = if capture {
            from_file.is_none()
        } else {
            from_file.is_some() != from_rank.is_some() || from_file.is_some_and(|f| f != to.file())
        };
        if role == Role::Pawn && bad_pawn {
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
            effects,
        })
    }

    /// Whether `m` is a move this SAN may name.
    pub fn matches(&self, m: &Move) -> bool {
        if m.is_pass() {
            return false;
        }
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

/// SAN split into the move and its effects in parentheses (normalised),
/// with the check, mate and annotation marks dropped; None when the
/// parentheses are not closed or hold no effects.
fn split_effects(text: &str) -> Option<(&str, Option<String>)> {
    let body = text.trim_end_matches(['+', '#', '!', '?']);
    let Some(open) = body.find('(') else {
        return Some((body, None));
    };
    let inner = body[open + 1..].strip_suffix(')')?;
    valid_effects(inner).then(|| (&body[..open], Some(San::normalize_effects(inner))))
}

/// Whether the text inside parentheses has the shape of effects: each
/// part a unit letter and a square, with the marks of C8.
fn valid_effects(inner: &str) -> bool {
    let normal = San::normalize_effects(inner);
    !normal.is_empty()
        && normal.split(',').all(|part| {
            let part = part.strip_prefix('x').unwrap_or(part);
            let mut chars = part.chars();
            let Some(letter) = chars.next() else {
                return false;
            };
            if !matches!(letter, 'P' | 'N' | 'B' | 'R' | 'Q' | 'K') {
                return false;
            }
            let rest = chars.as_str();
            if rest == "..." {
                return true;
            }
            let rest = rest
                .strip_prefix('→')
                .or_else(|| rest.strip_prefix('↓'))
                .or_else(|| rest.strip_prefix('↑'))
                .unwrap_or(rest);
            let (Some(sq), Some(tail)) = (rest.get(..2), rest.get(2..)) else {
                return false;
            };
            // A unit moved from its square to another (Jupiter): `Na6→b1`.
            let tail = match tail.strip_prefix('→') {
                Some(to) if Square::parse(to).is_some() => "",
                _ => tail,
            };
            Square::parse(sq).is_some()
                && matches!(tail, "" | "=N" | "=B" | "=R" | "=Q" | "=w" | "=b")
        })
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
        assert_eq!(s.effects.as_deref(), Some("Bc8"));
        let s = San::parse("Qxd7(Q->d1, Ra8)").unwrap();
        assert_eq!(s.effects.as_deref(), Some("Q→d1,Ra8"));
        let s = San::parse("Qxc5(Pd1=N)").unwrap();
        assert_eq!(s.effects.as_deref(), Some("Pd1=N"));
        for ok in [
            "Rxd4(R...)",
            "Qxd7(R↓a8)",
            "Nb6(R↑a8)",
            "Qxd7(Ra8,xNa8)",
            "Qxd7(Ra8=w)",
            "Rxb1(Na6→b1)",
            "Rxb1(Na6->b1)",
        ] {
            assert!(San::parse(ok).is_ok(), "{ok}");
        }
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
            "",
            "x",
            "Nf9",
            "Pe4",
            "e9",
            "dxe",
            "Bxc6(c8)",
            "Bxc6(Bc8",
            "exd",
            "e4d5",
            "kf3",
            "Ke",
            "e8=K",
            "Bxc6()",
            "Bxc6(Bc9)",
            "Bxc6(Bc8=K)",
            "Bxc6(R€)",
            "Bxc6(Rä8)",
            "Rxb1(Na6→)",
            "Rxb1(Na6→b9)",
        ] {
            assert!(San::parse(bad).is_err(), "{bad}");
        }
    }
}
