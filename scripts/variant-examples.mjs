#!/usr/bin/env node
// Writes www/js/variant-examples.js, the small live boards of the New game
// dialog: for each named rule set, one example position and move from
// tests/data/variants-examples.txt (VARIANTS.md §§2–3, checked against
// Popeye), the one whose move has the most effects; for the few sets the
// file has no example of, a position chosen here. Every move is played
// through the engine (npm run build first), so that a move the engine
// refuses stops the script. `--check` exits 1 when the file is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { Game } from '../js/node.js';

const root = new URL('..', import.meta.url).pathname;
const OUT = `${root}www/js/variant-examples.js`;
const CAPTURE = 'rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2';
/** Rule sets with no example in the data file: a position and move of their own (and a roll for dice chess). */
const OWN = {
  'dice-rex-circe': { fen: `${CAPTURE.replace(' KQkq ', ' - ')} -`, move: 'e4d5' },
  orthodox: { fen: CAPTURE, move: 'e4d5' },
  'hydra-circe': { fen: 'k7/8/8/2n5/3Q4/8/8/7K w - - 0 1', move: 'd4c5' },
  'horizontal-mirror-circe': { fen: '6k1/8/8/2p5/3Q4/8/1p6/7K w - - 0 1', move: 'd4c5' },
  'coucou-circe': { fen: '6k1/3r4/8/2p5/3Q4/8/7K/8 w - - 0 1', move: 'd4c5/d1n' },
  'dice-chess': { fen: `${CAPTURE} ?`, roll: [1, 4], move: 'e4d5' },
  'dice-chess-one-die': { fen: `${CAPTURE.replace(' KQkq ', ' - ')} ?`, roll: [1], move: 'e4d5' },
};

function fromData() {
  const best = new Map();
  for (const line of readFileSync(`${root}tests/data/variants-examples.txt`, 'utf8').split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const [, rules, stip, fen, legal] = line.split('|');
    if (stip !== '~1' || rules.includes(',') || !legal) continue;
    for (const entry of legal.split(';')) {
      const [uci, effects = ''] = entry.split('=');
      const weight = effects ? effects.split(',').length : 0;
      if (!best.has(rules) || weight > best.get(rules).weight) best.set(rules, { fen, move: uci, weight });
    }
  }
  return best;
}

export function examples() {
  const data = fromData();
  const out = {};
  for (const set of Game.ruleSets()) {
    const ex = data.get(set.name) || OWN[set.name];
    if (!ex) throw new Error(`no example for ${set.name}`);
    const game = new Game({ rules: set.name, fen: ex.fen });
    if (ex.roll) game.rollWith(ex.roll);
    const move = game.apply(ex.move);
    game.free();
    out[set.name] = { fen: ex.fen, ...(ex.roll ? { roll: ex.roll } : {}), move: ex.move, san: move.san };
  }
  return out;
}

function moduleText(list) {
  const lines = Object.entries(list).map(([name, ex]) => `  '${name}': ${JSON.stringify(ex)},`);
  return `// Written by scripts/variant-examples.mjs from tests/data/variants-examples.txt: do not edit.
// One example per rule set for the New game dialog's live board: a
// position, the roll (dice chess) and a move that shows the rule.

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
