// Browser tests of the pages around the app: the rules page (its example
// played to Circe Mate on a live board, in three languages), the demo
// article, the app in French and Catalan, and "Embed": the snippet it
// gives, pasted into an empty page of another site, shows a working board.
import { before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  startServer, stopServer, startHostServer, launch, gotoApp, clickMove, shot, elementIdle,
  elementMove, elementText,
  browserTests,
} from './helpers.mjs';

let app;
let host;
let browser;
const hostPages = {};

before(async () => {
  app = await startServer();
  host = await startHostServer(hostPages);
  browser = await launch();
});

after(async () => {
  await browser?.close();
  if (app) await stopServer(app.server);
  if (host) await stopServer(host.server);
});

const browserTest = browserTests(() => browser);

/** Every <dice-rex-circe> of the page, loaded and idle; their states. */
async function allBoards(page) {
  const ids = await page.$$eval('dice-rex-circe', (els) => els.map((el, i) => { el.dataset.testIndex = String(i); return i; }));
  for (const i of ids) await elementIdle(page, `dice-rex-circe[data-test-index="${i}"]`);
  return page.$$eval('dice-rex-circe', (els) => els.map((el) => el.state));
}

browserTest('the rules page: every board renders, and the seed example plays to Circe Mate', async (page) => {
  await page.goto(`${app.url}rules.html`);
  const states = await allBoards(page);
  assert.ok(states.length >= 8, `${states.length} boards`);
  assert.deepEqual(states.filter((s) => s !== 'ready'), []);
  await shot(page, 'rules-en-top');

  // The step-by-step board walks through Ke5, Qe8, Kxd6#.
  const steps = '#example-steps';
  await page.locator(steps).scrollIntoViewIfNeeded();
  assert.match(await elementText(page, steps, '.caption'), /Start \(3 moves\)/);
  for (const expected of ['Move 1 of 3: Ke5', 'Move 2 of 3: Qe8', 'Move 3 of 3: Kxd6#']) {
    await page.locator(`${steps} button[data-nav="next"]`).click();
    await elementIdle(page, steps);
    assert.equal(await elementText(page, steps, '.caption'), expected);
  }

  // The playable board: Ke5 rolls 1-5-6 (seed 31), Qe8 uses the 5, Kxd6 the 6: Circe Mate.
  const play = '#example-play';
  await page.evaluate((sel) => {
    window.__events = [];
    for (const type of ['move', 'roll', 'end']) document.querySelector(sel).addEventListener(type, (e) => window.__events.push([type, e.detail]));
  }, play);
  await page.locator(play).scrollIntoViewIfNeeded();
  await elementMove(page, play, 'e4', 'e5');
  let game = await page.evaluate((sel) => document.querySelector(sel).game, play);
  assert.equal(game.phase, 'bonus');
  assert.deepEqual(game.dice, [1, 5, 6]);
  const faces = await page.$$eval(`${play} .die`, (els) => els.map((e) => Number(e.dataset.value)));
  assert.deepEqual(faces, [1, 5, 6]);
  await shot(page, 'rules-example-rolled');
  await elementMove(page, play, 'a4', 'e8');
  await elementMove(page, play, 'e5', 'd6');
  game = await page.evaluate((sel) => document.querySelector(sel).game, play);
  assert.deepEqual(game.result, { winner: 'white', reason: 'circe-mate' });
  assert.deepEqual(game.moves.map((m) => m.san), ['Ke5', 'Qe8', 'Kxd6#']);
  assert.match(await elementText(page, play, '.status'), /White wins: Circe Mate/);
  const events = await page.evaluate(() => window.__events.map(([type, d]) => (type === 'move' ? `move ${d.san}` : type === 'roll' ? `roll ${d.dice.join('-')}` : `end ${d.reason}`)));
  assert.deepEqual(events, ['move Ke5', 'roll 1-5-6', 'move Qe8', 'move Kxd6#', 'end circe-mate']);
  await shot(page, 'rules-example-circe-mate');
});

for (const [lang, page, heading, status, caption] of [
  ['fr', 'rules.fr.html', /Les règles du Dice Rex Circe/, /Aux Blancs de jouer/, /Départ \(3 coups\)/],
  ['ca', 'rules.ca.html', /Les regles del Dice Rex Circe/, /Juguen les Blanques/, /Inici \(3 moviments\)/],
]) {
  browserTest(`the rules page in ${lang === 'fr' ? 'French' : 'Catalan'}: text and boards in that language`, async (p) => {
    await p.goto(`${app.url}${page}`);
    const states = await allBoards(p);
    assert.deepEqual(states.filter((s) => s !== 'ready'), []);
    assert.match(await p.textContent('h1'), heading);
    assert.equal(await p.getAttribute('html', 'lang'), lang);
    assert.match(await elementText(p, '#example-play', '.status'), status);
    assert.match(await elementText(p, '#example-steps', '.caption'), caption);
    await p.locator('#example-play').scrollIntoViewIfNeeded();
    await shot(p, `rules-${lang}-example`);
  });
}

browserTest('the app switches to French and to Catalan, and keeps the choice', async (page) => {
  await gotoApp(page, app.url);
  assert.match(await page.textContent('#status'), /White to move/);
  await page.selectOption('#set-lang', 'fr');
  await page.waitForFunction(() => document.querySelector('#btn-new').textContent === 'Nouvelle partie');
  assert.equal(await page.getAttribute('html', 'lang'), 'fr');
  await page.waitForFunction(() => /Aux Blancs de jouer/.test(document.querySelector('#status').textContent));
  assert.equal(await page.textContent('.moves-panel h2'), 'Coups');
  assert.equal(await page.getAttribute('#link-rules', 'href'), 'rules.fr.html');
  await clickMove(page, 'e2', 'e4');
  assert.match(await page.textContent('#status'), /Aux Noirs de jouer/);
  await shot(page, 'app-french');
  await page.selectOption('#set-lang', 'ca');
  await page.waitForFunction(() => document.querySelector('#btn-new').textContent === 'Partida nova');
  await page.waitForFunction(() => /Juguen les Negres/.test(document.querySelector('#status').textContent));
  assert.equal(await page.getAttribute('#nav-prev', 'title'), 'Moviment anterior');
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  assert.equal(await page.textContent('#btn-new'), 'Partida nova');
  await clickMove(page, 'e7', 'e5');
  await clickMove(page, 'e1', 'e2');
  assert.match(await page.textContent('#status'), /Les Blanques han mogut el rei: tireu els daus/);
  await shot(page, 'app-catalan');
  await page.selectOption('#set-lang', 'en');
  await page.waitForFunction(() => document.querySelector('#btn-new').textContent === 'New game');
});

browserTest('an element follows its lang attribute, and the page language by default', async (page) => {
  hostPages['/langs.html'] = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>langs</title>
    <link rel="icon" href="data:,"><script type="module" src="${app.url}js/dice-rex-circe.js"></script></head><body>
    <dice-rex-circe id="page" controls="moves" style="width:240px"></dice-rex-circe>
    <dice-rex-circe id="own" lang="ca" controls="moves" style="width:240px"></dice-rex-circe></body></html>`;
  await page.goto(`${host.url}langs.html`);
  await elementIdle(page, '#page');
  await elementIdle(page, '#own');
  assert.match(await elementText(page, '#page', '.status'), /Aux Blancs de jouer/);
  assert.match(await elementText(page, '#own', '.status'), /Juguen les Blanques/);
  await page.evaluate(() => document.querySelector('#own').setAttribute('lang', 'en'));
  await elementIdle(page, '#own');
  assert.match(await elementText(page, '#own', '.status'), /White to move/);
  assert.equal(await page.evaluate(() => document.querySelector('#own').shadowRoot.querySelector('[data-nav="prev"]').title), 'Previous move');
});

browserTest('the demo article shows its three live boards, and the playable one reports its moves', async (page) => {
  await page.goto(`${app.url}demo.html`);
  const states = await allBoards(page);
  assert.deepEqual(states, ['ready', 'ready', 'ready']);
  assert.match(await elementText(page, '#demo-game', '.caption'), /Move 7 of 19: Ke2/);
  assert.deepEqual(await page.evaluate(() => document.querySelector('#demo-game').game.result), { winner: null, reason: 'repetition' });
  await page.locator('#demo-play').scrollIntoViewIfNeeded();
  await elementMove(page, '#demo-play', 'g1', 'f3');
  assert.equal(await page.textContent('#demo-log'), 'move: white played Nf3');
  await shot(page, 'demo-article', { fullPage: true });
});

browserTest('"Embed": both snippets for the position and the game; the element snippet works on an empty page elsewhere', async (page, context) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(app.url).origin });
  await gotoApp(page, app.url);
  await clickMove(page, 'e2', 'e4');
  await clickMove(page, 'd7', 'd5');
  await clickMove(page, 'e4', 'd5');
  await page.click('#btn-embed');
  const element = await page.inputValue('#embed-element');
  const iframe = await page.inputValue('#embed-iframe');
  assert.match(element, /^<script type="module" src="http:\/\/127\.0\.0\.1:\d+\/js\/dice-rex-circe\.js"><\/script>\n<dice-rex-circe fen="rnbqkbnr\/pppppppp\/8\/3P4\/8\/8\/PPPP1PPP\/RNBQKBNR b - - 0 2 -"><\/dice-rex-circe>$/);
  assert.match(iframe, /^<iframe src="http:\/\/127\.0\.0\.1:\d+\/embed\.html#fen=rnbqkbnr%2Fpppppppp/);
  await page.click('#embed-element-copy');
  await page.waitForFunction(() => document.querySelector('#embed-element-copy').textContent === 'Copied', null, { timeout: 5000 });
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), element);
  await shot(page, 'embed-dialog-position');
  await page.check('input[name="embed-what"][value="game"]');
  const gameSnippet = await page.inputValue('#embed-element');
  assert.match(gameSnippet, /record="1\. e4 d5 2\. exd5\(Pd7\) \*" controls="moves"/);
  const gameIframe = await page.inputValue('#embed-iframe');
  await shot(page, 'embed-dialog-game');

  // Pasted into an empty page of another site (no CSP there): a working board, and the game replayed.
  hostPages['/pasted.html'] = `<!doctype html>\n<meta charset="utf-8">\n<title>pasted</title>\n<link rel="icon" href="data:,">\n${element}\n${gameSnippet}\n${gameIframe}\n`;
  await page.goto(`${host.url}pasted.html`);
  await elementIdle(page, 'dice-rex-circe:nth-of-type(1)');
  await elementIdle(page, 'dice-rex-circe:nth-of-type(2)');
  const boards = await page.$$eval('dice-rex-circe', (els) => els.map((el) => ({ state: el.state, fen: el.fen })));
  assert.deepEqual(boards.map((b) => b.state), ['ready', 'ready']);
  assert.equal(boards[0].fen, 'rnbqkbnr/pppppppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR b - - 0 2 -');
  assert.equal(boards[1].fen, boards[0].fen);
  // An iframe out of view gets no animation frames: scroll it in first, as a reader would.
  await page.locator('iframe').scrollIntoViewIfNeeded();
  const f = page.frameLocator('iframe');
  await elementIdle(f, 'dice-rex-circe');
  assert.equal(await f.locator('dice-rex-circe').evaluate((el) => el.fen), boards[0].fen);
  await shot(page, 'embed-pasted', { fullPage: true });
});
