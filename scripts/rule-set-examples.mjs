// The one example of each rule set, shown wherever a rule set is shown:
// the variants pages' live boards (scripts/variants-pages.mjs) and the New
// game dialog's small board (scripts/variant-examples.mjs writes its key
// move). The examples come from VARIANTS.md §2–3 as
// tests/data/variants-examples.txt transcribes them: for each rule set,
// its first example whose move shows an effect (else its first legal one),
// played through the engine (npm run build first), which also writes the
// moves' SAN.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Game } from '../js/node.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SETS = Game.ruleSets();

// Rule sets whose VARIANTS.md section has no example row of their own:
// the rows of the section their examples are derived from.
const DERIVED = {
  'horizontal-mirror-circe': '§0', // 2.6 derives its examples from the probe position
  'coucou-circe': '2.17', // 2.18: "the other Couscous examples apply unchanged"
  'hydra-circe': '2.26', // 2.26: verified component by component
};

// Rule sets outside VARIANTS.md §2: their example, as actions (a move, or
// the dice of a roll). Dice Rex Circe: RULES.md §10's Circe Mate. Orthodox:
// the probe capture of §2.3, where the rook is simply gone. Dice chess:
// seed 002's sample game (VARIANTS §3), with its two passes. One die: a
// roll of 4, and the rook captures the king. A die of moves: four moves of
// one turn, the fourth a mate.
const OWN = {
  'dice-rex-circe': { fen: '8/8/3k4/8/Q3K3/8/8/8 w - - 0 1 -', actions: ['Ke5', [1, 5, 6], 'Qe8', 'Kxd6'] },
  orthodox: { fen: '4k3/3r4/8/8/3Q4/8/8/7K w - - 0 1', actions: ['d4d7'] },
  'dice-chess': {
    fen: null,
    actions: [[1, 1], 'e4', [2, 3], 'Nc6', [3, 4], 'Bc4', [4, 5], 'Rb8', [3, 6], 'Bxf7+', [2, 4], [2, 4], 'Nf3', [1, 3], [2, 4], 'Ng5#'],
  },
  'dice-chess-one-die': { fen: '4k3/8/8/8/8/8/8/4RK2 w - - 0 1', actions: [[4], 'Rxe8'] },
  // A die of moves (derived, VARIANTS §E): a 6 gives four moves, and the fourth mates.
  'dice-chess-moves': { fen: null, actions: [[6], 'e4', 'Qh5', 'Bc4', 'Qxf7#'] },
  // A type die and a count die (derived, VARIANTS §E): the queen, two moves, and the second mates.
  'dice-chess-piece-count': { fen: null, actions: [[1, 1], 'e4', [1, 1], 'e5', [3, 1], 'Bc4', [2, 1], 'Nc6', [5, 2], 'Qh5', 'Qxf7#'] },
  // Two dice told apart (derived, VARIANTS §E): die 1's 6 is a pawn, die 2's 5 the queen that mates.
  'vegas-fun-chess': { fen: null, actions: [[1, 3], 'f3', [6, 5], 'e5', [6, 2], 'g4', [4, 5], 'Qh4#'] },
  // Three dice under the maximum rule (VARIANTS §3.1.8, no. 8): d2-d3 shuts the knight in, but it
  // opens the bishop's way to the king, and a turn that takes the king is always legal.
  'dice-chess-three-dice': { fen: '8/8/7k/8/3p4/5Q2/2RP2RP/K1B1N3 w - - 0 1', actions: [[1, 2, 3], 'd3', 'Bxh6#'] },
};

// Rule sets whose rule has two sides, each worth a board: the second
// example is the first whose SAN passes this test.
const SECOND = {
  'volcanic-circe': (sans) => sans.some((s) => s.includes('↑')), // the eruption, after the burial
  'parachute-circe': (sans) => sans.some((s) => s.includes('↑')), // the covered unit comes back
};

/** The example rows: section, rules, stipulation, FEN, the moves that must be legal (UCI, space-separated per line of play). */
function readExamples() {
  const rows = [];
  for (const line of readFileSync(`${ROOT}tests/data/variants-examples.txt`, 'utf8').split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    const [section, rules, , fen, legal] = line.split('|');
    const plays = legal ? legal.split(';').map((p) => p.split(' ').map((m) => m.split('=')[0])) : [];
    rows.push({ section, rules, fen, plays });
  }
  return rows;
}

/**
 * The move of `actions` that shows the rule, with the position before it
 * (its FEN carries any roll made): the first whose SAN shows an effect (a
 * rebirth, a relocation, …), else the last move.
 */
function keyMove(rules, fen, actions) {
  const game = new Game(fen ? { rules, fen } : { rules });
  let key = null;
  try {
    for (const a of actions) {
      if (Array.isArray(a)) {
        game.rollWith(a);
        continue;
      }
      const before = game.fen();
      const move = game.apply(a);
      key = { fen: before, move: move.uci, san: move.san };
      if (/[(↑]/.test(move.san)) break;
    }
    return key;
  } finally {
    game.free();
  }
}

/** Plays `actions` from `fen` under `rules`; returns the example, or null when a move is not legal there. */
function play(rules, fen, actions) {
  const options = { rules };
  if (fen) options.fen = fen;
  const game = new Game(options);
  try {
    for (const a of actions) {
      if (Array.isArray(a)) game.rollWith(a);
      else if (!game.isLegal(a)) return null;
      else game.apply(a);
    }
    const moves = game.history();
    const movetext = game.toRecord().split('\n\n')[1].trim().replace(/\s*(\*|1-0|0-1|1\/2-1\/2)$/, '');
    return { rules, fen: fen || null, record: movetext, plies: moves.length, sans: moves.map((m) => m.san), key: keyMove(rules, fen, actions) };
  } finally {
    game.free();
  }
}

/**
 * The example of each rule set, by name: { rules, fen, record, plies,
 * sans, key, second? }, `key` the position, the move and its SAN that show
 * the rule (the first move whose SAN shows an effect, else the last).
 */
export function ruleSetExamples() {
  const rows = readExamples();
  const out = {};
  for (const { name } of SETS) {
    let example;
    if (OWN[name]) {
      example = play(name, OWN[name].fen, OWN[name].actions);
    } else {
      // The first example whose move shows its effect (a rebirth, a relocation, …), else the first legal one.
      const candidates = DERIVED[name] ? rows.filter((r) => r.section === DERIVED[name]) : rows.filter((r) => r.rules === name);
      const legal = candidates.flatMap((row) => row.plays.map((moves) => play(name, row.fen, moves))).filter(Boolean);
      example = legal.find((e) => e.sans.some((s) => s.includes('('))) || legal[0] || null;
      const second = SECOND[name] && legal.find((e) => SECOND[name](e.sans));
      if (SECOND[name] && !second) throw new Error(`no second example board for ${name}`);
      if (second) example = { ...example, second };
    }
    if (!example) throw new Error(`no example board for ${name}`);
    out[name] = example;
  }
  return out;
}

