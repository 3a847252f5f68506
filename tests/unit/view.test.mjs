// What the board draws (www/js/board/view.js), from the app's state: the
// last move, legal destinations of the picked piece, the pieces the unused
// dice allow, the rebirth hint on an enemy piece, the Circe Mate, and a
// past position while stepping back.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { boardView } from '../../www/js/board/view.js';
import { initialState } from '../../www/js/store.js';
import { moveAnimation } from '../../www/js/board/anim.js';

const START = [...'RNBQKBNRPPPPPPPP', ...Array(32).fill(null), ...'pppppppprnbqkbnr'];

function move(from, to, extra = {}) {
  return { from, to, san: `${from}${to}`, circeMate: false, captureSquare: null, ...extra };
}

/** A snapshot's turns for a history of one move per turn, as the engine gives them without dice. */
function turnsOf(history) {
  return history.map((m, i) => ({ color: i % 2 ? 'black' : 'white', moves: [m], roll: null, forfeited: [] }));
}

function state(snap, extra = {}) {
  const st = initialState({ flipped: false, autoRoll: false, physical: false });
  const history = snap.history || [];
  return Object.assign(st, {
    snap: {
      board: START, history, turns: turnsOf(history), legalMoves: [], phase: 'move', turn: 'white', result: null, dice: [], ...snap,
    },
    ...extra,
  });
}

const noRebirth = { rebirthOf: () => assert.fail('no hint was asked for') };

test('the picked piece shows its destinations, once each, and the last move is marked', () => {
  const legalMoves = [move('b1', 'a3'), move('b1', 'c3'), move('e7', 'e8', { promotion: 'Q' }), move('e7', 'e8', { promotion: 'N' })];
  const v = boardView(state({ legalMoves, history: [move('e2', 'e4')] }, { selected: 'b1' }), 400, noRebirth);
  assert.equal(v.size, 400);
  assert.equal(v.selected, 'b1');
  assert.deepEqual(v.dests, ['a3', 'c3']);
  assert.deepEqual(v.lastMove, { from: 'e2', to: 'e4' });
  const promo = boardView(state({ legalMoves }, { selected: 'e7' }), 400, noRebirth);
  assert.deepEqual(promo.dests, ['e8']);
  assert.equal(promo.lastMove, null);
});

test('bonus moves: the pieces the dice allow are outlined, except while the dice tumble', () => {
  const legalMoves = [move('d1', 'h5'), move('d1', 'g4'), move('e1', 'e2')];
  const v = boardView(state({ phase: 'bonus', dice: [1, 5, 6], legalMoves }), 400, noRebirth);
  assert.deepEqual(v.allowed, ['d1', 'e1']);
  const rolling = boardView(state({ phase: 'bonus', dice: [1, 5, 6], legalMoves }, { rolling: { start: 0, end: 1 } }), 400, noRebirth);
  assert.deepEqual(rolling.allowed, []);
});

test('dice chess: the pieces the roll allows are outlined; a game without dice outlines none', () => {
  const legalMoves = [move('b1', 'c3'), move('g1', 'f3'), move('a1', 'a2')];
  const v = boardView(state({ phase: 'move', dice: [2, 5], legalMoves }), 400, noRebirth);
  assert.deepEqual(v.allowed, ['b1', 'g1', 'a1']);
  const rolling = boardView(state({ phase: 'move', dice: [2, 5], legalMoves }, { rolling: { start: 0, end: 1 } }), 400, noRebirth);
  assert.deepEqual(rolling.allowed, []);
  assert.deepEqual(boardView(state({ phase: 'move', dice: [], legalMoves }), 400, noRebirth).allowed, []);
});

test('the rebirth hint: only on an enemy piece, only while the game goes on', () => {
  const asked = [];
  const controller = { rebirthOf: (sq) => { asked.push(sq); return sq === 'd7' ? 'd7' : null; } };
  assert.deepEqual(boardView(state({}, { hint: 'd7' }), 400, controller).hint, { from: 'd7', to: 'd7', letter: 'p' });
  assert.equal(boardView(state({}, { hint: 'e2' }), 400, controller).hint, null); // one's own piece
  assert.equal(boardView(state({}, { hint: 'e4' }), 400, controller).hint, null); // an empty square
  assert.deepEqual(boardView(state({ turn: 'black' }, { hint: 'e2' }), 400, controller).hint, { from: 'e2', to: null, letter: 'P' });
  const over = state({ result: { winner: 'white', reason: 'resignation' } }, { hint: 'd7' });
  assert.equal(boardView(over, 400, controller).hint, null);
  assert.deepEqual(asked, ['d7', 'e2']);
});

test('a Circe Mate marks the capture, on the capture square', () => {
  const mate = move('e5', 'd6', { circeMate: true, captureSquare: 'd6' });
  const v = boardView(state({ history: [move('e4', 'e5'), mate], result: { winner: 'white', reason: 'circe-mate' } }), 400, noRebirth);
  assert.deepEqual(v.mate, { from: 'e5', to: 'd6' });
});

test('stepping back shows the past board and its move, and nothing of the present', () => {
  const past = START.slice();
  const history = [move('e2', 'e4'), move('e7', 'e5')];
  const st = state({ history, legalMoves: [move('g1', 'f3')] }, {
    viewPly: 1, viewBoard: past, selected: 'g1', anim: { items: [] }, hint: 'e5',
  });
  const v = boardView(st, 400, noRebirth);
  assert.equal(v.board, past);
  assert.deepEqual(v.lastMove, { from: 'e2', to: 'e4' });
  assert.equal(v.selected, null);
  assert.deepEqual(v.dests, []);
  assert.equal(v.anim, null);
  assert.equal(v.hint, null);
});

test('the whole last turn stays marked: the king move and its bonus moves, also when stepping back', () => {
  const king = move('e1', 'e2');
  const bonus = [move('d2', 'd4', { die: 1 }), move('g1', 'f3', { die: 2 })];
  const turns = [
    { color: 'white', moves: [move('e2', 'e4')], roll: null, forfeited: [] },
    { color: 'black', moves: [move('e7', 'e5')], roll: null, forfeited: [] },
    { color: 'white', moves: [king, ...bonus], roll: [1, 2, 6], forfeited: [6] },
  ];
  const history = turns.flatMap((t) => t.moves);
  const v = boardView(state({ history, turns, turn: 'black' }), 400, noRebirth);
  assert.deepEqual(v.lastMoves, [{ from: 'e1', to: 'e2' }, { from: 'd2', to: 'd4' }, { from: 'g1', to: 'f3' }]);
  assert.deepEqual(v.lastMove, { from: 'g1', to: 'f3' });
  const back = boardView(state({ history, turns }, { viewPly: 4, viewBoard: START }), 400, noRebirth);
  assert.deepEqual(back.lastMoves, [{ from: 'e1', to: 'e2' }, { from: 'd2', to: 'd4' }]);
  assert.deepEqual(boardView(state({ history, turns }, { viewPly: 0, viewBoard: START }), 400, noRebirth).lastMoves, []);
});

test('a pass marks no square and animates nothing: a turn that passed leaves the board unmarked', () => {
  const pass = { uci: '0000', san: '--', from: null, to: null, piece: null, pass: true, circeMate: false, captureSquare: null, effects: [] };
  const history = [move('e2', 'e4'), pass];
  const v = boardView(state({ history, turns: turnsOf(history) }), 400, noRebirth);
  assert.deepEqual(v.lastMoves, []);
  assert.equal(v.lastMove, null);
  assert.equal(boardView(state({ history, turns: turnsOf(history) }, { hintMove: pass }), 400, noRebirth).hintMove, null, 'a hint to pass has no arrow');
  const anim = moveAnimation(pass, 'black', 1000);
  assert.deepEqual([anim.items, anim.start, anim.end, [...anim.hide]], [[], 1000, 1000, []]);
});

test('the hint is an arrow, in the live game only', () => {
  const hintMove = { from: 'g1', to: 'f3', san: 'Nf3' };
  assert.deepEqual(boardView(state({}, { hintMove }), 400, noRebirth).hintMove, { from: 'g1', to: 'f3' });
  assert.equal(boardView(state({}, { hintMove, viewPly: 0, viewBoard: START }), 400, noRebirth).hintMove, null);
});

test('a drag shows the dragged piece only once it moved, and the cursor only when shown', () => {
  const st = state({}, { drag: { from: 'g1', x: 10, y: 20, moved: false }, cursor: 'e2', cursorShown: false });
  assert.equal(boardView(st, 400, noRebirth).drag, null);
  assert.equal(boardView(st, 400, noRebirth).cursor, null);
  st.drag.moved = true;
  st.cursorShown = true;
  assert.deepEqual(boardView(st, 400, noRebirth).drag, { from: 'g1', x: 10, y: 20, letter: 'N' });
  assert.equal(boardView(st, 400, noRebirth).cursor, 'e2');
});

test('a turn that passed marks no square: the pass has none (it is the move 0000)', () => {
  const pass = { uci: '0000', from: null, to: null, pass: true, san: '--', circeMate: false, captureSquare: null };
  const history = [move('e2', 'e4'), pass];
  const v = boardView(state({ history, turns: turnsOf(history) }), 400, noRebirth);
  assert.deepEqual(v.lastMoves, []);
  assert.equal(v.lastMove, null);
  // Looking back at the move before it still marks that move.
  const back = boardView(state({ history, turns: turnsOf(history) }, { viewPly: 1, viewBoard: START }), 400, noRebirth);
  assert.deepEqual(back.lastMoves, [{ from: 'e2', to: 'e4' }]);
});
