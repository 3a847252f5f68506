//! The faces of a roll ([`Dice`]) and what can be wrong with them
//! ([`DiceError`]).

use crate::square::Role;
use std::fmt;

/// The most dice one roll has (Dice Rex Circe's three).
pub const MAX_DICE: usize = 3;

/// Up to three dice faces: a multiset kept in ascending order, or, for
/// dice told apart ([`crate::dice::DiceKind::ordered`]), in the dice's
/// own order.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Dice {
    faces: [u8; MAX_DICE],
    len: u8,
}

/// Dice that are not a roll the rules allow.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DiceError {
    /// A roll has exactly this many dice.
    Count {
        /// How many dice the roll has.
        expected: usize,
        /// How many were given.
        found: usize,
    },
    /// A face outside 1–6 (as text, so that any input can be named).
    Face(String),
    /// One-die dice chess rolls only faces that can move (VARIANTS C7).
    Unplayable(u8),
    /// The rules have no dice.
    NoDice,
    /// The system's random source failed.
    Source(String),
}

impl fmt::Display for DiceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DiceError::Count { expected, found } => {
                let word = |n: usize| match n {
                    1 => "one die".to_string(),
                    2 => "two dice".to_string(),
                    3 => "three dice".to_string(),
                    n => format!("{n} dice"),
                };
                write!(f, "a roll is exactly {}, not {found}", word(*expected))
            }
            DiceError::Face(v) => write!(f, "a die shows an integer from 1 to 6, not {v}"),
            DiceError::Unplayable(face) => {
                let name = Role::from_die(*face).map_or("piece", Role::name);
                write!(
                    f,
                    "no {name} can move, so a {face} is not rolled: roll again"
                )
            }
            DiceError::NoDice => write!(f, "these rules have no dice"),
            DiceError::Source(e) => write!(f, "the random source failed: {e}"),
        }
    }
}

impl std::error::Error for DiceError {}

impl Dice {
    /// The empty set.
    pub const NONE: Dice = Dice {
        faces: [0; MAX_DICE],
        len: 0,
    };

    /// A set of up to three faces, each 1–6.
    pub fn from_faces(faces: &[u8]) -> Result<Dice, DiceError> {
        if faces.len() > MAX_DICE {
            return Err(DiceError::Count {
                expected: MAX_DICE,
                found: faces.len(),
            });
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

    /// Up to three faces kept in the order given (dice told apart), each
    /// taken as it is: the caller has checked them.
    pub(crate) fn in_order(faces: &[u8]) -> Dice {
        let mut dice = Dice::NONE;
        for &face in faces.iter().take(MAX_DICE) {
            dice.faces[dice.len as usize] = face;
            dice.len += 1;
        }
        dice
    }

    /// A full roll of `count` faces, each 1–6.
    pub fn roll(count: usize, faces: &[u8]) -> Result<Dice, DiceError> {
        if faces.len() != count {
            return Err(DiceError::Count {
                expected: count,
                found: faces.len(),
            });
        }
        Dice::from_faces(faces)
    }

    /// Whether two dice show the same face (dice chess: any move).
    pub fn is_doubles(&self) -> bool {
        self.len == 2 && self.faces[0] == self.faces[1]
    }

    /// How many dice the set holds (0 to 3).
    pub fn len(&self) -> usize {
        self.len as usize
    }

    /// The faces, ascending.
    pub fn as_slice(&self) -> &[u8] {
        &self.faces[..self.len as usize]
    }

    /// Whether no die is left.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Whether one of the dice shows `face`.
    pub fn contains(&self, face: u8) -> bool {
        self.as_slice().contains(&face)
    }

    /// The dice without those of `mask` (bit `i`: die `i`), in the same
    /// order.
    pub fn without(&self, mask: u8) -> Dice {
        let mut kept = Dice::NONE;
        for (i, &face) in self.as_slice().iter().enumerate() {
            if mask & (1 << i) == 0 {
                kept.faces[kept.len as usize] = face;
                kept.len += 1;
            }
        }
        kept
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

impl DiceError {
    /// The error's code at the JavaScript boundary (docs/js-api.md, "Errors").
    pub fn code(&self) -> &'static str {
        match self {
            DiceError::Count { .. }
            | DiceError::Face(_)
            | DiceError::Unplayable(_)
            | DiceError::NoDice => "bad-dice",
            DiceError::Source(_) => "random-source",
        }
    }
}
