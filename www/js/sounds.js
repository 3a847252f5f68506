// Optional sounds (Settings, off by default): a move, a capture, a
// rebirth, a roll of the dice and Circe Mate, each made on the spot with
// Web Audio (no sound files to download). The audio context starts on the
// first sound, which follows a click or a key, as browsers require.

let context = null;

function audio() {
  if (!context) {
    const Ctx = window.AudioContext || window.webkitAudioContext;
    if (!Ctx) return null;
    context = new Ctx();
  }
  if (context.state === 'suspended') context.resume().catch(() => {});
  return context;
}

/** One short tone: frequency from `f0` to `f1` Hz over `ms`, starting `at` ms from now. */
function tone(ctx, { f0, f1 = f0, ms, at = 0, type = 'sine', gain = 0.18 }) {
  const start = ctx.currentTime + at / 1000;
  const end = start + ms / 1000;
  const osc = ctx.createOscillator();
  const amp = ctx.createGain();
  osc.type = type;
  osc.frequency.setValueAtTime(f0, start);
  osc.frequency.exponentialRampToValueAtTime(f1, end);
  amp.gain.setValueAtTime(0.0001, start);
  amp.gain.exponentialRampToValueAtTime(gain, start + 0.008);
  amp.gain.exponentialRampToValueAtTime(0.0001, end);
  osc.connect(amp).connect(ctx.destination);
  osc.start(start);
  osc.stop(end + 0.02);
}

/** The sounds, as tones. */
const SOUNDS = {
  move: [{ f0: 520, f1: 380, ms: 70, type: 'triangle' }],
  capture: [{ f0: 300, f1: 160, ms: 120, type: 'square', gain: 0.1 }, { f0: 620, f1: 420, ms: 60, at: 10, type: 'triangle' }],
  rebirth: [{ f0: 300, f1: 300, ms: 80, type: 'square', gain: 0.08 }, { f0: 440, f1: 880, ms: 260, at: 90 }],
  roll: [0, 55, 120, 170, 240].map((at, i) => ({ f0: 900 + 170 * (i % 3), f1: 500, ms: 40, at, type: 'square', gain: 0.05 })),
  mate: [523, 659, 784, 1047].map((f0, i) => ({ f0, ms: i === 3 ? 520 : 160, at: i * 140, type: 'triangle', gain: 0.2 })),
};

/** Which sound an event of the controller makes ('move' with the engine's Move, 'roll'), or null. */
export function soundOf(type, detail) {
  if (type === 'roll') return 'roll';
  if (type !== 'move') return null;
  if (detail.circeMate) return 'mate';
  if (detail.capture) return detail.rebirth ? 'rebirth' : 'capture';
  return 'move';
}

/** Plays `name` (a key of SOUNDS); does nothing where the browser has no Web Audio. */
export function play(name) {
  const ctx = audio();
  if (!ctx || !SOUNDS[name]) return;
  for (const t of SOUNDS[name]) tone(ctx, t);
}
