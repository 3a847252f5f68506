// The dice panel: the dice the engine describes (game.diceView(): each
// die's face, what it shows and its state, whose dice they are, and the
// note under them), the short tumble after a roll, the Roll and Pass
// buttons and the physical-dice form. It knows no dice rule: what a face
// shows comes from the engine (RuleFacts.dieFaces, DiceView), and the
// note is a key of the word tables with its arguments.

import { appTranslator, errorWithDetail } from '../strings.js';
import { pieceUrl } from '../board/pieces.js';
import { listenAll } from '../listen.js';

/**
 * What a face shows, in words: a piece's name, "optional" (any move, or
 * a pass), or a number of moves.
 */
export function showsName(shows, tr) {
  if (shows === '*') return tr('optionalFace');
  if (typeof shows === 'number') return tr('dieMoves', shows);
  return tr.table('pieceNames')[shows] ?? '';
}

/** The note under the dice, in the words of `tr`: the engine's key and arguments. */
export function noteText(note, tr) {
  return note ? tr(note.key, ...note.args) : '';
}

function dieElement() {
  const die = document.createElement('div');
  die.className = 'die';
  const face = document.createElement('div');
  face.className = 'face';
  for (let i = 0; i < 9; i++) face.append(document.createElement('span'));
  const img = document.createElement('img');
  img.alt = '';
  img.className = 'die-piece';
  die.append(face, img);
  return die;
}

/** Whether every face of a die is a number of moves. */
function countsMoves(faces) {
  return faces.length > 0 && faces.every((f) => typeof f === 'number');
}

/**
 * The physical dice form's selects, labelled and filled in the language of
 * `tr` from each die's faces (`dieFaces`), their values kept: a die of
 * moves is the count die, the die beside it the type die.
 */
function labelSelects(selects, tr, dieFaces) {
  const anyCount = dieFaces.some(countsMoves);
  for (const [i, sel] of selects.entries()) {
    const faces = dieFaces[i] ?? [];
    const value = sel.value;
    const counts = countsMoves(faces);
    let label = tr('dieLabel', i + 1);
    if (counts && dieFaces.length > 1) label = tr('countDieLabel');
    else if (anyCount && dieFaces.length > 1) label = tr('typeDieLabel');
    sel.setAttribute('aria-label', label);
    sel.replaceChildren(new Option('–', ''));
    for (let v = 1; v <= 6; v++) {
      const shows = faces[v - 1];
      const text = counts && dieFaces.length > 1 ? String(v) : tr('dieFaceNamed', v, showsName(shows, tr));
      sel.append(new Option(text, String(v)));
    }
    sel.value = value;
  }
}

/**
 * The physical dice entered: played as the roll, or why not in the dice
 * note. A single face refused is one no unit can move (the rules roll
 * such a die again), said with what the face shows.
 */
function enterDice(controller, selects, note, tr, dieFaces) {
  const count = controller.match.diceCount();
  const values = selects.slice(0, count).map((s) => Number(s.value));
  try {
    controller.rollWith(values);
    for (const s of selects) s.value = '';
  } catch (err) {
    const shows = dieFaces[0]?.[values[0] - 1];
    note.textContent = err && err.code === 'bad-dice' && count === 1 && values[0] >= 1 && shows
      ? tr('dieNotPlayable', showsName(shows, tr))
      : errorWithDetail(err, tr);
  }
}

/** One die as the engine describes it (`d`; none past the roll's dice), or tumbling. */
function showDie(el, d, { rolling, side, phase }, tr) {
  const value = rolling ? 1 + Math.floor(Math.random() * 6) : (d ? d.value : 0);
  el.dataset.value = String(value);
  el.dataset.state = rolling ? 'rolling' : (d ? d.state : (phase === 'roll' ? 'pending' : 'idle'));
  const shows = d && !rolling ? d.shows : null;
  el.dataset.face = shows === '*' ? 'optional' : (typeof shows === 'string' ? shows : '');
  // The optional face's word stands where a piece would (the style sheets show data-word).
  if (shows === '*') el.dataset.word = tr('optionalFace');
  else delete el.dataset.word;
  const img = el.querySelector('img');
  if (typeof shows === 'string' && shows !== '*') {
    img.src = pieceUrl(side === 'w' ? shows : shows.toLowerCase());
    img.hidden = false;
  } else {
    img.hidden = true;
    img.removeAttribute('src');
  }
  const rolled = d && !rolling && d.value > 0;
  const state = rolled ? tr.table('dieState')[d.state] : '';
  el.title = rolled ? `${tr('dieFaceNamed', d.value, showsName(shows, tr))} (${state})` : '';
  // A screen reader reads each die's value, what it shows and its state; an empty die says nothing.
  if (rolled) {
    el.setAttribute('role', 'img');
    el.setAttribute('aria-label', typeof shows === 'number'
      ? tr('srDieMoves', d.value, shows, state)
      : tr('srDie', d.value, showsName(shows, tr), state));
  } else {
    el.removeAttribute('role');
    el.removeAttribute('aria-label');
  }
}

/**
 * The line under the dice: rolling, else the engine's note, said to be
 * whose when the dice are a finished turn's (unless the note names the
 * side itself: "White rolled 2-4: … turn passed.").
 */
export function diceNote(view, { rolling, viewing, turn }, tr) {
  if (rolling) return tr('rolling');
  if (viewing || !view) return '';
  const text = noteText(view.note, tr);
  const namesSide = !!view.note && view.note.args.includes(view.color);
  if (!view.current && view.dice.length && view.color !== turn && !namesSide) {
    return text ? tr('diceOfNote', view.color, text) : tr('diceOf', view.color);
  }
  return text;
}

/** The words of the panel's buttons, by the key that names them (a `data-t` for the app's page). */
const BUTTON_WORDS = [['#btn-roll', 'roll'], ['#btn-pass', 'passButton'], ['#physical button', 'useDice']];

/**
 * The inside of the dice panel `panel`, the same for the app's page and the
 * element: the dice, the note, Roll, Pass and the form for physical dice,
 * built here the first time, then found; the buttons labelled in the words
 * of `tr`. Returns the parts.
 */
export function diceParts(panel, tr) {
  if (!panel.querySelector('#dice')) {
    const make = (tag, props, ...children) => {
      const el = Object.assign(panel.ownerDocument.createElement(tag), props);
      el.append(...children);
      return el;
    };
    const selects = [0, 1, 2].map((i) => make('select', { id: `pd-${i}`, required: true }));
    panel.append(
      make('div', { className: 'dice', id: 'dice' }),
      make('p', { className: 'dice-note', id: 'dice-note' }),
      make('button', { type: 'button', id: 'btn-roll', className: 'primary', hidden: true }),
      make('button', { type: 'button', id: 'btn-pass', hidden: true }),
      make('form', { id: 'physical', className: 'physical', hidden: true }, ...selects, make('button', { type: 'submit', className: 'primary' })),
    );
  }
  const part = (selector) => panel.querySelector(selector);
  for (const [selector, key] of BUTTON_WORDS) {
    part(selector).dataset.t = key;
    part(selector).textContent = tr(key);
  }
  return {
    dice: part('#dice'), note: part('#dice-note'), roll: part('#btn-roll'), pass: part('#btn-pass'), form: part('#physical'),
    selects: [0, 1, 2].map((i) => part(`#pd-${i}`)),
  };
}

/**
 * `tr`: the translator to label the dice with (see strings.js); the app's
 * by default. `focusAfterRoll()` is called when the focused Roll button
 * goes away (by default the board takes the focus).
 */
export function createDiceView(root, controller, tr = appTranslator, focusAfterRoll = () => root.querySelector('#board')?.focus()) {
  const panel = root.querySelector('#dice-panel');
  const { dice: diceBox, note, roll: rollBtn, pass: passBtn, form, selects } = diceParts(panel, tr);
  const dice = [dieElement(), dieElement(), dieElement()];
  diceBox.append(...dice);

  let labelled = '';
  function label(dieFaces) {
    const key = `${tr.lang}/${JSON.stringify(dieFaces)}`;
    if (labelled === key) return;
    labelled = key;
    labelSelects(selects, tr, dieFaces);
  }
  const onRoll = () => controller.roll();
  const onPass = () => controller.pass();
  let faces = [];
  const onSubmit = (e) => {
    e.preventDefault();
    enterDice(controller, selects, note, tr, faces);
  };
  const off = listenAll([[rollBtn, 'click', onRoll], [form, 'submit', onSubmit], ...(passBtn ? [[passBtn, 'click', onPass]] : [])]);

  let lastKey = '';
  function render(state, now) {
    const snap = state.snap;
    const count = snap.diceCount ?? 3;
    panel.hidden = count === 0;
    if (!count) return;
    const viewing = state.viewPly !== null;
    const view = viewing ? null : snap.diceView;
    const list = view ? view.dice : [];
    const rolling = state.rolling && now < state.rolling.end;
    const phase = snap.phase;
    // Against a friend the dice come from both players' secrets, never from a button or a form;
    // the analysis board takes the engine's dice or any dice entered.
    const showRoll = phase === 'roll' && !snap.remote && (!state.settings.physical || state.analysis);
    const showForm = phase === 'roll' && !snap.remote && (state.settings.physical || state.analysis);
    // A pass the rules allow now, on the player's own turn (not the computer's).
    const showPass = !!snap.mayPass && !viewing
      && !(controller.computerColor && controller.computerColor() === snap.turn);
    const key = rolling ? `rolling${Math.floor(now / 70)}` : JSON.stringify([view, phase, showRoll, showForm, showPass, tr.lang, count, snap.turn]);
    if (key === lastKey) return;
    lastKey = key;
    faces = snap.dieFaces ?? [];
    label(faces);
    if (passBtn) {
      passBtn.hidden = !showPass;
      passBtn.disabled = !!rolling;
    }
    // A select of a die these rules do not roll is hidden and disabled (not asked for by the form).
    for (const [i, sel] of selects.entries()) {
      sel.hidden = i >= count;
      sel.disabled = i >= count;
    }
    for (const [i, el] of dice.entries()) el.hidden = i >= count;

    // A Roll button that disappears while it has the focus hands the focus to the board.
    if (!showRoll && !rollBtn.hidden && rollBtn === rollBtn.getRootNode().activeElement) focusAfterRoll();
    rollBtn.hidden = !showRoll;
    rollBtn.title = tr('rollKey');
    rollBtn.disabled = !!rolling;
    form.hidden = !showForm;
    panel.dataset.rolling = rolling ? 'true' : 'false';
    const side = (view ? view.color : snap.turn) === 'white' ? 'w' : 'b';
    for (const [i, el] of dice.entries()) showDie(el, list[i], { rolling, side, phase }, tr);
    note.textContent = diceNote(view, { rolling, viewing, turn: snap.turn }, tr);
  }

  return { render, destroy: off };
}
