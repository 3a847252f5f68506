// `dice-rex-circe/core` for bundlers that do not emit assets (the
// `default` condition, as js/index-inline.js): init() without inputs
// compiles the bytes of both modules, which this entry carries
// (js/inline/core-wasm.js and js/inline/engine-wasm.js, base64).
import init_, { initSync, ready as ready_, Game } from './core.js';
import { decodeBase64 } from './api.js';
import core from './inline/core-wasm.js';
import cold from './inline/engine-wasm.js';

/** As js/core.js's init(), with the carried bytes for the inputs left out. */
export default function init(input, coldInput) {
  return init_(input ?? decodeBase64(core), coldInput ?? decodeBase64(cold));
}

/** As js/core.js's ready(), with the carried bytes for the cold module when it was not started (init(input, false)). */
export function ready() {
  return init().then(() => ready_());
}

export { initSync, Game };
