//! Rolling the dice: from the game's source, or as entered by hand.

use super::{Game, GameError, Phase};
use crate::dice::Dice;
use crate::dice::DiceKind;

impl Game {
    /// Rolls the dice: three after a king free move, or a dice-chess roll.
    /// A roll already made at this turn (before an undo) is given again.
    pub fn roll(&mut self) -> Result<Dice, GameError> {
        self.expect_roll("roll the dice")?;
        if self.roll_due().is_some() {
            return Err(crate::fair::FairError::NeedsSecrets.into());
        }
        self.open_turn();
        let index = self.turns.len() - 1;
        let dice = match self.rolls.get(index).copied().flatten() {
            Some(d) => d,
            None => self.draw_roll(index as u64)?,
        };
        Ok(self.apply_roll(index, dice))
    }

    /// A new roll from the source, as the dice rule draws it (one-die dice
    /// chess draws only faces that can move, VARIANTS C7).
    fn draw_roll(&self, turn: u64) -> Result<Dice, GameError> {
        let mut faces = self.source.faces(turn);
        let playable = |face| self.face_playable(face);
        Ok(self.kind().draw(&mut || faces.next_face(), &playable)?)
    }

    /// Whether a roll of the one face `face` allows a move now.
    pub(super) fn face_playable(&self, face: u8) -> bool {
        crate::dice::face_playable(&self.rules, &self.current.position, face)
    }

    /// Takes physical dice as entered: as many faces 1–6 as a roll has
    /// (three in Dice Rex Circe, two or one in dice chess), refused where
    /// the rules would never roll them.
    pub fn roll_with(&mut self, faces: &[u8]) -> Result<Dice, GameError> {
        self.expect_roll("enter dice")?;
        if self.shared.is_some() {
            return Err(crate::fair::FairError::NeedsSecrets.into());
        }
        let kind = self.kind();
        let dice = kind.roll_of(faces)?;
        kind.check_roll(&dice, &|face| self.face_playable(face))?;
        self.open_turn();
        Ok(self.apply_roll(self.turns.len() - 1, dice))
    }

    fn expect_roll(&self, action: &'static str) -> Result<(), GameError> {
        match self.phase() {
            Phase::Roll => Ok(()),
            phase => Err(GameError::Phase { action, phase }),
        }
    }

    /// Makes the roll: the turn's dice are `dice`. A roll that allows no
    /// move ends the turn: a forced pass where the roll starts the turn
    /// (VARIANTS §3), the bonus dice forfeited after a king move (RULES
    /// §5.4).
    pub(super) fn apply_roll(&mut self, index: usize, dice: Dice) -> Dice {
        if self.rolls.len() <= index {
            self.rolls.resize(index + 1, None);
        }
        self.rolls[index] = Some(dice);
        if let Some(turn) = self.turns.last_mut() {
            turn.roll = Some(dice);
        }
        let kind = self.kind();
        self.current.turn = kind.rolled(&self.current.turn, dice);
        if self.board_moves().is_empty() {
            if self.current.turn.first() {
                self.play_pass(dice);
            } else {
                self.end_turn(dice);
            }
        }
        dice
    }
}
