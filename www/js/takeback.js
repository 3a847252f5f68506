// Takebacks in a game (RULES §5.7, rolled dice are final): Undo never
// goes back past the last roll, so that nobody can look at a roll and then
// choose another move. Against the computer, Undo takes back whole turns,
// as far as the player's own last move, like a takeback on a chess site.
// Reads the engine's history only; decides nothing about moves.

/**
 * How many moves of the game stand before its last roll: Undo never goes
 * below this. A roll after a king move (Dice Rex Circe) comes after the
 * turn's free move, which it cannot take back; a roll before the move
 * (`rollFirst`, dice chess) comes before all of the turn's moves; a
 * pass the roll forced is part of it.
 */
export function rollFloor(turns, rollFirst = false) {
  let plies = 0;
  let floor = 0;
  for (const turn of turns) {
    if (turn.roll) {
      const before = rollFirst ? 0 : turn.moves.filter((m) => m.die === null && !m.pass).length;
      // A pass the roll forced (its dice forfeited) is the roll's, as final as it.
      const forced = turn.moves.some((m) => m.pass) && turn.forfeited.length > 0 ? 1 : 0;
      floor = plies + before + forced;
    }
    plies += turn.moves.length;
  }
  return floor;
}

/**
 * What Undo would do now: `{ plies, blocked }`. `plies` moves are taken
 * back (0 when blocked); `blocked` says why not: 'nothing' (no move of the
 * player's to take back), 'dice' (the last roll is final), 'over' (the
 * game ended by resignation or agreement). `computer` is the computer's
 * colour, or null when people play both sides; `free` (the analysis
 * board) takes back one move at a time, rolls included.
 */
export function undoPlan({ history, turns, result }, { computer = null, rollFirst = false, free = false } = {}) {
  const total = history.length;
  if (free) return total > 0 || result ? { plies: 1, blocked: null } : { plies: 0, blocked: 'nothing' };
  if (result && (result.reason === 'resignation' || result.reason === 'agreement')) return { plies: 0, blocked: 'over' };
  let plies = 0;
  if (computer) {
    while (plies < total && history[total - 1 - plies].color === computer) plies += 1;
  }
  if (plies === total) return { plies: 0, blocked: 'nothing' };
  plies += 1;
  if (total - plies < rollFloor(turns, rollFirst)) return { plies: 0, blocked: 'dice' };
  return { plies, blocked: null };
}
