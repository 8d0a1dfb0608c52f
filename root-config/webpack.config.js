const { createConfig } = require('../config/webpack.factory');

const factory = createConfig(__dirname, { port: 9000 });
// The shared dependencies live in dist/shared and are built separately (npm run build:deps).
module.exports = (env, argv) => {
  const config = factory(env, argv);
  return { ...config, output: { ...config.output, clean: { keep: /^shared\// } } };
};
