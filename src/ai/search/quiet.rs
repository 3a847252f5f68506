//! Quiescence at the horizon, where the rule set has check and no dice:
//! the side to move may stand on the evaluation or make a capture (or a
//! promotion), and the captures go on until the position is quiet, so
//! that the horizon never scores a position in the middle of an exchange
//! (a queen "won" by a capture that is taken back next move). A side in
//! check may not stand: every evasion is searched, and none is a
//! checkmate. A capture's rebirth is part of the move, so a Circe capture
//! that only sends a unit home is resolved the same way. Chains are cut
//! at [`MAX_PLIES`], checks included: under Circe captured units come back, so a chain of
//! captures need not end by running out of material.

use super::{Search, WIN};
use crate::moves::Move;
use crate::position::{MoveFilter, Position};
use crate::square::Role;

/// The most captures a chain resolves beyond the horizon.
const MAX_PLIES: u32 = 8;

/// A checkmate found by quiescence is worth `WIN + MATE_STEP - ply`, and
/// one found a turn before the horizon `WIN + MATE_STEP × 2`: sooner mates
/// are worth more, and every forced mate more than [`WIN`].
pub(super) const MATE_STEP: i32 = 16;

impl Search<'_> {
    /// Whether the horizon is resolved by [`Search::quiesce`]: a rule set
    /// with check and without dice, and the knob on.
    pub(crate) fn quiesces(&self) -> bool {
        self.params.quiescence && self.rules.check && !self.rules.has_dice()
    }

    /// The value of `pos` for the side to move once its captures are
    /// resolved, within `alpha..beta`.
    pub(super) fn quiesce(&mut self, pos: &Position, mut alpha: i32, beta: i32, ply: u32) -> i32 {
        if self.tick() {
            return 0;
        }
        if ply >= MAX_PLIES {
            return self.eval(pos);
        }
        let in_check = pos.in_check(&self.rules);
        let mut best = -2 * WIN;
        if !in_check {
            best = self.eval(pos);
            if best >= beta {
                return best;
            }
            alpha = alpha.max(best);
        }
        let moves = pos.legal_moves(&self.rules, MoveFilter::ALL);
        if moves.is_empty() {
            // A checkmate beyond the horizon is a forced mate (the mated
            // side tried every evasion): worth more than any evaluation,
            // and more the sooner it comes, below the mates before the
            // horizon.
            return if in_check {
                -(WIN + MATE_STEP - ply as i32)
            } else {
                0
            };
        }
        let noisy: Vec<&Move> = moves
            .iter()
            .filter(|m| in_check || m.capture.is_some() || m.promotion == Some(Role::Queen))
            .collect();
        let Some(mut noisy) = self.one_choice_each(pos, noisy) else {
            return 0;
        };
        // The most valuable victim first, by the least valuable attacker.
        noisy.sort_by_key(|m| {
            let victim = m.capture.map_or(0, |r| r as i32 + 1);
            -(victim * 8 - m.role as i32)
        });
        for m in noisy {
            let mut child = pos.clone();
            child.play(&self.rules, m, true);
            child.pass_turn();
            let v = -self.quiesce(&child, -beta, -alpha, ply + 1);
            if self.stopped {
                return 0;
            }
            if v > best {
                best = v;
            }
            if v > alpha {
                alpha = v;
                if alpha >= beta {
                    break;
                }
            }
        }
        best
    }

    /// `moves` with one rebirth choice kept for each capture (Super and
    /// Cage Circe offer one a square, some 40 in all): the choice that
    /// leaves the opponent the least by the evaluation. Searching every
    /// choice to the end of the exchange made the horizon alone outgrow
    /// a whole turn's budget, so that the search played moves it had
    /// never scored. `None` once the budget runs out.
    fn one_choice_each<'m>(
        &mut self,
        pos: &Position,
        moves: Vec<&'m Move>,
    ) -> Option<Vec<&'m Move>> {
        if moves.iter().all(|m| m.choice.is_none()) {
            return Some(moves);
        }
        let mut kept: Vec<(&Move, i32)> = Vec::with_capacity(moves.len());
        for m in moves {
            if m.choice.is_none() {
                kept.push((m, 0));
                continue;
            }
            if self.tick() {
                return None;
            }
            let mut child = pos.clone();
            child.play(&self.rules, m, true);
            child.pass_turn();
            let value = self.eval(&child);
            // The same capture with another choice.
            let unchosen = Move { choice: None, ..*m };
            let same = |k: &Move| k.choice.is_some() && Move { choice: None, ..*k } == unchosen;
            match kept.iter_mut().find(|(k, _)| same(k)) {
                Some(slot) if value < slot.1 => *slot = (m, value),
                Some(_) => {}
                None => kept.push((m, value)),
            }
        }
        Some(kept.into_iter().map(|(m, _)| m).collect())
    }
}
