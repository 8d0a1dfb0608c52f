// The one jest preset of the repository: TypeScript through swc, workspace modules by name.
const path = require('node:path');

const root = path.resolve(__dirname, '..');

module.exports = {
  testEnvironment: 'node',
  // Not under the system's temporary folder: npm test points TMPDIR at a scratch folder it removes,
  // and the transformed files are worth keeping between runs.
  cacheDirectory: path.join(root, 'node_modules/.cache/jest'),
  transform: {
    '^.+\\.(t|j)sx?$|^.+\\.mjs$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' } },
    ],
  },
  moduleNameMapper: {
    // Workspace modules by name, as tsconfig.base.json's paths map them (one list for TypeScript, esbuild and jest).
    ...Object.fromEntries(
      Object.entries(require('../tsconfig.base.json').compilerOptions.paths).map(([name, [file]]) => [`^${name.replace(/[/-]/g, '\\$&')}$`, path.join(root, file)]),
    ),
    // Swiper's stylesheets are package exports without a .css ending.
    '^swiper/css(/.*)?$': path.join(__dirname, 'jest.style-stub.js'),
    '\\.css$': path.join(__dirname, 'jest.style-stub.js'),
  },
  // Swiper ships ES modules only: let swc turn them into CommonJS like our own code.
  transformIgnorePatterns: ['/node_modules/(?!(swiper|ssr-window|dom7)/)'],
  testMatch: ['<rootDir>/test/**/*.test.ts?(x)'],
};
