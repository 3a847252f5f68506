// A refused move in the player's words (www/js/refusal.js and the
// `refusals` table of every language): one line, every reason the engine
// gives (src/wasm/app.rs) worded in English, French and Catalan.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { refusalText, squareRefusal } from '../../www/js/refusal.js';
import { translator, loadLanguage, LANGUAGES } from '../../www/js/strings.js';

// The French and Catalan tables are loaded on demand (strings.js): these tests read them all.
await Promise.all(LANGUAGES.map(loadLanguage));

const r = (reason, extra = {}) => ({ reason, piece: null, square: null, target: null, dice: [], message: 'engine says', ...extra });

/** The reasons the engine's Refusal type lists (its TypeScript declaration in src/wasm/types.rs). */
function engineReasons() {
  const source = readFileSync(new URL('../../src/wasm/types.rs', import.meta.url), 'utf8');
  const block = source.slice(source.indexOf('export interface Refusal'), source.indexOf('/** The piece that would move'));
  return [...block.matchAll(/'([a-z-]+)'/g)].map((m) => m[1]);
}

test('every reason the engine gives has a sentence in every language, without the engine\'s words', () => {
  const reasons = engineReasons();
  assert.ok(reasons.length >= 20, reasons.join());
  for (const lang of ['en', 'fr', 'ca']) {
    const tr = translator(lang);
    for (const reason of reasons) {
      const text = refusalText(r(reason, { piece: 'N', square: 'd2', target: 'P', dice: [1, 6] }), null, tr);
      assert.equal(typeof text, 'string', `${lang} ${reason}`);
      assert.ok(text.length > 5, `${lang} ${reason}: ${text}`);
      if (reason !== 'other') assert.ok(!text.includes('engine says'), `${lang} ${reason}: ${text}`);
    }
  }
});

test('a picked piece\'s refusal names the piece and the squares, in one line', () => {
  const en = translator('en');
  assert.equal(refusalText(r('pattern', { piece: 'N', square: 'g3' }), { from: 'g1', to: 'g3' }, en), 'Knight g1–g3: a knight jumps in an L');
  assert.equal(refusalText(r('blocked', { piece: 'B', square: 'd2' }), { from: 'c1', to: 'h6' }, en), 'Bishop c1–h6: the way is blocked on d2');
  assert.equal(refusalText(r('own-piece', { piece: 'R', square: 'a2', target: 'P' }), { from: 'a1', to: 'a2' }, translator('fr')),
    'Tour a1–a2 : votre pion occupe a2');
  assert.equal(refusalText(r('no-die', { piece: 'Q', dice: [3, 4] }), null, translator('ca')),
    'no queda cap dau per a una reina (daus restants: alfil, torre)');
  assert.equal(refusalText(r('other'), { from: 'a1', to: 'a2' }, en), 'engine says');
  // The dice left are named by the pieces they move, in each language.
  const left = r('no-die', { piece: 'N', dice: [4, 4, 5] });
  assert.equal(refusalText(left, null, en), 'no die is left for a knight (dice left: rook, rook, queen)');
  assert.equal(refusalText(left, null, translator('fr')), 'aucun dé ne reste pour un cavalier (dés restants : tour, tour, dame)');
  assert.equal(refusalText(left, null, translator('ca')), 'no queda cap dau per a un cavall (daus restants: torre, torre, reina)');
});

test('why a square cannot be picked: the computer\'s turn, a past position, a piece with no move', () => {
  const board = Array(64).fill(null);
  board[0] = 'R';
  board[60] = 'k';
  const snap = { board, turn: 'white', result: null };
  const en = translator('en');
  const why = (uci) => (uci === 'a1a1' ? r('same-square', { piece: 'R', square: 'a1' }) : null);
  assert.equal(squareRefusal('a1', { snap, viewing: false, computer: null, why }, en), 'Rook a1: no legal move now');
  assert.equal(squareRefusal('e8', { snap, viewing: false, computer: null, why }, en), null, 'an enemy piece: the rebirth hint says the rest');
  assert.equal(squareRefusal('d4', { snap, viewing: false, computer: null, why }, en), null);
  assert.equal(squareRefusal('a1', { snap, viewing: true, computer: null, why }, en), 'This is an earlier position: End (or ») returns to the game');
  assert.equal(squareRefusal('a1', { snap: { ...snap, turn: 'black' }, viewing: false, computer: 'black', why }, en),
    'Wait: it is the computer’s turn');
  const noDie = () => r('no-die', { piece: 'R', dice: [5, 6] });
  assert.equal(squareRefusal('a1', { snap, viewing: false, computer: null, why: noDie }, en),
    'Rook a1: no die is left for a rook (dice left: queen, king)');
});

test('Mars and Anti-Mars refusals name the rebirth square a move starts from', () => {
  const line = (lang, reason) => refusalText(r(reason, { piece: 'P', square: 'e2' }), { from: 'e4', to: 'd5' }, translator(lang));
  assert.equal(line('en', 'mars-capture'),
    'Pawn e4–d5: in these rules a pawn captures only from its rebirth square, e2, and it cannot make this capture from there');
  assert.equal(line('fr', 'mars-occupied'),
    'Pion e4–d5 : dans ces règles, un pion ne prend que depuis sa case de renaissance, e2, qui est occupée');
  assert.equal(line('ca', 'anti-mars-move'),
    'Peó e4–d5: en aquestes regles un peó només es mou sense capturar des de la seva casella de renaixement, e2, i des d’allà no pot fer aquest moviment');
  for (const lang of ['en', 'fr', 'ca']) {
    for (const reason of ['mars-occupied', 'mars-capture', 'anti-mars-occupied', 'anti-mars-move']) {
      assert.ok(line(lang, reason).includes('e2'), `${lang} ${reason}`);
      assert.ok(!/check|échec|escac/.test(line(lang, reason)), `${lang} ${reason}`);
    }
  }
});

test('Jupiter refusals name the captured piece and its rebirth square', () => {
  const line = (lang, reason) => refusalText(r(reason, { piece: 'R', square: 'g1', target: 'N' }), { from: 'b2', to: 'b6' }, translator(lang));
  assert.equal(line('en', 'jupiter-capture'),
    'Rook b2–b6: in these rules the captured piece (a knight) is first moved to its rebirth square, g1, and captured there');
  assert.equal(line('fr', 'jupiter-occupied'),
    'Tour b2–b6 : dans ces règles, la pièce prise (un cavalier) est d’abord transportée sur sa case de renaissance, g1, qui est occupée');
  for (const lang of ['en', 'fr', 'ca']) {
    for (const reason of ['jupiter-capture', 'jupiter-occupied']) {
      assert.ok(line(lang, reason).includes('g1'), `${lang} ${reason}`);
      assert.ok(!/undefined|check|échec|escac/.test(line(lang, reason)), `${lang} ${reason}`);
    }
  }
});

test('a refusal while in check says the king is in check, in every language', () => {
  const checkWords = { en: 'in check', fr: 'en échec', ca: 'en escac' };
  const snap = { board: Object.assign(Array(64).fill(null), { 6: 'N', 4: 'K', 60: 'k' }), turn: 'white', result: null };
  for (const [lang, words] of Object.entries(checkWords)) {
    const tr = translator(lang);
    const checked = { inCheck: true, piece: 'N', square: 'g3' };
    for (const reason of ['pattern', 'blocked', 'check', 'own-piece', 'other']) {
      const text = refusalText(r(reason, checked), { from: 'g1', to: 'g3' }, tr);
      assert.ok(text.includes(words), `${lang} ${reason}: ${text}`);
      const calm = refusalText(r(reason, { ...checked, inCheck: false }), { from: 'g1', to: 'g3' }, tr);
      if (reason !== 'check') assert.ok(!calm.includes(words), `${lang} ${reason}: ${calm}`);
    }
    const why = () => r('same-square', { piece: 'N', square: 'g1', inCheck: true });
    const picked = squareRefusal('g1', { snap, viewing: false, computer: null, why }, tr);
    assert.ok(picked.includes(words), `${lang}: ${picked}`);
  }
  assert.equal(refusalText(r('check', { inCheck: true, piece: 'N' }), { from: 'g1', to: 'f3' }, translator('en')),
    'Knight g1–f3: your king is in check, and this move does not get it out of check');
  assert.equal(refusalText(r('pattern', { inCheck: true, piece: 'N' }), { from: 'g1', to: 'g3' }, translator('en')),
    'Knight g1–g3: a knight jumps in an L (your king is in check)');
});

test('a refused castling says castling\'s reason, and a king in check is told once', () => {
  const en = translator('en');
  assert.equal(refusalText(r('castle-blocked', { piece: 'K', square: 'f1' }), { from: 'e1', to: 'g1' }, en),
    'King e1–g1: castling needs every square between the king and the rook empty, and f1 is occupied');
  assert.equal(refusalText(r('castle-check', { piece: 'K', inCheck: true }), null, en), 'a king in check cannot castle');
  assert.equal(refusalText(r('castle-through', { piece: 'K', square: 'd8' }), { from: 'e8', to: 'c8' }, translator('fr')),
    'Roi e8–c8 : un roi ne peut pas roquer en passant par d8, où il serait en échec');
});
