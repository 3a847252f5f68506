// The types of `dice-rex-circe/wasm`, `dice-rex-circe/core/wasm` and
// `dice-rex-circe/ai/wasm`: the .wasm files themselves, which a bundler's
// asset import gives as their URL (esbuild's `--loader:.wasm=file`, webpack's `asset/resource`,
// Vite's `?url`), to pass to init(url).
declare const url: string;
export default url;
