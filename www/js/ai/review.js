// A finished game, turn by turn, as the search sees it: runs in the AI
// worker (or in Node with the package's AI build), never on the page.
//
// For each turn the game is replayed from its start with the dice that came,
// and the search (game.analyse(search)) values every point where the side
// to move chose or the dice fell: the turn's start, the position after a
// king free move (before the roll: the value over every roll) and the
// position after the roll (the bonus moves' choice). A choice costs the
// difference between the value before it and the value after it (the next
// point, or the next turn's start seen from the other side), each as the
// mover's expected score, from 0 to 1.
//
// That search is small, so that a whole game is reviewed in seconds; the
// Hint's is larger, and the two may choose differently. So the turns that
// would be marked are weighed again with the Hint's search (`check`): a
// choice it would have made is no cost, and the better choice shown is the
// one the Hint would have suggested, move by move. A move the Hint
// suggested is never marked.

/** How many turns are marked, at most, and the least cost marked (as a share of a win). */
export const MARKED = 3;
export const MIN_COST = 0.05;
/** The most turns weighed again with the check's search, so that a long game's review stays short. */
const MAX_CHECKED = 8;
/** The share of the progress bar for the first pass, when the marks are checked after it. */
const FIRST_PASS = 0.8;

/**
 * The turns to mark: the costliest choices of the sides people played
 * (`people`: the colours), at most MARKED, each costing at least MIN_COST,
 * each checked (see reviewGame's `check`).
 */
export function costliest(turns, people) {
  return turns.filter((turn) => people.includes(turn.color) && turn.checked && turn.cost >= MIN_COST && turn.better)
    .sort((a, b) => b.cost - a.cost).slice(0, MARKED);
}

/** The mover's value at the end of the game, from its result. */
function resultValue(result, color) {
  if (!result) return null;
  if (result.winner === null) return 0.5;
  return result.winner === color ? 1 : 0;
}

/** A move of an analysis (MoveRef) as the review keeps it. */
function brief(m) {
  return { san: m.san, uci: m.uci, die: m.die };
}

/**
 * Replays `turns` on `game` from its start, with the dice that came,
 * calling `visit.point(i, k, point)` at each point of turn i (k counts
 * them from 0) with { kind: 'choice' | 'chance', ply, afterRoll }, the
 * game standing there, and `visit.turn(i, ply)` after each turn (`ply`:
 * where it began). Stops where the game ended.
 */
function replay(game, turns, visit) {
  while (game.undo()) { /* back to the start */ }
  for (let i = 0; i < turns.length; i++) {
    const turn = turns[i];
    if (game.result()) break;
    const color = turn.color;
    const ply = game.history().length;
    let k = 0;
    let last = null;
    const point = (kind, afterRoll = false) => {
      last = { kind, ply: game.history().length, afterRoll };
      visit.point(i, k++, last);
    };
    point(game.phase() === 'roll' ? 'chance' : 'choice');
    let rolled = false;
    const roll = () => {
      // The turn's one roll, when its side is to roll (after its move the next side may be: dice chess).
      if (rolled || game.phase() !== 'roll' || !turn.roll || game.turn() !== color) return;
      rolled = true;
      if (last.kind !== 'chance' || last.ply !== game.history().length) point('chance');
      game.rollWith(turn.roll);
      // The roll may leave no move (the dice forfeited, a pass): the turn is then over.
      if (!game.result() && game.turn() === color && game.phase() !== 'roll') point('choice', true);
    };
    roll();
    // The turn's moves (a pass among them, `0000`); a roll that allowed
    // none already ended the turn.
    for (const m of turn.moves) {
      if (game.result() || game.turn() !== color) break;
      game.apply(m.uci);
      roll();
    }
    visit.turn(i, ply);
  }
}

/**
 * Reviews `game` (an AI build Game, its history played to the end; it is
 * taken back to its start and played forward again) with `search` per
 * point ({ nodes } for reproducible figures). With `check` (a search, the
 * Hint's), the costliest turns of `people` (the colours reviewed, both by
 * default) are weighed again with it, until the MARKED costliest are
 * checked (or MAX_CHECKED turns were); without, every turn counts as
 * checked by `search`. `progress({ done, turn, turns })` hears each turn
 * reviewed, then `progress({ done, checked })` each turn checked.
 *
 * Returns { turns, result } where each turn is { index, color, ply, moves,
 * roll, forfeited, white, cost, better, checked, end }: `white` is White's
 * expected score at the turn's start (game.analyse()'s winProbability as
 * White's), `cost` the mover's loss over the turn's choices (0 to 1),
 * `better` the best play at the costliest choice: { at: 'start' | 'roll',
 * ply, moves, dice, then }.
 */
export function reviewGame(game, { search, check = null, people = ['white', 'black'] }, progress = () => {}) {
  const turns = game.turns();
  const result = game.result();
  const share = check ? FIRST_PASS : 1;
  const out = [];
  let points = [];
  replay(game, turns, {
    point(i, k, p) {
      const a = game.analyse(search);
      points.push({ ...p, v: a.winProbability, a });
    },
    turn(i, ply) {
      const turn = turns[i];
      const white = turn.color === 'white' ? points[0].v : 1 - points[0].v;
      out.push({
        index: i, color: turn.color, ply, moves: turn.moves.map((m) => m.san), ucis: turn.moves.map((m) => m.uci),
        roll: turn.roll, forfeited: turn.forfeited, white, points,
      });
      points = [];
      progress({ done: (share * (i + 1)) / turns.length, turn: i + 1, turns: turns.length });
    },
  });
  // The value after each turn, as its mover's: the next turn's start from the other side, or the result.
  for (let i = 0; i < out.length; i++) {
    const turn = out[i];
    const next = out[i + 1];
    turn.end = next ? (next.color === turn.color ? next.points[0].v : 1 - next.points[0].v)
      : resultValue(result, turn.color) ?? (turn.color === 'white' ? turn.white : 1 - turn.white);
    turn.choices = choices(turn);
    turn.checked = !check;
    settle(turn);
  }
  if (check) checkMarks(game, turns, out, check, people, progress);
  for (const turn of out) {
    delete turn.points;
    delete turn.ucis;
    delete turn.choices;
  }
  return { turns: out, result };
}

/**
 * The choices of a turn that cost something: { k, ply, played, loss,
 * better } for each choice point k where the search would have played
 * otherwise. `played` is the moves (UCI) the choice made: up to the next
 * point (a king free move's roll) or the turn's end.
 */
function choices(turn) {
  const out = [];
  turn.points.forEach((p, k) => {
    if (p.kind !== 'choice') return;
    const next = turn.points[k + 1];
    const after = next ? next.v : turn.end;
    const played = turn.ucis.slice(p.ply - turn.ply, next ? next.ply - turn.ply : undefined);
    const loss = Math.max(0, p.v - after);
    const better = betterChoice(p, turn.roll);
    // Where the player chose as the search would, a loss is the search's own horizon, not the choice's cost.
    if (!better || loss <= 0 || sameChoice(better.moves, played, true)) return;
    out.push({ k, ply: p.ply, played, loss, better });
  });
  return out;
}

/** The turn's cost and better choice, from its choices. */
function settle(turn) {
  let worst = null;
  turn.cost = 0;
  for (const c of turn.choices) {
    turn.cost += c.loss;
    if (!worst || c.loss > worst.loss) worst = c;
  }
  turn.better = worst ? worst.better : null;
}

/**
 * Whether `moves` (the search's, as MoveRefs) are the choice `played`
 * (UCIs): all of it, or (`prefix`, a line the budget cut short) its start.
 */
function sameChoice(moves, played, prefix = false) {
  if (!moves.length || (!prefix && moves.length !== played.length)) return false;
  return moves.every((m, i) => m.uci === played[i]);
}

/**
 * The best play at a choice (null when the search has none): the analysis' line; when it is a king free
 * move whose roll came after it, the row of its roll table for the dice
 * that came.
 */
function betterChoice(point, roll) {
  const a = point.a;
  // The line goes on to the next roll, perhaps through the opponent's reply: the mover's own moves.
  const own = [];
  for (const m of a.line) {
    if (m.color !== a.side) break;
    own.push(brief(m));
  }
  const moves = own.length ? own : a.best ? [brief(a.best)] : [];
  if (!moves.length) return null;
  const better = { at: point.afterRoll ? 'roll' : 'start', ply: point.ply, moves, dice: point.afterRoll ? roll : null, then: null };
  if (!point.afterRoll && roll && a.rolls.length) {
    const key = diceKey(roll);
    const row = a.rolls.find((r) => r.dice.join('-') === key);
    if (row) better.then = { dice: row.dice, moves: row.moves.map(brief), pass: row.pass };
  }
  return better;
}

function diceKey(dice) {
  return [...dice].sort((x, y) => x - y).join('-');
}

/**
 * Weighs the costliest turns of `people` again with the `check` search,
 * until the MARKED costliest are checked: each of their costly choices is
 * played as the check's search would play it, move by move (the Hint's
 * suggestions), and when that is the choice made, it costs nothing;
 * otherwise its better choice becomes the check's.
 */
function checkMarks(game, turns, out, check, people, progress) {
  let checked = 0;
  for (;;) {
    const due = out.filter((turn) => people.includes(turn.color) && turn.cost >= MIN_COST && turn.better)
      .sort((a, b) => b.cost - a.cost).slice(0, MARKED).filter((turn) => !turn.checked)
      .slice(0, MAX_CHECKED - checked);
    if (!due.length) return;
    const batch = new Set(due.map((turn) => turn.index));
    replay(game, turns, {
      point(i, k) {
        if (!batch.has(i)) return;
        const turn = out[i];
        const c = turn.choices.find((choice) => choice.k === k);
        if (c) c.better = hintChoice(game, turn, c, check);
      },
      turn(i) {
        if (!batch.has(i)) return;
        const turn = out[i];
        turn.choices = turn.choices.filter((c) => c.better);
        turn.checked = true;
        settle(turn);
        checked += 1;
        progress({ done: FIRST_PASS + (1 - FIRST_PASS) * Math.min(1, checked / MARKED), checked });
      },
    });
  }
}

/**
 * The choice `c` of `turn` as the `search` (the check's) makes it, from the game
 * standing at it: its moves, one search each (as the Hint suggests them),
 * until the turn passes or a roll is due; after a king free move whose
 * roll came, that roll's moves too. Null when it is the choice made. The
 * game is left where it stood.
 */
function hintChoice(game, turn, c, search) {
  const color = turn.color;
  const phase = game.phase();
  const ply = game.history().length;
  const line = () => {
    const moves = [];
    while (!game.result() && game.turn() === color && (game.phase() === 'move' || game.phase() === 'bonus')) {
      const best = brief(game.bestMove(search).move);
      moves.push(best);
      game.apply(best.uci);
    }
    return moves;
  };
  const moves = line();
  let then = null;
  let played = moves.length;
  if (sameChoice(moves, c.played)) {
    for (let n = 0; n < played; n++) game.undo();
    return null;
  }
  if (c.better.at === 'start' && turn.roll && !game.result() && game.phase() === 'roll' && game.turn() === color) {
    game.rollWith(turn.roll);
    const bonus = line();
    played += bonus.length;
    then = { dice: diceKey(turn.roll).split('-').map(Number), moves: bonus, pass: !bonus.length };
  }
  for (let n = 0; n < played; n++) game.undo();
  if (game.history().length !== ply || game.phase() !== phase) throw new Error('the review could not take back the Hint\'s moves');
  return { ...c.better, moves, then };
}
