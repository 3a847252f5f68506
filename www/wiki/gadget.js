/*
 * Dice Rex Circe boards for MediaWiki: a gadget.
 *
 * A wiki's interface administrator installs it once (docs/wikis.md): this
 * file as MediaWiki:Gadget-DiceRexCirce.js, a line in
 * MediaWiki:Gadgets-definition, and the template Template:Dice Rex Circe
 * (template.wikitext, next to this file). Article authors then write
 * {{Dice Rex Circe|fen=…|record=…}}, which the wiki renders as
 *   <div class="dice-rex-circe" data-encoding="uri" data-fen="…" data-record="…">fallback</div>
 * (each value URL-encoded by the template, so that quotes, angle brackets
 * and line breaks reach the board as written) and this script turns every
 * such div into a live <dice-rex-circe> board, loaded from the site that
 * serves the app (BASE below). Readers without JavaScript, or on a wiki
 * without the gadget, see the fallback: a diagram image or a line of text;
 * so do readers whose browser cannot load the board's module (the app's
 * site is down, or the wiki's Content-Security-Policy refuses it): the
 * fallback stays until the board is defined.
 *
 * Only the data-* attributes the element knows are read, each as a value
 * (never as markup); the element checks them and shows any error inside
 * its own box. ES5, because MediaWiki 1.39's ResourceLoader runs a gadget
 * only if it parses as ECMAScript 5.
 */
(function () {
  'use strict';

  // The address of the app's site (www/), ending in '/': change this line when installing.
  // A page may set another with a script (window.diceRexCirceBase = '…'), as the tests do; only a
  // string counts, since an element with that id is window.diceRexCirceBase too (an author's
  // <div id="diceRexCirceBase">, or a link whose address would supply the module).
  var BASE = typeof window.diceRexCirceBase === 'string' ? window.diceRexCirceBase : 'https://example.org/drc/';
  var NAMES = ['rules', 'fen', 'record', 'seed', 'ply', 'orientation', 'interactive', 'controls', 'lang', 'opponent'];
  // The module's loading: 'idle', 'loading', 'defined' or 'failed'; boards waiting for it.
  var state = 'idle';
  var waiting = [];

  /** Ends the loading as `result` ('defined' or 'failed') and calls each waiting board's callback for it. */
  function settle(result) {
    state = result;
    var boards = waiting;
    waiting = [];
    for (var i = 0; i < boards.length; i++) boards[i][result === 'defined' ? 0 : 1]();
  }

  /** Calls `show` once <dice-rex-circe> is defined, loading its module once per page, or `fail` if it cannot load. */
  function whenDefined(show, fail) {
    var registry = window.customElements;
    if (state === 'defined' || (registry && registry.get('dice-rex-circe'))) { show(); return; }
    if (state === 'failed' || !registry) { fail(); return; }
    waiting.push([show, fail]);
    if (state === 'loading') return;
    state = 'loading';
    registry.whenDefined('dice-rex-circe').then(function () { settle('defined'); });
    var script = document.createElement('script');
    script.type = 'module';
    script.src = BASE + 'js/dice-rex-circe.js';
    // Refused by a CSP, unreachable, or one of its imports failed: the fallbacks stay.
    script.onerror = function () { if (state === 'loading') settle('failed'); };
    document.head.appendChild(script);
  }

  /** A value as the template wrote it: URL-encoded when the div says so (a value that is not stays as it is). */
  function read(div, name) {
    var value = div.getAttribute('data-' + name);
    if (value === null || div.getAttribute('data-encoding') !== 'uri') return value;
    try {
      return decodeURIComponent(value);
    } catch (e) {
      return value;
    }
  }

  /**
   * Replaces the template's div content by a board with the div's data-*
   * values, once the board's module is there. The div's data-drc-state
   * says how far it got: 'loading', 'ready' (the board replaced the
   * fallback) or 'failed' (the module could not load; the fallback stays).
   */
  function upgrade(div) {
    if (div.hasAttribute('data-drc-state')) return;
    div.setAttribute('data-drc-state', 'loading');
    var board = document.createElement('dice-rex-circe');
    for (var i = 0; i < NAMES.length; i++) {
      var value = read(div, NAMES[i]);
      if (value !== null && value.replace(/\s+/g, '') !== '') board.setAttribute(NAMES[i], value.trim());
    }
    whenDefined(function () {
      while (div.firstChild) div.removeChild(div.firstChild);
      div.appendChild(board);
      div.setAttribute('data-drc-state', 'ready');
    }, function () {
      div.setAttribute('data-drc-state', 'failed');
    });
  }

  /** Every board of `root` (an element, or the document). */
  function run(root) {
    var divs = root.querySelectorAll('div.dice-rex-circe');
    for (var i = 0; i < divs.length; i++) upgrade(divs[i]);
  }

  if (window.mw && window.mw.hook) {
    // Fired for the article, and again for each live preview or content loaded later.
    window.mw.hook('wikipage.content').add(function ($content) {
      run($content && $content[0] ? $content[0] : document);
    });
  } else if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', function () { run(document); });
  } else {
    run(document);
  }
}());
