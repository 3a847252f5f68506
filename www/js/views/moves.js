// The move list: one row per pair of turns, each turn with its free move,
// its roll and its bonus moves in record notation (the engine's SAN), and
// the dice it forfeited. A click on a move shows the position after it.

import { appTranslator } from '../strings.js';

function chip(text, cls) {
  const el = document.createElement('span');
  el.className = `chip ${cls}`;
  el.textContent = text;
  return el;
}

function turnCell(turn, firstPly, viewPly, tr) {
  const cell = document.createElement('div');
  cell.className = 'turn';
  cell.dataset.color = turn.color;
  let ply = firstPly;
  for (const [i, m] of turn.moves.entries()) {
    ply += 1;
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'mv';
    b.dataset.ply = String(ply);
    b.textContent = m.san;
    if (ply === viewPly) b.classList.add('current');
    if (m.circeMate) b.classList.add('mate');
    cell.append(b);
    if (i === 0 && turn.roll) cell.append(chip(tr('rollNote', turn.roll), 'roll'));
  }
  if (!turn.moves.length && turn.roll) cell.append(chip(tr('rollNote', turn.roll), 'roll'));
  if (turn.forfeited.length) cell.append(chip(tr('forfeitNote', turn.forfeited), 'forfeit'));
  return cell;
}

export function createMovesView(root, controller, tr = appTranslator) {
  const box = root.querySelector('#moves');
  const onClick = (e) => {
    const b = e.target.closest('button.mv');
    if (b) controller.view(Number(b.dataset.ply));
  };
  box.addEventListener('click', onClick);

  let lastKey = '';
  function render(state) {
    const snap = state.snap;
    const total = snap.history.length;
    const viewPly = state.viewPly === null ? total : state.viewPly;
    const key = `${snap.fen}|${total}|${viewPly}|${snap.turns.length}|${tr.lang}`;
    if (key === lastKey) return;
    lastKey = key;
    box.replaceChildren();
    const turns = snap.turns.filter((tr) => tr.moves.length || tr.roll || tr.forfeited.length);
    if (!turns.length) {
      const p = document.createElement('p');
      p.className = 'empty';
      p.textContent = tr('noMoves');
      box.append(p);
      return;
    }
    let ply = 0;
    let row = null;
    let number = 0;
    for (const turn of turns) {
      if (turn.color === 'white' || !row) {
        number += 1;
        row = document.createElement('div');
        row.className = 'row';
        const n = document.createElement('span');
        n.className = 'num';
        n.textContent = `${number}.`;
        row.append(n);
        if (turn.color === 'black') row.append(document.createElement('div'));
        box.append(row);
      }
      row.append(turnCell(turn, ply, viewPly, tr));
      ply += turn.moves.length;
      if (turn.color === 'black') row = null;
    }
    const current = box.querySelector('.current');
    if (current) current.scrollIntoView({ block: 'nearest' });
    else box.scrollTop = box.scrollHeight;
  }

  return { render, destroy: () => box.removeEventListener('click', onClick) };
}
