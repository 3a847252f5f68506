// Browser tests of the Odds and Analysis toggles and the game review: the
// figures the page shows (the odds beside the picked king and on the board,
// the roll's odds in the dice panel, the analysis' win probability, best
// move and roll table, the review's chart) are the AI build's own, as the
// package's API gives them in Node for the same position and budget; and
// while the worker computes them, no task on the page's main thread lasts
// over 50 ms.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Game } from '../../js/ai-node.js';
import { ANALYSIS_SEARCH } from '../../www/js/insight.js';
import { readFileSync } from 'node:fs';
import { reviewRequest } from '../../www/js/views/review.js';
import { reviewGame, costliest } from '../../www/js/ai/review.js';
import { HINT_SEARCH } from '../../www/js/opponents.js';
import {
  gotoApp, idle, clickSquare, clickMove, shot, appSuite, until, expectAttribute, expectText, pixel, labelPoint, isLabelGreen,
} from './helpers.mjs';

const { app, browserTest } = appSuite();

/** The worker loads the AI build on first use; the analysis takes a second or so. */
const WORKER = { timeout: 30000 };

/**
 * A finished game's review searches every point of the game, each with
 * a root that weighs every free move's danger over the rolls: up to a
 * minute for 30 turns on a loaded machine. This bounds a hang, not the
 * review's speed; each review's time is printed.
 */
const WHOLE_REVIEW = { timeout: 150000 };

// A middlegame of Dice Rex Circe (seed 2 played by the easy level, after 24 moves): White's king has five moves, Kc3 a Circe Mate with 42 rolls of 216.
const MIDDLEGAME = 'rnbQ1b2/1pp1ppp1/5n2/p6p/2k4P/5Nr1/PPPKPPP1/RNB2B1R w - - 0 8 -';

/**
 * Runs `body()` while Chromium traces the page's main thread; returns its
 * longest task, in wall time and in the thread's own time. The thread's
 * time is what the page's code costs; the wall time also counts the other
 * work of the machine (the worker computing beside it on two cores).
 */
async function longestTask(page, body) {
  const browser = page.context().browser();
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  let trace;
  try {
    await body();
  } finally {
    trace = JSON.parse((await browser.stopTracing()).toString());
  }
  const events = trace.traceEvents;
  const main = new Set(events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const tasks = events.filter((e) => e.ph === 'X' && e.name === 'RunTask' && main.has(`${e.pid}:${e.tid}`));
  assert.ok(tasks.length > 20, `traced ${tasks.length} tasks of the main thread`);
  assert.ok(tasks.every((e) => typeof e.tdur === 'number'), 'the trace gives each task its thread time');
  const longest = (key) => Math.max(...tasks.map((e) => e[key] / 1000));
  return { wall: longest('dur'), thread: longest('tdur'), tasks: tasks.length };
}

/** The odds table's rows: { uci, win, danger } as the page writes them (count/total). */
function oddsRows(page) {
  return page.$$eval('#odds-view tr[data-uci]', (rows) => rows.map((r) => ({
    uci: r.dataset.uci, win: r.dataset.win, danger: r.dataset.danger, text: r.textContent,
  })));
}

const fraction = (c) => `${c.count}/${c.total}`;

browserTest('Odds and Analysis in a middlegame show the API\'s figures, and the page never blocks', async (page) => {
  await gotoApp(page, `${app.url}?fen=${encodeURIComponent(MIDDLEGAME)}`);
  // The API's figures, in Node, for the same position and budget.
  const game = new Game({ fen: MIDDLEGAME });
  const odds = game.odds({ danger: 'kings' });
  const kings = odds.moves.filter((m) => m.move.piece === 'K');
  assert.ok(kings.length >= 3, 'the king has moves to weigh');
  assert.ok(kings.some((m) => m.win.count > 0), 'some king move has a chance of a Circe Mate');
  const analysis = game.analyse(ANALYSIS_SEARCH);
  const target = kings.find((m) => m.win.count > 0).move;
  const expected = kings.find((m) => m.move.uci === target.uci);
  const first = await longestTask(page, async () => {
    // Before the toggle, the king's destinations carry no label.
    await clickSquare(page, target.from);
    await idle(page);
    assert.equal(isLabelGreen(await pixel(page, ...Object.values(await labelPoint(page, target.to)))), false);

    await page.waitForSelector('#set-odds:not([disabled])');
    await page.check('#set-odds');
    await page.check('#set-analysis');
    // The king's moves, with their chances as exact fractions of the rolls.
    const rows = await until(() => oddsRows(page), (r) => r.length === kings.length, { ...WORKER, what: 'the odds of every king move' });
    assert.deepEqual(
      rows.map(({ uci, win, danger }) => ({ uci, win, danger })).sort((a, b) => a.uci.localeCompare(b.uci)),
      kings.map((m) => ({ uci: m.move.uci, win: fraction(m.win), danger: m.danger ? fraction(m.danger) : '' }))
        .sort((a, b) => a.uci.localeCompare(b.uci)),
    );
    const shown = rows.find((r) => r.uci === target.uci);
    assert.match(shown.text, new RegExp(`${Math.round(expected.win.probability * 100)}% \\(${fraction(expected.win)}\\)`));
    console.log(`the odds of the position, in the app's worker: ${(await page.evaluate(() => window.__drc.state.odds.ms)).toFixed(1)} ms`);
    // The picked king's destinations are labelled on the board.
    await until(async () => isLabelGreen(await pixel(page, ...Object.values(await labelPoint(page, target.to)))), Boolean,
      { what: `the odds label on ${target.to}` });

    // The analysis: White's chance and the best move, as the API gives them for the same node budget.
    await expectAttribute(page, '#analysis-view', 'data-state', 'done', WORKER);
    const white = Number(await page.getAttribute('.eval-chances', 'data-white'));
    assert.ok(Math.abs(white - analysis.winProbability) < 1e-4, `White's chance ${white}, the API's ${analysis.winProbability}`);
    assert.equal(await page.getAttribute('.analysis-best', 'data-uci'), analysis.best.uci);
    await expectText(page, '.analysis-best', new RegExp(analysis.best.san.replace(/[()+]/g, '\\$&')));
    const fill = await page.$eval('.eval-fill', (e) => parseFloat(e.style.width));
    assert.ok(Math.abs(fill - white * 100) < 0.1);
    assert.equal(await page.locator('.roll-table tr[data-dice]').count(), analysis.rolls.length);
  });
  // The screenshots are taken between the traced parts: capturing the page is the browser's work, not the app's.
  await shot(page, 'analysis-odds-desktop');
  // The API's figures after the king move.
  game.apply(target.uci);
  const roll = game.odds().roll;
  assert.equal(fraction(roll.win), fraction(expected.win));
  const next = game.analyse(ANALYSIS_SEARCH);
  assert.equal(next.phase, 'roll');
  const second = await longestTask(page, async () => {
    // The king move (the king is picked), then the roll's odds in the dice panel before the roll.
    await clickSquare(page, target.to);
    await idle(page);
    await until(() => page.evaluate(() => window.__drc.state.snap.phase), (p) => p === 'roll', { what: 'the roll phase' });
    await expectAttribute(page, '#dice-odds', 'data-win', fraction(roll.win), WORKER);
    assert.equal(await page.getAttribute('#dice-odds', 'data-pass'), fraction(roll.pass));
    await expectText(page, '#dice-odds', new RegExp(`Circe Mate ${Math.round(roll.win.probability * 100)}%`));
    // The analysis follows the position: now the table of the roll about to be made.
    await expectAttribute(page, '.eval-chances', 'data-white', next.winProbability.toFixed(4), WORKER);
    await expectAttribute(page, '#analysis-view', 'data-state', 'done', WORKER);
    assert.equal(await page.locator('.roll-table tr[data-dice]').count(), next.rolls.length);
    const firstRow = next.rolls[0];
    await expectText(page, `.roll-table tr[data-dice="${firstRow.dice.join('-')}"] .san`,
      firstRow.pass ? 'no move' : firstRow.moves.map((m) => m.san).join(', '));
  });
  await shot(page, 'analysis-roll-desktop');
  game.free();
  const task = { thread: Math.max(first.thread, second.thread), wall: Math.max(first.wall, second.wall), tasks: first.tasks + second.tasks };
  console.log(`longest main-thread task: ${task.thread.toFixed(1)} ms of the thread's time, ${task.wall.toFixed(1)} ms of wall time, over ${task.tasks} tasks`);
  assert.ok(task.thread <= 50, `a main-thread task took ${task.thread.toFixed(1)} ms`);
  // Both toggles are remembered with the settings.
  await page.reload();
  await page.waitForSelector('#set-odds:not([disabled])');
  await until(() => page.evaluate(() => [document.querySelector('#set-odds').checked, document.querySelector('#set-analysis').checked]),
    (v) => v[0] && v[1], { what: 'both toggles on after a reload' });
});

// Black's king on d8, its rebirth square taken: Qxd8 is a Circe Mate at once.
const SHORT = '3kr3/p7/8/8/8/8/P7/3QK3 w - - 0 1 -';

browserTest('Review after a short game charts each turn and marks the choice that cost most, with the better one', async (page) => {
  await gotoApp(page, `${app.url}?fen=${encodeURIComponent(SHORT)}`);
  await clickMove(page, 'a2', 'a3');
  await clickMove(page, 'a7', 'a6');
  await clickMove(page, 'd1', 'd8');
  await page.waitForSelector('#banner:not([hidden])');
  await page.waitForSelector('#banner-review:not([disabled])');
  const task = await longestTask(page, async () => {
    await page.click('#banner-review');
    await expectAttribute(page, '#dlg-review', 'data-state', 'done', WORKER);
  });
  console.log(`longest main-thread task while reviewing: ${task.thread.toFixed(1)} ms of the thread's time, ${task.wall.toFixed(1)} ms of wall time`);
  assert.ok(task.thread <= 50, `a main-thread task took ${task.thread.toFixed(1)} ms`);
  // The chart: three turns and the result, as the review in Node gives them for the same request (people play both sides).
  const record = await page.evaluate(() => window.__drc.record());
  const g = Game.fromRecord(record);
  const expected = reviewGame(g, reviewRequest(record, ['white', 'black']));
  g.free();
  assert.equal(expected.turns.length, 3);
  const dots = await page.$$eval('#dlg-review .review-chart circle', (cs) => cs.map((c) => c.getAttribute('class')));
  assert.equal(dots.length, 3);
  // Turns are named as the move list numbers them: 1. (White), 1… (Black), 2. (White); the axis counts moves.
  const titles = await page.$$eval('#dlg-review .review-chart circle title', (ts) => ts.map((tt) => tt.textContent));
  assert.deepEqual(titles.map((tt) => tt.replace(/: .*/, '')), ['1. White', '1… Black', '2. White']);
  assert.deepEqual(await page.$$eval('#dlg-review .review-chart text.tick', (ts) => ts.map((tt) => tt.textContent)), ['1', '2']);
  // Both sides are people: the review says it marks either side's choices.
  await expectText(page, '#dlg-review .review-heading', 'The choices that cost most, both sides');
  await expectText(page, '#dlg-review p.hint', /either side that cost most\. Each is weighed with the Hint’s search/);
  // The list follows its heading at the dialog's gap, as every row of the dialog does: the heading's own margins left a wide gap under it.
  await until(() => page.evaluate(() => {
    const box = (q) => document.querySelector(q).getBoundingClientRect();
    const rowGap = parseFloat(getComputedStyle(document.querySelector('#dlg-review form')).rowGap);
    return { under: box('#dlg-review .review-list').top - box('#dlg-review .review-heading').bottom, over: box('#dlg-review .review-heading').top - box('#dlg-review .review-figure').bottom, rowGap };
  }), (g) => Math.abs(g.under - g.rowGap) < 1 && Math.abs(g.over - g.rowGap) < 1, { what: 'the review heading spaced by the dialog gap alone' });
  // White's a3 missed the mate in one; Black's a6 left it there: those marked, the costliest first.
  const items = await page.$$eval('#dlg-review .review-list li[data-turn]', (lis) => lis.map((li) => ({
    turn: Number(li.dataset.turn), text: li.textContent,
  })));
  assert.deepEqual(items.map((i) => i.turn), costliest(expected.turns, ['white', 'black']).map((t) => t.index));
  const white = items.find((i) => i.turn === 0);
  assert.ok(white, 'White\'s first turn is marked');
  assert.match(white.text, /^1\. White: a3/);
  assert.match(white.text, /Better: Qxd8/);
  assert.match(white.text, new RegExp(`Cost: ${Math.round(expected.turns[0].cost * 100)} points`));
  assert.deepEqual(dots.map((c, i) => (items.some((it) => it.turn === i) ? 'mark' : 'dot')), dots);
  await shot(page, 'review-desktop');
  // Show the position: the board goes to the turn where the better choice was.
  await page.click('#dlg-review .review-list li[data-turn="0"] button');
  await until(() => page.evaluate(() => window.__drc.state.viewPly), (p) => p === 0, { what: 'the position before a3' });
});

test('the review replays every turn with the dice that came, in Dice Rex Circe and in dice chess, and never offers the move played as better', () => {
  for (const rules of ['dice-rex-circe', 'dice-chess']) {
    const g = new Game({ seed: 7, rules });
    for (let step = 0; step < 400 && g.result() === null && g.turns().length < 16; step++) {
      if (g.phase() === 'roll') g.roll();
      else g.apply(g.bestMove({ nodes: 300 }).move.uci);
    }
    if (!g.result()) g.resign(g.turn());
    const turns = g.turns();
    assert.ok(turns.some((t) => t.roll), `${rules}: some turn rolled`);
    const progress = [];
    const review = reviewGame(Game.fromRecord(g.toRecord()), { search: { nodes: 2000 } }, (p) => progress.push(p.turn));
    assert.deepEqual(review.turns.map((t) => [t.color, t.moves.join(' '), t.roll]), turns.map((t) => [t.color, t.moves.map((m) => m.san).join(' '), t.roll]));
    assert.deepEqual(progress, turns.map((_, i) => i + 1));
    assert.deepEqual(review.result, g.result());
    for (const t of review.turns) {
      assert.ok(t.white >= 0 && t.white <= 1 && t.cost >= 0, `${rules}, turn ${t.index + 1}`);
      if (!t.better) continue;
      const better = [...t.better.moves, ...(t.better.then ? t.better.then.moves : [])].map((m) => m.san);
      const played = turns[t.index].moves.slice(t.better.ply - t.ply).map((m) => m.san);
      assert.notDeepEqual(better, played.slice(0, better.length), `${rules}, turn ${t.index + 1}: the better choice is the one played`);
    }
    g.free();
  }
});

/** Finished games of Dice Rex Circe (tests/data/games/, made by scripts/test-games.mjs), each as its record. */
const GAMES = {
  // Seed 13: Black played every move as the Hint suggests (its search), White at the medium level.
  hinted: readFileSync(new URL('../data/games/black-follows-hint.pgn', import.meta.url), 'utf8'),
  // Seed 22: Black at the easy level, White at the medium level; Black's 7…, 9… and 12… cost most.
  costly: readFileSync(new URL('../data/games/black-costly.pgn', import.meta.url), 'utf8'),
};

// The hinted game's turn the review's first pass alone would mark: 13… Kxh2
// (the first pass prefers Kxg2) and its bonus move, cxd4(Pd2), the rest
// of the roll forfeited. Turn 25 from 0, White's first.
const HINTED_TURN = { index: 25, label: '13…', moves: 'Kxh2 cxd4(Pd2)', roll: [1, 5, 5] };

test('the review never marks a move the Hint suggested: 13… Kxh2 and its bonus move, which its first pass alone marks', () => {
  const record = GAMES.hinted;
  const { index, label } = HINTED_TURN;
  const turns = Game.fromRecord(record).turns();
  const turn = turns[index];
  assert.deepEqual([turn.color, turn.moves.map((m) => m.san).join(' '), turn.roll], ['black', HINTED_TURN.moves, HINTED_TURN.roll]);
  // Each of the turn's moves is the Hint's in the position it was played in.
  const ply = turns.slice(0, index).reduce((n, t) => n + t.moves.length, 0);
  turn.moves.forEach((m, k) => {
    const g = Game.fromRecord(record);
    while (g.history().length > ply + k) g.undo();
    assert.equal(g.bestMove(HINT_SEARCH).move.uci, m.uci, `the Hint at move ${k + 1} of ${label}`);
    g.free();
  });
  // The review's small search, alone, marks the turn ...
  const first = reviewGame(Game.fromRecord(record), { search: reviewRequest(record, ['black']).search });
  assert.ok(costliest(first.turns, ['black']).some((t) => t.index === index), `the first pass marks ${label}`);
  // ... and the review the page asks for does not: weighed with the Hint's search, the choice costs nothing.
  const review = reviewGame(Game.fromRecord(record), reviewRequest(record, ['black']));
  assert.equal(review.turns[index].checked, true);
  assert.equal(review.turns[index].cost, 0);
  assert.ok(!costliest(review.turns, ['black']).some((t) => t.index === index), `the review does not mark ${label}`);
  // No turn it marks offers a better choice that is the Hint's own: each better choice is what the Hint plays there.
  for (const t of costliest(review.turns, ['black'])) {
    const played = turns[t.index].moves.slice(t.better.ply - t.ply).map((m) => m.uci);
    assert.notDeepEqual(t.better.moves.map((m) => m.uci), played.slice(0, t.better.moves.length));
  }
});

/** Opens the app on `record`, finished, against the computer playing White, in `lang`. */
async function openFinished(page, record, lang) {
  await page.addInitScript(([r, l]) => {
    if (localStorage.getItem('drc.game')) return;
    localStorage.setItem('drc.settings', JSON.stringify({ lang: l, opponent: 'computer', computerSide: 'white', flipped: true, pace: 'off', welcomed: true }));
    localStorage.setItem('drc.game', JSON.stringify({ v: 1, record: r, origin: {} }));
  }, [record, lang]);
  await gotoApp(page, app.url);
  await page.waitForSelector('#banner-review:not([disabled])');
  const start = Date.now();
  await page.click('#banner-review');
  await expectAttribute(page, '#dlg-review', 'data-state', 'done', WHOLE_REVIEW);
  const turns = await page.$$eval('#dlg-review .review-chart circle', (cs) => cs.length);
  console.log(`the review of ${turns} turns in the app's worker: ${((Date.now() - start) / 1000).toFixed(1)} s`);
}

browserTest('Review against the computer marks none of the Hint\'s moves, and names turns as the move list (13… Black)', async (page) => {
  await openFinished(page, GAMES.hinted, 'en');
  await expectText(page, '#dlg-review .review-heading', 'Your choices that cost most');
  await expectText(page, '#dlg-review p.hint', /Red dots: your choices \(Black\) that cost most; the computer’s moves are not reviewed\./);
  const { index, label } = HINTED_TURN;
  const dot = await page.$eval(`#dlg-review .review-chart circle[data-turn="${index}"]`, (c) => ({ cls: c.getAttribute('class'), title: c.textContent }));
  assert.equal(dot.cls, 'dot', `${label} is not marked`);
  assert.match(dot.title, new RegExp(`^${label} Black: \\d+%$`));
  assert.equal(await page.$$eval(`#dlg-review .review-list li[data-turn="${index}"]`, (lis) => lis.length), 0);
  // The computer's (White's) turns are never marked.
  const marked = await page.$$eval('#dlg-review .review-chart circle.mark', (cs) => cs.map((c) => Number(c.dataset.turn)));
  assert.ok(marked.every((i) => i % 2 === 1), `marked turns ${marked} are Black's`);
  // The move list numbers the same turn 13…: the row 13 with Black's moves of the turn in it.
  const rows = await page.$$eval('#moves .row', (rs) => rs.map((r) => r.textContent));
  const row = rows.filter((tx) => tx.includes(HINTED_TURN.moves.split(' ')[0]));
  assert.equal(row.length, 1, `one row has ${HINTED_TURN.moves}: ${row.join(' / ')}`);
  assert.match(row[0], new RegExp(`^${label.replace('…', '')}\\.`));
});

const REVIEW_WORDS = {
  en: { heading: 'Your choices that cost most', head: (label) => new RegExp(`^${label} Black: `), better: 'Better:' },
  fr: { heading: 'Vos choix qui ont coûté le plus', head: (label) => new RegExp(`^${label} Noirs : `), better: 'Mieux :' },
};
let costlyReview = null;
/** The review the page asks for of the costly game, worked out in Node once for the tests that compare with it. */
const reviewCostly = () => (costlyReview ||= reviewGame(Game.fromRecord(GAMES.costly), reviewRequest(GAMES.costly, ['black'])));

// Outside the browser tests, so that their time is the page's alone.
test('the review of a game Black played at the easy level marks Black\'s costliest turns, each with a better choice than the one made', () => {
  const turns = Game.fromRecord(GAMES.costly).turns();
  const marked = costliest(reviewCostly().turns, ['black']);
  assert.ok(marked.length >= 2, 'the game has marks');
  for (const t of marked) {
    assert.equal(t.color, 'black');
    assert.equal(t.checked, true);
    const played = turns[t.index].moves.slice(t.better.ply - t.ply).map((m) => m.uci);
    assert.notDeepEqual(t.better.moves.map((m) => m.uci), played.slice(0, t.better.moves.length), `turn ${t.index}`);
  }
});

for (const [size, options] of Object.entries({ desktop: { viewport: { width: 1280, height: 800 } }, phone: { viewport: { width: 390, height: 844 }, hasTouch: true, deviceScaleFactor: 2 } })) {
  for (const [lang, words] of Object.entries(REVIEW_WORDS)) {
    browserTest(`Review of the player's costliest choices against the computer, named as the move list (${size}, ${lang})`, async (page) => {
      const record = GAMES.costly;
      const review = reviewCostly();
      const marked = costliest(review.turns, ['black']);
      assert.ok(marked.length >= 2, 'the game has marks');
      await openFinished(page, record, lang);
      await expectText(page, '#dlg-review .review-heading', words.heading);
      const items = await page.$$eval('#dlg-review .review-list li[data-turn]', (lis) => lis.map((li) => ({
        turn: Number(li.dataset.turn), head: li.querySelector('p').textContent, text: li.textContent,
      })));
      assert.deepEqual(items.map((i) => i.turn), marked.map((t) => t.index));
      for (const item of items) {
        // Black's turn i (from 0, White first) is the move list's (i + 1) / 2….
        const label = `${(item.turn + 1) / 2}…`;
        assert.match(item.head, words.head(label), `turn ${item.turn}`);
        assert.ok(item.text.includes(words.better));
      }
      const titles = await page.$$eval('#dlg-review .review-chart circle title', (ts) => ts.map((tt) => tt.textContent));
      assert.equal(titles.length, review.turns.length);
      assert.match(titles[23], /^12… /);
      assert.match(titles[24], /^13\. /);
      assert.deepEqual(await page.$$eval('#dlg-review .review-chart text.tick', (ts) => ts.map((tt) => tt.textContent)),
        Array.from({ length: 13 }, (_, i) => String(i + 1)));
      await shot(page, `review-mine-${size}-${lang}`);
    }, options);
  }
}

const NO_ODDS = {
  en: { odds: 'Odds', note: /^Of the 216 rolls of three dice\. Danger/ },
  fr: { odds: 'Probabilités', note: /^Sur les 216 lancers de trois dés\. Danger/ },
};
const SIZES = { desktop: { viewport: { width: 1280, height: 800 } }, phone: { viewport: { width: 390, height: 844 }, hasTouch: true, deviceScaleFactor: 2 } };

for (const [size, options] of Object.entries(SIZES)) {
  for (const [lang, words] of Object.entries(NO_ODDS)) {
    browserTest(`no Odds where the rules roll no dice (${size}, ${lang}); with three dice, the odds of the 216 rolls`, async (page) => {
      await page.addInitScript((l) => {
        if (!localStorage.getItem('drc.settings')) localStorage.setItem('drc.settings', JSON.stringify({ lang: l, showOdds: true }));
      }, lang);
      const oddsShown = () => page.evaluate(() => ({
        toggle: !document.querySelector('#set-odds').closest('label').hidden,
        view: !document.querySelector('#odds-view').hidden,
        dice: !document.querySelector('#dice-panel').hidden,
      }));
      await gotoApp(page, `${app.url}?rules=circe`);
      await until(oddsShown, (s) => !s.toggle && !s.view && !s.dice, { what: 'no Odds toggle, no odds and no dice in Circe' });
      // The Analysis toggle stays.
      assert.equal(await page.isVisible('#set-analysis'), true);
      await page.waitForTimeout(300);
      assert.equal(await page.evaluate(() => window.__drc.state.odds), null, 'no odds were asked of the worker');
      await shot(page, `odds-none-circe-${size}-${lang}`);
      // The same setting in Dice Rex Circe: the toggle, and the king's odds of the 216 rolls.
      await gotoApp(page, `${app.url}?fen=${encodeURIComponent(MIDDLEGAME)}`);
      await until(oddsShown, (s) => s.toggle && s.view && s.dice, { what: 'the Odds toggle and view in Dice Rex Circe' });
      await expectText(page, '#set-odds + span', words.odds);
      await until(() => oddsRows(page), (r) => r.length > 0, { ...WORKER, what: 'the odds of the king moves' });
      await expectText(page, '#odds-view p.small', words.note);
    }, options);
  }
}
