// The games against friends kept in this browser (storage.js), as the
// friend game takes them: each is checked before it is trusted (saved.js:
// its fields, this device's seed against its commitment, its journal
// replayed on the engine); one that cannot be read is set aside with why,
// never deleted; a finished one is kept as its record when it is tidied or
// when room is needed (the compactor storage.js asks for).

import { RemoteError } from './messages.js';
import { problemOf, restoreSession, compactOf } from './saved.js';

export class KeptGames {
  /** `Game` is the engine's class; `storage` the stored games (storage.js createStorage). */
  constructor(Game, storage) {
    this.Game = Game;
    this.storage = storage;
    storage.setCompactor((data, force) => this.compacted(data, force));
  }

  /**
   * Checks every stored game: those that cannot be read are set aside,
   * and the finished ones tidied. Returns why each set aside could not be
   * read, in words.
   */
  check() {
    const damaged = [];
    for (const g of this.storage.ids()) {
      const why = this.damage(g);
      if (why) damaged.push(this.setAside(g, why));
    }
    this.storage.tidy();
    return damaged;
  }

  /** The games for the list, newest first (storage.js summaries), `shown` marking the one on the board. */
  list(shown) {
    return this.storage.summaries().filter((x) => !x.unreadable).map((x) => ({ ...x, shown: x.g === shown }));
  }

  /**
   * Why stored game `g` cannot be used, in words, or null: its data's
   * shape, then, for a game not over, its journal replayed (a finished
   * game's is replayed when it is kept as its record, or opened).
   */
  damage(g) {
    const r = this.storage.read(g);
    if (!r) return null;
    if (r.data === undefined) return 'it is not a stored game of this app';
    const why = problemOf(this.Game, r.data);
    if (why || r.data.compact || r.data.result) return why;
    try {
      restoreSession(this.Game, r.data).free();
      return null;
    } catch (err) {
      return err.detail || err.message;
    }
  }

  /** Sets stored game `g` aside (`why` it cannot be read); returns the words for the notice. */
  setAside(g, why) {
    try {
      this.storage.setAside(g, why);
    } catch {
      return `${why}; it could not be set aside, the storage is full`;
    }
    return why;
  }

  /** The session of stored game `g`, or a RemoteError: 'damaged-save' (then set aside; its words say why) or 'game-archived'. */
  restore(g) {
    const r = this.storage.read(g);
    try {
      if (!r || r.data === undefined) throw new RemoteError('damaged-save', 'it is not a stored game of this app');
      return restoreSession(this.Game, r.data);
    } catch (err) {
      if (err.code === 'damaged-save') throw new RemoteError('damaged-save', this.setAside(g, err.detail));
      throw err;
    }
  }

  /**
   * The data of a finished game as its record (see storage.js
   * setCompactor), or null: without `force`, a game whose last messages
   * the friend has not acknowledged stays whole (they may still have to go
   * as a link).
   */
  compacted(data, force) {
    if (!force && data.peerAck < data.sent) return null;
    let s = null;
    try {
      s = restoreSession(this.Game, data);
      return s.game.result() ? compactOf(s.toJSON(), s.game.toRecord()) : null;
    } catch {
      return null;
    } finally {
      if (s) s.free();
    }
  }
}
