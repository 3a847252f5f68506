// The one module that talks to the rules engine (the wasm package of issue
// 4, copied into www/engine/ by scripts/build-www.sh). Everything the app
// knows about the game comes through here: the UI holds no rules.
//
// The engine comes in two modules (the package's two-module entry, in its
// form that imports the cold module's glue with the cold module,
// js/core-lazy.js): the core (pkg-core/: a game, its moves, the dice, the rule
// sets' table), which the board needs for its first paint, and the cold
// module (pkg/: records, refusals, diagrams), which whenCold() fetches once
// the board is up. Until it is in, a Match's record(), whyIllegal(),
// diagram(), boardAt() and Match.fromRecord() throw 'not-initialised':
// their callers wait for whenCold() (coldLoaded() says whether they must).

import init, { Game, ready as coldReady } from '../engine/js/core-lazy.js';

/** The engine's Game itself, for the friend game's session (remote/), which plays one directly. */
export { Game };

let ready = null;
let cold = null;
let coldIn = false;
let liveMatches = 0;

/** How many Matches hold a game in wasm memory (not yet freed): embedded boards must free theirs. */
export function liveMatchCount() {
  return liveMatches;
}

/**
 * Loads and compiles the engine's core module once (not the cold one: see
 * whenCold()); later calls share the promise. `compiled`, a promise of the
 * core's WebAssembly.Module that the page started compiling early (the
 * app's engine/preload.js), saves the wait; if it fails, the core is
 * fetched and compiled as usual.
 */
export function loadEngine(compiled) {
  if (!ready) ready = compiled ? compiled.then((module) => init(module, false), () => init(undefined, false)) : init(undefined, false);
  return ready;
}

/**
 * Loads the engine's cold module (records, refusals, diagrams), after the
 * core, once; resolves when it is in. `compiled`, a promise of the cold
 * module's WebAssembly.Module that the page started compiling early (the
 * app's engine/preload.js, when a saved game needs it before the board),
 * saves the wait; if it fails, the module is fetched as usual. A load that
 * failed (offline before the first visit was cached) is tried again by the
 * next call.
 */
export function whenCold(compiled) {
  if (held) return held.promise.then(() => whenCold(compiled));
  const given = () => (compiled ? compiled.then((module) => init(undefined, module), () => {}) : null);
  // Marked as the load starts (once, and again after a failure): the app's tests read when it was asked for.
  if (!cold) performance.mark('drc:cold-asked');
  cold ||= loadEngine().then(given).then(() => coldReady()).then(() => { coldIn = true; }, (err) => {
    cold = null;
    throw err;
  });
  return cold;
}

let held = null;

/**
 * Holds the cold module back: until the returned function is called,
 * whenCold() starts no load and its callers wait (the app's boot: a game
 * saved as it starts, a refusal asked at once, wait for the board to be
 * up, so that nothing of the cold module competes with the first load).
 * The release starts nothing by itself: a whenCold() made before it, or
 * by it, does.
 */
export function holdCold() {
  if (!held) {
    let release;
    const promise = new Promise((resolve) => { release = resolve; });
    held = { promise, release };
  }
  const mine = held;
  return () => {
    if (held !== mine) return;
    held = null;
    mine.release();
  };
}

/** Whether the cold module is in: record(), whyIllegal(), diagram(), boardAt() and Match.fromRecord() work. */
export function coldLoaded() {
  return coldIn;
}

/** A record of shared dice without its commitments and secrets: the rolls stay, as dice entered by hand. */
export function withoutSharedDice(text) {
  return text.replace(/^\[FairDice\s+"[^"\n]*"\][^\S\n]*\n?/m, '').replace(/\{reveal\b[^}]*\}\s?/g, '');
}

let ruleSetList = null;
// The rule sets of games read one by one (a game's ruleSet()) before the
// whole table was: the board names its rules at its first paint, and
// building the table for that one name took 4 to 10 ms of it.
const gameSets = new Map();

/** Every named rule set (Game.ruleSets(), read once): { name, displayName, description, seeds, facets }. */
export function ruleSets() {
  ruleSetList ||= Game.ruleSets();
  return ruleSetList;
}

/** The named rule set `name`, or undefined. */
export function ruleSetNamed(name) {
  if (!ruleSetList && gameSets.has(name)) return gameSets.get(name);
  return ruleSets().find((r) => r.name === name);
}

/**
 * A game as the app uses it: the engine's Game plus read-only snapshots.
 * Every method that can fail throws an Error whose message comes from the
 * engine and says what was wrong; the game is then unchanged.
 */
export class Match {
  /** @param {{fen?: string, seed?: number, rules?: string}} options */
  constructor(options = {}, game = null) {
    this.verifiedRolls = null;
    const opts = {};
    if (options.fen) opts.fen = options.fen;
    if (options.rules) opts.rules = options.rules;
    if (Number.isInteger(options.seed)) opts.seed = options.seed;
    this.game = game || new Game(opts);
    liveMatches += 1;
  }

  /**
   * Reads a record. A game played with shared dice (a `FairDice` tag, see
   * docs/fair-dice.md) has every roll checked against both players'
   * secrets as it is read, then goes on with this device's dice, since
   * the players' secrets cannot roll here: `verifiedRolls` is then the
   * number of rolls checked (else null).
   */
  static fromRecord(text) {
    const game = Game.fromRecord(text);
    const fair = game.fairDice();
    if (!fair) return new Match({}, game);
    game.free();
    const match = new Match({}, Game.fromRecord(withoutSharedDice(text)));
    match.verifiedRolls = fair.rolls;
    return match;
  }

  /** Whether the engine's cold module is in (records, refusals, diagrams): see coldLoaded(). */
  static coldLoaded() {
    return coldLoaded();
  }

  /** Resolves once the engine's cold module is in, loading it if it was not: see whenCold(). */
  static whenCold(compiled) {
    return whenCold(compiled);
  }

  /** Holds the cold module back until the returned function is called: see holdCold(). */
  static holdCold() {
    return holdCold();
  }

  /** What the rules mean for a player, as the engine states them (RuleFacts: dice count, win, check…). */
  facts() {
    this.ruleFacts ||= this.game.ruleFacts();
    return this.ruleFacts;
  }

  /** Whether the rules roll the dice before a turn's move (dice chess) rather than after a king move. */
  rollFirst() {
    return this.facts().rollFirst;
  }

  /**
   * The game's rule set as Game.ruleSets() describes it: { name,
   * displayName, description, facets }; a combination without a name
   * gets its facets as its name.
   */
  ruleSet() {
    this.set ||= this.readRuleSet();
    return this.set;
  }

  readRuleSet() {
    const rules = this.game.rules();
    if (typeof rules === 'string') {
      // The game's own entry, as the table gives it, without the table.
      if (!ruleSetList && !gameSets.has(rules)) gameSets.set(rules, this.game.ruleSet());
      return ruleSetNamed(rules);
    }
    const text = Object.entries(rules).map(([k, v]) => `${k}=${v}`).join(',');
    return { name: text, displayName: text, description: '', facets: rules, facts: this.facts() };
  }

  /** How many dice a roll has in these rules: 3, 2, 1, or 0 (no dice). */
  diceCount() {
    return this.facts().diceCount;
  }

  /** Whether the side to move is in check (rule sets with check). */
  inCheck() { return this.game.inCheck(); }

  /** Everything the views draw, read once per change. */
  snapshot() {
    const g = this.game;
    return {
      board: g.board(),
      turn: g.turn(),
      phase: g.phase(),
      dice: g.dice(),
      legalMoves: g.legalMoves(),
      result: g.result(),
      history: g.history(),
      turns: g.turns(),
      fen: g.fen(),
      inCheck: g.inCheck(),
      diceCount: this.diceCount(),
      rollFirst: this.rollFirst(),
      // What each face of each die shows, and what the dice panel shows now (the engine's words for it).
      dieFaces: this.facts().dieFaces ?? [],
      diceView: g.diceView(),
      // Whether a pass is one of the legal moves now (the panel's Pass button plays it).
      mayPass: g.mayPass(),
      extras: this.facts().extraState ? g.boardExtras() : null,
    };
  }

  fen() { return this.game.fen(); }
  record() { return this.game.toRecord(); }
  apply(move) { return this.game.apply(move); }
  roll() { return this.game.roll(); }
  /** Physical dice: returns them as the engine keeps them (ascending, or in order where each die has its own faces). */
  rollWith(dice) { return this.game.rollWith(dice); }
  /** Passes, where a pass is one of the legal moves (the move `0000`); throws 'illegal-move' elsewhere. */
  pass() { return this.apply('0000'); }
  undo() { return this.game.undo(); }
  resign(color) { this.game.resign(color); }
  agreeDraw() { this.game.agreeDraw(); }
  rebirthSquareOf(square) { return this.game.rebirthSquareOf(square); }
  /** Why a move (UCI, SAN or {from, to}) is refused now (the engine's Refusal), or null when it is allowed. */
  whyIllegal(move) { return this.game.whyIllegal(move); }
  /** The position (after `options.ply` moves, else now) as an SVG image. */
  diagram(options) { return this.game.diagram(options); }

  /**
   * The board after the first `plies` moves, for stepping through the game:
   * a copy of the game read back from its record and taken back move by move.
   */
  boardAt(plies) {
    const copy = Game.fromRecord(this.game.toRecord());
    try {
      while (copy.history().length > plies && copy.undo()) { /* step back */ }
      return copy.board();
    } finally {
      copy.free();
    }
  }

  /** Frees the game's wasm memory now; later calls do nothing. */
  free() {
    if (!this.game) return;
    this.game.free();
    this.game = null;
    liveMatches -= 1;
  }
}
