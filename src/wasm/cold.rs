//! The cold part of the `Game` class (feature `cold`): what a game does
//! not need to be played, and that the core module (`pkg-core/`) leaves
//! out for its size: the records' reader and writer (src/record.rs),
//! diagrams (src/diagram.rs), refusals sorted for a board (`whyIllegal`,
//! src/game/refusal.rs), and perft, a developer's count. The rule sets'
//! descriptions (`Game.ruleSets()`) are in the core: a board names its
//! rule set from its first paint, and they weigh about 2 KB gzipped. The full module
//! (`pkg/`) and the AI build have it.

use super::{JsGame, app, input};
use crate::Game as Engine;
use wasm_bindgen::prelude::*;

#[wasm_bindgen(js_class = Game)]
impl JsGame {
    /// Reads a game record (docs/formats.md, "Game records"); throws with the line,
    /// column and token of the first error.
    #[wasm_bindgen(js_name = fromRecord)]
    pub fn from_record(
        #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
    ) -> Result<JsGame, JsError> {
        let text = input::string(&text, "the record")?;
        let game = Engine::from_record(&text).map_err(input::record)?;
        Ok(JsGame { game })
    }

    /// The game record, which `Game.fromRecord` reads back.
    #[wasm_bindgen(js_name = toRecord)]
    pub fn to_record(&self) -> String {
        self.game.to_record()
    }

    /// Why `move` is not allowed now, sorted into a kind a board can say
    /// in its player's words; null when it is allowed. Throws only when
    /// `move` is neither UCI nor SAN.
    #[wasm_bindgen(js_name = whyIllegal, unchecked_return_type = "Refusal | null")]
    pub fn why_illegal(
        &self,
        #[wasm_bindgen(js_name = "move", unchecked_param_type = "MoveInput")] text: JsValue,
    ) -> Result<JsValue, JsError> {
        let text = input::string(&text, "the move")?;
        app::why_illegal(&self.game, &text)
    }

    /// The position as an SVG image (src/diagram.rs): the board with its
    /// coordinates, the last turn's moves and rebirths, the dice.
    pub fn diagram(
        &self,
        #[wasm_bindgen(unchecked_optional_param_type = "DiagramOptions")] options: Option<JsValue>,
    ) -> Result<String, JsError> {
        let (options, ply) = app::diagram_options(&options.unwrap_or(JsValue::UNDEFINED))?;
        Ok(match ply {
            Some(ply) => crate::diagram::svg(&crate::diagram::at_ply(&self.game, ply), &options),
            None => crate::diagram::svg(&self.game, &options),
        })
    }

    /// The perft count from this position, as `drc perft` (free-move perft
    /// for Dice Rex Circe). `depth` is a whole number from 0 to 12.
    pub fn perft(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] depth: JsValue,
    ) -> Result<f64, JsError> {
        let depth = input::depth(&depth)?;
        Ok(crate::perft(self.game.fen_position(), &self.game.rules(), depth) as f64)
    }
}
