// A result said to the player (www/js/views/panel.js's status line, the
// banner and the resign question): against the computer "You win" or "The
// computer wins", against a friend on another device "You win" or "Your
// friend wins", never the colour the player has to work out; two players on
// one device keep the colours. In every language.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { statusText, playerOf, friendOf } from '../../www/js/views/panel.js';
import { bannerText } from '../../www/js/views/banner.js';
import { setLanguage, loadLanguage, LANGUAGES } from '../../www/js/strings.js';
import { translator } from '../../www/js/strings.js';

// The French and Catalan tables are loaded on demand (strings.js): these tests read them all.
await Promise.all(LANGUAGES.map(loadLanguage));

function state(settings, result) {
  return {
    notice: null, viewPly: null, analysis: false, settings,
    snap: { result, history: [], turns: [], turn: 'white', phase: 'move' },
  };
}

const computerBlack = { opponent: 'computer', computerSide: 'black' };
const human = { opponent: 'human', computerSide: 'black' };

test('against the computer the result names the player', () => {
  const words = {
    en: ['You win: Circe Mate', 'The computer wins: resignation', 'White wins: Circe Mate'],
    fr: ['Vous gagnez : Mat Circé', 'L’ordinateur gagne : abandon', 'Les Blancs gagnent : Mat Circé'],
    ca: ['Guanyeu: Mat Circe', 'Guanya l’ordinador: abandonament', 'Guanyen les Blanques: Mat Circe'],
  };
  for (const [lang, [win, lose, colours]] of Object.entries(words)) {
    const tr = translator(lang);
    assert.equal(statusText(state(computerBlack, { winner: 'white', reason: 'circe-mate' }), tr), win);
    assert.equal(statusText(state(computerBlack, { winner: 'black', reason: 'resignation' }), tr), lose);
    assert.equal(statusText(state(human, { winner: 'white', reason: 'circe-mate' }), tr), colours);
    assert.equal(tr('winsBanner', 'white', 'white'), win.split(/ ?:/)[0]);
  }
  assert.equal(playerOf(state({ opponent: 'computer', computerSide: 'white' }, null)), 'black');
  assert.equal(playerOf({ ...state(computerBlack, null), analysis: true }), null, 'the analysis board has no computer');
});

test('resigning asks in the player\'s words: the computer wins, or the other colour does', () => {
  const en = translator('en');
  assert.equal(en('resignTitle', 'white', true), 'Resign this game? The computer wins.');
  assert.equal(en('resignTitle', 'black', false), 'Resign for Black? White wins.');
  assert.equal(translator('fr')('resignTitle', 'white', false), 'Abandonner pour les Blancs ? Les Noirs gagnent.');
  assert.equal(translator('ca')('resignTitle', 'white', true), 'Abandonar la partida? Guanya l’ordinador.');
});

test('against a friend on another device the result names the player and the friend, not a colour', () => {
  const words = {
    en: ['You win: resignation', 'Your friend wins: Circe Mate'],
    fr: ['Vous gagnez : abandon', 'Votre ami gagne : Mat Circé'],
    ca: ['Guanyeu: abandonament', 'Guanya el vostre amic: Mat Circe'],
  };
  // The computer setting stays from an earlier game: a friend's game is not the computer's.
  const friend = (me, result) => ({ ...state(computerBlack, result), snap: { ...state(computerBlack, result).snap, remote: { me, started: true } } });
  for (const [lang, [win, lose]] of Object.entries(words)) {
    const tr = translator(lang);
    assert.equal(statusText(friend('black', { winner: 'black', reason: 'resignation' }), tr), win);
    assert.equal(statusText(friend('black', { winner: 'white', reason: 'circe-mate' }), tr), lose);
    assert.equal(tr('winsBanner', 'white', 'black', true), lose.split(/ ?:/)[0]);
  }
  assert.equal(playerOf(friend('white', null)), 'white');
  assert.equal(friendOf(friend('white', null)), true);
  assert.equal(friendOf(state(computerBlack, null)), false);
  assert.equal(playerOf({ ...friend('white', null), analysis: true }), null, 'the analysis board is nobody\'s game');
});

test('the banner of a friend game says who won to each side', () => {
  setLanguage('en');
  const snap = { result: { winner: 'white', reason: 'circe-mate' }, history: [{ circeMate: true, to: 'e8' }] };
  assert.deepEqual(bannerText(snap, 'white', true), { title: 'Circe Mate! You win', detail: 'The king captured on e8 cannot be reborn: its rebirth square is occupied.' });
  assert.equal(bannerText(snap, 'black', true).title, 'Circe Mate! Your friend wins');
  assert.equal(bannerText({ result: { winner: 'black', reason: 'resignation' }, history: [] }, 'white', true).title, 'Your friend wins');
});

test('the banner\'s detail says how the game ended without repeating its title, for every result, in every language', () => {
  const reasons = Object.keys(translator('en').table('reasons')).filter((r) => r !== 'circe-mate');
  const sides = [[null, false], ['white', false], ['black', false], ['white', true], ['black', true]];
  for (const lang of LANGUAGES) {
    setLanguage(lang);
    const tr = translator(lang);
    for (const reason of reasons) {
      for (const winner of ['white', 'black', null]) {
        for (const [me, friend] of sides) {
          const { title, detail } = bannerText({ result: { winner, reason }, history: [] }, me, friend);
          const where = `${lang} ${reason} ${winner} ${me} ${friend}: ${title} / ${detail}`;
          assert.ok(detail.length > 5, where);
          assert.ok(!detail.toLowerCase().includes(title.toLowerCase()), where);
          assert.notEqual(detail, tr('reasons')[reason], where);
        }
      }
    }
  }
  setLanguage('en');
  const resigned = (winner, me, friend = false) => bannerText({ result: { winner, reason: 'resignation' }, history: [] }, me, friend);
  assert.deepEqual(resigned('white', 'white'), { title: 'You win', detail: 'The computer resigned.' });
  assert.deepEqual(resigned('black', 'white', true), { title: 'Your friend wins', detail: 'You resigned.' });
  assert.deepEqual(resigned('white', null), { title: 'White wins', detail: 'Black resigned.' });
  assert.deepEqual(bannerText({ result: { winner: null, reason: 'repetition' }, history: [] }), { title: 'Draw', detail: 'The same position came up three times.' });
});

test('a friend\'s offer and the secret awaited name the friend, not a colour', () => {
  for (const [lang, [takeBack, draw, secret]] of Object.entries({
    en: ['Your friend asks to take back the last move.', 'Your friend offers a draw.', 'Waiting for your friend’s secret for the roll.'],
    fr: ['Votre ami demande à reprendre le dernier coup.', 'Votre ami propose la nulle.', 'En attente du secret de votre ami pour le lancer.'],
    ca: ['El vostre amic demana desfer l’última jugada.', 'El vostre amic proposa taules.', 'Esperant el secret del vostre amic per a la tirada.'],
  })) {
    const friend = translator(lang).table('friend');
    assert.equal(friend.offered('takeback'), takeBack);
    assert.equal(friend.offered('draw'), draw);
    assert.equal(friend.waitSecret, secret);
  }
});
