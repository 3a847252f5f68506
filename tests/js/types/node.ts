// Node only (lib es2022, types node): the package's Node entries load
// themselves; initSync also takes a Buffer, and errors are Errors.
import { readFileSync } from 'node:fs';
import { Game, initSync } from 'dice-rex-circe';
import type { EngineError } from 'dice-rex-circe';

initSync(readFileSync('node_modules/dice-rex-circe/pkg/dice_rex_circe_bg.wasm'));
const game = new Game({ seed: 7 });
try {
  game.roll();
} catch (e) {
  if (e instanceof Error && (e as EngineError).code === 'wrong-phase') process.stdout.write(`${e.message}\n`);
}
