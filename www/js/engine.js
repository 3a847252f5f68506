// The one module that talks to the rules engine (the wasm package of issue
// 4, copied into www/engine/ by scripts/build-www.sh). Everything the app
// knows about the game comes through here: the UI holds no rules.

import init, { Game } from '../engine/js/index.js';

let ready = null;
let liveMatches = 0;

/** How many Matches hold a game in wasm memory (not yet freed): embedded boards must free theirs. */
export function liveMatchCount() {
  return liveMatches;
}

/** Loads and compiles the wasm module once; later calls share the promise. */
export function loadEngine() {
  if (!ready) ready = init();
  return ready;
}

let namedRuleSets = null;

/** The engine's named rule sets (`Game.ruleSets()`: name, displayName, description, seeds, facets), read once. */
export function ruleSets() {
  namedRuleSets ||= Game.ruleSets();
  return namedRuleSets;
}

/**
 * A game as the app uses it: the engine's Game plus read-only snapshots.
 * Every method that can fail throws an Error whose message comes from the
 * engine and says what was wrong; the game is then unchanged.
 */
export class Match {
  /** @param {{fen?: string, seed?: number, rules?: string}} options */
  constructor(options = {}, game = null) {
    const opts = {};
    if (options.fen) opts.fen = options.fen;
    if (options.rules) opts.rules = options.rules;
    if (Number.isInteger(options.seed)) opts.seed = options.seed;
    this.game = game || new Game(opts);
    liveMatches += 1;
  }

  static fromRecord(text) {
    return new Match({}, Game.fromRecord(text));
  }

  /** The rule set's dice facet: 'none', 'three-after-king-move', 'two-per-turn' or 'one-per-turn'. */
  diceRule() {
    const rules = this.game.rules();
    const facets = typeof rules === 'string' ? ruleSets().find((r) => r.name === rules).facets : rules;
    return facets.dice;
  }

  /** Whether the rules roll the dice before a turn's move (dice chess) rather than after a king move. */
  rollFirst() {
    return ['two-per-turn', 'one-per-turn'].includes(this.diceRule());
  }

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
    };
  }

  fen() { return this.game.fen(); }
  record() { return this.game.toRecord(); }
  apply(move) { return this.game.apply(move); }
  roll() { return this.game.roll(); }
  rollWith(dice) { this.game.rollWith(dice); }
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
