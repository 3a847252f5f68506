// Hostile messages against the game against a friend (www/js/remote/session.js),
// seeded: thousands of random and mutated packets, made from the genuine
// packets of real games (Dice Rex Circe, dice chess, Vegas Fun Chess,
// Circe), given to the honest side as they come:
//   - by a stranger: random or mutated packets, unsigned or signed with a
//     key of the stranger's; every one must be refused;
//   - by the friend's own app turned hostile: mutated packets signed with
//     the friend's key, each tried on a copy of the honest session; a
//     refused one must leave the copy as the honest game is, and an
//     accepted one must leave a journal that replays into the same game.
// No packet may throw, and every refusal has a code the app puts in words.
// FUZZ_SEED=n runs another seed; the counts are printed.
import { test, mock } from 'node:test';
import assert from 'node:assert/strict';
import { Game } from '../../js/node.js';
import { Session } from '../../www/js/remote/session.js';
import { checkPacket } from '../../www/js/remote/messages.js';
import en from '../../www/js/lang/en.js';

const SEED = Number(process.env.FUZZ_SEED || 20261206);

/** mulberry32: the fuzzer's own choices. */
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rand = prng(SEED);
const int = (n) => Math.floor(rand() * n);
const pick = (list) => list[int(list.length)];

// The players' secrets and keys' randomness, seeded too: every run of one seed plays the same games.
const bytes = prng(SEED ^ 0x9e3779b9);
mock.method(globalThis.crypto, 'getRandomValues', (array) => {
  const view = new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
  for (let i = 0; i < view.length; i++) view[i] = Math.floor(bytes() * 256);
  return array;
});

const wire = (p) => JSON.parse(JSON.stringify(p));
const hex = (n) => Array.from({ length: n }, () => '0123456789abcdef'[int(16)]).join('');
const SQUARES = Array.from({ length: 64 }, (_, i) => 'abcdefgh'[i % 8] + (1 + Math.floor(i / 8)));
const ODD = [null, 0, -1, 1, 2, 1e9, 1e15, 1.5, NaN, '', 'x', '<img src=x onerror=alert(1)>', 'e2e4', [], {}, [1], true, false,
  'a'.repeat(5000), '0'.repeat(64), 'white', 'black', 'play', 'move', 'reveal', 'rematch'];
const KINDS = ['move', 'pass', 'reveal', 'offer', 'reply', 'resign', 'claim', 'shout'];

/** A value of any kind, odd ones often. */
function anyValue(honest) {
  switch (int(6)) {
    case 0: return pick(ODD);
    case 1: return hex(pick([32, 64, 63, 65]));
    case 2: return int(50) - 5;
    case 3: return pick(SQUARES) + pick(SQUARES);
    case 4: return honest.game.legalMoves().length ? pick(honest.game.legalMoves()).uci : 'e2e4';
    default: return { s: int(5), t: pick(KINDS) };
  }
}

/** One message changed as a hostile app would: its number, kind, move, secret, offer or fields. */
function mutateMessage(m, honest) {
  const x = structuredClone(m);
  switch (int(12)) {
    case 0: x.s += pick([-1, 1, 2, -100, 1e6]); break;
    case 1: x.t = pick(KINDS); break;
    case 2: x.uci = anyValue(honest); break;
    case 3: x.uci = honest.game.legalMoves().length ? pick(honest.game.legalMoves()).uci : pick(SQUARES) + pick(SQUARES); x.reveal ??= null; x.t = 'move'; break;
    case 4: if (x.reveal) x.reveal = null; else x.reveal = { i: int(3), k: hex(64) }; break;
    case 5: if (x.reveal && typeof x.reveal.k === 'string') x.reveal.k = x.reveal.k.replace(/^./, (c) => (c === '0' ? '1' : '0')); else x.k = hex(64); break;
    case 6: if (x.reveal && typeof x.reveal === 'object') x.reveal.i = Number(x.reveal.i) + 1; else x.i = (x.i ?? 0) + pick([1, -1]); break;
    case 7: Object.assign(x, { t: 'offer', what: pick(['draw', 'undo', 'rematch', 'peace']) }); delete x.uci; delete x.reveal; break;
    case 8: Object.assign(x, { t: 'reply', to: int(6), accept: rand() < 0.7 }); delete x.uci; delete x.reveal; break;
    case 9: Object.assign(x, { t: 'offer', what: 'rematch', g: pick([hex(32), honest.id]), anchor: pick([null, hex(64)]) }); delete x.uci; delete x.reveal; break;
    case 10: x[pick(['extra', 'uci', 'reveal', 'what', 's'])] = anyValue(honest); break;
    default: delete x[pick(Object.keys(x))];
  }
  return x;
}

/** A packet changed: its fields, or its messages (dropped, doubled, reordered, changed, added). */
function mutatePacket(p, honest) {
  const x = structuredClone(p);
  const times = 1 + int(3);
  for (let n = 0; n < times; n++) {
    switch (int(10)) {
      case 0: x[pick(['v', 't', 'g', 'by', 'ack', 'm', 'extra'])] = anyValue(honest); break;
      case 1: delete x[pick(Object.keys(x))]; break;
      case 2: x.ack = pick([x.ack + 1, x.ack + 50, 1e9, -1, 0]); break;
      case 3: if (Array.isArray(x.m) && x.m.length) x.m.splice(int(x.m.length), 1); break;
      case 4: if (Array.isArray(x.m) && x.m.length) x.m.push(structuredClone(x.m[x.m.length - 1])); break;
      case 5: if (Array.isArray(x.m) && x.m.length > 1) x.m.reverse(); break;
      case 6: if (Array.isArray(x.m)) x.m.push({ s: (x.m.at(-1)?.s ?? honest.toJSON().got) + 1, t: pick(KINDS), uci: anyValue(honest), reveal: null }); break;
      default:
        if (Array.isArray(x.m) && x.m.length) {
          const i = int(x.m.length);
          x.m[i] = mutateMessage(x.m[i], honest);
        } else if (Array.isArray(x.m)) {
          x.m.push(mutateMessage({ s: honest.toJSON().got + 1, t: 'move', uci: anyValue(honest), reveal: null }, honest));
        }
    }
  }
  return x;
}

/** A packet from nothing: a random shape, sometimes close to a real one. */
function randomPacket(honest, friend) {
  if (rand() < 0.3) return pick(ODD);
  const p = { v: pick([1, 2, 2, 2, 3]), t: pick(['play', 'play', 'join', 'invite', 'hello']), g: rand() < 0.8 ? honest.id : hex(32), by: pick(['white', 'black', friend.me]), ack: int(8), m: [] };
  const n = int(4);
  for (let i = 0; i < n; i++) p.m.push(mutateMessage({ s: honest.toJSON().got + 1 + i, t: 'move', uci: anyValue(honest), reveal: null }, honest));
  if (rand() < 0.5) p.sig = pick(['', 'x'.repeat(86), hex(86)]);
  return p;
}

/** What a refused packet must leave as it was. */
function snapshot(s) {
  const d = s.toJSON();
  return JSON.stringify({
    record: s.game.toRecord(), journal: d.journal.length, got: d.got, sent: d.sent,
    offer: s.pendingOffer(), rematch: s.agreedRematch(), due: s.game.rollDue(), result: s.game.result(),
  });
}

/** The counts the test prints. */
const counts = { stranger: 0, friend: 0, accepted: 0, refused: 0, codes: {} };

/** `packet` to `target`: it must resolve, never throw; a refusal must have a code with words. */
async function give(target, packet) {
  let out;
  try {
    out = await target.receive(wire(packet));
  } catch (err) {
    assert.fail(`receive threw ${err && err.stack}: ${JSON.stringify(packet).slice(0, 300)}`);
  }
  if (out.error) {
    counts.refused += 1;
    counts.codes[out.error.code] = (counts.codes[out.error.code] || 0) + 1;
    assert.equal(typeof en.friend.errors[out.error.code], 'string', `no words for ${out.error.code}`);
  }
  return out;
}

/** A stranger's packet to the honest side: refused, nothing changed, nothing sent. */
async function fromStranger(honest, friend, stranger, genuine) {
  counts.stranger += 1;
  let packet = rand() < 0.5 ? mutatePacket(genuine, honest) : randomPacket(honest, friend);
  // The friend's packet passed on unchanged is the friend's (anyone may carry it): a changed one is the attack.
  while (JSON.stringify(packet) === JSON.stringify(genuine)) packet = mutatePacket(genuine, honest);
  // Signed by the stranger (as it would sign), or left as made.
  if (packet && typeof packet === 'object' && !Array.isArray(packet) && rand() < 0.7) packet = await stranger.seal(packet);
  // Now and then the genuine packet itself, re-signed by the stranger.
  if (rand() < 0.1) packet = await stranger.seal({ ...genuine, sig: undefined });
  const before = snapshot(honest);
  const out = await give(honest, packet);
  assert.ok(out.error, `a stranger's packet was taken: ${JSON.stringify(packet).slice(0, 300)}`);
  assert.deepEqual(out.applied, []);
  assert.deepEqual(out.send, []);
  assert.equal(snapshot(honest), before, 'a refused packet changed the honest game');
}

/** The friend's app turned hostile: a mutated packet signed with the friend's key, on a copy of the honest session. */
async function fromHostileFriend(honest, friend, genuine) {
  counts.friend += 1;
  const copy = new Session(Game, wire(honest.toJSON()));
  const before = snapshot(copy);
  assert.equal(before, snapshot(honest));
  let mutated = mutatePacket(genuine, honest);
  while (JSON.stringify(mutated) === JSON.stringify(genuine)) mutated = mutatePacket(genuine, honest);
  const packet = mutated && typeof mutated === 'object' && !Array.isArray(mutated) ? await friend.seal(mutated) : mutated;
  const out = await give(copy, packet);
  if (out.applied.length === 0) {
    assert.ok(out.error || (Array.isArray(packet.m) && packet.m.length === 0), `nothing applied and no error: ${JSON.stringify(packet).slice(0, 300)}`);
    assert.equal(snapshot(copy), before, `a refused packet changed the game: ${JSON.stringify(packet).slice(0, 300)}`);
  } else {
    counts.accepted += 1;
    // What was taken is a game the engine plays: its journal replays into the same game.
    const again = new Session(Game, wire(copy.toJSON()));
    assert.equal(again.game.toRecord(), copy.game.toRecord());
    again.free();
  }
  copy.free();
}

/** One game of `rules` between an honest side and its friend, with hostile packets before each genuine one. */
async function fuzzGame(rules, friendColor, perPacket) {
  const host = await Session.host(Game, { rules, color: friendColor, timeout: 300 });
  const guest = await Session.guest(Game, checkPacket(wire(await host.seal(host.invitePacket()))));
  const out = await host.acceptJoin(checkPacket(wire(await guest.seal(guest.joinPacket())), { g: host.id }));
  assert.equal(out.error, null);
  const [friend, honest] = [host, guest];
  const stranger = await Session.guest(Game, checkPacket(wire(await host.seal(host.invitePacket()))));
  const sides = { [friend.me]: friend, [honest.me]: honest };
  const deliver = async (from, to, hostile) => {
    const p = from.packet(to.toJSON().got);
    if (!p.m.length) return false;
    const genuine = await from.seal(p);
    if (hostile) {
      for (let i = 0; i < perPacket; i++) {
        if (rand() < 0.4) await fromStranger(to, from, stranger, genuine);
        else await fromHostileFriend(to, from, genuine);
      }
    }
    const taken = await to.receive(wire(genuine));
    assert.equal(taken.error, null, taken.error && `${taken.error.code}: ${taken.error.detail}`);
    return true;
  };
  const exchange = async () => {
    for (let i = 0; i < 6; i++) {
      const a = await deliver(friend, honest, true);
      const b = await deliver(honest, friend, false);
      if (!a && !b) break;
    }
  };
  for (let step = 0; step < 60 && friend.game.result() === null; step++) {
    await exchange();
    const mover = sides[friend.game.turn()];
    const g = mover.game;
    if (g.result() !== null) break;
    const all = g.legalMoves().filter((m) => !m.pass);
    if (g.mayPass() && rand() < 0.3) {
      mover.play('0000');
      continue;
    }
    if (!all.length) break;
    const quiet = all.filter((m) => !m.capture);
    const king = quiet.find((m) => m.piece === 'K');
    mover.play((king && rand() < 0.5 ? king : pick(quiet.length ? quiet : all)).uci);
  }
  await exchange();
  assert.equal(honest.game.toRecord(), friend.game.toRecord(), 'the honest game went on as the genuine packets said');
  for (const s of [host, guest, stranger]) s.free();
}

test(`thousands of hostile packets (seed ${SEED}): a stranger's are all refused, and no refused packet changes the honest game`, async () => {
  const games = [['dice-rex-circe', 'white'], ['dice-rex-circe', 'black'], ['dice-chess', 'white'], ['vegas-fun-chess', 'black'], ['circe', 'white']];
  for (const [rules, color] of games) await fuzzGame(rules, color, 25);
  console.log(`seed ${SEED}: ${counts.stranger} stranger's packets, ${counts.friend} hostile friend's; ${counts.refused} refused, ${counts.accepted} taken (legal); codes ${JSON.stringify(counts.codes)}`);
  assert.ok(counts.stranger + counts.friend >= 3000, `${counts.stranger + counts.friend} packets`);
  assert.ok(counts.stranger >= 1000);
  // The mutations reach the session's own checks, not only the shape's and the signature's.
  for (const code of ['bad-signature', 'bad-message', 'out-of-order', 'illegal-move', 'bad-reveal', 'not-your-turn', 'replayed']) {
    assert.ok(counts.codes[code] > 0, `no packet was refused as ${code}`);
  }
});
