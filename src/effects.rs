//! What a move did beyond moving its piece: the effects of the capture
//! hook (rebirths, vanishings, relocated capturers, removed occupants,
//! burials and eruptions, deferred rebirths), and the rebirth square a
//! Mars or Anti-Mars move really left from, as one value that SAN, the
//! record, the JavaScript `Move` and the board's animation read, so that
//! none of them needs to know the rule set.

use crate::square::{Color, Piece, Role, Square};

/// The kind of one effect.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum EffectKind {
    /// A unit appears on `to`: a captured unit reborn (from its capture
    /// square `from`), or a Parrain unit reappearing.
    Rebirth,
    /// A captured unit leaves the board for good (it stood on `from`).
    Vanish,
    /// The capturer is moved from `from` to `to` (Anticirce, Kamikaze).
    Relocate,
    /// A unit on `from` is removed: an occupant of a rebirth square
    /// (Assassin), or a Kamikaze capturer whose square is occupied.
    Remove,
    /// A captured unit is buried under the occupant of `to` (Volcanic).
    Bury,
    /// A buried unit comes back onto `to`, which its occupant left (Volcanic).
    Erupt,
    /// A captured unit waits off the board for the next move (Parrain);
    /// `from` is its capture square.
    Pending,
    /// The moving unit left from `to`, its rebirth square, rather than from
    /// its own square `from` (Mars captures, Anti-Mars non-captures).
    Via,
    /// The captured unit was moved from its square `from` to its rebirth
    /// square `to`, where it was captured (Jupiter Circe).
    Transfer,
}

impl EffectKind {
    /// The kind's name in JavaScript.
    pub const fn name(self) -> &'static str {
        match self {
            EffectKind::Rebirth => "rebirth",
            EffectKind::Vanish => "vanish",
            EffectKind::Relocate => "relocate",
            EffectKind::Remove => "remove",
            EffectKind::Bury => "bury",
            EffectKind::Erupt => "erupt",
            EffectKind::Pending => "pending",
            EffectKind::Via => "via",
            EffectKind::Transfer => "transfer",
        }
    }

    /// Every kind, in the order of its number in the packed form (`kind as
    /// u32`), which the JavaScript `Move` unpacks (src/wasm/output.rs,
    /// js/unpack.js).
    pub const ALL: [EffectKind; 9] = [
        EffectKind::Rebirth,
        EffectKind::Vanish,
        EffectKind::Relocate,
        EffectKind::Remove,
        EffectKind::Bury,
        EffectKind::Erupt,
        EffectKind::Pending,
        EffectKind::Via,
        EffectKind::Transfer,
    ];
}

/// One effect: its kind, the unit as it was (`piece`) and as it ends up
/// (`became`: another type or colour after Clone, Chameleon, Turncoat or a
/// promotion on rebirth), and its squares.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Effect {
    /// What happened.
    pub kind: EffectKind,
    /// The unit it happened to, as it was before the move.
    pub piece: Piece,
    /// The unit as it ends up (the same as `piece` unless it changed type
    /// or colour).
    pub became: Piece,
    /// The square the unit left or was taken on, if any (see [`EffectKind`]
    /// for each kind's squares).
    pub from: Option<Square>,
    /// The square the unit arrives on, if any.
    pub to: Option<Square>,
    /// The piece a reborn pawn promoted to on its last rank (VARIANTS C5).
    pub promotion: Option<Role>,
}

/// The most effects one move can have (a Volcanic en passant capture:
/// two eruptions and a burial; a Parrain capture: a reappearance and a
/// pending unit; a Hydra capture: two rebirths).
pub const MAX_EFFECTS: usize = 5;

/// Everything a move caused beyond moving its piece.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Effects {
    /// The captured piece and the square it was captured on.
    pub captured: Option<(Piece, Square)>,
    /// Where the captured piece was reborn (the first of Hydra's two);
    /// `None` if it vanished, was buried, waits (Parrain) or was not reborn.
    pub rebirth: Option<Square>,
    /// The move removed the opponent's king for good: the mover wins
    /// (Circe Mate, RULES §4; a captured king where kings are not reborn).
    pub circe_mate: bool,
    /// The effects, packed (see [`pack`]): making a move stays cheap
    /// where nothing is written (perft, the search).
    list: [u32; MAX_EFFECTS],
    len: u8,
}

/// One effect in 32 bits: kind (bits 0–2, and its fourth bit at 28),
/// piece and became (4 each: colour and role), from and to (7 each:
/// square + 1, 0 for none), promotion (3: role + 1).
fn pack(e: &Effect) -> u32 {
    let piece = |p: Piece| (p.color.index() as u32) << 3 | p.role.index() as u32;
    let square = |s: Option<Square>| s.map_or(0, |s| s.index() as u32 + 1);
    let kind = e.kind as u32;
    kind & 7
        | (kind >> 3) << 28
        | piece(e.piece) << 3
        | piece(e.became) << 7
        | square(e.from) << 11
        | square(e.to) << 18
        | e.promotion.map_or(0, |r| r.index() as u32 + 1) << 25
}

fn unpack(w: u32) -> Effect {
    let piece = |bits: u32| {
        let color = if bits & 8 != 0 {
            Color::Black
        } else {
            Color::White
        };
        Piece::new(color, Role::ALL[(bits & 7) as usize % 6])
    };
    let square = |bits: u32| (bits != 0).then(|| Square::from_index((bits - 1) as u8));
    Effect {
        kind: EffectKind::ALL[((w & 7) | (w >> 28 & 1) << 3) as usize % EffectKind::ALL.len()],
        piece: piece(w >> 3 & 15),
        became: piece(w >> 7 & 15),
        from: square(w >> 11 & 127),
        to: square(w >> 18 & 127),
        promotion: match w >> 25 & 7 {
            0 => None,
            r => Some(Role::ALL[(r - 1) as usize % 6]),
        },
    }
}

impl Effects {
    /// Adds an effect; a move never has more than [`MAX_EFFECTS`].
    pub(crate) fn push(&mut self, effect: Effect) {
        if let Some(slot) = self.list.get_mut(self.len as usize) {
            *slot = pack(&effect);
            self.len += 1;
        }
    }

    /// The effects in the order they happened.
    pub fn iter(&self) -> impl Iterator<Item = Effect> + '_ {
        self.list[..self.len as usize].iter().map(|&w| unpack(w))
    }

    /// How many effects the move had.
    pub fn len(&self) -> usize {
        self.len as usize
    }

    /// Whether the move had no effect beyond moving its piece.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn effects_pack_and_unpack() {
        let sq = |s| Square::parse(s).unwrap();
        let mut fx = Effects::default();
        let all = [
            Effect {
                kind: EffectKind::Rebirth,
                piece: Piece::from_char('p').unwrap(),
                became: Piece::from_char('n').unwrap(),
                from: Some(sq("c5")),
                to: Some(sq("d1")),
                promotion: Some(Role::Knight),
            },
            Effect {
                kind: EffectKind::Via,
                piece: Piece::from_char('K').unwrap(),
                became: Piece::from_char('K').unwrap(),
                from: Some(sq("h8")),
                to: Some(sq("a1")),
                promotion: None,
            },
            Effect {
                kind: EffectKind::Transfer,
                piece: Piece::from_char('n').unwrap(),
                became: Piece::from_char('n').unwrap(),
                from: Some(sq("a6")),
                to: Some(sq("b1")),
                promotion: None,
            },
            Effect {
                kind: EffectKind::Vanish,
                piece: Piece::from_char('q').unwrap(),
                became: Piece::from_char('q').unwrap(),
                from: Some(sq("a1")),
                to: None,
                promotion: None,
            },
        ];
        for e in all {
            fx.push(e);
        }
        assert_eq!(fx.iter().collect::<Vec<_>>(), all);
    }
}
