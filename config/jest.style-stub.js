// Under jest a stylesheet is an empty text.
module.exports = { __esModule: true, default: '' };
