// The package's loaders (js/api.js): a .wasm that is not where the glue
// looks (a bundler that did not emit it, a server that does not serve it)
// is loaded from the copy the package carries, imported only then; an
// input the caller gave is never replaced; the carried copies inflate to
// the .wasm they were made from.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { gzipSync } from 'node:zlib';
import { carriedWasm, loaders } from '../../js/api.js';

/** A stand-in glue: `load` fails for the inputs `refused` returns true for, and records each input. */
function glue(refused) {
  const inputs = [];
  let loaded = false;
  const load = async (given) => {
    const input = given === undefined ? 'default' : await given.module_or_path;
    inputs.push(input);
    if (refused(input)) throw new Error(`failed to fetch Wasm: 404 Not Found fetching '${input}'`);
    loaded = true;
  };
  return { load, loadSync: () => {}, inputs, isLoaded: () => loaded };
}

test('init() loads the carried copy when the default .wasm fails, and imports it only then', async () => {
  let imported = 0;
  const fallback = () => { imported += 1; return 'carried'; };
  const found = glue(() => false);
  const a = loaders(found.load, found.loadSync, 'the engine', { fallback });
  await a.init();
  assert.deepEqual(found.inputs, ['default']);
  assert.equal(imported, 0);

  const missing = glue((input) => input === 'default');
  const b = loaders(missing.load, missing.loadSync, 'the engine', { fallback });
  await b.init();
  assert.deepEqual(missing.inputs, ['default', 'carried']);
  assert.equal(imported, 1);
  assert.equal(b.loaded(), true);
  await b.init();
  assert.equal(imported, 1, 'once loaded, nothing more is imported');
});

test('a URL the caller gave is never replaced by the carried copy: its failure is load-failed', async () => {
  const stand = glue((input) => input === '/nope.wasm');
  const { init, loaded } = loaders(stand.load, stand.loadSync, 'the engine', { fallback: () => 'carried' });
  await assert.rejects(init('/nope.wasm'), (err) => err.code === 'load-failed'
    && err.message === "the engine could not be loaded: failed to fetch Wasm: 404 Not Found fetching '/nope.wasm'");
  assert.deepEqual(stand.inputs, ['/nope.wasm']);
  assert.equal(loaded(), false);
});

test('when the carried copy fails too, init() fails with load-failed naming both, and a later init() tries again', async () => {
  let offline = true;
  const stand = glue((input) => input === 'default');
  const fallback = () => {
    if (offline) throw new Error('Failed to fetch dynamically imported module');
    return 'carried';
  };
  const { init, loaded } = loaders(stand.load, stand.loadSync, 'the computer opponent', { fallback });
  await assert.rejects(init(), (err) => err.code === 'load-failed' && err.message === "the computer opponent could not be loaded: "
    + "failed to fetch Wasm: 404 Not Found fetching 'default' (and the package's own copy: Failed to fetch dynamically imported module)");
  offline = false;
  await init();
  assert.equal(loaded(), true);
});

test('a carried copy (gzipped, in base64) inflates to the bytes it was made from', async () => {
  const bytes = new Uint8Array(5000).map((_, i) => (i * 7) % 251);
  const text = gzipSync(bytes, { level: 9 }).toString('base64');
  assert.deepEqual(await carriedWasm(text), bytes);
});
