//! Reading arguments from JavaScript. Every argument arrives as a
//! `JsValue` and is checked here, so that nothing is coerced silently
//! (wasm-bindgen's own `&str` and `Vec<u8>` parameters would turn `5` into
//! `"5"` and `257` into `1`). Each failure says which argument was wrong
//! and what it was, and carries a `code` (docs/js-api.md, "Errors").

#[cfg(feature = "cold")]
use crate::RecordError;
use crate::quote::quoted;
use crate::{Color, GameError};
use crate::{DiceError, DiceSource, Rules, Square};
use js_sys::{Array, Reflect};
use wasm_bindgen::prelude::wasm_bindgen;
use wasm_bindgen::{JsError, JsValue};

// What a caller's value may run when it is read (a Proxy's traps, a
// getter, a revoked Proxy's TypeError) is caught here and never unwinds
// through the engine, which may hold the game it is called on: a throw
// that crossed it would leave the game borrowed for good (every later call
// refused, free() too). js-sys declares Object.keys and Array.isArray as
// calls that cannot throw; these can.
#[wasm_bindgen]
extern "C" {
    #[wasm_bindgen(catch, js_namespace = Object, js_name = keys)]
    fn object_keys(value: &JsValue) -> Result<Array, JsValue>;
    #[wasm_bindgen(catch, js_namespace = Array, js_name = isArray)]
    fn array_is_array(value: &JsValue) -> Result<bool, JsValue>;
}

/// The `code` of an argument of the wrong type or range, when no more
/// particular code (bad-square, bad-dice, bad-option) applies.
pub const BAD_ARGUMENT: &str = "bad-argument";
/// The `code` of a bad option of `new Game()` or `bestMove()`.
pub const BAD_OPTION: &str = "bad-option";
/// The `code` of a value that is not a square name.
pub const BAD_SQUARE: &str = "bad-square";

/// The largest integer a JS number holds exactly (`Number.MAX_SAFE_INTEGER`).
const MAX_SAFE_INTEGER: f64 = 9_007_199_254_740_991.0;

/// The deepest `perft` the API runs, as `drc perft`.
#[cfg(feature = "cold")]
pub const MAX_PERFT_DEPTH: u32 = 12;

/// A short description of a value for error messages: `null`, `the
/// number 1.5`, `an array`, `a boolean`.
pub fn describe(value: &JsValue) -> String {
    if value.is_null() {
        "null".into()
    } else if value.is_undefined() {
        "undefined".into()
    } else if let Some(s) = value.as_string() {
        format!("the string {}", quoted(&s))
    } else if let Some(n) = value.as_f64() {
        format!("the number {}", js_number(n))
    } else if is_array(value) {
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

/// Sets `key` on the JS object behind `e`. A `JsError` is a handle to its
/// JS `Error`, and a clone is a second handle to the same object.
fn set(e: &JsError, key: &str, value: JsValue) {
    let object = JsValue::from(e.clone());
    // Setting a property on a fresh Error cannot fail.
    let _ = Reflect::set(&object, &JsValue::from_str(key), &value);
}

/// A JS `Error` with `message` and `code`.
pub fn error(code: &'static str, message: impl AsRef<str>) -> JsError {
    let e = JsError::new(message.as_ref());
    set(&e, "code", JsValue::from_str(code));
    e
}

/// Whether `value` is an array (false for a revoked Proxy, whose
/// `Array.isArray` throws).
pub fn is_array(value: &JsValue) -> bool {
    array_is_array(value).unwrap_or(false)
}

/// Whether `value` is an object that options can be read from: not an
/// array, a function or a primitive.
pub fn plain_object(value: &JsValue) -> bool {
    value.is_object() && !value.is_function() && !is_array(value)
}

/// The own enumerable properties of an options object, each read once,
/// as (name, value) pairs. A key listing or a read that throws is refused
/// with `code`, naming `what` ("the option", "the facet"); what was thrown
/// is the Error's `cause`.
pub fn entries(
    value: &JsValue,
    code: &'static str,
    what: &str,
) -> Result<Vec<(String, JsValue)>, JsError> {
    let refuse = |message: String, thrown: JsValue| {
        let e = error(code, message);
        set(&e, "cause", thrown);
        e
    };
    let keys =
        object_keys(value).map_err(|thrown| refuse(format!("listing {what}s failed"), thrown))?;
    let mut out = Vec::with_capacity(keys.length() as usize);
    for key in keys {
        let name = key.as_string().unwrap_or_default();
        let v = Reflect::get(value, &key)
            .map_err(|thrown| refuse(format!("reading {what} {} failed", quoted(&name)), thrown))?;
        out.push((name, v));
    }
    Ok(out)
}

/// The `code` of a call that needs the cold module (docs/npm.md, "Two
/// modules").
#[cfg(not(feature = "cold"))]
pub const NOT_INITIALISED: &str = "not-initialised";

/// The core module's refusal of `what`, which needs the cold module: the
/// two-module entry (js/split.js) takes such calls there once it is in.
#[cfg(not(feature = "cold"))]
pub fn needs_cold(what: &str) -> JsError {
    error(
        NOT_INITIALISED,
        format!("{what} needs the engine's cold module: await ready() first"),
    )
}

/// An engine error as a JS `Error` with the engine's message and code.
pub fn engine(e: GameError) -> JsError {
    error(e.code(), e.to_string())
}

/// A record error, which also carries its `line` and `column` (1-based).
#[cfg(feature = "cold")]
pub fn record(e: RecordError) -> JsError {
    let out = error(e.code(), e.to_string());
    set(&out, "line", JsValue::from(e.line as f64));
    set(&out, "column", JsValue::from(e.column as f64));
    out
}

/// A string argument.
pub fn string(value: &JsValue, what: &str) -> Result<String, JsError> {
    string_or(value, what, BAD_ARGUMENT)
}

/// A string argument, refused with `code`.
fn string_or(value: &JsValue, what: &str, code: &'static str) -> Result<String, JsError> {
    value.as_string().ok_or_else(|| {
        error(
            code,
            format!("{what} must be a string, not {}", describe(value)),
        )
    })
}

/// A whole number from `min` to `max`, from a JS number.
pub fn integer(
    value: &JsValue,
    code: &'static str,
    what: &str,
    min: f64,
    max: f64,
) -> Result<f64, JsError> {
    match value.as_f64() {
        Some(n) if n.fract() == 0.0 && (min..=max).contains(&n) => Ok(n),
        _ => Err(error(
            code,
            format!(
                "{what} must be a whole number from {} to {}, not {}",
                js_number(min),
                js_number(max),
                describe(value)
            ),
        )),
    }
}

/// The dice of `rollWith`: an array of exactly `count` whole numbers 1–6
/// (three in Dice Rex Circe, two or one in dice chess).
pub fn dice(value: &JsValue, count: usize) -> Result<Vec<u8>, JsError> {
    let refuse = |e: DiceError| error(e.code(), e.to_string());
    if count == 0 {
        return Err(refuse(DiceError::NoDice));
    }
    if !is_array(value) {
        let what = match count {
            1 => "one die",
            2 => "two dice",
            _ => "three dice",
        };
        return Err(error(
            "bad-dice",
            format!("rollWith takes an array of {what}, not {}", describe(value)),
        ));
    }
    // Read as any object is (a Proxy's traps and an index's getter may throw).
    let read = |key: JsValue| {
        Reflect::get(value, &key).map_err(|thrown| {
            let e = error("bad-dice", "reading the dice failed");
            set(&e, "cause", thrown);
            e
        })
    };
    let len = read(JsValue::from_str("length"))?.as_f64().unwrap_or(0.0);
    if len != count as f64 {
        return Err(refuse(DiceError::Count {
            expected: count,
            found: len as usize,
        }));
    }
    let mut faces = vec![0u8; count];
    for (i, face) in faces.iter_mut().enumerate() {
        let v = read(JsValue::from(i as u32))?;
        *face = match v.as_f64() {
            Some(n) if n.fract() == 0.0 && (1.0..=6.0).contains(&n) => n as u8,
            Some(n) => return Err(refuse(DiceError::Face(js_number(n)))),
            None => return Err(refuse(DiceError::Face(describe(&v)))),
        };
    }
    Ok(faces)
}

/// A square name, `a1` to `h8`.
pub fn square(value: &JsValue) -> Result<Square, JsError> {
    let text = string_or(value, "a square", BAD_SQUARE)?;
    Square::parse(&text).ok_or_else(|| {
        error(
            BAD_SQUARE,
            format!("{} is not a square (a1 to h8)", quoted(&text)),
        )
    })
}

/// A side: exactly `'white'` or `'black'`.
pub fn color(value: &JsValue) -> Result<Color, JsError> {
    let text = string(value, "a colour")?;
    Color::ALL
        .into_iter()
        .find(|c| c.name() == text)
        .ok_or_else(|| {
            error(
                BAD_ARGUMENT,
                format!("{} is not a colour (white or black)", quoted(&text)),
            )
        })
}

/// The depth of `perft`.
#[cfg(feature = "cold")]
pub fn depth(value: &JsValue) -> Result<u32, JsError> {
    integer(
        value,
        BAD_ARGUMENT,
        "the perft depth",
        0.0,
        f64::from(MAX_PERFT_DEPTH),
    )
    .map(|d| d as u32)
}

/// The option `rules` in the board's first module: a rule set's name. A
/// combination of facets is the cold module's (js/split.js gives it the
/// game), which keeps their parsing out of the first download.
#[cfg(not(feature = "cold"))]
pub fn rules(value: &JsValue) -> Result<Rules, JsError> {
    let refuse = |e: crate::RulesError| error(e.code(), e.to_string());
    match value.as_string() {
        Some(name) if !name.contains(',') => Rules::by_name(name.trim()).map_err(refuse),
        Some(_) => Err(needs_cold("a combination of facets")),
        None if plain_object(value) => Err(needs_cold("a combination of facets")),
        None => Err(error(BAD_OPTION, not_rules(value))),
    }
}

/// The refusal of a `rules` option of the wrong type.
fn not_rules(value: &JsValue) -> String {
    format!(
        "the option rules must be a rule set's name or an object of facets, not {}",
        describe(value)
    )
}

/// The option `rules`: a name (or the text form `name,facet=value`), or
/// an object of facets, those left out being Dice Rex Circe's.
#[cfg(feature = "cold")]
pub fn rules(value: &JsValue) -> Result<Rules, JsError> {
    let refuse = |e: crate::RulesError| error(e.code(), e.to_string());
    if let Some(text) = value.as_string() {
        return text.parse().map_err(refuse);
    }
    if !plain_object(value) {
        return Err(error(BAD_OPTION, not_rules(value)));
    }
    let mut rules = Rules::DICE_REX_CIRCE;
    for (name, v) in entries(value, BAD_OPTION, "the facet")? {
        if v.is_undefined() {
            continue;
        }
        let text = match v.as_bool() {
            Some(true) => "yes".to_string(),
            Some(false) => "no".to_string(),
            None => v.as_string().ok_or_else(|| {
                error(
                    BAD_OPTION,
                    format!(
                        "the facet {name} must be a string or a boolean, not {}",
                        describe(&v)
                    ),
                )
            })?,
        };
        rules.set_facet(&name, &text).map_err(refuse)?;
    }
    rules.validate().map_err(|c| refuse(c.into()))?;
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
    if !plain_object(value) {
        return Err(error(
            BAD_OPTION,
            format!(
                "the options must be an object such as {{ seed: 1 }}, not {}",
                describe(value)
            ),
        ));
    }
    for (name, v) in entries(value, BAD_OPTION, "the option")? {
        if v.is_undefined() {
            continue;
        }
        match name.as_str() {
            "fen" => options.fen = Some(string_or(&v, "the option fen", BAD_OPTION)?),
            "seed" => {
                let seed = integer(&v, BAD_OPTION, "the option seed", 0.0, MAX_SAFE_INTEGER)?;
                options.source = DiceSource::Seeded(seed as u64);
            }
            "rules" => options.rules = rules(&v)?,
            other => {
                return Err(error(
                    BAD_OPTION,
                    format!(
                        "unknown option {} (expected fen, seed or rules)",
                        quoted(other)
                    ),
                ));
            }
        }
    }
    Ok(options)
}
