//! What a board asks of a game beyond playing it: why a move is refused,
//! as a reason it can put in the player's words (`whyIllegal`), and the
//! options of a diagram (`diagram`, src/diagram.rs).
//!
//! The reasons follow the engine: a move is refused exactly when
//! `parse_move` refuses it; this only sorts the refusal into kinds, by the
//! board's geometry, so that a player reads "a knight moves in an L"
//! rather than "the knight on g1 cannot move to g3". A capture refused
//! for its rebirth square (Anticirce's capturer sent home, Strict Circe's
//! captured unit) names that square. Otherwise, rule sets whose pieces do
//! not move as in chess (Mars Circe, Anticirce…) get the general reason,
//! `other`, with the engine's message.

use super::input;
use crate::diagram::{DiagramOptions, WIDTH_RANGE};
use crate::rules::{Movement, Reborn};
use crate::{Game, GameError, Phase, Role, San, Square, Uci};
use js_sys::{Array, Object, Reflect};
use wasm_bindgen::{JsError, JsValue};

/// A refused move, sorted (see the `Refusal` type in src/wasm.rs).
struct Refusal {
    reason: &'static str,
    piece: Option<Role>,
    square: Option<Square>,
    target: Option<Role>,
    dice: Vec<u8>,
}

impl Refusal {
    fn new(reason: &'static str) -> Refusal {
        Refusal {
            reason,
            piece: None,
            square: None,
            target: None,
            dice: Vec::new(),
        }
    }

    fn piece(mut self, role: Role) -> Refusal {
        self.piece = Some(role);
        self
    }

    fn at(mut self, sq: Square) -> Refusal {
        self.square = Some(sq);
        self
    }
}

/// `whyIllegal(move)`: null when the move is allowed now, else a
/// `Refusal`. Text that is no move at all is thrown (bad-move), as
/// `isLegal` does.
pub fn why_illegal(game: &Game, text: &str) -> Result<JsValue, JsError> {
    let text = text.trim();
    let error = match game.parse_move(text) {
        Ok(_) => return Ok(JsValue::NULL),
        Err(e) => e,
    };
    let message = error.to_string();
    let refusal = match error {
        GameError::Syntax(_) => return Err(input::engine(error)),
        GameError::Phase {
            phase: Phase::Over, ..
        } => Refusal::new("game-over"),
        GameError::Phase {
            phase: Phase::Roll, ..
        } => Refusal::new("roll-first"),
        GameError::Phase { .. } => Refusal::new("wrong-phase"),
        GameError::Ambiguous { .. } => Refusal::new("ambiguous"),
        GameError::Illegal { .. } => match Uci::parse(text) {
            Some(uci) => squares(game, uci.from, uci.to, uci.promotion.is_some()),
            None => match San::parse(text) {
                Ok(san) => named(game, &san),
                Err(_) => Refusal::new("other"),
            },
        },
        _ => Refusal::new("other"),
    };
    Ok(to_js(&refusal, &message))
}

fn to_js(r: &Refusal, message: &str) -> JsValue {
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
        ("message", JsValue::from(message)),
    ];
    for (k, v) in pairs {
        // Setting a property on a fresh plain object cannot fail.
        let _ = Reflect::set(&o, &JsValue::from(k), &v);
    }
    o.into()
}

/// The unused dice when `role` has none of them (bonus phase).
fn no_die(game: &Game, role: Role) -> Option<Refusal> {
    let dice = game.dice();
    (game.phase() == Phase::Bonus && !dice.contains(role.die())).then(|| Refusal {
        dice: dice.as_slice().to_vec(),
        ..Refusal::new("no-die").piece(role)
    })
}

/// Whether the rules move pieces as in chess (else only `other` is said).
fn plain_movement(game: &Game) -> bool {
    let rules = game.rules();
    rules.movement == Movement::Orthodox && matches!(rules.reborn, Reborn::None | Reborn::Captured)
}

/// A move given by its squares.
fn squares(game: &Game, from: Square, to: Square, promotion: bool) -> Refusal {
    let pos = game.position();
    let Some(piece) = pos.piece_at(from) else {
        return Refusal::new("no-piece").at(from);
    };
    if piece.color != game.turn() {
        return Refusal::new("not-yours").piece(piece.role).at(from);
    }
    if let Some(r) = no_die(game, piece.role) {
        return r;
    }
    let role = piece.role;
    if from == to {
        return Refusal::new("same-square").piece(role).at(from);
    }
    let legal = game.legal_moves();
    if legal.iter().any(|m| m.from == from && m.to == to) {
        let reason = if promotion {
            "not-promotion"
        } else {
            "needs-promotion"
        };
        return Refusal::new(reason).piece(role).at(to);
    }
    if pos.idle_pawns(&game.rules()).contains(from) {
        // A pawn on its own first rank that cannot move (VARIANTS C9): the
        // engine's message says so; no move of it is a question of check.
        return Refusal::new("other").piece(role).at(from);
    }
    if let Some(other) = pos.piece_at(to).filter(|p| p.color == piece.color) {
        return Refusal {
            target: Some(other.role),
            ..Refusal::new("own-piece").piece(role).at(to)
        };
    }
    // A capture the piece could make as in chess, refused for where a unit
    // would go: Anticirce's capturer home, Strict Circe's captured unit.
    if let Some((sq, capturer)) = pos.occupied_rebirth(&game.rules(), from, to) {
        if geometry(game, role, from, to).is_none() {
            let (reason, unit) = if capturer {
                ("home-occupied", role)
            } else {
                (
                    "rebirth-occupied",
                    pos.piece_at(to).map_or(role, |p| p.role),
                )
            };
            return Refusal {
                target: Some(unit),
                ..Refusal::new(reason).piece(role).at(sq)
            };
        }
    }
    if !plain_movement(game) {
        return Refusal::new("other").piece(role);
    }
    match geometry(game, role, from, to) {
        Some(r) => r,
        None if game.rules().check => Refusal::new("check").piece(role),
        None => Refusal::new("other").piece(role),
    }
}

/// Why a piece of `role` on `from` cannot reach `to` on this board, by
/// chess geometry; None when it could (the reason lies elsewhere).
fn geometry(game: &Game, role: Role, from: Square, to: Square) -> Option<Refusal> {
    let pos = game.position();
    let (df, dr) = (
        to.file() as i8 - from.file() as i8,
        to.rank() as i8 - from.rank() as i8,
    );
    let refuse = |reason| Some(Refusal::new(reason).piece(role).at(to));
    let shape_ok = match role {
        Role::Knight => (df.abs(), dr.abs()) == (1, 2) || (df.abs(), dr.abs()) == (2, 1),
        Role::King => df.abs() <= 1 && dr.abs() <= 1,
        Role::Rook => df == 0 || dr == 0,
        Role::Bishop => df.abs() == dr.abs(),
        Role::Queen => df == 0 || dr == 0 || df.abs() == dr.abs(),
        Role::Pawn => {
            let forward: i8 = if game.turn() == crate::Color::White {
                1
            } else {
                -1
            };
            let start = if forward == 1 { 1 } else { 6 };
            return if df == 0 && dr == forward {
                pos.piece_at(to).and(refuse("pawn-blocked"))
            } else if df == 0 && dr == 2 * forward {
                let middle =
                    Square::from_coords_i8(from.file() as i8, from.rank() as i8 + forward)?;
                if from.rank() != start {
                    refuse("pawn-double")
                } else if pos.piece_at(middle).is_some() {
                    Some(Refusal::new("blocked").piece(role).at(middle))
                } else {
                    pos.piece_at(to).and(refuse("pawn-blocked"))
                }
            } else if df.abs() == 1 && dr == forward {
                pos.piece_at(to)
                    .is_none()
                    .then(|| Refusal::new("pawn-capture").piece(role).at(to))
            } else {
                refuse("pattern")
            };
        }
    };
    if !shape_ok {
        return refuse("pattern");
    }
    if matches!(role, Role::Knight | Role::King) {
        return None;
    }
    let (sf, sr) = (df.signum(), dr.signum());
    let (mut f, mut r) = (from.file() as i8 + sf, from.rank() as i8 + sr);
    while (f, r) != (to.file() as i8, to.rank() as i8) {
        let sq = Square::from_coords_i8(f, r)?;
        if pos.piece_at(sq).is_some() {
            return Some(Refusal::new("blocked").piece(role).at(sq));
        }
        f += sf;
        r += sr;
    }
    None
}

/// A move given in SAN: its piece type, where it goes, and how it starts.
fn named(game: &Game, san: &San) -> Refusal {
    if san.castle.is_some() {
        return Refusal::new(if game.rules().castling {
            "other"
        } else {
            "no-castling"
        });
    }
    if let Some(r) = no_die(game, san.role) {
        return r;
    }
    let legal = game.legal_moves();
    if san.promotion.is_none()
        && legal.iter().any(|m| {
            m.promotion.is_some()
                && San {
                    promotion: m.promotion,
                    ..san.clone()
                }
                .matches(m)
        })
    {
        return Refusal::new("needs-promotion").piece(san.role).at(san.to);
    }
    let pos = game.position();
    let candidates: Vec<Square> = (0..64u8)
        .filter_map(Square::new)
        .filter(|&sq| {
            pos.piece_at(sq)
                .is_some_and(|p| p.color == game.turn() && p.role == san.role)
                && san.from_file.is_none_or(|f| f == sq.file())
                && san.from_rank.is_none_or(|r| r == sq.rank())
        })
        .collect();
    match candidates[..] {
        [] => Refusal::new("no-such-piece").piece(san.role),
        [from] => squares(game, from, san.to, san.promotion.is_some()),
        _ => Refusal::new("unreachable").piece(san.role).at(san.to),
    }
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
    if !value.is_object() || Array::is_array(value) || value.is_function() {
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
    for key in Object::keys(&Object::from(value.clone())) {
        let name = key.as_string().unwrap_or_default();
        let v = Reflect::get(value, &key)
            .map_err(|_| bad(format!("reading the option '{name}' failed")))?;
        if v.is_undefined() {
            continue;
        }
        match name.as_str() {
            "orientation" => {
                o.flipped = match v.as_string().as_deref() {
                    Some("white") => false,
                    Some("black") => true,
                    _ => {
                        return Err(bad(format!(
                            "the option orientation must be 'white' or 'black', not {}",
                            input::describe(&v)
                        )));
                    }
                }
            }
            "coordinates" => o.coordinates = flag(&v, "coordinates")?,
            "lastMove" => o.last_move = flag(&v, "lastMove")?,
            "dice" => o.dice = flag(&v, "dice")?,
            "caption" => {
                let text = v.as_string().ok_or_else(|| {
                    bad(format!(
                        "the option caption must be a string, not {}",
                        input::describe(&v)
                    ))
                })?;
                if text.chars().count() > 200 {
                    return Err(bad(
                        "the option caption is longer than 200 characters".into()
                    ));
                }
                o.caption = (!text.is_empty()).then_some(text);
            }
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
                    "unknown option '{other}' (expected orientation, coordinates, lastMove, dice, caption, width or ply)"
                )));
            }
        }
    }
    Ok((o, ply))
}
