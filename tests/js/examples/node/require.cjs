// CommonJS (Node 20.19 or later loads the package's ES modules with require()).
const { Game } = require('dice-rex-circe');

const game = new Game({ seed: 3 });
game.apply({ from: 'e2', to: 'e4' }); // or game.apply('e4'), or game.apply('e2e4')
console.log(game.pieceAt('e4'), game.history()[0].color);
