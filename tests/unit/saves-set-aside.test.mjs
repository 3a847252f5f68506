// Saves that cannot be read, and a storage that is full (www/js/persist.js,
// set-aside.js, quota.js, remote/storage.js), in a stand-in for
// localStorage with a quota: an unreadable save is kept under a key of its
// own, never deleted, and listed with why; a save that does not fit makes
// room from finished games against friends, never from a game in
// progress, and one that cannot be made is told once, until one is.
import { test, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { MemoryStorage } from './friend-fakes.mjs';
import * as persist from '../../www/js/persist.js';
import { asides, dropAside, setAside, PREFIX } from '../../www/js/set-aside.js';
import { writeItem, StorageError } from '../../www/js/quota.js';
import { createStorage, GAME_PREFIX } from '../../www/js/remote/storage.js';

let storage;
beforeEach(() => {
  storage = new MemoryStorage({ quota: 20000 });
  globalThis.window = { localStorage: storage };
});

test('an unreadable save is set aside under a key of its own, listed with why, and can be deleted', () => {
  for (const raw of ['{"v":2,"record":"1. e4 *"}', '{"v":1,"record":']) {
    storage.clear();
    storage.setItem('drc.game', raw);
    assert.notEqual(persist.loadGame().status, 'ok');
    assert.equal(persist.setAsideGame('another version of the app saved it'), true);
    assert.equal(storage.getItem('drc.game'), null, 'the next save does not replace it');
    const [item] = asides(storage);
    assert.ok(item.key.startsWith(PREFIX));
    assert.deepEqual({ what: item.what, from: item.from, reason: item.reason, raw: item.raw },
      { what: 'game', from: 'drc.game', reason: 'another version of the app saved it', raw });
    // The new game's save goes where the old one was; the old one stays aside.
    persist.saveGame('1. d4 *', {});
    assert.equal(persist.loadGame().record, '1. d4 *');
    assert.equal(asides(storage).length, 1);
    dropAside(storage, item.key);
    assert.deepEqual(asides(storage), []);
  }
  // Two set aside in the same millisecond each keep their own key.
  setAside(storage, { what: 'game', from: 'a', raw: '1', reason: 'x' }, 5);
  setAside(storage, { what: 'game', from: 'b', raw: '2', reason: 'y' }, 5);
  assert.deepEqual(asides(storage).map((x) => x.raw), ['1', '2']);
});

test('a save set aside when there is no room for it stays where it was', () => {
  storage.setItem('drc.game', '{"v":9}');
  storage.setItem('other', 'x'.repeat(20000 - storage.used() - 5));
  assert.equal(persist.setAsideGame('another version'), false);
  assert.equal(storage.getItem('drc.game'), '{"v":9}');
});

test('a full storage: the game\'s save makes room from finished games against friends, never a game in progress, and what cannot be saved is told once until a save succeeds', () => {
  const told = [];
  persist.onSaveProblem((problem, removed) => told.push([problem, removed]));
  const friends = createStorage(() => storage);
  const game = (g, result, updated) => JSON.stringify({ v: 2, g, me: 'white', host: true, result, updated, pad: 'p'.repeat(3000) });
  storage.setItem(`${GAME_PREFIX}${'a'.repeat(32)}`, game('a'.repeat(32), { winner: 'white', reason: 'resignation' }, 1));
  storage.setItem(`${GAME_PREFIX}${'b'.repeat(32)}`, game('b'.repeat(32), { winner: null, reason: 'agreement' }, 2));
  storage.setItem(`${GAME_PREFIX}${'c'.repeat(32)}`, game('c'.repeat(32), null, 0));
  storage.setItem('other', 'x'.repeat(20000 - storage.used() - 100));
  persist.saveGame(`1. e4 e5 ${'2. Nf3 Nc6 '.repeat(200)}*`, {});
  assert.equal(persist.loadGame().status, 'ok', 'the game is saved');
  assert.equal(storage.getItem(`${GAME_PREFIX}${'a'.repeat(32)}`), null, 'the oldest finished game went first');
  assert.notEqual(storage.getItem(`${GAME_PREFIX}${'c'.repeat(32)}`), null, 'the game in progress stays');
  assert.deepEqual(told, [[null, 1]]);
  // A save that cannot fit even so: told once, then once more only after a save succeeded.
  persist.saveGame('x'.repeat(30000), {});
  persist.saveGame('x'.repeat(30000), {});
  assert.deepEqual(told.slice(1), [['storage-full', 0]]);
  assert.notEqual(storage.getItem(`${GAME_PREFIX}${'c'.repeat(32)}`), null, 'the game in progress stays still');
  assert.equal(storage.getItem(`${GAME_PREFIX}${'b'.repeat(32)}`), null, 'every finished game was given up first');
  persist.saveGame('1. e4 *', {});
  persist.saveGame('x'.repeat(30000), {});
  assert.deepEqual(told.slice(1), [['storage-full', 0], ['storage-full', 0]]);
  assert.equal(friends.currentId(), null);
  persist.saveGame('1. e4 *', {});
  // No storage at all (a browser that keeps nothing for the page): told as such.
  globalThis.window = { get localStorage() { throw new Error('SecurityError'); } };
  persist.saveGame('1. e4 *', {});
  assert.deepEqual(told.at(-1), ['storage-off', 0]);
  persist.onSaveProblem(() => {});
});

test('a write that does not fit asks only the room makers of its own storage', () => {
  const other = new MemoryStorage();
  const theirs = createStorage(() => other);
  other.setItem(`${GAME_PREFIX}${'d'.repeat(32)}`, JSON.stringify({ v: 2, g: 'd'.repeat(32), result: { winner: 'white', reason: 'resignation' }, updated: 1 }));
  assert.throws(() => writeItem(storage, 'big', 'x'.repeat(30000)), (e) => e instanceof StorageError && e.code === 'storage-full');
  assert.equal(theirs.summaries().length, 1, 'another storage\'s finished game was not touched');
});

test('the one-object layout of the first version moves to a key a game, a damaged object is set aside, never dropped', () => {
  const g1 = '1'.repeat(32);
  const g2 = '2'.repeat(32);
  storage.setItem('drc.remote', JSON.stringify({ current: g1, games: { [g1]: { v: 1, g: g1, me: 'white', host: true, journal: [] }, [g2]: { v: 1, g: g2, result: { winner: 'black', reason: 'resignation' } }, bad: { v: 1 } } }));
  const friends = createStorage(() => storage);
  assert.deepEqual(friends.ids().sort(), [g1, g2]);
  assert.equal(friends.currentId(), g1);
  assert.equal(storage.getItem('drc.remote'), null);
  const moved = friends.read(g1).data;
  assert.deepEqual([moved.v, moved.legacy, moved.keys, moved.peerKey], [2, true, null, null]);
  assert.equal(asides(storage).length, 1, 'the game with a malformed id is kept aside');
  // An old object that is not JSON at all.
  storage.clear();
  storage.setItem('drc.remote', '{"games":');
  assert.deepEqual(createStorage(() => storage).ids(), []);
  assert.equal(asides(storage)[0].raw, '{"games":');
  assert.equal(asides(storage)[0].what, 'friend-games');
});
