// The two-module entry of js/core.js (the same `init`, `ready` and `Game`)
// whose cold module's glue (pkg/dice_rex_circe.js) is imported when the
// cold module is loaded, not with this module: a page's first load then
// fetches the core's glue alone. The app's entry (www/js/engine.js); not
// published. It has no `initSync`, which needs both glues at once: a
// caller that compiles both modules synchronously uses js/core.js.
import loadCore, { initSync as loadCoreSync, Game as CoreGame } from '../pkg-core/dice_rex_circe_core.js';
import { finishGame, loaders } from './api.js';
import { twoModules } from './split.js';

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
const core = loaders(loadCore, loadCoreSync, 'the engine');
const { Game, init, ready } = twoModules(CoreGame, () => ColdGame, core, cold);

export default init;
export { Game, ready };
