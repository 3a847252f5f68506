// The New game dialog and the FEN / game-record window, loaded by
// views/dialogs.js once the board is up (or at the first click on their
// buttons, if that comes first). A pasted text that the engine refuses
// shows why (by the error's code, with the engine's message), and for
// records the line with a caret under the column where reading failed.
// Loading over a game in progress asks first.

import { t, table, errorWithDetail, appTranslator } from '../strings.js';
import { Match, ruleSetNamed } from '../engine.js';
import { ruleSetText } from '../rule-sets.js';
import { LEVELS, levelRating } from '../opponents.js';
import { createRuleChoice } from './rule-choice.js';
import { copy } from './dialogs.js';

/** Where an engine error says reading failed (a record's `line` and `column`, 1-based), or null. */
export function errorPosition(err) {
  const ok = (n) => Number.isInteger(n) && n >= 1;
  return err && ok(err.line) && ok(err.column) ? { line: err.line, column: err.column } : null;
}

/** Says why the FEN or record in `box` was refused, and where: the line, a caret under the column, the text there selected. */
function showError(root, err, text, box) {
  const $ = (sel) => root.querySelector(sel);
  const ioError = $('#io-error');
  ioError.hidden = false;
  $('#io-error-text').textContent = t('parseError', errorWithDetail(err));
  const where = $('#io-error-where');
  const pos = errorPosition(err);
  if (pos) {
    const line = text.split('\n')[pos.line - 1] ?? '';
    where.textContent = `${t('errorAt', pos.line, pos.column)}\n${line}\n${' '.repeat(Math.max(0, pos.column - 1))}^`;
    where.hidden = false;
    let offset = 0;
    const lines = text.split('\n');
    for (let i = 0; i < pos.line - 1 && i < lines.length; i++) offset += lines[i].length + 1;
    offset += pos.column - 1;
    const end = text.slice(offset).search(/\s|$/);
    box.focus();
    box.setSelectionRange(offset, offset + Math.max(1, end));
  } else {
    where.hidden = true;
    where.textContent = '';
  }
}

/**
 * The levels New game offers: the computer's (opponents.js), each named in
 * the player's language, with its rating where it was measured in the
 * rule set `rules` ("Hard: about 1850" in orthodox chess). Keeps the
 * level chosen.
 */
function fillLevels(select, rules) {
  const names = table('levelNames');
  const chosen = select.value;
  select.replaceChildren(...LEVELS.map((level) => {
    const option = document.createElement('option');
    const name = names[level] || level;
    const title = name[0].toUpperCase() + name.slice(1);
    const rating = levelRating(rules, level);
    option.value = level;
    option.textContent = rating === null ? title : t('levelRated', title, rating);
    return option;
  }));
  if (chosen) select.value = chosen;
}

/** Opens the New game dialog on the settings of the game played. */
function openNewGame(root, controller, ruleChoice) {
  const $ = (sel) => root.querySelector(sel);
  const dlgNew = $('#dlg-new');
  $('#new-seed').value = '';
  const settings = controller.settings;
  for (const radio of dlgNew.querySelectorAll('input[name="opponent"]')) radio.checked = radio.value === settings.opponent;
  ruleChoice.open(controller.rulesName());
  fillLevels($('#new-level'), ruleChoice.value());
  $('#new-level').value = settings.level;
  $('#new-computer-side').value = settings.computerSide;
  dlgNew.showModal();
}

/**
 * The New game dialog closed: with Start, a game of its rule set,
 * opponent, level and seed; over a game in progress, once the player has
 * said so (`confirm`), as a link to another game asks.
 */
function startNewGame(root, controller, ruleChoice, confirm) {
  const $ = (sel) => root.querySelector(sel);
  const dlgNew = $('#dlg-new');
  ruleChoice.close();
  if (dlgNew.returnValue !== 'start') return;
  const raw = $('#new-seed').value.trim();
  const seed = /^\d+$/.test(raw) && ruleChoice.hasDice() ? Number(raw) : null;
  const opponent = dlgNew.querySelector('input[name="opponent"]:checked')?.value ?? 'human';
  const level = $('#new-level').value;
  const computerSide = $('#new-computer-side').value;
  const rules = ruleChoice.value();
  const start = () => {
    controller.setSetting('level', level);
    controller.setSetting('computerSide', computerSide);
    controller.setSetting('opponent', opponent);
    // Against the computer, the player's side is at the bottom.
    if (opponent === 'computer') controller.setSetting('flipped', computerSide === 'white');
    controller.newGame({ seed, rules });
  };
  if (!controller.inProgress()) {
    start();
    return;
  }
  const set = ruleSetNamed(rules);
  confirm(t('rulesUrlTitle', set ? ruleSetText(set, appTranslator).name : rules), t('start'), start, t('keepGame'));
}

/**
 * The two dialogs on `root`, wired to `controller`; `confirm(title, yes,
 * fn, no)` asks before a new game or a loaded text replaces a game in progress.
 */
export function createGameDialogs(root, controller, confirm) {
  const $ = (sel) => root.querySelector(sel);
  const dlgNew = $('#dlg-new');
  const dlgIo = $('#dlg-io');
  const fenBox = $('#io-fen');
  const recordBox = $('#io-record');
  const ioError = $('#io-error');
  const ruleChoice = createRuleChoice(root);

  /** Loads the text of `box` with `load` once `check` (which throws the engine's error) accepts it, asking first over a game in progress. */
  function tryLoad(box, check, load) {
    const text = box.value;
    try {
      check(text);
    } catch (err) {
      showError(root, err, text, box);
      return;
    }
    const run = () => {
      load(text);
      dlgIo.close();
    };
    if (controller.inProgress()) confirm(t('replaceTitle'), t('replace'), run);
    else run();
  }

  /**
   * `fn` now, or once the engine's cold module (records: engine.js) is in,
   * which comes just after the board; an error if it cannot be loaded.
   */
  function withCold(box, fn) {
    if (Match.coldLoaded()) fn();
    else Match.whenCold().then(fn, (err) => showError(root, err, box.value, box));
  }

  const handlers = [
    [dlgNew, 'close', () => startNewGame(root, controller, ruleChoice, confirm)],
    // A level's rating belongs to a rule set: the labels follow the choice.
    [$('#new-rules'), 'change', () => fillLevels($('#new-level'), ruleChoice.value())],
    [$('#io-fen-copy'), 'click', (e) => copy(fenBox, e.currentTarget)],
    [$('#io-record-copy'), 'click', (e) => copy(recordBox, e.currentTarget)],
    [$('#io-fen-load'), 'click', () => tryLoad(fenBox, (text) => new Match({ fen: text.trim(), rules: controller.rulesName() }).free(),
      (text) => controller.loadFen(text))],
    [$('#io-record-load'), 'click', () => withCold(recordBox, () => tryLoad(recordBox, (text) => Match.fromRecord(text).free(),
      (text) => controller.loadRecord(text)))],
  ];
  for (const [el, type, fn] of handlers) el.addEventListener(type, fn);

  return {
    openNewGame() {
      openNewGame(root, controller, ruleChoice);
    },
    openIo() {
      fenBox.value = controller.fen();
      recordBox.value = '';
      withCold(recordBox, () => { if (recordBox.value === '') recordBox.value = controller.record(); });
      ioError.hidden = true;
      $('#io-fen-copy').textContent = t('copy');
      $('#io-record-copy').textContent = t('copy');
      dlgIo.showModal();
    },
    destroy() {
      for (const [el, type, fn] of handlers) el.removeEventListener(type, fn);
      ruleChoice.destroy();
    },
  };
}
