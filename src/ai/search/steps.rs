//! The chain steps already chosen in a turn of several moves (dice chess
//! by number of moves, by piece and count): a chain goes on with the move
//! after which the mover's position evaluates best, which costs one move,
//! one check test and one evaluation per legal move. The same position
//! is met again by other chains (two moves in either order), by the same
//! chain at every deeper horizon, and in every roll's outcome, so each
//! step is chosen once. An entry holds the whole position it was chosen
//! in and is used only for an equal one: a step read here is the step
//! that choosing it again would give.

use crate::moves::Move;
use crate::position::Position;
use crate::square::Square;
use crate::zobrist;

/// The step chosen from a position: the move with whether it ends the
/// turn and whether it mates, or `None` when there was no move.
pub(super) type Step = Option<(Move, bool, bool)>;

struct Entry {
    pos: Position,
    unit: Option<Square>,
    step: Step,
}

/// A direct-mapped table of chosen steps, allocated on first use (only
/// the rule sets with turns of several moves use it).
pub(super) struct Steps {
    entries: Vec<Option<Entry>>,
    size: usize,
}

impl Steps {
    /// A table of up to `size` entries (a power of two), not yet allocated.
    pub(super) fn new(size: usize) -> Steps {
        Steps {
            entries: Vec::new(),
            size: size.next_power_of_two().max(1),
        }
    }

    /// A table that keeps nothing: every step is chosen again.
    #[cfg(test)]
    pub(super) fn off() -> Steps {
        Steps {
            entries: Vec::new(),
            size: 0,
        }
    }

    fn slot(&self, pos: &Position, unit: Option<Square>) -> usize {
        let unit_key = unit.map_or(0, |s| {
            (s.index() as u64 + 1).wrapping_mul(0x9e37_79b9_7f4a_7c15)
        });
        (zobrist::key(pos, pos.ep_targets()) ^ unit_key) as usize & (self.size - 1)
    }

    /// The step chosen before from `pos` (moving the unit on `unit`, where
    /// one unit makes the turn).
    pub(super) fn get(&self, pos: &Position, unit: Option<Square>) -> Option<Step> {
        if self.entries.is_empty() {
            return None;
        }
        match &self.entries[self.slot(pos, unit)] {
            Some(e) if e.unit == unit && e.pos == *pos => Some(e.step),
            _ => None,
        }
    }

    /// Keeps the step chosen from `pos`, in place of any other there.
    pub(super) fn put(&mut self, pos: &Position, unit: Option<Square>, step: Step) {
        if self.size == 0 {
            return;
        }
        if self.entries.is_empty() {
            self.entries.resize_with(self.size, || None);
        }
        let slot = self.slot(pos, unit);
        self.entries[slot] = Some(Entry {
            pos: pos.clone(),
            unit,
            step,
        });
    }
}
