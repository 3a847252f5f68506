// Draws the board on its canvas from a plain description (see boardView in
// ../view.js). No state of its own, no rules: everything drawn is given.

import { FILES, squareName, squareIndex, squareOrigin, isDark } from './geometry.js';
import { pieceImage } from './pieces.js';
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
  const img = pieceImage(letter);
  if (!img) return;
  const d = s * scale;
  ctx.globalAlpha = alpha;
  ctx.drawImage(img, x + (s - d) / 2, y + (s - d) / 2, d, d);
  ctx.globalAlpha = 1;
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

function drawAnimation(ctx, view, now) {
  const { size, flipped, anim } = view;
  const s = size / 8;
  const t = now - anim.start;
  for (const item of anim.items) {
    const a = squareOrigin(item.from, size, flipped);
    const b = squareOrigin(item.to, size, flipped);
    if (t < item.t0) {
      drawPiece(ctx, item.letter, a.x, a.y, s);
      continue;
    }
    const p = ease(Math.min(1, (t - item.t0) / (item.t1 - item.t0)));
    if (item.kind === 'vanish') {
      if (p < 1) drawPiece(ctx, item.letter, a.x, a.y, s, 1 - p, 1 + 0.5 * p);
      continue;
    }
    if (item.kind === 'rebirth' && p < 1) {
      ctx.strokeStyle = 'rgba(40, 90, 200, 0.45)';
      ctx.lineWidth = s * 0.06;
      ctx.beginPath();
      ctx.moveTo(a.x + s / 2, a.y + s / 2);
      ctx.lineTo(a.x + (b.x - a.x) * p + s / 2, a.y + (b.y - a.y) * p + s / 2);
      ctx.stroke();
    }
    drawPiece(ctx, item.letter, a.x + (b.x - a.x) * p, a.y + (b.y - a.y) * p, s, item.kind === 'rebirth' ? 0.6 + 0.4 * p : 1);
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
  if (view.lastMoves.length > 1 && !view.anim) drawTurnOrder(ctx, view);
  if (view.hint) drawHint(ctx, view);
  if (view.hintMove) arrow(ctx, view.hintMove.from, view.hintMove.to, size, flipped, COLORS.suggestion, false);
  drawDestinations(ctx, view);
  if (view.cursor) ring(ctx, view.cursor, size, flipped, COLORS.cursor, Math.max(2, s * 0.05));
  if (view.drag && view.drag.letter) {
    drawPiece(ctx, view.drag.letter, view.drag.x - s / 2, view.drag.y - s / 2, s, 1, 1.1);
  }
}

