// Who plays each side. A person, or the computer at a level: the search
// runs in a worker (js/ai/) on the AI build of the engine, so the page never
// blocks and the engine loaded by the page stays small. The computer acts
// like a player: it calls api.roll() after its king moves and api.play(uci)
// with its choice; the dice come from the game, never from the search.

/** The worker's client, loaded on first use so a page without a computer opponent never fetches it. */
const ask = (record, search) => import('./ai/client.js').then((client) => client.ask(record, search));

/**
 * The levels the New game dialog offers, weakest first: the one list the
 * app reads them from. `deep` searches by the clock (1.5 s a move).
 */
export const LEVELS = ['easy', 'medium', 'hard', 'deep'];

/**
 * The levels' strength where it was measured against a rated engine:
 * orthodox chess's hard level rated 1858 [1760, 1955] on Stockfish's
 * UCI_Elo scale with its pruned search (`python3 scripts/calibrate.py
 * --player hard --elos 1700,1900,2100`, 60 games;
 * docs/computer-opponent.md), said to the nearest 50. By rule set, then
 * level; a level not here is unrated.
 */
export const RATINGS = { orthodox: { hard: 1850 } };

/** The rating of `level` in the rule set `rules` (a number), or null. */
export function levelRating(rules, level) {
  return Object.hasOwn(RATINGS, rules) && Object.hasOwn(RATINGS[rules], level) ? RATINGS[rules][level] : null;
}

export const OPPONENTS = [
  { id: 'human', available: true },
  { id: 'computer', available: true },
];

/**
 * The computer accepts a draw offered to it when its expected result
 * (a search score, -10000 to 10000) is below this: when it stands worse.
 */
export const DRAW_ACCEPT_BELOW = -1000;

/**
 * The program that plays `color` under `setting` ({ level, side }), or
 * null when a person does (level null, or the other side).
 */
export function opponentFor(setting, color) {
  if (!setting || !LEVELS.includes(setting.level) || setting.side !== color) return null;
  return computer(setting.level);
}

function computer(level) {
  let live = true;
  let timer = null;
  return {
    level,
    /**
     * Acts once for the game as it stands in `snapshot`, one step at a
     * time: each move or roll waits until the board has shown the last
     * one (api.afterStep). Ignores answers that arrive after the game
     * moved on.
     */
    act(snapshot, api) {
      if (!live || snapshot.result) return;
      const record = api.match.record();
      const stillCurrent = () => live && api.match && api.match.record() === record;
      const step = (fn) => {
        clearTimeout(timer);
        timer = api.afterStep(() => { if (stillCurrent()) fn(); });
      };
      if (snapshot.phase === 'roll') {
        step(() => api.roll());
      } else if (snapshot.phase === 'move' || snapshot.phase === 'bonus') {
        api.thinking?.(true);
        ask(record, { level }).then(
          (answer) => {
            api.thinking?.(false);
            step(() => api.play(answer.uci));
          },
          (err) => {
            api.thinking?.(false);
            if (live) api.computerFailed?.(err);
          },
        );
      }
    },
    destroy() {
      live = false;
      clearTimeout(timer);
    },
  };
}

/**
 * The Hint's search: the hard level's node budget (src/ai/mod.rs,
 * Level::Hard), without its time cap, so that its choice is the same on
 * every machine; the game review weighs its marks with it too, so that it
 * never marks a move the Hint would suggest.
 */
export const HINT_SEARCH = { nodes: 300000 };

/** The computer's suggestion for the side to move (the Hint's search): resolves to { uci, san, score }. */
export function hint(record) {
  return ask(record, HINT_SEARCH);
}

/** The computer's view of the position at `level` (a draw offered to it): resolves to { uci, san, score }. */
export function weigh(record, level) {
  return ask(record, { level });
}
