//! The JavaScript API (docs/js-api.md): the `Game` class that
//! wasm-bindgen exports, split by responsibility:
//!
//! - here, what a game needs (the core module, `pkg-core/`): a position,
//!   its moves, the turn and the dice, playing, undo and the result;
//! - `cold` (feature `cold`, on by default): text and cold features, the
//!   records' reader and writer, diagrams and refusals (`app`), and
//!   `fair`, the shared dice (docs/fair-dice.md) with their hashing. The
//!   core module is built without them (`scripts/build.sh core`), the full
//!   module (`pkg/`) and the AI build with them;
//! - `ai`, in the AI build only (`--features ai`): the computer opponent;
//! - `types`: the TypeScript declarations of what the API takes and
//!   returns, written by hand (tests/ts_unions.rs checks the facet unions
//!   and the effect kinds against the engine's enums; the rule-set names
//!   and result codes come from the engine's tables).
//!
//! Arguments are checked in `input`, results are packed in `output`.
//! Whether a move is legal, and what it does, is always the engine's
//! answer.
//!
//! Every method that can fail returns a `Result`, so an engine error
//! becomes a thrown `Error` with the engine's message and a `code`
//! (docs/js-api.md, "Errors"), and the engine leaves the game unchanged after any
//! error.

#[cfg(feature = "ai")]
mod ai;
#[cfg(feature = "cold")]
mod app;
#[cfg(feature = "cold")]
mod cold;
#[cfg(feature = "cold")]
mod fair;
mod input;
mod output;
mod types;

use crate::Game as Engine;
use wasm_bindgen::prelude::*;

/// A game of Dice Rex Circe (or orthodox chess), held in wasm memory.
#[wasm_bindgen(js_name = Game)]
pub struct JsGame {
    game: Engine,
}

#[wasm_bindgen(js_class = Game)]
impl JsGame {
    /// A new game: `new Game()`, `new Game({ seed: 7 })`,
    /// `new Game({ fen, rules: 'anticirce' })`. Throws on a bad option.
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_optional_param_type = "GameOptions")] options: Option<JsValue>,
    ) -> Result<JsGame, JsError> {
        let o = input::options(&options.unwrap_or(JsValue::UNDEFINED))?;
        let game = match o.fen {
            #[cfg(feature = "cold")]
            Some(fen) => Engine::from_fen(&fen, o.rules, o.source).map_err(input::engine)?,
            // The FEN reader is a text feature, the cold module's: the
            // two-module entry (js/split.js) makes such a game there.
            #[cfg(not(feature = "cold"))]
            Some(_) => return Err(input::needs_cold("a game from a FEN")),
            #[cfg(feature = "cold")]
            None => Engine::start(o.rules, o.source).map_err(input::engine)?,
            // A named rule set, valid by its test (rules::tests): the
            // facets' checks are the cold module's, with their parsing.
            #[cfg(not(feature = "cold"))]
            None => Engine::from_fen_position(
                crate::FenPosition::start_for(&o.rules),
                o.rules,
                o.source,
            ),
        };
        Ok(JsGame { game })
    }

    /// The position as FEN with the dice field (RULES §9).
    pub fn fen(&self) -> String {
        self.game.fen()
    }

    /// The rule set's name, or its facets for a combination without one.
    #[wasm_bindgen(unchecked_return_type = "RulesName | RuleFacets")]
    pub fn rules(&self) -> JsValue {
        let rules = self.game.rules();
        match rules.name() {
            Some(name) => JsValue::from(name),
            None => output::facets(&rules),
        }
    }

    /// The Parrain unit waiting and the Volcanic stacks (`BoardExtras`).
    #[wasm_bindgen(js_name = boardExtras, unchecked_return_type = "BoardExtras")]
    pub fn board_extras(&self) -> JsValue {
        output::board_extras(&self.game)
    }

    /// Every named rule set, in the engine's table order. In the core
    /// module: a board names its rule set, and offers the others, from
    /// its first paint.
    #[wasm_bindgen(js_name = ruleSets, unchecked_return_type = "RuleSet[]")]
    pub fn rule_sets() -> JsValue {
        crate::NAMED
            .iter()
            .map(output::rule_set)
            .collect::<js_sys::Array>()
            .into()
    }

    /// The game's rule set as `ruleSets()` gives it (`RuleSet`), or `null`
    /// for a combination without a name: its one entry, for a board that
    /// names its rules at its first paint, rather than the whole table.
    #[wasm_bindgen(js_name = ruleSet, unchecked_return_type = "RuleSet | null")]
    pub fn rule_set(&self) -> JsValue {
        self.game
            .rules()
            .named()
            .map_or(JsValue::NULL, output::rule_set)
    }

    /// What the game's rules mean for a player (`RuleFacts`), named or not.
    #[wasm_bindgen(js_name = ruleFacts, unchecked_return_type = "RuleFacts")]
    pub fn rule_facts(&self) -> JsValue {
        output::facts(&self.game.rules())
    }

    /// The side whose turn it is.
    #[wasm_bindgen(unchecked_return_type = "Color")]
    pub fn turn(&self) -> String {
        self.game.turn().name().to_string()
    }

    /// What the side to move must do now: 'move', 'roll', 'bonus' or
    /// 'over' (RULES §5).
    #[wasm_bindgen(unchecked_return_type = "Phase")]
    pub fn phase(&self) -> String {
        self.game.phase().name().to_string()
    }

    /// The dice that restrict the moves now, ascending: the unused bonus
    /// dice, or a dice-chess roll; `[]` otherwise.
    #[wasm_bindgen(unchecked_return_type = "number[]")]
    pub fn dice(&self) -> JsValue {
        faces(self.game.dice().as_slice())
    }

    /// Where the die gives the number of moves (dice chess by number of
    /// moves): the moves still to make in this turn, this one included;
    /// 0 otherwise.
    #[wasm_bindgen(js_name = movesLeft)]
    pub fn moves_left(&self) -> u32 {
        u32::from(self.game.moves_left())
    }

    /// 64 entries, a1, b1, …, h8: FEN letters (upper case for White) or null.
    #[wasm_bindgen(unchecked_return_type = "(PieceLetter | null)[]")]
    pub fn board(&self) -> JsValue {
        output::board(&self.game)
    }

    /// The moves allowed now; `[]` in 'roll' and 'over'.
    #[wasm_bindgen(js_name = legalMoves, unchecked_return_type = "Move[]")]
    pub fn legal_moves(&self) -> JsValue {
        output::legal_moves(&self.game)
    }

    /// The moves allowed now, grouped by piece, squares and promotion: one
    /// entry per move with the list of its rebirth choices (Super and Cage
    /// Circe: up to sixty squares), which a board can offer as a square
    /// picker. Cheaper than `legalMoves()`: no SAN, no effects.
    #[wasm_bindgen(js_name = legalMoveGroups, unchecked_return_type = "MoveGroup[]")]
    pub fn legal_move_groups(&self) -> JsValue {
        output::move_groups(&self.game.legal_moves())
    }

    /// The piece on `square`, or null when it is empty.
    #[wasm_bindgen(js_name = pieceAt, unchecked_return_type = "Piece | null")]
    pub fn piece_at(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Square")] square: JsValue,
    ) -> Result<JsValue, JsError> {
        let sq = input::square(&square)?;
        Ok(output::piece(self.game.piece_at(sq)))
    }

    /// Whether `move` (UCI or SAN text; the package's JavaScript turns
    /// `{ from, to, promotion }` into UCI) names a move allowed now. Throws
    /// only when `move` is neither.
    #[wasm_bindgen(js_name = isLegal)]
    pub fn is_legal(
        &self,
        #[wasm_bindgen(js_name = "move", unchecked_param_type = "MoveInput")] text: JsValue,
    ) -> Result<bool, JsError> {
        let text = input::string(&text, "the move")?;
        #[cfg(feature = "cold")]
        let legal = self.game.parse_move(&text).is_ok();
        #[cfg(not(feature = "cold"))]
        let legal = self
            .game
            .parse_uci(&text)
            .ok_or_else(|| san(&text))?
            .is_ok();
        Ok(legal)
    }

    /// The move that `move` names, as `apply` would play it, but without
    /// playing it. Throws as `apply` does.
    #[wasm_bindgen(js_name = moveInfo, unchecked_return_type = "Move")]
    pub fn move_info(
        &self,
        #[wasm_bindgen(js_name = "move", unchecked_param_type = "MoveInput")] text: JsValue,
    ) -> Result<JsValue, JsError> {
        let text = input::string(&text, "the move")?;
        #[cfg(feature = "cold")]
        let m = self.game.parse_move(&text);
        #[cfg(not(feature = "cold"))]
        let m = self.game.parse_uci(&text).ok_or_else(|| san(&text))?;
        let m = m.map_err(input::engine)?;
        Ok(output::legal_move(&self.game, &m))
    }

    /// Rolls the dice (three after a king free move, or a dice-chess roll)
    /// and returns them, ascending. Throws unless the phase is 'roll'.
    #[wasm_bindgen(unchecked_return_type = "number[]")]
    pub fn roll(&mut self) -> Result<JsValue, JsError> {
        let dice = self.game.roll().map_err(input::engine)?;
        Ok(faces(dice.as_slice()))
    }

    /// Physical dice, as entered: as many whole numbers 1–6 as a roll has
    /// (three in Dice Rex Circe, two or one in dice chess). Returns them as
    /// the game keeps them: ascending, or in the order entered where each
    /// die has its own faces.
    #[wasm_bindgen(js_name = rollWith, unchecked_return_type = "number[]")]
    pub fn roll_with(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number[]")] dice: JsValue,
    ) -> Result<JsValue, JsError> {
        let entered = input::dice(&dice, self.game.rules().dice.per_roll())?;
        let dice = self.game.roll_with(&entered).map_err(input::engine)?;
        Ok(faces(dice.as_slice()))
    }

    /// Whether a pass is one of the legal moves now.
    #[wasm_bindgen(js_name = mayPass)]
    pub fn may_pass(&self) -> bool {
        self.game.may_pass()
    }

    /// What the dice panel shows now: whose dice, each die's face, what it
    /// allows and its state, and the note under them.
    #[wasm_bindgen(js_name = diceView, unchecked_return_type = "DiceView")]
    pub fn dice_view(&self) -> JsValue {
        output::dice_view(&self.game)
    }

    /// Plays a move given in UCI (`e2e4`, `e7e8q`), in SAN (`Nf3`) or as
    /// `{ from, to, promotion }` (which the package's JavaScript, js/api.js,
    /// turns into UCI).
    #[wasm_bindgen(unchecked_return_type = "Move")]
    pub fn apply(
        &mut self,
        #[wasm_bindgen(js_name = "move", unchecked_param_type = "MoveInput")] text: JsValue,
    ) -> Result<JsValue, JsError> {
        let text = input::string(&text, "the move")?;
        #[cfg(feature = "cold")]
        let played = self.game.play_text(&text);
        #[cfg(not(feature = "cold"))]
        let played = self.game.play_uci(&text).ok_or_else(|| san(&text))?;
        let played = played.map_err(input::engine)?;
        Ok(output::played_move(&played))
    }

    /// Takes back the last move (a king move takes its roll with it), a
    /// resignation or an agreed draw; false when there is nothing to undo.
    /// A roll is remembered: rolling again at that turn gives the same dice.
    pub fn undo(&mut self) -> bool {
        self.game.undo()
    }

    /// How many times `undo()` would return true.
    #[wasm_bindgen(js_name = undoDepth)]
    pub fn undo_depth(&self) -> u32 {
        u32::try_from(self.game.undo_depth()).unwrap_or(u32::MAX)
    }

    /// Whether the side to move is in check (its king could be captured);
    /// always false in rule sets without check, such as Dice Rex Circe.
    #[wasm_bindgen(js_name = inCheck)]
    pub fn in_check(&self) -> bool {
        self.game.in_check()
    }

    /// `null` while the game goes on.
    #[wasm_bindgen(unchecked_return_type = "GameResult | null")]
    pub fn result(&self) -> JsValue {
        output::result(&self.game)
    }

    /// The side `color` resigns. Throws when the game is over.
    pub fn resign(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "Color")] color: JsValue,
    ) -> Result<(), JsError> {
        let color = input::color(&color)?;
        self.game.resign(color).map_err(input::engine)
    }

    /// The players agree to a draw. Throws when the game is over.
    #[wasm_bindgen(js_name = agreeDraw)]
    pub fn agree_draw(&mut self) -> Result<(), JsError> {
        self.game.agree_draw().map_err(input::engine)
    }

    /// Every move so far, in order.
    #[wasm_bindgen(unchecked_return_type = "Move[]")]
    pub fn history(&self) -> JsValue {
        output::history(self.game.history())
    }

    /// The history by turn, with rolls and forfeited dice.
    #[wasm_bindgen(unchecked_return_type = "Turn[]")]
    pub fn turns(&self) -> JsValue {
        output::turns(self.game.turns())
    }

    /// Where the piece on `square` would be reborn if captured now; null
    /// if it would vanish or the square is empty.
    #[wasm_bindgen(js_name = rebirthSquareOf, unchecked_return_type = "Square | null")]
    pub fn rebirth_square_of(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Square")] square: JsValue,
    ) -> Result<JsValue, JsError> {
        let sq = input::square(&square)?;
        Ok(self
            .game
            .rebirth_if_captured(sq)
            .map_or(JsValue::NULL, |s| JsValue::from(s.to_string())))
    }
}

/// The core module's refusal of a move that is not UCI: SAN is read by
/// the cold module (js/split.js asks the game's twin there for its UCI).
#[cfg(not(feature = "cold"))]
fn san(text: &str) -> JsError {
    input::needs_cold(&format!(
        "reading the move {} as SAN",
        crate::quote::quoted(text)
    ))
}

/// Dice faces as a JS array of numbers.
fn faces(dice: &[u8]) -> JsValue {
    dice.iter()
        .map(|&f| JsValue::from(f))
        .collect::<js_sys::Array>()
        .into()
}

/// The module's allocator: lol_alloc's free list, 6.6 KB smaller than the
/// default dlmalloc (118,011 → 111,395 bytes, 52,539 → 49,759 gzipped),
/// which keeps the module within its size budget. The engine allocates
/// little (a move list, a string) and frees it at once, so a simple
/// coalescing free list costs no measurable speed.
#[global_allocator]
// SAFETY: wasm32-unknown-unknown without the atomics feature has one thread.
static ALLOCATOR: lol_alloc::AssumeSingleThreaded<lol_alloc::FreeListAllocator> =
    unsafe { lol_alloc::AssumeSingleThreaded::new(lol_alloc::FreeListAllocator::new()) };
