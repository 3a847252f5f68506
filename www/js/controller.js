// What the player can do, as functions: each asks the engine (through
// engine.js), then updates the state once. Input handlers and buttons call
// these; none of them draws anything. The app and every embedded board
// (<dice-rex-circe>) each have one.

import { Match } from './engine.js';
import { moveAnimation } from './board/anim.js';
import { opponentFor, hint as askHint, DRAW_ACCEPT_BELOW } from './opponents.js';
import { appTranslator, errorText } from './strings.js';
import { undoPlan } from './takeback.js';
import { refusalText, squareRefusal } from './refusal.js';
import { withTags, readTags, today } from './record-tags.js';
import { rebirthHint } from './views/rebirth-hint.js';

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
  let rollFirst = false;
  let rebirthCache = new Map();
  let opponents = null;
  /** The game set aside while the analysis board is open: { match, origin, rollFirst }. */
  let stash = null;
  /** When the animation of the last move or roll ends (performance.now() time). */
  let busyUntil = 0;

  function refresh(change) {
    store.update((st) => {
      st.snap = match.snapshot();
      rebirthCache = new Map();
      st.hintMove = null;
      st.notice = null;
      if (change) change(st);
    });
  }

  function save() {
    // A game against a friend keeps its own journal (remote/storage.js).
    if (!stash && !match.remote) persist.saveGame(match.record(), s.origin);
  }

  function pace() {
    return PACES[s.settings.pace] || PACES.normal;
  }

  /** The computer's colour in this game, or null when people play both sides (the analysis board, a friend). */
  function computerColor() {
    return s.settings.opponent === 'computer' && !stash && !(match && match.remote) ? s.settings.computerSide : null;
  }

  /** The computer opponent setting, as opponents.js takes it: level null means people play both sides. */
  function opponentSetting() {
    const st = s.settings;
    return { level: st.opponent === 'human' || stash ? null : st.level, side: st.computerSide };
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
    // Against a friend, both sides are people (remote/ui.js).
    const opponent = match.remote ? null : opponentOf(snap.turn);
    if (snap.phase === 'roll' && !opponent && s.settings.autoRoll && !s.settings.physical && !stash) {
      api.roll();
      return;
    }
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
    st.picker = null;
    st.error = null;
  }

  /** The board as a game (re)starts: nothing picked, the live position, no animation, the banner free to show. */
  function clearBoard(st) {
    clearPick(st);
    st.viewPly = null;
    st.viewBoard = null;
    st.anim = null;
    st.rolling = null;
    st.bannerDismissed = false;
  }

  /**
   * After a roll: when it passed the turn (dice chess, no allowed move),
   * remembers whether the side that passed was in check, for the pass's
   * explanation (the dice panel).
   */
  function notePass(st, color, check) {
    const turns = st.snap.turns;
    const last = turns[turns.length - 1];
    st.passCheck = last && last.color === color && last.roll && !last.moves.length && last.forfeited.length
      ? { turn: turns.length - 1, check: !!check } : null;
  }

  /** Runs a change that may end the game, and reports the end. */
  function ending(change) {
    const before = s.snap && s.snap.result;
    change();
    if (!before && s.snap.result) emit('end', s.snap.result);
  }

  /** Shows `text` in the status line until the next change ('refusal', 'hint', 'info'). */
  function notify(kind, text) {
    store.update((st) => { st.notice = { kind, text }; });
  }

  /** The record's names for the two sides: the loaded record's, else who plays them now. */
  function playerNames() {
    const given = s.origin.players;
    if (given) return given;
    const computer = computerColor();
    const name = (color) => {
      if (!computer) return tr(color === 'white' ? 'player1' : 'player2');
      return color === computer ? tr('computerName', s.settings.level) : tr('you');
    };
    return { white: name('white'), black: name('black') };
  }

  const api = {
    get match() { return match; },

    /** The settings (read only; change them with setSetting). */
    get settings() { return s.settings; },

    /** Whether the analysis board is open (the game waits aside). */
    get analysing() { return !!stash; },

    /** The side the computer plays in this game, or null. */
    computerColor,

    /** The names of both sides: { white, black }. */
    playerNames,

    /** The computer opponent's hooks: whether it is thinking, and why it could not move. */
    thinking(on) { store.update((st) => { st.thinking = on; }); },
    computerFailed(err) {
      if (onComputerFailed) onComputerFailed(err);
      else store.update((st) => { st.message = tr('computerFailed', errorText(err, tr)); });
    },

    /**
     * Runs `fn` once the board has shown the last step (its animation has
     * ended) and the pace's pause has passed: the computer's turn goes
     * step by step. Returns the timer, for clearTimeout.
     */
    afterStep(fn) {
      const wait = Math.max(0, busyUntil + pace().pause - performance.now());
      return setTimeout(fn, wait);
    },

    /** Whether the hint can be asked now (the player's move or bonus move, in a live game). */
    canHint() {
      const snap = s.snap;
      // No computer's help against a friend.
      return !!snap && !snap.result && s.viewPly === null && (snap.phase === 'move' || snap.phase === 'bonus')
        && snap.turn !== computerColor() && !match.remote;
    },

    /**
     * Asks the computer for a move for the side to act and shows it as an
     * arrow, with its name in the status line: always the hard level's
     * choice (about a tenth of a second), whatever level it plays at.
     */
    hint() {
      if (!api.canHint()) return;
      const record = match.record();
      notify('info', tr('hintThinking'));
      askHint(record, 'hard').then(
        (answer) => {
          if (!match || match.record() !== record) return;
          store.update((st) => {
            st.hintMove = { from: answer.uci.slice(0, 2), to: answer.uci.slice(2, 4), san: answer.san };
            st.notice = { kind: 'hint', text: tr('hintShows', answer.san) };
          });
        },
        (err) => api.computerFailed(err),
      );
    },

    /** Starts using `m` (a Match); `origin` says how it was started, for the save. */
    setMatch(m, origin = {}, message = null) {
      if (stash) api.leaveAnalysis(false);
      if (match) match.free();
      dropOpponents();
      match = m;
      rollFirst = match.rollFirst();
      refresh((st) => {
        clearBoard(st);
        st.origin = { date: today(), ...origin };
        st.message = message;
      });
      persist.reflectOrigin(origin);
      settle();
    },

    /** `rules`: a rule set's name; by default the current game's (Dice Rex Circe for the first). Throws when the engine refuses it. */
    newGame({ seed = null, fen = null, rules = null } = {}) {
      const origin = {};
      if (Number.isInteger(seed)) origin.seed = seed;
      if (fen) origin.fen = fen;
      const name = rules || api.rulesName();
      if (name && name !== 'dice-rex-circe') origin.rules = name;
      api.setMatch(new Match({ seed, fen, rules: name }), origin);
    },

    /** The current game's rule set name (or facet text), or null before the first game. */
    rulesName() {
      const game = stash ? stash.match : match;
      return game ? game.ruleSet().name : null;
    },

    /**
     * The same players again: against the computer the sides change, and
     * the board turns so that the player's side is at the bottom.
     */
    rematch() {
      if (s.settings.opponent === 'computer') {
        const side = s.settings.computerSide === 'white' ? 'black' : 'white';
        api.setSetting('computerSide', side);
        api.setSetting('flipped', side === 'white');
      }
      api.newGame();
    },

    /** Throws the engine's error (code 'bad-fen') when the FEN is refused. */
    loadFen(fen) {
      const rules = api.rulesName();
      const origin = { fen: fen.trim() };
      if (rules && rules !== 'dice-rex-circe') origin.rules = rules;
      api.setMatch(new Match({ fen: fen.trim(), rules }), origin);
    },

    /** Throws the engine's error (code 'bad-record', with its line and column) when the record does not parse. */
    loadRecord(text) {
      const m = Match.fromRecord(text);
      const tags = readTags(text);
      const origin = {};
      if (tags.White && tags.Black) origin.players = { white: tags.White, black: tags.Black };
      if (tags.Date) origin.date = tags.Date;
      const rules = m.ruleSet().name;
      if (rules !== 'dice-rex-circe') origin.rules = rules;
      api.setMatch(m, origin, m.verifiedRolls === null ? null : tr.table('friend').verified(m.verifiedRolls));
    },

    /** Whether a game is under way (moves played, no result): loading over it asks first. */
    inProgress() {
      return !!s.snap && !stash && s.snap.history.length > 0 && !s.snap.result;
    },

    /** Moves that start on `square` now (empty when viewing the past, animating the dice, on the computer's turn, or read-only). */
    movesFrom(square) {
      if (!s.snap || s.viewPly !== null || s.rolling || !canMove() || s.snap.turn === computerColor()) return [];
      return s.snap.legalMoves.filter((m) => m.from === square);
    },

    select(square) {
      store.update((st) => {
        clearPick(st);
        st.selected = api.movesFrom(square).length ? square : null;
        st.notice = null;
      });
    },

    deselect() {
      store.update((st) => {
        clearPick(st);
        if (st.notice && st.notice.kind === 'refusal') st.notice = null;
      });
    },

    /** Says in the status line why the picked piece cannot go to `to`; the piece stays picked. */
    refuse(from, to) {
      if (!match || s.snap.result) return;
      const refusal = match.whyIllegal(from + to);
      if (refusal) notify('refusal', refusalText(refusal, { from, to }, tr));
    },

    /** Says why the piece on `square` cannot be picked now, if it is one of the mover's (or the board is not the player's now). */
    explain(square) {
      if (!match || !canMove()) return;
      const text = squareRefusal(square, {
        snap: s.snap, viewing: s.viewPly !== null, computer: computerColor(), why: (uci) => match.whyIllegal(uci),
      }, tr);
      if (text) notify('refusal', text);
    },

    /** Plays from→to, opening the promotion chooser when several pieces are possible. True if it moved or asked. */
    tryMove(from, to) {
      const moves = api.movesFrom(from).filter((m) => m.to === to);
      if (!moves.length) return false;
      api.choose(moves);
      return true;
    },

    /**
     * Plays the one move of `moves` (the moves of one piece between the
     * same squares), or asks which: first the moving pawn's promotion
     * (the promotion chooser), then where the captured unit is reborn
     * (Super and Cage Circe: the square picker, with "no rebirth" when
     * the rules allow it), then what a reborn pawn becomes (the chooser,
     * titled for the captured unit). Each answer calls choose() again
     * with the moves that remain.
     */
    choose(moves) {
      if (moves.length === 1) {
        store.update((st) => { st.picker = null; });
        api.play(moves[0].uci);
        return;
      }
      const { from, to } = moves[0];
      const promotions = new Set(moves.map((m) => m.promotion));
      if (promotions.size > 1) {
        const options = ['Q', 'R', 'B', 'N'].filter((r) => promotions.has(r))
          .map((role) => ({ role, moves: moves.filter((m) => m.promotion === role) }));
        store.update((st) => {
          st.drag = null;
          st.picker = null;
          st.promotion = { from, to, kind: 'mover', options };
        });
        return;
      }
      const squares = [...new Set(moves.map((m) => (m.choice ? m.choice.slice(0, 2) : null)))];
      if (squares.length > 1) {
        store.update((st) => {
          st.drag = null;
          st.promotion = null;
          st.picker = {
            from, to, moves, captured: moves[0].captured, squares: squares.filter(Boolean), none: squares.includes(null),
          };
        });
        return;
      }
      const options = ['Q', 'R', 'B', 'N'].map((role) => ({
        role, moves: moves.filter((m) => m.choice && m.choice.slice(2).toUpperCase() === role),
      })).filter((o) => o.moves.length);
      store.update((st) => {
        st.drag = null;
        st.picker = null;
        st.promotion = { from, to, kind: 'reborn', captured: moves[0].captured, square: squares[0], options };
      });
    },

    /** The square picker's answer: the captured unit goes to `square` (null: no rebirth). False if that is no choice. */
    pick(square) {
      const p = s.picker;
      if (!p) return false;
      const moves = p.moves.filter((m) => (m.choice ? m.choice.slice(0, 2) : null) === square);
      if (!moves.length) return false;
      api.choose(moves);
      return true;
    },

    /** Plays a move given as UCI or SAN; throws when the engine refuses it. */
    play(text) {
      const color = s.snap.turn;
      let move;
      ending(() => {
        move = match.apply(text);
        const now = performance.now();
        const scale = pace().anim;
        const anim = scale > 0 ? moveAnimation(move, color, now, scale) : null;
        busyUntil = anim ? anim.end : now;
        refresh((st) => {
          clearPick(st);
          // The dice have stopped tumbling by now, even if no frame was drawn since.
          if (st.rolling && now >= st.rolling.end) st.rolling = null;
          st.anim = anim;
          st.lastAnimation = moveAnimation(move, color, now).items.map(({ kind, from, to }) => ({ kind, from, to }));
          st.message = null;
          st.hint = null;
          // A move is played in the game: looking back ends.
          st.viewPly = null;
          st.viewBoard = null;
        });
        emit('move', { ...move, color });
      });
      settle();
      return move;
    },

    /** Why the typed `text` cannot be played, as one sentence in the player's language. */
    typedRefusal(text, err) {
      let refusal = null;
      try {
        refusal = err.code === 'illegal-move' || err.code === 'ambiguous-move' || err.code === 'wrong-phase'
          || err.code === 'game-over' ? match.whyIllegal(text) : null;
      } catch { /* not a move: said below by the error's code */ }
      return tr('typedRefused', text, refusal ? refusalText(refusal, null, tr) : errorText(err, tr));
    },

    roll() {
      // Against a friend the dice come from both players' secrets (remote/ui.js).
      if (!s.snap || s.snap.phase !== 'roll' || s.viewPly !== null || match.remote) return;
      const color = s.snap.turn;
      const check = s.snap.inCheck;
      const dice = match.roll();
      const now = performance.now();
      const ms = pace().roll;
      busyUntil = now + ms;
      refresh((st) => {
        st.rolling = ms > 0 ? { start: now, end: now + ms } : null;
        notePass(st, color, check);
      });
      emit('roll', { dice, color });
      settle();
    },

    /** Physical dice: throws when the values are refused. */
    rollWith(dice) {
      const color = s.snap.turn;
      const check = s.snap.inCheck;
      match.rollWith(dice);
      busyUntil = performance.now();
      refresh((st) => {
        st.error = null;
        notePass(st, color, check);
      });
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

    /** What Undo would do now (takeback.js): { plies, blocked }; against a friend, one move, offered. */
    undoState() {
      if (!s.snap) return { plies: 0, blocked: 'nothing' };
      return undoPlan(s.snap, { computer: computerColor(), rollFirst, free: !!stash });
    },

    /**
     * Takes back what undoState() says (never past the last roll in a game); false when nothing.
     * Against a friend, the takeback is offered to the friend (remote/ui.js) and nothing changes here yet.
     */
    undo() {
      const { plies } = api.undoState();
      if (!plies) return false;
      if (match.remote) return match.undo();
      for (let i = 0; i < plies; i++) match.undo();
      busyUntil = 0;
      refresh(clearBoard);
      settle();
      return true;
    },

    resign() {
      ending(() => {
        match.resign(s.snap.turn === computerColor() ? COLORS.find((c) => c !== computerColor()) : s.snap.turn);
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

    /** Whether a draw can be offered now: in a live game; against the computer, on the player's move. */
    canOfferDraw() {
      const snap = s.snap;
      if (!snap || snap.result || stash || s.offer) return false;
      const computer = computerColor();
      return !computer || (snap.turn !== computer && (snap.phase === 'move' || snap.phase === 'bonus'));
    },

    /**
     * The player offers the computer a draw: it accepts when its own
     * evaluation of the position (its level's search) says it stands
     * worse, and says so in the status line either way.
     */
    offerDraw() {
      if (!api.canOfferDraw() || !computerColor()) return;
      const record = match.record();
      store.update((st) => { st.offer = 'thinking'; st.notice = { kind: 'info', text: tr('drawConsidering') }; });
      askHint(record, s.settings.level).then(
        (answer) => {
          store.update((st) => { st.offer = null; });
          if (!match || match.record() !== record || stash) return;
          // The score is the side to move's, the player's: the computer's is its opposite.
          if (-answer.score < DRAW_ACCEPT_BELOW) {
            api.agreeDraw();
            notify('info', tr('drawAccepted'));
          } else {
            notify('info', tr('drawDeclined'));
          }
        },
        (err) => {
          store.update((st) => { st.offer = null; });
          api.computerFailed(err);
        },
      );
    },

    /** Opens the analysis board on the position shown (the game's, or a past one): free undo, any dice, no computer. */
    analyse() {
      if (stash || !match) return;
      const ply = s.viewPly;
      // Without its seed, the copy's new rolls are fresh: they tell nothing of the game's.
      const copy = Match.fromRecord(match.record().replace(/^\[Seed "[^"]*"\]\n/m, ''));
      if (ply !== null) while (copy.game.history().length > ply && copy.undo()) { /* step back */ }
      stash = { match, origin: s.origin, rollFirst };
      match = copy;
      dropOpponents();
      busyUntil = 0;
      refresh((st) => {
        clearBoard(st);
        st.analysis = true;
      });
    },

    /** Closes the analysis board and goes back to the game, as it was. */
    leaveAnalysis(resume = true) {
      if (!stash) return;
      match.free();
      ({ match, rollFirst } = stash);
      const { origin } = stash;
      stash = null;
      busyUntil = 0;
      refresh((st) => {
        clearBoard(st);
        st.analysis = false;
        st.origin = origin;
      });
      if (resume) settle();
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
        st.hintMove = null;
        st.notice = null;
      });
    },

    step(delta) {
      const total = s.snap.history.length;
      const cur = s.viewPly === null ? total : s.viewPly;
      api.view(cur + delta);
    },

    /** Where the piece on `square` would be reborn if captured now (null: it would vanish). */
    rebirthOf(square) {
      return api.hintOf(square)?.to ?? null;
    },

    /**
     * What would become of the enemy unit on `square` if captured now,
     * from the engine (see rebirthHint in views/rebirth-hint.js): null in
     * rule sets without rebirth.
     */
    hintOf(square) {
      if (!rebirthCache.has(square)) rebirthCache.set(square, rebirthHint(match, s.snap, square));
      return rebirthCache.get(square);
    },

    setSetting(key, value) {
      store.update((st) => { st.settings[key] = value; });
      persist.saveSettings(s.settings);
      if (key === 'opponent' || key === 'level' || key === 'computerSide') dropOpponents();
      if (['autoRoll', 'physical', 'opponent', 'level', 'computerSide', 'pace'].includes(key)) settle();
    },

    /** The game record with its headers filled: the players' names and the date (the engine writes the rest). */
    record() {
      const names = playerNames();
      return withTags(match.record(), { White: names.white, Black: names.black, Date: s.origin.date || null });
    },
    /** The engine's own record: the moves, the start, the seed and the result. */
    rawRecord() { return match.record(); },
    fen() { return match.fen(); },

    /** The position shown (the game's, or a past one) as an SVG diagram. */
    diagram(options = {}) {
      const ply = s.viewPly === null ? undefined : s.viewPly;
      return match.diagram({ ply, orientation: s.settings.flipped ? 'black' : 'white', ...options });
    },

    /** Stops the opponents and frees the game: the controller is not used after this. */
    destroy() {
      dropOpponents();
      if (stash) stash.match.free();
      stash = null;
      if (match) match.free();
      match = null;
    },
  };
  return api;
}
