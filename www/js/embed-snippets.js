// The two ways to put a board on another page, as text to paste: the
// <dice-rex-circe> element with its script tag, and an iframe of embed.html
// for sites that allow only iframes; and the app's own link to a game. Values
// are escaped for the attribute (and the URL) they go into: they stay data
// wherever they are pasted.

import { recordText } from './element/attributes.js';
import { DEFAULT_RULES } from './default-rules.js';

const ESCAPES = { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' };

/** `text` made safe inside a double-quoted HTML attribute. */
export function escapeAttribute(text) {
  return String(text).replace(/[&"<>]/g, (c) => ESCAPES[c]);
}

const TAG = /^\[(\w+)\s+"((?:[^"\\]|\\.)*)"\]\s*$/;
const UNKNOWN = new Set(['?', '????.??.??', '*']);

/**
 * The `rules` attribute for a record's `Variant` tag: the rule set's name
 * (`anticirce`) when `ruleSets` (the engine's `Game.ruleSets()`) knows the
 * tag as a name or display name, `orthodox` for PGN's `Standard`, else the
 * tag as it is (a combination's facet text, which the engine reads too);
 * null for Dice Rex Circe, the default.
 */
export function rulesAttribute(variant, ruleSets = []) {
  const value = variant.trim();
  const lower = value.toLowerCase();
  if (lower === 'standard' || lower === 'chess') return 'orthodox';
  const named = ruleSets.find((r) => r.name === lower || r.displayName.toLowerCase() === lower);
  const name = named ? named.name : value;
  return name === DEFAULT_RULES || lower === 'dice rex circe' ? null : name;
}

/**
 * A game record (the engine's PGN) split into the element's attributes:
 * the starting FEN, the seed and the rule set become `fen`, `seed` and
 * `rules` (named as in `ruleSets`, the engine's `Game.ruleSets()`); the
 * tags that say nothing are dropped; what is left is `record`.
 */
export function recordAttributes(record, ruleSets = []) {
  const attrs = {};
  const keep = [];
  const lines = record.split('\n');
  let i = 0;
  for (; i < lines.length; i++) {
    const m = TAG.exec(lines[i].trim());
    if (!m) {
      if (lines[i].trim() === '') continue;
      break;
    }
    const [, name, value] = m;
    if (name === 'FEN') attrs.fen = value;
    else if (name === 'Seed') attrs.seed = value;
    else if (name === 'Variant') {
      const rules = rulesAttribute(value.replace(/\\(["\\])/g, '$1'), ruleSets);
      if (rules) attrs.rules = rules;
    } else if (name === 'SetUp' || name === 'Result') continue;
    else if (name === 'Termination' && value !== 'resignation' && value !== 'agreement') continue;
    else if (!UNKNOWN.has(value)) keep.push(lines[i].trim());
  }
  const moves = lines.slice(i).join('\n').trim();
  attrs.record = [...keep, moves].filter(Boolean).join('\n');
  return attrs;
}

/** The attribute list in a fixed order, skipping empty values. */
function ordered(attrs) {
  const order = ['rules', 'fen', 'record', 'seed', 'ply', 'orientation', 'interactive', 'controls', 'opponent', 'lang'];
  return order.filter((k) => attrs[k] !== undefined && attrs[k] !== null && attrs[k] !== '').map((k) => [k, String(attrs[k])]);
}

/**
 * The element and the script tag that defines it; `base` is the app's URL
 * (ending in '/'); `width` (pixels), if given, caps the board's size.
 */
export function elementSnippet(base, attrs, width = null) {
  const size = Number.isInteger(width) ? ` style="max-width:${width}px"` : '';
  const list = ordered(attrs).map(([k, v]) => ` ${k}="${escapeAttribute(v)}"`).join('') + size;
  return `<script type="module" src="${escapeAttribute(new URL('js/dice-rex-circe.js', base).href)}"></script>\n`
    + `<dice-rex-circe${list}></dice-rex-circe>`;
}

/** The URL of embed.html showing `attrs`, all in the fragment (never sent to a server). */
export function embedUrl(base, attrs) {
  const params = new URLSearchParams(ordered(attrs));
  return `${new URL('embed.html', base).href}#${params.toString()}`;
}

/** An iframe of embed.html, sized for the controls it shows (and the line naming its rules, with controls). */
export function iframeSnippet(base, attrs, width = 360) {
  const controls = attrs.controls || 'none';
  const extra = ({ none: 0, moves: 64, full: 150 }[controls] ?? 64) + (attrs.rules && controls !== 'none' ? 56 : 0);
  return `<iframe src="${escapeAttribute(embedUrl(base, attrs))}" width="${width}" height="${width + extra}" `
    + 'title="Dice Rex Circe" loading="lazy" style="border:0"></iframe>';
}

/** The link that opens this game in the app at `base`: #rules=…&record=…&fen=…&seed=…, as embed.html reads them. */
export function shareUrl(base, rawRecord, ruleSets = []) {
  const attrs = recordAttributes(rawRecord, ruleSets);
  const params = new URLSearchParams();
  for (const key of ['rules', 'fen', 'seed', 'record']) if (attrs[key]) params.set(key, attrs[key]);
  return `${new URL('./', base).href}#${params.toString()}`;
}

/**
 * The game a link's fragment carries (`#record=…`, with `fen`, `seed` and
 * `rules`), as a record the engine reads; null when the fragment has no game.
 */
export function sharedRecord(hash) {
  const params = new URLSearchParams(String(hash).replace(/^#/, ''));
  const record = params.get('record');
  if (record === null) return null;
  const seed = params.get('seed');
  return recordText({
    record,
    fen: params.get('fen') || null,
    rules: params.get('rules') || null,
    seed: seed && /^\d{1,15}$/.test(seed) ? Number(seed) : null,
  });
}
