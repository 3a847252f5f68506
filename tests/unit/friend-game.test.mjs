// The game against a friend apart from its page (www/js/remote/friend-game.js)
// in Node, with stand-ins for the engine's game, the browser's WebRTC and
// the stored games: the panel's link is the invitation until the friend
// joins and the answer until the inviter is heard from, so that whichever
// link a player sends, the other can open it; moves go both ways by links
// or over a direct connection; a closed connection says so; an offer waits
// for its answer; a link of moves for a game never joined is refused as
// such.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { FriendGame } from '../../www/js/remote/friend-game.js';
import { decode } from '../../www/js/remote/codec.js';

const other = (c) => (c === 'white' ? 'black' : 'white');

/** A game without dice, as the engine's Game answers the session: any move from a square to another is legal. */
class FakeGame {
  static ruleSets() { return [{ name: 'plain', facts: { diceCount: 0, rollFirst: false } }]; }
  constructor() { this.moves = []; this.over = null; }
  turn() { return this.moves.length % 2 ? 'black' : 'white'; }
  result() { return this.over; }
  phase() { return 'move'; }
  rollDue() { return null; }
  ruleFacts() { return { rollFirst: false }; }
  turns() { return this.moves.map((uci) => ({ roll: null, moves: [{ uci, die: null }] })); }
  history() { return [...this.moves]; }
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
  resign(by) { this.over = { winner: other(by), reason: 'resignation' }; }
  free() {}
}

/** The stored games of one browser, in memory. */
function memoryStorage() {
  const games = new Map();
  let current = null;
  let servers = null;
  return {
    load: (g) => games.get(g) ?? null,
    current: () => (current ? games.get(current) : null),
    save(data) { games.set(data.g, structuredClone(data)); current = data.g; },
    leave() { current = null; },
    loadServers: (fallback) => servers ?? fallback,
    saveServers(s) { servers = s; },
  };
}

/**
 * Two browsers' data channels, joined by the texts they exchange: the
 * answer names the offer, and taking the answer opens both ends (each
 * says 'open', then hears what the other sends). `close()` closes both.
 */
const offers = new Map();
let made = 0;
class FakePeer {
  constructor({ onMessage, onState }) {
    Object.assign(this, { onMessage, onState, open: false, far: null });
  }

  async offer() {
    const sdp = `v=0 offer ${++made}`;
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
    return `v=0 answer to ${offer}`;
  }

  async accept(answer) {
    assert.match(answer, /^v=0 answer to /);
    for (const p of [this, this.far]) p.open = true;
    for (const p of [this, this.far]) p.onState('open');
  }

  send(text) {
    const far = this.far;
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

/** The app around one side: its controller, its board's game, its notices. */
function side({ direct = false } = {}) {
  const seen = { refused: [], said: [], invited: [], connected: 0, joined: 0 };
  const controller = {
    match: null,
    flipped: false,
    changes: 0,
    setMatch(m) { this.match = m; },
    setSetting(key, value) { if (key === 'flipped') this.flipped = value; },
    changed() { this.changes += 1; },
    newGame() { this.match = null; },
  };
  const game = new FriendGame({
    Game: FakeGame,
    controller,
    storage: memoryStorage(),
    makeMatch: (session, hooks) => ({ session, hooks }),
    here: () => 'https://example.org/app/?lang=fr',
    Peer: FakePeer,
    canConnectDirectly: () => direct,
    timers: { setTimeout: () => 0, clearTimeout() {} },
    hooks: {
      refused: (err) => seen.refused.push(err.code),
      said: (key) => seen.said.push(key),
      invited: (packet, mode) => seen.invited.push({ packet, mode }),
      connected: () => { seen.connected += 1; },
      joined: () => { seen.joined += 1; },
    },
  });
  return { game, controller, seen };
}

/** The player on `p` plays `uci` on the board, as RemoteMatch does. */
function play(p, uci) {
  const { session, hooks } = p.controller.match;
  session.play(uci);
  hooks.sent();
}

/** Lets queued messages arrive. */
const settle = () => new Promise((done) => setTimeout(done, 0));

/** White invites for links, Black joins by the invitation that White's panel shows. */
async function byLinks() {
  const white = side();
  const black = side();
  white.game.host({ rules: 'plain', color: 'white', timeout: 3600 });
  await white.game.invite({ servers: [], direct: false });
  await black.game.take(await white.game.link());
  await black.game.join(black.seen.invited[0].packet);
  await white.game.take(await black.game.link());
  return { white, black };
}

test('the panel\'s link is the invitation until the friend joins, the answer until the inviter is heard from, then the moves', async () => {
  const white = side();
  const black = side();
  white.game.host({ rules: 'plain', color: 'white', timeout: 3600 });
  assert.equal(white.game.status(), 'waitJoin');
  const { link: sent } = await white.game.invite({ servers: [], direct: false });
  assert.equal(white.game.panel().label, 'inviteLink');
  const invitation = await white.game.link();
  assert.deepEqual(await decode(invitation), await decode(sent), 'the panel carries the dialog\'s invitation');
  assert.match(invitation, /^https:\/\/example\.org\/app\/#drc=/, 'a link to the app, without its query');
  // The friend opens the panel's link: an invitation to join, nothing refused.
  assert.equal(await black.game.take(invitation), true);
  assert.deepEqual(black.seen.refused, []);
  assert.equal(black.seen.invited.length, 1);
  assert.equal(black.seen.invited[0].mode, 'join');
  const answer = await black.game.join(black.seen.invited[0].packet);
  assert.equal(black.controller.flipped, true, 'Black\'s board is turned');
  assert.equal(black.game.panel().label, 'answerLink');
  assert.deepEqual(await decode(await black.game.link()), await decode(answer));
  // The inviter opens the answer from the friend's panel: the game starts.
  await white.game.take(await black.game.link());
  assert.deepEqual(white.seen.refused, []);
  assert.equal(white.seen.joined, 1);
  assert.equal(white.game.status(), 'linksMode');
  assert.equal(white.game.panel().label, 'moveLink');
  play(white, 'e2e4');
  await black.game.take(await white.game.link());
  assert.deepEqual(black.game.session.game.history(), ['e2e4']);
  assert.equal(black.game.panel().label, 'moveLink', 'the inviter was heard from');
  play(black, 'e7e5');
  await white.game.take(await black.game.link());
  assert.deepEqual(white.game.session.game.history(), ['e2e4', 'e7e5']);
  assert.deepEqual([white.seen.refused, black.seen.refused], [[], []]);
});

test('a link of moves opened in a browser that never joined the game is refused as such, and nothing is shown', async () => {
  const { white } = await byLinks();
  play(white, 'e2e4');
  const stranger = side();
  assert.equal(await stranger.game.take(await white.game.link()), true);
  assert.deepEqual(stranger.seen.refused, ['unknown-game']);
  assert.equal(stranger.game.session, null);
  assert.equal(stranger.controller.match, null);
  // A browser showing another game says the link belongs to another game.
  const busy = await byLinks();
  await busy.black.game.take(await white.game.link());
  assert.deepEqual(busy.black.seen.refused, ['other-game']);
});

test('over a direct connection, moves arrive without links; a closed connection is said apart from a game by links', async () => {
  const white = side({ direct: true });
  const black = side({ direct: true });
  white.game.host({ rules: 'plain', color: 'white', timeout: 3600 });
  const { offer } = await white.game.invite({ servers: [], direct: true });
  assert.match(offer, /^v=0 offer/);
  assert.equal(white.game.status(), 'waitJoin');
  assert.equal((await decode(await white.game.link())).offer, offer, 'the panel\'s invitation carries the offer');
  await black.game.take(await white.game.link());
  await black.game.join(black.seen.invited[0].packet);
  assert.match((await decode(await black.game.link())).answer, /^v=0 answer to /);
  await white.game.take(await black.game.link());
  await settle();
  for (const p of [white, black]) {
    assert.equal(p.game.connection, 'open');
    assert.equal(p.game.status(), 'connected');
    assert.equal(p.seen.connected, 1);
  }
  play(white, 'g1f3');
  await settle();
  assert.deepEqual(black.game.session.game.history(), ['g1f3']);
  play(black, 'g8f6');
  await settle();
  assert.deepEqual(white.game.session.game.history(), ['g1f3', 'g8f6']);
  white.game.peer.close();
  assert.equal(black.game.connection, 'links');
  assert.equal(black.game.status(), 'dropped');
  const links = await byLinks();
  assert.equal(links.white.game.status(), 'linksMode', 'a game by links from the start is not a dropped one');
});

test('a take-back request waits for the friend\'s answer, and the friend\'s consent takes the move back on both sides', async () => {
  const { white, black } = await byLinks();
  play(white, 'e2e4');
  await black.game.take(await white.game.link());
  white.controller.match.hooks.offer('undo');
  assert.deepEqual(white.game.session.pendingOffer() && white.game.session.pendingOffer().by, 'white');
  await black.game.take(await white.game.link());
  assert.equal(black.game.session.pendingOffer().what, 'undo');
  black.game.reply(true);
  assert.deepEqual(black.game.session.game.history(), []);
  await white.game.take(await black.game.link());
  assert.equal(white.game.session.pendingOffer(), null);
  assert.deepEqual(white.game.session.game.history(), []);
  // A second answer to the same offer is refused, and changes nothing.
  black.game.reply(true);
  assert.deepEqual(black.seen.refused, ['bad-message']);
  assert.equal(black.game.error.code, 'bad-message');
});

test('the stored game comes back after a reload, and leaving it keeps it stored for its links', async () => {
  const { white } = await byLinks();
  play(white, 'd2d4');
  const storage = white.game.storage;
  const { Game, controller, makeMatch, here } = white.game;
  const again = new FriendGame({ Game, controller, makeMatch, here, storage });
  assert.equal(again.resume(), true);
  assert.deepEqual(again.session.game.history(), ['d2d4']);
  again.leave();
  assert.equal(storage.current(), null);
  assert.notEqual(storage.load(white.game.session.id), null);
  assert.equal(again.resume(), false);
});
