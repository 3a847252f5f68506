//! Making a move: the move itself, then everything its capture causes
//! under the rule set (VARIANTS.md §0 "One rebirth, step by step").
//! `crate::capture` answers what depends on the capture alone (the unit as
//! it is reborn, its square, the capturer's square); this module decides
//! the rest: who is reborn (the captured unit, the capturer, both, Hydra's
//! two), when (Parrain's unit waits for the next move), whether a choice
//! fits (Super, Cage), and the occupancy rule (vanish, strict, assassin,
//! volcanic) on the board as it stands once the move is complete.

use super::Position;
use crate::bitboard::Bitboard;
use crate::capture::{self, Capture, home_square, hydra_twin};
use crate::effects::{Effect, EffectKind, Effects};
use crate::moves::{Move, MoveKind};
use crate::rules::{
    AntiType, CapturerColour, Geometry, Kings, Movement, Occupied, Reborn, Rules, Timing,
};
use crate::square::{Color, Piece, Role, Square};

/// A pseudo-legal move that the rebirth rule itself refuses: a Strict
/// rebirth square occupied, an Anticirce capturer with no square, a
/// choice that does not fit, an own king that would be lost.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct Refused;

fn effect(kind: EffectKind, piece: Piece, from: Option<Square>, to: Option<Square>) -> Effect {
    Effect {
        kind,
        piece,
        became: piece,
        from,
        to,
        promotion: None,
    }
}

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
        let reborn = rules.reborn == Reborn::Captured && capture::is_reborn(rules, victim);
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
            self.vanish(victim, sq, &mut fx);
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
        if let Some(passed) = m.from.offset(-us.forward()) {
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
        self.move_unit(m);
        if self.castling.any() {
            if m.role == Role::King {
                self.castling &= !Bitboard::rank(m.from.rank());
            }
            self.castling = self.castling.without(m.from).without(m.to);
        }
        if let Some((victim, sq)) = captured {
            let reborn = rules.reborn == Reborn::Captured && capture::is_reborn(rules, victim);
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
                self.vanish(victim, sq, &mut fx);
            }
        }
        self.finish(rules, m, captured.is_some());
        fx
    }

    /// Plays a pseudo-legal move with its choice, or refuses it when the
    /// rebirth rule does (the position is then left half-played: callers
    /// try moves on a copy).
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
        if let Some(passed) = m.from.offset(-us.forward()) {
            self.ep = self.ep.without(passed);
        }
        let mover = Piece::new(us, m.role);
        let placed = Piece::new(us, m.promotion.unwrap_or(m.role));
        let diagram = rules.geometry == Geometry::Diagram;

        if rules.movement != Movement::Orthodox {
            if let Some(via) = self.mars_origin(rules, m) {
                fx.push(effect(EffectKind::Via, mover, Some(m.from), Some(via)));
            }
        }

        // 1. The move itself, its promotion and its castling rook.
        let cs = m.capture_square();
        let mut captured = None;
        if let (Some(role), Some(sq)) = (m.capture, cs) {
            let victim = Piece::new(us.other(), role);
            let origin = Some(self.extras().map_or(sq, |e| e.origin(sq)));
            self.take(sq, victim);
            if diagram {
                self.extras_mut().clear_origin(sq);
            }
            captured = Some((victim, sq, origin));
            fx.captured = Some((victim, sq));
        }
        let rook = self.move_unit(m);
        if diagram {
            self.extras_mut().move_origin(m.from, m.to);
            if let Some((from, to)) = rook {
                self.extras_mut().move_origin(from, to);
            }
        }
        let vacated = [Some(m.from), None, rook.map(|(from, _)| from)];
        let rook_vector = rook.map_or((0, 0), |(from, to)| {
            (
                to.file() as i8 - from.file() as i8,
                to.rank() as i8 - from.rank() as i8,
            )
        });
        if self.castling.any() {
            if m.role == Role::King {
                self.castling &= !Bitboard::rank(m.from.rank());
            }
            self.castling = self.castling.without(m.from).without(m.to);
            if let Some(sq) = cs {
                self.castling = self.castling.without(sq);
            }
        }

        // 2. Parrain: the unit waiting reappears, moved by this move's vector.
        if rules.timing == Timing::Parrain {
            let pending = self.extras().and_then(|e| e.pending());
            if let Some((unit, pcs)) = pending {
                self.extras_mut().set_pending(None);
                let df = m.to.file() as i8 - m.from.file() as i8 + rook_vector.0;
                let dr = m.to.rank() as i8 - m.from.rank() as i8 + rook_vector.1;
                let target = Square::from_coords_i8(pcs.file() as i8 + df, pcs.rank() as i8 + dr);
                let target = target.filter(|&t| !self.occupied().contains(t));
                if m.choice.is_some_and(|c| Some(c.square) != target) {
                    return Err(Refused);
                }
                match target {
                    Some(t) => self.place_reborn(rules, m, unit, unit, pcs, t, &mut fx)?,
                    None => fx.push(effect(EffectKind::Vanish, unit, Some(pcs), None)),
                }
            } else if m.choice.is_some() {
                return Err(Refused);
            }
            if let Some((victim, sq, _)) = captured {
                if victim.role == Role::King {
                    fx.circe_mate = true;
                    fx.push(effect(EffectKind::Vanish, victim, Some(sq), None));
                } else {
                    self.extras_mut().set_pending(Some((victim, sq)));
                    fx.push(effect(EffectKind::Pending, victim, Some(sq), None));
                }
            }
            self.finish(rules, m, captured.is_some());
            self.drop_empty_extras();
            return Ok(fx);
        }

        // Andernach: the capturer, a king excepted, changes colour where it
        // stands (promoted first), before the captured unit's rebirth, as
        // Popeye orders them (`Rd1*d5=b[+bSg8]`).
        if rules.capturer == CapturerColour::ChangesColour
            && captured.is_some()
            && placed.role != Role::King
        {
            let turned = Piece::new(us.other(), placed.role);
            self.take(m.to, placed);
            self.put(m.to, turned);
            fx.push(Effect {
                kind: EffectKind::Relocate,
                piece: placed,
                became: turned,
                from: Some(m.to),
                to: Some(m.to),
                promotion: None,
            });
        }

        // 3. The capture hook.
        match captured {
            None => {
                if m.choice.is_some() {
                    return Err(Refused);
                }
            }
            Some((victim, sq, origin)) => {
                let cap = Capture {
                    mover,
                    promoted: placed,
                    from: m.from,
                    to: m.to,
                    square: sq,
                    captured: victim,
                };
                match rules.reborn {
                    Reborn::None => {
                        if m.choice.is_some() {
                            return Err(Refused);
                        }
                        self.vanish(victim, sq, &mut fx);
                    }
                    Reborn::Capturer(anti) => {
                        self.vanish(victim, sq, &mut fx);
                        let mut chosen = false;
                        if placed.role != Role::King || rules.kings == Kings::Inclusive {
                            let r = capture::capturer_square(rules, &cap).ok_or(Refused)?;
                            if r == m.to {
                                if anti == AntiType::Cheylan {
                                    return Err(Refused);
                                }
                            } else if self.occupied().contains(r) {
                                return Err(Refused);
                            } else {
                                // A pawn sent to its last rank (Antiequipollents)
                                // promotes there, as the capturer chooses.
                                let promotes =
                                    placed.role == Role::Pawn && r.rank() == us.last_rank();
                                let became = match m.choice {
                                    Some(c) if promotes && c.square == r => {
                                        chosen = true;
                                        Piece::new(us, c.promotion.ok_or(Refused)?)
                                    }
                                    _ if promotes => return Err(Refused),
                                    _ => placed,
                                };
                                self.take(m.to, placed);
                                self.put(r, became);
                                self.regain_castling(rules, became, r);
                                fx.push(Effect {
                                    kind: EffectKind::Relocate,
                                    piece: placed,
                                    became,
                                    from: Some(m.to),
                                    to: Some(r),
                                    promotion: (became != placed).then_some(became.role),
                                });
                            }
                        }
                        if m.choice.is_some() && !chosen {
                            return Err(Refused);
                        }
                    }
                    Reborn::Both => {
                        if placed.role != Role::King || rules.kings == Kings::Inclusive {
                            let r = home_square(placed, sq);
                            self.take(m.to, placed);
                            if self.occupied().contains(r) {
                                if placed.role == Role::King {
                                    return Err(Refused);
                                }
                                fx.push(effect(EffectKind::Remove, placed, Some(m.to), None));
                            } else {
                                self.put(r, placed);
                                self.regain_castling(rules, placed, r);
                                fx.push(effect(EffectKind::Relocate, placed, Some(m.to), Some(r)));
                            }
                        }
                        self.rebirth(rules, m, &cap, origin, &mut fx)?;
                    }
                    Reborn::Captured => self.rebirth(rules, m, &cap, origin, &mut fx)?,
                }
            }
        }
        // 4. Volcanic: a unit leaving a square lets the unit buried there
        // first erupt, once the capture's own effects are done (as Popeye
        // orders them), if the square is still empty; Parachute: the unit
        // covered last comes back.
        if matches!(rules.occupied, Occupied::Volcanic | Occupied::Parachute) {
            let vacated = [vacated[0], cs.filter(|&s| s != m.to), vacated[2]];
            let lifo = rules.occupied == Occupied::Parachute;
            for sq in vacated.into_iter().flatten() {
                if self.occupied().contains(sq) {
                    continue;
                }
                let back = self
                    .extras
                    .as_mut()
                    .and_then(|e| if lifo { e.uncover(sq) } else { e.erupt(sq) });
                if let Some(unit) = back {
                    self.put(sq, unit);
                    self.regain_castling(rules, unit, sq);
                    fx.push(effect(EffectKind::Erupt, unit, None, Some(sq)));
                }
            }
        }

        self.finish(rules, m, captured.is_some());
        if rules.has_extra_state() {
            self.drop_empty_extras();
        }
        Ok(fx)
    }

    fn drop_empty_extras(&mut self) {
        if self.extras().is_some_and(|e| e.is_empty()) {
            self.extras = None;
        }
    }

    /// The captured unit leaves the board; a king so lost ends the game.
    fn vanish(&self, victim: Piece, sq: Square, fx: &mut Effects) {
        if victim.role == Role::King {
            fx.circe_mate = true;
        }
        fx.push(effect(EffectKind::Vanish, victim, Some(sq), None));
    }

    /// The captured unit's rebirth (VARIANTS §0 steps 2–5).
    fn rebirth(
        &mut self,
        rules: &Rules,
        m: &Move,
        cap: &Capture,
        origin: Option<crate::square::Square>,
        fx: &mut Effects,
    ) -> Result<(), Refused> {
        let victim = cap.captured;
        if !capture::is_reborn(rules, victim) {
            if m.choice.is_some() {
                return Err(Refused);
            }
            self.vanish(victim, cap.square, fx);
            return Ok(());
        }
        let unit = capture::reborn_unit(rules, cap);
        let placed = capture::placed_unit(rules, unit);
        let squares: [Option<Square>; 2] = match rules.geometry {
            Geometry::Super | Geometry::Cage => [m.choice.map(|c| c.square), None],
            Geometry::Hydra => {
                let first = home_square(unit, cap.square);
                [Some(first), Some(hydra_twin(first))]
            }
            g => [capture::rebirth_square(g, unit, cap, origin), None],
        };
        let mut reborn = false;
        let mut chosen = false;
        for target in squares.into_iter().flatten() {
            if !self.occupied().contains(target) {
                chosen |= m.choice.is_some_and(|c| c.square == target);
                self.place_reborn(rules, m, victim, placed, cap.square, target, fx)?;
                reborn = true;
                continue;
            }
            match rules.occupied {
                Occupied::Vanish => {}
                Occupied::Strict => return Err(Refused),
                Occupied::Assassin => {
                    let occupant = self.remove(target).ok_or(Refused)?;
                    self.castling = self.castling.without(target);
                    if occupant.role == Role::King {
                        if occupant.color == self.side {
                            return Err(Refused);
                        }
                        fx.circe_mate = true;
                    }
                    fx.push(effect(EffectKind::Remove, occupant, Some(target), None));
                    chosen |= m.choice.is_some_and(|c| c.square == target);
                    self.place_reborn(rules, m, victim, placed, cap.square, target, fx)?;
                    reborn = true;
                }
                Occupied::Parachute => {
                    // The occupant goes under; the reborn unit lands on top.
                    let occupant = self.remove(target).ok_or(Refused)?;
                    self.castling = self.castling.without(target);
                    self.extras_mut().bury(target, occupant);
                    fx.push(effect(
                        EffectKind::Bury,
                        occupant,
                        Some(target),
                        Some(target),
                    ));
                    chosen |= m.choice.is_some_and(|c| c.square == target);
                    self.place_reborn(rules, m, victim, placed, cap.square, target, fx)?;
                    reborn = true;
                }
                Occupied::Volcanic => {
                    self.extras_mut().bury(target, placed);
                    fx.push(Effect {
                        kind: EffectKind::Bury,
                        piece: victim,
                        became: placed,
                        from: Some(cap.square),
                        to: Some(target),
                        promotion: None,
                    });
                    reborn = true;
                }
            }
        }
        if m.choice.is_some() && !chosen {
            return Err(Refused);
        }
        if !reborn {
            self.vanish(victim, cap.square, fx);
        }
        Ok(())
    }

    /// Puts a reborn unit on an empty square: a pawn on its own last rank
    /// promotes as the move's choice says (VARIANTS C5); a rook on its own
    /// corner regains castling (C2).
    #[allow(clippy::too_many_arguments)]
    fn place_reborn(
        &mut self,
        rules: &Rules,
        m: &Move,
        piece: Piece,
        placed: Piece,
        from: Square,
        target: Square,
        fx: &mut Effects,
    ) -> Result<(), Refused> {
        let promotes = placed.role == Role::Pawn && target.rank() == placed.color.last_rank();
        let became = match m.choice {
            Some(c) if c.square == target => match (promotes, c.promotion) {
                (true, Some(p)) => Piece::new(placed.color, p),
                (false, None) if matches!(rules.geometry, Geometry::Super | Geometry::Cage) => {
                    placed
                }
                _ => return Err(Refused),
            },
            _ if promotes => return Err(Refused),
            _ => placed,
        };
        self.put(target, became);
        self.regain_castling(rules, became, target);
        if rules.geometry == Geometry::Diagram {
            self.extras_mut().clear_origin(target);
        }
        if fx.rebirth.is_none() {
            fx.rebirth = Some(target);
        }
        fx.push(Effect {
            kind: EffectKind::Rebirth,
            piece,
            became,
            from: Some(from),
            to: Some(target),
            promotion: (became != placed).then_some(became.role),
        });
        Ok(())
    }

    /// A rook newly on its own corner, with its king never moved, may
    /// castle again (VARIANTS C2).
    fn regain_castling(&mut self, rules: &Rules, unit: Piece, sq: Square) {
        if !rules.castling || unit.role != Role::Rook {
            return;
        }
        let back = match unit.color {
            Color::White => 0,
            Color::Black => 7,
        };
        let corner = sq.rank() == back && (sq.file() == 0 || sq.file() == 7);
        let king_home = Square::from_index(back * 8 + 4);
        if corner && self.king_unmoved(unit.color) && self.king(unit.color) == Some(king_home) {
            self.castling = self.castling.with(sq);
        }
    }

    /// Bookkeeping once a move and its effects are done: a king that has
    /// left its square (moved, relocated, captured) has moved for good.
    fn finish(&mut self, rules: &Rules, m: &Move, captured: bool) {
        if !rules.castling {
            return;
        }
        if m.role == Role::King {
            self.set_king_unmoved(self.side, false);
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

    /// Where a Mars capture or an Anti-Mars non-capture left from, when
    /// that is not the unit's own square (VARIANTS 2.23–2.24).
    pub(crate) fn mars_origin(&self, rules: &Rules, m: &Move) -> Option<Square> {
        let from_home = match rules.movement {
            Movement::Orthodox => false,
            Movement::Mars => m.capture.is_some() && m.kind != MoveKind::EnPassant,
            Movement::AntiMars => m.capture.is_none() && m.kind != MoveKind::Castle,
        };
        if !from_home || (m.role == Role::King && rules.kings == Kings::Exclusive) {
            return None;
        }
        let home = home_square(Piece::new(self.side, m.role), m.from);
        (home != m.from).then_some(home)
    }
}
