//! The state three rule sets add to the board: the unit a Parrain capture
//! left waiting (VARIANTS 2.22), the units buried under others in Volcanic
//! Circe (2.25), and where each unit started in Diagram Circe (2.7). Every
//! other rule set leaves it empty, and an empty one is not kept at all.

use crate::square::{Piece, Square};

/// The state Parrain, Volcanic and Diagram Circe add to the board: the unit
/// waiting to reappear, the units buried under others, and each unit's
/// first square. Written in the FEN's extension fields (`pending=`,
/// `buried=`, `origins=`).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Extras {
    /// The captured unit that reappears after the next move, and the
    /// square it was captured on.
    pending: Option<(Piece, Square)>,
    /// Buried units ordered by square (so that equal positions compare
    /// equal), each square's units in the order they were buried: a
    /// square's first entry was buried first and is the first to erupt
    /// (VARIANTS 2.25: a queue, first in, first out).
    buried: Vec<(Square, Piece)>,
    /// The square each unit stood on in the game's first position,
    /// indexed by the square it stands on now (Diagram Circe).
    origins: [u8; 64],
}

impl Default for Extras {
    fn default() -> Extras {
        Extras {
            pending: None,
            buried: Vec::new(),
            origins: std::array::from_fn(|i| i as u8),
        }
    }
}

impl Extras {
    /// Whether nothing is pending, buried or displaced.
    pub fn is_empty(&self) -> bool {
        self.pending.is_none() && self.buried.is_empty() && self.displaced().next().is_none()
    }

    /// The Parrain unit waiting and its capture square.
    pub fn pending(&self) -> Option<(Piece, Square)> {
        self.pending
    }

    pub(crate) fn set_pending(&mut self, pending: Option<(Piece, Square)>) {
        self.pending = pending;
    }

    /// Every buried unit as (square, unit), each square's units in the
    /// order they were buried, which is the order they erupt in.
    pub fn buried(&self) -> &[(Square, Piece)] {
        &self.buried
    }

    /// Whether anything is buried under `sq`.
    pub fn has_buried(&self, sq: Square) -> bool {
        self.buried.iter().any(|&(s, _)| s == sq)
    }

    pub(crate) fn bury(&mut self, sq: Square, piece: Piece) {
        // Squares in order, so that positions reached by different paths
        // (or read from a FEN that lists stacks in another order) are equal.
        let at = self.buried.partition_point(|&(s, _)| s <= sq);
        self.buried.insert(at, (sq, piece));
    }

    /// Takes the unit buried first under `sq`: it erupts before the
    /// units buried after it (VARIANTS 2.25; Popeye 4.104).
    pub(crate) fn erupt(&mut self, sq: Square) -> Option<Piece> {
        let i = self.buried.iter().position(|&(s, _)| s == sq)?;
        Some(self.buried.remove(i).1)
    }

    /// Takes the unit covered last under `sq`: under Parachute Circe the
    /// units under a square come back last covered, first (a stack,
    /// VARIANTS §E; Popeye 4.104).
    pub(crate) fn uncover(&mut self, sq: Square) -> Option<Piece> {
        let i = self.buried.iter().rposition(|&(s, _)| s == sq)?;
        Some(self.buried.remove(i).1)
    }

    /// Whether a king of `color` is buried (Parachute Circe covers kings).
    pub fn king_buried(&self, color: crate::square::Color) -> bool {
        self.buried
            .iter()
            .any(|&(_, p)| p.color == color && p.role == crate::square::Role::King)
    }

    /// The square the unit on `sq` started on.
    pub fn origin(&self, sq: Square) -> Square {
        Square::from_index(self.origins[sq.index()])
    }

    pub(crate) fn set_origin(&mut self, sq: Square, origin: Square) {
        self.origins[sq.index()] = origin.index() as u8;
    }

    /// The unit on `from` moves to `to`: it takes its origin along, and
    /// `from` is its own origin again for whatever comes there next.
    pub(crate) fn move_origin(&mut self, from: Square, to: Square) {
        self.origins[to.index()] = self.origins[from.index()];
        self.origins[from.index()] = from.index() as u8;
    }

    /// `sq` is emptied: its origin is its own again.
    pub(crate) fn clear_origin(&mut self, sq: Square) {
        self.origins[sq.index()] = sq.index() as u8;
    }

    /// The squares whose unit started elsewhere, as (square, origin).
    pub fn displaced(&self) -> impl Iterator<Item = (Square, Square)> + '_ {
        self.origins
            .iter()
            .enumerate()
            .filter(|&(i, &o)| usize::from(o) != i)
            .map(|(i, &o)| (Square::from_index(i as u8), Square::from_index(o)))
    }
}
