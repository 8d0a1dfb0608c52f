// After the shared-dependency build: joins the per-module manifests. The production flavour becomes
// dist/shared/prod/release-manifest.json (released with the root config); the development flavour's import map is written to
// dist/shared/dev/import-map.json for the server's development mode, which serves it from this folder.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { SHARED_MODULES } = require('@schools/config/shared-modules.js');
const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');

/** The flavour's files relative to dist/: import-map entries and every file written. */
function manifestOf(flavour) {
  const folder = `shared/${flavour}`;
  const dir = path.join(dist, folder);
  const imports = {};
  const files = [];
  for (const name of Object.keys(SHARED_MODULES)) {
    const part = JSON.parse(fs.readFileSync(path.join(dir, `release-manifest.${name.replace(/\//g, '-')}.json`), 'utf8'));
    imports[name] = `${folder}/${part.imports[name]}`;
    files.push(...part.files.map((file) => `${folder}/${file}`));
  }
  return { imports, files: files.sort() };
}

const prod = manifestOf('prod');
fs.writeFileSync(path.join(dist, 'shared/prod/release-manifest.json'), `${JSON.stringify(prod, null, 2)}\n`);
const dev = manifestOf('dev');
const devMap = Object.fromEntries(Object.entries(dev.imports).map(([name, file]) => [name, `/root-config/${file}`]));
fs.writeFileSync(path.join(dist, 'shared/dev/import-map.json'), `${JSON.stringify({ imports: devMap }, null, 2)}\n`);
console.log(`shared dependencies: ${Object.keys(prod.imports).join(', ')}`);
