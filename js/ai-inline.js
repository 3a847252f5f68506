// `dice-rex-circe/ai` for bundlers that do not emit assets (the `default`
// condition, as js/index-inline.js): `init()` without an argument compiles
// the bytes this entry carries (js/inline/ai-wasm.js).
import * as glue from '../pkg-ai/dice_rex_circe_ai.js';
import { carriedWasm, entry } from './api.js';
import copy from './inline/ai-wasm.js';

const { init, initSync, Game } = entry(glue, 'the computer opponent', { defaultInput: () => carriedWasm(copy) });

export default init;
export { initSync, Game };
