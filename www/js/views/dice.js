// The dice panel: the three dice of the current turn (unused, used or
// forfeited), the short tumble after a roll, the Roll button and the
// physical-dice form. Reads the engine's turns(); keeps no game state.

import { appTranslator, errorWithDetail } from '../strings.js';
import { pieceUrl } from '../board/pieces.js';
import { listenAll } from '../listen.js';

/**
 * The dice of the last turn, each with its state. A move's `die` says which
 * face it used; the turn's `forfeited` lists the faces given up. With
 * `legalMoves` (the bonus phase's), an unused die that no legal move uses
 * now is 'stuck': it will be forfeited unless a move appears (RULES §5.5).
 */
export function diceOfTurn(turn, legalMoves = null, rollFirst = false, movesLeft = null, dieFaces = null) {
  if (!turn || !turn.roll) return [];
  // A die of moves (dice chess by number of moves) is in use until the turn's last move.
  if (movesLeft !== null) return turn.roll.map((value) => ({ value, state: movesLeft > 0 ? 'unused' : 'used' }));
  if (rollFirst) return diceChessDice(turn, dieFaces);
  const used = turn.moves.map((m) => m.die).filter((d) => d !== null);
  const forfeited = [...turn.forfeited];
  const playable = legalMoves && new Set(legalMoves.map((m) => m.die));
  return turn.roll.map((value) => {
    let i = used.indexOf(value);
    if (i >= 0) { used.splice(i, 1); return { value, state: 'used' }; }
    i = forfeited.indexOf(value);
    if (i >= 0) { forfeited.splice(i, 1); return { value, state: 'forfeited' }; }
    return { value, state: playable && !playable.has(value) ? 'stuck' : 'unused' };
  });
}

const ROLE_FACE = { P: 1, N: 2, B: 3, R: 4, Q: 5, K: 6 };
const ROLE_LETTERS = ['P', 'N', 'B', 'R', 'Q', 'K'];

/**
 * What face `value` of die `i` shows: a piece letter, or '*' for Vegas
 * Fun Chess's optional face. `dieFaces` (the engine's RuleFacts) gives
 * each die its own faces (die 1's 5 a king, die 2's 6 optional); without
 * it every die reads 1 pawn … 6 king.
 */
export function faceRole(i, value, dieFaces = null) {
  if (dieFaces && dieFaces[i]) return dieFaces[i][value - 1];
  return ROLE_LETTERS[value - 1];
}

/** A face's name in the language of `tr`: the piece's, or "optional". */
function faceName(letter, tr) {
  return letter === '*' ? tr('optionalFace') : tr.table('pieceNames')[letter];
}

/**
 * Dice chess: the roll names the pieces that may move ('unused' until the
 * move); after it, the die of the moved piece is 'used' (both, for
 * doubles or when both show it) and the other 'spare'; a roll that
 * allowed no move leaves them all 'forfeited' (a pass).
 */
function diceChessDice(turn, dieFaces = null) {
  if (!turn.moves.length) {
    // A pass by choice (Vegas Fun Chess) leaves the dice unplayed.
    if (turn.passed) return turn.roll.map((value) => ({ value, state: 'spare' }));
    const passed = turn.forfeited.length > 0;
    return turn.roll.map((value) => ({ value, state: passed ? 'forfeited' : 'unused' }));
  }
  if (dieFaces) {
    // Dice told apart (Vegas Fun Chess): the die that shows the piece moved is used, else
    // the optional face; doubles are no wildcard.
    const shown = turn.roll.map((v, i) => faceRole(i, v, dieFaces));
    const piece = turn.moves[0].piece;
    const by = shown.includes(piece) ? shown.indexOf(piece) : shown.indexOf('*');
    return turn.roll.map((value, i) => ({ value, state: i === by ? 'used' : 'spare' }));
  }
  const face = ROLE_FACE[turn.moves[0].piece];
  const doubles = turn.roll.length > 1 && turn.roll.every((v) => v === turn.roll[0]);
  const matched = turn.roll.includes(face);
  return turn.roll.map((value) => ({ value, state: doubles || !matched || value === face ? 'used' : 'spare' }));
}

/**
 * The pass of dice chess in words: what the roll allowed, and that none of
 * it could be played (or answer the check). `check`: the side was in
 * check (null when not known).
 */
export function passText(turn, check, tr, countDie = null, dieFaces = null) {
  // A count die names no piece: only the type die does (dice chess by piece and count).
  const named = countDie === null ? turn.roll : turn.roll.filter((_, i) => i !== countDie);
  const roles = dieFaces
    ? [...new Set(turn.roll.map((v, i) => faceRole(i, v, dieFaces)))]
    : [...new Set(named)].map((v) => tr.table('dieRoles')[v]);
  const doubles = turn.roll.length > 1 && roles.length === 1;
  return tr('passText', turn.color, turn.roll, doubles ? [] : roles, !!check);
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

/**
 * The physical dice form's selects, labelled and filled in the language of `tr`, their values kept;
 * the die of `countDie` (a count of moves, with a type die beside it) shows numbers.
 */
function labelSelects(selects, tr, countDie = null, dieFaces = null) {
  for (const [i, sel] of selects.entries()) {
    const value = sel.value;
    const counts = i === countDie && countDie > 0;
    sel.setAttribute('aria-label', counts ? tr('countDieLabel') : tr(countDie > 0 ? 'typeDieLabel' : 'dieLabel', i + 1));
    sel.replaceChildren(new Option('–', ''));
    // Dice told apart with faces of their own (Vegas Fun Chess): each select names its die's faces.
    const text = (v) => (dieFaces ? tr('dieFaceNamed', v, faceName(faceRole(i, v, dieFaces), tr)) : tr('dieFace', v));
    for (let v = 1; v <= 6; v++) sel.append(new Option(counts ? String(v) : text(v), String(v)));
    sel.value = value;
  }
}

/** The physical dice entered: played as the roll, or why not in the dice note. */
function enterDice(controller, selects, note, tr) {
  const count = controller.match.diceCount();
  const values = selects.slice(0, count).map((s) => Number(s.value));
  try {
    controller.rollWith(values);
    for (const s of selects) s.value = '';
  } catch (err) {
    // One die (BrainKing): a face that no piece can play is not rolled; the engine says so as bad-dice.
    note.textContent = err && err.code === 'bad-dice' && count === 1
      ? tr('dieNotPlayable', tr.table('pieceNames')[tr.table('dieRoles')[values[0]]])
      : errorWithDetail(err, tr);
  }
}

/** One die as `d` shows it (or a die not rolled): its value, state, piece, title and words. */
function showDie(el, d, { rolling, countsMoves: ofMoves, side, phase, movesPerTurn, index = 0, dieFaces = null }, tr) {
  let value = d ? d.value : 0;
  if (rolling) value = 1 + Math.floor(Math.random() * 6);
  el.dataset.value = String(value);
  el.dataset.state = rolling ? 'rolling' : (d ? d.state : (phase === 'roll' ? 'pending' : 'idle'));
  // Vegas Fun Chess: each die has its own faces; die 2's 6 ("optional") shows no piece.
  const letter = value ? faceRole(index, value, dieFaces) : null;
  el.dataset.face = letter === '*' ? 'optional' : (letter || '');
  // The optional face's word stands where a piece would (the style sheets show data-word).
  if (letter === '*' && !rolling) el.dataset.word = tr('optionalFace');
  else delete el.dataset.word;
  const img = el.querySelector('img');
  if (value && !ofMoves && letter !== '*') {
    img.src = pieceUrl(side === 'w' ? letter : letter.toLowerCase());
    img.hidden = false;
  } else {
    img.hidden = true;
    img.removeAttribute('src');
  }
  const named = d && dieFaces ? tr('dieFaceNamed', d.value, faceName(faceRole(index, d.value, dieFaces), tr)) : null;
  el.title = d && !rolling ? `${named || tr('dieFace', d.value)} (${tr.table('dieState')[d.state]})` : '';
  // A screen reader reads each die's value, piece and state; an empty die says nothing.
  if (d && !rolling) {
    el.setAttribute('role', 'img');
    el.setAttribute('aria-label', ofMoves
      ? tr('srDieMoves', d.value, Math.min(d.value, movesPerTurn), tr.table('dieState')[d.state])
      : tr('srDie', d.value, faceName(faceRole(index, d.value, dieFaces), tr), tr.table('dieState')[d.state]));
  } else {
    el.removeAttribute('role');
    el.removeAttribute('aria-label');
  }
}

/** The line under the dice: rolling, a pass and why, the moves left, what the dice allow, or why dice are lost. */
function diceNote({ rolling, passed, viewing, passCheck, turns, turn, ofMoves, phase, list, left, snap, count }, tr) {
  if (rolling) return tr('rolling');
  if (passed && !viewing) {
    const check = passCheck && passCheck.turn === turns.length - 1 ? passCheck.check : null;
    return passText(turn, check, tr, snap.countDie ?? null, snap.dieFaces ?? null);
  }
  if (snap.dieFaces) return vegasNote({ viewing, turns, turn, phase, list, snap }, tr);
  const oneUnit = snap.countDie > 0;
  if (ofMoves && phase === 'roll' && !list.length) return tr(oneUnit ? 'diceIdlePieceCount' : 'diceIdleMoves');
  if (ofMoves && phase === 'move') {
    const total = Math.min(turn.roll[snap.countDie ?? 0], snap.movesPerTurn);
    if (!oneUnit) return tr('movesLeftNote', left, total);
    // By piece and count: the unit that made the turn's first move makes the rest.
    const piece = tr.table('pieceNames')[tr.table('dieRoles')[turn.roll[0]]];
    const last = turn.moves[turn.moves.length - 1];
    return tr('unitMovesNote', left, total, piece, last ? last.to : null);
  }
  if (snap.rollFirst && phase === 'roll' && !list.length) return tr(count === 1 ? 'diceIdleOne' : 'diceIdleTwo');
  if (snap.rollFirst && phase === 'move') return tr(count === 1 ? 'dieMayMove' : 'diceMayMove');
  if (snap.rollFirst) return '';
  if (list.some((d) => d.state === 'forfeited')) return tr('forfeitedNote');
  if (list.some((d) => d.state === 'void')) return tr('voidNote');
  if (list.some((d) => d.state === 'stuck')) return tr('stuckNote');
  if (!list.length && phase !== 'roll') return tr('diceIdle');
  return '';
}

/**
 * Vegas Fun Chess's line under the dice: a pass by choice just made, no
 * roll in check or after giving check, what the roll allows (optional:
 * any move, or a pass), or the dice to roll.
 */
function vegasNote({ viewing, turns, turn, phase, list, snap }, tr) {
  const last = turns[turns.length - 1];
  const own = turn && turn.color === snap.turn;
  // A move due with no dice: no roll this turn (in check, or the check bonus).
  const rolled = snap.dice || [];
  if (phase === 'move' && !rolled.length) return tr(snap.inCheck ? 'vegasInCheck' : 'vegasBonus');
  if (!viewing && last && last.passed && !own) return tr('vegasPassed', last.color);
  if (phase === 'roll' && !list.length) return tr('diceIdleVegas');
  if (phase === 'move' && faceRole(1, rolled[1], snap.dieFaces) === '*') return tr('vegasOptional');
  if (phase === 'move') return tr('vegasMayMove');
  return '';
}

/**
 * `tr`: the translator to label the dice with (see strings.js); the app's
 * by default. `focusAfterRoll()` is called when the focused Roll button
 * goes away (by default the board takes the focus).
 */
export function createDiceView(root, controller, tr = appTranslator, focusAfterRoll = () => root.querySelector('#board')?.focus()) {
  const diceBox = root.querySelector('#dice');
  const note = root.querySelector('#dice-note');
  const rollBtn = root.querySelector('#btn-roll');
  const passBtn = root.querySelector('#btn-pass');
  const form = root.querySelector('#physical');
  const selects = [0, 1, 2].map((i) => root.querySelector(`#pd-${i}`));
  const panel = root.querySelector('#dice-panel');
  const dice = [dieElement(), dieElement(), dieElement()];
  diceBox.append(...dice);

  let labelled = '';
  function label(countDie = null, dieFaces = null) {
    if (labelled === `${tr.lang}/${countDie}/${!!dieFaces}`) return;
    labelled = `${tr.lang}/${countDie}/${!!dieFaces}`;
    labelSelects(selects, tr, countDie, dieFaces);
  }
  label();
  const onRoll = () => controller.roll();
  const onPass = () => controller.pass();
  const onSubmit = (e) => {
    e.preventDefault();
    enterDice(controller, selects, note, tr);
  };
  const off = listenAll([[rollBtn, 'click', onRoll], [form, 'submit', onSubmit], ...(passBtn ? [[passBtn, 'click', onPass]] : [])]);

  let lastKey = '';
  function render(state, now) {
    const snap = state.snap;
    const turns = snap.turns;
    const turn = turns[turns.length - 1];
    const count = snap.diceCount ?? 3;
    panel.hidden = count === 0;
    if (!count) return;
    // A friend's game hides the moves from the board that waits; the dice's marks read the roller's (rollerMoves).
    const moves = snap.rollerMoves || snap.legalMoves;
    // A die of moves shows a number, not a piece (dice chess by number of moves).
    const ofMoves = (snap.movesPerTurn ?? 1) > 1;
    const left = ofMoves && turn && turn.color === snap.turn && snap.phase === 'move' ? snap.movesLeft : 0;
    let list = state.viewPly === null ? diceOfTurn(turn, snap.phase === 'bonus' ? moves : null, snap.rollFirst, ofMoves ? left : null, snap.dieFaces ?? null) : [];
    const passed = snap.rollFirst && turn && turn.roll && !turn.moves.length && turn.forfeited.length > 0;
    // A game that ends mid-turn (Circe Mate) leaves its unused dice void (RULES §4).
    if (snap.result) list = list.map((d) => (d.state === 'unused' || d.state === 'stuck' ? { ...d, state: 'void' } : d));
    const color = turn ? turn.color : snap.turn;
    const rolling = state.rolling && now < state.rolling.end;
    const phase = snap.phase;
    // Against a friend the dice come from both players' secrets, never from a button or a form;
    // the analysis board takes the engine's dice or any dice entered.
    const showRoll = phase === 'roll' && !snap.remote && (!state.settings.physical || state.analysis);
    const showForm = phase === 'roll' && !snap.remote && (state.settings.physical || state.analysis);
    // A pass by choice (Vegas Fun Chess) on the player's own turn, not the computer's.
    const showPass = !!snap.mayPass && phase === 'move' && state.viewPly === null
      && !(controller.computerColor && controller.computerColor() === snap.turn);
    const key = rolling ? `rolling${Math.floor(now / 70)}` : JSON.stringify([list, color, phase, showRoll, showForm, tr.lang, count, state.passCheck, left, snap.countDie, showPass, snap.turn, snap.inCheck]);
    if (key === lastKey) return;
    lastKey = key;
    label(snap.countDie ?? null, snap.dieFaces ?? null);
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
    const side = color === 'white' ? 'w' : 'b';
    for (const [i, el] of dice.entries()) {
      // A die of moves shows its number; a type die beside it (by piece and count) its piece.
      const countsMoves = ofMoves && i === (snap.countDie ?? 0);
      showDie(el, list[i], { rolling, countsMoves, side, phase, movesPerTurn: snap.movesPerTurn, index: i, dieFaces: snap.dieFaces ?? null }, tr);
    }
    note.textContent = diceNote({
      rolling, passed, viewing: state.viewPly !== null, passCheck: state.passCheck, turns, turn, ofMoves, phase, list, left, snap, count,
    }, tr);
  }

  return { render, destroy: off };
}
