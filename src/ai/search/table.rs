//! The search's transposition table: turn starts already searched, by
//! Zobrist key, with their value, its bound and the best free move.

/// A transposition table entry for a turn start: its value at a depth,
/// which bound the value is, and the best free move found.
#[derive(Clone, Copy, Default)]
pub(super) struct Entry {
    pub(super) key: u64,
    pub(super) value: i32,
    pub(super) depth: u8,
    pub(super) bound: Bound,
    pub(super) best: (u8, u8),
}

#[derive(Clone, Copy, Default, PartialEq, Eq)]
pub(super) enum Bound {
    #[default]
    Empty,
    Exact,
    Lower,
    Upper,
}

/// Turn-start positions already searched, keyed by Zobrist key. Many roll
/// outcomes end their bonus moves in the same position, so the
/// opponent's reply to it is searched once.
pub(super) struct Table {
    entries: Vec<Entry>,
    mask: usize,
}

impl Table {
    /// A table sized to the node budget (1,024 to 262,144 entries).
    pub(super) fn new(nodes: u64) -> Table {
        let n = (nodes.min(1 << 18) as usize).next_power_of_two().max(1024);
        Table {
            entries: vec![Entry::default(); n],
            mask: n - 1,
        }
    }

    pub(super) fn probe(&self, key: u64) -> Option<Entry> {
        let e = self.entries[key as usize & self.mask];
        (e.bound != Bound::Empty && e.key == key).then_some(e)
    }

    pub(super) fn store(&mut self, e: Entry) {
        let slot = &mut self.entries[e.key as usize & self.mask];
        if slot.key != e.key || e.depth >= slot.depth {
            *slot = e;
        }
    }
}
