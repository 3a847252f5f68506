// Browser tests of the ways onto a wiki page: the MediaWiki gadget on a
// page of another site that mimics MediaWiki's markup and its hooks; the
// demo article's markup, copied from the page into another; the Embed
// dialog's options and live preview; and the Diagram, an image for wikis
// that take only images.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import {
  hostSuite, gotoApp, clickMove, shot, elementIdle, elementMove, until, expectEqual, expectText, expectEval,
} from './helpers.mjs';

const GADGET = readFileSync(new URL('../../www/wiki/gadget.js', import.meta.url), 'utf8');
const SEED_EXAMPLE = '8/8/3k4/8/Q3K3/8/8/8 w - - 0 1 -';
const hostPages = {};
const { suite, browserTest } = hostSuite(hostPages);

/**
 * What the wiki's parser makes of {{Dice Rex Circe|…}} (template.wikitext):
 * a div with each value URL-encoded as {{urlencode:…|PATH}} does (PHP's
 * rawurlencode) and a fallback line. The real MediaWiki is in mediawiki.test.mjs.
 */
function templateDiv(params) {
  const encode = (v) => encodeURIComponent(String(v)).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  const names = ['rules', 'fen', 'record', 'seed', 'ply', 'orientation', 'controls', 'interactive', 'opponent', 'lang'];
  const data = names.map((n) => ` data-${n}="${encode(params[n] ?? '')}"`).join('');
  return `<div class="dice-rex-circe" data-encoding="uri"${data} style="max-width:${params.width ?? 360}px"><i>A live Dice Rex Circe board: it needs JavaScript and the wiki's Dice Rex Circe gadget.</i></div>`;
}

/**
 * A page as MediaWiki (skin Vector) serves it: the article inside
 * #mw-content-text .mw-parser-output, a small `mw` with the memorised
 * hooks of mediawiki.base, the gadget's code wrapped as ResourceLoader
 * wraps it and loaded after the content, and the content hook fired on
 * DOM ready.
 */
function mediaWikiPage(content) {
  return `<!DOCTYPE html>
<html class="client-nojs vector-feature-zebra-design-disabled" lang="en" dir="ltr">
<head><meta charset="UTF-8"><title>Dice Rex Circe - Chess Variants Wiki</title><link rel="icon" href="data:,">
<style>body { font-family: sans-serif; } .mw-parser-output { max-width: 720px; } div { color: #202122; }</style>
<script>
document.documentElement.className = document.documentElement.className.replace('client-nojs', 'client-js');
(function () {
  var hooks = {};
  window.mw = {
    config: { get: function (k) { return { wgPageName: 'Dice_Rex_Circe', wgAction: 'view' }[k]; } },
    hook: function (name) {
      var h = hooks[name] || (hooks[name] = { fns: [], memory: null });
      return {
        add: function () { for (var i = 0; i < arguments.length; i++) { h.fns.push(arguments[i]); if (h.memory) arguments[i].apply(null, h.memory); } return this; },
        fire: function () { h.memory = arguments; for (var i = 0; i < h.fns.length; i++) h.fns[i].apply(null, arguments); return this; }
      };
    }
  };
  window.$ = function (el) { return [el]; };
  window.diceRexCirceBase = ${JSON.stringify(suite.app.url)};
  document.addEventListener('DOMContentLoaded', function () { mw.hook('wikipage.content').fire($(document.getElementById('mw-content-text'))); });
}());
</script>
<script async src="/load.php?modules=ext.gadget.DiceRexCirce&amp;only=scripts"></script>
</head>
<body class="skin-vector mediawiki ltr sitedir-ltr ns-0 ns-subject page-Dice_Rex_Circe">
<div class="mw-page-container"><div class="mw-content-container"><main id="content" class="mw-body" role="main">
<h1 id="firstHeading" class="firstHeading mw-first-heading"><span class="mw-page-title-main">Dice Rex Circe</span></h1>
<div id="bodyContent" class="vector-body">
<div id="mw-content-text" class="mw-body-content"><div class="mw-content-ltr mw-parser-output" lang="en" dir="ltr">
${content}
</div></div>
</div></main></div></div>
</body></html>`;
}

browserTest('the MediaWiki gadget turns the template\'s divs into live boards, once each, also in a live preview', async (page) => {
  // The gadget's code as a wiki's load.php serves it: inside the function ResourceLoader wraps it in.
  const wrapped = `(function ($, jQuery, require, module) {\n${GADGET}\n}(window.$, window.$, null, {}));`;
  hostPages['/wiki/Dice_Rex_Circe'] = mediaWikiPage(`
<p><b>Dice Rex Circe</b> is a chess variant.</p>
<h2><span class="mw-headline" id="Example">Example</span></h2>
${templateDiv({ fen: SEED_EXAMPLE, record: '1. Ke5 {roll 1-5-6} Qe8 Kxd6# ', controls: 'moves', ply: '0' })}
<p>Play it:</p>
${templateDiv({ interactive: 'true', controls: 'full', lang: 'fr', width: 300 })}
<p>A board with a bad value says so in its own box:</p>
${templateDiv({ fen: '<img src=x onerror="window.__pwned = 1">' })}`);
  // The host serves the gadget with the right type, as a wiki's load.php does.
  await page.route('**/load.php*', (route) => route.fulfill({ contentType: 'text/javascript', body: wrapped }));
  await page.goto(`${suite.host.url}wiki/Dice_Rex_Circe`);
  await until(() => page.locator('.mw-parser-output dice-rex-circe').count(), (n) => n === 3, { what: 'three boards' });
  const example = '.mw-parser-output > div.dice-rex-circe:nth-of-type(1) dice-rex-circe';
  const play = '.mw-parser-output > div.dice-rex-circe:nth-of-type(2) dice-rex-circe';
  const bad = '.mw-parser-output > div.dice-rex-circe:nth-of-type(3) dice-rex-circe';
  for (const sel of [example, play, bad]) await elementIdle(page, sel);
  // The fallback line is gone; the attributes came from the data-* values.
  await expectEqual(() => page.$$eval('div.dice-rex-circe', (els) => els.map((d) => d.querySelector('i') === null)), [true, true, true]);
  await expectText(page, `${example} .caption`, 'Start (3 moves)');
  await expectEval(page, (sel) => document.querySelector(sel).getAttribute('ply'), example, '0');
  await expectText(page, `${play} .status`, 'Aux Blancs de jouer');
  await expectEval(page, (sel) => document.querySelector(sel).state, bad, 'error');
  await expectText(page, `${bad} .error-text`, 'The position (fen) is not valid.');
  assert.equal(await page.evaluate(() => window.__pwned), undefined);
  await page.locator(play).scrollIntoViewIfNeeded();
  await elementMove(page, play, 'e2', 'e4');
  await expectEval(page, (sel) => document.querySelector(sel).game.moves.map((m) => m.san), play, ['e4']);
  await shot(page, 'wiki-gadget', { fullPage: true });

  // A live preview hands the hook new content: only the new div becomes a board.
  await page.evaluate(() => {
    const preview = document.createElement('div');
    preview.id = 'wikiPreview';
    preview.innerHTML = '<div class="dice-rex-circe" data-fen="4k3/8/8/8/8/8/8/4K3 w - - 0 1 -">fallback</div>';
    document.querySelector('#bodyContent').prepend(preview);
    window.mw.hook('wikipage.content').fire(window.$(preview));
    window.mw.hook('wikipage.content').fire(window.$(document.getElementById('mw-content-text')));
  });
  await elementIdle(page, '#wikiPreview dice-rex-circe');
  await expectEqual(() => page.locator('dice-rex-circe').count(), 4);
  await expectEval(page, () => document.querySelector('#wikiPreview dice-rex-circe').fen, undefined, '4k3/8/8/8/8/8/8/4K3 w - - 0 1 -');
  // The element's module is loaded once, from the app's site.
  await expectEval(page, () => [...document.querySelectorAll('script[type="module"]')].map((s) => s.src), undefined,
    [`${suite.app.url}js/dice-rex-circe.js`]);
});

browserTest('the gadget works on a page without MediaWiki\'s hooks too', async (page) => {
  hostPages['/plain.html'] = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>plain</title><link rel="icon" href="data:,">
    <script>window.diceRexCirceBase = ${JSON.stringify(suite.app.url)};</script><script src="/gadget.js"></script></head>
    <body>${templateDiv({ fen: SEED_EXAMPLE, orientation: 'black' })}
    ${templateDiv({ rules: 'anticirce', fen: '4k3/3r4/8/8/3Q4/8/8/7K w - - 0 1', record: '1. Qxd7 ' })}</body></html>`;
  await page.route('**/gadget.js', (route) => route.fulfill({ contentType: 'text/javascript', body: GADGET }));
  await page.goto(`${suite.host.url}plain.html`);
  await elementIdle(page, 'div.dice-rex-circe:nth-of-type(1) dice-rex-circe');
  await elementIdle(page, 'div.dice-rex-circe:nth-of-type(2) dice-rex-circe');
  await expectEval(page, () => {
    const el = document.querySelector('dice-rex-circe');
    return [el.state, el.fen, el.getAttribute('orientation')];
  }, undefined, ['ready', SEED_EXAMPLE, 'black']);
  // {{Dice Rex Circe|rules=anticirce|…}}: the record is replayed in Anticirce (the queen went home to d1).
  await expectEval(page, () => {
    const el = document.querySelectorAll('dice-rex-circe')[1];
    return [el.state, el.game?.rules, el.fen?.split(' ')[0]];
  }, undefined, ['ready', 'anticirce', '4k3/8/8/8/8/8/8/3Q3K']);
});

browserTest('an element named diceRexCirceBase on the page neither breaks the gadget nor chooses where its module comes from', async (page) => {
  // No script sets the base here: the gadget's own BASE line is used, and its site is served from the app's files.
  const DEFAULT_BASE = 'https://example.org/drc/';
  await page.route(`${DEFAULT_BASE}**`, async (route) => {
    const url = suite.app.url + route.request().url().slice(DEFAULT_BASE.length);
    route.fulfill({ response: await route.fetch({ url }) });
  });
  await page.route('**/gadget.js', (route) => route.fulfill({ contentType: 'text/javascript', body: GADGET }));
  const requested = [];
  page.on('request', (r) => requested.push(r.url()));
  const elsewhere = `${suite.host.url}elsewhere/`;
  // A div with that id (which wikitext allows) and a link with that id (which other sites' HTML may carry):
  // each is window.diceRexCirceBase by the browser's named access.
  for (const [name, element] of [
    ['div', '<div id="diceRexCirceBase">A section</div>'],
    ['link', `<a id="diceRexCirceBase" href="${elsewhere}">a link</a>`],
  ]) {
    hostPages[`/clobbered-${name}.html`] = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${name}</title><link rel="icon" href="data:,"></head>
      <body>${element}${templateDiv({ fen: SEED_EXAMPLE })}<script src="/gadget.js"></script></body></html>`;
    requested.length = 0;
    await page.goto(`${suite.host.url}clobbered-${name}.html`);
    await expectEval(page, () => typeof window.diceRexCirceBase, undefined, 'object');
    await until(() => page.locator('div.dice-rex-circe').getAttribute('data-drc-state'), (v) => v === 'ready', { what: `the board (${name})` });
    await elementIdle(page, 'div.dice-rex-circe dice-rex-circe');
    await expectEval(page, () => document.querySelector('dice-rex-circe').fen, undefined, SEED_EXAMPLE);
    await expectEval(page, () => [...document.querySelectorAll('script[type="module"]')].map((s) => s.src), undefined,
      [`${DEFAULT_BASE}js/dice-rex-circe.js`]);
    assert.deepEqual(requested.filter((u) => u.startsWith(elsewhere) || u.includes('object%20HTML')), [], name);
  }
});

browserTest('the demo article shows each board\'s markup; pasted elsewhere, it gives the same board', async (page) => {
  await page.goto(`${suite.app.url}demo.html`);
  await until(() => page.locator('details.markup').count(), (n) => n === 3, { what: 'three markup blocks' });
  const markup = await page.$$eval('details.markup code', (els) => els.map((e) => e.textContent));
  assert.equal(markup[0], '<dice-rex-circe fen="4r3/3k4/8/8/8/8/8/3QK3 w - - 0 1 -"></dice-rex-circe>');
  assert.match(markup[1], /^<dice-rex-circe record="1\. e4 d5 .*" seed="7" controls="moves" ply="7"><\/dice-rex-circe>$/);
  // The attribute table lists every attribute the element reads.
  const names = await page.$$eval('table.attributes tbody tr td:first-child', (els) => els.map((e) => e.textContent));
  assert.deepEqual(names.sort(), ['controls', 'fen', 'interactive', 'lang', 'opponent', 'orientation', 'ply', 'record', 'rules', 'seed']);
  hostPages['/copied.html'] = `<!doctype html><meta charset="utf-8"><title>copied</title><link rel="icon" href="data:,">
    <script type="module" src="${suite.app.url}js/dice-rex-circe.js"></script>\n${markup[1]}`;
  // The demo's board replays its record after the markup is written: wait for its caption.
  await elementIdle(page, '#demo-game');
  const demoCaption = await until(() => page.locator('#demo-game .caption').textContent(), (text) => /^Move 7 of \d+: /.test(text),
    { what: 'the demo game\'s caption at its seventh move' });
  await page.goto(`${suite.host.url}copied.html`);
  await elementIdle(page, 'dice-rex-circe');
  await expectText(page, 'dice-rex-circe .caption', demoCaption);
});

browserTest('"Embed": options for size, side, controls, start, play and opponent, with a live preview of what they give', async (page) => {
  await gotoApp(page, suite.app.url);
  for (const [from, to] of [['e2', 'e4'], ['d7', 'd5'], ['e4', 'd5']]) await clickMove(page, from, to);
  await page.click('#btn-embed');
  const preview = '#embed-preview dice-rex-circe';
  await elementIdle(page, preview);
  await expectEval(page, (sel) => document.querySelector(sel).fen, preview, 'rnbqkbnr/pppppppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR b - - 0 2 -');
  await page.check('input[name="embed-what"][value="game"]');
  await page.selectOption('#embed-start', '1');
  await page.selectOption('#embed-orientation', 'black');
  await page.selectOption('#embed-size', '480');
  await until(() => page.inputValue('#embed-element'), (v) => /record="1\. e4 d5 2\. exd5\(Pd7\) \*" ply="1" orientation="black" controls="moves" style="max-width:480px"/.test(v),
    { what: 'the game snippet with its options' });
  await until(() => page.inputValue('#embed-iframe'), (v) => /#record=.*&amp;ply=1&amp;orientation=black&amp;controls=moves" width="480" height="544"/.test(v),
    { what: 'the iframe snippet with its options' });
  await elementIdle(page, preview);
  await expectText(page, `${preview} .caption`, 'Move 1 of 3: e4');
  await expectEval(page, (sel) => document.querySelector(sel).getAttribute('orientation'), preview, 'black');
  // A board the reader plays against the computer.
  await page.check('input[name="embed-what"][value="position"]');
  await page.check('#embed-interactive');
  await page.selectOption('#embed-opponent', 'easy');
  await page.selectOption('#embed-controls', 'full');
  await until(() => page.inputValue('#embed-element'), (v) => / orientation="black" interactive="true" controls="full" opponent="easy"/.test(v),
    { what: 'the playable snippet' });
  await elementIdle(page, preview);
  await expectEval(page, (sel) => document.querySelector(sel).getAttribute('opponent'), preview, 'easy');
  await shot(page, 'embed-dialog-options');
  // Closing the dialog frees the preview's game.
  await page.click('#dlg-embed button[value="close"]');
  await expectEqual(() => page.locator(preview).count(), 0);
});

browserTest('"Diagram": the position as SVG and PNG files, with the options shown in a preview', async (page) => {
  await gotoApp(page, suite.app.url);
  await clickMove(page, 'e2', 'e4');
  await clickMove(page, 'd7', 'd5');
  await clickMove(page, 'e4', 'd5');
  await page.click('#btn-diagram');
  await expectEval(page, () => document.querySelector('#diagram-caption').value, undefined, 'Black to move');
  const src = () => page.getAttribute('#diagram-img', 'src');
  const svgOf = async () => decodeURIComponent((await src()).replace(/^data:image\/svg\+xml;charset=utf-8,/, ''));
  await until(svgOf, (s) => s.includes('marker-end="url(#drc-arrow)"') && s.includes('>Black to move</text>'), { what: 'the preview' });
  await page.uncheck('#diagram-last');
  await page.fill('#diagram-caption', 'After 2. exd5');
  await until(svgOf, (s) => !s.includes('marker-end') && s.includes('>After 2. exd5</text>'), { what: 'the preview with the options' });
  await shot(page, 'diagram-dialog');
  const [svgFile] = await Promise.all([page.waitForEvent('download'), page.click('#diagram-svg')]);
  assert.match(svgFile.suggestedFilename(), /^dice-rex-circe-\d{4}-\d\d-\d\d\.svg$/);
  const svg = readFileSync(await svgFile.path(), 'utf8');
  assert.match(svg, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  assert.equal((svg.match(/<use xlink:href="#drc-/g) || []).length, 32);
  const [pngFile] = await Promise.all([page.waitForEvent('download'), page.click('#diagram-png')]);
  assert.match(pngFile.suggestedFilename(), /\.png$/);
  const png = readFileSync(await pngFile.path());
  assert.deepEqual([...png.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  // Twice the diagram's size, for sharp print: 788 pixels wide.
  assert.equal(png.readUInt32BE(16), 788);
});
