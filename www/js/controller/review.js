// The controller's part for positions outside the live game
// (controller.js puts the parts together): the analysis board, stepping
// through the moves played, and what would become of a unit if captured.
// Each member works on the game in `ctx` (controller/context.js) and
// updates the state once.

import { rebirthHint } from '../views/rebirth-hint.js';

/** The controller's members for review, over `ctx`. */
export function reviewActions(ctx) {
  const { store, s } = ctx;
  return {
    /** Opens the analysis board on the position shown (the game's, or a past one): free undo, any dice, no computer. */
    analyse() {
      if (ctx.stash || !ctx.match) return;
      // The copy is read from the game's record, the engine's cold module's: opened once it is in.
      if (ctx.coldMissing()) {
        ctx.afterCold(ctx.api.analyse);
        return;
      }
      const ply = s.viewPly;
      // Without its seed, the copy's new rolls are fresh: they tell nothing of the game's.
      const copy = ctx.Match.fromRecord(ctx.match.record().replace(/^\[Seed "[^"]*"\]\n/m, ''));
      if (ply !== null) while (copy.game.history().length > ply && copy.undo()) { /* step back */ }
      ctx.stash = { match: ctx.match, origin: s.origin, rollFirst: ctx.rollFirst };
      ctx.match = copy;
      ctx.dropOpponents();
      ctx.busyUntil = 0;
      ctx.refresh((st) => {
        ctx.clearBoard(st);
        st.analysis = true;
      });
    },

    /** Closes the analysis board and goes back to the game, as it was. */
    leaveAnalysis(resume = true) {
      if (!ctx.stash) return;
      ctx.match.free();
      ({ match: ctx.match, rollFirst: ctx.rollFirst } = ctx.stash);
      const { origin } = ctx.stash;
      ctx.stash = null;
      ctx.busyUntil = 0;
      ctx.refresh((st) => {
        ctx.clearBoard(st);
        st.analysis = false;
        st.origin = origin;
      });
      if (resume) ctx.settle();
    },

    /** Shows the position after `ply` moves; null or the last ply returns to the game. */
    view(ply) {
      const total = s.snap.history.length;
      if (ply === null || ply >= total) {
        store.update((st) => { st.viewPly = null; st.viewBoard = null; });
        return;
      }
      const p = Math.max(0, ply);
      // A past board is read from the record (the cold module's): shown once that is in, if the game is the same.
      if (ctx.coldMissing()) {
        const snap = s.snap;
        ctx.afterCold(() => { if (s.snap === snap) ctx.api.view(ply); });
        return;
      }
      const board = ctx.match.boardAt(p);
      store.update((st) => {
        ctx.clearPick(st);
        st.viewPly = p;
        st.viewBoard = board;
        st.anim = null;
        st.hintMove = null;
        st.notice = null;
      });
    },

    step(delta) {
      const total = s.snap.history.length;
      const cur = s.viewPly === null ? total : s.viewPly;
      ctx.api.view(cur + delta);
    },

    /** Where the piece on `square` would be reborn if captured now (null: it would vanish). */
    rebirthOf(square) {
      return ctx.api.hintOf(square)?.to ?? null;
    },

    /**
     * What would become of the enemy unit on `square` if captured now,
     * from the engine (see rebirthHint in views/rebirth-hint.js): null in
     * rule sets without rebirth.
     */
    hintOf(square) {
      if (!ctx.rebirthCache.has(square)) ctx.rebirthCache.set(square, rebirthHint(ctx.match, s.snap, square));
      return ctx.rebirthCache.get(square);
    },
  };
}
