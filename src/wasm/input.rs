//! Reading arguments from JavaScript. Every argument arrives as a
//! `JsValue` and is checked here, so that nothing is coerced silently
//! (wasm-bindgen's own `&str` and `Vec<u8>` parameters would turn `5` into
//! `"5"` and `257` into `1`). Each failure says which argument was wrong
//! and what it was.

use crate::{Color, GameError};
use crate::{DiceError, DiceSource, Rules, Square};
use js_sys::{Array, Object};
use wasm_bindgen::{JsError, JsValue};

/// The largest integer a JS number holds exactly (`Number.MAX_SAFE_INTEGER`).
const MAX_SAFE_INTEGER: f64 = 9_007_199_254_740_991.0;

/// The deepest `perft` the API runs, as `drc perft`.
pub const MAX_PERFT_DEPTH: u32 = 12;

/// A short description of a value for error messages: `null`, `the
/// number 1.5`, `an array`, `a boolean`.
pub fn describe(value: &JsValue) -> String {
    if value.is_null() {
        "null".into()
    } else if value.is_undefined() {
        "undefined".into()
    } else if let Some(s) = value.as_string() {
        let short: String = s.chars().take(40).collect();
        format!("the string '{short}'")
    } else if let Some(n) = value.as_f64() {
        format!("the number {}", js_number(n))
    } else if Array::is_array(value) {
        "an array".into()
    } else {
        value
            .js_typeof()
            .as_string()
            .map_or_else(|| "a value".into(), |t| format!("a value of type {t}"))
    }
}

/// A number as JavaScript prints it (`3`, `1.5`, `NaN`), formatted by
/// JavaScript: Rust's float formatting would add 15 KB to the module.
fn js_number(n: f64) -> String {
    js_sys::Number::from(n)
        .to_string_with_radix(10)
        .map_or_else(|_| "a number".into(), String::from)
}

pub fn error(message: impl AsRef<str>) -> JsError {
    JsError::new(message.as_ref())
}

/// An engine error as a JS `Error` with the engine's message.
pub fn engine(e: GameError) -> JsError {
    error(e.to_string())
}

/// A string argument.
pub fn string(value: &JsValue, what: &str) -> Result<String, JsError> {
    value
        .as_string()
        .ok_or_else(|| error(format!("{what} must be a string, not {}", describe(value))))
}

/// A whole number from `min` to `max`, from a JS number.
pub fn integer(value: &JsValue, what: &str, min: f64, max: f64) -> Result<f64, JsError> {
    match value.as_f64() {
        Some(n) if n.fract() == 0.0 && (min..=max).contains(&n) => Ok(n),
        _ => Err(error(format!(
            "{what} must be a whole number from {} to {}, not {}",
            js_number(min),
            js_number(max),
            describe(value)
        ))),
    }
}

/// The dice of `rollWith`: an array of exactly `count` whole numbers 1–6.
pub fn dice(value: &JsValue, count: usize) -> Result<Vec<u8>, JsError> {
    if !Array::is_array(value) {
        let what = match count {
            1 => "one die",
            2 => "two dice",
            _ => "three dice",
        };
        return Err(error(format!(
            "rollWith takes an array of {what}, not {}",
            describe(value)
        )));
    }
    let array = Array::from(value);
    let len = array.length() as usize;
    if count == 0 {
        return Err(error(DiceError::NoDice.to_string()));
    }
    if len != count {
        return Err(error(
            DiceError::Count {
                expected: count,
                found: len,
            }
            .to_string(),
        ));
    }
    let mut faces = vec![0u8; count];
    for (i, face) in faces.iter_mut().enumerate() {
        let v = array.get(i as u32);
        *face = match v.as_f64() {
            Some(n) if n.fract() == 0.0 && (1.0..=6.0).contains(&n) => n as u8,
            Some(n) => return Err(error(DiceError::Face(js_number(n)).to_string())),
            None => return Err(error(DiceError::Face(describe(&v)).to_string())),
        };
    }
    Ok(faces)
}

/// A square name, `a1` to `h8`.
pub fn square(value: &JsValue) -> Result<Square, JsError> {
    let text = string(value, "a square")?;
    Square::parse(&text).ok_or_else(|| error(format!("'{text}' is not a square (a1 to h8)")))
}

/// A side: exactly `'white'` or `'black'`.
pub fn color(value: &JsValue) -> Result<Color, JsError> {
    let text = string(value, "a colour")?;
    Color::ALL
        .into_iter()
        .find(|c| c.name() == text)
        .ok_or_else(|| error(format!("'{text}' is not a colour (white or black)")))
}

/// The depth of `perft`.
pub fn depth(value: &JsValue) -> Result<u32, JsError> {
    integer(value, "the perft depth", 0.0, f64::from(MAX_PERFT_DEPTH)).map(|d| d as u32)
}

/// The option `rules`: a name (or the text form `name,facet=value`), or
/// an object of facets, those left out being Dice Rex Circe's.
pub fn rules(value: &JsValue) -> Result<Rules, JsError> {
    if let Some(text) = value.as_string() {
        return text.parse().map_err(|e| error(format!("{e}")));
    }
    if !value.is_object() || Array::is_array(value) || value.is_function() {
        return Err(error(format!(
            "the option rules must be a rule set's name or an object of facets, not {}",
            describe(value)
        )));
    }
    let mut rules = Rules::DICE_REX_CIRCE;
    let object = Object::from(value.clone());
    for key in Object::keys(&object) {
        let name = key.as_string().unwrap_or_default();
        let v = js_sys::Reflect::get(value, &key)
            .map_err(|_| error(format!("reading the facet '{name}' failed")))?;
        if v.is_undefined() {
            continue;
        }
        let text = match v.as_bool() {
            Some(true) => "yes".to_string(),
            Some(false) => "no".to_string(),
            None => v.as_string().ok_or_else(|| {
                error(format!(
                    "the facet {name} must be a string or a boolean, not {}",
                    describe(&v)
                ))
            })?,
        };
        rules
            .set_facet(&name, &text)
            .map_err(|e| error(e.to_string()))?;
    }
    rules.validate().map_err(|e| error(e.to_string()))?;
    Ok(rules)
}

/// The options of `new Game(options)`.
pub struct Options {
    pub fen: Option<String>,
    pub rules: Rules,
    pub source: DiceSource,
}

/// Reads `{ fen?, seed?, rules? }`; `undefined` and `null` mean the
/// defaults, as does a key whose value is `undefined`. Unknown keys are
/// refused, so that a misspelt `sed: 1` cannot silently give random dice.
pub fn options(value: &JsValue) -> Result<Options, JsError> {
    let mut options = Options {
        fen: None,
        rules: Rules::DICE_REX_CIRCE,
        source: DiceSource::Crypto,
    };
    if value.is_undefined() || value.is_null() {
        return Ok(options);
    }
    if !value.is_object() || Array::is_array(value) || value.is_function() {
        return Err(error(format!(
            "the options must be an object such as {{ seed: 1 }}, not {}",
            describe(value)
        )));
    }
    let object = Object::from(value.clone());
    for key in Object::keys(&object) {
        let name = key.as_string().unwrap_or_default();
        let v = js_sys::Reflect::get(value, &key)
            .map_err(|_| error(format!("reading the option '{name}' failed")))?;
        if v.is_undefined() {
            continue;
        }
        match name.as_str() {
            "fen" => options.fen = Some(string(&v, "the option fen")?),
            "seed" => {
                let seed = integer(&v, "the option seed", 0.0, MAX_SAFE_INTEGER)?;
                options.source = DiceSource::Seeded(seed as u64);
            }
            "rules" => options.rules = rules(&v)?,
            other => {
                return Err(error(format!(
                    "unknown option '{other}' (expected fen, seed or rules)"
                )));
            }
        }
    }
    Ok(options)
}
