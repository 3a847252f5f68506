//! The capture hook: everything a rule set's facets do to a move
//! (VARIANTS.md §0 "One rebirth, step by step"). `position/` moves the
//! unit, takes the captured one off the board and keeps castling and en
//! passant; it then asks this module the rest, and names no facet value.
//! Each facet's behaviour has one file:
//!
//! - who is reborn (none, the captured unit, the Anticirce capturer, both
//!   under Kamikaze), and which occupied square alone refuses a capture:
//!   `reborn.rs`;
//! - where (the geometries, Hydra's two squares, Super and Cage's chosen
//!   square, Diagram's origins): `geometry.rs`;
//! - as what (Clone, Chameleon, Turncoat) and whether a king takes part:
//!   `transform.rs`;
//! - when (Parrain's unit waiting for the next move): `timing.rs`;
//! - what happens on an occupied square (vanish, strict, assassin,
//!   volcanic, parachute): `occupied.rs`;
//! - what becomes of the capturer (Andernach's change of colour):
//!   `capturer.rs`;
//! - which choices a capture offers (a reborn pawn's promotion, Super and
//!   Cage squares, Coucou's all-promotions rule): `choices.rs`;
//! - how units move and how check is tested (Mars, Anti-Mars), and the
//!   victim moved to its rebirth square to be captured there (Jupiter):
//!   `movement.rs`.
//!
//! The facets' predicates in rules/mod.rs (`geometry_depends_on_capture`,
//! `rebirth_square_varies`, `plain_rebirth`…) say which rule sets need
//! which path; [`static_rebirth_square`] is `None` exactly where
//! `rebirth_square_varies` says the square is not fixed by the unit.

mod capturer;
mod choices;
mod geometry;
mod movement;
mod occupied;
mod reborn;
mod timing;
mod transform;

pub use geometry::{home_square, rebirth_square, shifted};
pub use reborn::capturer_square;
pub use transform::{is_reborn, placed_unit, reborn_unit};

pub(crate) use choices::{choices, every_promotion_required};
pub(crate) use geometry::tracks_origins;
pub(crate) use movement::{
    CheckTest, check_test, exposes_only_by_leaving, move_home, moves_from_home, orthodox,
    transfer_square, transfers, via,
};
pub(crate) use occupied::{covers_occupant, king_removers, removes_occupant};
pub(crate) use reborn::{captured_reborn, kings_placed_anew, refusing_square};

use crate::effects::{Effect, EffectKind, Effects};
use crate::moves::Move;
use crate::position::Position;
use crate::rules::Rules;
use crate::square::{Piece, Role, Square};

/// A capture, whole: who captured from where to where, what it promoted
/// to, the square of the captured unit and the unit itself.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Capture {
    /// The capturer before promotion.
    pub mover: Piece,
    /// The capturer after promotion (the mover when it did not promote).
    pub promoted: Piece,
    pub from: Square,
    pub to: Square,
    /// Where the captured unit stood (differs from `to` for en passant).
    pub square: Square,
    pub captured: Piece,
}

impl Capture {
    /// The capture `m` makes of `captured` on `square`, by the side to
    /// move of `pos`.
    pub(crate) fn of(pos: &Position, m: &Move, square: Square, captured: Piece) -> Capture {
        let us = pos.side();
        Capture {
            mover: Piece::new(us, m.role),
            promoted: Piece::new(us, m.promotion.unwrap_or(m.role)),
            from: m.from,
            to: m.to,
            square,
            captured,
        }
    }
}

/// A pseudo-legal move that the rebirth rule itself refuses: a Strict
/// rebirth square occupied, an Anticirce capturer with no square, a
/// choice that does not fit, an own king that would be lost.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct Refused;

/// A move as `position/` has played it, before the hook: the captured unit
/// (already off the board) with its square and Diagram origin, and the
/// castling rook's squares.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Played {
    pub captured: Option<(Piece, Square, Option<Square>)>,
    pub rook: Option<(Square, Square)>,
}

/// Everything the rules do once `m` is played on the board (`played`):
/// rebirths, vanishings, relocations, removals, burials, eruptions and
/// deferred rebirths, or [`Refused`] when the rules refuse the move (the
/// position is then left half-played).
pub(crate) fn resolve(
    pos: &mut Position,
    rules: &Rules,
    m: &Move,
    played: &Played,
    fx: &mut Effects,
) -> Result<(), Refused> {
    if timing::deferred(rules) {
        return timing::resolve(pos, rules, m, played, fx);
    }
    match played.captured {
        None if m.choice.is_some() => return Err(Refused),
        None => {}
        Some((victim, sq, origin)) => {
            let sq = movement::transfer(m, victim, sq, fx);
            capturer::after_capture(pos, rules, m, fx);
            let cap = Capture::of(pos, m, sq, victim);
            reborn::resolve(pos, rules, m, &cap, origin, fx)?;
        }
    }
    occupied::after_move(pos, rules, m, played, fx);
    Ok(())
}

/// The rebirth square of `piece` captured on `sq` where it does not
/// depend on the capture, `origin` being the unit's first square (Diagram
/// Circe): `None` where no unit is reborn or the square varies
/// (`Rules::rebirth_square_varies`: Clone, a geometry that depends on the
/// capture).
pub fn static_rebirth_square(
    rules: &Rules,
    piece: Piece,
    sq: Square,
    origin: Square,
) -> Option<Square> {
    if !reborn::captured_unit_reborn(rules) || !is_reborn(rules, piece) {
        return None;
    }
    if transform::depends_on_capturer(rules) || rules.geometry_depends_on_capture() {
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
    let unit = reborn_unit(rules, &cap);
    rebirth_square(rules.geometry, unit, &cap, Some(origin))
}

/// Whether a capture of `piece` on `sq` would remove it for good under
/// `rules`, as far as the position tells (the search and the evaluation
/// ask): captures are final (orthodox, Mars, Anticirce, whose captured
/// units vanish), the capturer may choose no rebirth (Super, Cage), or its
/// rebirth square is taken. Strict, Assassin and Parachute captures always
/// rebirth (or are illegal), Parrain's reappear, and where the square depends on the
/// capturer (PWC, Equipollents, Couscous) it is most often free.
pub(crate) fn removed_for_good(pos: &Position, rules: &Rules, piece: Piece, sq: Square) -> bool {
    if !reborn::captured_unit_reborn(rules) {
        return true;
    }
    if piece.role == Role::King && !rules.kings_reborn() {
        return true;
    }
    if occupied::always_reborn(rules) || timing::deferred(rules) {
        return false;
    }
    if geometry::chosen(rules) {
        return true;
    }
    if rules.geometry_depends_on_capture() {
        return false;
    }
    pos.static_rebirth_square(rules, piece, sq)
        .is_none_or(|h| h == sq || pos.occupied().contains(h))
}

/// An effect of a unit with no change of type or colour.
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

/// The captured unit leaves the board; a king so lost ends the game.
pub(crate) fn vanish(victim: Piece, sq: Square, fx: &mut Effects) {
    if victim.role == Role::King {
        fx.circe_mate = true;
    }
    fx.push(effect(EffectKind::Vanish, victim, Some(sq), None));
}

/// Puts a reborn unit (`piece` captured on `from`, `placed` as it is
/// reborn) on the empty square `target`: a pawn on its own last rank
/// promotes as the move's choice says (VARIANTS C5); a rook on its own
/// corner regains castling (C2).
#[allow(clippy::too_many_arguments)]
fn place_reborn(
    pos: &mut Position,
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
            (false, None) if geometry::chosen(rules) => placed,
            _ => return Err(Refused),
        },
        _ if promotes => return Err(Refused),
        _ => placed,
    };
    pos.put(target, became);
    pos.regain_castling(rules, became, target);
    if tracks_origins(rules) {
        pos.extras_mut().clear_origin(target);
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::effects::EffectKind;
    use crate::fen::{FenPosition, START_FEN};
    use crate::position::MoveFilter;
    use crate::rules::NAMED;

    /// `Rules::rebirth_square_varies` and `geometry_depends_on_capture`
    /// agree with the hook: in seeded random games of every named rule
    /// set, the static rebirth square is known exactly where neither the
    /// geometry nor the transform depends on the capture, and where the
    /// square does not vary, every captured unit reborn (or buried) lands
    /// on it.
    #[test]
    fn the_predicates_agree_with_the_rebirths_played() {
        let mut state = 0x9E37_79B9_7F4A_7C15u64;
        let mut checked = 0;
        for named in NAMED {
            let rules = named.rules;
            let fixed =
                !rules.geometry_depends_on_capture() && !transform::depends_on_capturer(&rules);
            for _ in 0..4 {
                let mut pos = FenPosition::parse(START_FEN, &rules).unwrap().position;
                for _ in 0..80 {
                    let moves = pos.legal_moves(&rules, MoveFilter::ALL);
                    if moves.is_empty() {
                        break;
                    }
                    state ^= state << 13;
                    state ^= state >> 7;
                    state ^= state << 17;
                    let m = moves[(state % moves.len() as u64) as usize];
                    let before = pos.clone();
                    let fx = pos.play(&rules, &m, true);
                    pos.pass_turn();
                    let Some((victim, sq)) = fx.captured else {
                        continue;
                    };
                    let known = before.static_rebirth_square(&rules, victim, sq);
                    let reborn = reborn::captured_unit_reborn(&rules) && is_reborn(&rules, victim);
                    assert_eq!(known.is_some(), reborn && fixed, "{} {m:?}", named.name);
                    if rules.rebirth_square_varies() {
                        continue;
                    }
                    for e in fx.iter() {
                        if matches!(e.kind, EffectKind::Rebirth | EffectKind::Bury) {
                            assert_eq!(e.to, known, "{} {m:?}", named.name);
                            checked += 1;
                        }
                    }
                    if pos.king(pos.side()).is_none() {
                        break;
                    }
                }
            }
        }
        assert!(checked > 200, "only {checked} rebirths checked");
    }
}
