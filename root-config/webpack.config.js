const { createConfig } = require('../config/webpack.factory');

// The page's build has more steps (shared dependencies, the page template): scripts/build-page.mjs
// merges this manifest with theirs into dist/release-manifest.json.
module.exports = createConfig(__dirname, { port: 9000, manifest: 'root-config.manifest.json' });
