// What the browser tests of playing a friend share (remote.test.mjs,
// friend.test.mjs): two players with storage of their own, the invitation
// and its answer through the dialog, links opened as a player opens them,
// moves typed, and waits until both pages show the same game.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsQR from 'jsqr';
import { openPage, gotoApp, idle, until, expectText, shot } from './helpers.mjs';
import { decode } from '../../www/js/remote/codec.js';
import { seal } from '../../www/js/remote/signing.js';

/** Opens the dialog's Advanced settings (once) and clears the ICE servers: loopback needs none. */
export async function clearIce(page) {
  if (!(await page.evaluate(() => document.querySelector('#fr-advanced').open))) await page.click('#fr-advanced-label');
  await page.fill('#fr-ice', '');
}

/** Two players, each in a context of their own (own storage), asserting no console problems at the end. */
export async function twoPlayers(browser, body) {
  const a = await openPage(browser);
  const b = await openPage(browser, { viewport: { width: 390, height: 844 }, hasTouch: true, deviceScaleFactor: 2 });
  try {
    await body(a, b);
    assert.deepEqual(a.problems, [], 'console errors or warnings on the first page');
    assert.deepEqual(b.problems, [], 'console errors or warnings on the second page');
  } finally {
    await a.context.close();
    await b.context.close();
  }
}

// The connection and the app's last notice come along so that a wait that fails says what each page showed.
export const state = (page) => page.evaluate(() => {
  const s = window.__drc.state.snap;
  const connection = document.querySelector('#friend-panel')?.dataset.connection ?? null;
  return { fen: s.fen, phase: s.phase, turn: s.turn, result: s.result, record: window.__drc.record(), legal: s.legalMoves.map((m) => ({ uci: m.uci, piece: m.piece, capture: m.capture, circeMate: m.circeMate })), connection, notice: window.__drc.state.message ?? null };
});

/** Waits until both pages show the same game (position, phase and record) with no roll waiting. */
export async function agree(a, b) {
  const [x] = await until(async () => [await state(a.page), await state(b.page)],
    ([p, q]) => p.fen === q.fen && p.record === q.record && p.phase !== 'roll',
    { what: 'both pages to show the same game', timeout: 15000 });
  return x;
}

export async function invite(page, { linksOnly = false } = {}) {
  await page.click('#btn-friend');
  await page.waitForSelector('#dlg-friend[open]');
  await clearIce(page);
  if (linksOnly) await page.check('#fr-links-only');
  await page.click('#fr-go');
  return until(() => page.inputValue('#fr-out-text'), (v) => v.includes('#drc='), { what: 'the invitation link', timeout: 15000 });
}

/** The guest opens the invitation and joins; returns the answer link. */
export async function joinBy(page, link, { title = 'A friend invites you' } = {}) {
  await page.goto(link);
  await page.waitForSelector('body[data-ready="true"]');
  await page.waitForSelector('#dlg-friend[open]');
  await expectText(page, '#fr-title', title);
  await page.click('#fr-go');
  return until(() => page.inputValue('#fr-out-text'), (v) => v.includes('#drc='), { what: 'the answer link', timeout: 15000 });
}

/** The QR code on `page`'s dialog, read back as a phone camera reads it (jsQR). */
export async function readQr(page) {
  const img = await page.evaluate(() => {
    // Read from a copy made for reading, so that the app's canvas is never read back.
    const c = document.querySelector('#fr-qr');
    const copy = document.createElement('canvas');
    copy.width = c.width;
    copy.height = c.height;
    const ctx = copy.getContext('2d', { willReadFrequently: true });
    ctx.drawImage(c, 0, 0);
    const d = ctx.getImageData(0, 0, c.width, c.height);
    // The pixels as one base64 string: an array of numbers costs the page and the test runner seconds under load.
    let bytes = '';
    for (let i = 0; i < d.data.length; i += 0x8000) bytes += String.fromCharCode(...d.data.subarray(i, i + 0x8000));
    return { width: c.width, height: c.height, data: btoa(bytes) };
  });
  const code = jsQR(new Uint8ClampedArray(Buffer.from(img.data, 'base64')), img.width, img.height);
  return code ? code.data : null;
}

export async function connect(url, a, b) {
  await gotoApp(a.page, url);
  const inviteLink = await invite(a.page);
  assert.ok(inviteLink.length < 2500, `invitation of ${inviteLink.length} characters`);
  const offer = (await decode(inviteLink)).offer;
  assert.match(offer, /^v=0/);
  // The figures the README gives: the offer's size and the link's length.
  console.log(`WebRTC offer ${offer.length} bytes, invitation link ${inviteLink.length} characters`);
  await until(() => readQr(a.page), (v) => v === inviteLink, { what: 'the QR code to read as the invitation link' });
  await shot(a.page, 'friend-invitation');
  const answer = await joinBy(b.page, inviteLink);
  await shot(b.page, 'friend-answer-phone');
  await a.page.fill('#fr-in-text', answer);
  await a.page.click('#fr-go');
  for (const p of [a.page, b.page]) {
    await p.waitForSelector('#friend-panel[data-connection="open"]', { timeout: 15000 });
    await p.waitForSelector('#dlg-friend:not([open])', { state: 'attached' });
  }
  return inviteLink;
}

/**
 * Plays on whichever page's side is to move until `rolls` rolls were
 * made: free moves prefer the king two turns in three, other moves are
 * quiet ones. `deliver(from, to)` carries the mover's messages (for
 * WebRTC, nothing to do). Checks both pages agree after every move.
 */
export async function playGame(a, b, { rolls, deliver = async () => {} }) {
  const pages = { white: a, black: b };
  let made = 0;
  let now = null;
  for (let step = 0; step < 80 && made < rolls; step++) {
    now = await agree(a, b);
    if (now.result) break;
    const mover = pages[now.turn];
    const waiting = pages[now.turn === 'white' ? 'black' : 'white'];
    // Quiet moves, so that the game does not end before its rolls (Circe Mate is a capture).
    const all = (await state(mover.page)).legal;
    const quiet = all.filter((m) => !m.capture && !m.circeMate);
    const legal = quiet.length ? quiet : all;
    const king = legal.find((m) => m.piece === 'K');
    const pick = now.phase === 'move' && king && step % 3 !== 2 ? king : legal[step % legal.length];
    await typeMove(mover.page, pick.uci);
    await deliver(mover, waiting);
    const after = await agree(a, b);
    made = (after.record.match(/\{roll /g) || []).length;
  }
  assert.ok(made >= rolls, `only ${made} rolls were made: ${JSON.stringify(now)}`);
  const end = await agree(a, b);
  assert.equal((end.record.match(/\{reveal /g) || []).length, made, 'every roll has its secrets');
  assert.match(end.record, /\[FairDice "sha256-chain-1 game=[0-9a-f]{32} white=[0-9a-f]{64} black=[0-9a-f]{64}"\]/);
  return end;
}

/** `drc verify` on a record: [exit code, output]. */
export function drcVerify(record) {
  const dir = mkdtempSync(join(tmpdir(), 'drc-remote-'));
  const file = join(dir, 'game.pgn');
  writeFileSync(file, record);
  try {
    // The binary npm test's Rust tests built (scripts/test-e2e.sh builds it when run alone): a
    // build with the release profile's LTO here would take minutes of the test's time.
    const out = execFileSync('cargo', ['run', '--profile', 'heavy-tests', '--quiet', '--bin', 'drc', '--', 'verify', file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    return [0, out];
  } catch (err) {
    return [err.status, `${err.stdout}${err.stderr}`];
  }
}
/** Opens `link` in `page` and waits until the page has taken it. */
export async function openLink(page, link) {
  const taken = Number(await page.evaluate(() => document.body.dataset.links || 0));
  await page.goto(link);
  await page.waitForSelector('body[data-ready="true"]');
  await page.waitForFunction((n) => Number(document.body.dataset.links || 0) > n, taken);
  await idle(page);
}

/** The link of `from`'s latest messages (as the panel shows it). */
export function linkOf(from) {
  return from.page.evaluate(() => window.__drc.friendLink());
}

/** `to` opens the link of `from`'s latest messages, as a player opens a link sent by a messenger. */
export async function byLink(from, to) {
  const link = await linkOf(from);
  assert.match(link, /#drc=/);
  await openLink(to.page, link);
  return link;
}

/** White (a) invites for links only, Black (b) joins, and White opens Black's answer. */
export async function connectByLinks(url, a, b) {
  await gotoApp(a.page, url);
  const inviteLink = await invite(a.page, { linksOnly: true });
  const answer = await joinBy(b.page, inviteLink);
  await b.page.click('#fr-cancel');
  await openLink(a.page, answer);
}

/** Types `uci` in the move field of `page`, as a player does, and waits for the board. */
export async function typeMove(page, uci) {
  await page.fill('#move-text', uci);
  await page.press('#move-text', 'Enter');
  await idle(page);
}

/** Whether the movetext of state `s` has the move `san`. */
export const hasMove = (s, san) => ` ${s.record.split('\n\n')[1]} `.includes(` ${san} `);
/** The mover's page plays a quiet move that is not a king's (else any) and waits until it shows. */
export async function playOne(page) {
  const s = await state(page);
  const pick = s.legal.find((m) => m.piece !== 'K' && !m.capture) || s.legal[0];
  assert.ok(pick, `no legal move for ${s.turn} in phase ${s.phase}`);
  await typeMove(page, pick.uci);
  return until(() => state(page), (n) => n.record !== s.record, { what: `${pick.uci} to be played` });
}
/**
 * Removes WebRTC from every page of `player`'s context before the app's
 * modules run, as in a browser built without it (WebKitGTK as Debian
 * builds it) or with a privacy setting that removes it.
 */
export async function withoutWebRTC(player) {
  await player.context.addInitScript(() => {
    delete window.RTCPeerConnection;
    delete window.webkitRTCPeerConnection;
  });
}

export const NO_WEBRTC = 'This browser cannot connect directly to your friend’s: you play by links, each move a link to send (a messenger or an e-mail will do).';

/** Waits until `page` shows no refusal: neither in the dialog nor in the friend panel. */
export async function noRefusal(page) {
  for (const sel of ['#fr-error', '#friend-error']) {
    await until(() => page.locator(sel).isHidden(), (v) => v, { what: `${sel} to stay hidden` });
  }
}

/**
 * `packet` signed with the key that `page`'s browser keeps for the packet's
 * game: what a hostile app on that device could send.
 */
export async function signedAs(page, packet) {
  const keys = await page.evaluate((g) => JSON.parse(localStorage.getItem(`drc.remote.game.${g}`)).keys, packet.g);
  const { sig: _, ...rest } = packet;
  return seal(keys, rest);
}
