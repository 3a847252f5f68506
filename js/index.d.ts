// The types of the package (README, "JavaScript API"). The Game class and
// the value types are declared, with their documentation, in the glue that
// wasm-bindgen generates from src/wasm.rs.
export { Game } from '../pkg/dice_rex_circe.js';
export type {
  Color,
  GameOptions,
  GameResult,
  Move,
  Phase,
  ResultReason,
  Role,
  RulesName,
  Turn,
} from '../pkg/dice_rex_circe.js';

/** Where the .wasm is, its bytes, or the compiled module. */
export type InitInput = RequestInfo | URL | Response | BufferSource | WebAssembly.Module;

/**
 * Loads the engine (browsers, bundlers, workers). Without `input`, fetches
 * the .wasm that ships with the package. Calling it again does nothing.
 * In Node the package loads itself on import and this does nothing.
 */
export default function init(input?: InitInput | Promise<InitInput>): Promise<void>;

/** Loads the engine synchronously from the .wasm's bytes or a compiled module. */
export function initSync(input: BufferSource | WebAssembly.Module): void;
