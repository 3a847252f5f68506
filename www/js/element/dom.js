// The inside of a <dice-rex-circe> element: the same parts as the app
// (status line, square picker, board with its promotion chooser, dice,
// navigation), built with createElement. No text here: `label(parts, tr)`
// and the views write the words, so that a change of language relabels
// the element in place.

import { diceParts } from '../views/dice.js';

function make(tag, props = {}, ...children) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(props)) {
    if (k === 'data') Object.assign(el.dataset, v);
    else if (k in el) el[k] = v;
    else el.setAttribute(k, v);
  }
  el.append(...children);
  return el;
}

/** Builds the parts into `root` (a shadow root); returns them by name. */
export function buildParts(root) {
  const p = {};
  p.status = make('p', { className: 'status', id: 'status', role: 'status', 'aria-live': 'polite' });
  p.rulesName = make('b', { className: 'rules-name' });
  p.rulesText = make('span', { className: 'rules-text' });
  p.rulesLine = make('p', { className: 'rules-line', id: 'rules-line', part: 'rules', hidden: true }, p.rulesName, ' ', p.rulesText);
  p.pickerTitle = make('p', { id: 'picker-title' });
  p.picker = make('div', { className: 'picker', id: 'picker', role: 'dialog', 'aria-labelledby': 'picker-title', hidden: true },
    p.pickerTitle, make('div', { className: 'picker-buttons' },
      make('button', { type: 'button', id: 'picker-none' }), make('button', { type: 'button', id: 'picker-cancel' })));
  p.canvas = make('canvas', { className: 'board', id: 'board', role: 'application' });
  p.announce = make('p', { className: 'sr-only', id: 'announce', 'aria-live': 'polite' });
  p.promotionTitle = make('p', { className: 'promotion-title' });
  p.promotion = make('div', { className: 'promotion', id: 'promotion', hidden: true },
    p.promotionTitle, make('div', { className: 'promotion-choices', id: 'promotion-choices' }));
  p.errorTitle = make('p', { className: 'error-title' });
  p.errorText = make('p', { className: 'error-text' });
  p.errorDetail = make('p', { className: 'error-detail' });
  p.error = make('div', { className: 'error', id: 'error', role: 'alert', hidden: true }, p.errorTitle, p.errorText, p.errorDetail);
  p.loading = make('p', { className: 'loading' });
  p.wrap = make('div', { className: 'board-wrap', id: 'board-wrap' }, p.canvas, p.promotion, p.error, p.loading);

  // Its inside is the dice view's (views/dice.js diceParts), as in the app.
  p.dicePanel = make('div', { className: 'dice-panel', id: 'dice-panel' });

  p.first = make('button', { type: 'button', className: 'icon', data: { nav: 'first' } }, '«');
  p.prev = make('button', { type: 'button', className: 'icon', data: { nav: 'prev' } }, '‹');
  p.caption = make('span', { className: 'caption' });
  p.next = make('button', { type: 'button', className: 'icon', data: { nav: 'next' } }, '›');
  p.last = make('button', { type: 'button', className: 'icon', data: { nav: 'last' } }, '»');
  p.nav = make('div', { className: 'nav' }, p.first, p.prev, p.caption, p.next, p.last);

  p.undo = make('button', { type: 'button', data: { action: 'undo' } });
  p.reset = make('button', { type: 'button', data: { action: 'reset' } });
  p.actions = make('div', { className: 'actions' }, p.undo, p.reset);

  p.frame = make('div', { className: 'frame', part: 'frame', data: { state: 'loading', busy: 'false' } },
    p.status, p.announce, p.rulesLine, p.picker, p.wrap, p.dicePanel, p.nav, p.actions);
  root.append(p.frame);
  return p;
}

/** Writes every fixed text of the parts in the language of `tr`. */
export function label(p, tr, interactive) {
  p.frame.lang = tr.lang;
  p.loading.textContent = tr('loading');
  p.promotionTitle.textContent = tr('promotionTitle');
  p.errorTitle.textContent = tr('errorTitle');
  diceParts(p.dicePanel, tr);
  for (const key of ['first', 'prev', 'next', 'last']) {
    p[key].title = tr(key);
    p[key].setAttribute('aria-label', tr(key));
  }
  p.undo.textContent = tr('undo');
  p.reset.textContent = tr('reset');
  p.canvas.setAttribute('aria-label', tr(interactive ? 'boardLabel' : 'boardLabelReadOnly'));
}
