// Adds event listeners through one door, so that a page can count how many
// are live: an embedded board must leave none behind when it is removed
// (the <dice-rex-circe> element reports the count; the browser tests read it).

let live = 0;

/** Adds the listener; returns a function that removes it (once). */
export function listen(target, type, fn, options) {
  target.addEventListener(type, fn, options);
  live += 1;
  let on = true;
  return function unlisten() {
    if (!on) return;
    on = false;
    live -= 1;
    target.removeEventListener(type, fn, options);
  };
}

/** Adds each [target, type, fn] listener; returns a function that removes them all. */
export function listenAll(list) {
  const offs = list.map(([target, type, fn, options]) => listen(target, type, fn, options));
  return () => { for (const off of offs) off(); };
}

/** How many listeners added here are still attached. */
export function liveListeners() {
  return live;
}
