//! The shared dice of the `Game` class (docs/fair-dice.md): both players'
//! chains, their anchors and secrets, the roll that waits for them. In the
//! full module only (feature `cold`), with SHA-256: in the two-module
//! entry (js/split.js), `shareDice` hands the game to its twin in the
//! full module, which plays it from then on.

use super::{JsGame, faces, input, output};
use crate::fair;
use wasm_bindgen::prelude::*;

#[wasm_bindgen(js_class = Game)]
impl JsGame {
    /// Takes the dice from both players' chains from now on (before the
    /// first roll): `gameId` is 32 hexadecimal digits, `white` and `black`
    /// the anchors the players committed to (64 each).
    #[wasm_bindgen(js_name = shareDice)]
    pub fn share_dice(
        &mut self,
        #[wasm_bindgen(js_name = "gameId", unchecked_param_type = "string")] game: JsValue,
        #[wasm_bindgen(unchecked_param_type = "string")] white: JsValue,
        #[wasm_bindgen(unchecked_param_type = "string")] black: JsValue,
    ) -> Result<(), JsError> {
        let game =
            fair::GameId::from_hex(&input::string(&game, "the game id")?).map_err(fair_error)?;
        let white = secret(&white, "White's anchor")?;
        let black = secret(&black, "Black's anchor")?;
        self.game
            .share_dice(game, white, black)
            .map_err(input::engine)
    }

    /// The anchor of the chain grown from `seed` (64 hexadecimal digits,
    /// from a cryptographic source): the value a player commits to.
    #[wasm_bindgen(js_name = chainAnchor)]
    pub fn chain_anchor(
        #[wasm_bindgen(unchecked_param_type = "string")] seed: JsValue,
    ) -> Result<String, JsError> {
        Ok(fair::Chain::new(secret(&seed, "the seed")?)
            .anchor()
            .to_string())
    }

    /// Secret number `index` of the chain grown from `seed`.
    #[wasm_bindgen(js_name = chainSecret)]
    pub fn chain_secret(
        #[wasm_bindgen(unchecked_param_type = "string")] seed: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] index: JsValue,
    ) -> Result<String, JsError> {
        let index = secret_index(&index, input::BAD_ARGUMENT)?;
        let chain = fair::Chain::new(secret(&seed, "the seed")?);
        Ok(chain.secret(index).map_err(fair_error)?.to_string())
    }

    /// The game's shared dice, or null when its dice come from elsewhere.
    #[wasm_bindgen(js_name = fairDice, unchecked_return_type = "FairDice | null")]
    pub fn fair_dice(&self) -> JsValue {
        let Some(s) = self.game.shared_dice() else {
            return JsValue::NULL;
        };
        output::object(&[
            ("protocol", JsValue::from(fair::PROTOCOL)),
            ("gameId", JsValue::from(s.game.to_string())),
            ("white", JsValue::from(s.anchors[0].to_string())),
            ("black", JsValue::from(s.anchors[1].to_string())),
            ("next", JsValue::from(s.next_index())),
            ("rolls", JsValue::from(s.rolls().len() as u32)),
        ])
    }

    /// The roll that waits for the players' secrets, or null.
    #[wasm_bindgen(js_name = rollDue, unchecked_return_type = "RollDue | null")]
    pub fn roll_due(&self) -> JsValue {
        let Some(due) = self.game.roll_due() else {
            return JsValue::NULL;
        };
        output::object(&[
            ("turn", JsValue::from(due.turn)),
            ("index", JsValue::from(due.index)),
            ("white", JsValue::from(due.revealed[0])),
            ("black", JsValue::from(due.revealed[1])),
        ])
    }

    /// `color` reveals secret `index` of its chain for the roll due; the
    /// dice once both sides have, else null. Throws (code 'bad-reveal')
    /// when the secret does not hash to the side's commitment.
    #[wasm_bindgen(unchecked_return_type = "number[] | null")]
    pub fn reveal(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "Color")] color: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] index: JsValue,
        #[wasm_bindgen(unchecked_param_type = "string")] secret_hex: JsValue,
    ) -> Result<JsValue, JsError> {
        let color = input::color(&color)?;
        let index = secret_index(&index, "bad-reveal")?;
        let secret = secret(&secret_hex, "the secret")?;
        let dice = self
            .game
            .reveal(color, index, secret)
            .map_err(input::engine)?;
        Ok(dice.map_or(JsValue::NULL, |d| faces(d.as_slice())))
    }

    /// `color` claims the game: it revealed its secret for the roll due and
    /// the opponent withholds theirs (after the time the players agreed on).
    #[wasm_bindgen(js_name = claimWithheld)]
    pub fn claim_withheld(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "Color")] color: JsValue,
    ) -> Result<(), JsError> {
        let color = input::color(&color)?;
        self.game.claim_withheld(color).map_err(input::engine)
    }
}

/// A chain value (a seed, an anchor or a secret) given as hexadecimal text.
fn secret(value: &JsValue, what: &str) -> Result<fair::Secret, JsError> {
    fair::Secret::from_hex(&input::string(value, what)?).map_err(fair_error)
}

/// A secret's number on its chain, refused with `code`.
fn secret_index(value: &JsValue, code: &'static str) -> Result<u32, JsError> {
    let max = f64::from(fair::CHAIN_LENGTH - 1);
    input::integer(value, code, "a secret's number", 0.0, max).map(|n| n as u32)
}

fn fair_error(e: fair::FairError) -> JsError {
    input::error(e.code(), e.to_string())
}
