// Squares and pixels. Squares are named 'a1'…'h8' and indexed 0…63 in the
// engine's order (a1, b1, …, h8).

export const FILES = 'abcdefgh';

export function squareName(index) {
  return FILES[index % 8] + (Math.floor(index / 8) + 1);
}

export function squareIndex(name) {
  return FILES.indexOf(name[0]) + 8 * (Number(name[1]) - 1);
}

/** File 0…7 and rank 0…7 of a square name. */
export function fileRank(name) {
  return [FILES.indexOf(name[0]), Number(name[1]) - 1];
}

/** The square under a point of a board `size` pixels wide, or null. */
export function squareAt(x, y, size, flipped) {
  const s = size / 8;
  const col = Math.floor(x / s);
  const row = Math.floor(y / s);
  if (col < 0 || col > 7 || row < 0 || row > 7) return null;
  const file = flipped ? 7 - col : col;
  const rank = flipped ? row : 7 - row;
  return FILES[file] + (rank + 1);
}

/** Top-left corner of a square, in pixels. */
export function squareOrigin(name, size, flipped) {
  const s = size / 8;
  const [file, rank] = fileRank(name);
  const col = flipped ? 7 - file : file;
  const row = flipped ? rank : 7 - rank;
  return { x: col * s, y: row * s };
}

/** The square one step away in screen direction (dx, dy), or the same one at the edge. */
export function stepSquare(name, dx, dy, flipped) {
  let [file, rank] = fileRank(name);
  const sign = flipped ? -1 : 1;
  file = Math.min(7, Math.max(0, file + dx * sign));
  rank = Math.min(7, Math.max(0, rank - dy * sign));
  return FILES[file] + (rank + 1);
}

/** Dark squares: (file + rank) even counting from 1, so a1 is dark (RULES §3). */
export function isDark(name) {
  const [file, rank] = fileRank(name);
  return (file + rank) % 2 === 0;
}
