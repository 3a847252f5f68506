// The package's entry for bundlers that do not emit assets (esbuild,
// Rollup: the `default` condition): the same as js/index.js, but `init()`
// without an argument compiles the .wasm's bytes, which this entry carries
// (js/inline/engine-wasm.js, gzipped in base64, written by
// scripts/build-element.sh). `init(url)` still fetches the .wasm from `url`.
import * as glue from '../pkg/dice_rex_circe.js';
import { carriedWasm, entry } from './api.js';
import copy from './inline/engine-wasm.js';

const { init, initSync, Game } = entry(glue, 'the engine', { defaultInput: () => carriedWasm(copy) });

export default init;
export { initSync, Game };
