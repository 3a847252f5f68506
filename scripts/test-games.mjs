// The finished games the review's tests read (tests/data/games/), made
// again with today's engine: seeded games of Dice Rex Circe in which each
// side plays as a player of the app would, at a level of the computer or
// as the Hint suggests (HINT_SEARCH), every move asked of a game read from
// the record so far, as the app asks its worker. The dice come from the
// seed. A level plays by its node budget without its time cap (src/ai/
// mod.rs, Level::limits), as the Hint does, so that a game is the same
// however loaded the machine is. The search decides every move, so when
// it changes the games change: run this again, then check the tests that
// name their turns (tests/e2e/analysis.test.mjs).
//
//   npm run build:ai && node scripts/test-games.mjs [name…]
//
// With no name, every game is made again.
import { writeFileSync } from 'node:fs';
import { Game } from '../js/ai-node.js';
import { HINT_SEARCH } from '../www/js/opponents.js';

/** The levels' node budgets (src/ai/mod.rs, Level::limits). */
const EASY = { nodes: 300 };
const MEDIUM = { nodes: 1500 };

/** Each game: its seed, and how each side chooses its moves (a bestMove() search). */
const GAMES = {
  // Black plays every move the Hint suggests; White is the computer at the medium level.
  'black-follows-hint': { seed: 13, white: MEDIUM, black: HINT_SEARCH },
  // Black at the easy level, White at the medium level: Black's choices cost something.
  'black-costly': { seed: 22, white: MEDIUM, black: EASY },
};

/** A game longer than this many moves is a fault of the players, not a game to keep. */
const MAX_PLIES = 1000;

/** Plays the game `spec` describes to its end; returns its record. */
function play({ seed, white, black }) {
  const game = new Game({ seed });
  try {
    while (game.result() === null) {
      if (game.history().length > MAX_PLIES) throw new Error(`seed ${seed}: no result after ${MAX_PLIES} moves`);
      if (game.phase() === 'roll') {
        game.roll();
        continue;
      }
      // A fresh game from the record, as the app's worker reads each request: the search starts from nothing.
      const asked = Game.fromRecord(game.toRecord());
      try {
        game.apply(asked.bestMove(game.turn() === 'white' ? white : black).move.uci);
      } finally {
        asked.free();
      }
    }
    return game.toRecord();
  } finally {
    game.free();
  }
}

const names = process.argv.slice(2);
for (const name of names.length ? names : Object.keys(GAMES)) {
  const spec = GAMES[name];
  if (!spec) throw new Error(`no game named ${name} (known: ${Object.keys(GAMES).join(', ')})`);
  const file = new URL(`../tests/data/games/${name}.pgn`, import.meta.url);
  const record = play(spec);
  writeFileSync(file, record);
  console.log(`wrote tests/data/games/${name}.pgn (seed ${spec.seed}): ${record.split('\n').find((l) => l.startsWith('[Result'))}`);
}
