//! Which moves are allowed now ([`MoveFilter`]: the free move, a bonus
//! move's dice, a dice-chess roll) and the generator's unit of output
//! ([`PieceMoves`]: one piece's destinations, in a [`PieceMovesList`]).

use crate::bitboard::Bitboard;
use crate::moves::{Move, MoveKind};
use crate::square::{Role, Square};

/// Which moves are allowed now: the free move allows everything; a bonus
/// move only the roles on unused dice, never en passant (RULES §5, §6);
/// a dice-chess roll the roles it shows (VARIANTS §3); dice chess by
/// piece and count, after the turn's first move, only the unit that made
/// it.
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

    /// The move a dice-chess roll allows (VARIANTS §3). Two dice: either
    /// die's role, anything on doubles; castling on a 4 or a 6, en passant
    /// on a 1. One die (BrainKing): its role; on a 2–5 a pawn may also
    /// promote, to that face's piece only; castling on a 6.
    pub fn roll(faces: &[u8]) -> MoveFilter {
        match *faces {
            [a, b] if a == b => MoveFilter::ALL,
            [face] => {
                let role = Role::from_die(face);
                MoveFilter {
                    roles: role_bits(faces),
                    en_passant: face == 1,
                    castling: face == 6,
                    promotions: match role {
                        Some(r @ (Role::Knight | Role::Bishop | Role::Rook | Role::Queen)) => {
                            1 << r.index()
                        }
                        _ => 0,
                    },
                    from: Bitboard::ALL,
                }
            }
            _ => {
                let roles = role_bits(faces);
                MoveFilter {
                    roles,
                    en_passant: faces.contains(&1),
                    castling: faces.contains(&4) || faces.contains(&6),
                    promotions: 0,
                    from: Bitboard::ALL,
                }
            }
        }
    }

    /// The moves a turn's roll allows under `rule`, before the turn's
    /// first move: [`MoveFilter::roll`] for dice chess,
    /// [`MoveFilter::piece_turn`] by piece and count, and for Vegas Fun
    /// Chess the types either die shows (die 1's 5 the king; die 2's 6,
    /// optional, any move): en passant and promotion on a pawn, castling
    /// on a rook or a king; doubles are no wildcard.
    pub fn rolled(rule: crate::DiceRule, dice: &crate::dice::Dice) -> MoveFilter {
        match rule {
            crate::DiceRule::PieceAndCount => MoveFilter::piece_turn(dice, None),
            crate::DiceRule::Vegas => match rule.shown_types(dice) {
                None => MoveFilter::ALL,
                Some(types) => MoveFilter {
                    roles: role_bits(&types),
                    en_passant: types.contains(&1),
                    castling: types.contains(&4) || types.contains(&6),
                    promotions: 0,
                    from: Bitboard::ALL,
                },
            },
            _ => MoveFilter::roll(dice.as_slice()),
        }
    }

    /// A turn of dice chess by piece and count (VARIANTS §E): the moves of
    /// the type die's type (a pawn promotes to any piece; castling on a 6,
    /// as a king move; en passant on a 1); once the turn's first move is
    /// made, only the `unit` that made it, never en passant.
    pub fn piece_turn(dice: &crate::dice::Dice, unit: Option<Square>) -> MoveFilter {
        let face = crate::DiceRule::PieceAndCount.type_face(dice).unwrap_or(0);
        let turn = MoveFilter {
            roles: role_bits(&[face]),
            en_passant: face == 1,
            castling: face == 6,
            promotions: 0,
            from: Bitboard::ALL,
        };
        match unit {
            None => turn,
            Some(sq) => MoveFilter {
                en_passant: false,
                ..turn
            }
            .from_unit(sq),
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
