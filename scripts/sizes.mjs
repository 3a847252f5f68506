// The sizes of the three .wasm files as the package ships them (`npm run
// sizes`, after npm run build): the full engine (pkg/, also the cold module
// of the two-module entry), its core module (pkg-core/) and the AI build,
// raw and gzipped (level 9, as the benches measure), with the core's share
// of the full engine, and the inline entries' gzipped base64 copies (js/inline/, after
// scripts/build-element.sh). With --check, fails unless every size of a
// .wasm that the README and the pages of docs/ give (the bench outputs they
// show, docs/npm.md's sizes) matches the built file within rounding (0.5%),
// so that the figures a reader sees are the ones that ship; --write puts
// the built sizes there.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const FILES = { engine: 'pkg/dice_rex_circe_bg.wasm', core: 'pkg-core/dice_rex_circe_core_bg.wasm', ai: 'pkg-ai/dice_rex_circe_ai_bg.wasm' };
const INLINE = { engine: 'js/inline/engine-wasm.js', core: 'js/inline/core-wasm.js', ai: 'js/inline/ai-wasm.js' };
// How README.md gives a file's size: `pkg/dice_rex_circe_bg.wasm  N bytes (x KB), gzipped N bytes (x KB)`.
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const sizeForm = (key, flags) => new RegExp(`${escape(FILES[key])}\\s+(\\d+) bytes \\(([\\d.]+) KB\\), gzipped (\\d+) bytes \\(([\\d.]+) KB\\)`, flags);
const inlineForm = (key) => new RegExp(`(${escape(FILES[key])} [^\\n]*; inline \\(gzipped, base64\\) )[\\d.]+ KB`, 'g');
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
/** The pages that may give a size: the README and every page of docs/. */
const PAGES = ['README.md', ...readdirSync(join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).sort().map((f) => `docs/${f}`)];

const sizes = {};
for (const [key, file] of Object.entries(FILES)) {
  const bytes = readFileSync(join(ROOT, file));
  sizes[key] = { file, raw: bytes.length, gzipped: gzipSync(bytes, { level: 9 }).length };
}

if (process.argv.includes('--write')) {
  // Writes the built files' sizes into every form the pages give them in (after a change to the engine).
  const line = (key, m) => {
    const { raw, gzipped } = sizes[key];
    const pad = m.slice(m.indexOf('.wasm') + 5).match(/^\s*/)[0];
    return `${sizes[key].file}${pad}${raw} bytes (${kb(raw)}), gzipped ${gzipped} bytes (${kb(gzipped)})`;
  };
  const rewrite = (page) => {
    let text = page;
    for (const key of Object.keys(FILES)) {
      text = text.replace(sizeForm(key, 'g'), (m) => line(key, m)).replace(inlineForm(key), (m, head) => {
        const inline = join(ROOT, INLINE[key]);
        return existsSync(inline) ? `${head}${kb(statSync(inline).size)}` : m;
      });
    }
    return text.replace(/(AI build \.wasm\s+)\d+ bytes, \d+ gzipped/g, (m, head) => `${head}${sizes.ai.raw} bytes, ${sizes.ai.gzipped} gzipped`);
  };
  for (const name of PAGES) {
    const page = readFileSync(join(ROOT, name), 'utf8');
    const text = rewrite(page);
    if (text !== page) {
      writeFileSync(join(ROOT, name), text);
      console.log(`${name}: wrote the sizes of the built files`);
    }
  }
  console.log('the pages give the sizes of the built files');
} else if (process.argv.includes('--check')) {
  // Each form a size takes in the pages: [pattern, which .wasm, raw group, gzipped group].
  const forms = [
    ...Object.keys(FILES).map((key) => [sizeForm(key, 'g'), key]),
    [/AI build \.wasm\s+(\d+) bytes, (\d+) gzipped/g, 'ai'],
  ];
  const wrong = [];
  let seen = 0;
  const near = (shown, actual) => Math.abs(shown - actual) <= actual * 0.005;
  for (const [pattern, key] of forms) {
    for (const name of PAGES) {
      for (const m of readFileSync(join(ROOT, name), 'utf8').matchAll(pattern)) {
        seen += 1;
        const { raw, gzipped } = sizes[key];
        const [shownRaw, shownGz] = m.length === 5 ? [Number(m[1]), Number(m[3])] : [Number(m[1]), Number(m[2])];
        const kbOk = m.length < 5 || (Number(m[2]) === Number((shownRaw / 1024).toFixed(1)) && Number(m[4]) === Number((shownGz / 1024).toFixed(1)));
        if (!near(shownRaw, raw) || !near(shownGz, gzipped) || !kbOk) {
          wrong.push(`${name} says "${m[0]}", but ${sizes[key].file} is ${raw} bytes, ${gzipped} gzipped`);
        }
      }
    }
  }
  if (seen < 4) wrong.push(`the README and docs/ give ${seen} sizes of the .wasm files, expected at least 4`);
  if (wrong.length) {
    console.error(wrong.join('\n'));
    process.exit(1);
  }
  console.log(`the README and docs/: ${seen} sizes of the .wasm files, all within 0.5% of the built files`);
} else {
  for (const [key, { file, raw, gzipped }] of Object.entries(sizes)) {
    const inline = join(ROOT, INLINE[key]);
    const base64 = existsSync(inline) ? `; inline (gzipped, base64) ${kb(statSync(inline).size)}` : '';
    console.log(`${file.padEnd(38)} ${raw} bytes (${kb(raw)}), gzipped ${gzipped} bytes (${kb(gzipped)})${base64}`);
  }
  const share = (k) => `${((100 * sizes.core[k]) / sizes.engine[k]).toFixed(1)}%`;
  console.log(`the core module is ${share('raw')} of the full engine raw, ${share('gzipped')} gzipped`);
}
