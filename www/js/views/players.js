// The players beside the board, as on a chess site: each side's name (You,
// Computer (hard), or the names of a loaded game) on its side of the board,
// and the tray of the units that side has captured, the ones that vanished
// for good apart from the ones that were reborn (and so came back).

import { t } from '../strings.js';
import { pieceUrl } from '../board/pieces.js';

const ORDER = 'KQRBNP';

/**
 * What each side has captured, from the moves' effects: { white: {
 * vanished, reborn, waiting }, black: … }, each a list of FEN letters of
 * the captured units, strongest first. `waiting` holds units that will
 * come back later (rule sets with deferred rebirths).
 */
export function capturedUnits(history) {
  const out = { white: { vanished: [], reborn: [], waiting: [] }, black: { vanished: [], reborn: [], waiting: [] } };
  for (const m of history) {
    const tray = out[m.color];
    const effects = m.effects || [];
    for (const e of effects) {
      if (e.kind === 'vanish' || e.kind === 'bury') tray.vanished.push(e.piece);
      else if (e.kind === 'pending') tray.waiting.push(e.piece);
      else if (e.kind === 'rebirth' && e.from) tray.reborn.push(e.piece);
    }
    if (!effects.length && m.captured) {
      const letter = m.color === 'white' ? m.captured.toLowerCase() : m.captured;
      (m.rebirth ? tray.reborn : tray.vanished).push(letter);
    }
  }
  const byValue = (a, b) => ORDER.indexOf(a.toUpperCase()) - ORDER.indexOf(b.toUpperCase());
  for (const side of Object.values(out)) for (const list of Object.values(side)) list.sort(byValue);
  return out;
}

function pieceImg(letter, cls) {
  const img = document.createElement('img');
  img.src = pieceUrl(letter);
  img.alt = '';
  img.className = cls;
  return img;
}

export function createPlayers(root, controller) {
  const bars = { top: root.querySelector('#player-top'), bottom: root.querySelector('#player-bottom') };
  let lastKey = '';

  function fill(bar, color, name, tray, thinking) {
    bar.replaceChildren();
    bar.dataset.color = color;
    bar.dataset.thinking = thinking ? 'true' : 'false';
    const dot = document.createElement('span');
    dot.className = 'dot';
    const label = document.createElement('span');
    label.className = 'name';
    label.textContent = name;
    const box = document.createElement('span');
    box.className = 'tray';
    const names = (list) => list.map((l) => t('pieceNames')[l.toUpperCase()] ?? l).join(', ');
    const lines = [];
    for (const l of tray.vanished) box.append(pieceImg(l, 'gone'));
    if (tray.vanished.length) lines.push(t('capturedVanished', names(tray.vanished)));
    if (tray.reborn.length || tray.waiting.length) {
      const back = document.createElement('span');
      back.className = 'back';
      back.textContent = '↺';
      box.append(back);
      for (const l of [...tray.waiting, ...tray.reborn]) box.append(pieceImg(l, 'reborn'));
      lines.push(t('capturedReborn', names([...tray.waiting, ...tray.reborn])));
    }
    box.title = lines.join('\n') || t('capturedNone');
    // The captured units are pictures: one picture to a screen reader, named by the list.
    box.setAttribute('role', 'img');
    box.setAttribute('aria-label', box.title);
    bar.append(dot, label, box);
  }

  function render(state) {
    const snap = state.snap;
    const history = state.viewPly === null ? snap.history : snap.history.slice(0, state.viewPly);
    const captured = capturedUnits(history);
    const names = state.analysis ? { white: t('white'), black: t('black') } : controller.playerNames();
    const computer = controller.computerColor();
    const bottom = state.settings.flipped ? 'black' : 'white';
    const top = bottom === 'white' ? 'black' : 'white';
    const key = JSON.stringify([captured, names, bottom, state.thinking, computer]);
    if (key === lastKey) return;
    lastKey = key;
    fill(bars.top, top, names[top], captured[top], state.thinking && computer === top);
    fill(bars.bottom, bottom, names[bottom], captured[bottom], state.thinking && computer === bottom);
  }

  return { render, destroy() {} };
}
