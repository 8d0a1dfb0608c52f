// npm run lint:docs: every relative link of the repository's Markdown pages (README.md and the other
// top-level pages, the packages' READMEs, docs/) must point at a file that exists, and an #anchor at a
// heading of its page. Prints each broken link as `file:line: link → reason` and exits 1, or a
// one-line summary and exits 0. The jest project `config` runs the same check (config/test/doc-links.test.ts).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { docPages, findBrokenLinks } from '../config/lib/docLinks.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pages = docPages(root);
const broken = findBrokenLinks(root, pages);
for (const { file, line, link, reason } of broken) console.log(`${file}:${line}: ${link} → ${reason}`);
if (broken.length > 0) {
  console.log(`${broken.length} broken link${broken.length === 1 ? '' : 's'} in ${pages.length} pages`);
  process.exit(1);
}
console.log(`Links of ${pages.length} Markdown pages checked: none broken`);
