// The package's entry for browsers and bundlers. `init()` fetches and
// compiles the .wasm (next to the glue, found through import.meta.url, which
// bundlers such as Vite rewrite); `initSync(bytes)` compiles given bytes.
// Either fails with an Error whose code is 'load-failed'; calling them again
// once loaded does nothing.
import load, { initSync as loadSync, Game } from '../pkg/dice_rex_circe.js';
import { finishGame, loaders } from './api.js';

finishGame(Game);

const { init, initSync } = loaders(load, loadSync, 'the engine');

export default init;
export { initSync, Game };
