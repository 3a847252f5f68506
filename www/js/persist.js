// The current game and the settings, kept in localStorage. A save is the
// game record (the engine's own text format) plus how the game started, so
// that a `?seed=` link reopens its own game. A save that cannot be read is
// reported, set aside under a key of its own (set-aside.js: kept, and
// offered as a file) and never breaks the page. A save that does not fit
// makes room from finished games against friends (quota.js), and one that
// cannot be made is told (onSaveProblem).

import { writeItem } from './quota.js';
import { setAside } from './set-aside.js';

import { LEVELS, OPPONENTS } from './opponents.js';
import { PACES } from './controller/context.js';
import { languageOf, LANGUAGES } from './strings.js';
import { DEFAULT_RULES } from './default-rules.js';

const GAME_KEY = 'drc.game';
const SETTINGS_KEY = 'drc.settings';
const VERSION = 1;

/**
 * `lang` '' follows the browser; `level` and `computerSide` apply when
 * `opponent` is 'computer'; `pace` is the board's animation ('normal',
 * 'fast', 'off'); `sound` plays sounds for moves, rolls and Circe Mate;
 * `showOdds` and `showAnalysis` open the odds and the analysis;
 * `welcomed` says the first screen's choice (computer or two players) was made.
 */
export const DEFAULT_SETTINGS = {
  autoRoll: false, physical: false, flipped: false, opponent: 'human', level: 'medium', computerSide: 'black', lang: '',
  pace: 'normal', sound: false,
  // The Odds and Analysis toggles (insight.js).
  showOdds: false, showAnalysis: false,
  // The first screen's choice was made (views/welcome.js).
  welcomed: false,
};

function storage() {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

let tell = () => {};
let failing = false;

/**
 * `fn(problem, removed)` hears what a save of the game could not do
 * quietly: `problem` 'storage-full' or 'storage-off' (the game is not
 * saved; said once, until a save succeeds), or null with `removed` > 0
 * (finished games against friends were removed to make room for it).
 */
export function onSaveProblem(fn) {
  tell = fn;
}

export function saveGame(record, origin) {
  let freed;
  try {
    freed = writeItem(storage(), GAME_KEY, JSON.stringify({ v: VERSION, record, origin }));
  } catch (err) {
    if (!failing) tell(err.code === 'storage-full' ? 'storage-full' : 'storage-off', 0);
    failing = true;
    return;
  }
  failing = false;
  const removed = freed.filter((f) => f.kind === 'removed').length;
  if (removed) tell(null, removed);
}

/**
 * The saved game: {status: 'none'} | {status: 'ok', record, origin} |
 * {status: 'corrupt'} | {status: 'foreign'}.
 */
export function loadGame() {
  const raw = storage()?.getItem(GAME_KEY);
  if (raw == null) return { status: 'none' };
  let data;
  try {
    data = JSON.parse(raw);
  } catch {
    return { status: 'corrupt' };
  }
  if (!data || typeof data !== 'object') return { status: 'corrupt' };
  if (data.v !== VERSION) return { status: 'foreign' };
  if (typeof data.record !== 'string') return { status: 'corrupt' };
  const origin = data.origin && typeof data.origin === 'object' ? data.origin : {};
  return { status: 'ok', record: data.record, origin };
}

export function clearGame() {
  try { storage()?.removeItem(GAME_KEY); } catch { /* nothing to clear */ }
}

/**
 * Moves the saved game, which could not be read (`reason`), to a key of
 * its own, so that the next save does not replace it. Returns whether it
 * was kept (false when there is no room even so: it is then left as it
 * is, and the next save replaces it).
 */
export function setAsideGame(reason) {
  const s = storage();
  const raw = s?.getItem(GAME_KEY);
  if (raw == null) return true;
  try {
    setAside(s, { what: 'game', from: GAME_KEY, raw, reason });
    return true;
  } catch {
    return false;
  }
}

export function saveSettings(settings) {
  try { storage()?.setItem(SETTINGS_KEY, JSON.stringify(settings)); } catch { /* unsaved */ }
}

/**
 * The values a setting may take where its type is not enough: the ones the
 * app offers (New game's opponents, levels and sides, the animation's
 * paces, the languages), from the lists the app offers them from, so that
 * a value another version stored and this one lacks is caught here.
 */
export const SETTING_VALUES = {
  opponent: OPPONENTS.map((o) => o.id),
  level: LEVELS,
  computerSide: ['black', 'white'],
  pace: Object.keys(PACES),
  lang: ['', ...LANGUAGES],
};

/** The key of the words (lang/*.js) that name each setting, as the app labels it, for a notice. */
export const SETTING_LABELS = {
  autoRoll: 'autoRoll',
  physical: 'physicalDice',
  flipped: 'flip',
  opponent: 'opponent',
  level: 'level',
  computerSide: 'computerSide',
  lang: 'language',
  pace: 'pace',
  sound: 'sounds',
  showOdds: 'oddsToggle',
  showAnalysis: 'analysisToggle',
  welcomed: 'welcomedSetting',
};

/**
 * The stored settings: { settings, reset, unreadable }. A setting of the
 * wrong type or outside its SETTING_VALUES is set back to its default and
 * named in `reset`; `unreadable` says the whole value could not be read
 * (not JSON, or not an object) and every setting is the default. A
 * setting missing (an older save) takes its default without a word. What
 * was set back is stored at once, so that it is said once.
 */
export function loadSettings() {
  const settings = { ...DEFAULT_SETTINGS };
  let raw = null;
  try {
    raw = storage()?.getItem(SETTINGS_KEY) ?? null;
  } catch { /* storage disabled: the defaults */ }
  if (raw === null) return { settings, reset: [], unreadable: false };
  let data;
  try {
    data = JSON.parse(raw);
  } catch {
    data = null;
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) {
    saveSettings(settings);
    return { settings, reset: [], unreadable: true };
  }
  const reset = [];
  for (const key of Object.keys(DEFAULT_SETTINGS)) {
    if (!Object.hasOwn(data, key)) continue;
    const value = data[key];
    const allowed = Object.hasOwn(SETTING_VALUES, key) ? SETTING_VALUES[key] : null;
    if (typeof value === typeof DEFAULT_SETTINGS[key] && (!allowed || allowed.includes(value))) settings[key] = value;
    else reset.push(key);
  }
  if (reset.length) saveSettings(settings);
  return { settings, reset, unreadable: false };
}

/**
 * How the URL asks the game to start: `?seed=N`, `?fen=…` and/or
 * `?rules=NAME` (a rule set's name; the engine says whether it knows it).
 */
export function originFromUrl(search) {
  const params = new URLSearchParams(search);
  const origin = {};
  const rules = params.get('rules');
  if (rules) origin.rules = rules.trim().slice(0, 300);
  const seed = params.get('seed');
  if (seed !== null && SEED.test(seed)) origin.seed = Number(seed);
  const fen = params.get('fen');
  if (fen) origin.fen = fen;
  return origin;
}

/** A seed the address may give: a whole number of up to 15 digits. */
const SEED = /^\d{1,15}$/;

/**
 * The address's values the app cannot use, as [{ name, value }], for the
 * player to be told: a `?seed=` that is not a seed (the dice are then
 * random), a `?lang=` that is none of the app's languages (the app's
 * language is then chosen as without it). An empty value is no value.
 */
export function unusableUrlValues(search) {
  const params = new URLSearchParams(search);
  const out = [];
  const seed = params.get('seed');
  if (seed && !SEED.test(seed)) out.push({ name: 'seed', value: seed });
  const lang = params.get('lang');
  if (lang && lang.trim() && !languageOf(lang)) out.push({ name: 'lang', value: lang });
  return out;
}

export function sameOrigin(a, b) {
  const rules = (o) => (o.rules && o.rules !== DEFAULT_RULES ? o.rules : null);
  return (a.seed ?? null) === (b.seed ?? null) && (a.fen ?? null) === (b.fen ?? null) && rules(a) === rules(b);
}

/** Keeps the address bar in step with the game, so a reload reopens it rather than the link's. */
export function reflectOrigin(origin) {
  const url = new URL(location.href);
  url.searchParams.delete('seed');
  url.searchParams.delete('fen');
  url.searchParams.delete('rules');
  if (origin.rules !== undefined && origin.rules !== DEFAULT_RULES) url.searchParams.set('rules', origin.rules);
  if (origin.seed !== undefined) url.searchParams.set('seed', String(origin.seed));
  if (origin.fen !== undefined) url.searchParams.set('fen', origin.fen);
  if (url.href !== location.href) history.replaceState(null, '', url);
}
