// Unit tests of every package (and of the build scripts in config/), one jest project each, all on
// the shared preset.
const preset = require('./config/jest.preset');

const packages = ['shared-api', 'root-config', 'mf-shell', 'api-server', 'studio', 'config'];

module.exports = {
  // Both cores: jest's default leaves one for itself, which on a 2-core machine is half the machine idle.
  maxWorkers: 2,
  projects: [
    ...packages.map((dir) => ({
      ...preset,
      displayName: dir,
      rootDir: `<rootDir>/${dir}`,
      // The API's tests start servers on copies of content seeded once per run (globalSetup), which
      // still takes seconds on a busy machine: their tests and hooks get 30 s (set up per project, as
      // testTimeout is a global option). It also renders the sections' pages as the server's build
      // does (SERVER_RENDERING).
      ...(dir === 'api-server'
        ? {
          globalSetup: '<rootDir>/test/support/globalSetup.ts',
          globalTeardown: '<rootDir>/test/support/globalTeardown.ts',
          setupFiles: ['<rootDir>/test/support/serverRendering.ts'],
          setupFilesAfterEnv: ['<rootDir>/test/support/timeout.ts'],
        }
        : {}),
    })),
    // Section microfrontends keep each page's tests beside it (docs/develop/testing.md).
    ...['mf-home', 'mf-about', 'mf-news', 'mf-student-life', 'mf-admissions', 'mf-academics'].map((dir) => ({ ...preset, displayName: dir, rootDir: `<rootDir>/${dir}`, testMatch: ['<rootDir>/src/**/*.test.ts?(x)'] })),
  ],
};
