// Who sent a packet: each side of a game against a friend has an ECDSA
// P-256 key pair (the browser's WebCrypto), made with the game and kept
// with it on this device. The invitation carries the inviter's public key
// and the answer the friend's; from then on every packet is signed, and a
// packet whose signature is not the friend's key's is refused before any
// of it is read as a move. A link is then no longer enough to move for a
// side: someone who saw one cannot sign.
//
// What is signed: the packet as canonical JSON (keys sorted, no spaces),
// without its `sig` field, after a fixed prefix that names the protocol,
// so that a signature made for anything else never passes here. Public
// keys travel as the 65-byte uncompressed point, signatures as the 64
// bytes of r and s, both in base64url.

import { toBase64Url, fromBase64Url } from './base64.js';
import { PUBLIC_KEY, SIGNATURE } from './messages.js';

const CURVE = { name: 'ECDSA', namedCurve: 'P-256' };
const HASH = { name: 'ECDSA', hash: 'SHA-256' };
/** Signed before every packet: a signature is for a packet of this protocol and no other use. */
const DOMAIN = 'dice-rex-circe friend packet 2\n';

const COORDINATE = /^[A-Za-z0-9_-]{43}$/;

const subtle = () => {
  const s = globalThis.crypto && globalThis.crypto.subtle;
  // WebCrypto is only given to secure pages (https, or this device's own addresses).
  if (!s) throw Object.assign(new Error('this page has no WebCrypto (it is not served over https)'), { code: 'no-crypto' });
  return s;
};

/** Whether this page can sign and check packets (WebCrypto needs a secure page). */
export function canSign() {
  return !!(globalThis.crypto && globalThis.crypto.subtle);
}

/** Any value as canonical JSON: object keys sorted at every level, no spaces. */
export function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The bytes a signature covers: the packet without its signature. */
function signed(packet) {
  const { sig: _, ...rest } = packet;
  return new TextEncoder().encode(DOMAIN + canonical(rest));
}

/** A new key pair, as kept with a game: the private scalar `d` and the point (`x`, `y`), in base64url. */
export async function newKeys() {
  const pair = await subtle().generateKey(CURVE, true, ['sign', 'verify']);
  const jwk = await subtle().exportKey('jwk', pair.privateKey);
  return { d: jwk.d, x: jwk.x, y: jwk.y };
}

/** Whether `keys` has the shape newKeys() gives. */
export function isKeys(keys) {
  return keys !== null && typeof keys === 'object' && Object.keys(keys).length === 3
    && ['d', 'x', 'y'].every((k) => typeof keys[k] === 'string' && COORDINATE.test(keys[k]));
}

/** The public half of `keys`, as it travels. */
export function publicKey(keys) {
  const point = new Uint8Array(65);
  point[0] = 4;
  point.set(fromBase64Url(keys.x), 1);
  point.set(fromBase64Url(keys.y), 33);
  return toBase64Url(point);
}

// Imported keys, by their text: a game signs and checks many packets with the same two.
const imported = new Map();
function importOnce(id, make) {
  if (!imported.has(id)) {
    if (imported.size > 64) imported.clear();
    const key = make();
    // A key that cannot be imported is forgotten, so that its failure is not kept.
    key.catch(() => imported.delete(id));
    imported.set(id, key);
  }
  return imported.get(id);
}

/** `packet` with its signature by `keys` (the packet is not changed). */
export async function seal(keys, packet) {
  const key = await importOnce(`d:${keys.d}`, () => subtle().importKey('jwk', { kty: 'EC', crv: 'P-256', ...keys, ext: true }, CURVE, false, ['sign']));
  const sig = new Uint8Array(await subtle().sign(HASH, key, signed(packet)));
  return { ...packet, sig: toBase64Url(sig) };
}

/** Whether `packet.sig` is a signature of `packet` by the holder of public key `pub`. Never throws. */
export async function signedBy(pub, packet) {
  if (typeof pub !== 'string' || !PUBLIC_KEY.test(pub) || typeof packet.sig !== 'string' || !SIGNATURE.test(packet.sig)) return false;
  try {
    const key = await importOnce(`q:${pub}`, () => subtle().importKey('raw', fromBase64Url(pub), CURVE, false, ['verify']));
    return await subtle().verify(HASH, key, fromBase64Url(packet.sig), signed(packet));
  } catch {
    // A point that is not on the curve, or a signature of the wrong length.
    return false;
  }
}
