// Why a move is refused, in one line of the player's language: the
// engine sorts the refusal (game.whyIllegal: a reason, the piece, the
// square it names) and the strings' `refusals` table words it. A reason
// the table does not know falls back to the engine's own message.

/** `text` with its first letter in upper case. */
function capital(text) {
  return text ? text[0].toUpperCase() + text.slice(1) : text;
}

/** The reasons that speak of the check in their own words. */
const SAYS_CHECK = new Set(['check', 'castle-check']);

/**
 * The reason alone: "a knight jumps in an L". A side in check is told so
 * (the refusal takes the place of the status line that said it); the
 * `check` reason says it in its own words.
 */
export function reasonText(refusal, tr) {
  const table = tr.table('refusals');
  const say = Object.hasOwn(table, refusal.reason) ? table[refusal.reason] : table.other;
  const why = say(refusal);
  return refusal.inCheck && !SAYS_CHECK.has(refusal.reason) ? tr('refusalInCheck', why) : why;
}

/**
 * One line for a refused move: "Knight g1–g3: a knight jumps in an L"
 * when the squares were picked on the board (`squares` = {from, to}),
 * else the reason alone (a typed move says its own text first).
 */
export function refusalText(refusal, squares, tr) {
  const why = reasonText(refusal, tr);
  if (!squares || !refusal.piece) return why;
  return tr('refusedMove', capital(tr.table('pieceNames')[refusal.piece]), squares.from, squares.to, why);
}

/**
 * Why the piece on `square` cannot be picked now, or null when there is
 * nothing to say (an empty square, an enemy piece, a game that is over).
 * `ctx`: { snap, viewing, computer (its colour or null), why(uci) } where
 * why is the game's whyIllegal.
 */
export function squareRefusal(square, { snap, viewing, computer, why }, tr) {
  if (viewing) return tr('refuseViewing');
  if (snap.result) return null;
  const letter = snap.board[('abcdefgh'.indexOf(square[0])) + 8 * (Number(square[1]) - 1)];
  if (!letter) return null;
  const mine = (letter === letter.toUpperCase()) === (snap.turn === 'white');
  if (computer && snap.turn === computer) return tr('refuseComputerTurn');
  if (!mine) return null;
  const refusal = why(square + square);
  if (!refusal) return null;
  const piece = capital(tr.table('pieceNames')[letter.toUpperCase()]);
  if (refusal.reason === 'same-square') {
    const text = tr('refuseNoMove', piece, square);
    return refusal.inCheck ? tr('refusalInCheck', text) : text;
  }
  return tr('refusedPiece', piece, square, reasonText(refusal, tr));
}
