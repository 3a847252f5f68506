//! The board: placement, side to move, en passant and castling rights;
//! move generation and making moves with rebirth.
//!
//! A `Position` is only ever built by [`crate::fen`] (which validates) or by
//! playing moves, so the generator can trust it.

use crate::attacks::{Attacks, king_attacks, knight_attacks, pawn_attacks};
use crate::bitboard::Bitboard;
use crate::moves::{Move, MoveKind};
use crate::rebirth::rebirth_square;
use crate::rules::Rules;
use crate::square::{Color, Piece, Role, Square};

/// Which pieces may move now: the free move allows every role and en
/// passant; a bonus move only the roles on unused dice, never en passant
/// (RULES §5, §6).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct MoveFilter {
    roles: u8,
    en_passant: bool,
}

impl MoveFilter {
    /// Every move of the side to move.
    pub const ALL: MoveFilter = MoveFilter {
        roles: 0b11_1111,
        en_passant: true,
    };

    /// Bonus moves for every die: any role, no en passant.
    pub const fn dice_all() -> MoveFilter {
        MoveFilter {
            roles: 0b11_1111,
            en_passant: false,
        }
    }

    /// Bonus moves for these unused dice (faces 1–6; others are ignored).
    pub fn dice(faces: &[u8]) -> MoveFilter {
        let mut roles = 0;
        for &face in faces {
            if let Some(role) = Role::from_die(face) {
                roles |= 1 << role.index();
            }
        }
        MoveFilter {
            roles,
            en_passant: false,
        }
    }

    pub const fn allows(self, role: Role) -> bool {
        self.roles & (1 << role as u8) != 0
    }
}

/// The destinations of one piece: the generator's unit of output, so that
/// counting moves needs no list at all.
#[derive(Clone, Copy, Debug)]
pub struct PieceMoves {
    pub from: Square,
    pub role: Role,
    pub to: Bitboard,
}

/// A fixed-capacity list of [`PieceMoves`], one per piece (at most 64).
pub struct PieceMovesList {
    items: [PieceMoves; 64],
    len: usize,
}

impl PieceMovesList {
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

    pub fn as_slice(&self) -> &[PieceMoves] {
        &self.items[..self.len]
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
}

impl Default for PieceMovesList {
    fn default() -> Self {
        Self::new()
    }
}

/// What a move did beyond moving its piece.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Effects {
    /// The captured piece and the square it was captured on.
    pub captured: Option<(Piece, Square)>,
    /// Where the captured piece was reborn; `None` if it vanished or was not reborn.
    pub rebirth: Option<Square>,
    /// A king was captured and could not be reborn (RULES §4).
    pub circe_mate: bool,
}

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Position {
    by_color: [Bitboard; 2],
    by_role: [Bitboard; 6],
    side: Color,
    /// En passant targets: the squares passed over by double steps that may
    /// still be captured on the next free move (RULES §6, §9).
    ep: Bitboard,
    /// Rook squares that keep a castling right.
    castling: Bitboard,
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

    pub const fn side(&self) -> Color {
        self.side
    }

    pub(crate) fn set_side(&mut self, side: Color) {
        self.side = side;
    }

    pub const fn ep_targets(&self) -> Bitboard {
        self.ep
    }

    pub(crate) fn set_ep_targets(&mut self, ep: Bitboard) {
        self.ep = ep;
    }

    /// Rook squares whose castling right is kept.
    pub const fn castling(&self) -> Bitboard {
        self.castling
    }

    pub(crate) fn set_castling(&mut self, rooks: Bitboard) {
        self.castling = rooks;
    }

    pub fn occupied(&self) -> Bitboard {
        self.by_color[0] | self.by_color[1]
    }

    pub fn by_color(&self, color: Color) -> Bitboard {
        self.by_color[color.index()]
    }

    pub fn by_role(&self, role: Role) -> Bitboard {
        self.by_role[role.index()]
    }

    pub fn pieces(&self, piece: Piece) -> Bitboard {
        self.by_color(piece.color) & self.by_role(piece.role)
    }

    /// The square of a side's king; `None` after Circe Mate.
    pub fn king(&self, color: Color) -> Option<Square> {
        self.pieces(Piece::new(color, Role::King)).first()
    }

    pub fn color_at(&self, sq: Square) -> Option<Color> {
        if self.by_color[0].contains(sq) {
            Some(Color::White)
        } else if self.by_color[1].contains(sq) {
            Some(Color::Black)
        } else {
            None
        }
    }

    pub fn role_at(&self, sq: Square) -> Option<Role> {
        Role::ALL
            .into_iter()
            .find(|r| self.by_role[r.index()].contains(sq))
    }

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
    fn take(&mut self, sq: Square, piece: Piece) {
        let b = Bitboard::from_square(sq);
        self.by_color[piece.color.index()] ^= b;
        self.by_role[piece.role.index()] ^= b;
    }

    /// Every piece of `by` that attacks `sq` with the given occupancy.
    pub fn attackers(&self, a: Attacks, sq: Square, by: Color, occupied: Bitboard) -> Bitboard {
        let them = self.by_color(by);
        let diag = self.by_role(Role::Bishop) | self.by_role(Role::Queen);
        let orth = self.by_role(Role::Rook) | self.by_role(Role::Queen);
        them & ((a.bishop(sq, occupied) & diag)
            | (a.rook(sq, occupied) & orth)
            | (knight_attacks(sq) & self.by_role(Role::Knight))
            | (king_attacks(sq) & self.by_role(Role::King))
            | (pawn_attacks(by.other(), sq) & self.by_role(Role::Pawn)))
    }

    /// Whether the side to move has its king attacked (meaningful when the
    /// rules have check).
    pub fn in_check(&self) -> bool {
        self.king(self.side).is_some_and(|k| {
            self.attackers(Attacks::get(), k, self.side.other(), self.occupied())
                .any()
        })
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

    /// Generates the moves of the side to move that `filter` allows, one
    /// entry per piece. Under rules with check only legal moves are
    /// produced (pin and check masks); otherwise every pseudo-legal move.
    pub fn generate(&self, rules: &Rules, filter: MoveFilter, out: &mut PieceMovesList) {
        out.len = 0;
        self.generate_into(rules, filter, |pm| {
            out.items[out.len] = pm;
            out.len += 1;
        });
    }

    /// Like [`Position::generate`], handing each non-empty entry to `sink`.
    #[inline]
    pub fn generate_into(
        &self,
        rules: &Rules,
        filter: MoveFilter,
        mut sink: impl FnMut(PieceMoves),
    ) {
        let mut push = |from: Square, role: Role, to: Bitboard| {
            if to.any() {
                sink(PieceMoves { from, role, to });
            }
        };
        let a = Attacks::get();
        let us = self.side;
        let ours = self.by_color(us);
        let theirs = self.by_color(us.other());
        let occupied = ours | theirs;
        let target = !ours;

        let king = self.king(us);
        let mut check_mask = Bitboard::ALL;
        let mut pinned = Bitboard::EMPTY;
        let mut double_check = false;
        if rules.check {
            let Some(k) = king else { return };
            let checkers = self.attackers(a, k, us.other(), occupied);
            if checkers.any() {
                double_check = checkers.more_than_one();
                let c = checkers.first().unwrap_or(k);
                check_mask = a.between(k, c) | checkers;
            }
            pinned = self.pinned(a, k);
        }

        if filter.allows(Role::King) {
            if let Some(k) = king {
                let mut to = king_attacks(k) & target;
                if rules.check {
                    let without_king = occupied.without(k);
                    for dest in to {
                        if self.attackers(a, dest, us.other(), without_king).any() {
                            to = to.without(dest);
                        }
                    }
                    if rules.castling && check_mask == Bitboard::ALL {
                        to |= self.castling_destinations(a, k);
                    }
                }
                push(k, Role::King, to);
            }
        }
        if double_check {
            return;
        }

        let pin_mask = |from: Square| match king {
            Some(k) if pinned.contains(from) => a.line(k, from),
            _ => Bitboard::ALL,
        };
        let mask = target & check_mask;

        if filter.allows(Role::Pawn) {
            let pawns = self.pieces(Piece::new(us, Role::Pawn));
            let fwd = us.forward();
            let start_rank = Bitboard::rank(us.pawn_rank());
            let ep_targets = if filter.en_passant {
                self.ep & !occupied
            } else {
                Bitboard::EMPTY
            };
            for from in pawns {
                let mut to = pawn_attacks(us, from) & theirs;
                let one = Bitboard::from_square(from).shift(fwd) & !occupied;
                to |= one;
                if start_rank.contains(from) {
                    to |= one.shift(fwd) & !occupied;
                }
                to &= check_mask & pin_mask(from);
                for ep in pawn_attacks(us, from) & ep_targets {
                    if !rules.check || self.ep_is_legal(a, from, ep) {
                        to |= Bitboard::from_square(ep);
                    }
                }
                push(from, Role::Pawn, to);
            }
        }
        for role in [Role::Knight, Role::Bishop, Role::Rook, Role::Queen] {
            if !filter.allows(role) {
                continue;
            }
            for from in self.pieces(Piece::new(us, role)) {
                let to = match role {
                    Role::Knight => knight_attacks(from),
                    Role::Bishop => a.bishop(from, occupied),
                    Role::Rook => a.rook(from, occupied),
                    _ => a.queen(from, occupied),
                };
                push(from, role, to & mask & pin_mask(from));
            }
        }
    }

    /// Our pieces that stand alone between our king and an enemy slider.
    fn pinned(&self, a: Attacks, k: Square) -> Bitboard {
        let us = self.side;
        let theirs = self.by_color(us.other());
        let diag = self.by_role(Role::Bishop) | self.by_role(Role::Queen);
        let orth = self.by_role(Role::Rook) | self.by_role(Role::Queen);
        let snipers = theirs & ((a.bishop(k, theirs) & diag) | (a.rook(k, theirs) & orth));
        let mut pinned = Bitboard::EMPTY;
        for s in snipers {
            let between = a.between(k, s) & self.occupied();
            if !between.more_than_one() {
                pinned |= between & self.by_color(us);
            }
        }
        pinned
    }

    /// Whether an en passant capture leaves our king safe (rules with check).
    fn ep_is_legal(&self, a: Attacks, from: Square, target: Square) -> bool {
        let us = self.side;
        let Some(k) = self.king(us) else { return false };
        let Some(victim) = target.offset(-us.forward()) else {
            return false;
        };
        let occupied =
            (self.occupied().without(from).without(victim)) | Bitboard::from_square(target);
        let attackers = self.attackers(a, k, us.other(), occupied) & !Bitboard::from_square(victim);
        attackers.is_empty()
    }

    /// Castling destinations of the king on `k` (the king's two-square
    /// step), when the right is kept, the squares between king and rook are
    /// empty and the king does not pass through or land on an attacked
    /// square. The caller has checked that the king is not in check.
    fn castling_destinations(&self, a: Attacks, k: Square) -> Bitboard {
        let us = self.side;
        let back = Bitboard::rank(if us == Color::White { 0 } else { 7 });
        let rooks = self.castling & back & self.pieces(Piece::new(us, Role::Rook));
        let mut out = Bitboard::EMPTY;
        for rook in rooks {
            let (king_to, step): (u8, i8) = if rook.file() > k.file() {
                (6, 1)
            } else {
                (2, -1)
            };
            let dest = Square::from_index(k.rank() * 8 + king_to);
            if (a.between(k, rook) & self.occupied()).any() {
                continue;
            }
            let safe = [k.offset(step), Some(dest)]
                .into_iter()
                .flatten()
                .all(|s| self.attackers(a, s, us.other(), self.occupied()).is_empty());
            if safe {
                out |= Bitboard::from_square(dest);
            }
        }
        out
    }

    /// The number of moves in a generated list, promotions counted once per
    /// promotion piece.
    pub fn count(&self, list: &PieceMovesList) -> u64 {
        list.as_slice().iter().map(|pm| self.count_entry(pm)).sum()
    }

    /// The number of moves `filter` allows, counted from destination sets
    /// without listing them.
    pub fn count_moves(&self, rules: &Rules, filter: MoveFilter) -> u64 {
        let mut n = 0;
        self.generate_into(rules, filter, |pm| n += self.count_entry(&pm));
        n
    }

    #[inline]
    fn count_entry(&self, pm: &PieceMoves) -> u64 {
        let n = u64::from(pm.to.count());
        if pm.role == Role::Pawn {
            n + 3 * u64::from((pm.to & Bitboard::rank(self.side.last_rank())).count())
        } else {
            n
        }
    }

    /// Expands one generated entry into moves, in square order.
    pub fn expand(&self, pm: &PieceMoves, mut push: impl FnMut(Move)) {
        let theirs = self.by_color(self.side.other());
        for to in pm.to {
            let capture = if theirs.contains(to) {
                self.role_at(to)
            } else {
                None
            };
            let kind = match pm.role {
                Role::Pawn if to.file() != pm.from.file() && capture.is_none() => {
                    MoveKind::EnPassant
                }
                Role::Pawn if to.index().abs_diff(pm.from.index()) == 16 => MoveKind::DoubleStep,
                Role::King if to.file().abs_diff(pm.from.file()) == 2 => MoveKind::Castle,
                _ => MoveKind::Normal,
            };
            let capture = if kind == MoveKind::EnPassant {
                Some(Role::Pawn)
            } else {
                capture
            };
            let base = Move {
                from: pm.from,
                to,
                role: pm.role,
                promotion: None,
                capture,
                kind,
            };
            if pm.role == Role::Pawn && to.rank() == self.side.last_rank() {
                for promotion in Role::PROMOTIONS {
                    push(Move {
                        promotion: Some(promotion),
                        ..base
                    });
                }
            } else {
                push(base);
            }
        }
    }

    /// Every move `filter` allows, in a list.
    pub fn legal_moves(&self, rules: &Rules, filter: MoveFilter) -> Vec<Move> {
        let mut list = PieceMovesList::new();
        self.generate(rules, filter, &mut list);
        let mut moves = Vec::with_capacity(self.count(&list) as usize);
        for pm in list.as_slice() {
            self.expand(pm, |m| moves.push(m));
        }
        moves
    }

    /// Plays a move produced by the generator for this position and these
    /// rules. The side to move does not change: the turn structure decides
    /// that (see [`Position::pass_turn`]). `first_of_turn` clears the
    /// opponent's en passant rights, which last only for one free move
    /// (RULES §6).
    pub fn play(&mut self, rules: &Rules, m: &Move, first_of_turn: bool) -> Effects {
        let us = self.side;
        let mut effects = Effects::default();
        if first_of_turn {
            self.ep = Bitboard::EMPTY;
        }
        // A double step of ours that moves again loses its en passant target.
        if let Some(passed) = m.from.offset(-us.forward()) {
            self.ep = self.ep.without(passed);
        }

        let capture_sq = match m.kind {
            MoveKind::EnPassant => m.to.offset(-us.forward()),
            _ if m.capture.is_some() => Some(m.to),
            _ => None,
        };
        if let (Some(role), Some(sq)) = (m.capture, capture_sq) {
            let victim = Piece::new(us.other(), role);
            self.take(sq, victim);
            effects.captured = Some((victim, sq));
        }
        self.take(m.from, Piece::new(us, m.role));
        self.put(m.to, Piece::new(us, m.promotion.unwrap_or(m.role)));

        match m.kind {
            MoveKind::DoubleStep => {
                if let Some(passed) = m.from.offset(us.forward()) {
                    self.ep = self.ep.with(passed);
                }
            }
            MoveKind::Castle => {
                let back = m.from.rank() * 8;
                let (rook_from, rook_to) = if m.to.file() == 6 {
                    (back + 7, back + 5)
                } else {
                    (back, back + 3)
                };
                let rook = Piece::new(us, Role::Rook);
                self.take(Square::from_index(rook_from), rook);
                self.put(Square::from_index(rook_to), rook);
            }
            _ => {}
        }

        if self.castling.any() {
            if m.role == Role::King {
                self.castling &= !Bitboard::rank(m.from.rank());
            }
            self.castling = self.castling.without(m.from).without(m.to);
        }

        if let Some((victim, sq)) = effects.captured {
            match rebirth_square(rules.rebirth, victim, sq) {
                Some(home) if !self.occupied().contains(home) => {
                    self.put(home, victim);
                    effects.rebirth = Some(home);
                }
                _ => effects.circe_mate = victim.role == Role::King,
            }
        }
        effects
    }

    /// Ends the turn: the opponent is to move.
    pub fn pass_turn(&mut self) {
        self.side = self.side.other();
    }

    /// Where the piece on `sq` would be reborn if it were captured there
    /// now: `Some(home)` when the home square is empty, `None` when it would
    /// vanish, when the rules have no rebirth, or when `sq` is empty. The
    /// capturer would stand on `sq`, so a piece on its own home square
    /// vanishes (RULES §3).
    pub fn rebirth_if_captured(&self, rules: &Rules, sq: Square) -> Option<Square> {
        let piece = self.piece_at(sq)?;
        let home = rebirth_square(rules.rebirth, piece, sq)?;
        (home != sq && !self.occupied().contains(home)).then_some(home)
    }

    /// The number of pieces of a colour.
    pub fn piece_count(&self, color: Color) -> u32 {
        self.by_color(color).count()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_position_has_twenty_moves_under_both_rule_sets() {
        let pos = Position::start();
        for rules in [Rules::DICE_REX_CIRCE, Rules::ORTHODOX] {
            assert_eq!(pos.legal_moves(&rules, MoveFilter::ALL).len(), 20);
        }
    }

    #[test]
    fn dice_filter_restricts_roles() {
        let pos = Position::start();
        let knights = pos.legal_moves(&Rules::DICE_REX_CIRCE, MoveFilter::dice(&[2]));
        assert_eq!(knights.len(), 4);
        assert!(knights.iter().all(|m| m.role == Role::Knight));
        assert!(
            pos.legal_moves(&Rules::DICE_REX_CIRCE, MoveFilter::dice(&[5, 6]))
                .is_empty()
        );
    }
}
