// A tiny static server for www/ (no dependencies): `node scripts/serve.mjs
// [port]`, or imported by the tests and the budget script. Serves gzip when
// the client accepts it, and correct MIME types (application/wasm included,
// which WebAssembly.instantiateStreaming requires). Files may be loaded from
// other origins (CORS), as an embedded board on another site does.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = resolve(fileURLToPath(new URL('../www', import.meta.url)));

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
};
const COMPRESS = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.wasm', '.svg', '.txt', '.md', '.ico']);
const CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data:; "
  + "connect-src 'self'; worker-src 'self'; manifest-src 'self'; object-src 'none'; base-uri 'none'; "
  + "form-action 'none'; frame-ancestors 'self'";
// embed.html is made to be framed by other sites (wikis); everything else only by this one.
const CSP_EMBED = CSP.replace("frame-ancestors 'self'", 'frame-ancestors *');

const gzipped = new Map();

async function resolveFile(urlPath, root) {
  let path;
  try {
    path = normalize(join(root, decodeURIComponent(urlPath)));
  } catch {
    return null;
  }
  if (path !== root && !path.startsWith(root + sep)) return null;
  try {
    const st = await stat(path);
    if (st.isDirectory()) path = join(path, 'index.html');
    await stat(path);
    return path;
  } catch {
    return null;
  }
}

/**
 * Starts the server; resolves with the Node server once it listens.
 * `overrides` maps a URL path to replacement text (tests use it to publish
 * a new version of the app without touching www/); `root` serves another
 * copy of www/ (scripts/cold-ab.mjs compares two builds side by side);
 * `hold`, given a URL path, returns a promise the answer waits for, or
 * nothing (tests hold a module back to see the page as it is without it).
 */
export function serve({ port = 8080, host = '127.0.0.1', quiet = false, overrides = {}, root = ROOT, hold = () => null } = {}) {
  const server = createServer(async (req, res) => {
    // Read as a path even when it starts with '//', which new URL(…, base) would take for a host.
    const url = new URL(`http://x${req.url.startsWith('/') ? '' : '/'}${req.url}`);
    await hold(url.pathname);
    if (Object.hasOwn(overrides, url.pathname)) {
      res.writeHead(200, { 'content-type': TYPES[extname(url.pathname)] || 'text/plain', 'cache-control': 'no-cache' });
      res.end(overrides[url.pathname]);
      return;
    }
    const path = req.method === 'GET' || req.method === 'HEAD' ? await resolveFile(url.pathname, root) : null;
    if (!path) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('not found\n');
      if (!quiet) console.log(`404 ${url.pathname}`);
      return;
    }
    const ext = extname(path);
    const { mtimeMs, size } = await stat(path);
    const etag = `"${size.toString(36)}-${Math.floor(mtimeMs).toString(36)}"`;
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, { etag, 'cache-control': 'no-cache', 'access-control-allow-origin': '*' });
      res.end();
      return;
    }
    let body = await readFile(path);
    const headers = {
      'content-type': TYPES[ext] || 'application/octet-stream',
      'cache-control': 'no-cache',
      etag,
      'content-security-policy': path.endsWith(`${sep}embed.html`) ? CSP_EMBED : CSP,
      'x-content-type-options': 'nosniff',
      // Other sites load the <dice-rex-circe> module and the engine's wasm from here.
      'access-control-allow-origin': '*',
    };
    if (COMPRESS.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] || '')) {
      const key = `${path}:${mtimeMs}`;
      if (!gzipped.has(key)) gzipped.set(key, gzipSync(body, { level: 9 }));
      body = gzipped.get(key);
      headers['content-encoding'] = 'gzip';
      headers.vary = 'accept-encoding';
    }
    headers['content-length'] = body.length;
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => done(server));
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const port = Number(process.argv[2] || process.env.PORT || 8080);
  serve({ port, quiet: true }).then(() => {
    console.log(`Dice Rex Circe is served on http://127.0.0.1:${port}/  (Ctrl+C stops it)`);
  }, (err) => {
    console.error(`cannot serve on port ${port}: ${err.message}`);
    process.exit(1);
  });
}
