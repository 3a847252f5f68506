// `npm run bench`: the engine's speed next to other engines, side by side
// in one run (the machine may be shared: compare the ratios, which one run
// measures under the same load). It prints
//   - legalMoves() through the JavaScript API, ours (the full module, and the
//     core module of the two-module entry) next to ffish.js
//     (Fairy-Stockfish's wasm) and chess.js, in Dice Rex Circe and in
//     orthodox chess: apply a move, list the moves of the new position,
//     undo; the same cycle without the list is timed apart and subtracted;
//   - orthodox perft 6 from the start as a whole process, `drc perft` next
//     to cozy-chess (examples/cozy_perft.rs), the median of alternating
//     runs, in CPU time (user + system) and wall time; then `cargo bench`,
//     the same counts inside one process;
//   - the search's speed in every rule set (`drc best --nodes N`, from the
//     start, in CPU time, the median of three runs) over its speed in Dice
//     Rex Circe;
//   - perft in wasm, random games through the API and the .wasm's size;
//   - the engines' .wasm sizes (the core module's target: 60 KB gzipped) and
//     their start in a fresh process, ours next to ffish.js;
//   - the app's budgets in Chromium (scripts/budget.mjs), when www/ is built.
//   - three-dice chess's legalMoves() at a turn start, over random
//     positions and rolls, next to Dice Rex Circe's legalMoves();
//   node scripts/bench.mjs [--no-build] [--quick] [--only legal,turnstart,perft,search,load,wasm,app]
// --quick: fewer windows and runs, 100000 search nodes (a first look).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
const QUICK = argv.includes('--quick');
const onlyArg = argv.find((a) => a.startsWith('--only'));
const ONLY = onlyArg ? (onlyArg.split('=')[1] ?? argv[argv.indexOf(onlyArg) + 1]).split(',') : null;
const part = (name) => ONLY === null || ONLY.includes(name);
const run = (cmd, args, opts = {}) =>
  execFileSync(cmd, args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 1 << 26, ...opts });
const targetDir = process.env.CARGO_TARGET_DIR ?? join(ROOT, 'target');

if (!argv.includes('--no-build')) {
  run('bash', ['scripts/build.sh'], { stdio: ['ignore', 'ignore', 'inherit'] });
}
const { Game } = await import(join(ROOT, 'js/node.js'));

const out = (line = '') => console.log(line);
const ratio = (a, b) => `${(a / b).toFixed(2)}x`;
out(`npm run bench, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC; ${cpus().length} cores (${cpus()[0]?.model.trim()}), load average ${loadavg().map((l) => l.toFixed(1)).join(' ')} at the start`);

// mulberry32: reproducible choices, so every run measures the same games.
function generator(seed) {
  let s = seed >>> 0;
  return (n) => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = Math.imul(s ^ (s >>> 15), s | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

/** Positions from the first turns of seeded random games under `rules`, with a move due. */
function openingPositions(rules, count) {
  const fens = [];
  for (let seed = 1; fens.length < count; seed++) {
    const pick = generator(seed);
    const game = new Game({ seed, rules });
    const plies = 4 + pick(16);
    for (let i = 0; i < plies && game.result() === null; i++) {
      if (game.phase() === 'roll') game.roll();
      else game.apply(game.legalMoves()[pick(game.legalMoves().length)].uci);
    }
    if ((game.phase() === 'move' || game.phase() === 'bonus') && game.legalMoves().length > 0) fens.push(game.fen());
    game.free();
  }
  return fens;
}

/**
 * The time of `list` per cycle in µs: `cycle(withList)` over every case,
 * minus `cycle(false)`, the fastest of many short windows each, the kinds
 * alternating (the fastest window is the one least disturbed).
 */
function perCall(engines, windows) {
  for (let i = 0; i < 3; i++) for (const e of engines) e.cycle(true), e.cycle(false); // warm up
  const best = engines.map(() => ({ list: Infinity, bare: Infinity }));
  for (let w = 0; w < windows; w++) {
    engines.forEach((e, i) => {
      for (const kind of ['list', 'bare']) {
        const t = performance.now();
        e.cycle(kind === 'list');
        best[i][kind] = Math.min(best[i][kind], (performance.now() - t) / e.cycles);
      }
    });
  }
  return best.map((b) => ({ us: (b.list - b.bare) * 1000, bare: b.bare * 1000 }));
}

/** Our API: apply(uci), legalMoves(), undo() on games from these FENs (of the full module, or of `Engine`). */
function ours(rules, fens, Engine = Game) {
  const games = fens.map((fen) => {
    const game = new Engine({ fen, rules });
    return { game, ucis: game.legalMoves().map((m) => m.uci) };
  });
  let listed = 0;
  return {
    cycles: games.reduce((n, g) => n + g.ucis.length, 0),
    cycle(list) {
      for (const { game, ucis } of games) {
        for (const uci of ucis) {
          game.apply(uci);
          if (list) listed += game.legalMoves().length;
          game.undo();
        }
      }
    },
    listed: () => listed,
  };
}

/** ffish.js (Fairy-Stockfish's wasm): push(uci), legalMoves().split(' '), pop(). */
function ffishEngine(ffish, fens) {
  const boards = fens.map((fen) => {
    const board = new ffish.Board('chess', fen);
    return { board, ucis: board.legalMoves().split(' ') };
  });
  return {
    cycles: boards.reduce((n, b) => n + b.ucis.length, 0),
    cycle(list) {
      for (const { board, ucis } of boards) {
        for (const uci of ucis) {
          board.push(uci);
          if (list) board.legalMoves().split(' ');
          board.pop();
        }
      }
    },
  };
}

/** chess.js: move({ from, to, promotion }), moves({ verbose: true }), undo(). */
function chessJsEngine(Chess, fens) {
  const games = fens.map((fen) => {
    const chess = new Chess(fen);
    return { chess, moves: chess.moves({ verbose: true }).map((m) => ({ from: m.from, to: m.to, promotion: m.promotion })) };
  });
  return {
    cycles: games.reduce((n, g) => n + g.moves.length, 0),
    cycle(list) {
      for (const { chess, moves } of games) {
        for (const m of moves) {
          chess.move(m);
          if (list) chess.moves({ verbose: true });
          chess.undo();
        }
      }
    },
  };
}

async function loadFfish() {
  const require = createRequire(import.meta.url);
  // ffish.js's Emscripten loader fetches its .wasm when fetch exists, which
  // Node's fetch cannot do for a file path: it reads the file without it.
  const savedFetch = globalThis.fetch;
  globalThis.fetch = undefined;
  try {
    const ffish = require('ffish');
    await new Promise((resolve) => {
      if (ffish.calledRun) resolve();
      else ffish.onRuntimeInitialized = resolve;
    });
    return ffish;
  } finally {
    globalThis.fetch = savedFetch;
  }
}

if (part('legal')) {
  const ffish = await loadFfish();
  const { Chess } = await import('chess.js');
  const windows = QUICK ? 10 : 40;
  const drcFens = openingPositions('dice-rex-circe', 60);
  const orthoFens = openingPositions('orthodox', 60);
  const drc = ours('dice-rex-circe', drcFens);
  const ortho = ours('orthodox', orthoFens);
  // The two-module entry (js/core-node.js): the core module, which the app plays with.
  const { Game: CoreGame } = await import(join(ROOT, 'js/core-node.js'));
  const coreDrc = ours('dice-rex-circe', drcFens, CoreGame);
  const coreOrtho = ours('orthodox', orthoFens, CoreGame);
  const ff = ffishEngine(ffish, orthoFens);
  const cj = chessJsEngine(Chess, orthoFens.slice(0, 15));
  const [tDrc, tOrtho, tFf, tCj, tCoreDrc, tCoreOrtho] = perCall([drc, ortho, ff, cj, coreDrc, coreOrtho], windows);
  out();
  out(`legalMoves() after a move (apply, list, undo, minus apply and undo; fastest of ${windows} windows each, alternating)`);
  out(`  ours, Dice Rex Circe     ${tDrc.us.toFixed(2).padStart(6)} µs   (apply + undo ${tDrc.bare.toFixed(2)} µs; ${drc.cycles} cycles over ${drcFens.length} opening positions)`);
  out(`  ours, orthodox           ${tOrtho.us.toFixed(2).padStart(6)} µs   (apply + undo ${tOrtho.bare.toFixed(2)} µs; ${ortho.cycles} cycles over ${orthoFens.length} opening positions)`);
  out(`  ffish.js, orthodox       ${tFf.us.toFixed(2).padStart(6)} µs   (legalMoves().split(' '), the same positions)`);
  out(`  chess.js, orthodox       ${tCj.us.toFixed(2).padStart(6)} µs   (moves({ verbose: true }), 15 of the positions)`);
  out(`  core, Dice Rex Circe     ${tCoreDrc.us.toFixed(2).padStart(6)} µs   (js/core-node.js, the module the app plays with; apply + undo ${tCoreDrc.bare.toFixed(2)} µs)`);
  out(`  core, orthodox           ${tCoreOrtho.us.toFixed(2).padStart(6)} µs   (apply + undo ${tCoreOrtho.bare.toFixed(2)} µs)`);
  out(`  ffish.js over ours: Dice Rex Circe ${ratio(tFf.us, tDrc.us)}, orthodox ${ratio(tFf.us, tOrtho.us)} (target: at least 1.50x); chess.js over ours, orthodox ${ratio(tCj.us, tOrtho.us)}`);
  out(`  ffish.js over the core module: Dice Rex Circe ${ratio(tFf.us, tCoreDrc.us)}, orthodox ${ratio(tFf.us, tCoreOrtho.us)} (target: at least 1.50x)`);
}

/**
 * Three-dice chess's legalMoves() at a turn start, its roll just made
 * (the maximum rule looks at whole turns): the turn starts of seeded
 * random games, each with a seeded roll, one call each, timed one by one
 * (the fastest of `windows` passes), next to Dice Rex Circe's
 * legalMoves() on its own opening positions in the same run.
 */
function turnStarts(count) {
  const out = [];
  for (let seed = 1; out.length < count; seed++) {
    const pick = generator(seed);
    const game = new Game({ seed, rules: 'dice-chess-three-dice' });
    const turns = 1 + pick(20);
    for (let t = 0; t < turns && game.result() === null; t++) {
      if (game.phase() === 'roll') game.roll();
      while (game.phase() === 'move') game.apply(game.legalMoves()[pick(game.legalMoves().length)].uci);
    }
    if (game.phase() === 'roll') {
      const roll = [1 + pick(6), 1 + pick(6), 1 + pick(6)].sort();
      out.push(game.fen().replace(/ \?$/, ` ${roll.join('')}`));
    }
    game.free();
  }
  return out;
}

/** The fastest of `windows` timings of one legalMoves() call on each of `fens`, in µs. */
function eachCall(rules, fens, windows) {
  const games = fens.map((fen) => {
    try {
      return new Game({ fen, rules });
    } catch {
      return null; // a roll that passes at once: no turn to list
    }
  }).filter(Boolean);
  const best = games.map(() => Infinity);
  for (let w = 0; w < windows; w++) {
    games.forEach((g, i) => {
      const t = performance.now();
      g.legalMoves();
      best[i] = Math.min(best[i], (performance.now() - t) * 1000);
    });
  }
  for (const g of games) g.free();
  return best;
}

if (part('turnstart')) {
  const windows = QUICK ? 5 : 20;
  const three = eachCall('dice-chess-three-dice', turnStarts(QUICK ? 100 : 400), windows).sort((a, b) => a - b);
  const drc = eachCall('dice-rex-circe', openingPositions('dice-rex-circe', 60), windows).sort((a, b) => a - b);
  const med = (xs) => xs[xs.length >> 1];
  out();
  out(`legalMoves() at a turn start, its roll made (one call each, fastest of ${windows} passes)`);
  out(`  three-dice chess   median ${med(three).toFixed(1).padStart(7)} µs   90th ${three[Math.floor(three.length * 0.9)].toFixed(1)} µs   slowest ${three[three.length - 1].toFixed(1)} µs (target: none over 2000 µs; ${three.length} turn starts of seeded random games, seeded rolls)`);
  out(`  Dice Rex Circe     median ${med(drc).toFixed(1).padStart(7)} µs   (its opening positions)`);
  out(`  three-dice over Dice Rex Circe, median: ${ratio(med(three), med(drc))} (target: at most 10x)`);
}

/**
 * Runs `cmd args`, returning its stdout, its stderr and its CPU and wall
 * seconds. The CPU time is the child's, from bash's `times` (to the
 * millisecond: /usr/bin/time prints hundredths, a tenth of a 0.1 s search).
 */
function measure(cmd, args) {
  const script = '"$@"; status=$?; echo @@ >&2; times >&2; exit $status';
  const t0 = performance.now();
  const r = spawnSync('bash', ['-c', script, 'bash', cmd, ...args], { cwd: ROOT, encoding: 'utf8', maxBuffer: 1 << 26 });
  const wall = (performance.now() - t0) / 1000;
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed: ${r.stderr}`);
  // times prints the shell's user and system time, then its children's.
  const m = r.stderr.match(/@@\n.*\n(\d+)m([\d.]+)s (\d+)m([\d.]+)s\s*$/);
  if (!m) throw new Error(`no timing from ${cmd}: ${r.stderr}`);
  const cpu = Number(m[1]) * 60 + Number(m[2]) + Number(m[3]) * 60 + Number(m[4]);
  return { stdout: r.stdout, stderr: r.stderr.slice(0, m.index), cpu, wall };
}
const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];

if (part('perft')) {
  run('cargo', ['build', '--release', '--quiet', '--bin', 'drc', '--example', 'cozy_perft'], { stdio: ['ignore', 'ignore', 'inherit'] });
  const drc = join(targetDir, 'release/drc');
  const cozy = join(targetDir, 'release/examples/cozy_perft');
  const runs = QUICK ? 3 : 7;
  const ours = [];
  const theirs = [];
  let nodes = null;
  for (let i = 0; i < runs; i++) {
    const a = measure(drc, ['perft', '--rules', 'orthodox', '6']);
    const b = measure(cozy, ['6']);
    const countA = a.stdout.trim().split('\n').pop();
    const countB = b.stdout.trim();
    if (countA !== countB) throw new Error(`perft counts differ: drc ${countA}, cozy-chess ${countB}`);
    nodes = countA;
    ours.push(a);
    theirs.push(b);
  }
  const cpuA = median(ours.map((r) => r.cpu));
  const cpuB = median(theirs.map((r) => r.cpu));
  const wallA = median(ours.map((r) => r.wall));
  const wallB = median(theirs.map((r) => r.wall));
  out();
  out(`orthodox perft 6 from the start, whole process (${nodes} nodes), median of ${runs} alternating runs`);
  out(`  drc perft --rules orthodox 6     CPU ${cpuA.toFixed(3)} s   wall ${wallA.toFixed(3)} s`);
  out(`  cozy-chess (examples/cozy_perft) CPU ${cpuB.toFixed(3)} s   wall ${wallB.toFixed(3)} s`);
  out(`  ours over cozy-chess's time: CPU ${ratio(cpuA, cpuB)}, wall ${ratio(wallA, wallB)} (target: at most 1.00x)`);
  out('cargo bench --bench perft (in one process, best of 3 each):');
  const bench = run('cargo', ['bench', '--quiet', '--bench', 'perft'], { stdio: ['ignore', 'pipe', 'ignore'] });
  for (const line of bench.trim().split('\n')) out(`  ${line}`);
}

if (part('search')) {
  run('cargo', ['build', '--release', '--quiet', '--bin', 'drc'], { stdio: ['ignore', 'ignore', 'inherit'] });
  const drc = join(targetDir, 'release/drc');
  const nodes = QUICK ? 100000 : 300000;
  const names = run(drc, ['rules']).trim().split('\n').map((l) => l.split(/\s+/)[0]);
  // Dice chess starts with a roll: doubles (any piece), a 2 for the one-die version, 1-2-3 for three dice.
  const startOf = (rules) => {
    const fen = run(drc, ['start', '--rules', rules]).trim();
    if (!fen.endsWith(' ?')) return fen;
    for (const roll of ['roll:1-1', 'roll:2', 'roll:1-2-3']) {
      try {
        return run(drc, ['after', '--rules', rules, fen, roll], { stdio: ['ignore', 'pipe', 'ignore'] }).trim();
      } catch { /* the other number of dice */ }
    }
    throw new Error(`no roll fits ${rules}'s start`);
  };
  // The median of three runs: the shared machine moves single runs.
  const searchRuns = QUICK ? 1 : 3;
  const speed = (rules) => {
    const fen = startOf(rules);
    const runs = [];
    for (let i = 0; i < searchRuns; i++) {
      const r = measure(drc, ['best', '--rules', rules, '--nodes', String(nodes), '--format', 'json', fen]);
      const { depth, nodes: searched } = JSON.parse(r.stdout);
      runs.push({ nps: searched / Math.max(r.cpu, 0.001), depth });
    }
    return runs.sort((a, b) => a.nps - b.nps)[runs.length >> 1];
  };
  const base = speed('dice-rex-circe');
  out();
  out(`the search from the start (dice chess: after doubles, or a 2): drc best --rules RULES --nodes ${nodes}, nodes per CPU second (median of ${searchRuns}), over Dice Rex Circe's (target: at least 0.50x)`);
  const rows = [];
  for (const name of names) {
    // Dice Rex Circe is measured again among the others, so that its row shows the run's noise.
    const s = speed(name);
    rows.push({ name, ...s, ratio: s.nps / base.nps });
  }
  for (const r of rows) {
    out(`  ${r.name.padEnd(34)} ${(r.nps / 1e6).toFixed(2).padStart(5)} M nodes/s  depth ${String(r.depth).padStart(2)}  ${r.ratio.toFixed(2)}x ${r.ratio >= 0.5 ? '' : ' MISSED'}`);
  }
  const slowest = rows.reduce((a, b) => (a.ratio <= b.ratio ? a : b));
  out(`  slowest: ${slowest.name}, ${slowest.ratio.toFixed(2)}x`);
}

if (part('load')) {
  // The engine's start, each in a fresh Node process: import, compile and
  // instantiate the .wasm, make a game from the start and list its moves.
  // Ours is the core module the app's board boots on (js/core.js,
  // init(bytes, false)); ffish.js is Fairy-Stockfish's whole wasm.
  const script = {
    ours: `const t0 = performance.now();
      const { readFileSync } = await import('node:fs');
      const { default: init, Game } = await import(${JSON.stringify(join(ROOT, 'js/core.js'))});
      await init(readFileSync(${JSON.stringify(join(ROOT, 'pkg-core/dice_rex_circe_core_bg.wasm'))}), false);
      const n = new Game().legalMoves().length;
      if (n !== 20) throw new Error('moves: ' + n);
      console.log(performance.now() - t0);`,
    ffish: `const t0 = performance.now();
      const { createRequire } = await import('node:module');
      globalThis.fetch = undefined;
      const ffish = createRequire(${JSON.stringify(join(ROOT, 'package.json'))})('ffish');
      await new Promise((resolve) => { if (ffish.calledRun) resolve(); else ffish.onRuntimeInitialized = resolve; });
      const n = new ffish.Board('chess').legalMoves().split(' ').length;
      if (n !== 20) throw new Error('moves: ' + n);
      console.log(performance.now() - t0);`,
  };
  const runs = QUICK ? 3 : 7;
  const times = { ours: [], ffish: [] };
  for (let i = 0; i < runs; i++) {
    for (const k of ['ours', 'ffish']) {
      times[k].push(Number(run(process.execPath, ['--input-type=module', '-e', script[k]]).trim()));
    }
  }
  const med = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const size = (path) => {
    const bytes = readFileSync(join(ROOT, path));
    return { raw: bytes.length, gz: gzipSync(bytes, { level: 9 }).length };
  };
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  const modules = [
    ['ours, core (the board\'s first module)', 'pkg-core/dice_rex_circe_core_bg.wasm', 60],
    ['ours, cold (records, diagrams, refusals)', 'pkg/dice_rex_circe_bg.wasm', null],
    ['ours, ai (the computer\'s worker)', 'pkg-ai/dice_rex_circe_ai_bg.wasm', null],
    ['ffish.js (Fairy-Stockfish)', 'node_modules/ffish/ffish.wasm', null],
  ];
  out();
  out('the engines\' .wasm files, gzipped -9');
  for (const [name, path, target] of modules) {
    let s;
    try {
      s = size(path);
    } catch {
      out(`  ${name.padEnd(44)} not built`);
      continue;
    }
    const mark = target === null ? '' : `  (target: at most ${target} KB${s.gz / 1024 > target ? ': MISSED' : ''})`;
    out(`  ${name.padEnd(44)} ${kb(s.gz).padStart(9)}  (${kb(s.raw)} raw)${mark}`);
  }
  out(`start in a fresh Node process (import, compile, instantiate, the first position's moves), median of ${runs} alternating runs`);
  out(`  ours, core module   ${med(times.ours).toFixed(1).padStart(6)} ms`);
  out(`  ffish.js            ${med(times.ffish).toFixed(1).padStart(6)} ms`);
  out(`  ffish.js's time over ours: ${ratio(med(times.ffish), med(times.ours))}`);
}

if (part('wasm')) {
  // perft from the start, depth 5, best of 5, in wasm and natively.
  const DEPTH = 5;
  const start = new Game();
  start.perft(3);
  let nodes = 0;
  let perftMs = Infinity;
  for (let i = 0; i < 5; i++) {
    const t = performance.now();
    nodes = start.perft(DEPTH);
    perftMs = Math.min(perftMs, performance.now() - t);
  }
  run('cargo', ['build', '--release', '--quiet', '--bin', 'drc'], { stdio: ['ignore', 'ignore', 'inherit'] });
  let nativeNps = 0;
  for (let i = 0; i < 5; i++) {
    const line = run(join(targetDir, 'release/drc'), ['bench', String(DEPTH)]);
    const m = line.match(/= (\d+) in [\d.]+ s: ([\d.]+) M nodes\/s/);
    if (!m || Number(m[1]) !== nodes) throw new Error(`unexpected drc output: ${line}`);
    nativeNps = Math.max(nativeNps, Number(m[2]));
  }
  const wasmNps = nodes / perftMs / 1000;

  // Random full games through the API.
  const randomGame = (seed) => {
    const pick = generator(seed);
    const game = new Game({ seed });
    let moves = 0;
    while (game.result() === null && moves < 2000) {
      if (game.phase() === 'roll') game.roll();
      else {
        const legal = game.legalMoves();
        game.apply(legal[pick(legal.length)].uci);
        moves++;
      }
    }
    game.free();
    return moves;
  };
  let played = 0;
  let moves = 0;
  const gamesStart = performance.now();
  while (performance.now() - gamesStart < (QUICK ? 1000 : 3000)) moves += randomGame(1000 + played++);
  const gamesSec = (performance.now() - gamesStart) / 1000;

  const wasm = readFileSync(join(ROOT, 'pkg/dice_rex_circe_bg.wasm'));
  const gz = gzipSync(wasm, { level: 9 }).length;
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  out();
  out(`Dice Rex Circe perft(${DEPTH}) from the start: wasm ${wasmNps.toFixed(1)} M nodes/s, native ${nativeNps.toFixed(1)} M nodes/s (drc bench ${DEPTH}), wasm/native ${(wasmNps / nativeNps).toFixed(2)} (best of 5 each)`);
  out(`random full games through the API: ${(played / gamesSec).toFixed(1)} games/s, ${(moves / gamesSec / 1000).toFixed(1)}k moves/s (${played} games, ${(moves / played).toFixed(0)} moves each on average)`);
  out(`pkg/dice_rex_circe_bg.wasm: ${wasm.length} bytes (${kb(wasm.length)}), gzipped ${gz} bytes (${kb(gz)})`);
}
if (part('app')) {
  // The app's budgets in Chromium (scripts/budget.mjs): its first load, the
  // board interactive cold and warm, the longest task while playing.
  out();
  if (existsSync(join(ROOT, 'www/js/bundle.js'))) out(run(process.execPath, [join(ROOT, 'scripts/budget.mjs')]).trimEnd());
  else out('the app: www/ not built (npm run build && bash scripts/build-www.sh), not measured');
}
out();
out(`load average at the end: ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
