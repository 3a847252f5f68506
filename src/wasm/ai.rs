//! `game.bestMove(options)`: the computer opponent. It exists only in the
//! AI build (`--features ai`, `scripts/build-ai.sh`, loaded by the app's
//! worker), so the engine package stays free of the search.

use super::{JsGame, input, output};
use crate::Phase;
use crate::ai::{self, AiError, Level, Limits};
use js_sys::{Array, Object, Reflect};
use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const AI_TYPES: &'static str = r#"
/** How long the computer may think: a level, a node budget (reproducible),
 * or a wall-clock budget in milliseconds. */
export type SearchOptions =
  | { level: 'easy' | 'medium' | 'hard' }
  | { nodes: number }
  | { timeMs: number };

/** The computer's choice: the move, its score (the side to move's expected
 * result, from -10000 for a certain loss through 0 to 10000 for a certain
 * win; beyond ±10000 a forced Circe Mate), the nodes searched and the
 * deepest horizon completed, in turns. */
export interface BestMove {
  move: Move;
  score: number;
  nodes: number;
  depth: number;
}
"#;

/// The largest node budget accepted (about a minute of search).
const MAX_NODES: f64 = 1e9;
/// The largest time budget accepted: ten minutes.
const MAX_MS: f64 = 600_000.0;

/// Reads `{ level }`, `{ nodes }` or `{ timeMs }`: exactly one key.
fn limits(value: &JsValue) -> Result<Limits, JsError> {
    let usage = || {
        input::error(
            input::BAD_OPTION,
            format!(
                "bestMove takes {{ level: 'easy' | 'medium' | 'hard' }}, {{ nodes }} or {{ timeMs }}, not {}",
                input::describe(value)
            ),
        )
    };
    if !value.is_object() || Array::is_array(value) || value.is_function() {
        return Err(usage());
    }
    let keys = Object::keys(&Object::from(value.clone()));
    if keys.length() != 1 {
        return Err(usage());
    }
    let key = keys.get(0).as_string().unwrap_or_default();
    let v = Reflect::get(value, &keys.get(0)).map_err(|_| usage())?;
    match key.as_str() {
        "level" => {
            let name = v.as_string().ok_or_else(usage)?;
            Level::from_name(&name).map(Level::limits).ok_or_else(|| {
                input::error(
                    input::BAD_OPTION,
                    format!("unknown level '{name}' (expected easy, medium or hard)"),
                )
            })
        }
        "nodes" => Ok(Limits::nodes(input::integer(
            &v,
            input::BAD_OPTION,
            "the node budget",
            1.0,
            MAX_NODES,
        )? as u64)),
        "timeMs" => match v.as_f64() {
            Some(ms) if (1.0..=MAX_MS).contains(&ms) => Ok(Limits::time_ms(ms)),
            _ => Err(input::error(
                input::BAD_OPTION,
                format!(
                    "the time budget must be a number of milliseconds from 1 to 600000, not {}",
                    input::describe(&v)
                ),
            )),
        },
        _ => Err(usage()),
    }
}

fn set(object: &Object, key: &str, value: JsValue) {
    // Setting a property on a fresh plain object cannot fail.
    let _ = Reflect::set(object, &JsValue::from_str(key), &value);
}

/// The `code` of a refusal of the search (README, "Errors").
fn code(e: &AiError) -> &'static str {
    match e {
        AiError::NoDecision(Phase::Over) => "game-over",
        AiError::NoDecision(_) => "wrong-phase",
        AiError::EmptyBudget => input::BAD_OPTION,
    }
}

#[wasm_bindgen(js_class = Game)]
impl JsGame {
    /// The computer's move for the side to move, and its score. Throws
    /// when the dice must be rolled first or the game is over. The search
    /// sees the game's history (repetitions) but never its future dice.
    #[wasm_bindgen(js_name = bestMove, unchecked_return_type = "BestMove")]
    pub fn best_move(
        &self,
        #[wasm_bindgen(unchecked_param_type = "SearchOptions")] options: JsValue,
    ) -> Result<JsValue, JsError> {
        let limits = limits(&options)?;
        let choice =
            ai::best_move(&self.game, limits).map_err(|e| input::error(code(&e), e.to_string()))?;
        let out = Object::new();
        set(&out, "move", output::legal_move(&self.game, &choice.mv));
        set(&out, "score", JsValue::from(choice.score));
        set(&out, "nodes", JsValue::from(choice.nodes as f64));
        set(&out, "depth", JsValue::from(choice.depth));
        Ok(out.into())
    }
}
