//! FEN with the seventh, dice field (RULES §9), read and written, and the
//! optional extensions of the rule sets that keep more state (a Parrain
//! unit waiting, Volcanic buried units, Diagram origins): `key=value`
//! fields after the standard ones (docs/formats.md, "Positions").

use crate::bitboard::Bitboard;
use crate::dice::Dice;
use crate::position::{MoveFilter, Position};
use crate::quote::quoted;
use crate::rules::{DiceRule, Rules};
use crate::square::{Color, Square};
use std::fmt;

mod extensions;
mod fields;

use extensions::{
    parse_castling_rooks, parse_extensions, parse_moves_left, parse_unit, write_castling_rooks,
    write_extensions,
};
use fields::{
    castling_text, kings_on, parse_castling, parse_counter, parse_dice, parse_ep, parse_placement,
    validate_kings, validate_pawns,
};

/// The FEN of the starting position (RULES §9).
pub const START_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1 -";

/// The seventh field: what the side to move must do next.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum DiceField {
    /// `-`: a free move is due.
    FreeMove,
    /// `?`: the dice must be rolled (after a king free move in Dice Rex
    /// Circe; at the start of every turn in dice chess).
    Roll,
    /// The dice that restrict the next move: the unused bonus dice, or a
    /// dice-chess roll.
    Bonus(Dice),
}

/// A validated position with its counters, as a FEN describes it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct FenPosition {
    /// The board: placement, side to move, castling and en passant rights,
    /// and the state some rule sets add (FEN extensions).
    pub position: Position,
    /// The seventh field: a free move, a roll to make, or the dice left to
    /// use.
    pub dice: DiceField,
    /// Turns since the last pawn move or capture (RULES §8).
    pub halfmoves: u32,
    /// The number of the current full move: 1 at the start, one more after
    /// each Black turn.
    pub fullmoves: u32,
    /// Under [`DiceRule::MovesPerTurn`], the moves still to make in the
    /// turn rolled, this one included (written `left=N` once the turn's
    /// first move is made); 0 when no such turn is under way.
    pub moves_left: u8,
    /// Under [`DiceRule::PieceAndCount`], once the turn's first move is
    /// made, the square of the unit that makes the rest of its moves
    /// (written `unit=e4`).
    pub unit: Option<Square>,
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
            dice: DiceField::FreeMove,
            halfmoves: 0,
            fullmoves: 1,
            moves_left: 0,
            unit: None,
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
        if rules.dice.per_turn() {
            setup.dice = DiceField::Roll;
        }
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
        let dice = match fields.get(6) {
            // Vegas Fun Chess: '-' is a turn without a roll (the check
            // bonus, or the player in check).
            Some(&"-") if rules.dice.free_turns() => DiceField::FreeMove,
            None | Some(&"-") if rules.dice.per_turn() && kings_on(&position) => DiceField::Roll,
            None | Some(&"-") => DiceField::FreeMove,
            Some(_) if !rules.has_dice() => {
                return err(
                    FenField::Dice,
                    format!("the {rules} rules have no dice; write '-'"),
                );
            }
            Some(&"?") => DiceField::Roll,
            Some(text) => DiceField::Bonus(parse_dice(text, rules.dice)?),
        };
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
        let (left, extensions) = parse_moves_left(&extensions, dice, rules)?;
        let moves_left = match dice {
            DiceField::Bonus(d) if rules.dice.max_moves_in_turn() > 1 => {
                left.unwrap_or(rules.dice.moves_in_turn(&d))
            }
            _ => 0,
        };
        let mid_turn = left.is_some();
        let (unit, extensions) = parse_unit(&extensions, &position, dice, mid_turn, rules)?;
        position.set_ep_targets(parse_ep(fields[3], &position, dice, rules, mid_turn)?);
        position.set_extras(parse_extensions(&extensions, &position, rules)?);
        validate_kings(&position, rules)?;
        let dice = free_turn_dice(&position, dice, fields.get(6).is_some(), rules)?;
        let setup = FenPosition {
            position,
            dice,
            halfmoves,
            fullmoves,
            moves_left,
            unit,
        };
        setup.validate_check(rules)?;
        setup.validate_dice(rules)?;
        Ok(setup)
    }

    /// Whether the game is over by Circe Mate: one king is missing.
    pub fn king_missing(&self) -> Option<Color> {
        Color::ALL.into_iter().find(|&c| !self.position.has_king(c))
    }

    /// Under rules with check (and no dice-chess pass that can leave a
    /// king attacked), the side that has just moved cannot be in check
    /// (VARIANTS 2.2).
    fn validate_check(&self, rules: &Rules) -> Result<(), FenError> {
        if self.mid_turn(rules) {
            // A check ends a turn of several moves, and no move may leave
            // one's own king attacked.
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
        // Vegas Fun Chess never passes in check: its kings are never left
        // attacked.
        if !rules.check
            || (rules.dice.per_turn() && !rules.dice.free_turns())
            || self.king_missing().is_some()
        {
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
            let filter = match rules.dice {
                DiceRule::ThreeAfterKingMove => MoveFilter::dice(dice.as_slice()),
                DiceRule::MovesPerTurn if self.mid_turn(rules) => MoveFilter::dice_all(),
                DiceRule::MovesPerTurn => MoveFilter::ALL,
                DiceRule::PieceAndCount => {
                    MoveFilter::piece_turn(&dice, self.unit.filter(|_| self.mid_turn(rules)))
                }
                DiceRule::Vegas => MoveFilter::rolled(rules.dice, &dice),
                _ => MoveFilter::roll(dice.as_slice()),
            };
            if self.position.legal_moves(rules, filter).is_empty() {
                let what = if rules.dice.per_turn() {
                    format!("the roll ({dice}) allows no legal move, so the turn would have passed")
                } else {
                    format!(
                        "no unused die ({dice}) has a legal move, so the turn would have passed"
                    )
                };
                return err(FenField::Dice, what);
            }
        }
        Ok(())
    }

    /// Whether a turn of several moves is under way, its first move made
    /// (VARIANTS §E: en passant only on the first).
    pub fn mid_turn(&self, rules: &Rules) -> bool {
        match self.dice {
            DiceField::Bonus(d) if rules.dice.max_moves_in_turn() > 1 => {
                self.moves_left < rules.dice.moves_in_turn(&d)
            }
            _ => false,
        }
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
        if let Some(extras) = pos.extras() {
            write_extensions(&mut out, extras);
        }
        write_castling_rooks(&mut out, pos, rules);
        if self.mid_turn(rules) {
            out.push_str(&format!(" left={}", self.moves_left));
            if let Some(unit) = self.unit {
                out.push_str(&format!(" unit={unit}"));
            }
        }
        out
    }
}

/// Under Vegas Fun Chess the player in check does not roll: a FEN with
/// no dice field is then a turn without a roll ('-'), and a roll due or
/// made ('?', dice) is refused. `given` says whether the field was there.
fn free_turn_dice(
    position: &Position,
    dice: DiceField,
    given: bool,
    rules: &Rules,
) -> Result<DiceField, FenError> {
    if !rules.dice.free_turns() || !kings_on(position) || !position.in_check(rules) {
        return Ok(dice);
    }
    match dice {
        DiceField::Roll if !given => Ok(DiceField::FreeMove),
        DiceField::FreeMove => Ok(dice),
        _ => err(
            FenField::Dice,
            format!(
                "{} is in check and does not roll (Vegas Fun Chess: any legal move answering the check); write '-'",
                position.side()
            ),
        ),
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
        assert_eq!(s.dice, DiceField::FreeMove);
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
