// Saves the app could not read, kept rather than deleted. A saved game
// from another version, or one damaged by hand or by a failing disk, is
// moved as it is to a key of its own (`drc.aside.…`), with what it was
// and why it could not be read; the player is told, and the FEN / record
// dialog offers each as a file to keep or to send, and a way to delete it
// (views/set-aside.js). Nothing here is ever read as a game again.

import { writeItem } from './quota.js';

export const PREFIX = 'drc.aside.';

/** The page's localStorage, or null. */
export function pageStorage() {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Keeps `raw` (the text stored under `from`) aside, with `what` it was
 * ('game' for the game on the board, 'friend-game' for a game against a
 * friend) and the `reason` it could not be read, then removes it from
 * `from`. Returns the new key; throws a StorageError (quota.js) when it
 * cannot be kept, and then `from` is left as it was.
 */
export function setAside(storage, { what, from, raw, reason }, now = Date.now()) {
  let key = `${PREFIX}${now}`;
  for (let i = 1; storage.getItem(key) !== null; i++) key = `${PREFIX}${now}-${i}`;
  writeItem(storage, key, JSON.stringify({ v: 1, what, from, reason, at: now, raw }));
  storage.removeItem(from);
  return key;
}

/** Every save set aside, oldest first: { key, what, from, reason, at, raw }. One that cannot be read is listed with its text as it is. */
export function asides(storage) {
  if (!storage) return [];
  const out = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (!key || !key.startsWith(PREFIX)) continue;
    const text = storage.getItem(key) ?? '';
    let item;
    try {
      item = JSON.parse(text);
    } catch {
      item = null;
    }
    const ok = item && typeof item === 'object' && typeof item.raw === 'string';
    out.push(ok
      ? { key, what: String(item.what), from: String(item.from), reason: String(item.reason), at: Number(item.at) || 0, raw: item.raw }
      : { key, what: 'unknown', from: '', reason: '', at: 0, raw: text });
  }
  return out.sort((a, b) => a.at - b.at || (a.key < b.key ? -1 : 1));
}

/** Deletes the save set aside under `key`. */
export function dropAside(storage, key) {
  if (key.startsWith(PREFIX)) storage.removeItem(key);
}
