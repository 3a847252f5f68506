// The core module's Game with the cold module's methods (README, "Two
// modules"). The core module (pkg-core/, src/wasm.rs without the `cold`
// feature) holds what a game needs, and the rule sets' table
// (Game.ruleSets); the cold methods (src/wasm/cold.rs: records, diagrams,
// refusals) run in the full module (pkg/), on a twin of the game: the
// twin is made the first
// time a cold method is called, from the game's options, and is brought up
// to date before each cold call by replaying, in order, the calls that
// changed the game since (a roll as the dice it gave, a move as its UCI).
// The core reads moves as UCI only, with a short refusal: a move in SAN is
// read by the twin, which gives its UCI, and a refused move gets the
// twin's full words once the cold module is in. A game from a FEN (the
// FEN reader is the full module's too) and a record read
// (Game.fromRecord) are games of the full module, which has every method
// of the core's. The shared dice (src/wasm/fair.rs, with their hashing)
// are the full module's too: `shareDice` hands the game to its twin,
// which plays every call of the game from then on. Pure plumbing: no
// chess rules here.

import { codedError, finishGame, guardGame } from './api.js';

/** The calls that change a game, and how each is replayed on its twin. */
const CHANGES = {
  // A move as the UCI of the move played (SAN and objects were read once).
  apply: (result) => ['apply', result.uci],
  // A roll as its dice: the twin's own source would roll others.
  roll: (result) => ['rollWith', Array.from(result)],
  rollWith: (result, args) => ['rollWith', args[0]],
  undo: (result) => (result ? ['undo'] : null),
  resign: (result, args) => ['resign', args[0]],
  agreeDraw: () => ['agreeDraw'],
};

/**
 * The cold module's methods of a game, and its static ones (the shared
 * dice' chains among them). `reveal` and `claimWithheld` are the twin's:
 * a core game has no shared dice, and its twin refuses them as the full
 * module's game does.
 */
export const COLD_METHODS = ['toRecord', 'whyIllegal', 'diagram', 'perft', 'reveal', 'claimWithheld'];
export const COLD_STATICS = ['fromRecord', 'chainAnchor', 'chainSecret'];

/** The calls that read a move's text: the core reads UCI only. */
const MOVE_READERS = ['apply', 'isLegal', 'moveInfo'];

/** A core game's answers about shared dice, which it never has (after shareDice its twin answers). */
const UNSHARED = { fairDice: () => null, rollDue: () => null };

const OPTIONS = Symbol('options');
const LOG = Symbol('changes');
const TWIN = Symbol('twin');
/** The twin that plays the game since `shareDice` (the game is handed to it). */
const HANDED = Symbol('handed');

function define(object, key, value) {
  Object.defineProperty(object, key, { value, writable: true, configurable: true, enumerable: false });
}

/**
 * Every method of the core's game: the twin's once the game is handed to
 * it (shared dice); a change is logged for the twin's replay. free() frees
 * the twin too.
 */
function routeMethods(proto) {
  for (const key of Object.getOwnPropertyNames(proto)) {
    const method = proto[key];
    if (key === 'constructor' || key === 'free' || key.startsWith('__') || typeof method !== 'function') continue;
    const replay = CHANGES[key];
    define(proto, key, replay === undefined
      ? function played(...args) {
        const handed = this[HANDED];
        return handed === undefined ? method.apply(this, args) : handed[key](...args);
      }
      : function changed(...args) {
        const handed = this[HANDED];
        if (handed !== undefined) return handed[key](...args);
        const result = method.apply(this, args);
        const change = replay(result, args);
        if (change !== null && this[LOG] !== undefined) this[LOG].push(change);
        return result;
      });
  }
  const free = proto.free;
  define(proto, 'free', function free_() {
    this[TWIN]?.free();
    this[TWIN] = undefined;
    this[HANDED] = undefined;
    this[LOG] = undefined;
    return free.call(this);
  });
}

/**
 * Gives `CoreGame` (the core module's class, before finishGame) the cold
 * methods, run on the full module's class (`coldGame()` gives it, and is
 * only called once `coldLoaded()`, so that an entry may import the cold
 * glue late: js/core-lazy.js); before, they throw 'not-initialised' with `notLoaded`'s message. Returns
 * the constructor (`construct(target, args, newTarget)`, for
 * js/api.js's guardGame): a game from a FEN is the full module's, any
 * other the core's, which keeps its options for its twin.
 */
export function splitGame(CoreGame, coldGame, coldLoaded, notLoaded) {
  const proto = CoreGame.prototype;
  for (const [key, answer] of Object.entries(UNSHARED)) define(proto, key, answer);
  // A move's text: the core's answer for UCI; SAN (which the core refuses
  // with 'not-initialised') the twin's UCI, played by the core; a refusal
  // with the twin's words when the cold module is in.
  for (const key of MOVE_READERS) {
    const read = proto[key];
    if (typeof read !== 'function') continue;
    define(proto, key, {
      [key](move) {
        try {
          return read.call(this, move);
        } catch (error) {
          if (error?.code === 'not-initialised') {
            const twinGame = twin(this, `${key}('${String(move).slice(0, 40)}'), a move in SAN,`);
            return key === 'isLegal' ? twinGame.isLegal(move) : read.call(this, twinGame.moveInfo(move).uci);
          }
          // The twin refuses the same move, in full words.
          if (error?.code === 'illegal-move' && coldLoaded()) twin(this, `${key}()`).moveInfo(move);
          throw error;
        }
      },
    }[key]);
  }
  routeMethods(proto);

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
    define(proto, key, {
      [key](...args) {
        return twin(this, `${key}()`)[key](...args);
      },
    }[key]);
  }
  // The shared dice are the full module's: the game is handed to its
  // twin, once the twin has taken them.
  define(proto, 'shareDice', function shareDice(...args) {
    const twinGame = this[HANDED] ?? twin(this, 'shareDice()');
    twinGame.shareDice(...args);
    this[HANDED] = twinGame;
  });
  for (const key of COLD_STATICS) {
    define(CoreGame, key, {
      [key](...args) {
        if (!coldLoaded()) throw codedError('not-initialised', notLoaded(`Game.${key}()`));
        return coldGame()[key](...args);
      },
    }[key]);
  }
  // A record's game (the full module's) is a Game too.
  Object.defineProperty(CoreGame, Symbol.hasInstance, {
    value: (value) => Function.prototype[Symbol.hasInstance].call(CoreGame, value)
      || (coldLoaded() && Function.prototype[Symbol.hasInstance].call(coldGame(), value)),
    configurable: true,
  });

  /**
   * A new game: from a FEN or a combination of facets (an object of them, or
   * `name,facet=value`), the full module's; else the core's, which keeps
   * what it was made from, for its twin.
   */
  return function construct(target, args, newTarget) {
    const options = args[0];
    const cold = coldOptions(options);
    if (cold) {
      if (!coldLoaded()) throw codedError('not-initialised', notLoaded(cold));
      return new (coldGame())(...args);
    }
    const game = Reflect.construct(target, args, newTarget);
    game[OPTIONS] = options === undefined || options === null ? options : copyOptions(options);
    game[LOG] = [];
    return game;
  };
}

/** What in `new Game(options)` only the cold module reads (a FEN, facets), as the error names it; null for none. */
function coldOptions(options) {
  if (typeof options !== 'object' || options === null) return null;
  if (options.fen !== undefined) return 'a game from a FEN (new Game({ fen }))';
  const { rules } = options;
  if ((typeof rules === 'object' && rules !== null) || (typeof rules === 'string' && rules.includes(','))) {
    return 'a game of a combination of facets (new Game({ rules }) with facets)';
  }
  return null;
}

/** The options as they were when the game was made (a caller may change its object later). */
function copyOptions(options) {
  if (typeof options !== 'object') return options;
  return { ...options };
}

/**
 * The two-module entries' `Game`, `init`, `ready` and `initSync` (js/core.js,
 * and js/core-lazy.js, which imports the cold glue late): `core` and `cold`
 * are the modules' loaders (api.js `loaders`), `coldGame()` the cold
 * module's Game class once its glue is in.
 */
export function twoModules(CoreGame, coldGame, core, cold) {
  const construct = splitGame(CoreGame, coldGame, cold.loaded, (call) =>
    `${call} needs the engine's cold module (FEN and SAN reading, records, diagrams, refusals, shared dice, rule sets of facets), which is not loaded yet: await ready() first`);
  finishGame(CoreGame);
  const Game = guardGame(CoreGame, core.loaded, construct);
  let coldLoad = null;

  /**
   * Loads the core module (`input`: its URL, Response, bytes or module), then
   * starts the cold one (`coldInput`), unless `coldInput` is false: then the
   * first ready() starts it.
   */
  async function init(input, coldInput) {
    await core.init(input);
    if (coldInput === false) return;
    coldLoad ??= cold.init(coldInput);
    // A cold module that fails is reported by ready() and the cold calls.
    coldLoad.catch(() => {});
  }

  /** Resolves once the cold module is loaded (starting it, and init(), if they were not); fails with 'load-failed' if it cannot be. */
  function ready() {
    if (cold.loaded()) return Promise.resolve();
    if (coldLoad === null) return init().then(() => coldLoad);
    return coldLoad;
  }

  /** Both modules from given bytes or modules, at once. */
  function initSync(coreInput, coldInput) {
    core.initSync(coreInput);
    cold.initSync(coldInput);
  }

  return { Game, init, ready, initSync };
}
