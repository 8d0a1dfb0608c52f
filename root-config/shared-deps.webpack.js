// Builds each shared dependency into its own System module, production and development flavours:
// dist/shared/{prod,dev}/<name>.<hash>.js, each with the manifest of what it wrote. Every bundle marks all the OTHER shared modules as System
// externals, so e.g. react-dom/client takes react from the import map instead of bundling a copy.
const path = require('node:path');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { SHARED_MODULES } = require('../config/shared-modules');
const { ReleaseManifestPlugin } = require('../config/release-manifest-plugin');

const fileBase = (name) => name.replace(/\//g, '-');

function configFor(name, flavour) {
  const production = flavour === 'prod';
  return {
    name: `${flavour}:${name}`,
    context: __dirname,
    mode: production ? 'production' : 'development',
    entry: { [fileBase(name)]: SHARED_MODULES[name] },
    output: {
      path: path.join(__dirname, 'dist/shared', flavour),
      filename: '[name].[contenthash:8].js',
      library: { type: 'system' },
      uniqueName: `shared-${flavour}-${fileBase(name)}`,
    },
    externalsType: 'system',
    externals: Object.keys(SHARED_MODULES).filter((other) => other !== name),
    // Packages that ship an ES2015 build (rxjs) are taken in it rather than their ES5 default: no
    // down-levelled classes and helpers, 3 KB less gzip on every page for the same code.
    resolve: { conditionNames: ['es2015', '...'] },
    optimization: {
      moduleIds: 'deterministic',
      minimize: production,
      // swc's minifier, as the microfrontends' (config/webpack.factory.js): less gzip than esbuild's.
      minimizer: [new MinimizerPlugin({
        minify: MinimizerPlugin.swcMinify,
        minimizerOptions: { ecma: 2020, compress: { passes: 2 }, format: { comments: 'some' } },
        extractComments: false,
      })],
    },
    devtool: production ? false : 'source-map',
    performance: { hints: false },
    // One manifest per module (the compilers share an output folder); scripts/shared-manifest.mjs joins them.
    plugins: [new ReleaseManifestPlugin({ [name]: fileBase(name) }, { filename: `release-manifest.${fileBase(name)}.json` })],
  };
}

module.exports = ['prod', 'dev'].flatMap((flavour) => Object.keys(SHARED_MODULES).map((name) => configFor(name, flavour)));
