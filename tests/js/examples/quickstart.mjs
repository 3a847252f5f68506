import { Game } from 'dice-rex-circe';

const game = new Game({ seed: 1 }); // leave the seed out for random dice
game.apply('e4');
game.apply('e5');
game.apply('Ke2'); // a king moved: three dice must be rolled
console.log(game.roll(), game.legalMoves().map((m) => m.san).join(' '));
