// One small driver over three browsers, so that a test body runs in each:
// Chromium (playwright-core), Firefox (puppeteer-core over WebDriver BiDi,
// tests/e2e/firefox.mjs) and WebKitGTK (Debian's WebKitWebDriver and its
// MiniBrowser, on an Xvfb display of its own, over classic WebDriver by
// fetch). A driver's `launch()` gives a browser whose `open(size)` gives a
// tab: goto, reload, evaluate (in the page or in an iframe), click at a
// point (and, in WebKitGTK, click an element by WebDriver), drag, key
// presses, screenshot and poll. `tab.problems` collects console errors
// and warnings and uncaught exceptions; HTTP errors are collected by the
// servers (watchHttpErrors), the same in every browser.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { writeFileSync } from 'node:fs';
import { launch as launchChromium, openPage, until, OUT } from './helpers.mjs';
import { launchFirefox, openFirefoxPage } from './firefox.mjs';

/** Desktop and phone sizes of a tab (WebKitGTK's MiniBrowser window is no narrower than WEBKIT_MIN_WIDTH). */
export const DESKTOP = { width: 1200, height: 820 };
export const PHONE = { width: 390, height: 844, phone: true };
export const WEBKIT_MIN_WIDTH = 447;

/**
 * Records every response of `server` (a Node HTTP server) with a status of
 * 400 or more in `into`, as "HTTP status path".
 */
export function watchHttpErrors(server, into) {
  server.on('request', (req, res) => {
    res.on('finish', () => { if (res.statusCode >= 400) into.push(`HTTP ${res.statusCode} ${req.url}`); });
  });
}

// Chromium and Firefox: a playwright or puppeteer page, whose mouse, keyboard, evaluate and screenshot agree.
function pageTab(page, problems, close) {
  return {
    problems,
    goto: (url) => page.goto(url).then(() => {}),
    reload: () => page.reload().then(() => {}),
    evaluate: (fn, arg) => page.evaluate(fn, arg),
    async evaluateIn(frameSelector, fn, arg) {
      const handle = await page.$(frameSelector);
      const frame = await handle.contentFrame();
      return frame.evaluate(fn, arg);
    },
    click: (x, y) => page.mouse.click(x, y),
    async drag(a, b) {
      await page.mouse.move(a.x, a.y);
      await page.mouse.down();
      await page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2, { steps: 4 });
      await page.mouse.move(b.x, b.y, { steps: 4 });
      await page.mouse.up();
    },
    async press(...keys) {
      for (const k of keys) await page.keyboard.press(k);
    },
    type: (text) => page.keyboard.type(text),
    screenshot: (name) => page.screenshot({ path: `${OUT}${name}.png` }),
    close,
  };
}

export const CHROMIUM = {
  name: 'chromium',
  webrtc: true,
  async launch() {
    const browser = await launchChromium();
    return {
      async open({ width, height, phone = false } = DESKTOP) {
        const options = phone ? { viewport: { width, height }, hasTouch: true, deviceScaleFactor: 2 } : { viewport: { width, height } };
        const { context, page, problems } = await openPage(browser, options);
        return pageTab(page, problems, () => context.close());
      },
      close: () => browser.close(),
    };
  },
};

export const FIREFOX = {
  name: 'firefox',
  webrtc: true,
  async launch() {
    const browser = await launchFirefox();
    return {
      async open({ width, height, phone = false } = DESKTOP) {
        const { context, page, problems } = await openFirefoxPage(browser, { viewport: { width, height }, deviceScaleFactor: phone ? 2 : 1 });
        return pageTab(page, problems, () => context.close());
      },
      close: () => browser.close(),
    };
  },
};

/** The WebKitWebDriver and the MiniBrowser it starts: $WEBKIT_WEBDRIVER, else Debian's. */
export const WEBKIT_WEBDRIVER = process.env.WEBKIT_WEBDRIVER || '/usr/bin/WebKitWebDriver';

function freePort() {
  return new Promise((done, fail) => {
    const s = createServer();
    s.once('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => done(port));
    });
  });
}

/** Starts Xvfb on a display it chooses itself; resolves with { display, proc }. */
function startXvfb() {
  return new Promise((done, fail) => {
    const proc = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1400x1000x24', '-nolisten', 'tcp'],
      { stdio: ['ignore', 'ignore', 'ignore', 'pipe'] });
    let out = '';
    proc.once('error', fail);
    proc.once('exit', (code) => fail(new Error(`Xvfb exited (${code}) before it gave its display`)));
    proc.stdio[3].on('data', (d) => {
      out += d;
      if (out.includes('\n')) done({ display: `:${out.trim()}`, proc });
    });
  });
}

/** One command of classic WebDriver: its value, or an Error with the driver's message. */
async function wd(base, method, path, body) {
  const r = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const { value } = await r.json();
  if (value && value.error) throw new Error(`WebDriver ${method} ${path}: ${value.error}: ${value.message}`);
  return value;
}

const KEYS = {
  Enter: '\uE007', Escape: '\uE00C', Tab: '\uE004', Backspace: '\uE003', ' ': ' ',
  ArrowLeft: '\uE012', ArrowUp: '\uE013', ArrowRight: '\uE014', ArrowDown: '\uE015',
};
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

// Installed in each document the tab evaluates in: it records console errors and warnings, uncaught
// exceptions, refused promises and CSP refusals, which classic WebDriver cannot report, and hands them
// over (and forgets them) at each evaluation. A document's problems before its first evaluation are the
// ones it shows by failing: a page that throws while it loads never becomes ready.
const RECORDER = `(() => {
  if (!window.__xbProblems) {
    const seen = window.__xbProblems = [];
    for (const level of ['error', 'warn']) {
      const original = console[level];
      console[level] = function (...args) {
        seen.push('console ' + level + ': ' + args.map(String).join(' '));
        return original.apply(this, args);
      };
    }
    addEventListener('error', (e) => seen.push('page error: ' + e.message));
    addEventListener('unhandledrejection', (e) => seen.push('page error: ' + (e.reason && e.reason.message || e.reason)));
    document.addEventListener('securitypolicyviolation', (e) => seen.push('CSP refused ' + e.blockedURI + ' (' + e.violatedDirective + ')'));
  }
  return window.__xbProblems.splice(0);
})()`;

export const WEBKIT = {
  name: 'webkit',
  // Debian builds WebKitGTK without WebRTC.
  webrtc: false,
  async launch() {
    const xvfb = await startXvfb();
    const port = await freePort();
    const driver = spawn(WEBKIT_WEBDRIVER, [`--port=${port}`], { env: { ...process.env, DISPLAY: xvfb.display }, stdio: 'ignore' });
    const base = `http://127.0.0.1:${port}`;
    const stop = () => {
      process.off('exit', stop);
      driver.kill();
      xvfb.proc.removeAllListeners('exit');
      xvfb.proc.kill();
    };
    // A test run that ends without closing the browser leaves no display or driver behind.
    process.on('exit', stop);
    let session;
    try {
      await until(() => wd(base, 'GET', '/status').then((v) => v.ready, () => false), (ready) => ready,
        { timeout: 20000, what: 'WebKitWebDriver to listen' });
      ({ sessionId: session } = await wd(base, 'POST', '/session', { capabilities: { alwaysMatch: {} } }));
      await wd(base, 'POST', `/session/${session}/timeouts`, { script: 120000, pageLoad: 120000 });
    } catch (err) {
      stop();
      throw err;
    }
    const s = (path) => `/session/${session}${path}`;
    const cmd = (method, path, body) => wd(base, method, s(path), body);
    let open = null;

    async function run(fn, arg) {
      const script = `const done = arguments[arguments.length - 1];
        const drain = () => { try { return ${RECORDER}; } catch (e) { return []; } };
        const problems = drain();
        Promise.resolve().then(() => (${fn})(arguments[0])).then(
          (v) => done({ v: v === undefined ? null : v, p: problems.concat(drain()) }),
          (e) => done({ e: String(e && e.stack || e), p: problems.concat(drain()) }));`;
      const r = await cmd('POST', '/execute/async', { script, args: [arg === undefined ? null : arg] });
      open.problems.push(...r.p);
      if (r.e) throw new Error(`evaluate: ${r.e}`);
      return r.v;
    }
    async function actions(list) {
      await cmd('POST', '/actions', { actions: list });
      await cmd('DELETE', '/actions');
    }
    const pointer = (steps) => [{ type: 'pointer', id: 'mouse', parameters: { pointerType: 'mouse' }, actions: steps }];
    const at = (p, duration = 0) => ({ type: 'pointerMove', origin: 'viewport', x: Math.round(p.x), y: Math.round(p.y), duration });

    return {
      /**
       * The browser's one window, with every storage emptied of the origins
       * of the addresses `clear` (each that of a document the origin
       * serves): a session has one window, so one tab at a time.
       */
      async open({ width, height } = DESKTOP, { clear = [] } = {}) {
        if (open) throw new Error('WebKitGTK: one tab at a time');
        const tab = {
          problems: [],
          async goto(url) {
            await harvest();
            await cmd('POST', '/url', { url });
            await run(() => null);
          },
          async reload() {
            await harvest();
            await cmd('POST', '/refresh', {});
            await run(() => null);
          },
          evaluate: run,
          async evaluateIn(frameSelector, fn, arg) {
            const el = await cmd('POST', '/element', { using: 'css selector', value: frameSelector });
            await cmd('POST', '/frame', { id: { [ELEMENT]: el[ELEMENT] } });
            try {
              return await run(fn, arg);
            } finally {
              await cmd('POST', '/frame/parent', {});
            }
          },
          click: (x, y) => actions(pointer([at({ x, y }), { type: 'pointerDown', button: 0 }, { type: 'pointerUp', button: 0 }])),
          /**
           * Clicks the element `selector` by WebDriver's Element Click: the driver finds its centre
           * when it clicks, not when a test measured it. (It does not save a click from a layout
           * that changes after the click is sent.)
           */
          async clickElement(selector) {
            const el = await cmd('POST', '/element', { using: 'css selector', value: selector });
            await cmd('POST', `/element/${el[ELEMENT]}/click`, {});
          },
          drag: (a, b) => actions(pointer([
            at(a), { type: 'pointerDown', button: 0 },
            at({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }, 50), at(b, 50),
            { type: 'pointerUp', button: 0 },
          ])),
          async press(...keys) {
            const steps = keys.flatMap((k) => {
              const value = KEYS[k] ?? (k.length === 1 ? k : null);
              if (value === null) throw new Error(`no WebDriver key for ${k}`);
              return [{ type: 'keyDown', value }, { type: 'keyUp', value }];
            });
            await actions([{ type: 'key', id: 'keyboard', actions: steps }]);
          },
          type(text) {
            return tab.press(...text);
          },
          async screenshot(name) {
            writeFileSync(`${OUT}${name}.png`, Buffer.from(await cmd('GET', '/screenshot'), 'base64'));
          },
          async close() {
            await harvest();
            open = null;
            await cmd('POST', '/url', { url: 'about:blank' });
          },
        };
        async function harvest() {
          try {
            await run(() => null);
          } catch {
            // A document that cannot run a script (about:blank, a file that is not a page) has recorded nothing.
          }
        }
        open = tab;
        // The window's outer size less its toolbar is the page's viewport.
        await cmd('POST', '/window/rect', { width, height });
        await cmd('POST', '/url', { url: 'about:blank' });
        const inner = await run(() => [innerWidth, innerHeight]);
        await cmd('POST', '/window/rect', { width: width + (width - inner[0]), height: height + (height - inner[1]) });
        for (const url of clear) {
          await cmd('POST', '/url', { url });
          await run(async () => {
            localStorage.clear();
            sessionStorage.clear();
            for (const r of await navigator.serviceWorker?.getRegistrations() ?? []) await r.unregister();
            for (const k of await caches?.keys() ?? []) await caches.delete(k);
            for (const db of await indexedDB.databases?.() ?? []) indexedDB.deleteDatabase(db.name);
            return null;
          });
        }
        await cmd('POST', '/url', { url: 'about:blank' });
        tab.problems.length = 0;
        return tab;
      },
      async close() {
        try {
          await cmd('DELETE', '');
        } finally {
          stop();
        }
      },
    };
  },
};
