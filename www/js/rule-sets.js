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
  const groupOf = (set) => {
    if (set.facets.dice === 'three-after-king-move') return 'drc';
    if (set.facets.dice !== 'none') return 'dice';
    if (set.name === 'orthodox') return 'orthodox';
    return 'circe';
  };
  return ['drc', 'circe', 'dice', 'orthodox'].map((group) => ({ group, sets: sets.filter((s) => groupOf(s) === group) }))
    .filter((g) => g.sets.length);
}

/**
 * A rule set in one paragraph, in the language of `tr`: its rule (the
 * description), then what it keeps of chess and how it is won, from its
 * facets.
 */
export function ruleSetParagraph(set, tr) {
  const f = set.facets;
  const parts = [ruleSetText(set, tr).description];
  if (f.reborn !== 'none' || f.movement !== 'orthodox') parts.push(tr(f.kings === 'inclusive' ? 'factKingsReborn' : 'factKingsNotReborn'));
  parts.push(tr(f.check ? 'factCheck' : 'factNoCheck'));
  if (!f.castling) parts.push(tr('factNoCastling'));
  if (f.dice !== 'none') parts.push(tr(`factDice-${f.dice}`));
  if (!f.check) parts.push(tr(f.kings === 'inclusive' && f.reborn !== 'none' ? 'factWinCirceMate' : 'factWinKing'));
  return parts.join(' ');
}
