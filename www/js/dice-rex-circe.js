// <dice-rex-circe>: a live Dice Rex Circe board for any web page, loaded
// with one script tag. It draws with the app's own board modules and plays
// through the app's controller, inside a shadow root with its own styles.
//
//   <script type="module" src="…/js/dice-rex-circe.js"></script>
//   <dice-rex-circe fen="…" record="…" seed="42" ply="0" rules="anticirce" orientation="white|black"
//     interactive="true|false" controls="none|moves|full" lang="en|fr|ca"
//     opponent="none|easy|medium|hard"></dice-rex-circe>
//
// Events (bubbling, composed): `move` (detail: the engine's Move plus its
// color), `roll` ({dice, color}), `end` (the result {winner, reason}).
// Properties: `game` (a plain summary, with the rule set), `fen`, `reset()`, `state`
// ('loading' | 'ready' | 'error'). The engine (wasm) is loaded once per
// page, from next to this module whatever page includes it: its core
// module draws the board, its cold module (records: engine.js) follows;
// a `record` attribute waits for it, and `game` is null until it is in.
//
// Values of attributes are data: written with textContent, never as markup.
// A bad value shows an error inside the element and never throws into the
// page; so does an engine or a computer opponent that cannot be loaded
// (`state` is then 'error'). Errors are translated by their code. Removing
// the element removes every listener and frees the game.

import { loadEngine, Match, liveMatchCount } from './engine.js';
import { DEFAULT_RULES } from './default-rules.js';
import { mountGame } from './mount.js';
import { createDiceView } from './views/dice.js';
import { createPromotionView } from './views/promotion.js';
import { createSquarePicker } from './views/square-picker.js';
import { createAnnouncer } from './views/announcer.js';
import { statusText } from './views/panel.js';
import { translator, pickLanguage, browserLanguages, errorText, sanFor, addLanguages, quotable } from './strings.js';
import fr from './lang/fr.js';
import ca from './lang/ca.js';
import { listenAll, liveListeners } from './listen.js';
import { ATTRIBUTES, EmbedError, readConfig, recordText, recordVariant, sameGame } from './element/attributes.js';
import { buildParts, label } from './element/dom.js';
import { adoptStyles } from './element/styles.js';
import { loadRuleSetWords, ruleSetText } from './rule-sets.js';

const NO_PERSIST = { saveGame() {}, saveSettings() {}, reflectOrigin() {} };

// An element's language may change at any time (its own `lang`, or an ancestor's): it has every table at once.
addLanguages({ fr, ca });

/** Whether the game of `match` is played under `rules` (a name, display name or facet text). */
function sameRules(match, rules) {
  let probe;
  try {
    probe = new Match({ rules });
  } catch (err) {
    throw new EmbedError(err.code || 'unknown-rules', [], err.message);
  }
  try {
    return JSON.stringify(probe.game.rules()) === JSON.stringify(match.game.rules());
  } finally {
    probe.free();
  }
}
let liveElements = 0;

/** The language of an element: its own or its nearest ancestor's `lang`, else the page's, else the browser's. */
function languageOf(el) {
  const own = el.closest('[lang]');
  const page = document.documentElement.lang;
  return pickLanguage([own ? own.getAttribute('lang') : '', page, ...browserLanguages()]);
}

export class DiceRexCirce extends HTMLElement {
  static get observedAttributes() { return ATTRIBUTES; }

  /** Page-wide counts, for tests and leak checks: live (set-up) elements, games in wasm memory, listeners. */
  static stats() {
    return { elements: liveElements, games: liveMatchCount(), listeners: liveListeners() };
  }

  #parts;
  #tr;
  #live = null;   // mountGame's {store, board, controller, views}, with offs and engineReady, while connected
  #config = null;
  #generation = 0;
  #pending = false;

  constructor() {
    super();
    const root = this.attachShadow({ mode: 'open' });
    adoptStyles(root);
    this.#parts = buildParts(root);
    this.#tr = translator('en');
  }

  connectedCallback() {
    if (!this.#live) this.#guard(() => this.#setup());
  }

  disconnectedCallback() {
    // A move within the page disconnects and connects again in one task: keep the game then.
    queueMicrotask(() => { if (!this.isConnected) this.#teardown(); });
  }

  attributeChangedCallback() {
    if (!this.#live || this.#pending) return;
    this.#pending = true;
    queueMicrotask(() => {
      this.#pending = false;
      if (this.#live) this.#guard(() => this.#configure());
    });
  }

  /** 'loading', 'ready' or 'error'. */
  get state() { return this.#parts.frame.dataset.state; }

  /** The FEN of the game's current position, or null before it is loaded. */
  get fen() {
    const c = this.#live?.controller;
    return c && c.match ? c.fen() : null;
  }

  set fen(value) { this.setAttribute('fen', String(value)); }

  /** A plain summary of the game: {rules, fen, record, turn, phase, dice, result, moves}, or null. */
  get game() {
    const st = this.#live?.store.state;
    if (!st || !st.snap || this.state !== 'ready' || !Match.coldLoaded()) return null;
    const { fen, turn, phase, dice, result, history } = st.snap;
    const rules = this.#live.controller.match.game.rules();
    return { rules, fen, record: this.#live.controller.record(), turn, phase, dice, result, moves: history };
  }

  /** Starts the game again from the attributes. */
  reset() {
    if (this.#live) this.#guard(() => this.#loadGame());
  }

  /** Runs `fn`; an error shows in the element's box instead of reaching the page. */
  #guard(fn) {
    try {
      const r = fn();
      if (r && typeof r.catch === 'function') r.catch((err) => this.#showError(err));
    } catch (err) {
      this.#showError(err);
    }
  }

  async #setup() {
    const generation = ++this.#generation;
    liveElements += 1;
    const p = this.#parts;
    const settings = {
      autoRoll: true, physical: false, flipped: false, opponent: 'human', level: 'medium', computerSide: 'black',
    };
    // The element's translator, following its language as it changes.
    const tr = Object.defineProperty(
      Object.assign((...args) => this.#tr(...args), { table: (key) => this.#tr.table(key) }),
      'lang', { get: () => this.#tr.lang },
    );
    const live = Object.assign(mountGame({
      canvas: p.canvas,
      wrap: p.wrap,
      settings,
      persist: NO_PERSIST,
      Match,
      emit: (type, detail) => this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true })),
      canMove: () => this.#canMove(),
      tr,
      onComputerFailed: (err) => this.#showError(
        new EmbedError(err && err.code === 'load-failed' ? 'opponent-load' : 'opponent-failed', [], err && err.message)),
      // Nothing is drawn while the element shows an error or has not its game yet.
      drawing: () => this.#live === live && this.state === 'ready',
      afterFrame: (state) => this.#renderControls(state),
    }), { offs: [], engineReady: false });
    this.#live = live;
    live.views.push(createDiceView(this.shadowRoot, live.controller, tr), createPromotionView(this.shadowRoot, live.controller, tr),
      createSquarePicker(this.shadowRoot, live.controller, tr, { marker: p.frame }), createAnnouncer(p.announce, live.controller, tr));
    live.offs.push(listenAll([
      [p.first, 'click', () => live.controller.view(0)],
      [p.prev, 'click', () => live.controller.step(-1)],
      [p.next, 'click', () => live.controller.step(1)],
      [p.last, 'click', () => live.controller.view(null)],
      [p.undo, 'click', () => live.controller.undo()],
      [p.reset, 'click', () => this.reset()],
    ]));
    this.#configure();
    try {
      await loadEngine();
    } catch (err) {
      throw new EmbedError('load-failed', [], err && err.message ? err.message : String(err));
    }
    if (generation !== this.#generation || this.#live !== live) return;
    live.engineReady = true;
    this.#loadGame();
    // The engine's cold module (records, refusals), once the board is up.
    Match.whenCold().catch(() => { /* a record attribute that needs it says so */ });
  }

  #teardown() {
    const live = this.#live;
    if (!live) return;
    this.#generation += 1;
    this.#live = null;
    this.#config = null;
    for (const off of live.offs) off();
    live.destroy();
    liveElements -= 1;
    this.#parts.frame.dataset.state = 'loading';
  }

  #canMove() {
    const c = this.#config;
    if (!c || !c.interactive) return false;
    const st = this.#live?.store.state;
    return !(c.opponent && st && st.snap && st.snap.turn === st.settings.computerSide);
  }

  /** Reads the attributes; reloads the game when fen, record, seed or ply changed, else updates the presentation. */
  #configure() {
    const p = this.#parts;
    this.#tr = translator(languageOf(this));
    let config;
    try {
      config = readConfig((name) => this.getAttribute(name));
    } catch (err) {
      this.#config = null;
      label(p, this.#tr, false);
      this.#showError(err);
      return;
    }
    const before = this.#config;
    this.#config = config;
    label(p, this.#tr, config.interactive);
    p.frame.dataset.controls = config.controls;
    p.canvas.dataset.interactive = String(config.interactive);
    p.canvas.tabIndex = config.interactive ? 0 : -1;
    const { controller, store } = this.#live;
    const settings = store.state.settings;
    const wanted = {
      autoRoll: config.interactive,
      flipped: config.orientation === 'black',
      opponent: config.opponent ? 'computer' : 'human',
      level: config.opponent || 'medium',
      computerSide: config.orientation === 'black' ? 'white' : 'black',
    };
    const loaded = this.#live.engineReady && !!controller.match;
    for (const [key, value] of Object.entries(wanted)) {
      if (settings[key] === value) continue;
      if (loaded) controller.setSetting(key, value);
      else settings[key] = value;
    }
    if (this.#live.engineReady && (!sameGame(before, config) || p.frame.dataset.state === 'error')) this.#loadGame();
    else store.update();
    this.#describeRules();
  }

  /** Makes the game the attributes describe, or shows why it cannot. */
  #loadGame() {
    const config = this.#config;
    if (!config || !this.#live) return;
    const { controller, engineReady } = this.#live;
    if (!engineReady) return;
    // A record, or a FEN, is read by the engine's cold module: the game is made once it is in.
    if ((config.record || config.fen) && !Match.coldLoaded()) {
      const generation = this.#generation;
      Match.whenCold().then(() => {
        if (generation === this.#generation && this.#config === config) this.#guard(() => this.#loadGame());
      }, (err) => {
        if (generation === this.#generation) this.#showError(new EmbedError('load-failed', [], err && err.message ? err.message : String(err)));
      });
      return;
    }
    let match;
    try {
      if (config.record) match = Match.fromRecord(recordText(config));
      else match = new Match({ fen: config.fen, seed: config.seed, rules: config.rules });
    } catch (err) {
      throw new EmbedError(err.code || (config.record ? 'bad-record' : 'bad-fen'), [], err.message);
    }
    const variant = config.record && config.rules ? recordVariant(config.record) : null;
    if (variant !== null && !sameRules(match, config.rules)) {
      match.free();
      throw new EmbedError('rules-conflict', [quotable(variant), quotable(config.rules)]);
    }
    this.#parts.frame.dataset.state = 'ready';
    this.#parts.frame.dataset.dice = String(match.facts().diceCount);
    this.#parts.error.hidden = true;
    controller.setMatch(match);
    if (config.ply !== null) controller.view(config.ply);
    this.#describeRules();
  }

  /**
   * Names the game's rule set above the board, with its one-line rule, in
   * the board's language (rule-sets.js):
   * a board in another rule set than Dice Rex Circe says which it plays.
   */
  #describeRules() {
    const line = this.#parts.rulesLine;
    const match = this.#live?.controller.match;
    // The game's rule set as the engine names it (the match asks it once); a combination of facets has no words.
    const named = match && this.state === 'ready' ? match.ruleSet() : null;
    const set = named && named.name !== DEFAULT_RULES && typeof match.game.rules() === 'string' ? named : null;
    const lang = this.#tr.lang;
    const generation = this.#generation;
    if (!set) {
      line.hidden = true;
      return;
    }
    const show = ({ name, description }) => {
      if (generation !== this.#generation || this.#live?.controller.match !== match || this.#tr.lang !== lang) return;
      this.#parts.rulesName.textContent = `${name}${lang === 'fr' ? '\u00a0:' : ':'}`;
      this.#parts.rulesText.textContent = description;
      line.hidden = false;
    };
    loadRuleSetWords(lang).then(() => show(ruleSetText(set, this.#tr)));
  }

  #showError(err) {
    const p = this.#parts;
    const tr = this.#tr;
    p.errorText.textContent = errorText(err, tr);
    const detail = err instanceof EmbedError ? err.detail : (err && err.message) || String(err);
    p.errorDetail.textContent = detail ? tr('engineSays', detail) : '';
    p.errorDetail.hidden = !detail;
    p.error.hidden = false;
    p.frame.dataset.state = 'error';
  }

  /** The status line, the caption and the buttons, after the board and the views (mountGame's frame). */
  #renderControls(state) {
    const live = this.#live;
    const p = this.#parts;
    const snap = state.snap;
    const total = snap.history.length;
    const at = state.viewPly === null ? total : state.viewPly;
    // Looking back, the caption says which move is shown; the status line keeps only a result.
    const viewing = state.viewPly !== null;
    p.status.textContent = !viewing ? statusText(state, this.#tr)
      : snap.result ? this.#tr('result', snap.result.winner, snap.result.reason) : '';
    p.caption.textContent = total ? this.#tr('moveCaption', at, total, at > 0 ? sanFor(snap.history[at - 1].san, this.#tr) : '') : this.#tr('noMoves');
    p.first.disabled = at === 0;
    p.prev.disabled = at === 0;
    p.next.disabled = at === total;
    p.last.disabled = at === total;
    p.undo.disabled = !this.#canMove() || !live.controller.undoState().plies;
    p.reset.disabled = false;
    p.frame.dataset.phase = snap.phase;
    p.frame.dataset.result = snap.result ? snap.result.reason : '';
    p.frame.dataset.busy = state.anim || state.rolling ? 'true' : 'false';
  }
}

if (!customElements.get('dice-rex-circe')) customElements.define('dice-rex-circe', DiceRexCirce);
