//! The standard fields of a FEN, each read (and its castling written) on
//! its own: placement, castling, en passant, the counters and the dice;
//! and the checks of the position they make.

use super::{FenError, FenField, err};
use crate::bitboard::Bitboard;
use crate::dice::DiceKind;
use crate::dice::{TurnState, ep_colours};
use crate::position::Position;
use crate::quote::quoted;
use crate::rules::Rules;
use crate::square::{Color, Piece, Role, Square};

pub(super) fn parse_placement(text: &str) -> Result<Position, FenError> {
    let ranks: Vec<&str> = text.split('/').collect();
    if ranks.len() != 8 {
        return err(
            FenField::Placement,
            format!("expected 8 ranks separated by '/', found {}", ranks.len()),
        );
    }
    let mut pos = Position::empty();
    for (i, row) in ranks.iter().enumerate() {
        let rank = 7 - i as u8;
        let mut file: u8 = 0;
        for c in row.chars() {
            if let Some(d) = c.to_digit(10).filter(|d| (1..=8).contains(d)) {
                file += d as u8;
            } else if let Some(piece) = Piece::from_char(c) {
                if file < 8 {
                    pos.put(Square::from_index(rank * 8 + file), piece);
                }
                file += 1;
            } else {
                return err(
                    FenField::Placement,
                    format!(
                        "'{c}' on rank {} is not a piece letter or a digit 1-8",
                        rank + 1
                    ),
                );
            }
            if file > 8 {
                break;
            }
        }
        if file != 8 {
            return err(
                FenField::Placement,
                format!("rank {} describes {file} squares instead of 8", rank + 1),
            );
        }
    }
    Ok(pos)
}

pub(super) fn validate_kings(pos: &Position, rules: &Rules) -> Result<(), FenError> {
    let mut missing = 0;
    for color in Color::ALL {
        let buried = pos.extras().map_or(0, |e| {
            e.buried()
                .iter()
                .filter(|&&(_, p)| p == Piece::new(color, Role::King))
                .count() as u32
        });
        match pos.pieces(Piece::new(color, Role::King)).count() + buried {
            0 => missing += 1,
            1 => {}
            n => {
                return err(
                    FenField::Placement,
                    format!("{color} has {n} kings; each side has exactly one"),
                );
            }
        }
    }
    match missing {
        0 => Ok(()),
        1 if rules.kings_capturable() => Ok(()),
        1 => err(FenField::Placement, "a king is missing"),
        _ => err(FenField::Placement, "both kings are missing"),
    }
}

/// Whether both kings are on the board (a game not over by a capture).
pub(super) fn kings_on(pos: &Position) -> bool {
    Color::ALL.into_iter().all(|c| pos.king(c).is_some())
}

/// No pawn on its own last rank; none on its first rank either, except
/// where the rules can put a reborn pawn there (VARIANTS C9).
pub(super) fn validate_pawns(pos: &Position, rules: &Rules) -> Result<(), FenError> {
    for color in Color::ALL {
        let pawns = pos.pieces(Piece::new(color, Role::Pawn));
        let last = Bitboard::rank(color.last_rank());
        let first = Bitboard::rank(color.last_rank() ^ 7);
        let bad = if rules.first_rank_pawns() {
            pawns & last
        } else {
            pawns & (first | last)
        };
        if let Some(sq) = bad.first() {
            let which = if last.contains(sq) {
                "its last rank"
            } else {
                "its first rank, where these rules never put one"
            };
            return err(
                FenField::Placement,
                format!("a pawn stands on {sq}, on {which}"),
            );
        }
    }
    Ok(())
}

pub(super) fn parse_counter(text: &str, field: FenField, min: u32) -> Result<u32, FenError> {
    match text.parse::<u32>() {
        Ok(n) if n >= min && text.bytes().all(|b| b.is_ascii_digit()) => Ok(n),
        _ => err(
            field,
            format!(
                "expected a whole number of at least {min}, found {}",
                quoted(text)
            ),
        ),
    }
}

/// The castling letters of standard FEN, with the rook square each names.
const CASTLING: [(char, u8); 4] = [('K', 7), ('Q', 0), ('k', 63), ('q', 56)];

pub(super) fn castling_text(rooks: Bitboard) -> String {
    let s: String = CASTLING
        .iter()
        .filter(|(_, sq)| rooks.contains(Square::from_index(*sq)))
        .map(|(c, _)| *c)
        .collect();
    if s.is_empty() { "-".to_string() } else { s }
}

pub(super) fn parse_castling(
    text: &str,
    pos: &Position,
    rules: &Rules,
) -> Result<Bitboard, FenError> {
    if text == "-" {
        return Ok(Bitboard::EMPTY);
    }
    let mut rooks = Bitboard::EMPTY;
    let mut seen = String::new();
    for c in text.chars() {
        let Some(&(_, sq)) = CASTLING.iter().find(|(l, _)| *l == c) else {
            return err(
                FenField::Castling,
                format!("'{c}' is not one of K, Q, k, q"),
            );
        };
        if seen.contains(c) {
            return err(FenField::Castling, format!("'{c}' is repeated"));
        }
        seen.push(c);
        let rook = Square::from_index(sq);
        let color = if c.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        let king = Square::from_index(if color == Color::White { 4 } else { 60 });
        // Where rooks are reborn, a right may wait on an empty corner for
        // a rook reborn there (VARIANTS C2, seed 004 rule 4).
        let rook_ok = pos.pieces(Piece::new(color, Role::Rook)).contains(rook)
            || (rules.reborn != crate::rules::Reborn::None && !pos.occupied().contains(rook));
        let ok = rook_ok && pos.king(color) == Some(king);
        if rules.castling && !ok {
            return err(
                FenField::Castling,
                format!("'{c}' needs the {color} king on {king} and a {color} rook on {rook}"),
            );
        }
        rooks = rooks.with(rook);
    }
    // Without castling in the rules the rights are accepted and ignored (RULES §2).
    Ok(if rules.castling {
        rooks
    } else {
        Bitboard::EMPTY
    })
}

pub(super) fn parse_ep(
    text: &str,
    pos: &Position,
    turn: &TurnState,
    rules: &Rules,
) -> Result<Bitboard, FenError> {
    if text == "-" {
        return Ok(Bitboard::EMPTY);
    }
    let bytes = text.as_bytes();
    if bytes.len() % 2 != 0 || !text.is_ascii() {
        return err(
            FenField::EnPassant,
            format!(
                "expected '-' or squares like e3 or c6e6, found {}",
                quoted(text)
            ),
        );
    }
    // Whose double steps: the opponent's at a turn's start, the mover's
    // own once the turn has moved (RULES §9), as the dice rule says.
    let kind = rules.dice;
    let owner = kind
        .ep_owner(turn)
        .or_else(|why| err(FenField::EnPassant, why))?;
    let steppers = ep_colours(owner, pos.side());
    let mut targets = Bitboard::EMPTY;
    let mut last: Option<Square> = None;
    for (i, pair) in bytes.chunks(2).enumerate() {
        let Some(sq) = Square::parse_bytes(pair[0], pair[1]) else {
            let name = text.get(2 * i..2 * i + 2).unwrap_or(text);
            return err(
                FenField::EnPassant,
                format!("{} is not a square", quoted(name)),
            );
        };
        let rank_of = |c: Color| if c == Color::White { 2 } else { 5 };
        let Some(stepper) = steppers
            .into_iter()
            .flatten()
            .find(|&c| sq.rank() == rank_of(c))
        else {
            let stepper = steppers[0].unwrap_or(pos.side());
            return err(
                FenField::EnPassant,
                format!(
                    "{sq} is not on rank {}, where a {stepper} double step passes",
                    rank_of(stepper) + 1
                ),
            );
        };
        // Each rank's squares in file order (a turn that has moved may
        // name both sides' targets: the opponent's rank first).
        if last.is_some_and(|l| l.rank() == sq.rank() && l.file() >= sq.file())
            || targets.contains(sq)
        {
            return err(
                FenField::EnPassant,
                "squares must be in file order, each once",
            );
        }
        last = Some(sq);
        let pawn_sq = sq.offset(stepper.forward());
        if !pawn_sq.is_some_and(|p| pos.pieces(Piece::new(stepper, Role::Pawn)).contains(p)) {
            return err(
                FenField::EnPassant,
                format!("no {stepper} pawn stands beyond {sq}"),
            );
        }
        targets = targets.with(sq);
    }
    // Dice Rex Circe's bonus moves and a turn of several moves can each
    // make several double steps; elsewhere a turn makes one.
    if !kind.facts().several_double_steps && targets.more_than_one() {
        return err(
            FenField::EnPassant,
            format!("the {rules} rules allow one target square"),
        );
    }
    Ok(targets)
}
