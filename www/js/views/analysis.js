// The Analysis panel: the search's view of the position shown, from the
// worker's game.analyse() (see ../insight.js): an evaluation bar (White's
// share), both sides' chances, the best move and line, the best play for
// every roll when the dice come next, and the progress while it runs.

import { t, sanFor } from '../strings.js';
import { percent, shown } from '../board/odds-layer.js';

function el(tag, text, cls) {
  const e = document.createElement(tag);
  if (text !== undefined && text !== null) e.textContent = text;
  if (cls) e.className = cls;
  return e;
}

/** White's expected score from an analysis or a progress report (their figures are the side to move's). */
export function whiteShare(side, p) {
  return side === 'white' ? p : 1 - p;
}

/** A line of moves as text: 'Ke2, Nf3, Rxa7(Ra8)'. */
export function lineText(moves) {
  return moves.map((m) => sanFor(m.san)).join(', ');
}

/** The evaluation bar and the two sides' chances, for White's share `white`. */
function showShare({ bar, fill, chances }, white, side) {
  fill.style.width = `${(white * 100).toFixed(1)}%`;
  bar.setAttribute('aria-label', t('evalLabel', percent(white)));
  chances.replaceChildren(
    el('span', t('evalSide', 'white', percent(white)), 'eval-white'),
    el('span', t('evalSide', 'black', percent(1 - white)), 'eval-black'),
  );
  chances.dataset.white = white.toFixed(4);
  chances.dataset.side = side;
}

/** The table of the rolls: each roll's chance, the play for it and its value. */
function rollTable(rows) {
  const table = el('table', null, 'roll-table');
  const head = el('tr');
  head.append(el('th', t('rollDice')), el('th', t('rollChance')), el('th', t('rollPlay')), el('th', t('rollValue')));
  table.append(head);
  for (const r of rows) {
    const tr = el('tr');
    tr.dataset.dice = r.dice.join('-');
    tr.append(
      el('td', r.dice.join('-'), 'dice-cell'),
      el('td', `${r.weight}/${r.total}`),
      el('td', r.pass ? t('rollPass') : lineText(r.moves), 'san'),
      el('td', r.winProbability === null ? '—' : percent(r.winProbability)),
    );
    table.append(tr);
  }
  return table;
}

/** A finished analysis: its figures, the best move, the line to the next roll and the table of the rolls. */
function showDone({ status, best, line, rollsTitle, rolls }, a) {
  status.textContent = t('analysisDone', a.nodes, a.depth, (a.ms / 1000).toFixed(1));
  if (a.best) {
    best.hidden = false;
    best.textContent = t('analysisBest', sanFor(a.best.san));
    best.dataset.uci = a.best.uci;
  }
  if (a.line.length) {
    line.hidden = false;
    line.textContent = t('analysisLine', lineText(a.line));
  }
  if (a.rolls.length) {
    rollsTitle.hidden = false;
    rolls.hidden = false;
    rollsTitle.textContent = a.phase === 'roll' || !a.best ? t('rollTableTitle') : t('rollTableAfter', sanFor(a.best.san));
    rolls.replaceChildren(rollTable(a.rolls));
  }
}

export function createAnalysisView(root) {
  const box = root.querySelector('#analysis-view');
  const bar = el('div', null, 'eval-bar');
  const fill = el('div', null, 'eval-fill');
  bar.append(fill);
  bar.setAttribute('role', 'img');
  const chances = el('p', null, 'eval-chances');
  const progress = el('progress');
  progress.max = 1;
  const status = el('p', null, 'muted small analysis-status');
  const best = el('p', null, 'analysis-best');
  const line = el('p', null, 'analysis-line');
  const rollsTitle = el('h3');
  const rolls = el('div', null, 'roll-table-wrap');
  box.append(el('h3'), bar, chances, progress, status, best, line, rollsTitle, rolls);
  const parts = { bar, fill, chances, status, best, line, rollsTitle, rolls };
  let drawn = null;

  function render(state) {
    const on = shown(state, 'showAnalysis');
    box.hidden = !on;
    if (!on) return;
    const ins = state.insight;
    const key = ins ? `${ins.key}|${ins.running}|${ins.progress ? ins.progress.done : ''}|${!!ins.error}` : 'none';
    const drawnKey = `${key}|${t('analysisPanel')}`;
    if (drawn === drawnKey) return;
    drawn = drawnKey;
    box.firstChild.textContent = t('analysisPanel');
    const a = ins && ins.analysis;
    const p = ins && ins.progress;
    box.dataset.state = !ins ? 'none' : ins.error ? 'failed' : ins.running ? 'running' : 'done';
    // A screen reader hears the result, not each step of the progress.
    box.setAttribute('aria-busy', String(!!(ins && ins.running)));
    progress.hidden = !(ins && ins.running);
    progress.value = p ? p.done : 0;
    for (const e of [bar, chances, best, line, rollsTitle, rolls]) e.hidden = true;
    if (!ins) {
      status.textContent = state.snap && state.snap.result ? t('analysisOver') : '';
      return;
    }
    if (ins.error) {
      status.textContent = t('analysisFailed');
      return;
    }
    const side = a ? a.side : state.viewPly === null ? state.snap.turn : null;
    const wp = a ? a.winProbability : p && p.winProbability;
    if (wp !== null && wp !== undefined && side) {
      bar.hidden = false;
      chances.hidden = false;
      showShare(parts, whiteShare(side, wp), side);
    }
    if (!a) {
      status.textContent = t('analysing', percent(p ? p.done : 0));
      if (p && p.best) {
        best.hidden = false;
        best.textContent = t('analysisBestSoFar', sanFor(p.best.san));
      }
      return;
    }
    showDone(parts, a);
  }

  return { render };
}
