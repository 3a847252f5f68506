// "Play a friend" in the app: the friend game (friend-game.js: the session,
// the connection, the links), its dialog (dialog.js) and the panel beside
// the board, wired to the app's controller and to the page's events (a
// link opened in this tab, another tab's save). The app's board plays a
// RemoteMatch (match.js), whose moves go through the session; every
// refusal is shown as a notice. Peer data is only ever written with
// textContent or into form values.

import { Game, ruleSets } from '../engine.js';
import { t, language, appTranslator } from '../strings.js';
import { ruleSetText } from '../rule-sets.js';
import { listen, listenAll } from '../listen.js';
import { hasPacket } from './codec.js';
import { appStorage, GAME_PREFIX, KEEP_FINISHED } from './storage.js';
import { FriendGame } from './friend-game.js';
import { RemoteMatch } from './match.js';
import { FriendDialog, tx, refusalText } from './dialog.js';

const CHANNEL = 'drc-remote';

/** The panel beside the board while a game against a friend is shown, and the list of the games kept. */
class FriendPanel {
  constructor(root, game, store) {
    this.$ = (sel) => root.querySelector(sel);
    this.game = game;
    this.store = store;
    this.el = this.$('#friend-panel');
    this.linkFor = '';
    this.listFor = null;
    /** Whether a game is shown (the list opens when none is). */
    this.showing = null;
    this.off = listenAll([
      [this.$('#friend-copy'), 'click', () => navigator.clipboard?.writeText(this.$('#friend-link').value).catch(() => {})],
      [this.$('#friend-claim'), 'click', () => game.claim()],
      [this.$('#friend-accept'), 'click', () => game.reply(true)],
      [this.$('#friend-decline'), 'click', () => game.reply(false)],
      [this.$('#friend-leave'), 'click', () => game.leave()],
      [this.$('#friend-paste'), 'submit', (e) => this.paste(e)],
      [this.$('#friend-games-list'), 'click', (e) => {
        const g = e.target.closest('button[data-g]')?.dataset.g;
        if (g) game.open(g);
      }],
    ]);
  }

  async paste(e) {
    e.preventDefault();
    const input = this.$('#friend-paste-text');
    this.game.clearError();
    if (await this.game.take(input.value)) input.value = '';
  }

  render() {
    const $ = this.$;
    const s = this.game.session;
    const games = this.game.games();
    // Without a game shown, the panel is there for the games in progress kept in this browser: the list is open then.
    this.el.hidden = !s && !games.some((x) => x.state !== 'over');
    $('#friend-game').hidden = !s;
    if (!!s !== this.showing) {
      this.showing = !!s;
      $('#friend-games').open = !s;
    }
    this.renderList(games);
    if (!s) return;
    $('#friend-title').textContent = tx('panelTitle', s.me);
    const status = this.game.status();
    $('#friend-state').textContent = tx(status);
    this.el.dataset.connection = this.game.connection;
    const unsaved = $('#friend-unsaved');
    unsaved.hidden = !this.game.unsaved;
    unsaved.textContent = this.game.unsaved ? tx('unsaved') : '';
    this.renderOffer(s);
    $('#friend-claim').hidden = !s.canClaim();
    const err = $('#friend-error');
    const error = this.game.error;
    err.hidden = !error;
    err.textContent = error ? refusalText(error) : '';
    const { label, packet } = this.game.panel();
    $('#friend-link-label').textContent = tx(label);
    const key = JSON.stringify(packet);
    if (key !== this.linkFor) {
      this.linkFor = key;
      this.game.linkOf(packet).then((link) => { if (this.linkFor === key) $('#friend-link').value = link; }, () => {});
    }
  }

  /** The friend's offer to answer, or this side's own, waiting for the friend. */
  renderOffer(s) {
    const offer = s.pendingOffer();
    const box = this.$('#friend-offer');
    const mine = !!offer && offer.by === s.me;
    box.hidden = !offer;
    box.dataset.by = offer ? (mine ? 'me' : 'friend') : '';
    box.dataset.what = offer ? offer.what : '';
    this.$('#friend-offer-buttons').hidden = !offer || mine;
    // A rematch swaps the colours: the player is told which side they would play.
    if (offer) this.$('#friend-offer-text').textContent = mine ? tx('offerSent', offer.what, s.peer) : tx('offered', offer.what, s.peer);
  }

  /** The games with friends kept in this browser, newest first, each with its state and a button to open it. */
  renderList(games) {
    const lang = language();
    const key = JSON.stringify([lang, games]);
    if (key === this.listFor) return;
    this.listFor = key;
    const $ = this.$;
    const playing = games.filter((x) => x.state !== 'over').length;
    $('#friend-games-label').textContent = tx('gamesTitle', games.length, playing);
    $('#friend-games-note').textContent = tx('gamesNote', KEEP_FINISHED);
    const names = new Map(ruleSets().map((r) => [r.name, ruleSetText(r, appTranslator).name]));
    $('#friend-games-list').replaceChildren(...games.map((x) => {
      const li = document.createElement('li');
      li.dataset.state = x.state;
      const text = document.createElement('span');
      const state = x.state === 'over' ? t('result', x.result.winner, x.result.reason, x.me, true)
        : x.state === 'waiting' ? tx('gameWaiting') : tx('gamePlaying', x.plies);
      const date = x.updated ? new Date(x.updated).toLocaleDateString(lang) : '';
      text.textContent = [tx('gameColor', x.me), names.get(x.rules) || x.rules, state, date].filter(Boolean).join(' · ');
      li.append(text);
      if (x.shown) {
        const here = document.createElement('em');
        here.textContent = tx('gameShown');
        li.append(here);
      } else {
        const open = document.createElement('button');
        open.type = 'button';
        open.dataset.g = x.g;
        open.textContent = tx('open');
        li.append(open);
      }
      return li;
    }));
    $('#friend-games').hidden = games.length === 0;
  }

  fillStrings() {
    const labels = {
      '#friend-copy': 'copy', '#friend-reconnect': 'reconnect', '#friend-claim': 'claim', '#friend-paste-label': 'paste',
      '#friend-paste-go': 'apply', '#friend-leave': 'leave', '#friend-accept': 'accept', '#friend-decline': 'decline',
    };
    for (const [sel, key] of Object.entries(labels)) this.$(sel).textContent = tx(key);
    this.listFor = null;
  }

  destroy() { this.off(); }
}

/** The app's game against a friend: returns { render, fillStrings, link, resume, openLink, destroy }. */
export function createFriend(root, controller, store) {
  const $ = (sel) => root.querySelector(sel);
  let dialog = null;
  let panel = null;
  const render = () => panel?.render();
  const game = new FriendGame({
    Game,
    controller,
    storage: appStorage,
    makeMatch: (session, hooks) => new RemoteMatch(session, hooks),
    here: () => location.href,
    bus: typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null,
    hooks: {
      changed: render,
      refused(err) { store.update((st) => { st.message = refusalText(err); }); },
      // After the board's own update: a save made by the player's move says its notice after the move cleared the last one.
      // Saves set aside at load are said after what the load said already (another save set aside, say).
      said(key, ...args) {
        queueMicrotask(() => store.update((st) => {
          const text = tx(key, ...args);
          st.message = key === 'setAside' && st.message && st.message !== text ? `${st.message} ${text}` : text;
        }));
      },
      invited: (packet, mode) => dialog.openInvite(packet, mode),
      connected: () => dialog.close(),
      joined: () => dialog.joined(),
    },
  });
  dialog = new FriendDialog(root, game);
  panel = new FriendPanel(root, game, store);
  const over = () => !!(store.state.snap && store.state.snap.result);
  const offs = [
    listenAll([
      [$('#btn-friend'), 'click', () => dialog.openSetup(game.session && !over() ? 'reconnect-host' : 'setup')],
      [$('#friend-reconnect'), 'click', () => dialog.openSetup('reconnect-host')],
    ]),
    // A link opened in this very tab changes only the fragment.
    listen(window, 'hashchange', () => { api.openLink(location.hash); }),
    // Another tab of this browser with the same game moved it on: this one follows, so that
    // neither tab saves over the other's moves; a connection held here carries them. Any
    // game's change redraws the list of games.
    listen(window, 'storage', (e) => {
      if (!e.key || !e.key.startsWith(GAME_PREFIX)) return;
      appStorage.forget();
      if (game.session && e.key === appStorage.keyOf(game.session.id)) game.adoptStored();
      render();
    }),
  ];
  const fillStrings = () => {
    dialog.fillStrings();
    panel.fillStrings();
  };
  fillStrings();

  const api = {
    render,
    fillStrings,
    /** The panel's link (null without a game). */
    link: () => game.link(),
    /** Checks the stored games against friends (those that cannot be read are set aside, and said), and reopens the one the app was showing. */
    resume: () => game.resume(),
    /** A link opened in this tab (…#drc=…): given to a tab that has its game open, else taken here. */
    async openLink(hash) {
      if (!hasPacket(hash)) return false;
      history.replaceState(null, '', location.pathname + location.search);
      try {
        return await game.openLink(hash);
      } finally {
        // How many links this page has taken: a test waits for the count to grow.
        document.body.dataset.links = String(Number(document.body.dataset.links || 0) + 1);
      }
    },
    destroy() {
      for (const off of offs) off();
      dialog.destroy();
      panel.destroy();
      game.destroy();
    },
  };
  return api;
}
