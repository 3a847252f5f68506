// The package's entry for browsers and for bundlers that emit assets
// (webpack, Vite, Parcel: the `webpack`, `browser`+`production` and
// `browser`+`development` conditions). `init()` fetches and compiles the
// .wasm as it streams in (next to the glue, found through import.meta.url,
// which those bundlers rewrite), and when it is not there (a bundler that
// rewrote that URL without emitting the file: Rollup with
// nodeResolve({ browser: true }); a server that does not serve .wasm files)
// the copy the package carries (js/inline/engine-wasm.js), imported only
// then; `initSync(bytes)` compiles given bytes. Either fails with an Error
// whose code is 'load-failed'; calling them again once loaded does
// nothing. `Game` fails with 'not-initialised' until then.
import * as glue from '../pkg/dice_rex_circe.js';
import { carriedWasm, entry } from './api.js';

const { init, initSync, Game } = entry(glue, 'the engine', {
  fallback: () => import('./inline/engine-wasm.js').then((copy) => carriedWasm(copy.default)),
});

export default init;
export { initSync, Game };
