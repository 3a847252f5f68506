import init, { Game } from 'dice-rex-circe/ai';

await init(); // the computer opponent's engine: a larger .wasm, with the search
const game = new Game({ seed: 1 });
const best = game.bestMove({ level: 'easy' }); // blocks its thread: in a page, use a worker
game.apply(best.move);
document.querySelector('#out').textContent = `${best.move.san} ${game.fen()}`;
