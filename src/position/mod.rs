//! The board: placement, side to move, en passant and castling rights,
//! and the state some rule sets add (a Parrain unit waiting, Volcanic
//! buried units, Diagram origins). Move generation is in `movegen.rs`
//! (the fast generator and the pseudo-legal one with Mars movement),
//! what a unit reaches by the rules' movement (captures, Mars check tests,
//! Jupiter's transfers) in `reach.rs`, making a move with its capture
//! effects in `play.rs`, legality under check with rebirth in `legal.rs`.
//!
//! A `Position` is only ever the starting array, one built by
//! [`crate::fen`] (which validates), or one reached by playing moves, so
//! the generator can trust it.

mod extras;
mod filter;
mod legal;
mod movegen;
mod play;
mod reach;
mod reference;
#[cfg(test)]
pub(crate) mod walk;

pub use extras::Extras;
pub use filter::{MoveFilter, PieceMoves, PieceMovesList};

use crate::attacks::{Attacks, king_attacks, knight_attacks, pawn_attacks};
use crate::bitboard::Bitboard;
use crate::rules::Rules;
use crate::square::{Color, Piece, Role, Square};

/// The board: placement, side to move, en passant targets, castling rights,
/// and the state some rule sets add ([`Extras`]). Only the starting array,
/// a FEN that [`crate::FenPosition::parse`] validated and playing moves make
/// one, so the move generator can trust it.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Position {
    by_color: [Bitboard; 2],
    by_role: [Bitboard; 6],
    side: Color,
    /// En passant targets: the squares passed over by double steps that may
    /// still be captured on the next free move (RULES §6, §9).
    ep: Bitboard,
    /// The rooks on their corners that have not moved since the game
    /// began or since their rebirth there, whatever their king did: they
    /// castle while their king has not moved either (VARIANTS C2).
    castling: Bitboard,
    /// Bit per colour: the king has not moved since the game began or
    /// since its rebirth on its own square (VARIANTS C2: a reborn unit is
    /// brand new).
    kings_unmoved: u8,
    /// The state of Parrain, Volcanic and Diagram Circe, absent (and free
    /// to copy) in every other rule set.
    extras: Option<Box<Extras>>,
}

impl Position {
    /// An empty board, White to move.
    pub(crate) const fn empty() -> Position {
        Position {
            by_color: [Bitboard::EMPTY; 2],
            by_role: [Bitboard::EMPTY; 6],
            side: Color::White,
            ep: Bitboard::EMPTY,
            castling: Bitboard::EMPTY,
            kings_unmoved: 0,
            extras: None,
        }
    }

    /// The orthodox starting array, White to move, no castling rights.
    pub fn start() -> Position {
        let mut pos = Position::empty();
        let back = [
            Role::Rook,
            Role::Knight,
            Role::Bishop,
            Role::Queen,
            Role::King,
            Role::Bishop,
            Role::Knight,
            Role::Rook,
        ];
        for (file, role) in back.into_iter().enumerate() {
            let f = file as u8;
            pos.put(Square::from_index(f), Piece::new(Color::White, role));
            pos.put(
                Square::from_index(8 + f),
                Piece::new(Color::White, Role::Pawn),
            );
            pos.put(
                Square::from_index(48 + f),
                Piece::new(Color::Black, Role::Pawn),
            );
            pos.put(Square::from_index(56 + f), Piece::new(Color::Black, role));
        }
        pos
    }

    /// The side to move.
    pub const fn side(&self) -> Color {
        self.side
    }

    pub(crate) fn set_side(&mut self, side: Color) {
        self.side = side;
    }

    /// The en passant targets: squares passed over by double steps that may
    /// still be captured on the next free move (RULES §6).
    pub const fn ep_targets(&self) -> Bitboard {
        self.ep
    }

    pub(crate) fn set_ep_targets(&mut self, ep: Bitboard) {
        self.ep = ep;
    }

    /// Rook squares whose castling right is kept: unmoved rooks beside an
    /// unmoved king (VARIANTS C2).
    pub const fn castling(&self) -> Bitboard {
        let sides = match self.kings_unmoved & 3 {
            0 => Bitboard::EMPTY,
            1 => Bitboard::rank(0),
            2 => Bitboard::rank(7),
            _ => Bitboard(Bitboard::rank(0).0 | Bitboard::rank(7).0),
        };
        Bitboard(self.castling.0 & sides.0)
    }

    /// The unmoved rooks on their corners, their king moved or not: those
    /// of a moved king castle again if it is reborn on its square.
    pub(crate) const fn castling_rooks(&self) -> Bitboard {
        self.castling
    }

    pub(crate) fn set_castling(&mut self, rooks: Bitboard) {
        self.castling = rooks;
    }

    /// Whether a side's king has never moved (VARIANTS C2).
    pub const fn king_unmoved(&self, color: Color) -> bool {
        self.kings_unmoved & (1 << color as u8) != 0
    }

    pub(crate) fn set_king_unmoved(&mut self, color: Color, unmoved: bool) {
        if unmoved {
            self.kings_unmoved |= 1 << color as u8;
        } else {
            self.kings_unmoved &= !(1 << color as u8);
        }
    }

    /// The Parrain, Volcanic and Diagram state, if the rules keep one.
    pub fn extras(&self) -> Option<&Extras> {
        self.extras.as_deref()
    }

    /// The extras, created empty on first use.
    pub(crate) fn extras_mut(&mut self) -> &mut Extras {
        self.extras.get_or_insert_with(Box::default)
    }

    /// The extras if the board keeps any, without creating them.
    pub(crate) fn extras_if_any(&mut self) -> Option<&mut Extras> {
        self.extras.as_deref_mut()
    }

    pub(crate) fn set_extras(&mut self, extras: Option<Extras>) {
        self.extras = extras.filter(|e| !e.is_empty()).map(Box::new);
    }

    /// Every occupied square.
    pub fn occupied(&self) -> Bitboard {
        self.by_color[0] | self.by_color[1]
    }

    /// The squares of `color`'s pieces.
    pub fn by_color(&self, color: Color) -> Bitboard {
        self.by_color[color.index()]
    }

    /// The squares of the pieces of this role, of either colour.
    pub fn by_role(&self, role: Role) -> Bitboard {
        self.by_role[role.index()]
    }

    /// The squares of this piece (colour and role).
    pub fn pieces(&self, piece: Piece) -> Bitboard {
        self.by_color(piece.color) & self.by_role(piece.role)
    }

    /// The square of a side's king; `None` once it is lost.
    pub fn king(&self, color: Color) -> Option<Square> {
        self.pieces(Piece::new(color, Role::King)).first()
    }

    /// Whether `color` still has its king: on the board, or covered by
    /// another unit (Parachute Circe, VARIANTS §E), out of play until that
    /// unit leaves.
    pub fn has_king(&self, color: Color) -> bool {
        self.king(color).is_some() || self.extras().is_some_and(|e| e.king_buried(color))
    }

    /// The colour of the piece on `sq`, if any.
    pub fn color_at(&self, sq: Square) -> Option<Color> {
        if self.by_color[0].contains(sq) {
            Some(Color::White)
        } else if self.by_color[1].contains(sq) {
            Some(Color::Black)
        } else {
            None
        }
    }

    /// The role of the piece on `sq`, if any.
    pub fn role_at(&self, sq: Square) -> Option<Role> {
        Role::ALL
            .into_iter()
            .find(|r| self.by_role[r.index()].contains(sq))
    }

    /// The piece on `sq`, if any.
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        Some(Piece::new(self.color_at(sq)?, self.role_at(sq)?))
    }

    /// Places a piece on an empty square.
    pub(crate) fn put(&mut self, sq: Square, piece: Piece) {
        debug_assert!(!self.occupied().contains(sq));
        let b = Bitboard::from_square(sq);
        self.by_color[piece.color.index()] |= b;
        self.by_role[piece.role.index()] |= b;
    }

    /// Removes a known piece from its square.
    pub(crate) fn take(&mut self, sq: Square, piece: Piece) {
        let b = Bitboard::from_square(sq);
        self.by_color[piece.color.index()] ^= b;
        self.by_role[piece.role.index()] ^= b;
    }

    /// Removes whatever stands on `sq` and returns it.
    pub(crate) fn remove(&mut self, sq: Square) -> Option<Piece> {
        let piece = self.piece_at(sq)?;
        self.take(sq, piece);
        Some(piece)
    }

    /// Every piece of `by` that attacks `sq` with the given occupancy, by
    /// orthodox movement: a pawn that cannot move under `rules` (on its
    /// own first rank, VARIANTS C9) attacks nothing.
    pub fn attackers(
        &self,
        a: Attacks,
        rules: &Rules,
        sq: Square,
        by: Color,
        occupied: Bitboard,
    ) -> Bitboard {
        let them = self.by_color(by);
        let diag = self.by_role(Role::Bishop) | self.by_role(Role::Queen);
        let orth = self.by_role(Role::Rook) | self.by_role(Role::Queen);
        let pawns = self.by_role(Role::Pawn) & !self.idle_pawns(rules);
        them & ((a.bishop(sq, occupied) & diag)
            | (a.rook(sq, occupied) & orth)
            | (knight_attacks(sq) & self.by_role(Role::Knight))
            | (king_attacks(sq) & self.by_role(Role::King))
            | (pawn_attacks(by.other(), sq) & pawns))
    }

    /// The pawns that neither move nor attack: those on their own first
    /// rank, where the rules can put one but do not let it move (VARIANTS
    /// C9; Popeye).
    pub(crate) fn idle_pawns(&self, rules: &Rules) -> Bitboard {
        if !rules.first_rank_pawns_idle() {
            return Bitboard::EMPTY;
        }
        self.pieces(Piece::new(Color::White, Role::Pawn)) & Bitboard::rank(0)
            | self.pieces(Piece::new(Color::Black, Role::Pawn)) & Bitboard::rank(7)
    }

    /// The en passant captures the side to move may actually make on a
    /// free move: a target square that is empty, with an enemy pawn beyond
    /// it and one of our pawns attacking it (RULES §6). Legality under
    /// check is not considered here.
    pub fn ep_captures_possible(&self) -> Bitboard {
        let us = self.side;
        let our_pawns = self.pieces(Piece::new(us, Role::Pawn));
        let mut out = Bitboard::EMPTY;
        for target in self.ep & !self.occupied() {
            if (pawn_attacks(us.other(), target) & our_pawns).any() {
                out |= Bitboard::from_square(target);
            }
        }
        out
    }

    /// The position's Zobrist key (RULES §8), with its en passant targets
    /// as they stand: equal positions have equal keys.
    pub fn key(&self) -> u64 {
        crate::zobrist::key(self, self.ep)
    }

    /// Ends the turn: the opponent is to move.
    pub fn pass_turn(&mut self) {
        self.side = self.side.other();
    }

    /// The board in 21 words, for a board without [`Extras`] (`None`
    /// otherwise): the colours' and roles' squares, the en passant targets
    /// and castling rooks (two words each, low half first), then the side
    /// (bit 0) and the unmoved kings (bits 1-2). The JavaScript API keeps
    /// these with a move list, to write its SAN only when it is read.
    #[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
    pub(crate) fn to_words(&self) -> Option<[u32; 21]> {
        if self.extras.is_some() {
            return None;
        }
        let mut out = [0u32; 21];
        let boards = self
            .by_color
            .iter()
            .chain(&self.by_role)
            .chain([&self.ep, &self.castling]);
        for (i, b) in boards.enumerate() {
            out[2 * i] = b.0 as u32;
            out[2 * i + 1] = (b.0 >> 32) as u32;
        }
        out[20] = self.side as u32 | u32::from(self.kings_unmoved) << 1;
        Some(out)
    }

    /// The board [`Position::to_words`] wrote; `None` for words that no
    /// board gives (pieces of two colours or two roles on one square, a
    /// square with a colour and no role, more than one king a side).
    #[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
    pub(crate) fn from_words(words: &[u32]) -> Option<Position> {
        if words.len() != 21 || words[20] > 7 {
            return None;
        }
        let board =
            |i: usize| Bitboard(u64::from(words[2 * i]) | u64::from(words[2 * i + 1]) << 32);
        let mut pos = Position::empty();
        pos.by_color = [board(0), board(1)];
        let mut roles = Bitboard::EMPTY;
        for r in 0..6 {
            let b = board(2 + r);
            if (roles & b).any() {
                return None;
            }
            roles |= b;
            pos.by_role[r] = b;
        }
        if (pos.by_color[0] & pos.by_color[1]).any() || roles != pos.occupied() {
            return None;
        }
        pos.ep = board(8);
        pos.castling = board(9);
        pos.side = if words[20] & 1 == 0 {
            Color::White
        } else {
            Color::Black
        };
        pos.kings_unmoved = (words[20] >> 1) as u8;
        let kings_ok = Color::ALL
            .into_iter()
            .all(|c| !pos.pieces(Piece::new(c, Role::King)).more_than_one());
        kings_ok.then_some(pos)
    }

    /// The number of pieces of a colour.
    pub fn piece_count(&self, color: Color) -> u32 {
        self.by_color(color).count()
    }
}
