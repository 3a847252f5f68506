// The package as its users get it: `npm pack`, then the tarball installed
// offline into fresh projects, each following the README and docs/npm.md:
//   Node (ESM import, CommonJS require(), the quick start), TypeScript under
//   three configurations (Node only; the DOM without esnext;
//   exactOptionalPropertyTypes), a page without a bundler (the engine and
//   the element), Vite production builds (the engine; the element, played in
//   Chromium against its computer opponent, and with that opponent missing;
//   dice-rex-circe/ai), a page's init(url) that the element follows, the
//   element imported in Node, arethetypeswrong, and one page built by
//   esbuild, Rollup (nodeResolve() and nodeResolve({ browser: true })),
//   webpack and Parcel with their defaults, and served without a build (the
//   .wasm files served or not), played in Chromium; each page under a
//   strict Content-Security-Policy.
import { before, after, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  EXAMPLES, ROOT, example, expectedOutput, launch, openPage, pack, pageText, project, serve, viteBuild,
} from './helpers.mjs';

// Pages allow only their own scripts, wasm compilation, workers from their
// own origin and the element's data: images (no inline script, no eval).
const CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; worker-src 'self'; img-src 'self' data:";
const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR';
// Screenshots of the element as a Vite app shows it.
const SHOTS = join(ROOT, 'test-output/consumers');
mkdirSync(SHOTS, { recursive: true });

let packed;
let browser;

before(async () => {
  packed = pack();
  browser = await launch();
  console.log(`packed: ${packed.files.length} files, ${packed.size} bytes (${packed.unpackedSize} unpacked)`);
});

after(async () => {
  await browser?.close();
});

test('the tarball ships the entries (inline ones too), both engines, the element with its worker, their types, every doc they cite, and no sources', () => {
  const { files } = packed;
  for (const f of ['js/index.js', 'js/index.d.ts', 'js/node.js', 'js/api.js', 'js/ai.js', 'js/ai.d.ts', 'js/ai-node.js',
    'js/element.d.ts', 'pkg/dice_rex_circe.js', 'pkg/dice_rex_circe.d.ts', 'pkg/dice_rex_circe_bg.wasm',
    'pkg-ai/dice_rex_circe_ai.js', 'pkg-ai/dice_rex_circe_ai.d.ts', 'pkg-ai/dice_rex_circe_ai_bg.wasm',
    'element/dice-rex-circe.js', 'element/ai/client.js', 'element/ai/worker.js',
    // The entries for bundlers that emit no assets, the element's Node entry, the .wasm entries' types.
    'js/index-inline.js', 'js/ai-inline.js', 'js/inline/engine-wasm.js', 'js/inline/ai-wasm.js', 'js/ai-worker.js',
    'element/inline/dice-rex-circe.js', 'element/inline/ai/client.js', 'element/inline/ai/worker-source.js',
    'js/element-node.js', 'js/wasm.d.ts',
    'package.json', 'README.md', 'LICENSE', 'RULES.md', 'VARIANTS.md', 'docs/fair-dice.md']) {
    assert.ok(files.includes(f), `the package lacks ${f}`);
  }
  for (const dir of ['pkg/snippets/', 'pkg-ai/snippets/']) {
    assert.ok(files.some((f) => f.startsWith(dir) && f.endsWith('/js/unpack.js')), `the package lacks ${dir}…/unpack.js`);
  }
  assert.deepEqual(files.filter((f) => /^(src|tests|www|scripts|target)\//.test(f)), [], 'the package carries sources');
  const meta = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  const home = 'https://github.com/dice-rex-circe/dice-rex-circe';
  assert.equal(meta.homepage, `${home}#readme`);
  assert.equal(meta.repository.url, `git+${home}.git`);
  assert.equal(meta.bugs.url, `${home}/issues`);
  // What the package cites, it ships: "RULES §9" and the rest.
  assert.match(readFileSync(join(ROOT, 'pkg/dice_rex_circe.d.ts'), 'utf8'), /RULES §9/);
  const cited = new Set();
  for (const f of files.filter((name) => name.endsWith('.d.ts'))) {
    const text = readFileSync(join(ROOT, f), 'utf8');
    for (const m of text.matchAll(/\b((?:docs\/)?[\w-]+\.md)\b/g)) cited.add(m[1]);
    if (/\bRULES §/.test(text)) cited.add('RULES.md');
  }
  assert.ok(cited.has('docs/fair-dice.md'), [...cited].join(' '));
  for (const doc of cited) assert.ok(files.includes(doc), `the types cite ${doc}, which the package lacks`);
  // The README's relative links (docs/js-api.md, …) lead to files the package ships, as do the pages' own
  // (docs/fairness.svg), so that they work in node_modules/ as on the registry and in the repository.
  const pages = ['README.md', ...files.filter((f) => /^docs\/[\w-]+\.md$/.test(f))];
  let links = 0;
  for (const page of pages) {
    const prose = readFileSync(join(ROOT, page), 'utf8').replace(/^```[\s\S]*?^```/gm, '');
    for (const [, target] of prose.matchAll(/\]\((?![a-z]+:|#)([^)#]+)/g)) {
      const shipped = join(page, '..', target).replace(/^\.\//, '');
      assert.ok(files.includes(shipped), `${page} links to ${target}, which the package lacks`);
      links += 1;
    }
  }
  assert.ok(pages.length > 10 && links > 20, `${pages.length} pages, ${links} links`);
});

test('arethetypeswrong: every entry has its types under node10, node16 and bundler resolution', () => {
  // Its default run, in the repository (.attw.json: require() of ES modules is Node 20.19's, as engines says).
  const { status, stdout } = spawnSync('node', [join(ROOT, 'node_modules/@arethetypeswrong/cli/dist/index.js'), packed.tarball,
    '--format', 'table-flipped'], { cwd: ROOT, encoding: 'utf8' });
  assert.equal(status, 0, stdout);
  for (const entry of ['"dice-rex-circe"', '"dice-rex-circe/ai"', '"dice-rex-circe/element"', '"dice-rex-circe/wasm"', '"dice-rex-circe/ai/wasm"']) {
    assert.ok(stdout.includes(entry), `${entry} not checked:\n${stdout}`);
  }
  assert.doesNotMatch(stdout, /💀|❌|Resolution failed|No types/, stdout);
});

test('Node and server-side rendering: importing dice-rex-circe/element defines nothing and throws nothing', () => {
  const dir = project(packed.tarball, 'ssr');
  const out = execFileSync('node', ['--input-type=module', '-e', `
    const element = await import('dice-rex-circe/element');
    const { Game } = await import('dice-rex-circe');
    console.log(JSON.stringify([Object.keys(element), element.DiceRexCirce === undefined, typeof globalThis.customElements, new Game({ seed: 1 }).turn()]));`],
  { cwd: dir, encoding: 'utf8' });
  assert.deepEqual(JSON.parse(out), [['DiceRexCirce'], true, 'undefined', 'white']);
});

test('Node ESM: the quick start and docs/npm.md\'s example run from the installed package', () => {
  const dir = project(packed.tarball, 'node-esm');
  writeFileSync(join(dir, 'quickstart.mjs'), example('quickstart.mjs'));
  const quick = execFileSync('node', ['quickstart.mjs'], { cwd: dir, encoding: 'utf8' });
  assert.match(quick, /^\[ \d, \d, \d \] \S+/);
  writeFileSync(join(dir, 'play.mjs'), example('node/play.mjs'));
  const record = execFileSync('node', ['play.mjs'], { cwd: dir, encoding: 'utf8' });
  // The record is a real game: it reads back with the package under test, to the same moves.
  const game = JSON.parse(execFileSync('node', ['--input-type=module', '-e', `
    import { Game } from ${JSON.stringify(join(ROOT, 'js/node.js'))};
    const game = Game.fromRecord(${JSON.stringify(record)});
    console.log(JSON.stringify({ plies: game.history().length, over: game.result() !== null, record: game.toRecord() }));`],
  { encoding: 'utf8' }));
  assert.match(record, /\[Seed "7"\]/);
  assert.ok(game.plies >= 20, record);
  assert.ok(game.over || game.plies >= 300);
  assert.equal(`${game.record}\n`, record); // console.log added one newline
});

test('Node CommonJS: require() of the engine and of dice-rex-circe/ai, with nothing printed on stderr', () => {
  const dir = project(packed.tarball, 'node-cjs', { type: 'commonjs' });
  writeFileSync(join(dir, 'require.cjs'), example('node/require.cjs'));
  writeFileSync(join(dir, 'ai.js'), `const { Game } = require('dice-rex-circe/ai');
const game = new Game({ seed: 1 });
const best = game.bestMove({ level: 'easy' });
console.log(game.isLegal(best.move), best.move.color);
`);
  const run = (file) => execFileSync('node', [file], { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  assert.equal(run('require.cjs'), "{ color: 'white', role: 'P' } white\n");
  assert.equal(run('ai.js'), 'true white\n');
  // A warning (an experimental feature, a deprecation) would show on stderr.
  for (const file of ['require.cjs', 'ai.js']) {
    const { status, stderr } = spawnSync('node', [file], { cwd: dir, encoding: 'utf8' });
    assert.equal(status, 0);
    assert.equal(stderr, '', file);
  }
});

test('TypeScript: the declarations compile under Node only, the DOM without esnext, exactOptionalPropertyTypes and moduleResolution node, the .wasm entries typed', () => {
  const dir = project(packed.tarball, 'typescript', { fromRepo: ['@types/node'] });
  for (const f of readdirSync(join(ROOT, 'tests/js/types'))) copyFileSync(join(ROOT, 'tests/js/types', f), join(dir, f));
  const base = {
    strict: true, noEmit: true, skipLibCheck: false, target: 'es2022', module: 'nodenext', moduleResolution: 'nodenext',
  };
  const configs = {
    node: { compilerOptions: { ...base, lib: ['es2022'], types: ['node'] }, files: ['api.ts', 'node.ts'] },
    dom: { compilerOptions: { ...base, lib: ['es2022', 'dom'], types: [] }, files: ['api.ts', 'element.ts'] },
    exact: {
      compilerOptions: { ...base, lib: ['es2022', 'dom'], types: [], exactOptionalPropertyTypes: true },
      files: ['api.ts', 'element.ts', 'exact.ts', 'wasm.ts'],
    },
    // The older resolution, which reads no exports map: typesVersions gives it every entry.
    node10: {
      compilerOptions: { ...base, module: 'esnext', moduleResolution: 'node', lib: ['es2022', 'dom'], types: [] },
      files: ['api.ts', 'element.ts', 'wasm.ts'],
    },
  };
  for (const [name, config] of Object.entries(configs)) {
    writeFileSync(join(dir, `tsconfig.${name}.json`), JSON.stringify(config));
    try {
      execFileSync('node', [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', `tsconfig.${name}.json`],
        { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    } catch (e) {
      assert.fail(`tsc (${name}) failed:\n${e.stdout}${e.stderr}`);
    }
  }
  for (const d of ['js/index.d.ts', 'js/ai.d.ts', 'js/element.d.ts', 'pkg/dice_rex_circe.d.ts', 'pkg-ai/dice_rex_circe_ai.d.ts']) {
    assert.doesNotMatch(readFileSync(join(dir, 'node_modules/dice-rex-circe', d), 'utf8'), /\bany\b/, `${d} uses any`);
  }
});

test('a page without a bundler: the engine, and the element from one script tag, computer opponent included', async () => {
  const dir = project(packed.tarball, 'browser');
  writeFileSync(join(dir, 'index.html'), example('browser.html'));
  writeFileSync(join(dir, 'element.html'), example('element.html'));
  writeFileSync(join(dir, 'versus.html'), `<!doctype html>
<meta charset="utf-8">
<title>versus</title>
<script type="module" src="./node_modules/dice-rex-circe/element/dice-rex-circe.js"></script>
<dice-rex-circe interactive="true" opponent="easy" seed="5"></dice-rex-circe>`);
  const server = await serve(dir, CSP.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'"));
  const { page, problems, close } = await openPage(browser);
  try {
    // Same seed, same game in Chromium as in Node.
    assert.equal(await pageText(browser, `${server.url}/index.html`), await expectedOutput());
    assert.equal(await pageText(browser, `${server.url}/element.html`), 'ready 8/8/3k4/8/Q3K3/8/8/8 w - - 0 1 -');
    // The worker and the computer opponent's engine come from the package as they are.
    await page.goto(`${server.url}/versus.html`);
    assert.equal(await elementPlacement(page), START);
    await clickMove(page, 'e2', 'e4');
    await computerAnswered(page);
    assert.deepEqual(problems, []);
  } finally {
    await close();
    await server.close();
  }
});

test('a page that imports the element and then calls init(url): the element loads the .wasm from that URL; new Game() before is not-initialised', async () => {
  const dir = project(packed.tarball, 'init-url');
  mkdirSync(join(dir, 'assets'));
  copyFileSync(join(dir, 'node_modules/dice-rex-circe/pkg/dice_rex_circe_bg.wasm'), join(dir, 'assets/engine.wasm'));
  writeFileSync(join(dir, 'index.html'), `<!doctype html>
<meta charset="utf-8">
<title>init(url)</title>
<dice-rex-circe seed="1"></dice-rex-circe>
<script type="module">
import init, { Game } from './node_modules/dice-rex-circe/js/index.js';
import './node_modules/dice-rex-circe/element/dice-rex-circe.js';
try { new Game(); } catch (err) { window.early = [err.code, err.message]; }
init('./assets/engine.wasm');
</script>`);
  const server = await serve(dir, CSP.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'"));
  const { page, problems, close } = await openPage(browser);
  const fetched = [];
  page.on('request', (r) => { if (r.url().endsWith('.wasm')) fetched.push(new URL(r.url()).pathname); });
  try {
    await page.goto(`${server.url}/index.html`);
    assert.equal(await elementPlacement(page), START);
    assert.deepEqual(fetched, ['/assets/engine.wasm']);
    // Before init() had loaded it, new Game() said so, with its code.
    const [code, message] = await page.evaluate(() => window.early);
    assert.equal(code, 'not-initialised');
    assert.match(message, /^new Game\(\) needs the engine, which is not loaded yet: call await init\(\) first/);
    assert.deepEqual(problems, []);
  } finally {
    await close();
    await server.close();
  }
});

/**
 * Builds docs/npm.md's Vite example `name` (tests/js/examples/name/) with
 * `vite build` and no warning, its index.html checked against that page
 * too when `shown`; returns the dist folder.
 */
function buildViteExample(name, { shown = false } = {}) {
  const dir = project(packed.tarball, name);
  const html = `${name}/index.html`;
  if (shown) writeFileSync(join(dir, 'index.html'), example(html));
  else copyFileSync(join(EXAMPLES, html), join(dir, 'index.html'));
  writeFileSync(join(dir, 'main.js'), example(`${name}/main.js`));
  assert.equal(viteBuild(dir), '', 'vite build printed warnings');
  assert.ok(readdirSync(join(dir, 'dist/assets')).some((f) => f.endsWith('.wasm')), 'vite emitted no .wasm');
  return join(dir, 'dist');
}

test('a Vite production build with the engine', async () => {
  const server = await serve(buildViteExample('vite-engine'), CSP);
  try {
    assert.equal(await pageText(browser, `${server.url}/index.html`), await expectedOutput());
  } finally {
    await server.close();
  }
});

/** The placement field of the element's position, once the element is ready. */
async function elementPlacement(page) {
  await page.waitForFunction(() => document.querySelector('dice-rex-circe')?.state === 'ready');
  return page.evaluate(() => document.querySelector('dice-rex-circe').fen.split(' ')[0]);
}

/** Clicks `from` then `to` on the element's board, as a player would. */
async function clickMove(page, from, to) {
  const box = await page.locator('dice-rex-circe canvas').boundingBox();
  for (const square of [from, to]) {
    const file = 'abcdefgh'.indexOf(square[0]);
    const rank = Number(square[1]) - 1;
    await page.mouse.click(box.x + (file + 0.5) * box.width / 8, box.y + (7.5 - rank) * box.height / 8);
  }
}

/** Waits until the computer (Black) has answered White's e4 and White is to move; checks the moves. */
async function computerAnswered(page) {
  await page.waitForFunction(() => {
    const game = document.querySelector('dice-rex-circe').game;
    return game && game.moves.length >= 2 && game.turn === 'white' && game.phase === 'move';
  }, null, { timeout: 30000 });
  const moves = await page.evaluate(() => document.querySelector('dice-rex-circe').game.moves);
  assert.equal(moves[0].san, 'e4');
  assert.ok(moves.slice(1).every((m) => m.color === 'black'), JSON.stringify(moves.map((m) => m.san)));
}

let elementDist = null;

test('a Vite production build with the element: defined, playable, and its computer opponent answers', async () => {
  elementDist = buildViteExample('vite-element', { shown: true });
  const bundle = readdirSync(join(elementDist, 'assets')).filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(join(elementDist, 'assets', f), 'utf8')).join('\n');
  assert.match(bundle, /customElements\.define\(/, 'the bundle lost the element');
  const server = await serve(elementDist, CSP);
  const { page, problems, close } = await openPage(browser);
  try {
    await page.goto(`${server.url}/index.html`);
    assert.equal(await page.evaluate(() => document.querySelector('dice-rex-circe') instanceof customElements.get('dice-rex-circe')), true);
    assert.equal(await elementPlacement(page), START);
    await clickMove(page, 'e2', 'e4');
    await page.waitForFunction(() => document.querySelector('#out').textContent === 'white played e4');
    // The computer (easy, Black) answers from its worker, built by Vite from the package.
    await computerAnswered(page);
    await page.waitForFunction(() => /^black played \S+$/.test(document.querySelector('#out').textContent));
    await page.screenshot({ path: join(SHOTS, 'vite-element-computer-answered.png') });
    assert.deepEqual(problems, []);
  } finally {
    await close();
    await server.close();
  }
});

/**
 * The paths (their hashes left out) of the `problems` that are files not
 * found, sorted, once each; fails on any other problem.
 */
function notFound(problems) {
  const paths = problems.map((p) => {
    const [, path] = /^(?:HTTP 404|console error: Failed to load resource: the server responded with a status of 404 \(Not Found\)) (\S+)$/.exec(p) ?? [];
    assert.ok(path, `not a file not found: ${p}`);
    return path.replace(/-[\w-]{8}\.(js|wasm)$/, '.$1');
  });
  return [...new Set(paths)].sort();
}

test('the element whose computer opponent\'s .wasm is not served: the opponent plays from the carried worker', async () => {
  elementDist ??= buildViteExample('vite-element', { shown: true });
  const server = await serve(elementDist, CSP.replace("worker-src 'self'", "worker-src 'self' blob:"), { missing: /dice_rex_circe_ai_bg[^/]*\.wasm$/ });
  const { page, problems, close } = await openPage(browser);
  try {
    await page.goto(`${server.url}/index.html`);
    assert.equal(await elementPlacement(page), START);
    await clickMove(page, 'e2', 'e4');
    await computerAnswered(page);
    // The worker's engine could not be loaded, nor the worker by a shim (Vite hashed its name);
    // the client then started the carried worker.
    assert.deepEqual(notFound(problems), ['/assets/dice_rex_circe_ai_bg.wasm', '/assets/worker.js']);
  } finally {
    await close();
    await server.close();
  }
});

test('the element with its computer opponent missing (its .wasm and the carried worker): state "error" and a translated message', async () => {
  elementDist ??= buildViteExample('vite-element', { shown: true });
  const server = await serve(elementDist, CSP.replace("worker-src 'self'", "worker-src 'self' blob:"),
    { missing: /(dice_rex_circe_ai_bg|worker-source)[^/]*\.(wasm|js)$/ });
  const { page, problems, close } = await openPage(browser);
  try {
    await page.goto(`${server.url}/index.html`);
    await elementPlacement(page);
    await page.evaluate(() => document.querySelector('dice-rex-circe').setAttribute('lang', 'fr'));
    await page.waitForFunction(() => /Aux Blancs/.test(document.querySelector('dice-rex-circe').shadowRoot.querySelector('.status').textContent));
    await clickMove(page, 'e2', 'e4');
    await page.waitForFunction(() => document.querySelector('dice-rex-circe').state === 'error', null, { timeout: 30000 });
    const shown = await page.evaluate(() => {
      const root = document.querySelector('dice-rex-circe').shadowRoot;
      return [root.querySelector('.error-title').textContent, root.querySelector('.error-text').textContent];
    });
    assert.deepEqual(shown, ['Cet échiquier ne peut pas être affiché', 'L’adversaire ordinateur n’a pas pu être chargé.']);
    await page.screenshot({ path: join(SHOTS, 'vite-element-opponent-missing.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: join(SHOTS, 'vite-element-opponent-missing-phone.png') });
    // The worker's engine, a shim's worker, then the carried worker, in vain.
    assert.deepEqual(notFound(problems), ['/assets/dice_rex_circe_ai_bg.wasm', '/assets/worker-source.js', '/assets/worker.js']);
  } finally {
    await close();
    await server.close();
  }
});

test('a Vite build with dice-rex-circe/ai: bestMove returns a legal move, as in Node', async () => {
  const server = await serve(buildViteExample('vite-ai'), CSP);
  try {
    const shown = await pageText(browser, `${server.url}/index.html`);
    const expected = JSON.parse(execFileSync('node', ['--input-type=module', '-e', `
      import { Game } from ${JSON.stringify(join(ROOT, 'js/ai-node.js'))};
      const game = new Game({ seed: 1 });
      const best = game.bestMove({ level: 'easy' });
      const legal = game.legalMoves().map((m) => m.san);
      game.apply(best.move);
      console.log(JSON.stringify({ text: best.move.san + ' ' + game.fen(), legal }));`], { encoding: 'utf8' }));
    assert.equal(shown, expected.text);
    assert.ok(expected.legal.includes(shown.split(' ')[0]));
  } finally {
    await server.close();
  }
});

// Every mainstream bundler with its own defaults builds the same page
// (tests/js/examples/bundlers/): the engine, and the element twice, one of
// them against the computer. esbuild and Rollup emit no assets, so they get
// the package's inline entries (the `default` condition: the .wasm as
// bytes, the worker from a blob: URL, which the policy then allows);
// webpack, Parcel and Vite get the entries that fetch the .wasm as it
// streams in. Rollup with `nodeResolve({ browser: true })` (the plugin's
// own setup for browser bundles) gets those too, as Vite does, but emits
// neither the .wasm nor the worker: the entries then load the copies the
// package carries. So does a page without any build whose server does not
// serve the .wasm files.
const BUNDLER_CSP = CSP.replace("worker-src 'self'", "worker-src 'self' blob:");

/** Rollup with @rollup/plugin-node-resolve given `options`, its output in dist/; returns its warnings. */
async function rollupBuild(dir, options) {
  const { rollup } = await import('rollup');
  const { nodeResolve } = await import('@rollup/plugin-node-resolve');
  const warnings = [];
  const bundle = await rollup({ input: join(dir, 'main.js'), plugins: [nodeResolve(options)], onwarn: (w) => warnings.push(w.message) });
  await bundle.write({ dir: join(dir, 'dist'), format: 'es' });
  await bundle.close();
  copyFileSync(join(dir, 'index.html'), join(dir, 'dist/index.html'));
  return warnings;
}

/** The page without a build: main.js importing the package's files by their paths in node_modules/. */
function noBuild(dir) {
  const main = readFileSync(join(dir, 'main.js'), 'utf8')
    .replace("from 'dice-rex-circe'", "from './node_modules/dice-rex-circe/js/index.js'")
    .replace("import 'dice-rex-circe/element'", "import './node_modules/dice-rex-circe/element/dice-rex-circe.js'");
  assert.doesNotMatch(main, /'dice-rex-circe/, 'main.js imports the package by a name the browser cannot resolve');
  writeFileSync(join(dir, 'main.js'), main);
  return { warnings: [], dist: dir };
}

// Each build: its warnings and where its page is (dist/ by default), whether
// it emits the .wasm as an asset, whether its page has an inline script, the
// fields its project's package.json needs, the paths its server does not
// serve (and the file it answers instead), and the paths the page asks for
// without finding them (before it loads the package's copies).
const BUNDLERS = {
  'esbuild with its defaults': {
    async build(dir) {
      const { build } = await import('esbuild');
      const result = await build({
        absWorkingDir: dir, entryPoints: ['main.js'], bundle: true, format: 'esm', outdir: 'dist', logLevel: 'silent',
      });
      copyFileSync(join(dir, 'index.html'), join(dir, 'dist/index.html'));
      return { warnings: result.warnings.map((w) => w.text) };
    },
  },
  'Rollup with nodeResolve()': {
    build: async (dir) => ({ warnings: await rollupBuild(dir) }),
  },
  'Rollup with nodeResolve({ browser: true })': {
    build: async (dir) => ({ warnings: await rollupBuild(dir, { browser: true }) }),
    notFound: /^\/(dice_rex_circe_bg\.wasm|worker\.js)$/,
  },
  'webpack with no configuration': {
    emits: true,
    async build(dir) {
      // No configuration: webpack's own entry (src/index.js) and output (dist/main.js, a classic
      // script), run in the project as its command line would be.
      mkdirSync(join(dir, 'src'));
      copyFileSync(join(dir, 'main.js'), join(dir, 'src/index.js'));
      const out = execFileSync('node', ['--input-type=module', '-e', `
        import webpack from ${JSON.stringify(join(ROOT, 'node_modules/webpack/lib/index.js'))};
        webpack({ mode: 'production' }, (err, stats) => {
          if (err) throw err;
          const { errors, warnings } = stats.toJson({ all: false, errors: true, warnings: true });
          console.log(JSON.stringify({ errors: errors.map((e) => e.message), warnings: warnings.map((w) => w.message) }));
        });`], { cwd: dir, encoding: 'utf8' });
      const { errors, warnings } = JSON.parse(out);
      assert.deepEqual(errors, []);
      writeFileSync(join(dir, 'dist/index.html'),
        readFileSync(join(dir, 'index.html'), 'utf8').replace('<script type="module" src="./main.js">', '<script defer src="./main.js">'));
      return { warnings };
    },
  },
  'Parcel with packageExports': {
    emits: true,
    // Parcel writes an inline import map for its chunks, which the policy must then allow.
    inlineScript: true,
    meta: { '@parcel/resolver-default': { packageExports: true } },
    async build(dir) {
      const { stderr } = spawnSync('node', [join(ROOT, 'node_modules/parcel/lib/bin.js'), 'build', 'index.html',
        '--no-cache', '--dist-dir', 'dist', '--log-level', 'warn', '--no-autoinstall'], { cwd: dir, encoding: 'utf8' });
      return { warnings: stderr.trim() ? [stderr.trim()] : [] };
    },
  },
  'a page without a build': {
    emits: true,
    build: noBuild,
  },
  'a page without a build, from a server that does not serve .wasm files': {
    emits: true,
    build: noBuild,
    missing: /\.wasm$/,
    notFound: /\.wasm$/,
  },
  'a page without a build, from a server that answers its page for the .wasm files': {
    emits: true,
    build: noBuild,
    missing: /\.wasm$/,
    missingAs: 'index.html',
  },
};

/** What the page's engine writes: the position after 1. e4 in a game of seed 1. */
async function bundlePageOutput() {
  const { Game } = await import(join(ROOT, 'js/node.js'));
  const game = new Game({ seed: 1 });
  game.apply('e4');
  return game.fen();
}

for (const [name, { build, emits = false, inlineScript = false, meta = {}, missing = null, missingAs = null, notFound: unfound = null }] of Object.entries(BUNDLERS)) {
  test(`${name}: both boards ready, the engine works, the computer moves`, async () => {
    const dir = project(packed.tarball, name.replace(/\W+/g, '-'), { meta });
    for (const f of ['index.html', 'main.js']) copyFileSync(join(EXAMPLES, 'bundlers', f), join(dir, f));
    const start = performance.now();
    const { warnings, dist = join(dir, 'dist') } = await build(dir);
    // webpack's own size hints are all it may say: no "Critical dependency".
    assert.deepEqual(warnings.filter((w) => !/exceed(s)? the (recommended )?size limit|performance/.test(w)), [], warnings.join('\n'));
    const built = readdirSync(dist, { recursive: true }).map(String);
    const bytes = built.reduce((sum, f) => sum + (statSync(join(dist, f)).isFile() ? statSync(join(dist, f)).size : 0), 0);
    console.log(`${name}: built in ${Math.round(performance.now() - start)} ms, ${built.length} files, ${bytes} bytes`);
    const streams = built.some((f) => f.endsWith('.wasm'));
    assert.equal(streams, emits, `${name}: .wasm emitted as an asset: ${streams}`);
    const csp = inlineScript ? BUNDLER_CSP.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'") : BUNDLER_CSP;
    const server = await serve(dist, csp, { missing, missingAs });
    const { page, problems, close } = await openPage(browser);
    try {
      await page.goto(`${server.url}/index.html`);
      await page.waitForFunction(() => [...document.querySelectorAll('dice-rex-circe')].every((el) => el.state === 'ready'),
        null, { timeout: 20000 }).catch(async (err) => {
        throw new Error(`${err.message}: ${problems.join('; ')} ${await page.evaluate(() => [...document.querySelectorAll('dice-rex-circe')].map((el) => el.state))}`);
      });
      await page.waitForFunction(() => document.querySelector('#out').textContent);
      assert.equal(await page.evaluate(() => document.querySelector('#out').textContent), await bundlePageOutput());
      await page.waitForFunction(() => document.querySelector('#versus').game?.moves.length >= 1, null, { timeout: 30000 })
        .catch(async (err) => {
          throw new Error(`${err.message}: ${problems.join('; ')} ${await page.evaluate(() => document.querySelector('#versus').state)}`);
        });
      const first = await page.evaluate(() => document.querySelector('#versus').game.moves[0]);
      assert.equal(first.color, 'white');
      await page.screenshot({ path: join(SHOTS, `${name.replace(/\W+/g, '-')}-computer-moved.png`), fullPage: true });
      // What the page did not find is only what the build did not emit (or the server does not
      // serve), and the page did look for it first: the copies were its fallback.
      const missed = notFound(problems);
      assert.deepEqual(missed.filter((path) => unfound === null || !unfound.test(path)), []);
      assert.equal(missed.some((path) => path.endsWith('.wasm')), unfound !== null, missed.join('\n'));
    } finally {
      await close();
      await server.close();
    }
  });
}
