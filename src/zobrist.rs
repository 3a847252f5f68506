//! Zobrist keys for repetition (RULES §8): placement, side to move,
//! castling rights, the en passant captures actually available, and the
//! state some rule sets add (a Parrain unit waiting, buried units, Diagram
//! origins).

use crate::bitboard::Bitboard;
use crate::position::Position;
use crate::square::{Color, Role};

const fn splitmix(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}

/// Key `i`: 12 × 64 piece keys, then 64 castling-rook keys, then 8 en
/// passant file keys, then 12 × 64 pending-unit keys, 12 × 64 × 4 buried
/// keys (by place in the square's burial order, the later ones sharing
/// the fourth) and 64 × 64 origin keys. Computed when needed rather than
/// stored: a table would add incompressible data to the wasm module.
#[inline]
fn key_at(i: usize) -> u64 {
    splitmix(i as u64 + 1)
}
const SIDE_KEY: u64 = splitmix(0xD1CE);

/// The key of a position at the start of a turn; `ep` holds the target
/// squares of the en passant captures that are actually legal.
pub fn key(pos: &Position, ep: Bitboard) -> u64 {
    let mut h = 0;
    for color in Color::ALL {
        for role in Role::ALL {
            let base = (color.index() * 6 + role.index()) * 64;
            for sq in pos.by_color(color) & pos.by_role(role) {
                h ^= key_at(base + sq.index());
            }
        }
    }
    for sq in pos.castling() {
        h ^= key_at(12 * 64 + sq.index());
    }
    for sq in ep {
        h ^= key_at(12 * 64 + 64 + sq.file() as usize);
    }
    if pos.side() == Color::Black {
        h ^= SIDE_KEY;
    }
    if let Some(extras) = pos.extras() {
        let piece_key = |p: crate::square::Piece| p.color.index() * 6 + p.role.index();
        let base = 12 * 64 + 64 + 8;
        if let Some((unit, sq)) = extras.pending() {
            h ^= key_at(base + piece_key(unit) * 64 + sq.index());
        }
        let base = base + 12 * 64;
        let mut depth = [0usize; 64];
        for &(sq, unit) in extras.buried() {
            let d = depth[sq.index()].min(3);
            depth[sq.index()] += 1;
            h ^= key_at(base + ((d * 12 + piece_key(unit)) * 64) + sq.index());
        }
        let base = base + 12 * 64 * 4;
        for (sq, origin) in extras.displaced() {
            h ^= key_at(base + sq.index() * 64 + origin.index());
        }
    }
    h
}
