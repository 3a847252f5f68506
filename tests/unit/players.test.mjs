// What each side captured (www/js/views/players.js), from the moves'
// effects: units that vanished for good apart from those reborn.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { capturedUnits } from '../../www/js/views/players.js';

const move = (color, effects, extra = {}) => ({ color, effects, captured: null, rebirth: null, ...extra });

test('vanished and reborn units, by the side that captured them, strongest first', () => {
  const history = [
    move('white', [{ kind: 'rebirth', piece: 'p', from: 'd5', to: 'd7' }]),
    move('black', [{ kind: 'vanish', piece: 'P', from: 'd5', to: null }]),
    move('white', [{ kind: 'vanish', piece: 'n', from: 'c6', to: null }]),
    move('white', [{ kind: 'rebirth', piece: 'q', from: 'h5', to: 'd8' }]),
    move('black', []),
  ];
  assert.deepEqual(capturedUnits(history), {
    white: { vanished: ['n'], reborn: ['q', 'p'], waiting: [] },
    black: { vanished: ['P'], reborn: [], waiting: [] },
  });
});

test('moves without effects (older saves) count by their capture and rebirth', () => {
  const history = [move('white', undefined, { captured: 'B', rebirth: 'c8' }), move('black', undefined, { captured: 'N' })];
  assert.deepEqual(capturedUnits(history), {
    white: { vanished: [], reborn: ['b'], waiting: [] },
    black: { vanished: ['N'], reborn: [], waiting: [] },
  });
});
