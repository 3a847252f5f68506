// The app's texts of the rule sets against the engine's table: every named
// rule set has a name and a description in French and Catalan (English is
// the engine's own), the New game groups hold every set once, and the live
// examples (www/js/variant-examples.js) are those the generator writes
// from tests/data/variants-examples.txt, each a move the engine plays.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { Game } from '../../js/node.js';
import fr from '../../www/js/lang/fr.js';
import ca from '../../www/js/lang/ca.js';
import { ruleGroups } from '../../www/js/rule-sets.js';
import examples from '../../www/js/variant-examples.js';

const sets = Game.ruleSets();

test('every rule set has a name and a description in French and Catalan, and no other', () => {
  for (const [lang, table] of Object.entries({ fr, ca })) {
    assert.deepEqual(Object.keys(table.ruleSets).sort(), sets.map((s) => s.name).sort(), lang);
    for (const [name, [display, description]] of Object.entries(table.ruleSets)) {
      assert.ok(display.length > 2 && description.length > 20, `${lang} ${name}`);
      assert.notEqual(description, sets.find((s) => s.name === name).description, `${lang} ${name} is translated`);
    }
  }
});

test('the New game groups hold every rule set once, Dice Rex Circe first and orthodox chess last', () => {
  const groups = ruleGroups(sets);
  assert.deepEqual(groups.map((g) => g.group), ['drc', 'circe', 'dice', 'orthodox']);
  assert.deepEqual(groups.flatMap((g) => g.sets.map((s) => s.name)).sort(), sets.map((s) => s.name).sort());
  assert.deepEqual(groups[2].sets.map((s) => s.name), ['dice-chess', 'dice-chess-one-die']);
});

test('each live example is the generator\'s, and the engine plays its move with the SAN it shows', () => {
  execFileSync(process.execPath, [new URL('../../scripts/variant-examples.mjs', import.meta.url).pathname, '--check']);
  assert.deepEqual(Object.keys(examples).sort(), sets.map((s) => s.name).sort());
  for (const [name, ex] of Object.entries(examples)) {
    const game = new Game({ rules: name, fen: ex.fen });
    if (ex.roll) game.rollWith(ex.roll);
    assert.equal(game.apply(ex.move).san, ex.san, name);
    game.free();
  }
});
