// The move list: one row per pair of turns, each turn with its free move,
// its roll and its bonus moves in record notation (the engine's SAN), and
// the dice it forfeited; a row with a turn of several moves shows each
// turn on a line of its own. A click on a move shows the position after it.

import { appTranslator, sanFor } from '../strings.js';

function chip(text, cls) {
  const el = document.createElement('span');
  el.className = `chip ${cls}`;
  el.textContent = text;
  return el;
}

/** `turn` with its roll and forfeits left out: what the record shows while its dice still tumble. */
function beforeRoll(turn) {
  return { ...turn, roll: null, forfeited: [] };
}

/**
 * One side's turn. Its roll is written where it came: before the move it
 * allowed where the rules roll first (dice chess: "roll 2-4 Nc3", "roll
 * 1-1 pass"), after the king move that earned it otherwise ("Ke2 roll
 * 1-3-5 e4 …").
 */
function turnCell(turn, firstPly, viewPly, tr, rollFirst) {
  const cell = document.createElement('div');
  cell.className = 'turn';
  cell.dataset.color = turn.color;
  if (rollFirst && turn.roll) cell.append(chip(tr('rollNote', turn.roll), 'roll'));
  let ply = firstPly;
  let passed = false;
  for (const [i, m] of turn.moves.entries()) {
    ply += 1;
    if (m.pass) {
      // A pass (a move of no unit): forced by a roll that allowed no move, or chosen.
      passed = true;
      cell.append(chip(tr('passNote'), turn.forfeited.length ? 'forfeit pass' : 'pass'));
      continue;
    }
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'mv';
    b.dataset.ply = String(ply);
    b.textContent = sanFor(m.san, tr);
    if (ply === viewPly) b.classList.add('current');
    if (m.circeMate) b.classList.add('mate');
    cell.append(b);
    if (i === 0 && turn.roll && !rollFirst) cell.append(chip(tr('rollNote', turn.roll), 'roll'));
  }
  if (!turn.moves.length && turn.roll && !rollFirst) cell.append(chip(tr('rollNote', turn.roll), 'roll'));
  if (turn.forfeited.length && !passed) cell.append(chip(tr('forfeitNote', turn.forfeited), 'forfeit'));
  return cell;
}

/** Whether the move list shows `turn`: it has a move (a pass among them), a roll or a forfeit (a turn not yet begun has none). */
function listed(turn) {
  return turn.moves.length > 0 || !!turn.roll || turn.forfeited.length > 0;
}

/**
 * The move list's number of each turn of `turns` (null for a turn the list
 * leaves out): its rows count from 1 whatever the position's move number;
 * a row starts at each White turn, and at a Black turn that follows no
 * White turn of its row (the first turn, or after Black's). A turn of
 * several moves (a roll and its bonus moves) keeps one number.
 */
export function turnNumbers(turns) {
  let number = 0;
  let open = false;
  return turns.map((turn) => {
    if (!listed(turn)) return null;
    if (turn.color === 'white' || !open) number += 1;
    open = turn.color === 'white';
    return number;
  });
}

/** A turn's name as the move list writes it: '18.' for White's, '18…' for Black's. */
export function turnLabel(number, color) {
  return `${number}${color === 'black' ? '…' : '.'}`;
}

/**
 * The move list's numbering of move `ply` (1 = the first move): the
 * number of its row, its side and its SAN, so that the status line names
 * a move as the list does ("4. Bb5", "4… dxc6").
 */
export function moveNumber(turns, ply) {
  const numbers = turnNumbers(turns);
  let seen = 0;
  for (const [i, turn] of turns.entries()) {
    if (numbers[i] === null) continue;
    if (ply <= seen + turn.moves.length) return { number: numbers[i], color: turn.color, san: turn.moves[ply - seen - 1].san };
    seen += turn.moves.length;
  }
  return null;
}

export function createMovesView(root, controller, tr = appTranslator) {
  const box = root.querySelector('#moves');
  const onClick = (e) => {
    const b = e.target.closest('button.mv');
    if (b) controller.view(Number(b.dataset.ply));
  };
  box.addEventListener('click', onClick);

  let lastKey = '';
  function render(state, now = performance.now()) {
    const snap = state.snap;
    const total = snap.history.length;
    const viewPly = state.viewPly === null ? total : state.viewPly;
    // The roll (and what it forfeits) is written once the dice have stopped tumbling, the computer's as a player's.
    const rolling = !!state.rolling && now < state.rolling.end;
    const key = `${snap.fen}|${total}|${viewPly}|${snap.turns.length}|${tr.lang}|${rolling}|${snap.rollFirst}`;
    if (key === lastKey) return;
    lastKey = key;
    box.replaceChildren();
    // The roll just made is the last turn's with a roll (a roll that forfeits every die has opened the next turn).
    const rolled = rolling ? snap.turns.findLastIndex((turn) => turn.roll) : -1;
    const shown = snap.turns.map((turn, i) => (i === rolled ? beforeRoll(turn) : turn));
    const numbers = turnNumbers(shown);
    if (!numbers.some((n) => n !== null)) {
      const p = document.createElement('p');
      p.className = 'empty';
      p.textContent = tr('noMoves');
      box.append(p);
      return;
    }
    let ply = 0;
    let row = null;
    let number = 0;
    for (const [i, turn] of shown.entries()) {
      if (numbers[i] === null) continue;
      if (numbers[i] !== number) {
        number = numbers[i];
        row = document.createElement('div');
        row.className = 'row';
        const n = document.createElement('span');
        n.className = 'num';
        n.textContent = `${number}.`;
        row.append(n);
        if (turn.color === 'black') row.append(Object.assign(document.createElement('div'), { className: 'spacer' }));
        box.append(row);
      }
      // A turn of several moves (a roll and its bonus moves) gets a line of its own.
      if (turn.moves.length > 1 || turn.roll || turn.forfeited.length) row.classList.add('long');
      row.append(turnCell(turn, ply, viewPly, tr, !!snap.rollFirst));
      ply += turn.moves.length;
    }
    const current = box.querySelector('.current');
    if (current) current.scrollIntoView({ block: 'nearest' });
    else box.scrollTop = box.scrollHeight;
  }

  return { render, destroy: () => box.removeEventListener('click', onClick) };
}
