// Stand-ins for what a game against a friend (www/js/remote/friend-game.js)
// meets in a browser, shared by its tests in Node: the browser's
// localStorage (with a quota, as browsers have), two browsers' WebRTC data
// channels, a rule set without dice, and the app around one side.
import assert from 'node:assert/strict';
import { FriendGame } from '../../www/js/remote/friend-game.js';
import { createStorage } from '../../www/js/remote/storage.js';

/**
 * localStorage in memory: keys in the order they were first set, and a
 * `quota` in characters (keys and values, as browsers count them) beyond
 * which a write throws QuotaExceededError.
 */
export class MemoryStorage {
  constructor({ quota = Infinity } = {}) {
    this.items = new Map();
    this.quota = quota;
  }

  get length() { return this.items.size; }
  key(i) { return [...this.items.keys()][i] ?? null; }
  getItem(k) { return this.items.has(k) ? this.items.get(k) : null; }
  removeItem(k) { this.items.delete(k); }
  clear() { this.items.clear(); }

  setItem(k, v) {
    const text = String(v);
    const before = this.items.has(k) ? k.length + this.items.get(k).length : 0;
    if (this.used() - before + k.length + text.length > this.quota) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.items.set(k, text);
  }

  /** Characters in use, keys included. */
  used() {
    let n = 0;
    for (const [k, v] of this.items) n += k.length + v.length;
    return n;
  }
}

const other = (c) => (c === 'white' ? 'black' : 'white');

/** A game without dice, as the engine's Game answers the session: any move from a square to another is legal. */
export class FakeGame {
  static ruleSets() { return [{ name: 'plain', facts: { diceCount: 0, rollFirst: false } }]; }
  constructor() { this.moves = []; this.over = null; }
  turn() { return this.moves.length % 2 ? 'black' : 'white'; }
  result() { return this.over; }
  phase() { return 'move'; }
  rollDue() { return null; }
  ruleFacts() { return { rollFirst: false }; }
  turns() { return this.moves.map((uci) => ({ roll: null, moves: [{ uci, die: null }] })); }
  history() { return [...this.moves]; }
  toRecord() { return `${this.moves.join(' ')} *`; }
  moveInfo(text) {
    if (!/^[a-h][1-8][a-h][1-8]$/.test(text)) throw Object.assign(new Error(`no move ${text}`), { code: 'illegal-move' });
    return { uci: text };
  }

  apply(uci) {
    this.moveInfo(uci);
    this.moves.push(uci);
    return { uci, san: uci };
  }

  undo() { this.moves.pop(); }
  agreeDraw() { this.over = { winner: null, reason: 'agreement' }; }
  resign(by) {
    if (this.over) throw Object.assign(new Error('the game is over'), { code: 'game-over' });
    this.over = { winner: other(by), reason: 'resignation' };
  }

  free() {}
}

/**
 * Two browsers' data channels, joined by the texts they exchange: the
 * answer names the offer, and taking the answer opens both ends (each
 * says 'open', then hears what the other sends). `close()` closes both.
 */
const offers = new Map();
let made = 0;
export class FakePeer {
  constructor({ onMessage, onState }) {
    Object.assign(this, { onMessage, onState, open: false, far: null, sent: [] });
  }

  async offer() {
    const sdp = `v=0\r\no=offer ${++made}\r\n`;
    offers.set(sdp, this);
    this.onState('connecting');
    return sdp;
  }

  async answer(offer) {
    const host = offers.get(offer);
    if (!host) throw new Error('an unknown offer');
    this.far = host;
    host.far = this;
    this.onState('connecting');
    return `v=0\r\no=answer to ${offer.slice(5)}`;
  }

  async accept(answer) {
    assert.match(answer, /^v=0\r\no=answer to /);
    for (const p of [this, this.far]) p.open = true;
    for (const p of [this, this.far]) p.onState('open');
  }

  send(text) {
    const far = this.far;
    this.sent.push(text);
    if (this.open) queueMicrotask(() => { if (far.open) far.onMessage(text); });
  }

  close() {
    const far = this.far;
    this.open = false;
    if (far && far.open) {
      far.open = false;
      far.onState('closed');
    }
  }
}

/**
 * The app around one side: its controller (whose setMatch frees the match
 * it replaces, as the app's does), its board's game, its notices, its
 * storage (a MemoryStorage of `quota` characters). `Game` is the engine's
 * class or FakeGame.
 */
export function side({ direct = false, Game = FakeGame, quota = Infinity, local = null } = {}) {
  const seen = { refused: [], said: [], invited: [], connected: 0, joined: 0 };
  const controller = {
    match: null,
    flipped: false,
    changes: 0,
    records: [],
    setMatch(m) {
      const old = this.match;
      this.match = m;
      if (old && old.free) old.free();
    },
    setSetting(key, value) { if (key === 'flipped') this.flipped = value; },
    changed() { this.changes += 1; },
    newGame() { this.setMatch(local ? local() : null); },
    loadRecord(text) { this.records.push(text); this.setMatch(null); },
  };
  const backend = new MemoryStorage({ quota });
  const storage = createStorage(() => backend);
  // The board's game as RemoteMatch makes it: its actions go through the session and out by the hooks.
  const makeMatch = (session, hooks) => ({
    session,
    hooks,
    resign() { hooks.sent(session.resign()); },
    rematch() { hooks.rematch(); },
    free() { hooks.released(session); },
  });
  const hooks = {
    refused: (err) => seen.refused.push(err.code),
    said: (key, ...args) => seen.said.push([key, ...args]),
    invited: (packet, mode) => seen.invited.push({ packet, mode }),
    connected: () => { seen.connected += 1; },
    joined: () => { seen.joined += 1; },
  };
  const options = {
    Game, controller, storage, makeMatch, here: () => 'https://example.org/app/?lang=fr', Peer: FakePeer,
    canConnectDirectly: () => direct, timers: { setTimeout: () => 0, clearTimeout() {} }, hooks,
  };
  const game = new FriendGame(options);
  /**
   * The same browser opened again: a new FriendGame on the same storage
   * (read afresh), with a controller of its own; `hooks` replace the
   * notices' (by default they go to `seen` still).
   */
  const reload = (more = {}) => {
    const again = { ...controller, match: null };
    const friend = new FriendGame({ ...options, controller: again, storage: createStorage(() => backend), hooks: { ...hooks, ...more } });
    return Object.assign(friend, { testController: again });
  };
  return { game, controller, seen, backend, storage, reload };
}

/** The player on `p` plays `uci` on the board, as RemoteMatch does. */
export function play(p, uci) {
  const { session, hooks } = p.controller.match;
  session.play(uci);
  hooks.sent();
}

/** Waits until `check()` holds (packets are signed and checked asynchronously), at most two seconds. */
export async function until(check, what = 'the condition') {
  for (let i = 0; i < 400; i++) {
    if (check()) return;
    await new Promise((done) => setTimeout(done, 5));
  }
  assert.fail(`timed out waiting for ${what}`);
}

/** White invites for links, Black joins by the invitation that White's panel shows; `options` for both sides. */
export async function byLinks(options = {}, rules = 'plain') {
  const white = side(options);
  const black = side(options);
  await white.game.host({ rules, color: 'white', timeout: 3600 });
  await white.game.invite({ servers: [], direct: false });
  await black.game.take(await white.game.link());
  await black.game.join(black.seen.invited[0].packet);
  await white.game.take(await black.game.link());
  return { white, black };
}
