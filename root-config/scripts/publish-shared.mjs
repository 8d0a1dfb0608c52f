// After the shared-dependency build: copies single-spa's own System build next to the others and
// records the production files in the import map of record; the development flavour's map is written
// to dist/shared/dev/import-map.json for the server's development mode.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { setImports, builtFile } from '../../config/publish-entry.mjs';
import { packageFile } from '../../config/package-file.mjs';

const require = createRequire(import.meta.url);
const { SHARED_MODULES, SINGLE_SPA_FILE } = require('../../config/shared-modules.js');
const here = path.dirname(fileURLToPath(import.meta.url));
const sharedDir = path.join(here, '..', 'dist', 'shared');

function copyHashed(source, dir, base) {
  const content = fs.readFileSync(source);
  const hash = crypto.createHash('sha256').update(content).digest('hex').slice(0, 8);
  const file = `${base}.${hash}.js`;
  fs.writeFileSync(path.join(dir, file), content);
  return file;
}

function mapFor(flavour) {
  const dir = path.join(sharedDir, flavour);
  const imports = {};
  for (const name of Object.keys(SHARED_MODULES)) {
    imports[name] = `/root-config/shared/${flavour}/${builtFile(dir, name.replace(/\//g, '-'))}`;
  }
  const singleSpa = flavour === 'prod' ? SINGLE_SPA_FILE : SINGLE_SPA_FILE.replace('.min.js', '.dev.js');
  imports['single-spa'] = `/root-config/shared/${flavour}/${copyHashed(packageFile(singleSpa), dir, 'single-spa')}`;
  return imports;
}

const prod = mapFor('prod');
setImports(prod);
fs.writeFileSync(path.join(sharedDir, 'dev', 'import-map.json'), JSON.stringify({ imports: mapFor('dev') }, null, 2) + '\n');
for (const [name, url] of Object.entries(prod)) console.log(`import map: ${name} -> ${url}`);
