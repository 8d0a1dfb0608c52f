module.exports = require('@schools/config/webpack.factory').createConfig(__dirname, { port: 9008 });
