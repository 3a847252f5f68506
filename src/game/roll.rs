//! Rolling the dice: from the game's source, or as entered by hand.

use super::{Game, GameError, Phase};
use crate::dice::{Dice, DiceError};
use crate::fen::DiceField;
use crate::rules::DiceRule;

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

    /// A new roll from the source. One-die dice chess rolls only faces
    /// that can move (VARIANTS C7): unplayable faces are drawn again.
    fn draw_roll(&self, turn: u64) -> Result<Dice, GameError> {
        if self.rules.dice != DiceRule::OnePerTurn {
            return Ok(self.source.roll(turn, self.rules.dice)?);
        }
        let mut faces = self.source.faces(turn);
        // Some face can move (the turn would otherwise have ended in
        // stalemate), so this ends; the bound only guards against a bug.
        for _ in 0..10_000 {
            let face = faces.next_face()?;
            if self.face_playable(face) {
                return Ok(Dice::roll(1, &[face])?);
            }
        }
        Err(GameError::Dice(DiceError::Source(
            "no face of the die can move".into(),
        )))
    }

    pub(super) fn face_playable(&self, face: u8) -> bool {
        self.current.position.face_can_move(&self.rules, face)
    }

    /// Takes physical dice as entered: as many faces 1–6 as a roll has
    /// (three in Dice Rex Circe, two or one in dice chess).
    pub fn roll_with(&mut self, faces: &[u8]) -> Result<Dice, GameError> {
        self.expect_roll("enter dice")?;
        if self.shared.is_some() {
            return Err(crate::fair::FairError::NeedsSecrets.into());
        }
        let dice = Dice::for_rule(self.rules.dice, faces)?;
        if self.rules.dice == DiceRule::OnePerTurn && !self.face_playable(dice.as_slice()[0]) {
            return Err(GameError::Dice(DiceError::Unplayable(dice.as_slice()[0])));
        }
        self.open_turn();
        Ok(self.apply_roll(self.turns.len() - 1, dice))
    }

    fn expect_roll(&self, action: &'static str) -> Result<(), GameError> {
        match self.phase() {
            Phase::Roll => Ok(()),
            phase => Err(GameError::Phase { action, phase }),
        }
    }

    pub(super) fn apply_roll(&mut self, index: usize, dice: Dice) -> Dice {
        if self.rolls.len() <= index {
            self.rolls.resize(index + 1, None);
        }
        self.rolls[index] = Some(dice);
        if let Some(turn) = self.turns.last_mut() {
            turn.roll = Some(dice);
        }
        self.current.dice = DiceField::Bonus(dice);
        self.current.moves_left = match self.rules.dice {
            DiceRule::MovesPerTurn | DiceRule::PieceAndCount => {
                self.rules.dice.moves_in_turn(&dice)
            }
            _ => 0,
        };
        self.current.unit = None;
        if self.rules.dice.per_turn() {
            // A roll that allows no move is a pass (VARIANTS §3).
            if self.legal_moves().is_empty() {
                self.end_turn(dice);
            }
        } else {
            self.after_bonus_move();
        }
        dice
    }
}
