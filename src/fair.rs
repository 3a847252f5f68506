//! Fair dice between two players and no third party (docs/fair-dice.md):
//! commit-reveal over SHA-256 hash chains.
//!
//! Each player draws a random seed and hashes it [`CHAIN_LENGTH`] times;
//! the last value is the chain's *anchor*, which the player commits to at
//! the start of the game. The secrets are the values before it, revealed
//! from the anchor backwards: secret `i` hashed `i + 1` times gives the
//! anchor, so each reveal is checked against the commitment (or against
//! an earlier reveal) and nobody can choose a secret once the anchor is
//! out. A roll takes both players' next secrets and hashes them with the
//! game id and the turn; the bytes of the hash become faces by rejection
//! sampling, so each face is exactly 1/6.

use crate::dice::{DiceError, draw};
use crate::square::Color;
use sha2::{Digest, Sha256};
use std::fmt;

/// The protocol's name and version, as the record's `FairDice` tag gives it.
pub const PROTOCOL: &str = "sha256-chain-1";

/// Secrets in a chain: the most rolls one game can take from it.
pub const CHAIN_LENGTH: u32 = 4096;

/// One value of a chain (a seed, a secret or an anchor): 32 bytes, written
/// as 64 hexadecimal digits.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Secret(pub [u8; 32]);

/// A game's id, 16 bytes written as 32 hexadecimal digits: every roll is
/// bound to it, so secrets cannot be carried over from another game.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct GameId(pub [u8; 16]);

/// Why a commitment or a reveal was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FairError {
    /// Text that is not the expected number of hexadecimal digits.
    Hex {
        /// What the text was meant to be: "the game id", "White's anchor"…
        what: &'static str,
        /// How many digits it must have.
        digits: usize,
    },
    /// A secret that does not hash to the side's commitment.
    Mismatch {
        /// The side whose secret it was.
        color: Color,
        /// The secret's number on its chain.
        index: u32,
    },
    /// A reveal for another roll than the one due.
    Index {
        /// The number of the secret the roll due takes.
        expected: u32,
        /// The number that was revealed.
        found: u32,
    },
    /// A side revealed twice for the same roll.
    Twice(Color),
    /// No roll from the chains is due now.
    NotDue,
    /// The game takes its dice from elsewhere.
    NotShared,
    /// Commitments come before the first roll.
    Late,
    /// Both sides sent the same anchor.
    SameAnchors,
    /// Every secret of the chains was used.
    UsedUp,
    /// `roll()` in a game whose dice come from the players' secrets.
    NeedsSecrets,
    /// A claim while the opponent owes nothing, or before one's own reveal.
    NoClaim(Color),
}

impl fmt::Display for FairError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FairError::Hex { what, digits } => {
                write!(f, "{what} is {digits} hexadecimal digits (0-9, a-f)")
            }
            FairError::Mismatch { color, index } => write!(
                f,
                "{}'s secret for roll {index} does not hash to {}'s commitment",
                side(*color),
                side(*color)
            ),
            FairError::Index { expected, found } => {
                write!(f, "the roll due takes secret {expected}, not {found}")
            }
            FairError::Twice(color) => {
                write!(
                    f,
                    "{} already revealed the secret of this roll",
                    side(*color)
                )
            }
            FairError::NotDue => write!(f, "no roll is waiting for secrets"),
            FairError::NotShared => write!(f, "this game's dice do not come from shared secrets"),
            FairError::Late => write!(f, "commitments must be made before the first roll"),
            FairError::SameAnchors => write!(f, "the two commitments must differ"),
            FairError::UsedUp => write!(
                f,
                "the chains of secrets are used up ({CHAIN_LENGTH} rolls): continue from this position in a new game"
            ),
            FairError::NeedsSecrets => write!(
                f,
                "this game's dice come from both players' secrets: each side reveals its next one"
            ),
            FairError::NoClaim(color) => write!(
                f,
                "{} can claim the game only after revealing its own secret while the opponent withholds theirs",
                side(*color)
            ),
        }
    }
}

impl std::error::Error for FairError {}

/// A side's name in a sentence.
pub(crate) fn side(color: Color) -> &'static str {
    match color {
        Color::White => "White",
        Color::Black => "Black",
    }
}

impl FairError {
    /// The error's code at the JavaScript boundary (docs/js-api.md, "Errors").
    pub fn code(&self) -> &'static str {
        match self {
            FairError::Hex { .. } => "bad-argument",
            FairError::Mismatch { .. }
            | FairError::Index { .. }
            | FairError::Twice(_)
            | FairError::SameAnchors => "bad-reveal",
            FairError::UsedUp => "bad-dice",
            FairError::NotDue
            | FairError::NotShared
            | FairError::Late
            | FairError::NeedsSecrets
            | FairError::NoClaim(_) => "wrong-phase",
        }
    }
}

#[inline(never)]
fn hex_to<const N: usize>(text: &str, what: &'static str) -> Result<[u8; N], FairError> {
    let bad = || FairError::Hex {
        what,
        digits: 2 * N,
    };
    let text = text.trim().as_bytes();
    if text.len() != 2 * N {
        return Err(bad());
    }
    let digit = |c: u8| match c {
        b'0'..=b'9' => Ok(c - b'0'),
        b'a'..=b'f' => Ok(c - b'a' + 10),
        b'A'..=b'F' => Ok(c - b'A' + 10),
        _ => Err(bad()),
    };
    let mut out = [0u8; N];
    for (i, byte) in out.iter_mut().enumerate() {
        *byte = digit(text[2 * i])? << 4 | digit(text[2 * i + 1])?;
    }
    Ok(out)
}

#[inline(never)]
fn write_hex(f: &mut fmt::Formatter<'_>, bytes: &[u8]) -> fmt::Result {
    use fmt::Write;
    const DIGITS: &[u8; 16] = b"0123456789abcdef";
    for b in bytes {
        f.write_char(char::from(DIGITS[usize::from(b >> 4)]))?;
        f.write_char(char::from(DIGITS[usize::from(b & 15)]))?;
    }
    Ok(())
}

impl Secret {
    /// Reads 64 hexadecimal digits.
    pub fn from_hex(text: &str) -> Result<Secret, FairError> {
        hex_to(text, "a secret").map(Secret)
    }

    /// The next value towards the anchor: SHA-256 of the 32 bytes.
    pub fn hash(&self) -> Secret {
        Secret(Sha256::digest(self.0).into())
    }

    /// This value hashed `n` times.
    #[inline(never)]
    pub fn hash_n(&self, n: u32) -> Secret {
        (0..n).fold(*self, |s, _| s.hash())
    }
}

impl fmt::Display for Secret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_hex(f, &self.0)
    }
}

impl GameId {
    /// Reads 32 hexadecimal digits.
    pub fn from_hex(text: &str) -> Result<GameId, FairError> {
        hex_to(text, "a game id").map(GameId)
    }
}

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_hex(f, &self.0)
    }
}

/// A player's own chain, known only to that player until its secrets are
/// revealed one by one.
#[derive(Clone, Debug)]
pub struct Chain {
    seed: Secret,
}

impl Chain {
    /// The chain grown from a random seed (32 bytes from a cryptographic
    /// source; anyone who learns the seed learns every secret).
    pub fn new(seed: Secret) -> Chain {
        Chain { seed }
    }

    /// The value to commit to: the seed hashed [`CHAIN_LENGTH`] times.
    pub fn anchor(&self) -> Secret {
        self.seed.hash_n(CHAIN_LENGTH)
    }

    /// Secret `index` (0 for the first roll): hashed `index + 1` times it
    /// gives the anchor.
    pub fn secret(&self, index: u32) -> Result<Secret, FairError> {
        if index >= CHAIN_LENGTH {
            return Err(FairError::UsedUp);
        }
        Ok(self.seed.hash_n(CHAIN_LENGTH - 1 - index))
    }
}

/// Whether `secret`, said to be number `index` of a chain, leads to a value
/// known on that chain: `known` is the anchor (`None` index) or an earlier
/// secret with its index.
pub fn follows(secret: &Secret, index: u32, known: (Option<u32>, &Secret)) -> bool {
    let steps = match known.0 {
        None => index.checked_add(1),
        Some(k) => index.checked_sub(k).filter(|&d| d > 0),
    };
    match steps {
        Some(n) if n <= CHAIN_LENGTH => secret.hash_n(n) == *known.1,
        _ => false,
    }
}

/// The faces of one roll, drawn from both sides' secrets: SHA-256 of the
/// protocol's name, the game id, the turn (0 for the game's first), White's
/// secret, Black's, and a block counter gives 32 bytes per block; bytes of
/// 252 and above are skipped, the others give `byte % 6 + 1`. A roll takes
/// as many faces as it has dice, and one-die dice chess keeps taking faces
/// until one can move, so every further face comes from the same secrets.
pub struct RollFaces {
    prefix: Sha256,
    block: [u8; 32],
    used: usize,
    counter: u32,
}

impl RollFaces {
    /// The faces of the roll of turn `turn` in game `game`, from the two
    /// sides' secrets for it.
    pub fn new(game: &GameId, turn: u32, white: &Secret, black: &Secret) -> RollFaces {
        let mut prefix = Sha256::new();
        prefix.update(PROTOCOL.as_bytes());
        prefix.update(game.0);
        prefix.update(turn.to_be_bytes());
        prefix.update(white.0);
        prefix.update(black.0);
        RollFaces {
            prefix,
            block: [0; 32],
            used: 32,
            counter: 0,
        }
    }

    fn next_byte(&mut self) -> u8 {
        if self.used == self.block.len() {
            let mut h = self.prefix.clone();
            h.update(self.counter.to_be_bytes());
            self.block = h.finalize().into();
            self.counter = self.counter.wrapping_add(1);
            self.used = 0;
        }
        self.used += 1;
        self.block[self.used - 1]
    }

    /// The next face, 1–6.
    pub fn next_face(&mut self) -> u8 {
        let r: Result<u8, DiceError> = draw(&mut || Ok(self.next_byte()));
        // The byte source cannot fail, and a byte below 252 comes at once
        // with probability 252/256.
        r.unwrap_or(1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seed(b: u8) -> Secret {
        Secret([b; 32])
    }

    #[test]
    fn hex_round_trips_and_refuses_bad_text() {
        let s = seed(0xab).hash();
        assert_eq!(Secret::from_hex(&s.to_string()), Ok(s));
        assert_eq!(Secret::from_hex(&s.to_string().to_uppercase()), Ok(s));
        for bad in ["", "ab", &"g".repeat(64), &"0".repeat(65)] {
            assert_eq!(
                Secret::from_hex(bad).unwrap_err().to_string(),
                "a secret is 64 hexadecimal digits (0-9, a-f)"
            );
        }
        let id = GameId([7; 16]);
        assert_eq!(GameId::from_hex(&id.to_string()), Ok(id));
    }

    #[test]
    fn sha256_is_the_standard_one() {
        // SHA-256 of 32 zero bytes (a published test value).
        assert_eq!(
            Secret([0; 32]).hash().to_string(),
            "66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925"
        );
    }

    #[test]
    fn secrets_lead_back_to_the_anchor() {
        let chain = Chain::new(seed(1));
        let anchor = chain.anchor();
        let s0 = chain.secret(0).unwrap();
        assert_eq!(s0.hash(), anchor);
        assert!(follows(&s0, 0, (None, &anchor)));
        let s5 = chain.secret(5).unwrap();
        assert!(follows(&s5, 5, (None, &anchor)));
        assert!(follows(&s5, 5, (Some(0), &s0)));
        assert!(follows(&s5, 5, (Some(4), &chain.secret(4).unwrap())));
        // A secret checked under another index, against a later secret, or
        // against another chain, does not follow.
        assert!(!follows(&s5, 4, (None, &anchor)));
        assert!(!follows(&s5, 6, (None, &anchor)));
        assert!(!follows(&s0, 0, (Some(5), &s5)));
        assert!(!follows(&s5, 5, (Some(5), &s5)));
        assert!(!follows(&s5, 5, (None, &Chain::new(seed(2)).anchor())));
        assert!(!follows(&s5, u32::MAX, (None, &anchor)));
        let last = chain.secret(CHAIN_LENGTH - 1).unwrap();
        assert_eq!(last, seed(1));
        assert_eq!(chain.secret(CHAIN_LENGTH), Err(FairError::UsedUp));
    }

    #[test]
    fn faces_depend_on_every_input() {
        let (g, w, b) = (GameId([1; 16]), seed(2), seed(3));
        let take = |mut f: RollFaces| (0..12).map(|_| f.next_face()).collect::<Vec<_>>();
        let base = take(RollFaces::new(&g, 4, &w, &b));
        assert!(base.iter().all(|f| (1..=6).contains(f)));
        assert_eq!(base, take(RollFaces::new(&g, 4, &w, &b)));
        assert_ne!(base, take(RollFaces::new(&GameId([9; 16]), 4, &w, &b)));
        assert_ne!(base, take(RollFaces::new(&g, 5, &w, &b)));
        assert_ne!(base, take(RollFaces::new(&g, 4, &b, &w)));
    }

    /// Pearson's chi-square over the six faces of many rolls: with five
    /// degrees of freedom, 20.52 is the 0.999 quantile, so a fair source
    /// fails this test once in a thousand seeds (and this seed is fixed).
    #[test]
    fn faces_are_uniform_by_chi_square() {
        let chain_w = Chain::new(seed(11));
        let chain_b = Chain::new(seed(12));
        let game = GameId([5; 16]);
        let mut counts = [0u64; 6];
        let mut n = 0u64;
        for turn in 0..20_000u32 {
            let w = chain_w.seed.hash_n(turn % 7);
            let b = chain_b.seed.hash_n(turn % 5);
            let mut faces = RollFaces::new(&game, turn, &w, &b);
            for _ in 0..3 {
                counts[usize::from(faces.next_face() - 1)] += 1;
                n += 1;
            }
        }
        let expected = n as f64 / 6.0;
        let chi2: f64 = counts
            .iter()
            .map(|&c| (c as f64 - expected).powi(2) / expected)
            .sum();
        assert!(chi2 < 20.52, "chi-square {chi2:.2} over {counts:?}");
        // A source biased by one face in a hundred is caught at this size.
        let mut biased = counts;
        biased[0] += n / 100;
        biased[5] -= n / 100;
        let chi2: f64 = biased
            .iter()
            .map(|&c| (c as f64 - expected).powi(2) / expected)
            .sum();
        assert!(chi2 > 20.52, "{chi2}");
    }

    #[test]
    fn bytes_of_252_and_above_are_skipped() {
        // Every accepted byte maps to a face 42 times: the mapping is exact.
        let mut per_face = [0u32; 6];
        for byte in 0..=255u8 {
            let mut once = Some(byte);
            if let Ok(face) = draw(&mut || once.take().ok_or(DiceError::NoDice)) {
                per_face[usize::from(face - 1)] += 1;
            }
        }
        assert_eq!(per_face, [42; 6]);
    }
}
