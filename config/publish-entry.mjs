// Releases the System modules of the package in the current folder: points their entries in the
// import map of record (import-map.json at the repository root) at the freshly built, content-hashed
// files. The map is rewritten atomically (temp file + rename) so a server never reads half a map.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const mapFile = path.join(root, 'import-map.json');

export function setImports(entries) {
  const map = fs.existsSync(mapFile) ? JSON.parse(fs.readFileSync(mapFile, 'utf8')) : { imports: {} };
  const imports = { ...map.imports, ...entries };
  const sorted = Object.fromEntries(Object.keys(imports).sort().map((k) => [k, imports[k]]));
  const tmp = `${mapFile}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify({ ...map, imports: sorted }, null, 2) + '\n');
  fs.renameSync(tmp, mapFile);
}

/** The hashed file that webpack wrote for one entry, e.g. dist/schools-about.1a2b3c4d.js. */
export function builtFile(distDir, base) {
  const pattern = new RegExp(`^${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.[0-9a-f]{8}\\.js$`);
  const found = fs.readdirSync(distDir).filter((f) => pattern.test(f));
  if (found.length !== 1) throw new Error(`Expected one built ${base}.<hash>.js in ${distDir}, found ${found.length}`);
  return found[0];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const pkgDir = process.cwd();
  const pkg = JSON.parse(fs.readFileSync(path.join(pkgDir, 'package.json'), 'utf8'));
  const folder = path.relative(root, pkgDir);
  const entries = {};
  for (const [name, base] of Object.entries(pkg.systemModules || {})) {
    entries[name] = `/${folder}/${builtFile(path.join(pkgDir, 'dist'), base)}`;
  }
  setImports(entries);
  for (const [name, url] of Object.entries(entries)) console.log(`import map: ${name} -> ${url}`);
}
