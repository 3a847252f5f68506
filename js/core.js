// The package's two-module entry for browsers and for bundlers that emit
// assets (README, "Two modules"): `init()` loads the core module
// (pkg-core/, what a game needs: positions, moves, the turn, the dice,
// playing and undo, the rule sets' table) and resolves, then starts loading
// the cold module (the full one, pkg/) in the background; `ready()`
// resolves once it is in. `init(input, false)` loads the core alone, and
// the cold module waits for the first `ready()` (a page that wants it once
// its board is up). The cold methods (toRecord, whyIllegal, diagram,
// perft, Game.fromRecord, the shared dice: js/split.js), a game from a FEN
// and a move in SAN work from then on, synchronously, and fail with
// 'not-initialised' before. `initSync(core, cold)` compiles given
// bytes (or modules) of both. The main entry (js/index.js) loads the full
// module alone. A module that is not where its glue looks is loaded from
// the copy the package carries (js/inline/), as js/index.js does.
import loadCore, { initSync as loadCoreSync, Game as CoreGame } from '../pkg-core/dice_rex_circe_core.js';
import loadCold, { initSync as loadColdSync, Game as ColdGame } from '../pkg/dice_rex_circe.js';
import { carriedWasm, finishGame, guardGame, loaders } from './api.js';
import { splitGame } from './split.js';

const cold = loaders(loadCold, loadColdSync, "the engine's cold module", {
  fallback: () => import('./inline/engine-wasm.js').then((copy) => carriedWasm(copy.default)),
});
const construct = splitGame(CoreGame, () => ColdGame, cold.loaded, (call) =>
  `${call} needs the engine's cold module (FEN and SAN reading, records, diagrams, refusals, shared dice), which is not loaded yet: await ready() first`);
finishGame(CoreGame);
finishGame(ColdGame);

const core = loaders(loadCore, loadCoreSync, 'the engine', {
  fallback: () => import('./inline/core-wasm.js').then((copy) => carriedWasm(copy.default)),
});
const Game = guardGame(CoreGame, core.loaded, construct);

let coldLoad = null;

/**
 * Loads the core module (`input`: its URL, Response, bytes or module), then
 * starts the cold one (`coldInput`), unless `coldInput` is false: then the
 * first ready() starts it.
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

/** Both modules from given bytes or modules, at once. */
export function initSync(coreInput, coldInput) {
  core.initSync(coreInput);
  cold.initSync(coldInput);
}

export { Game };
