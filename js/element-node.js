// `dice-rex-circe/element` in Node (server-side rendering, tests): there is
// no DOM to define the element in, so importing it defines nothing and
// throws nothing. The page's own import, in the browser, defines it.
export const DiceRexCirce = undefined;
