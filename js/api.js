// What the package's JavaScript adds to the Game class that wasm-bindgen
// makes from src/wasm.rs (docs/js-api.md, with "Errors"): moves
// given as { from, to, promotion }, a `freed` error for a game used after
// free() (and a harmless second free()), and `load-failed` for a .wasm
// that cannot be fetched or compiled. Every other error comes from the
// engine with its code.

/** An Error with `code`, and `cause` when it wraps another error. */
export function codedError(code, message, cause) {
  const error = cause === undefined ? new Error(message) : new Error(message, { cause });
  error.code = code;
  return error;
}

/** An error's message, or the thrown value as text. */
function describeError(err) {
  return err && err.message ? err.message : String(err);
}

/** The error of an engine whose .wasm could not be loaded. */
function loadFailed(cause, what) {
  return codedError('load-failed', `${what} could not be loaded: ${describeError(cause)}`, cause);
}

/** The bytes written in base64 `text`. */
function decodeBase64(text) {
  if (typeof Uint8Array.fromBase64 === 'function') return Uint8Array.fromBase64(text);
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * The bytes of a .wasm that the package carries (js/inline/, written by
 * scripts/build-element.sh): `text` is its gzip in base64, which the
 * platform's DecompressionStream inflates.
 */
export async function carriedWasm(text) {
  const inflated = new Blob([decodeBase64(text)]).stream().pipeThrough(new DecompressionStream('gzip'));
  return new Uint8Array(await new Response(inflated).arrayBuffer());
}

/** The glues (their `load` functions) whose .wasm is loaded. */
const loadedGlues = new WeakSet();

/** The next task: what a page's modules run at once (its own `init(url)`) runs before it. */
const nextTask = () => new Promise((resolve) => { setTimeout(resolve, 0); });

/**
 * The entry's `init(input?)` and `initSync(input)` for a glue's loaders
 * (`load`, `loadSync`): they take the input itself (a URL, a Response,
 * bytes or a compiled WebAssembly.Module), do nothing once loaded, and
 * fail with 'load-failed', naming `what` could not be loaded. Without an
 * input, `init` loads `defaultInput()` (by default the glue's own choice:
 * the .wasm next to it), one task later, and joins any load started in
 * the meantime: a page that imports the element and then calls
 * `init(url)` has its URL honoured, though the element asked first. When
 * that default load fails and there is a `fallback()` (the input of the
 * copy the package carries, imported only then), it is loaded instead: a
 * bundler that rewrote the glue's `new URL('…_bg.wasm', import.meta.url)`
 * without emitting the file (Rollup), or a server that does not serve
 * .wasm files, costs a failed request and not the engine. An input the
 * caller gave is never replaced. `loaded()` says whether the .wasm is
 * loaded.
 */
export function loaders(load, loadSync, what, { defaultInput = () => undefined, fallback = null } = {}) {
  let started = null;
  const given = (input) => (input === undefined ? undefined : { module_or_path: input });
  function begin(input, otherwise) {
    const attempt = load(given(input)).catch((err) => {
      if (otherwise === null) throw err;
      return Promise.resolve().then(otherwise).then((copy) => load(given(copy))).catch((again) => {
        throw new Error(`${describeError(err)} (and the package's own copy: ${describeError(again)})`, { cause: err });
      });
    }).then(() => {
      loadedGlues.add(load);
    }, (err) => {
      if (started === attempt) started = null;
      throw loadFailed(err, what);
    });
    started = attempt;
    return attempt;
  }
  return {
    async init(input) {
      if (input !== undefined) {
        await (loadedGlues.has(load) ? undefined : begin(input, null));
        return;
      }
      await nextTask();
      if (loadedGlues.has(load)) return;
      await (started ?? begin(defaultInput(), fallback));
    },
    initSync(input) {
      try {
        loadSync({ module: input });
      } catch (err) {
        throw loadFailed(err, what);
      }
      loadedGlues.add(load);
    },
    loaded: () => loadedGlues.has(load),
  };
}

/**
 * An entry's `init`, `initSync` and `Game` for a wasm-bindgen glue
 * (`glue`, its module: the default loader, initSync and Game): the Game
 * finished (finishGame) and guarded until loaded (guardGame), the loaders
 * given `what` and `options` (see loaders).
 */
export function entry(glue, what, options) {
  finishGame(glue.Game);
  const { init, initSync, loaded } = loaders(glue.default, glue.initSync, what, options);
  return { init, initSync, Game: guardGame(glue.Game, loaded) };
}

/** An object's own enumerable properties, read once into a plain object (whose `__proto__` is a property like any). */
function plainCopy(object, what) {
  let keys;
  try {
    keys = Object.keys(object);
  } catch (err) {
    throw codedError('bad-option', `listing ${what}s failed`, err);
  }
  return Object.fromEntries(keys.map((key) => {
    try {
      return [key, object[key]];
    } catch (err) {
      throw codedError('bad-option', `reading ${what} ${quoted(key)} failed`, err);
    }
  }));
}

/**
 * The options of `new Game(options)`, read once as plain data (and a
 * `rules` object of facets with them): a getter or a Proxy of the
 * caller's runs here, once, and what it throws is refused with
 * 'bad-option' (its cause), as the engine refuses it.
 */
function readOptions(options) {
  if (typeof options !== 'object' || options === null || isArray(options)) return options;
  const plain = plainCopy(options, 'the option');
  const { rules } = plain;
  if (typeof rules === 'object' && rules !== null && !isArray(rules)) plain.rules = plainCopy(rules, 'the facet');
  return plain;
}

/**
 * `Game` as the entry exports it: the same class, whose constructor and
 * static methods fail with 'not-initialised' (instead of a TypeError from
 * inside the glue) until `loaded()`. `construct(target, args, newTarget)`
 * makes each game (js/split.js's makes a game from a FEN in the cold
 * module, and keeps the options of the others).
 */
export function guardGame(Game, loaded, construct = Reflect.construct) {
  const notLoaded = (call) => codedError('not-initialised',
    `${call} needs the engine, which is not loaded yet: call await init() first (in a browser or a bundle; the Node entry loads it at import)`);
  const guarded = new Map();
  return new Proxy(Game, {
    construct(target, args, newTarget) {
      if (!loaded()) throw notLoaded('new Game()');
      return construct(target, args.length === 0 ? args : [readOptions(args[0]), ...args.slice(1)], newTarget);
    },
    get(target, key) {
      const value = Reflect.get(target, key);
      if (typeof value !== 'function' || typeof key !== 'string' || key.startsWith('__')) return value;
      if (!guarded.has(key)) {
        guarded.set(key, {
          [key](...args) {
            if (!loaded()) throw notLoaded(`Game.${key}()`);
            return value.apply(target, args);
          },
        }[key]);
      }
      return guarded.get(key);
    },
  });
}

const SQUARE = /^[a-h][1-8]$/;
/** A pass in UCI (a Move with `pass: true`). */
const PASS_UCI = '0000';
const PROMOTION = { Q: 'q', R: 'r', B: 'b', N: 'n', q: 'q', r: 'r', b: 'b', n: 'n' };

/** Whether `value` is an array (false for a revoked Proxy, whose Array.isArray throws). */
function isArray(value) {
  try {
    return Array.isArray(value);
  } catch {
    return false;
  }
}

/** `text` between quotes for a message, cut to 40 characters with an ellipsis, as the engine quotes (src/quote.rs). */
function quoted(text) {
  return text.length > 40 ? `'${text.slice(0, 40)}…'` : `'${text}'`;
}

/** A short description of a value for error messages. */
function describe(value) {
  if (value === null || value === undefined) return String(value);
  if (typeof value === 'string') return `the string ${quoted(value)}`;
  if (isArray(value)) return 'an array';
  return typeof value === 'number' ? `the number ${value}` : `a value of type ${typeof value}`;
}

/**
 * A move argument as the engine reads it: text as it is (UCI or SAN), and
 * `{ from, to, promotion }` (any object with those keys, such as a Move
 * from legalMoves()) as UCI text. Anything else goes to the engine as it
 * is, which refuses it with 'bad-argument'.
 */
export function moveText(move) {
  if (typeof move !== 'object' || move === null || isArray(move)) return move;
  let fields;
  try {
    fields = { from: move.from, to: move.to, promotion: move.promotion, pass: move.pass };
  } catch (err) {
    // A getter or a Proxy's trap of the caller's threw: what it threw is the cause.
    throw codedError('bad-argument', 'reading the move object failed', err);
  }
  // A pass from legalMoves() plays as its UCI.
  if (fields.pass === true) return PASS_UCI;
  const { from, to, promotion } = fields;
  if (from === undefined || to === undefined) {
    throw codedError('bad-argument', "a move object needs from and to, such as { from: 'e2', to: 'e4' }");
  }
  for (const [key, square] of [['from', from], ['to', to]]) {
    if (typeof square !== 'string' || !SQUARE.test(square)) {
      throw codedError('bad-square', `the move's ${key} must be a square from a1 to h8, not ${describe(square)}`);
    }
  }
  if (promotion === undefined || promotion === null) return from + to;
  if (typeof promotion !== 'string' || !Object.hasOwn(PROMOTION, promotion)) {
    throw codedError('bad-argument', `the move's promotion must be 'Q', 'R', 'B', 'N' or null, not ${describe(promotion)}`);
  }
  return from + to + PROMOTION[promotion];
}

function define(object, key, value) {
  Object.defineProperty(object, key, { value, writable: true, configurable: true, enumerable: false });
}

/**
 * The calls during which the engine holds its game and may run the
 * caller's code: an option's getter or a Proxy's trap as it reads the
 * options (or the dice), and analyse()'s onProgress.
 */
const HOLDING = ['diagram', 'bestMove', 'odds', 'analyse', 'rollWith'];
/** The calls that change or free a game, which the engine cannot run while it holds the game. */
const CHANGING = ['apply', 'roll', 'rollWith', 'pass', 'undo', 'resign', 'agreeDraw', 'shareDice', 'reveal', 'claimWithheld', 'free'];

/** The games held (see HOLDING), each with the call that holds it; `holds` counts them, so that a call checks the map only while one is. */
const heldBy = new WeakMap();
let holds = 0;

/** The 'busy' error of `name`() called on `game` while it is held, or null when it is not. */
function busy(game, name) {
  const holder = holds > 0 ? heldBy.get(game) : undefined;
  if (holder === undefined) return null;
  const from = holder === 'analyse' ? 'onProgress or an option\'s getter' : holder === 'rollWith' ? 'a getter of the dice' : 'an option\'s getter';
  return codedError('busy', `cannot call ${name}() during ${holder}() (from its ${from}): `
    + `the game can change, or be freed, once ${holder}() has returned`);
}

/**
 * `method` holding the game while it runs: a change or free() of the game
 * from the caller's code that it runs throws 'busy' instead of leaving the
 * engine's hold on the game unreleased (every later call refused, free()
 * too).
 */
function holding(name, method) {
  return {
    [name](...args) {
      const refused = busy(this, name);
      if (refused !== null && CHANGING.includes(name)) throw refused;
      if (heldBy.has(this) || typeof this !== 'object' || this === null) return method.apply(this, args);
      heldBy.set(this, name);
      holds += 1;
      try {
        return method.apply(this, args);
      } finally {
        heldBy.delete(this);
        holds -= 1;
      }
    },
  }[name];
}

/** `method`, refused with 'busy' while the game is held. */
function refusedWhileHeld(name, method) {
  return {
    [name](...args) {
      const refused = busy(this, name);
      if (refused !== null) throw refused;
      return method.apply(this, args);
    },
  }[name];
}

/** The prototypes finishGame has finished. */
const finishedProtos = new WeakSet();

/**
 * Finishes `Game` (a class made by wasm-bindgen): moves as objects,
 * `freed` and `busy`. A live game's calls pay only a type check on a move
 * argument and, for the calls that change it, a counter's check: a freed
 * game gets a prototype whose every method throws 'freed' (and whose
 * free() does nothing), and a change looks up whether its game is held
 * only while some game is (see HOLDING).
 */
export function finishGame(Game) {
  const proto = Game.prototype;
  // Two entries of one glue (js/index.js and js/core.js, both in one page) finish its Game once.
  if (finishedProtos.has(proto)) return;
  finishedProtos.add(proto);
  const { free: glueFree } = proto;
  let freedProto = null;
  // A move as text, or as an object whose fields are read first: a getter
  // of the caller's that freed the game meanwhile gets the freed game's
  // refusal rather than the engine's call on a game that is gone.
  for (const name of ['apply', 'isLegal', 'moveInfo', 'whyIllegal']) {
    const method = proto[name];
    if (typeof method !== 'function') continue;
    define(proto, name, {
      [name](move) {
        if (typeof move === 'string') return method.call(this, move);
        const text = moveText(move);
        return Object.getPrototypeOf(this) === freedProto ? freedProto[name].call(this) : method.call(this, text);
      },
    }[name]);
  }
  // A pass is a move (`0000`), played as every move is: pass() is that
  // move's name (declared beside the glue's types, js/index.d.ts).
  define(proto, 'pass', function pass() {
    this.apply(PASS_UCI);
  });
  for (const name of CHANGING) {
    if (typeof proto[name] === 'function' && !HOLDING.includes(name)) define(proto, name, refusedWhileHeld(name, proto[name]));
  }
  for (const name of HOLDING) {
    if (typeof proto[name] === 'function') define(proto, name, holding(name, proto[name]));
  }
  const { free } = proto;

  freedProto = Object.create(proto);
  for (const key of Reflect.ownKeys(proto)) {
    const method = Object.getOwnPropertyDescriptor(proto, key).value;
    // The glue's own helpers (__destroy_into_raw) are not the API.
    if (key === 'constructor' || typeof method !== 'function' || String(key).startsWith('__')) continue;
    const name = String(key);
    define(freedProto, key, method === free ? function free() {} : function freed() {
      throw codedError('freed', `cannot call ${name}(): this game was freed by free(); make a new Game`);
    });
  }
  const finishedFree = function free_() {
    free.call(this);
    Object.setPrototypeOf(this, freedProto);
  };
  define(proto, 'free', finishedFree);
  if (typeof Symbol.dispose === 'symbol' && proto[Symbol.dispose] === glueFree) {
    define(proto, Symbol.dispose, finishedFree);
    define(freedProto, Symbol.dispose, function free() {});
  }
}
