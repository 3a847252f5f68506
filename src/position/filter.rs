//! Which moves are allowed now ([`MoveFilter`], built by the dice rules)
//! and the generator's unit of output
//! ([`PieceMoves`]: one piece's destinations, in a [`PieceMovesList`]).

use crate::bitboard::Bitboard;
use crate::moves::{Move, MoveKind};
use crate::square::{Role, Square};

/// Which moves are allowed now: every move, or the unit types some dice
/// show, with or without castling, en passant and a promotion die, from
/// every square or one unit's. Each dice rule builds its own
/// ([`crate::dice::DiceKind::filter`]).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct MoveFilter {
    roles: u8,
    /// The squares units may move from (all but in a turn made by one unit).
    pub(super) from: Bitboard,
    pub(super) en_passant: bool,
    castling: bool,
    /// Roles a pawn may promote to even though pawns may not move
    /// (BrainKing: a 2–5 lets a pawn promote to that face's piece only).
    pub(super) promotions: u8,
}

const ALL_ROLES: u8 = 0b11_1111;

fn role_bits(faces: &[u8]) -> u8 {
    faces
        .iter()
        .filter_map(|&f| Role::from_die(f))
        .fold(0, |bits, role| bits | 1 << role.index())
}

impl MoveFilter {
    /// Every move of the side to move.
    pub const ALL: MoveFilter = MoveFilter {
        roles: ALL_ROLES,
        en_passant: true,
        castling: true,
        promotions: 0,
        from: Bitboard::ALL,
    };

    /// Bonus moves for every die: any role, no en passant.
    pub const fn dice_all() -> MoveFilter {
        MoveFilter {
            roles: ALL_ROLES,
            en_passant: false,
            castling: true,
            promotions: 0,
            from: Bitboard::ALL,
        }
    }

    /// Bonus moves for these unused dice (faces 1–6; others are ignored):
    /// their roles, no en passant; castling counts as a king or rook move.
    pub fn dice(faces: &[u8]) -> MoveFilter {
        let roles = role_bits(faces);
        MoveFilter {
            roles,
            en_passant: false,
            castling: roles & (1 << Role::King.index() | 1 << Role::Rook.index()) != 0,
            promotions: 0,
            from: Bitboard::ALL,
        }
    }

    /// The moves of the unit types these faces show (faces 1–6; others
    /// are ignored), without castling or en passant.
    pub fn faces(faces: &[u8]) -> MoveFilter {
        MoveFilter {
            roles: role_bits(faces),
            en_passant: false,
            castling: false,
            promotions: 0,
            from: Bitboard::ALL,
        }
    }

    /// The moves of these unit types, without castling or en passant.
    pub fn roles(roles: &[Role]) -> MoveFilter {
        MoveFilter {
            roles: roles.iter().fold(0, |bits, r| bits | 1 << r.index()),
            ..MoveFilter::faces(&[])
        }
    }

    /// The same filter, with en passant allowed or not.
    pub const fn with_en_passant(self, en_passant: bool) -> MoveFilter {
        MoveFilter { en_passant, ..self }
    }

    /// The same filter, with castling allowed or not.
    pub const fn with_castling(self, castling: bool) -> MoveFilter {
        MoveFilter { castling, ..self }
    }

    /// The same filter, letting a pawn promote to `role` even where pawns
    /// may not move (BrainKing: a 2–5 lets a pawn promote to that face's
    /// piece only).
    pub fn with_promotion(self, role: Option<Role>) -> MoveFilter {
        MoveFilter {
            promotions: role.map_or(0, |r| 1 << r.index()),
            ..self
        }
    }

    /// The same filter for the unit on `sq` alone.
    pub const fn from_unit(self, sq: Square) -> MoveFilter {
        MoveFilter {
            from: Bitboard::EMPTY.with(sq),
            ..self
        }
    }

    /// The same filter for the unit of role `role` on `sq` alone, so that
    /// the generator skips the other roles (castling is a king's move).
    pub(crate) const fn unit_of(self, role: Role, sq: Square) -> MoveFilter {
        MoveFilter {
            roles: self.roles & (1 << role as u8),
            castling: self.castling && matches!(role, Role::King),
            ..self.from_unit(sq)
        }
    }

    /// The same filter without en passant (Jupiter Circe has none).
    pub(super) const fn without_en_passant(self) -> MoveFilter {
        MoveFilter {
            en_passant: false,
            ..self
        }
    }

    /// Whether the filter lets a piece of this role move.
    pub const fn allows(self, role: Role) -> bool {
        self.roles & (1 << role as u8) != 0
    }

    /// Whether pawns may move at all: their own die, or a promotion die.
    pub(super) const fn pawns(self) -> bool {
        self.allows(Role::Pawn) || self.promotions != 0
    }

    /// Whether castling is allowed (it moves the king and a rook).
    pub const fn castling(self) -> bool {
        self.castling
    }

    /// Whether no promotion die restricts pawn moves: the fast generator's
    /// destination sets then need no further check.
    pub const fn promotions_free(self) -> bool {
        self.promotions == 0
    }

    /// Whether a unit on `sq` may move.
    pub const fn from_square(self, sq: Square) -> bool {
        self.from.contains(sq)
    }

    /// Whether a move of this kind passes the filter (the fast generator's
    /// destination sets are already filtered by role; this completes them
    /// for promotions and castling).
    pub fn admits(self, m: &Move) -> bool {
        if !self.from.contains(m.from) {
            return false;
        }
        if m.kind == MoveKind::Castle {
            return self.castling;
        }
        if m.kind == MoveKind::EnPassant && !self.en_passant {
            return false;
        }
        if m.role == Role::Pawn && !self.allows(Role::Pawn) {
            return m
                .promotion
                .is_some_and(|p| self.promotions & (1 << p.index()) != 0);
        }
        self.allows(m.role)
    }
}

/// The destinations of one piece: the generator's unit of output, so that
/// counting moves needs no list at all.
#[derive(Clone, Copy, Debug)]
pub struct PieceMoves {
    /// The piece's square.
    pub from: Square,
    /// The piece's role.
    pub role: Role,
    /// The squares it may move to (a king's castling is its move to the g-
    /// or c-file).
    pub to: Bitboard,
}

/// A fixed-capacity list of [`PieceMoves`], one per piece (at most 64).
pub struct PieceMovesList {
    pub(super) items: [PieceMoves; 64],
    pub(super) len: usize,
}

impl PieceMovesList {
    /// An empty list.
    pub fn new() -> PieceMovesList {
        PieceMovesList {
            items: [PieceMoves {
                from: Square::from_index(0),
                role: Role::Pawn,
                to: Bitboard::EMPTY,
            }; 64],
            len: 0,
        }
    }

    /// The pieces' destinations, one entry per piece that has any.
    pub fn as_slice(&self) -> &[PieceMoves] {
        &self.items[..self.len]
    }

    /// Whether no piece has a destination.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
}

impl Default for PieceMovesList {
    fn default() -> Self {
        Self::new()
    }
}
