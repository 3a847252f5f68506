// The <dice-rex-circe> element in Firefox (tests/e2e/firefox.mjs): on a
// wiki page of another origin, a reader plays the computer, whose worker
// Firefox refuses to start from the app's origin (it fires an error event
// later instead of throwing, as Chromium does), so the element starts it
// from a blob: URL at once; on the app's own origin (embed.html), where
// the worker starts from its own address; and on a page whose CSP allows
// no worker, where both ways fail and the board says so.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { hostSuite, shot, TEST_TIMEOUT } from './helpers.mjs';
import { FIREFOX_BROWSER, elementIdle, elementMove, waitForEval } from './firefox.mjs';

/** A page that loads the element from `origin` (the app's, without its final slash), under the CSP `csp` if given. */
const boardPage = (origin, csp = null) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Dice Rex Circe - Wiki</title><link rel="icon" href="data:,">
${csp ? `<meta http-equiv="Content-Security-Policy" content="${csp}">` : ''}
<script type="module" src="${origin}/js/dice-rex-circe.js"></script>
</head><body><h1>Dice Rex Circe</h1><p>Play the computer:</p>
<dice-rex-circe id="versus" interactive="true" controls="full" opponent="easy" style="width: 320px"></dice-rex-circe>
</body></html>`;

const pages = {};
const { suite, browserTest } = hostSuite(pages, FIREFOX_BROWSER);

/** The element's game summary, with its state and its error text if it shows one. */
const summary = (sel) => {
  const el = document.querySelector(sel);
  const error = el?.shadowRoot?.querySelector('.error-text');
  return { state: el?.state, game: el?.game ?? null, error: error && !error.closest('[hidden]') ? error.textContent : null };
};

/** Waits until the computer has answered: `moves` moves in all, White to move again. */
async function computerAnswered(page, sel, moves) {
  const s = await waitForEval(page, summary, sel,
    (v) => v.state === 'error' || (v.game && v.game.moves.length >= moves && v.game.turn === 'white'),
    { timeout: 30000, what: 'the computer\'s reply' });
  assert.equal(s.state, 'ready', `the board shows an error: ${s.error}`);
  return s.game;
}

browserTest('Firefox, a wiki page of another origin: the reader plays the computer, move after move', async (page) => {
  pages['/wiki.html'] ??= boardPage(suite.app.url.replace(/\/$/, ''));
  await page.goto(`${suite.host.url}wiki.html`);
  assert.equal(await elementIdle(page, '#versus'), 'ready');
  await elementMove(page, '#versus', 'd2', 'd4');
  let game = await computerAnswered(page, '#versus', 2);
  assert.equal(game.moves[0].san, 'd4');
  assert.equal(game.moves[1].color, 'black');
  // The same worker answers the next move too.
  await elementMove(page, '#versus', 'e2', 'e4');
  game = await computerAnswered(page, '#versus', game.moves.length + 2);
  assert.deepEqual(game.moves.filter((m) => m.color === 'white').map((m) => m.san), ['d4', 'e4']);
  assert.equal(await elementIdle(page, '#versus'), 'ready');
  await shot(page, 'firefox-wiki-versus-computer');
});

browserTest('Firefox, embed.html on the app\'s own origin: the computer answers from its module worker', async (page) => {
  await page.goto(`${suite.app.url}embed.html#interactive=true&controls=full&opponent=easy`);
  assert.equal(await elementIdle(page, 'dice-rex-circe'), 'ready');
  await elementMove(page, 'dice-rex-circe', 'e2', 'e4');
  const game = await computerAnswered(page, 'dice-rex-circe', 2);
  assert.equal(game.moves[0].san, 'e4');
  assert.equal(game.moves[1].color, 'black');
});

/**
 * Runs `body(page)` on a fresh Firefox page whose console is expected to
 * report the CSP's refusals: those are left out of the problems, which must
 * otherwise be none.
 */
function refusedWorkerTest(name, body) {
  test(name, { timeout: TEST_TIMEOUT }, async () => {
    const { context, page, problems } = await FIREFOX_BROWSER.open(suite.browser);
    try {
      await body(page);
      const others = problems.filter((p) => !/Content[- ]Security[- ]Policy|worker-src|may not load data from/i.test(p));
      assert.deepEqual(others, [], 'console errors or warnings');
    } finally {
      await context.close();
    }
  });
}

refusedWorkerTest('Firefox, a page of another origin that allows no worker: the board says the computer could not be loaded', async (page) => {
  pages['/no-workers.html'] ??= boardPage(suite.app.url.replace(/\/$/, ''), "worker-src 'none'");
  await page.goto(`${suite.host.url}no-workers.html`);
  assert.equal(await elementIdle(page, '#versus'), 'ready');
  await elementMove(page, '#versus', 'd2', 'd4');
  const s = await waitForEval(page, summary, '#versus', (v) => v.state === 'error', { timeout: 30000, what: 'the board to say why' });
  assert.equal(s.error, 'The computer opponent could not be loaded.');
  await shot(page, 'firefox-no-workers-error');
});
