#!/usr/bin/env node
// Writes www/js/variant-examples.js, the small live boards of the New game
// dialog: for each named rule set, the key move of its one example
// (scripts/rule-set-examples.mjs, the example the variants pages show),
// with the position before it. Every move is played through the engine
// (npm run build first), so that a move the engine refuses stops the
// script. `--check` exits 1 when the file is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { Game } from '../js/node.js';
import { ruleSetExamples } from './rule-set-examples.mjs';

const root = new URL('..', import.meta.url).pathname;
const OUT = `${root}www/js/variant-examples.js`;

export function examples() {
  const all = ruleSetExamples();
  const out = {};
  for (const set of Game.ruleSets()) {
    const key = all[set.name]?.key;
    if (!key) throw new Error(`no example for ${set.name}`);
    // The dialog plays the move from the position alone: check that it can.
    const game = new Game({ rules: set.name, fen: key.fen });
    const san = game.apply(key.move).san;
    game.free();
    if (san !== key.san) throw new Error(`${set.name}: ${key.move} is ${san} from its position, ${key.san} in the example`);
    out[set.name] = key;
  }
  return out;
}

function moduleText(list) {
  const lines = Object.entries(list).map(([name, ex]) => `  '${name}': ${JSON.stringify(ex)},`);
  return `// Written by scripts/variant-examples.mjs from scripts/rule-set-examples.mjs: do not edit.
// For each rule set, the key move of its one example (the one the variants
// pages show) and the position before it, for the New game dialog's board.

export default {
${lines.join('\n')}
};
`;
}

const text = moduleText(examples());
if (process.argv.includes('--check')) {
  const now = readFileSync(OUT, 'utf8');
  if (now !== text) {
    console.error('www/js/variant-examples.js is stale: run node scripts/variant-examples.mjs');
    process.exit(1);
  }
} else {
  writeFileSync(OUT, text);
  console.log(`wrote ${OUT}`);
}
