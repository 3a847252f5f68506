// A game against a friend on another device: the engine's game, both
// players' commitments and public keys, this side's chain of secrets and
// key pair, and the journal of every message applied, by either side, in
// order. The journal is the game: replaying it rebuilds the position, the
// dice and the offers, so a closed tab or a dropped connection loses
// nothing. Every incoming packet is checked (messages.js for its shape;
// here its signature by the friend's key, its numbers, its turn, its
// legality and its secret, by the engine) and a refused one changes
// nothing. Transport-free: peer.js and links carry the packets.
//
// The dice (docs/fair-dice.md): a message that plays on the board (a move,
// a pass) and makes a roll due carries its sender's secret for that roll,
// or it is refused; the other side's app then reveals its own. A roll that
// follows no move (dice chess's first, or the one after a roll that
// allowed no move) is revealed by both sides as soon as it is due. While a
// roll waits for its secrets nothing can be offered (a take-back, a draw),
// and no take-back ever goes back past a roll.

import { checkPacket, RemoteError, VERSION } from './messages.js';
import { newKeys, publicKey, seal, signedBy } from './signing.js';
import { rollFloor } from '../takeback.js';
import { DEFAULT_RULES } from '../default-rules.js';

const COLORS = ['white', 'black'];
const other = (c) => (c === 'white' ? 'black' : 'white');

/** `n` random bytes as hexadecimal text (the browser's cryptographic source). */
export function randomHex(n) {
  const bytes = crypto.getRandomValues(new Uint8Array(n));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

// Each engine's table of rule sets, read once (building it takes milliseconds, and every stored game asks).
const ruleTables = new WeakMap();

/** Whether the named rule set rolls dice (then the players commit to chains). */
export function rulesHaveDice(Game, rules) {
  if (!ruleTables.has(Game)) ruleTables.set(Game, Game.ruleSets());
  const set = ruleTables.get(Game).find((r) => r.name === rules);
  if (!set) throw new RemoteError('unknown-rules', `unknown rule set '${rules}'`);
  return set.facts.diceCount > 0;
}

/** An engine error as a refusal of the peer's message, keeping its code. */
function refused(err, code) {
  if (err instanceof RemoteError) return err;
  const e = new RemoteError(code, err && err.message ? err.message : String(err));
  e.engineCode = err && err.code;
  return e;
}

/** A copy of an engine result ({ winner, reason }), or null. */
function resultOf(game) {
  const r = game.result();
  return r ? { winner: r.winner, reason: r.reason } : null;
}

export class Session {
  /**
   * `Game` is the engine's class; `data` a session as `toJSON()` gave it
   * (or as `host` and `guest` make it). Rebuilds the game from the journal.
   * Stored data is checked first by saved.js (FriendGame does).
   */
  constructor(Game, data) {
    this.Game = Game;
    this.data = data;
    this.rebuild();
  }

  /**
   * A new game to offer: this side plays `color` under `rules`. `keys`
   * (this side's key pair) and `peerKey` (the friend's public key) are
   * given for a rematch, whose players are known; `from` is then the
   * game it follows.
   */
  static async host(Game, { rules = DEFAULT_RULES, fen = null, color = 'white', timeout = 3600, keys = null, peerKey = null, from = null } = {}) {
    const dice = rulesHaveDice(Game, rules);
    const seed = dice ? randomHex(32) : null;
    const anchors = { white: null, black: null };
    if (dice) anchors[color] = Game.chainAnchor(seed);
    return new Session(Game, {
      v: VERSION, g: randomHex(16), rules, fen, me: color, host: true, seed, anchors, timeout,
      journal: [], sent: 0, got: 0, peerAck: 0, created: Date.now(), keys: keys || await newKeys(), peerKey,
      ...(from ? { from } : {}),
    });
  }

  /** This side's session for an invitation (a checked invite packet): its signature is checked by the key it carries. */
  static async guest(Game, invite) {
    if (!(await signedBy(invite.key, invite))) throw new RemoteError('bad-signature', 'the invitation is not signed by the key it carries');
    return Session.joining(Game, invite, await newKeys());
  }

  /**
   * This side's session for the terms of an invitation (`invite`: g, rules,
   * fen, host, anchor, timeout, key), signed with `keys`; `from` is the game
   * a rematch follows.
   */
  static joining(Game, invite, keys, from = null) {
    const dice = rulesHaveDice(Game, invite.rules);
    if (dice !== (invite.anchor !== null)) {
      throw new RemoteError('bad-message', dice ? 'the invitation lacks its commitment' : 'the invitation commits to dice that its rules do not roll');
    }
    const me = other(invite.host);
    const seed = dice ? randomHex(32) : null;
    const anchors = { white: null, black: null };
    if (dice) {
      anchors[invite.host] = invite.anchor;
      anchors[me] = Game.chainAnchor(seed);
    }
    return new Session(Game, {
      v: VERSION, g: invite.g, rules: invite.rules, fen: invite.fen, me, host: false, seed, anchors,
      timeout: invite.timeout, journal: [], sent: 0, got: 0, peerAck: 0, created: Date.now(), keys, peerKey: invite.key,
      ...(from ? { from } : {}),
    });
  }

  get id() { return this.data.g; }
  get me() { return this.data.me; }
  get peer() { return other(this.data.me); }
  get dice() { return this.data.seed !== null; }
  /** Both commitments are known (always, for rules without dice, once joined). */
  get started() { return !this.dice || COLORS.every((c) => this.data.anchors[c] !== null); }
  get joined() { return this.data.joined === true || !this.data.host; }
  /** This side's public key, as the invitation and the answer carry it (null for a game stored before keys, until it has one). */
  get publicKey() { return this.data.keys ? publicKey(this.data.keys) : null; }
  /** The colour of the side that made the invitation. */
  get inviter() { return this.data.host ? this.me : this.peer; }

  /** The data to store: the session as it stands, with its result and length for the list of games. */
  toJSON() {
    if (this.game) {
      this.data.result = resultOf(this.game);
      this.data.plies = this.game.history().length;
    }
    return this.data;
  }

  /** The invitation: the game, this side's colour, commitment and key, and a WebRTC offer (or null for links only). Unsigned: see seal(). */
  invitePacket(offer = null) {
    const d = this.data;
    return {
      v: VERSION, t: 'invite', g: d.g, rules: d.rules, fen: d.fen, host: d.me, anchor: d.anchors[d.me], timeout: d.timeout, offer, key: this.publicKey,
    };
  }

  /** The answer to an invitation: this side's commitment and key, a WebRTC answer (or null) and this side's first messages. Unsigned. */
  joinPacket(answer = null) {
    return { v: VERSION, t: 'join', g: this.data.g, anchor: this.data.anchors[this.data.me], answer, key: this.publicKey, m: this.packet(0).m };
  }

  /** A play packet with this side's messages numbered above `after` (by default, those the friend has not acknowledged). Unsigned. */
  packet(after = this.data.peerAck) {
    const mine = this.data.journal.filter((e) => e.by === this.me && e.m.s > after).map((e) => e.m);
    return { v: VERSION, t: 'play', g: this.data.g, by: this.me, ack: this.data.got, m: mine };
  }

  /** `packet` signed by this side's key (a game stored before keys gets its pair now). */
  async seal(packet) {
    if (!this.data.keys) this.data.keys = await newKeys();
    return seal(this.data.keys, packet.key === null ? { ...packet, key: this.publicKey } : packet);
  }

  /**
   * Checks a reconnect invitation of this game (a checked invite packet):
   * made by the friend's device (signed by the friend's key), for the same
   * game on the same terms. A game stored before messages were signed has
   * no key of the friend's: the invitation's own is then the one to trust
   * (`trustKey`), as a new game trusts its first answer. Throws a
   * RemoteError otherwise; resolves to whether the key is new.
   */
  async checkReconnect(invite) {
    const d = this.data;
    if (invite.g !== d.g) throw new RemoteError('other-game', 'the invitation belongs to another game');
    if (invite.host !== this.peer) throw new RemoteError('bad-message', 'the invitation claims your own colour');
    const unkeyed = d.peerKey === null && d.legacy === true;
    if (!unkeyed && invite.key !== d.peerKey) throw new RemoteError('bad-signature', 'the invitation does not come from your friend\'s device');
    if (!(await signedBy(invite.key, invite))) throw new RemoteError('bad-signature', 'the invitation is not signed by its key');
    const terms = [['rules', invite.rules, d.rules], ['position', invite.fen, d.fen], ['time to claim', invite.timeout, d.timeout]];
    for (const [what, theirs, ours] of terms) {
      if (theirs !== ours) throw new RemoteError('other-terms', `its ${what} differs from the game stored here`);
    }
    if (this.dice && invite.anchor !== d.anchors[invite.host]) {
      throw new RemoteError('bad-message', 'the invitation commits to other secrets than before');
    }
    return unkeyed;
  }

  /** A game stored before messages were signed takes the friend's key from a checked reconnect invitation. */
  trustKey(key) {
    if (this.data.peerKey === null && this.data.legacy === true) this.data.peerKey = key;
  }

  /**
   * Takes the friend's answer (a checked join packet): the game starts.
   * The answer must be signed by the key it carries, which must be the
   * friend's when it is known (a reconnection, a rematch): the first
   * answer to an invitation fixes the friend's key, and no other device
   * can answer after it. Returns what `receive` returns for the messages
   * that came with it.
   */
  async acceptJoin(join) {
    const d0 = this.data;
    if (join.g !== d0.g) throw new RemoteError('other-game', 'the answer belongs to another game');
    if (!(await signedBy(join.key, join))) throw new RemoteError('bad-signature', 'the answer is not signed by its key');
    const d = this.data;
    const adopt = d.peerKey === null;
    if (!adopt && join.key !== d.peerKey) {
      throw d.joined ? new RemoteError('taken') : new RemoteError('bad-signature', 'the answer does not come from your friend\'s device');
    }
    if (adopt && d.joined && d.legacy !== true) throw new RemoteError('taken');
    if (this.dice) {
      if (join.anchor === null || join.anchor === d.anchors[d.me]) throw new RemoteError('bad-message', 'the answer lacks a commitment');
      if (d.anchors[this.peer] !== null && d.anchors[this.peer] !== join.anchor) {
        throw new RemoteError('bad-message', 'the answer commits to other secrets than before');
      }
    } else if (join.anchor !== null) {
      throw new RemoteError('bad-message', 'the answer commits to dice that the rules do not roll');
    }
    if (adopt) d.peerKey = join.key;
    if (this.dice && d.anchors[this.peer] === null) {
      d.anchors[this.peer] = join.anchor;
      this.rebuild();
    }
    d.joined = true;
    const out = this.take({ v: VERSION, t: 'play', g: d.g, by: this.peer, ack: 0, m: join.m });
    if (out.error && out.error.code === 'replayed') out.error = null;
    out.send.push(...this.revealIfDue());
    return out;
  }

  /**
   * Takes the stored data of this game when its journal is longer than
   * this one's (another tab of the same browser moved the game on).
   * Returns whether it did.
   */
  adopt(data) {
    if (!data || data.g !== this.data.g || !Array.isArray(data.journal) || data.journal.length <= this.data.journal.length) return false;
    const mine = this.data;
    this.data = data;
    try {
      this.rebuild();
    } catch {
      this.data = mine;
      this.rebuild();
      return false;
    }
    return true;
  }

  /** Replays the journal on a fresh game. */
  rebuild() {
    const d = this.data;
    if (this.game) this.game.free();
    this.game = null;
    const options = { rules: d.rules };
    if (d.fen) options.fen = d.fen;
    try {
      this.game = new this.Game(options);
      if (this.dice && this.started) this.game.shareDice(d.g, d.anchors.white, d.anchors.black);
    } catch (err) {
      throw refused(err, 'bad-message');
    }
    this.offer = null;
    this.rematch = null;
    for (const e of d.journal) this.apply(e.by, e.m);
  }

  /** The offer (draw, undo or rematch) waiting for an answer: { by, s, what } (a rematch's also { g, anchor }), or null. */
  pendingOffer() { return this.offer; }

  /** The rematch both sides agreed to ({ g, by, anchor }: its game, who offered it, the offerer's commitment), or null. */
  agreedRematch() { return this.rematch; }

  /** This side's secret number `i`. */
  secret(i) { return this.Game.chainSecret(this.data.seed, i); }

  /**
   * Applies message `m` of side `by` to the game, or throws a RemoteError
   * with the game unchanged. The one path for both sides' messages, live
   * and on replay.
   */
  apply(by, m) {
    switch (m.t) {
      case 'move':
      case 'pass':
        return this.applyPlay(by, m);
      case 'reveal':
        try {
          this.game.reveal(by, m.i, m.k);
        } catch (err) {
          throw refused(err, 'bad-reveal');
        }
        this.settle();
        return null;
      case 'offer':
        this.applyOffer(by, m);
        return null;
      case 'reply':
        this.applyReply(by, m);
        return null;
      case 'resign':
        try {
          this.game.resign(by);
        } catch (err) {
          throw refused(err, 'game-over');
        }
        this.offer = null;
        return null;
      case 'claim':
        try {
          this.game.claimWithheld(by);
        } catch (err) {
          throw refused(err, 'bad-claim');
        }
        this.offer = null;
        return null;
      default:
        throw new RemoteError('bad-message', 'a message is of an unknown kind');
    }
  }

  /**
   * A message that plays on the board: a move (a pass among them, `0000`,
   * which the engine refuses where none is allowed).
   * One that makes a roll due carries its sender's secret for that roll:
   * this side's is added here; the friend's must come with it, or the
   * message is refused (else the friend would learn the roll from this
   * side's secret before showing its own, and could then try to undo the
   * move that called for it).
   */
  applyPlay(by, m) {
    const g = this.game;
    if (g.result() !== null) throw new RemoteError('game-over', 'the game is over');
    if (g.turn() !== by) throw new RemoteError('not-your-turn', `it is ${g.turn()}'s turn`);
    if (this.offer && this.offer.by === by) throw new RemoteError('offer-pending', 'a move while one\'s own offer waits');
    let move;
    try {
      // A pass is a move (`0000`); a journal stored before it was one says 'pass'.
      move = g.apply(m.t === 'pass' ? '0000' : m.uci);
    } catch (err) {
      throw refused(err, 'illegal-move');
    }
    try {
      if (m.reveal) g.reveal(by, m.reveal.i, m.reveal.k);
      else this.secretOf(by, m);
    } catch (err) {
      g.undo();
      throw refused(err, 'bad-reveal');
    }
    if (this.offer) this.offer = null;
    this.settle();
    return move;
  }

  /** After `by`'s message `m` that carries no secret: if it made a roll due, this side's secret is added, and the friend's message is refused. */
  secretOf(by, m) {
    const due = this.dice ? this.game.rollDue() : null;
    if (!due || due[by]) return;
    if (by !== this.me) throw new RemoteError('secret-missing');
    m.reveal = { i: due.index, k: this.secret(due.index) };
    this.game.reveal(by, m.reveal.i, m.reveal.k);
  }

  /** Why a take-back cannot be offered or accepted now, as a RemoteError, or null. */
  undoBlocked() {
    const g = this.game;
    if (g.history().length === 0) return new RemoteError('bad-message', 'there is no move to take back');
    // A roll waits for its secrets: someone may already know it (docs/fair-dice.md).
    if (this.dice && g.rollDue()) return new RemoteError('roll-due');
    // Rolled dice are final (RULES §5.7): never back past the last roll, even with consent.
    if (g.history().length <= rollFloor(g.turns(), g.ruleFacts().rollFirst)) {
      return new RemoteError('dice-final', 'the move that rolled the dice cannot be taken back');
    }
    return null;
  }

  applyOffer(by, m) {
    const g = this.game;
    const over = g.result() !== null;
    if (this.offer) throw new RemoteError('offer-pending', 'an offer already waits for an answer');
    if (m.what === 'rematch') {
      if (!over) throw new RemoteError('bad-message', 'a rematch is offered once the game is over');
      if (this.rematch) throw new RemoteError('bad-message', 'a rematch was already agreed');
      if (m.g === this.data.g) throw new RemoteError('bad-message', 'a rematch is a new game');
      if ((m.anchor !== null) !== this.dice) throw new RemoteError('bad-message', 'the rematch\'s commitment does not match its rules');
      this.offer = { by, s: m.s, what: m.what, g: m.g, anchor: m.anchor };
      return;
    }
    if (over) throw new RemoteError('game-over', 'the game is over');
    if (this.dice && g.rollDue()) throw new RemoteError('roll-due');
    if (m.what === 'undo') {
      const blocked = this.undoBlocked();
      if (blocked) throw blocked;
    }
    this.offer = { by, s: m.s, what: m.what };
  }

  applyReply(by, m) {
    const o = this.offer;
    if (!o || o.by === by || o.s !== m.to) throw new RemoteError('bad-message', 'the reply answers no offer');
    if (m.accept && o.what === 'undo') {
      const blocked = this.undoBlocked();
      if (blocked) throw blocked;
    }
    if (m.accept && o.what === 'draw') {
      try {
        this.game.agreeDraw();
      } catch (err) {
        throw refused(err, 'game-over');
      }
    }
    this.offer = null;
    if (m.accept && o.what === 'undo') this.game.undo();
    if (m.accept && o.what === 'rematch') this.rematch = { g: o.g, by: o.by, anchor: o.anchor };
    this.settle();
  }

  /** A roll the game remembers from before an undo is rolled again at once; nothing else rolls here. */
  settle() {
    const g = this.game;
    if (g.phase() === 'roll' && g.rollDue() === null && this.dice) g.roll();
  }

  /** Applies this side's message `m` (without its number) and journals it; returns it numbered. */
  local(m) {
    if (!this.started || !this.joined) throw new RemoteError('not-started', 'the friend has not joined yet');
    const numbered = { s: this.data.sent + 1, ...m };
    const result = this.apply(this.me, numbered);
    this.data.sent += 1;
    this.data.journal.push({ by: this.me, m: numbered, at: Date.now() });
    return { message: numbered, result };
  }

  /**
   * This side's secrets for the rolls due, as messages, if it owes one. A
   * roll is due only once the move that calls for it was made (and that
   * move carried its mover's secret), so no choice is left that the secret
   * could inform; a roll that allowed no move (dice chess) makes the next
   * one due at once, whose secret goes in the same breath.
   */
  revealIfDue() {
    const out = [];
    if (!this.dice || !this.started || !this.joined) return out;
    for (let i = 0; i < 8; i++) {
      const due = this.game.rollDue();
      if (!due || due[this.me]) break;
      out.push(this.local({ t: 'reveal', i: due.index, k: this.secret(due.index) }).message);
    }
    return out;
  }

  /**
   * Plays this side's move (UCI or SAN); the engine refuses an illegal one.
   * A move that makes a roll due carries this side's secret for it.
   * Returns { move, messages } (the messages to send).
   */
  play(text) {
    const g = this.game;
    if (g.turn() !== this.me) throw new RemoteError('not-your-turn', `it is ${g.turn()}'s turn`);
    const uci = g.moveInfo(text).uci;
    const { message, result } = this.local({ t: 'move', uci, reveal: null });
    return { move: result, messages: [message] };
  }

  /** Offers a draw or a take-back (`what`), or a rematch (`what` 'rematch', with `terms` { g, anchor } of the new game). */
  offerTo(what, terms = {}) {
    const m = what === 'rematch' ? { t: 'offer', what, g: terms.g, anchor: terms.anchor } : { t: 'offer', what };
    return [this.local(m).message];
  }

  reply(accept) {
    const o = this.offer;
    if (!o || o.by === this.me) throw new RemoteError('bad-message', 'there is no offer to answer');
    return [this.local({ t: 'reply', to: o.s, accept }).message, ...this.revealIfDue()];
  }

  resign() { return [this.local({ t: 'resign' }).message]; }

  /** When this side's secret for the roll due went out while the friend's has not come: ms since then, else null. */
  waitingForSecret(now = Date.now()) {
    if (!this.dice) return null;
    const due = this.game.rollDue();
    if (!due || !due[this.me] || due[this.peer]) return null;
    const mine = this.data.journal.findLast((e) => e.by === this.me
      && ((e.m.t === 'reveal' && e.m.i === due.index) || (e.m.reveal && e.m.reveal.i === due.index)));
    return mine ? now - mine.at : 0;
  }

  /** Whether the agreed time to claim a withheld secret has passed. */
  canClaim(now = Date.now()) {
    const waited = this.waitingForSecret(now);
    return waited !== null && waited >= this.data.timeout * 1000;
  }

  claim(now = Date.now()) {
    if (!this.canClaim(now)) throw new RemoteError('bad-claim', 'the agreed time has not passed');
    return [this.local({ t: 'claim' }).message];
  }

  /**
   * Takes a play packet from the friend (decoded, unchecked): its shape,
   * then its signature by the friend's key, then its messages. Applies the
   * messages it carries that are new, in order, and answers a roll with
   * this side's secret. Resolves to { applied: [{ m, result }], send:
   * [messages], error: RemoteError | null }; a refused message and those
   * after it change nothing.
   */
  async receive(packet) {
    try {
      checkPacket(packet, { g: this.data.g, by: this.peer });
      if (packet.t !== 'play') throw new RemoteError('bad-message', 'the message is not a move message');
      const key = this.data.peerKey;
      if (key === null) {
        throw this.data.legacy ? new RemoteError('unsigned-game') : new RemoteError('not-started', 'the game has not started');
      }
      if (!(await signedBy(key, packet))) throw new RemoteError('bad-signature');
    } catch (err) {
      return { applied: [], send: [], error: refused(err, 'bad-message') };
    }
    return this.take(packet);
  }

  /**
   * The messages of a checked, signed packet of the friend's: each new
   * one in order, stopping at the first refused; an acknowledgement of
   * more messages than this side sent is refused whole.
   */
  take(packet) {
    const out = { applied: [], send: [], error: null };
    const d = this.data;
    if (packet.ack > d.sent) {
      out.error = new RemoteError('bad-ack', `it acknowledges ${packet.ack} messages of this side, which sent ${d.sent}`);
      return out;
    }
    d.peerAck = Math.max(d.peerAck, packet.ack);
    let seen = 0;
    for (const m of packet.m) {
      if (m.s <= d.got) { seen += 1; continue; }
      if (m.s > d.got + 1) {
        out.error = new RemoteError('out-of-order', `message ${d.got + 1} is missing: open the earlier link first`);
        break;
      }
      try {
        if (!this.started || !this.joined) throw new RemoteError('not-started', 'the game has not started');
        const result = this.apply(this.peer, m);
        d.got = m.s;
        d.journal.push({ by: this.peer, m, at: Date.now() });
        out.applied.push({ m, result });
      } catch (err) {
        out.error = refused(err, 'bad-message');
        break;
      }
      try {
        out.send.push(...this.revealIfDue());
      } catch (err) {
        // This side's own secret, not the friend's message: said as this device's problem.
        out.error = new RemoteError('damaged-save', `this device's secret for the roll cannot be made (${err.message})`);
        break;
      }
    }
    if (!out.error && packet.m.length > 0 && seen === packet.m.length) {
      out.error = new RemoteError('replayed', 'these moves were already applied');
    }
    return out;
  }

  /** Frees the game's wasm memory. */
  free() {
    if (this.game) this.game.free();
    this.game = null;
  }
}

/**
 * What one direct connection has carried of a session's messages. When
 * its end opens, each side sends a greeting: a packet with no messages
 * that carries its acknowledgement. The first packet heard from the friend
 * (its greeting, or anything else) tells which of this side's messages it
 * lacks; from then on each new message goes once (a greeting may go twice,
 * see `heard`). The friend's greeting
 * may be heard before this end opens (the answering side often opens
 * first and greets at once): nothing here depends on which comes first.
 * Each method returns the packets to send now, in order.
 */
export class ChannelSync {
  constructor(session) {
    this.session = session;
    this.open = false;
    this.synced = false;
    this.sent = 0;
  }

  /** This end opened: a greeting, then whatever is due. */
  opened() {
    if (this.open) return [];
    this.open = true;
    return [this.session.packet(Number.MAX_SAFE_INTEGER), ...this.due()];
  }

  /**
   * A packet from the friend was heard and given to the session. The first
   * one tells what the friend lacks. If this side greeted before hearing
   * anything and has nothing else to send, it greets again, once: a
   * browser may drop what arrives at an end that is still opening (seen in
   * Chromium under load), so the friend may have missed that greeting and
   * would wait for it, never sending its moves; now its end is known to be
   * up. It costs one empty packet.
   */
  heard() {
    if (this.synced) return this.due();
    this.synced = true;
    this.sent = this.session.toJSON().peerAck;
    const due = this.due();
    return due.length || !this.open ? due : [this.session.packet(Number.MAX_SAFE_INTEGER)];
  }

  /** This side's messages the connection has not carried yet, as one packet (none before both ends are known). */
  due() {
    if (!this.open || !this.synced) return [];
    const p = this.session.packet(this.sent);
    if (!p.m.length) return [];
    this.sent = p.m[p.m.length - 1].s;
    return [p];
  }
}
