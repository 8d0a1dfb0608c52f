// The build's side of config/precompress.js: the same brotli and gzip copies of every emitted script
// and stylesheet, written after minification and before the release manifest lists the files.
const CompressionPlugin = require('compression-webpack-plugin');
const { COMPRESSIBLE, THRESHOLD, MIN_RATIO, BROTLI, GZIP } = require('./precompress');

function compressionPlugins() {
  const common = { test: COMPRESSIBLE, threshold: THRESHOLD, minRatio: MIN_RATIO, deleteOriginalAssets: false };
  return [
    new CompressionPlugin({ ...common, filename: '[path][base].br', algorithm: 'brotliCompress', compressionOptions: BROTLI }),
    new CompressionPlugin({ ...common, filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: GZIP }),
  ];
}

module.exports = { compressionPlugins };
