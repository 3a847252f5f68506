//! The FEN extensions of the rule sets that keep more than the board, after
//! the standard fields: `pending=Rd4` (Parrain Circe), `buried=a8:rn`
//! (Volcanic Circe), `origins=h5:d1` (Diagram Circe), `rooks=h1` (a moved
//! king's unmoved rooks, where a rebirth can bring it back to castle with
//! them). The extensions of a turn under way (`left=3`, `unit=e4`) are the
//! dice rules' (`crate::dice`).

use super::{FenError, FenField, err};
use crate::bitboard::Bitboard;
use crate::capture;
use crate::position::{Extras, Position};
use crate::quote::quoted;
use crate::rules::{Geometry, Occupied, Rules, Timing};
use crate::square::{Color, Piece, Role, Square};

/// Appends ` pending=…`, ` buried=…` and ` origins=…` for what is there;
/// each square's buried units in the order they were buried, the order
/// they erupt in (VARIANTS 2.25), which `parse_extensions` reads back.
pub(super) fn write_extensions(out: &mut String, extras: &Extras) {
    if let Some((unit, sq)) = extras.pending() {
        out.push_str(&format!(" pending={}{sq}", unit.char()));
    }
    if !extras.buried().is_empty() {
        let squares = extras
            .buried()
            .iter()
            .fold(Bitboard::EMPTY, |b, &(s, _)| b.with(s));
        out.push_str(" buried=");
        for (i, sq) in squares.enumerate() {
            out.push_str(if i == 0 { "" } else { "," });
            out.push_str(&sq.to_string());
            out.push(':');
            for &(s, p) in extras.buried() {
                if s == sq {
                    out.push(p.char());
                }
            }
        }
    }
    for (i, (sq, origin)) in extras.displaced().enumerate() {
        out.push_str(if i == 0 { " origins=" } else { "," });
        out.push_str(&format!("{sq}:{origin}"));
    }
}

/// Reads the `key=value` extension fields (docs/formats.md, "Positions").
pub(super) fn parse_extensions(
    fields: &[&str],
    pos: &Position,
    rules: &Rules,
) -> Result<Option<Extras>, FenError> {
    let mut extras = Extras::default();
    let mut seen: Vec<&str> = Vec::new();
    for field in fields {
        let Some((key, value)) = field.split_once('=') else {
            return ext(format!("{} is not written key=value", quoted(field)));
        };
        if seen.contains(&key) {
            return ext(format!("{} is given twice", quoted(key)));
        }
        seen.push(key);
        match key {
            "pending" => parse_pending(value, pos, rules, &mut extras)?,
            "buried" => parse_buried(value, pos, rules, &mut extras)?,
            "origins" => parse_origins(value, pos, rules, &mut extras)?,
            other => {
                return ext(format!(
                    "unknown extension {} (expected pending, buried or origins)",
                    quoted(other)
                ));
            }
        }
    }
    Ok(Some(extras))
}

/// An error in the extension fields.
fn ext<T>(reason: String) -> Result<T, FenError> {
    err(FenField::Extension, reason)
}

/// A square of the extension `key`.
fn square(key: &str, text: &str) -> Result<Square, FenError> {
    Square::parse(text).ok_or_else(|| FenError::Field {
        field: FenField::Extension,
        reason: format!("{key}: {} is not a square", quoted(text)),
    })
}

/// `pending=Rd4`: the Parrain unit waiting, of the side to move, and its
/// capture square.
fn parse_pending(
    value: &str,
    pos: &Position,
    rules: &Rules,
    extras: &mut Extras,
) -> Result<(), FenError> {
    if rules.timing != Timing::Parrain {
        return ext(format!(
            "the {rules} rules have no pending rebirth (Parrain Circe)"
        ));
    }
    let mut chars = value.chars();
    let piece = chars.next().and_then(Piece::from_char);
    let Some(piece) = piece.filter(|p| p.role != Role::King) else {
        return ext(format!(
            "pending: expected a unit letter other than a king and its capture square, such as Rd4, found {}",
            quoted(value)
        ));
    };
    if piece.color != pos.side() {
        return ext(format!(
            "pending: the unit waiting belongs to the side to move ({}), so it is written with its letter in {} case",
            pos.side(),
            if pos.side() == Color::White {
                "upper"
            } else {
                "lower"
            }
        ));
    }
    extras.set_pending(Some((piece, square("pending", chars.as_str())?)));
    Ok(())
}

/// `buried=a8:rn,e1:P`: the Volcanic units under occupied squares, in the
/// order they were buried.
fn parse_buried(
    value: &str,
    pos: &Position,
    rules: &Rules,
    extras: &mut Extras,
) -> Result<(), FenError> {
    if !matches!(rules.occupied, Occupied::Volcanic | Occupied::Parachute) {
        return ext(format!(
            "the {rules} rules bury nothing (Volcanic and Parachute Circe)"
        ));
    }
    // Parachute Circe covers kings too (VARIANTS §E).
    let kings = rules.occupied == Occupied::Parachute;
    for stack in value.split(',') {
        let (sq, units) = stack.split_once(':').ok_or_else(|| FenError::Field {
            field: FenField::Extension,
            reason: format!(
                "buried: expected square:units such as a8:rn, found {}",
                quoted(stack)
            ),
        })?;
        let sq = square("buried", sq)?;
        if !pos.occupied().contains(sq) {
            return ext(format!(
                "buried: nothing stands on {sq} to cover a buried unit"
            ));
        }
        if units.is_empty() {
            return ext(format!("buried: no unit under {sq}"));
        }
        for c in units.chars() {
            match Piece::from_char(c).filter(|p| kings || p.role != Role::King) {
                Some(p) => extras.bury(sq, p),
                None => {
                    return ext(format!(
                        "buried: '{c}' is not a unit letter other than a king"
                    ));
                }
            }
        }
    }
    Ok(())
}

/// `origins=h5:d1,e4:e2`: where the Diagram Circe units off their own
/// starting squares started; no two units from one square.
fn parse_origins(
    value: &str,
    pos: &Position,
    rules: &Rules,
    extras: &mut Extras,
) -> Result<(), FenError> {
    if rules.geometry != Geometry::Diagram {
        return ext(format!("the {rules} rules keep no origins (Diagram Circe)"));
    }
    for pair in value.split(',') {
        let (sq, origin) = pair.split_once(':').ok_or_else(|| FenError::Field {
            field: FenField::Extension,
            reason: format!(
                "origins: expected square:origin such as h5:d1, found {}",
                quoted(pair)
            ),
        })?;
        let (sq, origin) = (square("origins", sq)?, square("origins", origin)?);
        if !pos.occupied().contains(sq) {
            return ext(format!("origins: no unit stands on {sq}"));
        }
        extras.set_origin(sq, origin);
    }
    let mut used = Bitboard::EMPTY;
    for sq in pos.occupied() {
        let o = extras.origin(sq);
        if used.contains(o) {
            return ext(format!("origins: two units started on {o}"));
        }
        used = used.with(o);
    }
    Ok(())
}

/// Appends ` rooks=h1,a8`: the rooks on their corners that have not moved
/// (or are reborn there) beside a king that has moved, where a rebirth can
/// place that king anew on its square to castle with them (VARIANTS C2);
/// the castling field cannot say so.
pub(super) fn write_castling_rooks(out: &mut String, pos: &Position, rules: &Rules) {
    if !capture::kings_placed_anew(rules) {
        return;
    }
    let rooks = pos.pieces(Piece::new(Color::White, Role::Rook)) & Bitboard::rank(0)
        | pos.pieces(Piece::new(Color::Black, Role::Rook)) & Bitboard::rank(7);
    let latent = pos.castling_rooks() & !pos.castling() & rooks;
    if latent.any() {
        for (i, sq) in latent.enumerate() {
            out.push_str(if i == 0 { " rooks=" } else { "," });
            out.push_str(&sq.to_string());
        }
    }
}

/// Takes the `rooks=h1,a8` extension out of the others (see
/// [`write_castling_rooks`]): the squares, each a corner with a rook of
/// the side whose king has moved (the castling field already read).
pub(super) fn parse_castling_rooks<'a>(
    fields: &[&'a str],
    pos: &Position,
    rules: &Rules,
) -> Result<(Bitboard, Vec<&'a str>), FenError> {
    let (given, others): (Vec<&str>, Vec<&str>) =
        fields.iter().partition(|f| f.starts_with("rooks="));
    let Some(field) = given.first() else {
        return Ok((Bitboard::EMPTY, others));
    };
    if given.len() > 1 {
        return ext("'rooks' is given twice".into());
    }
    if !capture::kings_placed_anew(rules) {
        return ext(format!(
            "rooks: under the {rules} rules no rebirth places a king anew on its square, so a rook castles only beside a king that never moved (the castling field)"
        ));
    }
    let mut rooks = Bitboard::EMPTY;
    for text in field["rooks=".len()..].split(',') {
        let sq = square("rooks", text)?;
        let color = match sq.index() {
            0 | 7 => Color::White,
            56 | 63 => Color::Black,
            _ => return ext(format!("rooks: {sq} is not a corner")),
        };
        if !pos.pieces(Piece::new(color, Role::Rook)).contains(sq) {
            return ext(format!("rooks: there is no {color} rook on {sq}"));
        }
        if pos.king_unmoved(color) {
            return ext(format!(
                "rooks: the {color} king has not moved, so the rook on {sq} castles by the castling field"
            ));
        }
        if rooks.contains(sq) {
            return ext(format!("rooks: {sq} is given twice"));
        }
        rooks = rooks.with(sq);
    }
    Ok((rooks, others))
}
