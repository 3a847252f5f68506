// Who plays each side. Today both sides are people on this device; the
// computer opponent (a later issue: a separate wasm build in a worker) plugs
// in here as an object with `act(snapshot, controller)`, called whenever the
// game changes and it is that opponent's side to act. It then calls
// controller.roll() or controller.play(uci) like a player would.

export const OPPONENTS = [
  { id: 'human', available: true },
  { id: 'computer', available: false },
];

/** The program that plays `color` under the `opponent` setting, or null for a person. */
export function opponentFor(opponent, color) {
  void opponent;
  void color;
  return null;
}
