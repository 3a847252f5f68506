//! What a board asks of a game beyond playing it: why a move is refused,
//! as a reason it can put in the player's words (`whyIllegal`, sorted by
//! `Game::refusal`, src/game/refusal.rs), and the options of a diagram
//! (`diagram`, src/diagram.rs).

use super::input;
use crate::diagram::{DiagramOptions, WIDTH_RANGE};
use crate::{Game, Refusal, Role};
use js_sys::{Array, Object, Reflect};
use wasm_bindgen::{JsError, JsValue};

/// `whyIllegal(move)`: null when the move is allowed now, else a
/// `Refusal` (`Game::refusal`). Text that is no move at all is thrown
/// (bad-move), as `isLegal` does.
pub fn why_illegal(game: &Game, text: &str) -> Result<JsValue, JsError> {
    match game.refusal(text) {
        Ok(None) => Ok(JsValue::NULL),
        Ok(Some(r)) => Ok(to_js(&r)),
        Err(e) => Err(input::engine(e)),
    }
}

fn to_js(r: &Refusal) -> JsValue {
    let role = |r: Option<Role>| r.map_or(JsValue::NULL, |r| JsValue::from(r.upper().to_string()));
    let dice: Array = r.dice.iter().map(|&f| JsValue::from(f)).collect();
    let o = Object::new();
    let pairs = [
        ("reason", JsValue::from(r.reason)),
        ("piece", role(r.piece)),
        (
            "square",
            r.square
                .map_or(JsValue::NULL, |s| JsValue::from(s.to_string())),
        ),
        ("target", role(r.target)),
        ("dice", dice.into()),
        ("inCheck", JsValue::from(r.in_check)),
        ("message", JsValue::from(r.message.as_str())),
    ];
    for (k, v) in pairs {
        // Setting a property on a fresh plain object cannot fail.
        let _ = Reflect::set(&o, &JsValue::from(k), &v);
    }
    o.into()
}

/// `diagram(options)`: reads `{ orientation?, coordinates?, lastMove?,
/// dice?, caption?, width?, ply? }` (each may be left out or undefined);
/// unknown keys are refused. Returns the options and the ply (None: the
/// game as it is).
pub fn diagram_options(value: &JsValue) -> Result<(DiagramOptions, Option<usize>), JsError> {
    let mut o = DiagramOptions::default();
    let mut ply = None;
    if value.is_undefined() || value.is_null() {
        return Ok((o, ply));
    }
    let bad = |what: String| input::error(input::BAD_OPTION, what);
    if !input::plain_object(value) {
        return Err(bad(format!(
            "the diagram's options must be an object such as {{ orientation: 'black' }}, not {}",
            input::describe(value)
        )));
    }
    let flag = |v: &JsValue, name: &str| {
        v.as_bool().ok_or_else(|| {
            bad(format!(
                "the option {name} must be true or false, not {}",
                input::describe(v)
            ))
        })
    };
    for (name, v) in input::entries(value, input::BAD_OPTION, "the option")? {
        if v.is_undefined() {
            continue;
        }
        match name.as_str() {
            "orientation" => o.flipped = orientation(&v)?,
            "coordinates" => o.coordinates = flag(&v, "coordinates")?,
            "lastMove" => o.last_move = flag(&v, "lastMove")?,
            "dice" => o.dice = flag(&v, "dice")?,
            "caption" => o.caption = caption(&v)?,
            "width" => {
                let (min, max) = WIDTH_RANGE;
                o.width = input::integer(
                    &v,
                    input::BAD_OPTION,
                    "the option width",
                    min.into(),
                    max.into(),
                )? as u32;
            }
            "ply" => {
                ply = Some(
                    input::integer(&v, input::BAD_OPTION, "the option ply", 0.0, 1e6)? as usize,
                );
            }
            other => {
                return Err(bad(format!(
                    "unknown option {} (expected orientation, coordinates, lastMove, dice, caption, width or ply)",
                    crate::quote::quoted(other)
                )));
            }
        }
    }
    Ok((o, ply))
}

/// The diagram's `orientation` option: whether Black is at the bottom.
fn orientation(v: &JsValue) -> Result<bool, JsError> {
    match v.as_string().as_deref() {
        Some("white") => Ok(false),
        Some("black") => Ok(true),
        _ => Err(input::error(
            input::BAD_OPTION,
            format!(
                "the option orientation must be 'white' or 'black', not {}",
                input::describe(v)
            ),
        )),
    }
}

/// The diagram's `caption` option: at most 200 characters; empty is none.
fn caption(v: &JsValue) -> Result<Option<String>, JsError> {
    let bad = |what: String| input::error(input::BAD_OPTION, what);
    let text = v.as_string().ok_or_else(|| {
        bad(format!(
            "the option caption must be a string, not {}",
            input::describe(v)
        ))
    })?;
    if text.chars().count() > 200 {
        return Err(bad(
            "the option caption is longer than 200 characters".into()
        ));
    }
    Ok((!text.is_empty()).then_some(text))
}
