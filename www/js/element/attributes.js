// The attributes of <dice-rex-circe>, read and checked. Values are data:
// they are only compared, measured and handed to the engine as text, never
// parsed as markup. A bad value is an EmbedError with a code that the
// element translates (strings: errors[code]) and shows in its own box.

/** The attributes the element watches, with the values each accepts. */
export const ENUMS = {
  orientation: ['white', 'black'],
  interactive: ['true', 'false'],
  controls: ['none', 'moves', 'full'],
  opponent: ['none', 'easy', 'medium', 'hard'],
};
export const ATTRIBUTES = ['fen', 'record', 'seed', 'ply', 'rules', 'lang', ...Object.keys(ENUMS)];

const MAX_FEN = 120;
const MAX_RECORD = 100_000;
// Everything a FEN can contain (RULES §9); anything else is refused before the engine sees it.
const FEN_CHARS = /^[pnbrqkPNBRQK0-9/a-hw ?-]*$/;
const MAX_FEN_EXTENSIONS = 120;
// The FEN extensions of the rule sets that keep more than the board (docs/formats.md,
// "Positions"): pending=Rd4, buried=a8:rn,e1:P, origins=h5:d1.
const FEN_EXTENSION = /^(?:pending|buried|origins)=[pnbrqkPNBRQKa-h1-8:,]*$/;

/** Whether `fen` holds only what a FEN can: its fields, then any extensions. */
function fenCharsOk(fen) {
  const fields = fen.split(/\s+/);
  const first = fields.findIndex((f) => f.includes('='));
  const standard = first < 0 ? fields : fields.slice(0, first);
  const extensions = first < 0 ? [] : fields.slice(first);
  return FEN_CHARS.test(standard.join(' ')) && extensions.every((f) => FEN_EXTENSION.test(f));
}
// A rule set as the engine reads it (docs/rule-sets.md): a name, a display
// name ("Anticirce (Cheylan)") or facet text ("anticirce,check=no"); the
// engine decides whether it names rules it can play.
const RULES_CHARS = /^[A-Za-z0-9 ,=()-]+$/;
const MAX_RULES = 200;

export class EmbedError extends Error {
  /** `code`: a key of the strings' errors table; `args` for it; `detail`: the engine's message, if any. */
  constructor(code, args = [], detail = null) {
    super(detail || code);
    this.code = code;
    this.args = args;
    this.detail = detail;
  }
}

function text(get, name, max) {
  const v = get(name);
  if (v === null) return null;
  if (v.length > max) throw new EmbedError('too-long', [name]);
  return v.trim();
}

function choice(get, name, fallback) {
  const v = get(name);
  if (v === null || v.trim() === '') return fallback;
  const value = v.trim().toLowerCase();
  if (!ENUMS[name].includes(value)) throw new EmbedError('bad-attribute', [name, ENUMS[name].join(', ')]);
  return value;
}

/**
 * The element's settings from `get(name)` (the attribute's value or null).
 * Throws an EmbedError for a value that cannot be used.
 */
export function readConfig(get) {
  const fen = text(get, 'fen', MAX_FEN + MAX_FEN_EXTENSIONS) || null;
  if (fen && !fenCharsOk(fen)) throw new EmbedError('bad-fen');
  const rules = text(get, 'rules', MAX_RULES) || null;
  if (rules && !RULES_CHARS.test(rules)) throw new EmbedError('unknown-rules');
  const record = text(get, 'record', MAX_RECORD) || null;
  const seedText = text(get, 'seed', 40);
  let seed = null;
  if (seedText) {
    if (!/^\d{1,15}$/.test(seedText)) throw new EmbedError('bad-seed');
    seed = Number(seedText);
  }
  const plyText = text(get, 'ply', 40);
  let ply = null;
  if (plyText) {
    if (!/^\d{1,6}$/.test(plyText)) throw new EmbedError('bad-ply');
    ply = Number(plyText);
  }
  const opponent = choice(get, 'opponent', 'none');
  return {
    fen,
    rules,
    record,
    seed,
    ply,
    orientation: choice(get, 'orientation', 'white'),
    interactive: choice(get, 'interactive', 'false') === 'true',
    controls: choice(get, 'controls', 'none'),
    opponent: opponent === 'none' ? null : opponent,
  };
}

/** Whether two configs start the same game (else the game is loaded again). */
export function sameGame(a, b) {
  return !!a && !!b && a.fen === b.fen && a.rules === b.rules && a.record === b.record && a.seed === b.seed
    && a.ply === b.ply;
}

/** The value of the record's own `Variant` tag, or null when it has none. */
export function recordVariant(record) {
  const m = /^\s*\[Variant\s+"((?:[^"\\]|\\.)*)"\]/m.exec(record);
  return m ? m[1].replace(/\\(["\\])/g, '$1') : null;
}

/**
 * The record text the engine reads for a config: `record` with a Seed tag,
 * the starting FEN and the Variant (the rule set) added from the `seed`,
 * `fen` and `rules` attributes when the record does not carry its own.
 */
export function recordText({ record, fen, seed, rules = null }) {
  const tags = [];
  if (rules && recordVariant(record) === null) tags.push(`[Variant "${rules.replace(/["\\]/g, '')}"]`);
  if (seed !== null && !/^\s*\[Seed\s/m.test(record)) tags.push(`[Seed "${seed}"]`);
  if (fen && !/^\s*\[FEN\s/m.test(record)) tags.push('[SetUp "1"]', `[FEN "${fen}"]`);
  return tags.length ? `${tags.join('\n')}\n${record}` : record;
}
