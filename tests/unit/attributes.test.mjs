// The <dice-rex-circe> element's attributes (www/js/element/attributes.js):
// defaults, accepted values, refusals with their codes (which the element
// translates), when a change reloads the game, and the record the engine
// reads from record, fen and seed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ATTRIBUTES, EmbedError, readConfig, recordText, recordVariant, sameGame } from '../../www/js/element/attributes.js';

const read = (attrs) => readConfig((name) => (Object.hasOwn(attrs, name) ? attrs[name] : null));

function refused(attrs, code, args = []) {
  assert.throws(() => read(attrs), (e) => {
    assert.ok(e instanceof EmbedError);
    assert.equal(e.code, code);
    assert.deepEqual(e.args, args);
    return true;
  });
}

test('the element watches every attribute it reads', () => {
  assert.deepEqual([...ATTRIBUTES].sort(),
    ['controls', 'fen', 'interactive', 'lang', 'opponent', 'orientation', 'ply', 'record', 'rules', 'seed']);
});

test('no attribute: a read-only board of the start, White at the bottom, no controls', () => {
  assert.deepEqual(read({}), {
    fen: null, rules: null, record: null, seed: null, ply: null, orientation: 'white', interactive: false, controls: 'none', opponent: null,
  });
});

test('values are trimmed, choices are case-insensitive, numbers are whole', () => {
  const c = read({
    fen: '  8/8/3k4/8/Q3K3/8/8/8 w - - 0 1 -  ', seed: ' 42 ', ply: '0', orientation: 'Black',
    interactive: 'TRUE', controls: ' full ', opponent: 'hard', record: '1. e4',
  });
  assert.equal(c.fen, '8/8/3k4/8/Q3K3/8/8/8 w - - 0 1 -');
  assert.equal(c.seed, 42);
  assert.equal(c.ply, 0);
  assert.equal(c.orientation, 'black');
  assert.equal(c.interactive, true);
  assert.equal(c.controls, 'full');
  assert.equal(c.opponent, 'hard');
  assert.equal(c.record, '1. e4');
  assert.equal(read({ opponent: 'none' }).opponent, null);
  assert.equal(read({ controls: '' }).controls, 'none');
  assert.equal(read({ seed: '999999999999999' }).seed, 999999999999999);
});

test('bad values are refused with a code and what the message needs', () => {
  refused({ fen: '<img src=x onerror=alert(1)>' }, 'bad-fen');
  refused({ seed: '-1' }, 'bad-seed');
  refused({ seed: '1.5' }, 'bad-seed');
  refused({ seed: '1234567890123456' }, 'bad-seed');
  refused({ ply: 'two' }, 'bad-ply');
  refused({ controls: 'some' }, 'bad-attribute', ['controls', 'none, moves, full']);
  refused({ opponent: 'expert' }, 'bad-attribute', ['opponent', 'none, easy, medium, hard']);
  refused({ interactive: 'yes' }, 'bad-attribute', ['interactive', 'true, false']);
  refused({ fen: 'x'.repeat(241) }, 'too-long', ['fen']);
  refused({ rules: '<b>anticirce</b>' }, 'unknown-rules');
  refused({ rules: 'anticirce;check=no' }, 'unknown-rules');
  refused({ rules: 'x'.repeat(201) }, 'too-long', ['rules']);
  refused({ fen: '4k3/8/8/8/8/8/8/4K3 w - - 0 1 onerror=x' }, 'bad-fen');
  refused({ fen: '4k3/8/8/8/8/8/8/4K3 w - - 0 1 buried=a8:<r>' }, 'bad-fen');
  refused({ record: 'x'.repeat(100_001) }, 'too-long', ['record']);
});

test('rules: a name, a display name or facet text, handed to the engine as written', () => {
  assert.equal(read({ rules: ' anticirce ' }).rules, 'anticirce');
  assert.equal(read({ rules: 'Anticirce (Cheylan)' }).rules, 'Anticirce (Cheylan)');
  assert.equal(read({ rules: 'anticirce,check=no,castling=no,dice=three-after-king-move' }).rules,
    'anticirce,check=no,castling=no,dice=three-after-king-move');
  assert.equal(read({ rules: '' }).rules, null);
});

test('a FEN may carry the extensions of Parrain, Volcanic and Diagram Circe', () => {
  for (const fen of [
    'n3k3/8/8/8/3Q4/8/8/7K b - - 0 1 buried=a8:r',
    '4k3/8/8/8/8/8/8/4K3 w - - 0 1 pending=Rd4',
    '4k3/8/8/8/8/8/8/4K3 w - - 0 1 origins=h5:d1,e4:e2 buried=a8:rn,e1:P',
  ]) assert.equal(read({ fen }).fen, fen);
});

test('only rules, fen, record, seed and ply start another game', () => {
  const a = read({ fen: '4k3/8/8/8/8/8/8/4K3 w - - 0 1 -', controls: 'moves' });
  assert.equal(sameGame(a, read({ fen: '4k3/8/8/8/8/8/8/4K3 w - - 0 1 -', controls: 'full', lang: 'fr', orientation: 'black' })), true);
  for (const change of [{ seed: '1' }, { ply: '2' }, { record: '1. e4' }, { fen: '4k3/8/8/8/8/8/8/3K4 w - - 0 1 -' },
    { rules: 'orthodox' }]) {
    assert.equal(sameGame(a, read({ fen: '4k3/8/8/8/8/8/8/4K3 w - - 0 1 -', ...change })), false, JSON.stringify(change));
  }
  assert.equal(sameGame(null, a), false);
});

test('the record read by the engine takes its seed and start from the attributes, unless it has its own', () => {
  assert.equal(recordText({ record: '1. e4', fen: null, seed: null }), '1. e4');
  assert.equal(recordText({ record: '1. Ke5', fen: '8/8/3k4/8/Q3K3/8/8/8 w - - 0 1 -', seed: 7 }),
    '[Seed "7"]\n[SetUp "1"]\n[FEN "8/8/3k4/8/Q3K3/8/8/8 w - - 0 1 -"]\n1. Ke5');
  assert.equal(recordText({ record: '[Seed "3"]\n1. e4', fen: null, seed: 7 }), '[Seed "3"]\n1. e4');
  assert.equal(recordText({ record: '[FEN "x"]\n1. e4', fen: 'y', seed: null }), '[FEN "x"]\n1. e4');
});

test('the record takes its rule set from rules, unless it names its own (a conflict the element reports)', () => {
  assert.equal(recordText({ record: '1. e4', fen: null, seed: null, rules: 'anticirce' }), '[Variant "anticirce"]\n1. e4');
  assert.equal(recordText({ record: '1. d4', fen: 'f', seed: 2, rules: 'circe' }),
    '[Variant "circe"]\n[Seed "2"]\n[SetUp "1"]\n[FEN "f"]\n1. d4');
  assert.equal(recordText({ record: '[Variant "Circe"]\n1. e4', fen: null, seed: null, rules: 'anticirce' }),
    '[Variant "Circe"]\n1. e4');
  assert.equal(recordVariant('[Event "?"]\n[Variant "Anticirce (Cheylan)"]\n\n1. e4'), 'Anticirce (Cheylan)');
  assert.equal(recordVariant('[Variant "a \\"b\\""]\n1. e4'), 'a "b"');
  assert.equal(recordVariant('1. e4 {[Variant "x"]}'), null);
});
