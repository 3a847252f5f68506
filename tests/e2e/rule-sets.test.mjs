// Browser tests of the rule sets in the app: choosing one in New game (and
// by ?rules=), the header, playing through the board with clicks in six of
// them (a PWC rebirth, an Anticirce capture, a Super-Circe choice through
// the square picker, a Volcanic burial and eruption, a Dice Chess pass, a
// one-die roll), each effect visible once its animation ends, the hint
// from the engine, check shown, and any rule set against the computer
// (screenshots in three languages: rule-sets-screens.test.mjs).
import assert from 'node:assert/strict';
import {
  gotoApp, idle, snap, clickSquare, clickMove, shot, appSuite, until,
  expectText, expectEval, expectPlacement, expectSnap, squareCenter,
} from './helpers.mjs';
import { MIXED, ruleSetUrl, playMidway } from './rule-sets-helpers.mjs';

const { app, browserTest } = appSuite();
const at = (...args) => ruleSetUrl(app.url, ...args);
const clickMoveMidway = playMidway;
const kinds = (s) => s.lastAnimation.map(({ kind, from, to }) => `${kind}:${from}-${to}`);

browserTest('New game offers every rule set, grouped, with a paragraph; the header, the address and the save keep it', async (page) => {
  await gotoApp(page, app.url);
  await expectText(page, '#rules-name', 'Dice Rex Circe');
  await page.click('#btn-new');
  const groups = await page.$$eval('#new-rules optgroup', (els) => els.map((g) => [g.label, g.children.length]));
  // As many in each group as the engine names (its table of rule sets).
  const { Game } = await import('../../js/node.js');
  const count = (group) => Game.ruleSets().filter((set) => set.facts.group === group).length;
  assert.deepEqual(groups, [['Dice Rex Circe', 1], ['Circe family', count('circe')], ['Dice chess', count('dice')], ['Orthodox', 1]]);
  assert.ok(count('circe') >= 37, 'Jupiter Circe among the Circe family');
  await page.selectOption('#new-rules', 'anticirce');
  await expectText(page, '#new-rules-text', /^The capturing unit, king included, returns to its own home square.*Kings are reborn too\. Check and checkmate/);
  await expectEval(page, () => document.querySelector('#new-rules-example').dataset.example, undefined, 'anticirce');
  await shot(page, 'rules-new-game-anticirce');
  // The example is the variants page's: Hydra's Rxc3 there, and Dice Rex Circe's Circe Mate.
  await page.selectOption('#new-rules', 'hydra-circe');
  await expectText(page, '#new-rules-example-note', /Rxc3\(Pc7,Pf7\)/);
  await page.selectOption('#new-rules', 'dice-rex-circe');
  await expectText(page, '#new-rules-example-note', /Kxd6#/);
  await shot(page, 'rules-new-game-drc-example');
  await page.selectOption('#new-rules', 'anticirce');
  await page.click('#new-start');
  await expectText(page, '#rules-name', 'Anticirce');
  await until(() => page.url(), (u) => new URL(u).searchParams.get('rules') === 'anticirce', { what: '?rules=anticirce' });
  await clickMove(page, 'e2', 'e4');
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  await expectText(page, '#rules-name', 'Anticirce');
  await expectSnap(page, (s) => s.history.length === 1, 'the saved Anticirce game');
  const record = await page.evaluate(() => window.__drc.record());
  assert.match(record, /\[Variant "Anticirce"\]/);
});

// The example's modules come after the dialog (on a busy machine, seconds after): the board and
// note keep their place meanwhile, or a click aimed at "Computer" lands on what was there before.
for (const [size, viewport] of [['desktop', { width: 1200, height: 820 }], ['phone', { width: 390, height: 844 }]]) {
  browserTest(`New game stands still while its example loads (${size})`, async (page) => {
    let asked;
    const requested = new Promise((done) => { asked = done; });
    let release;
    const released = new Promise((done) => { release = done; });
    await page.route(/example-board[^/]*\.js(\?.*)?$/, async (route) => {
      asked();
      await released;
      await route.continue();
    });
    await gotoApp(page, app.url);
    await page.click('#btn-new');
    await expectEval(page, () => document.querySelector('#dlg-new').open, undefined, true);
    await requested;
    const layout = () => page.evaluate(() => ['#new-rules', 'input[name="opponent"][value="computer"]', '#new-level', '#new-start']
      .map((sel) => {
        const r = document.querySelector(`#dlg-new ${sel}`).getBoundingClientRect();
        return [sel, Math.round(r.x), Math.round(r.y), Math.round(r.width), Math.round(r.height)];
      }));
    const loading = await layout();
    assert.equal(await page.evaluate(() => document.querySelector('#new-rules-example').dataset.example ?? ''), '',
      'the example is not drawn while its module is held');
    await shot(page, `rules-new-game-example-loading-${size}`);
    release();
    await expectEval(page, () => document.querySelector('#new-rules-example').dataset.example, undefined, 'dice-rex-circe');
    await expectText(page, '#new-rules-example-note', /Kxd6#/);
    await idle(page);
    assert.deepEqual(await layout(), loading, 'the dialog moved when its example came');
    await shot(page, `rules-new-game-example-loaded-${size}`);
  }, { viewport });
}

browserTest('an unknown ?rules= name is said in words, and the app plays Dice Rex Circe', async (page) => {
  await gotoApp(page, `${app.url}?rules=no-such-rules`);
  await expectText(page, '#toast-text', 'There is no rule set named “no-such-rules”, so a game of Dice Rex Circe has started. New game lists the rule sets.');
  await expectText(page, '#rules-name', 'Dice Rex Circe');
  await shot(page, 'rules-unknown-name');
  await page.click('#toast-close');
  await clickMove(page, 'e2', 'e4');
  await expectSnap(page, (s) => s.history.length === 1, 'a move played');
});

browserTest('PWC Circe: the captured pawn is reborn on the capturer\'s square, and the hint said so first', async (page) => {
  await gotoApp(page, at('pwc-circe', MIXED));
  await expectText(page, '#rules-name', 'Platzwechsel Circe');
  const c5 = await squareCenter(page, 'c5');
  await page.mouse.move(c5.x, c5.y);
  await expectText(page, '#status', 'If captured, the piece on c5 is reborn on d4');
  await expectEval(page, () => window.__drc.board().hint.to, undefined, 'd4');
  await shot(page, 'rules-pwc-hint');
  await clickMoveMidway(page, 'd4', 'b2', 'rules-pwc-rebirth');
  await expectPlacement(page, '6k1/3r4/8/2p5/3p4/8/1Q6/7K');
  assert.deepEqual(kinds(await snap(page)), ['rebirth:b2-d4', 'move:d4-b2']);
});

browserTest('Anticirce: the capturer goes home, the captured rook vanishes, and check is shown on the king', async (page) => {
  await gotoApp(page, at('anticirce', '4k3/3r4/8/8/3Q4/8/8/7K w - - 0 1'));
  // The hint on the rook: it vanishes, and the queen would go back to d1.
  const d7 = await squareCenter(page, 'd7');
  await page.mouse.move(d7.x, d7.y);
  await expectText(page, '#status', 'If captured, the piece on d7 vanishes; the capturer goes back home (d4→d1)');
  await clickMoveMidway(page, 'd4', 'd7', 'rules-anticirce-relocate');
  await expectPlacement(page, '4k3/8/8/8/8/8/8/3Q3K');
  assert.deepEqual(kinds(await snap(page)), ['vanish:d7-d7', 'move:d4-d7', 'relocate:d7-d1']);
  // The queen attacks the king from d6: capturing it would be legal (d1 is empty), so it is check.
  await clickMove(page, 'e8', 'e7');
  await clickMove(page, 'd1', 'd6');
  await expectText(page, '#status', 'Black to move, in check');
  await expectEval(page, () => window.__drc.board().check, undefined, 'e7');
  await shot(page, 'rules-anticirce-check');
});

browserTest('Super-Circe: the square picker lights the choices; a click puts the rook there, or "No rebirth"', async (page) => {
  await gotoApp(page, at('super-circe', MIXED));
  await clickSquare(page, 'd4');
  await clickSquare(page, 'd7');
  await page.waitForSelector('#picker:not([hidden])');
  await expectText(page, '#picker-title', 'Where is the captured rook reborn? Click one of the 45 lit squares.');
  await expectEval(page, () => window.__drc.board().pick.length, undefined, 45);
  await shot(page, 'rules-super-picker');
  // A square that is no choice (an occupied one) is ignored.
  await clickSquare(page, 'g8');
  await expectEval(page, () => window.__drc.state.picker !== null, undefined, true);
  await clickSquare(page, 'a2');
  await page.waitForSelector('#picker', { state: 'hidden' });
  await idle(page);
  await expectPlacement(page, '6k1/3Q4/8/2p5/8/8/rp6/7K');
  assert.deepEqual(kinds(await snap(page)), ['rebirth:d7-a2', 'move:d4-d7']);
  await shot(page, 'rules-super-after');
});

browserTest('Super-Circe: "No rebirth" removes the captured pawn; a pawn reborn on its last rank promotes through the chooser', async (page) => {
  await gotoApp(page, at('super-circe', MIXED));
  await clickSquare(page, 'd4');
  await clickSquare(page, 'c5');
  await page.waitForSelector('#picker-none:visible');
  await page.click('#picker-none');
  await idle(page);
  await expectPlacement(page, '6k1/3r4/8/2Q5/8/8/1p6/7K');
  assert.deepEqual(kinds(await snap(page)), ['vanish:c5-c5', 'move:d4-c5']);
  // Again from the start: the pawn on b2 reborn on a1 (its last rank), where the chooser asks what it becomes.
  await page.click('#btn-undo');
  await idle(page);
  await expectPlacement(page, MIXED.split(' ')[0]);
  await clickSquare(page, 'd4');
  await clickSquare(page, 'b2');
  await page.waitForSelector('#picker:not([hidden])');
  await clickSquare(page, 'a1');
  await page.waitForSelector('#promotion:not([hidden])');
  await expectText(page, '.promotion-title', 'The captured pawn is reborn on a1 and promotes to');
  await shot(page, 'rules-super-reborn-promotion');
  await page.click('#promotion-choices button[data-role="B"]');
  await idle(page);
  await expectPlacement(page, '6k1/3r4/8/2p5/8/8/1Q6/b6K');
  const last = await snap(page);
  assert.equal(last.history.at(-1).uci, 'd4b2/a1b');
});

browserTest('Volcanic Circe: the rook is buried under the knight, and erupts when the knight leaves', async (page) => {
  await gotoApp(page, at('volcanic-circe', 'n5k1/3r4/8/8/3Q4/8/8/7K w - - 0 1'));
  await clickMoveMidway(page, 'd4', 'd7', 'rules-volcanic-bury');
  await expectPlacement(page, 'n5k1/3Q4/8/8/8/8/8/7K');
  assert.deepEqual(kinds(await snap(page)), ['bury:d7-a8', 'move:d4-d7']);
  await expectEval(page, () => window.__drc.board().buried, undefined, [{ square: 'a8', letters: ['r'] }]);
  await clickMoveMidway(page, 'a8', 'b6', 'rules-volcanic-erupt');
  await expectPlacement(page, 'r5k1/3Q4/1n6/8/8/8/8/7K');
  assert.deepEqual(kinds(await snap(page)), ['move:a8-b6', 'erupt:a8-a8']);
});

browserTest('Dice Chess: two dice; a roll that allows no move passes the turn, and says why in words', async (page) => {
  await gotoApp(page, at('dice-chess', '4k3/8/8/8/8/8/4r3/R3K3 w Q - 0 1'));
  await expectText(page, '#status', 'White to roll the dice');
  await expectEval(page, () => [...document.querySelectorAll('#dice .die')].filter((d) => !d.hidden).length, undefined, 2);
  await page.click('.settings summary');
  await page.check('#set-physical');
  await expectText(page, '#status', 'White: enter the two dice you rolled');
  await expectEval(page, () => [...document.querySelectorAll('#physical select')].filter((d) => !d.hidden).length, undefined, 2);
  await page.selectOption('#pd-0', '2');
  await page.selectOption('#pd-1', '4');
  await page.click('#physical button[type="submit"]');
  await expectText(page, '#dice-note', 'White rolled 2-4: no knight or rook move answers the check: turn passed.');
  await expectText(page, '#status', 'Black: enter the two dice you rolled');
  await expectEval(page, () => [...document.querySelectorAll('#moves .chip')].map((c) => c.textContent), undefined, ['roll 2-4', 'pass']);
  await shot(page, 'rules-dice-chess-pass');
});

browserTest('Dice Chess (one die): one die is rolled, and only its piece moves', async (page) => {
  await gotoApp(page, at('dice-chess-one-die', null, '&seed=5'));
  await expectText(page, '#status', 'White to roll the die');
  await expectEval(page, () => [...document.querySelectorAll('#dice .die')].filter((d) => !d.hidden).length, undefined, 1);
  await page.click('#btn-roll');
  await idle(page);
  await expectEval(page, () => document.querySelector('#dice .die').dataset.value, undefined, '2');
  await expectText(page, '#dice-note', 'Move a piece of the kind shown.');
  await shot(page, 'rules-one-die-rolled');
  // A pawn may not move on a 2 (a knight): the click says why; the knight moves.
  await clickSquare(page, 'e2');
  await expectEval(page, () => window.__drc.state.selected, undefined, null);
  await clickMove(page, 'g1', 'f3');
  await expectPlacement(page, 'rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R');
  await expectText(page, '#status', 'Black to roll the die');
  // Physical dice: one select; a face that no piece can play (no black queen can move) is refused in words.
  await page.click('.settings summary');
  await page.check('#set-physical');
  await expectEval(page, () => [...document.querySelectorAll('#physical select')].filter((d) => !d.hidden).length, undefined, 1);
  await page.selectOption('#pd-0', '5');
  await page.click('#physical button[type="submit"]');
  await expectText(page, '#dice-note', 'No queen can move, so that face is not rolled: roll again.');
  await expectSnap(page, (s) => s.phase === 'roll' && s.turn === 'black', 'the game unchanged');
  await page.selectOption('#pd-0', '1');
  await page.click('#physical button[type="submit"]');
  await expectSnap(page, (s) => s.phase === 'move' && s.legalMoves.every((m) => m.piece === 'P'), 'a pawn to move');
});

browserTest('any rule set against the computer: it answers in Anticirce', async (page) => {
  await gotoApp(page, app.url);
  await page.click('#btn-new');
  await page.selectOption('#new-rules', 'anticirce');
  await page.check('input[name="opponent"][value="computer"]');
  await page.click('#new-start');
  await expectText(page, '#rules-name', 'Anticirce');
  await clickMove(page, 'e2', 'e4');
  await expectSnap(page, (s) => s.history.length === 2, 'the computer\'s answer', { timeout: 30000 });
});

/** Sets the app's language before the page loads (the settings a first visit would keep). */
function language(page, lang) {
  return page.addInitScript((l) => {
    if (!localStorage.getItem('drc.settings')) localStorage.setItem('drc.settings', JSON.stringify({ lang: l }));
  }, lang);
}

const MARS_REFUSAL = {
  en: 'Pawn e4–d5: in these rules a pawn captures only from its rebirth square, e2, and it cannot make this capture from there',
  fr: 'Pion e4–d5 : dans ces règles, un pion ne prend que depuis sa case de renaissance, e2, et ne peut pas faire cette prise depuis là',
};
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, deviceScaleFactor: 2 };
const DESKTOP = { viewport: { width: 1280, height: 800 } };

for (const [size, options] of Object.entries({ desktop: DESKTOP, phone: PHONE })) {
  for (const lang of ['en', 'fr']) {
    browserTest(`Mars Circe (${size}, ${lang}): exd5 after 1.e4 d5 is refused for its true reason, shown in full`, async (page) => {
      await language(page, lang);
      await gotoApp(page, at('mars-circe'));
      await clickMove(page, 'e2', 'e4');
      await clickMove(page, 'd7', 'd5');
      await expectSnap(page, (s) => s.history.length === 2 && s.turn === 'white', '1.e4 d5');
      await clickMove(page, 'e4', 'd5');
      await expectText(page, '#status', MARS_REFUSAL[lang]);
      // Every line of it is visible: nothing clipped or cut with an ellipsis.
      await expectEval(page, () => {
        const status = document.querySelector('#status');
        const style = getComputedStyle(status);
        return status.scrollWidth <= status.clientWidth && status.scrollHeight <= status.clientHeight + 1
          && style.textOverflow !== 'ellipsis' && style.whiteSpace !== 'nowrap';
      }, undefined, true);
      await expectEval(page, () => window.__drc.state.selected, undefined, 'e4');
      await shot(page, `rules-mars-refusal-${size}-${lang}`);
    }, options);
  }
}

const CIRCE_CHECK = {
  en: ['White to move, in check', 'Rook a1: no legal move now (your king is in check)',
    'Rook a2–b3: a rook moves along ranks and files (your king is in check)',
    'Rook a2–a5: your king is in check, and this move does not get it out of check'],
  fr: ['Aux Blancs de jouer, en échec', 'Tour a1 : aucun coup légal maintenant (votre roi est en échec)',
    'Tour a2–b3 : une tour se déplace sur les rangées et les colonnes (votre roi est en échec)',
    'Tour a2–a5 : votre roi est en échec, et ce coup ne l’en sort pas'],
};

for (const [size, options] of Object.entries({ desktop: DESKTOP, phone: PHONE })) {
  for (const lang of ['en', 'fr']) {
    browserTest(`Circe (${size}, ${lang}): a refusal while in check says the king is in check`, async (page) => {
      await language(page, lang);
      // The bishop on h4 checks the king on e1; only the rook on a2 can block, on f2.
      await gotoApp(page, at('circe', '4k3/8/8/8/7b/8/R7/R3K3 w - - 0 1'));
      const [status, stuck, pattern, check] = CIRCE_CHECK[lang];
      await expectText(page, '#status', status);
      await clickSquare(page, 'a1');
      await expectText(page, '#status', stuck);
      await clickMove(page, 'a2', 'b3');
      await expectText(page, '#status', pattern);
      await clickSquare(page, 'a5');
      await expectText(page, '#status', check);
      await shot(page, `rules-circe-check-refusal-${size}-${lang}`);
    }, options);
  }
}

const RULES_URL = {
  en: { ask: 'Start a game of Anticirce? It replaces the game in progress.', keep: 'Keep my game', start: 'Start',
    unknown: 'There is no rule set named “no-such-rules”: your game goes on. New game lists the rule sets.' },
  fr: { ask: 'Commencer une partie d’Anticircé ? Elle remplace la partie en cours.', keep: 'Garder ma partie', start: 'Commencer',
    unknown: 'Aucun jeu de règles ne s’appelle « no-such-rules » : votre partie continue. Nouvelle partie donne la liste des règles.' },
};

for (const [size, options] of Object.entries({ desktop: DESKTOP, phone: PHONE })) {
  for (const [lang, words] of Object.entries(RULES_URL)) {
    browserTest(`?rules= over a game in progress asks first, and the game stays if the player declines (${size}, ${lang})`, async (page) => {
      await language(page, lang);
      const rulesParam = () => new URL(page.url()).searchParams.get('rules');
      const history = () => page.evaluate(() => window.__drc.state.snap.history.map((m) => m.uci));
      await gotoApp(page, app.url);
      const drc = await page.textContent('#rules-name');
      await clickMove(page, 'e2', 'e4');
      await expectSnap(page, (s) => s.history.length === 1, 'e4 played');
      // The variants page's "Play it": the game in progress shows, and the player is asked.
      await gotoApp(page, at('anticirce'));
      await page.waitForSelector('#dlg-confirm[open]');
      await expectText(page, '#confirm-title', words.ask);
      await expectText(page, '#confirm-no', words.keep);
      await expectText(page, '#confirm-yes', words.start);
      assert.deepEqual(await history(), ['e2e4']);
      await shot(page, `rules-url-ask-${size}-${lang}`);
      // Declined: the game goes on, and the address is the game's (a reload keeps it).
      await page.click('#confirm-no');
      await until(rulesParam, (r) => r === null, { what: 'the address to follow the kept game' });
      await expectText(page, '#rules-name', drc);
      assert.deepEqual(await history(), ['e2e4']);
      await page.reload();
      await page.waitForSelector('body[data-ready="true"]');
      await expectSnap(page, (s) => s.history.length === 1, 'the kept game after a reload');
      assert.equal(await page.isVisible('#dlg-confirm'), false);
      // Accepted: a game of Anticirce starts.
      await gotoApp(page, at('anticirce'));
      await page.waitForSelector('#dlg-confirm[open]');
      await page.click('#confirm-yes');
      await expectSnap(page, (s) => s.history.length === 0, 'a new game');
      await expectText(page, '#rules-name', lang === 'en' ? 'Anticirce' : 'Anticircé');
      assert.equal(rulesParam(), 'anticirce');
      // An unknown name over a game in progress: said, and the game goes on.
      await clickMove(page, 'e2', 'e4');
      await expectSnap(page, (s) => s.history.length === 1, 'e4 played in Anticirce');
      await gotoApp(page, at('no-such-rules'));
      await expectText(page, '#toast-text', words.unknown);
      assert.equal(await page.isVisible('#dlg-confirm'), false);
      assert.deepEqual(await history(), ['e2e4']);
      await until(rulesParam, (r) => r === 'anticirce', { what: 'the address to follow the kept game' });
    }, options);
  }
}
