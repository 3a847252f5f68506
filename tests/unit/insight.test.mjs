// The odds, analysis and review helpers of the app, which only arrange the
// worker's figures: the percentages written on the board, the labels of the
// picked king's destinations (www/js/board/odds-layer.js), the turns the
// review marks and the better choice in words (www/js/views/review.js,
// www/js/ai/review.js), and
// the position key of the insight (www/js/insight.js).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { percent, kingOdds, shown, friendPlaying, hasDice } from '../../www/js/board/odds-layer.js';
import { costliest, betterText } from '../../www/js/views/review.js';
import { whiteShare, lineText } from '../../www/js/views/analysis.js';
import { positionOf } from '../../www/js/insight.js';
import { initialState } from '../../www/js/store.js';
import { setLanguage, translator, loadLanguage, LANGUAGES } from '../../www/js/strings.js';

// The French and Catalan tables are loaded on demand (strings.js): these tests read them all.
await Promise.all(LANGUAGES.map(loadLanguage));

test('percentages: rounded, with small non-zero and near-certain chances never shown as 0% or 100%', () => {
  assert.equal(percent(0), '0%');
  assert.equal(percent(1), '100%');
  assert.equal(percent(31 / 216), '14%');
  assert.equal(percent(1 / 216), '<1%');
  assert.equal(percent(215 / 216), '>99%');
  assert.equal(percent(0.5), '50%');
});

const chance = (count, total = 216) => ({ count, total, probability: count / total });
const ref = (uci, piece = 'K') => ({ uci, san: uci, from: uci.slice(0, 2), to: uci.slice(2, 4), piece, color: 'white', die: null });

function withOdds(extra) {
  const st = initialState({ showOdds: true, flipped: false });
  st.snap = { board: [], history: [], turns: [], legalMoves: [], phase: 'move', turn: 'white', result: null };
  st.odds = {
    key: 'k',
    value: {
      side: 'white', phase: 'move', roll: null,
      moves: [
        { move: ref('e4e5'), win: chance(31), danger: chance(0), endsTurn: false },
        { move: ref('e4d4'), win: chance(0), danger: chance(12), endsTurn: false },
        { move: ref('a4e8', 'Q'), win: chance(1, 1), danger: null, endsTurn: true },
        // Two moves to one square (rebirth choices): the better one is labelled.
        { move: ref('e4d5'), win: chance(5), danger: chance(3), endsTurn: false },
        { move: { ...ref('e4d5'), uci: 'e4d5/a1' }, win: chance(9), danger: chance(4), endsTurn: false },
      ],
    },
  };
  return Object.assign(st, extra);
}

test('the picked king\'s destinations get their odds; nothing for another piece, the past, or with Odds off', () => {
  const labels = kingOdds(withOdds({ selected: 'e4' }));
  assert.deepEqual(labels.map((l) => [l.to, l.win.count, l.danger.count]), [['e5', 31, 0], ['d4', 0, 12], ['d5', 9, 4]]);
  assert.deepEqual(kingOdds(withOdds({ selected: 'a4' })), []);
  assert.deepEqual(kingOdds(withOdds({ selected: null })), []);
  assert.deepEqual(kingOdds(withOdds({ selected: 'e4', viewPly: 0 })), []);
  const off = withOdds({ selected: 'e4' });
  off.settings.showOdds = false;
  assert.deepEqual(kingOdds(off), []);
});

test('the position key: the live position, a past one, none once the game is over', () => {
  const st = withOdds({});
  assert.deepEqual(positionOf(st, 'R'), { key: 'live\nR', record: 'R', ply: null });
  st.viewPly = 3;
  assert.deepEqual(positionOf(st, 'R'), { key: '3\nR', record: 'R', ply: 3 });
  st.snap.result = { winner: 'white', reason: 'circe-mate' };
  assert.equal(positionOf(st, 'R').ply, 3);
  st.viewPly = null;
  assert.equal(positionOf(st, 'R'), null);
});

test('analysis figures are the side to move\'s: White\'s share is turned for Black; lines are written with commas', () => {
  assert.equal(whiteShare('white', 0.7), 0.7);
  assert.ok(Math.abs(whiteShare('black', 0.7) - 0.3) < 1e-12);
  assert.equal(lineText([{ san: 'Ke2' }, { san: 'Nf3' }, { san: 'Rxa7(Ra8)' }]), 'Ke2, Nf3, Rxa7(Ra8)');
});

test('the review marks the costliest checked choices of the sides people play, at most three, each over 5 points', () => {
  const better = { at: 'start', ply: 0, moves: [{ san: 'Qxd8#' }], dice: null, then: null };
  const turns = [0.3, 0.02, 0.5, 0.1, 0.2, 0.06, 0.9].map((cost, index) => ({
    index, color: index % 2 ? 'black' : 'white', cost, better, checked: true,
  }));
  assert.deepEqual(costliest(turns, ['white', 'black']).map((t) => t.index), [6, 2, 0]);
  assert.deepEqual(costliest(turns, ['black']).map((t) => t.index), [3, 5]);
  assert.deepEqual(costliest(turns, []), []);
  // A turn without a better choice (nothing cost anything there) is not marked.
  assert.deepEqual(costliest([{ ...turns[6], better: null }], ['white']), []);
  // Nor one that the Hint's search has not weighed (the review checks the costliest it marks).
  assert.deepEqual(costliest([{ ...turns[6], checked: false }, turns[4]], ['white']).map((t) => t.index), [4]);
});

test('the better choice in words: the line, and the play for the dice that came', () => {
  setLanguage('en');
  const m = (san) => ({ san });
  assert.equal(betterText({ at: 'start', moves: [m('Ke2')], dice: null, then: { dice: [2, 4, 6], moves: [m('Nf3'), m('Rxa7(Ra8)')], pass: false } }),
    'Ke2; with 2-4-6: Nf3, Rxa7(Ra8)');
  assert.equal(betterText({ at: 'roll', moves: [m('Qe8'), m('Kxd6')], dice: [1, 5, 6], then: null }), 'with 1-5-6: Qe8, Kxd6');
  assert.equal(betterText({ at: 'start', moves: [m('Ke2')], dice: null, then: { dice: [1, 1, 1], moves: [], pass: true } }),
    'Ke2; with 1-1-1: no move');
  setLanguage('fr');
  // In French, with French piece letters: the queen is D (dame).
  assert.equal(betterText({ at: 'roll', moves: [m('Qe8')], dice: [5, 6, 6], then: null }), 'avec 5-6-6 : De8');
  setLanguage('en');
});

test('no odds or analysis in a game against a friend while it goes on; after its end, and in other games, as set', () => {
  const state = (remote, result, on = true) => ({
    settings: { showOdds: on, showAnalysis: on },
    snap: { remote: remote ? { me: 'white', started: true } : undefined, result },
  });
  assert.equal(shown(state(true, null), 'showOdds'), false);
  assert.equal(shown(state(true, null), 'showAnalysis'), false);
  assert.equal(friendPlaying(state(true, null)), true);
  assert.equal(shown(state(true, { winner: 'white', reason: 'circe-mate' }), 'showAnalysis'), true);
  assert.equal(shown(state(false, null), 'showOdds'), true);
  assert.equal(shown(state(false, null, false), 'showOdds'), false);
  assert.equal(friendPlaying(state(false, null)), false);
});

test('the odds are the dice\'s: none where the rules roll no dice, whatever the setting; the analysis stays', () => {
  const st = withOdds({ selected: 'e4' });
  st.settings.showAnalysis = true;
  for (const [count, odds] of [[3, true], [2, true], [1, true], [undefined, true], [0, false]]) {
    st.snap.diceCount = count;
    assert.equal(hasDice(st), odds, `${count} dice`);
    assert.equal(shown(st, 'showOdds'), odds, `${count} dice`);
    assert.equal(shown(st, 'showAnalysis'), true, `${count} dice`);
    assert.equal(kingOdds(st).length > 0, odds, `${count} dice`);
  }
});

test('the odds note counts the rolls the chances are of: 216 before three dice are rolled, none once they are', () => {
  for (const lang of ['en', 'fr', 'ca']) {
    const tr = translator(lang);
    assert.match(tr('oddsNote', 216), /216/, lang);
    assert.doesNotMatch(tr('oddsNote', 1), /216|\b1\b/, lang);
  }
});
