// The app's controller (www/js/controller.js and controller/) in Node, with
// a stand-in for the engine's Match: the engine is passed in, so the state
// changes can be checked without wasm or a page. A move played updates the
// state once, is announced and saved; several moves between the same
// squares open the promotion chooser or the square picker; Undo, the
// analysis board and stepping through the moves keep the game apart.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createController } from '../../www/js/controller.js';
import { createStore, initialState } from '../../www/js/store.js';
import { DEFAULT_SETTINGS } from '../../www/js/persist.js';

globalThis.requestAnimationFrame ||= () => 1;
globalThis.cancelAnimationFrame ||= () => {};

const START = ['R', 'N', null, null, null, null, 'n', 'r'];

/**
 * A game of a few scripted moves, as engine.js's Match answers: `moves`
 * are the legal moves of each ply in turn (Move objects), and every move
 * played is one of them.
 */
class FakeMatch {
  constructor(options = {}, plies = FakeMatch.script) {
    this.options = options;
    this.plies = plies;
    this.history = [];
    this.freed = false;
    this.remote = null;
    this.verifiedRolls = null;
  }

  static fromRecord(text) {
    const m = new FakeMatch({ record: text });
    for (const uci of text.split(' ').filter(Boolean)) m.apply(uci);
    return m;
  }

  rollFirst() { return false; }
  facts() { return { rebirth: 'none', diceCount: 0, rollFirst: false }; }
  ruleSet() { return { name: this.options.rules || 'dice-rex-circe', facets: { reborn: 'none' } }; }
  legal() { return this.plies[this.history.length] || []; }

  snapshot() {
    const turn = this.history.length % 2 ? 'black' : 'white';
    const result = this.history.length >= this.plies.length ? { winner: 'white', reason: 'circe-mate' } : null;
    return {
      board: [...START], turn, phase: result ? 'over' : 'move', dice: [], legalMoves: result ? [] : this.legal(), result,
      history: [...this.history], turns: this.history.map((m, i) => ({ color: i % 2 ? 'black' : 'white', moves: [m], roll: null, forfeited: [] })),
      fen: `fen after ${this.history.length}`, inCheck: false, diceCount: 0, rollFirst: false, extras: null,
    };
  }

  apply(uci) {
    const move = this.legal().find((m) => m.uci === uci || m.san === uci);
    if (!move) throw Object.assign(new Error(`illegal ${uci}`), { code: 'illegal-move' });
    this.history.push(move);
    return move;
  }

  undo() { return !!this.history.pop(); }
  record() { return this.history.map((m) => m.uci).join(' '); }
  fen() { return `fen after ${this.history.length}`; }
  boardAt(ply) { return [`board at ${ply}`]; }
  whyIllegal() { return { reason: 'other', message: 'no' }; }
  rebirthSquareOf() { return null; }
  free() { this.freed = true; }
}

const move = (uci, extra = {}) => ({
  uci, san: uci, from: uci.slice(0, 2), to: uci.slice(2, 4), piece: 'N', color: 'white', capture: false, captured: null,
  captureSquare: null, rebirth: null, choice: null, promotion: null, effects: [], die: null, ...extra,
});

FakeMatch.script = [
  [move('b1c3'), move('a7a8q', { promotion: 'Q' }), move('a7a8n', { promotion: 'N' })],
  [move('g8f6'), move('d4d7/a3', { choice: 'a3', capture: true }), move('d4d7/b3', { choice: 'b3', capture: true }), move('d4d7', { capture: true })],
  [move('c3d5')],
];

function setup(settings = {}) {
  const events = [];
  const saved = [];
  const store = createStore(initialState({ ...DEFAULT_SETTINGS, pace: 'off', ...settings }), () => {});
  const persist = { saveGame: (record) => saved.push(record), saveSettings() {}, reflectOrigin() {} };
  const controller = createController(store, persist, { Match: FakeMatch, emit: (type, detail) => events.push([type, detail.uci]) });
  controller.newGame();
  return { controller, state: store.state, events, saved };
}

test('the engine is passed in: without it the controller says what it needs', () => {
  const store = createStore(initialState({ ...DEFAULT_SETTINGS }), () => {});
  assert.throws(() => createController(store, {}), /needs the engine's Match class/);
});

test('a move played changes the state, is announced and saved; a refused one changes nothing', () => {
  const { controller, state, events, saved } = setup();
  assert.equal(state.snap.turn, 'white');
  assert.deepEqual(controller.movesFrom('b1').map((m) => m.uci), ['b1c3']);
  assert.equal(controller.tryMove('b1', 'c3'), true);
  assert.equal(state.snap.turn, 'black');
  assert.deepEqual(events, [['move', 'b1c3']]);
  assert.equal(saved.at(-1), 'b1c3');
  assert.equal(controller.tryMove('b1', 'c3'), false, 'no such move for Black');
  assert.equal(state.snap.history.length, 1);
});

test('on the computer\'s turn a person\'s move is refused whichever way it comes, and so are a roll and a pass', () => {
  const { controller, state } = setup({ opponent: 'computer', computerSide: 'white', level: 'hard' });
  assert.equal(state.snap.turn, 'white');
  assert.deepEqual(controller.movesFrom('b1'), [], 'the board offers no move');
  assert.equal(controller.tryMove('b1', 'c3'), false);
  // The move field's path: the controller refuses it, with a code the refusal words.
  let refused = null;
  try {
    controller.play('b1c3');
  } catch (err) {
    refused = err;
  }
  assert.equal(refused?.code, 'not-your-turn');
  assert.equal(controller.typedRefusal('b1c3', refused), '“b1c3”: It is not your turn: wait for the other side’s move.');
  assert.throws(() => controller.rollWith([1, 2, 3]), { code: 'not-your-turn' });
  controller.roll();
  controller.pass();
  assert.equal(state.snap.history.length, 0, 'nothing was played for the computer');
  // On the player's own turn the same paths play.
  const mine = setup({ opponent: 'computer', computerSide: 'black', level: 'hard' });
  assert.equal(mine.controller.play('b1c3').uci, 'b1c3');
  assert.equal(mine.state.snap.history.length, 1);
});

test('several moves between the same squares ask first: the promotion chooser, then the square picker', () => {
  const { controller, state } = setup();
  assert.equal(controller.tryMove('a7', 'a8'), true);
  assert.deepEqual(state.promotion.options.map((o) => o.role), ['Q', 'N']);
  assert.equal(state.snap.history.length, 0, 'nothing is played until a piece is chosen');
  controller.choose(state.promotion.options[1].moves);
  assert.equal(state.snap.history.at(-1).uci, 'a7a8n');
  assert.equal(controller.tryMove('d4', 'd7'), true);
  assert.deepEqual(state.picker.squares, ['a3', 'b3']);
  assert.equal(state.picker.none, true);
  assert.equal(controller.pick('h8'), false, 'not one of the squares');
  assert.equal(controller.pick('b3'), true);
  assert.equal(state.snap.history.at(-1).uci, 'd4d7/b3');
  assert.equal(state.picker, null);
});

test('Jupiter captures: a click on the captured unit plays its capture, the arrival square the plain move, and two units moved to one square ask which', () => {
  const jupiter = [[
    move('b2b1', { piece: 'R' }),
    move('b2b1/xa6', { piece: 'R', capture: true, captured: 'N', captureSquare: 'a6' }),
    move('e6d7/xd3', { piece: 'P', capture: true, captured: 'P', captureSquare: 'd3' }),
    move('e6d7/xd5', { piece: 'P', capture: true, captured: 'P', captureSquare: 'd5' }),
  ], [move('g8f6')], [move('c3d5')]];
  const play = (from, to) => {
    const store = createStore(initialState({ ...DEFAULT_SETTINGS, pace: 'off' }), () => {});
    const persist = { saveGame() {}, saveSettings() {}, reflectOrigin() {} };
    const Match = class extends FakeMatch { constructor(o) { super(o, jupiter); } };
    const controller = createController(store, persist, { Match, emit() {} });
    controller.newGame();
    assert.equal(controller.tryMove(from, to), true, `${from}${to}`);
    return { controller, state: store.state };
  };
  assert.equal(play('b2', 'a6').state.snap.history.at(-1).uci, 'b2b1/xa6');
  assert.equal(play('b2', 'b1').state.snap.history.at(-1).uci, 'b2b1');
  const { controller, state } = play('e6', 'd7');
  assert.equal(state.snap.history.length, 0, 'nothing is played until a unit is chosen');
  assert.deepEqual([state.picker.kind, state.picker.squares, state.picker.none], ['victim', ['d3', 'd5'], false]);
  assert.equal(controller.pick('d7'), false, 'not one of the units');
  assert.equal(controller.pick('d5'), true);
  assert.equal(state.snap.history.at(-1).uci, 'e6d7/xd5');
});

test('Undo takes a move back; stepping through the moves shows the engine\'s board and a move returns to the game', () => {
  const { controller, state } = setup();
  controller.play('b1c3');
  controller.play('g8f6');
  controller.view(1);
  assert.equal(state.viewPly, 1);
  assert.deepEqual(state.viewBoard, ['board at 1']);
  controller.step(1);
  assert.equal(state.viewPly, null, 'the last ply is the live game');
  assert.equal(controller.undo(), true);
  assert.equal(state.snap.history.length, 1);
});

test('the analysis board sets the game aside and gives it back as it was', () => {
  const { controller, state, saved } = setup();
  controller.play('b1c3');
  const game = controller.match;
  controller.analyse();
  assert.equal(controller.analysing, true);
  assert.notEqual(controller.match, game);
  assert.equal(state.analysis, true);
  controller.play('g8f6');
  assert.equal(saved.at(-1), 'b1c3', 'a move on the analysis board is not saved as the game');
  controller.leaveAnalysis();
  assert.equal(controller.analysing, false);
  assert.equal(controller.match, game);
  assert.equal(state.snap.history.length, 1);
});

test('the Hint names the Evaluation panel\'s best move when the panel has finished with the same position, and says so', () => {
  const { controller, state } = setup();
  const record = state.snap.history.map((m) => m.uci).join(' ');
  state.insight = {
    key: `live\n${record}`, running: false, progress: null, error: null,
    analysis: { best: { uci: 'b1c3', san: 'Nc3' }, line: [], rolls: [] },
  };
  controller.hint();
  assert.deepEqual(state.hintMove, { from: 'b1', to: 'c3', san: 'Nc3', pass: false }, 'the arrow shows the analysis\' move, at once');
  assert.equal(state.notice.kind, 'hint');
  assert.match(state.notice.text, /Nc3, the Evaluation panel's best move/);
});
