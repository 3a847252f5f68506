// The odds and the analysis of the position shown, asked of an AI worker
// of their own (never computed on the page): each time the position
// changes, while the Odds or the Analysis setting is on. Odds are kept per
// position; an answer for a position no longer shown is dropped, and an
// analysis still running for one is stopped (its worker is ended).
//
// The state gets `odds` ({ key, value, ms } | null: game.odds() of the
// position shown) and `insight` ({ key, running, progress, analysis, error }
// | null: game.analyse() of it).

import { createClient } from './ai/client.js';
import { shown } from './board/odds-layer.js';

/**
 * The analysis' budget: a node budget, so that the figures are the same on
 * every machine (and equal to the API's for the same budget); about a
 * second in a browser's worker.
 */
export const ANALYSIS_SEARCH = { nodes: 250000 };
/** The least time between two redraws for the analysis' progress, in ms. */
const PROGRESS_EVERY = 150;
/** How many positions' odds are kept. */
const ODDS_KEPT = 64;

/** The position shown, as the worker takes it: { key, record, ply }; null when there is nothing to weigh. */
export function positionOf(state, record) {
  const snap = state.snap;
  if (!snap) return null;
  const ply = state.viewPly;
  if (ply === null && snap.result) return null;
  return { key: `${ply ?? 'live'}\n${record}`, record, ply };
}

/**
 * Asks `client` for the analysis of `pos` and shows it in `store` as it
 * runs, a few times a second, and when it ends, while `current()` says
 * it is still the position analysed.
 */
function runAnalysis(client, store, pos, current) {
  store.update((st) => { st.insight = { key: pos.key, running: true, progress: null, analysis: null, error: null }; });
  const mine = (st) => st.insight && st.insight.key === pos.key && current();
  let shown = 0;
  client.request({ kind: 'analyse', record: pos.record, ply: pos.ply, search: ANALYSIS_SEARCH }, (progress) => {
    // The page is redrawn with the progress a few times a second, not at each of the worker's reports.
    const now = performance.now();
    if (now - shown < PROGRESS_EVERY) return;
    shown = now;
    store.update((st) => { if (mine(st)) st.insight.progress = progress; });
  }).then(
    ({ analysis }) => store.update((st) => {
      if (!mine(st)) return;
      st.insight.running = false;
      st.insight.analysis = analysis;
    }),
    (err) => store.update((st) => {
      if (!mine(st) || err.code === 'stopped') return;
      st.insight.running = false;
      st.insight.error = err;
    }),
  );
}

/**
 * `controller` gives the game's record (rawRecord()); `store` is updated
 * when an answer comes. Returns { render(state), stop() }: render is
 * called with every frame and asks only when the position or the
 * settings changed.
 */
export function createInsight(store, controller, client = createClient()) {
  const cache = new Map();
  let seenSnap = null;
  let seenPly = null;
  let seenSettings = '';
  /** The position whose analysis runs or ran last. */
  let analysed = null;
  /** The position whose odds were asked last. */
  let asked = null;

  function keep(key, value) {
    cache.set(key, value);
    if (cache.size > ODDS_KEPT) cache.delete(cache.keys().next().value);
  }

  function askOdds(pos) {
    if (cache.has(pos.key)) {
      store.update((st) => { st.odds = { key: pos.key, ...cache.get(pos.key) }; });
      return;
    }
    asked = pos.key;
    store.update((st) => { st.odds = null; });
    client.request({ kind: 'odds', record: pos.record, ply: pos.ply }).then(
      ({ odds, ms }) => {
        keep(pos.key, { value: odds, ms });
        if (asked === pos.key) store.update((st) => { st.odds = { key: pos.key, value: odds, ms }; });
      },
      () => { /* stopped, or the position is over: no odds to show */ },
    );
  }

  function askAnalysis(pos) {
    analysed = pos.key;
    runAnalysis(client, store, pos, () => analysed === pos.key);
  }

  function render(state) {
    const showOdds = shown(state, 'showOdds');
    const showAnalysis = shown(state, 'showAnalysis');
    const settings = `${showOdds}/${showAnalysis}`;
    if (state.snap === seenSnap && state.viewPly === seenPly && settings === seenSettings) return;
    seenSnap = state.snap;
    seenPly = state.viewPly;
    seenSettings = settings;
    const pos = (showOdds || showAnalysis) && state.snap ? positionOf(state, controller.rawRecord()) : null;
    // An analysis of another position, still running, is stopped: its worker is ended.
    const stale = !pos || !showAnalysis || analysed !== pos.key;
    if (stale && state.insight && state.insight.running) {
      client.stop();
      analysed = null;
      asked = null;
    }
    if (!pos) {
      store.update((st) => { st.odds = null; st.insight = null; });
      return;
    }
    if (showOdds && (!state.odds || state.odds.key !== pos.key)) askOdds(pos);
    if (!showOdds && state.odds) store.update((st) => { st.odds = null; });
    if (showAnalysis && (!state.insight || state.insight.key !== pos.key)) askAnalysis(pos);
    if (!showAnalysis && state.insight) store.update((st) => { st.insight = null; });
  }

  return {
    render,
    /** Stops the worker (the page is going away). */
    stop() { client.stop(); },
  };
}
