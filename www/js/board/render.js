// Draws the board on its canvas from a plain description (see boardView in
// ../view.js). No state of its own, no rules: everything drawn is given.

import { FILES, squareName, squareIndex, squareOrigin, isDark } from './geometry.js';
import { drawPieceArt } from './pieces.js';
import { ease } from './anim.js';

const COLORS = {
  light: '#efdab5',
  dark: '#b68862',
  lastMove: 'rgba(205, 210, 60, 0.55)',
  selected: 'rgba(30, 110, 60, 0.55)',
  dest: 'rgba(20, 85, 30, 0.5)',
  allowed: 'rgba(255, 190, 30, 0.95)',
  mate: 'rgba(220, 30, 30, 0.75)',
  hint: 'rgba(40, 90, 200, 0.9)',
  vanish: 'rgba(70, 70, 80, 0.85)',
  suggestion: 'rgba(21, 120, 27, 0.8)',
  cursor: 'rgba(30, 90, 220, 0.95)',
  remove: 'rgba(200, 30, 30, 0.8)',
  erupt: 'rgba(200, 90, 20, 0.85)',
  check: 'rgba(230, 20, 20, 0.8)',
  pick: 'rgba(40, 90, 200, 0.85)',
};

/** Sizes the canvas backing store for the device pixel ratio; true when it changed. */
export function fitCanvas(canvas, cssSize, dpr) {
  const px = Math.round(cssSize * dpr);
  if (canvas.width === px && canvas.height === px) return false;
  canvas.width = px;
  canvas.height = px;
  return true;
}

function drawPiece(ctx, letter, x, y, s, alpha = 1, scale = 1) {
  const d = s * scale;
  drawPieceArt(ctx, letter, x + (s - d) / 2, y + (s - d) / 2, d, alpha);
}

function fillSquare(ctx, sq, size, flipped, color) {
  const s = size / 8;
  const { x, y } = squareOrigin(sq, size, flipped);
  ctx.fillStyle = color;
  ctx.fillRect(x, y, s, s);
}

function center(sq, size, flipped) {
  const s = size / 8;
  const { x, y } = squareOrigin(sq, size, flipped);
  return { x: x + s / 2, y: y + s / 2 };
}

function drawSquares(ctx, size, flipped) {
  for (let i = 0; i < 64; i++) {
    const sq = squareName(i);
    fillSquare(ctx, sq, size, flipped, isDark(sq) ? COLORS.dark : COLORS.light);
  }
}

function drawCoordinates(ctx, size, flipped) {
  const s = size / 8;
  ctx.font = `600 ${Math.max(9, Math.round(s * 0.2))}px system-ui, sans-serif`;
  for (let i = 0; i < 8; i++) {
    const fileSq = FILES[flipped ? 7 - i : i] + (flipped ? 8 : 1);
    ctx.fillStyle = isDark(fileSq) ? COLORS.light : COLORS.dark;
    ctx.textAlign = 'right';
    ctx.textBaseline = 'bottom';
    ctx.fillText(fileSq[0], (i + 1) * s - s * 0.06, size - s * 0.04);
    const rank = flipped ? i + 1 : 8 - i;
    const rankSq = (flipped ? 'h' : 'a') + rank;
    ctx.fillStyle = isDark(rankSq) ? COLORS.light : COLORS.dark;
    ctx.textAlign = 'left';
    ctx.textBaseline = 'top';
    ctx.fillText(String(rank), s * 0.06, i * s + s * 0.04);
  }
}

function ring(ctx, sq, size, flipped, color, width, inset = 0) {
  const s = size / 8;
  const { x, y } = squareOrigin(sq, size, flipped);
  ctx.strokeStyle = color;
  ctx.lineWidth = width;
  ctx.strokeRect(x + inset + width / 2, y + inset + width / 2, s - 2 * inset - width, s - 2 * inset - width);
}

function drawDestinations(ctx, view) {
  const { size, flipped, board } = view;
  const s = size / 8;
  ctx.fillStyle = COLORS.dest;
  for (const sq of view.dests) {
    const c = center(sq, size, flipped);
    ctx.beginPath();
    if (board[squareIndex(sq)]) {
      ctx.arc(c.x, c.y, s * 0.46, 0, Math.PI * 2);
      ctx.arc(c.x, c.y, s * 0.38, 0, Math.PI * 2, true);
    } else {
      ctx.arc(c.x, c.y, s * 0.15, 0, Math.PI * 2);
    }
    ctx.fill();
  }
}

/** An arrow from the centre of `from` to `to`: dashed (a rebirth's way) or solid (a suggested move). */
function arrow(ctx, from, to, size, flipped, color, dashed = true) {
  const s = size / 8;
  const a = center(from, size, flipped);
  const b = center(to, size, flipped);
  const ang = Math.atan2(b.y - a.y, b.x - a.x);
  const head = s * (dashed ? 0.3 : 0.38);
  const ex = b.x - Math.cos(ang) * s * (dashed ? 0.3 : 0.12);
  const ey = b.y - Math.sin(ang) * s * (dashed ? 0.3 : 0.12);
  ctx.strokeStyle = color;
  ctx.fillStyle = color;
  ctx.lineWidth = s * (dashed ? 0.08 : 0.15);
  ctx.lineCap = dashed ? 'butt' : 'round';
  if (dashed) ctx.setLineDash([s * 0.14, s * 0.1]);
  ctx.beginPath();
  ctx.moveTo(a.x, a.y);
  ctx.lineTo(ex - Math.cos(ang) * head * 0.8, ey - Math.sin(ang) * head * 0.8);
  ctx.stroke();
  ctx.setLineDash([]);
  ctx.lineCap = 'butt';
  ctx.beginPath();
  ctx.moveTo(ex, ey);
  ctx.lineTo(ex - Math.cos(ang - 0.45) * head, ey - Math.sin(ang - 0.45) * head);
  ctx.lineTo(ex - Math.cos(ang + 0.45) * head, ey - Math.sin(ang + 0.45) * head);
  ctx.closePath();
  ctx.fill();
}

/**
 * The rebirth hint: where the piece on `hint.from` would be reborn; or,
 * when it would vanish, the piece washed pale inside a dashed grey ring
 * (fading away: nothing like a refusal's mark).
 */
function drawHint(ctx, view) {
  const { size, flipped, hint } = view;
  const s = size / 8;
  for (const m of hint.movers || []) {
    ring(ctx, m.to, size, flipped, COLORS.erupt, Math.max(2, s * 0.06), s * 0.04);
    arrow(ctx, m.from, m.to, size, flipped, 'rgba(200, 110, 20, 0.75)');
  }
  for (const sq of hint.buried || []) ring(ctx, sq, size, flipped, 'rgba(120, 50, 10, 0.9)', Math.max(2, s * 0.06), s * 0.04);
  if (hint.targets) {
    for (const target of hint.targets) {
      ring(ctx, target.to, size, flipped, COLORS.hint, Math.max(2, s * 0.05), s * 0.06);
      const { x, y } = squareOrigin(target.to, size, flipped);
      if (!view.board[squareIndex(target.to)]) drawPiece(ctx, target.letter, x, y, s, 0.3);
    }
    return;
  }
  if (hint.to) {
    ring(ctx, hint.to, size, flipped, COLORS.hint, Math.max(2, s * 0.06), s * 0.04);
    const { x, y } = squareOrigin(hint.to, size, flipped);
    if (!view.board[squareIndex(hint.to)]) drawPiece(ctx, hint.letter, x, y, s, 0.45);
    if (hint.to !== hint.from) arrow(ctx, hint.from, hint.to, size, flipped, 'rgba(40, 90, 200, 0.7)');
  } else {
    const c = center(hint.from, size, flipped);
    ctx.fillStyle = 'rgba(255, 255, 255, 0.55)';
    ctx.beginPath();
    ctx.arc(c.x, c.y, s * 0.44, 0, Math.PI * 2);
    ctx.fill();
    ctx.strokeStyle = COLORS.vanish;
    ctx.lineWidth = Math.max(2, s * 0.05);
    ctx.setLineDash([s * 0.09, s * 0.07]);
    ctx.beginPath();
    ctx.arc(c.x, c.y, s * 0.44, 0, Math.PI * 2);
    ctx.stroke();
    ctx.setLineDash([]);
  }
}

/** Small numbers on the squares a turn of several moves reached, in the order they were played. */
function drawTurnOrder(ctx, view) {
  const { size, flipped } = view;
  const s = size / 8;
  const r = Math.max(6, s * 0.14);
  ctx.font = `700 ${Math.round(r * 1.3)}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (const [i, m] of view.lastMoves.entries()) {
    const { x, y } = squareOrigin(m.to, size, flipped);
    const cx = x + s - r - s * 0.04;
    const cy = y + r + s * 0.04;
    ctx.fillStyle = 'rgba(32, 33, 34, 0.8)';
    ctx.beginPath();
    ctx.arc(cx, cy, r, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = '#fff';
    ctx.fillText(String(i + 1), cx, cy + 0.5);
  }
}

function trail(ctx, a, b, p, s, color) {
  ctx.strokeStyle = color;
  ctx.lineWidth = s * 0.06;
  ctx.beginPath();
  ctx.moveTo(a.x + s / 2, a.y + s / 2);
  ctx.lineTo(a.x + (b.x - a.x) * p + s / 2, a.y + (b.y - a.y) * p + s / 2);
  ctx.stroke();
}

/** A dashed ring: a square where something is about to happen or just happened. */
function dashedRing(ctx, x, y, s, color) {
  ctx.strokeStyle = color;
  ctx.lineWidth = Math.max(2, s * 0.05);
  ctx.setLineDash([s * 0.09, s * 0.07]);
  ctx.beginPath();
  ctx.arc(x + s / 2, y + s / 2, s * 0.44, 0, Math.PI * 2);
  ctx.stroke();
  ctx.setLineDash([]);
}

/** One item of a running animation (see anim.js) at progress `p` in [0, 1]. */
function drawItem(ctx, item, a, b, p, s) {
  const x = a.x + (b.x - a.x) * p;
  const y = a.y + (b.y - a.y) * p;
  switch (item.kind) {
    case 'vanish':
      if (p < 1) drawPiece(ctx, item.letter, a.x, a.y, s, 1 - p, 1 + 0.5 * p);
      break;
    case 'remove':
      if (p < 1) {
        dashedRing(ctx, a.x, a.y, s, COLORS.remove);
        drawPiece(ctx, item.letter, a.x, a.y, s, 1 - p, 1 - 0.4 * p);
      }
      break;
    case 'via':
      // The piece leaves from its rebirth square: it fades on its own square and appears on the other.
      if (p < 1) drawPiece(ctx, item.letter, a.x, a.y, s, 1 - p);
      drawPiece(ctx, item.letter, b.x, b.y, s, p);
      break;
    case 'bury':
      if (p < 1) {
        if (p < 0.999) trail(ctx, a, b, p, s, 'rgba(150, 70, 20, 0.5)');
        drawPiece(ctx, item.letter, x, y, s, 1 - 0.6 * p, 1 - 0.55 * p);
      }
      break;
    case 'erupt':
      dashedRing(ctx, a.x, a.y, s, COLORS.erupt);
      drawPiece(ctx, item.letter, a.x, a.y, s, 0.3 + 0.7 * p, 0.45 + 0.55 * p);
      break;
    case 'pending':
      // The captured unit lifts off as a ghost; the board keeps it in the corner until its rebirth.
      drawPiece(ctx, item.letter, a.x + s * 0.3 * p, a.y - s * 0.3 * p, s, 1 - 0.55 * p, 1 - 0.55 * p);
      break;
    case 'rebirth': {
      if (p < 1 && (a.x !== b.x || a.y !== b.y)) trail(ctx, a, b, p, s, 'rgba(40, 90, 200, 0.45)');
      const letter = p >= 1 && item.became ? item.became : item.letter;
      drawPiece(ctx, letter, x, y, s, 0.6 + 0.4 * p);
      break;
    }
    case 'transfer':
      // The captured unit is moved to its rebirth square, to be taken there (Jupiter).
      if (p < 1) trail(ctx, a, b, p, s, 'rgba(40, 90, 200, 0.45)');
      drawPiece(ctx, item.letter, x, y, s);
      break;
    case 'relocate':
      if (p < 1 && (a.x !== b.x || a.y !== b.y)) trail(ctx, a, b, p, s, 'rgba(200, 120, 20, 0.5)');
      // A capturer changing sides where it stands (Andernach) turns half-way.
      drawPiece(ctx, p >= 0.5 && item.became ? item.became : item.letter, x, y, s);
      break;
    default:
      drawPiece(ctx, item.letter, x, y, s);
  }
}

const WAITING = new Set(['rebirth', 'vanish', 'remove', 'bury', 'pending']);

function drawAnimation(ctx, view, now) {
  const { size, flipped, anim } = view;
  const s = size / 8;
  const t = now - anim.start;
  for (const item of anim.items) {
    if (item.t2 !== undefined && t >= item.t2) continue;
    if (item.shown !== undefined && t < item.shown) continue;
    const a = squareOrigin(item.from, size, flipped);
    const b = squareOrigin(item.to, size, flipped);
    if (t < item.t0) {
      // Not started yet: a piece that is there before the move (a captured unit, an occupant) waits on its square.
      if (WAITING.has(item.kind)) drawPiece(ctx, item.letter, a.x, a.y, s);
      continue;
    }
    const p = ease(Math.min(1, (t - item.t0) / (item.t1 - item.t0)));
    drawItem(ctx, item, a, b, p, s);
  }
}

/** Units waiting off the board (a Parrain rebirth pending): a ghost in the corner of their capture square. */
function drawGhosts(ctx, view) {
  const { size, flipped } = view;
  const s = size / 8;
  for (const g of view.ghosts || []) {
    const { x, y } = squareOrigin(g.square, size, flipped);
    drawPiece(ctx, g.letter, x + s * 0.3, y - s * 0.3, s, 0.45, 0.45);
  }
}

/** Buried units (Volcanic and Parachute Circe): a badge with the picture of the unit that comes back next in the square's lower corner. */
function drawBuried(ctx, view) {
  const { size, flipped } = view;
  const s = size / 8;
  for (const b of view.buried || []) {
    const { x, y } = squareOrigin(b.square, size, flipped);
    ctx.fillStyle = 'rgba(120, 50, 10, 0.8)';
    ctx.beginPath();
    ctx.arc(x + s * 0.2, y + s * 0.8, s * 0.18, 0, Math.PI * 2);
    ctx.fill();
    drawPiece(ctx, b.letters[0], x + s * 0.2 - s * 0.15, y + s * 0.8 - s * 0.15, s * 0.3, 0.95);
  }
}

/**
 * Draws everything. `view`: { size, flipped, board, lastMoves, mate,
 * selected, dests, allowed, hint, hintMove, cursor, drag, anim }.
 */
export function drawBoard(ctx, view, now) {
  const { size, flipped, board } = view;
  const s = size / 8;
  drawSquares(ctx, size, flipped);
  const marked = new Set(view.lastMoves.flatMap((m) => [m.from, m.to]));
  for (const sq of marked) fillSquare(ctx, sq, size, flipped, COLORS.lastMove);
  if (view.mate) {
    fillSquare(ctx, view.mate.from, size, flipped, 'rgba(220, 30, 30, 0.35)');
    fillSquare(ctx, view.mate.to, size, flipped, COLORS.mate);
  }
  if (view.selected) fillSquare(ctx, view.selected, size, flipped, COLORS.selected);
  if (view.check) {
    const c = center(view.check, size, flipped);
    const g = ctx.createRadialGradient(c.x, c.y, 0, c.x, c.y, s * 0.6);
    g.addColorStop(0, COLORS.check);
    g.addColorStop(1, 'rgba(230, 20, 20, 0)');
    ctx.fillStyle = g;
    const { x, y } = squareOrigin(view.check, size, flipped);
    ctx.fillRect(x, y, s, s);
  }
  for (const sq of view.allowed) ring(ctx, sq, size, flipped, COLORS.allowed, Math.max(2, s * 0.07));
  drawCoordinates(ctx, size, flipped);

  const hidden = view.anim ? view.anim.hide : null;
  for (let i = 0; i < 64; i++) {
    const letter = board[i];
    if (!letter) continue;
    const sq = squareName(i);
    if (hidden && hidden.has(sq)) continue;
    if (view.drag && view.drag.from === sq) {
      const { x, y } = squareOrigin(sq, size, flipped);
      drawPiece(ctx, letter, x, y, s, 0.3);
      continue;
    }
    const { x, y } = squareOrigin(sq, size, flipped);
    drawPiece(ctx, letter, x, y, s);
  }
  if (view.anim) drawAnimation(ctx, view, now);
  else {
    drawGhosts(ctx, view);
    drawBuried(ctx, view);
  }
  if (view.lastMoves.length > 1 && !view.anim) drawTurnOrder(ctx, view);
  if (view.hint) drawHint(ctx, view);
  if (view.hintMove) arrow(ctx, view.hintMove.from, view.hintMove.to, size, flipped, COLORS.suggestion, false);
  drawDestinations(ctx, view);
  for (const sq of view.pick || []) {
    ring(ctx, sq, size, flipped, COLORS.pick, Math.max(2, s * 0.07));
    const c = center(sq, size, flipped);
    ctx.fillStyle = COLORS.pick;
    ctx.beginPath();
    ctx.arc(c.x, c.y, s * 0.12, 0, Math.PI * 2);
    ctx.fill();
  }
  if (view.cursor) ring(ctx, view.cursor, size, flipped, COLORS.cursor, Math.max(2, s * 0.05));
  if (view.drag && view.drag.letter) {
    drawPiece(ctx, view.drag.letter, view.drag.x - s / 2, view.drag.y - s / 2, s, 1, 1.1);
  }
}

