// The cross-browser part of the suite (tests/e2e/cross-browser.mjs) in
// WebKitGTK: Debian's WebKitWebDriver and MiniBrowser on an Xvfb display.
// Debian builds WebKitGTK without WebRTC: the friend dialog says so, and
// its invitation is for links.
import assert from 'node:assert/strict';
import { crossBrowserSuite, gotoApp, clickOn, poll, expectText } from './cross-browser.mjs';
import { WEBKIT, DESKTOP, PHONE } from './drivers.mjs';
import { decode } from '../../www/js/remote/codec.js';

const { suite, browserTest } = crossBrowserSuite(WEBKIT);

const NO_WEBRTC = 'This browser cannot connect directly to your friend’s: you play by links, each move a link to send (a messenger or an e-mail will do).';

for (const size of [DESKTOP, PHONE]) {
  browserTest(`without WebRTC the friend dialog says so and invites for links only${size.phone ? ' (phone size)' : ''}`, async (tab) => {
    await gotoApp(tab, suite.app.url);
    assert.equal(await tab.evaluate(() => typeof window.RTCPeerConnection), 'undefined');
    await clickOn(tab, '#btn-friend');
    await poll(tab, () => document.querySelector('#dlg-friend').open, null, (o) => o, { what: 'the friend dialog' });
    await expectText(tab, '#fr-direct', NO_WEBRTC);
    await poll(tab, () => ['#fr-links-only', '#fr-ice'].map((s) => document.querySelector(s).checkVisibility()), null,
      (v) => v.every((x) => !x), { what: 'no direct connection to choose or configure' });
    await tab.screenshot(`webkit-friend-no-webrtc${size.phone ? '-phone' : ''}`);
    await clickOn(tab, '#fr-go');
    const link = await poll(tab, () => document.querySelector('#fr-out-text').value, null, (v) => v.includes('#drc='), { what: 'the invitation', timeout: 20000 });
    assert.equal((await decode(link)).offer, null, 'an invitation for links only');
    await poll(tab, () => document.querySelector('#fr-error').hidden, null, (h) => h, { what: 'no refusal' });
  }, size);
}
