// Writes dist/index.html: the page template with content-hashed copies of the boot script (minified),
// SystemJS and import-map-overrides. The server fills in the preload hints and the overrides UI at serve time,
// because both follow the import map of the moment.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformSync } from 'esbuild';
import { packageFile } from '../../config/package-file.mjs';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');

function copyHashed(source, base, transform = (content) => content) {
  const content = transform(fs.readFileSync(source));
  const hash = crypto.createHash('sha256').update(content).digest('hex').slice(0, 8);
  const file = `vendor/${base}.${hash}.js`;
  fs.mkdirSync(path.join(dist, 'vendor'), { recursive: true });
  fs.writeFileSync(path.join(dist, file), content);
  return file;
}

const html = fs
  .readFileSync(path.join(root, 'src/index.html'), 'utf8')
  .replaceAll('%SYSTEMJS%', copyHashed(packageFile('systemjs/dist/system.min.js'), 'system'))
  // Every visitor downloads the start-up script: its comments stay in the source (ES5 stays ES5).
  .replace('%BOOT%', copyHashed(path.join(root, 'src/boot.js'), 'boot', (content) => transformSync(content.toString('utf8'), { minify: true, target: 'es5' }).code))
  .replace('%IMPORT_MAP_OVERRIDES%', copyHashed(packageFile('import-map-overrides/dist/import-map-overrides.js'), 'import-map-overrides'));
fs.writeFileSync(path.join(dist, 'index.html'), html);
console.log('page: dist/index.html');
