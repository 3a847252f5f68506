// The Odds setting's words beside the board: every king move of the side to
// move with its chance of a Circe Mate and its danger (the board draws the
// same figures next to the picked king's destinations), and, in the dice
// panel, the roll's odds before it is made. Figures are the worker's
// game.odds(), written as exact fractions of the rolls too.

import { t, sanFor } from '../strings.js';
import { percent, shown } from '../board/odds-layer.js';

function chanceText(c) {
  return `${percent(c.probability)} (${c.count}/${c.total})`;
}

/** The class of a chance's figure: its colour (green for a win, red for a danger) only when it is above 0. */
function chanceClass(c, cls) {
  return c && c.count > 0 ? cls : `${cls} none`;
}

function cell(tag, text, cls) {
  const el = document.createElement(tag);
  el.textContent = text;
  if (cls) el.className = cls;
  return el;
}

/** `rollFirst()` says whether the rules roll before the move (dice chess: a win is a mate or a king captured). */
export function createOddsView(root, rollFirst) {
  const box = root.querySelector('#odds-view');
  const dicePanel = root.querySelector('#dice-panel');
  const rollLine = document.createElement('p');
  rollLine.className = 'dice-odds';
  rollLine.id = 'dice-odds';
  rollLine.hidden = true;
  dicePanel.append(rollLine);
  let drawn = null;

  function renderRoll(state, odds) {
    const roll = shown(state, 'showOdds') && odds && odds.roll && !state.rolling ? odds.roll : null;
    rollLine.hidden = !roll;
    if (!roll) return;
    const win = t(rollFirst() ? 'oddsRollWinDice' : 'oddsRollWin', chanceText(roll.win));
    rollLine.replaceChildren(cell('span', win, chanceClass(roll.win, 'odds-win')));
    rollLine.dataset.win = `${roll.win.count}/${roll.win.total}`;
    rollLine.dataset.pass = `${roll.pass.count}/${roll.pass.total}`;
    if (roll.pass.count > 0) rollLine.append(' ', cell('span', t('oddsRollPass', chanceText(roll.pass)), 'odds-pass'));
  }

  function render(state) {
    const on = shown(state, 'showOdds');
    const odds = state.odds && state.odds.value;
    renderRoll(state, odds);
    box.hidden = !on;
    if (!on) return;
    const key = `${state.odds ? state.odds.key : ''}|${state.selected}|${state.viewPly}|${t('oddsMate')}`;
    if (drawn === key) return;
    drawn = key;
    const dice = rollFirst();
    const title = cell('h3', t(dice ? 'oddsTitleDice' : 'oddsTitle'));
    if (!state.snap || (state.snap.result && state.viewPly === null)) {
      box.replaceChildren(title, cell('p', t('oddsOver'), 'muted'));
      return;
    }
    if (!odds) {
      box.replaceChildren(title, cell('p', t('oddsWaiting'), 'muted'));
      return;
    }
    const kings = odds.moves.filter((m) => m.move.piece === 'K');
    if (odds.phase === 'roll') {
      box.replaceChildren(cell('p', t('oddsSeeDice'), 'muted'));
      return;
    }
    if (!kings.length) {
      box.replaceChildren(title, cell('p', t('oddsNoKing'), 'muted'));
      return;
    }
    const table = document.createElement('table');
    table.className = 'odds-table';
    const head = document.createElement('tr');
    head.append(cell('th', t('oddsMove')), cell('th', t(dice ? 'oddsWin' : 'oddsMate')), cell('th', t('oddsDanger')));
    table.append(head);
    for (const m of kings) {
      const row = document.createElement('tr');
      row.dataset.uci = m.move.uci;
      row.dataset.win = `${m.win.count}/${m.win.total}`;
      row.dataset.danger = m.danger ? `${m.danger.count}/${m.danger.total}` : '';
      if (state.selected === m.move.from) row.className = 'picked';
      row.append(cell('td', sanFor(m.move.san), 'san'), cell('td', chanceText(m.win), chanceClass(m.win, 'win')),
        cell('td', m.danger ? chanceText(m.danger) : '—', chanceClass(m.danger, 'danger')));
      table.append(row);
    }
    box.replaceChildren(title, table, cell('p', t(dice ? 'oddsNoteDice' : 'oddsNote', kings[0].win.total), 'muted small'));
  }

  return { render };
}
