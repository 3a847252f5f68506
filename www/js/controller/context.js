// The state a controller's parts share (controller.js): the game played
// (`match`, a Match of engine.js), the game set aside while the analysis
// board is open, the computer opponents, when the last animation ends,
// and the helpers every part uses to change the state. The engine comes in
// as `Match`, so that the parts run in Node with a stand-in.

import { opponentFor } from '../opponents.js';

const COLORS = ['white', 'black'];

/**
 * The pace of the board: how long a move's animation lasts (a factor of
 * anim.js's), the dice tumble, and the pause after each step before the
 * computer takes its next one (a step of about 0.4 s at 'normal').
 */
export const PACES = {
  normal: { anim: 1, roll: 400, pause: 180 },
  fast: { anim: 0.4, roll: 160, pause: 40 },
  off: { anim: 0, roll: 0, pause: 0 },
};

/**
 * The parts' shared context. `api` is the controller once composed; the
 * options are createController's, with `Match` the engine's game class.
 */
export function createContext(store, persist, {
  Match, emit = () => {}, canMove = () => true, tr, onComputerFailed = null,
}) {
  const s = store.state;
  const ctx = {
    store, s, persist, emit, canMove, tr, onComputerFailed, Match,
    api: null,
    match: null,
    rollFirst: false,
    rebirthCache: new Map(),
    opponents: null,
    /** The game set aside while the analysis board is open: { match, origin, rollFirst }. */
    stash: null,
    /** When the animation of the last move or roll ends (performance.now() time). */
    busyUntil: 0,
  };

  ctx.refresh = (change) => {
    store.update((st) => {
      st.snap = ctx.match.snapshot();
      ctx.rebirthCache = new Map();
      st.hintMove = null;
      st.notice = null;
      if (change) change(st);
    });
  };

  ctx.save = () => {
    // A game against a friend keeps its own journal (remote/storage.js).
    if (ctx.stash || ctx.match.remote) return;
    // The record needs the engine's cold module (engine.js), which comes
    // once the board is up: the game is saved as it stands then.
    if (ctx.coldMissing()) ctx.afterCold(ctx.save);
    else persist.saveGame(ctx.match.record(), s.origin);
  };

  /** Whether the engine's cold module (records, refusals, diagrams) is still to come; a Match without one has it all. */
  ctx.coldMissing = () => typeof ctx.Match.coldLoaded === 'function' && !ctx.Match.coldLoaded();

  const waiting = new Set();
  /**
   * Runs `fn` once the engine's cold module is in (once however often it is
   * asked meanwhile), if a game is still on; `failed(err)` runs instead if
   * the module cannot be loaded.
   */
  ctx.afterCold = (fn, failed = () => {}) => {
    if (waiting.has(fn)) return;
    waiting.add(fn);
    ctx.Match.whenCold().then(() => {
      waiting.delete(fn);
      if (ctx.match) fn();
    }, (err) => {
      waiting.delete(fn);
      if (ctx.match) failed(err);
    });
  };

  ctx.pace = () => {
    return PACES[s.settings.pace] || PACES.normal;
  };

  withOpponents(ctx);
  withStateHelpers(ctx);
  return ctx;
}

/** The context's computer opponents, and what follows every change of the game. */
function withOpponents(ctx) {
  const { s } = ctx;
  /** The computer's colour in this game, or null when people play both sides (the analysis board, a friend). */
  ctx.computerColor = () => {
    return s.settings.opponent === 'computer' && !ctx.stash && !(ctx.match && ctx.match.remote) ? s.settings.computerSide : null;
  };

  /**
   * Whether a person may act on the board now: a game is shown, the board
   * takes moves at all (`canMove`), and the side to move is not the
   * computer's. Every way a person's move or roll arrives (a click, a
   * drag, the keyboard, the move field, the dice's button and form, a
   * pass) asks this; the computer plays through `computerApi`.
   */
  ctx.personsTurn = () => !!s.snap && ctx.canMove() && s.snap.turn !== ctx.computerColor();

  /**
   * What a computer opponent acts through (opponents.js): the game, its
   * own move and roll, which no person's turn check stops, the pace of
   * its steps, and its failure.
   */
  ctx.computerApi = {
    get match() { return ctx.match; },
    play: (uci) => ctx.playMove(uci),
    roll: () => ctx.rollDice(),
    afterStep: (fn) => ctx.api.afterStep(fn),
    computerFailed: (err) => ctx.api.computerFailed(err),
  };

  /** The computer opponent setting, as opponents.js takes it: level null means people play both sides. */
  ctx.opponentSetting = () => {
    const st = s.settings;
    return { level: st.opponent === 'human' || ctx.stash ? null : st.level, side: st.computerSide };
  };

  /** Destroys the opponent objects (setting changed, new game, or the board is going away). */
  ctx.dropOpponents = () => {
    if (ctx.opponents) {
      for (const c of COLORS) ctx.opponents[c]?.destroy();
    }
    ctx.opponents = null;
  };

  ctx.opponentOf = (color) => {
    const setting = ctx.opponentSetting();
    const key = JSON.stringify(setting);
    if (ctx.opponents && ctx.opponents.key !== key) ctx.dropOpponents();
    ctx.opponents ||= { key, white: undefined, black: undefined };
    if (ctx.opponents[color] === undefined) ctx.opponents[color] = opponentFor(setting, color);
    return ctx.opponents[color];
  };

  /** settle() again, for the game as it is once the cold module is in. */
  ctx.settleLater = () => ctx.settle();

  /** After every change of the game: save, roll when automatic, let a computer opponent act. */
  ctx.settle = () => {
    ctx.save();
    const snap = s.snap;
    if (snap.result) return;
    // Against a friend, both sides are people (remote/ui.js).
    const opponent = ctx.match.remote ? null : ctx.opponentOf(snap.turn);
    if (snap.phase === 'roll' && !opponent && s.settings.autoRoll && !s.settings.physical && !ctx.stash) {
      ctx.rollDice();
      return;
    }
    if (!opponent) return;
    // The computer is sent the game's record (the cold module's): it acts once that is in.
    if (ctx.coldMissing()) {
      ctx.afterCold(ctx.settleLater, (err) => ctx.api.computerFailed(err));
      return;
    }
    try {
      opponent.act(snap, ctx.computerApi);
    } catch (err) {
      ctx.api.computerFailed(err);
    }
  };
}

/** The context's helpers for the state: the pick, the board as a game starts, a pass, the end, the status line, the players' names. */
function withStateHelpers(ctx) {
  const { store, s, emit, tr } = ctx;
  ctx.clearPick = (st) => {
    st.selected = null;
    st.drag = null;
    st.promotion = null;
    st.picker = null;
    st.error = null;
  };

  /** The board as a game (re)starts: nothing picked, the live position, no animation, the banner free to show. */
  ctx.clearBoard = (st) => {
    ctx.clearPick(st);
    st.viewPly = null;
    st.viewBoard = null;
    st.anim = null;
    st.rolling = null;
    st.bannerDismissed = false;
  };

  /** Runs a change that may end the game, and reports the end. */
  ctx.ending = (change) => {
    const before = s.snap && s.snap.result;
    change();
    if (!before && s.snap.result) emit('end', s.snap.result);
  };

  /** Shows `text` in the status line until the next change ('refusal', 'hint', 'info'). */
  ctx.notify = (kind, text) => {
    store.update((st) => { st.notice = { kind, text }; });
  };

  /**
   * The names of the two sides as this player reads them: the loaded
   * record's, else who plays them now (You and the computer, You and your
   * friend on another device, Player 1 and 2 on one device).
   */
  ctx.playerNames = () => {
    const given = s.origin.players;
    if (given) return given;
    const remote = ctx.match && ctx.match.remote ? ctx.match.session : null;
    if (remote) return remote.me === 'white' ? { white: tr('you'), black: tr('friendName') } : { white: tr('friendName'), black: tr('you') };
    const computer = ctx.computerColor();
    const name = (color) => {
      if (!computer) return tr(color === 'white' ? 'player1' : 'player2');
      return color === computer ? tr('computerName', s.settings.level) : tr('you');
    };
    return { white: name('white'), black: name('black') };
  };
}
