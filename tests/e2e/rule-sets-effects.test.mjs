// The rest of the effect kinds on the board, played with clicks, each
// screenshotted half-way through its last step and after it: an Assassin
// rebirth removing the occupant, a Kamikaze capturer removed, a Parrain
// unit waiting as a ghost then reborn after the next move, a Mars capture
// made from the rebirth square, and Hydra's two rebirths.
import assert from 'node:assert/strict';
import { gotoApp, appSuite, expectEval, expectPlacement } from './helpers.mjs';
import { ruleSetUrl, playMidway, animationSteps, gotoOverGame } from './rule-sets-helpers.mjs';

const { app, browserTest } = appSuite();

const at = (rules, fen) => ruleSetUrl(app.url, rules, fen);
const play = playMidway;
const kinds = animationSteps;

browserTest('Assassin Circe: the reborn rook removes the knight on its square; Kamikaze: the capturer is removed', async (page) => {
  await gotoApp(page, at('assassin-circe', 'n3k3/3r4/8/8/3Q4/8/8/7K w - - 0 1'));
  await play(page, 'd4', 'd7', 'rules-assassin-remove');
  await expectPlacement(page, 'r3k3/3Q4/8/8/8/8/8/7K');
  assert.deepEqual(await kinds(page), ['rebirth:d7-a8', 'move:d4-d7', 'remove:a8-a8']);
  // The Assassin game goes on: the app asks before replacing it.
  await gotoOverGame(page, at('kamikaze-circe', '4k3/3r4/8/8/3Q4/8/8/3B3K w - - 0 1'));
  await play(page, 'd4', 'd7', 'rules-kamikaze-remove');
  await expectPlacement(page, 'r3k3/8/8/8/8/8/8/3B3K');
  assert.deepEqual(await kinds(page), ['rebirth:d7-a8', 'move:d4-d7', 'remove:d7-d7']);
});

browserTest('Circe Parrain: the captured rook waits as a ghost, and is reborn displaced by the next move', async (page) => {
  await gotoApp(page, at('parrain-circe', '4k3/3r4/8/8/3R4/8/8/7K b - - 0 1'));
  await play(page, 'd7', 'd4', 'rules-parrain-pending');
  await expectPlacement(page, '4k3/8/8/8/3r4/8/8/7K');
  assert.deepEqual(await kinds(page), ['pending:d4-d4', 'move:d7-d4']);
  await expectEval(page, () => window.__drc.board().ghosts, undefined, [{ letter: 'R', square: 'd4' }]);
  await play(page, 'h1', 'g1', 'rules-parrain-rebirth');
  await expectPlacement(page, '4k3/8/8/8/2Rr4/8/8/6K1');
  assert.deepEqual(await kinds(page), ['rebirth:d4-c4', 'move:h1-g1']);
  await expectEval(page, () => window.__drc.board().ghosts ?? null, undefined, null);
});

browserTest('Mars Circe: the knight captures from its rebirth square; Hydra Circe: two knights come back', async (page) => {
  await gotoApp(page, at('mars-circe', '4k3/8/8/4N3/8/5p2/8/K7 w - - 0 1'));
  await play(page, 'e5', 'f3', 'rules-mars-via');
  await expectPlacement(page, '4k3/8/8/8/8/5N2/8/K7');
  assert.deepEqual(await kinds(page), ['vanish:f3-f3', 'via:e5-g1', 'move:g1-f3']);
  await gotoOverGame(page, at('hydra-circe', 'k7/8/8/2n5/3Q4/8/8/7K w - - 0 1'));
  await play(page, 'd4', 'c5', 'rules-hydra-rebirths');
  await expectPlacement(page, 'kn4n1/8/8/2Q5/8/8/8/7K');
  assert.deepEqual(await kinds(page), ['rebirth:c5-b8', 'rebirth:c5-g8', 'move:d4-c5']);
});
