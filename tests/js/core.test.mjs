// The two-module entry (js/core.js, js/split.js) in Node on the built
// modules (npm run build: pkg-core/ and pkg/): a core game answers every
// call as the full module's game does, the cold calls (records, diagrams,
// refusals, perft, descriptions) through its twin; random games under
// several rule sets, moves, rolls, undos and resignations, compared call
// by call with a full game played alike; shared dice (the game handed to
// its twin); a record read back and played on; the cold calls before the
// cold module is in.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Game as Full } from '../../js/node.js';
import { Game, ready } from '../../js/core-node.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** A small reproducible generator (mulberry32). */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Plays the same random turns on both games and compares them after each change. */
function playAlike(core, full, seed, plies) {
  const rnd = random(seed);
  for (let i = 0; i < plies && full.phase() !== 'over'; i++) {
    const phase = full.phase();
    if (phase === 'roll') {
      assert.deepEqual(core.roll(), full.roll());
    } else if (rnd() < 0.08 && full.undoDepth() > 0) {
      assert.equal(core.undo(), full.undo());
    } else {
      const moves = full.legalMoves();
      const m = moves[Math.floor(rnd() * moves.length)];
      // SAN half the time: the twin must replay the move the core played.
      const text = rnd() < 0.5 ? m.san : m.uci;
      assert.deepEqual(core.apply(text), full.apply(text));
    }
    if (i % 7 === 0) {
      const probe = ['e2e4', 'a7a5', 'Ke2', 'b1c3', 'h2h4'][i % 5];
      assert.deepEqual(core.whyIllegal(probe), full.whyIllegal(probe));
      assert.equal(core.toRecord(), full.toRecord());
    }
  }
  assert.equal(core.fen(), full.fen());
  assert.equal(core.toRecord(), full.toRecord());
  assert.equal(core.diagram({ width: 200 }), full.diagram({ width: 200 }));
  assert.equal(core.diagram({ ply: 3 }), full.diagram({ ply: 3 }));
  assert.equal(core.perft(2), full.perft(2));
}

test('random games in several rule sets: the core game with its twin answers as the full game', async () => {
  await ready();
  for (const [n, rules] of ['dice-rex-circe', 'orthodox', 'anticirce', 'dice-chess', 'dice-chess-one-die', 'parrain-circe',
    'super-circe', 'volcanic-circe', 'mars-circe', 'hydra-circe', 'cage-circe'].entries()) {
    const options = { seed: 11 + n, rules };
    const core = new Game(options);
    const full = new Full(options);
    playAlike(core, full, 100 + n, 90);
    // After the first cold call, more changes: only those are replayed.
    if (full.phase() !== 'over') {
      core.resign('black');
      full.resign('black');
    }
    assert.equal(core.toRecord(), full.toRecord(), rules);
    core.free();
    full.free();
  }
});

test('a game whose rolls came from crypto: the twin gets the dice the core rolled', () => {
  const core = new Game();
  core.apply('e2e4');
  core.apply('e7e5');
  core.apply('Ke2');
  const dice = core.roll();
  assert.equal(dice.length, 3);
  const record = core.toRecord();
  const back = Game.fromRecord(record);
  assert.deepEqual(back.turns(), core.turns());
  assert.equal(back.fen(), core.fen());
  core.free();
});

test('a record read comes from the cold module, is a Game, and plays on with every method', () => {
  const full = new Full({ seed: 3 });
  playAlike(new Game({ seed: 3 }), full, 9, 30);
  const read = Game.fromRecord(full.toRecord());
  assert.ok(read instanceof Game);
  assert.equal(read.fen(), full.fen());
  assert.equal(read.toRecord(), full.toRecord());
  if (read.phase() !== 'over' && read.phase() !== 'roll') {
    const m = read.legalMoves()[0];
    assert.deepEqual(read.apply(m.uci), full.apply(m.uci));
  }
  assert.deepEqual(Game.ruleSets(), Full.ruleSets());
  // A game's own entry of the table, in both modules; none for a combination without a name.
  for (const set of Full.ruleSets()) {
    for (const G of [Game, Full]) {
      const game = new G({ rules: set.name });
      assert.deepEqual(game.ruleSet(), set);
      game.free();
    }
  }
  assert.equal(new Game({ rules: { reborn: 'none', dice: 'three-after-king-move' } }).ruleSet(), null);
  assert.throws(() => Game.fromRecord('1. e5'), (e) => e.code === 'bad-record' && e.line === 1);
});

test('shared dice: shareDice hands the game to its twin in the cold module, which plays the reveals and the rolls they give', () => {
  const seed = (c) => c.repeat(64);
  const [w, b] = [Game.chainAnchor(seed('a')), Game.chainAnchor(seed('b'))];
  const id = '0123456789abcdef0123456789abcdef';
  const core = new Game({ rules: 'dice-chess' });
  const full = new Full({ rules: 'dice-chess' });
  for (const g of [core, full]) g.shareDice(id, w, b);
  for (let turn = 0; turn < 4; turn++) {
    const due = full.rollDue();
    if (due === null) break;
    for (const g of [core, full]) {
      g.reveal('white', due.index, Game.chainSecret(seed('a'), due.index));
      g.reveal('black', due.index, Game.chainSecret(seed('b'), due.index));
    }
    assert.deepEqual(core.dice(), full.dice());
    if (full.phase() === 'move' || full.phase() === 'bonus') {
      const m = full.legalMoves()[0].uci;
      core.apply(m);
      full.apply(m);
    }
    assert.equal(core.toRecord(), full.toRecord());
  }
  assert.deepEqual(core.fairDice(), full.fairDice());
});

test('a move object, a freed game and the errors keep their codes through the twin', () => {
  const core = new Game({ seed: 1 });
  assert.equal(core.whyIllegal({ from: 'e2', to: 'e5' }).reason, new Full({ seed: 1 }).whyIllegal('e2e5').reason);
  assert.throws(() => core.diagram({ width: 1 }), (e) => e.code === 'bad-option');
  assert.throws(() => core.perft(13), (e) => e.code === 'bad-argument');
  core.free();
  assert.throws(() => core.toRecord(), (e) => e.code === 'freed');
  core.free();
});

test('the cold calls fail with not-initialised until the cold module is loaded; the core plays meanwhile, and names the rule sets', () => {
  // A fresh process: this one has both modules loaded. The cold module's
  // input never arrives.
  const script = `
    import { readFileSync } from 'node:fs';
    import init, { Game } from './js/core.js';
    await init(readFileSync('pkg-core/dice_rex_circe_core_bg.wasm'), new Promise(() => {}));
    const game = new Game({ seed: 5 });
    const out = { turn: game.apply('e2e4') && game.turn(), sets: Game.ruleSets() };
    out.fair = [game.fairDice(), game.rollDue()];
    out.short = [game.isLegal('e7e4')];
    try { game.apply('e7e4'); } catch (e) { out.short.push(e.code + ': ' + e.message); }
    for (const [key, call] of [['fen', () => new Game({ fen: '4k3/8/8/8/8/8/8/4K3 w - - 0 1' })], ['san', () => game.apply('Nf6')],
      ['sanLegal', () => game.isLegal('Nf6')], ['record', () => game.toRecord()], ['read', () => Game.fromRecord('1. e4')],
      ['anchor', () => Game.chainAnchor('a'.repeat(64))], ['share', () => game.shareDice('0'.repeat(32), 'a'.repeat(64), 'b'.repeat(64))]]) {
      try { call(); out[key] = 'answered'; } catch (e) { out[key] = e.code + ': ' + e.message; }
    }
    console.log(JSON.stringify(out));
    process.exit(0);`;
  const out = JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8' }));
  assert.equal(out.turn, 'black');
  // The core reads a FEN and SAN with the cold module, and refuses a move in short words.
  assert.match(out.fen, /^not-initialised: a game from a FEN \(new Game\(\{ fen \}\)\) needs the engine's cold module .*await ready\(\) first$/);
  assert.match(out.san, /^not-initialised: apply\('Nf6'\), a move in SAN, needs the engine's cold module .*await ready\(\) first$/);
  assert.match(out.sanLegal, /^not-initialised: isLegal\('Nf6'\)/);
  assert.deepEqual(out.short, [false, "illegal-move: illegal move 'e7e4': not a move allowed now"]);
  assert.match(out.record, /^not-initialised: toRecord\(\) needs the engine's cold module .*await ready\(\) first$/);
  assert.match(out.read, /^not-initialised: Game\.fromRecord\(\) needs/);
  // The shared dice are the cold module's; a core game has none.
  assert.deepEqual(out.fair, [null, null]);
  assert.match(out.anchor, /^not-initialised: Game\.chainAnchor\(\) needs/);
  assert.match(out.share, /^not-initialised: shareDice\(\) needs/);
  // The rule sets' table is the core's: the same as the full module's.
  assert.deepEqual(out.sets, Full.ruleSets());
});

test("init(input, false) loads the core alone: the cold module waits until it is asked for", () => {
  const script = `
    import { readFileSync } from 'node:fs';
    import init, { Game, ready } from './js/core.js';
    await init(readFileSync('pkg-core/dice_rex_circe_core_bg.wasm'), false);
    await new Promise((r) => setTimeout(r, 50));
    const game = new Game({ seed: 5 });
    game.apply('e2e4');
    const out = {};
    try { game.toRecord(); out.before = 'answered'; } catch (e) { out.before = e.code; }
    // Nothing started it: a second init() gives its input (Node cannot fetch the glue's own URL).
    await init(undefined, readFileSync('pkg/dice_rex_circe_bg.wasm'));
    await ready();
    out.after = game.toRecord();
    console.log(JSON.stringify(out));
    process.exit(0);`;
  const out = JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8' }));
  assert.equal(out.before, 'not-initialised');
  assert.match(out.after, /^1\. e4/m);
});

test('a game from a FEN is the full module\'s, a Game with every method; SAN and refusals read by the twin answer as the full game', () => {
  const fen = 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1';
  const options = { fen, rules: 'orthodox', seed: 2 };
  const core = new Game(options);
  const full = new Full(options);
  assert.ok(core instanceof Game);
  assert.equal(core.fen(), full.fen());
  assert.deepEqual(core.apply('O-O'), full.apply('O-O'));
  assert.equal(core.toRecord(), full.toRecord());
  assert.throws(() => new Game({ fen: '8/8 w' }), { code: 'bad-fen' });
  const game = new Game({ seed: 8 });
  const same = new Full({ seed: 8 });
  for (const text of ['Nf3', 'e2e5', 'Ke3', 'Qh5', 'e9', 'e2e4']) {
    const answer = (g, call) => { try { return call(g); } catch (e) { return [e.code, e.message]; } };
    assert.deepEqual(answer(game, (g) => g.isLegal(text)), answer(same, (g) => g.isLegal(text)), text);
    assert.deepEqual(answer(game, (g) => g.moveInfo(text)), answer(same, (g) => g.moveInfo(text)), text);
    assert.deepEqual(answer(game, (g) => g.apply(text)), answer(same, (g) => g.apply(text)), text);
  }
  assert.equal(game.toRecord(), same.toRecord());
});

test("the core module's own constructor refuses a FEN with a coded error, and its apply reads UCI only", () => {
  const script = `
    import { readFileSync } from 'node:fs';
    import { initSync, Game } from './pkg-core/dice_rex_circe_core.js';
    initSync({ module: readFileSync('pkg-core/dice_rex_circe_core_bg.wasm') });
    const out = {};
    try { new Game({ fen: '4k3/8/8/8/8/8/8/4K3 w - - 0 1' }); out.fen = 'made'; } catch (e) { out.fen = e.code + ': ' + e.message; }
    const game = new Game({ seed: 1 });
    try { game.apply('Nf3'); out.san = 'played'; } catch (e) { out.san = e.code + ': ' + e.message; }
    out.uci = game.apply('g1f3').san;
    console.log(JSON.stringify(out));`;
  const out = JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8' }));
  assert.equal(out.fen, "not-initialised: a game from a FEN needs the engine's cold module: await ready() first");
  assert.equal(out.san, "not-initialised: reading the move 'Nf3' as SAN needs the engine's cold module: await ready() first");
  assert.equal(out.uci, 'Nf3');
});
