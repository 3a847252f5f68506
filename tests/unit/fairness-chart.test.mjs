// The fairness study's figures (scripts/fairness-chart.mjs): White's score
// and its interval, the data file's checks, the table and the chart.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readCsv, score, table, svg } from '../../scripts/fairness-chart.mjs';

const HEAD = 'rules,player,games,seed,opening,max_turns,white_wins,draws,black_wins,distinct_games,mean_turns,seconds';

test('White\'s score counts a draw as half, with a 95% interval from the per-game variance', () => {
  const even = score({ games: 2000, white_wins: 1000, draws: 0, black_wins: 1000 });
  assert.equal(even.mean, 0.5);
  assert.ok(Math.abs(even.high - even.low - 2 * 1.96 * Math.sqrt(0.25 / 2000)) < 1e-12);
  // Only draws: no spread at all.
  const draws = score({ games: 100, white_wins: 0, draws: 100, black_wins: 0 });
  assert.deepEqual([draws.low, draws.mean, draws.high], [0.5, 0.5, 0.5]);
  // 852 wins, 388 draws: (852 + 194) / 2000.
  const s = score({ games: 2000, white_wins: 852, draws: 388, black_wins: 760 });
  assert.equal(s.mean, 0.523);
  assert.ok(s.low > 0.5 && s.high < 0.55, JSON.stringify(s));
});

test('the data file is read by its header, and results that do not add up are refused', () => {
  const rows = readCsv(`${HEAD}\n"dice-rex-circe,dice=none",easy,10,1,4,400,3,5,2,10,50.0,1.5\n`);
  assert.equal(rows[0].rules, 'dice-rex-circe,dice=none');
  assert.equal(rows[0].draws, 5);
  assert.throws(() => readCsv(`${HEAD}\n"circe",easy,10,1,4,400,3,5,3,10,50.0,1.5\n`, 'x.csv'), /x\.csv: circe: the results do not add up/);
  assert.throws(() => readCsv(`${HEAD}\n"circe",easy,10\n`), /a row has 3 cells/);
});

test('the table has a line per rule set and level; the chart a mark per rule set and level', () => {
  const easy = readCsv(`${HEAD}\n"circe",easy,10,1,4,400,3,5,2,10,50.0,1.5\n"orthodox",easy,10,1,4,400,4,4,2,10,50.0,1.5\n`);
  const medium = readCsv(`${HEAD}\n"circe",medium,10,1,4,400,6,0,4,10,50.0,1.5\n`);
  const lines = table([...easy, ...medium]).split('\n');
  assert.equal(lines.length, 2 + 3);
  assert.match(lines[2], /^\| Circe \(with check\) \(`circe`\) \| easy \| 10 \| 3 \| 5 \| 2 \| 55\.0% \|/);
  assert.match(lines[4], /\| medium \| 10 \| 6 \| 0 \| 4 \| 60\.0% \|/);
  const chart = svg([easy, medium]);
  assert.equal((chart.match(/<circle /g) || []).length, 2 + 3, 'two legend marks and three results');
  assert.match(chart, /Orthodox chess/);
  assert.match(chart, /^<svg [^>]*viewBox=/);
});

test('the chart speaks the rules page\'s language', () => {
  const rows = readCsv(`${HEAD}\n"dice-rex-circe,dice=none",easy,10,1,4,400,3,5,2,10,50.0,1.5\n`);
  const fr = svg([rows], 'fr');
  assert.match(fr, /Les mêmes sans dés/);
  assert.match(fr, /facile contre facile/);
  assert.match(fr, />55,0\u00a0%</);
  assert.match(svg([rows], 'ca'), /Les mateixes sense daus/);
  assert.match(svg([rows]), /The same without dice/);
  assert.throws(() => svg([rows], 'de'), /no chart words in 'de'/);
});
