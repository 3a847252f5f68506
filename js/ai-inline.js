// `dice-rex-circe/ai` for bundlers that do not emit assets (the `default`
// condition, as js/index-inline.js): `init()` without an argument compiles
// the bytes this entry carries (js/inline/ai-wasm.js).
import load, { initSync as loadSync, Game as RawGame } from '../pkg-ai/dice_rex_circe_ai.js';
import { carriedWasm, finishGame, guardGame, loaders } from './api.js';
import copy from './inline/ai-wasm.js';

finishGame(RawGame);

const { init, initSync, loaded } = loaders(load, loadSync, 'the computer opponent', { defaultInput: () => carriedWasm(copy) });
const Game = guardGame(RawGame, loaded);

export default init;
export { initSync, Game };
