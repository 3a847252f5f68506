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
 * Reviews `game` (an AI build Game, its history played to the end; it is
 * taken back to its start and played forward again) with `search` per
 * point ({ nodes } for reproducible figures). `progress({ done, turn,
 * turns })` hears each turn reviewed. Returns { turns, result } where each
 * turn is { index, color, ply, moves, roll, white, decisions, cost, better }:
 * `white` is White's expected score at the turn's start (game.analyse()'s
 * winProbability as White's), `cost` the mover's loss over the turn's
 * choices (0 to 1), `better` the best play at the costliest choice:
 * { at: 'start' | 'roll', ply, moves, dice }.
 */
export function reviewGame(game, search, progress = () => {}) {
  const turns = game.turns();
  const result = game.result();
  while (game.undo()) { /* back to the start */ }
  const out = [];
  const value = () => {
    const a = game.analyse(search);
    return { v: a.winProbability, a };
  };
  for (let i = 0; i < turns.length; i++) {
    const turn = turns[i];
    if (game.result()) break;
    const color = turn.color;
    const ply = game.history().length;
    const start = value();
    const white = color === 'white' ? start.v : 1 - start.v;
    // The points of the turn, in order: each { kind: 'choice' | 'chance', v, a, ply }.
    const points = [{ kind: game.phase() === 'roll' ? 'chance' : 'choice', v: start.v, a: start.a, ply }];
    let rolled = false;
    const roll = () => {
      // The turn's one roll, when its side is to roll (after its move the next side may be: dice chess).
      if (rolled || game.phase() !== 'roll' || !turn.roll || game.turn() !== color) return;
      rolled = true;
      const last = points.at(-1);
      if (last.kind !== 'chance' || last.ply !== game.history().length) {
        const before = value();
        points.push({ kind: 'chance', v: before.v, a: before.a, ply: game.history().length });
      }
      game.rollWith(turn.roll);
      // The roll may leave no move (the dice forfeited, a pass): the turn is then over.
      if (!game.result() && game.turn() === color && game.phase() !== 'roll') {
        const after = value();
        points.push({ kind: 'choice', v: after.v, a: after.a, ply: game.history().length, afterRoll: true });
      }
    };
    roll();
    for (const m of turn.moves) {
      game.apply(m.uci);
      roll();
    }
    out.push({ index: i, color, ply, moves: turn.moves.map((m) => m.san), ucis: turn.moves.map((m) => m.uci), roll: turn.roll, white, points });
    progress({ done: (i + 1) / turns.length, turn: i + 1, turns: turns.length });
  }
  // The value after each turn, as its mover's: the next turn's start from the other side, or the result.
  for (let i = 0; i < out.length; i++) {
    const turn = out[i];
    const next = out[i + 1];
    const end = next ? (next.color === turn.color ? next.points[0].v : 1 - next.points[0].v)
      : resultValue(result, turn.color) ?? (turn.color === 'white' ? turn.white : 1 - turn.white);
    let cost = 0;
    let worst = null;
    turn.points.forEach((p, k) => {
      if (p.kind !== 'choice') return;
      const after = k + 1 < turn.points.length ? turn.points[k + 1].v : end;
      const loss = Math.max(0, p.v - after);
      const better = betterChoice(p, turn.roll);
      // Where the player chose as the search would, a loss is the search's own horizon, not the choice's cost.
      if (!better || sameChoice(better, turn.ucis.slice(p.ply - turn.ply))) return;
      cost += loss;
      if (!worst || loss > worst.loss) worst = { loss, better };
    });
    turn.cost = cost;
    turn.better = worst && worst.loss > 0 ? worst.better : null;
    turn.end = end;
    delete turn.points;
    delete turn.ucis;
  }
  return { turns: out, result };
}

/** Whether the better choice is what was played (`played`: the moves' UCI from the choice on). */
function sameChoice(better, played) {
  const moves = [...better.moves, ...(better.then ? better.then.moves : [])].map((m) => m.uci);
  return moves.length > 0 && moves.every((uci, i) => uci === played[i]);
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
    const key = [...roll].sort((x, y) => x - y).join('-');
    const row = a.rolls.find((r) => r.dice.join('-') === key);
    if (row) better.then = { dice: row.dice, moves: row.moves.map(brief), pass: row.pass };
  }
  return better;
}
