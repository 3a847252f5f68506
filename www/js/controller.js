// What the player can do, as functions: each asks the engine (through
// engine.js), then updates the state once. Input handlers and buttons call
// these; none of them draws anything.

import { Match } from './engine.js';
import { moveAnimation } from './board/anim.js';
import { opponentFor } from './opponents.js';

const ROLL_MS = 550;

export function createController(store, persist) {
  const s = store.state;
  let match = null;
  let rebirthCache = new Map();

  function refresh(change) {
    store.update((st) => {
      st.snap = match.snapshot();
      rebirthCache = new Map();
      if (change) change(st);
    });
  }

  function save() {
    persist.saveGame(match.record(), s.origin);
  }

  /** After every change of the game: save, roll when automatic, let a computer opponent act. */
  function settle() {
    save();
    const snap = s.snap;
    if (snap.phase === 'roll' && s.settings.autoRoll && !s.settings.physical) api.roll();
    const opponent = opponentFor(s.settings.opponent, snap.turn);
    if (opponent) opponent.act(snap, api);
  }

  function clearPick(st) {
    st.selected = null;
    st.drag = null;
    st.promotion = null;
    st.error = null;
  }

  const api = {
    get match() { return match; },

    /** Starts using `m` (a Match); `origin` says how it was started, for the save. */
    setMatch(m, origin = {}, message = null) {
      if (match) match.free();
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

    /** Throws with the engine's message when the FEN is refused. */
    loadFen(fen) {
      api.setMatch(new Match({ fen: fen.trim() }), { fen: fen.trim() });
    },

    /** Throws with the engine's message (line and column) when the record does not parse. */
    loadRecord(text) {
      api.setMatch(Match.fromRecord(text), {});
    },

    /** Moves that start on `square` now (empty when viewing the past or animating the dice). */
    movesFrom(square) {
      if (!s.snap || s.viewPly !== null || s.rolling) return [];
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
      const move = match.apply(text);
      refresh((st) => {
        clearPick(st);
        st.anim = moveAnimation(move, color, performance.now());
        st.lastAnimation = st.anim.items.map(({ kind, from, to }) => ({ kind, from, to }));
        st.message = null;
        st.hint = null;
      });
      settle();
      return move;
    },

    roll() {
      if (s.snap.phase !== 'roll') return;
      match.roll();
      const now = performance.now();
      refresh((st) => { st.rolling = { start: now, end: now + ROLL_MS }; });
      save();
    },

    /** Physical dice: throws when the values are refused. */
    rollWith(dice) {
      match.rollWith(dice);
      refresh((st) => { st.error = null; });
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
      match.resign(s.snap.turn);
      refresh(clearPick);
      save();
    },

    agreeDraw() {
      match.agreeDraw();
      refresh(clearPick);
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
      if (key === 'autoRoll' || key === 'physical') settle();
    },

    record() { return match.record(); },
    fen() { return match.fen(); },
  };
  return api;
}
