// What two players' apps say to each other, and the checks every incoming
// packet passes before anything of it reaches the game: a size limit, the
// exact shape of each packet and message (no unknown keys, every value of
// its type and range), the game id and the sender's colour. The signature
// (signing.js), the sequence numbers, the legality of a move and the
// secrets are checked by the session against the game (session.js).
// Nothing here is ever shown as markup: the app writes peer data with
// textContent only.
//
// Packets (JSON, then compressed by codec.js), each signed by its sender:
//   invite  { v, t: 'invite', g, rules, fen, host, anchor, timeout, offer, key, sig }
//   join    { v, t: 'join', g, anchor, answer, key, m: [message, …], sig }  (the guest's first messages)
//   play    { v, t: 'play', g, by, ack, m: [message, …], sig }
// `key` is the sender's public key (signing.js), `sig` its signature of the
// rest of the packet. Messages, each numbered by its sender from 1 (`s`):
//   move    { s, t: 'move', uci, reveal: { i, k } | null }  a move, a pass among them (uci '0000')
//   pass    { s, t: 'pass', reveal: { i, k } | null }  a pass as a journal stored before a pass was a move
//           writes it: read, never sent
//   reveal  { s, t: 'reveal', i, k }         the sender's secret number i
//   offer   { s, t: 'offer', what: 'draw' | 'undo' }
//   offer   { s, t: 'offer', what: 'rematch', g, anchor }  once the game is over: a new
//           game `g`, colours swapped, the sender committed to `anchor` (null without dice)
//   reply   { s, t: 'reply', to, accept }     to an offer, by its number
//   resign  { s, t: 'resign' }                the sender resigns
//   claim   { s, t: 'claim' }                 the sender claims a withheld roll

/** The protocol's version: 2 signs every packet; version 1's packets (unsigned) are refused. */
export const VERSION = 2;
/** The most text a packet may take once decoded (a long game's packet is far smaller). */
export const MAX_PACKET_CHARS = 16384;
/** The most messages one packet may carry. */
export const MAX_MESSAGES = 400;
/** Choices of the time after which a withheld secret lets the other side claim the game, in seconds. */
export const TIMEOUTS = [300, 3600, 86400, 604800];

export const HEX32 = /^[0-9a-f]{32}$/;
export const HEX64 = /^[0-9a-f]{64}$/;
// A move's UCI: its squares, a promotion, a rebirth choice or a captured
// unit's square (`b2b1/xa6`, Jupiter Circe), or a pass (`0000`).
const UCI = /^(?:[a-h][1-8][a-h][1-8][qrbn]?(\/x?[a-h][1-8][qrbn]?)?|0000)$/;
export const RULES = /^[a-z][a-z0-9-]{0,60}$/;
export const COLORS = ['white', 'black'];
const CHAIN_LENGTH = 4096;
const KINDS = ['invite', 'join', 'play'];
/** A public key (87 characters of base64url: the point 04‖x‖y) and a signature (86: r‖s), as signing.js writes them. */
export const PUBLIC_KEY = /^B[A-Za-z0-9_-]{86}$/;
export const SIGNATURE = /^[A-Za-z0-9_-]{86}$/;
/** An SDP text: printable ASCII lines. */
const SDP = /^v=0\r?\n[\x20-\x7e\r\n]*$/;

/** A refusal: `code` says which kind (the app translates it), `detail` what exactly. */
export class RemoteError extends Error {
  constructor(code, detail = '') {
    super(detail || code);
    this.code = code;
    this.detail = detail;
  }
}

const fail = (detail) => { throw new RemoteError('bad-message', detail); };

function isObject(v) {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

/** `obj` must have exactly these keys. */
function keys(obj, names, what) {
  if (!isObject(obj)) fail(`${what} is not an object`);
  const have = Object.keys(obj);
  for (const k of have) if (!names.includes(k)) fail(`${what} has an unknown field`);
  for (const k of names) if (!Object.hasOwn(obj, k)) fail(`${what} lacks a field`);
}

function integer(v, min, max, what) {
  if (!Number.isInteger(v) || v < min || v > max) fail(`${what} is out of range`);
  return v;
}

function text(v, pattern, what) {
  if (typeof v !== 'string' || !pattern.test(v)) fail(`${what} is malformed`);
  return v;
}

/** An SDP offer or answer: a bounded string, or null for links only. */
function sdp(v) {
  if (v === null) return null;
  if (typeof v !== 'string' || v.length > 8000 || !SDP.test(v)) fail('the connection data is malformed');
  return v;
}

function reveal(r) {
  keys(r, ['i', 'k'], 'a reveal');
  integer(r.i, 0, CHAIN_LENGTH - 1, 'a secret number');
  text(r.k, HEX64, 'a secret');
  return r;
}

/** Checks one message of a play packet. */
export function checkMessage(m) {
  if (!isObject(m)) fail('a message is not an object');
  integer(m.s, 1, 1e9, 'a sequence number');
  switch (m.t) {
    case 'move':
      keys(m, ['s', 't', 'uci', 'reveal'], 'a move');
      text(m.uci, UCI, 'a move');
      if (m.reveal !== null) reveal(m.reveal);
      break;
    case 'pass':
      keys(m, ['s', 't', 'reveal'], 'a pass');
      if (m.reveal !== null) reveal(m.reveal);
      break;
    case 'reveal':
      keys(m, ['s', 't', 'i', 'k'], 'a reveal');
      reveal({ i: m.i, k: m.k });
      break;
    case 'offer':
      if (m.what === 'rematch') {
        keys(m, ['s', 't', 'what', 'g', 'anchor'], 'an offer');
        text(m.g, HEX32, 'the new game\'s id');
        if (m.anchor !== null) text(m.anchor, HEX64, 'a commitment');
      } else {
        keys(m, ['s', 't', 'what'], 'an offer');
        if (m.what !== 'draw' && m.what !== 'undo') fail('an offer is of an unknown kind');
      }
      break;
    case 'reply':
      keys(m, ['s', 't', 'to', 'accept'], 'a reply');
      integer(m.to, 1, 1e9, 'a reply');
      if (typeof m.accept !== 'boolean') fail('a reply is malformed');
      break;
    case 'resign':
    case 'claim':
      keys(m, ['s', 't'], 'a message');
      break;
    default:
      fail('a message is of an unknown kind');
  }
  return m;
}

function checkMessages(list) {
  if (!Array.isArray(list) || list.length > MAX_MESSAGES) fail('the messages are malformed');
  for (const m of list) checkMessage(m);
  for (let i = 1; i < list.length; i++) if (list[i].s !== list[i - 1].s + 1) fail('the messages are not in order');
}

/**
 * Checks a decoded packet's shape; `expect` ({ g, by }) holds the game id
 * and the sender's colour a play packet must have. Returns the packet;
 * throws a RemoteError (code 'bad-message', 'old-version', 'bad-version'
 * or 'other-game') otherwise. The signature's shape is checked here, its
 * value by the session, which knows the key.
 */
export function checkPacket(p, expect = null) {
  if (!isObject(p) || !KINDS.includes(p.t)) fail('the text is not a message of this app');
  if (p.v === 1) throw new RemoteError('old-version');
  if (p.v !== VERSION) throw new RemoteError('bad-version', 'the message comes from another version of the app');
  switch (p.t) {
    case 'invite':
      keys(p, ['v', 't', 'g', 'rules', 'fen', 'host', 'anchor', 'timeout', 'offer', 'key', 'sig'], 'an invitation');
      text(p.rules, RULES, 'the rule set');
      if (p.fen !== null && (typeof p.fen !== 'string' || p.fen.length > 200)) fail('the position is malformed');
      if (!COLORS.includes(p.host)) fail('the colour is malformed');
      if (p.anchor !== null) text(p.anchor, HEX64, 'a commitment');
      if (!TIMEOUTS.includes(p.timeout)) fail('the time to claim is not one of the choices');
      sdp(p.offer);
      text(p.key, PUBLIC_KEY, 'the public key');
      break;
    case 'join':
      keys(p, ['v', 't', 'g', 'anchor', 'answer', 'key', 'm', 'sig'], 'an answer');
      if (p.anchor !== null) text(p.anchor, HEX64, 'a commitment');
      sdp(p.answer);
      text(p.key, PUBLIC_KEY, 'the public key');
      checkMessages(p.m);
      break;
    default:
      keys(p, ['v', 't', 'g', 'by', 'ack', 'm', 'sig'], 'a move message');
      if (!COLORS.includes(p.by)) fail('the colour is malformed');
      integer(p.ack, 0, 1e9, 'an acknowledgement');
      checkMessages(p.m);
  }
  text(p.sig, SIGNATURE, 'the signature');
  text(p.g, HEX32, 'the game id');
  if (expect) {
    if (p.g !== expect.g) throw new RemoteError('other-game', 'the message belongs to another game');
    if (p.t === 'play' && p.by !== expect.by) fail('the message claims to come from the wrong side');
  }
  return p;
}
