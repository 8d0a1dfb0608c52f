// The one webpack configuration every browser package merges onto. A package declares the System
// modules it publishes in package.json ("systemModules": { "@schools/x": "schools-x" }); each becomes
// one entry, src/<file>.ts(x), built into dist/<file>.<contenthash>.js as a single System module, and
// dist/release-manifest.json names what the build made (the release command publishes that).
const path = require('node:path');
const fs = require('node:fs');
const { EsbuildPlugin } = require('esbuild-loader');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { SHARED_MODULES } = require('./shared-modules');
const { ReleaseManifestPlugin } = require('./release-manifest-plugin');
const { compressionPlugins } = require('./compression-plugins');

/**
 * Sources of the repository that a package bundles instead of loading by name: the forms' rules are
 * used by one section (and the server), so a System module of their own would only add a request and
 * its wrapper to that section's first load; China's day and year are two lines each user carries for
 * less than shared-api's exports would add to every page.
 */
const BUNDLED = {
  '@schools/forms$': path.resolve(__dirname, '../shared-api/src/forms/index.ts'),
  '@schools/shared-api/china-time$': path.resolve(__dirname, '../shared-api/src/time/chinaTime.ts'),
};

// single-spa stays external for every package but the root config, which bundles it: the others only
// name its types, and one that called it at run time would fail loudly (no such module in the map)
// rather than run a second copy of it.
const externals = [...Object.keys(SHARED_MODULES), 'single-spa', /^@schools\/(?!forms$|shared-api\/china-time$)/];

function entryFile(dir, file) {
  for (const ext of ['.tsx', '.ts']) {
    const candidate = path.join(dir, 'src', file + ext);
    if (fs.existsSync(candidate)) return candidate;
  }
  throw new Error(`No entry src/${file}.ts(x) in ${dir}`);
}

/**
 * @param {string} dir the package folder (__dirname of its webpack.config.js)
 * @param {{ port?: number, manifest?: string, bundles?: string[] }} [options] dev-server port for
 *   `npm run dev -w <package>`; the release manifest's file name (a package whose build has more steps
 *   merges it into its own); dependencies this package bundles rather than loads by name (only for one
 *   that no other package loads at run time, or there would be two copies)
 */
function createConfig(dir, options = {}) {
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const modules = pkg.systemModules || {};
  const entry = Object.fromEntries(Object.values(modules).map((file) => [file, entryFile(dir, file)]));

  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const serving = Boolean(argv.env && argv.env.WEBPACK_SERVE);
    return {
      context: dir,
      mode: production ? 'production' : 'development',
      entry,
      output: {
        path: path.join(dir, 'dist'),
        // The dev server keeps stable names so an import-map override can point at them.
        filename: serving ? '[name].js' : '[name].[contenthash:8].js',
        library: { type: 'system' },
        // No clean: a build never deletes files, so nothing a page may still load disappears with it.
        uniqueName: pkg.name,
      },
      externalsType: 'system',
      externals: externals.filter((name) => !(options.bundles || []).includes(name)),
      resolve: { extensions: ['.tsx', '.ts', '.js'], alias: BUNDLED },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  target: 'es2020',
                  // Always the production JSX runtime: a dev build of one microfrontend must run
                  // against the production React of a live site (jsx-dev-runtime is not shared).
                  transform: { react: { runtime: 'automatic', development: false } },
                },
              },
            },
          },
          // An entry's CSS goes to its own file, published in the import map as `<module>/style.css`
          // and linked by the page or by shared-api's loadStylesheet: CSS is not JavaScript to parse.
          {
            test: /\.css$/,
            use: [MiniCssExtractPlugin.loader, { loader: 'css-loader', options: { sourceMap: false } }],
          },
          // Pictures a stylesheet draws (icons): content-hashed files beside the CSS that names them.
          { test: /\.svg$/, type: 'asset/resource', generator: { filename: '[name].[contenthash:8][ext]' } },
        ],
      },
      optimization: {
        // One System module per entry: no chunks whose public path would need resolving at run time.
        splitChunks: false,
        runtimeChunk: false,
        moduleIds: 'deterministic',
        minimizer: [
          // JavaScript through swc's minifier: about 4 % less gzip than esbuild's on our modules, which is
          // what keeps home under its byte budget. Licence comments stay in the file.
          new MinimizerPlugin({
            minify: MinimizerPlugin.swcMinify,
            minimizerOptions: { ecma: 2020, compress: { passes: 2 }, format: { comments: 'some' } },
            extractComments: false,
          }),
          // The extracted .css files through esbuild.
          new EsbuildPlugin({ target: 'es2020', css: true, include: /\.css$/ }),
        ],
      },
      plugins: [
        new (require('webpack').optimize.LimitChunkCountPlugin)({ maxChunks: 1 }),
        // What only the server's rendering of the pages needs (the kit's server data) is left out of
        // the browser's bundles: the server's build defines it true (api-server/build.mjs).
        new (require('webpack').DefinePlugin)({ 'process.env.SERVER_RENDERING': 'false' }),
        // One chunk per entry, so at most one CSS file per System module; no CSS-chunk loading
        // runtime in the bundle (runtime: false). The dev server keeps a stable name, so an override
        // can point `<module>/style.css` at it like the module itself.
        new MiniCssExtractPlugin({ filename: serving ? '[name].css' : '[name].[contenthash:8].css', runtime: false }),
        // Brotli and gzip copies beside the files, made once here rather than on every request.
        ...(production && !serving ? compressionPlugins() : []),
        new ReleaseManifestPlugin(modules, { filename: options.manifest }),
      ],
      // Production maps name files and lines for error reports, but carry no source: the TypeScript stays ours.
      // Development maps are files too, not eval: a dev build runs as an override on a page whose
      // Content-Security-Policy has no 'unsafe-eval'.
      devtool: production ? 'nosources-source-map' : 'cheap-module-source-map',
      performance: { hints: false },
      devServer: {
        port: options.port,
        headers: { 'Access-Control-Allow-Origin': '*' },
        allowedHosts: 'all',
        hot: false,
        liveReload: false,
        client: false,
        devMiddleware: { writeToDisk: false },
      },
    };
  };
}

module.exports = { createConfig, externals };
