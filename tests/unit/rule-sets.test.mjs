// The rule sets in the app's pure modules: the animation of every effect
// kind (board/anim.js), what the board draws of the engine's extras
// (board/view.js), the dice of dice chess and its pass in words
// (views/dice.js), the rebirth hint from a game's answers
// (views/rebirth-hint.js), a rule set's paragraph (rule-sets.js) and the
// address's ?rules= (persist.js).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { moveAnimation } from '../../www/js/board/anim.js';
import { extrasView } from '../../www/js/board/view.js';
import { movesTo, targetOf } from '../../www/js/targets.js';
import { diceNote, noteText, showsName } from '../../www/js/views/dice.js';
import { rebirthHint, rebirthHintText } from '../../www/js/views/rebirth-hint.js';
import { loadRuleSetWords, ruleSetParagraph, ruleSetText, ruleSetWordsLoaded, STATED } from '../../www/js/rule-sets.js';
import frWords from '../../www/js/lang/rule-sets.fr.js';
import frApp from '../../www/js/lang/fr.js';
import caApp from '../../www/js/lang/ca.js';
import enApp from '../../www/js/lang/en.js';
import { translator, loadLanguage, LANGUAGES } from '../../www/js/strings.js';
import { originFromUrl, sameOrigin } from '../../www/js/persist.js';

// The French and Catalan tables are loaded on demand (strings.js): these tests read them all.
await Promise.all(LANGUAGES.map(loadLanguage));

const en = translator('en');
const fr = translator('fr');

function move(extra) {
  return {
    uci: 'd4d7', from: 'd4', to: 'd7', piece: 'Q', color: 'white', capture: true, captured: 'R', captureSquare: 'd7',
    rebirth: null, choice: null, promotion: null, effects: [], ...extra,
  };
}
const steps = (anim) => anim.items.map((i) => `${i.kind}:${i.from}-${i.to}@${i.t0}-${i.t1}${i.t2 !== undefined ? `/${i.t2}` : ''}`);

test('each effect is a step of its own after the move, in the engine\'s order; the squares they fill are drawn by the animation', () => {
  const anti = moveAnimation(move({
    effects: [
      { kind: 'vanish', piece: 'r', became: 'r', from: 'd7', to: null },
      { kind: 'relocate', piece: 'Q', became: 'Q', from: 'd7', to: 'd1' },
    ],
  }), 'white', 1000);
  // The queen's own trip ends where the relocation starts.
  assert.deepEqual(steps(anti), ['vanish:d7-d7@220-670', 'move:d4-d7@0-220/670', 'relocate:d7-d1@670-1120']);
  assert.equal(anti.end, 2120);
  assert.deepEqual([...anti.hide].sort(), ['d1', 'd7']);

  const assassin = moveAnimation(move({
    effects: [
      { kind: 'remove', piece: 'n', became: 'n', from: 'a8', to: null },
      { kind: 'rebirth', piece: 'r', became: 'r', from: 'd7', to: 'a8' },
    ],
  }), 'white', 0, 2);
  assert.deepEqual(steps(assassin), ['rebirth:d7-a8@1340-2240', 'move:d4-d7@0-440', 'remove:a8-a8@440-1340']);

  const turncoat = moveAnimation(move({ effects: [{ kind: 'rebirth', piece: 'r', became: 'R', from: 'd7', to: 'a8' }] }), 'white', 0);
  assert.equal(turncoat.items[0].became, 'R');

  const mars = moveAnimation(move({
    uci: 'e5f3', from: 'e5', to: 'f3', piece: 'N', captured: 'P', captureSquare: 'f3',
    effects: [{ kind: 'via', piece: 'N', became: 'N', from: 'e5', to: 'g1' }, { kind: 'vanish', piece: 'p', became: 'p', from: 'f3', to: null }],
  }), 'white', 0);
  assert.deepEqual(steps(mars), ['vanish:f3-f3@330-780', 'via:e5-g1@0-110', 'move:g1-f3@110-330']);

  const erupt = moveAnimation(move({
    uci: 'a8b6', from: 'a8', to: 'b6', piece: 'N', capture: false, captured: null, captureSquare: null,
    effects: [{ kind: 'erupt', piece: 'r', became: 'r', from: null, to: 'a8' }],
  }), 'black', 0);
  assert.deepEqual(steps(erupt), ['move:a8-b6@0-220', 'erupt:a8-a8@220-670']);
  assert.equal(erupt.items[0].letter, 'n');
  assert.ok(erupt.hide.has('a8'));

  const parrain = moveAnimation(move({ effects: [{ kind: 'pending', piece: 'r', became: 'r', from: 'd7', to: null }] }), 'white', 0);
  const bury = moveAnimation(move({ effects: [{ kind: 'bury', piece: 'r', became: 'r', from: 'd7', to: 'a8' }] }), 'white', 0);
  assert.deepEqual([steps(parrain), steps(bury)], [['pending:d7-d7@220-670', 'move:d4-d7@0-220'], ['bury:d7-a8@220-670', 'move:d4-d7@0-220']]);
  assert.ok(!bury.hide.has('a8'), 'the occupant of the burial square stays drawn');
});

test('a Jupiter capture: the captured unit travels to its rebirth square first, then waits there for the capturer, and fades', () => {
  const jupiter = moveAnimation(move({
    uci: 'b2b1/xa6', from: 'b2', to: 'b1', piece: 'R', captured: 'N', captureSquare: 'a6',
    effects: [
      { kind: 'transfer', piece: 'N', became: 'N', from: 'a6', to: 'b1' },
      { kind: 'vanish', piece: 'N', became: 'N', from: 'b1', to: null },
    ],
  }), 'black', 0);
  assert.deepEqual(steps(jupiter), ['vanish:b1-b1@440-890', 'transfer:a6-b1@0-220/220', 'move:b2-b1@220-440']);
  // The knight is not drawn waiting on b1 while it is still on its way there.
  assert.equal(jupiter.items[0].shown, 220);
  assert.equal(jupiter.items[2].letter, 'r');
});

test('the board offers a Jupiter capture on the captured unit\'s square, and the arrival square to the plain move', () => {
  const plain = { uci: 'b2b1', from: 'b2', to: 'b1', captureSquare: null };
  const capture = { uci: 'b2b1/xa6', from: 'b2', to: 'b1', captureSquare: 'a6' };
  const other = { uci: 'b2b1/xc4', from: 'b2', to: 'b1', captureSquare: 'c4' };
  assert.deepEqual([plain, capture].map(targetOf), ['b1', 'a6']);
  assert.deepEqual(movesTo([plain, capture], 'a6'), [capture]);
  assert.deepEqual(movesTo([plain, capture], 'b1'), [plain]);
  // With no plain move to the arrival square (a pawn's diagonal), a drop there plays the captures that end there.
  assert.deepEqual(movesTo([capture, other], 'b1'), [capture, other]);
  assert.deepEqual(movesTo([capture, other], 'c4'), [other]);
  assert.deepEqual(movesTo([plain], 'a6'), []);
});

test('two rebirths (Hydra) are two steps; a move without effects is the move alone', () => {
  const hydra = moveAnimation(move({
    effects: [
      { kind: 'rebirth', piece: 'n', became: 'n', from: 'c5', to: 'b8' },
      { kind: 'rebirth', piece: 'n', became: 'n', from: 'c5', to: 'g8' },
    ],
  }), 'white', 0);
  assert.deepEqual(hydra.items.filter((i) => i.kind === 'rebirth').map((i) => i.to), ['b8', 'g8']);
  assert.deepEqual(steps(moveAnimation(move({ capture: false, captured: null, effects: [] }), 'white', 0)), ['move:d4-d7@0-220']);
});

test('what the board draws of the engine\'s extras: a Parrain unit waiting, Volcanic stacks', () => {
  assert.deepEqual(extrasView({ pending: { piece: 'R', square: 'd4' }, buried: [] }), { ghosts: [{ letter: 'R', square: 'd4' }] });
  assert.deepEqual(extrasView({ pending: null, buried: [{ square: 'a8', pieces: ['r', 'n'] }, { square: 'e1', pieces: ['P'] }] }),
    { buried: [{ square: 'a8', letters: ['r', 'n'] }, { square: 'e1', letters: ['P'] }] });
  assert.deepEqual(extrasView(null), {});
  assert.deepEqual(extrasView({ pending: null, buried: [] }), {});
});

test('a pass in words, from the note the engine gives (game.diceView()): the pieces its roll named, and check', () => {
  const pass = (color, faces, roles, check) => ({ key: 'passText', args: [color, faces, roles, check] });
  assert.equal(noteText(pass('black', ['2', '4'], ['N', 'R'], true), en), 'Black rolled 2-4: no knight or rook move answers the check: turn passed.');
  assert.equal(noteText(pass('black', ['2', '4'], ['N', 'R'], false), en), 'Black rolled 2-4: no knight or rook move is possible: turn passed.');
  assert.equal(noteText(pass('white', ['6'], ['K'], false), fr), 'Blancs : 6, aucun coup de roi n’est possible : tour passé.');
  // Vegas Fun Chess: die 1's 5 is the king, die 2's 5 the queen, as the engine names them.
  assert.equal(noteText(pass('white', ['5', '5'], ['K', 'Q'], false), en), 'White rolled 5-5: no king or queen move is possible: turn passed.');
  assert.equal(noteText(null, en), '');
  // A finished turn's dice are said to be whose, unless the note names the side itself.
  const forfeited = { color: 'black', current: false, dice: [{ value: 3, shows: 'B', state: 'forfeited' }], note: { key: 'forfeitedNote', args: [] } };
  assert.equal(diceNote(forfeited, { rolling: false, viewing: false, turn: 'white' }, en), 'Black\'s dice: no legal move: forfeited');
  const passed = { ...forfeited, note: pass('black', ['2', '4'], ['N', 'R'], false) };
  assert.equal(diceNote(passed, { rolling: false, viewing: false, turn: 'white' }, en), 'Black rolled 2-4: no knight or rook move is possible: turn passed.');
  assert.equal(diceNote(passed, { rolling: true, viewing: false, turn: 'white' }, en), 'Rolling…');
  // What a face shows: a piece, any move (optional), or a number of moves.
  assert.deepEqual(['Q', '*', 3, 1].map((f) => showsName(f, en)), ['queen', 'optional', '3 moves', '1 move']);
  assert.equal(noteText({ key: 'unitMovesNote', args: [2, 4, 'N', 'f3'] }, fr), 'Coup 3 sur 4 : la pièce en f3 rejoue. Un échec, une promotion ou un roque termine le tour.');
  assert.equal(noteText({ key: 'unitMovesNote', args: [4, 4, 'R'] }, fr), 'Coup 1 sur 4 : jouez une tour ; cette pièce joue tous les coups du tour.');
});

/** A stand-in for engine.js's Match: the engine's fact on rebirth (RuleFacts.rebirth) and the static rebirth square. */
function fakeMatch(facets, fixed = {}) {
  const rebirth = facets.reborn === 'none' ? 'none' : facets.geometry === 'pwc' || facets.reborn !== 'captured' ? 'varies' : 'fixed';
  return {
    ruleSet: () => ({ name: 'x', displayName: 'X', description: 'The rule in words.', facets }),
    facts: () => ({ rebirth }),
    rebirthSquareOf: (sq) => fixed[sq] ?? null,
  };
}
const CIRCE = { reborn: 'captured', geometry: 'home', unit: 'same', timing: 'at-once', kings: 'exclusive' };

test('the hint: the static square where the rules fix one, else the legal captures\' effects, else the rule in words', () => {
  assert.deepEqual(rebirthHint(fakeMatch(CIRCE, { d7: 'a8' }), { legalMoves: [] }, 'd7'), { to: 'a8' });
  assert.deepEqual(rebirthHint(fakeMatch(CIRCE), { legalMoves: [] }, 'd7'), { to: null });
  assert.equal(rebirthHint(fakeMatch({ ...CIRCE, reborn: 'none' }), { legalMoves: [] }, 'd7'), null);
  const pwc = { ...CIRCE, geometry: 'pwc' };
  assert.deepEqual(rebirthHint(fakeMatch(pwc), { legalMoves: [] }, 'c5'), { to: null, depends: true });
  const twoWays = [
    move({ from: 'd4', captureSquare: 'c5', effects: [{ kind: 'rebirth', piece: 'p', became: 'p', from: 'c5', to: 'd4' }] }),
    move({ from: 'b6', captureSquare: 'c5', effects: [{ kind: 'rebirth', piece: 'p', became: 'p', from: 'c5', to: 'b6' }] }),
  ];
  const hint = rebirthHint(fakeMatch(pwc), { legalMoves: twoWays }, 'c5');
  assert.deepEqual(hint, { to: 'd4', targets: [{ to: 'd4', letter: 'p' }, { to: 'b6', letter: 'p' }] });
  assert.equal(rebirthHintText(hint, 'c5', fakeMatch(pwc).ruleSet(), en), 'If captured, the piece on c5 is reborn on d4 or b6, as the capture goes');
  const anti = [move({ effects: [{ kind: 'vanish', piece: 'r', from: 'd7', to: null }, { kind: 'relocate', piece: 'Q', from: 'd7', to: 'd1' }] })];
  const antiHint = rebirthHint(fakeMatch({ ...CIRCE, reborn: 'capturer' }), { legalMoves: anti }, 'd7');
  assert.deepEqual(antiHint, { to: null, movers: [{ from: 'd4', to: 'd1', letter: 'Q' }] });
  assert.equal(rebirthHintText(antiHint, 'd7', null, en), 'If captured, the piece on d7 vanishes; the capturer goes back home (d4→d1)');
  assert.equal(rebirthHintText({ to: null, depends: true }, 'c5', fakeMatch(pwc).ruleSet(), en),
    'The piece on c5 cannot be captured now. The rule in words.');
});

test('a rule set\'s paragraph: its rule, then what it keeps of chess, in the player\'s language', () => {
  const drc = {
    name: 'dice-rex-circe', displayName: 'Dice Rex Circe', description: 'Engine text.',
    facets: { ...CIRCE, kings: 'inclusive', movement: 'orthodox', check: false, castling: false, dice: 'three-after-king-move' },
    facts: { diceCount: 3, rollFirst: false, check: false, castling: false, win: 'circe-mate', kingsIncluded: true, kingsReborn: true },
  };
  // Dice Rex Circe's description says the kings, the check, the dice and the win itself: the paragraph adds the rest.
  assert.equal(ruleSetParagraph(drc, en), 'Engine text. No castling.');
  const unnamed = { ...drc, name: 'circe-with-dice' };
  assert.equal(ruleSetParagraph(unnamed, en), 'Engine text. Kings are reborn too. There is no check: a king may be captured. No castling. '
    + 'After a king move, three dice give a bonus move each. Win by Circe Mate: capture the king when it cannot be reborn.');
  assert.deepEqual(ruleSetText(drc, en), { name: 'Dice Rex Circe', description: 'Engine text.' });
  const orthodox = {
    name: 'orthodox', displayName: 'Orthodox chess', description: 'Chess.',
    facets: { ...CIRCE, reborn: 'none', movement: 'orthodox', check: true, castling: true, dice: 'none' },
    facts: { diceCount: 0, rollFirst: false, check: true, castling: true, win: 'checkmate', kingsIncluded: null, kingsReborn: false },
  };
  assert.equal(ruleSetParagraph(orthodox, en), 'Chess. Check and checkmate as in chess.');
});

test('one table of rule-set words per language: the app, the element and the pages read lang/rule-sets.<lang>.js', async () => {
  const turncoat = { name: 'turncoat-circe', displayName: 'Turncoat Circe', description: 'Engine text.', facets: CIRCE };
  // Until French is loaded the engine's English stands; a failed load would leave it so.
  if (!ruleSetWordsLoaded('fr')) assert.deepEqual(ruleSetText(turncoat, fr), { name: 'Turncoat Circe', description: 'Engine text.' });
  assert.equal(await loadRuleSetWords('fr'), frWords);
  assert.ok(ruleSetWordsLoaded('fr'));
  assert.deepEqual(ruleSetText(turncoat, fr), { name: frWords['turncoat-circe'].name, description: frWords['turncoat-circe'].description });
  assert.equal(ruleSetText(turncoat, fr).name, 'Circé transfuge');
  assert.equal(await loadRuleSetWords('en'), null);
  assert.equal(ruleSetText(turncoat, en).name, 'Turncoat Circe');
  // The app's own tables hold no second copy.
  for (const table of [enApp, frApp, caApp]) assert.ok(!('ruleSets' in table));
});

test('?rules= names the rule set of a link\'s game; the default set is no difference', () => {
  assert.deepEqual(originFromUrl('?rules=anticirce&seed=4'), { rules: 'anticirce', seed: 4 });
  assert.ok(sameOrigin({ rules: 'dice-rex-circe' }, {}));
  assert.ok(!sameOrigin({ rules: 'anticirce' }, {}));
  assert.ok(sameOrigin({ rules: 'anticirce', seed: 4 }, { seed: 4, rules: 'anticirce' }));
});

test('moves in the player\'s letters: French and Catalan read and type their own, the record keeps SAN\'s', async () => {
  const { sanFor, sanFromPlayer } = await import('../../www/js/strings.js');
  const ca = translator('ca');
  assert.equal(sanFor('Nf3', fr), 'Cf3');
  assert.equal(sanFor('Qxd7(Q→d1)', fr), 'Dxd7(D→d1)');
  assert.equal(sanFor('Kxd6#', fr), 'Rxd6#');
  assert.equal(sanFor('Rxf6(Nb8)', fr), 'Txf6(Cb8)');
  assert.equal(sanFor('e8=Q+', fr), 'e8=D+');
  assert.equal(sanFor('O-O', fr), 'O-O');
  assert.equal(sanFor('Bb5', ca), 'Ab5');
  assert.equal(sanFor('Nf3', en), 'Nf3');
  assert.equal(sanFromPlayer('Cf3', fr), 'Nf3');
  assert.equal(sanFromPlayer('Rf1', fr), 'Kf1', 'R is the king in French');
  assert.equal(sanFromPlayer('Txa7', fr), 'Rxa7');
  assert.equal(sanFromPlayer('Nf3', fr), 'Nf3', 'SAN letters French does not use still work');
  assert.equal(sanFromPlayer('Axc4', ca), 'Bxc4');
  assert.equal(sanFromPlayer('g1f3', fr), 'g1f3');
  assert.equal(sanFromPlayer('Rf1', en), 'Rf1');
});

test('a rule set\'s paragraph says each fact once: the facts its engine description states are left out', () => {
  const source = readFileSync(new URL('../../src/rules/names.rs', import.meta.url), 'utf8');
  const sets = [...source.matchAll(/\{ "([a-z-]+)", "[^"]+", "[^"]*",\s*"([^"]+)"/g)].map((m) => ({ name: m[1], description: m[2] }));
  assert.ok(sets.length > 30, `${sets.length} rule sets read`);
  const says = {
    kings: /kings? (are |is )?(not )?reborn|kings reborn/i,
    check: /no check/i,
    dice: /\bdi(c)?e\b/i,
    win: /\bwins?\b/i,
  };
  for (const { name, description } of sets) {
    for (const [fact, words] of Object.entries(says)) {
      assert.equal((STATED[name] || []).includes(fact), words.test(description), `${name} (${fact}): ${description}`);
    }
  }
  // Every fact present, each said once: by the description or by the paragraph.
  const facts = { diceCount: 1, rollFirst: true, check: false, castling: true, win: 'king-capture', kingsIncluded: null, kingsReborn: false };
  const brainking = { name: 'dice-chess-one-die', displayName: 'x', description: 'One die, no check, capturing the king wins.', facets: { dice: 'one-per-turn' }, facts };
  assert.equal(ruleSetParagraph(brainking, en), 'One die, no check, capturing the king wins.');
  assert.equal(ruleSetParagraph({ ...brainking, name: 'other' }, en),
    'One die, no check, capturing the king wins. There is no check: a king may be captured. One die is rolled before each move. Win by capturing the king.');
});

