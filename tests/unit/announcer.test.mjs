// What a screen reader hears (www/js/views/announcer.js): every move in
// words with its effects, the roll once the dice have stopped, a move taken
// back, the result, and the square under the keyboard cursor; a game
// loaded or started is not read out from its first move.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createAnnouncer, spokenMove, spokenSquare } from '../../www/js/views/announcer.js';
import { translator, loadLanguage, LANGUAGES } from '../../www/js/strings.js';

// The French and Catalan tables are loaded on demand (strings.js): these tests read them all.
await Promise.all(LANGUAGES.map(loadLanguage));

const en = translator('en');
const fr = translator('fr');
const ca = translator('ca');

const mv = (extra) => ({
  uci: 'g1f3', san: 'Nf3', from: 'g1', to: 'f3', piece: 'N', capture: false, captured: null, captureSquare: null,
  promotion: null, circeMate: false, effects: [], ...extra,
});
const capture = mv({
  uci: 'd8d2', san: 'Qxd2(Pd2)+', from: 'd8', to: 'd2', piece: 'Q', capture: true, captured: 'P', captureSquare: 'd2',
  effects: [{ kind: 'rebirth', piece: 'P', became: 'P', from: 'd2', to: 'd2' }],
});

test('a move in words: its piece, squares, capture and every effect, in the player\'s language', () => {
  assert.equal(spokenMove(mv(), 'white', en), 'White: knight g1 to f3.');
  assert.equal(spokenMove(capture, 'black', en), 'Black: queen d8 takes pawn d2, the white pawn is reborn on d2, check.');
  const anti = mv({
    uci: 'd4d7', san: 'Qxd7(Q→d1)', from: 'd4', to: 'd7', piece: 'Q', capture: true, captured: 'R', captureSquare: 'd7',
    effects: [{ kind: 'vanish', piece: 'r', became: 'r', from: 'd7', to: null }, { kind: 'relocate', piece: 'Q', became: 'Q', from: 'd7', to: 'd1' }],
  });
  assert.equal(spokenMove(anti, 'white', en), 'White: queen d4 takes rook d7, the black rook vanishes, the white queen goes back to d1.');
  assert.equal(spokenMove(anti, 'white', fr), 'Blancs : dame d4 prend tour en d7, la tour noire disparaît, la dame blanche retourne en d1.');
  const mate = mv({ uci: 'e5d6', san: 'Kxd6#', from: 'e5', to: 'd6', piece: 'K', capture: true, captured: 'K', captureSquare: 'd6', circeMate: true });
  assert.equal(spokenMove(mate, 'white', en), 'White: king e5 takes king d6, Circe Mate.');
  const mars = mv({ uci: 'e5f3', san: 'Nxf3', from: 'e5', to: 'f3', piece: 'N', capture: true, captured: 'P', captureSquare: 'f3', effects: [{ kind: 'via', piece: 'N', became: 'N', from: 'e5', to: 'g1' }] });
  assert.equal(spokenMove(mars, 'white', en), 'White: knight g1 takes pawn f3.', 'a Mars capture starts from the rebirth square');
  assert.equal(spokenSquare('e2', 'P', en, true), 'e2, the white pawn, picked');
  assert.equal(spokenSquare('e4', null, ca), 'e4, buida');
  assert.equal(spokenSquare('c8', 'b', ca), 'c8, l’alfil negre');
  assert.equal(spokenSquare('a8', 'r', ca), 'a8, la torre negra');
});

/** What each face of each of three dice shows, as the engine's RuleFacts.dieFaces gives it for Dice Rex Circe. */
const THREE_DICE = Array(3).fill(['P', 'N', 'B', 'R', 'Q', 'K']);

function fakeState(moves, extra = {}) {
  return {
    snap: {
      history: moves.map((m) => m.move), board: Array(64).fill(null), result: null, dieFaces: THREE_DICE,
      turns: moves.map((m) => ({ color: m.color, moves: [m.move], roll: m.roll || null, forfeited: m.forfeited || [] })),
    },
    viewPly: null, cursorShown: false, cursor: 'e2', selected: null, rolling: null, ...extra,
  };
}

test('the announcer says what changed: moves, the roll once it has stopped, a take-back, the result, the cursor', () => {
  const live = { textContent: '' };
  const controller = { match: {} };
  const a = createAnnouncer(live, controller, en);
  const said = () => live.textContent.replace(/\u00a0$/, '');
  a.render(fakeState([{ color: 'white', move: mv() }]));
  assert.equal(said(), '', 'the game as it was loaded is not news');
  const king = mv({ uci: 'e1e2', san: 'Ke2', from: 'e1', to: 'e2', piece: 'K' });
  const two = [{ color: 'white', move: mv() }, { color: 'black', move: king, roll: [1, 5, 6], forfeited: [1] }];
  a.render(fakeState(two, { rolling: { end: 2000 } }), 1000);
  assert.equal(said(), 'Black: king e1 to e2.', 'the dice still tumble');
  a.render(fakeState(two), 2500);
  assert.equal(said(), 'Black rolled 1, 5, 6: pawn, queen, king. No move for 1: forfeited.');
  const over = fakeState(two);
  over.snap.result = { winner: 'black', reason: 'circe-mate' };
  a.render(over, 3000);
  assert.equal(said(), 'Black wins: Circe Mate');
  a.render(fakeState([{ color: 'white', move: mv() }]), 3100);
  assert.equal(said(), 'Move taken back.');
  const board = Array(64).fill(null);
  board[12] = 'P';
  const cursor = fakeState([{ color: 'white', move: mv() }], { cursorShown: true, cursor: 'e2' });
  cursor.snap.board = board;
  a.render(cursor, 3200);
  assert.equal(said(), 'e2, the white pawn');
  controller.match = {};
  a.render(fakeState(two), 3300);
  assert.equal(said(), 'e2, the white pawn', 'a new game starts silent');
});

test('Vegas Fun Chess: each die is read with the faces the engine gives it, and a pass (a move of no unit) is said', () => {
  const live = { textContent: '' };
  const controller = { match: {} };
  const a = createAnnouncer(live, controller, en);
  const said = () => live.textContent.replace(/\u00a0$/, '');
  const dieFaces = [['P', 'N', 'B', 'R', 'K', 'P'], ['P', 'N', 'B', 'R', 'Q', '*']];
  const state = (turns) => ({
    ...fakeState([]), snap: { ...fakeState([]).snap, turns, dieFaces, history: turns.flatMap((t) => t.moves) },
  });
  const pass = mv({ uci: '0000', san: '--', from: null, to: null, piece: null, pass: true });
  a.render(state([]));
  // Die 1's 5 is the king and its 6 a pawn; die 2's 5 the queen and its 6 optional.
  a.render(state([{ color: 'white', moves: [], roll: [5, 6], forfeited: [] }]));
  assert.equal(said(), 'White rolled 5, 6: king, optional.');
  a.render(state([{ color: 'white', moves: [pass], roll: [5, 6], forfeited: [] }]));
  assert.equal(said(), 'White passed.');
  a.render(state([{ color: 'white', moves: [pass], roll: [5, 6], forfeited: [] },
    { color: 'black', moves: [], roll: [6, 5], forfeited: [] }]));
  assert.equal(said(), 'Black rolled 6, 5: pawn, queen.');
  // In the player's language.
  assert.equal(spokenMove(pass, 'black', fr), 'Les Noirs ont passé.');
});
