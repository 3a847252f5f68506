// The controller's part for moves and dice (controller.js puts the parts
// together): what a piece may do, picking it, the promotion and rebirth
// choices, playing a move or a typed one, why one is refused, and rolls.
// Each member works on the game in `ctx` (controller/context.js) and
// updates the state once.

import { moveAnimation } from '../board/anim.js';
import { errorText, quotable } from '../strings.js';
import { refusalText, squareRefusal } from '../refusal.js';
import { isTransfer, movesTo } from '../targets.js';

/** What a piece may do now, picking it and dropping it, and why a piece or a square is refused. */
function pickingActions(ctx) {
  const { store, s, canMove, tr } = ctx;
  return {
    /** Moves that start on `square` now (empty when viewing the past, animating the dice, on the computer's turn, or read-only). */
    movesFrom(square) {
      if (!ctx.personsTurn() || s.viewPly !== null || s.rolling) return [];
      return s.snap.legalMoves.filter((m) => m.from === square);
    },

    select(square) {
      store.update((st) => {
        ctx.clearPick(st);
        st.selected = ctx.api.movesFrom(square).length ? square : null;
        st.notice = null;
      });
    },

    deselect() {
      store.update((st) => {
        ctx.clearPick(st);
        if (st.notice && st.notice.kind === 'refusal') st.notice = null;
      });
    },

    /** Says in the status line why the picked piece cannot go to `to`; the piece stays picked. */
    refuse(from, to) {
      if (!ctx.match || s.snap.result) return;
      // The refusals are the engine's cold module's: said once it is in, if the board is as it was.
      if (ctx.coldMissing()) {
        const snap = s.snap;
        ctx.afterCold(() => { if (s.snap === snap) ctx.api.refuse(from, to); });
        return;
      }
      const refusal = ctx.match.whyIllegal(from + to);
      if (refusal) ctx.notify('refusal', refusalText(refusal, { from, to }, tr));
    },

    /** Says why the piece on `square` cannot be picked now, if it is one of the mover's (or the board is not the player's now). */
    explain(square) {
      if (!ctx.match || !canMove()) return;
      if (ctx.coldMissing()) {
        const snap = s.snap;
        ctx.afterCold(() => { if (s.snap === snap) ctx.api.explain(square); });
        return;
      }
      const text = squareRefusal(square, {
        snap: s.snap, viewing: s.viewPly !== null, computer: ctx.computerColor(), why: (uci) => ctx.match.whyIllegal(uci),
      }, tr);
      if (text) ctx.notify('refusal', text);
    },
  };
}

/**
 * What to ask about `moves`, several moves of one piece between the same
 * squares: which unit is taken (Jupiter captures of units moved to the
 * same square: the square picker), else the moving pawn's promotion (the
 * promotion chooser), else where the captured unit is reborn (the square
 * picker), else what a reborn pawn becomes (the chooser, titled for the
 * captured unit). As the state's `picker` and `promotion`.
 */
function question(moves) {
  const { from, to } = moves[0];
  const victims = [...new Set(moves.filter(isTransfer).map((m) => m.captureSquare))];
  if (victims.length > 1) {
    return { picker: { from, to, moves, captured: null, squares: victims, none: false, kind: 'victim' }, promotion: null };
  }
  const promotions = new Set(moves.map((m) => m.promotion));
  if (promotions.size > 1) {
    const options = ['Q', 'R', 'B', 'N'].filter((r) => promotions.has(r))
      .map((role) => ({ role, moves: moves.filter((m) => m.promotion === role) }));
    return { picker: null, promotion: { from, to, kind: 'mover', options } };
  }
  const squares = [...new Set(moves.map((m) => (m.choice ? m.choice.slice(0, 2) : null)))];
  if (squares.length > 1) {
    const picker = {
      from, to, moves, captured: moves[0].captured, squares: squares.filter(Boolean), none: squares.includes(null),
    };
    return { picker, promotion: null };
  }
  const options = ['Q', 'R', 'B', 'N'].map((role) => ({
    role, moves: moves.filter((m) => m.choice && m.choice.slice(2).toUpperCase() === role),
  })).filter((o) => o.moves.length);
  return { picker: null, promotion: { from, to, kind: 'reborn', captured: moves[0].captured, square: squares[0], options } };
}

/** Playing from→to: the promotion chooser and the square picker when several moves share those squares. */
function choosingActions(ctx) {
  const { store, s } = ctx;
  return {
    /** Plays from→to, opening the promotion chooser when several pieces are possible. True if it moved or asked. */
    tryMove(from, to) {
      const moves = movesTo(ctx.api.movesFrom(from), to);
      if (!moves.length) return false;
      ctx.api.choose(moves);
      return true;
    },

    /**
     * Plays the one move of `moves` (the moves of one piece between the
     * same squares), or asks which (`question`): which unit is taken,
     * the moving pawn's promotion, where the captured unit is reborn
     * (Super and Cage Circe, with "no rebirth" when the rules allow it),
     * what a reborn pawn becomes. Each answer calls choose() again with
     * the moves that remain.
     */
    choose(moves) {
      if (moves.length === 1) {
        store.update((st) => { st.picker = null; });
        ctx.api.play(moves[0].uci);
        return;
      }
      const { picker, promotion } = question(moves);
      store.update((st) => {
        st.drag = null;
        st.picker = picker;
        st.promotion = promotion;
      });
    },

    /** The square picker's answer: the captured unit goes to `square` (null: no rebirth), or for Jupiter captures the unit on `square` is the one taken. False if that is no choice. */
    pick(square) {
      const p = s.picker;
      if (!p) return false;
      const key = p.kind === 'victim' ? (m) => m.captureSquare : (m) => (m.choice ? m.choice.slice(0, 2) : null);
      const moves = p.moves.filter((m) => key(m) === square);
      if (!moves.length) return false;
      ctx.api.choose(moves);
      return true;
    },
  };
}

/**
 * Plays a move given as UCI or SAN in the game, whoever plays it (a
 * person through the controller's `play`, the computer through its own
 * api, context.js); throws when the engine refuses it.
 */
function playMove(ctx, text, byPerson) {
  const { s, emit } = ctx;
  const color = s.snap.turn;
  let move;
  ctx.ending(() => {
    move = ctx.match.apply(text);
    const now = performance.now();
    const scale = ctx.pace().anim;
    const anim = scale > 0 ? moveAnimation(move, color, now, scale) : null;
    ctx.busyUntil = anim ? anim.end : now;
    ctx.refresh((st) => {
      ctx.clearPick(st);
      // The dice have stopped tumbling by now, even if no frame was drawn since.
      if (st.rolling && now >= st.rolling.end) st.rolling = null;
      st.anim = anim;
      st.lastAnimation = moveAnimation(move, color, now).items.map(({ kind, from, to }) => ({ kind, from, to }));
      // A person's move answers the notice shown; the computer's leaves it to be read.
      if (byPerson) st.message = null;
      st.hint = null;
      // A move is played in the game: looking back ends.
      st.viewPly = null;
      st.viewBoard = null;
    });
    emit('move', { ...move, color });
  });
  ctx.settle();
  return move;
}

/** The error for a person's move or roll on a turn that is not theirs (the computer's). */
function notYourTurn() {
  return Object.assign(new Error('it is the other side\'s turn'), { code: 'not-your-turn' });
}

/** Playing a move or a typed one, and a pass by choice: a person's, on their own turn. */
function playingActions(ctx) {
  const { s, emit, tr } = ctx;
  ctx.playMove = (text, byPerson = false) => playMove(ctx, text, byPerson);
  // The moves typed while the cold module loads, and the board they were typed on.
  let typedQueue = null;
  const playQueued = () => {
    const queue = typedQueue;
    typedQueue = null;
    if (!queue || s.snap !== queue.snap) return;
    for (const { move, typed, done } of queue.items) ctx.api.playTyped(move, typed, done);
  };
  return {
    /**
     * Plays a person's move given as UCI or SAN (a click, a drag, the
     * keyboard, the move field); throws when the engine refuses it, or
     * with code 'not-your-turn' on the computer's turn.
     */
    play(text) {
      if (!ctx.personsTurn()) throw notYourTurn();
      return ctx.playMove(text, true);
    },

    /**
     * Plays the move the player typed, `move` (SAN or UCI, as `typed` was
     * read), and calls `done(null)` once it is played, or `done(sentence)`
     * with why it was refused. The engine's core reads UCI only; SAN waits
     * for the cold module, which a slow device may still be loading when
     * the player types: the moves typed meanwhile are played in their order
     * once it is in, unless the board moved on before (a click, a new game).
     */
    playTyped(move, typed, done) {
      if (typedQueue) {
        typedQueue.items.push({ move, typed, done });
        return;
      }
      try {
        ctx.api.play(move);
        done(null);
      } catch (err) {
        if (err && err.code === 'not-initialised' && ctx.coldMissing()) {
          typedQueue = { snap: s.snap, items: [{ move, typed, done }] };
          ctx.afterCold(playQueued, (loadErr) => {
            const { items } = typedQueue;
            typedQueue = null;
            for (const item of items) item.done(ctx.api.typedRefusal(item.typed, loadErr));
          });
          return;
        }
        done(ctx.api.typedRefusal(typed, err));
      }
    },

    /** Why the typed `text` cannot be played, as one sentence in the player's language. */
    typedRefusal(text, err) {
      let refusal = null;
      try {
        refusal = err.code === 'illegal-move' || err.code === 'ambiguous-move' || err.code === 'wrong-phase'
          || err.code === 'game-over' ? ctx.match.whyIllegal(text) : null;
        // Before the engine's cold module is in, whyIllegal throws: the error's own words are said.
      } catch { /* not a move: said below by the error's code */ }
      return tr('typedRefused', quotable(text), refusal ? refusalText(refusal, null, tr) : errorText(err, tr));
    },

    /** Passes, where a pass is one of the legal moves now (the move `0000`). */
    pass() {
      // Against a friend the pass goes through the session as a move does (remote/match.js), only on this side's turn.
      if (!s.snap || !s.snap.mayPass || s.viewPly !== null || !ctx.personsTurn()) return;
      const color = s.snap.turn;
      ctx.ending(() => {
        ctx.match.pass();
        ctx.busyUntil = performance.now();
        ctx.refresh((st) => {
          ctx.clearPick(st);
          st.message = null;
          st.hint = null;
        });
        emit('pass', { color });
      });
      ctx.settle();
    },

  };
}

/** Rolls the game's own dice, for whoever rolls (a person's roll, an automatic one, the computer's). */
function rollDice(ctx) {
  const { s, emit } = ctx;
  // Against a friend the dice come from both players' secrets (remote/session.js).
  if (!s.snap || s.snap.phase !== 'roll' || s.viewPly !== null || ctx.match.remote) return;
  const color = s.snap.turn;
  const dice = ctx.match.roll();
  const now = performance.now();
  const ms = ctx.pace().roll;
  ctx.busyUntil = now + ms;
  ctx.refresh((st) => {
    st.rolling = ms > 0 ? { start: now, end: now + ms } : null;
  });
  emit('roll', { dice, color });
  ctx.settle();
}

/** The rolls of the dice: the game's own, or physical dice entered by hand; a person's, on their own turn. */
function diceActions(ctx) {
  const { s, emit } = ctx;
  ctx.rollDice = () => rollDice(ctx);
  return {
    roll() {
      if (ctx.personsTurn()) ctx.rollDice();
    },

    /** Physical dice: throws when the values are refused, or with code 'not-your-turn' on the computer's turn. */
    rollWith(dice) {
      if (!ctx.personsTurn()) throw notYourTurn();
      const color = s.snap.turn;
      // As the engine keeps them: sorted where the dice are a set, as entered where each die has its own faces.
      const kept = ctx.match.rollWith(dice);
      ctx.busyUntil = performance.now();
      ctx.refresh((st) => {
        st.error = null;
      });
      emit('roll', { dice: [...kept], color });
      ctx.settle();
    },
  };
}

/** The controller's members for moves, over `ctx`. */
export function movesActions(ctx) {
  return { ...pickingActions(ctx), ...choosingActions(ctx), ...playingActions(ctx), ...diceActions(ctx) };
}
