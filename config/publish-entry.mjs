// Releases the System modules of the package in the current folder: points their entries in the
// import map of record (import-map.json at the repository root) at the freshly built, content-hashed
// files, the module's JS as `@schools/x` and its CSS, when it has some, as `@schools/x/style.css`.
// The map is rewritten atomically (temp file + rename) so a server never reads half a map, and a
// module's JS and CSS change together.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The import-map specifier of a System module's stylesheet. */
export const styleSpecifier = (name) => `${name}/style.css`;

/** Sets entries (a null value removes the entry), keeping the map sorted. */
export function setImports(entries, mapFile = path.join(repoRoot, 'import-map.json')) {
  const map = fs.existsSync(mapFile) ? JSON.parse(fs.readFileSync(mapFile, 'utf8')) : { imports: {} };
  const imports = { ...map.imports, ...entries };
  const sorted = Object.fromEntries(
    Object.keys(imports).sort().filter((k) => imports[k] != null).map((k) => [k, imports[k]]),
  );
  const tmp = `${mapFile}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify({ ...map, imports: sorted }, null, 2) + '\n');
  fs.renameSync(tmp, mapFile);
}

function hashedFiles(distDir, base, ext) {
  const pattern = new RegExp(`^${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.[0-9a-f]{8}\\.${ext}$`);
  return fs.readdirSync(distDir).filter((f) => pattern.test(f));
}

/** The hashed file that webpack wrote for one entry, e.g. dist/schools-about.1a2b3c4d.js. */
export function builtFile(distDir, base) {
  const found = hashedFiles(distDir, base, 'js');
  if (found.length !== 1) throw new Error(`Expected one built ${base}.<hash>.js in ${distDir}, found ${found.length}`);
  return found[0];
}

/** The entry's extracted stylesheet, dist/<base>.<hash>.css, or null when it has no CSS. */
export function builtStylesheet(distDir, base) {
  const found = hashedFiles(distDir, base, 'css');
  if (found.length > 1) throw new Error(`Expected at most one built ${base}.<hash>.css in ${distDir}, found ${found.length}`);
  return found[0] ?? null;
}

/**
 * The import-map entries of a built package: each System module's JS and its stylesheet, or null for
 * the stylesheet of a module that no longer has one (so the map loses a stale entry).
 */
export function packageEntries(pkgDir, rootDir = repoRoot) {
  const pkg = JSON.parse(fs.readFileSync(path.join(pkgDir, 'package.json'), 'utf8'));
  const folder = path.relative(rootDir, pkgDir).split(path.sep).join('/');
  const distDir = path.join(pkgDir, 'dist');
  const entries = {};
  for (const [name, base] of Object.entries(pkg.systemModules || {})) {
    entries[name] = `/${folder}/${builtFile(distDir, base)}`;
    const css = builtStylesheet(distDir, base);
    entries[styleSpecifier(name)] = css ? `/${folder}/${css}` : null;
  }
  return entries;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const entries = packageEntries(process.cwd());
  setImports(entries);
  for (const [name, url] of Object.entries(entries)) if (url) console.log(`import map: ${name} -> ${url}`);
}
