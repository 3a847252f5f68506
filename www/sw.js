// Service worker: keeps every file of the app, the engine's two wasm
// modules included (the core, and the cold one that the page fetches once
// its board is up), so that after one visit the app loads and plays with the network off (the
// computer opponent's build is kept the first time its worker loads it).
// The list of files and the version come from precache.js, written by
// scripts/build-www.sh with a hash of the files: a new build is a new
// version, installed beside the old one; when it activates it deletes the
// old caches and takes over the open pages, which offer a reload.

/* global PRECACHE */
importScripts('precache.js');

const PREFIX = 'drc-';
const CACHE = PREFIX + PRECACHE.version;

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    // 'no-cache': revalidate with the server, which answers 304 for the
    // files this visit already downloaded, so the first visit fetches each once.
    await cache.addAll(PRECACHE.files.map((f) => new Request(f, { cache: 'no-cache' })));
    await self.skipWaiting();
  })());
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    const names = await caches.keys();
    await Promise.all(names.filter((n) => n.startsWith(PREFIX) && n !== CACHE).map((n) => caches.delete(n)));
    await self.clients.claim();
  })());
});

self.addEventListener('fetch', (event) => {
  const req = event.request;
  if (req.method !== 'GET' || new URL(req.url).origin !== self.location.origin) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    // Every page (the app, embed.html, the rules and demo pages) is cached
    // under its own name; an unknown address opens the app.
    const hit = await cache.match(req, { ignoreSearch: true })
      || (req.mode === 'navigate' ? await cache.match('./') || await cache.match('index.html') : undefined);
    if (hit) return hit;
    const response = await fetch(req);
    // Files outside the precache (the computer opponent's build) are kept
    // once fetched, so the computer plays offline after its first game.
    if (response.ok && new URL(req.url).pathname.includes('/engine-ai/')) {
      await cache.put(req, response.clone());
    }
    return response;
  })());
});
