// Writing to the browser's storage when it may be full. A browser gives a
// site a few megabytes of localStorage; a write beyond them throws. A
// write here is never lost without a word: when storage is full, the
// parts of the app that keep something they can give up (the games
// against friends keep finished games: remote/storage.js) are asked to
// make room, one step at a time, and the write is tried again; if nothing
// more can go, the caller gets an error (code 'storage-full') to tell the
// player.

const makers = new Set();

/**
 * Registers `make(storage, keep)`, called when a write to `storage` does
 * not fit: it frees one step of room there (it must never touch the item
 * named `keep`) and returns what it did, as { kind, id } (a finished game
 * removed or compacted, say), or null when it has nothing more to give
 * (a maker of another storage gives nothing). Returns a function that
 * unregisters it.
 */
export function addRoomMaker(make) {
  makers.add(make);
  return () => makers.delete(make);
}

/** Whether `err` is a browser's "storage is full" (the names and codes differ between browsers). */
export function isQuotaError(err) {
  if (!err) return false;
  return err.name === 'QuotaExceededError' || err.name === 'NS_ERROR_DOM_QUOTA_REACHED' || err.code === 22 || err.code === 1014;
}

/** A write that did not happen: `code` 'storage-full' (even after making room) or 'storage-off' (no storage, or it refused). */
export class StorageError extends Error {
  constructor(code, detail) {
    super(detail);
    this.code = code;
    this.detail = detail;
  }
}

/**
 * Writes `text` under `key` of `storage` (a localStorage, or null when the
 * page has none). When storage is full, asks the room makers for room and
 * tries again until the write fits. Returns what was given up for it (a
 * list of { kind, id }, usually empty); throws a StorageError when the
 * write cannot be made.
 */
export function writeItem(storage, key, text, keep = key) {
  if (!storage) throw new StorageError('storage-off', 'this browser keeps nothing for this page');
  const freed = [];
  for (;;) {
    try {
      storage.setItem(key, text);
      return freed;
    } catch (err) {
      if (!isQuotaError(err)) throw new StorageError('storage-off', err && err.message ? err.message : String(err));
      let step = null;
      for (const make of makers) {
        step = make(storage, keep);
        if (step) break;
      }
      if (!step) throw new StorageError('storage-full', `${text.length} characters do not fit`);
      freed.push(step);
    }
  }
}
