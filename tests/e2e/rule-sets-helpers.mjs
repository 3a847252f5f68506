// What the rule sets' browser tests share: the address of a game in a rule
// set, a move played with clicks and screenshotted half-way through its
// last step and after it, and the steps of the last animation.
import { idle, snap, clickSquare, shot } from './helpers.mjs';

/** The seed 001 position that VARIANTS.md §0 shows every rule set on. */
export const MIXED = '6k1/3r4/8/2p5/3Q4/8/1p6/7K w - - 0 1';

/**
 * The moves left in a turn of several moves (this one included), as the dice
 * panel's note gives them (the engine's diceView: movesLeftNote or
 * unitMovesNote, the moves left first); 0 outside such a turn.
 */
export function movesLeft(s) {
  const note = s.diceView && s.diceView.note;
  return note && /^(movesLeft|unitMoves)Note$/.test(note.key) ? note.args[0] : 0;
}

/** The app's address for a game in `rules`, from `fen` if given, with more of a query (`extra`, starting with &). */
export function ruleSetUrl(appUrl, rules, fen = null, extra = '') {
  const q = new URLSearchParams({ rules });
  if (fen) q.set('fen', fen);
  return `${appUrl}?${q}${extra}`;
}

/** Clicks from, then to; screenshots `NAME-midway` half-way through the animation's last step, then `NAME-after`. */
export async function playMidway(page, from, to, name) {
  await clickSquare(page, from);
  await clickSquare(page, to);
  // The move is played as the click lands; on a slow machine its animation may be over already (then the
  // first screenshot shows its end too: the assertions are the caller's, on the position after it).
  await page.evaluate(() => new Promise((done) => {
    const tick = () => {
      const { anim } = window.__drc.state;
      if (anim && performance.now() < anim.end - 260) requestAnimationFrame(tick);
      else done();
    };
    tick();
  }));
  await shot(page, `${name}-midway`);
  await idle(page);
  await shot(page, `${name}-after`);
}

/** The steps of the last move's animation, as 'kind:from-to'. */
export async function animationSteps(page) {
  return (await snap(page)).lastAnimation.map(({ kind, from, to }) => `${kind}:${from}-${to}`);
}

/**
 * Opens `url`, a game of another rule set, over the game in progress: the
 * app asks first (it would replace that game), and the player says Start.
 */
export async function gotoOverGame(page, url) {
  await page.goto(url);
  await page.waitForSelector('#dlg-confirm[open]');
  await page.click('#confirm-yes');
  await page.waitForSelector('body[data-ready="true"]');
  await page.waitForSelector('#dlg-confirm', { state: 'hidden' });
  await idle(page);
}
