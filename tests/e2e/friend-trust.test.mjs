// A game against a friend that keeps its promises, in Chromium: the
// browser's storage filled by the test (finished games make room; what
// cannot be saved is said, then saved again, and a reload loses nothing);
// a friend who withholds a secret and offers a take-back, or sends a king
// move without its secret (its app here is a hostile one, in Node, on the
// same session code); a stranger who saw the links forging the friend's
// move, an acknowledgement and an answer; a Rematch that is an offer the
// friend accepts. Screenshots of each refusal and of the rematch.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  startServer, stopServer, launch, openPage, gotoApp, until, expectText, shot, TEST_TIMEOUT,
} from './helpers.mjs';
import {
  twoPlayers, state, agree, connect, connectByLinks, openLink, linkOf, byLink, typeMove, hasMove, invite,
} from './remote-helpers.mjs';
import { Game } from '../../js/node.js';
import { Session } from '../../www/js/remote/session.js';
import { checkPacket, VERSION } from '../../www/js/remote/messages.js';
import { encode, decode } from '../../www/js/remote/codec.js';

let server;
let url;
let browser;
before(async () => {
  ({ server, url } = await startServer());
  browser = await launch();
});
after(async () => {
  await browser?.close();
  if (server) await stopServer(server);
});

const wire = (p) => JSON.parse(JSON.stringify(p));

/** `packet` signed by `session`'s key, as a link to the app. */
async function linkFrom(session, packet) {
  return `${url}#drc=${await encode(await session.seal(packet))}`;
}

/** What `session` (the friend's app, in Node) makes of the app's latest link on `page`. */
async function hear(session, page) {
  const out = await session.receive(wire(await decode(await linkOf({ page }))));
  assert.equal(out.error, null, out.error && `${out.error.code}: ${out.error.detail}`);
  return out;
}

/** The friend's device, in Node, invites the app on `page`, which joins: returns the friend's session. */
async function invitedByNode(page, { rules = 'dice-rex-circe', color = 'white' } = {}) {
  const friend = await Session.host(Game, { rules, color, timeout: 300 });
  await openLink(page, await linkFrom(friend, friend.invitePacket()));
  await page.waitForSelector('#dlg-friend[open]');
  // The invitee's answer is the button in focus.
  await until(() => page.evaluate(() => document.activeElement && document.activeElement.id), (id) => id === 'fr-go', { what: 'Join in focus' });
  await shot(page, 'friend-invited-join-in-focus');
  await page.click('#fr-go');
  const answer = await until(() => page.inputValue('#fr-out-text'), (v) => v.includes('#drc='), { what: 'the answer link' });
  await page.click('#fr-cancel');
  const out = await friend.acceptJoin(checkPacket(wire(await decode(answer)), { g: friend.id }));
  assert.equal(out.error, null);
  return friend;
}

/** The play packet a hostile app makes of `messages`, numbered after what it sent. */
function forged(session, messages, { ack = session.toJSON().got, by = session.me } = {}) {
  const next = session.toJSON().sent + 1;
  return { v: VERSION, t: 'play', g: session.id, by, ack, m: messages.map((m, i) => ({ s: next + i, ...m })) };
}

/** Fills the page's localStorage to within a few characters of its quota, under keys of its own. */
function fillStorage(page, prefix = 'junk') {
  return page.evaluate((p) => {
    let n = 0;
    for (let size = 1 << 21; size >= 8; size >>= 1) {
      for (;;) {
        try {
          localStorage.setItem(`${p}.${n}`, 'x'.repeat(size));
          n += 1;
        } catch {
          break;
        }
      }
    }
    return n;
  }, prefix);
}

function clearStorage(page, prefix) {
  return page.evaluate((p) => {
    for (const k of Object.keys(localStorage)) if (k.startsWith(p)) localStorage.removeItem(k);
  }, prefix);
}

/** The journal length stored for the game the page shows. */
function storedJournal(page) {
  return page.evaluate(() => {
    const g = localStorage.getItem('drc.remote.current');
    const d = JSON.parse(localStorage.getItem(`drc.remote.game.${g}`));
    return d.journal.length;
  });
}

test('storage filled by the page: finished games make room for the game in progress (kept as records first, then the oldest removed, and said), what cannot be saved is said until it is, and a reload loses no move', { timeout: TEST_TIMEOUT }, async () => {
  await twoPlayers(browser, async (a, b) => {
    await connectByLinks(url, a, b);
    const moves = async (list) => {
      for (const [mover, waiting, uci] of list) {
        await typeMove(mover.page, uci);
        await byLink(mover, waiting);
      }
    };
    await moves([[a, b, 'e2e4'], [b, a, 'e7e5']]);
    // White's browser holds a finished game of an earlier evening, kept whole, and the rest of its storage is taken.
    await a.page.evaluate(() => {
      const g = localStorage.getItem('drc.remote.current');
      const d = JSON.parse(localStorage.getItem(`drc.remote.game.${g}`));
      const id = 'e'.repeat(32);
      const done = {
        ...d, g: id, journal: [...d.journal, { by: d.me, m: { s: d.sent + 1, t: 'resign' }, at: 1 }], sent: d.sent + 1,
        result: { winner: 'black', reason: 'resignation' }, updated: 1, notes: 'n'.repeat(40000),
      };
      localStorage.setItem(`drc.remote.game.${id}`, JSON.stringify(done));
    });
    await fillStorage(a.page, 'junk');
    // White's move does not fit: the finished game is kept as its record to make room, and the move is saved.
    await typeMove(a.page, 'g1f3');
    await until(() => storedJournal(a.page), (n) => n === 3, { what: 'Nf3 stored' });
    const kept = await a.page.evaluate(() => JSON.parse(localStorage.getItem(`drc.remote.game.${'e'.repeat(32)}`)));
    assert.equal(kept.compact, true);
    assert.match(kept.record, /1\. e4 e5 .*0-1/s);
    assert.equal(await a.page.isHidden('#friend-unsaved'), true);
    await byLink(a, b);
    // Finished games kept as records, and the storage full again: the oldest are removed, and that is said.
    await a.page.evaluate(() => {
      const record = window.__drc.record();
      for (let i = 0; i < 8; i++) {
        const id = i.toString(16).padStart(32, 'c');
        localStorage.setItem(`drc.remote.game.${id}`, JSON.stringify({
          v: 2, g: id, compact: true, me: 'white', rules: 'dice-rex-circe', result: { winner: 'white', reason: 'resignation' }, record, ended: i, created: i, updated: i,
        }));
      }
    });
    await fillStorage(a.page, 'more');
    // Black's move, opened on White's page, does not fit there.
    await typeMove(b.page, 'b8c6');
    await byLink(b, a);
    await expectText(a.page, '#toast-text', /^To make room for this game, the (\d+ )?oldest finished games? with friends (was|were) removed from this browser\.$/);
    await until(() => storedJournal(a.page), (n) => n === 4, { what: 'Nc6 stored' });
    assert.equal(await a.page.evaluate(() => localStorage.getItem(`drc.remote.game.${'0'.padStart(32, 'c')}`)), null, 'the oldest went first');
    await shot(a.page, 'friend-storage-room-made');
    await moves([[a, b, 'f1c4']]);
    await until(() => storedJournal(a.page), (n) => n === 5, { what: 'Bc4 stored' });
    // Nothing more to give up: the other finished games go, and the storage is filled again.
    await a.page.evaluate(() => {
      const g = localStorage.getItem('drc.remote.current');
      for (const k of Object.keys(localStorage)) if (k.startsWith('drc.remote.game.') && !k.endsWith(g)) localStorage.removeItem(k);
    });
    await fillStorage(a.page, 'last');
    const saved = await storedJournal(a.page);
    await typeMove(b.page, 'g8f6');
    await byLink(b, a);
    await expectText(a.page, '#toast-text', /This browser’s storage is full: the last moves of this game with your friend are not saved here\./);
    await expectText(a.page, '#friend-unsaved', /^Not saved: this browser’s storage is full\./);
    await shot(a.page, 'friend-storage-full');
    // The game goes on, its moves unsaved (said once, and in the panel until a save succeeds).
    await typeMove(a.page, 'd2d3');
    await expectText(a.page, '#friend-unsaved', /^Not saved: this browser’s storage is full\./);
    assert.equal(await storedJournal(a.page), saved, 'nothing was written over the stored game');
    // Once there is room, the next save keeps everything, and says so.
    await byLink(a, b);
    await moves([[b, a, 'd7d6']]);
    for (const prefix of ['junk', 'more', 'last']) await clearStorage(a.page, prefix);
    await typeMove(a.page, 'c1g5');
    await expectText(a.page, '#toast-text', 'The game with your friend is saved again.');
    await until(() => a.page.isHidden('#friend-unsaved'), (v) => v, { what: 'the warning to go' });
    const now = await state(a.page);
    assert.ok(hasMove(now, 'Bg5'), now.record);
    // A reload shows every move.
    await a.page.reload();
    await a.page.waitForSelector('body[data-ready="true"]');
    await until(() => state(a.page), (x) => x.record === now.record, { what: 'the game after a reload' });
  });
});

test('a friend who withholds its secret cannot take the king move back nor offer a draw, and a king move without its secret is refused', { timeout: TEST_TIMEOUT }, async () => {
  await twoPlayers(browser, async (a) => {
    const page = a.page;
    // The friend's device (White) is a hostile app in Node; the player plays Black in the browser.
    const friend = await invitedByNode(page);
    await openLink(page, await linkFrom(friend, (friend.play('e2e4'), friend.packet())));
    await typeMove(page, 'e7e5');
    await hear(friend, page);
    const before = await state(page);
    // 1. A king move without its secret: refused, and the player's secret does not go out.
    await openLink(page, await linkFrom(friend, forged(friend, [{ t: 'move', uci: 'e1e2', reveal: null }])));
    await expectText(page, '#friend-error', /Refused: a move that makes a roll due must bring its player’s secret for the roll\..*The game is unchanged\./);
    assert.equal((await state(page)).record, before.record);
    const sent = await decode(await linkOf({ page }));
    assert.deepEqual(sent.m.filter((m) => m.t === 'reveal'), [], 'the player\'s secret stayed here');
    await shot(page, 'friend-king-move-without-secret-refused');
    // 2. The player moves the king (its secret goes with the move); the friend's app keeps its own secret back.
    await openLink(page, await linkFrom(friend, (friend.play('d2d3'), friend.packet())));
    await typeMove(page, 'e8e7');
    await until(() => state(page), (s) => s.phase === 'roll', { what: 'the roll waiting for the friend\'s secret' });
    await hear(friend, page);
    const withheld = (() => {
      const d = wire(friend.toJSON());
      assert.equal(d.journal.at(-1).m.t, 'reveal');
      d.journal.pop();
      d.sent -= 1;
      return new Session(Game, d);
    })();
    await expectText(page, '#friend-state', 'Waiting for your friend’s secret for the roll.');
    // It knows the roll, and asks to take the king move back: refused, with no button to accept it.
    await openLink(page, await linkFrom(withheld, forged(withheld, [{ t: 'offer', what: 'undo' }])));
    await expectText(page, '#friend-error', /Refused: a roll is waiting for both players’ secrets: nothing can be offered until it is made\./);
    await until(() => page.isHidden('#friend-offer'), (v) => v, { what: 'no offer to accept' });
    await shot(page, 'friend-takeback-after-withheld-secret-refused');
    await openLink(page, await linkFrom(withheld, forged(withheld, [{ t: 'offer', what: 'draw' }])));
    await expectText(page, '#friend-error', /Refused: a roll is waiting for both players’ secrets/);
    await until(() => page.isHidden('#friend-offer'), (v) => v, { what: 'no draw offer to accept' });
    // The secret comes after all: the roll is made from both secrets.
    await openLink(page, await linkFrom(friend, friend.packet()));
    await until(() => state(page), (s) => s.phase !== 'roll' && s.record.includes('{reveal 0'), { what: 'the roll' });
    const movetext = (r) => r.split('\n\n')[1];
    assert.equal(movetext((await state(page)).record), movetext(friend.game.toRecord()));
  });
});

test('a stranger who saw the links cannot move for the friend, acknowledge for it, answer the invitation after it, nor switch the board to another game', { timeout: TEST_TIMEOUT }, async () => {
  await twoPlayers(browser, async (a, b) => {
    await gotoApp(a.page, url);
    const invitation = await invite(a.page, { linksOnly: true });
    // The stranger saw the invitation: it makes itself a session (and a key) of that game.
    const stranger = await Session.guest(Game, checkPacket(wire(await decode(invitation))));
    const answer = await (async () => {
      await openLink(b.page, invitation);
      await b.page.waitForSelector('#dlg-friend[open]');
      await b.page.click('#fr-go');
      const link = await until(() => b.page.inputValue('#fr-out-text'), (v) => v.includes('#drc='), { what: 'the answer' });
      await b.page.click('#fr-cancel');
      return link;
    })();
    await openLink(a.page, answer);
    await typeMove(a.page, 'e2e4');
    await byLink(a, b);
    const before = await state(a.page);
    // Black's move, made and signed by the stranger.
    const move = { v: VERSION, t: 'play', g: stranger.id, by: 'black', ack: 1, m: [{ s: 1, t: 'move', uci: 'h7h5', reveal: null }] };
    await openLink(a.page, await linkFrom(stranger, move));
    await expectText(a.page, '#friend-error', /Refused: the message is not signed by your friend’s device: someone else made it, or changed it\..*The game is unchanged\./);
    assert.equal((await state(a.page)).record, before.record);
    await shot(a.page, 'friend-forged-link-refused');
    // An empty packet that would acknowledge everything.
    await openLink(a.page, await linkFrom(stranger, { ...move, ack: 1e9, m: [] }));
    await expectText(a.page, '#friend-error', /not signed by your friend’s device/);
    assert.equal((await decode(await linkOf(a))).m.length, 1, 'White\'s link still carries its move');
    // A second answer to the invitation, the stranger's.
    await openLink(a.page, await linkFrom(stranger, stranger.joinPacket(null)));
    await expectText(a.page, '#friend-error', /Refused: another device has already joined this game\./);
    // The friend's real move goes through.
    await typeMove(b.page, 'e7e5');
    await byLink(b, a);
    const now = await agree(a, b);
    assert.ok(hasMove(now, 'e5'), now.record);
    // White starts a second game (with a friend in Node) and shows it; a refused packet of the first game leaves the board there.
    const other = await Session.host(Game, { rules: 'circe', color: 'black', timeout: 300 });
    await openLink(a.page, await linkFrom(other, other.invitePacket()));
    await a.page.waitForSelector('#dlg-friend[open]');
    await a.page.click('#fr-go');
    await until(() => a.page.inputValue('#fr-out-text'), (v) => v.includes('#drc='), { what: 'the second answer' });
    await a.page.click('#fr-cancel');
    await expectText(a.page, '#friend-title', 'Against a friend: you play White');
    const second = await state(a.page);
    assert.notEqual(second.record, now.record);
    await openLink(a.page, await linkFrom(stranger, { ...move, ack: 1, m: [{ s: 2, t: 'resign' }] }));
    await expectText(a.page, '#friend-error', /not signed by your friend’s device/);
    assert.equal((await state(a.page)).record, second.record, 'the board stayed on the game shown');
  });
});

test('Rematch against a friend is an offer the friend accepts: a new game on both boards, colours swapped, and it plays', { timeout: TEST_TIMEOUT }, async () => {
  await twoPlayers(browser, async (a, b) => {
    await connect(url, a, b);
    await typeMove(a.page, 'e2e4');
    await agree(a, b);
    await b.page.click('#btn-resign');
    await b.page.click('#confirm-yes');
    await until(() => state(a.page), (s) => s.result && s.result.reason === 'resignation', { what: 'the resignation' });
    const first = await state(a.page);
    // White's banner: Rematch. It is offered to the friend; nothing changes on White's board yet.
    await expectText(a.page, '#banner-title', 'You win');
    await a.page.click('#banner-rematch');
    await expectText(a.page, '#friend-offer-text', 'You offered a rematch, in which you play Black: waiting for your friend’s answer…');
    assert.equal((await state(a.page)).record, first.record);
    await expectText(b.page, '#friend-offer-text', 'Your friend offers a rematch: a new game in which you play White.');
    await shot(b.page, 'friend-rematch-offered-phone');
    await b.page.click('#friend-accept');
    // Both boards show the new game, colours swapped, over the same connection.
    await expectText(b.page, '#friend-title', 'Against a friend: you play White');
    await expectText(a.page, '#friend-title', 'Against a friend: you play Black');
    for (const p of [a.page, b.page]) {
      await until(() => state(p), (s) => s.record !== first.record && !s.result && s.connection === 'open', { what: 'the new game, connected' });
    }
    await until(() => a.page.evaluate(() => window.__drc.state.settings.flipped), (f) => f === true, { what: 'White\'s board turned' });
    await typeMove(b.page, 'd2d4');
    await until(() => state(a.page), (s) => hasMove(s, 'd4'), { what: 'd4 on the friend\'s board' });
    await typeMove(a.page, 'd7d5');
    const now = await agree(a, b);
    assert.match(now.record, /1\. d4 d5/);
    assert.match(now.record, /\[FairDice "sha256-chain-1 game=[0-9a-f]{32} white=[0-9a-f]{64} black=[0-9a-f]{64}"\]/);
    const fair = (r) => /\[FairDice "([^"]*)"\]/.exec(r)[1];
    assert.notEqual(fair(now.record), fair(first.record), 'a new game with new commitments');
    // Both games are listed: the first over, the rematch on the board.
    await a.page.click('#friend-games-label');
    await expectText(a.page, '#friend-games-label', 'Your games with friends (2, 1 in progress)');
    await expectText(a.page, '#friend-games-list li:nth-child(2) span', /You play White · Dice Rex Circe · You win: resignation/);
    await shot(a.page, 'friend-rematch-playing');
    await shot(b.page, 'friend-rematch-playing-phone');
    // Black leaves the game (it stays stored): the panel lists the games kept, and opens the rematch again.
    await b.page.click('#friend-leave');
    await until(() => b.page.evaluate(() => document.querySelector('#friend-games').open), (o) => o, { what: 'the list open' });
    await expectText(b.page, '#friend-games-list li[data-state="playing"] span', /^You play White · Dice Rex Circe · in progress, 2 moves · /);
    await b.page.locator('#friend-games').scrollIntoViewIfNeeded();
    await shot(b.page, 'friend-games-list-phone');
    await b.page.click('#friend-games-list li[data-state="playing"] button');
    await expectText(b.page, '#friend-title', 'Against a friend: you play White');
    await until(() => state(b.page), (s) => s.record === now.record, { what: 'the rematch shown again' });
  });
});

test('saves that cannot be read are set aside, said and kept: the game on the board and a game with a friend; FEN / record offers each as a file, and deletes it', { timeout: TEST_TIMEOUT }, async () => {
  for (const [suffix, options] of Object.entries({ '': {}, '-phone': { viewport: { width: 390, height: 844 }, hasTouch: true, deviceScaleFactor: 2 } })) {
    const p = await openPage(browser, options);
    try {
      const { page } = p;
      // Written before the app's first load (from another page of the site), so that nothing of the app saves over them.
      await page.goto(`${url}rules.html`);
      // A save of another version, and a stored game with a friend whose colour is no colour.
      const game = '{"v":2,"record":"1. e4 e5 *","origin":{}}';
      await page.evaluate((raw) => {
        localStorage.setItem('drc.game', raw);
        localStorage.setItem(`drc.remote.game.${'a'.repeat(32)}`, JSON.stringify({ v: 2, g: 'a'.repeat(32), me: 'purple', host: true, rules: 'circe', fen: null, seed: null, anchors: { white: null, black: null }, timeout: 300, journal: [], sent: 0, got: 0, peerAck: 0, created: 1, keys: null, peerKey: null }));
      }, game);
      await gotoApp(page, url);
      // Both said, one after the other.
      await expectText(page, '#toast-text', /^The saved game came from another version of the app: it was set aside, not deleted \(FEN \/ record offers it as a file\), and a new game has started\. A game with friends saved in this browser could not be read \(its colour 'purple' is not White or Black\): set aside, not deleted; FEN \/ record offers it as a file\.$/);
      const kept = await until(() => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('drc.aside.')).length), (n) => n === 2, { what: 'both saves kept aside' });
      assert.equal(kept, 2);
      assert.equal(await page.evaluate(() => localStorage.getItem(`drc.remote.game.${'a'.repeat(32)}`)), null);
      // FEN / record lists them, with why.
      await page.click('#btn-io');
      await page.waitForSelector('#dlg-io[open]');
      await expectText(page, '#io-aside-title', 'Saves set aside');
      await expectText(page, '#io-aside-list li:nth-child(1) span', /^(The game on the board|A game with a friend), set aside .*: /);
      await until(() => page.locator('#io-aside-list li').count(), (n) => n === 2, { what: 'two saves listed' });
      const text = await page.locator('#io-aside-list').innerText();
      assert.match(text, /another version of the app saved it/);
      assert.match(text, /its colour 'purple' is not White or Black/);
      await page.locator('#io-aside').scrollIntoViewIfNeeded();
      await shot(page, `saves-set-aside${suffix}`);
      // Downloaded as it was stored.
      const item = page.locator('#io-aside-list li', { hasText: 'The game on the board' });
      const [download] = await Promise.all([page.waitForEvent('download'), item.locator('button[data-action="download"]').click()]);
      const { readFile } = await import('node:fs/promises');
      assert.equal(await readFile(await download.path(), 'utf8'), game);
      // Deleted.
      await item.locator('button[data-action="delete"]').click();
      await until(() => page.locator('#io-aside-list li').count(), (n) => n === 1, { what: 'one save left' });
      assert.deepEqual(p.problems, []);
    } finally {
      await p.context.close();
    }
  }
});
