// Packets as text a player can send by any messenger: JSON, compressed
// with deflate (the browser's CompressionStream), in base64url. A link is
// the app's address with the text in its fragment (`#drc=…`), which never
// reaches a server. Decoding stops at MAX_PACKET_CHARS of JSON, so that a
// small text cannot unpack into a large one.

import { MAX_PACKET_CHARS, RemoteError } from './messages.js';
import { KEY, hasPacket } from './address.js';
import { toBase64Url, fromBase64Url } from './base64.js';

export { hasPacket };
/** The longest text accepted (a QR code holds at most 2,953 bytes; a link a little more). */
export const MAX_TEXT = 12000;

async function pipe(bytes, stream, limit) {
  const reader = new Blob([bytes]).stream().pipeThrough(stream).getReader();
  const parts = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.length;
    if (total > limit) {
      await reader.cancel();
      throw new RemoteError('too-long', 'the message is too long');
    }
    parts.push(value);
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const p of parts) { out.set(p, at); at += p.length; }
  return out;
}

/** A packet as compact text. */
export async function encode(packet) {
  const json = new TextEncoder().encode(JSON.stringify(packet));
  return toBase64Url(await pipe(json, new CompressionStream('deflate-raw'), Infinity));
}

/** The packet's code from a link (…#drc=CODE) or from the code itself, or null. */
export function codeOf(text) {
  if (typeof text !== 'string') return null;
  const t = text.trim();
  const at = t.indexOf(KEY);
  const code = at >= 0 ? t.slice(at + KEY.length).split(/[&\s]/)[0] : t;
  return code || null;
}

/** Decodes a link or a code into a packet (unchecked: see messages.js). */
export async function decode(text) {
  const code = codeOf(text);
  if (!code) throw new RemoteError('bad-message', 'the text is empty');
  if (code.length > MAX_TEXT) throw new RemoteError('too-long', 'the message is too long');
  let json;
  try {
    const bytes = await pipe(fromBase64Url(code), new DecompressionStream('deflate-raw'), MAX_PACKET_CHARS * 4);
    json = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch (err) {
    if (err instanceof RemoteError) throw err;
    throw new RemoteError('bad-message', 'the text is not a message of this app, or it was cut short');
  }
  if (json.length > MAX_PACKET_CHARS) throw new RemoteError('too-long', 'the message is too long');
  try {
    return JSON.parse(json);
  } catch {
    throw new RemoteError('bad-message', 'the text is not a message of this app');
  }
}

/** The link that opens `code` in the app at `base` (the app's address). */
export function linkTo(base, code) {
  const url = new URL(base);
  url.search = '';
  url.hash = KEY + code;
  return url.href;
}
