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
import { carriedWasm, finishGame, loaders } from './api.js';
import { twoModules } from './split.js';

const cold = loaders(loadCold, loadColdSync, "the engine's cold module", {
  fallback: () => import('./inline/engine-wasm.js').then((copy) => carriedWasm(copy.default)),
});
finishGame(ColdGame);
const core = loaders(loadCore, loadCoreSync, 'the engine', {
  fallback: () => import('./inline/core-wasm.js').then((copy) => carriedWasm(copy.default)),
});
const { Game, init, ready, initSync } = twoModules(CoreGame, () => ColdGame, core, cold);

export default init;
export { Game, ready, initSync };
