// Writes the variants pages (www/variants.html, variants.fr.html,
// variants.ca.html): one section per rule set the engine names, with its rule in plain words
// (www/js/lang/rule-sets.*.js), the seed it comes from, and a live board
// of its characteristic capture: the rule set's one example
// (scripts/rule-set-examples.mjs), which the New game dialog shows too.
//
//   node scripts/variants-pages.mjs          writes the three pages
//   node scripts/variants-pages.mjs --check  fails if they are not up to date
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Game } from '../js/node.js';
import { ruleSetExamples } from './rule-set-examples.mjs';
import { sanFor, translator, loadLanguage, LANGUAGES } from '../www/js/strings.js';
import en from '../www/js/lang/rule-sets.en.js';
import fr from '../www/js/lang/rule-sets.fr.js';
import ca from '../www/js/lang/rule-sets.ca.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
await Promise.all(LANGUAGES.map(loadLanguage));
const SETS = Game.ruleSets();

const SEEDS = {
  en: {
    '000': 'the rules of Dice Rex Circe', '001': 'a list of the Circe variants, in English',
    '002': 'the dice chess rules of Dice Plus Games', '003': 'a French text on Circe Rex Inclusive',
    '004': 'a Catalan text on Circe chess',
  },
  fr: {
    '000': 'les règles de Dice Rex Circe', '001': 'une liste en anglais des variantes de Circé',
    '002': 'les règles des échecs aux dés de Dice Plus Games', '003': 'un texte français sur Circé Rex inclusif',
    '004': 'un texte catalan sur les échecs Circé',
  },
  ca: {
    '000': 'les regles de Dice Rex Circe', '001': 'una llista en anglès de les variants de Circe',
    '002': 'les regles dels escacs amb daus de Dice Plus Games', '003': 'un text francès sobre Circe Rex inclusiu',
    '004': 'un text català sobre els escacs de Circe',
  },
};

// Rule sets outside the seeds, with the texts they come from.
const SOURCES = {
  'dice-chess-three-dice': {
    en: 'the rules of dicechess.net and those of Fortemate’s open-source engine, as VARIANTS.md §3.1 decides between them',
    fr: 'les règles de dicechess.net et celles du moteur libre de Fortemate, départagées par VARIANTS.md §3.1',
    ca: 'les regles de dicechess.net i les del motor lliure de Fortemate, tal com les decideix VARIANTS.md §3.1',
  },
};

// The names the seeds give that the app does not play (VARIANTS.md §E):
// those whose rule is decided and waits to be built (§E.1: none left since
// Vegas Fun Chess), and those that cannot be built yet, with why (§E.2).
// Each page lists them.
const NOT_BUILT = {
  en: {
    planned: [],
    sep: ': ',
    title: 'Not built yet',
    lead: 'The texts the rules come from name a few more games. These have a rule decided and are still to be built:',
    why: 'These cannot be built yet:',
    reasons: [
      ['Atomic, Contact, Bedrich’s and Promotion Hydra Circe', 'no definition was found in the problem solver Popeye, echekk, janko.at or any other source reached.'],
      ['Promotion Circe', 'two readings, neither under that name (echekk’s promotions Circé, Popeye’s Frischauf Circe); it waits until a source settles one.'],
      ['Alsatian Circe', 'every position must be legal in orthodox chess, which needs a retro-legality test that no source fixes.'],
      ['Dice Chess 10×10', 'a 10×10 board with three kings a side and a starting array no source confirms; the engine plays on 8×8.'],
      ['Pritchard’s seven dice chess versions', 'no reachable source lists them; Medieval Dice Chess and Oblong Chess need medieval pieces (firzan, fil).'],
    ],
  },
  fr: {
    planned: [],
    sep: '\u00a0: ',
    title: 'Pas encore construits',
    lead: 'Les textes d’origine nomment encore quelques jeux. Ceux-ci ont une règle arrêtée et restent à construire :',
    why: 'Ceux-ci ne peuvent pas encore être construits :',
    reasons: [
      ['Circé atomique, Circé contact, Circé de Bedrich et Circé hydre de promotion', 'aucune définition trouvée dans le solveur Popeye, echekk, janko.at ni aucune autre source consultée.'],
      ['Circé promotion', 'deux lectures, aucune sous ce nom (les promotions Circé d’echekk, le Frischauf Circé de Popeye) ; en attente d’une source qui tranche.'],
      ['Circé alsacien', 'toute position doit être légale aux échecs orthodoxes, ce qui demande un test de légalité rétrograde qu’aucune source ne fixe.'],
      ['Échecs aux dés 10×10', 'un échiquier de 10×10 avec trois rois par camp et une position de départ qu’aucune source ne confirme ; le moteur joue sur 8×8.'],
      ['Les sept versions d’échecs aux dés de Pritchard', 'aucune source accessible ne les énumère ; les échecs aux dés médiévaux et les échecs oblongs demandent des pièces médiévales (fers, alfil).'],
    ],
  },
  ca: {
    planned: [],
    sep: ': ',
    title: 'Encara no construïts',
    lead: 'Els textos d’origen anomenen uns quants jocs més. Aquests tenen la regla decidida i falta construir-los:',
    why: 'Aquests encara no es poden construir:',
    reasons: [
      ['Circe atòmic, Circe contacte, Circe de Bedrich i Circe hidra de promoció', 'no s’ha trobat cap definició al resolutor Popeye, a echekk, a janko.at ni a cap altra font consultada.'],
      ['Circe promoció', 'dues lectures, cap amb aquest nom (les promocions Circé d’echekk, el Frischauf Circe de Popeye); espera una font que en triï una.'],
      ['Circe alsacià', 'tota posició ha de ser legal en escacs ortodoxos, cosa que demana una prova de legalitat retrògrada que cap font fixa.'],
      ['Escacs amb daus 10×10', 'un tauler de 10×10 amb tres reis per bàndol i una posició inicial que cap font confirma; el motor juga en 8×8.'],
      ['Les set versions d’escacs amb daus de Pritchard', 'cap font accessible les enumera; els escacs amb daus medievals i els escacs oblongs necessiten peces medievals (alferza, alfil antic).'],
    ],
  },
};

const PAGE = {
  en: {
    file: 'variants.html', rules: 'rules.html', languageName: 'English',
    title: 'Every rule set of Dice Rex Circe',
    description: `The ${SETS.length} rule sets the Dice Rex Circe app plays, each in plain words with a live board: Circe, Anticirce, Mirror Circe, Super-Circe, dice chess and more.`,
    h1: 'Every rule set',
    tagline: 'Dice Rex Circe, the Circe family, dice chess and orthodox chess: what each changes, with a live board.',
    lead: (n) => `The app plays ${n} rule sets. Each section below says the rule in plain words, names the text it comes from, and shows a live board of what makes it different: press › under the board to play the example move, ‹ to take it back.`,
    contents: 'Contents',
    groups: { drc: 'Dice Rex Circe', circe: 'The Circe family', dice: 'Dice chess', orthodox: 'Orthodox chess' },
    source: (seeds) => `Source: ${seeds}.`,
    sourceNone: 'The FIDE Laws of Chess.',
    seed: (n, what) => what,
    embedName: (name) => `On a page of yours: <code>rules="${name}"</code>`,
    and: '; ',
    caption: (sans) => `Press › to play ${sans}.`,
    play: 'Play it',
    rulesLink: 'The full rules of Dice Rex Circe',
    nav: 'Pages',
    footer: 'Each board is a <code>&lt;dice-rex-circe&gt;</code> element with a <code>rules</code> attribute; the app’s <i>Embed</i> writes one for any game.',
  },
  fr: {
    file: 'variants.fr.html', rules: 'rules.fr.html', languageName: 'Français',
    title: 'Tous les jeux de règles de Dice Rex Circe',
    description: `Les ${SETS.length} jeux de règles que joue l’application Dice Rex Circe, chacun en mots simples avec un échiquier vivant : Circé, Anticircé, Circé miroir, Supercircé, échecs aux dés et d’autres.`,
    h1: 'Tous les jeux de règles',
    tagline: 'Dice Rex Circe, la famille Circé, les échecs aux dés et les échecs orthodoxes : ce que chacun change, avec un échiquier vivant.',
    lead: (n) => `L’application joue ${n} jeux de règles. Chaque section ci-dessous dit la règle en mots simples, nomme le texte d’où elle vient et montre un échiquier vivant de ce qui la distingue : appuyez sur › sous l’échiquier pour jouer le coup d’exemple, sur ‹ pour le reprendre.`,
    contents: 'Sommaire',
    groups: { drc: 'Dice Rex Circe', circe: 'La famille Circé', dice: 'Échecs aux dés', orthodox: 'Échecs orthodoxes' },
    source: (seeds) => `Source : ${seeds}.`,
    sourceNone: 'Les règles des échecs de la FIDE.',
    seed: (n, what) => what,
    embedName: (name) => `Sur une de vos pages : <code>rules="${name}"</code>`,
    and: ' ; ',
    caption: (sans) => `Appuyez sur › pour jouer ${sans}.`,
    play: 'Y jouer',
    rulesLink: 'Les règles complètes de Dice Rex Circe',
    nav: 'Pages',
    footer: 'Chaque échiquier est un élément <code>&lt;dice-rex-circe&gt;</code> avec un attribut <code>rules</code> ; <i>Intégrer</i>, dans l’application, en écrit un pour n’importe quelle partie.',
  },
  ca: {
    file: 'variants.ca.html', rules: 'rules.ca.html', languageName: 'Català',
    title: 'Tots els jocs de regles de Dice Rex Circe',
    description: `Els ${SETS.length} jocs de regles que juga l’aplicació Dice Rex Circe, cadascun en paraules planeres amb un tauler viu: Circe, Anticirce, Circe mirall, Supercirce, escacs amb daus i més.`,
    h1: 'Tots els jocs de regles',
    tagline: 'Dice Rex Circe, la família Circe, els escacs amb daus i els escacs ortodoxos: què canvia cadascun, amb un tauler viu.',
    lead: (n) => `L’aplicació juga ${n} jocs de regles. Cada secció diu la regla en paraules planeres, anomena el text d’on ve i mostra un tauler viu del que la distingeix: premeu › sota el tauler per jugar el moviment d’exemple, i ‹ per desfer-lo.`,
    contents: 'Índex',
    groups: { drc: 'Dice Rex Circe', circe: 'La família Circe', dice: 'Escacs amb daus', orthodox: 'Escacs ortodoxos' },
    source: (seeds) => `Font: ${seeds}.`,
    sourceNone: 'Les regles dels escacs de la FIDE.',
    seed: (n, what) => what,
    embedName: (name) => `En una pàgina vostra: <code>rules="${name}"</code>`,
    and: '; ',
    caption: (sans) => `Premeu › per jugar ${sans}.`,
    play: 'Jugar-hi',
    rulesLink: 'Les regles completes de Dice Rex Circe',
    nav: 'Pàgines',
    footer: 'Cada tauler és un element <code>&lt;dice-rex-circe&gt;</code> amb un atribut <code>rules</code>; <i>Incrusta</i>, a l’aplicació, n’escriu un per a qualsevol partida.',
  },
};
const WORDS = { en, fr, ca };

/** The group of a rule set, the engine's as in the New game dialog. */
const groupOf = (set) => set.facts.group;

const ESC = { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' };
const esc = (text) => String(text).replace(/[&"<>]/g, (c) => ESC[c]);

/** A rule set's name and words in `lang`, with the engine's facts. */
function wordsOf(lang, name) {
  return { ...SETS.find((s) => s.name === name), ...(lang === 'en' ? {} : { displayName: WORDS[lang][name].name }), rule: WORDS[lang][name].rule };
}

/** A rule set's section: its name, its live boards, its rule, its sources and links. */
function ruleSetSection(lang, set, boards) {
  const p = PAGE[lang];
  const words = (name) => wordsOf(lang, name);
  const w = words(set.name);
  const b = boards[set.name];
  const figure = (x) => {
    const attrs = [['rules', set.name], ['fen', x.fen], ['record', x.record], ['ply', '0'], ['controls', 'moves'], ['lang', lang]]
      .filter(([, v]) => v !== null).map(([k, v]) => ` ${k}="${esc(v)}"`).join('');
    const sans = x.sans.map((s) => `<b>${esc(sanFor(s, translator(lang)))}</b>`).join(', ');
    return `<figure class="board">
  <dice-rex-circe${attrs}></dice-rex-circe>
  <figcaption>${p.caption(sans)}</figcaption>
</figure>`;
  };
  const seeds = SOURCES[set.name]?.[lang]
    ?? (set.seeds ? set.seeds.split(/,\s*/).map((n) => p.seed(n, SEEDS[lang][n])).join(p.and) : null);
  return `<section class="rule-set" id="${set.name}">
<h3>${esc(w.displayName)}</h3>
${[b, b.second].filter(Boolean).map(figure).join('\n')}
<p>${esc(w.rule)}</p>
<p class="note">${seeds ? esc(p.source(seeds)) : esc(p.sourceNone)} <a href="./?rules=${set.name}&amp;lang=${lang}">${esc(p.play)}</a> <span class="embed-name">${p.embedName(set.name)}</span></p>
</section>`;
}

function page(lang, boards) {
  const p = PAGE[lang];
  const words = (name) => wordsOf(lang, name);
  const groups = ['drc', 'circe', 'dice', 'orthodox'].map((g) => ({ id: g, sets: SETS.filter((s) => groupOf(s) === g) }));
  const nav = Object.entries(PAGE).map(([code, q]) => `    <a href="${q.file}" hreflang="${code}"${code === lang ? ' aria-current="page"' : ` lang="${code}"`}>${q.languageName}</a>`).join('\n');
  const alternates = Object.entries(PAGE).filter(([code]) => code !== lang)
    .map(([code, q]) => `<link rel="alternate" hreflang="${code}" href="${q.file}">`).join('\n');
  const toc = groups.map((g) => `    <li><a href="#${g.id}">${esc(p.groups[g.id])}</a>\n      <ol>\n${g.sets.map((s) => `        <li><a href="#${s.name}">${esc(words(s.name).displayName)}</a></li>`).join('\n')}\n      </ol></li>`).join('\n');
  const section = (set) => ruleSetSection(lang, set, boards);
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data:; connect-src 'self'; worker-src 'self'; manifest-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'">
<meta name="description" content="${esc(p.description)}">
<title>${esc(p.title)}</title>
<!-- Written by scripts/variants-pages.mjs from www/js/lang/rule-sets.${lang}.js and tests/data/variants-examples.txt: edit those. -->
<link rel="icon" href="icons/icon.svg" type="image/svg+xml">
${alternates}
<link rel="stylesheet" href="css/article.css">
<script type="module" src="js/dice-rex-circe.js"></script>
</head>
<body>
<header class="site">
  <a class="home" href="./?lang=${lang}">Dice Rex Circe</a>
  <nav aria-label="${esc(p.nav)}">
${nav}
    <a href="${p.rules}">${esc(p.rulesLink)}</a>
  </nav>
</header>
<main>
<h1>${esc(p.h1)}</h1>
<p class="tagline">${esc(p.tagline)}</p>
<p class="lead">${esc(p.lead(SETS.length))}</p>

<div class="toc" role="navigation" aria-labelledby="toc-title">
  <p class="toc-title" id="toc-title">${esc(p.contents)}</p>
  <ol>
${toc}
    <li><a href="#not-built">${esc(NOT_BUILT[lang].title)}</a></li>
  </ol>
</div>
${groups.map((g) => `
<h2 id="${g.id}">${esc(p.groups[g.id])}</h2>
${g.sets.map(section).join('\n')}`).join('\n')}

<h2 id="not-built">${esc(NOT_BUILT[lang].title)}</h2>
${NOT_BUILT[lang].planned.length ? `<p>${esc(NOT_BUILT[lang].lead)}</p>
<ul class="not-built">
${NOT_BUILT[lang].planned.map((name) => `  <li>${esc(name)}</li>`).join('\n')}
</ul>
` : ''}<p>${esc(NOT_BUILT[lang].why)}</p>
<ul class="not-built">
${NOT_BUILT[lang].reasons.map(([name, why]) => `  <li><b>${esc(name)}</b>${NOT_BUILT[lang].sep}${esc(why)}</li>`).join('\n')}
</ul>
</main>
<footer>${p.footer}</footer>
</body>
</html>
`;
}

const boards = ruleSetExamples();
const files = {
  ...Object.fromEntries(Object.keys(PAGE).map((lang) => [`www/${PAGE[lang].file}`, page(lang, boards)])),
};
const check = process.argv.includes('--check');
let stale = 0;
for (const [path, text] of Object.entries(files)) {
  let before = null;
  try { before = readFileSync(ROOT + path, 'utf8'); } catch { /* new */ }
  if (before === text) continue;
  if (check) {
    console.error(`${path} is not up to date: run node scripts/variants-pages.mjs`);
    stale += 1;
  } else {
    writeFileSync(ROOT + path, text);
    console.log(`wrote ${path}`);
  }
}
if (stale) process.exit(1);
