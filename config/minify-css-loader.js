// Minifies a stylesheet before css-loader turns it into the text a bundle injects: CSS inside a
// JavaScript string is out of reach of the bundle minifier, and comments and spaces count against
// the first-load budget on every page.
const { transformSync } = require('esbuild');

module.exports = function minifyCss(source) {
  return transformSync(source, { loader: 'css', minify: true, target: 'chrome100' }).code;
};
