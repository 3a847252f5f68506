// Takebacks (www/js/takeback.js, RULES §5.7): Undo stops at the last roll,
// and against the computer takes back whole turns back to the player's
// own last move.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { rollFloor, undoPlan } from '../../www/js/takeback.js';

const m = (color, san, die = null) => ({ color, san, die });
const turn = (color, moves, roll = null) => ({ color, moves, roll, forfeited: [] });

function game(turns, result = null) {
  return { turns, history: turns.flatMap((t) => t.moves), result };
}

// 1. e4 e5 2. Ke2 {roll 1-2-6} d4 Nf3 Ke3 2... Nc6
const whiteRolled = game([
  turn('white', [m('white', 'e4')]),
  turn('black', [m('black', 'e5')]),
  turn('white', [m('white', 'Ke2'), m('white', 'd4', 1), m('white', 'Nf3', 2), m('white', 'Ke3', 6)], [1, 2, 6]),
  turn('black', [m('black', 'Nc6')]),
]);

test('the floor is the move that rolled; a roll before the move (dice chess) is the turn start', () => {
  assert.equal(rollFloor(whiteRolled.turns), 3);
  assert.equal(rollFloor(whiteRolled.turns, true), 2);
  assert.equal(rollFloor([turn('white', [m('white', 'e4')])]), 0);
  // A king move whose dice are still to roll is no floor: the roll is unknown.
  assert.equal(rollFloor([turn('white', [m('white', 'Ke2')])]), 0);
});

test('a forced pass is the roll\'s: it is never taken back; a pass by choice is a move like any other', () => {
  const pass = (color) => ({ color, san: '--', die: null, pass: true });
  // Dice chess: White's 5-6 allowed no move, the turn passed.
  const forced = game([{ color: 'white', moves: [pass('white')], roll: [5, 6], forfeited: [5, 6] }]);
  assert.equal(rollFloor(forced.turns, true), 1);
  assert.deepEqual(undoPlan(forced, { rollFirst: true }), { plies: 0, blocked: 'dice' });
  // Vegas Fun Chess: White passed on die 2's optional face: Undo takes the pass back, not the roll.
  const chosen = game([{ color: 'white', moves: [pass('white')], roll: [3, 6], forfeited: [] }]);
  assert.equal(rollFloor(chosen.turns, true), 0);
  assert.deepEqual(undoPlan(chosen, { rollFirst: true }), { plies: 1, blocked: null });
});

test('two players: one move at a time, down to the bonus moves after the last roll', () => {
  assert.deepEqual(undoPlan(whiteRolled), { plies: 1, blocked: null });
  const bonus = game(whiteRolled.turns.slice(0, 3));
  assert.deepEqual(undoPlan(bonus), { plies: 1, blocked: null });
  const justRolled = game([...whiteRolled.turns.slice(0, 2), turn('white', [m('white', 'Ke2')], [1, 2, 6])]);
  assert.deepEqual(undoPlan(justRolled), { plies: 0, blocked: 'dice' });
  const notRolled = game([...whiteRolled.turns.slice(0, 2), turn('white', [m('white', 'Ke2')])]);
  assert.deepEqual(undoPlan(notRolled), { plies: 1, blocked: null });
  assert.deepEqual(undoPlan(game([])), { plies: 0, blocked: 'nothing' });
});

test('against the computer: its whole turn and the player\'s last move go back together', () => {
  // The computer (Black) answered with one move: take back Nc6 and Ke3.
  assert.deepEqual(undoPlan(whiteRolled, { computer: 'black' }), { plies: 2, blocked: null });
  // The computer plays White: its turns cannot be taken back on their own.
  assert.deepEqual(undoPlan(whiteRolled, { computer: 'white' }), { plies: 1, blocked: null });
  const opening = game([turn('white', [m('white', 'e4')])]);
  assert.deepEqual(undoPlan(opening, { computer: 'white' }), { plies: 0, blocked: 'nothing' });
  // The computer rolled: its king move, and everything before, stays.
  const computerRolled = game([
    turn('white', [m('white', 'e4')]),
    turn('black', [m('black', 'Ke7'), m('black', 'Nf6', 2)], [2, 4, 4]),
  ]);
  assert.deepEqual(undoPlan(computerRolled, { computer: 'black' }), { plies: 0, blocked: 'dice' });
  // The computer's king move before its roll may go, with the player's move.
  const computerToRoll = game([turn('white', [m('white', 'e4')]), turn('black', [m('black', 'Ke7')])]);
  assert.deepEqual(undoPlan(computerToRoll, { computer: 'black' }), { plies: 2, blocked: null });
});

test('a resignation or an agreed draw ends the game for good; a Circe Mate can be taken back', () => {
  assert.deepEqual(undoPlan({ ...whiteRolled, result: { winner: 'white', reason: 'resignation' } }), { plies: 0, blocked: 'over' });
  assert.deepEqual(undoPlan({ ...whiteRolled, result: { winner: null, reason: 'agreement' } }), { plies: 0, blocked: 'over' });
  assert.deepEqual(undoPlan({ ...whiteRolled, result: { winner: 'black', reason: 'circe-mate' } }, { computer: 'black' }),
    { plies: 2, blocked: null });
});

test('the analysis board takes back one move at a time, rolls and results included', () => {
  const justRolled = game([turn('white', [m('white', 'Ke2')], [1, 2, 6])]);
  assert.deepEqual(undoPlan(justRolled, { free: true }), { plies: 1, blocked: null });
  assert.deepEqual(undoPlan({ ...game([]), result: { winner: null, reason: 'agreement' } }, { free: true }), { plies: 1, blocked: null });
  assert.deepEqual(undoPlan(game([]), { free: true }), { plies: 0, blocked: 'nothing' });
});
