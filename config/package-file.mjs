import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The path of a file inside an installed package, even one its "exports" field does not list. */
export function packageFile(spec) {
  const [pkg, ...rest] = spec.split('/');
  const main = require.resolve(pkg);
  const marker = `${path.sep}node_modules${path.sep}${pkg}${path.sep}`;
  return path.join(main.slice(0, main.lastIndexOf(marker)), 'node_modules', pkg, ...rest);
}
