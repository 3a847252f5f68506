// Squares and pixels (www/js/board/geometry.js): names and indexes, the
// square under a point and a square's corner on a board seen from either
// side, keyboard steps, and the colours of squares.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  FILES, squareName, squareIndex, fileRank, squareAt, squareOrigin, stepSquare, isDark,
} from '../../www/js/board/geometry.js';

const ALL = [];
for (let i = 0; i < 64; i++) ALL.push(FILES[i % 8] + (Math.floor(i / 8) + 1));

test('names and indexes follow the engine order a1, b1, …, h8 and round-trip', () => {
  assert.equal(squareName(0), 'a1');
  assert.equal(squareName(7), 'h1');
  assert.equal(squareName(8), 'a2');
  assert.equal(squareName(63), 'h8');
  for (let i = 0; i < 64; i++) {
    assert.equal(squareIndex(squareName(i)), i);
    assert.deepEqual(fileRank(squareName(i)), [i % 8, Math.floor(i / 8)]);
  }
});

test('the square under a point: White at the bottom, or flipped', () => {
  const size = 400; // 50 px squares
  assert.equal(squareAt(10, 390, size, false), 'a1');
  assert.equal(squareAt(390, 10, size, false), 'h8');
  assert.equal(squareAt(10, 390, size, true), 'h8');
  assert.equal(squareAt(390, 10, size, true), 'a1');
  assert.equal(squareAt(225, 325, size, false), 'e2');
  assert.equal(squareAt(49.9, 350, size, false), 'a1');
  assert.equal(squareAt(50, 350, size, false), 'b1');
  for (const [x, y] of [[-1, 10], [10, -1], [400, 10], [10, 400]]) assert.equal(squareAt(x, y, size, false), null);
});

test('a square\'s corner and the square under its centre agree, both ways up', () => {
  for (const flipped of [false, true]) {
    for (const sq of ALL) {
      const { x, y } = squareOrigin(sq, 480, flipped);
      assert.ok(x >= 0 && x < 480 && y >= 0 && y < 480);
      assert.equal(squareAt(x + 30, y + 30, 480, flipped), sq);
    }
  }
  assert.deepEqual(squareOrigin('a8', 480, false), { x: 0, y: 0 });
  assert.deepEqual(squareOrigin('a8', 480, true), { x: 420, y: 420 });
});

test('keyboard steps move on the screen, and stop at the edge', () => {
  assert.equal(stepSquare('e2', 0, -1, false), 'e3'); // up on the screen
  assert.equal(stepSquare('e2', 0, -1, true), 'e1'); // up on a flipped board goes down the ranks
  assert.equal(stepSquare('e2', -1, 0, false), 'd2');
  assert.equal(stepSquare('e2', -1, 0, true), 'f2');
  assert.equal(stepSquare('a1', -1, 1, false), 'a1');
  assert.equal(stepSquare('h8', 1, -1, false), 'h8');
});

test('a1 is dark, h1 light, and the colours alternate', () => {
  assert.equal(isDark('a1'), true);
  assert.equal(isDark('h1'), false);
  assert.equal(isDark('h8'), true);
  assert.equal(ALL.filter(isDark).length, 32);
  for (const sq of ALL) {
    const right = stepSquare(sq, 1, 0, false);
    if (right !== sq) assert.notEqual(isDark(right), isDark(sq), sq);
  }
});
