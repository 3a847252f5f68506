// The package's `dice-rex-circe/ai` entry for browsers, bundlers and
// workers: the computer opponent's build of the engine, whose Game has
// everything the main entry's Game has plus bestMove(). It is a separate
// .wasm (larger, with the search), loaded only by those who import it.
// A search blocks its thread: in a page, run it in a worker (the
// <dice-rex-circe> element does, with element/ai/worker.js). `init` and
// `initSync` are the main entry's, for this .wasm, with its carried copy
// (js/inline/ai-wasm.js) when the .wasm is not where the glue looks.
import * as glue from '../pkg-ai/dice_rex_circe_ai.js';
import { carriedWasm, entry } from './api.js';

const { init, initSync, Game } = entry(glue, 'the computer opponent', {
  fallback: () => import('./inline/ai-wasm.js').then((copy) => carriedWasm(copy.default)),
});

export default init;
export { initSync, Game };
