//! `game.bestMove(options)`: the computer opponent, and its cold paths
//! `game.odds(options?)` and `game.analyse(budget, onProgress?)`. They
//! exist only in the AI build (`--features ai`, `scripts/build.sh ai`,
//! loaded by the app's worker), so the engine package stays free of the
//! search. `bestMove` builds its result by hand (it is called every move);
//! odds and analyses are nested values that cross with serde-wasm-bindgen,
//! absent values as `null`.

use super::{JsGame, input, output};
use crate::ai::analysis::{Analysis, AnalysisProgress, RollChoice, Step};
use crate::ai::odds::{self, Chance, Danger, MoveOdds, Odds, RollOdds};
use crate::ai::{self, AiError, Level, Limits};
use crate::{Game, Move, Phase};
use js_sys::{Function, Object, Reflect};
use serde::Serialize;
use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const AI_TYPES: &'static str = r#"
/** How long the computer may think: a level, a node budget (reproducible),
 * or a wall-clock budget in milliseconds. */
export type SearchOptions =
  | { level: 'easy' | 'medium' | 'hard' | 'deep' }
  | { nodes: number }
  | { timeMs: number };

/** A probability as an exact fraction of equally likely rolls: `count`
 * of `total` (216 ordered rolls of three dice, 36 of two, the faces of one
 * die that can move; 1 where nothing is left to chance). */
export interface Chance {
  count: number;
  total: number;
  /** count / total, from 0 to 1. */
  probability: number;
}

/** A move of an odds list, an analysis line or a table row, as played
 * from the position where it stands. */
export interface MoveRef {
  uci: string;
  san: string;
  from: Square;
  to: Square;
  piece: Role;
  color: 'white' | 'black';
  /** The die a bonus move uses, else null. */
  die: number | null;
}

/** One legal move's odds. */
export interface MoveOdds {
  move: MoveRef;
  /** Its chance of winning within this turn: certain for a move that wins
   * at once; for a king free move under three dice, the chance that its
   * roll allows a Circe Mate (of 216); for a bonus move, whether the dice
   * left still allow one (of 1); never otherwise. */
  win: Chance;
  /** The opponent's best chance of winning in their next turn if the turn
   * ended with this move (their best king move's chance, a Circe Mate at
   * once counting as certain; their roll's chance in dice chess). null
   * where not asked for (see OddsOptions) and for a move that wins at once. */
  danger: Chance | null;
  /** Whether the turn ends with this move. After a king free move the roll
   * and the bonus moves come first, and can change its danger. */
  endsTurn: boolean;
}

/** One distinct outcome of a roll (faces ascending), how many ordered rolls
 * give it, whether it allows a win this turn and whether it allows no move. */
export interface RollOutcome {
  dice: number[];
  weight: number;
  win: boolean;
  pass: boolean;
}

/** The roll about to be made: its chance of allowing a win this turn (a
 * Circe Mate; in dice chess a checkmate or a king captured), its chance of
 * allowing no move (dice forfeited, or a dice-chess pass), each outcome. */
export interface RollOdds {
  win: Chance;
  pass: Chance;
  outcomes: RollOutcome[];
}

/** game.odds(): for the side to move, exact. */
export interface Odds {
  side: 'white' | 'black';
  phase: 'move' | 'roll' | 'bonus';
  /** In the roll phase, the roll's odds; else null. */
  roll: RollOdds | null;
  /** In the move phases, every legal move's odds; else empty. */
  moves: MoveOdds[];
}

/** Which moves get a danger: king moves (the default), every move, or none. */
export interface OddsOptions {
  danger?: 'kings' | 'all' | 'none';
}

/** One row of a roll's table: the best play with these dice. */
export interface RollChoice {
  dice: number[];
  /** How many of the `total` ordered rolls give these dice. */
  weight: number;
  total: number;
  probability: number;
  /** The moves to play (empty for a pass). */
  moves: MoveRef[];
  /** The dice allow no move: forfeited, or a dice-chess pass. */
  pass: boolean;
  /** The score after the roll for the side that rolls (as BestMove.score),
   * and as a win probability; null when the budget ran out first. */
  score: number | null;
  winProbability: number | null;
}

/** game.analyse(): the search's view of the position. */
export interface Analysis {
  /** The side to move, whose view score and winProbability take. */
  side: 'white' | 'black';
  phase: 'move' | 'roll' | 'bonus';
  /** The expected result for the side to move, -10000 (a certain loss) to
   * 10000 (a certain win); beyond ±10000 a forced mate. */
  score: number;
  /** score as the side to move's expected score, from 0 to 1 (a draw
   * counts half). */
  winProbability: number;
  /** The move to play now; null in the roll phase. */
  best: MoveRef | null;
  /** The principal line from now until the next roll (or the end). */
  line: MoveRef[];
  /** The next roll's table when the side to move rolls next (in the roll
   * phase, or after a best move that is a king free move); else empty. */
  rolls: RollChoice[];
  nodes: number;
  /** The main search's horizon, in turns. */
  depth: number;
  /** False when the budget ran out before every search had its share. */
  complete: boolean;
  /** Milliseconds it took. */
  ms: number;
}

/** What game.analyse() tells its onProgress callback as it goes. */
export interface AnalysisProgress {
  /** The share of the budget spent, from 0 to 1. */
  done: number;
  nodes: number;
  depth: number;
  /** The best move found so far, and its score; null before the first. */
  best: MoveRef | null;
  score: number | null;
  winProbability: number | null;
}

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
fn limits(value: &JsValue, method: &str) -> Result<Limits, JsError> {
    let usage = || {
        input::error(
            input::BAD_OPTION,
            format!(
                "{method} takes {{ level: 'easy' | 'medium' | 'hard' | 'deep' }}, {{ nodes }} or {{ timeMs }}, not {}",
                input::describe(value)
            ),
        )
    };
    if !input::plain_object(value) {
        return Err(usage());
    }
    let [(key, v)]: [(String, JsValue); 1] =
        input::entries(value, input::BAD_OPTION, "the option")?
            .try_into()
            .map_err(|_| usage())?;
    match key.as_str() {
        "level" => {
            let name = v.as_string().ok_or_else(usage)?;
            Level::from_name(&name).map(Level::limits).ok_or_else(|| {
                input::error(
                    input::BAD_OPTION,
                    format!(
                        "unknown level {} (expected easy, medium, hard or deep)",
                        crate::quote::quoted(&name)
                    ),
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

/// The `code` of a refusal of the search (docs/js-api.md, "Errors").
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
        let limits = limits(&options, "bestMove")?;
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

/// Values cross as plain objects and arrays, absent ones as `null`.
fn to_js(value: &impl Serialize) -> Result<JsValue, JsError> {
    value
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(|e| input::error(input::BAD_ARGUMENT, e.to_string()))
}

#[derive(Serialize)]
struct JsChance {
    count: u32,
    total: u32,
    probability: f64,
}

impl From<Chance> for JsChance {
    fn from(c: Chance) -> JsChance {
        JsChance {
            count: c.count,
            total: c.total,
            probability: c.probability(),
        }
    }
}

#[derive(Serialize)]
struct MoveRef {
    uci: String,
    san: String,
    from: String,
    to: String,
    piece: String,
    color: &'static str,
    die: Option<u8>,
}

impl MoveRef {
    fn new(m: &Move, san: String, color: crate::Color, die: Option<u8>) -> MoveRef {
        MoveRef {
            uci: m.to_string(),
            san,
            from: m.from.to_string(),
            to: m.to.to_string(),
            piece: m.role.upper().to_string(),
            color: color.name(),
            die,
        }
    }

    fn step(s: &Step) -> MoveRef {
        MoveRef::new(&s.mv, s.san.clone(), s.color, s.die)
    }
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct JsMoveOdds {
    #[serde(rename = "move")]
    mv: MoveRef,
    win: JsChance,
    danger: Option<JsChance>,
    ends_turn: bool,
}

#[derive(Serialize)]
struct JsOutcome {
    dice: Vec<u8>,
    weight: u32,
    win: bool,
    pass: bool,
}

#[derive(Serialize)]
struct JsRollOdds {
    win: JsChance,
    pass: JsChance,
    outcomes: Vec<JsOutcome>,
}

impl From<&RollOdds> for JsRollOdds {
    fn from(r: &RollOdds) -> JsRollOdds {
        JsRollOdds {
            win: r.win.into(),
            pass: r.pass.into(),
            outcomes: r
                .outcomes
                .iter()
                .map(|o| JsOutcome {
                    dice: o.dice.as_slice().to_vec(),
                    weight: o.weight,
                    win: o.win,
                    pass: o.pass,
                })
                .collect(),
        }
    }
}

#[derive(Serialize)]
struct JsOdds {
    side: &'static str,
    phase: &'static str,
    roll: Option<JsRollOdds>,
    moves: Vec<JsMoveOdds>,
}

fn odds_value(game: &Game, o: &Odds) -> JsOdds {
    let legal = game.legal_moves();
    let die = |m: &MoveOdds| (o.phase == Phase::Bonus).then(|| m.mv.role.die());
    JsOdds {
        side: o.side.name(),
        phase: o.phase.name(),
        roll: o.roll.as_ref().map(JsRollOdds::from),
        moves: o
            .moves
            .iter()
            .map(|m| {
                let mut san = String::new();
                game.preview(&m.mv, &legal, &mut san);
                JsMoveOdds {
                    mv: MoveRef::new(&m.mv, san, o.side, die(m)),
                    win: m.win.into(),
                    danger: m.danger.map(JsChance::from),
                    ends_turn: m.ends_turn,
                }
            })
            .collect(),
    }
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct JsRollChoice {
    dice: Vec<u8>,
    weight: u32,
    total: u32,
    probability: f64,
    moves: Vec<MoveRef>,
    pass: bool,
    score: Option<i32>,
    win_probability: Option<f64>,
}

impl From<&RollChoice> for JsRollChoice {
    fn from(r: &RollChoice) -> JsRollChoice {
        JsRollChoice {
            dice: r.dice.as_slice().to_vec(),
            weight: r.weight,
            total: r.total,
            probability: Chance {
                count: r.weight,
                total: r.total,
            }
            .probability(),
            moves: r.moves.iter().map(MoveRef::step).collect(),
            pass: r.pass,
            score: r.score,
            win_probability: r.score.map(ai::win_probability),
        }
    }
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct JsAnalysis {
    side: &'static str,
    phase: &'static str,
    score: i32,
    win_probability: f64,
    best: Option<MoveRef>,
    line: Vec<MoveRef>,
    rolls: Vec<JsRollChoice>,
    nodes: f64,
    depth: u32,
    complete: bool,
    ms: f64,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct JsProgress {
    done: f64,
    nodes: f64,
    depth: u32,
    best: Option<MoveRef>,
    score: Option<i32>,
    win_probability: Option<f64>,
}

/// Reads odds()'s options: nothing, or `{ danger: 'kings' | 'all' | 'none' }`.
fn odds_options(value: &JsValue) -> Result<Danger, JsError> {
    let usage = || {
        input::error(
            input::BAD_OPTION,
            format!(
                "odds takes {{ danger: 'kings' | 'all' | 'none' }} or nothing, not {}",
                input::describe(value)
            ),
        )
    };
    if value.is_undefined() {
        return Ok(Danger::KingMoves);
    }
    if !input::plain_object(value) {
        return Err(usage());
    }
    let mut danger = Danger::KingMoves;
    for (key, v) in input::entries(value, input::BAD_OPTION, "the option")? {
        if key != "danger" {
            return Err(usage());
        }
        danger = match v.as_string().as_deref() {
            Some("kings") => Danger::KingMoves,
            Some("all") => Danger::AllMoves,
            Some("none") => Danger::None,
            _ => return Err(usage()),
        };
    }
    Ok(danger)
}

#[wasm_bindgen(js_class = Game)]
impl JsGame {
    /// The exact odds of the current state: the roll's in the roll phase,
    /// every legal move's in the move phases (docs/odds.md). Throws when the game is over.
    #[wasm_bindgen(unchecked_return_type = "Odds")]
    pub fn odds(
        &self,
        #[wasm_bindgen(unchecked_optional_param_type = "OddsOptions")] options: Option<JsValue>,
    ) -> Result<JsValue, JsError> {
        let danger = odds_options(&options.unwrap_or(JsValue::UNDEFINED))?;
        let o =
            odds::odds(&self.game, danger).map_err(|e| input::error(code(&e), e.to_string()))?;
        to_js(&odds_value(&self.game, &o))
    }

    /// The search's analysis of the current state within a budget
    /// (`{ level }`, `{ nodes }` or `{ timeMs }`), calling `onProgress`
    /// with an AnalysisProgress as it goes (at most once per percent of the
    /// budget, and when the best move changes); returning `false` from it
    /// stops the analysis, which returns what it has (`complete: false`).
    /// Throws when the game is over; an exception thrown by `onProgress`
    /// stops the analysis and is thrown again.
    #[wasm_bindgen(unchecked_return_type = "Analysis")]
    pub fn analyse(
        &self,
        #[wasm_bindgen(unchecked_param_type = "SearchOptions")] options: JsValue,
        #[wasm_bindgen(
            js_name = onProgress,
            unchecked_optional_param_type = "(progress: AnalysisProgress) => boolean | void"
        )]
        on_progress: Option<JsValue>,
    ) -> Result<JsValue, JsValue> {
        let limits = limits(&options, "analyse")?;
        let callback = progress_callback(on_progress)?;
        let start = js_sys::Date::now();
        let game = &self.game;
        let mut thrown: Option<JsValue> = None;
        let mut last_done = -1.0;
        let mut last_best = None;
        let mut report = |p: &AnalysisProgress| {
            let Some(f) = &callback else {
                return true;
            };
            // A report per percent of the budget, or when the best move changes.
            if thrown.is_some() {
                return false;
            }
            if p.done - last_done < 0.01 && p.best == last_best {
                return true;
            }
            last_done = p.done;
            last_best = p.best;
            match to_js(&js_progress(game, p))
                .map_err(JsValue::from)
                .and_then(|v| f.call1(&JsValue::NULL, &v))
            {
                Ok(answer) => answer.as_bool() != Some(false),
                Err(e) => {
                    thrown = Some(e);
                    false
                }
            }
        };
        let a: Analysis = ai::analyse(game, limits, &mut report)
            .map_err(|e| JsValue::from(input::error(code(&e), e.to_string())))?;
        if let Some(e) = thrown {
            return Err(e);
        }
        let value = JsAnalysis {
            side: a.side.name(),
            phase: a.phase.name(),
            score: a.score,
            win_probability: a.win_probability,
            best: a.best.as_ref().map(MoveRef::step),
            line: a.line.iter().map(MoveRef::step).collect(),
            rolls: a.rolls.iter().map(JsRollChoice::from).collect(),
            nodes: a.nodes as f64,
            depth: a.depth,
            complete: a.complete,
            ms: js_sys::Date::now() - start,
        };
        Ok(to_js(&value)?)
    }
}

/// `analyse`'s `onProgress`: a function, or none when left out.
fn progress_callback(on_progress: Option<JsValue>) -> Result<Option<Function>, JsValue> {
    let Some(f) = on_progress.filter(|v| !v.is_undefined() && !v.is_null()) else {
        return Ok(None);
    };
    f.dyn_into::<Function>().map(Some).map_err(|v| {
        JsValue::from(input::error(
            input::BAD_OPTION,
            format!(
                "analyse's onProgress must be a function, not {}",
                input::describe(&v)
            ),
        ))
    })
}

/// An analysis's progress as `analyse` reports it to JavaScript.
fn js_progress(game: &Game, p: &AnalysisProgress) -> JsProgress {
    JsProgress {
        done: p.done,
        nodes: p.nodes as f64,
        depth: p.depth,
        best: p.best.map(|m| {
            let die = (game.phase() == Phase::Bonus).then(|| m.role.die());
            MoveRef::new(&m, game.san(&m), game.turn(), die)
        }),
        score: p.score,
        win_probability: p.score.map(ai::win_probability),
    }
}
