// The one mount of a game on a canvas that the app and the
// <dice-rex-circe> element share (www/js/mount.js), in Node with stand-ins
// for the canvas, its box and the browser's frames: nothing is drawn
// before there is a game or while the page says not to; a frame ends the
// animations whose time has come, renders every view then the page's own
// part, and asks for another frame only while something moves; destroy()
// removes every listener and view and no frame comes after it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mountGame } from '../../www/js/mount.js';
import { DEFAULT_SETTINGS } from '../../www/js/persist.js';

let frames = [];
let frameId = 0;
globalThis.requestAnimationFrame = (fn) => {
  frames.push({ id: ++frameId, fn });
  return frameId;
};
globalThis.cancelAnimationFrame = (id) => { frames = frames.filter((f) => f.id !== id); };
/** Runs the frames asked for so far, at time `now`; returns how many ran. */
function runFrames(now) {
  const due = frames;
  frames = [];
  for (const f of due) f.fn(now);
  return due.length;
}

const observers = [];
globalThis.ResizeObserver = class {
  constructor(fn) { this.fn = fn; this.watching = 0; observers.push(this); }
  observe() { this.watching += 1; }
  disconnect() { this.watching = 0; }
};

/** A canvas that counts its listeners (the board's input) and draws nowhere. */
class FakeCanvas extends EventTarget {
  constructor() {
    super();
    this.listening = 0;
    this.dataset = {};
    this.style = {};
  }

  addEventListener(...args) { this.listening += 1; super.addEventListener(...args); }
  removeEventListener(...args) { this.listening -= 1; super.removeEventListener(...args); }
  getContext() { return new Proxy({}, { get: () => () => {} }); }
  getBoundingClientRect() { return { left: 0, top: 0, width: 0, height: 0 }; }
  focus() {}
}

const NO_PERSIST = { saveGame() {}, saveSettings() {}, reflectOrigin() {} };

function mount(options = {}) {
  const canvas = new FakeCanvas();
  // A box of no size yet: the board itself draws nothing, the frame's other steps run.
  const wrap = { clientWidth: 0 };
  const seen = [];
  const view = (name) => ({ render: (state, now) => seen.push([name, now]), destroy: () => seen.push([name, 'destroyed']) });
  const game = mountGame({
    canvas, wrap, settings: { ...DEFAULT_SETTINGS }, persist: NO_PERSIST, Match: class {},
    afterFrame: (state, now) => seen.push(['page', now]), ...options,
  });
  game.views.push(view('dice'), view('moves'));
  return { game, canvas, seen };
}

test('no frame draws before there is a game; then the views, then the page\'s part', () => {
  runFrames(0);
  const { game, seen } = mount();
  game.store.update();
  runFrames(10);
  assert.deepEqual(seen, [], 'nothing to draw without a game');
  game.store.update((st) => { st.snap = { fen: 'x' }; });
  assert.equal(runFrames(20), 1);
  assert.deepEqual(seen, [['dice', 20], ['moves', 20], ['page', 20]]);
  assert.equal(runFrames(30), 0, 'nothing moves: no frame is asked for');
  game.destroy();
});

test('a frame ends a move\'s animation and the dice\'s tumble at their time, and asks for frames until then', () => {
  runFrames(0);
  const { game } = mount();
  game.store.update((st) => {
    st.snap = { fen: 'x' };
    st.anim = { end: 100 };
    st.rolling = { end: 150 };
  });
  runFrames(50);
  assert.deepEqual([game.store.state.anim, game.store.state.rolling], [{ end: 100 }, { end: 150 }]);
  runFrames(120);
  assert.equal(game.store.state.anim, null);
  assert.deepEqual(game.store.state.rolling, { end: 150 });
  assert.equal(runFrames(160), 1, 'still rolling at the last frame: one more');
  assert.equal(game.store.state.rolling, null);
  assert.equal(runFrames(170), 0);
  game.destroy();
});

test('the page may hold the frames (an element showing an error draws nothing)', () => {
  runFrames(0);
  let drawing = false;
  const { game, seen } = mount({ drawing: () => drawing });
  game.store.update((st) => { st.snap = { fen: 'x' }; });
  runFrames(10);
  assert.deepEqual(seen, []);
  drawing = true;
  game.store.update();
  runFrames(20);
  assert.equal(seen.length, 3);
  game.destroy();
});

test('destroy() removes the input\'s listeners, the views and the box\'s observer, and no frame follows', () => {
  runFrames(0);
  const { game, canvas, seen } = mount();
  assert.ok(canvas.listening > 0, 'the board listens to the pointer and the keys');
  const observer = observers.at(-1);
  assert.equal(observer.watching, 1);
  game.store.update((st) => { st.snap = { fen: 'x' }; });
  game.destroy();
  assert.equal(canvas.listening, 0);
  assert.equal(observer.watching, 0);
  assert.deepEqual(seen, [['dice', 'destroyed'], ['moves', 'destroyed']]);
  game.store.update();
  runFrames(10);
  assert.equal(seen.length, 2, 'no frame after destroy()');
});
