//! Where rolls come from: the system's random source or a seeded
//! sequence, each a stream of fair faces.

use super::{Dice, DiceError, DiceKind};

/// Where rolls come from (RULES §5.6). Dice entered by hand bypass the
/// source (see [`crate::Game::roll_with`]).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum DiceSource {
    /// The system's cryptographic random source (the browser's
    /// `crypto.getRandomValues` in wasm).
    Crypto,
    /// A reproducible sequence: the roll of turn `n` is drawn from a
    /// SplitMix64 generator started at a hash of the seed and `n`, so it
    /// depends only on the seed and the turn, never on how many rolls were
    /// taken back.
    Seeded(u64),
}

impl DiceSource {
    /// The fair faces of the turn with this index (0 = the game's first
    /// turn), one after another: a roll takes as many as it has dice, and
    /// one-die dice chess keeps drawing until a face can move.
    pub fn faces(&self, turn: u64) -> Faces {
        Faces(match *self {
            DiceSource::Crypto => None,
            DiceSource::Seeded(seed) => Some(SplitMix64(mix(seed ^ mix(turn ^ 0xD1CE_D1CE)))),
        })
    }

    /// The roll of `rule`'s dice for the turn with this index, every face
    /// taken as playable (see [`crate::Game::roll`] for the game's).
    pub fn roll(&self, turn: u64, rule: crate::DiceRule) -> Result<Dice, DiceError> {
        let mut faces = self.faces(turn);
        rule.draw(&mut || faces.next_face(), &|_| true)
    }
}

/// A stream of fair faces (see [`DiceSource::faces`]).
pub struct Faces(Option<SplitMix64>);

impl Faces {
    /// The next face, 1–6.
    pub fn next_face(&mut self) -> Result<u8, DiceError> {
        match &mut self.0 {
            None => draw(&mut || {
                let mut byte = [0u8];
                getrandom::fill(&mut byte).map_err(|e| DiceError::Source(e.to_string()))?;
                Ok(byte[0])
            }),
            Some(rng) => draw(&mut || Ok((rng.next() >> 56) as u8)),
        }
    }
}

/// SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number
/// generators", OOPSLA 2014; the generator of Java's `SplittableRandom`):
/// a Weyl sequence passed through a 64-bit finaliser. It passes BigCrush;
/// it is not cryptographic, and seeded games do not need it to be.
struct SplitMix64(u64);

const GOLDEN_GAMMA: u64 = 0x9E37_79B9_7F4A_7C15;

impl SplitMix64 {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(GOLDEN_GAMMA);
        mix(self.0)
    }
}

/// SplitMix64's finaliser (also used to spread the seed and the turn).
const fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// One unbiased face from a byte source: bytes of 252 and above are
/// rejected, so each of the 252 accepted values maps to a face exactly 42
/// times.
pub(crate) fn draw(next: &mut impl FnMut() -> Result<u8, DiceError>) -> Result<u8, DiceError> {
    let byte = loop {
        let b = next()?;
        if b < 252 {
            break b;
        }
    };
    Ok(byte % 6 + 1)
}
