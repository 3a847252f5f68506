// A result said to the player (www/js/views/panel.js's status line and
// the resign question): against the computer "You win" or "The computer
// wins", never the colour the player has to work out; two players on one
// device keep the colours. In every language.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { statusText, playerOf } from '../../www/js/views/panel.js';
import { translator } from '../../www/js/strings.js';

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
