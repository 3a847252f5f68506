// The two-module entry of js/core.js (the same `init`, `ready` and `Game`)
// whose cold module's glue (pkg/dice_rex_circe.js) is imported when the
// cold module is loaded, not with this module: a page's first load then
// fetches the core's glue alone. The app's entry (www/js/engine.js); not
// published. It has no `initSync`, which needs both glues at once: a
// caller that compiles both modules synchronously uses js/core.js.
import loadCore, { initSync as loadCoreSync, Game as CoreGame } from '../pkg-core/dice_rex_circe_core.js';
import { finishGame, guardGame, loaders } from './api.js';
import { splitGame } from './split.js';

let ColdGame = null;
let coldGlue = null;

/** The cold module's glue, imported once (again after a failed import: offline, say). */
function importColdGlue() {
  coldGlue ??= import('../pkg/dice_rex_circe.js').then((glue) => {
    finishGame(glue.Game);
    ColdGame = glue.Game;
    return glue;
  }, (err) => {
    coldGlue = null;
    throw err;
  });
  return coldGlue;
}

const cold = loaders((input) => importColdGlue().then((glue) => glue.default(input)), () => {
  throw new Error('js/core-lazy.js has no initSync: use js/core.js');
}, "the engine's cold module");
const construct = splitGame(CoreGame, () => ColdGame, cold.loaded, (call) =>
  `${call} needs the engine's cold module (FEN and SAN reading, records, diagrams, refusals, shared dice), which is not loaded yet: await ready() first`);
finishGame(CoreGame);

const core = loaders(loadCore, loadCoreSync, 'the engine');
const Game = guardGame(CoreGame, core.loaded, construct);

let coldLoad = null;

/**
 * Loads the core module (`input`: its URL, Response, bytes or module), then
 * starts the cold one (`coldInput`), unless `coldInput` is false: then the
 * first ready() starts it. As js/core.js's init().
 */
export default async function init(input, coldInput) {
  await core.init(input);
  if (coldInput === false) return;
  coldLoad ??= cold.init(coldInput);
  // A cold module that fails is reported by ready() and the cold calls.
  coldLoad.catch(() => {});
}

/** Resolves once the cold module is loaded (starting it, and init(), if they were not); fails with 'load-failed' if it cannot be. */
export function ready() {
  if (cold.loaded()) return Promise.resolve();
  if (coldLoad === null) return init().then(() => coldLoad);
  return coldLoad;
}

export { Game };
