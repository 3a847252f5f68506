// What the player can do, as functions: each asks the engine (the game
// class passed in as `Match`, engine.js's in the app), then updates the
// state once. Input handlers and buttons call these; none of them draws
// anything. The app and every embedded board (<dice-rex-circe>) each have
// one. The members live in controller/ by what they change: the game
// played (games.js), moves and dice (moves.js), the computer (computer.js),
// positions outside the live game (review.js), over a shared context
// (context.js); none of them imports the engine, so they run in Node.

import { appTranslator } from './strings.js';
import { createContext } from './controller/context.js';
import { computerActions } from './controller/computer.js';
import { gamesActions } from './controller/games.js';
import { movesActions } from './controller/moves.js';
import { reviewActions } from './controller/review.js';

export { PACES } from './controller/context.js';

/**
 * `persist` saves the game and settings (the app's persist.js, or no-ops
 * for an embedded board). Options: `Match`, the engine's game class
 * (engine.js); `emit(type, detail)` hears 'move' (the engine's Move plus
 * its colour), 'roll' ({dice, color}) and 'end' (the result); `canMove()`
 * says whether the board takes moves from a person at all; `tr` is the
 * translator for messages (the app's by default); `onComputerFailed(err)`
 * hears that the computer opponent could not move (by default a notice
 * says so).
 */
export function createController(store, persist, { tr = appTranslator, ...options } = {}) {
  if (typeof options.Match !== 'function') throw new TypeError('createController needs the engine\'s Match class');
  const ctx = createContext(store, persist, { tr, ...options });
  const { s } = ctx;
  const api = {
    get match() { return ctx.match; },

    /** The settings (read only; change them with setSetting). */
    get settings() { return s.settings; },

    /** Whether the analysis board is open (the game waits aside). */
    get analysing() { return !!ctx.stash; },

    /** The side the computer plays in this game, or null. */
    computerColor: ctx.computerColor,

    /** The names of both sides: { white, black }. */
    playerNames: ctx.playerNames,

    ...computerActions(ctx),
    ...gamesActions(ctx),
    ...movesActions(ctx),
    ...reviewActions(ctx),
  };
  ctx.api = api;
  return api;
}
