// A game against a friend apart from any page: the session (session.js)
// shown on the app's board, the direct connection that carries it (peer.js
// and ChannelSync) or the links that do (codec.js), the stored games
// (storage.js), and the other tabs of this browser. It draws nothing: the
// view (ui.js) asks it what to show and hears when that changed, and gets
// refusals as RemoteErrors to put in words. The engine, the connection,
// the storage and the other tabs come in as arguments, so that it runs in
// Node with stand-ins.
//
// Packets come in one at a time (a link, a paste, the connection, another
// tab), each checked whole, signature included, before anything changes:
// a packet of another stored game is tried on that game off the board, and
// the board shows that game only once the packet was taken. Packets go out
// signed, in the order they were made.

import { Session, ChannelSync } from './session.js';
import { checkPacket, MAX_PACKET_CHARS, RemoteError } from './messages.js';
import { encode, decode, linkTo } from './codec.js';
import { Peer as BrowserPeer, DEFAULT_STUN, canConnectDirectly as browserCanConnect } from './peer.js';
import { signedBy, canSign } from './signing.js';
import { problemOf, restoreSession } from './saved.js';
import { KeptGames } from './kept-games.js';

/** How long the inviting side waits for the direct connection once it has the answer. */
export const CONNECT_MS = 30000;
/** How long a link waits for another tab of this browser to say it has the link's game. */
export const OTHER_TAB_MS = 400;

/**
 * The game against a friend that the app shows, if any.
 *
 * `Game` is the engine's class; `controller` the app's (setMatch,
 * setSetting, changed, newGame, loadRecord); `makeMatch(session, hooks)`
 * the board's game for a session (RemoteMatch); `storage` the stored
 * games (storage.js createStorage); `here()` the app's address, for links.
 * Optional: `Peer` and `canConnectDirectly` (the browser's WebRTC), `bus`
 * (a BroadcastChannel to the other tabs, or null), `timers`, and the
 * view's hooks: `changed()` (draw again), `refused(err)` (a refusal to
 * show), `said(key, ...args)` (a notice in the friend strings:
 * 'noDirect', 'friendNoDirect', 'takenElsewhere', 'storageFull',
 * 'roomMade', 'setAside', …), `invited(packet, mode)` (an invitation
 * opened: mode 'join' or 'reconnect'), `connected()` (the direct
 * connection opened), `joined()` (the friend's answer was taken).
 */
export class FriendGame {
  constructor({
    Game, controller, makeMatch, storage, here, Peer = BrowserPeer, canConnectDirectly = browserCanConnect,
    bus = null, timers = globalThis, hooks = {},
  }) {
    Object.assign(this, { Game, controller, makeMatch, storage, here, Peer, canConnect: canConnectDirectly, bus, timers });
    this.hooks = { changed() {}, refused() {}, said() {}, invited() {}, connected() {}, joined() {}, ...hooks };
    this.session = null;
    this.peer = null;
    /** What the direct connection has carried (a ChannelSync), while there is one. */
    this.sync = null;
    /** 'links', 'connecting' or 'open'. */
    this.connection = 'links';
    /** Whether a direct connection was open and closed (the game goes on by links). */
    this.dropped = false;
    /** This side's WebRTC offer or answer: the panel's link carries it until the friend is heard from. */
    this.handshake = null;
    /** The last refusal (a RemoteError), shown until a friend's message is applied. */
    this.error = null;
    /** Whether the last save of the game shown failed (storage full): the panel says so until one succeeds. */
    this.unsaved = false;
    /** Incoming packets are taken one at a time, in the order they came; outgoing ones are signed and sent in order. */
    this.inbox = Promise.resolve();
    this.outbox = Promise.resolve();
    this.matchHooks = {
      sent: () => this.afterLocal(),
      offer: (what) => this.act(() => this.session.offerTo(what)),
      rematch: () => this.offerRematch(),
      released: (session) => this.released(session),
    };
    /** The stored games, each checked before it is trusted. */
    this.kept = new KeptGames(Game, storage);
    if (bus) bus.onmessage = (e) => this.fromOtherTab(e.data);
  }

  /** Whether this browser can make a direct connection at all. */
  get direct() { return this.canConnect(); }

  /** Whether this page can sign messages (WebCrypto: a page served over https, or from this device). */
  get secure() { return canSign(); }

  /** The ICE servers of the direct connection (a setting kept with the games), and whether the stored one could not be read. */
  serverSetting() { return this.storage.loadServers([DEFAULT_STUN]); }
  servers() { return this.serverSetting().servers; }

  // ---- what the view shows

  /**
   * The state the panel states, as a key of the friend strings: 'waitJoin',
   * 'rekey' (a game stored before messages were signed, whose devices have
   * not exchanged keys yet), 'over', 'waitSecret', 'connected',
   * 'connecting', 'dropped' or 'linksMode'.
   */
  status() {
    const s = this.session;
    if (!s.started || !s.joined) return 'waitJoin';
    if (s.toJSON().peerKey === null) return 'rekey';
    if (s.game.result()) return 'over';
    if (s.waitingForSecret() !== null) return 'waitSecret';
    if (this.connection === 'open') return 'connected';
    if (this.connection === 'connecting') return 'connecting';
    return this.dropped ? 'dropped' : 'linksMode';
  }

  /**
   * What the panel's link carries: the invitation until the friend has
   * joined, this side's answer until the inviter is heard from (a link of
   * moves means nothing to a browser that has not joined the game), then
   * this side's moves the friend has not acknowledged. { label, packet },
   * the label a key of the friend strings; the packet is signed by linkOf.
   */
  panel() {
    const s = this.session;
    const d = s.toJSON();
    if (d.host && !s.joined) return { label: 'inviteLink', packet: s.invitePacket(this.peer && !this.peer.open ? this.handshake : null) };
    if (!d.host && d.got === 0 && d.peerAck === 0) return { label: 'answerLink', packet: s.joinPacket(this.peer ? this.handshake : null) };
    return { label: 'moveLink', packet: s.packet() };
  }

  /** `packet` of the game shown, signed, as a link to the app. */
  async linkOf(packet) {
    const s = this.session;
    const sealed = await s.seal(packet);
    return linkTo(this.here(), await encode(sealed));
  }

  /** The panel's link (null without a game). */
  link() {
    return this.session ? this.linkOf(this.panel().packet) : Promise.resolve(null);
  }

  /**
   * The stored games for the list, newest first: { g, state ('playing',
   * 'waiting', 'over'), me, rules, result, plies, updated, compact, shown }.
   */
  games() {
    return this.kept.list(this.session && this.session.id);
  }

  // ---- this side's actions

  /** A new game to offer (throws a RemoteError for a bad choice): shown at once, waiting for the friend. */
  async host({ rules, color, timeout }) {
    this.show(await Session.host(this.Game, { rules, color, timeout }));
  }

  /**
   * The invitation for the game shown: with a WebRTC offer when `direct`
   * and the browser makes one. Returns { link, offer, offerFailed }.
   */
  async invite({ servers, direct }) {
    this.storage.saveServers(servers);
    let offer = null;
    let offerFailed = false;
    if (direct && this.canConnect()) {
      try {
        offer = await this.newPeer().offer();
      } catch {
        // WebRTC is there but would not make an offer (a policy, a setting): links.
        this.closePeer();
        offerFailed = true;
      }
    }
    this.handshake = offer;
    const link = await this.linkOf(this.session.invitePacket(offer));
    this.save();
    this.hooks.changed();
    return { link, offer, offerFailed };
  }

  /**
   * Joins the game of `invite` (a checked invite packet), or reconnects the
   * stored one (the invitation must be the friend's, on the same terms);
   * answers its WebRTC offer when the browser can. Returns the answer's
   * link; throws a RemoteError when the invitation cannot be used.
   */
  async join(invite) {
    let s;
    if (this.storage.read(invite.g)) {
      s = this.session && this.session.id === invite.g ? this.session : this.kept.restore(invite.g);
      try {
        if (await s.checkReconnect(invite)) s.trustKey(invite.key);
      } catch (err) {
        if (s !== this.session) s.free();
        throw err;
      }
    } else {
      s = await Session.guest(this.Game, invite);
    }
    this.show(s);
    let answer = null;
    if (invite.offer && this.canConnect()) {
      try {
        answer = await this.newPeer().answer(invite.offer);
      } catch {
        this.closePeer();
      }
    }
    this.handshake = answer;
    const link = await this.linkOf(s.joinPacket(answer));
    this.save();
    this.hooks.changed();
    return link;
  }

  claim() { this.act(() => this.session.claim()); }

  /** Answers the friend's offer; a rematch accepted starts the new game here at once. */
  reply(accept) {
    const s = this.session;
    const o = s && s.pendingOffer();
    if (accept && o && o.what === 'rematch' && o.by === s.peer) return this.acceptRematch(s, o);
    this.act(() => s.reply(accept));
    return Promise.resolve();
  }

  /**
   * Offers the friend a rematch of the game shown, once it is over: a new
   * game on the same terms, colours swapped, with fresh commitments. Its
   * session waits in storage for the friend's answer, which only the
   * friend's key can sign.
   */
  async offerRematch() {
    const s = this.session;
    if (!s || !s.game.result()) return;
    const d = s.toJSON();
    try {
      if (d.peerKey === null) throw new RemoteError('unsigned-game');
      const next = await Session.host(this.Game, {
        rules: d.rules, fen: d.fen, color: s.peer, timeout: d.timeout, keys: d.keys, peerKey: d.peerKey, from: d.g,
      });
      const terms = { g: next.id, anchor: next.toJSON().anchors[next.me] };
      try {
        // The game offered is kept first: the friend's answer may come at any time, by a link.
        this.storage.save(next.toJSON(), false);
        try {
          s.offerTo('rematch', terms);
        } catch (err) {
          this.storage.remove(next.id);
          throw err;
        }
      } finally {
        next.free();
      }
      this.afterLocal();
      this.controller.changed();
    } catch (err) {
      this.notice(err);
    }
  }

  /** Accepts the friend's rematch `o` of game `s`: the reply goes to the old game, and the new one is shown, its answer ready to send. */
  async acceptRematch(s, o) {
    const d = s.toJSON();
    let next;
    try {
      if (this.storage.read(o.g)) throw new RemoteError('bad-message', 'a game with the rematch\'s id is already stored here');
      next = Session.joining(this.Game, {
        g: o.g, rules: d.rules, fen: d.fen, host: s.me, anchor: o.anchor, timeout: d.timeout, key: d.peerKey,
      }, d.keys, d.g);
      s.reply(true);
    } catch (err) {
      if (next) next.free();
      this.notice(err);
      return;
    }
    this.save();
    // The reply goes on the open connection before the new game's first packet.
    this.flush();
    const open = !!(this.peer && this.peer.open);
    this.show(next, { keepPeer: open });
    if (open) {
      this.sync = new ChannelSync(next);
      this.carry([next.joinPacket(null), ...this.sync.opened()]);
    }
    this.hooks.changed();
  }

  /** The app leaves this game (it stays stored, to be reopened by its links or from the list). */
  leave() {
    this.closePeer();
    this.storage.leave();
    this.session = null;
    this.controller.newGame();
    this.hooks.changed();
  }

  /**
   * The board no longer plays session `s` (a new game, a record loaded):
   * the game stays stored; finished ones are tidied (storage.js).
   */
  released(s) {
    if (s === this.session) {
      this.closePeer();
      this.storage.leave();
      this.session = null;
      this.error = null;
      this.unsaved = false;
    }
    s.free();
    this.storage.tidy();
    this.hooks.changed();
  }

  /**
   * Checks every stored game, sets aside those that cannot be read (and
   * says so), tidies the finished ones, and reopens the game the app was
   * showing, if any (and if no game is shown yet). Returns whether a game
   * is shown.
   */
  resume() {
    const damaged = this.kept.check();
    const g = this.session ? null : this.storage.currentId();
    if (g) {
      try {
        this.show(restoreSession(this.Game, this.storage.read(g).data));
      } catch (err) {
        this.storage.leave();
        if (err.code === 'game-archived') this.openArchived(g);
      }
    }
    if (damaged.length) this.hooks.said('setAside', damaged.length, damaged[0]);
    return !!this.session;
  }

  /** Opens stored game `g` from the list: a game in progress on the board, a finished one kept as its record as a record. */
  open(g) {
    if (this.session && this.session.id === g) return;
    try {
      this.show(this.kept.restore(g));
    } catch (err) {
      if (err.code === 'game-archived') this.openArchived(g);
      else this.notice(err);
    }
  }

  /** A finished game kept as its record, opened as a record on the board (it checks every roll again). */
  openArchived(g) {
    const r = this.storage.read(g);
    try {
      this.controller.loadRecord(r.data.record);
    } catch (err) {
      this.notice(new RemoteError('damaged-save', this.kept.setAside(g, `its record cannot be read (${err.message})`)));
    }
  }

  /** Another tab of this browser saved this game further on: this one follows and carries its moves. */
  adoptStored() {
    const s = this.session;
    const r = s && this.storage.read(s.id);
    if (!r || problemOf(this.Game, r.data) || !s.adopt(r.data)) return;
    this.controller.changed();
    this.flush();
    this.hooks.changed();
  }

  // ---- links and packets

  /**
   * A link opened in this tab (its fragment `hash`): given to the tab of
   * this browser that has its game open, else taken here.
   */
  async openLink(hash) {
    if (this.bus && await this.askOtherTabs(hash)) {
      this.hooks.said('takenElsewhere');
      return true;
    }
    await this.take(hash);
    return true;
  }

  /** Whether another tab took `text` within OTHER_TAB_MS. */
  askOtherTabs(text) {
    const bus = this.bus;
    const id = Math.random().toString(36).slice(2);
    return new Promise((done) => {
      const hear = (e) => {
        if (!e.data || e.data.taken !== id) return;
        this.timers.clearTimeout(timer);
        bus.removeEventListener('message', hear);
        done(true);
      };
      const timer = this.timers.setTimeout(() => { bus.removeEventListener('message', hear); done(false); }, OTHER_TAB_MS);
      bus.addEventListener('message', hear);
      bus.postMessage({ text, id });
    });
  }

  /** A link another tab was opened with: taken here if it is this tab's game. */
  async fromOtherTab(data) {
    const { text, id } = data || {};
    if (typeof text !== 'string') return;
    if (await this.take(text, { fromOtherTab: true })) this.bus.postMessage({ taken: id });
  }

  /** Runs `fn` after every packet taken before it. */
  serially(fn) {
    const run = this.inbox.then(fn);
    this.inbox = run.catch(() => {});
    return run;
  }

  /** Takes any packet: pasted, from a link, or from another tab. Resolves to whether it was for this tab. */
  take(text, { fromOtherTab = false } = {}) {
    return this.serially(() => this.takeNow(text, fromOtherTab));
  }

  async takeNow(text, fromOtherTab) {
    let packet;
    try {
      packet = checkPacket(await decode(text));
    } catch (err) {
      if (!fromOtherTab) this.notice(err);
      return false;
    }
    if (packet.t === 'invite') {
      if (fromOtherTab) return false;
      await this.invitation(packet);
      return true;
    }
    const mine = this.session && this.session.id === packet.g;
    if (fromOtherTab && !mine) return false;
    if (mine) {
      await this.deliver(this.session, packet);
      return true;
    }
    if (!this.storage.read(packet.g)) {
      // Moves of a game this browser never joined: the invitation is the link to open.
      this.notice(new RemoteError(this.session ? 'other-game' : 'unknown-game'));
      return true;
    }
    await this.deliverElsewhere(packet, { quiet: false });
    return true;
  }

  /** An invitation opened: a new game to join, or the stored one to reconnect (checked first: the friend's, on the same terms). */
  async invitation(packet) {
    if (!this.storage.read(packet.g)) {
      if (await signedBy(packet.key, packet)) this.hooks.invited(packet, 'join');
      else this.notice(new RemoteError('bad-signature', 'the invitation is not signed by the key it carries'));
      return;
    }
    let s = null;
    try {
      s = this.session && this.session.id === packet.g ? this.session : this.kept.restore(packet.g);
      await s.checkReconnect(packet);
      this.hooks.invited(packet, 'reconnect');
    } catch (err) {
      this.notice(err);
    } finally {
      if (s && s !== this.session) s.free();
    }
  }

  /**
   * A packet (`join` or `play`) of a stored game that is not shown: tried
   * on that game off the board; the board shows it only if the packet was
   * taken. `quiet` (a packet heard on the connection, of the game a
   * rematch left): nothing is said and the board stays, unless it is the
   * answer that starts the rematch.
   */
  async deliverElsewhere(packet, { quiet }) {
    let s;
    try {
      s = this.kept.restore(packet.g);
    } catch (err) {
      if (!quiet || err.code === 'damaged-save') this.notice(err);
      return;
    }
    const out = await this.tryPacket(s, packet);
    const taken = packet.t === 'join' ? !out.refusal : out.applied.length > 0;
    if (!taken) {
      s.free();
      if (!quiet) this.notice(out.refusal || out.error);
      return;
    }
    if (quiet && packet.t !== 'join') {
      this.saveOther(s);
      s.free();
      return;
    }
    this.show(s, { keepPeer: quiet });
    if (packet.t === 'join') await this.afterJoin(packet, out);
    else this.afterPlay(out);
  }

  /** Gives `packet` to session `s`: { applied, send, error } as receive gives it, and `refusal` when an answer was refused whole. */
  async tryPacket(s, packet) {
    if (packet.t !== 'join') return s.receive(packet);
    try {
      return await s.acceptJoin(packet);
    } catch (err) {
      return { applied: [], send: [], error: err, refusal: err };
    }
  }

  /** A packet of the game shown. */
  async deliver(s, packet) {
    const out = await this.tryPacket(s, packet);
    if (s !== this.session) {
      // The board moved to another game meanwhile: what was taken is kept.
      this.saveOther(s);
      return;
    }
    if (packet.t === 'join') {
      if (out.refusal) this.notice(out.refusal);
      else await this.afterJoin(packet, out);
    } else {
      this.afterPlay(out);
    }
  }

  /** The friend's answer to this side's invitation was taken: the game starts, over a direct connection if it can. */
  async afterJoin(packet, out) {
    try {
      this.save();
      if (out.error) this.notice(out.error);
      this.controller.changed();
      const p = this.peer;
      if (!packet.answer && p && !p.open) {
        // The invitation offered a direct connection that the friend's browser could not take: links at once.
        this.closePeer();
        this.hooks.said('friendNoDirect');
      } else if (packet.answer && p && !p.open) {
        await p.accept(packet.answer);
        // No direct path (strict firewalls, or an answer to an older invitation): say so, and links go on.
        this.timers.setTimeout(() => {
          if (p !== this.peer || p.open) return;
          this.closePeer();
          this.hooks.said('noDirect');
          this.hooks.changed();
        }, CONNECT_MS);
      } else if (p && p.open && this.sync && this.sync.session !== this.session) {
        // A rematch's answer on the open connection: it goes on carrying the new game.
        this.sync = new ChannelSync(this.session);
        this.carry(this.sync.opened());
      }
      this.flush();
      this.hooks.joined();
    } catch (err) {
      this.notice(err);
    }
    this.hooks.changed();
  }

  /** The friend's play packet was given to the game shown: what it changed is drawn, a refusal said. */
  afterPlay(out) {
    const s = this.session;
    this.save();
    // The last message that moved a piece is animated (whatever its kind: `result` is the engine's move).
    const last = out.applied.findLast((a) => a.result);
    if (out.applied.length) {
      this.error = null;
      this.controller.changed(last ? last.result : null, last ? s.peer : null);
    }
    this.rematchAnswered(s, out.applied);
    if (out.error) this.notice(out.error);
    this.flush();
    this.hooks.changed();
  }

  /** The friend declined this side's rematch: the new game that waited for its answer goes. */
  rematchAnswered(s, applied) {
    for (const { m } of applied) {
      if (m.t !== 'reply' || m.accept) continue;
      const offer = s.toJSON().journal.find((e) => e.by === s.me && e.m.s === m.to);
      if (offer && offer.m.what === 'rematch') this.storage.remove(offer.m.g);
    }
  }

  // ---- the direct connection

  newPeer() {
    this.closePeer();
    const p = new this.Peer({
      servers: this.servers(),
      onMessage: (text) => { if (p === this.peer) this.fromChannel(text); },
      onState: (state) => { if (p === this.peer) this.peerState(state); },
    });
    this.peer = p;
    this.sync = new ChannelSync(this.session);
    return p;
  }

  peerState(state) {
    if (this.connection === 'open' && state !== 'open') this.dropped = true;
    this.connection = state === 'open' ? 'open' : state === 'connecting' ? 'connecting' : 'links';
    if (state === 'open') {
      this.dropped = false;
      this.carry(this.sync.opened());
      this.hooks.connected();
    }
    this.hooks.changed();
  }

  closePeer() {
    if (this.peer) this.peer.close();
    this.peer = null;
    this.sync = null;
    this.connection = 'links';
  }

  fromChannel(text) {
    if (text.length > MAX_PACKET_CHARS) { this.notice(new RemoteError('too-long')); return Promise.resolve(); }
    let packet;
    try { packet = JSON.parse(text); } catch { this.notice(new RemoteError('bad-message')); return Promise.resolve(); }
    return this.serially(() => this.fromChannelNow(packet));
  }

  async fromChannelNow(packet) {
    const s = this.session;
    const g = packet && typeof packet === 'object' ? packet.g : null;
    if (s && g !== s.id && typeof g === 'string' && this.storage.read(g)) {
      // Another game of the same friend on the same connection: the one a rematch left, or the rematch's answer.
      await this.deliverElsewhere(packet, { quiet: true });
      return;
    }
    if (!s) return;
    await this.deliver(s, packet);
    // Also when heard before this end's own opening: the friend's greeting is not sent twice.
    if (this.sync && this.sync.session === this.session) this.carry(this.sync.heard());
  }

  /** Sends this side's messages the connection has not carried yet. */
  flush() {
    if (this.peer && this.peer.open && this.sync && this.session && this.sync.session === this.session) this.carry(this.sync.due());
  }

  /** Sends `packets` of the game shown, signed, after whatever is being sent. */
  carry(packets) {
    const peer = this.peer;
    const s = this.session;
    if (!peer || !s || !packets.length) return;
    this.outbox = this.outbox.then(async () => {
      for (const p of packets) {
        const sealed = await s.seal(p);
        if (peer === this.peer) peer.send(JSON.stringify(sealed));
      }
    }).catch((err) => this.notice(err));
  }

  // ---- shared steps

  /**
   * Shows session `s` on the board (a new match for the controller, unless
   * the board shows it already); `keepPeer` keeps the open connection for
   * it (a rematch).
   */
  show(s, { keepPeer = false } = {}) {
    const shown = this.session === s;
    if (this.session && !shown) {
      if (!keepPeer) {
        this.closePeer();
        this.dropped = false;
      }
      this.handshake = null;
      this.unsaved = false;
      this.error = null;
    }
    this.session = s;
    this.save();
    if (shown) {
      this.controller.changed();
    } else {
      this.controller.setMatch(this.makeMatch(s, this.matchHooks), {});
      this.controller.setSetting('flipped', s.me === 'black');
    }
    this.hooks.changed();
  }

  /**
   * Saves the game shown. A storage too full even once finished games
   * made room is said once, and the panel says it until a save succeeds;
   * finished games removed to make room are said.
   */
  save() {
    if (!this.session) return;
    let freed;
    try {
      freed = this.storage.save(this.session.toJSON());
    } catch (err) {
      if (!this.unsaved) this.hooks.said(err.code === 'storage-full' ? 'storageFull' : 'storageOff');
      this.unsaved = true;
      return;
    }
    if (this.unsaved) this.hooks.said('savedAgain');
    this.unsaved = false;
    const removed = freed.filter((f) => f.kind === 'removed').length;
    if (removed) this.hooks.said('roomMade', removed);
  }

  /** Saves a game that is not shown (a packet heard for it on the connection). */
  saveOther(s) {
    try {
      this.storage.save(s.toJSON(), false);
    } catch {
      // Not the game shown: its next packet brings the same messages again.
    }
  }

  afterLocal() {
    this.save();
    this.flush();
    this.hooks.changed();
  }

  /** Runs this side's action `fn` (it returns the messages made); a refusal becomes a notice. */
  act(fn) {
    try {
      fn();
      this.afterLocal();
      this.controller.changed();
    } catch (err) {
      this.notice(err);
    }
  }

  notice(err) {
    this.error = err;
    this.hooks.refused(err);
    this.hooks.changed();
  }

  clearError() {
    this.error = null;
    this.hooks.changed();
  }

  destroy() {
    this.closePeer();
    if (this.bus) this.bus.close();
  }
}
