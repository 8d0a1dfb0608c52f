// The dependencies every microfrontend shares through the import map. Each is built once by
// root-config (shared-deps.webpack.js) and loaded once by SystemJS; microfrontends never bundle them.
// single-spa is not one of them: only the root config calls it, and bundles it (root-config/webpack.config.js).
module.exports = {
  /** import-map name -> module the System bundle re-exports (a local file where only part is shared) */
  SHARED_MODULES: {
    react: 'react',
    'react-dom': 'react-dom',
    'react-dom/client': 'react-dom/client',
    'react/jsx-runtime': 'react/jsx-runtime',
    rxjs: require.resolve('./shared/rxjs.js'),
  },
};
