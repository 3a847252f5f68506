// The package's entry for Node (import, and require() on Node 20.19 or
// later): reads the .wasm from disk and loads it at import time, so
// `new Game()` works at once. `init` and `initSync` are exported too and
// do nothing more.
import { readFileSync } from 'node:fs';
import init, { initSync, Game } from './index.js';

initSync(readFileSync(new URL('../pkg/dice_rex_circe_bg.wasm', import.meta.url)));

export default init;
export { initSync, Game };
