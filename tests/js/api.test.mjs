// What the package's JavaScript (js/api.js) adds to the engine's Game, in
// Node from the built package (npm run build, npm run build:ai): moves as
// { from, to, promotion }, errors with their codes, a freed game, a .wasm
// that cannot be loaded, and pieceAt and Move.color through the entries.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Game } from '../../js/node.js';
import { Game as AiGame } from '../../js/ai-node.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Asserts that `fn` throws an Error with `code` and a message matching `message`. */
function refuses(fn, code, message = /./) {
  assert.throws(fn, (e) => {
    assert.ok(e instanceof Error, 'an Error');
    assert.equal(e.code, code, e.message);
    assert.match(e.message, message);
    return true;
  });
}

test('a move object plays like its UCI text, and a Move from legalMoves() names its own move', () => {
  const game = new Game({ seed: 4 });
  const e4 = game.apply({ from: 'e2', to: 'e4' });
  assert.equal(e4.san, 'e4');
  assert.equal(e4.color, 'white');
  const reply = game.legalMoves().find((m) => m.san === 'Nf6');
  assert.equal(reply.color, 'black');
  assert.equal(game.isLegal(reply), true);
  assert.equal(game.moveInfo(reply).uci, 'g8f6');
  assert.equal(game.apply(reply).san, 'Nf6');
  assert.deepEqual(game.history().map((m) => m.color), ['white', 'black']);
  assert.equal(game.isLegal({ from: 'e4', to: 'e6' }), false);
  refuses(() => game.apply({ from: 'e4', to: 'e6' }), 'illegal-move', /'e4e6'/);
});

test('promotions: the piece as upper or lower case, and a clear refusal without one', () => {
  const game = new Game({ fen: '4k3/1P6/8/8/8/8/8/4K3 w - - 0 1 -' });
  refuses(() => game.apply({ from: 'b7', to: 'b8' }), 'illegal-move', /b8 needs a promotion piece/);
  refuses(() => game.apply('b8'), 'illegal-move', /'b8': b8 needs a promotion piece/);
  assert.equal(game.moveInfo({ from: 'b7', to: 'b8', promotion: 'N' }).san, 'b8=N');
  assert.equal(game.moveInfo({ from: 'b7', to: 'b8', promotion: 'q' }).san, 'b8=Q');
  assert.equal(game.apply({ from: 'b7', to: 'b8', promotion: 'r' }).promotion, 'R');
});

test('bad move arguments are refused with their codes and leave the game as it was', () => {
  const game = new Game({ seed: 1 });
  const before = game.fen();
  refuses(() => game.apply({ from: 'e2' }), 'bad-argument', /needs from and to/);
  refuses(() => game.apply({ from: 'e9', to: 'e4' }), 'bad-square', /from must be a square/);
  refuses(() => game.apply({ from: 'e2', to: 4 }), 'bad-square', /to must be a square.*the number 4/);
  refuses(() => game.apply({ from: 'e2', to: 'e4', promotion: 'K' }), 'bad-argument', /promotion/);
  refuses(() => game.isLegal({ from: 'E2', to: 'e4' }), 'bad-square');
  refuses(() => game.apply([]), 'bad-argument', /must be a string/);
  refuses(() => game.apply(5), 'bad-argument');
  refuses(() => game.apply('Qh9'), 'bad-move', /not a move in UCI/);
  refuses(() => game.roll(), 'wrong-phase', /cannot roll/);
  refuses(() => game.pieceAt('j1'), 'bad-square');
  refuses(() => new Game({ sed: 1 }), 'bad-option', /unknown option 'sed'/);
  refuses(() => new Game({ rules: 'chess' }), 'unknown-rules');
  refuses(() => new Game({ fen: 'x' }), 'bad-fen');
  refuses(() => Game.fromRecord('1. e4 Qh9'), 'bad-record', /column 7/);
  refuses(() => new Game({ fen: '4k3/8/8/8/8/8/8/1N1K1N2 w - - 0 1 -' }).apply('Nd2'), 'ambiguous-move', /'Nd2'/);
  assert.equal(game.fen(), before);
  game.apply('e4');
  game.apply('e5');
  game.apply('Ke2');
  refuses(() => game.rollWith([1, 2]), 'bad-dice', /exactly three dice/);
  refuses(() => game.rollWith([0, 2, 3]), 'bad-dice');
  refuses(() => game.apply('d4'), 'wrong-phase', /roll/);
  game.rollWith([1, 1, 1]);
  game.resign('black');
  refuses(() => game.apply('d4'), 'game-over');
  refuses(() => game.agreeDraw(), 'game-over');
});

test('a record error gives its line and column', () => {
  try {
    Game.fromRecord('[Event "?"]\n\n1. e4 e5\n2. Qh9');
    assert.fail('accepted');
  } catch (e) {
    assert.equal(e.code, 'bad-record');
    assert.deepEqual([e.line, e.column], [4, 4]);
  }
});

test('pieceAt names the piece on a square, and null for an empty one', () => {
  const game = new Game();
  assert.deepEqual(game.pieceAt('e1'), { color: 'white', role: 'K' });
  assert.deepEqual(game.pieceAt('d8'), { color: 'black', role: 'Q' });
  assert.equal(game.pieceAt('e4'), null);
});

test('a freed game throws freed from every method; free() again does nothing', () => {
  for (const G of [Game, AiGame]) {
    const game = new G({ seed: 2 });
    game.free();
    game.free();
    for (const call of [() => game.fen(), () => game.apply('e4'), () => game.apply({ from: 'e2', to: 'e4' }),
      () => game.legalMoves(), () => game.pieceAt('e1'), () => game.undo()]) {
      refuses(call, 'freed', /freed by free\(\)/);
    }
    if (typeof Symbol.dispose === 'symbol') game[Symbol.dispose]();
    // Other games are untouched.
    assert.equal(new G().perft(2), 400);
  }
});

/** Asserts that `game` is usable (a move played and taken back) and freeable. */
function usableAndFreeable(game) {
  const [move] = game.legalMoves();
  game.apply(move.uci);
  assert.equal(game.undo(), true);
  game.free();
  refuses(() => game.fen(), 'freed');
}

test('options whose reading throws (a Proxy, a getter) are refused with bad-option, the thrown value its cause; the game stays usable and freeable', () => {
  const thrown = new Error('the caller\'s');
  const listing = new Proxy({}, { ownKeys() { throw thrown; } });
  const getter = { get caption() { throw thrown; } };
  for (const G of [Game, AiGame]) {
    for (const [call, message] of [
      [(g) => g.diagram(listing), /^listing the options failed$/],
      [(g) => g.diagram(getter), /^reading the option 'caption' failed$/],
      [(g) => g.rollWith(new Proxy([1, 2, 3], { get() { throw thrown; } })), /^reading the dice failed$/],
      ...(G === AiGame ? [
        [(g) => g.bestMove(listing), /^listing the options failed$/],
        [(g) => g.odds(listing), /^listing the options failed$/],
        [(g) => g.analyse(listing), /^listing the options failed$/],
        [(g) => g.analyse({ get nodes() { throw thrown; } }), /^reading the option 'nodes' failed$/],
      ] : []),
    ]) {
      const game = new G({ seed: 1 });
      if (call.toString().includes('rollWith')) ['e4', 'e5', 'Ke2'].forEach((m) => game.apply(m));
      const before = game.fen();
      assert.throws(() => call(game), (e) => e.code === (/dice/.test(message) ? 'bad-dice' : 'bad-option') && message.test(e.message) && e.cause === thrown);
      assert.equal(game.fen(), before);
      if (game.phase() === 'roll') game.roll();
      usableAndFreeable(game);
    }
    refuses(() => new G(listing), 'bad-option', /^listing the options failed$/);
    refuses(() => new G({ rules: listing }), 'bad-option', /^listing the facets failed$/);
    refuses(() => new G({ get seed() { throw thrown; } }), 'bad-option', /^reading the option 'seed' failed$/);
  }
});

test('an option\'s getter that frees or plays on the game while the engine reads it gets busy (the refusal\'s cause); the game stays usable and freeable', () => {
  for (const act of [(g) => g.free(), (g) => g.apply('e4'), (g) => g.undo()]) {
    const game = new Game({ seed: 1 });
    let caught = null;
    const options = {
      get caption() {
        try {
          act(game);
        } catch (e) {
          caught = e;
          throw e;
        }
        return 'x';
      },
    };
    refuses(() => game.diagram(options), 'bad-option', /^reading the option 'caption' failed$/);
    assert.equal(caught?.code, 'busy');
    assert.match(caught.message, /^cannot call (free|apply|undo)\(\) during diagram\(\)/);
    assert.equal(game.history().length, 0);
    usableAndFreeable(game);
  }
  // A getter of a move object is read before the engine holds the game: it may free it, and the move is then refused as freed.
  const game = new Game({ seed: 1 });
  refuses(() => game.apply({ get from() { game.free(); return 'e2'; }, to: 'e4' }), 'freed');
  game.free();
});

test('the computer opponent entry: bestMove returns a legal move, and its refusals have codes', () => {
  const game = new AiGame({ seed: 3 });
  const best = game.bestMove({ level: 'easy' });
  assert.ok(game.isLegal(best.move));
  assert.equal(best.move.color, 'white');
  refuses(() => game.bestMove({ level: 'expert' }), 'bad-option', /unknown level/);
  refuses(() => game.bestMove({ nodes: 0 }), 'bad-option');
  game.apply('e4');
  game.apply('e5');
  game.apply('Ke2');
  refuses(() => game.bestMove({ level: 'easy' }), 'wrong-phase', /rolled/);
  game.resign('white');
  refuses(() => game.bestMove({ level: 'easy' }), 'game-over');
});

test('a .wasm that cannot be compiled or fetched: init and initSync give load-failed', () => {
  // A fresh Node process: this one has loaded the engine already (and loading again does nothing).
  const script = `
    import { initSync } from './js/index.js';
    import init from './js/ai.js';
    const codes = [];
    try { initSync(new Uint8Array([0, 97, 115, 109, 9, 9, 9, 9])); } catch (e) { codes.push(e.code, e.message); }
    await init('file:///nowhere/missing.wasm').catch((e) => codes.push(e.code, e.message));
    console.log(JSON.stringify(codes));`;
  const out = execFileSync('node', ['--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8' });
  const [syncCode, syncMessage, asyncCode, asyncMessage] = JSON.parse(out);
  assert.equal(syncCode, 'load-failed');
  assert.match(syncMessage, /^the engine could not be loaded: /);
  assert.equal(asyncCode, 'load-failed');
  assert.match(asyncMessage, /^the computer opponent could not be loaded: /);
});

test('Game before init(): not-initialised, with a readable message, from every browser entry; then it works', () => {
  // A fresh Node process that imports the browser entries, which load nothing until init().
  const script = `
    import { readFileSync } from 'node:fs';
    import { Game, initSync } from './js/index.js';
    import { Game as InlineGame } from './js/index-inline.js';
    import initAi, { Game as AiGame } from './js/ai.js';
    const seen = [];
    for (const make of [() => new Game(), () => Game.fromRecord('1. e4'), () => Game.ruleSets(), () => new InlineGame(), () => new AiGame()]) {
      try { make(); seen.push('no error'); } catch (e) { seen.push([e.code, e.message]); }
    }
    initSync(readFileSync('pkg/dice_rex_circe_bg.wasm'));
    const game = new Game({ seed: 1 });
    seen.push(game instanceof Game, Game.ruleSets().length > 1);
    await initAi(readFileSync('pkg-ai/dice_rex_circe_ai_bg.wasm'));
    seen.push(new AiGame({ seed: 1 }).bestMove({ level: 'easy' }).move.color);
    console.log(JSON.stringify(seen));`;
  const out = JSON.parse(execFileSync('node', ['--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8' }));
  const [errors, rest] = [out.slice(0, 5), out.slice(5)];
  for (const [i, call] of ['new Game()', 'Game.fromRecord()', 'Game.ruleSets()', 'new Game()', 'new Game()'].entries()) {
    assert.equal(errors[i][0], 'not-initialised', JSON.stringify(errors[i]));
    assert.equal(errors[i][1].startsWith(`${call} needs the engine, which is not loaded yet: call await init() first`), true, errors[i][1]);
  }
  assert.deepEqual(rest, [true, true, 'white']);
});

test('unknown-rules, as docs/js-api.md says: an unknown name, an unknown facet or value, facets that do not go together', () => {
  refuses(() => new Game({ rules: 'chess' }), 'unknown-rules', /unknown rule set 'chess' \(expected one of: dice-rex-circe, orthodox, /);
  refuses(() => new Game({ rules: 'anticirce,reborn=nope' }), 'unknown-rules', /rule facet 'reborn'/);
  refuses(() => new Game({ rules: 'anticirce,check=yes,dice=three-after-king-move' }), 'unknown-rules', /cannot be played together/);
  assert.ok(Game.ruleSets().length > 2);
});
