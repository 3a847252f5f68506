// The checks every packet from a friend passes before any of it reaches
// the game (www/js/remote/messages.js), and the text packets travel as
// (codec.js): exact shapes, bounded sizes, the game id and the sender, a
// public key and a signature of the right shape (their values are the
// session's to check: tests/js/remote.test.mjs), and the first version's
// unsigned packets refused in words.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkPacket, checkMessage, MAX_MESSAGES, MAX_PACKET_CHARS, TIMEOUTS } from '../../www/js/remote/messages.js';
import { encode, decode, codeOf, linkTo, hasPacket, MAX_TEXT } from '../../www/js/remote/codec.js';

const G = '0123456789abcdef0123456789abcdef';
const K = 'ab'.repeat(32);
const KEY = `B${'Q'.repeat(86)}`;
const SIG = 'x'.repeat(86);
const invite = () => ({ v: 2, t: 'invite', g: G, rules: 'dice-rex-circe', fen: null, host: 'white', anchor: K, timeout: 3600, offer: null, key: KEY, sig: SIG });
const play = (m) => ({ v: 2, t: 'play', g: G, by: 'black', ack: 0, m, sig: SIG });
const move = (s, uci = 'e7e5', reveal = null) => ({ s, t: 'move', uci, reveal });

const refused = (p, code = 'bad-message', expect = undefined) => assert.throws(() => checkPacket(p, expect), (e) => e.code === code, JSON.stringify(p).slice(0, 120));

test('an invitation, an answer and a move message of the right shape pass', () => {
  assert.deepEqual(checkPacket(invite()), invite());
  const join = { v: 2, t: 'join', g: G, anchor: K, answer: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n', key: KEY, m: [], sig: SIG };
  assert.equal(checkPacket(join), join);
  const p = play([move(1), { s: 2, t: 'offer', what: 'draw' }, { s: 3, t: 'reveal', i: 4095, k: K }, { s: 4, t: 'reply', to: 7, accept: false }, { s: 5, t: 'resign' }]);
  assert.equal(checkPacket(p, { g: G, by: 'black' }), p);
  assert.equal(checkMessage(move(9, 'e7e8q/d1n', { i: 0, k: K })).uci, 'e7e8q/d1n');
  for (const t of TIMEOUTS) checkPacket({ ...invite(), timeout: t });
  // A rematch, offered once a game is over: the new game's id and the offerer's commitment.
  assert.ok(checkMessage({ s: 4, t: 'offer', what: 'rematch', g: G, anchor: K }));
  assert.ok(checkMessage({ s: 4, t: 'offer', what: 'rematch', g: G, anchor: null }));
});

test('unknown or missing fields, wrong types and values out of range are refused', () => {
  refused(null);
  refused([]);
  refused('text');
  refused({ ...invite(), extra: true });
  const { anchor: _, ...lacking } = invite();
  refused(lacking);
  refused({ ...invite(), v: 3 }, 'bad-version');
  // The first version's packets had no key and no signature: refused as such, in words.
  refused({ ...invite(), v: 1 }, 'old-version');
  // JSON that is no packet of this app is not called "another version".
  refused({ hello: 'world', v: 9 });
  refused({ ...invite(), t: 'hello' });
  refused({ ...invite(), key: 'A'.repeat(87) });
  refused({ ...invite(), sig: undefined });
  refused({ ...invite(), sig: 'x'.repeat(85) });
  refused({ ...invite(), offer: 'v=0\r\n<img src=x onerror=alert(1)>\u0000' });
  refused(play([{ s: 1, t: 'offer', what: 'rematch', g: G }]));
  refused(play([{ s: 1, t: 'offer', what: 'rematch', g: 'x', anchor: null }]));
  refused(play([{ s: 1, t: 'offer', what: 'draw', g: G, anchor: null }]));
  refused({ ...invite(), g: G.toUpperCase() });
  refused({ ...invite(), g: G.slice(1) });
  refused({ ...invite(), rules: 'Dice Rex Circe' });
  refused({ ...invite(), host: 'red' });
  refused({ ...invite(), anchor: K.slice(2) });
  refused({ ...invite(), timeout: 61 });
  refused({ ...invite(), fen: 'x'.repeat(201) });
  refused({ ...invite(), offer: 'not an offer' });
  refused({ ...invite(), offer: `v=0${'a'.repeat(8000)}` });
  refused(play([move(0)]));
  refused(play([move(1.5)]));
  refused(play([move(1, 'e7e9')]));
  refused(play([move(1, '<img src=x>')]));
  refused(play([move(1, 'e7e5', { i: 4096, k: K })]));
  refused(play([move(1, 'e7e5', { i: 0, k: K, more: 1 })]));
  refused(play([{ s: 1, t: 'reveal', i: -1, k: K }]));
  refused(play([{ s: 1, t: 'offer', what: 'surrender' }]));
  refused(play([{ s: 1, t: 'reply', to: 1, accept: 'yes' }]));
  refused(play([{ s: 1, t: 'resign', why: 'tired' }]));
  refused(play([{ s: 1, t: 'shout' }]));
  refused({ ...play([]), ack: -1 });
});

test('messages in a packet follow each other, are few enough, and come from the expected side of the expected game', () => {
  refused(play([move(1), move(3)]));
  refused(play([move(2), move(1)]));
  refused(play(Array.from({ length: MAX_MESSAGES + 1 }, (_, i) => move(i + 1))));
  assert.ok(checkPacket(play(Array.from({ length: MAX_MESSAGES }, (_, i) => move(i + 1)))));
  refused(play([move(1)]), 'other-game', { g: 'f'.repeat(32), by: 'black' });
  refused(play([move(1)]), 'bad-message', { g: G, by: 'white' });
});

test('text and links: packets go through compression and back; cut, foreign and oversized text is refused', async () => {
  const p = play([move(1, 'e7e5', { i: 0, k: K })]);
  const code = await encode(p);
  assert.match(code, /^[A-Za-z0-9_-]+$/);
  const link = linkTo('https://example.org/drc/index.html?lang=fr#old', code);
  assert.equal(link, `https://example.org/drc/index.html#drc=${code}`);
  assert.ok(hasPacket(new URL(link).hash));
  assert.equal(hasPacket('#other'), false);
  assert.equal(codeOf(`  Here is my move: ${link} \n`), code);
  assert.deepEqual(await decode(link), p);
  assert.deepEqual(await decode(code), p);
  await assert.rejects(decode(''), { code: 'bad-message' });
  await assert.rejects(decode('#drc=%%%'), { code: 'bad-message' });
  await assert.rejects(decode(code.slice(0, -4)), { code: 'bad-message' });
  await assert.rejects(decode('x'.repeat(MAX_TEXT + 1)), { code: 'too-long' });
  // A small text that would unpack into a large one stops at the limit.
  const bomb = await encode({ pad: ' '.repeat(MAX_PACKET_CHARS * 8) });
  assert.ok(bomb.length < 2000, `${bomb.length}`);
  await assert.rejects(decode(bomb), { code: 'too-long' });
  // Text that is JSON but not an object of this app passes decoding and fails the check.
  refused(await decode(await encode([1, 2, 3])));
});

test('every code a refusal of the friend game can carry has words in every language', async () => {
  const { readFileSync, readdirSync } = await import('node:fs');
  const dir = new URL('../../www/js/remote/', import.meta.url);
  const codes = new Set();
  for (const file of readdirSync(dir)) {
    const text = readFileSync(new URL(file, dir), 'utf8');
    // new RemoteError('code' …), a code chosen between two ('a' : 'b'), and an engine error refused with a code.
    for (const m of text.matchAll(/RemoteError\((?:[^'()]*\? )?'([a-z-]+)'(?: : '([a-z-]+)')?/g)) for (const c of m.slice(1)) if (c) codes.add(c);
    for (const m of text.matchAll(/refused\(err, '([a-z-]+)'\)/g)) codes.add(m[1]);
  }
  for (const c of ['unknown-game', 'illegal-move', 'bad-reveal', 'bad-signature', 'secret-missing', 'roll-due']) assert.ok(codes.has(c), c);
  const tables = await Promise.all(['en', 'fr', 'ca'].map((l) => import(`../../www/js/lang/${l}.js`)));
  for (const { default: table } of tables) {
    for (const code of codes) assert.equal(typeof table.friend.errors[code], 'string', `${code} in ${table.friend.title}`);
  }
});
