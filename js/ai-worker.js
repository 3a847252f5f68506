// The computer opponent's engine as the <dice-rex-circe> element's worker
// loads it (element/ai/worker.js): js/ai.js without the copy of the .wasm
// that js/ai.js falls back on, so that a bundler that builds the worker as
// one script (Vite's default) does not put that copy in it. When its .wasm
// cannot be loaded, the worker answers 'load-failed', and the element's
// client (element/ai/client.js) starts its carried worker
// (element/inline/ai/), which has the copy. Not an entry of the package.
import * as glue from '../pkg-ai/dice_rex_circe_ai.js';
import { entry } from './api.js';

const { init, initSync, Game } = entry(glue, 'the computer opponent');

export default init;
export { initSync, Game };
