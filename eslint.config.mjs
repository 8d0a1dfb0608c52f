// ESLint for every package: ESLint's and typescript-eslint's recommended rules everywhere,
// the React hooks rules where React renders, and each area with the globals of where it runs. Not the
// type-checked presets: `npm run lint` stays a matter of seconds, and `npm run typecheck` has the types.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Code that runs in the browser: the microfrontends, the shared API, the root config and its page's
// two scripts, the staff studio.
const BROWSER = ['{shared-api,root-config,mf-*,studio}/src/**'];

export default defineConfig(
  {
    // What builds and test runs write (the folders .gitignore leaves out).
    ignores: ['**/node_modules/**', '**/dist/**', '**/coverage/**', '**/test-results/**', '**/playwright-report/**', '**/.cache/**', '**/data/**'],
  },

  js.configs.recommended,
  tseslint.configs.recommended,
  {
    // A name that starts with _ is unused on purpose: a field left out of a copy by destructuring
    // (`const { type: _type, ...rest } = block`), a parameter that only holds its position.
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true, varsIgnorePattern: '^_', argsIgnorePattern: '^_' }],
    },
  },

  // Where each file runs. TypeScript checks the names of .ts(x) files (typescript-eslint turns no-undef
  // off there), so these globals count in the JavaScript files.
  {
    files: BROWSER,
    languageOptions: { globals: globals.browser },
  },
  {
    // The server, the repository's scripts and the build configuration (webpack, jest, esbuild).
    files: ['api-server/**', 'scripts/**', 'config/**', '**/*.{js,mjs,cjs}'],
    ignores: BROWSER,
    languageOptions: { globals: globals.node },
  },
  {
    // The packages have no "type": their .js files outside src/ (webpack, jest) are CommonJS.
    files: ['**/*.{js,cjs}'],
    ignores: BROWSER,
    languageOptions: { sourceType: 'commonjs' },
    // require() is how a CommonJS file imports.
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The page's boot.js: a plain ES5 script, not a module.
    files: ['root-config/src/*.js'],
    languageOptions: { sourceType: 'script' },
    // ES5 has no `catch {}`: these scripts must name the error they ignore.
    rules: { '@typescript-eslint/no-unused-vars': ['error', { caughtErrors: 'none' }] },
  },
  {
    // Playwright's specs and the benchmarks run in Node; the functions they hand to page.evaluate run in the page.
    files: ['e2e/**', 'bench/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // Unit tests and their helpers: jest, in Node or jsdom (@jest-environment).
    files: ['**/test/**', '**/*.test.{ts,tsx}', '**/test-support/**'],
    languageOptions: { globals: { ...globals.jest, ...globals.node, ...globals.browser } },
  },

  // The hooks rules where components render with React.
  {
    files: ['{mf-*,studio}/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
  },
);
