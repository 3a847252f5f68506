// Piece images for the canvas: the drawings of piece-art.js, decoded once
// as images and drawn at any size (the browser rasterises the vectors at the
// drawn size, so they stay crisp on high-DPI screens).
import { pieceDataUrl } from './piece-art.js';

const images = new Map();
const urls = new Map();
let loaded = null;

/** A URL of the piece's image (FEN letter), for <img> elements. */
export function pieceUrl(letter) {
  if (!urls.has(letter)) urls.set(letter, pieceDataUrl(letter));
  return urls.get(letter);
}

/** Loads the twelve pieces once per page; resolves when every image can be drawn. */
export function loadPieces() {
  loaded ||= Promise.all([...'KQRBNPkqrbnp'].map((l) => {
    const img = new Image();
    img.src = pieceUrl(l);
    images.set(l, img);
    return img.decode();
  }));
  return loaded;
}

export function pieceImage(letter) {
  return images.get(letter);
}
