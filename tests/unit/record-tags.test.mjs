// A record's headers (www/js/record-tags.js): read, filled where the
// engine leaves "?", escaped as PGN requires; the engine's own tags kept.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readTags, withTags, today } from '../../www/js/record-tags.js';

const RECORD = [
  '[Event "?"]', '[Site "?"]', '[Date "????.??.??"]', '[Round "?"]', '[White "?"]', '[Black "?"]',
  '[Result "*"]', '[Variant "Dice Rex Circe"]', '[Seed "13"]', '', '1. e4 e5 *', '',
].join('\n');

test('the names and the date fill the engine\'s "?" in place; nothing else moves', () => {
  const filled = withTags(RECORD, { White: 'You', Black: 'Computer (hard)', Date: '2025.06.30' });
  const lines = filled.split('\n');
  assert.equal(lines[2], '[Date "2025.06.30"]');
  assert.equal(lines[4], '[White "You"]');
  assert.equal(lines[5], '[Black "Computer (hard)"]');
  assert.deepEqual(lines.slice(6), RECORD.split('\n').slice(6));
  assert.deepEqual(readTags(filled), {
    Date: '2025.06.30', White: 'You', Black: 'Computer (hard)', Result: '*', Variant: 'Dice Rex Circe', Seed: '13',
  });
});

test('a missing tag is added after the last; null leaves a tag alone; values are escaped', () => {
  const filled = withTags('[Variant "Dice Rex Circe"]\n\n1. e4 *\n', { White: 'Ann "the" \\ best]', Date: null });
  assert.equal(filled, '[Variant "Dice Rex Circe"]\n[White "Ann \\"the\\" \\\\ best "]\n\n1. e4 *\n');
  assert.equal(readTags(filled).White, 'Ann "the" \\ best ');
  assert.equal(withTags('1. e4 *', { White: 'A' }), '[White "A"]\n1. e4 *');
});

test('today as PGN writes a date', () => {
  assert.equal(today(new Date(2025, 0, 5)), '2025.01.05');
});
