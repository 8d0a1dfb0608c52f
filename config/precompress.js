// Compressed copies of the files a build or the seed writes, made once rather than on every request:
// `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside each script, stylesheet,
// picture and page template. The server sends the copy the browser accepts, with Content-Encoding and
// Vary. A copy that saves under a fifth is not kept, nor one of a file under 1 KB (sent as it is).
// Node's zlib only: the API server bundles this file.
const zlib = require('node:zlib');

const COMPRESSIBLE = /\.(js|css|svg|html)$/;
const THRESHOLD = 1024;
const MIN_RATIO = 0.8;
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } };
const GZIP = { level: 9 };

/**
 * The copies of a file's content: { '.br': Buffer, '.gz': Buffer }, each only when worth keeping.
 * A lower brotli quality trades a little size for time: the seed's pictures (3.3 MB of SVG, written
 * on every fresh start) take quality 10, about a third of quality 11's time for 0.3 % more bytes.
 */
function compressedCopies(content, brotliQuality = 11) {
  if (content.length < THRESHOLD) return {};
  const brotli = brotliQuality === 11 ? BROTLI : { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality } };
  const copies = { '.br': zlib.brotliCompressSync(content, brotli), '.gz': zlib.gzipSync(content, GZIP) };
  return Object.fromEntries(Object.entries(copies).filter(([, copy]) => copy.length < content.length * MIN_RATIO));
}

module.exports = { COMPRESSIBLE, THRESHOLD, MIN_RATIO, BROTLI, GZIP, compressedCopies };
