// Board animations, as data: which piece travels where and when. The
// renderer draws them; nothing here touches the canvas or the game.

const MOVE = 220;
const REBIRTH = 450;
const VANISH = 450;

function colored(role, white) {
  return white ? role : role.toLowerCase();
}

/**
 * The animation of one played move (an engine Move), by a player of
 * `color`. The captured piece first waits on its square under the arriving
 * piece, then travels to its rebirth square, or fades away when that square
 * was occupied (RULES §3). `scale` stretches or shortens every part (the
 * board's pace setting).
 */
export function moveAnimation(move, color, now, scale = 1) {
  const white = color === 'white';
  const MOVE_MS = MOVE * scale;
  const REBIRTH_MS = REBIRTH * scale;
  const VANISH_MS = VANISH * scale;
  const items = [{
    kind: 'move', letter: colored(move.piece, white), from: move.from, to: move.to, t0: 0, t1: MOVE_MS,
  }];
  const hide = new Set([move.to]);
  if (move.capture && move.captured) {
    const letter = colored(move.captured, !white);
    if (move.rebirth) {
      items.unshift({ kind: 'rebirth', letter, from: move.captureSquare, to: move.rebirth, t0: MOVE_MS, t1: MOVE_MS + REBIRTH_MS });
      hide.add(move.rebirth);
    } else {
      items.unshift({ kind: 'vanish', letter, from: move.captureSquare, to: move.captureSquare, t0: MOVE_MS, t1: MOVE_MS + VANISH_MS });
    }
  }
  const end = Math.max(...items.map((i) => i.t1));
  return { start: now, end: now + end, items, hide };
}

export function animationDone(anim, now) {
  return !anim || now >= anim.end;
}

/** Eases in and out over [0, 1]. */
export function ease(p) {
  return p < 0.5 ? 2 * p * p : 1 - ((-2 * p + 2) ** 2) / 2;
}
