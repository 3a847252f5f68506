// Browser tests of the app's engine loading (www/js/engine.js, issues 24
// and 25): the board comes up on the engine's core module alone, and the
// cold module (records, refusals, diagrams) is fetched once the board is
// up; what needs it, asked before it is in, is done when it arrives. The
// first load carries its language's words alone, and shows no other first.
import assert from 'node:assert/strict';
import {
  gotoApp, clickSquare, clickMove, shot, appSuite, until, expectText, expectEval, expectPlacement, idle,
} from './helpers.mjs';

const { app, browserTest } = appSuite();

const CORE = '/engine/pkg-core/dice_rex_circe_core_bg.wasm';
const COLD = '/engine/pkg/dice_rex_circe_bg.wasm';

/** The page's fetches as [path, startTime] and the time its board was up. */
function fetches(page) {
  return page.evaluate(() => ({
    ready: window.__drcReady,
    files: performance.getEntriesByType('resource').map((e) => [new URL(e.name).pathname, e.startTime]),
  }));
}

/**
 * When the app asked for the engine's cold module (engine.js marks it as
 * it starts the load, once) and when its board was up (main.js), on the
 * page's one clock: the order the app's code sets, whatever the network
 * and the machine's load make of the fetches' own timings.
 */
function coldAsked(page) {
  return page.evaluate(() => ({
    ready: window.__drcReady,
    asked: performance.getEntriesByName('drc:cold-asked').map((m) => m.startTime),
  }));
}

/**
 * Holds the page's request for the engine's cold module until `release()`;
 * `requested()` says whether the app has asked for it yet.
 */
async function holdCold(page) {
  let release;
  const held = new Promise((resolve) => { release = resolve; });
  let asked = false;
  await page.route(`**${COLD}`, async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  return { release, requested: () => asked };
}

browserTest('the board comes up on the core module; a refusal and the record asked before the cold module are given when it arrives', async (page) => {
  // The cold module is held back until the test lets it through.
  const { release, requested } = await holdCold(page);
  await gotoApp(page, app.url);
  const first = await fetches(page);
  const before = first.files.filter(([, start]) => start <= first.ready).map(([path]) => path);
  assert.ok(before.includes(CORE), `the core module is fetched before the board is up: ${before.join(', ')}`);
  await until(requested, (asked) => asked, { what: 'the cold module to be asked for once the board is up' });
  const order = await coldAsked(page);
  assert.equal(order.asked.length, 1, 'the app asks for the cold module once');
  assert.ok(order.asked[0] >= order.ready, `the app asks for the cold module once the board is up (${order.asked[0]} ms, board at ${order.ready} ms)`);

  // The core plays.
  await clickMove(page, 'e2', 'e4');
  await expectPlacement(page, 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR');
  // A refused destination, and the game's record, before the cold module is in.
  await clickSquare(page, 'b8');
  await expectEval(page, () => window.__drc.state.selected, undefined, 'b8');
  await clickSquare(page, 'b5');
  await page.click('#btn-io');
  await page.locator('#dlg-io').waitFor({ state: 'visible' });
  release();
  await expectText(page, '#status', 'Knight b8–b5: a knight jumps in an L');
  await until(() => page.inputValue('#io-record'), (record) => /^1\. e4/m.test(record), { what: 'the record in the dialog' });
  // Download, share and diagram wait for the cold module, then are offered.
  await expectEval(page, () => ['#btn-download', '#btn-share', '#btn-diagram'].map((id) => document.querySelector(id).disabled),
    undefined, [false, false, false]);
  const later = await fetches(page);
  assert.equal(later.files.filter(([path]) => path === COLD).length, 1, 'the cold module is fetched once');
});

browserTest('moves typed before the cold module is in are played, in order, when it arrives', async (page) => {
  // The core plays moves given as UCI; SAN is read by the cold module, which
  // a slow device may still be loading when the player types.
  const { release, requested } = await holdCold(page);
  await gotoApp(page, app.url);
  await until(requested, (asked) => asked, { what: 'the cold module to be asked for' });
  for (const text of ['e4', 'd5']) {
    await page.fill('#move-text', text);
    await page.press('#move-text', 'Enter');
  }
  await idle(page);
  // Nothing is refused while the module is held back, and nothing is played before it.
  await expectEval(page, () => [window.__drc.state.snap.history.length, document.querySelector('#move-error').textContent],
    undefined, [0, '']);
  release();
  await expectPlacement(page, 'rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR');
  await expectEval(page, () => [document.querySelector('#move-error').textContent, document.querySelector('#move-text').value],
    undefined, ['', '']);
});

browserTest('a game played right after boot is saved once the cold module is in, and restored by a reload', async (page) => {
  await gotoApp(page, app.url);
  await clickMove(page, 'd2', 'd4');
  const saved = await until(() => page.evaluate(() => Object.keys(localStorage).map((k) => localStorage.getItem(k)).join('\n')),
    (text) => /1\. d4/.test(text), { what: 'the game saved with its record' });
  assert.match(saved, /1\. d4/);
  await gotoApp(page, app.url);
  await expectPlacement(page, 'rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR');
});

browserTest('in a browser without streaming compilation (no early compile in the head), the bundled engine fetches its core module from its own address', async (page) => {
  // engine/preload.js compiles early only with WebAssembly.compileStreaming; the glue then
  // fetches the .wasm itself, from the address the bundler gave it.
  await page.addInitScript(() => {
    delete WebAssembly.compileStreaming;
    delete WebAssembly.instantiateStreaming;
  });
  await gotoApp(page, app.url);
  const { ready, files, early } = await page.evaluate(() => ({
    ready: window.__drcReady,
    files: performance.getEntriesByType('resource').map((e) => [new URL(e.name).pathname, e.startTime]),
    early: window.drcEngineModule === undefined ? null : 'compiled early',
  }));
  assert.equal(early, null, 'the page did not start compiling the engine early');
  assert.ok(files.some(([path, start]) => path === CORE && start <= ready), `the core module is fetched from engine/pkg-core/: ${files.map(([path]) => path).join(', ')}`);
  assert.ok(!files.some(([path]) => /^\/js\/[^/]*\.wasm$/.test(path)), 'nothing is asked for beside the bundle');
  await clickMove(page, 'e2', 'e4');
  await expectPlacement(page, 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR');
});

for (const [label, viewport] of [['desktop', { width: 1280, height: 800 }], ['phone', { width: 390, height: 844 }]]) {
  browserTest(`the first paint on the core module (${label} ${viewport.width}×${viewport.height})`, async (page) => {
    await gotoApp(page, app.url);
    await expectText(page, '#rules-name', 'Dice Rex Circe');
    await shot(page, `core-first-${label}`);
  }, { viewport, hasTouch: label === 'phone' });
}

browserTest('a French player\'s first load fetches French words and not the other languages, and shows no English first', async (page) => {
  // Every text the page's header and status line are given, in order, from the first.
  await page.addInitScript(() => {
    window.__texts = [];
    new MutationObserver(() => {
      for (const id of ['btn-new', 'status']) {
        const text = document.getElementById(id)?.textContent;
        if (text && window.__texts.at(-1) !== `${id}:${text}`) window.__texts.push(`${id}:${text}`);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await gotoApp(page, `${app.url}?lang=fr`);
  // The words are fetched as the app boots, before its board is up (main.js awaits them); the
  // other languages only when the menu is opened (or by the service worker, outside the page).
  const { texts, files } = await page.evaluate(() => ({
    texts: window.__texts,
    files: performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname),
  }));
  assert.equal(texts[0], 'btn-new:Nouvelle partie', `the first words shown are French: ${texts.join(' | ')}`);
  assert.ok(!texts.some((t) => /New game|White to move|Loading/.test(t)), `no English shows: ${texts.join(' | ')}`);
  assert.ok(files.some((f) => /\/js\/bundle-fr-[\w-]+\.js$/.test(f)), `the French words are fetched: ${files.join(', ')}`);
  assert.ok(!files.some((f) => /\/js\/bundle-(rule-sets\.)?ca-/.test(f)), `the Catalan words are not fetched: ${files.join(', ')}`);
  // The cold module is asked for once the board is up: by the app's own clock, not by when its fetch happened to start.
  const order = await until(() => coldAsked(page), (o) => o.asked.length > 0, { what: 'the cold module asked for' });
  assert.ok(order.asked.every((t) => t >= order.ready), `nothing of the cold module is asked for before the board (${order.asked} ms, board at ${order.ready} ms)`);
  await expectText(page, '#btn-new', 'Nouvelle partie');
});
