//! What a unit reaches by the rules' movement, apart from generating
//! moves: the squares it could capture on (from its own square, or from
//! its rebirth square under Mars Circe, VARIANTS 2.23), the check test
//! built on that, the square a move is made from, one unit's pseudo-legal
//! destinations, and Jupiter Circe's captures, which move the victim to
//! its rebirth square first (VARIANTS §E).

use super::{MoveFilter, Position};
use crate::attacks::{Attacks, king_attacks, knight_attacks, pawn_attacks};
use crate::bitboard::Bitboard;
use crate::capture;
use crate::moves::{Move, MoveKind};
use crate::rules::Rules;
use crate::square::{Color, Piece, Role, Square};

impl Position {
    /// The opponent's units that a capture takes where they stand under
    /// Jupiter Circe: those on their own rebirth square, and kings.
    pub(super) fn captured_in_place(&self, rules: &Rules) -> Bitboard {
        let mut direct = Bitboard::EMPTY;
        for sq in self.by_color(self.side.other()) {
            if let Some(victim) = self.piece_at(sq) {
                if capture::transfer_square(rules, victim, sq) == sq {
                    direct = direct.with(sq);
                }
            }
        }
        direct
    }

    /// The pseudo-legal Jupiter captures of the side to move (VARIANTS
    /// §E): an enemy unit off its rebirth square, that square empty, is
    /// moved there and captured by a unit that can make a capturing move
    /// onto it (the unit's own square emptied); a pawn arriving on its
    /// last rank promotes. Nothing under other rules.
    pub(crate) fn transfers_into(&self, rules: &Rules, out: &mut Vec<Move>) {
        if !capture::transfers(rules) {
            return;
        }
        let a = Attacks::get();
        let us = self.side;
        let occupied = self.occupied();
        for sq in self.by_color(us.other()) {
            let Some(victim) = self.piece_at(sq) else {
                continue;
            };
            let target = capture::transfer_square(rules, victim, sq);
            if target == sq || occupied.contains(target) {
                continue;
            }
            let moved = occupied.without(sq).with(target);
            for from in self.attackers(a, rules, target, us, moved) {
                let Some(role) = self.role_at(from) else {
                    continue;
                };
                let base = Move {
                    from,
                    to: target,
                    role,
                    promotion: None,
                    capture: Some(victim.role),
                    kind: MoveKind::Transfer(sq),
                    choice: None,
                };
                if role == Role::Pawn && target.rank() == us.last_rank() {
                    for promotion in Role::PROMOTIONS {
                        out.push(Move {
                            promotion: Some(promotion),
                            ..base
                        });
                    }
                } else {
                    out.push(base);
                }
            }
        }
    }

    /// The squares the unit on `from` could capture on now (whoever stands
    /// there), by the rules' movement: from `from`, or under Mars Circe from
    /// its rebirth square, and not at all while that square is taken by
    /// another unit (VARIANTS 2.23: a unit attacks what it could capture
    /// from its rebirth square). Empty when `from` is empty or holds a
    /// pawn that cannot move (VARIANTS C9).
    pub(crate) fn capture_reach(&self, a: Attacks, rules: &Rules, from: Square) -> Bitboard {
        let Some(piece) = self.piece_at(from) else {
            return Bitboard::EMPTY;
        };
        if self.idle_pawns(rules).contains(from) {
            return Bitboard::EMPTY;
        }
        if !capture::moves_from_home(rules, true) {
            return self.reach(a, piece, from, self.occupied(), true);
        }
        let home = capture::move_home(rules, piece, from);
        if home != from && self.occupied().contains(home) {
            return Bitboard::EMPTY;
        }
        self.reach(a, piece, home, self.occupied().without(from), true)
    }

    /// The pseudo-legal destinations of the side to move's unit on `from`
    /// (all moves allowed): [`Position::pseudo`]'s entry for it, found
    /// without generating the other units' moves where the unit moves as
    /// in orthodox chess and is neither a pawn nor a king (whose moves
    /// depend on more than the board), and else by the generator told to
    /// skip the other roles, without a list (Cage Circe asks this of every
    /// empty square after each capture).
    pub(crate) fn pseudo_of(&self, rules: &Rules, from: Square) -> Bitboard {
        let Some(piece) = self.piece_at(from) else {
            return Bitboard::EMPTY;
        };
        if piece.color == self.side
            && capture::orthodox(rules)
            && !matches!(piece.role, Role::Pawn | Role::King)
        {
            let a = Attacks::get();
            return self.reach(a, piece, from, self.occupied(), true) & !self.by_color(self.side);
        }
        let mut to = Bitboard::EMPTY;
        self.pseudo_into(rules, MoveFilter::ALL.unit_of(piece.role, from), |pm| {
            if pm.from == from {
                to |= pm.to;
            }
        });
        to
    }

    /// Whether a unit of `them` could capture on `k` by the rules' capture
    /// movement: [`Position::capture_reach`] of every unit, but a unit's
    /// rebirth square is looked at only when its role could reach `k` from
    /// there on an empty board, so that most units cost no attack set (a
    /// Mars check test, VARIANTS 2.23).
    pub(crate) fn capture_reaches(
        &self,
        a: Attacks,
        rules: &Rules,
        k: Square,
        them: Color,
    ) -> bool {
        if !capture::moves_from_home(rules, true) {
            return Iterator::any(&mut self.by_color(them), |s| {
                self.capture_reach(a, rules, s).contains(k)
            });
        }
        let occupied = self.occupied();
        let idle = self.idle_pawns(rules);
        for role in Role::ALL {
            let piece = Piece::new(them, role);
            let units = self.pieces(piece) & !idle;
            if units.is_empty() {
                continue;
            }
            // The squares a unit of this role attacks `k` from on an empty
            // board: attacks are symmetric but for pawns.
            let sources = match role {
                Role::Pawn => pawn_attacks(them.other(), k),
                Role::Knight => knight_attacks(k),
                Role::Bishop => a.bishop(k, Bitboard::EMPTY),
                Role::Rook => a.rook(k, Bitboard::EMPTY),
                Role::Queen => a.queen(k, Bitboard::EMPTY),
                Role::King => king_attacks(k),
            };
            for s in units {
                let home = capture::move_home(rules, piece, s);
                if !sources.contains(home) || (home != s && occupied.contains(home)) {
                    continue;
                }
                if self
                    .reach(a, piece, home, occupied.without(s), true)
                    .contains(k)
                {
                    return true;
                }
            }
        }
        false
    }

    /// The square the unit on `from` makes a capture (`capture`) or a
    /// non-capture from, by the rules' movement: `from`, or its rebirth
    /// square for Mars captures and Anti-Mars non-captures (VARIANTS
    /// 2.23–2.24), whether or not that square is free. `from` when empty.
    pub(crate) fn move_origin(&self, rules: &Rules, from: Square, capture: bool) -> Square {
        let from_home = capture::moves_from_home(rules, capture);
        match self.piece_at(from) {
            Some(piece) if from_home => capture::move_home(rules, piece, from),
            _ => from,
        }
    }

    /// The squares a unit standing on `at` would attack (`capture`) or
    /// move to without capturing, by orthodox movement.
    pub(super) fn reach(
        &self,
        a: Attacks,
        piece: Piece,
        at: Square,
        occupied: Bitboard,
        capture: bool,
    ) -> Bitboard {
        match piece.role {
            Role::Pawn if capture => pawn_attacks(piece.color, at),
            Role::Pawn => Bitboard::from_square(at).shift(piece.color.forward()),
            Role::Knight => knight_attacks(at),
            Role::Bishop => a.bishop(at, occupied),
            Role::Rook => a.rook(at, occupied),
            Role::Queen => a.queen(at, occupied),
            Role::King => king_attacks(at),
        }
    }
}
