module.exports = require('../config/webpack.factory').createConfig(__dirname, { port: 9005 });
