// A friend who cheats and a stranger who has seen a link, against the
// game against a friend (www/js/remote/session.js) on the engine built in
// pkg/: each attack is made as a hostile app would make it (its own
// messages, signed with its own key, or with none) and must be refused
// with the honest game unchanged and nothing sent back.
//   - a move that makes a roll due without its mover's secret (Dice Rex
//     Circe's king move, dice chess's last move of a turn, Vegas Fun
//     Chess's pass): the mover would learn the roll from the honest
//     side's secret before showing its own;
//   - a take-back or a draw offered while a roll waits for its secrets;
//   - a stranger who saw a link: a move for the friend, an empty packet
//     that acknowledges everything, a second answer to the invitation;
//   - an acknowledgement of messages never sent;
//   - the rolls that follow no move (dice chess's first, and the one after
//     a roll that allowed nothing): each side's secret goes as soon as the
//     roll is due, and nothing can be offered meanwhile.
import { test, mock } from 'node:test';
import assert from 'node:assert/strict';
import { Game } from '../../js/node.js';
import { Session } from '../../www/js/remote/session.js';
import { checkPacket, VERSION } from '../../www/js/remote/messages.js';

// Seeded, as tests/js/remote.test.mjs: every run plays the same games.
let seed = 0x1f2e3d4c;
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

/** A packet as it arrives: through JSON, so that nothing is shared by reference. */
const wire = (packet) => JSON.parse(JSON.stringify(packet));
/** `packet` as `session`'s app sends it: signed by its key. */
const sealed = (session, packet) => (session.seal ? session.seal(packet) : packet);

/** A host and a guest that have exchanged the invitation and the answer, and what each owed at once. */
async function pair({ rules = 'dice-rex-circe', color = 'white' } = {}) {
  const host = await Session.host(Game, { rules, color, timeout: 300 });
  const guest = await Session.guest(Game, checkPacket(wire(await sealed(host, host.invitePacket()))));
  const out = await host.acceptJoin(checkPacket(wire(await sealed(guest, guest.joinPacket())), { g: host.id }));
  assert.equal(out.error, null);
  await settle(host, guest);
  return { host, guest, sides: { [host.me]: host, [guest.me]: guest } };
}

/** `from` sends what `to` lacks; returns what `to` made of it (null when nothing was due). */
async function deliver(from, to) {
  const p = from.packet(to.toJSON().got);
  if (!p.m.length) return null;
  const out = await to.receive(wire(await sealed(from, p)));
  assert.equal(out.error, null, out.error && `${out.error.code}: ${out.error.detail}`);
  return out;
}

async function settle(a, b) {
  for (let i = 0; i < 8; i++) {
    const x = await deliver(a, b);
    const y = await deliver(b, a);
    if (!x && !y) return;
  }
  assert.fail('the sides kept sending');
}

/** What a refused packet must leave as it was. */
function snapshot(s) {
  const d = s.toJSON();
  return {
    record: s.game.toRecord(), journal: d.journal.length, got: d.got, sent: d.sent,
    offer: s.pendingOffer(), due: s.game.rollDue() && { ...s.game.rollDue() },
  };
}

/** The play packet a hostile app makes of `messages`, numbered after what it sent (its own journal is not touched). */
function forged(hostile, messages, { ack = hostile.toJSON().got, by = hostile.me } = {}) {
  const next = hostile.toJSON().sent + 1;
  return { v: VERSION, t: 'play', g: hostile.id, by, ack, m: messages.map((m, i) => ({ s: next + i, ...m })) };
}

/** Gives `packet`, signed by `signer` (or as it is, with null), to `honest`, and checks it is refused with `code` and nothing changed or sent. */
async function refused(honest, signer, packet, code) {
  const before = snapshot(honest);
  const out = await honest.receive(wire(signer ? await sealed(signer, packet) : packet));
  assert.equal(out.error && out.error.code, code, JSON.stringify(out.error));
  assert.deepEqual(out.applied, []);
  assert.deepEqual(out.send, [], 'the honest side sent nothing, its secret least of all');
  assert.deepEqual(snapshot(honest), before);
}

/**
 * Plays quiet moves on both sides until the side `color` is to play a
 * message that makes a roll due: returns its message as `color`'s app
 * would send it (found on a copy of its session, which is then dropped).
 * `wanted(move)` picks the candidates (the king's, say).
 */
async function untilRollMessage({ host, guest, sides }, color, wanted = () => true) {
  for (let step = 0; step < 300; step++) {
    const mover = sides[host.game.turn()];
    const g = mover.game;
    assert.equal(g.result(), null, 'the game ended before a roll');
    if (mover.me === color) {
      // A pass is a move too (0000), asked for apart from `wanted`'s.
      const candidates = g.legalMoves().filter((m) => !m.pass && wanted(m)).map((m) => ({ t: 'move', uci: m.uci }));
      if (g.mayPass()) candidates.push({ t: 'move', uci: '0000' });
      for (const c of candidates) {
        const trial = new Session(Game, wire(mover.toJSON()));
        const [m] = trial.play(c.uci).messages;
        trial.free();
        if (m.reveal) return { ...c, reveal: null };
      }
    }
    const quiet = g.legalMoves().filter((m) => !m.pass && !m.capture && m.piece !== 'K');
    const pool = quiet.length ? quiet : g.legalMoves();
    mover.play(pool[step % pool.length].uci);
    await settle(host, guest);
  }
  throw new Error('no message of that side made a roll due');
}

test('a king move without its mover\'s secret is refused, and the honest side does not reveal its own', async () => {
  const game = await pair();
  const { host, guest } = game;
  const king = await untilRollMessage(game, 'white', (m) => m.piece === 'K' && !m.capture);
  assert.equal(king.t, 'move');
  await refused(guest, host, forged(host, [king]), 'secret-missing');
  // With its secret, the same move goes through and the roll is made from both secrets.
  host.play(king.uci);
  await settle(host, guest);
  assert.equal(guest.game.fairDice().rolls, 1);
  assert.equal(guest.game.toRecord(), host.game.toRecord());
});

test('dice chess: the move that ends a turn without its secret is refused; Vegas Fun Chess: a pass without it too', async () => {
  for (const rules of ['dice-chess', 'dice-chess-one-die', 'vegas-fun-chess']) {
    const game = await pair({ rules });
    const { host, guest } = game;
    const last = await untilRollMessage(game, 'white');
    await refused(guest, host, forged(host, [last]), 'secret-missing');
    if (rules === 'vegas-fun-chess') {
      // A pass by choice ends the turn just as a move does: it calls the next roll.
      const pass = await untilRollMessage(game, 'white', () => false);
      assert.equal(pass.uci, '0000');
      await refused(guest, host, forged(host, [pass]), 'secret-missing');
    }
    host.free();
    guest.free();
  }
});

test('while a roll waits for the friend\'s secret, a take-back and a draw offered by the friend are refused', async () => {
  const game = await pair();
  const { host, guest } = game;
  // The honest side (White) makes a king move, its secret with it; the friend's app
  // answers with its own, but the hostile friend keeps it and knows the roll.
  const king = await untilRollMessage(game, 'white', (m) => m.piece === 'K' && !m.capture);
  host.play(king.uci);
  await deliver(host, guest);
  const kept = guest.toJSON().journal.at(-1);
  assert.equal(kept.m.t, 'reveal', 'the friend\'s app answered with its secret');
  const withheld = new Session(Game, (() => {
    const d = wire(guest.toJSON());
    d.journal.pop();
    d.sent -= 1;
    return d;
  })());
  assert.ok(host.game.rollDue(), 'the roll waits for the friend\'s secret');
  await refused(host, withheld, forged(withheld, [{ t: 'offer', what: 'undo' }]), 'roll-due');
  await refused(host, withheld, forged(withheld, [{ t: 'offer', what: 'draw' }]), 'roll-due');
  // The honest side cannot offer either: its own secret is out.
  assert.throws(() => host.offerTo('undo'), { code: 'roll-due' });
  // The secret comes after all: the roll is made, and rolled dice are final.
  await deliver(guest, host);
  assert.equal(host.game.rollDue(), null);
  assert.throws(() => host.offerTo('undo'), { code: 'dice-final' });
  await refused(host, guest, forged(guest, [{ t: 'offer', what: 'undo' }]), 'dice-final');
});

test('a roll that follows no move: dice chess\'s first, and the one after a roll that allowed nothing; both secrets go at once and nothing can be offered meanwhile', async () => {
  // The first roll: the inviter's app reveals when the answer comes, the friend's when it hears it.
  const host = await Session.host(Game, { rules: 'dice-chess', color: 'white', timeout: 300 });
  const guest = await Session.guest(Game, checkPacket(wire(await sealed(host, host.invitePacket()))));
  await host.acceptJoin(checkPacket(wire(await sealed(guest, guest.joinPacket())), { g: host.id }));
  assert.equal(host.toJSON().journal.at(-1).m.t, 'reveal', 'the inviter revealed for the first roll');
  assert.ok(guest.game.rollDue(), 'the first roll is due on the friend\'s side too');
  // The friend withholds its secret and offers a draw instead (there is no move to take back).
  await refused(host, guest, forged(guest, [{ t: 'offer', what: 'draw' }]), 'roll-due');
  await refused(host, guest, forged(guest, [{ t: 'offer', what: 'undo' }]), 'roll-due');
  await deliver(host, guest);
  await settle(host, guest);
  assert.equal(host.game.fairDice().rolls, guest.game.fairDice().rolls);
  assert.ok(host.game.fairDice().rolls >= 1);
  host.free();
  guest.free();
  // A roll that allowed no move: the next one is due at once, with no move to carry a secret.
  // Games are played until one such roll comes (at the start only pawns and knights move).
  let found = false;
  for (let n = 0; n < 40 && !found; n++) {
    const game = await pair({ rules: 'dice-chess' });
    const record = game.host.game.toRecord();
    if (/\{forfeit /.test(record)) {
      // The roll after the forfeited one was made from both sides' secrets, each revealed at once.
      const reveals = game.host.toJSON().journal.filter((e) => e.m.t === 'reveal');
      assert.ok(reveals.length >= 4, record);
      assert.deepEqual(new Set(reveals.map((e) => e.by)), new Set(['white', 'black']));
      found = true;
    }
    game.host.free();
    game.guest.free();
  }
  assert.ok(found, 'a first roll that allowed no move, in 40 games');
});

test('a stranger who saw a link cannot move for the friend, acknowledge for it, nor answer the invitation after it', async () => {
  const { host, guest } = await pair({ rules: 'circe' });
  // The stranger saw the invitation: it has the game id and makes itself a key.
  const stranger = await Session.guest(Game, checkPacket(wire(await sealed(host, host.invitePacket()))));
  host.play('e2e4');
  await deliver(host, guest);
  // Black's next move, made by the stranger: refused; the friend's real move then goes through.
  await refused(host, stranger, forged(guest, [{ t: 'move', uci: 'h7h5', reveal: null }]), 'bad-signature');
  // A packet with no signature at all.
  await refused(host, null, { ...forged(guest, [{ t: 'move', uci: 'h7h5', reveal: null }]), sig: 'A'.repeat(86) }, 'bad-signature');
  // An empty packet that acknowledges everything, so that the friend's link would carry nothing.
  await refused(host, stranger, forged(guest, [], { ack: 1e9 }), 'bad-signature');
  assert.equal(host.packet().m.length, 1, 'the host\'s link still carries its move');
  guest.play('e7e5');
  await deliver(guest, host);
  assert.equal(host.game.toRecord(), guest.game.toRecord());
  // A second answer to the invitation, from the stranger's device, after the friend's.
  await assert.rejects(host.acceptJoin(checkPacket(wire(await sealed(stranger, stranger.joinPacket())), { g: host.id })), { code: 'taken' });
  assert.equal(host.game.toRecord(), guest.game.toRecord());
});

test('an acknowledgement of more messages than were sent is refused, even from the friend', async () => {
  const { host, guest } = await pair({ rules: 'circe' });
  host.play('e2e4');
  await deliver(host, guest);
  guest.play('e7e5');
  await refused(host, guest, { ...guest.packet(host.toJSON().got), ack: 5 }, 'bad-ack');
  assert.equal(host.toJSON().peerAck, 0);
  await deliver(guest, host);
  assert.equal(host.toJSON().peerAck, 1);
});
