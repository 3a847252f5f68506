// The rebirth hint: what would become of an enemy unit if it were
// captured now, under the game's rule set. Every answer comes from the
// engine: the static rebirth square where the rules fix one (its facts'
// `rebirth`, and rebirthSquareOf), else the effects of the legal captures of that unit
// (legalMoves), else, when no capture is possible now, the rule in words.

import { ruleSetText } from '../rule-sets.js';

function unique(list, key) {
  const seen = new Set();
  return list.filter((x) => {
    const k = key(x);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/**
 * `match` (engine.js), `snap` its snapshot: { to } where the unit would
 * be reborn (null: it vanishes), plus, from the legal captures of it,
 * `targets` (every square it may be reborn on, when more than one:
 * [{ to, letter }]), `movers` (capturers sent elsewhere, Anticirce:
 * [{ from, to, letter }]), `buried` (squares it would be buried under),
 * `pending` (it would wait for the next move), `vanish` (some capture
 * removes it for good), or `depends` (no capture now; the rule set's
 * description says where). Null in rule sets without rebirth.
 */
export function rebirthHint(match, snap, square) {
  const { rebirth } = match.facts();
  if (rebirth === 'none') return null;
  const fixed = rebirth === 'fixed' && match.rebirthSquareOf(square);
  if (fixed) return { to: fixed };
  const captures = (snap.legalMoves || []).filter((m) => m.capture && m.captureSquare === square);
  if (captures.length) {
    const effects = captures.flatMap((m) => m.effects.map((e) => ({ ...e, move: m })));
    const targets = unique(effects.filter((e) => e.kind === 'rebirth' && e.to).map((e) => ({ to: e.to, letter: e.became })), (x) => x.to);
    const hint = { to: targets.length ? targets[0].to : null };
    if (targets.length > 1) hint.targets = targets;
    const movers = unique(effects.filter((e) => e.kind === 'relocate' && e.from !== e.to).map((e) => ({ from: e.move.from, to: e.to, letter: e.piece })),
      (x) => `${x.from}${x.to}`);
    if (movers.length) hint.movers = movers;
    const buried = unique(effects.filter((e) => e.kind === 'bury' && e.from !== e.to).map((e) => e.to), (x) => x);
    if (buried.length) hint.buried = buried;
    if (effects.some((e) => e.kind === 'pending')) hint.pending = true;
    if (targets.length && captures.some((m) => !m.effects.some((e) => e.kind === 'rebirth'))) hint.vanish = true;
    return hint;
  }
  if (rebirth === 'varies') return { to: null, depends: true };
  return { to: null };
}

/** The hint in words, for the status line, in the language of `tr`. */
export function rebirthHintText(hint, square, set, tr) {
  if (!hint) return null;
  if (hint.depends) return tr('hintDepends', square, ruleSetText(set, tr).description);
  const parts = [];
  if (hint.targets) parts.push(tr('hintRebornAny', hint.targets.length, hint.targets.map((x) => x.to)));
  else if (hint.to) parts.push(tr('hintReborn', hint.to));
  if (hint.buried) parts.push(tr('hintBuried', hint.buried));
  if (hint.pending) parts.push(tr('hintPending'));
  if (hint.movers) parts.push(tr('hintMovers', hint.movers.map((m) => `${m.from}→${m.to}`)));
  if (hint.vanish && parts.length) parts[parts.length - 1] += tr('hintOrVanishes');
  else if (!parts.length || (hint.movers && !hint.to)) parts.unshift(tr('hintVanishes'));
  if (!hint.to && !hint.targets && !hint.buried && !hint.pending && !hint.movers) return tr('rebirthHint', square, null);
  return tr('hintCaptured', square, parts);
}
