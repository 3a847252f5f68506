// The odds drawn on the board: when a king is picked and the Odds setting
// is on, each of its destinations gets its chance of a Circe Mate (top
// right of the square) and its danger, the opponent's best chance next
// turn (bottom right, in red). Figures come from the worker's game.odds()
// (see ../insight.js); nothing is computed here.

import { squareOrigin } from './geometry.js';

/** A probability as the app writes it: '42%', '<1%' for a small non-zero chance, '100%'. */
export function percent(p) {
  if (p > 0 && p < 0.005) return '<1%';
  if (p < 1 && p > 0.995) return '>99%';
  return `${Math.round(p * 100)}%`;
}

/**
 * Whether the toggle `key` ('showOdds' or 'showAnalysis') shows the computer's
 * figures now: never in a game against a friend while it goes on, as for the
 * hint, and the odds only where the rules roll dice (they are the dice's).
 */
export function shown(state, key) {
  return !!state.settings[key] && !friendPlaying(state) && (key !== 'showOdds' || hasDice(state));
}

/** Whether the game's rules roll dice (a snapshot's diceCount; three when it is not known). */
export function hasDice(state) {
  return (state.snap?.diceCount ?? 3) > 0;
}

/** Whether `state` shows a game against a friend that goes on. */
export function friendPlaying(state) {
  return !!(state.snap && state.snap.remote && !state.snap.result);
}

/**
 * The odds of the picked king's moves by destination: [{ to, san, win,
 * danger }] (the best of several moves to one square), or [] when there is
 * nothing to show.
 */
export function kingOdds(state) {
  const odds = state.odds && state.odds.value;
  if (!odds || !state.selected || state.viewPly !== null || !shown(state, 'showOdds')) return [];
  const byDest = new Map();
  for (const m of odds.moves) {
    if (m.move.from !== state.selected || m.move.piece !== 'K') continue;
    const had = byDest.get(m.move.to);
    if (!had || m.win.probability > had.win.probability) {
      byDest.set(m.move.to, { to: m.move.to, san: m.move.san, win: m.win, danger: m.danger });
    }
  }
  return [...byDest.values()];
}

function tag(ctx, text, x, y, s, fill, ink) {
  const pad = s * 0.05;
  const w = ctx.measureText(text).width + 2 * pad;
  const h = s * 0.26;
  ctx.fillStyle = fill;
  ctx.beginPath();
  ctx.roundRect(x - w, y, w, h, h * 0.3);
  ctx.fill();
  ctx.fillStyle = ink;
  ctx.fillText(text, x - pad, y + h / 2 + s * 0.005);
}

/** Draws the labels of `kingOdds(state)` on the board `view` describes (size, flipped). */
export function drawOdds(ctx, view, labels) {
  if (!labels.length) return;
  const s = view.size / 8;
  ctx.save();
  ctx.font = `700 ${Math.max(9, Math.round(s * 0.2))}px system-ui, sans-serif`;
  ctx.textAlign = 'right';
  ctx.textBaseline = 'middle';
  for (const l of labels) {
    const { x, y } = squareOrigin(l.to, view.size, view.flipped);
    const right = x + s - s * 0.03;
    // A 0% chance is grey: green is for a chance of winning.
    if (l.win.count > 0) tag(ctx, percent(l.win.probability), right, y + s * 0.03, s, 'rgba(20, 70, 25, 0.9)', '#eaffd8');
    else tag(ctx, percent(l.win.probability), right, y + s * 0.03, s, 'rgba(60, 60, 60, 0.85)', '#e6e6e6');
    if (l.danger && l.danger.count > 0) {
      tag(ctx, `⚠${percent(l.danger.probability)}`, right, y + s - s * 0.29, s, 'rgba(150, 20, 15, 0.9)', '#ffe4de');
    }
  }
  ctx.restore();
}
