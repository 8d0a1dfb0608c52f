// CSS is injected by style-loader in the browser; under jest it is nothing.
module.exports = {};
