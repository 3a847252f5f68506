import { Game } from 'dice-rex-circe'; // Node loads the .wasm from disk on import

const game = new Game({ seed: 7 });
while (game.result() === null && game.history().length < 300) {
  if (game.phase() === 'roll') {
    game.roll();
  } else {
    const moves = game.legalMoves();
    game.apply(moves[game.history().length % moves.length].san);
  }
}
console.log(game.toRecord());
