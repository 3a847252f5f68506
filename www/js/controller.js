// What the player can do, as functions: each asks the engine (through
// engine.js), then updates the state once. Input handlers and buttons call
// these; none of them draws anything. The app and every embedded board
// (<dice-rex-circe>) each have one.

import { Match } from './engine.js';
import { moveAnimation } from './board/anim.js';
import { opponentFor, hint as askHint } from './opponents.js';
import { appTranslator, errorText } from './strings.js';

const ROLL_MS = 550;
const COLORS = ['white', 'black'];

/**
 * `persist` saves the game and settings (the app's persist.js, or no-ops
 * for an embedded board). Options: `emit(type, detail)` hears 'move' (the
 * engine's Move), 'roll' ({dice, color}) and 'end' (the result);
 * `canMove()` says whether the board takes moves from a person at all;
 * `tr` is the translator for messages (the app's by default);
 * `onComputerFailed(err)` hears that the computer opponent could not move
 * (by default a notice says so).
 */
export function createController(store, persist, {
  emit = () => {}, canMove = () => true, tr = appTranslator, onComputerFailed = null,
} = {}) {
  const s = store.state;
  let match = null;
  let rebirthCache = new Map();
  let opponents = null;

  function refresh(change) {
    store.update((st) => {
      st.snap = match.snapshot();
      rebirthCache = new Map();
      if (change) change(st);
    });
  }

  function save() {
    // A game against a friend keeps its own journal (remote/storage.js).
    if (!match.remote) persist.saveGame(match.record(), s.origin);
  }

  /** The computer opponent setting, as opponents.js takes it: level null means people play both sides. */
  function opponentSetting() {
    const st = s.settings;
    return { level: st.opponent === 'human' ? null : st.level, side: st.computerSide };
  }

  /** Destroys the opponent objects (setting changed, new game, or the board is going away). */
  function dropOpponents() {
    if (opponents) {
      for (const c of COLORS) opponents[c]?.destroy();
    }
    opponents = null;
  }

  function opponentOf(color) {
    const setting = opponentSetting();
    const key = JSON.stringify(setting);
    if (opponents && opponents.key !== key) dropOpponents();
    opponents ||= { key, white: undefined, black: undefined };
    if (opponents[color] === undefined) opponents[color] = opponentFor(setting, color);
    return opponents[color];
  }

  /** After every change of the game: save, roll when automatic, let a computer opponent act. */
  function settle() {
    save();
    const snap = s.snap;
    if (snap.result) return;
    if (snap.phase === 'roll' && s.settings.autoRoll && !s.settings.physical) {
      api.roll();
      return;
    }
    // Against a friend, both sides are people (remote/ui.js).
    const opponent = match.remote ? null : opponentOf(snap.turn);
    if (!opponent) return;
    try {
      opponent.act(snap, api);
    } catch (err) {
      api.computerFailed(err);
    }
  }

  function clearPick(st) {
    st.selected = null;
    st.drag = null;
    st.promotion = null;
    st.error = null;
  }

  /** Runs a change that may end the game, and reports the end. */
  function ending(change) {
    const before = s.snap && s.snap.result;
    change();
    if (!before && s.snap.result) emit('end', s.snap.result);
  }

  const api = {
    get match() { return match; },

    /** The settings (read only; change them with setSetting). */
    get settings() { return s.settings; },

    /** The computer opponent's hooks: whether it is thinking, and why it could not move. */
    thinking(on) { store.update((st) => { st.thinking = on; }); },
    computerFailed(err) {
      if (onComputerFailed) onComputerFailed(err);
      else store.update((st) => { st.message = tr('computerFailed', errorText(err, tr)); });
    },

    /** Asks the computer for a move for the side to act, and shows it: always the hard level's choice (about a tenth of a second), whatever level it plays at. */
    hint() {
      const phase = s.snap.phase;
      if ((phase !== 'move' && phase !== 'bonus') || match.remote) return;
      const record = match.record();
      askHint(record, 'hard').then(
        (answer) => {
          if (match && match.record() === record) store.update((st) => { st.message = tr('hintShows', answer.san); });
        },
        (err) => api.computerFailed(err),
      );
    },

    /** Starts using `m` (a Match); `origin` says how it was started, for the save. */
    setMatch(m, origin = {}, message = null) {
      if (match) match.free();
      dropOpponents();
      match = m;
      refresh((st) => {
        clearPick(st);
        st.viewPly = null;
        st.viewBoard = null;
        st.anim = null;
        st.rolling = null;
        st.origin = origin;
        st.message = message;
      });
      persist.reflectOrigin(origin);
      settle();
    },

    newGame({ seed = null, fen = null } = {}) {
      const origin = {};
      if (Number.isInteger(seed)) origin.seed = seed;
      if (fen) origin.fen = fen;
      api.setMatch(new Match({ seed, fen }), origin);
    },

    /** Throws the engine's error (code 'bad-fen') when the FEN is refused. */
    loadFen(fen) {
      api.setMatch(new Match({ fen: fen.trim() }), { fen: fen.trim() });
    },

    /** Throws the engine's error (code 'bad-record', with its line and column) when the record does not parse. */
    loadRecord(text) {
      const read = Match.fromRecord(text);
      api.setMatch(read, {}, read.verifiedRolls === null ? null : tr.table('friend').verified(read.verifiedRolls));
    },

    /** Moves that start on `square` now (empty when viewing the past, animating the dice, or read-only). */
    movesFrom(square) {
      if (!s.snap || s.viewPly !== null || s.rolling || !canMove()) return [];
      return s.snap.legalMoves.filter((m) => m.from === square);
    },

    select(square) {
      store.update((st) => {
        clearPick(st);
        st.selected = api.movesFrom(square).length ? square : null;
      });
    },

    deselect() {
      store.update(clearPick);
    },

    /** Plays from→to, opening the promotion chooser when several pieces are possible. True if it moved or asked. */
    tryMove(from, to) {
      const moves = api.movesFrom(from).filter((m) => m.to === to);
      if (!moves.length) return false;
      if (moves.length > 1 && moves.every((m) => m.promotion)) {
        store.update((st) => {
          st.drag = null;
          st.promotion = { from, to, moves };
        });
        return true;
      }
      api.play(moves[0].uci);
      return true;
    },

    /** Plays a move given as UCI or SAN; throws when the engine refuses it. */
    play(text) {
      const color = s.snap.turn;
      let move;
      ending(() => {
        move = match.apply(text);
        refresh((st) => {
          clearPick(st);
          st.anim = moveAnimation(move, color, performance.now());
          st.lastAnimation = st.anim.items.map(({ kind, from, to }) => ({ kind, from, to }));
          st.message = null;
          st.hint = null;
        });
        emit('move', { ...move, color });
      });
      settle();
      return move;
    },

    roll() {
      if (s.snap.phase !== 'roll' || match.remote) return;
      const color = s.snap.turn;
      const dice = match.roll();
      const now = performance.now();
      refresh((st) => { st.rolling = { start: now, end: now + ROLL_MS }; });
      emit('roll', { dice, color });
      settle();
    },

    /** Physical dice: throws when the values are refused. */
    rollWith(dice) {
      const color = s.snap.turn;
      match.rollWith(dice);
      refresh((st) => { st.error = null; });
      emit('roll', { dice: [...dice].sort((a, b) => a - b), color });
      settle();
    },

    /** The game changed outside the board (a friend's move, `move` of `color`): redraw, animating it. */
    changed(move = null, color = null) {
      ending(() => refresh((st) => {
        clearPick(st);
        st.viewPly = null;
        if (move) {
          st.anim = moveAnimation(move, color, performance.now());
          st.lastAnimation = st.anim.items.map(({ kind, from, to }) => ({ kind, from, to }));
        }
      }));
      settle();
    },

    undo() {
      if (!match.undo()) return;
      refresh((st) => {
        clearPick(st);
        st.anim = null;
        st.rolling = null;
        st.viewPly = null;
      });
      save();
    },

    resign() {
      ending(() => {
        match.resign(s.snap.turn);
        refresh(clearPick);
      });
      save();
    },

    agreeDraw() {
      ending(() => {
        match.agreeDraw();
        refresh(clearPick);
      });
      save();
    },

    /** Shows the position after `ply` moves; null or the last ply returns to the game. */
    view(ply) {
      const total = s.snap.history.length;
      if (ply === null || ply >= total) {
        store.update((st) => { st.viewPly = null; st.viewBoard = null; });
        return;
      }
      const p = Math.max(0, ply);
      const board = match.boardAt(p);
      store.update((st) => {
        clearPick(st);
        st.viewPly = p;
        st.viewBoard = board;
        st.anim = null;
      });
    },

    step(delta) {
      const total = s.snap.history.length;
      const cur = s.viewPly === null ? total : s.viewPly;
      api.view(cur + delta);
    },

    /** Where the piece on `square` would be reborn if captured now (null: it would vanish). */
    rebirthOf(square) {
      if (!rebirthCache.has(square)) rebirthCache.set(square, match.rebirthSquareOf(square));
      return rebirthCache.get(square);
    },

    setSetting(key, value) {
      store.update((st) => { st.settings[key] = value; });
      persist.saveSettings(s.settings);
      if (key === 'opponent' || key === 'level' || key === 'computerSide') dropOpponents();
      if (['autoRoll', 'physical', 'opponent', 'level', 'computerSide'].includes(key)) settle();
    },

    record() { return match.record(); },
    fen() { return match.fen(); },

    /** Stops the opponents and frees the game: the controller is not used after this. */
    destroy() {
      dropOpponents();
      if (match) match.free();
      match = null;
    },
  };
  return api;
}
