// The <dice-rex-circe> element in other rule sets, on a page of another
// origin (another port): rules="anticirce" plays an Anticirce capture by
// clicks and plays against the computer; a record pasted into the element
// or into embed.html's fragment opens in its own rule set; rules that the
// engine refuses, or that contradict the record, are said in words in the
// board's language; in the app, a pasted record opens in its rule set and
// Embed and Share link carry it (rules="…", #rules=…).
import assert from 'node:assert/strict';
import {
  hostSuite, shot, elementIdle, elementMove, elementSquare, expectText, expectEval, until, gotoApp, idle, expectPlacement,
} from './helpers.mjs';

const ANTI = '4k3/3r4/8/8/3Q4/8/8/7K w - - 0 1';
const ANTI_RECORD = `[Variant "Anticirce"]\n[SetUp "1"]\n[FEN "${ANTI}"]\n\n1. Qxd7`;
// VARIANTS.md 2.27: Qd4xd7 may put the rook on any empty square (a2 among them), or nowhere.
const SUPER = '6k1/3r4/8/2p5/3Q4/8/1p6/7K w - - 0 1';
const pages = {};
const { suite, browserTest } = hostSuite(pages);

/** A wiki article of another site that loads the element from the app's server. */
function article(body, lang = 'en') {
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>Anticirce - Wiki</title><link rel="icon" href="data:,">
<style>body { font: 16px/1.5 Georgia, serif; max-width: 760px; margin: 1em auto; }</style>
<script type="module" src="${suite.app.url}js/dice-rex-circe.js"></script>
</head><body>${body}</body></html>`;
}

/** Fills the host's pages once the app's address is known. */
function setPages() {
  if (pages['/anticirce.html']) return;
  pages['/anticirce.html'] = article(`
    <h1>Anticirce</h1>
    <p>In Anticirce the capturing piece goes back to its home square, and the captured piece vanishes.</p>
    <dice-rex-circe id="anti" rules="anticirce" fen="${ANTI}" interactive="true" controls="full" style="width: 320px"></dice-rex-circe>
    <p>The same position under plain Circe, for comparison:</p>
    <dice-rex-circe id="circe" rules="circe" fen="${ANTI}" interactive="true" controls="moves" style="width: 240px"></dice-rex-circe>`);
  pages['/versus.html'] = article(`
    <p>Play Anticirce against the computer:</p>
    <dice-rex-circe id="versus" rules="anticirce" interactive="true" controls="full" opponent="easy" style="width: 320px"></dice-rex-circe>`);
  pages['/records.html'] = article(`
    <dice-rex-circe id="pasted" record="${ANTI_RECORD.replace(/"/g, '&quot;')}" controls="moves" style="width: 240px"></dice-rex-circe>
    <dice-rex-circe id="tagless" rules="anticirce" fen="${ANTI}" record="1. Qxd7" controls="moves" style="width: 240px"></dice-rex-circe>
    <dice-rex-circe id="conflict" rules="circe" record="${ANTI_RECORD.replace(/"/g, '&quot;')}" style="width: 240px"></dice-rex-circe>
    <dice-rex-circe id="unknown" rules="fairy-circe" style="width: 240px"></dice-rex-circe>
    <dice-rex-circe id="unknown-ca" lang="ca" record="[Variant &quot;Fairy Circe&quot;]\n\n1. e4" style="width: 240px"></dice-rex-circe>`, 'en');
  pages['/dice.html'] = article(`
    <p>Dice chess: two dice before each move (seed 3: White's first roll, 4-5, allows no move: a pass).</p>
    <dice-rex-circe id="two" rules="dice-chess" seed="3" interactive="true" controls="full" style="width: 300px"></dice-rex-circe>
    <p>BrainKing's dice chess: one die (seed 1: a 2, a knight).</p>
    <dice-rex-circe id="one" rules="dice-chess-one-die" seed="1" interactive="true" controls="full" style="width: 300px"></dice-rex-circe>`);
  pages['/super.html'] = article(`
    <p>Super-Circe: the capturer puts the captured unit on any empty square, or on none.</p>
    <dice-rex-circe id="super" rules="super-circe" fen="${SUPER}" interactive="true" controls="full" style="width: 320px"></dice-rex-circe>`);
  pages['/frame.html'] = `<!doctype html><html><head><meta charset="utf-8"><title>iframe</title><link rel="icon" href="data:,"></head><body>
    <iframe id="f" width="360" height="480" style="border:0" title="Dice Rex Circe"
      src="${suite.app.url}embed.html#rules=anticirce&amp;fen=${encodeURIComponent(ANTI)}&amp;record=${encodeURIComponent('1. Qxd7')}&amp;lang=fr"></iframe>
    </body></html>`;
}

browserTest('rules="anticirce" on a page of another origin: a click-click capture sends the queen home and the rook vanishes', async (page) => {
  setPages();
  await page.goto(`${suite.host.url}anticirce.html`);
  await page.evaluate(() => {
    window.__moves = [];
    document.addEventListener('move', (e) => window.__moves.push({ target: e.target.id, san: e.detail.san, effects: e.detail.effects }));
  });
  await elementIdle(page, '#anti');
  await elementIdle(page, '#circe');
  await expectEval(page, () => document.querySelector('#anti').game?.rules, undefined, 'anticirce');
  await expectEval(page, () => document.querySelector('#circe').game?.rules, undefined, 'circe');
  // The board says which rules it plays, in its language.
  await expectText(page, '#anti .rules-line', 'Anticirce: The capturing unit, king included, returns to its own home square, which must be empty; the captured unit vanishes.');
  // Anticirce has no dice: the full controls show no dice panel.
  await until(() => page.locator('#anti .dice-panel').isVisible(), (v) => v === false, { what: 'no dice panel' });
  await shot(page, 'embed-anticirce-before', { fullPage: true });

  await page.locator('#anti').scrollIntoViewIfNeeded();
  await elementMove(page, '#anti', 'd4', 'd7');
  // The queen is back on d1 (its home square), the rook is gone: Anticirce.
  await expectEval(page, () => document.querySelector('#anti').fen.split(' ')[0], undefined, '4k3/8/8/8/8/8/8/3Q3K');
  await expectText(page, '#anti .status', /Black to move/);
  const moves = await until(() => page.evaluate(() => window.__moves), (m) => m.length === 1, { what: 'one move event' });
  assert.equal(moves[0].target, 'anti');
  assert.equal(moves[0].san, 'Qxd7(Q→d1)');
  assert.deepEqual(moves[0].effects.map((e) => [e.kind, e.from, e.to]), [['vanish', 'd7', null], ['relocate', 'd7', 'd1']]);

  // The same clicks under Circe: the queen stays on d7 and the rook is reborn on a8.
  await page.locator('#circe').scrollIntoViewIfNeeded();
  await elementMove(page, '#circe', 'd4', 'd7');
  await expectEval(page, () => document.querySelector('#circe').fen.split(' ')[0], undefined, 'r3k3/3Q4/8/8/8/8/8/7K');
  await shot(page, 'embed-anticirce-after', { fullPage: true });
});

browserTest('rules="super-circe": the element\'s square picker places the captured rook, gives "No rebirth", and cancels', async (page) => {
  setPages();
  await page.goto(`${suite.host.url}super.html`);
  await elementIdle(page, '#super');
  await page.locator('#super').scrollIntoViewIfNeeded();
  const placement = () => page.evaluate(() => document.querySelector('#super').fen.split(' ')[0]);
  const picking = () => until(() => page.locator('#super #picker').isVisible(), (v) => v, { what: 'the square picker' });
  const shut = () => until(() => page.locator('#super #picker').isVisible(), (v) => !v, { what: 'the square picker to close' });

  // The capture asks where the rook goes; the picker takes the status line's place.
  await elementMove(page, '#super', 'd4', 'd7');
  await picking();
  await expectText(page, '#super #picker-title', /^Where is the captured rook reborn\? Click one of the \d+ lit squares\.$/);
  await expectText(page, '#super #picker-none', 'No rebirth');
  await until(() => page.locator('#super .status').isVisible(), (v) => !v, { what: 'the status line to make room' });
  await shot(page, 'embed-super-circe-picker');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.locator('#super').scrollIntoViewIfNeeded();
  await shot(page, 'embed-super-circe-picker-phone');

  // Cancel gives the move up: nothing changed.
  await page.click('#super #picker-cancel');
  await shut();
  assert.equal(await placement(), '6k1/3r4/8/2p5/3Q4/8/1p6/7K');
  await expectText(page, '#super .status', /White to move/);

  // "No rebirth": the rook is gone.
  await elementMove(page, '#super', 'd4', 'd7');
  await picking();
  await page.click('#super #picker-none');
  await shut();
  await until(placement, (v) => v === '6k1/3Q4/8/2p5/8/8/1p6/7K', { what: 'the rook gone' });

  // Taken back, then the rook placed on a2, a lit square.
  await page.click('#super [data-action="undo"]');
  await until(placement, (v) => v === '6k1/3r4/8/2p5/3Q4/8/1p6/7K', { what: 'the capture taken back' });
  await elementMove(page, '#super', 'd4', 'd7');
  await picking();
  const a2 = await elementSquare(page, '#super', 'a2');
  await page.mouse.click(a2.x, a2.y);
  await shut();
  await until(placement, (v) => v === '6k1/3Q4/8/2p5/8/8/rp6/7K', { what: 'the rook reborn on a2' });
  await expectText(page, '#super .status', /Black to move/);
});

browserTest('rules="anticirce" with opponent="easy" on another origin: the computer answers in Anticirce', async (page) => {
  setPages();
  await page.goto(`${suite.host.url}versus.html`);
  await elementIdle(page, '#versus');
  await expectEval(page, () => document.querySelector('#versus').game?.rules, undefined, 'anticirce');
  await page.locator('#versus').scrollIntoViewIfNeeded();
  await elementMove(page, '#versus', 'e2', 'e4');
  const game = await until(() => page.evaluate(() => document.querySelector('#versus').game),
    (g) => g && g.moves.length >= 2 && g.turn === 'white', { timeout: 30000, what: 'the computer\'s reply' });
  assert.equal(game.moves[0].san, 'e4');
  assert.equal(game.moves[1].color, 'black');
  assert.match(game.record, /\[Variant "Anticirce"\]/);
  await shot(page, 'embed-anticirce-versus-computer');
});

browserTest('a record opens in its own rule set; refused rules are said in words', async (page) => {
  setPages();
  await page.goto(`${suite.host.url}records.html`);
  for (const id of ['#pasted', '#tagless', '#conflict', '#unknown', '#unknown-ca']) await elementIdle(page, id);
  // The pasted record names Anticirce: the capture is replayed as Anticirce plays it.
  await expectEval(page, () => document.querySelector('#pasted').game?.rules, undefined, 'anticirce');
  await expectEval(page, () => document.querySelector('#pasted').fen.split(' ')[0], undefined, '4k3/8/8/8/8/8/8/3Q3K');
  await expectText(page, '#pasted .caption', 'Move 1 of 1: Qxd7(Q→d1)');
  // A record without tags takes rules, fen from the attributes.
  await expectEval(page, () => document.querySelector('#tagless').fen.split(' ')[0], undefined, '4k3/8/8/8/8/8/8/3Q3K');
  await expectText(page, '#conflict .error-text',
    'The record is a game of “Anticirce”, but “rules” says “circe”: remove one of them.');
  await expectText(page, '#unknown .error-text', 'These rules are unknown.');
  await expectText(page, '#unknown .error-detail', /unknown rule set 'fairy-circe' \(expected one of: dice-rex-circe, /);
  await expectText(page, '#unknown-ca .error-text', 'La partida anotada no es pot llegir.');
  await expectText(page, '#unknown-ca .error-detail', /unknown variant 'Fairy Circe'/);
  await shot(page, 'embed-rules-errors', { fullPage: true });
  // Correcting the attribute shows the board.
  await page.evaluate(() => document.querySelector('#conflict').setAttribute('rules', 'anticirce'));
  await elementIdle(page, '#conflict');
  await expectEval(page, () => document.querySelector('#conflict').state, undefined, 'ready');
  await expectEval(page, () => document.querySelector('#conflict').fen.split(' ')[0], undefined, '4k3/8/8/8/8/8/8/3Q3K');
});

browserTest('dice chess in the element: the dice roll before each move; a roll with no move passes; one die names the piece', async (page) => {
  setPages();
  await page.goto(`${suite.host.url}dice.html`);
  await elementIdle(page, '#two');
  await elementIdle(page, '#one');
  // White rolled 4-5 (no rook or queen move at the start): the turn passed, and Black rolled 1-3.
  const two = await until(() => page.evaluate(() => document.querySelector('#two').game),
    (g) => g && g.turn === 'black' && g.phase === 'move', { what: 'Black to move after White\'s pass' });
  // The forced pass is White's move of the turn (uci 0000, san --).
  assert.deepEqual([two.rules, two.moves.map((m) => m.uci), two.dice], ['dice-chess', ['0000'], [1, 3]]);
  assert.match(two.record, /\{roll 4-5\} \{pass\}/);
  await until(() => page.locator('#two .dice-panel').isVisible(), (v) => v, { what: 'the dice panel' });
  await page.locator('#two').scrollIntoViewIfNeeded();
  await elementMove(page, '#two', 'e7', 'e5');
  // White's next roll may pass again (a third move, '--'): the first two are the pass and e5.
  await until(() => page.evaluate(() => document.querySelector('#two').game.moves.map((m) => m.san)),
    (sans) => sans[0] === '--' && sans[1] === 'e5', { what: 'the pass, then e5' });
  // One die: a 2, so a knight moves.
  const one = await until(() => page.evaluate(() => document.querySelector('#one').game),
    (g) => g && g.phase === 'move', { what: 'White to move after the roll' });
  assert.deepEqual([one.rules, one.dice], ['dice-chess-one-die', [2]]);
  await expectText(page, '#one .rules-line', /^Dice Chess \(one die\): BrainKing/);
  await page.locator('#one').scrollIntoViewIfNeeded();
  await elementMove(page, '#one', 'e2', 'e4');
  await expectEval(page, () => document.querySelector('#one').game.moves.length, undefined, 0);
  await elementMove(page, '#one', 'g1', 'f3');
  await expectEval(page, () => document.querySelector('#one').game.moves.map((m) => m.san), undefined, ['Nf3']);
  await shot(page, 'embed-dice-chess', { fullPage: true });
});

browserTest('embed.html#rules=anticirce: the iframe replays the capture as Anticirce, in French', async (page) => {
  setPages();
  await page.goto(`${suite.host.url}frame.html`);
  const f = page.frameLocator('#f');
  await elementIdle(f, 'dice-rex-circe');
  await until(() => f.locator('dice-rex-circe').evaluate((el) => el.game?.rules), (r) => r === 'anticirce', { what: 'Anticirce' });
  await until(() => f.locator('dice-rex-circe').evaluate((el) => el.fen), (x) => x?.startsWith('4k3/8/8/8/8/8/8/3Q3K '),
    { what: 'the queen back on d1' });
  // In French, with French piece letters: the queen is D (dame).
  await expectText(f, 'dice-rex-circe .caption', /Dxd7\(D→d1\)/);
  await expectText(f, 'dice-rex-circe .rules-line', /^Anticircé\u00a0: L’unité qui prend, roi compris, retourne/);
  // Sized as the Embed snippet sizes it, the frame shows the whole board and its arrows.
  await until(() => f.locator('dice-rex-circe .nav').boundingBox(), (b) => b !== null && b.y + b.height <= 480, { what: 'the arrows inside the frame' });
  await shot(page, 'iframe-anticirce-fr');
});

browserTest('the app: a pasted Anticirce record opens in Anticirce; Embed and Share link write its rules; the snippets play it elsewhere', async (page, context) => {
  setPages();
  await gotoApp(page, suite.app.url);
  await page.click('#btn-io');
  await page.fill('#io-record', ANTI_RECORD);
  await page.click('#io-record-load');
  await page.waitForSelector('#dlg-io:not([open])', { state: 'attached' });
  await idle(page);
  // Replayed as Anticirce: the queen went home to d1.
  await expectPlacement(page, '4k3/8/8/8/8/8/8/3Q3K');

  await page.click('#btn-embed');
  const snippet = (sel, pattern) => until(() => page.inputValue(sel), (v) => pattern.test(v), { what: `${sel} to read ${pattern}` });
  const position = await snippet('#embed-element', /<dice-rex-circe rules="anticirce" fen="4k3\/8\/8\/8\/8\/8\/8\/3Q3K b - - 0 1" style="max-width:360px"><\/dice-rex-circe>$/);
  await snippet('#embed-iframe', /embed\.html#rules=anticirce&amp;fen=4k3%2F8/);
  await page.check('input[name="embed-what"][value="game"]');
  const game = await snippet('#embed-element', /<dice-rex-circe rules="anticirce" fen="4k3\/3r4\/8\/8\/3Q4\/8\/8\/7K w - - 0 1" record="1\. Qxd7\(Q→d1\) \*" controls="moves"/);
  const frame = await snippet('#embed-iframe', /embed\.html#rules=anticirce&amp;fen=.*&amp;record=/);
  // The live preview is an Anticirce board too.
  await until(() => page.locator('#dlg-embed dice-rex-circe').evaluate((el) => el.game?.rules), (r) => r === 'anticirce', { what: 'an Anticirce preview' });
  await shot(page, 'embed-dialog-anticirce');
  await page.click('#dlg-embed button[value="close"]');

  await page.click('#btn-share');
  const link = await until(() => page.inputValue('#share-link'), (v) => v.includes('#rules=anticirce&'), { what: 'the link with its rules' });
  // The link opens the game, in Anticirce, in a fresh browser.
  const other = await context.browser().newContext();
  const page2 = await other.newPage();
  await page2.goto(link);
  await page2.waitForSelector('body[data-ready="true"]');
  await expectEval(page2, () => window.__drc.fen().split(' ')[0], undefined, '4k3/8/8/8/8/8/8/3Q3K');
  await other.close();

  // The three snippets pasted into an empty page of another site.
  pages['/pasted.html'] = `<!doctype html>\n<meta charset="utf-8">\n<title>pasted</title>\n<link rel="icon" href="data:,">\n${position}\n${game}\n${frame}\n`;
  await page.goto(`${suite.host.url}pasted.html`);
  await elementIdle(page, 'dice-rex-circe:nth-of-type(1)');
  await elementIdle(page, 'dice-rex-circe:nth-of-type(2)');
  await expectEval(page, () => [...document.querySelectorAll('dice-rex-circe')].map((el) => [el.state, el.game?.rules, el.fen.split(' ')[0]]),
    undefined, [['ready', 'anticirce', '4k3/8/8/8/8/8/8/3Q3K'], ['ready', 'anticirce', '4k3/8/8/8/8/8/8/3Q3K']]);
  await page.locator('iframe').scrollIntoViewIfNeeded();
  const f = page.frameLocator('iframe');
  await elementIdle(f, 'dice-rex-circe');
  await until(() => f.locator('dice-rex-circe').evaluate((el) => [el.game?.rules, el.fen?.split(' ')[0]]),
    (v) => v[0] === 'anticirce' && v[1] === '4k3/8/8/8/8/8/8/3Q3K', { what: 'the iframe\'s Anticirce game' });
  await shot(page, 'embed-anticirce-pasted', { fullPage: true });
});
