// The last step of the root config's build: writes the page template with content-hashed copies of
// the boot script (minified), SystemJS and import-map-overrides, and dist/release-manifest.json, which
// joins what webpack built, the shared dependencies and the page. The template names its files under
// %ROOT_CONFIG_BASE% (where the release that holds them was published); the server fills that in, and
// the preload hints and the overrides UI, when it sends the page, because they follow the live map.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSync, transformSync } from 'esbuild';
import { createRequire } from 'node:module';
import { packageFile } from '@schools/config/package-file.mjs';

const { compressedCopies } = createRequire(import.meta.url)('@schools/config/precompress.js');

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
/** The page template's import-map specifier: the server reads it, the browser's map never lists it. */
const PAGE_TEMPLATE = '@schools/root-config/index.html';

const hashOf = (content) => crypto.createHash('sha256').update(content).digest('hex').slice(0, 8);
const files = [];

function writeHashed(folder, base, ext, content) {
  const file = `${folder}${base}.${hashOf(content)}.${ext}`;
  fs.mkdirSync(path.join(dist, folder || '.'), { recursive: true });
  fs.writeFileSync(path.join(dist, file), content);
  files.push(file);
  for (const [ext, copy] of Object.entries(compressedCopies(Buffer.from(content)))) {
    fs.writeFileSync(path.join(dist, file + ext), copy);
    files.push(file + ext);
  }
  return file;
}

const copyVendor = (source, base, transform = (content) => content) => writeHashed('vendor/', base, 'js', transform(fs.readFileSync(source)));

/**
 * The paths each section owns, { '@schools/news': ['/news_list', ...] }, from the route table: boot.js
 * preloads the open route's section with it. Part of the template, so it changes with the root config
 * that owns the routes.
 */
async function routesBySection() {
  const { outputFiles } = buildSync({ entryPoints: [path.join(root, 'src/routes.ts')], bundle: true, format: 'esm', write: false, platform: 'neutral', logLevel: 'silent' });
  const { ROUTES } = await import(`data:text/javascript;base64,${Buffer.from(outputFiles[0].text).toString('base64')}`);
  const table = {};
  const visit = (routes) => routes.forEach((r) => {
    (table[r.app] ??= []).push(r.path);
    visit(r.children ?? []);
  });
  visit(ROUTES);
  return table;
}
/** For an attribute in single quotes (JSON's own quotes stay readable). */
const attr = (text) => text.replace(/&/g, '&amp;').replace(/'/g, '&#39;').replace(/</g, '&lt;');

const vendor = (file) => `%ROOT_CONFIG_BASE%/${file}`;
const html = fs
  .readFileSync(path.join(root, 'src/index.html'), 'utf8')
  // SystemJS's minimal loader: System.register modules and import maps are all the site loads (no
  // global scripts, no CSS or JSON modules, no registry API), 1.6 KB gzip less than system.min.js.
  .replaceAll('%SYSTEMJS%', vendor(copyVendor(packageFile('systemjs/dist/s.min.js'), 'system')))
  // Every visitor downloads the start-up script: its comments stay in the source (ES5 stays ES5).
  .replace('%BOOT%', vendor(copyVendor(path.join(root, 'src/boot.js'), 'boot', (content) => transformSync(content.toString('utf8'), { minify: true, target: 'es5' }).code)))
  .replace('%ROUTES%', attr(JSON.stringify(await routesBySection())))
  .replace('%IMPORT_MAP_OVERRIDES%', vendor(copyVendor(packageFile('import-map-overrides/dist/import-map-overrides.js'), 'import-map-overrides')));
const page = writeHashed('', 'index', 'html', html);

const read = (file) => JSON.parse(fs.readFileSync(path.join(dist, file), 'utf8'));
const own = read('root-config.manifest.json');
const shared = read('shared/prod/release-manifest.json');
const manifest = {
  imports: { ...own.imports, ...shared.imports, [PAGE_TEMPLATE]: page },
  files: [...new Set([...own.files, ...shared.files, ...files])].sort(),
};
fs.writeFileSync(path.join(dist, 'release-manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`page: dist/${page}, dist/release-manifest.json`);
