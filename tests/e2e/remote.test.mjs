// Playing a friend (www/js/remote/): two pages with separate storage in one
// Chromium, over loopback with no ICE servers. A game with king moves and
// rolls through WebRTC, the same by links only, a page closed mid-game that
// reconnects by a new invitation, refused messages, `drc verify` on the
// record the game made, and browsers without WebRTC (removed by an init
// script, or refusing to make an offer): links only, said in words, and a
// game by links to its mate.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  startServer, stopServer, launch, openPage, gotoApp, idle, until, expectText, expectAttribute, shot, TEST_TIMEOUT,
} from './helpers.mjs';
import {
  twoPlayers, state, agree, invite, joinBy, connect, playGame, drcVerify, openLink, linkOf, byLink, connectByLinks,
  typeMove, hasMove, playOne, withoutWebRTC, NO_WEBRTC, noRefusal, clearIce, signedAs,
} from './remote-helpers.mjs';
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

test('a game with king moves and rolls through WebRTC: both boards and records agree, and drc verify accepts it', { timeout: TEST_TIMEOUT }, async () => {
  await twoPlayers(browser, async (a, b) => {
    await connect(url, a, b);
    const end = await playGame(a, b, { rolls: 4 });
    await shot(a.page, 'friend-webrtc-game');
    await shot(b.page, 'friend-webrtc-game-phone');
    // No computer's hint against a friend; resigning names the side that resigns.
    for (const p of [a.page, b.page]) assert.equal(await p.isDisabled('#btn-hint'), true);
    await b.page.click('#btn-resign');
    await expectText(b.page, '#confirm-title', 'Resign this game? You play Black: your friend wins.');
    await shot(b.page, 'friend-resign-confirm-phone');
    await b.page.click('#confirm-no');
    // A draw is offered to the friend, who may decline it: the game goes on.
    await a.page.click('#btn-draw');
    await expectText(a.page, '#confirm-title', 'Offer your friend a draw?');
    await a.page.click('#confirm-yes');
    await expectText(b.page, '#friend-offer-text', 'Your friend offers a draw.');
    await b.page.click('#friend-decline');
    await until(() => b.page.isHidden('#friend-offer'), (v) => v, { what: 'the offer to be answered' });
    await until(() => state(a.page), (s) => s.record === end.record && !s.result, { what: 'the game to go on as it was' });
    // Every roll verifies in the engine of each page (reading a record checks each roll).
    for (const p of [a.page, b.page]) {
      await until(() => p.evaluate(() => window.__drc.verify()), (v) => v === null, { what: 'the record to verify in the page' });
    }
    const [code, out] = drcVerify(end.record);
    assert.equal(code, 0, out);
    assert.match(out, /verified: \d+ rolls of game [0-9a-f]{32}, each from both players' committed secrets/);
    // One changed roll is rejected, naming its turn.
    const at = end.record.indexOf('{roll ') + 6;
    const faces = end.record.slice(at, end.record.indexOf('}', at));
    const changed = faces.replace(/^\d/, (d) => String((Number(d) % 6) + 1));
    const tampered = end.record.slice(0, at) + changed + end.record.slice(at + faces.length);
    const [bad, why] = drcVerify(tampered);
    assert.notEqual(bad, 0);
    assert.match(why, /rejected: record line \d+, column \d+, at '\{roll [1-6-]+\}': turn \d+\.{1,3} \((White|Black)\): the committed secrets roll/);
    // The record loaded on a third device: every roll checked, and the game goes on with that device's dice.
    const c = await openPage(browser);
    try {
      await gotoApp(c.page, url);
      await c.page.click('#btn-io');
      await c.page.fill('#io-record', end.record);
      await c.page.click('#io-record-load');
      await expectText(c.page, '#toast-text', new RegExp(`Every roll of this game \\(${(end.record.match(/\{roll /g) || []).length}\\) was verified`));
      assert.equal((await state(c.page)).fen, end.fen);
      const loaded = await state(c.page);
      if (loaded.phase !== 'roll') await playOne(c.page);
      // Its moves and rolls are this device's own: play on until a roll is made here.
      for (let i = 0; i < 12; i++) {
        const now = await state(c.page);
        if (now.phase === 'roll') {
          await c.page.click('#btn-roll');
          await idle(c.page);
          await until(() => state(c.page), (n) => n.phase !== 'roll', { what: 'the local roll' });
          break;
        }
        const king = now.legal.find((m) => m.piece === 'K' && !m.capture);
        if (now.phase === 'move' && king) {
          await typeMove(c.page, king.uci);
        } else {
          await playOne(c.page);
        }
      }
      assert.ok((await state(c.page)).record.split('{roll ').length > end.record.split('{roll ').length, 'a roll made on the third device');
      assert.deepEqual(c.problems, []);
    } finally {
      await c.context.close();
    }
  });
});

test('the same game by links only, each move a link opened by the other player', { timeout: TEST_TIMEOUT }, async () => {
  await twoPlayers(browser, async (a, b) => {
    await connectByLinks(url, a, b);
    await expectText(a.page, '#friend-state', 'Playing by links: after each move, send its link to your friend.');
    let fromWhite = null;
    await playGame(a, b, {
      rolls: 3,
      async deliver(mover, waiting) {
        // The mover's link carries its move and secret; the other page answers a roll with its own.
        const link = await byLink(mover, waiting);
        if (mover === a) fromWhite = link;
        const s = await state(waiting.page);
        if (s.phase === 'roll' || (await state(mover.page)).phase === 'roll') await byLink(waiting, mover);
      },
    });
    await shot(a.page, 'friend-links-game');
    // Opening the same link again changes nothing and says so.
    const before = await state(b.page);
    await openLink(b.page, fromWhite);
    await expectText(b.page, '#friend-error', /Refused: these moves were already applied\./);
    assert.equal((await state(b.page)).record, before.record);
  });
});

test('a page closed mid-game reconnects by a new invitation over WebRTC, and no move is lost', { timeout: TEST_TIMEOUT }, async () => {
  await twoPlayers(browser, async (a, b) => {
    const first = await connect(url, a, b);
    await playGame(a, b, { rolls: 1 });
    // Black's page closes on White's turn, so that White moves while it is away.
    if ((await agree(a, b)).turn === 'black') await playOne(b.page);
    await agree(a, b);
    await b.page.close();
    await expectAttribute(a.page, '#friend-panel', 'data-connection', 'links');
    await expectText(a.page, '#friend-state', 'The direct connection closed: send your moves as links, or reconnect.');
    let moved = await state(a.page);
    while (moved.turn === 'white' && !moved.result && moved.phase !== 'roll') moved = await playOne(a.page);
    // A new invitation for the same game, with a new WebRTC offer.
    await a.page.click('#friend-reconnect');
    await a.page.waitForSelector('#dlg-friend[open]');
    await clearIce(a.page);
    assert.equal(await a.page.isChecked('#fr-links-only'), false);
    await a.page.click('#fr-go');
    const link = await until(() => a.page.inputValue('#fr-out-text'), (v) => v.includes('#drc='), { what: 'the new invitation', timeout: 15000 });
    assert.notEqual(link, first, 'a new invitation, not the first one');
    assert.ok((await decode(link)).offer, 'the new invitation carries a WebRTC offer');
    // Black opens it in a new tab of the same browser (the game is in its storage).
    const page = await b.context.newPage();
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') b.problems.push(`console ${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => b.problems.push(`page error: ${e.message}`));
    const b2 = { ...b, page };
    const answer = await joinBy(page, link, { title: 'Reconnect the game' });
    assert.ok((await decode(answer)).answer, 'the answer carries a WebRTC answer');
    await a.page.fill('#fr-in-text', answer);
    await a.page.click('#fr-go');
    for (const p of [a.page, page]) await expectAttribute(p, '#friend-panel', 'data-connection', 'open', { timeout: 15000 });
    // Black's page has every move, the ones White made while it was closed too.
    const now = await agree(a, b2);
    assert.equal(now.record, moved.record);
    await shot(page, 'friend-reconnected-phone');
    // And the game goes on through the new connection.
    await playGame(a, b2, { rolls: 3 });
  });
});

test('two tabs of one browser with the same game follow each other, and a link goes to the tab that has the game', { timeout: TEST_TIMEOUT }, async () => {
  await twoPlayers(browser, async (a, b) => {
    await connectByLinks(url, a, b);
    // White opens the app in a second tab: the game is there.
    const page = await a.context.newPage();
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') a.problems.push(`console ${m.type()}: ${m.text()}`);
    });
    await gotoApp(page, url);
    await expectText(page, '#friend-title', 'Against a friend: you play White');
    // A move in the first tab shows in the second.
    await typeMove(a.page, 'e2e4');
    await until(() => state(page), (s) => hasMove(s, 'e4'), { what: 'e4 in the second tab' });
    await byLink(a, b);
    await typeMove(b.page, 'e7e5');
    // Black's link opened in the second tab goes to the first, and both tabs show it.
    await openLink(page, await linkOf(b));
    await expectText(page, '#toast-text', 'The link was taken by the tab where this game is open.');
    for (const p of [a.page, page]) {
      await until(() => state(p), (s) => hasMove(s, 'e5'), { what: 'e5 in both tabs' });
    }
    // The second tab plays on, and the first follows: nothing saved in one is lost in the other.
    await typeMove(page, 'g1f3');
    await until(() => state(a.page), (s) => hasMove(s, 'Nf3'), { what: 'Nf3 in the first tab' });
    assert.equal((await state(a.page)).record, (await state(page)).record);
    const link = await linkOf(a);
    await openLink(b.page, link);
    await until(() => state(b.page), (s) => hasMove(s, 'Nf3'), { what: 'Nf3 on Black\'s page' });
  });
});

test('a tampered secret and an illegal move are refused with a notice, and the game is unchanged: changed on the way (the signature no longer matches), or signed by a hostile friend', { timeout: TEST_TIMEOUT }, async () => {
  await twoPlayers(browser, async (a, b) => {
    await connectByLinks(url, a, b);
    // White: e4; Black: e5; White: Ke2, whose link carries White's secret.
    for (const [mover, waiting, uci] of [[a, b, 'e2e4'], [b, a, 'e7e5'], [a, b, 'e1e2']]) {
      await typeMove(mover.page, uci);
      if (uci === 'e1e2') break;
      await byLink(mover, waiting);
    }
    const genuine = await linkOf(a);
    const packet = await decode(genuine);
    const king = packet.m.find((m) => m.t === 'move' && m.reveal);
    assert.ok(king, 'the king move carries its secret');
    const before = await state(b.page);
    const tampered = structuredClone(packet);
    const k = tampered.m.find((m) => m.reveal).reveal;
    k.k = (k.k[0] === '0' ? '1' : '0') + k.k.slice(1);
    // Changed on the way: White's signature no longer matches.
    await openLink(b.page, `${url}#drc=${await encode(tampered)}`);
    await expectText(b.page, '#friend-error', /Refused: the message is not signed by your friend’s device.*The game is unchanged\./);
    assert.equal((await state(b.page)).record, before.record);
    // Signed by White's own key (a hostile app on White's device): the secret is checked all the same.
    await openLink(b.page, `${url}#drc=${await encode(await signedAs(a.page, tampered))}`);
    await expectText(b.page, '#friend-error', /Refused: the secret does not match its commitment\..*The game is unchanged\./);
    assert.equal((await state(b.page)).record, before.record);
    await shot(b.page, 'friend-tampered-refused-phone');
    // An illegal move in place of the king move.
    const illegal = structuredClone(packet);
    illegal.m = illegal.m.map((m) => (m.t === 'move' ? { ...m, uci: 'e4e6', reveal: null } : m));
    await openLink(b.page, `${url}#drc=${await encode(await signedAs(a.page, illegal))}`);
    await expectText(b.page, '#friend-error', /Refused: the move is not legal\./);
    assert.equal((await state(b.page)).record, before.record);
    // Markup in a message is data: a malformed packet is refused as such and nothing is inserted.
    const markup = { ...structuredClone(packet), m: [{ s: packet.m[0].s, t: 'move', uci: '<img src=x onerror=alert(1)>', reveal: null }] };
    await openLink(b.page, `${url}#drc=${await encode(markup)}`);
    await expectText(b.page, '#friend-error', /Refused: this is not a valid message of this app\./);
    assert.equal(await b.page.locator('img[src="x"]').count(), 0);
    // The genuine link is then accepted: Black's page answers with its secret and the roll is made.
    await openLink(b.page, genuine);
    await until(() => state(b.page), (s) => s.record.includes('{reveal') || s.phase === 'roll', { what: 'the king move applied' });
    await byLink(b, a);
    const end = await agree(a, b);
    assert.match(end.record, /Ke2 \{roll [1-6]-[1-6]-[1-6]\}\s\{reveal 0 [0-9a-f]{64} [0-9a-f]{64}\}/);
  });
});

test('a browser without WebRTC: the dialog says so and offers links only, and a game of chess plays by links to its mate', { timeout: TEST_TIMEOUT }, async () => {
  await twoPlayers(browser, async (a, b) => {
    await withoutWebRTC(a);
    await withoutWebRTC(b);
    await gotoApp(a.page, url);
    assert.equal(await a.page.evaluate(() => typeof window.RTCPeerConnection), 'undefined');
    await a.page.click('#btn-friend');
    await a.page.waitForSelector('#dlg-friend[open]');
    await expectText(a.page, '#fr-direct', NO_WEBRTC);
    await expectText(a.page, '#fr-about', /^Send your friend the link, the text or the QR code; after each move the app gives you a link to send the same way\./);
    // No direct connection to choose or to configure, even among the advanced settings.
    await a.page.click('#fr-advanced-label');
    await until(() => a.page.locator('#fr-timeout').isVisible(), (v) => v, { what: 'the time limit under Advanced' });
    for (const sel of ['#fr-links-only', '#fr-ice', '#fr-ice-hint']) {
      await until(() => a.page.locator(sel).isHidden(), (v) => v, { what: `${sel} to be hidden` });
    }
    // Orthodox chess, so that a mate comes in four moves (the fool's mate).
    await a.page.selectOption('#fr-rules', 'orthodox');
    await a.page.click('#fr-go');
    const link = await until(() => a.page.inputValue('#fr-out-text'), (v) => v.includes('#drc='), { what: 'the invitation link', timeout: 15000 });
    assert.equal((await decode(link)).offer, null, 'an invitation for links only');
    await expectText(a.page, '#fr-direct', NO_WEBRTC);
    await noRefusal(a.page);
    await shot(a.page, 'friend-links-only-invitation');

    // The friend's browser has no WebRTC either: its dialog says so, and its answer is for links.
    const answer = await joinBy(b.page, link);
    await expectText(b.page, '#fr-direct', NO_WEBRTC);
    await expectText(b.page, '#fr-about', /you play Black\. .* Moves travel as links\.$/);
    assert.equal((await decode(answer)).answer, null);
    await noRefusal(b.page);
    await shot(b.page, 'friend-links-only-answer-phone');
    await b.page.click('#fr-cancel');
    await openLink(a.page, answer);
    for (const p of [a.page, b.page]) await expectText(p, '#friend-state', 'Playing by links: after each move, send its link to your friend.');

    // 1. f3 e5 2. g4 Qh4#: each move a link opened by the other player.
    for (const [mover, waiting, uci] of [[a, b, 'f2f3'], [b, a, 'e7e5'], [a, b, 'g2g4'], [b, a, 'd8h4']]) {
      await typeMove(mover.page, uci);
      await byLink(mover, waiting);
    }
    const end = await agree(a, b);
    assert.deepEqual(end.result, { winner: 'black', reason: 'checkmate' });
    assert.match(end.record, /1\. f3 e5 2\. g4 Qh4#/);
    for (const p of [a.page, b.page]) {
      await expectText(p, '#friend-state', 'The game is over.');
      await noRefusal(p);
    }
    await shot(b.page, 'friend-links-only-mate-phone');
  });
});

test('the friend dialog without WebRTC in English and French, on a desktop and on a phone', { timeout: TEST_TIMEOUT }, async () => {
  const sizes = { '': { viewport: { width: 1280, height: 800 } }, '-phone': { viewport: { width: 390, height: 844 }, hasTouch: true, deviceScaleFactor: 2 } };
  const notes = { en: NO_WEBRTC, fr: 'Ce navigateur ne peut pas se connecter directement à celui de votre ami : vous jouez par liens, chaque coup est un lien à envoyer (une messagerie ou un courriel suffit).' };
  for (const [lang, note] of Object.entries(notes)) {
    for (const [suffix, options] of Object.entries(sizes)) {
      const p = await openPage(browser, options);
      try {
        await withoutWebRTC(p);
        await gotoApp(p.page, `${url}?lang=${lang}`);
        await p.page.click('#btn-friend');
        await p.page.waitForSelector('#dlg-friend[open]');
        await expectText(p.page, '#fr-direct', note);
        await until(() => p.page.locator('#fr-links-only').isHidden(), (v) => v, { what: 'no links-only choice' });
        await shot(p.page, `friend-links-only-dialog-${lang}${suffix}`);
        assert.deepEqual(p.problems, []);
      } finally {
        await p.context.close();
      }
    }
  }
});

test('a friend without WebRTC answers an invitation that offered a direct connection: the inviter goes to links at once and says so', { timeout: TEST_TIMEOUT }, async () => {
  await twoPlayers(browser, async (a, b) => {
    await withoutWebRTC(b);
    await gotoApp(a.page, url);
    const link = await invite(a.page);
    assert.match((await decode(link)).offer, /^v=0/, 'the inviter offers a direct connection');
    const answer = await joinBy(b.page, link);
    await expectText(b.page, '#fr-direct', NO_WEBRTC);
    await expectText(b.page, '#fr-about', /Moves travel as links\.$/);
    assert.equal((await decode(answer)).answer, null);
    await b.page.click('#fr-cancel');
    // The inviter takes the answer: links at once, not "Connecting…" until a timer runs out.
    await a.page.fill('#fr-in-text', answer);
    await a.page.click('#fr-go');
    await expectText(a.page, '#toast-text', 'Your friend’s browser cannot connect directly to this one: the game goes on by links, each move a link to send.', { timeout: 5000 });
    await expectAttribute(a.page, '#friend-panel', 'data-connection', 'links', { timeout: 5000 });
    await expectText(a.page, '#friend-state', 'Playing by links: after each move, send its link to your friend.', { timeout: 5000 });
    await shot(a.page, 'friend-guest-without-webrtc');
    // Moves go both ways by links.
    for (const [mover, waiting, uci] of [[a, b, 'e2e4'], [b, a, 'e7e5'], [a, b, 'g1f3'], [b, a, 'b8c6']]) {
      await typeMove(mover.page, uci);
      await byLink(mover, waiting);
    }
    const now = await agree(a, b);
    assert.match(now.record, /1\. e4 e5 2\. Nf3 Nc6/);
    for (const p of [a.page, b.page]) await noRefusal(p);
  });
});

test('a browser whose WebRTC refuses to make an offer: the invitation is for links, said in words, with no refusal', { timeout: TEST_TIMEOUT }, async () => {
  const p = await openPage(browser);
  try {
    // As a policy or a setting that keeps RTCPeerConnection but forbids it.
    await p.context.addInitScript(() => {
      window.RTCPeerConnection = class {
        constructor() { throw new DOMException('WebRTC is disabled', 'NotAllowedError'); }
      };
    });
    await gotoApp(p.page, url);
    await p.page.click('#btn-friend');
    await p.page.waitForSelector('#dlg-friend[open]');
    // The browser seems able to connect: the choice is offered.
    assert.equal(await p.page.isVisible('#fr-links-only'), true);
    await p.page.click('#fr-go');
    const link = await until(() => p.page.inputValue('#fr-out-text'), (v) => v.includes('#drc='), { what: 'the invitation link', timeout: 15000 });
    assert.equal((await decode(link)).offer, null);
    await expectText(p.page, '#fr-direct', 'This browser would not prepare a direct connection: the invitation is for links, each move a link to send.');
    await expectText(p.page, '#fr-go', 'Open');
    await noRefusal(p.page);
    assert.deepEqual(p.problems, []);
  } finally {
    await p.context.close();
  }
});

test('the waiting player sees the friend\'s dice as the friend does: a die is marked to be forfeited only when no move of the friend can use it', { timeout: TEST_TIMEOUT }, async () => {
  await twoPlayers(browser, async (a, b) => {
    await connect(url, a, b);
    await typeMove(a.page, 'e2e4');
    await agree(a, b);
    await typeMove(b.page, 'e7e5');
    await agree(a, b);
    // The dice are fair, so random: a roll none of whose dice has a move (after 2. Ke2 only the
    // bishop's and the rook's numbers are stuck, so 3-3-3 or 4-3-4, one roll in 27) passes the
    // turn with no bonus phase. Then the other king moves and rolls, until a roll leaves a move.
    const kings = [[a, 'e1e2'], [b, 'e8e7'], [a, 'e2e1'], [b, 'e7e8']];
    let roller = null;
    let waiter = null;
    for (let i = 0; i < 8 && !roller; i++) {
      const [mover, uci] = kings[i % kings.length];
      await typeMove(mover.page, uci);
      const now = await agree(a, b);
      if (now.phase === 'bonus') {
        roller = mover;
        waiter = mover === a ? b : a;
      } else {
        assert.match(now.record, /\{forfeit \d-\d-\d\} \*\n$/, `a roll with no bonus phase is forfeited whole: ${JSON.stringify(now)}`);
      }
    }
    assert.ok(roller, 'eight rolls in a row with no move for any die');
    // The roller's dice, by the roller's legal moves: a die no move uses is the one to be forfeited.
    const expected = await roller.page.evaluate(() => {
      const s = window.__drc.state.snap;
      const usable = new Set(s.legalMoves.map((m) => m.die));
      return s.turns.at(-1).roll.map((v) => (usable.has(v) ? 'unused' : 'stuck'));
    });
    const dice = (page) => page.$$eval('#dice .die:not([hidden])', (els) => els.map((e) => e.dataset.state));
    const same = (d) => JSON.stringify(d) === JSON.stringify(expected);
    await until(() => dice(roller.page), same, { what: `the roller's dice to read ${expected}` });
    await until(() => dice(waiter.page), same, { what: `the roller's dice on the waiting player's page to read ${expected}` });
    await expectText(waiter.page, '#dice-note', expected.includes('stuck') ? /./ : /^$/);
    await shot(roller.page, roller === a ? 'friend-dice-roller' : 'friend-dice-roller-phone');
    await shot(waiter.page, waiter === b ? 'friend-dice-waiting-phone' : 'friend-dice-waiting');
  });
});
