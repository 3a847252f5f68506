//! Attack sets: tables for leapers and fancy magic bitboards for sliders.
//!
//! The slider tables (about 840 KB) are built on first use, not embedded,
//! so the wasm module stays small.

use crate::bitboard::Bitboard;
use crate::square::{Color, Square};
use std::sync::OnceLock;

const fn leaper_table(deltas: &[(i8, i8)]) -> [u64; 64] {
    let mut table = [0u64; 64];
    let mut sq = 0;
    while sq < 64 {
        let (f, r) = ((sq % 8) as i8, (sq / 8) as i8);
        let mut i = 0;
        while i < deltas.len() {
            let (x, y) = (f + deltas[i].0, r + deltas[i].1);
            if x >= 0 && x < 8 && y >= 0 && y < 8 {
                table[sq] |= 1 << (y * 8 + x);
            }
            i += 1;
        }
        sq += 1;
    }
    table
}

static KNIGHT: [u64; 64] = leaper_table(&[
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
]);
static KING: [u64; 64] = leaper_table(&[
    (1, 0),
    (1, 1),
    (0, 1),
    (-1, 1),
    (-1, 0),
    (-1, -1),
    (0, -1),
    (1, -1),
]);
static PAWN: [[u64; 64]; 2] = [
    leaper_table(&[(-1, 1), (1, 1)]),
    leaper_table(&[(-1, -1), (1, -1)]),
];

const ROOK_DIRS: [(i8, i8); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
const BISHOP_DIRS: [(i8, i8); 4] = [(1, 1), (-1, 1), (1, -1), (-1, -1)];

pub fn knight_attacks(sq: Square) -> Bitboard {
    Bitboard(KNIGHT[sq.index()])
}

pub fn king_attacks(sq: Square) -> Bitboard {
    Bitboard(KING[sq.index()])
}

/// The squares a pawn of `color` on `sq` attacks.
pub fn pawn_attacks(color: Color, sq: Square) -> Bitboard {
    Bitboard(PAWN[color.index()][sq.index()])
}

/// Slow reference: rays from `sq` in `dirs`, stopping at (and including) blockers.
fn slide(sq: usize, occupied: u64, dirs: &[(i8, i8)]) -> u64 {
    let mut attacks = 0;
    let (f, r) = ((sq % 8) as i8, (sq / 8) as i8);
    for &(df, dr) in dirs {
        let (mut x, mut y) = (f + df, r + dr);
        while (0..8).contains(&x) && (0..8).contains(&y) {
            let bit = 1u64 << (y * 8 + x);
            attacks |= bit;
            if occupied & bit != 0 {
                break;
            }
            x += df;
            y += dr;
        }
    }
    attacks
}

/// `slide` from each direction's empty-board rays (`rays[d][sq]`, for
/// `dirs[d]`): the nearest blocker cuts its ray, the lowest square on a
/// ray whose squares rise, the highest on one whose squares fall. The
/// tables' 107,648 entries are built this way on the first game, before
/// the engine's code is optimised: a few operations a ray rather than a
/// walk square by square.
fn slide_rays(sq: usize, occupied: u64, rays: &[[u64; 64]; 4], dirs: &[(i8, i8)]) -> u64 {
    let mut attacks = 0;
    for (d, &(df, dr)) in dirs.iter().enumerate() {
        let ray = rays[d][sq];
        let blockers = ray & occupied;
        attacks |= if blockers == 0 {
            ray
        } else {
            let nearest = if dr * 8 + df > 0 {
                blockers.trailing_zeros()
            } else {
                63 - blockers.leading_zeros()
            };
            ray ^ rays[d][nearest as usize]
        };
    }
    attacks
}

/// The relevant occupancy mask: the rays without their last square.
fn relevant(sq: usize, dirs: &[(i8, i8)]) -> u64 {
    let mut mask = 0;
    let (f, r) = ((sq % 8) as i8, (sq / 8) as i8);
    for &(df, dr) in dirs {
        let (mut x, mut y) = (f + df, r + dr);
        while (0..8).contains(&(x + df)) && (0..8).contains(&(y + dr)) {
            mask |= 1u64 << (y * 8 + x);
            x += df;
            y += dr;
        }
    }
    mask
}

#[derive(Clone, Copy)]
struct Magic {
    mask: u64,
    magic: u64,
    shift: u32,
    offset: usize,
}

struct Sliders {
    rook: [Magic; 64],
    bishop: [Magic; 64],
    table: Vec<u64>,
    /// The squares strictly between two aligned squares, and the whole
    /// line through them (both empty when not aligned), indexed by
    /// `a * 64 + b`: one load on the hot paths (check and pin masks)
    /// instead of four magic lookups.
    between: Vec<u64>,
    line: Vec<u64>,
}

fn build_magics(magics: &[u64; 64], dirs: &[(i8, i8)], table: &mut Vec<u64>) -> [Magic; 64] {
    let mut out = [Magic {
        mask: 0,
        magic: 0,
        shift: 0,
        offset: 0,
    }; 64];
    let rays: [[u64; 64]; 4] =
        std::array::from_fn(|d| std::array::from_fn(|sq| slide(sq, 0, &dirs[d..d + 1])));
    for sq in 0..64 {
        let mask = relevant(sq, dirs);
        let bits = mask.count_ones();
        let offset = table.len();
        table.resize(offset + (1 << bits), 0);
        let m = Magic {
            mask,
            magic: magics[sq],
            shift: 64 - bits,
            offset,
        };
        let mut subset = 0u64;
        loop {
            let index = (subset.wrapping_mul(m.magic) >> m.shift) as usize;
            table[offset + index] = slide_rays(sq, subset, &rays, dirs);
            subset = subset.wrapping_sub(mask) & mask;
            if subset == 0 {
                break;
            }
        }
        out[sq] = m;
    }
    out
}

fn sliders() -> &'static Sliders {
    static SLIDERS: OnceLock<Sliders> = OnceLock::new();
    SLIDERS.get_or_init(|| {
        let mut table = Vec::with_capacity(107_648);
        let rook = build_magics(&ROOK_MAGICS, &ROOK_DIRS, &mut table);
        let bishop = build_magics(&BISHOP_MAGICS, &BISHOP_DIRS, &mut table);
        let (mut between, mut line) = (vec![0; 64 * 64], vec![0; 64 * 64]);
        for dirs in [&ROOK_DIRS, &BISHOP_DIRS] {
            let rays: [u64; 64] = std::array::from_fn(|sq| slide(sq, 0, dirs));
            for a in 0..64 {
                for b in Bitboard(rays[a]) {
                    let b = b.index();
                    let (ba, bb) = (1u64 << a, 1u64 << b);
                    between[a * 64 + b] = slide(a, bb, dirs) & slide(b, ba, dirs);
                    line[a * 64 + b] = rays[a] & rays[b] | ba | bb;
                }
            }
        }
        Sliders {
            rook,
            bishop,
            table,
            between,
            line,
        }
    })
}

/// Handle to the slider tables, fetched once per generation call so the
/// hot loops do not re-check initialisation.
#[derive(Clone, Copy)]
pub struct Attacks(&'static Sliders);

impl Attacks {
    pub fn get() -> Attacks {
        Attacks(sliders())
    }

    #[inline]
    fn lookup(&self, m: &Magic, occupied: Bitboard) -> Bitboard {
        let index = ((occupied.0 & m.mask).wrapping_mul(m.magic) >> m.shift) as usize;
        Bitboard(self.0.table[m.offset + index])
    }

    #[inline]
    pub fn rook(&self, sq: Square, occupied: Bitboard) -> Bitboard {
        self.lookup(&self.0.rook[sq.index()], occupied)
    }

    #[inline]
    pub fn bishop(&self, sq: Square, occupied: Bitboard) -> Bitboard {
        self.lookup(&self.0.bishop[sq.index()], occupied)
    }

    #[inline]
    pub fn queen(&self, sq: Square, occupied: Bitboard) -> Bitboard {
        self.rook(sq, occupied) | self.bishop(sq, occupied)
    }

    /// The squares strictly between two aligned squares (empty if not aligned).
    #[inline]
    pub fn between(&self, a: Square, b: Square) -> Bitboard {
        Bitboard(self.0.between[a.index() * 64 + b.index()])
    }

    /// The whole line through two aligned squares, edge to edge (empty if not aligned).
    #[inline]
    pub fn line(&self, a: Square, b: Square) -> Bitboard {
        Bitboard(self.0.line[a.index() * 64 + b.index()])
    }
}

const ROOK_MAGICS: [u64; 64] = [
    0x2080002080400010,
    0x00c0002001401000,
    0x2100110008402002,
    0x0880080081041000,
    0x0200020020041008,
    0x2300040008010012,
    0x0c00283004008201,
    0x0180010000407a80,
    0x0168800080400020,
    0x0010400040201000,
    0x1001002001001048,
    0x1001002408100100,
    0x0801000408010012,
    0x4001000209000400,
    0x08a20004c8020001,
    0x2002801145002280,
    0x0080860021004200,
    0x001000c009402002,
    0x00b0002004002800,
    0x100a808010020800,
    0x8101010008000410,
    0x0244008002000480,
    0x0000040010810208,
    0x2000020000448534,
    0x4104400480008033,
    0x0000810100204000,
    0x0440430900200010,
    0x4600240900100100,
    0x0060080080040080,
    0x0001000300080400,
    0x0004084400011002,
    0x0023040200008041,
    0x0580050043002080,
    0x0400804002802008,
    0x0001002001004010,
    0x1000200901001000,
    0x4410800801800c00,
    0xa012003806001004,
    0x0020100104008802,
    0x0004808402000041,
    0x0010400170898000,
    0x0080500020004004,
    0x1040408012020020,
    0x8010040008004040,
    0x2001080100110004,
    0x0000020004008080,
    0x0021010810040002,
    0x0800008c43020024,
    0x0000800021005100,
    0x0070201040008080,
    0x0000d04282006a00,
    0x0010014400080240,
    0x0001080110050100,
    0x0012000810240600,
    0x0402000801040200,
    0x028100108a004100,
    0x0050800300102045,
    0x8208210040120882,
    0x8010600101183441,
    0x020b000910006045,
    0x0241001002480005,
    0x0081000400880241,
    0x0000009008024124,
    0x0048122980410402,
];
const BISHOP_MAGICS: [u64; 64] = [
    0x0848020822040013,
    0x8010a40085821200,
    0x0008008430840822,
    0x0808048108040000,
    0x1304042100008104,
    0x5001012010204023,
    0x81048801b8200420,
    0x200a008084012000,
    0x0040102001042084,
    0x840a505042428020,
    0x0000700102202920,
    0x44101c0c10800002,
    0x0040040422000000,
    0x0180020802090202,
    0x4020020811041202,
    0x000104308c042000,
    0x4140661002424400,
    0x0028012008010460,
    0x0188062102002a00,
    0x0014004840102008,
    0x0105000290400002,
    0x8001022200410400,
    0x104a041918013446,
    0x008a000082008238,
    0x04a0060008100430,
    0x0008220008820801,
    0x2508041208005010,
    0x4008080200202020,
    0x2441001013004000,
    0x0030008060407000,
    0x4008108000420800,
    0x0012021050290100,
    0x0210080482200500,
    0xcc01112048100480,
    0x0020402806500440,
    0x00048e0080580080,
    0x0040102020020080,
    0x0028010440080807,
    0x4601041108008800,
    0x8040810e04104200,
    0x901210110400088a,
    0xa003080212081050,
    0x00c1004048401004,
    0x900000a014400800,
    0x0008021040405401,
    0x4020008206002090,
    0x0004190424030100,
    0x0424008a02026250,
    0x8004088250900040,
    0x1c00430088a04200,
    0x0001020094040001,
    0x8040210020880061,
    0x2010040450442032,
    0x0800840850044001,
    0x0004040802140004,
    0x0004080a04222020,
    0x8088802110022000,
    0x1081a10416114400,
    0x0205010a24060820,
    0x0000000720411080,
    0x1008000208430400,
    0x580c026028810840,
    0x802020441020a110,
    0x12c0022401020018,
];

#[cfg(test)]
mod tests {
    use super::*;

    fn xorshift(state: &mut u64) -> u64 {
        *state ^= *state << 13;
        *state ^= *state >> 7;
        *state ^= *state << 17;
        *state
    }

    #[test]
    fn magic_lookups_match_ray_tracing() {
        let attacks = Attacks::get();
        let mut state = 0x1234_5678_9abc_def1u64;
        for sq in 0..64u8 {
            let square = Square::new(sq).unwrap();
            for _ in 0..200 {
                let occ = xorshift(&mut state) & xorshift(&mut state);
                assert_eq!(
                    attacks.rook(square, Bitboard(occ)).0,
                    slide(sq as usize, occ, &ROOK_DIRS)
                );
                assert_eq!(
                    attacks.bishop(square, Bitboard(occ)).0,
                    slide(sq as usize, occ, &BISHOP_DIRS)
                );
            }
        }
    }

    /// Every entry of the tables, built from rays (`slide_rays`), against the
    /// walk square by square: each subset of each square's relevant mask.
    #[test]
    fn every_table_entry_is_the_walk() {
        let attacks = Attacks::get();
        let mut entries = 0;
        for sq in 0..64u8 {
            let square = Square::new(sq).unwrap();
            for (dirs, lookup) in [
                (
                    &ROOK_DIRS,
                    Attacks::rook as fn(&Attacks, Square, Bitboard) -> Bitboard,
                ),
                (&BISHOP_DIRS, Attacks::bishop),
            ] {
                let mask = relevant(sq as usize, dirs);
                let mut subset = 0u64;
                loop {
                    assert_eq!(
                        lookup(&attacks, square, Bitboard(subset)).0,
                        slide(sq as usize, subset, dirs),
                        "{square:?} {subset:#x}"
                    );
                    entries += 1;
                    subset = subset.wrapping_sub(mask) & mask;
                    if subset == 0 {
                        break;
                    }
                }
            }
        }
        assert_eq!(entries, 107_648);
    }

    #[test]
    fn leaper_tables() {
        let a1 = Square::parse("a1").unwrap();
        let e4 = Square::parse("e4").unwrap();
        assert_eq!(knight_attacks(a1).count(), 2);
        assert_eq!(knight_attacks(e4).count(), 8);
        assert_eq!(king_attacks(a1).count(), 3);
        assert_eq!(
            pawn_attacks(Color::White, e4),
            Bitboard::from_square(Square::parse("d5").unwrap())
                | Bitboard::from_square(Square::parse("f5").unwrap())
        );
        assert_eq!(pawn_attacks(Color::Black, a1), Bitboard::EMPTY);
    }

    #[test]
    fn between_and_line() {
        let a = Attacks::get();
        let s = |t| Square::parse(t).unwrap();
        assert_eq!(a.between(s("a1"), s("a4")).count(), 2);
        assert_eq!(a.between(s("a1"), s("h8")).count(), 6);
        assert_eq!(a.between(s("a1"), s("b3")), Bitboard::EMPTY);
        assert_eq!(a.line(s("c3"), s("d4")).count(), 8);
    }
}
