import 'dice-rex-circe/element'; // defines <dice-rex-circe>, computer opponent included

const board = document.querySelector('dice-rex-circe');
board.addEventListener('move', (event) => {
  document.querySelector('#out').textContent = `${event.detail.color} played ${event.detail.san}`;
});
