// The types of the package (docs/js-api.md). The Game class and
// the value types are declared, with their documentation, in the glue that
// wasm-bindgen generates from src/wasm.rs (scripts/glue-types.mjs keeps
// only that part of it). Nothing here needs the DOM's or Node's types:
// they compile with `lib: ["es2022"]` alone.
export { Game } from '../pkg/dice_rex_circe.js';
export type {
  BoardExtras,
  Color,
  DiagramOptions,
  Effect,
  EngineError,
  ErrorCode,
  GameOptions,
  GameResult,
  Move,
  MoveGroup,
  MoveInput,
  Phase,
  Piece,
  PieceLetter,
  Refusal,
  ResultReason,
  Role,
  RuleFacets,
  RuleFacts,
  RuleSet,
  RulesName,
  Square,
  Turn,
} from '../pkg/dice_rex_circe.js';

/** The instances of a global class when the environment's types declare it (DOM, Node), else never. */
type Ambient<K extends string> = typeof globalThis extends { [P in K]: abstract new (...args: never[]) => infer T } ? T : never;

/** A compiled WebAssembly.Module, when the environment's types declare it. */
type WasmModule = typeof globalThis extends { WebAssembly: { Module: abstract new (...args: never[]) => infer T } } ? T : never;

/** The .wasm's bytes, or the module compiled from them. */
export type SyncInitInput = ArrayBuffer | ArrayBufferView | WasmModule;

/** Where the .wasm is (a URL, or a fetch Response), its bytes, or the compiled module. */
export type InitInput = string | Ambient<'URL'> | Ambient<'Response'> | SyncInitInput;

/**
 * Loads the engine (browsers, bundlers, workers). Without `input`, loads
 * the .wasm that ships with the package (fetched from beside the glue, or,
 * in an esbuild or Rollup bundle, compiled from the bytes the bundle
 * carries), one task later, so that a page's own `init(url)` made in the
 * meantime is the one loaded. Calling it again does nothing. In Node the
 * package loads itself on import and this does nothing. Rejects with an
 * EngineError whose code is 'load-failed'. Until it has loaded, `new Game()`
 * and Game's static methods throw 'not-initialised'.
 */
export default function init(input?: InitInput | Promise<InitInput>): Promise<void>;

/** Loads the engine synchronously from the .wasm's bytes or a compiled module. */
export function initSync(input: SyncInitInput): void;

// pass() is defined by the package's JavaScript (js/api.js) over apply().
declare module '../pkg/dice_rex_circe.js' {
  interface Game {
    /**
     * Passes, where a pass is one of the legal moves (Vegas Fun Chess: die
     * 2's optional face, or the turn after giving check): `apply('0000')`.
     * Throws an EngineError whose code is 'illegal-move' anywhere else,
     * with the game unchanged.
     */
    pass(): void;
  }
}
