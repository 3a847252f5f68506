// Board animations, as data: which piece travels where and when. The
// renderer draws them; nothing here touches the canvas or the game. Every
// effect the engine reports for a move (Move.effects) gets its own step,
// in the engine's order, after the moving piece has arrived.

const MOVE = 220;
const STEP = 450;

function colored(role, white) {
  return white ? role : role.toLowerCase();
}

/**
 * The items of one effect, starting at `t0` and lasting `ms`; `mover` is
 * the moving piece's item (a relocation or removal of the capturer ends it).
 * An item is not drawn from `t2` on, nor before `shown`.
 * Kinds drawn by render.js: 'move' and 'relocate' travel; 'rebirth'
 * travels with a trail and may change its letter (`became`) on arrival;
 * 'relocate' may change its letter on arrival too (a capturer changing sides
 * where it stands, Andernach); 'vanish' and 'remove' fade where they stand; 'bury' shrinks into the
 * occupant's square; 'erupt' grows out of its square; 'pending' drifts up
 * as a ghost that stays above the board until its rebirth.
 */
function effectItems(e, t0, ms, mover) {
  const base = { letter: e.piece, t0, t1: t0 + ms };
  switch (e.kind) {
    case 'rebirth':
      return [{ ...base, kind: 'rebirth', from: e.from || e.to, to: e.to, became: e.became }];
    case 'vanish':
      return [{ ...base, kind: 'vanish', from: e.from, to: e.from }];
    case 'remove':
      if (mover && e.from === mover.to && e.piece === mover.letter) mover.t2 = t0;
      return [{ ...base, kind: 'remove', from: e.from, to: e.from }];
    case 'relocate':
      if (mover && e.from === mover.to && e.piece === mover.letter) mover.t2 = t0;
      return [{ ...base, kind: 'relocate', from: e.from, to: e.to, became: e.became }];
    case 'bury':
      return [{ ...base, kind: 'bury', from: e.from, to: e.to }];
    case 'erupt':
      return [{ ...base, kind: 'erupt', from: e.to, to: e.to }];
    case 'pending':
      return [{ ...base, kind: 'pending', from: e.from, to: e.from }];
    default:
      return [];
  }
}

/**
 * The animation of one played move (an engine Move), by a player of
 * `color`. The moving piece travels first (from its rebirth square when
 * the move went 'via' it, Mars Circe; after the captured unit's 'transfer'
 * to its rebirth square, Jupiter Circe); then each effect in order: a
 * captured piece waits on its square under the arriving piece, then is
 * reborn, vanishes, is buried or waits as a ghost; a capturer may be
 * relocated or removed; an occupant may be removed; a buried piece
 * erupts. `scale` stretches or shortens every part (the board's pace).
 * `hide` lists the squares whose pieces of the position after the move
 * the animation draws itself until it ends.
 */
export function moveAnimation(move, color, now, scale = 1) {
  // A pass moves nothing: an animation with nothing to draw, over at once.
  if (move.pass) return { start: now, end: now, items: [], hide: new Set() };
  const white = color === 'white';
  const MOVE_MS = MOVE * scale;
  const STEP_MS = STEP * scale;
  const effects = move.effects || legacyEffects(move, white);
  const via = effects.find((e) => e.kind === 'via');
  const letter = colored(move.piece, white);
  const mover = { kind: 'move', letter, from: via ? via.to : move.from, to: move.to, t0: 0, t1: MOVE_MS };
  const items = [];
  if (via) items.push({ kind: 'via', letter, from: move.from, to: via.to, t0: 0, t1: MOVE_MS / 2 });
  if (via) { mover.t0 = MOVE_MS / 2; mover.t1 = MOVE_MS * 1.5; }
  // Jupiter Circe: the captured unit travels to its rebirth square first, and
  // the moving piece takes it there; the unit then waits there, not on its square.
  const transfer = effects.find((e) => e.kind === 'transfer');
  if (transfer) {
    items.push({ kind: 'transfer', letter: transfer.piece, from: transfer.from, to: transfer.to, t0: 0, t1: MOVE_MS, t2: MOVE_MS });
    mover.t0 += MOVE_MS;
    mover.t1 += MOVE_MS;
  }
  const hide = new Set([move.to]);
  let t = mover.t1;
  const under = [];
  const over = [];
  for (const e of effects) {
    if (e.kind === 'via' || e.kind === 'transfer') continue;
    const parts = effectItems(e, t, STEP_MS, mover);
    for (const item of parts) {
      if (transfer && item.from === transfer.to) item.shown = MOVE_MS;
      // The captured piece is drawn under the arriving one; everything else over it.
      (item.kind === 'vanish' || item.kind === 'rebirth' || item.kind === 'bury' || item.kind === 'pending' ? under : over).push(item);
      if (['rebirth', 'relocate', 'erupt'].includes(item.kind)) hide.add(item.to);
      if (item.kind === 'remove') hide.add(item.from);
    }
    t += STEP_MS;
  }
  const all = [...under, ...items, mover, ...over];
  const end = Math.max(...all.map((i) => i.t1));
  return { start: now, end: now + end, items: all, hide };
}

/** The effects of a Move from before they were reported (a rebirth or a vanishing), for old callers. */
function legacyEffects(move, white) {
  if (!move.capture || !move.captured) return [];
  const piece = colored(move.captured, !white);
  return move.rebirth
    ? [{ kind: 'rebirth', piece, became: piece, from: move.captureSquare, to: move.rebirth }]
    : [{ kind: 'vanish', piece, became: piece, from: move.captureSquare, to: null }];
}

export function animationDone(anim, now) {
  return !anim || now >= anim.end;
}

/** Eases in and out over [0, 1]. */
export function ease(p) {
  return p < 0.5 ? 2 * p * p : 1 - ((-2 * p + 2) ** 2) / 2;
}
