// The review of a finished game: White's chance of winning turn by turn,
// as a chart (SVG), with the turns where the player's choice cost most
// marked, and for each of them the better choice for the roll that came.
// The figures come from the worker (ai/review.js), a small node budget per
// point; the page only draws them.

import { t, sanFor } from '../strings.js';
import { listenAll } from '../listen.js';
import { createClient } from '../ai/client.js';
import { lineText } from './analysis.js';

/** The search per point of the review: reproducible, a few hundredths of a second in a worker. */
export const REVIEW_SEARCH = { nodes: 10000 };
/** How many turns are marked, at most, and the least cost marked (as a share of a win). */
const MARKED = 3;
const MIN_COST = 0.05;

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
 * The turns to mark: the costliest choices of the sides people played
 * (`people`: the colours), at most MARKED, each costing at least MIN_COST.
 */
export function costliest(turns, people) {
  return turns.filter((turn) => people.includes(turn.color) && turn.cost >= MIN_COST && turn.better)
    .sort((a, b) => b.cost - a.cost).slice(0, MARKED);
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
  // The turns' numbers under the chart: each, or every 5th or 10th of a long game.
  const every = review.turns.length <= 16 ? 1 : review.turns.length <= 60 ? 5 : 10;
  review.turns.forEach((turn, i) => {
    if ((i + 1) % every && i) return;
    const tick = svg('text', { x: x(i), y: H - pad.b + 11, class: 'axis tick', 'text-anchor': 'middle' });
    tick.textContent = String(i + 1);
    root.append(tick);
  });
  const points = values.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
  root.append(svg('polygon', { points: `${x(0)},${y(0)} ${points} ${x(values.length - 1)},${y(0)}`, class: 'white-share' }));
  root.append(svg('polyline', { points, class: 'line' }));
  const markedSet = new Set(marked.map((m) => m.index));
  review.turns.forEach((turn, i) => {
    const dot = svg('circle', { cx: x(i), cy: y(turn.white), r: markedSet.has(i) ? 5 : 2.5, class: markedSet.has(i) ? 'mark' : 'dot' });
    const title = svg('title', {});
    title.textContent = `${t('reviewTurnName', i + 1, turn.color)}: ${Math.round(turn.white * 100)}%`;
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

export function createReview(root, controller, store) {
  const $ = (sel) => root.querySelector(sel);
  const dialog = el('dialog');
  dialog.id = 'dlg-review';
  const form = el('form', null, 'dialog wide');
  form.method = 'dialog';
  const title = el('h2');
  const status = el('p', null, 'hint');
  const progress = el('progress');
  progress.max = 1;
  const figure = el('div', null, 'review-figure');
  const list = el('ol', null, 'review-list');
  const buttons = el('div', null, 'buttons');
  const close = el('button');
  close.value = 'close';
  buttons.append(close);
  form.append(title, status, progress, figure, list, buttons);
  dialog.append(form);
  root.body.append(dialog);
  const client = createClient();
  /** The record reviewed, and its review once done. */
  let reviewed = null;
  let review = null;
  const buttonsOpen = [$('#banner-review'), $('#btn-review')];

  function people() {
    const computer = controller.computerColor();
    return ['white', 'black'].filter((c) => c !== computer);
  }

  function fill() {
    title.textContent = t('reviewTitle');
    close.textContent = t('close');
    if (!review) return;
    const marked = costliest(review.turns, people());
    figure.replaceChildren(chart(review, marked));
    const items = marked.length ? marked.map((turn) => {
      const li = el('li');
      li.dataset.turn = String(turn.index);
      // The roll with non-breaking hyphens, so that it never wraps inside.
      const head = el('p', t('reviewTurnPlayed', turn.index + 1, turn.color, turn.moves.map((san) => sanFor(san)).join(', '), turn.roll ? turn.roll.join('\u2011') : null));
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
    }) : [el('li', t('reviewNone'), 'muted')];
    list.replaceChildren(...items);
  }

  function open() {
    const record = controller.rawRecord();
    if (!dialog.open) dialog.showModal();
    fill();
    if (reviewed === record && (review || client.busy())) return;
    client.stop();
    reviewed = record;
    review = null;
    figure.replaceChildren();
    list.replaceChildren();
    dialog.dataset.state = 'running';
    progress.hidden = false;
    progress.value = 0;
    status.textContent = t('reviewRunning', 0, '…');
    client.request({ kind: 'review', record, search: REVIEW_SEARCH }, (p) => {
      if (reviewed !== record) return;
      progress.value = p.done;
      status.textContent = t('reviewRunning', p.turn, p.turns);
    }).then(
      (answer) => {
        if (reviewed !== record) return;
        review = answer.review;
        progress.hidden = true;
        status.textContent = t('reviewHint');
        dialog.dataset.state = 'done';
        fill();
      },
      (err) => {
        if (reviewed !== record || err.code === 'stopped') return;
        reviewed = null;
        progress.hidden = true;
        status.textContent = t('reviewFailed');
        dialog.dataset.state = 'failed';
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
