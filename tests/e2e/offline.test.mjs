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

// The test's steps, named, so that a step that never ends (it once ran into the test's timeout,
// which names no step) fails before that timeout and says which step it was.
let step = 'the start';
// What the test can tell of the browser and the servers when a step stands (set as they start).
let diagnose = async () => '';
function stuckAfter(ms) {
  let timer;
  const stuck = new Promise((_, fail) => {
    timer = setTimeout(async () => {
      const seen = await Promise.race([diagnose().catch((err) => `(diagnosis failed: ${err.message})`),
        new Promise((done) => setTimeout(() => done('(diagnosis stood 10 s)'), 10000))]);
      fail(new Error(`the offline test stood ${ms / 1000} s in its step "${step}"\n${seen}`));
    }, ms);
  });
  return { stuck, clear: () => clearTimeout(timer) };
}

/** Keeps in `log` each request `server` receives and how it ended, as `label` time method path status. */
function logRequests(server, label, log) {
  const t0 = Date.now();
  server.on('request', (req, res) => {
    const entry = `${label} +${Date.now() - t0} ms ${req.method} ${req.url}`;
    const i = log.push(`${entry} (unanswered)`) - 1;
    res.on('finish', () => { log[i] = `${entry} ${res.statusCode}`; });
    res.on('close', () => { if (!res.writableFinished) log[i] = `${entry} (closed unanswered)`; });
  });
}

/** Asks the browser to check for a new version of the page's service worker: 'updated' once the check ends, or its error's name. */
function updateCheck(page) {
  return page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r.update())
    .then(() => 'updated', (err) => err.name));
}

test('after one visit the app reloads and plays with the network off; a new version replaces the old', { timeout: TEST_TIMEOUT }, async () => {
  const browser = await launch();
  const watch = stuckAfter(TEST_TIMEOUT - 20000);
  try {
    await Promise.race([watch.stuck, offlineAndUpdate(browser)]);
  } finally {
    watch.clear();
    // Closing the browser ends a step that stood still too, so the test's own closing runs.
    await browser.close();
  }
});

async function offlineAndUpdate(browser) {
  step = 'the first visit';
  const started = await startServer();
  let server = started.server;
  const url = started.url;
  const port = server.address().port;
  const requests = { first: [], next: [] };
  logRequests(server, 'first server', requests.first);
  const { context, page, problems } = await openPage(browser);
  diagnose = async () => {
    const registration = await Promise.race([
      page.evaluate(async () => {
        const r = await navigator.serviceWorker.getRegistration();
        const worker = (w) => (w ? `${w.state} ${w.scriptURL}` : null);
        return JSON.stringify({ active: worker(r?.active), waiting: worker(r?.waiting), installing: worker(r?.installing),
          controller: !!navigator.serviceWorker.controller, caches: await caches.keys() });
      }),
      new Promise((done) => setTimeout(() => done('(the page did not answer in 5 s)'), 5000)),
    ]).catch((err) => `(the page: ${err.message})`);
    return [`registration: ${registration}`, `service workers: ${context.serviceWorkers().map((w) => w.url()).join(', ')}`,
      'requests (the first server\'s last 10, the new server\'s all):', ...requests.first.slice(-10), ...requests.next].join('\n');
  };
  try {
    await gotoApp(page, url);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await until(() => page.evaluate(() => caches.keys()), (keys) => keys.length === 1, { what: 'one cache' });
    await clickMove(page, 'e2', 'e4');
    await expectSnap(page, (s) => s.history.length === 1, 'e4 played');

    // A freshly started Chromium holds the first update check after the first install for
    // seconds, a minute while pages keep navigating (scripts/sw-update-delay.mjs); later checks
    // go at once. That first check is made here, with the server up and no change to find, so
    // that no step below waits for it across the server's restart.
    step = 'the first install ended';
    assert.equal(await updateCheck(page), 'updated');

    step = 'the server stopped';
    await stopServer(server);
    server = null;
    const offline = await fetch(url).then(() => 'up', () => 'down');
    assert.equal(offline, 'down', 'the server must really be gone');

    step = 'the reload and a game offline';
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
    step = 'the rules page offline';
    const rules = await context.newPage();
    await rules.goto(`${url}rules.fr.html`);
    await expectText(rules, 'h1', /Les règles du Dice Rex Circe/);
    await elementIdle(rules, '#example-play');
    await expectEval(rules, () => document.querySelector('#example-play').state, undefined, 'ready');
    await rules.close();

    // The reload and the rules page had the browser check for an update of its own (it does after a
    // navigation), each failing with the server gone; a check of ours fails only after them.
    step = 'the offline update checks ended';
    assert.equal(await updateCheck(page), 'TypeError', 'an update check with the server gone fails');

    // A new build: same files, a new version in precache.js.
    step = 'a new version published';
    const precache = readFileSync(new URL('../../www/precache.js', import.meta.url), 'utf8')
      .replace(/"version": "([0-9a-f]+)"/, '"version": "$1-next"');
    ({ server } = await startServer({ port, overrides: { '/precache.js': precache } }));
    logRequests(server, 'new server', requests.next);
    step = 'the service worker\'s update';
    assert.equal(await updateCheck(page), 'updated');
    step = 'the new version cached';
    await page.waitForFunction(async () => {
      const keys = await caches.keys();
      return keys.length === 1 && keys[0].endsWith('-next');
    });
    step = 'the new version offered and taken';
    await page.waitForSelector('#toast:not([hidden])');
    await expectText(page, '#toast-text', /new version/);
    await page.click('#toast-action');
    await page.waitForSelector('body[data-ready="true"]');
    await idle(page);
    await expectSnap(page, (s) => s.history.length === 3, 'the game after the update');
    assert.deepEqual(problems, [], 'console errors or warnings');
  } finally {
    step = 'closing the browser and the server';
    await context.close().catch(() => {});
    if (server) await stopServer(server);
  }
}
