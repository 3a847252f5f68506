// The package's entry for bundlers that do not emit assets (esbuild,
// Rollup: the `default` condition): the same as js/index.js, but `init()`
// without an argument compiles the .wasm's bytes, which this entry carries
// (js/inline/engine-wasm.js, gzipped in base64, written by
// scripts/build-element.sh). `init(url)` still fetches the .wasm from `url`.
import load, { initSync as loadSync, Game as RawGame } from '../pkg/dice_rex_circe.js';
import { carriedWasm, finishGame, guardGame, loaders } from './api.js';
import copy from './inline/engine-wasm.js';

finishGame(RawGame);

const { init, initSync, loaded } = loaders(load, loadSync, 'the engine', { defaultInput: () => carriedWasm(copy) });
const Game = guardGame(RawGame, loaded);

export default init;
export { initSync, Game };
