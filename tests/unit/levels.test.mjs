// The computer's levels: one list (www/js/opponents.js) that the New game
// dialog offers, each named in every language, and the first screen's
// "Play the computer" saying which level it starts; a level's rating where
// it was measured (orthodox chess's hard against Stockfish).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { LEVELS, opponentFor, levelRating, RATINGS } from '../../www/js/opponents.js';
import en from '../../www/js/lang/en.js';
import fr from '../../www/js/lang/fr.js';
import ca from '../../www/js/lang/ca.js';

const dialogs = readFileSync(new URL('../../www/js/views/game-dialogs.js', import.meta.url), 'utf8');
const html = readFileSync(new URL('../../www/index.html', import.meta.url), 'utf8');

test('the New game dialog offers the levels of the one list, in its order', () => {
  // The page has no options of its own: the dialog fills them from LEVELS, by their names.
  assert.match(html, /<select id="new-level"><\/select>/);
  assert.match(dialogs, /LEVELS\.map\(/);
  assert.match(dialogs, /fillLevels\(\$\('#new-level'\), ruleChoice\.value\(\)\)/);
  assert.ok(LEVELS.includes('deep'));
});

test('every level is named in every language, and the welcome says which one plays', () => {
  for (const [name, table] of Object.entries({ en, fr, ca })) {
    for (const level of LEVELS) {
      assert.equal(typeof table.levelNames[level], 'string', `${name}: levelNames.${level}`);
      assert.ok(table.welcomeLevel(level).includes(table.levelNames[level]), `${name}: ${table.welcomeLevel(level)}`);
    }
  }
  assert.equal(en.welcomeLevel('medium'), 'The computer plays at the medium level; New game changes it.');
});

test('the computer plays at every level of the list, and at no other', () => {
  for (const level of LEVELS) {
    const player = opponentFor({ level, side: 'black' }, 'black');
    assert.equal(player.level, level);
    player.destroy();
  }
  assert.equal(opponentFor({ level: 'expert', side: 'black' }, 'black'), null);
  assert.equal(opponentFor({ level: 'deep', side: 'white' }, 'black'), null);
});

test("a level is labelled with its rating only in the rule set where it was measured", () => {
  assert.equal(levelRating('orthodox', 'hard'), 1850);
  // Unrated: another level, another rule set, names that are no rule set or level.
  assert.equal(levelRating('orthodox', 'easy'), null);
  assert.equal(levelRating('dice-rex-circe', 'hard'), null);
  assert.equal(levelRating('toString', 'hard'), null);
  assert.equal(levelRating('orthodox', 'constructor'), null);
  // Every rating is a level of the list, a whole number on the Elo scale.
  for (const levels of Object.values(RATINGS)) {
    for (const [level, elo] of Object.entries(levels)) {
      assert.ok(LEVELS.includes(level), level);
      assert.ok(Number.isInteger(elo) && elo > 0 && elo < 4000, String(elo));
    }
  }
  assert.equal(en.levelRated('Hard', 1600), 'Hard: about 1600');
  for (const [name, table] of Object.entries({ en, fr, ca })) {
    const label = table.levelRated(table.levelNames.hard, 1600);
    assert.ok(label.includes(table.levelNames.hard) && label.includes('1600'), `${name}: ${label}`);
  }
  // The dialog labels the levels of the rule set chosen, again when the choice changes.
  assert.match(dialogs, /levelRating\(rules, level\)/);
  assert.match(dialogs, /\[\$\('#new-rules'\), 'change', \(\) => fillLevels\(/);
});
