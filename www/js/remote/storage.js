// The games against friends, kept in localStorage: each session's data
// (session.js) by game id, and which one the app shows. A closed tab
// reopens the current one; nothing here ever holds the friend's secrets,
// only this side's seed, which never leaves the device.

/** The localStorage key of the games (a `storage` event names it when another tab saves). */
export const KEY = 'drc.remote';
const SETTINGS = 'drc.remote.settings';

function storage() {
  try { return window.localStorage; } catch { return null; }
}

function read(key, fallback) {
  try {
    const v = JSON.parse(storage()?.getItem(key) ?? 'null');
    return v && typeof v === 'object' ? v : fallback;
  } catch {
    return fallback;
  }
}

function write(key, value) {
  try { storage()?.setItem(key, JSON.stringify(value)); } catch { /* storage full: the game goes on unsaved */ }
}

function all() {
  const v = read(KEY, { current: null, games: {} });
  if (!v.games || typeof v.games !== 'object') v.games = {};
  return v;
}

/** The session data of game `g`, or null. */
export function load(g) {
  const games = all().games;
  return Object.hasOwn(games, g) ? games[g] : null;
}

/** The game the app shows, or null. */
export function current() {
  const v = all();
  return v.current && Object.hasOwn(v.games, v.current) ? v.games[v.current] : null;
}

export function save(data, makeCurrent = true) {
  const v = all();
  v.games[data.g] = data;
  if (makeCurrent) v.current = data.g;
  write(KEY, v);
}

/** The app leaves the game against the friend (it stays stored, to be reopened by its links). */
export function leave() {
  const v = all();
  v.current = null;
  write(KEY, v);
}

/** ICE servers (one URL a line), the one setting of the connection. */
export function loadServers(fallback) {
  const v = read(SETTINGS, null);
  return v && Array.isArray(v.servers) && v.servers.every((s) => typeof s === 'string') ? v.servers : fallback;
}

export function saveServers(servers) {
  write(SETTINGS, { servers });
}
