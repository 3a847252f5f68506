// legalMoves() writes its moves' SAN and effects only when one is read
// (src/wasm/output.rs, legal_moves): a list read after the game has moved
// on, or after it was freed, reads as it would have at once.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Game } from '../../js/node.js';

const LAZY = ['san', 'rebirth', 'circeMate', 'effects'];
const plain = (m) => JSON.parse(JSON.stringify(m));

test('a move list read after the game moves on reads as a fresh one at its position', () => {
  for (const rules of ['dice-rex-circe', 'orthodox', 'circe', 'mars-circe', 'dice-chess']) {
    const game = new Game({ rules, seed: 7 });
    const kept = [];
    for (let ply = 0; ply < 60 && game.result() === null; ply++) {
      if (game.phase() === 'roll') {
        game.roll();
        continue;
      }
      const list = game.legalMoves();
      if (list.length === 0) break;
      kept.push({ fen: game.fen(), list });
      game.apply(list[(ply * 7) % list.length].uci);
    }
    assert.ok(kept.length > 20, `${rules}: ${kept.length} positions`);
    game.free();
    for (const { fen, list } of kept) {
      const fresh = new Game({ rules, fen });
      const now = fresh.legalMoves();
      assert.equal(list.length, now.length);
      for (let i = 0; i < list.length; i++) {
        for (const key of LAZY) assert.deepEqual(list[i][key], now[i][key], `${rules} ${fen} ${list[i].uci} ${key}`);
        assert.deepEqual(plain(list[i]), plain(now[i]));
      }
      fresh.free();
    }
  }
});

test('a move written as JSON has every field, its SAN and effects included', () => {
  const game = new Game({ seed: 1, fen: 'rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w - - 0 2 -' });
  const capture = game.legalMoves().find((m) => m.uci === 'e4d5');
  assert.deepEqual(Object.keys(plain(capture)).sort(), ['capture', 'captureSquare', 'captured', 'choice', 'circeMate', 'color',
    'die', 'effects', 'enPassant', 'from', 'pass', 'piece', 'promotion', 'rebirth', 'san', 'to', 'uci']);
  assert.equal(capture.san, 'exd5(Pd7)');
  assert.equal(capture.rebirth, 'd7');
  assert.deepEqual(capture.effects.map((e) => e.kind), ['rebirth']);
  assert.equal(game.apply(capture).san, capture.san);
});
