// Saving the game and the settings (www/js/persist.js) in a stand-in for
// localStorage: a save round-trips, a corrupt or foreign one is reported,
// a full or missing storage never throws, and the URL's seed and FEN.
import { test, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import * as persist from '../../www/js/persist.js';

class MemoryStorage {
  constructor() { this.items = new Map(); this.full = false; }
  getItem(k) { return this.items.has(k) ? this.items.get(k) : null; }
  setItem(k, v) {
    if (this.full) throw new Error('QuotaExceededError');
    this.items.set(k, String(v));
  }
  removeItem(k) { this.items.delete(k); }
}

let storage;
beforeEach(() => {
  storage = new MemoryStorage();
  globalThis.window = { localStorage: storage };
});

test('a saved game comes back with how it started', () => {
  assert.deepEqual(persist.loadGame(), { status: 'none' });
  persist.saveGame('1. e4 *', { seed: 42 });
  assert.deepEqual(persist.loadGame(), { status: 'ok', record: '1. e4 *', origin: { seed: 42 } });
  persist.clearGame();
  assert.deepEqual(persist.loadGame(), { status: 'none' });
});

test('a save that cannot be read is corrupt; one of another version is foreign', () => {
  for (const raw of ['{"v":1,"record":', 'null', '7', JSON.stringify({ v: 1, record: 5 })]) {
    storage.setItem('drc.game', raw);
    assert.deepEqual(persist.loadGame(), { status: 'corrupt' }, raw);
  }
  storage.setItem('drc.game', JSON.stringify({ v: 99, stuff: true }));
  assert.deepEqual(persist.loadGame(), { status: 'foreign' });
  storage.setItem('drc.game', JSON.stringify({ v: 1, record: '1. d4', origin: 'bad' }));
  assert.deepEqual(persist.loadGame(), { status: 'ok', record: '1. d4', origin: {} });
});

test('a full storage, or none at all, never breaks the game', () => {
  storage.full = true;
  persist.saveGame('1. e4', {});
  persist.saveSettings({ autoRoll: true });
  assert.deepEqual(persist.loadGame(), { status: 'none' });
  globalThis.window = {
    get localStorage() { throw new Error('SecurityError: storage is disabled'); },
  };
  persist.saveGame('1. e4', {});
  assert.deepEqual(persist.loadGame(), { status: 'none' });
  assert.deepEqual(persist.loadSettings(), persist.DEFAULT_SETTINGS);
  persist.clearGame();
});

test('settings keep only known keys of the right type', () => {
  assert.deepEqual(persist.loadSettings(), persist.DEFAULT_SETTINGS);
  persist.saveSettings({ ...persist.DEFAULT_SETTINGS, autoRoll: true, level: 'hard', lang: 'fr' });
  assert.deepEqual(persist.loadSettings(), { ...persist.DEFAULT_SETTINGS, autoRoll: true, level: 'hard', lang: 'fr' });
  storage.setItem('drc.settings', JSON.stringify({ autoRoll: 'yes', flipped: true, extra: 1 }));
  assert.deepEqual(persist.loadSettings(), { ...persist.DEFAULT_SETTINGS, flipped: true });
  storage.setItem('drc.settings', '{');
  assert.deepEqual(persist.loadSettings(), persist.DEFAULT_SETTINGS);
  // The defaults are never changed through what loadSettings returned.
  persist.loadSettings().autoRoll = true;
  assert.equal(persist.DEFAULT_SETTINGS.autoRoll, false);
});

test('the URL\'s seed and FEN, and whether a save belongs to them', () => {
  assert.deepEqual(persist.originFromUrl('?seed=42'), { seed: 42 });
  assert.deepEqual(persist.originFromUrl('?seed=-1&fen=x'), { fen: 'x' });
  assert.deepEqual(persist.originFromUrl('?seed=1234567890123456'), {});
  assert.deepEqual(persist.originFromUrl('?fen=8%2F8%2F3k4%2F8%2FQ3K3%2F8%2F8%2F8+w+-+-+0+1+-'), { fen: '8/8/3k4/8/Q3K3/8/8/8 w - - 0 1 -' });
  assert.equal(persist.sameOrigin({ seed: 1 }, { seed: 1 }), true);
  assert.equal(persist.sameOrigin({}, { seed: 1 }), false);
  assert.equal(persist.sameOrigin({ fen: 'x' }, { fen: 'x', seed: undefined }), true);
});

test('the address bar follows the game\'s origin', () => {
  const replaced = [];
  globalThis.location = { href: 'https://example.org/drc/?seed=3&lang=fr' };
  globalThis.history = { replaceState: (_s, _t, url) => { replaced.push(String(url)); globalThis.location.href = String(url); } };
  try {
    persist.reflectOrigin({ fen: '8/8/3k4/8/Q3K3/8/8/8 w - - 0 1 -' });
    assert.deepEqual(replaced, ['https://example.org/drc/?lang=fr&fen=8%2F8%2F3k4%2F8%2FQ3K3%2F8%2F8%2F8+w+-+-+0+1+-']);
    persist.reflectOrigin({ fen: '8/8/3k4/8/Q3K3/8/8/8 w - - 0 1 -' });
    assert.equal(replaced.length, 1, 'no change, no new history entry');
    persist.reflectOrigin({});
    assert.equal(replaced.at(-1), 'https://example.org/drc/?lang=fr');
  } finally {
    delete globalThis.location;
    delete globalThis.history;
  }
});
