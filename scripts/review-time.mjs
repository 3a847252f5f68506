// How long a game review takes in Node on the AI build: the review's
// first pass (the small search at each choice point) and the whole review
// the page asks for (the first pass, then its costliest marks weighed
// again with the Hint's search), on the finished games the review's tests
// read (tests/data/games/). A benchmark that prints figures, not a test:
// a search change that makes the review slow shows here.
//
//   npm run build:ai && node scripts/review-time.mjs [name…]
import { readFileSync, readdirSync } from 'node:fs';
import { Game } from '../js/ai-node.js';
import { reviewGame } from '../www/js/ai/review.js';
import { reviewRequest } from '../www/js/views/review.js';

const dir = new URL('../tests/data/games/', import.meta.url);
const names = process.argv.slice(2);
const games = names.length ? names : readdirSync(dir).filter((f) => f.endsWith('.pgn')).map((f) => f.slice(0, -4));

for (const name of games) {
  const record = readFileSync(new URL(`${name}.pgn`, dir), 'utf8');
  const request = reviewRequest(record, ['black']);
  const t0 = performance.now();
  reviewGame(Game.fromRecord(record), { search: request.search });
  const t1 = performance.now();
  const review = reviewGame(Game.fromRecord(record), request);
  const t2 = performance.now();
  const marked = review.turns.filter((t) => t.cost > 0).length;
  console.log(`${name}: ${review.turns.length} turns; first pass ${Math.round(t1 - t0)} ms, whole review ${Math.round(t2 - t1)} ms (${marked} turns with a cost)`);
}
