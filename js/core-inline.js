// `dice-rex-circe/core` for bundlers that do not emit assets (the
// `default` condition, as js/index-inline.js): init() without inputs
// compiles the bytes of both modules, which this entry carries
// (js/inline/core-wasm.js and js/inline/engine-wasm.js, gzipped in base64).
import init_, { initSync, ready as ready_, Game } from './core.js';
import { carriedWasm } from './api.js';
import core from './inline/core-wasm.js';
import cold from './inline/engine-wasm.js';

/**
 * A carried module as an input that is inflated only when a load awaits
 * it (a thenable: the glue awaits its input once it must load it), so
 * that a call once loaded inflates nothing.
 */
const carried = (text) => ({ then: (resolve, reject) => carriedWasm(text).then(resolve, reject) });

/** As js/core.js's init(), with the carried bytes for the inputs left out. */
export default function init(input, coldInput) {
  return init_(input ?? carried(core), coldInput ?? carried(cold));
}

/** As js/core.js's ready(), with the carried bytes for the cold module when it was not started (init(input, false)). */
export function ready() {
  return init().then(() => ready_());
}

export { initSync, Game };
