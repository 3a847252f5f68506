// The JavaScript linter (`npm run lint`, part of `npm test`): eslint's
// recommended rules over the app (www/), the package's JavaScript (js/),
// the scripts and the tests, with the globals of each place they run.
import js from '@eslint/js';
import globals from 'globals';

export default [
  {
    ignores: ['node_modules/', 'target/', 'pkg/', 'pkg-core/', 'pkg-ai/', 'element/', 'js/inline/', 'test-output/',
      'www/engine/', 'www/engine-ai/', 'www/vendor/', 'www/precache.js',
      'www/js/bundle.js', 'www/js/bundle-*.js'],
  },
  js.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2024, sourceType: 'module' },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      'no-unused-vars': ['error', { args: 'after-used', caughtErrors: 'none', ignoreRestSiblings: true }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-var': 'error',
      'prefer-const': 'error',
    },
  },
  // The app, its worker and the package's entries run in browsers (and workers).
  { files: ['www/**/*.js', 'js/**/*.js'], languageOptions: { globals: { ...globals.browser, ...globals.worker } } },
  // The service worker.
  { files: ['www/sw.js'], languageOptions: { sourceType: 'script', globals: globals.serviceworker } },
  // The MediaWiki gadget: a classic ES5 script, as a wiki's ResourceLoader takes it.
  {
    files: ['www/wiki/**/*.js'],
    languageOptions: { ecmaVersion: 5, sourceType: 'script', globals: { ...globals.browser, mw: 'readonly' } },
    rules: { 'no-var': 'off', 'prefer-const': 'off' },
  },
  // The package's Node entries, the scripts and the tests run in Node (the tests also hand functions to the page).
  { files: ['js/node.js', 'js/ai-node.js', 'scripts/**/*.mjs', 'tests/**/*.mjs', 'eslint.config.js'], languageOptions: { globals: globals.node } },
  { files: ['tests/**/*.mjs', 'scripts/**/*.mjs'], languageOptions: { globals: { ...globals.node, ...globals.browser } } },
  // The examples of the README and docs/npm.md: pages and bundled apps, and a CommonJS script.
  { files: ['tests/js/examples/**/*.js'], languageOptions: { globals: globals.browser } },
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs', globals: globals.node } },
];
