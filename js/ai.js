// The package's `dice-rex-circe/ai` entry for browsers, bundlers and
// workers: the computer opponent's build of the engine, whose Game has
// everything the main entry's Game has plus bestMove(). It is a separate
// .wasm (larger, with the search), loaded only by those who import it.
// A search blocks its thread: in a page, run it in a worker (the
// <dice-rex-circe> element does, with element/ai/worker.js).
import load, { initSync as loadSync, Game } from '../pkg-ai/dice_rex_circe_ai.js';
import { finishGame, loadFailed } from './api.js';

finishGame(Game);

export { Game };

/** Loads the computer opponent's engine; as `init` of the main entry. */
export default async function init(input) {
  try {
    await load(input === undefined ? undefined : { module_or_path: input });
  } catch (err) {
    throw loadFailed(err, 'the computer opponent');
  }
}

/** Loads it from the .wasm's bytes or a compiled WebAssembly.Module. */
export function initSync(input) {
  try {
    loadSync({ module: input });
  } catch (err) {
    throw loadFailed(err, 'the computer opponent');
  }
}
