const { createConfig } = require('@schools/config/webpack.factory');

// The page's build has more steps (shared dependencies, the page template): scripts/build-page.mjs
// merges this manifest with theirs into dist/release-manifest.json.
// single-spa is the root config's alone (every other package only names its types): bundled here, it
// costs no request of its own and only the part of it the root config uses.
module.exports = createConfig(__dirname, { port: 9000, manifest: 'root-config.manifest.json', bundles: ['single-spa'] });
