// The controller's part for the game played (controller.js puts the parts
// together): a new one, a loaded FEN or record, a rematch; its record, FEN
// and diagram; the settings; how it ends (resign, draw) and what Undo
// takes back.
// Each member works on the game in `ctx` (controller/context.js) and
// updates the state once.

import { moveAnimation } from '../board/anim.js';
import { readTags, today, withTags } from '../record-tags.js';
import { undoPlan } from '../takeback.js';
import { DEFAULT_RULES } from '../default-rules.js';

const COLORS = ['white', 'black'];

/** Starting a game: a new one, a loaded FEN or record, a rematch. */
function startingActions(ctx) {
  const { s, persist, tr } = ctx;
  return {
    /** Starts using `m` (a Match); `origin` says how it was started, for the save. */
    setMatch(m, origin = {}, message = null) {
      if (ctx.stash) ctx.api.leaveAnalysis(false);
      if (ctx.match) ctx.match.free();
      ctx.dropOpponents();
      ctx.match = m;
      ctx.rollFirst = ctx.match.rollFirst();
      ctx.refresh((st) => {
        ctx.clearBoard(st);
        st.game += 1;
        st.origin = { date: today(), ...origin };
        st.message = message;
      });
      persist.reflectOrigin(origin);
      ctx.settle();
    },

    /** `rules`: a rule set's name; by default the current game's (Dice Rex Circe for the first). Throws when the engine refuses it. */
    newGame({ seed = null, fen = null, rules = null } = {}) {
      const origin = {};
      if (Number.isInteger(seed)) origin.seed = seed;
      if (fen) origin.fen = fen;
      const name = rules || ctx.api.rulesName();
      if (name && name !== DEFAULT_RULES) origin.rules = name;
      ctx.api.setMatch(new ctx.Match({ seed, fen, rules: name }), origin);
    },

    /** The current game's rule set name (or facet text), or null before the first game. */
    rulesName() {
      const game = ctx.stash ? ctx.stash.match : ctx.match;
      return game ? game.ruleSet().name : null;
    },

    /**
     * The same players again: against the computer the sides change, and
     * the board turns so that the player's side is at the bottom. Against
     * a friend on another device it is an offer to the friend
     * (remote/friend-game.js), and nothing changes here yet.
     */
    rematch() {
      if (ctx.match.remote) {
        ctx.match.rematch();
        return;
      }
      if (s.settings.opponent === 'computer') {
        const side = s.settings.computerSide === 'white' ? 'black' : 'white';
        ctx.api.setSetting('computerSide', side);
        ctx.api.setSetting('flipped', side === 'white');
      }
      ctx.api.newGame();
    },

    /** Throws the engine's error (code 'bad-fen') when the FEN is refused. */
    loadFen(fen) {
      const rules = ctx.api.rulesName();
      const origin = { fen: fen.trim() };
      if (rules && rules !== DEFAULT_RULES) origin.rules = rules;
      ctx.api.setMatch(new ctx.Match({ fen: fen.trim(), rules }), origin);
    },

    /** Throws the engine's error (code 'bad-record', with its line and column) when the record does not parse. */
    loadRecord(text) {
      const m = ctx.Match.fromRecord(text);
      const tags = readTags(text);
      const origin = {};
      if (tags.White && tags.Black) origin.players = { white: tags.White, black: tags.Black };
      if (tags.Date) origin.date = tags.Date;
      const rules = m.ruleSet().name;
      if (rules !== DEFAULT_RULES) origin.rules = rules;
      ctx.api.setMatch(m, origin, m.verifiedRolls === null ? null : tr.table('friend').verified(m.verifiedRolls));
    },

    /** Whether a game is under way (moves played, no result): loading over it asks first. */
    inProgress() {
      return !!s.snap && !ctx.stash && s.snap.history.length > 0 && !s.snap.result;
    },
  };
}

/** How a game changes and ends: what Undo takes back, resigning, a draw. */
function endingActions(ctx) {
  const { s } = ctx;
  return {
    /** The game changed outside the board (a friend's move, `move` of `color`): redraw, animating it. */
    changed(move = null, color = null) {
      ctx.ending(() => ctx.refresh((st) => {
        ctx.clearPick(st);
        st.viewPly = null;
        if (move) {
          st.anim = moveAnimation(move, color, performance.now());
          st.lastAnimation = st.anim.items.map(({ kind, from, to }) => ({ kind, from, to }));
        }
      }));
      ctx.settle();
    },

    /** What Undo would do now (takeback.js): { plies, blocked }; against a friend, one move, offered. */
    undoState() {
      if (!s.snap) return { plies: 0, blocked: 'nothing' };
      return undoPlan(s.snap, { computer: ctx.computerColor(), rollFirst: ctx.rollFirst, free: !!ctx.stash });
    },

    /**
     * Takes back what undoState() says (never past the last roll in a game); false when nothing.
     * Against a friend, the takeback is offered to the friend (remote/friend-game.js) and nothing changes here yet.
     */
    undo() {
      const { plies } = ctx.api.undoState();
      if (!plies) return false;
      if (ctx.match.remote) return ctx.match.undo();
      for (let i = 0; i < plies; i++) ctx.match.undo();
      ctx.busyUntil = 0;
      ctx.refresh(ctx.clearBoard);
      ctx.settle();
      return true;
    },

    resign() {
      ctx.ending(() => {
        ctx.match.resign(s.snap.turn === ctx.computerColor() ? COLORS.find((c) => c !== ctx.computerColor()) : s.snap.turn);
        ctx.refresh(ctx.clearPick);
      });
      ctx.save();
    },

    agreeDraw() {
      ctx.ending(() => {
        ctx.match.agreeDraw();
        ctx.refresh(ctx.clearPick);
      });
      ctx.save();
    },
  };
}

/** The settings, the game as a record and a diagram, and the end of the controller. */
function keepingActions(ctx) {
  const { store, s, persist } = ctx;
  return {
    setSetting(key, value) {
      store.update((st) => { st.settings[key] = value; });
      persist.saveSettings(s.settings);
      if (key === 'opponent' || key === 'level' || key === 'computerSide') ctx.dropOpponents();
      if (['autoRoll', 'physical', 'opponent', 'level', 'computerSide', 'pace'].includes(key)) ctx.settle();
    },

    /**
     * The game record with its headers filled: the players' names and the
     * date (the engine writes the rest). A game against a friend is one
     * record on both devices: "You" would name another player on each, so
     * its names stay unknown ("?").
     */
    record() {
      const names = ctx.match.remote ? { white: null, black: null } : ctx.playerNames();
      return withTags(ctx.match.record(), { White: names.white, Black: names.black, Date: s.origin.date || null });
    },

    /** The engine's own record: the moves, the start, the seed and the result. */
    rawRecord() { return ctx.match.record(); },

    fen() { return ctx.match.fen(); },

    /** The position shown (the game's, or a past one) as an SVG diagram. */
    diagram(options = {}) {
      const ply = s.viewPly === null ? undefined : s.viewPly;
      return ctx.match.diagram({ ply, orientation: s.settings.flipped ? 'black' : 'white', ...options });
    },

    /** Stops the opponents and frees the game: the controller is not used after this. */
    destroy() {
      ctx.dropOpponents();
      if (ctx.stash) ctx.stash.match.free();
      ctx.stash = null;
      if (ctx.match) ctx.match.free();
      ctx.match = null;
    },
  };
}

/** The controller's members for games, over `ctx`. */
export function gamesActions(ctx) {
  return { ...startingActions(ctx), ...endingActions(ctx), ...keepingActions(ctx) };
}
