// Unit tests of every package, one jest project each, all on the shared preset.
const preset = require('./config/jest.preset');

const packages = ['shared-api', 'root-config', 'mf-shell', 'api-server'];

module.exports = {
  projects: packages.map((dir) => ({ ...preset, displayName: dir, rootDir: `<rootDir>/${dir}` })),
};
