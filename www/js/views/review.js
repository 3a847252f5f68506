// The review of a finished game: White's chance of winning turn by turn,
// as a chart (SVG), with the turns where a player's choice cost most
// marked (against the computer, the player's own choices only), and for
// each of them the better choice for the roll that came. Turns are named as
// the move list numbers them ("18…" for Black's 18th). The figures come
// from the worker (ai/review.js): a small node budget per point, and the
// marks weighed again with the Hint's search, so that a move the Hint
// suggested is never marked; the page only draws them.

import { t, sanFor } from '../strings.js';
import { listenAll } from '../listen.js';
import { createClient } from '../ai/client.js';
import { costliest } from '../ai/review.js';
import { HINT_SEARCH } from '../opponents.js';
import { lineText } from './analysis.js';
import { percent } from '../board/odds-layer.js';
import { turnNumbers, turnLabel } from './moves.js';

export { costliest };

/** The search per point of the review: reproducible, a few hundredths of a second in a worker. */
export const REVIEW_SEARCH = { nodes: 10000 };

/**
 * What the worker is asked to review `record` with: REVIEW_SEARCH per
 * point, and the marks of `people` (the colours reviewed) checked with the
 * Hint's search.
 */
export function reviewRequest(record, people) {
  return { kind: 'review', record, search: REVIEW_SEARCH, check: HINT_SEARCH, people };
}

/**
 * Whose choices the review marks, for its words: 'both' when people play
 * both sides, else the player's colour (against the computer).
 */
export function whoseChoices(people) {
  return people.length === 1 ? people[0] : 'both';
}

/** Each turn's name as the move list gives it ('18.', '18…'), from the review's turns. */
export function turnNames(turns) {
  const numbers = turnNumbers(turns);
  return turns.map((turn, i) => (numbers[i] === null ? null : turnLabel(numbers[i], turn.color)));
}

const SVG = 'http://www.w3.org/2000/svg';

function el(tag, text, cls) {
  const e = document.createElement(tag);
  if (text !== undefined && text !== null) e.textContent = text;
  if (cls) e.className = cls;
  return e;
}

function svg(tag, attrs) {
  const e = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  return e;
}

/**
 * The move numbers under the chart, as { index, number }: at the turn that
 * opens each row of the move list (White's, as a rule), every number of a
 * short game, every 5th or 10th of a long one (and the first).
 */
export function axisTicks(turns) {
  const numbers = turnNumbers(turns);
  const last = Math.max(0, ...numbers.filter((n) => n !== null));
  const every = last <= 16 ? 1 : last <= 50 ? 5 : 10;
  const ticks = [];
  numbers.forEach((number, index) => {
    if (number === null || (ticks.length && ticks.at(-1).number === number)) return;
    if (number % every === 0 || !ticks.length) ticks.push({ index, number });
  });
  return ticks;
}

/** The chart: White's chance at each turn's start, then the result; marked turns in red. */
export function chart(review, marked) {
  const W = 520;
  const H = 200;
  const pad = { l: 40, r: 12, t: 10, b: 30 };
  const values = review.turns.map((turn) => turn.white);
  const end = review.result ? (review.result.winner === null ? 0.5 : review.result.winner === 'white' ? 1 : 0) : null;
  if (end !== null) values.push(end);
  const n = Math.max(1, values.length - 1);
  const x = (i) => pad.l + (i / n) * (W - pad.l - pad.r);
  const y = (v) => pad.t + (1 - v) * (H - pad.t - pad.b);
  const root = svg('svg', { viewBox: `0 0 ${W} ${H}`, class: 'review-chart', role: 'img' });
  root.setAttribute('aria-label', t('reviewChartLabel'));
  root.append(svg('rect', { x: pad.l, y: pad.t, width: W - pad.l - pad.r, height: H - pad.t - pad.b, class: 'area' }));
  for (const v of [0, 0.25, 0.5, 0.75, 1]) {
    root.append(svg('line', { x1: pad.l, x2: W - pad.r, y1: y(v), y2: y(v), class: v === 0.5 ? 'mid' : 'grid' }));
    const label = svg('text', { x: pad.l - 4, y: y(v) + 4, class: 'axis', 'text-anchor': 'end' });
    label.textContent = `${v * 100}%`;
    root.append(label);
  }
  const axis = svg('text', { x: W - pad.r, y: H - 2, class: 'axis', 'text-anchor': 'end' });
  axis.textContent = t('reviewTurns');
  root.append(axis);
  for (const { index, number } of axisTicks(review.turns)) {
    const tick = svg('text', { x: x(index), y: H - pad.b + 11, class: 'axis tick', 'text-anchor': 'middle' });
    tick.textContent = String(number);
    root.append(tick);
  }
  const points = values.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
  root.append(svg('polygon', { points: `${x(0)},${y(0)} ${points} ${x(values.length - 1)},${y(0)}`, class: 'white-share' }));
  root.append(svg('polyline', { points, class: 'line' }));
  const markedSet = new Set(marked.map((m) => m.index));
  const names = turnNames(review.turns);
  review.turns.forEach((turn, i) => {
    const dot = svg('circle', { cx: x(i), cy: y(turn.white), r: markedSet.has(i) ? 5 : 2.5, class: markedSet.has(i) ? 'mark' : 'dot' });
    const title = svg('title', {});
    title.textContent = t('reviewTurnName', names[i], turn.color, percent(turn.white));
    dot.append(title);
    dot.dataset.turn = String(i);
    root.append(dot);
  });
  return root;
}

/** The better choice as words: 'Kd2; with 2-4-6: Nf3, Rxa7(Ra8)'. */
export function betterText(better) {
  const parts = [];
  if (better.at === 'roll') parts.push(t('reviewWithDice', better.dice.join('-'), lineText(better.moves)));
  else {
    parts.push(lineText(better.moves));
    if (better.then) parts.push(t('reviewWithDice', better.then.dice.join('-'), better.then.pass ? t('rollPass') : lineText(better.then.moves)));
  }
  return parts.join('; ');
}

/** The review's dialog, added to `root`'s body: its parts, filled by createReview. */
function reviewDialog(root) {
  const dialog = el('dialog');
  dialog.id = 'dlg-review';
  const form = el('form', null, 'dialog wide');
  form.method = 'dialog';
  const parts = {
    dialog,
    title: el('h2'),
    status: el('p', null, 'hint'),
    progress: el('progress'),
    figure: el('div', null, 'review-figure'),
    heading: el('h3', null, 'review-heading'),
    list: el('ol', null, 'review-list'),
    close: el('button'),
  };
  parts.progress.max = 1;
  parts.close.value = 'close';
  const buttons = el('div', null, 'buttons');
  buttons.append(parts.close);
  form.append(parts.title, parts.status, parts.progress, parts.figure, parts.heading, parts.list, buttons);
  dialog.append(form);
  root.body.append(dialog);
  return parts;
}

/** One marked turn of the review: what was played, what it cost, the better choice, and a button that shows it on the board. */
function turnItem(turn, name, dialog, controller) {
  const li = el('li');
  li.dataset.turn = String(turn.index);
  // The roll with non-breaking hyphens, so that it never wraps inside.
  const head = el('p', t('reviewTurnPlayed', name, turn.color, turn.moves.map((san) => sanFor(san)).join(', '), turn.roll ? turn.roll.join('\u2011') : null));
  const cost = el('p', t('reviewCost', Math.round(turn.cost * 100)), 'review-cost');
  const better = el('p', `${t('reviewBetter')} ${betterText(turn.better)}`, 'review-better');
  const show = el('button', t('reviewShow'));
  show.type = 'button';
  show.addEventListener('click', () => {
    dialog.close();
    controller.view(turn.better.ply);
  });
  li.append(head, cost, better, show);
  return li;
}

/** Fills the review's dialog (`parts`, reviewDialog's) for where the review is: running, failed or done. */
function fillReview(parts, { review, reviewed, running }, controller) {
  const { dialog, title, status, figure, heading, list, close } = parts;
  title.textContent = t('reviewTitle');
  close.textContent = t('close');
  heading.hidden = !review;
  const state = dialog.dataset.state;
  if (state === 'running') {
    status.textContent = t(running && running.checking ? 'reviewChecking' : 'reviewRunning', percent(running ? running.done : 0));
  } else if (state === 'failed') status.textContent = t('reviewFailed');
  if (!review) return;
  const whose = whoseChoices(reviewed.people);
  status.textContent = t('reviewHint', whose);
  heading.textContent = t('reviewMarked', whose);
  const marked = costliest(review.turns, reviewed.people);
  const names = turnNames(review.turns);
  figure.replaceChildren(chart(review, marked));
  const items = marked.length
    ? marked.map((turn) => turnItem(turn, names[turn.index], dialog, controller))
    : [el('li', t('reviewNone', whose), 'muted')];
  list.replaceChildren(...items);
}

export function createReview(root, controller, store) {
  const $ = (sel) => root.querySelector(sel);
  const parts = reviewDialog(root);
  const { dialog, title, progress, figure, list } = parts;
  const client = createClient();
  /** The record reviewed and the colours whose choices are marked, its review once done, and how far it has got. */
  let reviewed = null;
  let review = null;
  let running = null;
  const buttonsOpen = [$('#banner-review'), $('#btn-review')];

  function people() {
    const computer = controller.computerColor();
    return ['white', 'black'].filter((c) => c !== computer);
  }

  function fill() {
    fillReview(parts, { review, reviewed, running }, controller);
  }

  function open() {
    const record = controller.rawRecord();
    const colours = people();
    if (!dialog.open) dialog.showModal();
    const same = reviewed && reviewed.record === record && reviewed.people.join() === colours.join();
    if (same && (review || client.busy())) {
      fill();
      return;
    }
    client.stop();
    const asked = { record, people: colours };
    reviewed = asked;
    review = null;
    running = null;
    figure.replaceChildren();
    list.replaceChildren();
    dialog.dataset.state = 'running';
    progress.hidden = false;
    progress.value = 0;
    fill();
    client.request(reviewRequest(record, colours), (p) => {
      if (reviewed !== asked) return;
      running = { done: p.done, checking: p.checked !== undefined };
      progress.value = p.done;
      fill();
    }).then(
      (answer) => {
        if (reviewed !== asked) return;
        review = answer.review;
        progress.hidden = true;
        dialog.dataset.state = 'done';
        fill();
      },
      (err) => {
        if (reviewed !== asked || err.code === 'stopped') return;
        reviewed = null;
        progress.hidden = true;
        dialog.dataset.state = 'failed';
        fill();
      },
    );
  }

  const off = listenAll([
    ...buttonsOpen.filter(Boolean).map((b) => [b, 'click', open]),
    [dialog, 'close', () => store.update()],
  ]);
  for (const b of buttonsOpen) if (b) b.disabled = false;

  function render(state) {
    const over = !!state.snap && !!state.snap.result && !state.analysis;
    const btn = $('#btn-review');
    if (btn) btn.hidden = !over;
    if (dialog.open && title.textContent !== t('reviewTitle')) fill();
  }

  return { render, destroy() { off(); client.stop(); } };
}
