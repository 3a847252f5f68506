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
//! alone would refuse a capture (`occupied_rebirth`).

use super::{MoveFilter, PieceMoves, PieceMovesList, Position};
use crate::attacks::Attacks;
use crate::bitboard::Bitboard;
use crate::capture::{self, CheckTest};
use crate::moves::{Move, MoveKind};
use crate::rules::Rules;
use crate::square::{Color, Piece, Role, Square};

/// Whether `m` is legal with nothing to test, `leavable` being
/// [`Position::leavable_squares`] (empty under check): a move of a unit
/// other than the king from one of them, neither en passant nor castling.
fn untested(leavable: Bitboard, m: &Move) -> bool {
    leavable.contains(m.from)
        && m.role != Role::King
        && !matches!(m.kind, MoveKind::EnPassant | MoveKind::Castle)
}

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
        self.moves_by_play(rules, filter, true)
    }

    /// [`Position::general_moves`] but for Circe with orthodox quiet
    /// moves; `trust_leavable`: moves from [`Position::leavable_squares`]
    /// are taken unplayed (the tests compare with every move played).
    fn moves_by_play(&self, rules: &Rules, filter: MoveFilter, trust_leavable: bool) -> Vec<Move> {
        let us = self.side;
        let in_check = rules.check && self.king_capturable(rules, us);
        let mut candidates = Vec::with_capacity(48);
        for pm in self.pseudo(rules, filter).as_slice() {
            self.expand_into(rules, pm, &mut candidates);
        }
        self.transfers_into(rules, &mut candidates);
        let leavable = if in_check || !trust_leavable {
            Bitboard::EMPTY
        } else {
            self.leavable_squares(rules)
        };
        let mut out = Vec::with_capacity(candidates.len());
        for m in candidates {
            if !filter.admits(&m) {
                continue;
            }
            if untested(leavable, &m) {
                out.push(m);
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

    /// The squares a unit of the side to move other than its king may
    /// leave, by any move but en passant, with nothing to test: where
    /// the rules let a move expose the king only through the square it
    /// leaves ([`capture::exposes_only_by_leaving`]), every square but
    /// those an enemy unit captures from (its own, or under Mars its
    /// rebirth square) and those on an enemy line piece's way from there
    /// to the king; elsewhere none. The side must not be in check.
    #[inline(never)]
    fn leavable_squares(&self, rules: &Rules) -> Bitboard {
        if !capture::exposes_only_by_leaving(rules) {
            return Bitboard::EMPTY;
        }
        if !rules.check {
            return Bitboard::ALL;
        }
        let us = self.side;
        let Some(k) = self.king(us) else {
            return Bitboard::EMPTY;
        };
        let a = Attacks::get();
        let them = us.other();
        let mut risky = Bitboard::EMPTY;
        for s in self.by_color(them) {
            let Some(piece) = self.piece_at(s) else {
                continue;
            };
            let origin = self.move_origin(rules, s, true);
            risky |= Bitboard::from_square(origin);
            let straight = origin.file() == k.file() || origin.rank() == k.rank();
            let along = match piece.role {
                Role::Bishop => !straight,
                Role::Rook => straight,
                Role::Queen => true,
                _ => false,
            };
            // Empty where `origin` and `k` are not aligned.
            if along {
                risky |= a.between(origin, k);
            }
        }
        !risky
    }

    /// Pushes `m` with every choice the rules accept for it.
    fn legal_choices(&self, rules: &Rules, m: &Move, out: &mut Vec<Move>) {
        let start = out.len();
        let mut needs_promotion = false;
        for choice in capture::choices(self, rules, m) {
            let mv = Move { choice, ..*m };
            needs_promotion |= choice.is_some_and(|c| c.promotion.is_some());
            if self.accepts(rules, &mv) {
                out.push(mv);
            }
        }
        // Coucou (VARIANTS 2.18): a pawn that must promote on rebirth may
        // not be captured if any of its promotions would be a self-check.
        if needs_promotion && capture::every_promotion_required(rules) {
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
        self.king_safe_on(rules, m.from, pass)
    }

    /// Whether the side to move's king, lifted from `from` and put on the
    /// empty square `to` (nothing else moving), could not be captured
    /// there: the square a castling king passes.
    pub(crate) fn king_safe_on(&self, rules: &Rules, from: Square, to: Square) -> bool {
        let mut p = self.clone();
        let king = Piece::new(self.side, Role::King);
        p.take(from, king);
        p.put(to, king);
        !p.king_capturable(rules, self.side)
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
    /// with no king counts as captured.
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
        match capture::check_test(rules) {
            CheckTest::Play => self.king_capturable_by_play(rules, color, k),
            CheckTest::AttackFromHome => self.capture_reaches(a, rules, k, them),
            CheckTest::Attack => self.attackers(a, rules, k, them, self.occupied()).any(),
        }
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
        let targets = capture::king_removers(self, rules, color, k);
        let mut entries = Vec::new();
        if capture::orthodox(rules) {
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
            for choice in capture::choices(&p, rules, &m) {
                let mut q = p.clone();
                let mv = Move { choice, ..m };
                if q.try_play(rules, &mv, false).is_ok() && !q.has_king(color) {
                    return true;
                }
            }
        }
        false
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
        if capture::removes_occupant(rules) || capture::covers_occupant(rules) {
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
        capture::refusing_square(self, rules, from, to)
    }

    /// The rebirth square of `piece` captured on `sq` where it does not
    /// depend on the capture (every geometry but Equipollents, PWC,
    /// Couscous, Coucou, Super and Cage).
    pub fn static_rebirth_square(&self, rules: &Rules, piece: Piece, sq: Square) -> Option<Square> {
        let origin = self.extras().map_or(sq, |e| e.origin(sq));
        capture::static_rebirth_square(rules, piece, sq, origin)
    }
}

#[cfg(test)]
mod tests {
    use crate::fen::{FenPosition, START_FEN};
    use crate::position::walk::random_games;
    use crate::position::{MoveFilter, Position};
    use crate::rules::Rules;
    use crate::square::Color;

    /// Mars and Anti-Mars Circe take the moves of units whose square is on
    /// no enemy line to the king unplayed: the same moves as with every
    /// move played and tested, over seeded random games from the start and
    /// from a middlegame, checks and captures included.
    #[test]
    fn moves_taken_unplayed_are_those_play_accepts() {
        let mut seed = 0x2545_F491_4F6C_DD1Du64;
        let mut compared = 0;
        let mut skipped = 0;
        for name in ["mars-circe", "anti-mars-circe"] {
            let rules: Rules = name.parse().unwrap();
            for fen in [
                START_FEN,
                "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w - - 0 1",
            ] {
                random_games(&rules, fen, 8, 60, &mut seed, |pos, moves| {
                    let slow = pos.moves_by_play(&rules, MoveFilter::ALL, false);
                    assert_eq!(moves, slow, "{name}: {:?}", pos.to_words());
                    compared += 1;
                    if !(rules.check && pos.king_capturable(&rules, pos.side())) {
                        let leavable = pos.leavable_squares(&rules);
                        skipped += slow.iter().filter(|m| super::untested(leavable, m)).count();
                    }
                });
            }
        }
        assert!(compared > 1000, "{compared} positions");
        // The shortcut is taken: most moves are not played to be tested.
        assert!(
            skipped > compared * 10,
            "{skipped} moves over {compared} positions"
        );
    }

    /// Under Mars Circe a unit on the enemy queen's rebirth square, or on
    /// her way from there to the king, may not leave it: she would capture
    /// the king from there (VARIANTS 2.23). The king itself may move.
    #[test]
    fn a_mars_rebirth_square_pins() {
        let rules: Rules = "mars-circe".parse().unwrap();
        // Black: Qa5 (rebirth square d8), Ke8; White: Kd1 and a knight on
        // d8, then a bishop on d4.
        for (fen, pinned) in [
            ("3Nk3/8/8/q7/8/8/8/3K4 w - - 0 1", "d8"),
            ("4k3/8/8/q7/3B4/8/8/3K4 w - - 0 1", "d4"),
        ] {
            let pos = FenPosition::parse(fen, &rules).unwrap().position;
            let moves = pos.legal_moves(&rules, MoveFilter::ALL);
            let from = |sq: &str| moves.iter().filter(|m| m.from.to_string() == sq).count();
            assert_eq!(from(pinned), 0, "{fen}");
            assert!(from("d1") > 0, "{fen}");
            // Orthodox chess, where the queen attacks from a5, pins neither.
            let orthodox = pos.legal_moves(&Rules::ORTHODOX, MoveFilter::ALL);
            assert!(
                orthodox.iter().any(|m| m.from.to_string() == pinned),
                "{fen}"
            );
        }
    }

    /// A board written in words (the JavaScript API's lazy move lists)
    /// reads back the same, over seeded random games under two rule sets;
    /// words no board gives are refused.
    #[test]
    fn a_board_reads_back_from_its_words() {
        let mut seed = 0x9E37_79B9_7F4A_7C15u64;
        let mut checked = 0;
        for name in ["dice-rex-circe", "orthodox"] {
            let rules: Rules = name.parse().unwrap();
            random_games(&rules, START_FEN, 6, 80, &mut seed, |pos, _| {
                let words = pos.to_words().unwrap();
                assert_eq!(Position::from_words(&words).as_ref(), Some(pos));
                checked += 1;
            });
        }
        assert!(checked > 500, "{checked}");
        let start = Position::start().to_words().unwrap();
        let mut two_colours = start;
        two_colours[2] |= 1; // a1 black as well as white
        let mut two_roles = start;
        two_roles[4] |= 1; // a1 a pawn as well as a rook
        let mut two_kings = start;
        two_kings[0] |= 1 << 28; // a second white king, on e4
        two_kings[14] |= 1 << 28;
        for bad in [
            &two_colours[..],
            &two_roles[..],
            &two_kings[..],
            &start[..20],
        ] {
            assert_eq!(Position::from_words(bad), None);
        }
    }

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
                let mut pos = FenPosition::parse(START_FEN, &rules).unwrap().position;
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
