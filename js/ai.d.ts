// The types of `dice-rex-circe/ai` (README, "The computer opponent"): the
// engine's Game plus bestMove(), from the AI build's glue. The value types
// are the main entry's.
import type { InitInput, SyncInitInput } from './index.js';

export { Game } from '../pkg-ai/dice_rex_circe_ai.js';
export type { BestMove, SearchOptions } from '../pkg-ai/dice_rex_circe_ai.js';
export type * from './index.js';

/** Loads the computer opponent's engine (browsers, bundlers, workers); in Node it loads itself on import. */
export default function init(input?: InitInput | Promise<InitInput>): Promise<void>;

/** Loads it synchronously from the .wasm's bytes or a compiled module. */
export function initSync(input: SyncInitInput): void;
