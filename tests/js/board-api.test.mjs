// What a board asks of a game beyond playing it (src/wasm/app.rs), in Node
// from the built package: why a move is refused, sorted into reasons a
// board can say in its player's words (whyIllegal), and the position as an
// SVG diagram (diagram).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Game } from '../../js/node.js';

/** The reason, and what it names, of whyIllegal(move) in `game`. */
function why(game, move) {
  const r = game.whyIllegal(move);
  return r && { reason: r.reason, piece: r.piece, square: r.square, target: r.target, dice: r.dice };
}

const R = (reason, piece = null, square = null, extra = {}) => ({ reason, piece, square, target: null, dice: [], ...extra });

test('a legal move has no refusal; text that is no move is thrown, as isLegal does', () => {
  const game = new Game();
  assert.equal(game.whyIllegal('e4'), null);
  assert.equal(game.whyIllegal({ from: 'g1', to: 'f3' }), null);
  assert.throws(() => game.whyIllegal('Qh9'), (e) => e.code === 'bad-move');
  assert.throws(() => game.whyIllegal(5), (e) => e.code === 'bad-argument');
  assert.throws(() => game.whyIllegal({ from: 'z9', to: 'a1' }), (e) => e.code === 'bad-square');
});

test('clicked squares: the piece\'s way of moving, a blocker, an own piece, pawns', () => {
  const game = new Game();
  assert.deepEqual(why(game, 'g1g3'), R('pattern', 'N', 'g3'));
  assert.deepEqual(why(game, { from: 'c1', to: 'h6' }), R('blocked', 'B', 'd2'));
  assert.deepEqual(why(game, 'd1d3'), R('blocked', 'Q', 'd2'));
  assert.deepEqual(why(game, 'b1d2'), R('own-piece', 'N', 'd2', { target: 'P' }));
  assert.deepEqual(why(game, 'a2b3'), R('pawn-capture', 'P', 'b3'));
  assert.deepEqual(why(game, 'e2e5'), R('pattern', 'P', 'e5'));
  assert.deepEqual(why(game, 'e7e5'), R('not-yours', 'P', 'e7'));
  assert.deepEqual(why(game, 'e4e5'), R('no-piece', null, 'e4'));
  game.apply('e4');
  game.apply('e5');
  assert.deepEqual(why(game, 'e4e5'), R('pawn-blocked', 'P', 'e5'));
  game.apply('a3');
  game.apply('a6');
  assert.deepEqual(why(game, 'a3a5'), R('pawn-double', 'P', 'a5'));
  assert.equal(why(game, 'e1e2'), null, 'no check: the king may go to e2');
});

test('typed SAN: the piece it names, the dice, promotion, castling', () => {
  const game = new Game({ fen: '4k3/1P6/8/8/8/8/8/Q3K3 w - - 0 1 -' });
  assert.deepEqual(why(game, 'b8'), R('needs-promotion', 'P', 'b8'));
  assert.deepEqual(why(game, 'Nc3'), R('no-such-piece', 'N'));
  assert.deepEqual(why(game, 'Qf1'), R('blocked', 'Q', 'e1'));
  assert.deepEqual(why(game, 'O-O'), R('no-castling', 'K'), 'castling names the king that would move');
  game.apply('Kd2');
  assert.deepEqual(why(game, 'Qa2'), R('roll-first'));
  game.rollWith([3, 4, 6]);
  assert.deepEqual(why(game, 'Qa2'), R('no-die', 'Q', null, { dice: [3, 4, 6] }));
  assert.deepEqual(why(game, 'Kd4'), R('pattern', 'K', 'd4'));
  const start = new Game();
  // Of the two knights only b1's move has the shape that reaches d2: its refusal is the square's (a click's).
  assert.deepEqual(why(start, 'Nd2'), R('own-piece', 'N', 'd2', { target: 'P' }));
  assert.deepEqual(why(start, 'Nd5'), R('unreachable', 'N', 'd5'));
  const refusal = start.whyIllegal('Nd2');
  assert.equal(refusal.message, "illegal move 'Nd2': no knight can move to d2");
});

test('a capture refused for its rebirth square names that square: Anticirce\'s capturer home, Strict Circe\'s captured unit', () => {
  // Anticirce: Qxd7 would send the queen home to d1, where a knight stands.
  const anti = new Game({ rules: 'anticirce', fen: '4k3/3r4/8/8/3Q4/8/8/3N3K w - - 0 1' });
  assert.deepEqual(why(anti, 'd4d7'), R('home-occupied', 'Q', 'd1', { target: 'Q' }));
  assert.deepEqual(why(anti, 'Qxd7'), R('home-occupied', 'Q', 'd1', { target: 'Q' }));
  assert.equal(why(anti, 'd1f2'), null, 'the knight moves away');
  anti.apply('d1f2');
  anti.apply('e8f8');
  assert.equal(why(anti, 'd4d7'), null, 'd1 is free: the capture is allowed');
  // Strict Circe: the rook taken on d7 (a light square) is reborn on a8, where a bishop stands.
  const strict = new Game({ rules: 'strict-circe', fen: 'b3k3/3r4/8/8/3Q4/8/8/6K1 w - - 0 1' });
  assert.deepEqual(why(strict, 'd4d7'), R('rebirth-occupied', 'Q', 'a8', { target: 'R' }));
  // Under plain Circe the same capture is allowed (the rook vanishes), and a move the queen cannot make is still a pattern.
  const circe = new Game({ rules: 'circe', fen: 'b3k3/3r4/8/8/3Q4/8/8/6K1 w - - 0 1' });
  assert.equal(why(circe, 'd4d7'), null);
  assert.deepEqual(why(strict, 'd4c6'), R('pattern', 'Q', 'c6'));
  for (const g of [anti, strict, circe]) g.free();
});

test('a pawn on its first rank that cannot move is refused for that, not for check', () => {
  // PWC Circe: the pawn on g1 (reborn there) cannot move, so it checks nothing either.
  const pwc = new Game({ rules: 'pwc-circe', fen: '8/8/8/5K2/8/8/7k/6P1 w - - 0 1' });
  assert.deepEqual(why(pwc, 'g1g2'), R('other', 'P', 'g1'));
  assert.match(pwc.whyIllegal('g1g2').message, /first rank/);
  // Cage Circe: it may step.
  const cage = new Game({ rules: 'cage-circe', fen: '4k3/8/8/5K2/8/8/8/6P1 w - - 0 1' });
  assert.equal(why(cage, 'g1g2'), null);
  for (const g of [pwc, cage]) g.free();
});

test('after the end every move is refused as game-over', () => {
  const game = new Game();
  game.resign('white');
  assert.deepEqual(why(game, 'e4'), R('game-over'));
});

test('a diagram is an SVG of the position, with its options checked', () => {
  const game = new Game({ seed: 2 });
  for (const m of ['e4', 'd5', 'exd5']) game.apply(m);
  const svg = game.diagram();
  assert.match(svg, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  assert.equal((svg.match(/<use xlink:href="#drc-/g) || []).length, 32);
  assert.match(svg, /marker-end="url\(#drc-arrow\)"/, 'the reborn pawn is arrowed');
  const start = game.diagram({ ply: 0, orientation: 'black', coordinates: false, caption: 'The start <1>', width: 600 });
  assert.doesNotMatch(start, /marker-end/);
  assert.match(start, />The start &lt;1&gt;<\/text>/);
  assert.match(start, /width="600"/);
  assert.equal(game.diagram({ lastMove: undefined }), svg, 'an undefined option is left out');
  for (const [options, message] of [
    [{ size: 3 }, /unknown option 'size'/],
    [{ orientation: 'up' }, /'white' or 'black'/],
    [{ width: 10 }, /from 60 to 4000/],
    [{ dice: 'yes' }, /true or false/],
    [{ caption: 'x'.repeat(201) }, /200 characters/],
    ['black', /must be an object/],
  ]) {
    assert.throws(() => game.diagram(options), (e) => e.code === 'bad-option' && message.test(e.message));
  }
  game.free();
  assert.throws(() => game.diagram(), (e) => e.code === 'freed');
});
