// The app's view of the rule sets against the engine's table: the facts
// the engine states (diceCount, win, rebirth…) agree with its facets and
// its moves, the New game groups hold every set once, and the live
// examples (www/js/variant-examples.js) are those the generator writes
// from tests/data/variants-examples.txt, each a move the engine plays.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Game } from '../../js/node.js';
import { ruleGroups } from '../../www/js/rule-sets.js';
import { DEFAULT_RULES } from '../../www/js/default-rules.js';
import examples from '../../www/js/variant-examples.js';
import { ruleSetExamples } from '../../scripts/rule-set-examples.mjs';

const sets = Game.ruleSets();

test('the app\'s default rule set is the engine\'s: a game made with none names it', () => {
  const game = new Game();
  assert.equal(game.rules(), DEFAULT_RULES);
  assert.ok(sets.some((set) => set.name === DEFAULT_RULES));
  game.free();
});

test('the engine states each rule set\'s facts, the same in its table and for a game under it', () => {
  for (const set of sets) {
    const game = new Game({ rules: set.name });
    const f = game.ruleFacts();
    assert.deepEqual(f, set.facts, set.name);
    // The facts follow from the facets; the app reads them instead of working them out.
    assert.equal(f.diceCount, { none: 0, 'three-after-king-move': 3, 'two-per-turn': 2, 'one-per-turn': 1, 'moves-per-turn': 1, 'piece-and-count': 2, vegas: 2, 'three-dice': 3 }[set.facets.dice], set.name);
    // What each face of each die shows: a piece, any move (Vegas Fun Chess's die 2), or a number of moves.
    assert.equal(f.dieFaces.length, f.diceCount, set.name);
    const faces = {
      'three-after-king-move': Array(3).fill(['P', 'N', 'B', 'R', 'Q', 'K']),
      'two-per-turn': Array(2).fill(['P', 'N', 'B', 'R', 'Q', 'K']),
      'one-per-turn': [['P', 'N', 'B', 'R', 'Q', 'K']],
      'moves-per-turn': [[1, 2, 3, 4, 4, 4]],
      'piece-and-count': [['P', 'N', 'B', 'R', 'Q', 'K'], [1, 2, 3, 4, 4, 4]],
      vegas: [['P', 'N', 'B', 'R', 'K', 'P'], ['P', 'N', 'B', 'R', 'Q', '*']],
      'three-dice': Array(3).fill(['P', 'N', 'B', 'R', 'Q', 'K']),
      none: [],
    };
    assert.deepEqual(f.dieFaces, faces[set.facets.dice], set.name);
    assert.equal(f.rollFirst, f.diceCount > 0 && set.facets.dice !== 'three-after-king-move', set.name);
    assert.equal(f.check, set.facets.check, set.name);
    assert.equal(f.win === 'checkmate', set.facets.check, set.name);
    assert.equal(f.rebirth === 'none', set.facets.reborn === 'none', set.name);
    game.free();
  }
  const byName = Object.fromEntries(sets.map((s) => [s.name, s.facts]));
  assert.equal(byName['dice-rex-circe'].win, 'circe-mate');
  assert.equal(byName['dice-rex-circe'].kingsReborn, true);
  assert.equal(byName['dice-chess-one-die'].win, 'king-capture');
  assert.equal(byName['dice-chess-three-dice'].win, 'king-capture');
  assert.equal(byName.circe.rebirth, 'fixed');
  assert.equal(byName['pwc-circe'].rebirth, 'varies');
  assert.equal(byName.anticirce.rebirth, 'varies');
  assert.equal(byName['hydra-circe'].rebirth, 'varies');
  assert.equal(byName['parrain-circe'].rebirth, 'varies');
  assert.equal(byName.orthodox.kingsIncluded, null);
  assert.equal(byName.circe.kingsIncluded, false);
  assert.equal(byName['volcanic-circe'].extraState, true);
});

test('a combination without a name has its facts too', () => {
  const game = new Game({ rules: 'circe,check=no,kings=inclusive,dice=two-per-turn' });
  assert.equal(typeof game.rules(), 'object');
  // The facets alone (RuleFacets), which new Game({ rules }) reads back; the facts are apart.
  assert.deepEqual(Object.keys(game.rules()).sort(),
    ['capturer', 'castling', 'check', 'dice', 'geometry', 'kings', 'movement', 'occupied', 'reborn', 'timing', 'unit']);
  assert.deepEqual(
    { ...game.ruleFacts() },
    { diceCount: 2, rollFirst: true, dieFaces: Array(2).fill(['P', 'N', 'B', 'R', 'Q', 'K']), check: false, castling: true, win: 'circe-mate', kingsIncluded: true, kingsReborn: true, extraState: false, rebirth: 'fixed', group: 'dice' },
  );
  game.free();
});

test('where the facts say a unit\'s rebirth is fixed, rebirthSquareOf names the square every legal capture of it uses', () => {
  let checked = 0;
  for (const set of sets.filter((s) => s.facts.rebirth === 'fixed')) {
    const game = new Game({ rules: set.name, seed: 7 });
    for (let ply = 0; ply < 60 && !game.result(); ply++) {
      if (game.phase() === 'roll') {
        game.roll();
        continue;
      }
      const moves = game.legalMoves();
      if (!moves.length) break;
      for (const m of moves.filter((x) => x.capture && !x.promotion && x.piece !== 'K' && x.piece !== 'k')) {
        const rebirths = m.effects.filter((e) => e.kind === 'rebirth');
        assert.ok(rebirths.length <= 1, `${set.name} ${m.uci}: one square`);
        const reborn = rebirths[0];
        const fixed = game.rebirthSquareOf(m.captureSquare);
        const where = `${set.name} ${m.uci} at ${game.fen()}`;
        // The square is the unit's alone; only a capturer leaving it (it stands there now) frees it for this capture.
        if (reborn) assert.ok(fixed === reborn.to || (fixed === null && reborn.to === m.from), where);
        else if (m.to === m.captureSquare) assert.equal(fixed, null, where);
        checked++;
      }
      game.apply(moves[(ply * 7919) % moves.length].uci);
    }
    game.free();
  }
  assert.ok(checked > 50, `${checked} captures checked`);
});

test('boardExtras: what Volcanic and Parrain Circe keep beside the board, as the board draws it', () => {
  const volcanic = new Game({ rules: 'volcanic-circe', fen: 'r3k3/3r4/8/8/3Q4/8/8/4K3 w - - 0 1' });
  assert.deepEqual(volcanic.boardExtras(), { pending: null, buried: [] });
  volcanic.apply('d4d7');
  // The rook taken on the light d7 belongs on a8, where the other rook stands: it is buried under it.
  assert.deepEqual(volcanic.boardExtras(), { pending: null, buried: [{ square: 'a8', pieces: ['r'] }] });
  const again = new Game({ rules: 'volcanic-circe', fen: volcanic.fen() });
  assert.deepEqual(again.boardExtras(), volcanic.boardExtras());
  volcanic.free();
  again.free();
  const parrain = new Game({ rules: 'parrain-circe', fen: '4k3/3r4/8/8/3Q4/8/8/4K3 w - - 0 1' });
  parrain.apply('d4d7');
  assert.deepEqual(parrain.boardExtras(), { pending: { piece: 'r', square: 'd7' }, buried: [] });
  parrain.free();
});

test('the New game groups hold every rule set once, Dice Rex Circe first and orthodox chess last', () => {
  const groups = ruleGroups(sets);
  assert.deepEqual(groups.map((g) => g.group), ['drc', 'circe', 'dice', 'orthodox']);
  assert.deepEqual(groups.flatMap((g) => g.sets.map((s) => s.name)).sort(), sets.map((s) => s.name).sort());
  assert.deepEqual(groups[2].sets.map((s) => s.name), ['dice-chess', 'dice-chess-one-die', 'dice-chess-moves', 'dice-chess-piece-count', 'vegas-fun-chess', 'dice-chess-three-dice']);
});

test('each live example is the generator\'s, and the engine plays its move with the SAN it shows', () => {
  execFileSync(process.execPath, [new URL('../../scripts/variant-examples.mjs', import.meta.url).pathname, '--check']);
  assert.deepEqual(Object.keys(examples).sort(), sets.map((s) => s.name).sort());
  for (const [name, ex] of Object.entries(examples)) {
    const game = new Game({ rules: name, fen: ex.fen });
    assert.equal(game.apply(ex.move).san, ex.san, name);
    game.free();
  }
});

test('one example per rule set: the New game dialog plays a move of the example the variants pages show', () => {
  const pages = ruleSetExamples();
  for (const [name, ex] of Object.entries(examples)) {
    assert.ok(pages[name].sans.includes(ex.san), `${name}: ${ex.san} is a move of the pages' example (${pages[name].sans.join(' ')})`);
    // The key move of that example, from the position the example reaches before it.
    assert.deepEqual(ex, pages[name].key, name);
  }
});

test('the variants pages say which names of the seeds are not built, and why', () => {
  const displayNames = new Set(sets.map((s) => s.displayName));
  for (const file of ['variants.html', 'variants.fr.html', 'variants.ca.html']) {
    const html = readFileSync(new URL(`../../www/${file}`, import.meta.url), 'utf8');
    const part = html.slice(html.indexOf('id="not-built"'), html.indexOf('</main>'));
    assert.ok(part.length > 500, `${file} has its section on what is not built`);
    // One reason for each name VARIANTS.md §E.2 gives, in the page's language.
    for (const name of [/at[oò]mi/i, /alsaci|alsati/i, /10×10/, /Pritchard/, /Promotion Circe|Circé promotion|Circe promoció/]) {
      assert.match(part, name, `${file}: ${name}`);
    }
    // A name listed as planned is not one the engine already plays.
    for (const li of part.matchAll(/<li>([^<]+)<\/li>/g)) assert.ok(!displayNames.has(li[1]), `${file}: ${li[1]} is built`);
  }
});
