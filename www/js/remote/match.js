// The board's game against a friend: the engine game of a session
// (session.js) as the app's Match, whose moves, offers, resignation and
// rematch go through the session and out by the hooks (friend-game.js
// carries them). The session owns its game: when the board moves on to
// another game, the friend game hears it (`released`) and decides.

import { Match } from '../engine.js';
import { RemoteError } from './messages.js';

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
    // The dice's marks follow the moves of the side that rolled them, whichever page shows them.
    snap.rollerMoves = snap.legalMoves;
    if (!mine) {
      snap.legalMoves = [];
      snap.mayPass = false;
    }
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
  /** A rematch against a friend is an offer the friend accepts: the new game starts on both boards then. */
  rematch() { this.hooks.rematch(); }

  /** The board plays another game now: the session is handed back (it stays stored), never freed under the friend game. */
  free() {
    const s = this.session;
    if (!s) return;
    this.session = null;
    this.hooks.released(s);
  }
}
