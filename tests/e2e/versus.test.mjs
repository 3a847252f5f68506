// Browser tests of a game against the computer as a player lives it:
// Undo at every phase of both sides' turns, never past a roll (RULES §5.7),
// and never a stalled game; a draw offer answered by the computer; the
// computer's turn step by step, marked whole afterwards; its side and
// level beside the board.
import assert from 'node:assert/strict';
import {
  gotoApp, idle, clickMove, shot, appSuite, loadFen, until, expectText, expectEval, expectSnap,
} from './helpers.mjs';

const { app, browserTest } = appSuite();

/** The computer's turns, waited for up to this long (its worker loads on first use). */
const COMPUTER = { timeout: 30000 };
// Black has only its king: every computer turn is a king move and a roll.
const LONE_KING = '4k3/8/8/8/8/8/PP6/R3K2Q w - - 0 1 -';

/** Opens the app with the computer playing Black at `level`, at `pace`, from `path` (a query string). */
async function versus(page, path = '', { level = 'easy', pace = 'fast', side = 'black' } = {}) {
  await page.addInitScript((settings) => {
    if (!localStorage.getItem('drc.settings')) localStorage.setItem('drc.settings', JSON.stringify(settings));
  }, { opponent: 'computer', level, computerSide: side, pace });
  await gotoApp(page, `${app.url}${path}`);
  // Every drc:move and drc:roll event, with what the board showed then: whether
  // it animates the step, and when the app began the step and will have shown it
  // (the app's own times, set as it takes the step: the move's animation, the dice's tumble).
  await page.evaluate(() => {
    window.__events = [];
    for (const type of ['move', 'roll']) {
      document.addEventListener(`drc:${type}`, (e) => {
        const st = window.__drc.state;
        const shown = type === 'roll' ? st.rolling : st.anim;
        window.__events.push({
          type, color: e.detail.color, san: e.detail.san ?? null, dice: e.detail.dice ?? null,
          rolling: !!st.rolling, anim: !!st.anim, start: shown?.start ?? null, end: shown?.end ?? null,
        });
      });
    }
  });
}

/** Waits until White (the player) is to act in `phase` after `plies` moves. */
function playerToAct(page, plies, phase = 'move') {
  return expectSnap(page, (s) => s.turn === 'white' && s.phase === phase && s.history.length === plies,
    `White to ${phase} after ${plies} moves`, COMPUTER);
}

/**
 * A task after the next drc:`type` event of `color`, in the page: reads
 * the state there and then, optionally clicks Undo (`undo`) or presses
 * the pointer on the square the last move reached (`pick`), and reads the
 * state again. Resolves with both readings. Acting in the page, at once,
 * catches each phase of the computer's turn, whatever the machine's speed.
 */
function onNextEvent(page, type, color, { undo = false, pick = false } = {}) {
  return page.evaluate(([type, color, undo, pick]) => new Promise((done) => {
    const read = () => {
      const st = window.__drc.state;
      return {
        phase: st.snap.phase, turn: st.snap.turn, plies: st.snap.history.length,
        plan: window.__drc.undoState(), disabled: document.querySelector('#btn-undo').disabled,
        selected: st.selected, notice: st.notice && st.notice.text,
      };
    };
    document.addEventListener(`drc:${type}`, function handler(e) {
      if (e.detail.color !== color) return;
      document.removeEventListener(`drc:${type}`, handler);
      setTimeout(() => {
        const before = read();
        if (undo) document.querySelector('#btn-undo').click();
        if (pick) {
          const sq = window.__drc.state.snap.history.at(-1).to;
          const box = document.querySelector('#board').getBoundingClientRect();
          const s = box.width / 8;
          const x = box.left + ('abcdefgh'.indexOf(sq[0]) + 0.5) * s;
          const y = box.top + (8 - Number(sq[1]) + 0.5) * s;
          const init = { bubbles: true, clientX: x, clientY: y, button: 0, pointerId: 1, pointerType: 'mouse', isPrimary: true };
          document.querySelector('#board').dispatchEvent(new PointerEvent('pointerdown', init));
          document.querySelector('#board').dispatchEvent(new PointerEvent('pointerup', init));
        }
        done({ before, after: read() });
      }, 0);
    });
  }), [type, color, undo, pick]);
}

/** What Undo offers now, as the page shows it. */
function undoShown(page) {
  return page.evaluate(() => ({
    disabled: document.querySelector('#btn-undo').disabled,
    note: document.querySelector('#btn-undo-note').hidden ? '' : document.querySelector('#btn-undo-note').textContent,
    plan: window.__drc.undoState(),
  }));
}

browserTest('Undo on the player\'s move takes back the computer\'s reply with it, and the computer plays on', async (page) => {
  await versus(page, '?seed=13');
  await expectText(page, '#player-top .name', 'Computer (easy)');
  await expectText(page, '#player-bottom .name', 'You');
  await clickMove(page, 'e2', 'e4');
  const answered = await playerToAct(page, 2);
  assert.equal(answered.history[1].color, 'black');
  await idle(page);
  assert.deepEqual(await undoShown(page), { disabled: false, note: '', plan: { plies: 2, blocked: null } });
  await page.click('#btn-undo');
  await playerToAct(page, 0);
  // Not stalled: the computer answers the next move.
  await clickMove(page, 'd2', 'd4');
  const again = await playerToAct(page, 2);
  assert.equal(again.history[0].san, 'd4');
  assert.equal(again.history[1].color, 'black');
});

browserTest('Undo while the computer thinks takes back the player\'s move; its late answer is dropped', async (page) => {
  await versus(page, '?seed=13');
  const clicked = onNextEvent(page, 'move', 'white', { undo: true });
  await clickMove(page, 'e2', 'e4');
  const { before, after } = await clicked;
  assert.deepEqual(before.plan, { plies: 1, blocked: null });
  assert.equal(before.turn, 'black');
  assert.equal(after.plies, 0, 'the player\'s move was taken back at once');
  await clickMove(page, 'c2', 'c4');
  const s = await playerToAct(page, 2);
  assert.deepEqual(s.history.map((m) => m.color), ['white', 'black']);
  assert.equal(s.history[0].san, 'c4');
});

browserTest('the player\'s own turn: the king move before its roll, then no further than the roll, then bonus moves one by one', async (page) => {
  await versus(page, '?seed=13');
  await clickMove(page, 'e2', 'e4');
  await playerToAct(page, 2);
  await idle(page);
  await clickMove(page, 'e1', 'e2');
  await playerToAct(page, 3, 'roll');
  // The dice are still unknown: the king move may go.
  assert.deepEqual((await undoShown(page)).plan, { plies: 1, blocked: null });
  await page.click('#btn-undo');
  await playerToAct(page, 2);
  // Played again, the king move rolls; from then on the roll is final.
  await clickMove(page, 'e1', 'e2');
  await playerToAct(page, 3, 'roll');
  await page.keyboard.press('r');
  const rolled = await playerToAct(page, 3, 'bonus');
  assert.deepEqual(rolled.turns.at(-1).roll, [1, 4, 6]);
  await idle(page);
  // The 4 has no rook move now: it is drawn as one that will be forfeited.
  const states = () => page.$$eval('#dice .die', (els) => els.map((e) => e.dataset.state));
  await until(states, (x) => x.join() === 'unused,stuck,unused', { what: 'the 4 drawn as stuck' });
  await expectEval(page, () => document.querySelector('#dice .die[data-state="stuck"]').title, undefined,
    '4: rook (no move now: will be forfeited)');
  await until(() => undoShown(page), (u) => u.disabled && u.note === 'dice are final', { what: 'Undo stopped by the roll' });
  await expectEval(page, () => document.querySelector('#btn-undo').title, undefined,
    'Rolled dice are final: Undo stops at the last roll. Open the analysis board to try other moves.');
  await page.evaluate(() => document.querySelector('#btn-undo').click());
  await playerToAct(page, 3, 'bonus');
  await shot(page, 'versus-undo-dice-final');
  // A bonus move after the roll can be taken back, and played otherwise.
  await clickMove(page, 'd2', 'd4');
  await playerToAct(page, 4, 'bonus');
  assert.deepEqual((await undoShown(page)).plan, { plies: 1, blocked: null });
  await page.click('#btn-undo');
  const back = await playerToAct(page, 3, 'bonus');
  assert.deepEqual(back.dice, [1, 4, 6]);
  await clickMove(page, 'a2', 'a3');
  // a3 opened a2 for the rook: the 4 can be played after all (RULES §5.5).
  await until(states, (x) => x.join() === 'used,unused,unused', { what: 'the 4 playable' });
  await clickMove(page, 'e2', 'e3');
  await clickMove(page, 'a1', 'a2');
  // The turn is over and the computer answers. Undo would take back its whole answer and the last
  // bonus move, unless the answer rolled dice (here it moves its king, and rolls).
  const answered = await expectSnap(page, (x) => x.turn === 'white' && x.phase === 'move' && x.turns.at(-1).color === 'black',
    'the computer\'s answer', COMPUTER);
  await idle(page);
  const reply = answered.turns.at(-1);
  assert.deepEqual((await undoShown(page)).plan,
    reply.roll ? { plies: 0, blocked: 'dice' } : { plies: reply.moves.length + 1, blocked: null });
});

const LONE_KING_13 = `?seed=13&fen=${encodeURIComponent(LONE_KING)}`;

browserTest('the computer\'s turn: its king move before the roll goes back with the player\'s move; once rolled, nothing goes back', async (page) => {
  await versus(page, LONE_KING_13);
  // Undo as soon as the computer's king has moved, before its roll.
  const early = onNextEvent(page, 'move', 'black', { undo: true });
  await clickMove(page, 'h1', 'h5');
  const { before, after } = await early;
  assert.deepEqual([before.phase, before.turn, before.plan], ['roll', 'black', { plies: 2, blocked: null }]);
  assert.equal(after.plies, 0);
  const s = await playerToAct(page, 0);
  assert.equal(s.turns.length, 0, 'the computer did not roll after the takeback');
  // During its bonus moves, Undo is stopped by its roll.
  const during = onNextEvent(page, 'roll', 'black', { undo: true });
  await clickMove(page, 'h1', 'h5');
  const rolled = await during;
  assert.deepEqual([rolled.before.phase, rolled.before.plan], ['bonus', { plies: 0, blocked: 'dice' }]);
  assert.equal(rolled.after.plies, rolled.before.plies, 'Undo did nothing');
  const done = await playerToAct(page, 4);
  assert.deepEqual(done.turns.at(-1).roll, [2, 6, 6]);
  await idle(page);
  await until(() => undoShown(page), (u) => u.disabled && u.note === 'dice are final' && u.plan.blocked === 'dice',
    { what: 'Undo stopped by the computer\'s roll' });
  await shot(page, 'versus-computer-rolled');
});

browserTest('during the computer\'s turn its pieces are not the player\'s: a click says whose turn it is', async (page) => {
  await versus(page, LONE_KING_13, { pace: 'normal' });
  const picked = onNextEvent(page, 'move', 'black', { pick: true });
  await clickMove(page, 'h1', 'h5');
  const { after } = await picked;
  assert.equal(after.selected, null);
  assert.equal(after.notice, 'Wait: it is the computer’s turn');
  await playerToAct(page, 4);
});

browserTest('the computer\'s turn step by step: king move, roll, each bonus move, at a readable pace; then marked whole', async (page) => {
  await versus(page, LONE_KING_13, { pace: 'normal' });
  await clickMove(page, 'h1', 'h5');
  const s = await playerToAct(page, 4);
  await idle(page);
  const turn = s.turns.at(-1);
  assert.equal(turn.color, 'black');
  assert.equal(turn.moves.length, 3, 'the king move and two bonus king moves (6-6)');
  const events = (await page.evaluate(() => window.__events)).filter((e) => e.color === 'black');
  assert.deepEqual(events.map((e) => e.type), ['move', 'roll', 'move', 'move']);
  // Each step is shown (a move glides, the dice tumble 0.4 s) and the next begins only once the
  // one before has been shown and the pace's pause (0.18 s) has passed: about 0.4 s apart, the dice
  // shown (not tumbling) at each bonus move. The times are the app's own, taken as it takes each
  // step, so a busy machine can only make the steps later, never closer.
  for (const [i, e] of events.entries()) {
    assert.ok(e.end - e.start >= (e.type === 'roll' ? 400 : 150), `step ${i} (${e.type}) is shown for ${e.end - e.start} ms`);
    if (i > 0) {
      const gap = e.start - events[i - 1].end;
      assert.ok(gap >= 179, `step ${i} began ${Math.round(gap)} ms after the one before had been shown`);
    }
  }
  assert.deepEqual(events.filter((e) => e.type === 'move').map((e) => e.rolling), [false, false, false]);
  // Afterwards the whole turn is marked, numbered, and the move list shows it as one turn.
  const view = await page.evaluate(() => window.__drc.board());
  assert.deepEqual(view.lastMoves, turn.moves.map((m) => ({ from: m.from, to: m.to })));
  const cells = await page.$$eval('#moves .turn[data-color="black"]', (els) => els.map((e) => [...e.querySelectorAll('.mv')].map((b) => b.textContent)));
  assert.deepEqual(cells, [turn.moves.map((m) => m.san)]);
  await shot(page, 'versus-computer-turn-marked');
  // The last turn's dice, said to be Black's until White rolls.
  await expectText(page, '#dice-note', 'Black\'s dice: no legal move: forfeited');
});

browserTest('with the animation off the computer\'s turn is shown at once, step by step all the same', async (page) => {
  await versus(page, LONE_KING_13, { pace: 'normal' });
  await page.click('.settings summary');
  await page.selectOption('#set-pace', 'off');
  await expectEval(page, () => window.__drc.state.settings.pace, undefined, 'off');
  await clickMove(page, 'h1', 'h5');
  await playerToAct(page, 4);
  const events = (await page.evaluate(() => window.__events)).filter((e) => e.color === 'black');
  assert.deepEqual(events.map((e) => e.type), ['move', 'roll', 'move', 'move']);
  assert.deepEqual(events.map((e) => e.anim || e.rolling), [false, false, false, false], 'no animation, no tumble');
});

browserTest('a draw offer is answered by the computer, from its evaluation', async (page) => {
  await versus(page, '?seed=2');
  // Black (the computer) has only its king against three queens: it accepts.
  await loadFen(page, '4k3/8/8/8/8/8/QQ6/4K2Q w - - 0 1 -');
  await page.click('#btn-draw');
  await expectText(page, '#confirm-title', 'Offer the computer a draw?');
  await page.click('#confirm-yes');
  const drawn = await expectSnap(page, (s) => s.result !== null, 'the draw', COMPUTER);
  assert.deepEqual(drawn.result, { winner: null, reason: 'agreement' });
  await expectText(page, '#status', 'The computer accepts the draw.');
  await expectText(page, '#banner-title', 'Draw');
  // Two queens against a lone white king: it declines, and the game goes on.
  await page.click('#btn-new');
  await page.click('#new-start');
  await idle(page);
  await loadFen(page, '4k3/qq6/8/8/8/8/8/4K3 w - - 0 1 -');
  await page.click('#btn-draw');
  await page.click('#confirm-yes');
  await expectText(page, '#status', 'The computer declines the draw.', COMPUTER);
  const s = await expectSnap(page, (x) => x.result === null && x.turn === 'white', 'the game going on');
  assert.equal(s.history.length, 0);
  await clickMove(page, 'e1', 'd1');
  await playerToAct(page, 1, 'roll');
});
