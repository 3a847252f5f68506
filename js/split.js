// The core module's Game with the cold module's methods (README, "Two
// modules"). The core module (pkg-core/, src/wasm.rs without the `cold`
// feature) holds what a game needs, and the rule sets' table
// (Game.ruleSets); the cold methods (src/wasm/cold.rs: records, diagrams,
// refusals) run in the full module (pkg/), on a twin of the game: the
// twin is made the first
// time a cold method is called, from the game's options, and is brought up
// to date before each cold call by replaying, in order, the calls that
// changed the game since (a roll as the dice it gave, a move as its UCI).
// A record read (Game.fromRecord) is a game of the full module, which has
// every method of the core's. Pure plumbing: no chess rules here.

import { codedError } from './api.js';

/** The calls that change a game, and how each is replayed on its twin. */
const CHANGES = {
  // A move as the UCI of the move played (SAN and objects were read once).
  apply: (result) => ['apply', result.uci],
  // A roll as its dice: the twin's own source would roll others.
  roll: (result) => ['rollWith', Array.from(result)],
  rollWith: (result, args) => ['rollWith', args[0]],
  undo: (result) => (result ? ['undo'] : null),
  pass: () => ['pass'],
  resign: (result, args) => ['resign', args[0]],
  agreeDraw: () => ['agreeDraw'],
  shareDice: (result, args) => ['shareDice', ...args],
  reveal: (result, args) => ['reveal', ...args],
  claimWithheld: (result, args) => ['claimWithheld', args[0]],
};

/** The cold module's methods of a game, and its static ones. */
export const COLD_METHODS = ['toRecord', 'whyIllegal', 'diagram', 'perft'];
export const COLD_STATICS = ['fromRecord'];

const OPTIONS = Symbol('options');
const LOG = Symbol('changes');
const TWIN = Symbol('twin');

/**
 * Gives `CoreGame` (the core module's class, before finishGame) the cold
 * methods, run on the full module's class (`coldGame()` gives it, and is
 * only called once `coldLoaded()`, so that an entry may import the cold
 * glue late: js/core-lazy.js); before, they throw 'not-initialised' with
 * `notLoaded`'s message. Returns the constructor hook that keeps a new
 * game's options (`made`).
 */
export function splitGame(CoreGame, coldGame, coldLoaded, notLoaded) {
  const proto = CoreGame.prototype;
  for (const [key, replay] of Object.entries(CHANGES)) {
    const method = proto[key];
    Object.defineProperty(proto, key, {
      value: function changed(...args) {
        const result = method.apply(this, args);
        const change = replay(result, args);
        if (change !== null && this[LOG] !== undefined) this[LOG].push(change);
        return result;
      },
      writable: true,
      configurable: true,
      enumerable: false,
    });
  }
  const free = proto.free;
  Object.defineProperty(proto, 'free', {
    value: function free_() {
      this[TWIN]?.free();
      this[TWIN] = undefined;
      this[LOG] = undefined;
      return free.call(this);
    },
    writable: true,
    configurable: true,
    enumerable: false,
  });

  /** The game's twin in the cold module, up to date. */
  function twin(game, call) {
    if (!coldLoaded()) throw codedError('not-initialised', notLoaded(call));
    if (game[TWIN] === undefined) game[TWIN] = new (coldGame())(game[OPTIONS]);
    const twinGame = game[TWIN];
    for (const [key, ...args] of game[LOG]) twinGame[key](...args);
    game[LOG] = [];
    return twinGame;
  }

  for (const key of COLD_METHODS) {
    Object.defineProperty(proto, key, {
      value: {
        [key](...args) {
          return twin(this, `${key}()`)[key](...args);
        },
      }[key],
      writable: true,
      configurable: true,
      enumerable: false,
    });
  }
  for (const key of COLD_STATICS) {
    Object.defineProperty(CoreGame, key, {
      value: {
        [key](...args) {
          if (!coldLoaded()) throw codedError('not-initialised', notLoaded(`Game.${key}()`));
          return coldGame()[key](...args);
        },
      }[key],
      writable: true,
      configurable: true,
      enumerable: false,
    });
  }
  // A record's game (the full module's) is a Game too.
  Object.defineProperty(CoreGame, Symbol.hasInstance, {
    value: (value) => Function.prototype[Symbol.hasInstance].call(CoreGame, value)
      || (coldLoaded() && Function.prototype[Symbol.hasInstance].call(coldGame(), value)),
    configurable: true,
  });

  /** Keeps what the game was made from, for its twin. */
  return function made(game, options) {
    game[OPTIONS] = options === undefined || options === null ? options : copyOptions(options);
    game[LOG] = [];
    return game;
  };
}

/** The options as they were when the game was made (a caller may change its object later). */
function copyOptions(options) {
  if (typeof options !== 'object') return options;
  const copy = { ...options };
  if (typeof copy.rules === 'object' && copy.rules !== null) copy.rules = { ...copy.rules };
  return copy;
}
