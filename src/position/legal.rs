//! Legal moves for every rule set, and check with rebirth (VARIANTS C1).
//!
//! The fast generator is exact where no rebirth can change a check and no
//! capture is refused or offers a choice. Elsewhere a move is legal when
//! the rebirth rule accepts it, with its choice, and, under rules with
//! check, when after the whole move (rebirths, removals, relocations) the
//! mover's king cannot be captured, or where kings are reborn, cannot be
//! captured without rebirth: legality by playing the move and testing, as
//! problem chess (Popeye) decides it.
//!
//! It also answers what the board and the evaluation ask before any
//! capture: where a piece would be reborn if captured now
//! (`rebirth_if_captured`, `static_rebirth_square`), which occupied square
//! alone would refuse a capture (`occupied_rebirth`), and whether a die's
//! face can move at all (`face_can_move`, VARIANTS C7).

use super::{MoveFilter, PieceMoves, PieceMovesList, Position};
use crate::attacks::Attacks;
use crate::bitboard::Bitboard;
use crate::capture::{self, Capture, home_square};
use crate::moves::{Choice, Move, MoveKind};
use crate::rules::{Geometry, Movement, Occupied, Reborn, Rules, Timing};
use crate::square::{Color, Piece, Role, Square};

impl Position {
    /// Every move `filter` allows, in a list.
    pub fn legal_moves(&self, rules: &Rules, filter: MoveFilter) -> Vec<Move> {
        if rules.fast_generation() {
            let mut list = PieceMovesList::new();
            self.generate(rules, filter, &mut list);
            let mut moves = Vec::with_capacity(self.count(&list) as usize);
            // The generator applies the filter but for a promotion die's
            // piece (one-die dice chess), which only `admits` checks.
            let exact = filter.promotions_free();
            for pm in list.as_slice() {
                self.expand(rules, pm, |m| {
                    if exact || filter.admits(&m) {
                        moves.push(m)
                    }
                });
            }
            return moves;
        }
        self.general_moves(rules, filter)
    }

    /// Legal moves by playing each pseudo-legal move with each choice.
    fn general_moves(&self, rules: &Rules, filter: MoveFilter) -> Vec<Move> {
        if rules.quiet_moves_orthodox() {
            return self.circe_moves(rules, filter);
        }
        let us = self.side;
        let in_check = rules.check && self.king_capturable(rules, us);
        let mut candidates = Vec::with_capacity(48);
        for pm in self.pseudo(rules, filter).as_slice() {
            self.expand_into(rules, pm, &mut candidates);
        }
        let mut out = Vec::with_capacity(candidates.len());
        for m in candidates {
            if !filter.admits(&m) {
                continue;
            }
            if m.kind == MoveKind::Castle
                && rules.check
                && !self.castling_path_safe(rules, &m, in_check)
            {
                continue;
            }
            self.legal_choices(rules, &m, &mut out);
        }
        out
    }

    /// Legal moves where only captures can do more than move a piece and a
    /// king is in check when attacked (Circe with check, kings not reborn):
    /// a non-capture is legal exactly as in orthodox chess (pin and check
    /// masks), a capture is played and tested, since its rebirth may check
    /// the capturer's king, or block a check.
    fn circe_moves(&self, rules: &Rules, filter: MoveFilter) -> Vec<Move> {
        let mut quiet = Vec::with_capacity(48);
        let mut masks = PieceMovesList::new();
        self.generate(rules, filter, &mut masks);
        let theirs = self.by_color(self.side.other());
        for pm in masks.as_slice() {
            let pm = PieceMoves {
                to: pm.to & !theirs,
                ..*pm
            };
            self.expand_into(rules, &pm, &mut quiet);
        }
        quiet.retain(|m| m.capture.is_none() && filter.admits(m));
        let mut captures = Vec::new();
        for pm in self.pseudo(rules, filter).as_slice() {
            let pm = PieceMoves {
                to: pm.to & (theirs | self.ep),
                ..*pm
            };
            self.expand_into(rules, &pm, &mut captures);
        }
        for m in captures {
            if m.capture.is_some() && filter.admits(&m) {
                self.legal_choices(rules, &m, &mut quiet);
            }
        }
        quiet
    }

    /// Pushes `m` with every choice the rules accept for it.
    fn legal_choices(&self, rules: &Rules, m: &Move, out: &mut Vec<Move>) {
        let start = out.len();
        let mut needs_promotion = false;
        for choice in self.choices(rules, m) {
            let mv = Move { choice, ..*m };
            needs_promotion |= choice.is_some_and(|c| c.promotion.is_some());
            if self.accepts(rules, &mv) {
                out.push(mv);
            }
        }
        // Coucou (VARIANTS 2.18): a pawn that must promote on rebirth may
        // not be captured if any of its promotions would be a self-check.
        if rules.geometry == Geometry::Coucou && rules.check && needs_promotion {
            let promoted = out[start..]
                .iter()
                .filter(|m| m.choice.is_some_and(|c| c.promotion.is_some()))
                .count();
            if promoted < Role::PROMOTIONS.len() {
                out.truncate(start);
            }
        }
    }

    /// Whether the rebirth rule and, under check, the mover's king safety
    /// accept this move with its choice.
    fn accepts(&self, rules: &Rules, m: &Move) -> bool {
        let mut after = self.clone();
        match after.try_play(rules, m, true) {
            Ok(_) => !rules.check || !after.king_capturable(rules, self.side),
            Err(_) => false,
        }
    }

    /// Castling under check with rebirth: not out of check, and not
    /// through a square where the king could be captured; the destination
    /// is tested with the whole move.
    fn castling_path_safe(&self, rules: &Rules, m: &Move, in_check: bool) -> bool {
        if in_check {
            return false;
        }
        let step: i8 = if m.to.file() > m.from.file() { 1 } else { -1 };
        let Some(pass) = m.from.offset(step) else {
            return false;
        };
        let mut p = self.clone();
        let king = Piece::new(self.side, Role::King);
        p.take(m.from, king);
        p.put(pass, king);
        !p.king_capturable(rules, self.side)
    }

    /// The choices to try for a move: none for most moves; the piece a
    /// pawn reborn on its last rank becomes; the Super and Cage squares.
    /// `try_play` refuses a choice that does not fit.
    pub(super) fn choices(&self, rules: &Rules, m: &Move) -> Vec<Option<Choice>> {
        let promotions = |sq: Square| {
            Role::PROMOTIONS.map(|p| {
                Some(Choice {
                    square: sq,
                    promotion: Some(p),
                })
            })
        };
        let mut out = vec![None];
        if rules.timing == Timing::Parrain {
            if let Some((unit, pcs)) = self.extras().and_then(|e| e.pending()) {
                if unit.role == Role::Pawn {
                    let (df, dr) = self.move_vector(m);
                    if let Some(t) =
                        Square::from_coords_i8(pcs.file() as i8 + df, pcs.rank() as i8 + dr)
                    {
                        if t.rank() == unit.color.last_rank() {
                            out.extend(promotions(t));
                        }
                    }
                }
            }
            return out;
        }
        let (Some(role), Some(cs)) = (m.capture, m.capture_square()) else {
            return out;
        };
        if let Reborn::Capturer(_) = rules.reborn {
            // A capturing pawn sent to its last rank promotes there.
            if m.role == Role::Pawn && m.promotion.is_none() {
                if let Some(r) = capture::shifted(cs, m.from, m.to) {
                    if rules.geometry == Geometry::Equipollents && r.rank() == self.side.last_rank()
                    {
                        out.extend(promotions(r));
                    }
                }
            }
            return out;
        }
        if !matches!(rules.reborn, Reborn::Captured | Reborn::Both) {
            return out;
        }
        let victim = Piece::new(self.side.other(), role);
        if !capture::is_reborn(rules, victim) {
            return out;
        }
        let cap = Capture {
            mover: Piece::new(self.side, m.role),
            promoted: Piece::new(self.side, m.promotion.unwrap_or(m.role)),
            from: m.from,
            to: m.to,
            square: cs,
            captured: victim,
        };
        let unit = capture::reborn_unit(rules, &cap);
        let placed = capture::placed_unit(rules, unit);
        match rules.geometry {
            Geometry::Super | Geometry::Cage => {
                // The board once the capture is made, without the rebirth.
                let mut base = self.clone();
                if base.try_play(rules, m, true).is_err() {
                    return out;
                }
                let mut squares = Vec::new();
                for sq in !base.occupied() {
                    let last = placed.role == Role::Pawn && sq.rank() == placed.color.last_rank();
                    let shapes: Vec<Option<Role>> = if last {
                        Role::PROMOTIONS.map(Some).to_vec()
                    } else {
                        vec![None]
                    };
                    for promotion in shapes {
                        let as_unit = Piece::new(placed.color, promotion.unwrap_or(placed.role));
                        if rules.geometry == Geometry::Cage && !base.is_cage(rules, as_unit, sq) {
                            continue;
                        }
                        squares.push(Some(Choice {
                            square: sq,
                            promotion,
                        }));
                    }
                }
                if rules.geometry == Geometry::Cage && !squares.is_empty() {
                    return squares;
                }
                out.extend(squares);
            }
            Geometry::Hydra => {}
            g => {
                let origin = Some(self.extras().map_or(cs, |e| e.origin(cs)));
                if let Some(sq) = capture::rebirth_square(g, unit, &cap, origin) {
                    if placed.role == Role::Pawn && sq.rank() == placed.color.last_rank() {
                        out.extend(promotions(sq));
                    }
                }
            }
        }
        out
    }

    /// A move's vector for Parrain: the king's plus the rook's when castling.
    fn move_vector(&self, m: &Move) -> (i8, i8) {
        let mut df = m.to.file() as i8 - m.from.file() as i8;
        let dr = m.to.rank() as i8 - m.from.rank() as i8;
        if m.kind == MoveKind::Castle {
            df += if m.to.file() > m.from.file() { -2 } else { 3 };
        }
        (df, dr)
    }

    /// Whether `sq` is a cage for `unit` on this board (VARIANTS 2.28): a
    /// square from which it would have no non-capturing move, or, under
    /// check, none that is legal.
    fn is_cage(&self, rules: &Rules, unit: Piece, sq: Square) -> bool {
        let mut p = self.clone();
        p.put(sq, unit);
        p.side = unit.color;
        p.ep = Bitboard::EMPTY;
        let mut quiet = Vec::new();
        for pm in p.pseudo(rules, MoveFilter::ALL).as_slice() {
            if pm.from == sq {
                let pm = PieceMoves {
                    to: pm.to & !p.occupied(),
                    ..*pm
                };
                p.expand_into(rules, &pm, &mut quiet);
            }
        }
        let mut caged = true;
        for m in quiet {
            if m.kind == MoveKind::Castle {
                continue;
            }
            if !rules.check {
                return false;
            }
            let mut after = p.clone();
            if after.try_play(rules, &m, true).is_ok() && !after.king_capturable(rules, unit.color)
            {
                caged = false;
                break;
            }
        }
        caged
    }

    /// Whether the side to move is in check (rules with check): its king
    /// could be captured, or where kings are reborn, captured without
    /// rebirth (VARIANTS C1, 2.2).
    pub fn in_check(&self, rules: &Rules) -> bool {
        self.king_capturable(rules, self.side)
    }

    /// Whether `color`'s king could be captured by the other side's next
    /// move (annihilated, where kings are reborn), by the rules' movement
    /// and capture rules: a capture the rebirth rule refuses gives no
    /// check, and the capturer's own king safety does not matter. A side
    /// with no king counts as captured, unless its king is covered
    /// (Parachute Circe): a covered king cannot be captured.
    pub fn king_capturable(&self, rules: &Rules, color: Color) -> bool {
        let Some(k) = self.king(color) else {
            return !self.has_king(color);
        };
        let a = Attacks::get();
        let them = color.other();
        // Where no rebirth or refusal can change a capture of the king, a
        // check is an attack on it: orthodox, or under Mars Circe from the
        // unit's rebirth square (Mars and Anti-Mars captures are final,
        // VARIANTS 2.23–2.24).
        let plain = match rules.movement {
            Movement::Orthodox => {
                !rules.kings_reborn()
                    && !matches!(rules.reborn, Reborn::Capturer(_))
                    && rules.occupied != Occupied::Assassin
            }
            Movement::Mars | Movement::AntiMars => rules.reborn == Reborn::None,
        };
        if !plain {
            return self.king_capturable_by_play(rules, color, k);
        }
        if rules.movement == Movement::Mars {
            return Iterator::any(&mut self.by_color(them), |s| {
                self.capture_reach(a, rules, s).contains(k)
            });
        }
        self.attackers(a, rules, k, them, self.occupied()).any()
    }

    /// [`Position::king_capturable`] by generating the other side's
    /// captures of the king and playing each: exact for every rule set.
    pub(crate) fn king_capturable_by_play(&self, rules: &Rules, color: Color, k: Square) -> bool {
        let a = Attacks::get();
        let them = color.other();
        let mut p = self.clone();
        p.side = them;
        p.ep = Bitboard::EMPTY;
        // The squares whose capture could remove the king: its own, and
        // under Assassin those of the units whose rebirth lands on it.
        let mut targets = Bitboard::from_square(k);
        if rules.occupied == Occupied::Assassin {
            for sq in self.by_color(color) {
                if let Some(piece) = self.piece_at(sq) {
                    if piece.role != Role::King && home_square(piece, sq) == k {
                        targets = targets.with(sq);
                    }
                }
            }
        }
        let mut entries = Vec::new();
        if rules.movement == Movement::Orthodox {
            for target in targets {
                for from in self.attackers(a, rules, target, them, self.occupied()) {
                    if let Some(role) = self.role_at(from) {
                        entries.push(PieceMoves {
                            from,
                            role,
                            to: Bitboard::from_square(target),
                        });
                    }
                }
            }
        } else {
            for pm in p.pseudo(rules, MoveFilter::ALL).as_slice() {
                if (pm.to & targets).any() {
                    entries.push(PieceMoves {
                        to: pm.to & targets,
                        ..*pm
                    });
                }
            }
        }
        let mut captures = Vec::new();
        for pm in &entries {
            p.expand_into(rules, pm, &mut captures);
        }
        for m in captures {
            if m.capture.is_none() {
                continue;
            }
            for choice in p.choices(rules, &m) {
                let mut q = p.clone();
                let mv = Move { choice, ..m };
                if q.try_play(rules, &mv, false).is_ok() && !q.has_king(color) {
                    return true;
                }
            }
        }
        false
    }

    /// Whether a die showing `face` lets the side to move move at all (its
    /// piece type's moves, or castling for the rook's face): one-die dice
    /// chess rolls only such faces (VARIANTS C7).
    pub fn face_can_move(&self, rules: &Rules, face: u8) -> bool {
        !self
            .legal_moves(rules, MoveFilter::roll(&[face]))
            .is_empty()
    }

    /// Where the piece on `sq` would be reborn if the side to move captured
    /// it there now, for geometries that depend only on the piece and its
    /// square: `Some(square)` when that square is empty, `None` when it
    /// would vanish, when the rules have no such rebirth, or when `sq` is
    /// empty. The capturer would stand on `sq`, so a piece on its own
    /// rebirth square vanishes (RULES §3). Under Assassin Circe the square
    /// is the unit's whoever stands there: the occupant, even the capturer,
    /// is removed instead (VARIANTS 2.20).
    pub fn rebirth_if_captured(&self, rules: &Rules, sq: Square) -> Option<Square> {
        let piece = self.piece_at(sq)?;
        let home = self.static_rebirth_square(rules, piece, sq)?;
        // Assassin removes the occupant; Parachute lands on top of it, even
        // on the unit's own square, covering its capturer.
        if matches!(rules.occupied, Occupied::Assassin | Occupied::Parachute) {
            return Some(home);
        }
        (home != sq && !self.occupied().contains(home)).then_some(home)
    }

    /// The occupied square that alone would refuse the capture `from` →
    /// `to` (a piece of the other side standing on `to`): where Anticirce
    /// sends the capturer (`true`), or where Strict Circe rebirths the
    /// captured unit (`false`). None when the rules refuse no capture for
    /// its rebirth square, when that square is free, or when it cannot be
    /// told before the move (a capture that promotes, a square that depends
    /// on the capture). Only the square: whether the piece can reach `to`
    /// at all is for the caller to know.
    pub fn occupied_rebirth(
        &self,
        rules: &Rules,
        from: Square,
        to: Square,
    ) -> Option<(Square, bool)> {
        let mover = self.piece_at(from)?;
        let victim = self.piece_at(to).filter(|p| p.color != mover.color)?;
        if rules.movement != Movement::Orthodox
            || (mover.role == Role::Pawn && to.rank() == mover.color.last_rank())
        {
            return None;
        }
        let taken = |r: Square| r != from && (r == to || self.piece_at(r).is_some());
        match rules.reborn {
            Reborn::Capturer(_) if capture::is_reborn(rules, mover) => {
                let cap = Capture {
                    mover,
                    promoted: mover,
                    from,
                    to,
                    square: to,
                    captured: victim,
                };
                let r = capture::capturer_square(rules, &cap)?;
                // On the capture square itself the capturer stays (Calvet) or the capture is refused (Cheylan).
                (r != to && taken(r)).then_some((r, true))
            }
            Reborn::Captured | Reborn::Both if rules.occupied == Occupied::Strict => {
                let r = self.static_rebirth_square(rules, victim, to)?;
                taken(r).then_some((r, false))
            }
            _ => None,
        }
    }

    /// The rebirth square of `piece` captured on `sq` where it does not
    /// depend on the capture (every geometry but Equipollents, PWC,
    /// Couscous, Coucou, Super and Cage).
    pub fn static_rebirth_square(&self, rules: &Rules, piece: Piece, sq: Square) -> Option<Square> {
        if !matches!(rules.reborn, Reborn::Captured | Reborn::Both)
            || !capture::is_reborn(rules, piece)
        {
            return None;
        }
        let cap = Capture {
            mover: piece,
            promoted: piece,
            from: sq,
            to: sq,
            square: sq,
            captured: piece,
        };
        if rules.unit == crate::rules::Transform::Clone || rules.geometry_depends_on_capture() {
            return None;
        }
        let unit = capture::reborn_unit(rules, &cap);
        capture::rebirth_square(
            rules.geometry,
            unit,
            &cap,
            Some(self.extras().map_or(sq, |e| e.origin(sq))),
        )
    }
}

#[cfg(test)]
mod tests {
    use crate::fen::{START_FEN, Setup};
    use crate::position::MoveFilter;
    use crate::rules::Rules;
    use crate::square::Color;

    /// The direct check test of Mars and Anti-Mars Circe agrees with
    /// generating and playing every capture of the king, for both kings,
    /// in every position of seeded random games (kings moving from e1/e8
    /// or from their own squares, with and without check).
    #[test]
    fn the_mars_check_test_agrees_with_playing_the_captures() {
        let sets = [
            "mars-circe",
            "mars-circe,kings=exclusive",
            "mars-circe,check=no",
            "anti-mars-circe",
            "anti-mars-circe,kings=exclusive",
        ];
        let mut state = 0x2545_F491_4F6C_DD1Du64;
        let mut positions = 0;
        let mut checks = 0;
        for name in sets {
            let rules: Rules = name.parse().unwrap();
            for game in 0..12 {
                let mut pos = Setup::parse(START_FEN, &rules).unwrap().position;
                for ply in 0..120 {
                    for color in Color::ALL {
                        let Some(k) = pos.king(color) else { continue };
                        let fast = pos.king_capturable(&rules, color);
                        assert_eq!(
                            fast,
                            pos.king_capturable_by_play(&rules, color, k),
                            "{name}: {color:?}, game {game}, ply {ply}"
                        );
                        positions += 1;
                        checks += fast as u32;
                    }
                    let moves = pos.legal_moves(&rules, MoveFilter::ALL);
                    if moves.is_empty()
                        || pos.king(Color::White).is_none()
                        || pos.king(Color::Black).is_none()
                    {
                        break;
                    }
                    state ^= state << 13;
                    state ^= state >> 7;
                    state ^= state << 17;
                    let m = moves[(state % moves.len() as u64) as usize];
                    pos.play(&rules, &m, true);
                }
            }
        }
        assert!(positions > 5000, "{positions}");
        assert!(
            checks > 100,
            "only {checks} checks in {positions} positions"
        );
    }
}
