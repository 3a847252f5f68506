// The chess pieces, drawn for this project from simple shapes on a 45×45
// grid (not derived from any other set; MIT, like the rest of the project).
// They are vectors, so they stay crisp at any size and need no font: each
// piece becomes a small SVG document, used as an image by the dice, the
// promotion chooser and the players' captures, and paths that the board
// canvas draws (pieceShapes). Kept in this module rather than in
// twelve files so that the first load makes one request for all of them.

const SHAPES = {
  K: `<path d="M22.5 6v6.5M19.5 8.8h6" fill="none"/>
<path d="M10.5 37h24v2.5h-24z"/>
<path d="M12 33c-4-5-5.5-12.5 0-15.5 3.5-2 7.5.5 10.5 5 3-4.5 7-7 10.5-5 5.5 3 4 10.5 0 15.5l1.5 4h-24z"/>
<path d="M22.5 23c-1.3-3-2.7-5.3-2.7-7.5a2.7 2.7 0 0 1 5.4 0c0 2.2-1.4 4.5-2.7 7.5z"/>
<path d="M12 33c6.5-2 14.5-2 21 0M22.5 23v8" fill="none" stroke="DETAIL" stroke-width="1"/>`,
  Q: `<path d="M10.5 37h24v2.5h-24z"/>
<path d="M12.5 33.5L9 15.5l6.5 10 .5-12.5 4.5 11.5 2-13 2 13 4.5-11.5.5 12.5 6.5-10-3.5 18z"/>
<path d="M12.5 33.5c6-1.6 14-1.6 20 0l1 3.5h-22z"/>
<circle cx="9" cy="14" r="2"/><circle cx="16" cy="11.5" r="2"/><circle cx="22.5" cy="9.5" r="2"/><circle cx="29" cy="11.5" r="2"/><circle cx="36" cy="14" r="2"/>
<path d="M13.5 30.5c5.5-1.4 12.5-1.4 18 0" fill="none" stroke="DETAIL" stroke-width="1"/>`,
  R: `<path d="M10.5 37h24v2.5h-24zM13 37l1.5-4h16l1.5 4z"/>
<path d="M15.5 33V18h14v15z"/>
<path d="M13 18l-.5-8h4.5v3h3.5v-3h4v3h3.5v-3h4.5l-.5 8z"/>
<path d="M15.5 18h14M15.5 30h14" fill="none" stroke="DETAIL" stroke-width="1"/>`,
  B: `<path d="M10.5 37h24v2.5h-24zM13 37c3.5-1 7-2 9.5-4.5 2.5 2.5 6 3.5 9.5 4.5z"/>
<path d="M16.5 29.5h12v3h-12z"/>
<path d="M22.5 11.5c-5.5 4-8.5 8.5-8.5 12.5 0 2.5 1 4.3 2.5 5.5h12c1.5-1.2 2.5-3 2.5-5.5 0-4-3-8.5-8.5-12.5z"/>
<circle cx="22.5" cy="9" r="2.4"/>
<path d="M20 20.5h5M22.5 18v5" fill="none" stroke="DETAIL"/>`,
  N: `<path d="M13 37.5h21c.5-8-1.5-14.5-4.5-19 .5-4.5-1.5-8-5-10.5l-1.5-3.5-2.5 3.5-1.5-2.5-1.5 4c-3 2-5.5 6-7 10.5-1 2.5-1 4 .5 4.5 1.5.5 2.5-.5 3.5-2 1.5.5 3.5 0 5.5-1.5 1.5-1 2.5-1.5 3-3.5.5 4-2.5 6.5-5 9.5-2.5 3-4 6.5-3.5 12z"/>
<circle cx="18.2" cy="15.5" r="1.1" fill="DETAIL" stroke="none"/>
<path d="M11.5 37.5h24v2h-24z"/>
<path d="M27.8 13.5c2.2 4.5 3.6 9.5 3.2 20" fill="none" stroke="DETAIL" stroke-width="1"/>`,
  P: `<path d="M22.5 9.5a4.2 4.2 0 0 0-3.1 7 6.2 6.2 0 0 0-.2 9.6c-4.3 1.9-7.2 6.2-7.2 10.9h21c0-4.7-2.9-9-7.2-10.9a6.2 6.2 0 0 0-.2-9.6 4.2 4.2 0 0 0-3.1-7z"/>
<path d="M10.5 37h24v2.5h-24z"/>`,
};

const COLORS = {
  w: { fill: '#fafafa', stroke: '#1a1a1a', detail: '#1a1a1a' },
  b: { fill: '#2a2a2a', stroke: '#0a0a0a', detail: '#e8e8e8' },
};

/** The SVG document of a piece given by its FEN letter ('K', 'q', …). */
export function pieceSvg(letter) {
  const role = letter.toUpperCase();
  const c = COLORS[letter === role ? 'w' : 'b'];
  return '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 45 45" width="45" height="45">'
    + `<g fill="${c.fill}" stroke="${c.stroke}" stroke-width="1.5" stroke-linejoin="round" stroke-linecap="round">`
    + SHAPES[role].replaceAll('DETAIL', c.detail) + '</g></svg>';
}

/** A data: URL of the piece, for <img> and canvas images. */
export function pieceDataUrl(letter) {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(pieceSvg(letter))}`;
}

const shapes = new Map();

/**
 * The piece's drawing for a canvas (FEN letter), read from the same shapes
 * as its SVG: [{ path: Path2D, fill, stroke, width }] on the 45×45 grid, in
 * the SVG's order, each with the SVG's colours and stroke width ('none':
 * not filled, or not outlined). Read once per piece.
 */
export function pieceShapes(letter) {
  if (!shapes.has(letter)) {
    const role = letter.toUpperCase();
    const c = COLORS[letter === role ? 'w' : 'b'];
    const list = [];
    for (const [, tag, attrs] of SHAPES[role].replaceAll('DETAIL', c.detail).matchAll(/<(path|circle)\s([^>]*?)\/>/g)) {
      const a = Object.fromEntries([...attrs.matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
      const path = tag === 'path' ? new Path2D(a.d) : new Path2D();
      if (tag === 'circle') path.arc(Number(a.cx), Number(a.cy), Number(a.r), 0, 2 * Math.PI);
      list.push({ path, fill: a.fill ?? c.fill, stroke: a.stroke ?? c.stroke, width: Number(a['stroke-width'] ?? 1.5) });
    }
    shapes.set(letter, list);
  }
  return shapes.get(letter);
}
