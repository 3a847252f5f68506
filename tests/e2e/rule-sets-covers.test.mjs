// Browser tests of the Circe rule sets whose capture changes more than the
// captured unit, played with clicks and screenshotted half-way through the
// last step and after it: a Parachute capture whose reborn knight covers
// the knight on its square, which comes back when the top knight leaves;
// an Andernach capture whose rook changes sides where it stands; a Jupiter
// capture, played on the captured unit, which is moved to its rebirth square
// and taken there.
import assert from 'node:assert/strict';
import { gotoApp, appSuite, clickSquare, expectEval, expectPlacement, expectText, shot } from './helpers.mjs';
import { ruleSetUrl, playMidway, animationSteps, gotoOverGame } from './rule-sets-helpers.mjs';

const { app, browserTest } = appSuite();

const at = (rules, fen) => ruleSetUrl(app.url, rules, fen);
const play = playMidway;
const kinds = animationSteps;

browserTest('Parachute Circe: the reborn knight lands on the black knight, which comes back when it leaves', async (page) => {
  await gotoApp(page, at('parachute-circe', 'k7/p7/1N6/8/8/8/8/K5n1 b - - 0 1'));
  await expectText(page, '#rules-name', 'Parachute Circe');
  await play(page, 'a7', 'b6', 'rules-parachute-cover');
  await expectPlacement(page, 'k7/8/1p6/8/8/8/8/K5N1');
  assert.deepEqual(await kinds(page), ['bury:g1-g1', 'rebirth:b6-g1', 'move:a7-b6']);
  await expectEval(page, () => window.__drc.board().buried, undefined, [{ square: 'g1', letters: ['n'] }]);
  await play(page, 'g1', 'h3', 'rules-parachute-uncover');
  await expectPlacement(page, 'k7/8/1p6/8/8/7N/8/K5n1');
  assert.deepEqual(await kinds(page), ['move:g1-h3', 'erupt:g1-g1']);
  await expectEval(page, () => window.__drc.board().buried ?? null, undefined, null);
});

browserTest('Andernach Circe: the white rook that takes on d5 turns black there, and the knight is reborn on g8', async (page) => {
  await gotoApp(page, at('andernach-circe', '4k3/8/8/3n4/8/8/8/K2R4 w - - 0 1'));
  await expectText(page, '#rules-name', 'Andernach Circe');
  await play(page, 'd1', 'd5', 'rules-andernach-turn');
  await expectPlacement(page, '4k1n1/8/8/3r4/8/8/8/K7');
  assert.deepEqual(await kinds(page), ['rebirth:d5-g8', 'move:d1-d5', 'relocate:d5-d5']);
  await expectEval(page, () => window.__drc.state.snap.history.at(-1).san, undefined, 'Rxd5(Rd5=b,Ng8)');
});

browserTest('Jupiter Circe: a click on the knight a6 sends it to b1, where the rook takes it; a click on b1 is the plain move', async (page) => {
  await gotoApp(page, at('jupiter-circe', '4k3/8/N7/8/8/8/1r6/7K b - - 0 1'));
  await expectText(page, '#rules-name', 'Jupiter Circe');
  // The picked rook offers the knight's square (its capture) and b1 (the plain move).
  await clickSquare(page, 'b2');
  await expectEval(page, () => window.__drc.board().dests.includes('a6') && window.__drc.board().dests.includes('b1'), undefined, true);
  await shot(page, 'rules-jupiter-picked');
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'rules-jupiter-picked-phone');
  await page.setViewportSize(desktop);
  await clickSquare(page, 'b2');
  await play(page, 'b2', 'a6', 'rules-jupiter-capture');
  await expectPlacement(page, '4k3/8/8/8/8/8/8/1r5K');
  assert.deepEqual(await kinds(page), ['vanish:b1-b1', 'transfer:a6-b1', 'move:b2-b1']);
  await expectEval(page, () => window.__drc.state.snap.history.at(-1).san, undefined, 'Rxb1(Na6→b1)+');
  // Another position (a black pawn on a7), so that the address changes and the app asks first.
  await gotoOverGame(page, at('jupiter-circe', '4k3/p7/N7/8/8/8/1r6/7K b - - 0 1'));
  await play(page, 'b2', 'b1', 'rules-jupiter-plain');
  await expectPlacement(page, '4k3/p7/N7/8/8/8/8/1r5K');
  await expectEval(page, () => window.__drc.state.snap.history.at(-1).uci, undefined, 'b2b1');
});
