// The New game dialog's live example: a small board that plays the key
// move of the chosen rule set's example (variant-examples.js, from the
// example the variants pages show) through the engine, animates its
// effects as the main board does, holds the result, and starts again.
// Loaded with the dialog.

import { Match } from '../engine.js';
import { drawBoard, fitCanvas } from '../board/render.js';
import { moveAnimation } from '../board/anim.js';
import examples from '../variant-examples.js';
import { sanFor } from '../strings.js';

const BEFORE = 900;
const AFTER = 1600;

export function createExampleBoard(canvas, note, tr) {
  const ctx = canvas.getContext('2d');
  let shown = null;
  let frame = 0;

  function stop() {
    cancelAnimationFrame(frame);
    frame = 0;
  }

  /** Plays the example of rule set `name`; hides the board when there is none. */
  function show(name) {
    stop();
    const ex = examples[name];
    canvas.hidden = !ex;
    note.hidden = !ex;
    canvas.dataset.example = '';
    if (!ex) return;
    const match = new Match({ rules: name, fen: ex.fen });
    try {
      const before = match.snapshot().board;
      const move = match.apply(ex.move);
      const after = match.snapshot().board;
      shown = { before, after, move, color: move.color, cycle: null };
    } finally {
      match.free();
    }
    note.textContent = tr('exampleNote', sanFor(shown.move.san, tr));
    canvas.setAttribute('aria-label', note.textContent);
    // Which example the board plays (tests wait for it).
    canvas.dataset.example = name;
    frame = requestAnimationFrame(draw);
  }

  function draw(now) {
    const css = canvas.clientWidth || 160;
    fitCanvas(canvas, css, window.devicePixelRatio || 1);
    const scale = canvas.width / css;
    let cycle = shown.cycle;
    if (!cycle || now > cycle.start + BEFORE + (cycle.anim.end - cycle.anim.start) + AFTER) {
      cycle = { start: now, anim: moveAnimation(shown.move, shown.color, now + BEFORE, 1.4) };
      shown.cycle = cycle;
    }
    const animating = now >= cycle.anim.start && now < cycle.anim.end;
    const board = now < cycle.anim.start ? shown.before : shown.after;
    const last = now < cycle.anim.start ? [] : [{ from: shown.move.from, to: shown.move.to }];
    ctx.setTransform(scale, 0, 0, scale, 0, 0);
    drawBoard(ctx, {
      size: css, flipped: false, board, lastMoves: last, mate: null, selected: null, dests: [], allowed: [],
      hint: null, hintMove: null, cursor: null, drag: null, anim: animating ? cycle.anim : null,
    }, now);
    frame = requestAnimationFrame(draw);
  }

  return { show, stop };
}
