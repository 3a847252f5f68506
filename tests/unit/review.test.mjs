// The game review's logic (www/js/ai/review.js), over a stand-in for the AI
// build's Game whose searches answer from a table: a cheap search (the
// review's, per point) and the Hint's, which may choose otherwise. And the
// review's names of turns (www/js/views/review.js), which are the move
// list's (www/js/views/moves.js).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { reviewGame, costliest } from '../../www/js/ai/review.js';
import { turnNames, axisTicks, whoseChoices } from '../../www/js/views/review.js';
import { turnNumbers, moveNumber } from '../../www/js/views/moves.js';
import { translator, loadLanguage, LANGUAGES } from '../../www/js/strings.js';

// The French and Catalan tables are loaded on demand (strings.js): these tests read them all.
await Promise.all(LANGUAGES.map(loadLanguage));

const CHEAP = { nodes: 10 };
const HINT = { nodes: 1000 };

/**
 * A game without dice, one move a turn, White first: `played` its moves
 * (UCI), `table` for each position (the moves played to it, joined by
 * spaces) { v: the mover's expected score by the cheap search, cheap: its
 * best move, hint: the Hint's }. Any move may be played (the review plays
 * the Hint's to see its line); the game ends, with `result`, once
 * `played` is.
 */
class StandIn {
  constructor(played, table, result) {
    this.played = played;
    this.table = table;
    this.final = result;
    this.line = [...played];
    this.hints = [];
  }

  key() { return this.line.join(' '); }
  history() { return [...this.line]; }
  result() { return this.key() === this.played.join(' ') ? this.final : null; }
  phase() { return this.result() ? 'over' : 'move'; }
  turn() { return this.line.length % 2 ? 'black' : 'white'; }
  apply(uci) { this.line.push(uci); }
  undo() { return this.line.pop() !== undefined; }
  rollWith() { throw new Error('no dice in this game'); }

  turns() {
    return this.played.map((uci, i) => ({
      color: i % 2 ? 'black' : 'white', moves: [{ uci, san: uci.toUpperCase() }], roll: null, forfeited: [],
    }));
  }

  entry() {
    const e = this.table[this.key()];
    assert.ok(e, `a position the table has: '${this.key()}'`);
    return e;
  }

  analyse(search) {
    assert.deepEqual(search, CHEAP);
    const { v, cheap } = this.entry();
    const m = { uci: cheap, san: cheap.toUpperCase(), color: this.turn(), die: null };
    return { side: this.turn(), winProbability: v, best: m, line: [m], rolls: [] };
  }

  bestMove(search) {
    assert.deepEqual(search, HINT);
    this.hints.push(this.key());
    const { hint } = this.entry();
    return { move: { uci: hint, san: hint.toUpperCase(), die: null } };
  }
}

// White's a1 drops its chance from 60% to 50% (Black's 50% after it): the
// cheap search preferred x1, the Hint a1. Black's b1 costs 20 points, and
// White's c1 20 (70% to the draw's 50%): the cheap search preferred y1, the
// Hint z1.
const PLAYED = ['a1', 'b1', 'c1'];
const TABLE = {
  '': { v: 0.6, cheap: 'x1', hint: 'a1' },
  a1: { v: 0.5, cheap: 'w1', hint: 'w1' },
  'a1 b1': { v: 0.7, cheap: 'y1', hint: 'z1' },
};
const RESULT = { winner: null, reason: 'agreed' };

test('the review never marks a choice the Hint suggests, and offers the Hint\'s move as the better one', () => {
  const game = new StandIn(PLAYED, TABLE, RESULT);
  const review = reviewGame(game, { search: CHEAP, check: HINT, people: ['white'] });
  const [a1, b1, c1] = review.turns;
  // a1 was the Hint's: no cost, whatever the cheap search thought.
  assert.equal(a1.cost, 0);
  assert.equal(a1.better, null);
  // c1 was not: its cost stands, and the better move is the Hint's (z1), not the cheap search's (y1).
  assert.ok(Math.abs(c1.cost - 0.2) < 1e-9, `c1 cost ${c1.cost}`);
  assert.deepEqual(c1.better.moves.map((m) => m.uci), ['z1']);
  assert.deepEqual(costliest(review.turns, ['white']).map((t) => t.index), [2]);
  // Black's choices are not the player's: never weighed with the Hint's search, never marked.
  assert.ok(!game.hints.includes('a1'), 'no Hint asked for Black');
  assert.equal(b1.checked, false);
  assert.deepEqual(costliest(review.turns, ['white']).filter((t) => t.color === 'black'), []);
  // The game is left at its end, as it came.
  assert.deepEqual(game.history(), PLAYED);
});

test('without the Hint\'s check, the cheap search alone would mark the Hint\'s move', () => {
  // What the check prevents: the first pass, alone, charges a1 its 10 points and offers x1.
  const review = reviewGame(new StandIn(PLAYED, TABLE, RESULT), { search: CHEAP });
  const a1 = review.turns[0];
  assert.ok(Math.abs(a1.cost - 0.1) < 1e-9);
  assert.deepEqual(a1.better.moves.map((m) => m.uci), ['x1']);
  assert.deepEqual(costliest(review.turns, ['white']).map((t) => t.index), [2, 0]);
});

test('the review weighs again only what it would mark: at most three turns, the costliest first', () => {
  // Eight White turns, each costing 10 points more than the last; the Hint agrees with none.
  const played = [];
  const table = {};
  for (let i = 0; i < 16; i++) {
    const key = played.join(' ');
    const white = i % 2 === 0;
    table[key] = { v: white ? 0.5 + i * 0.025 : 0.5, cheap: 'x1', hint: 'h1' };
    played.push(`m${i}`);
  }
  const game = new StandIn(played, table, RESULT);
  const progress = [];
  const review = reviewGame(game, { search: CHEAP, check: HINT, people: ['white'] }, (p) => progress.push(p));
  assert.deepEqual(costliest(review.turns, ['white']).map((t) => t.index), [14, 12, 10]);
  assert.equal(game.hints.length, 3, 'one Hint per turn marked');
  assert.deepEqual(review.turns.filter((t) => t.checked).map((t) => t.index), [10, 12, 14]);
  // Progress: every turn of the first pass, then each turn checked, up to the end of the bar.
  assert.deepEqual(progress.filter((p) => p.turn).map((p) => p.turn), played.map((_, i) => i + 1));
  assert.deepEqual(progress.filter((p) => p.checked).map((p) => p.checked), [1, 2, 3]);
  assert.equal(progress.at(-1).done, 1);
  assert.ok(progress.every((p, i) => i === 0 || p.done >= progress[i - 1].done), 'the bar never goes back');
});

const turn = (color, moves = 1, extra = {}) => ({
  color, moves: Array.from({ length: moves }, (_, i) => ({ san: `${color[0]}${i}` })), roll: null, forfeited: [], ...extra,
});

test('turns are numbered as the move list does: a number per row, "…" for Black', () => {
  const turns = [turn('white'), turn('black', 3, { roll: [1, 2, 3] }), turn('white'), turn('black')];
  assert.deepEqual(turnNumbers(turns), [1, 1, 2, 2]);
  assert.deepEqual(turnNames(turns), ['1.', '1…', '2.', '2…']);
  // From a position with Black to move: Black's first turn is 1…, White's next 2.
  assert.deepEqual(turnNames([turn('black'), turn('white'), turn('black')]), ['1…', '2.', '2…']);
  // A turn of nothing (not begun) is not listed; a pass (a roll, its dice forfeited) is.
  const pass = turn('white', 0, { roll: [1, 1], forfeited: [1, 1] });
  assert.deepEqual(turnNumbers([turn('white'), turn('black'), pass, turn('black'), turn('white', 0)]), [1, 1, 2, 2, null]);
  // The 36th turn of a game from the start is Black's 18th: 18….
  const long = Array.from({ length: 40 }, (_, i) => turn(i % 2 ? 'black' : 'white'));
  assert.equal(turnNames(long)[35], '18…');
  // moveNumber (the status line) agrees with the list, move by move, in a turn of several moves too.
  assert.deepEqual(moveNumber(turns, 3), { number: 1, color: 'black', san: 'b1' });
  assert.deepEqual(moveNumber(turns, 5), { number: 2, color: 'white', san: 'w0' });
});

test('the chart\'s axis counts moves as the list does: at White\'s turns, every number or every 5th or 10th', () => {
  const game = (n) => Array.from({ length: n }, (_, i) => turn(i % 2 ? 'black' : 'white'));
  assert.deepEqual(axisTicks(game(6)), [{ index: 0, number: 1 }, { index: 2, number: 2 }, { index: 4, number: 3 }]);
  assert.deepEqual(axisTicks(game(72)).map((t) => t.number), [1, 5, 10, 15, 20, 25, 30, 35]);
  assert.deepEqual(axisTicks(game(72)).map((t) => t.index).slice(0, 3), [0, 8, 18]);
  assert.deepEqual(axisTicks(game(150)).map((t) => t.number), [1, 10, 20, 30, 40, 50, 60, 70]);
  // From Black's move: its turn opens row 1.
  assert.deepEqual(axisTicks([turn('black'), turn('white')]), [{ index: 0, number: 1 }, { index: 1, number: 2 }]);
});

test('the review says whose choices it marks, and names turns as the move list, in each language', () => {
  assert.equal(whoseChoices(['black']), 'black');
  assert.equal(whoseChoices(['white', 'black']), 'both');
  const words = {
    en: { mine: /your choices \(Black\)/, both: /either side/, marked: 'Your choices that cost most', played: '18… Black: Re1 (rolled 2‑4‑6)' },
    fr: { mine: /vos choix \(Noirs\)/, both: /des deux camps/, marked: 'Vos choix qui ont coûté le plus', played: '18… Noirs : Re1 (dés 2‑4‑6)' },
    ca: { mine: /les vostres decisions \(Negres\)/, both: /tots dos bàndols/, marked: 'Les vostres decisions que han costat més', played: '18… Negres: Re1 (daus 2‑4‑6)' },
  };
  for (const [lang, w] of Object.entries(words)) {
    const tr = translator(lang);
    assert.match(tr('reviewHint', 'black'), w.mine, lang);
    assert.match(tr('reviewHint', 'both'), w.both, lang);
    assert.equal(tr('reviewMarked', 'black'), w.marked, lang);
    assert.notEqual(tr('reviewMarked', 'both'), w.marked, lang);
    assert.notEqual(tr('reviewNone', 'both'), tr('reviewNone', 'black'), lang);
    assert.equal(tr('reviewTurnPlayed', '18…', 'black', 'Re1', '2‑4‑6'), w.played, lang);
    assert.match(tr('reviewTurnName', '18…', 'black', '45%'), /^18… \S+ ?: 45%$/, lang);
    assert.doesNotMatch(tr('reviewTurnName', '18…', 'black', '45%'), /36/, lang);
  }
});
