// Every embed snippet round-trips its rule set: for each named rule set
// (and a combination without a name), a game played in it and its current
// position go through the app's snippet generator (www/js/embed-snippets.js)
// as the element's markup, as embed.html's URL and as the app's shared
// link, are read back as the element reads them (www/js/element/
// attributes.js), and the engine (the built package, npm run build) opens
// the same rule set, position and moves.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { Game } from '../../js/node.js';
import {
  recordAttributes, elementSnippet, embedUrl, iframeSnippet, shareUrl, sharedRecord,
} from '../../www/js/embed-snippets.js';
import { readConfig, recordText } from '../../www/js/element/attributes.js';

const BASE = 'https://example.org/drc/';
const SETS = Game.ruleSets();
const UNESCAPE = { '&quot;': '"', '&lt;': '<', '&gt;': '>', '&amp;': '&' };

/** The attributes of the <dice-rex-circe> in a snippet, as the browser would read them. */
function elementAttributes(snippet) {
  const tag = /<dice-rex-circe([^>]*)>/.exec(snippet);
  assert.ok(tag, snippet);
  const attrs = {};
  for (const [, name, value] of tag[1].matchAll(/\s([a-z]+)="([^"]*)"/g)) {
    attrs[name] = value.replace(/&(?:quot|lt|gt|amp);/g, (e) => UNESCAPE[e]);
  }
  return attrs;
}

/** The attributes embed.html gives its element, from the iframe snippet's URL. */
function iframeAttributes(snippet) {
  const src = /src="([^"]*)"/.exec(snippet)[1].replace(/&(?:quot|lt|gt|amp);/g, (e) => UNESCAPE[e]);
  return Object.fromEntries(new URLSearchParams(new URL(src).hash.slice(1)));
}

/** The game the element makes from these attributes (as its #loadGame does). */
function elementGame(attrs) {
  const config = readConfig((name) => (Object.hasOwn(attrs, name) ? attrs[name] : null));
  if (config.record) return Game.fromRecord(recordText(config));
  const options = { fen: config.fen };
  if (config.rules) options.rules = config.rules;
  return new Game(options);
}

/** A few actions of a seeded game, captures first: rolls when a roll is due. */
function play(game, actions = 6) {
  for (let i = 0; i < actions && !game.result(); i++) {
    if (game.phase() === 'roll') {
      game.roll();
      continue;
    }
    const moves = game.legalMoves();
    if (!moves.length) break;
    game.apply(moves.find((m) => m.capture) || moves[(i * 7) % moves.length]);
  }
  return game;
}

/** Asserts that `copy` is the game `original`: rules, position, moves. */
function same(copy, original, what) {
  try {
    assert.deepEqual(copy.rules(), original.rules(), `${what}: the rule set`);
    assert.equal(copy.fen(), original.fen(), `${what}: the position`);
    assert.deepEqual(copy.history().map((m) => m.san), original.history().map((m) => m.san), `${what}: the moves`);
  } finally {
    copy.free();
  }
}

const RULES = [...SETS.map((s) => s.name), 'anticirce,check=no,castling=no,dice=three-after-king-move'];

test('the engine lists every named rule set of its names table, in its order', () => {
  const table = readFileSync(new URL('../../src/rules/names.rs', import.meta.url), 'utf8');
  const names = [...table.matchAll(/^\s*\{ "([a-z-]+)", "/gm)].map((m) => m[1]);
  assert.deepEqual(SETS.map((s) => (typeof s === 'string' ? s : s.name)), names);
  assert.ok(names.includes('jupiter-circe'));
});

for (const rules of RULES) {
  test(`${rules}: the element, iframe and link snippets open the same rule set, position and game`, () => {
    const game = play(new Game({ rules, seed: 11 }));
    assert.ok(game.history().length > 0, 'a game with moves');
    const record = game.toRecord();

    // The whole game, to walk through.
    const gameAttrs = { ...recordAttributes(record, SETS), controls: 'moves' };
    if (rules === 'dice-rex-circe') assert.equal(gameAttrs.rules, undefined, 'the default needs no attribute');
    else assert.ok(gameAttrs.rules, 'the snippet names the rule set');
    if (SETS.some((s) => s.name === rules) && rules !== 'dice-rex-circe') assert.equal(gameAttrs.rules, rules);
    same(elementGame(elementAttributes(elementSnippet(BASE, gameAttrs))), game, 'element, game');
    same(elementGame(iframeAttributes(iframeSnippet(BASE, gameAttrs))), game, 'iframe, game');
    assert.deepEqual(iframeAttributes(iframeSnippet(BASE, gameAttrs)),
      Object.fromEntries(new URLSearchParams(new URL(embedUrl(BASE, gameAttrs)).hash.slice(1))));
    same(Game.fromRecord(sharedRecord(new URL(shareUrl(BASE, record, SETS)).hash)), game, 'shared link');

    // The position now, to play on.
    const positionAttrs = { fen: game.fen(), rules: gameAttrs.rules, interactive: 'true' };
    const atPosition = elementGame(elementAttributes(elementSnippet(BASE, positionAttrs)));
    try {
      assert.deepEqual(atPosition.rules(), game.rules(), 'element, position: the rule set');
      assert.equal(atPosition.fen(), game.fen(), 'element, position: the position');
      assert.deepEqual(atPosition.legalMoves().map((m) => m.uci), game.legalMoves().map((m) => m.uci),
        'element, position: the same legal moves');
    } finally {
      atPosition.free();
    }
    same(elementGame(iframeAttributes(iframeSnippet(BASE, { ...positionAttrs, record: null }))), new Game({ rules, fen: game.fen() }),
      'iframe, position');
    game.free();
  });
}
