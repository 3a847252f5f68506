// The types of `dice-rex-circe/core`, the two-module entry (README, "Two
// modules"): the same Game and value types as the main entry; init() loads
// the core module and then starts the cold one, ready() waits for it.
import type { InitInput, SyncInitInput } from './index.js';

export { Game } from './index.js';
export type * from './index.js';

/**
 * Loads the core module (what a game needs, and the rule sets' table),
 * then starts loading the cold module (FEN and SAN reading, records,
 * diagrams, refusals, perft, shared dice) in the background, unless `coldInput` is false: then the
 * first ready() starts it. Resolves once the core is loaded. Without inputs, loads the
 * .wasm files that ship with the package. Rejects with an EngineError
 * whose code is 'load-failed'. Until the cold module is in, `toRecord()`,
 * `whyIllegal()`, `diagram()`, `perft()`, `Game.fromRecord()`, the
 * shared dice (`shareDice()`, `reveal()`, `claimWithheld()`,
 * `Game.chainAnchor()`, `Game.chainSecret()`), a game from a FEN
 * (`new Game({ fen })`) and a move in SAN (`apply('Nf3')`, `isLegal()`,
 * `moveInfo()`; UCI and move objects need only the core) throw
 * 'not-initialised', and a refused move has its code with short words
 * ("illegal move 'e2e5': not a move allowed now"); from then on every
 * call answers as the main entry's.
 */
export default function init(input?: InitInput | Promise<InitInput>, coldInput?: InitInput | Promise<InitInput> | false): Promise<void>;

/** Resolves once the cold module is loaded (starting it, and init(), if they were not). */
export function ready(): Promise<void>;

/** Loads both modules synchronously from their bytes or compiled modules. */
export function initSync(input: SyncInitInput, coldInput: SyncInitInput): void;
