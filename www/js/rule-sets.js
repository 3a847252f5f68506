// The rule sets as the player sees them: their names and descriptions in
// the player's language, and their groups in the New game dialog. The
// engine's table (Game.ruleSets()) is the source: English comes from it;
// the other languages translate it (ruleSets in lang/*.js).

/**
 * A rule set's name and one-line description in the language of `tr`:
 * the language's table (ruleSets) where it has one, else the engine's
 * English.
 */
export function ruleSetText(set, tr) {
  const own = tr.table('ruleSets')?.[set.name];
  return own ? { name: own[0], description: own[1] } : { name: set.displayName, description: set.description };
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
