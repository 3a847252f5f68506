// The strings a player sees: one table per language in lang/ (English,
// French, Catalan), all with the same keys. `t(key, ...)` looks a key up in
// the app's active language; `translator(code)` gives an independent
// lookup for one embedded board, whose `lang` may differ from the page's.
// A key missing from a table falls back to English.
//
// English comes with this module; the other tables are loaded when they
// are wanted (loadLanguage), so that a page carries only the words it
// shows: the app loads its language before it writes its first word, and
// the element, whose `lang` may change at any time, adds them all at once
// (addLanguages). Until a table is in, its language reads as English.

import en from './lang/en.js';

const LOADERS = {
  fr: () => import('./lang/fr.js'),
  ca: () => import('./lang/ca.js'),
};

const tables = { en };
const loading = new Map();

/** The language codes there are tables for. */
export const LANGUAGES = ['en', ...Object.keys(LOADERS)];

/**
 * Loads the table of `code` (once; English is always in). Resolves with
 * whether it is in; never rejects (a table that cannot load leaves English).
 */
export function loadLanguage(code) {
  if (Object.hasOwn(tables, code)) return Promise.resolve(true);
  if (!Object.hasOwn(LOADERS, code)) return Promise.resolve(false);
  if (!loading.has(code)) {
    loading.set(code, LOADERS[code]().then((m) => {
      tables[code] = m.default;
      return true;
    }, () => {
      loading.delete(code);
      return false;
    }));
  }
  return loading.get(code);
}

/** Adds tables given at once ({ fr, ca }: the lang/ modules' default exports), for code that needs them synchronously. */
export function addLanguages(given) {
  for (const [code, table] of Object.entries(given)) {
    if (Object.hasOwn(LOADERS, code)) tables[code] = table;
  }
}

/** The language of ours that `tag` ('fr-CA', 'ca', …) names by its primary subtag, or null. */
export function languageOf(tag) {
  const code = typeof tag === 'string' ? tag.trim().toLowerCase().split('-')[0] : '';
  return LANGUAGES.includes(code) ? code : null;
}

/** The first of `candidates` ('fr-CA', 'ca', …) that is one of ours, by its primary subtag; else 'en'. */
export function pickLanguage(candidates) {
  for (const c of candidates) {
    const code = languageOf(c);
    if (code) return code;
  }
  return 'en';
}

/** The browser's preferred languages, best first. */
export function browserLanguages() {
  return typeof navigator === 'undefined' ? [] : [...(navigator.languages || []), navigator.language];
}

/**
 * A lookup for `code`: `tr(key, ...args)` gives the string (a function
 * value is applied to `args`); `tr.table(key)` a nested table (reasons,
 * pieceNames, dieState, errors); `tr.lang` the code.
 */
export function translator(code) {
  const lang = LANGUAGES.includes(code) ? code : 'en';
  // The table is looked up at each call: it may come in after the translator is made.
  const own = () => tables[lang] ?? en;
  const tr = (key, ...args) => {
    const active = own();
    const v = Object.hasOwn(active, key) ? active[key] : en[key];
    if (v === undefined) return key;
    return typeof v === 'function' ? v(...args) : v;
  };
  tr.table = (key) => {
    const active = own();
    return Object.hasOwn(active, key) ? active[key] : en[key];
  };
  tr.lang = lang;
  return tr;
}

let active = translator(pickLanguage(browserLanguages()));

/** Selects the app's language (a code of LANGUAGES); unknown codes give English. */
export function setLanguage(code) {
  active = translator(code);
}

/** The app's language code. */
export function language() {
  return active.lang;
}

/**
 * A move's SAN as the player reads it, in the language of `tr`: French and
 * Catalan use their own piece letters (R D T F C, R D T A C), as their
 * chess notation does; English and the record keep SAN's (K Q R B N).
 * Squares are lower case and castling is O-O, so every other capital is a
 * piece letter.
 */
export function sanFor(san, tr = appTranslator) {
  const letters = tr.table('sanLetters');
  return letters && san ? san.replace(/[KQRBNP]/g, (c) => letters[c] ?? c) : san;
}

/**
 * A move typed by the player, for the engine: in French or Catalan the
 * language's piece letters (Cf3, Dxd4, Rf1 for the king) become SAN's;
 * letters the language does not use (Nf3, Qd4) are SAN's already.
 */
export function sanFromPlayer(text, tr = appTranslator) {
  const letters = tr.table('sanLetters');
  if (!letters) return text;
  const back = Object.fromEntries(Object.entries(letters).map(([san, own]) => [own, san]));
  return text.replace(/[A-Z]/g, (c) => back[c] ?? c);
}

/** The string for `key` in the app's language, applied to `args` when it is a function. */
export function t(key, ...args) {
  return active(key, ...args);
}

/** A nested table (reasons, pieceNames, dieState) in the app's language. */
export function table(key) {
  return active.table(key);
}

/**
 * An error in the language of `tr` (the app's by default), chosen by its
 * `code` and never by its message: the engine's codes (docs/js-api.md, "Errors"),
 * and the embedded board's own, which may carry `args`. An error without a
 * known code gives the general sentence (errors.engine).
 */
export function errorText(err, tr = appTranslator) {
  const table = tr.table('errors');
  const code = err && typeof err.code === 'string' && Object.hasOwn(table, err.code) ? err.code : 'engine';
  const text = table[code];
  return typeof text === 'function' ? text(...(err.args || [])) : text;
}

/**
 * Text that a player or a page gave (a typed move, an address's rules, an
 * attribute), as a message quotes it: its first 40 characters, with an
 * ellipsis when it is longer, as the engine's own messages quote
 * (src/quote.rs), so that a megabyte pasted or linked makes a line.
 */
export function quotable(text) {
  const whole = String(text);
  return whole.length > 40 ? `${whole.slice(0, 40)}…` : whole;
}

/** `errorText` followed by the engine's own (English) message, for a notice with room for it. */
export function errorWithDetail(err, tr = appTranslator) {
  const detail = err && err.message ? String(err.message) : '';
  return detail ? `${errorText(err, tr)} ${tr('engineSays', detail)}` : errorText(err, tr);
}

/** A translator (as `translator` gives) that follows the app's language as it changes. */
export const appTranslator = Object.defineProperty(
  Object.assign((key, ...args) => active(key, ...args), { table: (key) => active.table(key) }),
  'lang', { get: () => active.lang },
);
