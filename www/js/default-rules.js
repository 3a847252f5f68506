// The rule set a game has when none is named: the engine's own default
// (`new Game().rules()`, tests/js/app-rule-sets.test.mjs checks it), the one
// a link, a save or a friend game leaves unsaid.
export const DEFAULT_RULES = 'dice-rex-circe';
