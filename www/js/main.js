// Boot: loads the engine, opens the saved game (or the one
// the URL asks for, or a shared game from the link's fragment), wires the
// views to the store, and draws once per animation frame.

import {
  t, setLanguage, language, pickLanguage, browserLanguages, errorWithDetail, appTranslator, loadLanguage, LANGUAGES, quotable,
} from './strings.js';
import { loadEngine, Match } from './engine.js';
import { loadRuleSetWords, ruleSetText } from './rule-sets.js';
import { mountGame } from './mount.js';
import * as persist from './persist.js';
import { createDiceView } from './views/dice.js';
import { createMovesView } from './views/moves.js';
import { createPanel } from './views/panel.js';
import { createDialogs } from './views/dialogs.js';
import { createPromotionView } from './views/promotion.js';
import { createBanner } from './views/banner.js';
import { createPlayers } from './views/players.js';
import { createSquarePicker } from './views/square-picker.js';
import { createRulesHeader } from './views/new-game.js';
import { createAnnouncer } from './views/announcer.js';
import { createWelcome } from './views/welcome.js';
import { boardView } from './board/view.js';
import { registerServiceWorker } from './sw-register.js';
import { currentId as currentFriendGame } from './remote/storage.js';
import { hasPacket } from './remote/address.js';

const RULES_PAGES = { en: 'rules.html', fr: 'rules.fr.html', ca: 'rules.ca.html' };

/** Writes every fixed text of the page in the app's language. */
function fillStrings(root) {
  const lang = language();
  document.documentElement.lang = lang;
  for (const el of root.querySelectorAll('[data-t]')) el.textContent = t(el.dataset.t);
  for (const el of root.querySelectorAll('[data-t-title]')) {
    el.title = t(el.dataset.tTitle);
    el.setAttribute('aria-label', el.title);
  }
  for (const a of root.querySelectorAll('#link-rules, #link-rules-more, #link-rules-welcome')) a.href = RULES_PAGES[lang];
  root.getElementById('set-lang').value = lang;
  root.getElementById('board').setAttribute('aria-label', t('boardLabel'));
  document.title = t('title');
}

/**
 * The app's language: the one chosen in the app, else `?lang=`, else the
 * browser's (engine/preload.js, written by scripts/build-www.sh, picks it
 * the same way to preload its words). Resolves once its words are in:
 * nothing is written before, so no English shows first.
 */
async function chooseLanguage(settings) {
  const fromUrl = new URLSearchParams(location.search).get('lang');
  const lang = pickLanguage([settings.lang, fromUrl, ...browserLanguages()]);
  setLanguage(await loadLanguage(lang) ? lang : 'en');
}

/** A value the player gave, cut to a length a notice can quote. */
function quoted(value) {
  const text = String(value);
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

/**
 * What the player is told as the app starts, beside the game's own notice:
 * stored settings that could not be read, or were set back because this
 * version does not offer their values (persist.loadSettings), and the
 * address's values it could not use (a seed, a language).
 */
function startNotices(stored, search) {
  const notes = [];
  if (stored.unreadable) notes.push(t('settingsUnreadable'));
  if (stored.reset.length) notes.push(t('settingsReset', stored.reset.map((key) => t(persist.SETTING_LABELS[key]))));
  for (const { name, value } of persist.unusableUrlValues(search)) {
    notes.push(t(name === 'seed' ? 'badSeedUrl' : 'unknownLangUrl', quoted(value)));
  }
  return notes;
}

/**
 * The game to start with, and a notice when a save had to be set aside
 * (kept under a key of its own: persist.setAsideGame).
 * A game in progress that the address's `?rules=`, `?fen=` or `?seed=`
 * would replace (the variants page's "Play it", a link to a position)
 * opens with `asked`, the address's game, for the player to be asked
 * first (askUrlGame).
 */
function openingGame(urlOrigin) {
  const saved = persist.loadGame();
  const fromUrl = urlOrigin.seed !== undefined || urlOrigin.fen !== undefined || urlOrigin.rules !== undefined;
  const same = !fromUrl || persist.sameOrigin(saved.origin || {}, urlOrigin);
  let reason = saved.status === 'foreign' ? 'another version of the app saved it' : 'it is not a saved game of this app';
  if (saved.status === 'ok') {
    try {
      const match = Match.fromRecord(saved.record);
      if (same) return { match, origin: saved.origin, message: null };
      const game = match.game;
      if (game.history().length > 0 && !game.result()) return { match, origin: saved.origin, message: null, asked: urlOrigin };
      match.free();
    } catch (err) {
      saved.status = 'corrupt';
      reason = `its record cannot be read: ${err && err.message}`;
    }
  }
  let message = saved.status === 'corrupt' ? t('saveCorrupt') : saved.status === 'foreign' ? t('saveForeign') : null;
  if (message && !persist.setAsideGame(reason)) message = t('saveLost');
  try {
    return { match: new Match(urlOrigin), origin: urlOrigin, message };
  } catch (err) {
    // A rule set the engine does not know: said in words; the list of names is in New game.
    const message = err && err.code === 'unknown-rules' && urlOrigin.rules ? t('unknownRulesUrl', quotable(urlOrigin.rules)) : errorWithDetail(err);
    return { match: new Match({}), origin: {}, message };
  }
}

/**
 * Opens the game a shared link carries in its fragment (#record=…), asking
 * first when it would replace a game in progress; then clears the fragment.
 */
async function openShared(controller, dialogs, store) {
  if (!/(^#|&)record=/.test(location.hash)) return;
  const { sharedRecord } = await import('./embed-snippets.js');
  let record;
  try {
    record = sharedRecord(location.hash);
  } catch {
    record = null;
  }
  if (record === null) return;
  // A seed the link gives that is no seed is left out of the record (sharedRecord): said once the game is open.
  const badSeed = persist.unusableUrlValues(location.hash.replace(/^#/, '?')).find((v) => v.name === 'seed');
  history.replaceState(null, '', location.pathname + location.search);
  // A record is read by the engine's cold module, which comes once the board is up.
  await Match.whenCold();
  const open = () => {
    try {
      controller.loadRecord(record);
      if (badSeed) store.update((st) => { st.message = [st.message, t('badSeedUrl', quoted(badSeed.value))].filter(Boolean).join(' '); });
    } catch (err) {
      // The game in progress stays; the notice says why the link's game could not be opened.
      store.update((st) => { st.message = t('parseError', errorWithDetail(err)); });
    }
  };
  if (controller.inProgress()) dialogs.confirm(t('sharedTitle'), t('open'), open, t('keepGame'));
  else open();
}

/**
 * The game the address asks for (`origin`: `?rules=`, `?fen=`, `?seed=`)
 * over the game in progress: the player is asked first, as for a shared link, and the
 * game stays if they decline (the address then follows it). A rule set
 * the engine does not know is said, and the game stays.
 */
function askUrlGame(controller, dialogs, store, origin) {
  let name;
  try {
    const m = new Match(origin);
    name = ruleSetText(m.ruleSet(), appTranslator).name;
    m.free();
  } catch (err) {
    const message = err && err.code === 'unknown-rules' ? t('unknownRulesKept', quotable(origin.rules)) : errorWithDetail(err);
    store.update((st) => { st.message = message; });
    return;
  }
  const start = () => controller.setMatch(new Match(origin), origin);
  const title = origin.rules !== undefined ? t('rulesUrlTitle', name) : t('linkGameTitle');
  if (controller.inProgress()) dialogs.confirm(title, t('start'), start, t('keepGame'));
  else start();
}

/**
 * The app's game on its board (mount.js): its events go to the page as
 * drc:move, drc:roll and drc:end, and to the sounds when they are on
 * (their module is loaded with the first one); a letter typed on the board
 * starts a move in the move field; `setOverlay(fn)` draws the odds over
 * the board once their module has loaded.
 */
function mountApp(settings) {
  let sounds = null;
  let overlay = null;
  const moveText = document.getElementById('move-text');
  const app = mountGame({
    canvas: document.getElementById('board'),
    wrap: document.getElementById('board-wrap'),
    settings,
    persist,
    Match,
    overlay: (ctx, view, state) => overlay?.(ctx, view, state),
    input: {
      onText(ch) {
        moveText.focus();
        moveText.value += ch;
      },
    },
    emit(type, detail) {
      document.dispatchEvent(new CustomEvent(`drc:${type}`, { detail }));
      if (!app.store.state.settings.sound) return;
      sounds ||= import('./sounds.js');
      sounds.then((m) => {
        const name = m.soundOf(type, detail);
        if (name) m.play(name);
      });
    },
  });
  app.setOverlay = (fn) => { overlay = fn; };
  return app;
}

/** The language menu: every text of the page again, and the rule sets' words once they are in. */
function watchLanguage({ controller, store }, friend) {
  const langSelect = document.getElementById('set-lang');
  // The other languages' words start loading when the menu is opened, so that a choice shows at once.
  const prefetch = () => { for (const code of LANGUAGES) loadLanguage(code); };
  langSelect.addEventListener('pointerdown', prefetch, { once: true });
  langSelect.addEventListener('focus', prefetch, { once: true });
  langSelect.addEventListener('change', async () => {
    const lang = langSelect.value;
    controller.setSetting('lang', lang);
    await loadLanguage(lang);
    // A later choice, made while these words were loading, wins.
    if (langSelect.value !== lang) return;
    setLanguage(lang);
    fillStrings(document);
    friend()?.fillStrings();
    store.update();
    loadRuleSetWords(language()).then(() => {
      friend()?.fillStrings();
      store.update();
    });
  });
}

/** Read-only hooks for the end-to-end tests and the budget script. */
function exposeHooks({ controller, store }, friend) {
  window.__drc = {
    get state() { return store.state; },
    fen: () => controller.fen(),
    record: () => controller.record(),
    friendLink: () => (friend() ? friend().link() : Promise.resolve(null)),
    /** null when the record reads back (which checks every roll of a game against a friend), else why not. */
    verify: () => {
      try {
        Match.fromRecord(controller.record()).free();
        return null;
      } catch (err) {
        return err.message;
      }
    },
    board: () => boardView(store.state, 400, controller),
    undoState: () => controller.undoState(),
  };
}

/**
 * What the first move does not need, once the board is up: the engine's
 * cold module (records, refusals, diagrams: engine.js), fetched at once;
 * the offline copy (the service worker's precache, when the page is idle,
 * so that it never competes with the first load); embed, download, share
 * and diagram, and the odds, the analysis and the review (their worker on
 * first use), which read the game's record: their buttons wait, disabled,
 * for the cold module too.
 */
function loadLater({ controller, store, views, setOverlay }) {
  const cold = Match.whenCold(window.drcColdModule);
  cold.catch(() => { /* a cold call that needs it says why it failed */ });
  const withCold = (load) => Promise.all([load(), cold]).then(([module]) => module);
  const whenIdle = window.requestIdleCallback || ((fn) => setTimeout(fn, 200));
  requestAnimationFrame(() => whenIdle(() => registerServiceWorker(() => store.update((st) => { st.updateReady = true; })), { timeout: 2000 }));
  withCold(() => import('./views/embed.js')).then(({ createEmbedDialog }) => createEmbedDialog(document, controller, store));
  withCold(() => import('./views/share.js')).then(({ createShare }) => views.push(createShare(document, controller, store)));
  import('./views/set-aside.js').then(({ createAsideView }) => createAsideView(document));
  requestAnimationFrame(() => withCold(() => import('./views/insight-panel.js')).then(({ createInsightPanel }) => {
    views.push(createInsightPanel(document, controller, store, setOverlay));
    store.update();
  }));
}

async function boot() {
  performance.mark('drc:boot');
  const stored = persist.loadSettings();
  const { settings } = stored;
  // The engine's core module draws the board; a saved game is read from
  // its record, and an address's ?fen= by the FEN reader, which need the
  // cold module too (a returning visit: the service worker has both).
  const savedGame = persist.loadGame().status === 'ok';
  const urlOrigin = persist.originFromUrl(location.search);
  // A FEN, or a combination of facets (`?rules=circe,check=no`), is read by the cold module only.
  const needsCold = savedGame || urlOrigin.fen !== undefined || (urlOrigin.rules ?? '').includes(',');
  // A game against a friend shown, or a friend's message in the address, is loaded with the board (below).
  const friendNow = currentFriendGame() !== null || hasPacket(location.hash);
  // Else nothing asks for it before the board is up (a new game's first save, say, waits for it).
  const releaseCold = needsCold || friendNow ? () => {} : Match.holdCold();
  const loads = [
    loadEngine(window.drcEngineModule).then(() => performance.mark('drc:engine')),
    needsCold ? Match.whenCold(window.drcColdModule).then(() => performance.mark('drc:cold')) : null,
  ];
  // Awaited below, after the words: a failure is reported there, not as unhandled meanwhile.
  for (const load of loads) load?.catch(() => {});
  await chooseLanguage(settings);
  performance.mark('drc:words');
  fillStrings(document);
  const app = mountApp(settings);
  const { store, controller, views } = app;
  // A save that could not be made, or made room, is said (after the update of the move that saved).
  persist.onSaveProblem((problem, removed) => queueMicrotask(() => store.update((st) => {
    st.message = problem ? t(problem === 'storage-full' ? 'saveFull' : 'saveOff') : t('saveRoom', removed);
  })));
  await Promise.all([...loads, loadRuleSetWords(language())]);
  const dialogs = createDialogs(document, controller);
  // The game against a friend (remote/ui.js) is loaded with the board when the app was showing
  // one or the address carries a friend's message, else once the board is up: its button waits.
  // Its shared dice (their chains and hashes) are the engine's cold module's: it waits for it too.
  let friend = null;
  let friendLoad = null;
  // Loaded once, however often it is asked for.
  const loadFriend = () => {
    friendLoad ||= Promise.all([import('./remote/ui.js'), Match.whenCold(window.drcColdModule)]).then(([{ createFriend }]) => {
      friend = createFriend(document, controller, store);
      views.push(friend);
      document.getElementById('btn-friend').disabled = false;
      return friend;
    });
    return friendLoad;
  };
  watchLanguage(app, () => friend);
  views.push(
    createDiceView(document, controller),
    createMovesView(document, controller),
    createPanel(document, controller, store, dialogs),
    createPromotionView(document, controller),
    createBanner(document, controller, store),
    createPlayers(document, controller),
    createSquarePicker(document, controller),
    createRulesHeader(document, controller),
    createAnnouncer(document.getElementById('announce'), controller, appTranslator),
  );
  if (friendNow) await loadFriend();

  // From now on the status line says what the game is doing, whatever the language.
  document.getElementById('status').removeAttribute('data-t');
  // A first visit: nothing saved and no game in the address (views/welcome.js offers the computer).
  const firstVisit = persist.loadGame().status === 'none' && !location.search && !location.hash && !friendNow;
  views.push(createWelcome(document, controller, firstVisit));
  const start = openingGame(persist.originFromUrl(location.search));
  const notices = [start.message, ...startNotices(stored, location.search)].filter(Boolean);
  controller.setMatch(start.match, start.origin, notices.length ? notices.join(' ') : null);
  if (start.asked) askUrlGame(controller, dialogs, store, start.asked);
  // A game against a friend, if the app was showing one, then a link opened (…#drc=…).
  if (friendNow) {
    friend.resume();
    await friend.openLink(location.hash);
  }
  openShared(controller, dialogs, store).catch(() => { /* without its module the link is left unopened */ });
  // A shared link opened in this tab, when only its fragment differs, does not reload the page.
  window.addEventListener('hashchange', () => openShared(controller, dialogs, store).catch(() => {}));
  requestAnimationFrame(() => {
    document.body.dataset.ready = 'true';
    window.__drcReady = performance.now();
    // Once the board is up: the cold module first, then what waits for it,
    // and the New game and FEN / record dialogs, ahead of a click.
    releaseCold();
    loadLater(app);
    dialogs.preload().catch(() => { /* tried again at the first click */ });
  });
  exposeHooks(app, () => friend);
  if (!friendNow) {
    // Its stored games are checked then: one that cannot be read is set aside, and said.
    requestAnimationFrame(() => loadFriend().then((f) => {
      f.resume();
      store.update();
    }, () => { /* without its module the button stays disabled */ }));
    // A friend's link opened in this tab before the friend game is in: it is taken once it is.
    window.addEventListener('hashchange', () => {
      if (!friend && hasPacket(location.hash)) loadFriend().then((f) => f.openLink(location.hash), () => {});
    });
  }
}

boot().catch((err) => {
  const status = document.getElementById('status');
  // Whatever failed (the engine, the language's words), the app could not load.
  status.textContent = errorWithDetail({ code: (err && err.code) || 'load-failed', message: err && err.message });
  document.body.dataset.ready = 'failed';
});
