// Browser tests of the Content-Security-Policy docs/embedding.md asks a
// page of another origin for: the policy is read from the doc, served as
// a header by the test's page server (another port, so another origin),
// and the board loads, plays and the computer opponent answers, with no
// violation reported; the same under Trusted Types.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { hostSuite, elementIdle, elementSquare, shot, until } from './helpers.mjs';

const pages = {};
const { suite, browserTest } = hostSuite(pages);

/** The policy docs/embedding.md gives, for the module's origin `origin` (the doc writes https://example.org). */
function documentedPolicy(origin) {
  const doc = readFileSync(new URL('../../docs/embedding.md', import.meta.url), 'utf8');
  const line = /^Content-Security-Policy: (.+)$/m.exec(doc);
  assert.ok(line, 'docs/embedding.md gives the policy on a line of its own');
  return line[1].replaceAll('https://example.org', origin);
}

/** A page of another site with one board to play against the computer, served under `policy`. */
function versusPage(policy) {
  return {
    html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A strict site</title><link rel="icon" href="data:,">
<script type="module" src="${suite.app.url}js/dice-rex-circe.js"></script></head>
<body><p>Play the computer:</p>
<dice-rex-circe id="versus" interactive="true" controls="full" opponent="easy" seed="5"></dice-rex-circe></body></html>`,
    headers: { 'content-security-policy': policy },
  };
}

/** The board's state, its error's words if any, and its game: what the page sees of it. */
function board(page) {
  return page.evaluate(() => {
    const el = document.querySelector('#versus');
    const g = el.game;
    const error = el.shadowRoot.querySelector('.error-detail')?.textContent || el.shadowRoot.querySelector('.error-text')?.textContent || '';
    return { state: el.state, error, moves: g ? g.moves.map((m) => `${m.color} ${m.san}`) : [], turn: g?.turn, phase: g?.phase };
  });
}

/** Plays e4 on the board and waits for the computer's answer (Black), or for the board to fail. */
async function playsTheComputer(page) {
  await elementIdle(page, '#versus');
  for (const sq of ['e2', 'e4']) {
    const p = await elementSquare(page, '#versus', sq);
    await page.mouse.click(p.x, p.y);
  }
  const seen = await until(() => board(page), (b) => b.state === 'error' || (b.moves.length >= 2 && b.turn === 'white' && b.phase === 'move'),
    { what: 'the computer\'s answer', timeout: 60000 });
  assert.deepEqual(seen, { state: 'ready', error: '', moves: ['white e4', seen.moves[1]], turn: 'white', phase: 'move' });
  assert.match(seen.moves[1], /^black /, 'the computer (Black) answered');
}

/** Every policy violation the page reports, as '<directive> <blocked URL>'. */
function watchViolations(page) {
  return page.evaluate(() => {
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(`${e.effectiveDirective} ${e.blockedURI}`));
  });
}

browserTest('the policy docs/embedding.md asks for: the board and the computer opponent of another origin work under it', async (page) => {
  const policy = documentedPolicy(suite.app.url.replace(/\/$/, ''));
  pages['/strict.html'] = versusPage(policy);
  await page.goto(`${suite.host.url}strict.html`);
  await watchViolations(page);
  await playsTheComputer(page);
  assert.deepEqual(await page.evaluate(() => window.__violations), []);
  await shot(page, 'embed-policy-versus');
});

browserTest('under Trusted Types (require-trusted-types-for \'script\'), also with the policy names listed as docs/embedding.md says, the computer opponent works', async (page) => {
  const base = documentedPolicy(suite.app.url.replace(/\/$/, ''));
  const doc = readFileSync(new URL('../../docs/embedding.md', import.meta.url), 'utf8');
  const listed = /`(trusted-types [^`]+)`/.exec(doc)?.[1] ?? 'trusted-types (none in docs/embedding.md)';
  for (const [name, extra] of [['required', "require-trusted-types-for 'script'"], ['listed', `require-trusted-types-for 'script'; ${listed}`]]) {
    pages[`/trusted-${name}.html`] = versusPage(`${base}; ${extra}`);
    await page.goto(`${suite.host.url}trusted-${name}.html`);
    await watchViolations(page);
    await playsTheComputer(page);
    assert.deepEqual(await page.evaluate(() => window.__violations), [], name);
  }
  await shot(page, 'embed-policy-trusted-types');
});
