// The controller's part for the computer opponent and the hint
// (controller.js puts the parts together): whether it is thinking, why it
// could not move, the hint arrow, a draw offered to it.
// Each member works on the game in `ctx` (controller/context.js) and
// updates the state once.

import { hint as askHint, weigh, DRAW_ACCEPT_BELOW } from '../opponents.js';
import { errorText, sanFor } from '../strings.js';

/** The computer's turn: a failure said in the player's words, and what follows each step. */
function turnActions(ctx) {
  const { store, tr } = ctx;
  return {
    computerFailed(err) {
      if (ctx.onComputerFailed) ctx.onComputerFailed(err);
      else store.update((st) => { st.message = tr('computerFailed', errorText(err, tr)); });
    },

    /**
     * Runs `fn` once the board has shown the last step (its animation has
     * ended) and the pace's pause has passed: the computer's turn goes
     * step by step. Returns the timer, for clearTimeout.
     */
    afterStep(fn) {
      const wait = Math.max(0, ctx.busyUntil + ctx.pace().pause - performance.now());
      return setTimeout(fn, wait);
    },
  };
}

/**
 * The best move of the Analysis panel's finished analysis of the live
 * position of `record` ({ uci, san }), or null when there is none at hand
 * (see positionOf in ../insight.js for the key).
 */
export function analysedBest(state, record) {
  const insight = state.insight;
  if (!insight || insight.running || !insight.analysis || insight.key !== `live\n${record}`) return null;
  return insight.analysis.best || null;
}

/** The Hint: the computer's suggestion for the player's move. */
function adviceActions(ctx) {
  const { store, s, tr } = ctx;
  return {
    /** Whether the hint can be asked now (the player's move or bonus move, in a live game). */
    canHint() {
      const snap = s.snap;
      // No computer's help against a friend.
      return !!snap && !snap.result && s.viewPly === null && (snap.phase === 'move' || snap.phase === 'bonus')
        && snap.turn !== ctx.computerColor() && !ctx.match.remote;
    },

    /**
     * Asks the computer for a move for the side to act and shows it as an
     * arrow, with its name in the status line: the Hint's search (the hard
     * level's budget, a few tenths of a second), whatever level the
     * computer plays at; but when the Evaluation (analysis) panel has finished with
     * this very position, its best move, and the status line says so. The
     * two are different searches (the analysis shares its budget with the
     * line and the rolls' table) and may prefer different moves: the
     * player who sees both must not be told two things at once.
     */
    hint() {
      if (!ctx.api.canHint()) return;
      // The search is sent the record (the engine's cold module's): asked once it is in.
      if (ctx.coldMissing()) {
        ctx.afterCold(ctx.api.hint, (err) => ctx.api.computerFailed(err));
        return;
      }
      const record = ctx.match.record();
      const show = (answer, text) => store.update((st) => {
        st.hintMove = { from: answer.uci.slice(0, 2), to: answer.uci.slice(2, 4), san: answer.san, pass: answer.uci === '0000' };
        st.notice = { kind: 'hint', text: tr(text, sanFor(answer.san, tr)) };
      });
      const analysed = analysedBest(s, record);
      if (analysed) {
        show(analysed, 'hintFromAnalysis');
        return;
      }
      ctx.notify('info', tr('hintThinking'));
      askHint(record).then(
        (answer) => {
          if (!ctx.match || ctx.match.record() !== record) return;
          show(answer, 'hintShows');
        },
        (err) => ctx.api.computerFailed(err),
      );
    },

  };
}

/** A draw offered to the computer, which answers by its own evaluation. */
function drawActions(ctx) {
  const { store, s, tr } = ctx;
  return {
    /** Whether a draw can be offered now: in a live game; against the computer, on the player's move. */
    canOfferDraw() {
      const snap = s.snap;
      if (!snap || snap.result || ctx.stash || s.offer) return false;
      const computer = ctx.computerColor();
      return !computer || (snap.turn !== computer && (snap.phase === 'move' || snap.phase === 'bonus'));
    },

    /**
     * The player offers the computer a draw: it accepts when its own
     * evaluation of the position (its level's search) says it stands
     * worse, and says so in the status line either way.
     */
    offerDraw() {
      if (!ctx.api.canOfferDraw() || !ctx.computerColor()) return;
      if (ctx.coldMissing()) {
        ctx.afterCold(ctx.api.offerDraw, (err) => ctx.api.computerFailed(err));
        return;
      }
      const record = ctx.match.record();
      store.update((st) => { st.offer = 'thinking'; st.notice = { kind: 'info', text: tr('drawConsidering') }; });
      weigh(record, s.settings.level).then(
        (answer) => {
          store.update((st) => { st.offer = null; });
          if (!ctx.match || ctx.match.record() !== record || ctx.stash) return;
          // The score is the side to move's, the player's: the computer's is its opposite.
          if (-answer.score < DRAW_ACCEPT_BELOW) {
            ctx.api.agreeDraw();
            ctx.notify('info', tr('drawAccepted'));
          } else {
            ctx.notify('info', tr('drawDeclined'));
          }
        },
        (err) => {
          store.update((st) => { st.offer = null; });
          ctx.api.computerFailed(err);
        },
      );
    },
  };
}

/** The controller's members for computer, over `ctx`. */
export function computerActions(ctx) {
  return { ...turnActions(ctx), ...adviceActions(ctx), ...drawActions(ctx) };
}
