// Bytes as base64url text (RFC 4648 §5, without padding): the links'
// packets (codec.js), the public keys and the signatures (signing.js).

import { RemoteError } from './messages.js';

/** `bytes` (a Uint8Array) as base64url. */
export function toBase64Url(bytes) {
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The bytes of base64url `text`; a RemoteError ('bad-message') for any other text. */
export function fromBase64Url(text) {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) throw new RemoteError('bad-message', 'the text is not a message of this app');
  const bin = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
}
