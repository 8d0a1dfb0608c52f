// Builds each shared dependency into its own System module, production and development flavours:
// dist/shared/{prod,dev}/<name>.<hash>.js, each with the manifest of what it wrote. Every bundle marks all the OTHER shared modules as System
// externals, so e.g. react-dom/client takes react from the import map instead of bundling a copy.
const path = require('node:path');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { SHARED_MODULES } = require('@schools/config/shared-modules');
const { ReleaseManifestPlugin } = require('@schools/config/release-manifest-plugin');
const { compressionPlugins } = require('@schools/config/compression-plugins');

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
    // RxJS's ES2015 build (its package's "es2015" condition) instead of the ES5 default: classes rather
    // than tslib's helpers, all of which webpack keeps (tslib's module exports them as one object).
    // 8.6 KB brotli became 5.0 KB on every page. The site's code is ES2020 already.
    resolve: { conditionNames: ['es2015', '...'] },
    optimization: {
      moduleIds: 'deterministic',
      minimize: production,
      // swc's minifier, as for the microfrontends (config/webpack.factory.js): smaller than esbuild's on
      // these too (react-dom/client about 0.8 KB brotli less). Licence comments stay.
      minimizer: [
        new MinimizerPlugin({
          minify: MinimizerPlugin.swcMinify,
          minimizerOptions: { ecma: 2020, compress: { passes: 2 }, format: { comments: 'some' } },
          extractComments: false,
        }),
      ],
    },
    devtool: production ? false : 'source-map',
    performance: { hints: false },
    // One manifest per module (the compilers share an output folder); scripts/shared-manifest.mjs joins them.
    plugins: [
      ...(production ? compressionPlugins() : []),
      new ReleaseManifestPlugin({ [name]: fileBase(name) }, { filename: `release-manifest.${fileBase(name)}.json` }),
    ],
  };
}

module.exports = ['prod', 'dev'].flatMap((flavour) => Object.keys(SHARED_MODULES).map((name) => configFor(name, flavour)));
