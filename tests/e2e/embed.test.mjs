// Browser tests of the <dice-rex-circe> element and embed.html, on a page
// of another origin (another port) with no Content-Security-Policy: the
// element must render, play, stay isolated from the page's CSS, treat its
// attribute values as data, and leave nothing behind when removed.
import { before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  expectEqual, startServer, stopServer, startHostServer, launch, shot, elementIdle, elementMove,
  elementSquare, until, expectText, expectEval, expectAttribute,
  browserTests,
} from './helpers.mjs';

const SEED_EXAMPLE = '8/8/3k4/8/Q3K3/8/8/8 w - - 0 1 -';
let app;
let host;
let browser;

/** An ordinary article page of another site, whose CSS would hide any canvas or button it could reach. */
function article(body, { lang = 'en' } = {}) {
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>Circe chess - Wiki</title><link rel="icon" href="data:,">
<style>
  body { font: 16px/1.5 Georgia, serif; max-width: 760px; margin: 1em auto; color: #222; }
  canvas, button, select { display: none !important; }
  p, div, span { color: red; font-size: 30px; }
</style>
<script type="module" src="${app.url}js/dice-rex-circe.js"></script>
</head><body>${body}</body></html>`;
}

before(async () => {
  app = await startServer();
  const pages = {
    '/two.html': article(`
      <h1>Dice Rex Circe</h1>
      <p>Dice Rex Circe is a chess variant in which captured pieces are reborn.</p>
      <dice-rex-circe id="play" fen="rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1 -" interactive="true" controls="full" style="width: 320px"></dice-rex-circe>
      <p>A position from the seed's example, for reading only:</p>
      <dice-rex-circe id="read" fen="${SEED_EXAMPLE}" orientation="black" style="width: 240px"></dice-rex-circe>
      <p>The end of the article.</p>`),
    '/markup.html': article(`
      <p>Before the bad boards.</p>
      <dice-rex-circe id="bad-fen" fen='<img src=x onerror="window.__pwned = 1">' style="width: 260px"></dice-rex-circe>
      <dice-rex-circe id="bad-record" record='<script>window.__pwned = 2</script>1. e4' style="width: 260px"></dice-rex-circe>
      <dice-rex-circe id="bad-enum" controls='"><img src=x onerror="window.__pwned = 3">' style="width: 260px"></dice-rex-circe>
      <p id="after">After the bad boards.</p>
      <script type="module">window.__hostScriptRan = true;</script>`),
    '/empty.html': article('<p>A page that adds and removes boards.</p>'),
    '/versus.html': article(`
      <p>Try the variant against the computer:</p>
      <dice-rex-circe id="versus" interactive="true" controls="full" opponent="easy" seed="5" style="width: 320px"></dice-rex-circe>`),
    '/frame.html': `<!doctype html><html><head><meta charset="utf-8"><title>iframe</title><link rel="icon" href="data:,"></head><body>
      <p>A wiki that allows only iframes:</p>
      <iframe id="f" width="360" height="430" style="border:0" title="Dice Rex Circe"
        src="${app.url}embed.html#fen=${encodeURIComponent(SEED_EXAMPLE)}&amp;record=${encodeURIComponent('1. Ke5 {roll 1-5-6} Qe8 Kxd6# 1-0')}&amp;controls=moves"></iframe>
      </body></html>`,
  };
  host = await startHostServer(pages);
  browser = await launch();
});

after(async () => {
  await browser?.close();
  if (app) await stopServer(app.server);
  if (host) await stopServer(host.server);
});

const browserTest = browserTests(() => browser);

browserTest('two boards in an article of another site: both render; one plays and fires move, the other stays read-only', async (page) => {
  await page.goto(`${host.url}two.html`);
  await page.evaluate(() => {
    window.__events = [];
    for (const type of ['move', 'roll', 'end']) {
      document.addEventListener(type, (e) => window.__events.push({ type, target: e.target.id, detail: e.detail }));
    }
  });
  await elementIdle(page, '#play');
  await elementIdle(page, '#read');
  await expectEval(page, () => document.querySelector('#play').state, undefined, 'ready');
  await expectEval(page, () => document.querySelector('#read').fen, undefined, SEED_EXAMPLE);
  // The page's CSS (canvas { display: none }) does not reach inside.
  const sized = (width) => (box) => box !== null && Math.abs(box.width - width) < 2 && Math.abs(box.height - width) < 2;
  await until(() => page.locator('#play canvas').boundingBox(), sized(320), { what: 'a 320px board' });
  await until(() => page.locator('#read canvas').boundingBox(), sized(240), { what: 'a 240px board' });
  // Nor does the element's style leak out: the article keeps its own.
  await expectEval(page, () => getComputedStyle(document.querySelector('p')).color, undefined, 'rgb(255, 0, 0)');
  await expectText(page, '#play .status', /White to move/);
  await shot(page, 'embed-two-boards', { fullPage: true });

  await elementMove(page, '#play', 'e2', 'e4');
  await expectEval(page, () => document.querySelector('#play').fen.split(' ')[0], undefined, 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR');
  const events = await until(() => page.evaluate(() => window.__events), (list) => list.length >= 1, { what: 'the move event' });
  assert.equal(events.length, 1);
  assert.equal(events[0].type, 'move');
  assert.equal(events[0].target, 'play');
  assert.equal(events[0].detail.san, 'e4');
  assert.equal(events[0].detail.uci, 'e2e4');
  assert.equal(events[0].detail.color, 'white');
  const game = await until(() => page.evaluate(() => document.querySelector('#play').game), (g) => g.turn === 'black',
    { what: 'Black to move' });
  assert.deepEqual(game.moves.map((m) => m.san), ['e4']);

  // The read-only board ignores clicks and drags.
  await elementMove(page, '#read', 'e4', 'e5');
  const p = await elementSquare(page, '#read', 'a4');
  const q = await elementSquare(page, '#read', 'e8');
  await page.mouse.move(p.x, p.y);
  await page.mouse.down();
  await page.mouse.move(q.x, q.y, { steps: 5 });
  await page.mouse.up();
  await elementIdle(page, '#read');
  await expectEval(page, () => document.querySelector('#read').fen, undefined, SEED_EXAMPLE);
  await expectEval(page, () => window.__events.length, undefined, 1);

  // Attribute changes update the board; reset() goes back to the attributes.
  await page.evaluate(() => document.querySelector('#read').setAttribute('fen', '4k3/8/8/8/8/8/8/4K3 w - - 0 1 -'));
  await elementIdle(page, '#read');
  await expectEval(page, () => document.querySelector('#read').fen, undefined, '4k3/8/8/8/8/8/8/4K3 w - - 0 1 -');
  await page.evaluate(() => document.querySelector('#play').reset());
  await elementIdle(page, '#play');
  await expectEval(page, () => document.querySelector('#play').game.moves.length, undefined, 0);
  await shot(page, 'embed-after-move-and-changes');
});

browserTest('markup in attributes is shown as text in an error box and runs no script', async (page) => {
  await page.goto(`${host.url}markup.html`);
  for (const id of ['#bad-fen', '#bad-record', '#bad-enum']) await elementIdle(page, id);
  await expectEval(page, () => window.__hostScriptRan, undefined, true);
  for (const id of ['#bad-fen', '#bad-record', '#bad-enum']) {
    await expectEval(page, (sel) => document.querySelector(sel).state, id, 'error');
    // The only images inside are the dice's pieces (data: URLs drawn by the element itself).
    await expectEval(page, (sel) => document.querySelector(sel).shadowRoot
      .querySelectorAll('script, iframe, img:not(.die-piece), img[onerror], [onerror]').length, id, 0);
  }
  await expectText(page, '#bad-fen .error', /position \(fen\) is not valid/);
  await expectText(page, '#bad-record .error-text', 'The game record cannot be read.');
  await expectText(page, '#bad-record .error-detail', /Engine: .*<script>/);
  await expectText(page, '#bad-enum .error', /“controls” must be one of: none, moves, full/);
  await expectText(page, '#after', 'After the bad boards.');
  // Once everything has shown, no injected script has run.
  assert.equal(await page.evaluate(() => window.__pwned), undefined, 'no injected script ran');
  await shot(page, 'embed-markup-errors', { fullPage: true });
  // Fixing the attribute shows the board.
  await page.evaluate(() => document.querySelector('#bad-fen').setAttribute('fen', '4k3/8/8/8/8/8/8/4K3 w - - 0 1 -'));
  await elementIdle(page, '#bad-fen');
  await expectEval(page, () => document.querySelector('#bad-fen').state, undefined, 'ready');
});

browserTest('removing boards removes every listener and frees every game (measured)', async (page) => {
  // Count every listener added and removed on any target, from before the element's module loads.
  await page.addInitScript(() => {
    const add = EventTarget.prototype.addEventListener;
    const remove = EventTarget.prototype.removeEventListener;
    const live = new Map();
    window.__listeners = () => [...live.values()].reduce((a, b) => a + b.size, 0);
    EventTarget.prototype.addEventListener = function counted(type, fn, options) {
      if (fn) {
        if (!live.has(this)) live.set(this, new Set());
        live.get(this).add(`${type}|${!!(options === true || options?.capture)}|${live.size}`);
        (this.__fns ||= new Map()).set(fn, (this.__fns.get(fn) || []).concat(type));
      }
      return add.call(this, type, fn, options);
    };
    EventTarget.prototype.removeEventListener = function counted(type, fn, options) {
      const set = live.get(this);
      if (set) for (const k of set) if (k.startsWith(`${type}|${!!(options === true || options?.capture)}|`)) { set.delete(k); break; }
      return remove.call(this, type, fn, options);
    };
    let observers = 0;
    const Observe = window.ResizeObserver;
    window.ResizeObserver = class extends Observe {
      observe(...a) { observers += 1; return super.observe(...a); }
      disconnect() { observers = 0; return super.disconnect(); }
    };
    window.__observers = () => observers;
  });
  await page.goto(`${host.url}empty.html`);
  await page.waitForFunction(() => customElements.get('dice-rex-circe'));
  const baseline = await until(
    () => page.evaluate(() => ({ listeners: window.__listeners(), stats: customElements.get('dice-rex-circe').stats() })),
    (b) => b.stats.elements === 0 && b.stats.games === 0 && b.stats.listeners === 0, { what: 'an empty page' });

  await page.evaluate(() => {
    for (const [id, attrs] of [['x', { interactive: 'true', controls: 'full' }], ['y', { controls: 'moves', record: '1. e4 e5 2. Nf3' }]]) {
      const el = document.createElement('dice-rex-circe');
      el.id = id;
      el.style.width = '280px';
      for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
      document.body.append(el);
    }
  });
  await elementIdle(page, '#x');
  await elementIdle(page, '#y');
  await elementMove(page, '#x', 'g1', 'f3');
  await expectEval(page, () => document.querySelector('#x').game.moves.length, undefined, 1);
  const during = await until(
    () => page.evaluate(() => ({ listeners: window.__listeners(), stats: customElements.get('dice-rex-circe').stats() })),
    (d) => d.stats.elements === 2 && d.stats.games === 2, { what: 'two boards with their games' });
  assert.ok(during.stats.listeners > 0);
  assert.ok(during.listeners > baseline.listeners);

  // Everything is let go once the removal has been processed (a microtask after disconnecting).
  await page.evaluate(() => { document.querySelector('#x').remove(); document.querySelector('#y').remove(); });
  await expectEval(page, () => ({
    listeners: window.__listeners(), stats: customElements.get('dice-rex-circe').stats(), observers: window.__observers(),
  }), undefined, { listeners: baseline.listeners, stats: { elements: 0, games: 0, listeners: 0 }, observers: 0 });

  // Moving an element within the page keeps its game.
  await page.evaluate(() => {
    const el = document.createElement('dice-rex-circe');
    el.id = 'z';
    el.setAttribute('interactive', 'true');
    document.body.append(el);
  });
  await elementIdle(page, '#z');
  await elementMove(page, '#z', 'e2', 'e4');
  await expectEval(page, () => document.querySelector('#z').game.moves.length, undefined, 1);
  await page.evaluate(() => document.body.prepend(document.querySelector('#z')));
  await elementIdle(page, '#z');
  await expectEval(page, () => document.querySelector('#z').game?.moves.length, undefined, 1);
  await expectEval(page, () => customElements.get('dice-rex-circe').stats().elements, undefined, 1);
});

browserTest('the iframe page renders a record and walks through it', async (page) => {
  await page.goto(`${host.url}frame.html`);
  const frame = page.frameLocator('#f');
  const f = frame;
  await elementIdle(f, 'dice-rex-circe');
  await expectEqual(() => f.locator('dice-rex-circe').evaluate((el) => el.game?.result?.reason), 'circe-mate');
  await expectText(f, 'dice-rex-circe .caption', 'Move 3 of 3: Kxd6#');
  await shot(page, 'iframe-record-end');
  await frame.locator('button[data-nav="first"]').click();
  await elementIdle(f, 'dice-rex-circe');
  await expectText(f, 'dice-rex-circe .caption', 'Start (3 moves)');
  await shot(page, 'iframe-record-start');
  for (const caption of ['Move 1 of 3: Ke5', 'Move 2 of 3: Qe8', 'Move 3 of 3: Kxd6#']) {
    await frame.locator('button[data-nav="next"]').click();
    await elementIdle(f, 'dice-rex-circe');
    await expectText(f, 'dice-rex-circe .caption', caption);
  }
  await until(() => frame.locator('button[data-nav="next"]').isDisabled(), (disabled) => disabled, { what: 'next disabled at the end' });
  await frame.locator('button[data-nav="prev"]').click();
  await elementIdle(f, 'dice-rex-circe');
  await expectText(f, 'dice-rex-circe .caption', 'Move 2 of 3: Qe8');
  await shot(page, 'iframe-record-move-2');
  // The page has the app's Content-Security-Policy.
  await expectAttribute(f, 'meta[http-equiv="Content-Security-Policy"]', 'content', /script-src 'self' 'wasm-unsafe-eval'/);
});

browserTest('opponent="easy" on a page of another origin: the computer answers from a worker the page starts', async (page) => {
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${host.url}versus.html`);
  await elementIdle(page, '#versus');
  await elementMove(page, '#versus', 'e2', 'e4');
  await page.waitForFunction(() => {
    const g = document.querySelector('#versus').game;
    return g && g.moves.length >= 2 && g.turn === 'white' && g.phase === 'move';
  }, null, { timeout: 30000 });
  const game = await page.evaluate(() => document.querySelector('#versus').game);
  assert.equal(game.moves[0].san, 'e4');
  assert.equal(game.moves[1].color, 'black', 'the second move is Black\'s, made by the computer');
  assert.deepEqual(errors, []);
  await shot(page, 'embed-cross-origin-versus-computer');
});
