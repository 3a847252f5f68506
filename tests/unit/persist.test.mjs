// Saving the game and the settings (www/js/persist.js) in a stand-in for
// localStorage: a save round-trips, a corrupt or foreign one is reported,
// a full or missing storage never throws, and the URL's seed and FEN.
import { test, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import * as persist from '../../www/js/persist.js';
import { LEVELS } from '../../www/js/opponents.js';
import { translator, loadLanguage, LANGUAGES } from '../../www/js/strings.js';
import en from '../../www/js/lang/en.js';
import fr from '../../www/js/lang/fr.js';
import ca from '../../www/js/lang/ca.js';
import { PACES } from '../../www/js/controller/context.js';

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
  assert.deepEqual(persist.loadSettings().settings, persist.DEFAULT_SETTINGS);
  persist.clearGame();
});

test('settings keep only known keys of the right type', () => {
  assert.deepEqual(persist.loadSettings(), { settings: persist.DEFAULT_SETTINGS, reset: [], unreadable: false });
  persist.saveSettings({ ...persist.DEFAULT_SETTINGS, autoRoll: true, level: 'hard', lang: 'fr' });
  assert.deepEqual(persist.loadSettings().settings, { ...persist.DEFAULT_SETTINGS, autoRoll: true, level: 'hard', lang: 'fr' });
  storage.setItem('drc.settings', JSON.stringify({ autoRoll: 'yes', flipped: true, extra: 1 }));
  assert.deepEqual(persist.loadSettings(), { settings: { ...persist.DEFAULT_SETTINGS, flipped: true }, reset: ['autoRoll'], unreadable: false });
  // The defaults are never changed through what loadSettings returned.
  persist.loadSettings().settings.autoRoll = true;
  assert.equal(persist.DEFAULT_SETTINGS.autoRoll, false);
});

test('a stored setting outside the values the app offers is reset and named, and the reset is stored', () => {
  // A level of another version (the first screen's choice made, the computer to play White).
  const stored = { opponent: 'computer', level: 'impossible', computerSide: 'white', welcomed: true };
  storage.setItem('drc.settings', JSON.stringify(stored));
  const { settings, reset, unreadable } = persist.loadSettings();
  assert.deepEqual(reset, ['level']);
  assert.equal(unreadable, false);
  assert.deepEqual(settings, { ...persist.DEFAULT_SETTINGS, opponent: 'computer', computerSide: 'white', welcomed: true });
  assert.ok(persist.SETTING_VALUES.level.includes(settings.level));
  assert.deepEqual(persist.loadSettings().reset, [], 'said once: the reset value was stored');
  // Every value the app offers is kept; any other is reset.
  for (const [key, values] of Object.entries(persist.SETTING_VALUES)) {
    for (const value of values) {
      storage.setItem('drc.settings', JSON.stringify({ [key]: value }));
      assert.deepEqual(persist.loadSettings(), { settings: { ...persist.DEFAULT_SETTINGS, [key]: value }, reset: [], unreadable: false }, `${key}: ${value}`);
    }
    for (const value of ['', 'purple', '<b>x</b>', 'HARD', ' hard', 'toString', 'de']) {
      if (values.includes(value)) continue;
      storage.setItem('drc.settings', JSON.stringify({ [key]: value }));
      assert.deepEqual(persist.loadSettings(), { settings: persist.DEFAULT_SETTINGS, reset: [key], unreadable: false }, `${key}: ${value}`);
    }
  }
  assert.deepEqual(persist.SETTING_VALUES.level, LEVELS, 'the levels New game offers');
  assert.deepEqual(persist.SETTING_VALUES.pace, Object.keys(PACES));
});

test('settings that cannot be read at all are reset, said, and stored as the defaults', () => {
  for (const raw of ['{', '[1,2]', 'null', '7', '"medium"']) {
    storage.setItem('drc.settings', raw);
    assert.deepEqual(persist.loadSettings(), { settings: persist.DEFAULT_SETTINGS, reset: [], unreadable: true }, raw);
    assert.deepEqual(persist.loadSettings(), { settings: persist.DEFAULT_SETTINGS, reset: [], unreadable: false }, `${raw}: said once`);
  }
});

test('every setting has a name in every language, for the notice that names it', async () => {
  await Promise.all(LANGUAGES.map(loadLanguage));
  assert.deepEqual(Object.keys(persist.SETTING_LABELS).sort(), Object.keys(persist.DEFAULT_SETTINGS).sort());
  for (const lang of LANGUAGES) {
    const tables = { en, fr, ca };
    for (const [setting, key] of Object.entries(persist.SETTING_LABELS)) {
      assert.equal(typeof tables[lang][key], 'string', `${lang}: ${setting} (${key})`);
    }
    const tr = translator(lang);
    assert.match(tr('settingsReset', [tr('level'), tr('pace')]), new RegExp(`${tr('level')}, ${tr('pace')}`));
  }
});

test('a seed or a language the address gives that the app cannot use is named', () => {
  assert.deepEqual(persist.unusableUrlValues('?seed=42&lang=fr-CA'), []);
  assert.deepEqual(persist.unusableUrlValues('?seed=&lang='), [], 'an empty value is no value');
  assert.deepEqual(persist.unusableUrlValues('?seed=-1&lang=de'), [{ name: 'seed', value: '-1' }, { name: 'lang', value: 'de' }]);
  assert.deepEqual(persist.unusableUrlValues('?seed=1234567890123456'), [{ name: 'seed', value: '1234567890123456' }]);
  assert.deepEqual(persist.unusableUrlValues('?seed=%3Cb%3E'), [{ name: 'seed', value: '<b>' }]);
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
