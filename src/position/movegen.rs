//! Move generation. The fast generator produces one destination set per
//! piece, with pin and check masks under orthodox legality: it is what
//! Dice Rex Circe, orthodox chess and dice chess play with, and what perft
//! counts in bulk. The pseudo-legal generator adds Mars and Anti-Mars
//! movement and drops the masks; `legal.rs` turns its moves into legal
//! ones for every other rule set.

use super::{MoveFilter, PieceMoves, PieceMovesList, Position};
use crate::attacks::{Attacks, king_attacks, knight_attacks, pawn_attacks};
use crate::bitboard::Bitboard;
use crate::capture;
use crate::moves::{Move, MoveKind};
use crate::rules::Rules;
use crate::square::{Color, Piece, Role, Square};

impl Position {
    /// Generates the moves of the side to move that `filter` allows, one
    /// entry per piece, for rules whose legal moves the fast generator
    /// gives exactly (`Rules::fast_generation`): under rules with check
    /// only legal moves (pin and check masks), otherwise every pseudo-legal
    /// move. Other rules go through [`Position::legal_moves`].
    pub fn generate(&self, rules: &Rules, filter: MoveFilter, out: &mut PieceMovesList) {
        out.len = 0;
        self.generate_into(rules, filter, |pm| {
            out.items[out.len] = pm;
            out.len += 1;
        });
    }

    /// Like [`Position::generate`], handing each non-empty entry to `sink`.
    #[inline]
    pub fn generate_into(&self, rules: &Rules, filter: MoveFilter, sink: impl FnMut(PieceMoves)) {
        self.orthodox_into(rules, filter, rules.check, sink);
    }

    /// Orthodox movement; with `legal`, pin and check masks and castling's
    /// attack conditions (orthodox legality).
    #[inline]
    fn orthodox_into(
        &self,
        rules: &Rules,
        filter: MoveFilter,
        legal: bool,
        mut sink: impl FnMut(PieceMoves),
    ) {
        let mut push = |from: Square, role: Role, to: Bitboard| {
            if to.any() && filter.from_square(from) {
                sink(PieceMoves { from, role, to });
            }
        };
        let a = Attacks::get();
        let king = self.king(self.side);
        let masks = if legal {
            let Some(k) = king else { return };
            self.masks(a, rules, k)
        } else {
            Masks::NONE
        };
        if filter.allows(Role::King) || filter.castling() {
            if let Some(k) = king {
                let to = self.king_destinations(a, rules, filter, k, legal, &masks);
                push(k, Role::King, to);
            }
        }
        if masks.double_check {
            return;
        }
        if filter.pawns() {
            self.pawn_moves(a, rules, filter, legal, &masks, &mut push);
        }
        let us = self.side;
        let occupied = self.occupied();
        let mask = !self.by_color(us) & masks.check;
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
                push(from, role, to & mask & masks.pin(a, from));
            }
        }
    }

    /// The check and pin masks of the side to move, whose king is on `k`.
    #[inline]
    fn masks(&self, a: Attacks, rules: &Rules, k: Square) -> Masks {
        let mut masks = Masks {
            king: Some(k),
            pinned: self.pinned(a, k),
            ..Masks::NONE
        };
        let checkers = self.attackers(a, rules, k, self.side.other(), self.occupied());
        if checkers.any() {
            masks.double_check = checkers.more_than_one();
            let c = checkers.first().unwrap_or(k);
            masks.check = a.between(k, c) | checkers;
        }
        masks
    }

    /// The king's destinations, castling included: with `legal`, only
    /// squares it is not attacked on.
    #[inline]
    fn king_destinations(
        &self,
        a: Attacks,
        rules: &Rules,
        filter: MoveFilter,
        k: Square,
        legal: bool,
        masks: &Masks,
    ) -> Bitboard {
        let us = self.side;
        let occupied = self.occupied();
        let mut to = Bitboard::EMPTY;
        if filter.allows(Role::King) {
            to = king_attacks(k) & !self.by_color(us);
            if legal {
                let without_king = occupied.without(k);
                for dest in to {
                    if self
                        .attackers(a, rules, dest, us.other(), without_king)
                        .any()
                    {
                        to = to.without(dest);
                    }
                }
            }
        }
        if rules.castling && filter.castling() && masks.check == Bitboard::ALL {
            to |= self.castling_destinations(a, rules, k, legal);
        }
        to
    }

    /// The pawns' moves, en passant included; only promotions, to the
    /// promotion die's piece, when pawns may not move (BrainKing).
    #[inline]
    fn pawn_moves(
        &self,
        a: Attacks,
        rules: &Rules,
        filter: MoveFilter,
        legal: bool,
        masks: &Masks,
        push: &mut impl FnMut(Square, Role, Bitboard),
    ) {
        let us = self.side;
        let theirs = self.by_color(us.other());
        let occupied = self.occupied();
        // A pawn on its own first rank may not be able to move
        // (VARIANTS C9).
        let pawns = self.pieces(Piece::new(us, Role::Pawn)) & !self.idle_pawns(rules);
        let fwd = us.forward();
        if !filter.allows(Role::Pawn) {
            let last_rank = Bitboard::rank(us.last_rank());
            for from in pawns {
                let one = Bitboard::from_square(from).shift(fwd) & !occupied;
                let to = (pawn_attacks(us, from) & theirs | one) & last_rank;
                push(from, Role::Pawn, to & masks.check & masks.pin(a, from));
            }
            return;
        }
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
            to &= masks.check & masks.pin(a, from);
            for ep in pawn_attacks(us, from) & ep_targets {
                if !legal || self.ep_is_legal(a, rules, from, ep) {
                    to |= Bitboard::from_square(ep);
                }
            }
            push(from, Role::Pawn, to);
        }
    }

    /// Every pseudo-legal move of the side to move that `filter` allows,
    /// one entry per piece, by the rules' movement (Mars captures and Anti-Mars non-captures
    /// from the rebirth square, VARIANTS 2.23–2.24), one entry per piece.
    /// No check, no capture refused by the rebirth rule: `legal.rs`
    /// decides those. Castling is included when the right is kept and the
    /// path is empty; its attack conditions are `legal.rs`'s too.
    pub(crate) fn pseudo(&self, rules: &Rules, filter: MoveFilter) -> PieceMovesList {
        let mut list = PieceMovesList::new();
        self.pseudo_into(rules, filter, |pm: PieceMoves| {
            list.items[list.len] = pm;
            list.len += 1;
        });
        list
    }

    /// [`Position::pseudo`]'s entries, each given to `sink` (no list to
    /// fill and copy where one unit's entry is wanted).
    pub(crate) fn pseudo_into(
        &self,
        rules: &Rules,
        filter: MoveFilter,
        mut sink: impl FnMut(PieceMoves),
    ) {
        if capture::orthodox(rules) {
            self.orthodox_into(rules, filter, false, &mut sink);
            return;
        }
        if capture::transfers(rules) {
            self.jupiter_into(rules, filter, &mut sink);
            return;
        }
        let a = Attacks::get();
        let us = self.side;
        let ours = self.by_color(us);
        let theirs = self.by_color(us.other());
        let occupied = ours | theirs;
        let fwd = us.forward();
        for from in ours {
            let Some(role) = self.role_at(from) else {
                continue;
            };
            let piece = Piece::new(us, role);
            let allowed = if role == Role::Pawn {
                filter.pawns()
            } else {
                filter.allows(role)
            };
            let mut to = Bitboard::EMPTY;
            // Where the unit captures from and where it makes its
            // non-captures from; `None` when that square is occupied.
            let home = capture::move_home(rules, piece, from);
            let home_free = home == from || !occupied.contains(home);
            let lifted = occupied.without(from);
            let at = |from_home: bool| {
                if from_home {
                    home_free.then_some(home)
                } else {
                    Some(from)
                }
            };
            let capture_from = at(capture::moves_from_home(rules, true));
            let quiet_from = at(capture::moves_from_home(rules, false));
            if allowed {
                if let Some(c) = capture_from {
                    to |= self.reach(a, piece, c, lifted, true) & theirs;
                    if role == Role::Pawn && c == from && filter.en_passant {
                        to |= pawn_attacks(us, from) & self.ep & !occupied;
                    }
                }
                if let Some(q) = quiet_from {
                    let mut quiet = self.reach(a, piece, q, lifted, false) & !lifted;
                    if role == Role::Pawn {
                        let one = Bitboard::from_square(q).shift(fwd) & !lifted;
                        quiet = one;
                        if Bitboard::rank(us.pawn_rank()).contains(q) {
                            quiet |= one.shift(fwd) & !lifted;
                        }
                    }
                    to |= quiet.without(from);
                }
            }
            if role == Role::King && rules.castling && filter.castling() {
                to |= self.castling_destinations(a, rules, from, false);
            }
            if role == Role::Pawn && !filter.allows(Role::Pawn) {
                to &= Bitboard::rank(us.last_rank());
            }
            if to.any() {
                sink(PieceMoves { from, role, to });
            }
        }
    }

    /// Jupiter Circe's moves but its transfers: orthodox moves, but a unit
    /// is captured where it stands only when that is its rebirth square;
    /// no en passant (VARIANTS §E). The other captures are
    /// [`Position::transfers_into`]'s.
    fn jupiter_into(&self, rules: &Rules, filter: MoveFilter, mut sink: impl FnMut(PieceMoves)) {
        let direct = self.captured_in_place(rules);
        let theirs = self.by_color(self.side.other());
        let filter = filter.without_en_passant();
        self.orthodox_into(rules, filter, false, |pm| {
            let to = pm.to & !(theirs & !direct);
            if to.any() {
                sink(PieceMoves { to, ..pm });
            }
        });
    }

    /// [`Position::expand`] into a list: one instantiation for every
    /// caller off the hot paths, which keeps the module small.
    pub(crate) fn expand_into(&self, rules: &Rules, pm: &PieceMoves, out: &mut Vec<Move>) {
        self.expand(rules, pm, |m| out.push(m));
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
    fn ep_is_legal(&self, a: Attacks, rules: &Rules, from: Square, target: Square) -> bool {
        let us = self.side;
        let Some(k) = self.king(us) else { return false };
        let Some(victim) = target.offset(-us.forward()) else {
            return false;
        };
        let occupied =
            (self.occupied().without(from).without(victim)) | Bitboard::from_square(target);
        let attackers =
            self.attackers(a, rules, k, us.other(), occupied) & !Bitboard::from_square(victim);
        attackers.is_empty()
    }

    /// Castling destinations of the king on `k` (the king's two-square
    /// step), when the right is kept and the squares between king and rook
    /// are empty; with `attacks`, also when the king does not pass through
    /// or land on an attacked square (the caller has checked that it is
    /// not in check). Without check there is no attack condition (VARIANTS
    /// C7); under check with rebirth, `legal.rs` tests the squares.
    fn castling_destinations(
        &self,
        a: Attacks,
        rules: &Rules,
        k: Square,
        attacks: bool,
    ) -> Bitboard {
        let us = self.side;
        let back = Bitboard::rank(if us == Color::White { 0 } else { 7 });
        let rooks = self.castling() & back & self.pieces(Piece::new(us, Role::Rook));
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
            let safe = !attacks
                || [k.offset(step), Some(dest)].into_iter().flatten().all(|s| {
                    self.attackers(a, rules, s, us.other(), self.occupied())
                        .is_empty()
                });
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

    /// The number of moves `filter` allows.
    pub fn count_moves(&self, rules: &Rules, filter: MoveFilter) -> u64 {
        if !rules.fast_generation() || filter.promotions != 0 {
            return self.legal_moves(rules, filter).len() as u64;
        }
        let mut n = 0;
        self.generate_into(rules, filter, |pm| n += self.count_entry(&pm));
        n
    }

    #[inline]
    pub(crate) fn count_entry(&self, pm: &PieceMoves) -> u64 {
        let n = u64::from(pm.to.count());
        if pm.role == Role::Pawn {
            n + self.extra_promotions(pm.to)
        } else {
            n
        }
    }

    /// The moves a set of pawn destinations adds for promotions: three
    /// more per square on the last rank (four pieces to choose from).
    #[inline]
    fn extra_promotions(&self, to: Bitboard) -> u64 {
        let promoting = to & Bitboard::rank(self.side.last_rank());
        if promoting.any() {
            3 * u64::from(promoting.count())
        } else {
            0
        }
    }

    /// The number of moves of the side to move on a free move, under
    /// rules the fast generator serves: what [`Position::generate_into`]
    /// with [`MoveFilter::ALL`] and [`Position::count_entry`] give, with
    /// the unpinned pawns counted as whole sets (one push, one double
    /// step and two capture sets) rather than one by one. Perft's last
    /// ply.
    pub(crate) fn count_all(&self, rules: &Rules) -> u64 {
        let a = Attacks::get();
        let legal = rules.check;
        let us = self.side;
        let king = self.king(us);
        let masks = if legal {
            let Some(k) = king else { return 0 };
            self.masks(a, rules, k)
        } else {
            Masks::NONE
        };
        let mut n = 0;
        if let Some(k) = king {
            let to = self.king_destinations(a, rules, MoveFilter::ALL, k, legal, &masks);
            n += u64::from(to.count());
        }
        if masks.double_check {
            return n;
        }
        let occupied = self.occupied();
        let theirs = self.by_color(us.other());
        let pawns = self.pieces(Piece::new(us, Role::Pawn)) & !self.idle_pawns(rules);
        let fwd = us.forward();
        let start_rank = Bitboard::rank(us.pawn_rank());
        let free = pawns & !masks.pinned;
        let one = free.shift(fwd) & !occupied;
        let two = ((free & start_rank).shift(fwd) & !occupied).shift(fwd) & !occupied;
        let west = (free & !Bitboard::file(0)).shift(fwd - 1) & theirs;
        let east = (free & !Bitboard::file(7)).shift(fwd + 1) & theirs;
        for to in [one, west, east] {
            let to = to & masks.check;
            n += u64::from(to.count()) + self.extra_promotions(to);
        }
        n += u64::from((two & masks.check).count());
        for from in pawns & masks.pinned {
            let mut to = pawn_attacks(us, from) & theirs;
            let one = Bitboard::from_square(from).shift(fwd) & !occupied;
            to |= one;
            if start_rank.contains(from) {
                to |= one.shift(fwd) & !occupied;
            }
            let to = to & masks.check & masks.pin(a, from);
            n += u64::from(to.count()) + self.extra_promotions(to);
        }
        for ep in self.ep & !occupied {
            for from in pawn_attacks(us.other(), ep) & pawns {
                if !legal || self.ep_is_legal(a, rules, from, ep) {
                    n += 1;
                }
            }
        }
        let mask = !self.by_color(us) & masks.check;
        for from in self.pieces(Piece::new(us, Role::Knight)) & !masks.pinned {
            n += u64::from((knight_attacks(from) & mask).count());
        }
        let diag = self.by_role(Role::Bishop) | self.by_role(Role::Queen);
        for from in self.by_color(us) & diag {
            let to = a.bishop(from, occupied) & mask & masks.pin(a, from);
            n += u64::from(to.count());
        }
        let orth = self.by_role(Role::Rook) | self.by_role(Role::Queen);
        for from in self.by_color(us) & orth {
            let to = a.rook(from, occupied) & mask & masks.pin(a, from);
            n += u64::from(to.count());
        }
        n
    }

    /// Expands one generated entry into moves, in square order.
    pub fn expand(&self, rules: &Rules, pm: &PieceMoves, mut push: impl FnMut(Move)) {
        let theirs = self.by_color(self.side.other());
        // The rank a double step lands on, and whether every non-capture
        // starts from the second rank (Anti-Mars).
        let us = self.side;
        let fourth = if us == Color::White { 3 } else { 4 };
        let from_home = capture::moves_from_home(rules, false);
        let castling = rules.castling;
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
                Role::Pawn
                    if capture.is_none()
                        && to.rank() == fourth
                        && (from_home || pm.from.rank() == us.pawn_rank()) =>
                {
                    MoveKind::DoubleStep
                }
                Role::King
                    if castling
                        && to.file().abs_diff(pm.from.file()) == 2
                        && to.rank() == pm.from.rank()
                        && capture.is_none() =>
                {
                    MoveKind::Castle
                }
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
                choice: None,
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
}

/// Orthodox legality's masks: the squares that stop a check (all when
/// there is none), the pinned pieces, and whether two pieces check.
struct Masks {
    king: Option<Square>,
    check: Bitboard,
    pinned: Bitboard,
    double_check: bool,
}

impl Masks {
    /// No check, no pin: pseudo-legal generation.
    const NONE: Masks = Masks {
        king: None,
        check: Bitboard::ALL,
        pinned: Bitboard::EMPTY,
        double_check: false,
    };

    /// The squares the piece on `from` may move to as far as pins go.
    #[inline]
    fn pin(&self, a: Attacks, from: Square) -> Bitboard {
        match self.king {
            Some(k) if self.pinned.contains(from) => a.line(k, from),
            _ => Bitboard::ALL,
        }
    }
}
