// The rule sets as the player sees them: their names and descriptions in
// the player's language, and their groups in the New game dialog. The
// engine's table (Game.ruleSets()) is the source: English comes from it;
// lang/rule-sets.<lang>.js translate it, one table per language used by
// the app, the embedded board, the friend dialog and the variants pages.

/** The languages whose rule-set words are not the engine's own English. */
const WORDS = {
  fr: () => import('./lang/rule-sets.fr.js'),
  ca: () => import('./lang/rule-sets.ca.js'),
};

const loading = new Map();
const tables = new Map();

/**
 * Loads the rule-set words of `lang` (once; English needs none). Never
 * rejects: a table that cannot load leaves the engine's English in place.
 */
export function loadRuleSetWords(lang) {
  if (!WORDS[lang]) return Promise.resolve(null);
  if (!loading.has(lang)) {
    loading.set(lang, WORDS[lang]().then((m) => {
      tables.set(lang, m.default);
      return m.default;
    }, () => null));
  }
  return loading.get(lang);
}

/** Whether the rule-set words of `lang` are in (English always is). */
export function ruleSetWordsLoaded(lang) {
  return !WORDS[lang] || tables.has(lang);
}

/**
 * A rule set's name and one-line description in the language of `tr`:
 * the language's table once loadRuleSetWords has loaded it, else the
 * engine's English.
 */
export function ruleSetText(set, tr) {
  const own = tables.get(tr.lang)?.[set.name];
  return own?.name ? { name: own.name, description: own.description } : { name: set.displayName, description: set.description };
}

/** The New game dialog's groups, in order, each with its rule sets (the engine's order within a group). */
export function ruleGroups(sets) {
  return ['drc', 'circe', 'dice', 'orthodox'].map((group) => ({ group, sets: sets.filter((s) => s.facts.group === group) }))
    .filter((g) => g.sets.length);
}

const WIN_WORDS = { checkmate: null, 'circe-mate': 'factWinCirceMate', 'king-capture': 'factWinKing' };

/**
 * A rule set in one paragraph, in the language of `tr`: its rule (the
 * description), then what it keeps of chess and how it is won, from the
 * engine's facts.
 */
export function ruleSetParagraph(set, tr) {
  const f = set.facts;
  const said = new Set(STATED[set.name] || []);
  const parts = [ruleSetText(set, tr).description];
  if (f.kingsIncluded !== null && !said.has('kings')) parts.push(tr(f.kingsIncluded ? 'factKingsReborn' : 'factKingsNotReborn'));
  if (!said.has('check')) parts.push(tr(f.check ? 'factCheck' : 'factNoCheck'));
  if (!f.castling) parts.push(tr('factNoCastling'));
  if (f.diceCount && !said.has('dice')) parts.push(tr(`factDice-${set.facets.dice}`));
  if (WIN_WORDS[f.win] && !said.has('win')) parts.push(tr(WIN_WORDS[f.win]));
  return parts.join(' ');
}

/**
 * The facts a rule set's description already states (in every language,
 * since each translates the engine's): the paragraph does not say them a
 * second time. tests/unit/rule-sets.test.mjs checks it against the
 * engine's descriptions.
 */
export const STATED = {
  'dice-rex-circe': ['kings', 'check', 'dice', 'win'],
  circe: ['kings'],
  'circe-rex-inclusive': ['kings'],
  'equipollents-circe-rex-inclusive': ['kings'],
  'dice-chess': ['dice'],
  'dice-chess-one-die': ['dice', 'check', 'win'],
  'dice-chess-moves': ['dice'],
  'dice-chess-piece-count': ['dice'],
  'vegas-fun-chess': ['dice'],
  'dice-chess-three-dice': ['dice', 'check', 'win'],
};
