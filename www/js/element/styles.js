// The element's own styles, as one constructed stylesheet shared by every
// <dice-rex-circe> on the page. A constructed sheet is not subject to the
// host page's style-src, and the shadow root keeps these rules in and the
// page's rules out. The board is as wide as the element (its container's
// width, at most 560px unless the page sets max-width), or
// --dice-rex-circe-size when the page sets it.

const CSS = `
:host {
  all: initial;
  display: block;
  max-width: min(100%, 560px); /* a page that wants a larger board sets max-width on the element */
  contain: content;
  font: 14px/1.35 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  color: #1f1a15;
}
:host([hidden]) { display: none; }
* { box-sizing: border-box; }
[hidden] { display: none !important; }
.sr-only { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip-path: inset(50%); white-space: nowrap; border: 0; }
.frame { width: var(--dice-rex-circe-size, 100%); max-width: 100%; margin: 0 auto; display: flex; flex-direction: column; gap: 6px; }
.frame[data-controls="none"] .status, .frame[data-controls="none"] .nav,
.frame[data-controls="none"] .dice-panel, .frame[data-controls="none"] .actions,
.frame[data-controls="moves"] .dice-panel, .frame[data-controls="moves"] .actions { display: none; }
.frame[data-dice="0"] .dice-panel { display: none; } /* rule sets without dice: data-dice is their count */
.frame[data-state="error"] .status, .frame[data-state="error"] .nav,
.frame[data-state="error"] .dice-panel, .frame[data-state="error"] .actions { display: none; }
.status { margin: 0; min-height: 1.35em; font-weight: 600; }
.rules-line { margin: 0; font-size: 0.9em; color: #4a3d31; }
.frame[data-controls="none"] .rules-line, .frame[data-state="error"] .rules-line { display: none; }

.board-wrap { position: relative; width: 100%; aspect-ratio: 1; border-radius: 3px; overflow: hidden; background: #efdab5; box-shadow: 0 1px 4px rgba(0, 0, 0, 0.3); }
.board { display: block; width: 100%; height: 100%; touch-action: none; cursor: pointer; }
.board[data-interactive="false"] { touch-action: auto; cursor: default; }
.board:focus, .board:focus-visible { outline: none; } /* the drawn keyboard cursor shows focus */
.loading { position: absolute; inset: 0; margin: 0; display: flex; align-items: center; justify-content: center; color: #6b5140; }
.frame:not([data-state="loading"]) .loading { display: none; }
.frame[data-state="error"] .board-wrap { aspect-ratio: auto; min-height: 8em; background: #fbeeea; box-shadow: inset 0 0 0 2px #c0392b; }
.frame[data-state="error"] .board { display: none; }
.error { padding: 0.8em 1em; overflow-wrap: anywhere; }
.error p { margin: 0 0 0.4em; }
.error-title { font-weight: 700; color: #8e1f14; }
.error-detail { font: 12px/1.4 ui-monospace, monospace; color: #5a3a33; white-space: pre-wrap; }

.picker { display: flex; flex-wrap: wrap; gap: 4px 10px; align-items: center; justify-content: space-between; padding: 4px 8px; background: #f8efdf; border: 1px solid #c98c22; border-radius: 8px; }
.picker p { margin: 0; font-weight: 600; }
.picker-buttons { display: flex; gap: 6px; }
/* The picker takes the status line's place, so that the board does not move down. */
.frame[data-picking="true"] .status { display: none; }
.promotion { position: absolute; inset: 0; display: flex; flex-direction: column; align-items: center; justify-content: center; background: rgba(20, 14, 8, 0.6); }
.promotion-title { margin: 0 0 0.5em; font-weight: 700; color: #fff; }
.promotion-choices { display: flex; gap: 0.4em; }
.promotion-choices button { width: 18%; min-width: 40px; aspect-ratio: 1; padding: 3px; background: #efdab5; border: 1px solid #b68862; border-radius: 6px; cursor: pointer; }
.promotion-choices img { width: 100%; height: 100%; display: block; }

button { font: inherit; color: inherit; background: #f3eee8; border: 1px solid #b9aa98; border-radius: 6px; padding: 0.25em 0.7em; cursor: pointer; }
button:hover:not(:disabled) { background: #e8dfd4; }
button:disabled { opacity: 0.4; cursor: default; }
button.primary { background: #e7a93a; border-color: #c98c22; font-weight: 600; }
button:focus-visible { outline: 2px solid #2f6fdf; outline-offset: 1px; }
.nav { display: flex; gap: 3px; align-items: center; }
.nav .icon { min-width: 1.9em; padding: 0.1em 0.3em; font-size: 1.05em; line-height: 1.2; }
.caption { flex: 1; min-width: 0; text-align: center; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; line-height: 1.25; }
.actions { display: flex; gap: 6px; }
.actions button { flex: 1; }

.dice-panel { display: flex; flex-wrap: wrap; gap: 6px 10px; align-items: center; }
.dice { display: flex; gap: 8px; }
.die { display: flex; align-items: center; gap: 2px; }
.face { width: 30px; height: 30px; border-radius: 6px; background: #fbf6ee; border: 2px solid #cdbda8; display: grid; grid-template: repeat(3, 1fr) / repeat(3, 1fr); padding: 3px; }
.face span { width: 5px; height: 5px; border-radius: 50%; margin: auto; }
.die-piece { width: 22px; height: 22px; }
.die[data-word]::after { content: attr(data-word); font-size: 0.75em; color: #6b5a4a; }
.die[data-value="1"] .face span:nth-child(5),
.die[data-value="2"] .face span:nth-child(1), .die[data-value="2"] .face span:nth-child(9),
.die[data-value="3"] .face span:nth-child(1), .die[data-value="3"] .face span:nth-child(5), .die[data-value="3"] .face span:nth-child(9),
.die[data-value="4"] .face span:nth-child(1), .die[data-value="4"] .face span:nth-child(3), .die[data-value="4"] .face span:nth-child(7), .die[data-value="4"] .face span:nth-child(9),
.die[data-value="5"] .face span:nth-child(1), .die[data-value="5"] .face span:nth-child(3), .die[data-value="5"] .face span:nth-child(5), .die[data-value="5"] .face span:nth-child(7), .die[data-value="5"] .face span:nth-child(9),
.die[data-value="6"] .face span:nth-child(1), .die[data-value="6"] .face span:nth-child(3), .die[data-value="6"] .face span:nth-child(4), .die[data-value="6"] .face span:nth-child(6), .die[data-value="6"] .face span:nth-child(7), .die[data-value="6"] .face span:nth-child(9) { background: #2b1d12; }
.die[data-state="unused"] .face { border-color: #e7a93a; box-shadow: 0 0 0 2px rgba(231, 169, 58, 0.5); }
.die[data-state="used"], .die[data-state="void"] { opacity: 0.4; }
.die[data-state="forfeited"] { opacity: 0.6; }
.die[data-state="forfeited"] .face { border-color: #c0392b; background: #f1d9d5; }
.die[data-state="stuck"] .face { border: 2px dashed #c0392b; background: #f7ecea; }
.die[data-state="stuck"] .die-piece { opacity: 0.5; }
.die[data-state="idle"] .face, .die[data-state="pending"] .face { background: #e4dbd0; border-color: #cdbda8; }
.die[data-state="idle"] .die-piece, .die[data-state="pending"] .die-piece { visibility: hidden; }
.die[data-state="pending"] .face { border-style: dashed; border-color: #e7a93a; }
.dice-note { margin: 0; color: #6b5a4a; font-size: 0.9em; flex: 1 1 10em; }
.physical { display: flex; gap: 4px; }
`;

let shared = null;

/** Applies the element's stylesheet to `root` (a shadow root). */
export function adoptStyles(root) {
  if ('adoptedStyleSheets' in root && typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype) {
    if (!shared) {
      shared = new CSSStyleSheet();
      shared.replaceSync(CSS);
    }
    root.adoptedStyleSheets = [shared];
  } else {
    const style = document.createElement('style');
    style.textContent = CSS;
    root.append(style);
  }
}
