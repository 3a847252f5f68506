// demo.html and demo-anticirce.html: show the events of the playable board, as a host page would
// use them (the text is written with textContent: event data is data), and
// under every board the markup that makes it, ready to copy.

const board = document.getElementById('demo-play');
const log = document.getElementById('demo-log');

board.addEventListener('move', (e) => { log.textContent = `move: ${e.detail.color} played ${e.detail.san}`; });
board.addEventListener('roll', (e) => { log.textContent = `roll: ${e.detail.color} rolled ${e.detail.dice.join('-')}`; });
board.addEventListener('end', (e) => { log.textContent = `end: ${e.detail.winner ?? 'nobody'} (${e.detail.reason})`; });

/** The markup of `el` as an author writes it: its attributes as in the page, without the page's own id. */
export function markupOf(el) {
  const escape = (v) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const attrs = [...el.attributes].filter((a) => a.name !== 'id').map((a) => ` ${a.name}="${escape(a.value)}"`);
  return `<dice-rex-circe${attrs.join('')}></dice-rex-circe>`;
}

for (const el of document.querySelectorAll('main dice-rex-circe')) {
  const details = document.createElement('details');
  details.className = 'markup';
  const summary = document.createElement('summary');
  summary.textContent = 'Markup';
  const pre = document.createElement('pre');
  const code = document.createElement('code');
  code.textContent = markupOf(el);
  pre.append(code);
  details.append(summary, pre);
  el.after(details);
}
