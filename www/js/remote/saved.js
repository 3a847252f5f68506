// What a stored game against a friend must look like before the app
// trusts it (storage.js keeps them): a session's data (session.js), or a
// finished game kept as its record. A value that does not pass is never
// half-used: the app sets it aside and says why, in words (problemOf's
// reason), rather than show a game that cannot move, or blame the friend
// for this device's damaged secret.

import {
  checkMessage, RemoteError, VERSION, HEX32, HEX64, RULES, COLORS, TIMEOUTS, PUBLIC_KEY,
} from './messages.js';
import { isKeys } from './signing.js';
import { Session, rulesHaveDice } from './session.js';

/** The most messages a stored journal may hold (a 1,400-ply game with its rolls holds about 1,900). */
export const MAX_JOURNAL = 20000;
const MAX_RECORD = 400000;

const isObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
const isCount = (v) => Number.isInteger(v) && v >= 0 && v <= 1e9;
const isTime = (v) => Number.isFinite(v) && v >= 0;
/** A stored value, quoted short: a reason never carries a long or odd text whole. */
const quote = (v) => {
  const text = typeof v === 'string' ? v : JSON.stringify(v) ?? String(v);
  return `'${text.length > 24 ? `${text.slice(0, 24)}…` : text}'`;
};

/** Why a stored result cannot be read, or null. */
function resultProblem(r) {
  if (r === null) return null;
  if (!isObject(r) || !(r.winner === null || COLORS.includes(r.winner)) || typeof r.reason !== 'string' || !/^[a-z-]{1,40}$/.test(r.reason)) {
    return 'its result is malformed';
  }
  return null;
}

/** Why a finished game kept as its record cannot be read, or null. */
function compactProblem(d) {
  if (typeof d.g !== 'string' || !HEX32.test(d.g)) return 'its game id is malformed';
  if (!COLORS.includes(d.me)) return `its colour ${quote(d.me)} is not White or Black`;
  if (typeof d.rules !== 'string' || !RULES.test(d.rules)) return `its rules ${quote(d.rules)} are malformed`;
  if (d.result === null) return 'a game kept as its record has no result';
  const result = resultProblem(d.result);
  if (result) return result;
  if (typeof d.record !== 'string' || d.record.length > MAX_RECORD) return 'its record is malformed';
  if (!isTime(d.ended) || !isTime(d.created)) return 'its dates are malformed';
  return null;
}

/** Why the journal of `d` cannot be replayed as stored, or null. */
function journalProblem(d) {
  if (!Array.isArray(d.journal) || d.journal.length > MAX_JOURNAL) return 'its journal is not a list of messages';
  const next = { white: 1, black: 1 };
  for (const [i, e] of d.journal.entries()) {
    if (!isObject(e) || !COLORS.includes(e.by) || !isTime(e.at)) return `its message ${i + 1} is malformed`;
    try {
      checkMessage(e.m);
    } catch (err) {
      return `its message ${i + 1} is malformed (${err.detail})`;
    }
    if (e.m.s !== next[e.by]) return `its message ${i + 1} is out of order`;
    next[e.by] += 1;
  }
  const peer = d.me === 'white' ? 'black' : 'white';
  if (![d.sent, d.got, d.peerAck].every(isCount)) return 'its message counts are malformed';
  if (next[d.me] - 1 !== d.sent || next[peer] - 1 !== d.got) return 'its message counts do not match its journal';
  if (d.peerAck > d.sent) return 'it says the friend has messages this side never sent';
  return null;
}

/**
 * Why the stored session data `d` cannot be trusted, in words, or null
 * when it can. `Game` is the engine's class: the rules must be known and
 * this side's seed must give this side's commitment.
 */
export function problemOf(Game, d) {
  if (!isObject(d)) return 'it is not a game';
  if (d.v !== VERSION) return `it comes from another version of the app (${quote(d.v)})`;
  if (d.compact === true) return compactProblem(d);
  if (typeof d.g !== 'string' || !HEX32.test(d.g)) return 'its game id is malformed';
  if (!COLORS.includes(d.me)) return `its colour ${quote(d.me)} is not White or Black`;
  if (typeof d.host !== 'boolean') return 'it does not say who invited whom';
  if (typeof d.rules !== 'string' || !RULES.test(d.rules)) return `its rules ${quote(d.rules)} are malformed`;
  let dice;
  try {
    dice = rulesHaveDice(Game, d.rules);
  } catch {
    return `its rules ${quote(d.rules)} are unknown to this version of the app`;
  }
  if (d.fen !== null && (typeof d.fen !== 'string' || d.fen.length > 200)) return 'its position is malformed';
  if (!TIMEOUTS.includes(d.timeout)) return `its time to claim ${quote(d.timeout)} is not one of the choices`;
  if (!isObject(d.anchors) || !COLORS.every((c) => d.anchors[c] === null || (typeof d.anchors[c] === 'string' && HEX64.test(d.anchors[c])))) {
    return 'its commitments are malformed';
  }
  if (dice !== (d.seed !== null)) return dice ? 'its secret seed is missing' : 'it has a secret seed for rules without dice';
  if (dice) {
    if (typeof d.seed !== 'string' || !HEX64.test(d.seed)) return 'this device\'s secret seed is malformed';
    // The chain is grown from the seed (4,096 hashes): only for a game whose secrets are still to come.
    if (!d.result && Game.chainAnchor(d.seed) !== d.anchors[d.me]) return 'this device\'s secret seed does not give its commitment';
    if (d.anchors.white === d.anchors.black) return 'both sides have the same commitment';
  } else if (d.anchors.white !== null || d.anchors.black !== null) {
    return 'it has commitments for rules without dice';
  }
  if (d.legacy !== undefined && d.legacy !== true) return 'its version mark is malformed';
  if (!(isKeys(d.keys) || (d.keys === null && d.legacy === true))) return 'this device\'s key is malformed';
  if (d.peerKey !== null && (typeof d.peerKey !== 'string' || !PUBLIC_KEY.test(d.peerKey))) return 'the friend\'s key is malformed';
  if (!d.host && d.peerKey === null && d.legacy !== true) return 'it lacks the friend\'s key';
  if (d.joined !== undefined && typeof d.joined !== 'boolean') return 'it does not say whether the friend joined';
  if (d.from !== undefined && (typeof d.from !== 'string' || !HEX32.test(d.from))) return 'the game it follows is malformed';
  if (!isTime(d.created)) return 'its date is malformed';
  if (d.result !== undefined) {
    const result = resultProblem(d.result);
    if (result) return result;
  }
  if (d.plies !== undefined && !isCount(d.plies)) return 'its length is malformed';
  return journalProblem(d);
}

/** Throws a RemoteError ('damaged-save') saying why `d` cannot be trusted; returns `d` when it can. */
export function checkSaved(Game, d) {
  const why = problemOf(Game, d);
  if (why) throw new RemoteError('damaged-save', why);
  return d;
}

/**
 * The session of stored data `d` (not kept as a record), checked and then
 * rebuilt by replaying its journal; throws a RemoteError ('damaged-save')
 * saying why it cannot be.
 */
export function restoreSession(Game, d) {
  checkSaved(Game, d);
  if (d.compact) throw new RemoteError('game-archived');
  try {
    return new Session(Game, d);
  } catch (err) {
    throw new RemoteError('damaged-save', `its moves cannot be replayed (${err.detail || err.message})`);
  }
}

/** A finished game's stored data kept as its record and result (`record`: the game's record, written by the engine). */
export function compactOf(data, record, now = Date.now()) {
  return {
    v: VERSION, g: data.g, compact: true, me: data.me, rules: data.rules, result: data.result, record, ended: now, created: data.created,
  };
}

/**
 * A game of the first protocol (unsigned messages) as this version keeps
 * it: the same journal, marked `legacy`, with no keys. It goes on once a
 * new invitation (Reconnect) has given each side the other's key.
 */
export function fromVersion1(d) {
  if (!isObject(d) || d.v !== 1) return d;
  return { ...d, v: VERSION, keys: null, peerKey: null, legacy: true };
}
