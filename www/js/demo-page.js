// demo.html: shows the events of the playable board, as a host page would
// use them (the text is written with textContent: event data is data).

const board = document.getElementById('demo-play');
const log = document.getElementById('demo-log');

board.addEventListener('move', (e) => { log.textContent = `move: ${e.detail.color} played ${e.detail.san}`; });
board.addEventListener('roll', (e) => { log.textContent = `roll: ${e.detail.color} rolled ${e.detail.dice.join('-')}`; });
board.addEventListener('end', (e) => { log.textContent = `end: ${e.detail.winner ?? 'nobody'} (${e.detail.reason})`; });
