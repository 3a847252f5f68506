// The `dice-rex-circe/ai` entry for Node: reads the computer opponent's
// .wasm from disk and loads it at import time.
import { readFileSync } from 'node:fs';
import init, { initSync, Game } from './ai.js';

initSync(readFileSync(new URL('../pkg-ai/dice_rex_circe_ai_bg.wasm', import.meta.url)));

export default init;
export { initSync, Game };
