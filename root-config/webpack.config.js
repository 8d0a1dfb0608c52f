const { createConfig } = require('@schools/config/webpack.factory');
const { devImportMapMiddleware } = require('./dev-import-map');

// The page's build has more steps (shared dependencies, the page template): scripts/build-page.mjs
// merges this manifest with theirs into dist/release-manifest.json.
// single-spa is the root config's alone (every other package only names its types): bundled here, it
// costs no request of its own and only the part of it the root config uses.
const config = createConfig(__dirname, { port: 9000, manifest: 'root-config.manifest.json', bundles: ['single-spa'] });

// Its dev server (npm run dev -w root-config, and npm run dev) also answers /import-map.json, the
// repository's development import map (?only=about,news for part of it), and /shared/dev/<name>.js,
// the shared dependencies' development builds under stable names: dev-import-map.js. Before webpack's
// own files, after the host check and the CORS header.
module.exports = (env, argv) => {
  const result = config(env, argv);
  result.devServer.setupMiddlewares = (middlewares) => {
    const at = middlewares.findIndex((m) => m.name === 'webpack-dev-middleware');
    middlewares.splice(at < 0 ? middlewares.length : at, 0, { name: 'development-import-map', middleware: devImportMapMiddleware });
    return middlewares;
  };
  return result;
};
