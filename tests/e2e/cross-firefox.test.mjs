// The cross-browser part of the suite (tests/e2e/cross-browser.mjs) in
// Firefox: Debian's firefox-esr, headless, over WebDriver BiDi. And a game
// against a friend between Chromium and Firefox over WebRTC, each browser
// inviting once: the friend's answer connects them, a king move's roll is
// made from both players' secrets, and both boards, dice and records agree;
// and a game by links with a friend's app in Node (the session code):
// a forged link refused, Firefox's full storage said, then saved again.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { until, TEST_TIMEOUT } from './helpers.mjs';
import { crossBrowserSuite, gotoApp, clickOn, fill, poll, typeMove, expectText, shownDice } from './cross-browser.mjs';
import { CHROMIUM, FIREFOX, DESKTOP } from './drivers.mjs';
import { decode, encode } from '../../www/js/remote/codec.js';
import { Game } from '../../js/node.js';
import { Session } from '../../www/js/remote/session.js';
import { checkPacket, VERSION } from '../../www/js/remote/messages.js';

const { suite } = crossBrowserSuite(FIREFOX);

let chromium;
before(async () => { chromium = await CHROMIUM.launch(); });
after(async () => { await chromium?.close(); });

const state = (tab) => tab.evaluate(() => {
  const s = window.__drc.state.snap;
  return {
    fen: s.fen, phase: s.phase, turn: s.turn, record: window.__drc.record(),
    legal: s.legalMoves.map((m) => ({ uci: m.uci, piece: m.piece, capture: m.capture, circeMate: m.circeMate })),
    connection: document.querySelector('#friend-panel')?.dataset.connection ?? null,
  };
});

/** Waits until both tabs show the same game with no roll waiting. */
async function agree(a, b) {
  const [x] = await until(async () => [await state(a), await state(b)],
    ([p, q]) => p.fen === q.fen && p.record === q.record && p.phase !== 'roll',
    { what: 'both browsers to show the same game', timeout: 20000 });
  return x;
}

const outLink = (tab, what) => poll(tab, () => document.querySelector('#fr-out-text').value, null, (v) => v.includes('#drc='), { what, timeout: 20000 });

/** `host` invites over WebRTC with no ICE server (loopback), `guest` answers, and the host takes the answer. */
async function connect(host, guest) {
  await gotoApp(host, suite.app.url);
  await clickOn(host, '#btn-friend');
  await poll(host, () => document.querySelector('#dlg-friend').open, null, (o) => o, { what: 'the friend dialog' });
  await fill(host, '#fr-ice', '');
  await clickOn(host, '#fr-go');
  const invitation = await outLink(host, 'the invitation');
  assert.match((await decode(invitation)).offer, /^v=0/);
  await guest.goto(invitation);
  await poll(guest, () => document.querySelector('#dlg-friend')?.open ?? false, null, (o) => o, { what: 'the invitation opened', timeout: 30000 });
  await expectText(guest, '#fr-title', 'A friend invites you');
  await clickOn(guest, '#fr-go');
  const answer = await outLink(guest, 'the answer');
  assert.match((await decode(answer)).answer, /^v=0/);
  await fill(host, '#fr-in-text', answer);
  await clickOn(host, '#fr-go');
  for (const t of [host, guest]) {
    await poll(t, () => document.querySelector('#friend-panel')?.dataset.connection ?? null, null, (c) => c === 'open', { what: 'the direct connection', timeout: 30000 });
  }
}

/**
 * Plays on whichever side is to move, kings first, until `rolls` rolls
 * were made (quiet moves, so that the game goes on); both browsers agree
 * after each move.
 */
async function playGame(white, black, rolls) {
  const tabs = { white, black };
  let made = 0;
  for (let step = 0; step < 40 && made < rolls; step++) {
    const now = await agree(white, black);
    const mover = tabs[now.turn];
    const quiet = (await state(mover)).legal.filter((m) => !m.capture && !m.circeMate);
    const king = quiet.find((m) => m.piece === 'K');
    const pick = now.phase === 'move' && king && step % 3 !== 2 ? king : quiet[step % quiet.length];
    await typeMove(mover, pick.uci);
    made = ((await agree(white, black)).record.match(/\{roll /g) || []).length;
    // Both show the same dice: a die the mover can still play is no "stuck" die on the friend's screen.
    await until(async () => [await shownDice(white), await shownDice(black)], ([p, q]) => JSON.stringify(p) === JSON.stringify(q),
      { what: 'both browsers to show the same dice' });
  }
  assert.ok(made >= rolls, `only ${made} rolls`);
  const end = await agree(white, black);
  assert.equal((end.record.match(/\{reveal /g) || []).length, made, 'every roll has its secrets');
  assert.match(end.record, /\[FairDice "sha256-chain-1 game=[0-9a-f]{32} white=[0-9a-f]{64} black=[0-9a-f]{64}"\]/);
  for (const t of [white, black]) await until(() => t.evaluate(() => window.__drc.verify()), (v) => v === null, { what: 'the record to verify' });
  return end;
}

for (const [inviter, guest] of [['chromium', 'firefox'], ['firefox', 'chromium']]) {
  test(`a friend game over WebRTC: ${inviter} invites, ${guest} joins, and a roll is made from both secrets`, { timeout: TEST_TIMEOUT }, async () => {
    const open = { chromium: () => chromium.open(DESKTOP), firefox: () => suite.browser.open(DESKTOP) };
    const white = await open[inviter]();
    const black = await open[guest]();
    suite.http.length = 0;
    try {
      await connect(white, black);
      await playGame(white, black, 2);
      await white.screenshot(`friend-${inviter}-${guest}-white`);
      await black.screenshot(`friend-${inviter}-${guest}-black`);
    } finally {
      await white.close();
      await black.close();
    }
    assert.deepEqual(white.problems, [], `console errors or warnings in ${inviter}`);
    assert.deepEqual(black.problems, [], `console errors or warnings in ${guest}`);
    assert.deepEqual(suite.http, [], 'HTTP errors');
  });
}

// ---- A friend's device in Node, the player in Firefox: signed links, a forged one, and a full storage. ----

const wire = (p) => JSON.parse(JSON.stringify(p));

/** Opens `link` in the tab as a link to this page opens (its fragment changes), and waits until the app took it. */
async function openIn(tab, link) {
  const taken = await tab.evaluate(() => Number(document.body.dataset.links || 0));
  await tab.evaluate((hash) => { location.hash = hash; return null; }, new URL(link).hash);
  await poll(tab, () => Number(document.body.dataset.links || 0), null, (n) => n > taken, { what: 'the link taken', timeout: 20000 });
}

test('Firefox: a game by links with a friend whose app signs its packets; a forged link is refused, and a full storage is said, then saved again', { timeout: TEST_TIMEOUT }, async () => {
  const url = suite.app.url;
  const link = async (session, packet) => `${url}#drc=${await encode(await session.seal(packet))}`;
  const tab = await suite.browser.open(DESKTOP);
  suite.http.length = 0;
  try {
    // The friend (White, in Node) invites; the player opens the invitation and joins, Join in focus.
    const friend = await Session.host(Game, { rules: 'dice-rex-circe', color: 'white', timeout: 300 });
    await tab.goto(await link(friend, friend.invitePacket()));
    await poll(tab, () => document.querySelector('#dlg-friend')?.open ?? false, null, (o) => o, { what: 'the invitation opened', timeout: 30000 });
    await poll(tab, () => document.activeElement && document.activeElement.id, null, (id) => id === 'fr-go', { what: 'Join in focus' });
    await clickOn(tab, '#fr-go');
    const answer = await outLink(tab, 'the answer');
    await clickOn(tab, '#fr-cancel');
    assert.equal((await friend.acceptJoin(checkPacket(wire(await decode(answer)), { g: friend.id }))).error, null);
    const hear = async () => {
      const out = await friend.receive(wire(await decode(await tab.evaluate(() => window.__drc.friendLink()))));
      assert.equal(out.error, null, out.error && out.error.code);
    };
    friend.play('e2e4');
    await openIn(tab, await link(friend, friend.packet()));
    await typeMove(tab, 'e7e5');
    await hear();
    // A stranger who saw the invitation forges White's next move: refused, the game unchanged.
    const stranger = await Session.guest(Game, checkPacket(wire(await decode(await link(friend, friend.invitePacket())))));
    const record = await tab.evaluate(() => window.__drc.record());
    const forged = { v: VERSION, t: 'play', g: friend.id, by: 'white', ack: 1, m: [{ s: 2, t: 'move', uci: 'd1h5', reveal: null }] };
    await openIn(tab, await link(stranger, forged));
    await expectText(tab, '#friend-error', /Refused: the message is not signed by your friend’s device/);
    assert.equal(await tab.evaluate(() => window.__drc.record()), record);
    await tab.screenshot('firefox-friend-forged-link-refused');
    // The player's storage fills up (another part of the page): the friend's next move is not saved, and that is said.
    await tab.evaluate(() => {
      let n = 0;
      for (let size = 1 << 21; size >= 8; size >>= 1) {
        for (;;) {
          try {
            localStorage.setItem(`junk.${n}`, 'x'.repeat(size));
            n += 1;
          } catch {
            break;
          }
        }
      }
      return n;
    });
    friend.play('g1f3');
    await openIn(tab, await link(friend, friend.packet()));
    await expectText(tab, '#toast-text', /This browser’s storage is full: the last moves of this game with your friend are not saved here\./);
    await expectText(tab, '#friend-unsaved', /^Not saved: this browser’s storage is full\./);
    await tab.screenshot('firefox-friend-storage-full');
    // Room again: the player's next move saves the whole game, and says so.
    await tab.evaluate(() => {
      for (const k of Object.keys(localStorage)) if (k.startsWith('junk.')) localStorage.removeItem(k);
      return null;
    });
    await typeMove(tab, 'b8c6');
    await expectText(tab, '#toast-text', 'The game with your friend is saved again.');
    const stored = await tab.evaluate(() => {
      const g = localStorage.getItem('drc.remote.current');
      return JSON.parse(localStorage.getItem(`drc.remote.game.${g}`)).journal.length;
    });
    assert.equal(stored, 4);
    await hear();
    assert.equal(friend.game.history().length, 4);
  } finally {
    await tab.close();
  }
  assert.deepEqual(tab.problems, [], 'console errors or warnings in Firefox');
  assert.deepEqual(suite.http, [], 'HTTP errors');
});
