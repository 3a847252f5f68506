// The types of `dice-rex-circe/ai` (docs/computer-opponent.md and
// docs/odds.md): the engine's Game plus bestMove(), odds() and
// analyse(), from the AI build's glue. The other value types are the main
// entry's.
import type { InitInput, SyncInitInput } from './index.js';

export { Game } from '../pkg-ai/dice_rex_circe_ai.js';
export type {
  Analysis, AnalysisProgress, BestMove, Chance, MoveOdds, MoveRef, Odds, OddsOptions, RollChoice, RollOdds,
  RollOutcome, SearchOptions,
} from '../pkg-ai/dice_rex_circe_ai.js';
export type * from './index.js';

/** Loads the computer opponent's engine (browsers, bundlers, workers); in Node it loads itself on import. */
export default function init(input?: InitInput | Promise<InitInput>): Promise<void>;

/** Loads it synchronously from the .wasm's bytes or a compiled module. */
export function initSync(input: SyncInitInput): void;

// pass() is defined by the package's JavaScript (js/api.js) over apply().
declare module '../pkg-ai/dice_rex_circe_ai.js' {
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
