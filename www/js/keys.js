// The game's keys, on the focused board and in the empty move field: R
// rolls the dice, ? shows the hint, Home and End go to the start and back
// to the game, and the left and right arrows with Ctrl (or Alt, Shift,
// Cmd) step through the moves. Plain arrows stay the board's cursor keys.

/**
 * Acts on the key of `e` (a keydown) if it is one of the game's; returns
 * whether it did (the caller then prevents the key's default).
 */
export function shortcut(e, controller, store) {
  const s = store.state;
  if (!s.snap) return false;
  const modified = e.ctrlKey || e.altKey || e.shiftKey || e.metaKey;
  switch (e.key) {
    case 'r':
    case 'R':
      if (e.ctrlKey || e.altKey || e.metaKey || s.snap.phase !== 'roll' || s.settings.physical) return false;
      controller.roll();
      return true;
    case '?':
      if (!controller.hint) return false;
      controller.hint();
      return true;
    case 'Home':
      controller.view(0);
      return true;
    case 'End':
      controller.view(null);
      return true;
    case 'ArrowLeft':
    case 'ArrowRight':
      if (!modified) return false;
      controller.step(e.key === 'ArrowLeft' ? -1 : 1);
      return true;
    default:
      return false;
  }
}
