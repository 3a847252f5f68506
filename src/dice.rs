//! Dice (RULES §5, VARIANTS §3): the dice of a turn, the sources of rolls,
//! and the distinct outcomes of one roll with their weights
//! ([`roll_outcomes`]), which the game, the search, the odds and the
//! analysis all read. How many dice a roll has and what they allow is the
//! rule set's [`crate::DiceRule`].

use crate::square::Role;
use std::fmt;

/// The most dice one roll has (Dice Rex Circe's three).
pub const MAX_DICE: usize = 3;

/// Up to three dice faces: a multiset kept in ascending order, or, for
/// dice told apart ([`crate::DiceRule::ordered_dice`]), in the dice's
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

    /// A full roll of `rule`'s dice, each 1–6: sorted, or in the order
    /// given where the dice are told apart (the type die, then the count
    /// die, under [`crate::DiceRule::PieceAndCount`]).
    pub fn for_rule(rule: crate::DiceRule, faces: &[u8]) -> Result<Dice, DiceError> {
        let dice = Dice::roll(rule.per_roll(), faces)?;
        if !rule.ordered_dice() {
            return Ok(dice);
        }
        let mut ordered = Dice::NONE;
        for &face in faces {
            ordered.faces[ordered.len as usize] = face;
            ordered.len += 1;
        }
        Ok(ordered)
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
    /// The fair faces of the turn with this index (0 = the game's first
    /// turn), one after another: a roll takes as many as it has dice, and
    /// one-die dice chess keeps drawing until a face can move.
    pub fn faces(&self, turn: u64) -> Faces {
        Faces(match *self {
            DiceSource::Crypto => None,
            DiceSource::Seeded(seed) => Some(SplitMix64(mix(seed ^ mix(turn ^ 0xD1CE_D1CE)))),
        })
    }

    /// The roll of `rule`'s dice for the turn with this index.
    pub fn roll(&self, turn: u64, rule: crate::DiceRule) -> Result<Dice, DiceError> {
        let count = rule.per_roll().min(MAX_DICE);
        let mut faces = self.faces(turn);
        let mut out = [0u8; MAX_DICE];
        for face in out.iter_mut().take(count) {
            *face = faces.next_face()?;
        }
        Dice::for_rule(rule, &out[..count])
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

/// The distinct outcomes of one roll under `rule`, each with how many
/// ordered rolls give it: the 56 of three dice (weights summing to 216),
/// the 21 of two (to 36); for one die, the faces `can_move` accepts, once
/// each, since a face that cannot move is rolled again (VARIANTS C7); for
/// a die of moves, the four counts of moves, a 4 to 6 weighing three; for
/// a type die and a count die, the 24 pairs of a type and a count (in
/// that order), a count of 4 to 6 weighing three; for Vegas Fun Chess's
/// two dice told apart, the 25 pairs of die 1's five types (its 1 and 6
/// are both a pawn: written 1, weighing two) and die 2's five types,
/// then die 2's optional face once (written 1-6, weighing six). No
/// dice, no outcomes. The game, the search, the odds and the analysis all
/// take their rolls from here.
pub fn roll_outcomes(rule: crate::DiceRule, can_move: impl Fn(u8) -> bool) -> Vec<(Dice, u32)> {
    use crate::DiceRule;
    let mut out = Vec::new();
    let mut push = |faces: &[u8], weight: u32| {
        if let Ok(d) = Dice::for_rule(rule, faces) {
            out.push((d, weight));
        }
    };
    match rule {
        DiceRule::None => {}
        DiceRule::OnePerTurn => {
            for f in (1..=6u8).filter(|&f| can_move(f)) {
                push(&[f], 1);
            }
        }
        DiceRule::MovesPerTurn => {
            // A 4, 5 and 6 give the same four moves: one outcome, weight 3.
            for f in 1..=4u8 {
                push(&[f], if f == 4 { 3 } else { 1 });
            }
        }
        DiceRule::PieceAndCount => {
            for face in 1..=6u8 {
                for count in 1..=4u8 {
                    push(&[face, count], if count == 4 { 3 } else { 1 });
                }
            }
        }
        DiceRule::Vegas => {
            for first in 1..=5u8 {
                for second in 1..=5u8 {
                    push(&[first, second], if first == 1 { 2 } else { 1 });
                }
            }
            // Die 2's optional face allows every move whatever die 1 shows.
            push(&[1, 6], 6);
        }
        DiceRule::TwoPerTurn => {
            for a in 1..=6u8 {
                for b in a..=6 {
                    push(&[a, b], if a == b { 1 } else { 2 });
                }
            }
        }
        DiceRule::ThreeAfterKingMove => {
            for a in 1..=6u8 {
                for b in a..=6 {
                    for c in b..=6 {
                        let weight = match (a == b, b == c) {
                            (true, true) => 1,
                            (true, false) | (false, true) => 3,
                            _ => 6,
                        };
                        push(&[a, b, c], weight);
                    }
                }
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dice_validate_count_and_faces() {
        assert_eq!(Dice::roll(3, &[6, 1, 5]).unwrap().as_slice(), &[1, 5, 6]);
        assert_eq!(
            Dice::roll(3, &[1, 2]),
            Err(DiceError::Count {
                expected: 3,
                found: 2
            })
        );
        assert_eq!(
            Dice::roll(3, &[1, 2, 3, 4]).unwrap_err().to_string(),
            "a roll is exactly three dice, not 4"
        );
        assert_eq!(Dice::roll(3, &[0, 1, 2]), Err(DiceError::Face("0".into())));
        assert_eq!(Dice::roll(3, &[7, 1, 2]), Err(DiceError::Face("7".into())));
        assert!(Dice::roll(2, &[4, 4]).unwrap().is_doubles());
        assert_eq!(
            Dice::roll(1, &[1, 2]).unwrap_err().to_string(),
            "a roll is exactly one die, not 2"
        );
    }

    #[test]
    fn removing_a_die_keeps_order() {
        let mut d = Dice::roll(3, &[2, 2, 5]).unwrap();
        assert!(d.remove(2));
        assert_eq!(d.as_slice(), &[2, 5]);
        assert!(!d.remove(3));
        assert!(d.remove(5));
        assert!(d.remove(2));
        assert!(d.is_empty());
        assert_eq!(Dice::roll(3, &[1, 5, 6]).unwrap().to_string(), "1-5-6");
    }

    #[test]
    fn seeded_rolls_depend_only_on_seed_and_turn() {
        let a = DiceSource::Seeded(7);
        const THREE: crate::DiceRule = crate::DiceRule::ThreeAfterKingMove;
        assert_eq!(a.roll(3, THREE).unwrap(), a.roll(3, THREE).unwrap());
        let rolls: Vec<_> = (0..50).map(|t| a.roll(t, THREE).unwrap()).collect();
        assert!(rolls.windows(2).any(|w| w[0] != w[1]));
        assert_ne!(
            (0..20)
                .map(|t| DiceSource::Seeded(8).roll(t, THREE).unwrap())
                .collect::<Vec<_>>(),
            rolls[..20].to_vec()
        );
        // Fewer dice are the first faces of the same stream.
        assert_eq!(a.roll(5, crate::DiceRule::TwoPerTurn).unwrap().len(), 2);
        let mut stream = a.faces(5);
        let first = stream.next_face().unwrap();
        assert!(a.roll(5, THREE).unwrap().contains(first));
    }

    #[test]
    fn faces_are_uniform() {
        const THREE: crate::DiceRule = crate::DiceRule::ThreeAfterKingMove;
        // 60,000 seeded dice: each face within 5% of 10,000 (about 6 sigma).
        let mut counts = [0u32; 7];
        for turn in 0..20_000 {
            for &f in DiceSource::Seeded(1).roll(turn, THREE).unwrap().as_slice() {
                counts[f as usize] += 1;
            }
        }
        assert_eq!(counts[0], 0);
        for &c in &counts[1..] {
            assert!((9_500..=10_500).contains(&c), "{counts:?}");
        }
    }

    #[test]
    fn dice_told_apart_keep_their_order() {
        use crate::DiceRule::{PieceAndCount, TwoPerTurn};
        let d = Dice::for_rule(PieceAndCount, &[5, 2]).unwrap();
        assert_eq!((d.as_slice(), d.to_string().as_str()), (&[5, 2][..], "5-2"));
        assert_ne!(d, Dice::for_rule(PieceAndCount, &[2, 5]).unwrap());
        assert_eq!(
            Dice::for_rule(TwoPerTurn, &[5, 2]).unwrap().as_slice(),
            &[2, 5]
        );
        assert!(Dice::for_rule(PieceAndCount, &[5]).is_err());
        // 24 outcomes, a type and a count, summing to the 36 rolls.
        let outcomes = roll_outcomes(PieceAndCount, |_| true);
        assert_eq!(outcomes.len(), 24);
        assert_eq!(outcomes.iter().map(|(_, w)| w).sum::<u32>(), 36);
        assert!(
            outcomes
                .iter()
                .any(|(d, w)| d.as_slice() == [6, 4] && *w == 3)
        );
    }

    #[test]
    fn rejection_removes_modulo_bias() {
        let mut bytes = [255u8, 252, 251, 0, 5].into_iter();
        let mut next = || Ok(bytes.next().unwrap());
        let faces = [draw(&mut next), draw(&mut next), draw(&mut next)].map(Result::unwrap);
        assert_eq!(faces, [6, 1, 6]);
    }

    #[test]
    fn crypto_rolls_are_faces() {
        const THREE: crate::DiceRule = crate::DiceRule::ThreeAfterKingMove;
        for _ in 0..20 {
            for &f in DiceSource::Crypto.roll(0, THREE).unwrap().as_slice() {
                assert!((1..=6).contains(&f));
            }
        }
    }

    #[test]
    fn each_rule_has_its_outcomes_weighted_by_the_ordered_rolls() {
        use crate::DiceRule;
        let total = |o: &[(Dice, u32)]| o.iter().map(|(_, w)| w).sum::<u32>();
        let three = roll_outcomes(DiceRule::ThreeAfterKingMove, |_| true);
        assert_eq!((three.len(), total(&three)), (56, 216));
        let two = roll_outcomes(DiceRule::TwoPerTurn, |_| false);
        assert_eq!((two.len(), total(&two)), (21, 36));
        let one: Vec<u8> = roll_outcomes(DiceRule::OnePerTurn, |f| f % 2 == 0)
            .iter()
            .map(|(d, w)| {
                assert_eq!(*w, 1);
                d.as_slice()[0]
            })
            .collect();
        assert_eq!(one, [2, 4, 6]);
        assert!(roll_outcomes(DiceRule::None, |_| true).is_empty());
        let moves = roll_outcomes(DiceRule::MovesPerTurn, |_| false);
        assert_eq!((moves.len(), total(&moves)), (4, 6));
        let counts: Vec<u8> = moves
            .iter()
            .map(|(d, _)| DiceRule::MovesPerTurn.moves_in_turn(d))
            .collect();
        assert_eq!(counts, [1, 2, 3, 4]);
        let vegas = roll_outcomes(DiceRule::Vegas, |_| false);
        assert_eq!((vegas.len(), total(&vegas)), (26, 36));
        // Die 1's 5 is the king; die 2's 5 the queen; die 2's 6 optional.
        let five = vegas.iter().find(|(d, _)| d.as_slice() == [5, 5]).unwrap();
        assert_eq!(DiceRule::Vegas.shown_types(&five.0), Some([6, 5]));
        assert!(DiceRule::Vegas.optional(&Dice::for_rule(DiceRule::Vegas, &[6, 6]).unwrap()));
        assert_eq!(
            Dice::for_rule(DiceRule::Vegas, &[6, 2]).unwrap().as_slice(),
            &[6, 2]
        );
    }
}
