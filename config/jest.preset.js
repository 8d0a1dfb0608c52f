// The one jest preset of the repository: TypeScript through swc, workspace modules by name.
const path = require('node:path');

const root = path.resolve(__dirname, '..');

module.exports = {
  testEnvironment: 'node',
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' } },
    ],
  },
  moduleNameMapper: {
    '^@schools/shared-api$': path.join(root, 'shared-api/src/index.ts'),
    '^@schools/ui$': path.join(root, 'mf-shell/src/ui/index.ts'),
    '\\.css$': path.join(__dirname, 'jest.style-stub.js'),
  },
  testMatch: ['<rootDir>/test/**/*.test.ts?(x)'],
};
