// Setting up and playing a game against a friend as a player meets it
// (www/js/remote/): the invitation stays in the side panel once its dialog
// is closed and is the link the friend can open; the dialog opens on the
// choices a player makes, the technical ones under Advanced; an offer shows
// its asker that it waits; a game by links reads as a way to play, not as a
// fault; the sides are named You and Your friend. Two pages with storage
// of their own, over loopback WebRTC with no ICE servers.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  startServer, stopServer, launch, openPage, gotoApp, until, expectText, expectAttribute, shot, TEST_TIMEOUT,
} from './helpers.mjs';
import {
  twoPlayers, state, agree, invite, joinBy, connect, connectByLinks, openLink, linkOf, typeMove, hasMove, noRefusal,
} from './remote-helpers.mjs';
import { decode } from '../../www/js/remote/codec.js';

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

const SIZES = {
  '': { viewport: { width: 1280, height: 800 } },
  '-phone': { viewport: { width: 390, height: 844 }, hasTouch: true, deviceScaleFactor: 2 },
};

/** A packet without its signature: ECDSA signs with a random nonce, so one packet signed twice differs there. */
const unsigned = ({ sig: _, ...rest }) => rest;

/** The link the friend panel of `page` shows, once it has one. */
function panelLink(page) {
  return until(() => page.inputValue('#friend-link'), (v) => v.includes('#drc='), { what: 'the panel\'s link', timeout: 15000 });
}

/** Switches the app on `page` to `lang`, as the settings' language menu does. */
async function setLang(page, lang) {
  await page.evaluate((code) => {
    const select = document.querySelector('#set-lang');
    select.value = code;
    select.dispatchEvent(new Event('change'));
  }, lang);
  await until(() => page.evaluate(() => document.documentElement.lang), (v) => v === lang, { what: `the app in ${lang}` });
}

/** The names beside the board of `page`: { bottom, top }. */
function names(page) {
  return page.evaluate(() => ({
    bottom: document.querySelector('#player-bottom .name').textContent,
    top: document.querySelector('#player-top .name').textContent,
  }));
}

test('the invitation dialog closed, the panel keeps the invitation: the friend who opens it joins, and the friend\'s panel keeps the answer that starts the game', { timeout: TEST_TIMEOUT }, async () => {
  await twoPlayers(browser, async (a, b) => {
    await gotoApp(a.page, url);
    const sent = await invite(a.page);
    await a.page.click('#fr-cancel');
    await a.page.waitForSelector('#dlg-friend:not([open])', { state: 'attached' });
    await expectText(a.page, '#friend-link-label', 'Your invitation: send this link to your friend');
    const link = await panelLink(a.page);
    // The same invitation as the dialog's, its WebRTC offer included.
    assert.deepEqual(unsigned(await decode(link)), unsigned(await decode(sent)));
    await shot(a.page, 'friend-invitation-in-panel');
    // The friend opens it: an invitation to join, not a refusal.
    const answer = await joinBy(b.page, link);
    await b.page.click('#fr-cancel');
    await expectText(b.page, '#friend-link-label', 'Your answer: send this link back to your friend');
    const back = await panelLink(b.page);
    assert.deepEqual(unsigned(await decode(back)), unsigned(await decode(answer)));
    await shot(b.page, 'friend-answer-in-panel-phone');
    // The inviter opens the answer from the friend's panel: the browsers connect.
    await openLink(a.page, back);
    for (const p of [a.page, b.page]) {
      await expectAttribute(p, '#friend-panel', 'data-connection', 'open', { timeout: 15000 });
      await noRefusal(p);
    }
    await typeMove(a.page, 'e2e4');
    await until(() => state(b.page), (s) => hasMove(s, 'e4'), { what: 'e4 on the friend\'s page' });
    for (const p of [a.page, b.page]) await expectText(p, '#friend-link-label', 'Your latest moves as a link');
    // A link of moves opened in a browser that never joined the game says which link to open instead.
    const c = await openPage(browser);
    try {
      await gotoApp(c.page, url);
      await openLink(c.page, await linkOf(a));
      await expectText(c.page, '#toast-text', /this browser does not have the game of this link: open your friend’s invitation first\./);
    } finally {
      await c.context.close();
    }
  });
});

test('the friend dialog opens on the rules, the colour and links only; the ICE servers and the withheld secret\'s time limit wait under Advanced (English and French, desktop and phone)', { timeout: TEST_TIMEOUT }, async () => {
  for (const lang of ['en', 'fr']) {
    for (const [suffix, options] of Object.entries(SIZES)) {
      const p = await openPage(browser, options);
      try {
        await gotoApp(p.page, `${url}?lang=${lang}`);
        await p.page.click('#btn-friend');
        await p.page.waitForSelector('#dlg-friend[open]');
        for (const sel of ['#fr-rules', '#fr-color', '#fr-links-only', '#fr-advanced-label']) {
          await until(() => p.page.locator(sel).isVisible(), (v) => v, { what: `${sel} to show` });
        }
        for (const sel of ['#fr-ice', '#fr-ice-hint', '#fr-timeout']) {
          await until(() => p.page.locator(sel).isHidden(), (v) => v, { what: `${sel} to wait under Advanced` });
        }
        const text = await p.page.locator('#dlg-friend').innerText();
        assert.doesNotMatch(text, /\bICE\b|STUN|TURN|withholds|retient/, 'no technical words before Advanced');
        await expectText(p.page, '#fr-advanced-label', lang === 'fr' ? 'Options avancées' : 'Advanced');
        await shot(p.page, `friend-dialog-${lang}${suffix}`);
        await p.page.click('#fr-advanced-label');
        for (const sel of ['#fr-ice', '#fr-ice-hint', '#fr-timeout']) {
          await until(() => p.page.locator(sel).isVisible(), (v) => v, { what: `${sel} to show under Advanced` });
        }
        await shot(p.page, `friend-dialog-advanced-${lang}${suffix}`);
        // Opened again, the dialog starts folded.
        await p.page.click('#fr-cancel');
        await p.page.click('#btn-friend');
        await p.page.waitForSelector('#dlg-friend[open]');
        await until(() => p.page.locator('#fr-ice').isHidden(), (v) => v, { what: 'Advanced folded again' });
        assert.deepEqual(p.problems, []);
      } finally {
        await p.context.close();
      }
    }
  }
});

test('a take-back request shows its asker that it waits for the friend, who is asked; the sides are named You and Your friend, in the offer and the result too', { timeout: TEST_TIMEOUT }, async () => {
  await twoPlayers(browser, async (a, b) => {
    await connect(url, a, b);
    // Each page names its own side You, at the bottom (Black's board is turned), and the other Your friend.
    for (const p of [a.page, b.page]) {
      await until(() => names(p), (n) => n.bottom === 'You' && n.top === 'Your friend', { what: 'You and Your friend beside the board' });
    }
    await typeMove(a.page, 'e2e4');
    await agree(a, b);
    await a.page.click('#btn-undo');
    await expectText(a.page, '#friend-offer-text', 'You asked to take back the last move: waiting for your friend’s answer…');
    await until(() => a.page.locator('#friend-accept').isHidden(), (v) => v, { what: 'no answer buttons for the asker' });
    await expectText(b.page, '#friend-offer-text', 'Your friend asks to take back the last move.');
    await until(() => b.page.locator('#friend-accept').isVisible(), (v) => v, { what: 'the friend\'s answer buttons' });
    await shot(a.page, 'friend-takeback-waiting');
    await shot(b.page, 'friend-takeback-asked-phone');
    for (const p of [a.page, b.page]) await setLang(p, 'fr');
    await expectText(a.page, '#friend-offer-text', 'Vous avez demandé à reprendre le dernier coup : en attente de la réponse de votre ami…');
    await expectText(b.page, '#friend-offer-text', 'Votre ami demande à reprendre le dernier coup.');
    for (const p of [a.page, b.page]) {
      await until(() => names(p), (n) => n.bottom === 'Vous' && n.top === 'Votre ami', { what: 'Vous and Votre ami beside the board' });
    }
    await shot(a.page, 'friend-takeback-waiting-fr');
    await shot(b.page, 'friend-takeback-asked-fr-phone');
    // The friend accepts: the move is taken back on both boards, and the asker's sign goes.
    await b.page.click('#friend-accept');
    const now = await agree(a, b);
    assert.equal(hasMove(now, 'e4'), false, now.record);
    await until(() => a.page.locator('#friend-offer').isHidden(), (v) => v, { what: 'the asker\'s sign to go' });
    // One record on both devices: its players' names are not "You" on each.
    assert.doesNotMatch(now.record, /\[(White|Black) "(You|Vous|Your friend|Votre ami)"\]/);
    // Black resigns: each side reads the result as theirs, You or Your friend, not a colour.
    await b.page.click('#btn-resign');
    await b.page.click('#confirm-yes');
    await until(() => state(a.page), (x) => x.result && x.result.reason === 'resignation', { what: 'the resignation on the friend\'s page' });
    await expectText(b.page, '#banner-title', 'Votre ami gagne');
    await expectText(a.page, '#banner-title', 'Vous gagnez');
    await expectText(a.page, '#status', 'Vous gagnez : abandon');
    for (const p of [a.page, b.page]) await p.$eval('#banner', (el) => el.scrollIntoView({ block: 'center' }));
    await shot(a.page, 'friend-result-winner-fr');
    await shot(b.page, 'friend-result-resigned-fr-phone');
    for (const p of [a.page, b.page]) await setLang(p, 'en');
    await expectText(a.page, '#banner-title', 'You win');
    await expectText(b.page, '#banner-title', 'Your friend wins');
    await expectText(b.page, '#status', 'Your friend wins: resignation');
    for (const p of [a.page, b.page]) await p.$eval('#banner', (el) => el.scrollIntoView({ block: 'center' }));
    await shot(a.page, 'friend-result-winner');
    await shot(b.page, 'friend-result-resigned-phone');
  });
});

test('a game by links reads as a way to play, in plain text like any state (English and French, desktop and phone)', { timeout: TEST_TIMEOUT }, async () => {
  await twoPlayers(browser, async (a, b) => {
    await connectByLinks(url, a, b);
    const weight = (page) => page.evaluate(() => Number(getComputedStyle(document.querySelector('#friend-state')).fontWeight));
    for (const p of [a.page, b.page]) {
      await expectText(p, '#friend-state', 'Playing by links: after each move, send its link to your friend.');
      assert.equal(await weight(p), 400, 'the state of a game by links is not bold');
    }
    await shot(a.page, 'friend-links-state');
    await shot(b.page, 'friend-links-state-phone');
    for (const p of [a.page, b.page]) {
      await setLang(p, 'fr');
      await expectText(p, '#friend-state', 'Partie par liens : après chaque coup, envoyez son lien à votre ami.');
    }
    await shot(a.page, 'friend-links-state-fr');
    await shot(b.page, 'friend-links-state-fr-phone');
  });
});
