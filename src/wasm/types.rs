//! The TypeScript declarations of the JavaScript API, written by hand
//! beside the code that takes and returns these values (src/wasm.rs and
//! its modules); the rule-set names and the result codes come from the
//! engine's tables, and the unions of the facets, the effect kinds and the
//! refusal reasons are written from the Rust enums by tests/ts_unions.rs
//! (`UPDATE_TS_UNIONS=1 cargo test --test ts_unions`), which fails when
//! they differ.

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
/** A move to play or look up: UCI (`e7e8q`) or SAN (`Nf3`) text, its
 * squares and promotion piece, or a `Move` from `legalMoves()` (a pass
 * among them). */
export type MoveInput = string | Move | {
  from: Square;
  to: Square;
  promotion?: 'Q' | 'R' | 'B' | 'N' | 'q' | 'r' | 'b' | 'n' | null | undefined;
};
/** The `code` of every Error the engine throws (docs/js-api.md, "Errors"). */
export type ErrorCode =
  | 'illegal-move' | 'bad-move' | 'ambiguous-move' | 'wrong-phase' | 'game-over'
  | 'bad-fen' | 'bad-record' | 'bad-dice' | 'bad-option' | 'unknown-rules'
  | 'bad-square' | 'bad-argument' | 'random-source' | 'freed' | 'load-failed'
  | 'bad-reveal' | 'not-initialised' | 'busy';
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
  occupied: 'vanish' | 'strict' | 'assassin' | 'volcanic' | 'parachute';
  /** Whether the capturer changes colour where it stands (Andernach). */
  capturer: 'keeps-colour' | 'changes-colour';
  kings: 'exclusive' | 'inclusive';
  movement: 'orthodox' | 'mars' | 'anti-mars' | 'jupiter';
  check: boolean;
  castling: boolean;
  dice: 'none' | 'three-after-king-move' | 'two-per-turn' | 'one-per-turn' | 'moves-per-turn'
    | 'piece-and-count' | 'vegas' | 'three-dice';
}

/** What a rule set means for a player, worked out by the engine from its
 * facets: `Game.ruleSets()` gives them for each named set,
 * `game.ruleFacts()` for the game's rules (named or not). */
export interface RuleFacts {
  /** How many dice one roll has: 3, 2, 1, or 0 without dice. */
  diceCount: 0 | 1 | 2 | 3;
  /** Whether the dice are rolled at the start of a turn, before its first
   * move (dice chess), rather than after a king move. */
  rollFirst: boolean;
  /** What each face (1 to 6) of each die shows, one row per die: a piece
   * letter (a unit of that type moves), `*` (every move allowed, or a pass: Vegas
   * Fun Chess's die 2), or a number of moves (dice chess by number of
   * moves, and by piece and count); empty without dice. */
  dieFaces: (Role | '*' | number)[][];
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
  /** Each square with units buried under it, in the order they come back:
   * the first buried first (Volcanic), the last covered first (Parachute). */
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
 * from `from`: Mars, Anti-Mars), `transfer` (the captured unit was moved
 * from its square `from` to its rebirth square `to` and captured there:
 * Jupiter). */
export interface Effect {
  kind: 'rebirth' | 'vanish' | 'relocate' | 'remove' | 'bury' | 'erupt' | 'pending' | 'via'
    | 'transfer';
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

/** A move: a legal move not yet played, or one from the history. In a
 * `legalMoves()` list, `san`, `rebirth`, `circeMate` and `effects` are
 * written for the whole list when one of them is first read (they take
 * previewing every move); a list read later, after the game moved on or
 * was freed, reads as it would have at once. `JSON.stringify` writes
 * every field; a spread (`{ ...move }`) copies only the others. */
export interface Move {
  /** `e2e4`, `e7e8q`; with the rebirth's choice after a slash where the
   * rules offer one: `d4d7/a3` (Super-Circe), `d4c5/d1n`. */
  uci: string;
  /** `Nf3`, `Bxc6(Bc8)` (the rebirth in parentheses, with every other
   * effect: `Qxd7(Q→d1)`), `Kxd6#` (Circe Mate). */
  san: string;
  /** Where the unit moves from and to (null for a pass). */
  from: Square | null;
  to: Square | null;
  /** The side that moves (or moved). */
  color: Color;
  /** The moving unit (null for a pass). */
  piece: Role | null;
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
  /** The die the move spends (a bonus move, a move under a roll), else
   * null. */
  die: number | null;
  /** Everything the move causes, in order. */
  effects: Effect[];
  /** A pass (`0000`, `--`), where the rules allow one: no unit moves, and
   * `from`, `to` and `piece` are null. */
  pass: boolean;
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
   * dice-chess move), ascending (dice told apart: in their order, die 1
   * first); else null. */
  roll: number[] | null;
  /** The dice that had no legal move when the turn ended (RULES §5.4); a
   * dice-chess roll that allowed no move is a pass (the turn's one move),
   * the roll forfeited. */
  forfeited: number[];
}

/** What a die of the dice panel is doing: to roll, to play, to play but
 * with no move now (`stuck`: forfeited unless a move appears), played,
 * not needed (`spare`), forfeited, or void (the game ended). */
export type DieState = 'pending' | 'unused' | 'stuck' | 'used' | 'spare' | 'forfeited' | 'void';

/** What the dice panel shows (`diceView()`): whose dice, each die, and the
 * line under them as a key of the app's word tables with its arguments. */
export interface DiceView {
  /** Whose dice they are. */
  color: Color;
  /** Whether they are the turn in progress's (else the last turn's, shown
   * until the side to move rolls). */
  current: boolean;
  dice: {
    /** The face, 1–6; 0 before the roll. */
    value: number;
    /** What the face shows (as in `RuleFacts.dieFaces`); null before the
     * roll. */
    shows: Role | '*' | number | null;
    state: DieState;
  }[];
  /** The note under the dice: `stuckNote`, `diceIdleTwo`,
   * `movesLeftNote` with its numbers…; null for none. */
  note: { key: string; args: (string | number | boolean | string[])[] } | null;
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
  reason: 'game-over' | 'roll-first' | 'wrong-phase' | 'ambiguous' | 'no-piece' | 'not-yours'
    | 'no-such-piece' | 'no-die' | 'not-rolled' | 'same-square' | 'needs-promotion'
    | 'not-promotion' | 'own-piece' | 'pattern' | 'blocked' | 'pawn-blocked' | 'pawn-capture'
    | 'pawn-double' | 'unreachable' | 'check' | 'no-castling' | 'castle-moved' | 'castle-blocked'
    | 'castle-check' | 'castle-through' | 'home-occupied' | 'rebirth-occupied' | 'mars-occupied'
    | 'mars-capture' | 'anti-mars-occupied' | 'anti-mars-move' | 'jupiter-occupied'
    | 'jupiter-capture' | 'other-unit' | 'other';
  /** The piece that would move (or the one SAN names). */
  piece: Role | null;
  /** The square the reason is about: the blocker, the destination… */
  square: Square | null;
  /** `own-piece`: the piece standing on the destination; `home-occupied`:
   * the capturer sent home; `rebirth-occupied`: the captured unit. */
  target: Role | null;
  /** `no-die`: the unused dice; `not-rolled`: the dice-chess roll. */
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
