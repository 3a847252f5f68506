// Keeps the API part of a wasm-bindgen glue's declarations (the file given
// as argument, rewritten in place): the types and the Game class, without
// the loader's declarations (InitInput, InitOutput, initSync, the default
// init), which name browser-only types (RequestInfo, BufferSource, the
// WebAssembly namespace) and the module's raw exports. The package
// declares its own loader, for every environment, in js/index.d.ts and
// js/ai.d.ts. Also drops `[Symbol.dispose]`, which needs TypeScript's
// esnext library (the method still exists at run time where the
// JavaScript engine has Symbol.dispose), and documents free().
import { readFileSync, writeFileSync } from 'node:fs';

const file = process.argv[2];
const text = readFileSync(file, 'utf8');
const cut = text.indexOf('\nexport type InitInput');
const dispose = '    [Symbol.dispose](): void;\n';
const free = '    free(): void;\n';
if (cut < 0 || !text.includes(dispose) || !text.includes(free)) {
  throw new Error(`${file}: the glue's declarations no longer have the expected form (InitInput, free, Symbol.dispose)`);
}
const api = text.slice(0, cut)
  .replace(dispose, '')
  .replace(free, `    /**
     * Releases the game's wasm memory now (else the garbage collector does).
     * Calling it again does nothing; every other call afterwards throws an
     * EngineError whose code is 'freed'.
     */
    free(): void;
`);
writeFileSync(file, `${api.trimEnd()}\n`);
