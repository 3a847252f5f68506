import init, { Game } from 'dice-rex-circe';

await init(); // Vite emits the .wasm as an asset and rewrites its URL
const game = new Game({ seed: 1 });
game.apply('e4');
game.apply('e5');
game.apply('Ke2');
const dice = game.roll();
const bonus = game.legalMoves().map((m) => m.san);
document.querySelector('#out').textContent =
  `${game.fen()}\nrolled ${dice.join('-')}: ${bonus.join(' ')}`;
