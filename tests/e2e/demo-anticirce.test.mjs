// Browser tests of the Anticirce demo article (www/demo-anticirce.html):
// every board plays Anticirce; the infobox steps to its capture; a capture
// whose home square is occupied is refused on the board; clicks on the
// playable board send the capturing knight home; the computer answers in
// Anticirce; desktop and phone screenshots.
import assert from 'node:assert/strict';
import {
  appSuite, shot, elementIdle, elementMove, elementSquare, until, expectText, expectEval,
} from './helpers.mjs';

const { app, browserTest } = appSuite();
const IDS = ['anti-position', 'anti-game', 'anti-blocked', 'demo-play', 'demo-versus'];

async function ready(page) {
  for (const id of IDS) await elementIdle(page, `#${id}`);
  return page.$$eval('dice-rex-circe', (els) => els.map((el) => [el.id, el.state, el.game?.rules ?? null]));
}

browserTest('the Anticirce article: every board plays Anticirce, captures send the capturer home', async (page) => {
  await page.goto(`${app.url}demo-anticirce.html`);
  const boards = await ready(page);
  assert.deepEqual(boards, IDS.map((id) => [id, 'ready', 'anticirce']));
  // Each board shows the markup that makes it, with its rules attribute.
  await expectText(page, '#anti-position + details.markup code', /^<dice-rex-circe rules="anticirce" fen="4k3\/3r4/);
  await shot(page, 'demo-anticirce-top');

  // The infobox: › plays Qxd7, the queen goes home.
  await page.locator('#anti-position button[data-nav="next"]').click();
  await elementIdle(page, '#anti-position');
  await expectText(page, '#anti-position .caption', 'Move 1 of 1: Qxd7(Q→d1)');

  // The queen's home square d1 is occupied by the bishop: the capture is refused, another move is not.
  await page.locator('#anti-blocked').scrollIntoViewIfNeeded();
  await elementMove(page, '#anti-blocked', 'd4', 'd7');
  await expectText(page, '#anti-blocked .status', 'Queen d4–d7: in these rules the capturing piece goes back to d1, which is occupied');
  await shot(page, 'demo-anticirce-blocked-reason');
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.locator('#anti-blocked').scrollIntoViewIfNeeded();
  await shot(page, 'demo-anticirce-blocked-reason-phone');
  await page.setViewportSize(desktop);
  await page.locator('#anti-blocked').scrollIntoViewIfNeeded();
  await expectEval(page, () => document.querySelector('#anti-blocked').game.moves.length, undefined, 0);
  // The queen is still picked up: one click on d5 moves her.
  const d5 = await elementSquare(page, '#anti-blocked', 'd5');
  await page.mouse.click(d5.x, d5.y);
  await elementIdle(page, '#anti-blocked');
  await expectEval(page, () => document.querySelector('#anti-blocked').fen.split(' ')[0], undefined, '4k3/3r4/8/3Q4/8/8/8/3B3K');
  await shot(page, 'demo-anticirce-blocked');

  // The playable board, by clicks: 1. Nf3 e5 2. Nxe5 sends the knight home to g1 and the pawn vanishes.
  await page.locator('#demo-play').scrollIntoViewIfNeeded();
  for (const [from, to] of [['g1', 'f3'], ['e7', 'e5'], ['f3', 'e5']]) await elementMove(page, '#demo-play', from, to);
  await expectEval(page, () => document.querySelector('#demo-play').fen.split(' ')[0], undefined,
    'rnbqkbnr/pppp1ppp/8/8/8/8/PPPPPPPP/RNBQKBNR');
  await expectText(page, '#demo-log', 'move: white played Nxe5(N→g1)');
  await shot(page, 'demo-anticirce-play');

  // Against the computer: it answers White's first move.
  await page.locator('#demo-versus').scrollIntoViewIfNeeded();
  await elementMove(page, '#demo-versus', 'e2', 'e4');
  const game = await until(() => page.evaluate(() => document.querySelector('#demo-versus').game),
    (g) => g && g.moves.length >= 2 && g.turn === 'white', { timeout: 30000, what: 'the computer\'s reply' });
  assert.equal(game.moves[1].color, 'black');
  await shot(page, 'demo-anticirce-versus');
});

browserTest('the Anticirce article on a phone: one column, boards as wide as the page', async (page) => {
  await page.goto(`${app.url}demo-anticirce.html`);
  await ready(page);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 390, `no horizontal scroll (${width}px)`);
  await shot(page, 'demo-anticirce-phone-top');
  await page.locator('#anti-game').scrollIntoViewIfNeeded();
  await shot(page, 'demo-anticirce-phone-rules');
}, { viewport: { width: 390, height: 844 }, hasTouch: true, deviceScaleFactor: 2 });
