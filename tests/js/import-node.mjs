// Import test (c): Node 20 ESM. Packs the package, installs the tarball
// into a new project offline, and runs the README's Node example there.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { example, pack, project, ROOT } from './helpers.mjs';

const { tarball, files } = pack();
for (const f of ['js/index.js', 'js/index.d.ts', 'js/node.js', 'pkg/dice_rex_circe.js',
  'pkg/dice_rex_circe.d.ts', 'pkg/dice_rex_circe_bg.wasm', 'package.json', 'README.md', 'LICENSE']) {
  assert.ok(files.includes(f), `the package lacks ${f}`);
}
assert.ok(files.some((f) => f.startsWith('pkg/snippets/') && f.endsWith('/js/unpack.js')));
assert.ok(files.includes('element/dice-rex-circe.js'), 'the package lacks the <dice-rex-circe> element');
assert.ok(!files.some((f) => f.startsWith('src/') || f.startsWith('tests/') || f.startsWith('www/')),
  `the package carries sources: ${files.join(' ')}`);

const dir = project(tarball, 'node-example');
writeFileSync(join(dir, 'play.mjs'), example('node/play.mjs'));
const record = execFileSync('node', ['play.mjs'], { cwd: dir, encoding: 'utf8' });

// The record the installed package printed is a real game: it reads back
// with the package under test, to the same moves.
const { Game } = await import(join(ROOT, 'js/node.js'));
const game = Game.fromRecord(record);
assert.match(record, /\[Seed "7"\]/);
assert.ok(game.history().length >= 20, record);
assert.ok(game.result() !== null || game.history().length >= 300);
assert.equal(`${game.toRecord()}\n`, record); // console.log added one newline
console.log(`import test (Node ESM): ${files.length} files packed, example played ${game.history().length} moves`);
