// The "Play a friend" dialog: a new invitation (the rules, the colour,
// links only; the time limit and the ICE servers under Advanced), a new
// invitation for the game shown (reconnecting), an invitation opened by its
// link (join or reconnect), and the answer to paste. It asks the friend game
// (friend-game.js) to act and shows the link, the text and the QR code it
// gives. Peer data is only ever written with textContent or into form
// values.

import { ruleSets } from '../engine.js';
import { table, appTranslator } from '../strings.js';
import { ruleSetText } from '../rule-sets.js';
import { listenAll } from '../listen.js';
import { DEFAULT_RULES } from '../default-rules.js';
import { TIMEOUTS } from './messages.js';
import { DEFAULT_STUN } from './peer.js';
import { drawQr } from './qr.js';

const other = (c) => (c === 'white' ? 'black' : 'white');
const CHOICES = ['#fr-rules', '#fr-color', '#fr-timeout'];

/** A string of the friend game in the app's language. */
export function tx(key, ...args) {
  const v = table('friend')[key];
  return typeof v === 'function' ? v(...args) : v;
}

/** Codes that say what is wrong with this device's own data, not with a message of the friend's: no "refused". */
const OWN_PROBLEMS = new Set(['damaged-save', 'game-archived', 'no-crypto']);

/** A refusal (a RemoteError, or any error) in words. */
export function refusalText(err) {
  const why = (table('friend').errors || {})[err && err.code] || tx('errors').generic;
  const detail = err && err.detail ? err.detail : (err && !err.code && err.message) || '';
  return OWN_PROBLEMS.has(err && err.code) ? tx('problem', why, detail) : tx('refused', why, detail);
}

export class FriendDialog {
  /** `root` holds #dlg-friend; `game` is the FriendGame it acts on. */
  constructor(root, game) {
    this.$ = (sel) => root.querySelector(sel);
    this.game = game;
    this.dlg = this.$('#dlg-friend');
    /** 'setup', 'reconnect-host', 'invite' (waiting for the answer), 'join' or 'reconnect'. */
    this.mode = null;
    this.invitation = null;
    this.off = listenAll([
      [this.$('#fr-go'), 'click', () => this.go()],
      [this.$('#fr-out-copy'), 'click', () => navigator.clipboard?.writeText(this.$('#fr-out-text').value).catch(() => {})],
    ]);
  }

  get open() { return this.dlg.open; }
  close() { if (this.dlg.open) this.dlg.close(); }

  /** The friend's answer was taken: an invitation's dialog has done its work. */
  joined() { if (this.mode === 'invite') this.close(); }

  /** A new game to offer ('setup'), or a new invitation for the game shown ('reconnect-host'). */
  openSetup(mode) {
    this.mode = mode;
    if (mode === 'setup') for (const id of CHOICES) this.$(id).closest('label').hidden = false;
    this.show();
  }

  /** An invitation opened by its link: 'join' a new game, or 'reconnect' a stored one. The answer is the button in focus. */
  openInvite(packet, mode) {
    this.invitation = packet;
    this.mode = mode;
    this.show();
    this.$('#fr-go').focus();
  }

  async go() {
    this.$('#fr-error').hidden = true;
    if (this.mode === 'setup' || this.mode === 'reconnect-host') await this.invite();
    else if (this.mode === 'join' || this.mode === 'reconnect') await this.join();
    else if (this.mode === 'invite') await this.game.take(this.$('#fr-in-text').value);
  }

  async invite() {
    const $ = this.$;
    if (this.mode === 'setup') {
      try {
        await this.game.host({ rules: $('#fr-rules').value, color: $('#fr-color').value, timeout: Number($('#fr-timeout').value) });
      } catch (err) {
        this.showError(err);
        return;
      }
    }
    const servers = $('#fr-ice').value.split(/\s+/).filter(Boolean);
    const { link, offer, offerFailed } = await this.game.invite({ servers, direct: !$('#fr-links-only').checked });
    // The browser has WebRTC but would not make an offer (a policy, a setting): links, said in words.
    if (offerFailed) this.showDirectNote(tx('offerFailed'));
    this.showOut(tx('inviteLabel'), link);
    $('#fr-in').hidden = false;
    this.mode = 'invite';
    // Without an offer, the friend's answer is only opened: nothing will connect.
    $('#fr-go').textContent = offer ? tx('connect') : tx('apply');
  }

  async join() {
    let link;
    try {
      link = await this.game.join(this.invitation);
    } catch (err) {
      this.showError(err);
      return;
    }
    this.showOut(tx('answerLabel'), link);
    // The invitation offered a direct connection this browser could not take (its connection data, say): links, said.
    if (this.invitation.offer && this.game.direct && !this.game.handshake) this.showDirectNote(tx('offerUnusable'));
    this.$('#fr-go').hidden = true;
    this.$('#fr-cancel').textContent = tx('close');
  }

  showOut(label, link) {
    const $ = this.$;
    $('#fr-out').hidden = false;
    $('#fr-out-label').textContent = label;
    $('#fr-out-text').value = link;
    drawQr($('#fr-qr'), link);
    $('#fr-setup').hidden = true;
  }

  /** Says in the dialog why the game goes by links only (`text`), or nothing (null). */
  showDirectNote(text) {
    const note = this.$('#fr-direct');
    note.hidden = !text;
    note.textContent = text || '';
  }

  /** The setup offers a direct connection only where the browser can make one; else it says so. */
  setupDirect() {
    const $ = this.$;
    const direct = this.game.direct;
    for (const id of ['#fr-ice', '#fr-links-only']) $(id).closest('label').hidden = !direct;
    $('#fr-ice-hint').hidden = !direct;
    // The technical settings wait under Advanced, shown only when there is one to set.
    const advanced = $('#fr-advanced');
    advanced.hidden = [...advanced.querySelectorAll('label')].every((l) => l.hidden);
    const { servers, damaged } = this.game.serverSetting();
    $('#fr-ice').value = servers.join('\n');
    // A stored setting that could not be read is said where it is set, with the default in its place.
    $('#fr-ice-hint').textContent = damaged ? `${tx('iceHint', DEFAULT_STUN)} ${tx('iceDamaged')}` : tx('iceHint', DEFAULT_STUN);
    if (damaged && direct) advanced.open = true;
    this.showDirectNote(direct ? null : tx('noWebRTC'));
    return direct;
  }

  showError(err) {
    const e = this.$('#fr-error');
    e.hidden = false;
    e.textContent = refusalText(err);
  }

  /** Opens the dialog on its mode, every answer of a last use cleared. */
  show() {
    const $ = this.$;
    $('#fr-error').hidden = true;
    $('#fr-out').hidden = true;
    $('#fr-in').hidden = true;
    $('#fr-in-text').value = '';
    // A new invitation or answer is being made: the last one's text must not be taken for it.
    $('#fr-out-text').value = '';
    $('#fr-go').hidden = false;
    $('#fr-cancel').textContent = tx('cancel');
    $('#fr-setup').hidden = this.mode !== 'setup' && this.mode !== 'reconnect-host';
    this.showDirectNote(null);
    $('#fr-advanced').open = false;
    if (this.mode === 'setup') {
      $('#fr-title').textContent = tx('title');
      $('#fr-about').textContent = this.setupDirect() ? tx('about') : tx('aboutLinks');
      $('#fr-go').textContent = tx('create');
    } else if (this.mode === 'reconnect-host') {
      $('#fr-title').textContent = tx('reconnectTitle');
      $('#fr-about').textContent = tx('reconnectAbout');
      $('#fr-go').textContent = tx('create');
      for (const id of CHOICES) $(id).closest('label').hidden = true;
      this.setupDirect();
    } else {
      this.describeInvitation();
    }
    // Without WebCrypto (a page not served over https) no message could be signed: said, and nothing to start.
    if (!this.game.secure) {
      this.showError({ code: 'no-crypto' });
      $('#fr-go').hidden = true;
    }
    if (!this.dlg.open) this.dlg.showModal();
  }

  describeInvitation() {
    const $ = this.$;
    const inv = this.invitation;
    const set = ruleSets().find((r) => r.name === inv.rules);
    const direct = this.game.direct;
    $('#fr-title').textContent = this.mode === 'reconnect' ? tx('reconnectTitle') : tx('joinTitle');
    $('#fr-about').textContent = tx('joinAbout', set ? ruleSetText(set, appTranslator).name : inv.rules, other(inv.host), tx('timeouts')[inv.timeout], !!inv.offer && direct);
    if (!direct) this.showDirectNote(tx('noWebRTC'));
    $('#fr-go').textContent = this.mode === 'reconnect' ? tx('reconnect') : tx('join');
  }

  /** The rule sets and time limits, in the player's language; a choice already made is kept. */
  fillSetup() {
    const rules = this.$('#fr-rules');
    const rule = rules.value || DEFAULT_RULES;
    rules.replaceChildren(...ruleSets().map((r) => new Option(ruleSetText(r, appTranslator).name, r.name)));
    rules.value = rule;
    const timeout = this.$('#fr-timeout');
    const limit = timeout.value || '3600';
    timeout.replaceChildren(...TIMEOUTS.map((s) => new Option(tx('timeouts')[s], String(s))));
    timeout.value = limit;
  }

  fillStrings() {
    const labels = {
      '#fr-rules-label': 'rules', '#fr-color-label': 'color', '#fr-timeout-label': 'timeout', '#fr-ice-label': 'ice',
      '#fr-ice-hint': 'iceHint', '#fr-links-only-label': 'linksOnly', '#fr-in-label': 'answerIn', '#fr-out-copy': 'copy',
      '#fr-advanced-label': 'advanced',
    };
    for (const [sel, key] of Object.entries(labels)) this.$(sel).textContent = tx(key, DEFAULT_STUN);
    const [w, b] = this.$('#fr-color').options;
    w.textContent = tx('playAs', 'white');
    b.textContent = tx('playAs', 'black');
    this.fillSetup();
  }

  destroy() { this.off(); }
}
