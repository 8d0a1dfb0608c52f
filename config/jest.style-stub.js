// Under jest a stylesheet import is an empty module: the CSS lives in the built .css files.
module.exports = {};
