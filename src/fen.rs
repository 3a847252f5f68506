//! FEN with the seventh, dice field (RULES §9), read and written, and the
//! optional extensions of the rule sets that keep more state (a Parrain
//! unit waiting, Volcanic buried units, Diagram origins): `key=value`
//! fields after the standard ones (README, "Positions").

use crate::bitboard::Bitboard;
use crate::dice::Dice;
use crate::position::{Extras, MoveFilter, Position};
use crate::rules::{DiceRule, Geometry, Occupied, Rules, Timing};
use crate::square::{Color, Piece, Role, Square};
use std::fmt;

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
pub struct Setup {
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
    /// where the rules have castling, and the dice to roll where every turn
    /// starts with a roll.
    pub fn start_for(rules: &Rules) -> Setup {
        let mut setup = Setup::start();
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
    /// use dice_rex_circe::{Rules, Setup};
    /// let setup = Setup::parse("4k3/8/8/8/4K3/8/8/8 w - - 0 1 5", &Rules::DICE_REX_CIRCE);
    /// let err = setup.unwrap_err().to_string();
    /// assert!(err.contains("field 7 (dice)"), "{err}");
    /// ```
    pub fn parse(fen: &str, rules: &Rules) -> Result<Setup, FenError> {
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
            other => return err(FenField::Side, format!("expected w or b, found '{other}'")),
        };
        position.set_side(side);
        let halfmoves = parse_counter(fields[4], FenField::Halfmove, 0)?;
        let fullmoves = parse_counter(fields[5], FenField::Fullmove, 1)?;
        let dice = match fields.get(6) {
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
                let right = (position.castling() & Bitboard::rank(back)).any();
                position.set_king_unmoved(color, right && position.king(color) == Some(home));
            }
        }
        position.set_ep_targets(parse_ep(fields[3], &position, dice, rules)?);
        position.set_extras(parse_extensions(&all[standard..], &position, rules)?);
        validate_kings(&position, rules)?;
        let setup = Setup {
            position,
            dice,
            halfmoves,
            fullmoves,
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
        if !rules.check || rules.dice.per_turn() || self.king_missing().is_some() {
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
        out
    }
}

/// Appends ` pending=…`, ` buried=…` and ` origins=…` for what is there;
/// each square's buried units in the order they were buried, the order
/// they erupt in (VARIANTS 2.25), which `parse_extensions` reads back.
fn write_extensions(out: &mut String, extras: &Extras) {
    if let Some((unit, sq)) = extras.pending() {
        out.push_str(&format!(" pending={}{sq}", unit.char()));
    }
    if !extras.buried().is_empty() {
        let squares = extras
            .buried()
            .iter()
            .fold(Bitboard::EMPTY, |b, &(s, _)| b.with(s));
        let stacks: Vec<String> = squares
            .map(|sq| {
                let units: String = extras
                    .buried()
                    .iter()
                    .filter(|&&(s, _)| s == sq)
                    .map(|&(_, p)| p.char())
                    .collect();
                format!("{sq}:{units}")
            })
            .collect();
        out.push_str(&format!(" buried={}", stacks.join(",")));
    }
    let displaced: Vec<String> = extras
        .displaced()
        .map(|(sq, origin)| format!("{sq}:{origin}"))
        .collect();
    if !displaced.is_empty() {
        out.push_str(&format!(" origins={}", displaced.join(",")));
    }
}

/// Reads the `key=value` extension fields (README, "Positions").
fn parse_extensions(
    fields: &[&str],
    pos: &Position,
    rules: &Rules,
) -> Result<Option<Extras>, FenError> {
    let mut extras = Extras::default();
    let mut seen: Vec<&str> = Vec::new();
    let ext = |reason: String| err::<Option<Extras>>(FenField::Extension, reason);
    for field in fields {
        let Some((key, value)) = field.split_once('=') else {
            return ext(format!("'{field}' is not written key=value"));
        };
        if seen.contains(&key) {
            return ext(format!("'{key}' is given twice"));
        }
        seen.push(key);
        let square = |text: &str| {
            Square::parse(text).ok_or_else(|| FenError::Field {
                field: FenField::Extension,
                reason: format!("{key}: '{text}' is not a square"),
            })
        };
        match key {
            "pending" => {
                if rules.timing != Timing::Parrain {
                    return ext(format!(
                        "the {rules} rules have no pending rebirth (Parrain Circe)"
                    ));
                }
                let mut chars = value.chars();
                let piece = chars.next().and_then(Piece::from_char);
                let Some(piece) = piece.filter(|p| p.role != Role::King) else {
                    return ext(format!(
                        "pending: expected a unit letter other than a king and its capture square, such as Rd4, found '{value}'"
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
                extras.set_pending(Some((piece, square(chars.as_str())?)));
            }
            "buried" => {
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
                            "buried: expected square:units such as a8:rn, found '{stack}'"
                        ),
                    })?;
                    let sq = square(sq)?;
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
            }
            "origins" => {
                if rules.geometry != Geometry::Diagram {
                    return ext(format!("the {rules} rules keep no origins (Diagram Circe)"));
                }
                for pair in value.split(',') {
                    let (sq, origin) = pair.split_once(':').ok_or_else(|| FenError::Field {
                        field: FenField::Extension,
                        reason: format!(
                            "origins: expected square:origin such as h5:d1, found '{pair}'"
                        ),
                    })?;
                    let (sq, origin) = (square(sq)?, square(origin)?);
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
            }
            other => {
                return ext(format!(
                    "unknown extension '{other}' (expected pending, buried or origins)"
                ));
            }
        }
    }
    Ok(Some(extras))
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
fn kings_on(pos: &Position) -> bool {
    Color::ALL.into_iter().all(|c| pos.king(c).is_some())
}

/// No pawn on its own last rank; none on its first rank either, except
/// where the rules can put a reborn pawn there (VARIANTS C9).
fn validate_pawns(pos: &Position, rules: &Rules) -> Result<(), FenError> {
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

fn parse_counter(text: &str, field: FenField, min: u32) -> Result<u32, FenError> {
    match text.parse::<u32>() {
        Ok(n) if n >= min && text.bytes().all(|b| b.is_ascii_digit()) => Ok(n),
        _ => err(
            field,
            format!("expected a whole number of at least {min}, found '{text}'"),
        ),
    }
}

fn parse_dice(text: &str, rule: DiceRule) -> Result<Dice, FenError> {
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
    match rule {
        DiceRule::ThreeAfterKingMove if faces.is_empty() || faces.len() > 3 => {
            return err(
                FenField::Dice,
                format!("1 to 3 unused dice, found {}", faces.len()),
            );
        }
        DiceRule::TwoPerTurn | DiceRule::OnePerTurn if faces.len() != rule.per_roll() => {
            return err(
                FenField::Dice,
                format!("a roll of {} dice, found {}", rule.per_roll(), faces.len()),
            );
        }
        _ => {}
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
        DiceField::Roll | DiceField::Bonus(_) if rules.dice.per_turn() => pos.side().other(),
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
    if rules.dice != DiceRule::ThreeAfterKingMove && targets.more_than_one() {
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
        for n in crate::rules::NAMED {
            let start = Setup::start_for(&n.rules);
            let fen = start.to_fen(&n.rules);
            assert_eq!(
                Setup::parse(&fen, &n.rules).unwrap(),
                start,
                "{}: {fen}",
                n.name
            );
        }
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
