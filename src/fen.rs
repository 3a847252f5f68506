//! FEN with the seventh, dice field (RULES §9), read and written.

use crate::bitboard::Bitboard;
use crate::dice::Dice;
use crate::position::{MoveFilter, PieceMovesList, Position};
use crate::rules::Rules;
use crate::square::{Color, Piece, Role, Square};
use std::fmt;

/// The FEN of the starting position (RULES §9).
pub const START_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1 -";

/// The seventh field: what the side to move must do next.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum DiceField {
    /// `-`: a free move is due.
    FreeMove,
    /// `?`: the free move was a king move; the dice must be rolled.
    Roll,
    /// The unused dice of the turn: bonus moves are due.
    Bonus(Dice),
}

/// A validated position with its counters, as a FEN describes it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Setup {
    pub position: Position,
    pub dice: DiceField,
    /// Turns since the last pawn move or capture (RULES §8).
    pub halfmoves: u32,
    pub fullmoves: u32,
}

/// The FEN field a [`FenError`] is about.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum FenField {
    Placement,
    Side,
    Castling,
    EnPassant,
    Halfmove,
    Fullmove,
    Dice,
}

impl FenField {
    fn describe(self) -> &'static str {
        match self {
            FenField::Placement => "field 1 (placement)",
            FenField::Side => "field 2 (side to move)",
            FenField::Castling => "field 3 (castling)",
            FenField::EnPassant => "field 4 (en passant)",
            FenField::Halfmove => "field 5 (halfmove clock)",
            FenField::Fullmove => "field 6 (fullmove number)",
            FenField::Dice => "field 7 (dice)",
        }
    }
}

/// Why a FEN was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FenError {
    /// Not six or seven space-separated fields.
    FieldCount(usize),
    /// A field that is malformed or inconsistent with the rest.
    Field { field: FenField, reason: String },
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FenError::FieldCount(n) => write!(
                f,
                "invalid FEN: expected 6 or 7 space-separated fields, found {n}"
            ),
            FenError::Field { field, reason } => {
                write!(f, "invalid FEN: {}: {reason}", field.describe())
            }
        }
    }
}

impl std::error::Error for FenError {}

fn err<T>(field: FenField, reason: impl Into<String>) -> Result<T, FenError> {
    Err(FenError::Field {
        field,
        reason: reason.into(),
    })
}

impl Setup {
    /// The starting position of Dice Rex Circe (no castling rights).
    pub fn start() -> Setup {
        Setup {
            position: Position::start(),
            dice: DiceField::FreeMove,
            halfmoves: 0,
            fullmoves: 1,
        }
    }

    /// The starting position under `rules`: with all four castling rights
    /// where the rules have castling.
    pub fn start_for(rules: &Rules) -> Setup {
        let mut setup = Setup::start();
        if rules.castling {
            let corners = [0, 7, 56, 63].map(Square::from_index);
            setup
                .position
                .set_castling(corners.into_iter().fold(Bitboard::EMPTY, Bitboard::with));
        }
        setup
    }

    /// Reads and validates a FEN under `rules`.
    ///
    /// ```
    /// use dice_rex_circe::{Rules, Setup};
    /// let setup = Setup::parse("4k3/8/8/8/4K3/8/8/8 w - - 0 1 5", &Rules::DICE_REX_CIRCE);
    /// let err = setup.unwrap_err().to_string();
    /// assert!(err.contains("field 7 (dice)"), "{err}");
    /// ```
    pub fn parse(fen: &str, rules: &Rules) -> Result<Setup, FenError> {
        let fields: Vec<&str> = fen.split_ascii_whitespace().collect();
        if !(6..=7).contains(&fields.len()) {
            return Err(FenError::FieldCount(fields.len()));
        }
        let mut position = parse_placement(fields[0])?;
        let side = match fields[1] {
            "w" => Color::White,
            "b" => Color::Black,
            other => return err(FenField::Side, format!("expected w or b, found '{other}'")),
        };
        position.set_side(side);
        let halfmoves = parse_counter(fields[4], FenField::Halfmove, 0)?;
        let fullmoves = parse_counter(fields[5], FenField::Fullmove, 1)?;
        let dice = match fields.get(6) {
            None | Some(&"-") => DiceField::FreeMove,
            Some(_) if !rules.has_dice() => {
                return err(
                    FenField::Dice,
                    format!("the {rules} rules have no dice; write '-'"),
                );
            }
            Some(&"?") => DiceField::Roll,
            Some(text) => DiceField::Bonus(parse_dice(text)?),
        };
        validate_kings(&position, rules)?;
        validate_pawns(&position)?;
        position.set_castling(parse_castling(fields[2], &position, rules)?);
        position.set_ep_targets(parse_ep(fields[3], &position, dice, rules)?);
        let setup = Setup {
            position,
            dice,
            halfmoves,
            fullmoves,
        };
        setup.validate_dice(rules)?;
        Ok(setup)
    }

    /// Whether the game is over by Circe Mate: one king is missing.
    pub fn king_missing(&self) -> Option<Color> {
        Color::ALL
            .into_iter()
            .find(|&c| self.position.king(c).is_none())
    }

    fn validate_dice(&self, rules: &Rules) -> Result<(), FenError> {
        if self.dice == DiceField::FreeMove {
            return Ok(());
        }
        if self.king_missing().is_some() {
            return err(
                FenField::Dice,
                "the game is over (a king is missing); write '-'",
            );
        }
        if let DiceField::Bonus(dice) = self.dice {
            let mut list = PieceMovesList::new();
            self.position
                .generate(rules, MoveFilter::dice(dice.as_slice()), &mut list);
            if list.is_empty() {
                return err(
                    FenField::Dice,
                    format!(
                        "no unused die ({dice}) has a legal move, so the turn would have passed"
                    ),
                );
            }
        }
        Ok(())
    }

    /// Writes the FEN: seven fields for rules with dice, the standard six
    /// otherwise.
    pub fn to_fen(&self, rules: &Rules) -> String {
        let pos = &self.position;
        let mut out = String::with_capacity(90);
        for rank in (0..8).rev() {
            let mut empty = 0;
            for file in 0..8 {
                let sq = Square::from_index(rank * 8 + file);
                match pos.piece_at(sq) {
                    Some(p) => {
                        if empty > 0 {
                            out.push(char::from(b'0' + empty));
                            empty = 0;
                        }
                        out.push(p.char());
                    }
                    None => empty += 1,
                }
            }
            if empty > 0 {
                out.push(char::from(b'0' + empty));
            }
            if rank > 0 {
                out.push('/');
            }
        }
        out.push(' ');
        out.push(pos.side().letter());
        out.push(' ');
        out.push_str(&castling_text(pos.castling()));
        out.push(' ');
        if pos.ep_targets().is_empty() {
            out.push('-');
        } else {
            // The targets of one position lie on one rank, so square order
            // is file order.
            for sq in pos.ep_targets() {
                out.push(sq.file_char());
                out.push(sq.rank_char());
            }
        }
        out.push_str(&format!(" {} {}", self.halfmoves, self.fullmoves));
        if rules.has_dice() {
            match self.dice {
                DiceField::FreeMove => out.push_str(" -"),
                DiceField::Roll => out.push_str(" ?"),
                DiceField::Bonus(d) => {
                    out.push(' ');
                    for f in d.as_slice() {
                        out.push(char::from(b'0' + f));
                    }
                }
            }
        }
        out
    }
}

fn parse_placement(text: &str) -> Result<Position, FenError> {
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

fn validate_kings(pos: &Position, rules: &Rules) -> Result<(), FenError> {
    let mut missing = 0;
    for color in Color::ALL {
        match pos.pieces(Piece::new(color, Role::King)).count() {
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

fn validate_pawns(pos: &Position) -> Result<(), FenError> {
    let edge = Bitboard::rank(0) | Bitboard::rank(7);
    if let Some(sq) = (pos.by_role(Role::Pawn) & edge).first() {
        return err(
            FenField::Placement,
            format!("a pawn stands on {sq}, on the first or last rank"),
        );
    }
    Ok(())
}

fn parse_counter(text: &str, field: FenField, min: u32) -> Result<u32, FenError> {
    match text.parse::<u32>() {
        Ok(n) if n >= min && text.bytes().all(|b| b.is_ascii_digit()) => Ok(n),
        _ => err(
            field,
            format!("expected a whole number of at least {min}, found '{text}'"),
        ),
    }
}

fn parse_dice(text: &str) -> Result<Dice, FenError> {
    let faces: Option<Vec<u8>> = text
        .chars()
        .map(|c| c.to_digit(10).map(|d| d as u8))
        .collect();
    let Some(faces) = faces else {
        return err(
            FenField::Dice,
            format!("expected '-', '?' or 1 to 3 digits 1-6, found '{text}'"),
        );
    };
    if faces.is_empty() || faces.len() > 3 {
        return err(
            FenField::Dice,
            format!("1 to 3 unused dice, found {}", faces.len()),
        );
    }
    if faces.windows(2).any(|w| w[0] > w[1]) {
        return err(
            FenField::Dice,
            format!("dice are written in ascending order, found '{text}'"),
        );
    }
    Dice::from_faces(&faces).or_else(|e| err(FenField::Dice, e.to_string()))
}

/// The castling letters of standard FEN, with the rook square each names.
const CASTLING: [(char, u8); 4] = [('K', 7), ('Q', 0), ('k', 63), ('q', 56)];

fn castling_text(rooks: Bitboard) -> String {
    let s: String = CASTLING
        .iter()
        .filter(|(_, sq)| rooks.contains(Square::from_index(*sq)))
        .map(|(c, _)| *c)
        .collect();
    if s.is_empty() { "-".to_string() } else { s }
}

fn parse_castling(text: &str, pos: &Position, rules: &Rules) -> Result<Bitboard, FenError> {
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
        let ok = pos.pieces(Piece::new(color, Role::Rook)).contains(rook)
            && pos.king(color) == Some(king);
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

fn parse_ep(
    text: &str,
    pos: &Position,
    dice: DiceField,
    rules: &Rules,
) -> Result<Bitboard, FenError> {
    if text == "-" {
        return Ok(Bitboard::EMPTY);
    }
    let bytes = text.as_bytes();
    if bytes.len() % 2 != 0 || !text.is_ascii() {
        return err(
            FenField::EnPassant,
            format!("expected '-' or squares like e3 or c6e6, found '{text}'"),
        );
    }
    // In the free-move phase the targets are the opponent's double steps;
    // after the free move, the mover's own (RULES §9).
    let stepper = match dice {
        DiceField::FreeMove => pos.side().other(),
        DiceField::Roll => {
            return err(
                FenField::EnPassant,
                "must be '-' while the dice are to be rolled: the free move was a king move",
            );
        }
        DiceField::Bonus(_) => pos.side(),
    };
    let rank = if stepper == Color::White { 2 } else { 5 };
    let mut targets = Bitboard::EMPTY;
    let mut last_file = None;
    for (i, pair) in bytes.chunks(2).enumerate() {
        let Some(sq) = Square::parse_bytes(pair[0], pair[1]) else {
            let name = text.get(2 * i..2 * i + 2).unwrap_or(text);
            return err(FenField::EnPassant, format!("'{name}' is not a square"));
        };
        if sq.rank() != rank {
            return err(
                FenField::EnPassant,
                format!(
                    "{sq} is not on rank {}, where a {stepper} double step passes",
                    rank + 1
                ),
            );
        }
        if last_file.is_some_and(|f| f >= sq.file()) {
            return err(
                FenField::EnPassant,
                "squares must be in file order, each once",
            );
        }
        last_file = Some(sq.file());
        let pawn_sq = sq.offset(stepper.forward());
        if !pawn_sq.is_some_and(|p| pos.pieces(Piece::new(stepper, Role::Pawn)).contains(p)) {
            return err(
                FenField::EnPassant,
                format!("no {stepper} pawn stands beyond {sq}"),
            );
        }
        targets = targets.with(sq);
    }
    if !rules.has_dice() && targets.more_than_one() {
        return err(
            FenField::EnPassant,
            format!("the {rules} rules allow one target square"),
        );
    }
    Ok(targets)
}

impl FenError {
    /// The error's code at the JavaScript boundary (README, "Errors").
    pub fn code(&self) -> &'static str {
        "bad-fen"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_round_trips() {
        let s = Setup::parse(START_FEN, &Rules::DICE_REX_CIRCE).unwrap();
        assert_eq!(s, Setup::start());
        assert_eq!(s.to_fen(&Rules::DICE_REX_CIRCE), START_FEN);
    }

    #[test]
    fn six_fields_mean_a_free_move() {
        let s = Setup::parse(
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            &Rules::DICE_REX_CIRCE,
        )
        .unwrap();
        assert_eq!(s.dice, DiceField::FreeMove);
        assert_eq!(s.position.castling(), Bitboard::EMPTY);
        assert_eq!(s.to_fen(&Rules::DICE_REX_CIRCE), START_FEN);
    }

    #[test]
    fn orthodox_keeps_castling_and_writes_six_fields() {
        let fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
        let s = Setup::parse(fen, &Rules::ORTHODOX).unwrap();
        assert_eq!(s.to_fen(&Rules::ORTHODOX), fen);
    }
}
