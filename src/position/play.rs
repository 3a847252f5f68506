//! Making a move: the unit moves (with its promotion and castling rook),
//! the captured unit leaves the board, en passant and castling rights are
//! kept; then the capture hook ([`crate::capture`]) does everything the
//! rule set adds (VARIANTS.md §0 "One rebirth, step by step"). The rules
//! whose only effect is a rebirth on the home square have a path of their
//! own (`play_plain`), the hot path of perft and the search.

use super::Position;
use crate::bitboard::Bitboard;
use crate::capture::{self, Played, Refused, home_square};
use crate::effects::{Effect, EffectKind, Effects};
use crate::moves::{Move, MoveKind};
use crate::rules::Rules;
use crate::square::{Color, Piece, Role, Square};

impl Position {
    /// Plays a legal move (one of [`Position::legal_moves`] for these
    /// rules) and returns what it caused. The side to move does not change:
    /// the turn structure decides that (see [`Position::pass_turn`]).
    /// `first_of_turn` clears the opponent's en passant rights, which last
    /// only for one free move (RULES §6).
    pub fn play(&mut self, rules: &Rules, m: &Move, first_of_turn: bool) -> Effects {
        if rules.plain_rebirth() {
            return self.play_plain(rules, m, first_of_turn);
        }
        self.try_play(rules, m, first_of_turn).unwrap_or_default()
    }

    /// What [`Position::play`] would report for `m` under rules with a
    /// plain rebirth (`Rules::plain_rebirth`), without playing it: the
    /// captured unit is reborn on its home square if that square is empty
    /// once the move is made, else it vanishes. Castling moves no captured
    /// unit, and en passant only empties the captured pawn's own square.
    pub(crate) fn plain_effects(&self, rules: &Rules, m: &Move) -> Effects {
        let mut fx = Effects::default();
        let (Some(role), Some(sq)) = (m.capture, m.capture_square()) else {
            return fx;
        };
        let victim = Piece::new(self.side.other(), role);
        fx.captured = Some((victim, sq));
        let home = home_square(victim, sq);
        let reborn = capture::captured_reborn(rules, victim);
        // After the move: `from` and the captured square are empty, `to`
        // holds the mover.
        let empty =
            home != m.to && (home == m.from || home == sq || !self.occupied().contains(home));
        if reborn && empty {
            fx.rebirth = Some(home);
            fx.push(Effect {
                kind: EffectKind::Rebirth,
                piece: victim,
                became: victim,
                from: Some(sq),
                to: Some(home),
                promotion: None,
            });
        } else {
            capture::vanish(victim, sq, &mut fx);
        }
        fx
    }

    /// The move itself, without what a capture causes: the unit leaves
    /// `from` for `to` (promoted), a double step leaves its en passant
    /// target, castling moves its rook, whose squares it returns.
    fn move_unit(&mut self, m: &Move) -> Option<(Square, Square)> {
        let us = self.side;
        self.take(m.from, Piece::new(us, m.role));
        self.put(m.to, Piece::new(us, m.promotion.unwrap_or(m.role)));
        match m.kind {
            MoveKind::DoubleStep => {
                if let Some(passed) = m.to.offset(-us.forward()) {
                    self.ep = self.ep.with(passed);
                }
                None
            }
            MoveKind::Castle => {
                let back = m.from.rank() * 8;
                let (rook_from, rook_to) = if m.to.file() > m.from.file() {
                    (back + 7, back + 5)
                } else {
                    (back, back + 3)
                };
                let (from, to) = (Square::from_index(rook_from), Square::from_index(rook_to));
                let rook = Piece::new(us, Role::Rook);
                self.take(from, rook);
                self.put(to, rook);
                Some((from, to))
            }
            _ => None,
        }
    }

    /// [`Position::try_play`] for the rules whose only effect is a rebirth
    /// on the home square or a vanishing (Dice Rex Circe, plain Circe,
    /// orthodox chess), which never refuse a move: the hot path of perft
    /// and the search.
    fn play_plain(&mut self, rules: &Rules, m: &Move, first_of_turn: bool) -> Effects {
        let us = self.side;
        let mut fx = Effects::default();
        if first_of_turn {
            self.ep = Bitboard::EMPTY;
        }
        if let Some(passed) = m
            .from
            .offset(-us.forward())
            .filter(|_| m.role == Role::Pawn)
        {
            self.ep = self.ep.without(passed);
        }
        // A double-stepped pawn captured loses its target too.
        if let Some(passed) = m.capture_square().and_then(|sq| sq.offset(us.forward())) {
            self.ep = self.ep.without(passed);
        }
        let cs = m.capture_square();
        let mut captured = None;
        if let (Some(role), Some(sq)) = (m.capture, cs) {
            let victim = Piece::new(us.other(), role);
            self.take(sq, victim);
            captured = Some((victim, sq));
            fx.captured = captured;
        }
        let rook = self.move_unit(m);
        self.moved_for_castling(rules, m, rook, None);
        if let Some((victim, sq)) = captured {
            let reborn = capture::captured_reborn(rules, victim);
            let home = home_square(victim, sq);
            if reborn && !self.occupied().contains(home) {
                self.put(home, victim);
                self.regain_castling(rules, victim, home);
                fx.rebirth = Some(home);
                fx.push(Effect {
                    kind: EffectKind::Rebirth,
                    piece: victim,
                    became: victim,
                    from: Some(sq),
                    to: Some(home),
                    promotion: None,
                });
            } else {
                capture::vanish(victim, sq, &mut fx);
            }
        }
        self.finish(rules, captured.is_some());
        fx
    }

    /// Plays a pseudo-legal move with its choice, or refuses it when the
    /// rebirth rule does (the position is then left half-played: callers
    /// try moves on a copy). The move itself is made here; the capture
    /// hook ([`capture::resolve`]) does what the rules add to it.
    pub(crate) fn try_play(
        &mut self,
        rules: &Rules,
        m: &Move,
        first_of_turn: bool,
    ) -> Result<Effects, Refused> {
        let us = self.side;
        let mut fx = Effects::default();
        if first_of_turn {
            self.ep = Bitboard::EMPTY;
        }
        // A double step of ours that moves again loses its en passant target.
        if let Some(passed) = m
            .from
            .offset(-us.forward())
            .filter(|_| m.role == Role::Pawn)
        {
            self.ep = self.ep.without(passed);
        }
        // A double-stepped pawn captured loses its target too.
        if let Some(passed) = m.capture_square().and_then(|sq| sq.offset(us.forward())) {
            self.ep = self.ep.without(passed);
        }
        if let Some(via) = capture::via(self, rules, m) {
            fx.push(Effect {
                kind: EffectKind::Via,
                piece: Piece::new(us, m.role),
                became: Piece::new(us, m.role),
                from: Some(m.from),
                to: Some(via),
                promotion: None,
            });
        }
        let played = self.move_with_capture(rules, m, &mut fx);
        capture::resolve(self, rules, m, &played, &mut fx)?;
        self.finish(rules, played.captured.is_some());
        if rules.has_extra_state() {
            self.drop_empty_extras();
        }
        Ok(fx)
    }

    /// The move itself, its promotion and its castling rook, with the
    /// captured unit taken off the board: what the capture hook starts
    /// from. Origins travel with their units where the rules keep them.
    fn move_with_capture(&mut self, rules: &Rules, m: &Move, fx: &mut Effects) -> Played {
        let origins = capture::tracks_origins(rules);
        let cs = m.capture_square();
        let mut captured = None;
        if let (Some(role), Some(sq)) = (m.capture, cs) {
            let victim = Piece::new(self.side.other(), role);
            let origin = Some(self.extras().map_or(sq, |e| e.origin(sq)));
            self.take(sq, victim);
            if origins {
                self.extras_mut().clear_origin(sq);
            }
            captured = Some((victim, sq, origin));
            fx.captured = Some((victim, sq));
        }
        let rook = self.move_unit(m);
        if origins {
            self.extras_mut().move_origin(m.from, m.to);
            if let Some((from, to)) = rook {
                self.extras_mut().move_origin(from, to);
            }
        }
        self.moved_for_castling(rules, m, rook, cs);
        Played { captured, rook }
    }

    pub(crate) fn drop_empty_extras(&mut self) {
        if self.extras().is_some_and(|e| e.is_empty()) {
            self.extras = None;
        }
    }

    /// Castling once the unit has moved, before what a capture causes: a
    /// king that moves has moved (if a rebirth sends it home, it is brand
    /// new again); the corner rooks that leave their squares or are
    /// captured there (`captured_on`) lose castling for good, and a king's
    /// move keeps its rooks as they are, since they castle again if it is
    /// reborn on its square (VARIANTS C2).
    fn moved_for_castling(
        &mut self,
        rules: &Rules,
        m: &Move,
        rook: Option<(Square, Square)>,
        captured_on: Option<Square>,
    ) {
        if m.role == Role::King {
            self.set_king_unmoved(self.side, false);
            if !capture::kings_placed_anew(rules) {
                // No rebirth brings this king back: its rooks never castle.
                self.castling &= !Bitboard::rank(m.from.rank());
            }
        }
        if self.castling.any() {
            let mut gone = Bitboard::EMPTY.with(m.from).with(m.to);
            if let Some((from, _)) = rook {
                gone = gone.with(from);
            }
            if let Some(sq) = captured_on {
                gone = gone.with(sq);
            }
            self.castling &= !gone;
        }
    }

    /// A unit placed anew is brand new (VARIANTS C2): a rook on its own
    /// corner castles again, and a king on its own square has not moved,
    /// so it castles with the rooks on their corners that have not moved
    /// or are reborn there.
    pub(crate) fn regain_castling(&mut self, rules: &Rules, unit: Piece, sq: Square) {
        if !rules.castling {
            return;
        }
        let back = match unit.color {
            Color::White => 0,
            Color::Black => 7,
        };
        let king_home = Square::from_index(back * 8 + 4);
        match unit.role {
            Role::Rook if sq.rank() == back && (sq.file() == 0 || sq.file() == 7) => {
                self.castling = self.castling.with(sq);
            }
            Role::King if sq == king_home => self.set_king_unmoved(unit.color, true),
            _ => {}
        }
    }

    /// Bookkeeping once a move and its effects are done: a king that is
    /// not on its square after a capture (relocated, captured, buried) has
    /// moved for good.
    fn finish(&mut self, rules: &Rules, captured: bool) {
        if !rules.castling {
            return;
        }
        if captured && self.kings_unmoved != 0 {
            for color in Color::ALL {
                let home = Square::from_index(if color == Color::White { 4 } else { 60 });
                if self.king(color) != Some(home) {
                    self.set_king_unmoved(color, false);
                }
            }
        }
    }
}
