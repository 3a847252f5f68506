// The direct connection's events (www/js/remote/peer.js) with a stand-in
// for the browser's RTCPeerConnection: 'open' is said once and before the
// first message, whichever order the browser delivers them in.
import { test } from 'node:test';
import assert from 'node:assert/strict';

class FakeChannel extends EventTarget {
  constructor(readyState = 'connecting') {
    super();
    this.readyState = readyState;
    this.sent = [];
  }

  send(text) { this.sent.push(text); }
  fire(type, init = {}) { this.dispatchEvent(Object.assign(new Event(type), init)); }
}

class FakeConnection extends EventTarget {
  constructor() {
    super();
    this.connectionState = 'new';
  }

  createDataChannel() { this.created = new FakeChannel(); return this.created; }
  close() { this.connectionState = 'closed'; }
}

globalThis.RTCPeerConnection = FakeConnection;
const { Peer } = await import('../../www/js/remote/peer.js');

function listener() {
  const heard = [];
  const peer = new Peer({ servers: [], onMessage: (t) => heard.push(`message ${t}`), onState: (s) => heard.push(s) });
  return { peer, heard };
}

const tick = () => new Promise((done) => setTimeout(done, 0));

test('a message delivered before the open event is heard after \'open\', and \'open\' is said once', async () => {
  const { peer, heard } = listener();
  const channel = new FakeChannel();
  peer.attach(channel);
  channel.readyState = 'open';
  channel.fire('message', { data: 'hello' });
  channel.fire('open');
  channel.fire('message', { data: 'move' });
  await tick();
  assert.deepEqual(heard, ['open', 'message hello', 'message move']);
  peer.send('reply');
  assert.deepEqual(channel.sent, ['reply']);
});

test('the friend\'s channel arriving open is announced before its first message', async () => {
  const { peer, heard } = listener();
  const channel = new FakeChannel('open');
  peer.pc.dispatchEvent(Object.assign(new Event('datachannel'), { channel }));
  await tick();
  channel.fire('message', { data: 'hello' });
  assert.deepEqual(heard, ['open', 'message hello']);
});

test('nothing is said open before the channel is, nothing is sent on it, and nothing is heard after it closed', async () => {
  const { peer, heard } = listener();
  const channel = new FakeChannel();
  peer.attach(channel);
  peer.send('early');
  assert.deepEqual(channel.sent, []);
  channel.fire('message', { data: 'early' });
  assert.deepEqual(heard, ['message early']);
  channel.readyState = 'open';
  channel.fire('open');
  channel.readyState = 'closed';
  channel.fire('close');
  channel.fire('message', { data: 'late' });
  channel.fire('open');
  assert.deepEqual(heard, ['message early', 'open', 'closed']);
});
