// Browser tests of the pages around the app: the rules page (its example
// played to Circe Mate on a live board, in three languages), the demo
// article, the app in French and Catalan, and "Embed": the snippet it
// gives, pasted into an empty page of another site, shows a working board.
import { before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  startServer, stopServer, startHostServer, launch, gotoApp, clickMove, shot, elementIdle,
  elementMove, until, expectEqual, expectText, expectAttribute, expectEval,
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

/** Waits until the page has at least `count` <dice-rex-circe>, every one loaded and idle; returns their states. */
async function allBoards(page, count) {
  await until(() => page.locator('dice-rex-circe').count(), (n) => n >= count, { what: `${count} boards` });
  const ids = await page.$$eval('dice-rex-circe', (els) => els.map((el, i) => { el.dataset.testIndex = String(i); return i; }));
  for (const i of ids) await elementIdle(page, `dice-rex-circe[data-test-index="${i}"]`);
  return page.$$eval('dice-rex-circe', (els) => els.map((el) => el.state));
}

browserTest('the rules page: every board renders, and the seed example plays to Circe Mate', async (page) => {
  await page.goto(`${app.url}rules.html`);
  const states = await allBoards(page, 8);
  assert.deepEqual(states.filter((s) => s !== 'ready'), []);
  await shot(page, 'rules-en-top');

  // The step-by-step board walks through Ke5, Qe8, Kxd6#.
  const steps = '#example-steps';
  await page.locator(steps).scrollIntoViewIfNeeded();
  await expectText(page, `${steps} .caption`, 'Start (3 moves)');
  for (const expected of ['Move 1 of 3: Ke5', 'Move 2 of 3: Qe8', 'Move 3 of 3: Kxd6#']) {
    await page.locator(`${steps} button[data-nav="next"]`).click();
    await elementIdle(page, steps);
    await expectText(page, `${steps} .caption`, expected);
  }

  // The playable board: Ke5 rolls 1-5-6 (seed 31), Qe8 uses the 5, Kxd6 the 6: Circe Mate.
  const play = '#example-play';
  await page.evaluate((sel) => {
    window.__events = [];
    for (const type of ['move', 'roll', 'end']) document.querySelector(sel).addEventListener(type, (e) => window.__events.push([type, e.detail]));
  }, play);
  await page.locator(play).scrollIntoViewIfNeeded();
  await elementMove(page, play, 'e4', 'e5');
  await expectEval(page, (sel) => {
    const { phase, dice } = document.querySelector(sel).game;
    return { phase, dice };
  }, play, { phase: 'bonus', dice: [1, 5, 6] });
  await expectEqual(() => page.$$eval(`${play} .die`, (els) => els.map((e) => Number(e.dataset.value))), [1, 5, 6]);
  await shot(page, 'rules-example-rolled');
  await elementMove(page, play, 'a4', 'e8');
  await expectEval(page, (sel) => document.querySelector(sel).game.dice, play, [1, 6]);
  await elementMove(page, play, 'e5', 'd6');
  await expectEval(page, (sel) => {
    const { result, moves } = document.querySelector(sel).game;
    return { result, moves: moves.map((m) => m.san) };
  }, play, { result: { winner: 'white', reason: 'circe-mate' }, moves: ['Ke5', 'Qe8', 'Kxd6#'] });
  await expectText(page, `${play} .status`, /White wins: Circe Mate/);
  await expectEval(page, () => window.__events.map(([type, d]) => (type === 'move' ? `move ${d.san}` : type === 'roll' ? `roll ${d.dice.join('-')}` : `end ${d.reason}`)),
    undefined, ['move Ke5', 'roll 1-5-6', 'move Qe8', 'move Kxd6#', 'end circe-mate']);
  await shot(page, 'rules-example-circe-mate');
});

for (const [lang, page, heading, status, caption] of [
  ['fr', 'rules.fr.html', /Les règles du Dice Rex Circe/, /Aux Blancs de jouer/, /Départ \(3 coups\)/],
  ['ca', 'rules.ca.html', /Les regles del Dice Rex Circe/, /Juguen les Blanques/, /Inici \(3 moviments\)/],
]) {
  browserTest(`the rules page in ${lang === 'fr' ? 'French' : 'Catalan'}: text and boards in that language`, async (p) => {
    await p.goto(`${app.url}${page}`);
    const states = await allBoards(p, 8);
    assert.deepEqual(states.filter((s) => s !== 'ready'), []);
    await expectText(p, 'h1', heading);
    await expectAttribute(p, 'html', 'lang', lang);
    await expectText(p, '#example-play .status', status);
    await expectText(p, '#example-steps .caption', caption);
    await p.locator('#example-play').scrollIntoViewIfNeeded();
    await shot(p, `rules-${lang}-example`);
  });
}

browserTest('the app switches to French and to Catalan, and keeps the choice', async (page) => {
  await gotoApp(page, app.url);
  await expectText(page, '#status', /White to move/);
  await page.selectOption('#set-lang', 'fr');
  await expectText(page, '#btn-new', 'Nouvelle partie');
  await expectAttribute(page, 'html', 'lang', 'fr');
  await expectText(page, '#status', /Aux Blancs de jouer/);
  await expectText(page, '.moves-panel h2', 'Coups');
  await expectAttribute(page, '#link-rules', 'href', 'rules.fr.html');
  await clickMove(page, 'e2', 'e4');
  await expectText(page, '#status', /Aux Noirs de jouer/);
  // A refused move is told in French, by its error's code.
  await page.fill('#move-text', 'Qh9');
  await page.press('#move-text', 'Enter');
  await expectText(page, '#move-error', '« Qh9 » : Ce n’est pas un coup : notez-le comme e4, Nf3 ou g1f3.');
  await page.fill('#move-text', 'Nf3');
  await page.press('#move-text', 'Enter');
  await expectText(page, '#move-error', '« Nf3 » : aucun cavalier ne peut atteindre f3.');
  await shot(page, 'app-french');
  await page.selectOption('#set-lang', 'ca');
  await expectText(page, '#btn-new', 'Partida nova');
  await expectText(page, '#status', /Juguen les Negres/);
  await expectAttribute(page, '#nav-prev', 'title', 'Moviment anterior');
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  await expectText(page, '#btn-new', 'Partida nova');
  await clickMove(page, 'e7', 'e5');
  await clickMove(page, 'e1', 'e2');
  await expectText(page, '#status', /Les Blanques han mogut el rei: tireu els daus/);
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
  await expectText(page, '#page .status', /Aux Blancs de jouer/);
  await expectText(page, '#own .status', /Juguen les Blanques/);
  await page.evaluate(() => document.querySelector('#own').setAttribute('lang', 'en'));
  await elementIdle(page, '#own');
  await expectText(page, '#own .status', /White to move/);
  await expectAttribute(page, '#own [data-nav="prev"]', 'title', 'Previous move');
});

browserTest('the demo article shows its three live boards, and the playable one reports its moves', async (page) => {
  await page.goto(`${app.url}demo.html`);
  const states = await allBoards(page, 3);
  assert.deepEqual(states, ['ready', 'ready', 'ready']);
  await expectText(page, '#demo-game .caption', /Move 7 of 19: Ke2/);
  await expectEval(page, () => document.querySelector('#demo-game').game.result, undefined, { winner: null, reason: 'repetition' });
  await page.locator('#demo-play').scrollIntoViewIfNeeded();
  await elementMove(page, '#demo-play', 'g1', 'f3');
  await expectText(page, '#demo-log', 'move: white played Nf3');
  await shot(page, 'demo-article', { fullPage: true });
});

browserTest('"Embed": both snippets for the position and the game; the element snippet works on an empty page elsewhere', async (page, context) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(app.url).origin });
  await gotoApp(page, app.url);
  await clickMove(page, 'e2', 'e4');
  await clickMove(page, 'd7', 'd5');
  await clickMove(page, 'e4', 'd5');
  await page.click('#btn-embed');
  const snippet = (sel, pattern) => until(() => page.inputValue(sel), (v) => pattern.test(v), { what: `${sel} to read ${pattern}` });
  const element = await snippet('#embed-element', /^<script type="module" src="http:\/\/127\.0\.0\.1:\d+\/js\/dice-rex-circe\.js"><\/script>\n<dice-rex-circe fen="rnbqkbnr\/pppppppp\/8\/3P4\/8\/8\/PPPP1PPP\/RNBQKBNR b - - 0 2 -" style="max-width:360px"><\/dice-rex-circe>$/);
  await snippet('#embed-iframe', /^<iframe src="http:\/\/127\.0\.0\.1:\d+\/embed\.html#fen=rnbqkbnr%2Fpppppppp/);
  await page.click('#embed-element-copy');
  await expectText(page, '#embed-element-copy', 'Copied');
  await expectEqual(() => page.evaluate(() => navigator.clipboard.readText()), element);
  await shot(page, 'embed-dialog-position');
  await page.check('input[name="embed-what"][value="game"]');
  const gameSnippet = await snippet('#embed-element', /record="1\. e4 d5 2\. exd5\(Pd7\) \*" controls="moves"/);
  const gameIframe = await snippet('#embed-iframe', /^<iframe src=".*embed\.html#record=/);
  await shot(page, 'embed-dialog-game');

  // Pasted into an empty page of another site (no CSP there): a working board, and the game replayed.
  hostPages['/pasted.html'] = `<!doctype html>\n<meta charset="utf-8">\n<title>pasted</title>\n<link rel="icon" href="data:,">\n${element}\n${gameSnippet}\n${gameIframe}\n`;
  await page.goto(`${host.url}pasted.html`);
  await elementIdle(page, 'dice-rex-circe:nth-of-type(1)');
  await elementIdle(page, 'dice-rex-circe:nth-of-type(2)');
  const position = 'rnbqkbnr/pppppppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR b - - 0 2 -';
  await expectEqual(() => page.$$eval('dice-rex-circe', (els) => els.map((el) => ({ state: el.state, fen: el.fen }))),
    [{ state: 'ready', fen: position }, { state: 'ready', fen: position }]);
  // An iframe out of view gets no animation frames: scroll it in first, as a reader would.
  await page.locator('iframe').scrollIntoViewIfNeeded();
  const f = page.frameLocator('iframe');
  await elementIdle(f, 'dice-rex-circe');
  await expectEqual(() => f.locator('dice-rex-circe').evaluate((el) => el.fen), position);
  await shot(page, 'embed-pasted', { fullPage: true });
});
