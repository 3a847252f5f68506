#!/usr/bin/env node
// Draws the fairness study's chart (docs/fairness.svg) and its table
// (Markdown, on stdout) from the data files scripts/fairness.sh writes
// (one per level of play): White's score in each rule set, with its 95%
// interval, against the 50% line of a fair game; one mark per level.
//
//   node scripts/fairness-chart.mjs [--lang en|fr|ca] docs/fairness.svg docs/fairness-easy.csv [docs/fairness-medium.csv]
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The chart's words in each language of the rules pages. */
const WORDS = {
  en: {
    names: {
      'dice-rex-circe': 'Dice Rex Circe',
      'dice-rex-circe,dice=none': 'The same without dice',
      circe: 'Circe (with check)',
      'dice-chess': 'Dice chess',
      orthodox: 'Orthodox chess',
    },
    title: 'White\'s score in self-play with colours fixed, with 95% intervals',
    axis: 'White\'s score (win 1, draw ½), 95% interval',
    levels: { easy: 'easy vs easy', medium: 'medium vs medium', hard: 'hard vs hard' },
    pct: (x) => `${(100 * x).toFixed(1)}%`,
  },
  fr: {
    names: {
      'dice-rex-circe': 'Dice Rex Circe',
      'dice-rex-circe,dice=none': 'Les mêmes sans dés',
      circe: 'Circé (avec échec)',
      'dice-chess': 'Échecs aux dés',
      orthodox: 'Échecs orthodoxes',
    },
    title: 'Score des Blancs contre eux-mêmes, couleurs fixes, intervalles à 95\u00a0%',
    axis: 'Score des Blancs (victoire 1, nulle ½), intervalle à 95\u00a0%',
    levels: { easy: 'facile contre facile', medium: 'moyen contre moyen', hard: 'fort contre fort' },
    pct: (x) => `${(100 * x).toFixed(1).replace('.', ',')}\u00a0%`,
  },
  ca: {
    names: {
      'dice-rex-circe': 'Dice Rex Circe',
      'dice-rex-circe,dice=none': 'Les mateixes sense daus',
      circe: 'Circe (amb escac)',
      'dice-chess': 'Escacs amb daus',
      orthodox: 'Escacs ortodoxos',
    },
    title: 'Puntuació de les blanques contra elles mateixes, colors fixos, intervals del 95%',
    axis: 'Puntuació de les blanques (victòria 1, taules ½), interval del 95%',
    levels: { easy: 'fàcil contra fàcil', medium: 'mitjà contra mitjà', hard: 'difícil contra difícil' },
    pct: (x) => `${(100 * x).toFixed(1).replace('.', ',')}%`,
  },
};
const NAMES = WORDS.en.names;


/** The rows of the CSV as objects; numbers where the header says so. */
export function readCsv(text, csvPath = 'the data') {
  const [head, ...lines] = text.trim().split('\n');
  const keys = head.split(',');
  return lines.map((line) => {
    const cells = line.match(/("[^"]*"|[^,]+)/g).map((c) => c.replace(/^"|"$/g, ''));
    if (cells.length !== keys.length) throw new Error(`${csvPath}: a row has ${cells.length} cells, not ${keys.length}: ${line}`);
    const row = Object.fromEntries(keys.map((k, i) => [k, cells[i]]));
    for (const k of ['games', 'white_wins', 'draws', 'black_wins', 'distinct_games']) row[k] = Number(row[k]);
    if (row.white_wins + row.draws + row.black_wins !== row.games) throw new Error(`${csvPath}: ${row.rules}: the results do not add up to the games`);
    return row;
  });
}

/**
 * White's score (a win 1, a draw ½) and its 95% interval, from the
 * variance of the per-game scores (normal approximation, n ≥ 2,000).
 */
export function score({ games, white_wins: w, draws: d }) {
  const mean = (w + d / 2) / games;
  const square = (w + d / 4) / games;
  const half = 1.96 * Math.sqrt(Math.max(0, square - mean * mean) / games);
  return { mean, low: mean - half, high: mean + half };
}

const pct = (x) => `${(100 * x).toFixed(1)}%`;

export function table(rows) {
  const out = [
    '| Rule set | Level | Games | White wins | Draws | Black wins | White\'s score | 95% interval |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | --- |',
  ];
  for (const r of rows) {
    const s = score(r);
    out.push(`| ${NAMES[r.rules] || r.rules} (\`${r.rules}\`) | ${r.player} | ${r.games} | ${r.white_wins} | ${r.draws} | ${r.black_wins} | ${pct(s.mean)} | ${pct(s.low)} – ${pct(s.high)} |`);
  }
  return out.join('\n');
}

const COLOURS = ['#c2410c', '#1d4ed8', '#15803d'];

/** The chart: a row per rule set, a mark and its interval per level. */
export function svg(series, lang = 'en') {
  const words = WORDS[lang];
  if (!words) throw new Error(`no chart words in '${lang}'`);
  const sets = [...new Set(series.flatMap((rows) => rows.map((r) => r.rules)))];
  const levels = series.map((rows) => rows[0].player);
  const left = 190, width = 360, top = 40, rowH = 22 + 14 * series.length, lo = 0.4, hi = 0.6;
  const x = (v) => left + ((Math.min(hi, Math.max(lo, v)) - lo) / (hi - lo)) * width;
  const h = top + sets.length * rowH + 40;
  const w = left + width + 70;
  const esc = (t) => String(t).replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" font-family="system-ui, sans-serif" font-size="13">`,
    `<title>${esc(words.title)}</title>`,
    '<rect width="100%" height="100%" fill="#fff"/>',
    `<text x="${left}" y="16" fill="#333">${esc(words.axis)}</text>`,
  ];
  levels.forEach((level, i) => {
    const lx = left + i * 170;
    parts.push(`<circle cx="${lx + 5}" cy="28" r="5" fill="${COLOURS[i]}"/><text x="${lx + 14}" y="32" fill="#333">${esc(words.levels[level] || level)}</text>`);
  });
  for (let k = 0; k <= 8; k++) {
    const v = lo + k * 0.025;
    const xv = x(v).toFixed(1);
    const fair = k === 4;
    parts.push(`<line x1="${xv}" y1="${top}" x2="${xv}" y2="${h - 34}" stroke="${fair ? '#444' : '#ddd'}" stroke-width="${fair ? 1.5 : 1}"${fair ? ' stroke-dasharray="4 3"' : ''}/>`);
    if (k % 2 === 0) parts.push(`<text x="${xv}" y="${h - 18}" text-anchor="middle" fill="#555">${words.pct(Math.round(v * 100) / 100).replace(/[.,]0/, '')}</text>`);
  }
  sets.forEach((name, i) => {
    const y0 = top + i * rowH + 11;
    parts.push(`<text x="${left - 10}" y="${y0 + (14 * series.length) / 2 + 4}" text-anchor="end" fill="#222">${esc(words.names[name] || name)}</text>`);
    series.forEach((rows, j) => {
      const r = rows.find((row) => row.rules === name);
      if (!r) return;
      const s = score(r);
      const y = y0 + 7 + j * 14;
      const c = COLOURS[j];
      parts.push(`<line x1="${x(s.low).toFixed(1)}" y1="${y}" x2="${x(s.high).toFixed(1)}" y2="${y}" stroke="${c}" stroke-width="2"/>`);
      for (const v of [s.low, s.high]) parts.push(`<line x1="${x(v).toFixed(1)}" y1="${y - 5}" x2="${x(v).toFixed(1)}" y2="${y + 5}" stroke="${c}" stroke-width="2"/>`);
      parts.push(`<circle cx="${x(s.mean).toFixed(1)}" cy="${y}" r="4.5" fill="${c}"/>`);
      parts.push(`<text x="${(x(s.high) + 8).toFixed(1)}" y="${y + 4}" fill="#222" font-size="11">${words.pct(s.mean)}</text>`);
    });
  });
  parts.push('</svg>');
  return `${parts.join('\n')}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const at = args.indexOf('--lang');
  const lang = at >= 0 ? args.splice(at, 2)[1] : 'en';
  const [svgPath, ...csvPaths] = args;
  if (!svgPath || !csvPaths.length) {
    console.error('usage: node scripts/fairness-chart.mjs [--lang en|fr|ca] OUT.svg DATA.csv [DATA.csv...]');
    process.exit(2);
  }
  const series = csvPaths.map((p) => readCsv(readFileSync(p, 'utf8'), p));
  writeFileSync(svgPath, svg(series, lang));
  console.log(table(series.flat()));
  console.error(`wrote ${svgPath}`);
}
