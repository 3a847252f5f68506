// The two-module entry for Node: reads both .wasm files from disk and
// loads them at import time (js/core.js), so that every call works at once.
import { readFileSync } from 'node:fs';
import init, { initSync, ready, Game } from './core.js';

initSync(readFileSync(new URL('../pkg-core/dice_rex_circe_core_bg.wasm', import.meta.url)),
  readFileSync(new URL('../pkg/dice_rex_circe_bg.wasm', import.meta.url)));

export default init;
export { initSync, ready, Game };
