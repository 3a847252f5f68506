// Piece drawings for the canvas and for <img> elements, both from the
// shapes of piece-art.js. The board canvas draws each piece's paths itself,
// at the drawn size (crisp on high-DPI screens): as images, the twelve
// pieces were twelve SVG documents for the browser to build and decode
// before the first board, the longest step of a cold start after the page's
// own files. The dice, the promotion chooser and the players' captures show
// them as <img> elements of the same drawings (pieceUrl).
import { pieceDataUrl, pieceShapes } from './piece-art.js';

const urls = new Map();
let layer = null;

/** A URL of the piece's image (FEN letter), for <img> elements. */
export function pieceUrl(letter) {
  if (!urls.has(letter)) urls.set(letter, pieceDataUrl(letter));
  return urls.get(letter);
}

function paint(ctx, letter) {
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  for (const s of pieceShapes(letter)) {
    if (s.fill !== 'none') {
      ctx.fillStyle = s.fill;
      ctx.fill(s.path);
    }
    if (s.stroke !== 'none') {
      ctx.strokeStyle = s.stroke;
      ctx.lineWidth = s.width;
      ctx.stroke(s.path);
    }
  }
}

/**
 * Draws the piece `letter` (FEN) in the d×d box at (x, y) of `ctx`, at
 * `alpha`. A see-through piece is drawn whole first, on a layer of its own,
 * then laid on the board at `alpha`, as an image is: its outlines over its
 * fill do not show through.
 */
export function drawPieceArt(ctx, letter, x, y, d, alpha = 1) {
  if (alpha >= 1) {
    ctx.save();
    ctx.translate(x, y);
    ctx.scale(d / 45, d / 45);
    paint(ctx, letter);
    ctx.restore();
    return;
  }
  const m = ctx.getTransform();
  const px = Math.max(1, Math.ceil(d * Math.hypot(m.a, m.b)));
  layer ||= document.createElement('canvas');
  if (layer.width < px || layer.height < px) {
    layer.width = Math.max(layer.width, px);
    layer.height = Math.max(layer.height, px);
  }
  const lctx = layer.getContext('2d');
  lctx.setTransform(1, 0, 0, 1, 0, 0);
  lctx.clearRect(0, 0, px, px);
  lctx.setTransform(px / 45, 0, 0, px / 45, 0, 0);
  paint(lctx, letter);
  ctx.save();
  ctx.globalAlpha = alpha;
  ctx.drawImage(layer, 0, 0, px, px, x, y, d, d);
  ctx.restore();
}
