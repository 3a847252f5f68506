// Where a player points to play a move. For almost every move that is the
// square it goes to; a Jupiter Circe capture moves the captured unit to its
// rebirth square and takes it there (`b2b1/xa6`), so the board offers it on
// the captured unit's own square, and keeps the arrival square for the
// plain move that may share it.

/** Whether `m` takes a unit first moved to the arrival square (Jupiter Circe). */
export function isTransfer(m) {
  return typeof m.uci === 'string' && m.uci.includes('/x');
}

/** The square a player clicks or drops on to play `m`. */
export function targetOf(m) {
  return isTransfer(m) ? m.captureSquare : m.to;
}

/**
 * The moves of `moves` (one piece's) that a click or drop on `square`
 * plays: those whose target it is, or else the Jupiter captures that end
 * there (a pawn's, which has no plain move to that square).
 */
export function movesTo(moves, square) {
  const aimed = moves.filter((m) => targetOf(m) === square);
  return aimed.length ? aimed : moves.filter((m) => m.to === square);
}
