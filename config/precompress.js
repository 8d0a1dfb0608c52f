// Compressed copies of the files a build writes, made once at build time: `<file>.br` (brotli,
// quality 11) and `<file>.gz` (gzip, level 9) beside each script, stylesheet, picture and page
// template. The server sends the copy the browser accepts, with Content-Encoding and Vary, and
// compresses nothing per request. A copy that saves under a fifth is not kept, nor one of a file
// under 1 KB (sent as it is).
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');

const COMPRESSIBLE = /\.(js|css|svg|html)$/;
const THRESHOLD = 1024;
const MIN_RATIO = 0.8;
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } };
const GZIP = { level: 9 };

/** The copies, for webpack builds: after minification, before the release manifest lists the files. */
function compressionPlugins() {
  const common = { test: COMPRESSIBLE, threshold: THRESHOLD, minRatio: MIN_RATIO, deleteOriginalAssets: false };
  return [
    new CompressionPlugin({ ...common, filename: '[path][base].br', algorithm: 'brotliCompress', compressionOptions: BROTLI }),
    new CompressionPlugin({ ...common, filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: GZIP }),
  ];
}

/** The same copies of a file a build script writes itself (the page's vendor files): { '.br': Buffer, '.gz': Buffer }. */
function compressedCopies(content) {
  if (content.length < THRESHOLD) return {};
  const copies = { '.br': zlib.brotliCompressSync(content, BROTLI), '.gz': zlib.gzipSync(content, GZIP) };
  return Object.fromEntries(Object.entries(copies).filter(([, copy]) => copy.length < content.length * MIN_RATIO));
}

module.exports = { COMPRESSIBLE, compressionPlugins, compressedCopies };
