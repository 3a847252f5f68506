/*
 * Dice Rex Circe boards for MediaWiki: a gadget.
 *
 * A wiki's administrator installs it once (README, "Wikis"): this file as
 * MediaWiki:Gadget-DiceRexCirce.js, a line in MediaWiki:Gadgets-definition,
 * and the template Template:Dice Rex Circe (template.wikitext, next to
 * this file). Article authors then write {{Dice Rex Circe|fen=…|record=…}},
 * which the wiki renders as
 *   <div class="dice-rex-circe" data-fen="…" data-record="…">fallback</div>
 * and this script turns every such div into a live <dice-rex-circe> board,
 * loaded from the site that serves the app (BASE below). Readers without
 * JavaScript, or on a wiki without the gadget, see the fallback: a diagram
 * image or a line of text.
 *
 * Only the data-* attributes the element knows are read, each as a value
 * (never as markup); the element checks them and shows any error inside
 * its own box. ES5, so that any ResourceLoader accepts it.
 */
(function () {
  'use strict';

  // The address of the app's site (www/), ending in '/': change this line when installing.
  var BASE = window.diceRexCirceBase || 'https://example.org/drc/';
  var NAMES = ['rules', 'fen', 'record', 'seed', 'ply', 'orientation', 'interactive', 'controls', 'lang', 'opponent'];
  var loading = false;

  /** Loads the element's module once per page (it defines <dice-rex-circe>). */
  function loadElement() {
    if (loading || (window.customElements && window.customElements.get('dice-rex-circe'))) return;
    loading = true;
    var script = document.createElement('script');
    script.type = 'module';
    script.src = BASE + 'js/dice-rex-circe.js';
    document.head.appendChild(script);
  }

  /** Replaces the template's div content by a board with the div's data-* attributes. */
  function upgrade(div) {
    if (div.getAttribute('data-drc-ready') === 'true') return;
    div.setAttribute('data-drc-ready', 'true');
    var board = document.createElement('dice-rex-circe');
    for (var i = 0; i < NAMES.length; i++) {
      var value = div.getAttribute('data-' + NAMES[i]);
      if (value !== null && value.replace(/\s+/g, '') !== '') board.setAttribute(NAMES[i], value.trim());
    }
    while (div.firstChild) div.removeChild(div.firstChild);
    div.appendChild(board);
    loadElement();
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
