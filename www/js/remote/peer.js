// A direct connection between two browsers: a WebRTC data channel, set up
// by hand-carried texts instead of a signalling server. The inviting side
// makes an offer, waits until ICE gathering has finished (so the offer
// holds every address it can be reached at) and hands it over; the friend
// answers the same way. ICE servers are a setting: one public STUN server
// by default (it tells each browser its public address), or none, which is
// enough on one network; across strict NATs only a TURN server helps.

/** The default ICE servers: one well-known public STUN server, named on screen. */
export const DEFAULT_STUN = 'stun:stun.l.google.com:19302';

/**
 * Whether this browser can connect directly to another: some have no
 * WebRTC at all (WebKitGTK as Debian builds it; privacy settings that
 * remove it). Without it, a friend is played by links only.
 */
export function canConnectDirectly() {
  return typeof globalThis.RTCPeerConnection === 'function';
}

/** How long ICE gathering may take before the offer goes with what it has. */
const GATHER_MS = 8000;

function iceServers(urls) {
  return urls.filter(Boolean).map((u) => ({ urls: u }));
}

function gathered(pc) {
  if (pc.iceGatheringState === 'complete') return Promise.resolve();
  return new Promise((done) => {
    const timer = setTimeout(finish, GATHER_MS);
    function finish() {
      clearTimeout(timer);
      pc.removeEventListener('icegatheringstatechange', check);
      done();
    }
    function check() { if (pc.iceGatheringState === 'complete') finish(); }
    pc.addEventListener('icegatheringstatechange', check);
  });
}

/**
 * One side of a connection. `onMessage(text)` hears each message, `onState(state)`
 * hears 'connecting', 'open' and 'closed'.
 */
export class Peer {
  constructor({ servers = [DEFAULT_STUN], onMessage, onState }) {
    this.pc = new RTCPeerConnection({ iceServers: iceServers(servers) });
    this.channel = null;
    this.onMessage = onMessage;
    this.onState = onState;
    this.closed = false;
    this.announced = false;
    this.pc.addEventListener('connectionstatechange', () => {
      const s = this.pc.connectionState;
      // 'disconnected' may pass (a network blip): the channel stays, and
      // 'failed' or the channel's close say when it is gone for good.
      if (s === 'failed' || s === 'closed') this.lost();
    });
    this.pc.addEventListener('datachannel', (e) => this.attach(e.channel));
  }

  /**
   * Listens to the channel; the friend's channel may already be open when it
   * arrives. 'open' is always said before the first message is heard: the
   * side that answers may open first and send at once, and the browser may
   * deliver that message before this side's own 'open' event.
   */
  attach(channel) {
    if (this.channel) return;
    this.channel = channel;
    channel.addEventListener('open', () => this.opened());
    channel.addEventListener('close', () => this.lost());
    channel.addEventListener('message', (e) => {
      if (typeof e.data !== 'string' || this.closed) return;
      this.opened();
      this.onMessage(e.data);
    });
    if (channel.readyState === 'open') queueMicrotask(() => this.opened());
  }

  /** Says 'open' once, however the channel's opening was heard. */
  opened() {
    if (this.announced || this.closed || !this.open) return;
    this.announced = true;
    this.onState('open');
  }

  lost() {
    if (this.closed) return;
    this.closed = true;
    this.onState('closed');
  }

  /** The inviting side: an offer for a data channel, with every ICE candidate gathered. */
  async offer() {
    this.attach(this.pc.createDataChannel('drc', { ordered: true }));
    await this.pc.setLocalDescription(await this.pc.createOffer());
    await gathered(this.pc);
    if (!this.announced && !this.closed) this.onState('connecting');
    return this.pc.localDescription.sdp;
  }

  /** The invited side: takes the offer and makes the answer. */
  async answer(offerSdp) {
    await this.pc.setRemoteDescription({ type: 'offer', sdp: offerSdp });
    await this.pc.setLocalDescription(await this.pc.createAnswer());
    await gathered(this.pc);
    if (!this.announced && !this.closed) this.onState('connecting');
    return this.pc.localDescription.sdp;
  }

  /** The inviting side takes the friend's answer; the channel then opens. */
  async accept(answerSdp) {
    await this.pc.setRemoteDescription({ type: 'answer', sdp: answerSdp });
  }

  get open() {
    return !!this.channel && this.channel.readyState === 'open';
  }

  send(text) {
    if (this.open) this.channel.send(text);
  }

  close() {
    this.closed = true;
    try { this.pc.close(); } catch { /* already closed */ }
  }
}
