//! A game whose dice come from both players' secrets ([`crate::fair`]):
//! the two commitments, the reveals each roll waits for, and the roll they
//! make. The engine checks every secret against its chain, so a game can
//! only roll what the committed chains give.

use super::{Game, GameError, Outcome, Phase, Reason};
use crate::dice::Dice;
use crate::dice::DiceKind;
use crate::fair::{self, CHAIN_LENGTH, FairError, GameId, RollFaces, Secret};
use crate::square::Color;

/// One roll made from the chains.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct SharedRoll {
    /// The turn it was rolled at (0 for the game's first).
    pub turn: u32,
    /// The secrets' number on both chains (0 for the first roll).
    pub index: u32,
    /// White's secret and Black's.
    pub secrets: [Secret; 2],
    /// The faces the secrets gave.
    pub dice: Dice,
}

/// What both players, and anyone who reads the record, know of the dice:
/// the game id, the anchors, every roll made with its secrets, and the
/// secrets revealed for the roll due now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SharedDice {
    /// The game's id, which every roll is bound to.
    pub game: GameId,
    /// White's anchor and Black's.
    pub anchors: [Secret; 2],
    /// Every roll made, in order; one taken back by undo stays, as its
    /// secrets are spent.
    rolls: Vec<SharedRoll>,
    pending: [Option<Secret>; 2],
    next: u32,
}

impl SharedDice {
    /// Every roll made from the chains, in order.
    pub fn rolls(&self) -> &[SharedRoll] {
        &self.rolls
    }

    /// The number of the secrets the next roll takes.
    pub fn next_index(&self) -> u32 {
        self.next
    }

    /// The secret `color` revealed for the roll due now.
    pub fn pending(&self, color: Color) -> Option<Secret> {
        self.pending[color.index()]
    }

    /// The roll made at `turn`, if any.
    pub fn roll_of_turn(&self, turn: u32) -> Option<&SharedRoll> {
        self.rolls.iter().rev().find(|r| r.turn == turn)
    }

    /// The last value of `color`'s chain that is known: its latest secret
    /// with its number, or the anchor.
    fn known(&self, color: Color) -> (Option<u32>, &Secret) {
        match self.rolls.last() {
            Some(r) => (Some(r.index), &r.secrets[color.index()]),
            None => (None, &self.anchors[color.index()]),
        }
    }

    /// Spends the secrets of a roll that will not be made (its king move
    /// was taken back): once one is out, the other side could foresee it.
    fn spend_pending(&mut self) {
        if self.pending.iter().any(Option::is_some) {
            self.pending = [None, None];
            self.next += 1;
        }
    }
}

/// A roll that waits for secrets: the turn, the secrets' number, and
/// which sides have revealed theirs.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct RollDue {
    /// The turn the roll is for (0 for the game's first).
    pub turn: u32,
    /// The secrets' number on both chains.
    pub index: u32,
    /// Whether White and Black (in that order) have revealed their secret
    /// for it.
    pub revealed: [bool; 2],
}

impl Game {
    /// Takes the dice from now on from both players' chains: `game` is the
    /// game's id, `white` and `black` the anchors the players committed
    /// to. Only before the first roll, and only under rules with dice.
    pub fn share_dice(
        &mut self,
        game: GameId,
        white: Secret,
        black: Secret,
    ) -> Result<(), GameError> {
        if !self.rules.has_dice() {
            return Err(crate::DiceError::NoDice.into());
        }
        if white == black {
            return Err(FairError::SameAnchors.into());
        }
        if self.shared.is_some()
            || self.rolls.iter().any(Option::is_some)
            || self.turns.iter().any(|t| t.roll.is_some())
        {
            return Err(FairError::Late.into());
        }
        self.shared = Some(Box::new(SharedDice {
            game,
            anchors: [white, black],
            rolls: Vec::new(),
            pending: [None, None],
            next: 0,
        }));
        Ok(())
    }

    /// The shared dice, if the game takes its dice from the players' chains.
    pub fn shared_dice(&self) -> Option<&SharedDice> {
        self.shared.as_deref()
    }

    /// The index of the turn whose roll is due (0 for the game's first).
    fn roll_turn(&self) -> usize {
        self.turns.len() - usize::from(self.turn_open)
    }

    /// The roll that waits for the players' secrets: the phase is `Roll`
    /// and the turn has no roll remembered from before an undo (which
    /// `roll()` gives again).
    pub fn roll_due(&self) -> Option<RollDue> {
        let shared = self.shared.as_deref()?;
        let turn = self.roll_turn();
        if self.phase() != Phase::Roll || self.rolls.get(turn).copied().flatten().is_some() {
            return None;
        }
        Some(RollDue {
            turn: u32::try_from(turn).unwrap_or(u32::MAX),
            index: shared.next,
            revealed: shared.pending.map(|p| p.is_some()),
        })
    }

    /// `color` reveals secret `index` of its chain for the roll due. The
    /// secret must hash to the side's commitment; once both sides have
    /// revealed, the roll is made and returned.
    #[inline(never)]
    pub fn reveal(
        &mut self,
        color: Color,
        index: u32,
        secret: Secret,
    ) -> Result<Option<Dice>, GameError> {
        let due = self.roll_due().ok_or(match self.shared {
            None => FairError::NotShared,
            Some(_) => FairError::NotDue,
        })?;
        if index != due.index {
            return Err(FairError::Index {
                expected: due.index,
                found: index,
            }
            .into());
        }
        let Some(shared) = self.shared.as_deref_mut() else {
            return Err(FairError::NotShared.into());
        };
        if shared.pending[color.index()].is_some() {
            return Err(FairError::Twice(color).into());
        }
        if index >= CHAIN_LENGTH || !fair::follows(&secret, index, shared.known(color)) {
            return Err(FairError::Mismatch { color, index }.into());
        }
        shared.pending[color.index()] = Some(secret);
        let [Some(white), Some(black)] = shared.pending else {
            return Ok(None);
        };
        let game = shared.game;
        let mut faces = RollFaces::new(&game, due.turn, &white, &black);
        let dice = self.fair_roll(&mut faces)?;
        let turn = self.roll_turn();
        self.open_turn();
        self.apply_roll(turn, dice);
        if let Some(shared) = self.shared.as_deref_mut() {
            shared.rolls.push(SharedRoll {
                turn: due.turn,
                index,
                secrets: [white, black],
                dice,
            });
            shared.pending = [None, None];
            shared.next = index + 1;
        }
        Ok(Some(dice))
    }

    /// The dice the faces give, as the dice rule draws them (one-die dice
    /// chess takes the first face that can move, VARIANTS C7).
    fn fair_roll(&self, faces: &mut RollFaces) -> Result<Dice, GameError> {
        let playable = |face| self.face_playable(face);
        Ok(self.kind().draw(&mut || Ok(faces.next_face()), &playable)?)
    }

    /// A record that took rolls back spent their secrets: the next roll
    /// it shows may take a later number.
    pub(crate) fn skip_secrets_to(&mut self, index: u32) {
        if let Some(shared) = self.shared.as_deref_mut()
            && shared.pending == [None, None]
            && index > shared.next
        {
            shared.next = index;
        }
    }

    /// Spends the secrets revealed for a roll that an undo took back.
    pub(super) fn spend_pending_secrets(&mut self) {
        if let Some(shared) = self.shared.as_deref_mut() {
            shared.spend_pending();
        }
    }

    /// `color` claims the game because the opponent withholds its secret:
    /// `color` revealed its own for the roll due and the opponent did not.
    /// How long to wait first is the players' agreement, not the engine's.
    pub fn claim_withheld(&mut self, color: Color) -> Result<(), GameError> {
        let due = self.roll_due().ok_or(FairError::NoClaim(color))?;
        if !due.revealed[color.index()] || due.revealed[color.other().index()] {
            return Err(FairError::NoClaim(color).into());
        }
        self.end_by_agreement(
            Outcome {
                winner: Some(color),
                reason: Reason::Withheld,
            },
            "claim the game",
        )
    }
}

impl From<FairError> for GameError {
    fn from(e: FairError) -> GameError {
        GameError::Fair(e)
    }
}
