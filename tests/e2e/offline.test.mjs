// The app after one visit, with the server gone: the service worker serves
// every file, the wasm included, and the game reloads and plays. Then a new
// version published on the server replaces the cached one cleanly.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import {
  startServer, stopServer, launch, openPage, gotoApp, idle, clickMove, shot, elementIdle,
  until, expectEval, expectText, expectPlacement, expectSnap, TEST_TIMEOUT,
} from './helpers.mjs';

test('after one visit the app reloads and plays with the network off; a new version replaces the old', { timeout: TEST_TIMEOUT }, async () => {
  const started = await startServer();
  let server = started.server;
  const url = started.url;
  const port = server.address().port;
  const browser = await launch();
  const { context, page, problems } = await openPage(browser);
  try {
    await gotoApp(page, url);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await until(() => page.evaluate(() => caches.keys()), (keys) => keys.length === 1, { what: 'one cache' });
    await clickMove(page, 'e2', 'e4');
    await expectSnap(page, (s) => s.history.length === 1, 'e4 played');

    await stopServer(server);
    server = null;
    const offline = await fetch(url).then(() => 'up', () => 'down');
    assert.equal(offline, 'down', 'the server must really be gone');

    await page.reload();
    await page.waitForSelector('body[data-ready="true"]');
    await idle(page);
    await expectPlacement(page, 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR');
    await clickMove(page, 'e7', 'e5');
    await clickMove(page, 'e1', 'e2');
    await expectSnap(page, (s) => s.phase === 'roll', 'the roll phase');
    await page.click('#btn-roll');
    await idle(page);
    await expectSnap(page, (s) => s.history.length === 3 && s.phase !== 'roll', 'the dice rolled');
    await shot(page, 'offline-playing');

    // The rules page and its live boards work offline too.
    const rules = await context.newPage();
    await rules.goto(`${url}rules.fr.html`);
    await expectText(rules, 'h1', /Les règles du Dice Rex Circe/);
    await elementIdle(rules, '#example-play');
    await expectEval(rules, () => document.querySelector('#example-play').state, undefined, 'ready');
    await rules.close();

    // A new build: same files, a new version in precache.js.
    const precache = readFileSync(new URL('../../www/precache.js', import.meta.url), 'utf8')
      .replace(/"version": "([0-9a-f]+)"/, '"version": "$1-next"');
    ({ server } = await startServer({ port, overrides: { '/precache.js': precache } }));
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r.update()));
    await page.waitForFunction(async () => {
      const keys = await caches.keys();
      return keys.length === 1 && keys[0].endsWith('-next');
    });
    await page.waitForSelector('#toast:not([hidden])');
    await expectText(page, '#toast-text', /new version/);
    await page.click('#toast-action');
    await page.waitForSelector('body[data-ready="true"]');
    await idle(page);
    await expectSnap(page, (s) => s.history.length === 3, 'the game after the update');
    assert.deepEqual(problems, [], 'console errors or warnings');
  } finally {
    await context.close();
    await browser.close();
    if (server) await stopServer(server);
  }
});
