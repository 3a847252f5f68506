// The game against a friend apart from its page (www/js/remote/friend-game.js)
// in Node, with stand-ins for the engine's game, the browser's WebRTC and
// localStorage (friend-fakes.mjs): the panel's link is the invitation until
// the friend joins and the answer until the inviter is heard from, so that
// whichever link a player sends, the other can open it; moves go both ways
// by links or over a direct connection; a closed connection says so; an
// offer waits for its answer; a link of moves for a game never joined is
// refused as such; a refused packet of another stored game leaves the
// board and its connection as they were; a new game on the board leaves
// the friend's game stored, never freed under it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { decode, encode } from '../../www/js/remote/codec.js';
import { side, play, until, byLinks } from './friend-fakes.mjs';

/** A packet without its signature (ECDSA signs with a random nonce: the same packet signed twice differs there). */
const unsigned = ({ sig: _, ...rest }) => rest;

test('the panel\'s link is the invitation until the friend joins, the answer until the inviter is heard from, then the moves', async () => {
  const white = side();
  const black = side();
  await white.game.host({ rules: 'plain', color: 'white', timeout: 3600 });
  assert.equal(white.game.status(), 'waitJoin');
  const { link: sent } = await white.game.invite({ servers: [], direct: false });
  assert.equal(white.game.panel().label, 'inviteLink');
  const invitation = await white.game.link();
  assert.deepEqual(unsigned(await decode(invitation)), unsigned(await decode(sent)), 'the panel carries the dialog\'s invitation');
  assert.match(invitation, /^https:\/\/example\.org\/app\/#drc=/, 'a link to the app, without its query');
  // The friend opens the panel's link: an invitation to join, nothing refused.
  assert.equal(await black.game.take(invitation), true);
  assert.deepEqual(black.seen.refused, []);
  assert.equal(black.seen.invited.length, 1);
  assert.equal(black.seen.invited[0].mode, 'join');
  const answer = await black.game.join(black.seen.invited[0].packet);
  assert.equal(black.controller.flipped, true, 'Black\'s board is turned');
  assert.equal(black.game.panel().label, 'answerLink');
  assert.deepEqual(unsigned(await decode(await black.game.link())), unsigned(await decode(answer)));
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
  await white.game.host({ rules: 'plain', color: 'white', timeout: 3600 });
  const { offer } = await white.game.invite({ servers: [], direct: true });
  assert.match(offer, /^v=0\r\no=offer/);
  assert.equal(white.game.status(), 'waitJoin');
  assert.equal((await decode(await white.game.link())).offer, offer, 'the panel\'s invitation carries the offer');
  await black.game.take(await white.game.link());
  await black.game.join(black.seen.invited[0].packet);
  assert.match((await decode(await black.game.link())).answer, /^v=0\r\no=answer to /);
  await white.game.take(await black.game.link());
  await until(() => white.game.connection === 'open' && black.game.connection === 'open', 'both ends open');
  for (const p of [white, black]) {
    assert.equal(p.game.connection, 'open');
    assert.equal(p.game.status(), 'connected');
    assert.equal(p.seen.connected, 1);
  }
  play(white, 'g1f3');
  await until(() => black.game.session.game.history().length === 1, 'Nf3 on Black\'s board');
  assert.deepEqual(black.game.session.game.history(), ['g1f3']);
  play(black, 'g8f6');
  await until(() => white.game.session.game.history().length === 2, 'Nf6 on White\'s board');
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
  const { storage } = white;
  const again = white.reload();
  assert.equal(again.resume(), true);
  assert.deepEqual(again.session.game.history(), ['d2d4']);
  const id = again.session.id;
  again.leave();
  assert.equal(storage.currentId(), null);
  assert.notEqual(storage.read(id), null);
  assert.equal(white.reload().resume(), false);
});

test('a refused packet of another stored game leaves the board on the game shown, and its direct connection open', async () => {
  // White plays two friends: the first game by links, the second over a direct connection.
  const first = await byLinks();
  const white = first.white;
  play(white, 'e2e4');
  await first.black.game.take(await white.game.link());
  const firstId = white.game.session.id;
  await white.game.host({ rules: 'plain', color: 'white', timeout: 3600 });
  const second = side({ direct: true });
  white.game.canConnect = () => true;
  await white.game.invite({ servers: [], direct: true });
  await second.game.take(await white.game.link());
  await second.game.join(second.seen.invited.at(-1).packet);
  await white.game.take(await second.game.link());
  await until(() => white.game.connection === 'open', 'the direct connection');
  const shown = white.game.session;
  assert.notEqual(shown.id, firstId);
  // A packet of the first game that is refused (signed by another device): the board stays, and so does the connection.
  const stranger = side();
  await stranger.game.host({ rules: 'plain', color: 'black', timeout: 3600 });
  const forged = await stranger.game.session.seal({ v: 2, t: 'play', g: firstId, by: 'black', ack: 1, m: [{ s: 1, t: 'resign' }] });
  await white.game.take(await encode(forged));
  assert.deepEqual(white.seen.refused.at(-1), 'bad-signature');
  assert.equal(white.game.session, shown, 'the board still shows the second game');
  assert.equal(white.game.connection, 'open', 'its connection was not closed');
  // The first friend's genuine move is taken, and then the board shows the first game.
  play(first.black, 'e7e5');
  await white.game.take(await first.black.game.link());
  assert.equal(white.game.session.id, firstId);
  assert.deepEqual(white.game.session.game.history(), ['e2e4', 'e7e5']);
});

test('a new game on the board leaves the game against the friend stored, and never frees it under the friend game', async () => {
  const { white } = await byLinks();
  play(white, 'e2e4');
  const s = white.game.session;
  const id = s.id;
  // The app's New game: the controller replaces the board's match, which hands the session back.
  white.controller.newGame();
  assert.equal(white.game.session, null);
  assert.equal(white.storage.currentId(), null);
  assert.equal(s.game, null, 'the session was freed by the friend game, once');
  // It is still stored, in progress, and in the list of games.
  const [listed] = white.game.games();
  assert.equal(listed.g, id);
  assert.equal(listed.state, 'playing');
  assert.equal(listed.plies, 1);
  white.game.open(id);
  assert.deepEqual(white.game.session.game.history(), ['e2e4']);
});

test('an invitation is checked before it is offered to join: one not signed by its key is refused, and so is a reconnect with other terms', async () => {
  const white = side();
  const black = side();
  await white.game.host({ rules: 'plain', color: 'white', timeout: 3600 });
  const { link } = await white.game.invite({ servers: [], direct: false });
  const invite = await decode(link);
  await black.game.take(await encode({ ...invite, timeout: 300 }));
  assert.deepEqual(black.seen.refused, ['bad-signature']);
  assert.equal(black.seen.invited.length, 0);
  await black.game.take(link);
  await black.game.join(black.seen.invited[0].packet);
  await white.game.take(await black.game.link());
  // White reconnects with another time to claim: refused before any dialog, in words.
  const again = await white.game.session.seal({ ...white.game.session.invitePacket(null), timeout: 300 });
  await black.game.take(await encode(again));
  assert.equal(black.seen.refused.at(-1), 'other-terms');
  assert.equal(black.seen.invited.length, 1);
  // The same terms: a reconnection.
  await black.game.take(await white.game.linkOf(white.game.session.invitePacket(null)));
  assert.equal(black.seen.invited.at(-1).mode, 'reconnect');
});
