//! FEN with the seventh, dice field (RULES §9), read and written, and the
//! optional extensions of the rule sets that keep more state (a Parrain
//! unit waiting, Volcanic buried units, Diagram origins, the castling
//! rooks of a moved king): `key=value` fields after the standard ones
//! (docs/formats.md, "Positions"). The dice field and the extensions of a
//! turn under way are read and written by the rules' dice rule
//! ([`crate::dice::DiceKind::read_turn`]): this module reads and writes
//! text and knows no dice rule.

use crate::bitboard::Bitboard;
use crate::dice::{DiceKind, Extensions, Stage, TurnState};
use crate::position::Position;
use crate::quote::quoted;
use crate::rules::Rules;
use crate::square::{Color, Square};
use std::fmt;

mod extensions;
mod fields;

use extensions::{parse_castling_rooks, parse_extensions, write_castling_rooks, write_extensions};
use fields::{
    castling_text, kings_on, parse_castling, parse_counter, parse_ep, parse_placement,
    validate_kings, validate_pawns,
};

/// The FEN of the starting position (RULES §9).
pub const START_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1 -";

/// A validated position with its turn and counters, as a FEN describes
/// it: the board, where the turn stands in its dice ([`TurnState`], which
/// the dice rule reads from the dice field and its extensions), and the
/// counters.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct FenPosition {
    /// The board: placement, side to move, castling and en passant rights,
    /// and the state some rule sets add (FEN extensions).
    pub position: Position,
    /// Where the turn stands: a free move, a roll to make, or the dice to
    /// use, and the moves made.
    pub turn: TurnState,
    /// Turns since the last pawn move or capture (RULES §8).
    pub halfmoves: u32,
    /// The number of the current full move: 1 at the start, one more after
    /// each Black turn.
    pub fullmoves: u32,
}

/// The FEN field a [`FenError`] is about.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum FenField {
    /// Field 1: the pieces, rank 8 first.
    Placement,
    /// Field 2: `w` or `b`.
    Side,
    /// Field 3: `KQkq`, a subset, or `-`.
    Castling,
    /// Field 4: the en passant target square, or `-`.
    EnPassant,
    /// Field 5: the turns since the last pawn move or capture.
    Halfmove,
    /// Field 6: the full move number.
    Fullmove,
    /// Field 7: the dice (RULES §9).
    Dice,
    /// A `key=value` extension field.
    Extension,
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
            FenField::Extension => "an extension field",
        }
    }
}

/// Why a FEN was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FenError {
    /// Fewer than six space-separated fields, or too many.
    FieldCount(usize),
    /// A field that is malformed or inconsistent with the rest.
    Field {
        /// The field that was wrong.
        field: FenField,
        /// What was wrong with it, in English.
        reason: String,
    },
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FenError::FieldCount(n) => write!(
                f,
                "invalid FEN: expected 6 or 7 space-separated fields (and extensions written key=value), found {n}"
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

impl FenPosition {
    /// The starting position of Dice Rex Circe (no castling rights).
    pub fn start() -> FenPosition {
        FenPosition {
            position: Position::start(),
            turn: TurnState::FREE,
            halfmoves: 0,
            fullmoves: 1,
        }
    }

    /// The starting position under `rules`: with all four castling rights
    /// where the rules have castling, and the dice to roll where every turn
    /// starts with a roll.
    pub fn start_for(rules: &Rules) -> FenPosition {
        let mut setup = FenPosition::start();
        if rules.castling {
            let corners = [0, 7, 56, 63].map(Square::from_index);
            setup
                .position
                .set_castling(corners.into_iter().fold(Bitboard::EMPTY, Bitboard::with));
            for c in Color::ALL {
                setup.position.set_king_unmoved(c, true);
            }
        }
        setup.turn = rules.dice.turn_start(false, &TurnState::FREE);
        setup
    }

    /// Reads and validates a FEN under `rules`.
    ///
    /// ```
    /// use dice_rex_circe::{Rules, FenPosition};
    /// let setup = FenPosition::parse("4k3/8/8/8/4K3/8/8/8 w - - 0 1 5", &Rules::DICE_REX_CIRCE);
    /// let err = setup.unwrap_err().to_string();
    /// assert!(err.contains("field 7 (dice)"), "{err}");
    /// ```
    pub fn parse(fen: &str, rules: &Rules) -> Result<FenPosition, FenError> {
        let all: Vec<&str> = fen.split_ascii_whitespace().collect();
        let standard = all.iter().take_while(|f| !f.contains('=')).count();
        if !(6..=7).contains(&standard) || all[standard..].iter().any(|f| !f.contains('=')) {
            return Err(FenError::FieldCount(all.len()));
        }
        let fields = &all[..standard];
        let mut position = parse_placement(fields[0])?;
        let side = match fields[1] {
            "w" => Color::White,
            "b" => Color::Black,
            other => {
                return err(
                    FenField::Side,
                    format!("expected w or b, found {}", quoted(other)),
                );
            }
        };
        position.set_side(side);
        let halfmoves = parse_counter(fields[4], FenField::Halfmove, 0)?;
        let fullmoves = parse_counter(fields[5], FenField::Fullmove, 1)?;
        validate_pawns(&position, rules)?;
        position.set_castling(parse_castling(fields[2], &position, rules)?);
        if rules.castling {
            for color in Color::ALL {
                let back = if color == Color::White { 0 } else { 7 };
                let home = Square::from_index(back * 8 + 4);
                let right = (position.castling_rooks() & Bitboard::rank(back)).any();
                position.set_king_unmoved(color, right && position.king(color) == Some(home));
            }
        }
        let (latent, extensions) = parse_castling_rooks(&all[standard..], &position, rules)?;
        position.set_castling(position.castling_rooks() | latent);
        let mut extensions = Extensions::new(extensions);
        let over = !kings_on(&position);
        let field = fields.get(6).copied();
        let turn = crate::dice::read_turn(rules, field, &mut extensions, &position, over)?;
        position.set_ep_targets(parse_ep(fields[3], &position, &turn, rules)?);
        position.set_extras(parse_extensions(&extensions.rest(), &position, rules)?);
        validate_kings(&position, rules)?;
        let setup = FenPosition {
            position,
            turn,
            halfmoves,
            fullmoves,
        };
        setup.validate_check(rules)?;
        crate::dice::check_moves(rules, &setup.position, &setup.turn)?;
        Ok(setup)
    }

    /// Whether the game is over by Circe Mate: one king is missing.
    pub fn king_missing(&self) -> Option<Color> {
        Color::ALL.into_iter().find(|&c| !self.position.has_king(c))
    }

    /// Under rules with check, the side that has just moved cannot be in
    /// check (VARIANTS 2.2), unless its dice can leave a king attacked (a
    /// roll that allows no answer to a check passes); in a turn of several
    /// moves under way, which a check ends, no king is attacked.
    fn validate_check(&self, rules: &Rules) -> Result<(), FenError> {
        let kind = rules.dice;
        if kind.facts().check_ends_turn && !self.turn.first() {
            for color in Color::ALL {
                if self.position.king_capturable(rules, color) {
                    return err(
                        FenField::Placement,
                        format!(
                            "{color} is in check in the middle of {}'s turn, which a check ends",
                            self.position.side()
                        ),
                    );
                }
            }
            return Ok(());
        }
        if !rules.check || kind.facts().may_leave_check || self.king_missing().is_some() {
            return Ok(());
        }
        let them = self.position.side().other();
        if self.position.king_capturable(rules, them) {
            return err(
                FenField::Placement,
                format!("{them} is in check but it is {}'s move", them.other()),
            );
        }
        Ok(())
    }

    /// Writes the FEN: seven fields for rules with dice, the standard six
    /// otherwise; then the extensions the position needs.
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
            // The opponent's targets, then the mover's own (a turn that has
            // moved may hold both), each rank in file order.
            let theirs = Bitboard::rank(if pos.side() == Color::White { 5 } else { 2 });
            let targets = pos.ep_targets();
            for sq in (targets & theirs).into_iter().chain(targets & !theirs) {
                out.push(sq.file_char());
                out.push(sq.rank_char());
            }
        }
        out.push_str(&format!(" {} {}", self.halfmoves, self.fullmoves));
        if rules.has_dice() {
            match self.turn.stage {
                Stage::Free => out.push_str(" -"),
                Stage::Due => out.push_str(" ?"),
                Stage::Rolled => {
                    out.push(' ');
                    for f in self.turn.dice.as_slice() {
                        out.push(char::from(b'0' + f));
                    }
                }
            }
        }
        if let Some(extras) = pos.extras() {
            write_extensions(&mut out, extras);
        }
        write_castling_rooks(&mut out, pos, rules);
        rules.dice.write_turn(&self.turn, &mut out);
        out
    }
}

impl FenError {
    /// The error's code at the JavaScript boundary (docs/js-api.md, "Errors").
    pub fn code(&self) -> &'static str {
        "bad-fen"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_round_trips() {
        let s = FenPosition::parse(START_FEN, &Rules::DICE_REX_CIRCE).unwrap();
        assert_eq!(s, FenPosition::start());
        for n in crate::rules::NAMED {
            let start = FenPosition::start_for(&n.rules);
            let fen = start.to_fen(&n.rules);
            assert_eq!(
                FenPosition::parse(&fen, &n.rules).unwrap(),
                start,
                "{}: {fen}",
                n.name
            );
        }
        assert_eq!(s.to_fen(&Rules::DICE_REX_CIRCE), START_FEN);
    }

    #[test]
    fn six_fields_mean_a_free_move() {
        let s = FenPosition::parse(
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            &Rules::DICE_REX_CIRCE,
        )
        .unwrap();
        assert_eq!(s.turn, TurnState::FREE);
        assert_eq!(s.position.castling(), Bitboard::EMPTY);
        assert_eq!(s.to_fen(&Rules::DICE_REX_CIRCE), START_FEN);
    }

    #[test]
    fn orthodox_keeps_castling_and_writes_six_fields() {
        let fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
        let s = FenPosition::parse(fen, &Rules::ORTHODOX).unwrap();
        assert_eq!(s.to_fen(&Rules::ORTHODOX), fen);
    }
}
