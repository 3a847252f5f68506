// The package's entry for browsers and bundlers. `init()` fetches and
// compiles the .wasm (next to the glue, found through import.meta.url, which
// bundlers such as Vite rewrite); `initSync(bytes)` compiles given bytes.
import load, { initSync as loadSync, Game } from '../pkg/dice_rex_circe.js';
import { finishGame, loadFailed } from './api.js';

finishGame(Game);

export { Game };

/**
 * Loads the engine. `input` is where the .wasm is (a URL or a Response),
 * its bytes or a compiled WebAssembly.Module; by default the .wasm that
 * ships with the package. Calling it again does nothing. A failure
 * rejects with an Error whose code is 'load-failed'.
 */
export default async function init(input) {
  try {
    await load(input === undefined ? undefined : { module_or_path: input });
  } catch (err) {
    throw loadFailed(err);
  }
}

/** Loads the engine from the .wasm's bytes or a compiled WebAssembly.Module. */
export function initSync(input) {
  try {
    loadSync({ module: input });
  } catch (err) {
    throw loadFailed(err);
  }
}
