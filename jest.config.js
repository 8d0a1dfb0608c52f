// Unit tests of every package (and of the build scripts in config/), one jest project each, all on
// the shared preset.
const preset = require('./config/jest.preset');

const packages = ['shared-api', 'root-config', 'mf-shell', 'api-server', 'config'];

module.exports = {
  projects: [
    ...packages.map((dir) => ({ ...preset, displayName: dir, rootDir: `<rootDir>/${dir}` })),
    // Section microfrontends keep each page's tests beside it (ARCHITECTURE.md).
    ...['mf-home', 'mf-about', 'mf-news'].map((dir) => ({ ...preset, displayName: dir, rootDir: `<rootDir>/${dir}`, testMatch: ['<rootDir>/src/**/*.test.ts?(x)'] })),
  ],
};
