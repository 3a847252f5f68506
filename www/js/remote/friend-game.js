// A game against a friend apart from any page: the session (session.js)
// shown on the app's board, the direct connection that carries it (peer.js
// and ChannelSync) or the links that do (codec.js), the stored games
// (storage.js), and the other tabs of this browser. It draws nothing: the
// view (ui.js) asks it what to show and hears when that changed, and gets
// refusals as RemoteErrors to put in words. The engine, the connection,
// the storage and the other tabs come in as arguments, so that it runs in
// Node with stand-ins.

import { Session, ChannelSync } from './session.js';
import { checkPacket, MAX_PACKET_CHARS, RemoteError } from './messages.js';
import { encode, decode, linkTo } from './codec.js';
import { Peer as BrowserPeer, DEFAULT_STUN, canConnectDirectly as browserCanConnect } from './peer.js';

/** How long the inviting side waits for the direct connection once it has the answer. */
export const CONNECT_MS = 30000;
/** How long a link waits for another tab of this browser to say it has the link's game. */
export const OTHER_TAB_MS = 400;

/**
 * The game against a friend that the app shows, if any.
 *
 * `Game` is the engine's class; `controller` the app's (setMatch,
 * setSetting, changed, newGame); `makeMatch(session, hooks)` the board's
 * game for a session (RemoteMatch); `storage` the stored games
 * (storage.js); `here()` the app's address, for links. Optional: `Peer`
 * and `canConnectDirectly` (the browser's WebRTC), `bus` (a
 * BroadcastChannel to the other tabs, or null), `timers`, and the view's
 * hooks: `changed()` (draw again), `refused(err)` (a refusal to show),
 * `said(key)` (a notice: 'noDirect', 'friendNoDirect', 'takenElsewhere'),
 * `invited(packet, mode)` (an invitation opened: mode 'join' or
 * 'reconnect'), `connected()` (the direct connection opened), `joined()`
 * (the friend's answer was taken).
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
    this.matchHooks = {
      sent: () => this.afterLocal(),
      offer: (what) => this.act(() => this.session.offerTo(what)),
    };
    if (bus) bus.onmessage = (e) => this.fromOtherTab(e.data);
  }

  /** Whether this browser can make a direct connection at all. */
  get direct() { return this.canConnect(); }

  /** The ICE servers of the direct connection (a setting kept with the games). */
  servers() { return this.storage.loadServers([DEFAULT_STUN]); }

  // ---- what the view shows

  /**
   * The state the panel states, as a key of the friend strings: 'waitJoin',
   * 'over', 'waitSecret', 'connected', 'connecting', 'dropped' or 'linksMode'.
   */
  status() {
    const s = this.session;
    if (!s.started || !s.joined) return 'waitJoin';
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
   * the label a key of the friend strings.
   */
  panel() {
    const s = this.session;
    const d = s.toJSON();
    if (d.host && !s.joined) return { label: 'inviteLink', packet: s.invitePacket(this.peer && !this.peer.open ? this.handshake : null) };
    if (!d.host && d.got === 0 && d.peerAck === 0) return { label: 'answerLink', packet: s.joinPacket(this.peer ? this.handshake : null) };
    return { label: 'moveLink', packet: s.packet() };
  }

  /** `packet` as a link to the app. */
  async linkOf(packet) {
    return linkTo(this.here(), await encode(packet));
  }

  /** The panel's link (null without a game). */
  link() {
    return this.session ? this.linkOf(this.panel().packet) : Promise.resolve(null);
  }

  // ---- this side's actions

  /** A new game to offer (throws a RemoteError for a bad choice): shown at once, waiting for the friend. */
  host({ rules, color, timeout }) {
    this.show(Session.host(this.Game, { rules, color, timeout }));
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
    this.hooks.changed();
    return { link, offer, offerFailed };
  }

  /**
   * Joins the game of `invite` (a checked invite packet), or reconnects the
   * stored one; answers its WebRTC offer when the browser can. Returns the
   * answer's link; throws a RemoteError when the invitation cannot be used.
   */
  async join(invite) {
    const known = this.storage.load(invite.g);
    const s = known ? new Session(this.Game, known) : Session.guest(this.Game, invite);
    if (known && s.dice && invite.anchor !== s.toJSON().anchors[invite.host]) {
      throw new RemoteError('bad-message', 'the invitation commits to other secrets than before');
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
    this.hooks.changed();
    return link;
  }

  claim() { this.act(() => this.session.claim()); }
  reply(accept) { this.act(() => this.session.reply(accept)); }

  /** The app leaves this game (it stays stored, to be reopened by its links). */
  leave() {
    this.closePeer();
    this.storage.leave();
    this.session = null;
    this.controller.newGame();
    this.hooks.changed();
  }

  /** Reopens the stored game the app was showing, if any; returns whether it did. */
  resume() {
    const data = this.storage.current();
    if (!data) return false;
    try {
      this.show(new Session(this.Game, data));
      return true;
    } catch {
      this.storage.leave();
      return false;
    }
  }

  /** Another tab of this browser saved this game further on: this one follows and carries its moves. */
  adoptStored() {
    const s = this.session;
    if (!s || !s.adopt(this.storage.load(s.id))) return;
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

  /** Takes any packet: pasted, from a link, or from another tab. Returns whether it was for this tab. */
  async take(text, { fromOtherTab = false } = {}) {
    let packet;
    try {
      packet = checkPacket(await decode(text));
    } catch (err) {
      if (!fromOtherTab) this.notice(err);
      return false;
    }
    if (packet.t === 'invite') {
      if (fromOtherTab) return false;
      this.hooks.invited(packet, this.storage.load(packet.g) ? 'reconnect' : 'join');
      return true;
    }
    const mine = this.session && this.session.id === packet.g;
    if (fromOtherTab && !mine) return false;
    if (!mine) {
      const data = this.storage.load(packet.g);
      // Moves of a game this browser never joined: the invitation is the link to open.
      if (!data) { this.notice(new RemoteError(this.session ? 'other-game' : 'unknown-game')); return true; }
      this.show(new Session(this.Game, data));
    }
    if (packet.t === 'join') await this.takeJoin(packet);
    else this.receive(packet);
    return true;
  }

  /** The friend's answer to this side's invitation: the game starts, over a direct connection if it can. */
  async takeJoin(packet) {
    try {
      const out = this.session.acceptJoin(packet);
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
      }
      this.flush();
      this.hooks.joined();
    } catch (err) {
      this.notice(err);
    }
    this.hooks.changed();
  }

  /** Applies a friend's play packet; a refusal becomes a notice. */
  receive(packet) {
    if (!this.session) return;
    const s = this.session;
    const out = s.receive(packet);
    this.save();
    const last = out.applied.findLast((a) => a.m.t === 'move');
    if (out.applied.length) {
      this.error = null;
      this.controller.changed(last ? last.result : null, last ? s.peer : null);
    }
    if (out.error) this.notice(out.error);
    this.flush();
    this.hooks.changed();
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
    if (text.length > MAX_PACKET_CHARS) { this.notice(new RemoteError('too-long')); return; }
    let packet;
    try { packet = JSON.parse(text); } catch { this.notice(new RemoteError('bad-message')); return; }
    this.receive(packet);
    // Also when heard before this end's own opening: the friend's greeting is not sent twice.
    if (this.sync) this.carry(this.sync.heard());
  }

  /** Sends this side's messages the connection has not carried yet. */
  flush() {
    if (this.peer && this.peer.open && this.sync && this.session) this.carry(this.sync.due());
  }

  carry(packets) {
    for (const p of packets) this.peer.send(JSON.stringify(p));
  }

  // ---- shared steps

  /** Shows session `s` on the board (a new match for the controller). */
  show(s) {
    if (this.session && this.session !== s) {
      this.closePeer();
      this.handshake = null;
      this.dropped = false;
    }
    this.session = s;
    this.save();
    this.controller.setMatch(this.makeMatch(s, this.matchHooks), {});
    this.controller.setSetting('flipped', s.me === 'black');
    this.hooks.changed();
  }

  save() {
    if (this.session) this.storage.save(this.session.toJSON());
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
