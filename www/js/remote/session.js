// A game against a friend on another device: the engine's game, both
// players' commitments, this side's chain of secrets, and the journal of
// every message applied, by either side, in order. The journal is the
// game: replaying it rebuilds the position, the dice and the offers, so a
// closed tab or a dropped connection loses nothing. Every incoming message
// is checked (messages.js for its shape; here its number, its turn, its
// legality and its secret, by the engine) and a refused one changes
// nothing. Transport-free: peer.js and links carry the packets.

import { checkPacket, RemoteError, VERSION } from './messages.js';
import { rollFloor } from '../takeback.js';

const COLORS = ['white', 'black'];
const other = (c) => (c === 'white' ? 'black' : 'white');

/** `n` random bytes as hexadecimal text (the browser's cryptographic source). */
export function randomHex(n) {
  const bytes = crypto.getRandomValues(new Uint8Array(n));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Whether the named rule set rolls dice (then the players commit to chains). */
export function rulesHaveDice(Game, rules) {
  const set = Game.ruleSets().find((r) => r.name === rules);
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

export class Session {
  /**
   * `Game` is the engine's class; `data` a session as `toJSON()` gave it
   * (or as `host` and `guest` make it). Rebuilds the game from the journal.
   */
  constructor(Game, data) {
    this.Game = Game;
    this.data = data;
    this.rebuild();
  }

  /** A new game to offer: this side plays `color` under `rules`. */
  static host(Game, { rules = 'dice-rex-circe', fen = null, color = 'white', timeout = 3600 } = {}) {
    const dice = rulesHaveDice(Game, rules);
    const seed = dice ? randomHex(32) : null;
    const anchors = { white: null, black: null };
    if (dice) anchors[color] = Game.chainAnchor(seed);
    return new Session(Game, {
      v: VERSION, g: randomHex(16), rules, fen, me: color, host: true, seed, anchors, timeout,
      journal: [], sent: 0, got: 0, peerAck: 0, created: Date.now(),
    });
  }

  /** This side's session for an invitation (a checked invite packet). */
  static guest(Game, invite) {
    const dice = rulesHaveDice(Game, invite.rules);
    if (dice !== (invite.anchor !== null)) throw new RemoteError('bad-message', 'the invitation lacks its commitment');
    const me = other(invite.host);
    const seed = dice ? randomHex(32) : null;
    const anchors = { white: null, black: null };
    if (dice) {
      anchors[invite.host] = invite.anchor;
      anchors[me] = Game.chainAnchor(seed);
    }
    const s = new Session(Game, {
      v: VERSION, g: invite.g, rules: invite.rules, fen: invite.fen, me, host: false, seed, anchors,
      timeout: invite.timeout, journal: [], sent: 0, got: 0, peerAck: 0, created: Date.now(),
    });
    return s;
  }

  get id() { return this.data.g; }
  get me() { return this.data.me; }
  get peer() { return other(this.data.me); }
  get dice() { return this.data.seed !== null; }
  /** Both commitments are known (always, for rules without dice, once joined). */
  get started() { return !this.dice || COLORS.every((c) => this.data.anchors[c] !== null); }
  get joined() { return this.data.joined === true || !this.data.host; }

  toJSON() { return this.data; }

  /** The invitation: the game, this side's colour and commitment, and a WebRTC offer (or null for links only). */
  invitePacket(offer = null) {
    const d = this.data;
    return { v: VERSION, t: 'invite', g: d.g, rules: d.rules, fen: d.fen, host: d.me, anchor: d.anchors[d.me], timeout: d.timeout, offer };
  }

  /** The answer to an invitation: this side's commitment, a WebRTC answer (or null) and this side's first messages. */
  joinPacket(answer = null) {
    return { v: VERSION, t: 'join', g: this.data.g, anchor: this.data.anchors[this.data.me], answer, m: this.packet(0).m };
  }

  /**
   * Takes the friend's answer (a checked join packet): the game starts.
   * Returns what `receive` returns for the messages that came with it.
   */
  acceptJoin(join) {
    const d = this.data;
    if (join.g !== d.g) throw new RemoteError('other-game', 'the answer belongs to another game');
    if (this.dice) {
      if (join.anchor === null || join.anchor === d.anchors[d.me]) throw new RemoteError('bad-message', 'the answer lacks a commitment');
      if (d.anchors[this.peer] !== null && d.anchors[this.peer] !== join.anchor) {
        throw new RemoteError('bad-message', 'the answer commits to other secrets than before');
      }
      if (d.anchors[this.peer] === null) {
        d.anchors[this.peer] = join.anchor;
        this.rebuild();
      }
    }
    d.joined = true;
    const out = this.receive({ v: VERSION, t: 'play', g: d.g, by: this.peer, ack: 0, m: join.m });
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
    const options = { rules: d.rules };
    if (d.fen) options.fen = d.fen;
    try {
      this.game = new this.Game(options);
      if (this.dice && this.started) this.game.shareDice(d.g, d.anchors.white, d.anchors.black);
    } catch (err) {
      throw refused(err, 'bad-message');
    }
    this.offer = null;
    for (const e of d.journal) this.apply(e.by, e.m);
  }

  /** The offer (draw or undo) waiting for an answer: { by, s, what }, or null. */
  pendingOffer() { return this.offer; }

  /** This side's secret number `i`. */
  secret(i) { return this.Game.chainSecret(this.data.seed, i); }

  /**
   * Applies message `m` of side `by` to the game, or throws a RemoteError
   * with the game unchanged. The one path for both sides' messages, live
   * and on replay.
   */
  apply(by, m) {
    const g = this.game;
    const over = g.result() !== null;
    switch (m.t) {
      case 'move':
      case 'pass': {
        if (over) throw new RemoteError('game-over', 'the game is over');
        if (g.turn() !== by) throw new RemoteError('not-your-turn', `it is ${g.turn()}'s turn`);
        if (this.offer && this.offer.by === by) throw new RemoteError('offer-pending', 'a move while one\'s own offer waits');
        let move;
        try {
          // A pass is a move (`0000`); a journal written before it was one says 'pass'.
          move = g.apply(m.t === 'pass' ? '0000' : m.uci);
        } catch (err) {
          throw refused(err, 'illegal-move');
        }
        if (m.reveal) {
          try {
            g.reveal(by, m.reveal.i, m.reveal.k);
          } catch (err) {
            g.undo();
            throw refused(err, 'bad-reveal');
          }
        }
        if (this.offer) this.offer = null;
        this.settle();
        return move;
      }
      case 'reveal':
        try {
          g.reveal(by, m.i, m.k);
        } catch (err) {
          throw refused(err, 'bad-reveal');
        }
        this.settle();
        return null;
      case 'offer':
        if (over) throw new RemoteError('game-over', 'the game is over');
        if (this.offer) throw new RemoteError('offer-pending', 'an offer already waits for an answer');
        if (m.what === 'undo' && g.history().length === 0) throw new RemoteError('bad-message', 'there is no move to take back');
        // Rolled dice are final (RULES §5.7): never back past the last roll, even with consent.
        if (m.what === 'undo' && g.history().length <= rollFloor(g.turns(), rollsFirst(g))) {
          throw new RemoteError('dice-final', 'the move that rolled the dice cannot be taken back');
        }
        this.offer = { by, s: m.s, what: m.what };
        return null;
      case 'reply': {
        const o = this.offer;
        if (!o || o.by === by || o.s !== m.to) throw new RemoteError('bad-message', 'the reply answers no offer');
        this.offer = null;
        if (m.accept && o.what === 'draw') g.agreeDraw();
        if (m.accept && o.what === 'undo') g.undo();
        this.settle();
        return null;
      }
      case 'resign':
        try {
          g.resign(by);
        } catch (err) {
          throw refused(err, 'game-over');
        }
        this.offer = null;
        return null;
      case 'claim':
        try {
          g.claimWithheld(by);
        } catch (err) {
          throw refused(err, 'bad-claim');
        }
        this.offer = null;
        return null;
      default:
        throw new RemoteError('bad-message', 'a message is of an unknown kind');
    }
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
   * This side's secret for the roll due, as a message, if it owes one. A
   * roll is due only once the move that calls for it was made, so no
   * choice is left that the secret could inform; a roll that allowed no
   * move (dice chess) makes the next one due at once, whose secret goes
   * in the same breath.
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
    this.carrySecret(message);
    return { move: result, messages: [message] };
  }

  /** After this side's move or pass: where it made a roll due, `message` carries this side's secret for it. */
  carrySecret(message) {
    const g = this.game;
    const due = this.dice ? g.rollDue() : null;
    if (due && !due[this.me]) {
      const reveal = { i: due.index, k: this.secret(due.index) };
      g.reveal(this.me, reveal.i, reveal.k);
      message.reveal = reveal;
      this.settle();
    }
  }

  offerTo(what) { return [this.local({ t: 'offer', what }).message]; }
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
      && ((e.m.t === 'reveal' && e.m.i === due.index) || ((e.m.t === 'move' || e.m.t === 'pass') && e.m.reveal && e.m.reveal.i === due.index)));
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
   * Takes a play packet from the friend (decoded, unchecked). Applies the
   * messages it carries that are new, in order, and answers a roll with
   * this side's secret. Returns { applied: [{ m, result }], send: [messages],
   * error: RemoteError | null }; a refused message and those after it
   * change nothing.
   */
  receive(packet) {
    const out = { applied: [], send: [], error: null };
    try {
      checkPacket(packet, { g: this.data.g, by: this.peer });
      if (packet.t !== 'play') throw new RemoteError('bad-message', 'the message is not a move message');
    } catch (err) {
      out.error = refused(err, 'bad-message');
      return out;
    }
    const d = this.data;
    d.peerAck = Math.max(d.peerAck, Math.min(packet.ack, d.sent));
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
        out.send.push(...this.revealIfDue());
      } catch (err) {
        out.error = refused(err, 'bad-message');
        break;
      }
    }
    if (!out.error && packet.m.length > 0 && seen === packet.m.length) {
      out.error = new RemoteError('replayed', 'these moves were already applied');
    }
    return out;
  }

  /** A play packet with this side's messages numbered above `after` (by default, those the friend has not acknowledged). */
  packet(after = this.data.peerAck) {
    const mine = this.data.journal.filter((e) => e.by === this.me && e.m.s > after).map((e) => e.m);
    return { v: VERSION, t: 'play', g: this.data.g, by: this.me, ack: this.data.got, m: mine };
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

/** Whether the rules of game `g` roll before a turn's moves (dice chess) rather than after a king move. */
function rollsFirst(g) {
  return g.ruleFacts().rollFirst;
}
