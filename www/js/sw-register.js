// Registers the service worker that keeps the app (wasm included) for
// offline play. When a new version takes over a page that was already
// controlled, `onUpdate` lets the player reload into it.

export function registerServiceWorker(onUpdate) {
  if (!('serviceWorker' in navigator)) return;
  const hadController = !!navigator.serviceWorker.controller;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (hadController) onUpdate();
  });
  navigator.serviceWorker
    .register(new URL('../sw.js', import.meta.url), { scope: new URL('../', import.meta.url).pathname, updateViaCache: 'none' })
    .catch(() => { /* no offline copy this time; the app itself works */ });
}
