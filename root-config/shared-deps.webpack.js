// Builds each shared dependency into its own System module, production and development flavours:
// dist/shared/{prod,dev}/<name>.<hash>.js, each with the manifest of what it wrote. Every bundle marks all the OTHER shared modules as System
// externals, so e.g. react-dom/client takes react from the import map instead of bundling a copy.
const path = require('node:path');
const { EsbuildPlugin } = require('esbuild-loader');
const { SHARED_MODULES } = require('../config/shared-modules');
const { ReleaseManifestPlugin } = require('../config/release-manifest-plugin');
const { compressionPlugins } = require('../config/compression-plugins');

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
    optimization: {
      moduleIds: 'deterministic',
      minimize: production,
      minimizer: [new EsbuildPlugin({ target: 'es2020' })],
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
