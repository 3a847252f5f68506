// "Play a friend": the invitation dialog, the friend panel beside the
// board, and the glue between the session (session.js), the connection
// (peer.js) or links (codec.js), and the app's controller. The app's board
// plays a RemoteMatch, whose moves go through the session; the friend's
// moves come in here, and every refusal is shown as a notice. Peer data is
// only ever written with textContent or into form values.

import { Match } from '../engine.js';
import { Game } from '../../engine/js/index.js';
import { table, appTranslator } from '../strings.js';
import { ruleSetText } from '../rule-sets.js';
import { listen, listenAll } from '../listen.js';
import { Session, ChannelSync } from './session.js';
import { checkPacket, MAX_PACKET_CHARS, RemoteError, TIMEOUTS } from './messages.js';
import { encode, decode, linkTo, hasPacket } from './codec.js';
import { Peer, DEFAULT_STUN, canConnectDirectly } from './peer.js';
import { drawQr } from './qr.js';
import * as storage from './storage.js';

const other = (c) => (c === 'white' ? 'black' : 'white');
const CHANNEL = 'drc-remote';
/** How long the inviting side waits for the direct connection once it has the answer. */
const CONNECT_MS = 30000;

/** The engine game of a session as the app's Match: moves and offers go through the session. */
export class RemoteMatch extends Match {
  constructor(session, hooks) {
    super({}, session.game);
    this.session = session;
    this.hooks = hooks;
    this.remote = true;
  }

  get game() { return this.session && this.session.game; }
  set game(_) { /* the session owns the game */ }

  snapshot() {
    const snap = super.snapshot();
    const s = this.session;
    const mine = s.started && s.joined && snap.turn === s.me && !snap.result
      && !(s.pendingOffer() && s.pendingOffer().by === s.me);
    // The board takes no move on the friend's turn; the dice still show what the mover can play.
    snap.moverMoves = snap.legalMoves;
    if (!mine) snap.legalMoves = [];
    snap.remote = { me: s.me, started: s.started && s.joined };
    return snap;
  }

  apply(move) {
    const { move: played, messages } = this.session.play(move);
    this.hooks.sent(messages);
    return played;
  }

  roll() { return []; }
  rollWith() { throw new RemoteError('wrong-phase', 'the dice come from both players\' secrets'); }
  undo() { this.hooks.offer('undo'); return false; }
  agreeDraw() { this.hooks.offer('draw'); }
  resign() { this.hooks.sent(this.session.resign()); }

  free() {
    if (!this.session) return;
    super.free();
    this.session = null;
  }
}

export function createFriend(root, controller, store) {
  const $ = (sel) => root.querySelector(sel);
  const tx = (key, ...args) => {
    const v = table('friend')[key];
    return typeof v === 'function' ? v(...args) : v;
  };
  const dlg = $('#dlg-friend');
  const panel = $('#friend-panel');
  let session = null;
  let peer = null;
  /** What the direct connection has carried (a ChannelSync), while there is one. */
  let sync = null;
  let dialogMode = null;
  let pendingInvite = null;
  let connection = 'links';
  let lastError = null;
  const bus = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;

  const hooks = {
    sent(messages) { afterLocal(messages); },
    offer(what) { act(() => session.offerTo(what)); },
  };

  function notice(err) {
    const code = err && err.code;
    const text = tx('refused', (table('friend').errors || {})[code] || tx('errors').generic, err && err.detail ? err.detail : '');
    lastError = text;
    store.update((st) => { st.message = text; });
    render();
  }

  function clearError() {
    lastError = null;
    render();
  }

  function save() {
    if (session) storage.save(session.toJSON());
  }

  function servers() {
    return storage.loadServers([DEFAULT_STUN]);
  }

  /** Sends this side's messages the connection has not carried yet. */
  function flush() {
    if (peer && peer.open && sync && session) carry(sync.due());
  }

  /** Sends packets over the direct connection. */
  function carry(packets) {
    for (const p of packets) peer.send(JSON.stringify(p));
  }

  function afterLocal() {
    save();
    flush();
    render();
  }

  function act(fn) {
    try {
      fn();
      afterLocal();
      controller.changed();
    } catch (err) {
      notice(err);
    }
  }

  /** Shows `s` on the board (a new RemoteMatch for the controller). */
  function show(s) {
    if (session && session !== s) closePeer();
    session = s;
    save();
    controller.setMatch(new RemoteMatch(s, hooks), {});
    controller.setSetting('flipped', s.me === 'black');
    render();
  }

  function closePeer() {
    if (peer) peer.close();
    peer = null;
    sync = null;
    connection = 'links';
  }

  function newPeer() {
    closePeer();
    const p = new Peer({
      servers: servers(),
      onMessage: (text) => { if (p === peer) fromChannel(text); },
      onState: (state) => {
        if (p !== peer) return;
        connection = state === 'open' ? 'open' : state === 'connecting' ? 'connecting' : 'links';
        if (state === 'open') {
          carry(sync.opened());
          if (dlg.open) dlg.close();
        }
        render();
      },
    });
    peer = p;
    sync = new ChannelSync(session);
    return p;
  }

  function fromChannel(text) {
    if (text.length > MAX_PACKET_CHARS) { notice(new RemoteError('too-long')); return; }
    let packet;
    try { packet = JSON.parse(text); } catch { notice(new RemoteError('bad-message')); return; }
    receive(packet);
    // Also when heard before this end's own opening: the friend's greeting is not sent twice.
    if (sync) carry(sync.heard());
  }

  /** Applies a friend's play packet and redraws; a refusal becomes a notice. */
  function receive(packet) {
    if (!session) return;
    const out = session.receive(packet);
    save();
    const last = out.applied.findLast((a) => a.m.t === 'move');
    if (out.applied.length) {
      lastError = null;
      controller.changed(last ? last.result : null, last ? session.peer : null);
    }
    if (out.error) notice(out.error);
    flush();
    render();
  }

  /** Takes any packet: pasted, from a link, or from another tab. Returns whether it was for this tab. */
  async function take(text, { fromOtherTab = false } = {}) {
    let packet;
    try {
      packet = checkPacket(await decode(text));
    } catch (err) {
      if (!fromOtherTab) notice(err);
      return false;
    }
    if (packet.t === 'invite') {
      if (fromOtherTab) return false;
      openInvite(packet);
      return true;
    }
    const data = session && session.id === packet.g ? null : storage.load(packet.g);
    if (fromOtherTab && !(session && session.id === packet.g)) return false;
    if (!session || session.id !== packet.g) {
      if (!data) { notice(new RemoteError('other-game')); return true; }
      show(new Session(Game, data));
    }
    if (packet.t === 'join') {
      try {
        const out = session.acceptJoin(packet);
        save();
        if (out.error) notice(out.error);
        controller.changed();
        if (!packet.answer && peer && !peer.open) {
          // The invitation offered a direct connection and the friend's browser could not take it
          // (it has no WebRTC, or would not answer): nothing will connect, so links at once.
          closePeer();
          store.update((st) => { st.message = tx('friendNoDirect'); });
        } else if (packet.answer && peer && !peer.open) {
          const p = peer;
          await p.accept(packet.answer);
          // No direct path (strict firewalls, or an answer to an older invitation): say so, and links go on.
          setTimeout(() => {
            if (p !== peer || p.open) return;
            closePeer();
            store.update((st) => { st.message = tx('noDirect'); });
            render();
          }, CONNECT_MS);
        }
        flush();
        if (dlg.open && dialogMode === 'invite') dlg.close();
      } catch (err) {
        notice(err);
      }
      render();
      return true;
    }
    receive(packet);
    return true;
  }

  /** An invitation opened by its link: join a new game, or reconnect a stored one. */
  function openInvite(packet) {
    pendingInvite = packet;
    dialogMode = storage.load(packet.g) ? 'reconnect' : 'join';
    openDialog();
  }

  async function join() {
    const invite = pendingInvite;
    const known = storage.load(invite.g);
    let s;
    try {
      s = known ? new Session(Game, known) : Session.guest(Game, invite);
      if (known && s.dice && invite.anchor !== s.toJSON().anchors[invite.host]) {
        throw new RemoteError('bad-message', 'the invitation commits to other secrets than before');
      }
    } catch (err) {
      showDialogError(err);
      return;
    }
    show(s);
    let answer = null;
    if (invite.offer && canConnectDirectly()) {
      try {
        answer = await newPeer().answer(invite.offer);
      } catch {
        closePeer();
      }
    }
    const code = await encode(s.joinPacket(answer));
    showOut(tx('answerLabel'), linkTo(location.href, code));
    $('#fr-go').hidden = true;
    $('#fr-cancel').textContent = tx('close');
    render();
  }

  async function invite() {
    const data = session && dialogMode === 'reconnect-host' ? session : null;
    let s = data;
    if (!s) {
      const color = $('#fr-color').value;
      try {
        s = Session.host(Game, { rules: $('#fr-rules').value, color, timeout: Number($('#fr-timeout').value) });
      } catch (err) {
        showDialogError(err);
        return;
      }
      show(s);
    }
    storage.saveServers($('#fr-ice').value.split(/\s+/).filter(Boolean));
    let offer = null;
    if (canConnectDirectly() && !$('#fr-links-only').checked) {
      try {
        offer = await newPeer().offer();
      } catch {
        // The browser has WebRTC but would not make an offer (a policy, a setting): links, said in words.
        closePeer();
        showDirectNote(tx('offerFailed'));
      }
    }
    const code = await encode(s.invitePacket(offer));
    showOut(tx('inviteLabel'), linkTo(location.href, code));
    $('#fr-in').hidden = false;
    dialogMode = 'invite';
    // Without an offer, the friend's answer is only opened: nothing will connect.
    $('#fr-go').textContent = offer ? tx('connect') : tx('apply');
    render();
  }

  function showOut(label, link) {
    $('#fr-out').hidden = false;
    $('#fr-out-label').textContent = label;
    $('#fr-out-text').value = link;
    drawQr($('#fr-qr'), link);
    $('#fr-setup').hidden = true;
  }

  /** Says in the dialog why the game goes by links only (`text`), or nothing (null). */
  function showDirectNote(text) {
    const note = $('#fr-direct');
    note.hidden = !text;
    note.textContent = text || '';
  }

  /** The setup offers a direct connection only where the browser can make one; else it says so. */
  function setupDirect() {
    const direct = canConnectDirectly();
    for (const id of ['#fr-ice', '#fr-links-only']) $(id).closest('label').hidden = !direct;
    $('#fr-ice-hint').hidden = !direct;
    showDirectNote(direct ? null : tx('noWebRTC'));
    return direct;
  }

  function showDialogError(err) {
    const e = $('#fr-error');
    e.hidden = false;
    e.textContent = tx('refused', (table('friend').errors || {})[err && err.code] || tx('errors').generic, err && err.detail ? err.detail : (err && err.message) || '');
  }

  function openDialog() {
    $('#fr-error').hidden = true;
    $('#fr-out').hidden = true;
    $('#fr-in').hidden = true;
    $('#fr-in-text').value = '';
    // A new invitation or answer is being made: the last one's text must not be taken for it.
    $('#fr-out-text').value = '';
    $('#fr-go').hidden = false;
    $('#fr-cancel').textContent = tx('cancel');
    const setup = dialogMode === 'setup';
    $('#fr-setup').hidden = !setup;
    showDirectNote(null);
    if (setup) {
      $('#fr-title').textContent = tx('title');
      $('#fr-about').textContent = setupDirect() ? tx('about') : tx('aboutLinks');
      $('#fr-go').textContent = tx('create');
      $('#fr-ice').value = servers().join('\n');
    } else if (dialogMode === 'reconnect-host') {
      $('#fr-title').textContent = tx('reconnectTitle');
      $('#fr-about').textContent = tx('reconnectAbout');
      $('#fr-go').textContent = tx('create');
      $('#fr-setup').hidden = false;
      for (const id of ['#fr-rules', '#fr-color', '#fr-timeout']) $(id).closest('label').hidden = true;
      setupDirect();
      $('#fr-ice').value = servers().join('\n');
    } else {
      const inv = pendingInvite;
      const set = Game.ruleSets().find((r) => r.name === inv.rules);
      $('#fr-title').textContent = dialogMode === 'reconnect' ? tx('reconnectTitle') : tx('joinTitle');
      const direct = canConnectDirectly();
      $('#fr-about').textContent = tx('joinAbout', set ? ruleSetText(set, appTranslator).name : inv.rules, other(inv.host), tx('timeouts')[inv.timeout], !!inv.offer && direct);
      if (!direct) showDirectNote(tx('noWebRTC'));
      $('#fr-go').textContent = dialogMode === 'reconnect' ? tx('reconnect') : tx('join');
    }
    if (!dlg.open) dlg.showModal();
  }

  // The rule sets and time limits, in the player's language; a choice already made is kept.
  function fillSetup() {
    const rules = $('#fr-rules');
    const rule = rules.value || 'dice-rex-circe';
    rules.replaceChildren(...Game.ruleSets().map((r) => new Option(ruleSetText(r, appTranslator).name, r.name)));
    rules.value = rule;
    const timeout = $('#fr-timeout');
    const limit = timeout.value || '3600';
    timeout.replaceChildren(...TIMEOUTS.map((s) => new Option(tx('timeouts')[s], String(s))));
    timeout.value = limit;
  }

  function fillStrings() {
    const labels = {
      '#fr-rules-label': 'rules', '#fr-color-label': 'color', '#fr-timeout-label': 'timeout', '#fr-ice-label': 'ice',
      '#fr-ice-hint': 'iceHint', '#fr-links-only-label': 'linksOnly', '#fr-in-label': 'answerIn', '#fr-out-copy': 'copy',
      '#friend-link-label': 'moveLink', '#friend-copy': 'copy', '#friend-reconnect': 'reconnect', '#friend-claim': 'claim',
      '#friend-paste-label': 'paste', '#friend-paste-go': 'apply', '#friend-leave': 'leave', '#friend-accept': 'accept',
      '#friend-decline': 'decline',
    };
    for (const [sel, key] of Object.entries(labels)) $(sel).textContent = tx(key, DEFAULT_STUN);
    const [w, b] = $('#fr-color').options;
    w.textContent = tx('playAs', 'white');
    b.textContent = tx('playAs', 'black');
    fillSetup();
  }

  async function currentLink() {
    return linkTo(location.href, await encode(session.packet()));
  }

  let linkFor = '';
  function render() {
    panel.hidden = !session;
    if (!session) return;
    const snap = store.state.snap;
    const s = session;
    $('#friend-title').textContent = tx('panelTitle', s.me);
    let state;
    if (!s.started || !s.joined) state = tx('waitJoin');
    else if (snap && snap.result) state = tx('over');
    else if (s.waitingForSecret() !== null) state = tx('waitSecret', s.peer);
    else if (connection === 'open') state = tx('connected');
    else if (connection === 'connecting') state = tx('connecting');
    else state = tx('linksMode');
    $('#friend-state').textContent = state;
    panel.dataset.connection = connection;
    const offer = s.pendingOffer();
    $('#friend-offer').hidden = !offer || offer.by === s.me;
    if (offer) $('#friend-offer-text').textContent = offer.by === s.me ? '' : tx('offered', offer.what, s.peer);
    $('#friend-claim').hidden = !s.canClaim();
    const err = $('#friend-error');
    err.hidden = !lastError;
    err.textContent = lastError || '';
    const key = `${s.id}:${s.toJSON().sent}:${s.toJSON().peerAck}:${s.toJSON().got}`;
    if (key !== linkFor) {
      linkFor = key;
      currentLink().then((link) => { if (linkFor === key) $('#friend-link').value = link; });
    }
  }

  const off = listenAll([
    [$('#btn-friend'), 'click', () => {
      dialogMode = session && !(store.state.snap && store.state.snap.result) ? 'reconnect-host' : 'setup';
      if (dialogMode === 'setup') for (const id of ['#fr-rules', '#fr-color', '#fr-timeout']) $(id).closest('label').hidden = false;
      openDialog();
    }],
    [$('#fr-go'), 'click', async () => {
      $('#fr-error').hidden = true;
      if (dialogMode === 'setup' || dialogMode === 'reconnect-host') await invite();
      else if (dialogMode === 'join' || dialogMode === 'reconnect') await join();
      else if (dialogMode === 'invite') await take($('#fr-in-text').value);
    }],
    [$('#fr-out-copy'), 'click', () => navigator.clipboard?.writeText($('#fr-out-text').value).catch(() => {})],
    [$('#friend-copy'), 'click', () => navigator.clipboard?.writeText($('#friend-link').value).catch(() => {})],
    [$('#friend-reconnect'), 'click', () => { dialogMode = 'reconnect-host'; openDialog(); }],
    [$('#friend-claim'), 'click', () => act(() => session.claim())],
    [$('#friend-accept'), 'click', () => act(() => session.reply(true))],
    [$('#friend-decline'), 'click', () => act(() => session.reply(false))],
    [$('#friend-leave'), 'click', () => {
      closePeer();
      storage.leave();
      session = null;
      controller.newGame();
      render();
    }],
    [$('#friend-paste'), 'submit', async (e) => {
      e.preventDefault();
      const input = $('#friend-paste-text');
      clearError();
      if (await take(input.value)) input.value = '';
    }],
  ]);

  // A link opened in this very tab changes only the fragment.
  const offHash = listen(window, 'hashchange', () => { api.openLink(location.hash); });
  // Another tab of this browser with the same game moved it on: this one follows, so that
  // neither tab saves over the other's moves; a connection held here carries them.
  const offStorage = listen(window, 'storage', (e) => {
    if (e.key !== storage.KEY || !session || !session.adopt(storage.load(session.id))) return;
    controller.changed();
    flush();
    render();
  });

  if (bus) {
    bus.onmessage = async (e) => {
      const { text, id } = e.data || {};
      if (typeof text !== 'string') return;
      if (await take(text, { fromOtherTab: true })) bus.postMessage({ taken: id });
    };
  }

  fillStrings();

  const api = {
    render,
    fillStrings,
    /** The link of this side's messages the friend has not acknowledged (null without a game). */
    link() { return session ? currentLink() : Promise.resolve(null); },
    /** Reopens the stored game against a friend, if the app was showing one. */
    resume() {
      const data = storage.current();
      if (!data) return false;
      try {
        show(new Session(Game, data));
        return true;
      } catch {
        storage.leave();
        return false;
      }
    },
    /** A link opened in this tab (…#drc=…): given to a tab that has its game open, else taken here. */
    async openLink(hash) {
      if (!hasPacket(hash)) return false;
      try {
        return await openLinkNow(hash);
      } finally {
        // How many links this page has taken: a test waits for the count to grow.
        document.body.dataset.links = String(Number(document.body.dataset.links || 0) + 1);
      }
    },
    destroy() { off(); offHash(); offStorage(); closePeer(); if (bus) bus.close(); },
  };

  async function openLinkNow(hash) {
    {
      history.replaceState(null, '', location.pathname + location.search);
      if (bus) {
        const id = Math.random().toString(36).slice(2);
        const taken = await new Promise((done) => {
          const timer = setTimeout(() => { bus.removeEventListener('message', hear); done(false); }, 400);
          function hear(e) { if (e.data && e.data.taken === id) { clearTimeout(timer); bus.removeEventListener('message', hear); done(true); } }
          bus.addEventListener('message', hear);
          bus.postMessage({ text: hash, id });
        });
        if (taken) {
          store.update((st) => { st.message = tx('takenElsewhere'); });
          return true;
        }
      }
      await take(hash);
      return true;
    }
  }
  return api;
}
