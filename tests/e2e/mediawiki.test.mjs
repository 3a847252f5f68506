// Browser tests on a real MediaWiki 1.39 (Debian's `mediawiki`, installed by
// scripts/setup.sh browser): a wiki installed once per run with SQLite into
// a temporary directory and served by PHP's own server on loopback; the
// steps of docs/wikis.md done through the wiki's API as an interface
// administrator; an article with the wikis guide's examples; then the boards in
// Chromium (on the page and in an edit's preview, desktop and phone), the
// fallbacks for readers without JavaScript or without the gadget, or whose
// browser cannot load the board's module, and the wikis guide's
// Content-Security-Policy setting.
import assert from 'node:assert/strict';
import { execFile, spawn } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { before, after, test } from 'node:test';
import { promisify } from 'node:util';
import {
  startServer, stopServer, launch, openPage, browserTests, shot, until, expectEqual, expectText, expectEval,
  elementIdle, elementMove,
} from './helpers.mjs';

const MEDIAWIKI = process.env.MEDIAWIKI_DIR || '/usr/share/mediawiki';
const GADGET = readFileSync(new URL('../../www/wiki/gadget.js', import.meta.url), 'utf8');
const TEMPLATE = readFileSync(new URL('../../www/wiki/template.wikitext', import.meta.url), 'utf8');
const run = promisify(execFile);

/** The wikis guide (docs/wikis.md, linked from the README), and the pieces of it the wiki's interface administrator and authors copy. */
const WIKIS = readFileSync(new URL('../../docs/wikis.md', import.meta.url), 'utf8');
const DEFINITION = WIKIS.match(/`(\* DiceRexCirce\[[^`]*)`/)[1];
const CSP = WIKIS.match(/`(\$wgCSPHeader = [^`]*)`/)[1];
const EXAMPLES = WIKIS.match(/```wikitext\n([\s\S]*?)```/)[1];
const FALLBACK = 'A live Dice Rex Circe board: it needs JavaScript and the wiki\'s Dice Rex Circe gadget.';

/** The article: the wikis guide's examples, then values that hold markup and quotes. */
const ARTICLE = `'''Dice Rex Circe''' is a chess variant.

== Examples ==
${EXAMPLES}
== Values with markup ==
{{Dice Rex Circe|fen=<b>x</b>}}
`;

const wiki = { dir: null, url: null, php: null, installSeconds: null, admin: null };
const app = { url: null, server: null, browser: null };

function freePort() {
  return new Promise((done, fail) => {
    const s = createServer();
    s.once('error', fail);
    s.listen(0, '127.0.0.1', () => { const { port } = s.address(); s.close(() => done(port)); });
  });
}

/** Runs a maintenance script of the wiki with its LocalSettings.php. */
function maintenance(script, args) {
  return run('php', [join(MEDIAWIKI, 'maintenance', script), ...args],
    { cwd: MEDIAWIKI, env: { ...process.env, MW_CONFIG_FILE: join(wiki.dir, 'LocalSettings.php') } });
}

/** A logged-in session of the wiki's API (cookies kept by hand). */
async function apiSession(name, password) {
  const cookies = new Map();
  async function request(url, init) {
    const res = await fetch(url, { ...init, headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair.indexOf('=');
      cookies.set(pair.slice(0, i), pair.slice(i + 1));
    }
    return res.json();
  }
  function call(params, method = 'GET') {
    const body = new URLSearchParams({ format: 'json', formatversion: '2', ...params });
    return method === 'GET' ? request(`${wiki.url}api.php?${body}`) : request(`${wiki.url}api.php`, { method, body });
  }
  const { query } = await call({ action: 'query', meta: 'tokens', type: 'login' });
  const login = await call({ action: 'login', lgname: name, lgpassword: password, lgtoken: query.tokens.logintoken }, 'POST');
  assert.equal(login.login?.result, 'Success', `login of ${name}: ${JSON.stringify(login)}`);
  const csrf = (await call({ action: 'query', meta: 'tokens' })).query.tokens.csrftoken;
  return {
    call,
    cookies,
    csrf,
    post: (form) => request(`${wiki.url}api.php`, { method: 'POST', body: form }),
    edit: (title, text) => call({ action: 'edit', title, text, token: csrf, summary: 'Dice Rex Circe' }, 'POST'),
    options: (change) => call({ action: 'options', change, token: csrf }, 'POST'),
  };
}

/**
 * The image of the wikis guide's first example, as an author saves it from the
 * app: the engine's diagram of the position as a PNG (360 pixels wide, the
 * template's width, so that the wiki shows the file itself and needs no
 * thumbnailer), uploaded as File:Dice Rex Circe example.png.
 */
async function uploadDiagram(admin) {
  const { Game } = await import('../../js/node.js');
  const game = new Game({ fen: '8/8/3k4/8/Q3K3/8/8/8 w - - 0 1 -' });
  const svg = game.diagram({ width: 360 });
  game.free();
  const page = await app.browser.newPage();
  await page.setContent(`<body style="margin:0"><img src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}"></body>`);
  const png = await page.locator('img').screenshot();
  await page.close();
  const form = new FormData();
  for (const [k, v] of Object.entries({ action: 'upload', format: 'json', filename: 'Dice Rex Circe example.png', ignorewarnings: '1', token: admin.csrf })) form.append(k, v);
  form.append('file', new Blob([png], { type: 'image/png' }), 'diagram.png');
  const r = await admin.post(form);
  assert.equal(r.upload?.result, 'Success', JSON.stringify(r));
}

/** The wikis guide's steps 2 to 4, as the interface administrator does them, and the article. */
async function installGadget(admin) {
  const gadget = GADGET.replace("'https://example.org/drc/'", JSON.stringify(app.url).replace(/"/g, '\''));
  assert.notEqual(gadget, GADGET, 'the BASE line of gadget.js');
  const pages = [
    ['MediaWiki:Gadget-DiceRexCirce.js', gadget],
    ['MediaWiki:Gadgets-definition', `${DEFINITION}\n`],
    ['MediaWiki:Gadget-DiceRexCirce', 'Dice Rex Circe boards'],
    ['Template:Dice Rex Circe', TEMPLATE],
    ['Dice Rex Circe', ARTICLE],
  ];
  for (const [title, text] of pages) {
    const r = await admin.edit(title, text);
    assert.equal(r.edit?.result, 'Success', `${title}: ${JSON.stringify(r)}`);
  }
}

before(async () => {
  assert.ok(existsSync(join(MEDIAWIKI, 'maintenance/install.php')), `no MediaWiki in ${MEDIAWIKI}: run scripts/setup.sh browser`);
  ({ server: app.server, url: app.url } = await startServer());
  app.browser = await launch();
  const started = Date.now();
  wiki.dir = mkdtempSync(join(tmpdir(), 'drc-mediawiki-'));
  const port = await freePort();
  wiki.url = `http://127.0.0.1:${port}/`;
  const password = 'drc-admin-password-1';
  await run('php', ['maintenance/install.php', '--dbtype=sqlite', `--dbpath=${wiki.dir}`, `--confpath=${wiki.dir}`,
    `--server=http://127.0.0.1:${port}`, '--scriptpath=', `--pass=${password}`, '--lang=en', '--skins=Vector',
    'Chess Variants', 'Admin'], { cwd: MEDIAWIKI });
  // The wikis guide's step 1, the wiki's own files, and the Content-Security-Policy a test asks for with a cookie:
  // MediaWiki's own (`true`, without the app's site) or the wikis guide's step 5.
  const origin = new URL(app.url).origin;
  appendFileSync(join(wiki.dir, 'LocalSettings.php'), `
wfLoadExtension( 'Gadgets' );
wfLoadExtension( 'ParserFunctions' );
$wgMainCacheType = CACHE_NONE;
$wgEnableUploads = true;
$wgUploadDirectory = ${JSON.stringify(join(wiki.dir, 'images'))};
$wgUploadPath = '/images';
if ( ( $_COOKIE['drc_csp'] ?? '' ) === 'mediawiki' ) $wgCSPHeader = true;
if ( ( $_COOKIE['drc_csp'] ?? '' ) === 'readme' ) ${CSP.replaceAll('https://example.org', origin)}
`);
  writeFileSync(join(wiki.dir, 'router.php'), `<?php
// The wiki's entry points and static files as they are; any other path is index.php.
// Uploads are in the wiki's directory, under /images/.
$path = parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH );
if ( $path !== '/' && is_file( $_SERVER['DOCUMENT_ROOT'] . $path ) ) return false;
if ( str_starts_with( $path, '/images/' ) && is_file( __DIR__ . '/images/' . substr( $path, 8 ) ) ) {
	header( 'Content-Type: image/png' );
	readfile( __DIR__ . '/images/' . substr( $path, 8 ) );
	return true;
}
$_SERVER['SCRIPT_NAME'] = '/index.php';
require $_SERVER['DOCUMENT_ROOT'] . '/index.php';
`);
  wiki.php = spawn('php', ['-S', `127.0.0.1:${port}`, '-t', MEDIAWIKI, join(wiki.dir, 'router.php')],
    { cwd: MEDIAWIKI, env: { ...process.env, MW_CONFIG_FILE: join(wiki.dir, 'LocalSettings.php') }, stdio: 'ignore' });
  await until(() => fetch(`${wiki.url}api.php?action=query&format=json`).then((r) => r.status, () => 0), (s) => s === 200,
    { what: 'the wiki to answer', timeout: 20000 });
  // A plain administrator (the wikis guide: not enough) and a reader, made as the wiki's installer makes its first account.
  await maintenance('createAndPromote.php', ['--sysop', 'Sysop', 'drc-sysop-password-1']);
  await maintenance('createAndPromote.php', ['Reader', 'drc-reader-password-1']);
  wiki.admin = await apiSession('Admin', password);
  await uploadDiagram(wiki.admin);
  await installGadget(wiki.admin);
  wiki.installSeconds = (Date.now() - started) / 1000;
});

after(async () => {
  await app.browser?.close();
  if (app.server) await stopServer(app.server);
  if (wiki.php && wiki.php.exitCode === null) {
    const exited = new Promise((done) => wiki.php.once('exit', done));
    wiki.php.kill();
    await exited;
  }
  if (wiki.dir) rmSync(wiki.dir, { recursive: true, force: true });
});

const browserTest = browserTests(() => app.browser);
const ARTICLE_URL = () => `${wiki.url}index.php?title=Dice_Rex_Circe`;
const board = (n) => `#mw-content-text div.dice-rex-circe:nth-of-type(${n}) dice-rex-circe`;

/** Makes the wiki send the Content-Security-Policy `which` ('mediawiki' or 'readme') to this context's pages. */
function askCsp(context, which) {
  return context.addCookies([{ name: 'drc_csp', value: which, url: wiki.url }]);
}

test('the wikis guide\'s steps need an interface administrator; the gadget is defined for desktop and mobile', async (t) => {
  t.diagnostic(`the wiki's install and the wikis guide's steps took ${wiki.installSeconds.toFixed(1)} s`);
  const sysop = await apiSession('Sysop', 'drc-sysop-password-1');
  const script = await sysop.edit('MediaWiki:Gadget-DiceRexCirce.js', '/* replaced */');
  assert.equal(script.error?.code, 'sitejsprotected');
  const definition = await sysop.edit('MediaWiki:Gadgets-definition', '');
  assert.equal(definition.error?.code, 'siterawhtmlprotected');
  // ResourceLoader registers the gadget's module for the desktop and the mobile site (MobileFrontend's target).
  for (const target of ['desktop', 'mobile']) {
    const startup = await fetch(`${wiki.url}load.php?modules=startup&only=scripts&raw=1&skin=vector&target=${target}`).then((r) => r.text());
    assert.match(startup, /"ext\.gadget\.DiceRexCirce"/, `the ${target} startup module`);
  }
});

browserTest('on MediaWiki 1.39 the wikis guide\'s examples become boards that step and play, quotes and markup in values included', async (page) => {
  await page.goto(ARTICLE_URL());
  await expectEval(page, () => window.mw?.loader.getState('ext.gadget.DiceRexCirce'), undefined, 'ready');
  await until(() => page.locator('#mw-content-text dice-rex-circe').count(), (n) => n === 5, { what: 'five boards' });
  for (let n = 1; n <= 5; n++) await elementIdle(page, board(n));
  // No fallback line is left, and no markup of the template shows as text.
  await expectEqual(() => page.$$eval('#mw-content-text div.dice-rex-circe', (els) => els.map((d) => [d.dataset.drcState, d.querySelector('i') === null])),
    Array(5).fill(['ready', true]));
  assert.doesNotMatch(await page.locator('#mw-content-text').innerText(), /<div|data-|\{\{/);

  // The game to step through: from the start, forward and back.
  const game = board(1);
  await expectText(page, `${game} .caption`, 'Start (3 moves)');
  for (const caption of ['Move 1 of 3: Ke5', 'Move 2 of 3: Qe8', 'Move 3 of 3: Kxd6#']) {
    await page.locator(`${game} button[data-nav="next"]`).click();
    await expectText(page, `${game} .caption`, caption);
  }
  await page.locator(`${game} button[data-nav="prev"]`).click();
  await expectText(page, `${game} .caption`, 'Move 2 of 3: Qe8');

  // The board to play, in French.
  const play = board(2);
  await expectText(page, `${play} .status`, 'Aux Blancs de jouer');
  await page.locator(play).scrollIntoViewIfNeeded();
  await elementMove(page, play, 'e2', 'e4');
  await expectEval(page, (sel) => document.querySelector(sel).game.moves.map((m) => m.san), play, ['e4']);

  // The record with a tag pair on its own line and quotes in a comment: read in Anticirce, the queen back on d1.
  const tagged = board(4);
  await expectEval(page, (sel) => {
    const el = document.querySelector(sel);
    return [el.state, el.game.rules, el.game.moves.map((m) => m.san), el.fen.split(' ')[0]];
  }, tagged, ['ready', 'anticirce', ['e4', 'e5', 'Qh5', 'Nc6', 'Qxf7(Q→d1)'], 'r1bqkbnr/pppp2pp/2n5/4p3/4P3/8/PPPP1PPP/RNBQKBNR']);

  // A value with markup reaches the board as a value, which says it is not a position.
  await expectText(page, `${board(5)} .error-text`, 'The position (fen) is not valid.');
  await shot(page, 'mediawiki-boards', { fullPage: true });

  // Against the computer (a worker from a blob: URL that loads the app's): Qxd7, the queen reborn on d1, and a reply.
  const versus = board(3);
  await page.locator(versus).scrollIntoViewIfNeeded();
  await elementMove(page, versus, 'd4', 'd7');
  await page.waitForFunction((sel) => {
    const g = document.querySelector(sel).game;
    return g && g.moves.length >= 2 && g.turn === 'white';
  }, versus, { timeout: 30000 });
  const moves = await page.evaluate((sel) => document.querySelector(sel).game.moves, versus);
  assert.equal(moves[0].san.startsWith('Qxd7'), true, JSON.stringify(moves[0]));
  assert.equal(moves[1].color, 'black');
  await expectEval(page, (base) => [...document.querySelectorAll('script[type="module"]')].filter((s) => s.src.startsWith(base)).length, app.url, 1);
});

/** Waits until the page's ResourceLoader has run the page's modules (the gadget's too, where it is loaded). */
function pageLoaded(page) {
  return expectEval(page, () => window.mw?.loader.getState('mediawiki.page.ready'), undefined, 'ready');
}

/** The fallback each template div shows, and whether any board is on the page. */
function fallbacks(page) {
  return page.evaluate(() => ({
    lines: [...document.querySelectorAll('#mw-content-text div.dice-rex-circe')].map((d) => {
      const img = d.querySelector('img');
      return img ? `image ${decodeURIComponent(new URL(img.src).pathname)} ${img.naturalWidth}` : d.textContent;
    }),
    boards: document.querySelectorAll('dice-rex-circe').length,
  }));
}

/** The first example's image (its file, loaded), then the line of the others. */
const ALL_FALLBACKS = { lines: [/^image \/images\/.*\/Dice_Rex_Circe_example\.png 360$/, ...Array(4).fill(FALLBACK)], boards: 0 };
const fallbacksShown = (page) => until(() => fallbacks(page),
  (f) => f.boards === 0 && f.lines.length === 5 && f.lines.every((line, i) => (typeof ALL_FALLBACKS.lines[i] === 'string' ? line === ALL_FALLBACKS.lines[i] : ALL_FALLBACKS.lines[i].test(line))),
  { what: 'the fallbacks' });

test('readers without JavaScript, or who switched the gadget off, see the fallbacks (the diagram, or a line), not the template\'s markup', async () => {
  for (const [name, viewport] of [['desktop', { width: 1200, height: 820 }], ['phone', { width: 390, height: 844 }]]) {
    const context = await app.browser.newContext({ viewport, javaScriptEnabled: false, deviceScaleFactor: name === 'phone' ? 2 : 1 });
    const page = await context.newPage();
    await page.goto(ARTICLE_URL());
    await fallbacksShown(page);
    assert.doesNotMatch(await page.locator('#mw-content-text').innerText(), /\{\{|#if|<div|data-/);
    await shot(page, `mediawiki-fallback-nojs-${name}`, { fullPage: name === 'desktop' });
    await context.close();
  }
  // A reader who switched the gadget off in Special:Preferences: the page's scripts run, the gadget's does not.
  const reader = await apiSession('Reader', 'drc-reader-password-1');
  assert.equal((await reader.options('gadget-DiceRexCirce=0')).options, 'success');
  const { context, page, problems } = await openPage(app.browser);
  await context.addCookies([...reader.cookies].map(([name, value]) => ({ name, value, url: wiki.url })));
  await page.goto(ARTICLE_URL());
  await pageLoaded(page);
  await expectEval(page, () => [window.mw.config.get('wgUserName'), window.mw.loader.getState('ext.gadget.DiceRexCirce')], undefined, ['Reader', 'registered']);
  await fallbacksShown(page);
  assert.deepEqual(problems, []);
  await context.close();
});

browserTest('an author\'s "Show preview" turns the template into a board too', async (page, context) => {
  await context.addCookies([...wiki.admin.cookies].map(([name, value]) => ({ name, value, url: wiki.url })));
  await page.goto(`${wiki.url}index.php?title=Sandbox&action=edit`);
  await page.fill('#wpTextbox1', '{{Dice Rex Circe|fen=4k3/8/8/8/8/8/8/4K3 w - - 0 1 -|orientation=black}}');
  await page.click('#wpPreview');
  await elementIdle(page, '#wikiPreview dice-rex-circe');
  await expectEval(page, () => {
    const el = document.querySelector('#wikiPreview dice-rex-circe');
    return [el.state, el.fen, el.getAttribute('orientation')];
  }, undefined, ['ready', '4k3/8/8/8/8/8/8/4K3 w - - 0 1 -', 'black']);
});

browserTest('on a phone the boards fit the page', async (page) => {
  await page.goto(ARTICLE_URL());
  await until(() => page.locator('#mw-content-text dice-rex-circe').count(), (n) => n === 5, { what: 'five boards' });
  for (let n = 1; n <= 5; n++) await elementIdle(page, board(n));
  await expectText(page, `${board(1)} .caption`, 'Start (3 moves)');
  const widths = await page.$$eval('#mw-content-text dice-rex-circe', (els) => els.map((e) => e.getBoundingClientRect().right));
  assert.ok(widths.every((right) => right <= 390), JSON.stringify(widths));
  await shot(page, 'mediawiki-boards-phone');
}, { viewport: { width: 390, height: 844 }, hasTouch: true, deviceScaleFactor: 2 });

/** Opens the article, waits until every template div says the board's module failed, and returns the console's problems. */
async function expectModuleFailed(name, prepare) {
  const { context, page, problems } = await openPage(app.browser);
  try {
    await prepare?.(page);
    await page.goto(ARTICLE_URL());
    await pageLoaded(page);
    await expectEval(page, () => [...document.querySelectorAll('#mw-content-text div.dice-rex-circe')].map((d) => d.dataset.drcState),
      undefined, Array(5).fill('failed'));
    await fallbacksShown(page);
    await shot(page, `mediawiki-fallback-${name}`);
    return problems;
  } finally {
    await context.close();
  }
}

test('when the board\'s module cannot load (the app\'s site is down, or a CSP refuses it), readers keep the fallback', async () => {
  const down = await expectModuleFailed('app-down', (page) => page.route(`${app.url}**`, (route) => route.abort('connectionrefused')));
  assert.ok(down.length > 0 && down.every((p) => /ERR_CONNECTION_REFUSED/.test(p)), JSON.stringify(down));
  // $wgCSPHeader = true: MediaWiki's own policy, without the app's site in script-src.
  const refused = await expectModuleFailed('csp-refused', (page) => askCsp(page.context(), 'mediawiki'));
  assert.ok(refused.length > 0 && refused.every((p) => /Content Security Policy/.test(p)), JSON.stringify(refused));
});

browserTest('with the wikis guide\'s $wgCSPHeader the boards load their engine and the computer answers', async (page, context) => {
  const origin = new URL(app.url).origin;
  await askCsp(context, 'readme');
  const response = await page.goto(ARTICLE_URL());
  const policy = response.headers()['content-security-policy'];
  assert.match(policy, new RegExp(`script-src [^;]*${origin}`));
  assert.match(policy, new RegExp(`default-src [^;]*${origin}`));
  await until(() => page.locator('#mw-content-text dice-rex-circe').count(), (n) => n === 5, { what: 'five boards' });
  for (let n = 1; n <= 4; n++) await expectEval(page, (sel) => document.querySelector(sel).state, board(n), 'ready');
  const versus = board(3);
  await page.locator(versus).scrollIntoViewIfNeeded();
  await elementMove(page, versus, 'd4', 'd7');
  await page.waitForFunction((sel) => {
    const g = document.querySelector(sel).game;
    return g && g.moves.length >= 2 && g.turn === 'white';
  }, versus, { timeout: 30000 });
});
