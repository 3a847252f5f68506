// The current game and the settings, kept in localStorage. A save is the
// game record (the engine's own text format) plus how the game started, so
// that a `?seed=` link reopens its own game. A save that cannot be read is
// reported, set aside under a key of its own (set-aside.js: kept, and
// offered as a file) and never breaks the page. A save that does not fit
// makes room from finished games against friends (quota.js), and one that
// cannot be made is told (onSaveProblem).

import { writeItem } from './quota.js';
import { setAside } from './set-aside.js';

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

export function loadSettings() {
  try {
    const data = JSON.parse(storage()?.getItem(SETTINGS_KEY) || '{}');
    const out = { ...DEFAULT_SETTINGS };
    for (const k of Object.keys(DEFAULT_SETTINGS)) {
      if (typeof data[k] === typeof DEFAULT_SETTINGS[k]) out[k] = data[k];
    }
    return out;
  } catch {
    return { ...DEFAULT_SETTINGS };
  }
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
  if (seed !== null && /^\d{1,15}$/.test(seed)) origin.seed = Number(seed);
  const fen = params.get('fen');
  if (fen) origin.fen = fen;
  return origin;
}

export function sameOrigin(a, b) {
  const rules = (o) => (o.rules && o.rules !== 'dice-rex-circe' ? o.rules : null);
  return (a.seed ?? null) === (b.seed ?? null) && (a.fen ?? null) === (b.fen ?? null) && rules(a) === rules(b);
}

/** Keeps the address bar in step with the game, so a reload reopens it rather than the link's. */
export function reflectOrigin(origin) {
  const url = new URL(location.href);
  url.searchParams.delete('seed');
  url.searchParams.delete('fen');
  url.searchParams.delete('rules');
  if (origin.rules !== undefined && origin.rules !== 'dice-rex-circe') url.searchParams.set('rules', origin.rules);
  if (origin.seed !== undefined) url.searchParams.set('seed', String(origin.seed));
  if (origin.fen !== undefined) url.searchParams.set('fen', origin.fen);
  if (url.href !== location.href) history.replaceState(null, '', url);
}
