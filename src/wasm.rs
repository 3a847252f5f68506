//! The JavaScript API (docs/js-api.md): the `Game` class that
//! wasm-bindgen exports, and the TypeScript declarations of what it takes
//! and returns, written here by hand (tests/ts_unions.rs checks the facet
//! unions and the effect kinds against the engine's enums; the rule-set
//! names and result codes come from the engine's tables). Arguments are
//! checked in `input`, results are packed in `output`, and `app` answers
//! what a board asks beyond playing: why a move is refused (the engine's
//! `Game::refusal`, src/game/refusal.rs, as an object) and a diagram's
//! options; `ai`, in the AI
//! build only (`--features ai`), adds the computer opponent. Whether a
//! move is legal, and what it does, is always the engine's answer.
//!
//! Every method that can fail returns a `Result`, so an engine error
//! becomes a thrown `Error` with the engine's message and a `code`
//! (docs/js-api.md, "Errors"), and the engine leaves the game unchanged after any
//! error.

#[cfg(feature = "ai")]
mod ai;
mod app;
mod input;
mod output;

use crate::{Game as Engine, NAMED, fair, perft};
use wasm_bindgen::prelude::*;

/** The names of the rule sets, from the engine's one table (src/rules/names.rs). */
#[wasm_bindgen(typescript_custom_section)]
const RULES_NAMES: &'static str = crate::RULES_NAMES_TS;

/** Why a game ended, from the engine's result codes (src/game/outcome.rs). */
#[wasm_bindgen(typescript_custom_section)]
const REASONS: &'static str = crate::REASONS_TS;

#[wasm_bindgen(typescript_custom_section)]
const TYPES: &'static str = r#"
/** A side. */
export type Color = 'white' | 'black';
/** What the side to move must do now (RULES §5): a move (the free move, or
 * in dice chess the move the roll allows), a roll, bonus moves, or nothing. */
export type Phase = 'move' | 'roll' | 'bonus' | 'over';
/** A piece's role, as an upper-case FEN letter. */
export type Role = 'P' | 'N' | 'B' | 'R' | 'Q' | 'K';
/** A square's name, 'a1' to 'h8'. */
export type Square = `${'a' | 'b' | 'c' | 'd' | 'e' | 'f' | 'g' | 'h'}${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8}`;
/** A piece as a FEN letter: upper case for White, lower case for Black. */
export type PieceLetter = Role | 'p' | 'n' | 'b' | 'r' | 'q' | 'k';
/** A piece on the board. */
export interface Piece {
  color: Color;
  role: Role;
}
/** A move to play or look up: UCI (`e7e8q`) or SAN (`Nf3`) text, or its
 * squares and promotion piece (a `Move` from `legalMoves()` will do). */
export type MoveInput = string | {
  from: Square;
  to: Square;
  promotion?: 'Q' | 'R' | 'B' | 'N' | 'q' | 'r' | 'b' | 'n' | null | undefined;
};
/** The `code` of every Error the engine throws (docs/js-api.md, "Errors"). */
export type ErrorCode =
  | 'illegal-move' | 'bad-move' | 'ambiguous-move' | 'wrong-phase' | 'game-over'
  | 'bad-fen' | 'bad-record' | 'bad-dice' | 'bad-option' | 'unknown-rules'
  | 'bad-square' | 'bad-argument' | 'random-source' | 'freed' | 'load-failed'
  | 'bad-reveal' | 'not-initialised';
/** An Error thrown by the engine: `code` says what kind of refusal it is,
 * and a record that cannot be read also gives the `line` and `column`
 * (1-based) where reading failed. */
export interface EngineError extends Error {
  code: ErrorCode;
  line?: number;
  column?: number;
}

/** A rule set as its facets (VARIANTS.md §A); `rules()` returns this for a
 * combination that has no name. */
export interface RuleFacets {
  /** Who is reborn after a capture. */
  reborn: 'none' | 'captured' | 'capturer' | 'capturer-cheylan' | 'both';
  /** Where a reborn unit goes. */
  geometry: 'home' | 'mirror' | 'vertical-mirror' | 'horizontal-mirror' | 'diagram'
    | 'equipollents' | 'pwc' | 'antipodes' | 'symmetry' | 'diametral' | 'file' | 'rank'
    | 'couscous' | 'coucou' | 'hydra' | 'super' | 'cage';
  /** What the captured unit is reborn as. */
  unit: 'same' | 'clone' | 'chameleon' | 'turncoat';
  /** When it is reborn. */
  timing: 'at-once' | 'parrain';
  /** What happens when its square is occupied. */
  occupied: 'vanish' | 'strict' | 'assassin' | 'volcanic';
  kings: 'exclusive' | 'inclusive';
  movement: 'orthodox' | 'mars' | 'anti-mars';
  check: boolean;
  castling: boolean;
  dice: 'none' | 'three-after-king-move' | 'two-per-turn' | 'one-per-turn';
}

/** What a rule set means for a player, worked out by the engine from its
 * facets: `Game.ruleSets()` gives them for each named set,
 * `game.ruleFacts()` for the game's rules (named or not). */
export interface RuleFacts {
  /** How many dice one roll has: 3, 2, 1, or 0 without dice. */
  diceCount: 0 | 1 | 2 | 3;
  /** Whether the dice are rolled before a turn's move (dice chess) rather
   * than after a king move. */
  rollFirst: boolean;
  check: boolean;
  castling: boolean;
  /** How the game is won: by checkmate, by Circe Mate (capturing a king
   * that is not reborn), or by capturing a king. */
  win: 'checkmate' | 'circe-mate' | 'king-capture';
  /** Whether the rebirth or movement rule applies to kings too; `null`
   * where there is no such rule to apply. */
  kingsIncluded: boolean | null;
  /** Whether a captured king is reborn. */
  kingsReborn: boolean;
  /** Whether the position carries state beyond the FEN's own fields (a
   * Parrain unit waiting, buried units, Diagram origins). */
  extraState: boolean;
  /** What becomes of a captured unit: `none` (no rebirth), `fixed` (one
   * square the unit and its square decide: `rebirthSquareOf` answers it),
   * `varies` (the capturer, its move, a choice or the next move decide, or
   * the unit comes back twice, as in Hydra: only the legal captures'
   * effects tell). */
  rebirth: 'none' | 'fixed' | 'varies';
  /** The New game dialog's group: Dice Rex Circe and its relatives, the
   * other Circe rule sets, dice chess, orthodox chess. */
  group: 'drc' | 'circe' | 'dice' | 'orthodox';
}

/** What some rule sets keep beside the board (written in the FEN's
 * extensions): the Parrain unit waiting to reappear, and the units buried
 * under others in Volcanic Circe. */
export interface BoardExtras {
  /** The captured unit that reappears after the next move, and the square
   * it was captured on. */
  pending: { piece: PieceLetter; square: Square } | null;
  /** Each square with units buried under it, the first buried first. */
  buried: { square: Square; pieces: PieceLetter[] }[];
}

/** A named rule set, as `Game.ruleSets()` lists them. */
export interface RuleSet {
  name: RulesName;
  /** The name players read: 'Platzwechsel Circe'. */
  displayName: string;
  /** One line saying what makes it different. */
  description: string;
  /** The seed texts it comes from, e.g. '001, 004'. */
  seeds: string;
  facets: RuleFacets;
  facts: RuleFacts;
}

/** One thing a move caused, so that a board can animate every rule set:
 * `rebirth` (a unit appears on `to`: a captured unit reborn from its
 * capture square `from`, or a Parrain unit reappearing), `vanish` (a
 * captured unit on `from` leaves for good), `relocate` (the capturer goes
 * from `from` to `to`: Anticirce, Kamikaze), `remove` (the unit on `from`
 * is removed: an Assassin occupant, a Kamikaze capturer), `bury` (the
 * captured unit is buried under `to`: Volcanic), `erupt` (a buried unit
 * comes back on `to`), `pending` (the captured unit waits for the next
 * move: Parrain), `via` (the mover left from its rebirth square `to`, not
 * from `from`: Mars, Anti-Mars). */
export interface Effect {
  kind: 'rebirth' | 'vanish' | 'relocate' | 'remove' | 'bury' | 'erupt' | 'pending' | 'via';
  /** The unit, as a FEN letter (upper case for White), as it was. */
  piece: PieceLetter;
  /** The unit as it ends up (another type or colour under Clone,
   * Chameleon, Turncoat, or a promotion on rebirth). */
  became: PieceLetter;
  from: Square | null;
  to: Square | null;
  /** The piece a reborn pawn promoted to on its last rank. */
  promotion: 'Q' | 'R' | 'B' | 'N' | null;
}

/** A move: a legal move not yet played, or one from the history. */
export interface Move {
  /** `e2e4`, `e7e8q`; with the rebirth's choice after a slash where the
   * rules offer one: `d4d7/a3` (Super-Circe), `d4c5/d1n`. */
  uci: string;
  /** `Nf3`, `Bxc6(Bc8)` (the rebirth in parentheses, with every other
   * effect: `Qxd7(Q→d1)`), `Kxd6#` (Circe Mate). */
  san: string;
  from: Square;
  to: Square;
  /** The side that moves (or moved). */
  color: Color;
  piece: Role;
  promotion: 'Q' | 'R' | 'B' | 'N' | null;
  capture: boolean;
  enPassant: boolean;
  captured: Role | null;
  /** Where the captured piece stood: differs from `to` for en passant. */
  captureSquare: Square | null;
  /** Where the captured piece is reborn (the first of Hydra's two); null
   * if none, if it vanishes, is buried or waits. */
  rebirth: Square | null;
  /** The rebirth's choice (the part of `uci` after the slash), else null. */
  choice: string | null;
  /** The move removes the opponent's king for good (Circe Mate, a king
   * captured): it ends the game. */
  circeMate: boolean;
  /** The die the move uses (a bonus move), else null. */
  die: number | null;
  /** Everything the move causes, in order. */
  effects: Effect[];
}

/** The moves that share piece, squares and promotion, with the rebirth
 * choices that tell them apart (`legalMoveGroups()`). */
export interface MoveGroup {
  /** The move without its choice: `d4d7`. */
  uci: string;
  from: Square;
  to: Square;
  piece: Role;
  promotion: 'Q' | 'R' | 'B' | 'N' | null;
  capture: boolean;
  /** Each move's `choice` (`a2`, `d1n`; `uci + '/' + choice` plays it), or
   * null for the move without one (no rebirth, under Super-Circe; the
   * only entry where the rules offer no choice). */
  choices: (string | null)[];
}

/** A finished game: the winner (null for a draw) and why. */
export interface GameResult {
  winner: Color | null;
  reason: ResultReason;
}

/** One turn of the history; the last one may be in progress. */
export interface Turn {
  color: Color;
  moves: Move[];
  /** The dice rolled (three after a king free move; two or one before a
   * dice-chess move), ascending; else null. */
  roll: number[] | null;
  /** The dice that had no legal move when the turn ended (RULES §5.4); a
   * dice-chess roll that allowed no move is a pass: no moves, the roll
   * forfeited. */
  forfeited: number[];
}

/** The options of `new Game()`; each may be left out. */
export interface GameOptions {
  /** The starting position (RULES §9); the normal start if left out. */
  fen?: string | undefined;
  /** Reproducible dice: a whole number from 0 to Number.MAX_SAFE_INTEGER.
   * Without it, dice come from crypto.getRandomValues. */
  seed?: number | undefined;
  /** The rule set: a name, or facets (those left out are Dice Rex
   * Circe's); 'dice-rex-circe' if left out. A combination the engine
   * cannot play is refused with an error naming the facets in conflict. */
  rules?: RulesName | Partial<RuleFacets> | undefined;
}

/** A game's shared dice (docs/fair-dice.md): the protocol, the game id,
 * both anchors (64 hexadecimal digits), the number of the next secrets,
 * and how many rolls the chains made. */
export interface FairDice {
  protocol: 'sha256-chain-1';
  gameId: string;
  white: string;
  black: string;
  next: number;
  rolls: number;
}
/** A roll that waits for the players' secrets: its turn (0 for the first),
 * the secrets' number, and which sides revealed theirs. */
export interface RollDue {
  turn: number;
  index: number;
  white: boolean;
  black: boolean;
}

/** Why a move is refused (`whyIllegal`): a kind of refusal that a board can
 * put in its player's words, what it names, and the engine's message. */
export interface Refusal {
  reason: 'game-over' | 'roll-first' | 'wrong-phase' | 'ambiguous'
    | 'no-piece' | 'not-yours' | 'no-such-piece' | 'no-die' | 'same-square'
    | 'needs-promotion' | 'not-promotion' | 'own-piece' | 'pattern' | 'blocked'
    | 'pawn-blocked' | 'pawn-capture' | 'pawn-double' | 'unreachable'
    | 'check' | 'no-castling' | 'home-occupied' | 'rebirth-occupied'
    | 'mars-occupied' | 'mars-capture' | 'anti-mars-occupied' | 'anti-mars-move' | 'other';
  /** The piece that would move (or the one SAN names). */
  piece: Role | null;
  /** The square the reason is about: the blocker, the destination… */
  square: Square | null;
  /** `own-piece`: the piece standing on the destination; `home-occupied`:
   * the capturer sent home; `rebirth-occupied`: the captured unit. */
  target: Role | null;
  /** `no-die`: the unused dice. */
  dice: number[];
  /** Whether the side to move is in check now (rule sets with check). */
  inCheck: boolean;
  /** The engine's message, in English. */
  message: string;
}

/** What a diagram (`diagram()`) shows; each may be left out. */
export interface DiagramOptions {
  /** Which side is at the bottom; 'white' if left out. */
  orientation?: Color | undefined;
  /** File letters and rank numbers; true if left out. */
  coordinates?: boolean | undefined;
  /** The moves of the last turn, numbered, and its rebirths; true if left out. */
  lastMove?: boolean | undefined;
  /** The dice of the last turn, or those to roll; true if left out. */
  dice?: boolean | undefined;
  /** A line under the board (at most 200 characters). */
  caption?: string | undefined;
  /** The image's width in pixels, 60 to 4000; 394 if left out. */
  width?: number | undefined;
  /** The position after this many moves; the current one if left out. */
  ply?: number | undefined;
}
"#;

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
            Some(fen) => Engine::from_fen(&fen, o.rules, o.source).map_err(input::engine)?,
            None => Engine::start(o.rules, o.source).map_err(input::engine)?,
        };
        Ok(JsGame { game })
    }

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

    /// What the game's rules mean for a player (`RuleFacts`), named or not.
    #[wasm_bindgen(js_name = ruleFacts, unchecked_return_type = "RuleFacts")]
    pub fn rule_facts(&self) -> JsValue {
        output::facts(&self.game.rules())
    }

    /// Every named rule set, in the engine's table order.
    #[wasm_bindgen(js_name = ruleSets, unchecked_return_type = "RuleSet[]")]
    pub fn rule_sets() -> JsValue {
        NAMED
            .iter()
            .map(output::rule_set)
            .collect::<js_sys::Array>()
            .into()
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
        Ok(self.game.parse_move(&text).is_ok())
    }

    /// The move that `move` names, as `apply` would play it, but without
    /// playing it. Throws as `apply` does.
    #[wasm_bindgen(js_name = moveInfo, unchecked_return_type = "Move")]
    pub fn move_info(
        &self,
        #[wasm_bindgen(js_name = "move", unchecked_param_type = "MoveInput")] text: JsValue,
    ) -> Result<JsValue, JsError> {
        let text = input::string(&text, "the move")?;
        let m = self.game.parse_move(&text).map_err(input::engine)?;
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
    /// (three in Dice Rex Circe, two or one in dice chess).
    #[wasm_bindgen(js_name = rollWith)]
    pub fn roll_with(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number[]")] dice: JsValue,
    ) -> Result<(), JsError> {
        let faces = input::dice(&dice, self.game.rules().dice.per_roll())?;
        self.game.roll_with(&faces).map_err(input::engine)?;
        Ok(())
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
        let played = self.game.play_text(&text).map_err(input::engine)?;
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

    /// The perft count from this position, as `drc perft` (free-move perft
    /// for Dice Rex Circe). `depth` is a whole number from 0 to 12.
    pub fn perft(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] depth: JsValue,
    ) -> Result<f64, JsError> {
        let depth = input::depth(&depth)?;
        Ok(perft(self.game.setup(), &self.game.rules(), depth) as f64)
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
