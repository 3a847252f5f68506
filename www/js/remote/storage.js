// The games against friends, kept in localStorage: each game's data
// (session.js) under a key of its own (`drc.remote.game.<id>`), so that a
// move's save writes one game and not every game ever played; which one
// the app shows (`drc.remote.current`); the connection's setting.
//
// Storage is finite (a few megabytes a site): a finished game is kept as
// its record and result once the app no longer shows it (FriendGame gives
// the compactor, which needs the engine), only the last KEEP_FINISHED
// finished games are kept, and when a write does not fit, finished games
// make room (quota.js), oldest first. A game in progress, or an
// invitation waiting for its answer, is never the one given up. A value
// that cannot be read is set aside (set-aside.js), never deleted.
//
// Nothing here holds the friend's secrets: only this side's seed and key,
// which never leave the device. Kept light: the app's boot reads
// `currentId()` to know whether to load the friend game at once.

import { writeItem, addRoomMaker, StorageError } from '../quota.js';
import { setAside as keepAside, pageStorage } from '../set-aside.js';

/** Each game's key starts with this (a `storage` event names it when another tab saves the game). */
export const GAME_PREFIX = 'drc.remote.game.';
const CURRENT = 'drc.remote.current';
const SETTINGS = 'drc.remote.settings';
/** Where every game was kept, in one object, before each had its own key. */
const OLD = 'drc.remote';
/** How many finished games are kept (as their records); older ones are removed. */
export const KEEP_FINISHED = 20;

const ID = /^[0-9a-f]{32}$/;
const isObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);

/** A game's state for the list and for pruning: 'over', 'waiting' (for the friend's answer) or 'playing'. */
function stateOf(d) {
  if (d.compact === true || (isObject(d.result) && d.result !== null)) return 'over';
  if (d.host === true && d.joined !== true) return 'waiting';
  return 'playing';
}

/**
 * The stored games of `backend()` (a localStorage, or null when the page
 * has none; called at each use, as a browser may refuse it at any time).
 */
export function createStorage(backend = pageStorage, { now = Date.now } = {}) {
  let compactor = null;
  let migrated = false;
  /** The summaries, read once until something is written (the panel's list is drawn often). */
  let listed = null;
  const forget = () => { listed = null; };

  const store = () => backend();
  const keyOf = (g) => GAME_PREFIX + g;

  /** The ids of every stored game. */
  function ids() {
    const s = store();
    if (!s) return [];
    migrate();
    const out = [];
    for (let i = 0; i < s.length; i++) {
      const k = s.key(i);
      if (k && k.startsWith(GAME_PREFIX)) out.push(k.slice(GAME_PREFIX.length));
    }
    return out;
  }

  /** Game `g` as stored: null when there is none, else { raw, data } (`data` undefined when the text is not JSON). */
  function read(g) {
    const s = store();
    migrate();
    const raw = s?.getItem(keyOf(g)) ?? null;
    if (raw === null) return null;
    try {
      return { raw, data: JSON.parse(raw) };
    } catch {
      return { raw, data: undefined };
    }
  }

  /** What the list of games shows of each, newest first: { g, state, me, rules, result, updated, plies, compact, unreadable }. */
  function summaries() {
    if (listed) return listed;
    const out = [];
    for (const g of ids()) {
      const r = read(g);
      if (!r) continue;
      const d = r.data;
      if (!isObject(d)) {
        out.push({ g, unreadable: true, state: 'playing', updated: 0 });
        continue;
      }
      out.push({
        g, state: stateOf(d), me: d.me, rules: d.rules, result: isObject(d.result) ? d.result : null, compact: d.compact === true,
        updated: Number.isFinite(d.updated) ? d.updated : Number.isFinite(d.ended) ? d.ended : Number(d.created) || 0,
        plies: Number.isInteger(d.plies) ? d.plies : null, unreadable: false,
      });
    }
    listed = out.sort((a, b) => b.updated - a.updated);
    return listed;
  }

  function currentId() {
    migrate();
    const g = store()?.getItem(CURRENT) ?? null;
    return typeof g === 'string' && ID.test(g) && store().getItem(keyOf(g)) !== null ? g : null;
  }

  /** Writes `text` under `key`; finished games make room if it does not fit (never the game written). */
  function write(key, text) {
    forget();
    return writeItem(store(), key, text, key);
  }

  /**
   * Saves session data `data` (and shows it, with `makeCurrent`). Returns
   * what was given up to make room (see quota.js); throws a StorageError
   * when it does not fit even so.
   */
  function save(data, makeCurrent = true) {
    const value = { ...data, updated: now() };
    const freed = write(keyOf(data.g), JSON.stringify(value));
    if (makeCurrent && store().getItem(CURRENT) !== data.g) freed.push(...write(CURRENT, data.g));
    return freed;
  }

  /** The app leaves the game against the friend (it stays stored, to be reopened by its links or from the list). */
  function leave() {
    try { store()?.removeItem(CURRENT); } catch { /* nothing to leave */ }
  }

  function remove(g) {
    const s = store();
    if (!s) return;
    forget();
    s.removeItem(keyOf(g));
    if (s.getItem(CURRENT) === g) s.removeItem(CURRENT);
  }

  /** Sets game `g` aside (it cannot be read: `reason`); throws a StorageError when it cannot be kept. */
  function setAside(g, reason) {
    const s = store();
    const raw = s?.getItem(keyOf(g));
    if (raw == null) return;
    forget();
    keepAside(s, { what: 'friend-game', from: keyOf(g), raw, reason }, now());
    if (s.getItem(CURRENT) === g) s.removeItem(CURRENT);
  }

  /**
   * `fn(data, force)` gives a finished game's data kept as its record
   * (saved.js compactOf), or null; it needs the engine. Without `force` it
   * keeps whole a game whose last messages the friend has not
   * acknowledged (they may still have to be sent, as a link).
   */
  function setCompactor(fn) {
    compactor = fn;
  }

  /** Finished games as their summaries, newest first, never the one shown nor `keep`. */
  function finished(keep) {
    const shown = currentId();
    return summaries().filter((x) => x.state === 'over' && !x.unreadable && x.g !== shown && x.g !== keep);
  }

  /** Keeps finished game `g` as its record (see setCompactor for `force`); returns whether it did. */
  function compactOne(g, force) {
    if (!compactor) return false;
    const r = read(g);
    if (!r || !isObject(r.data) || r.data.compact === true) return false;
    let small;
    try {
      small = compactor(r.data, force);
    } catch {
      small = null;
    }
    if (!small) return false;
    // Smaller than what it replaces: this write fits where the other did.
    forget();
    try {
      store().setItem(keyOf(g), JSON.stringify(small));
      return true;
    } catch {
      return false;
    }
  }

  /**
   * Tidies the finished games: those the app does not show are kept as
   * their records, and only the newest KEEP_FINISHED are kept. Returns the
   * steps taken ({ kind: 'compacted' | 'removed', id }).
   */
  function tidy() {
    const steps = [];
    const done = finished(null);
    // The older ones go first, so that none is compacted only to be removed.
    for (const x of done.slice(KEEP_FINISHED)) {
      remove(x.g);
      steps.push({ kind: 'removed', id: x.g });
    }
    for (const x of done.slice(0, KEEP_FINISHED)) if (!x.compact && compactOne(x.g, false)) steps.push({ kind: 'compacted', id: x.g });
    return steps;
  }

  /**
   * One step of room for a write that did not fit (quota.js): a finished
   * game kept as its record, else the oldest finished game removed.
   * Never the game shown, nor the one under `keep`, nor a game in
   * progress.
   */
  function makeRoom(keep) {
    if (!store()) return null;
    // Read afresh: another tab, or another part of the page, may have changed the games.
    forget();
    const keepId = keep && keep.startsWith(GAME_PREFIX) ? keep.slice(GAME_PREFIX.length) : null;
    const done = finished(keepId);
    for (const x of done) if (!x.compact && compactOne(x.g, true)) return { kind: 'compacted', id: x.g };
    const oldest = done.at(-1);
    if (!oldest) return null;
    remove(oldest.g);
    return { kind: 'removed', id: oldest.g };
  }

  /**
   * Moves the games of the one-object layout to a key each, once: games
   * in progress first, then finished ones, newest first. The old object
   * goes once every game is in its place; a write that does not fit then
   * makes room from the finished games already moved.
   */
  function migrate() {
    if (migrated) return;
    const s = store();
    if (!s) return;
    migrated = true;
    forget();
    const raw = s.getItem(OLD);
    if (raw === null) return;
    let old;
    try {
      old = JSON.parse(raw);
    } catch {
      old = null;
    }
    if (!isObject(old) || !isObject(old.games)) {
      try { keepAside(s, { what: 'friend-games', from: OLD, raw, reason: 'the stored games with friends are not readable' }, now()); } catch { /* left where it was */ }
      return;
    }
    const entries = Object.entries(old.games);
    const rank = ([, d]) => (isObject(d) && stateOf(d) === 'over' ? 1 : 0);
    entries.sort((a, b) => rank(a) - rank(b) || (Number(b[1]?.created) || 0) - (Number(a[1]?.created) || 0));
    let oldGone = false;
    // Only the last finished games are kept (tidy() would remove the others at once).
    let finishedKept = 0;
    for (const [g, d] of entries) {
      if (rank([g, d]) === 1 && ++finishedKept > KEEP_FINISHED) continue;
      const text = JSON.stringify(isObject(d) && d.v === 1 ? { ...d, v: 2, keys: null, peerKey: null, legacy: true } : d);
      if (!ID.test(g)) {
        try { keepAside(s, { what: 'friend-game', from: OLD, raw: text, reason: 'its game id is malformed' }, now()); } catch { /* dropped with the old object */ }
        continue;
      }
      try {
        write(keyOf(g), text);
      } catch (err) {
        if (!(err instanceof StorageError) || oldGone) continue;
        // The old object holds every game: once it is gone, they fit again.
        s.removeItem(OLD);
        oldGone = true;
        try { write(keyOf(g), text); } catch { /* a finished game that does not fit even so */ }
      }
    }
    if (typeof old.current === 'string' && ID.test(old.current) && s.getItem(keyOf(old.current)) !== null) {
      try { s.setItem(CURRENT, old.current); } catch { /* the game is kept; it is not shown at once */ }
    }
    s.removeItem(OLD);
  }

  /** ICE servers (one URL a line), the one setting of the connection; { servers, damaged } (damaged: the stored value could not be read). */
  function loadServers(fallback) {
    const raw = store()?.getItem(SETTINGS) ?? null;
    if (raw === null) return { servers: fallback, damaged: false };
    try {
      const v = JSON.parse(raw);
      if (isObject(v) && Array.isArray(v.servers) && v.servers.length <= 20 && v.servers.every((x) => typeof x === 'string' && x.length < 500)) {
        return { servers: v.servers, damaged: false };
      }
    } catch { /* told below */ }
    return { servers: fallback, damaged: true };
  }

  function saveServers(servers) {
    try { write(SETTINGS, JSON.stringify({ servers })); } catch { /* the setting is asked again next time */ }
  }

  // A write to this storage that does not fit takes room from its finished games.
  addRoomMaker((s, keep) => (s && s === store() ? makeRoom(keep) : null));

  return {
    keyOf, ids, read, summaries, forget, currentId, save, leave, remove, setAside, setCompactor, tidy, makeRoom, loadServers, saveServers,
  };
}

/** The app's stored games (the page's localStorage). */
export const appStorage = createStorage();

/** Whether the app was showing a game against a friend (the boot loads the friend game at once). */
export function currentId() {
  return appStorage.currentId();
}
