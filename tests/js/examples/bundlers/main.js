// One page for every bundler: the element twice (the second board against
// the computer, which plays White and so moves first) and the engine.
import init, { Game } from 'dice-rex-circe';
import 'dice-rex-circe/element';

init().then(() => {
  const game = new Game({ seed: 1 });
  game.apply('e4');
  document.querySelector('#out').textContent = game.fen();
});
