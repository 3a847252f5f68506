// The game against a friend as the app runs it (www/js/remote/friend-game.js
// and storage.js), on the engine built in pkg/, with stand-ins for the
// browser's localStorage and WebRTC (tests/unit/friend-fakes.mjs):
//   - a rematch is an offer the friend accepts: a new game, colours
//     swapped, fresh commitments, by links or on the open connection, and
//     only the friend can answer it;
//   - storage that fills up: finished games make room (never a game in
//     progress), and what cannot be saved is said, once, until it can;
//     only the last finished games are kept, as their records;
//   - every damaged stored value is set aside (kept) and said, with why;
//   - games stored in the one-object layout of the first version move to
//     a key each; they go on once a new invitation has exchanged keys.
import { test, mock } from 'node:test';
import assert from 'node:assert/strict';
import { Game } from '../../js/node.js';
import { side, play, until, byLinks, MemoryStorage } from '../unit/friend-fakes.mjs';
import { createStorage, KEEP_FINISHED, GAME_PREFIX } from '../../www/js/remote/storage.js';
import { asides, PREFIX as ASIDE } from '../../www/js/set-aside.js';
import { decode, encode } from '../../www/js/remote/codec.js';

let seed = 0x5bd1e995;
mock.method(globalThis.crypto, 'getRandomValues', (bytes) => {
  const view = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let i = 0; i < view.length; i++) {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    view[i] = seed & 0xff;
  }
  return bytes;
});

const engine = { Game };
const other = (c) => (c === 'white' ? 'black' : 'white');

/** The side to move of `players` ({ white, black }) plays a quiet pawn move (no king: no roll), and the other opens its link. */
async function quietMove(players) {
  const s = players.white.game.session;
  const mover = players[s.game.turn()];
  const waiting = players[other(s.game.turn())];
  const g = mover.game.session.game;
  const pawn = g.legalMoves().find((m) => m.piece === 'P' && !m.capture);
  play(mover, pawn.uci);
  await waiting.game.take(await mover.game.link());
}

/** Both sides' games agree (the same record). */
function agree(a, b) {
  assert.equal(a.game.session.game.toRecord(), b.game.session.game.toRecord());
}

test('a rematch by links: offered once the game is over, accepted by the friend; a new game with colours swapped and fresh commitments', async () => {
  const { white, black } = await byLinks(engine, 'dice-rex-circe');
  await quietMove({ white, black });
  black.controller.match.resign();
  await white.game.take(await black.game.link());
  const first = white.game.session.toJSON();
  assert.equal(white.game.session.game.result().reason, 'resignation');
  // White offers a rematch (the banner's Rematch); Black sees it, with the side Black would play.
  white.controller.match.rematch();
  await until(() => white.game.session.pendingOffer(), 'the offer');
  const offer = white.game.session.pendingOffer();
  assert.equal(offer.what, 'rematch');
  assert.notEqual(offer.g, first.g);
  await black.game.take(await white.game.link());
  assert.deepEqual(black.game.session.pendingOffer(), offer);
  // A stranger cannot answer for Black: only Black's key can sign the answer.
  const stranger = side(engine);
  await stranger.game.host({ rules: 'dice-rex-circe', color: 'black', timeout: 3600 });
  const forgedJoin = await stranger.game.session.seal({ ...stranger.game.session.joinPacket(null), g: offer.g });
  await white.game.take(await encode(forgedJoin));
  assert.equal(white.seen.refused.at(-1), 'bad-signature');
  assert.equal(white.game.session.id, first.g, 'the board stays on the finished game');
  // Black accepts: its board shows the new game at once, Black playing White now.
  await black.game.reply(true);
  const next = black.game.session;
  assert.equal(next.id, offer.g);
  assert.equal(next.me, 'white');
  assert.equal(black.controller.flipped, false);
  assert.equal(black.game.panel().label, 'answerLink');
  // White opens Black's answer: the rematch starts there too, White playing Black.
  await white.game.take(await black.game.link());
  assert.equal(white.game.session.id, offer.g);
  assert.equal(white.game.session.me, 'black');
  assert.equal(white.controller.flipped, true);
  const d = white.game.session.toJSON();
  assert.equal(d.from, first.g);
  for (const c of ['white', 'black']) {
    assert.match(d.anchors[c], /^[0-9a-f]{64}$/);
    assert.notEqual(d.anchors[c], first.anchors.white);
    assert.notEqual(d.anchors[c], first.anchors.black);
  }
  // The new game plays, rolls included, and both records agree.
  for (let i = 0; i < 4; i++) await quietMove({ white: black, black: white });
  agree(white, black);
  assert.match(white.game.session.game.toRecord(), /\[FairDice "sha256-chain-1 game=[0-9a-f]{32}/);
  // Both games are in the list: the first over, the rematch in progress and shown.
  const listed = white.game.games();
  assert.deepEqual(listed.map((x) => [x.g, x.state, x.shown]).sort(), [[first.g, 'over', false], [offer.g, 'playing', true]].sort());
});

test('a rematch on an open connection: the new game goes on over it; a declined rematch leaves nothing behind', async () => {
  const white = side({ ...engine, direct: true });
  const black = side({ ...engine, direct: true });
  await white.game.host({ rules: 'circe', color: 'white', timeout: 3600 });
  await white.game.invite({ servers: [], direct: true });
  await black.game.take(await white.game.link());
  await black.game.join(black.seen.invited[0].packet);
  await white.game.take(await black.game.link());
  await until(() => white.game.connection === 'open' && black.game.connection === 'open', 'the connection');
  white.controller.match.resign();
  await until(() => black.game.session.game.result(), 'the resignation on Black\'s board');
  // Declined: the offer goes, and so does the game that waited for its answer.
  black.controller.match.rematch();
  await until(() => white.game.session.pendingOffer(), 'the offer on White\'s board');
  const declined = white.game.session.pendingOffer().g;
  assert.ok(black.storage.read(declined), 'the offered game waits in storage');
  await white.game.reply(false);
  await until(() => !black.game.session.pendingOffer(), 'the answer');
  assert.equal(black.storage.read(declined), null);
  // Offered again and accepted: both boards show the new game, and moves go over the same connection.
  black.controller.match.rematch();
  await until(() => white.game.session.pendingOffer(), 'the second offer');
  const { g } = white.game.session.pendingOffer();
  await white.game.reply(true);
  await until(() => black.game.session.id === g, 'the rematch on Black\'s board');
  assert.equal(white.game.session.id, g);
  assert.equal(white.game.connection, 'open');
  assert.equal(black.game.connection, 'open');
  // Black offered, so White plays White again: the offerer (Black in the first game) plays White.
  assert.equal(black.game.session.me, 'white');
  play(black, 'e2e4');
  await until(() => white.game.session.game.history().length === 1, 'e4 on White\'s board');
  play(white, 'e7e5');
  await until(() => black.game.session.game.history().length === 2, 'e5 on Black\'s board');
  agree(white, black);
  assert.deepEqual([white.seen.refused, black.seen.refused], [[], []]);
});

test('storage that fills up: finished games make room for the game in progress, and what cannot be saved is said until it is', async () => {
  const { white, black } = await byLinks({ ...engine, quota: 60000 }, 'dice-rex-circe');
  // Finished games of earlier evenings, stored whole (their messages not acknowledged).
  const finished = white.storage.read(white.game.session.id).data;
  for (let i = 0; i < 12; i++) {
    const g = i.toString(16).padStart(32, 'a');
    white.backend.setItem(GAME_PREFIX + g, JSON.stringify({ ...finished, g, result: { winner: 'white', reason: 'resignation' }, updated: i, pad: 'x'.repeat(2500) }));
  }
  // The rest of the quota taken by another part of the page.
  white.backend.setItem('junk', 'j'.repeat(60000 - white.backend.used() - 200));
  const before = white.backend.items.size;
  for (let i = 0; i < 6; i++) await quietMove({ white, black });
  // Every move of the game in progress was saved: the oldest finished games made room, and that was said.
  const saved = white.storage.read(white.game.session.id).data;
  assert.equal(saved.journal.length, white.game.session.toJSON().journal.length);
  assert.ok(white.backend.items.size < before, 'finished games were removed');
  assert.ok(white.seen.said.some(([key, n]) => key === 'roomMade' && n >= 1), JSON.stringify(white.seen.said));
  assert.equal(white.game.unsaved, false);
  // Nothing more to give up (the quota is another part's): said once, and the panel says it until a save succeeds.
  for (const k of [...white.backend.items.keys()]) if (k.startsWith(GAME_PREFIX) && !k.endsWith(white.game.session.id)) white.backend.removeItem(k);
  white.backend.setItem('junk', `${white.backend.getItem('junk')}${'j'.repeat(60000 - white.backend.used())}`);
  const said = white.seen.said.length;
  for (let i = 0; i < 4; i++) await quietMove({ white, black });
  assert.deepEqual(white.seen.said.slice(said).map(([key]) => key), ['storageFull']);
  assert.equal(white.game.unsaved, true);
  // The game goes on all the same, and once there is room it is saved again, and said.
  white.backend.removeItem('junk');
  await quietMove({ white, black });
  assert.equal(white.game.unsaved, false);
  assert.equal(white.seen.said.at(-1)[0], 'savedAgain');
  assert.equal(white.storage.read(white.game.session.id).data.journal.length, white.game.session.toJSON().journal.length);
  agree(white, black);
});

test('only the last finished games are kept, each as its record once its messages were acknowledged; a game in progress is never removed', async () => {
  const backend = new MemoryStorage();
  const storage = createStorage(() => backend);
  const { white, black } = await byLinks(engine, 'dice-rex-circe');
  await quietMove({ white, black });
  black.controller.match.resign();
  await white.game.take(await black.game.link());
  // White's link acknowledges the resignation; Black leaves the finished game.
  await black.game.take(await white.game.link());
  const data = black.storage.read(black.game.session.id).data;
  black.controller.newGame();
  const kept = black.storage.read(data.g).data;
  assert.equal(kept.compact, true, 'the finished game is kept as its record');
  assert.equal(kept.record, Game.fromRecord(kept.record).toRecord(), 'a record that reads back, every roll checked');
  assert.ok(JSON.stringify(kept).length < JSON.stringify(data).length);
  // Many finished games and one in progress in another browser's storage.
  const friend = white.reload();
  storage.setCompactor((d, force) => friend.kept.compacted(d, force));
  for (let i = 0; i < KEEP_FINISHED + 5; i++) {
    const g = i.toString(16).padStart(32, 'c');
    backend.setItem(GAME_PREFIX + g, JSON.stringify({ ...kept, g, ended: 1000 + i, updated: 1000 + i }));
  }
  const playing = white.storage.read(white.game.session.id).data;
  backend.setItem(GAME_PREFIX + playing.g, JSON.stringify({ ...playing, result: null, updated: 1 }));
  storage.forget();
  storage.tidy();
  const left = storage.summaries();
  assert.equal(left.filter((x) => x.state === 'over').length, KEEP_FINISHED);
  assert.ok(left.some((x) => x.g === playing.g), 'the game in progress stays, however old');
  assert.deepEqual(left.filter((x) => x.state === 'over').map((x) => x.updated).sort((a, b) => a - b)[0], 1005, 'the oldest went first');
});

/** A stored game of `white`'s changed by `change(data)`, and what a reload of that browser says of it. */
async function damaged(change) {
  const { white } = await byLinks(engine, 'dice-rex-circe');
  const data = structuredClone(white.storage.read(white.game.session.id).data);
  const changed = change(data) ?? data;
  const raw = typeof changed === 'string' ? changed : JSON.stringify(changed);
  white.backend.setItem(GAME_PREFIX + data.g, raw);
  const said = [];
  const again = white.reload({ said: (...a) => said.push(a) });
  const shown = again.resume();
  return { shown, said, backend: white.backend, g: data.g, raw };
}

test('every damaged stored game is set aside, not deleted, and said with why; the friend is never blamed for it', async () => {
  const cases = {
    'not JSON': () => '{"v":2,"g":',
    'a list': () => [1, 2],
    'another version': (d) => ({ ...d, v: 7 }),
    'colour purple': (d) => ({ ...d, me: 'purple' }),
    'seed not hexadecimal': (d) => ({ ...d, seed: 'zz' }),
    'seed of another chain': (d) => ({ ...d, seed: 'ab'.repeat(32) }),
    'no seed under dice': (d) => ({ ...d, seed: null }),
    'journal not a list': (d) => ({ ...d, journal: {} }),
    'a message of an unknown kind': (d) => ({ ...d, journal: [...d.journal, { by: d.me, m: { s: d.sent + 1, t: 'shout' }, at: 1 }], sent: d.sent + 1 }),
    'an illegal move': (d) => ({ ...d, journal: [...d.journal, { by: 'white', m: { s: d.sent + 1, t: 'move', uci: 'e2e5', reveal: null }, at: 1 }], sent: d.sent + 1 }),
    'counts beyond the journal': (d) => ({ ...d, sent: 1e15 }),
    'acknowledged beyond what was sent': (d) => ({ ...d, peerAck: d.sent + 3 }),
    'unknown rules': (d) => ({ ...d, rules: 'no-such-rules' }),
    'rules with markup': (d) => ({ ...d, rules: '<img src=x>' }),
    'an illegal position': (d) => ({ ...d, fen: '8/8/8/8/8/8/8/8 w - - 0 1' }),
    'anchors garbage': (d) => ({ ...d, anchors: { white: 'x', black: null } }),
    'the same anchor twice': (d) => ({ ...d, anchors: { white: d.anchors.white, black: d.anchors.white } }),
    'time to claim not a choice': (d) => ({ ...d, timeout: 61 }),
    'key garbage': (d) => ({ ...d, keys: { d: 'x', x: 'y', y: 'z' } }),
    'friend\'s key garbage': (d) => ({ ...d, peerKey: 'not a key' }),
    'game id mismatch': (d) => ({ ...d, g: 'XYZ' }),
    'host not a boolean': (d) => ({ ...d, host: 'yes' }),
    'result garbage': (d) => ({ ...d, result: { winner: 'purple', reason: 1 } }),
    'record kept without result': (d) => ({ v: 2, g: d.g, compact: true, me: d.me, rules: d.rules, result: null, record: '*', ended: 1, created: 1 }),
    'journal out of order': (d) => ({ ...d, journal: [{ by: 'white', m: { s: 2, t: 'resign' }, at: 1 }], sent: 1 }),
  };
  for (const [name, change] of Object.entries(cases)) {
    const { shown, said, backend, g, raw } = await damaged(change);
    assert.equal(shown, false, `${name}: no damaged game on the board`);
    assert.equal(said.length, 1, `${name}: said once`);
    const [key, n, why] = said[0];
    assert.equal(key, 'setAside', name);
    assert.equal(n, 1, name);
    assert.ok(typeof why === 'string' && why.length > 8 && why.length < 200, `${name}: ${why}`);
    assert.doesNotMatch(why, /friend.s message|not a valid message/, `${name}: the friend is not blamed`);
    // Kept aside, as it was stored, and gone from the games.
    const aside = asides(backend);
    assert.equal(aside.length, 1, name);
    assert.equal(aside[0].raw, raw, name);
    assert.equal(aside[0].what, 'friend-game');
    assert.ok(aside[0].key.startsWith(ASIDE));
    assert.equal(backend.getItem(GAME_PREFIX + g), null, name);
  }
});

test('games stored by the first version (one object, unsigned) move to a key each; they go on once a new invitation has exchanged keys', async () => {
  const { white, black } = await byLinks(engine, 'dice-rex-circe');
  await quietMove({ white, black });
  await quietMove({ white, black });
  // Both browsers as the first version left them: every game in `drc.remote`, no keys, version 1.
  const first = (p) => {
    const d = structuredClone(p.storage.read(p.game.session.id).data);
    delete d.keys;
    delete d.peerKey;
    return { ...d, v: 1 };
  };
  const finished = { ...first(white), g: 'f'.repeat(32), result: { winner: 'black', reason: 'resignation' } };
  for (const p of [white, black]) {
    const d = first(p);
    p.backend.clear();
    p.backend.setItem('drc.remote', JSON.stringify({ current: d.g, games: { [d.g]: d, ...(p === white ? { [finished.g]: finished } : {}) } }));
  }
  const [w, b] = [white, black].map((p) => {
    const said = [];
    const refused = [];
    const invited = [];
    const game = p.reload({ said: (...a) => said.push(a), refused: (e) => refused.push(e.code), invited: (packet, mode) => invited.push({ packet, mode }) });
    return { game, said, refused, invited, controller: game.testController, backend: p.backend };
  });
  for (const p of [w, b]) {
    assert.equal(p.game.resume(), true, 'the game the app showed is shown again');
    assert.equal(p.backend.getItem('drc.remote'), null, 'the one object is gone');
    assert.deepEqual(p.said, []);
    assert.equal(p.game.session.toJSON().legacy, true);
    assert.equal(p.game.status(), 'rekey', 'the panel says a new invitation is needed');
  }
  assert.ok(w.backend.getItem(GAME_PREFIX + finished.g), 'the finished game moved too');
  // A link of the first version is refused in words; so is a signed packet before keys are exchanged.
  const oldPacket = { v: 1, t: 'play', g: w.game.session.id, by: 'white', ack: 0, m: [] };
  await b.game.take(await encode(oldPacket));
  assert.equal(b.refused.at(-1), 'old-version');
  play({ controller: w.controller }, w.game.session.game.legalMoves().find((m) => m.piece === 'P').uci);
  await b.game.take(await w.game.link());
  assert.equal(b.refused.at(-1), 'unsigned-game');
  // White makes a new invitation for the game (Reconnect): Black's device takes White's key from it.
  const invite = await w.game.linkOf(w.game.session.invitePacket(null));
  await b.game.take(invite);
  assert.equal(b.invited.at(-1).mode, 'reconnect');
  const answer = await b.game.join(b.invited.at(-1).packet);
  await w.game.take(answer);
  assert.equal(w.refused.length, 0, JSON.stringify(w.refused));
  // From now on every packet is signed and checked: the move White made meanwhile arrives.
  await b.game.take(await w.game.link());
  assert.equal(b.game.session.game.toRecord(), w.game.session.game.toRecord());
  assert.equal(b.game.status(), 'linksMode');
  const { peerKey } = b.game.session.toJSON();
  assert.match(peerKey, /^B/);
  assert.equal((await decode(await w.game.link())).sig.length, 86);
});
