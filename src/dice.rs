//! Dice (RULES §5): the unused dice of a turn, and the sources of rolls.

use std::fmt;

/// How many dice a king free move earns.
pub const DICE_PER_ROLL: usize = 3;

/// A multiset of one to three dice faces, kept in ascending order.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Dice {
    faces: [u8; DICE_PER_ROLL],
    len: u8,
}

/// Dice that are not three faces from 1 to 6.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DiceError {
    /// A roll must have exactly three dice.
    Count(usize),
    /// A face outside 1–6 (as text, so that any input can be named).
    Face(String),
    /// The system's random source failed.
    Source(String),
}

impl fmt::Display for DiceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DiceError::Count(n) => write!(f, "a roll is exactly three dice, not {n}"),
            DiceError::Face(v) => write!(f, "a die shows an integer from 1 to 6, not {v}"),
            DiceError::Source(e) => write!(f, "the random source failed: {e}"),
        }
    }
}

impl std::error::Error for DiceError {}

impl Dice {
    /// The empty set.
    pub const NONE: Dice = Dice {
        faces: [0; DICE_PER_ROLL],
        len: 0,
    };

    /// A set of up to three faces, each 1–6.
    pub fn from_faces(faces: &[u8]) -> Result<Dice, DiceError> {
        if faces.len() > DICE_PER_ROLL {
            return Err(DiceError::Count(faces.len()));
        }
        let mut dice = Dice::NONE;
        for &face in faces {
            if !(1..=6).contains(&face) {
                return Err(DiceError::Face(face.to_string()));
            }
            dice.faces[dice.len as usize] = face;
            dice.len += 1;
        }
        // At most three faces: an insertion sort is all it takes.
        for i in 1..dice.len as usize {
            let mut j = i;
            while j > 0 && dice.faces[j - 1] > dice.faces[j] {
                dice.faces.swap(j - 1, j);
                j -= 1;
            }
        }
        Ok(dice)
    }

    /// A full roll: exactly three faces, each 1–6.
    pub fn roll(faces: &[u8]) -> Result<Dice, DiceError> {
        if faces.len() != DICE_PER_ROLL {
            return Err(DiceError::Count(faces.len()));
        }
        Dice::from_faces(faces)
    }

    pub fn as_slice(&self) -> &[u8] {
        &self.faces[..self.len as usize]
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    pub fn contains(&self, face: u8) -> bool {
        self.as_slice().contains(&face)
    }

    /// Uses one die of this face; false if there is none.
    pub fn remove(&mut self, face: u8) -> bool {
        let Some(i) = self.as_slice().iter().position(|&f| f == face) else {
            return false;
        };
        self.faces.copy_within(i + 1..self.len as usize, i);
        self.len -= 1;
        self.faces[self.len as usize] = 0;
        true
    }
}

impl fmt::Display for Dice {
    /// Faces joined by `-`, e.g. `1-5-6`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, face) in self.as_slice().iter().enumerate() {
            if i > 0 {
                f.write_str("-")?;
            }
            write!(f, "{face}")?;
        }
        Ok(())
    }
}

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
    /// Three dice for the turn with this index (0 = the game's first turn).
    pub fn roll(&self, turn: u64) -> Result<[u8; DICE_PER_ROLL], DiceError> {
        match *self {
            DiceSource::Crypto => {
                let mut next = || {
                    let mut byte = [0u8];
                    getrandom::fill(&mut byte).map_err(|e| DiceError::Source(e.to_string()))?;
                    Ok(byte[0])
                };
                draw(&mut next)
            }
            DiceSource::Seeded(seed) => {
                let mut rng = SplitMix64(mix(seed ^ mix(turn ^ 0xD1CE_D1CE)));
                let mut next = || Ok((rng.next() >> 56) as u8);
                draw(&mut next)
            }
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

/// Three unbiased faces from a byte source: bytes of 252 and above are
/// rejected, so each of the 252 accepted values maps to a face exactly 42
/// times.
fn draw(
    next: &mut impl FnMut() -> Result<u8, DiceError>,
) -> Result<[u8; DICE_PER_ROLL], DiceError> {
    let mut faces = [0; DICE_PER_ROLL];
    for face in &mut faces {
        let byte = loop {
            let b = next()?;
            if b < 252 {
                break b;
            }
        };
        *face = byte % 6 + 1;
    }
    Ok(faces)
}

impl DiceError {
    /// The error's code at the JavaScript boundary (README, "Errors").
    pub fn code(&self) -> &'static str {
        match self {
            DiceError::Count(_) | DiceError::Face(_) => "bad-dice",
            DiceError::Source(_) => "random-source",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dice_validate_count_and_faces() {
        assert_eq!(Dice::roll(&[6, 1, 5]).unwrap().as_slice(), &[1, 5, 6]);
        assert_eq!(Dice::roll(&[1, 2]), Err(DiceError::Count(2)));
        assert_eq!(Dice::roll(&[1, 2, 3, 4]), Err(DiceError::Count(4)));
        assert_eq!(Dice::roll(&[0, 1, 2]), Err(DiceError::Face("0".into())));
        assert_eq!(Dice::roll(&[7, 1, 2]), Err(DiceError::Face("7".into())));
    }

    #[test]
    fn removing_a_die_keeps_order() {
        let mut d = Dice::roll(&[2, 2, 5]).unwrap();
        assert!(d.remove(2));
        assert_eq!(d.as_slice(), &[2, 5]);
        assert!(!d.remove(3));
        assert!(d.remove(5));
        assert!(d.remove(2));
        assert!(d.is_empty());
        assert_eq!(Dice::roll(&[1, 5, 6]).unwrap().to_string(), "1-5-6");
    }

    #[test]
    fn seeded_rolls_depend_only_on_seed_and_turn() {
        let a = DiceSource::Seeded(7);
        assert_eq!(a.roll(3).unwrap(), a.roll(3).unwrap());
        let rolls: Vec<_> = (0..50).map(|t| a.roll(t).unwrap()).collect();
        assert!(rolls.windows(2).any(|w| w[0] != w[1]));
        assert_ne!(
            (0..20)
                .map(|t| DiceSource::Seeded(8).roll(t).unwrap())
                .collect::<Vec<_>>(),
            rolls[..20].to_vec()
        );
    }

    #[test]
    fn faces_are_uniform() {
        // 60,000 seeded dice: each face within 5% of 10,000 (about 6 sigma).
        let mut counts = [0u32; 7];
        for turn in 0..20_000 {
            for f in DiceSource::Seeded(1).roll(turn).unwrap() {
                counts[f as usize] += 1;
            }
        }
        assert_eq!(counts[0], 0);
        for &c in &counts[1..] {
            assert!((9_500..=10_500).contains(&c), "{counts:?}");
        }
    }

    #[test]
    fn rejection_removes_modulo_bias() {
        let mut bytes = [255u8, 252, 251, 0, 5].into_iter();
        let faces = draw(&mut || Ok(bytes.next().unwrap())).unwrap();
        assert_eq!(faces, [6, 1, 6]);
    }

    #[test]
    fn crypto_rolls_are_faces() {
        for _ in 0..20 {
            for f in DiceSource::Crypto.roll(0).unwrap() {
                assert!((1..=6).contains(&f));
            }
        }
    }
}
