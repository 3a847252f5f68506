// Where a packet rides in the app's address: its fragment, after `#drc=`
// (codec.js writes and reads the text). Apart from the codec, so that the
// app's boot can tell whether an address carries one without loading the
// friend game's modules.

export const KEY = 'drc=';

/** Whether an address carries a packet in its fragment. */
export function hasPacket(hash) {
  return typeof hash === 'string' && hash.startsWith('#' + KEY);
}
