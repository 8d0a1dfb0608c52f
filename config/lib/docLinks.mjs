// The repository's Markdown links, checked: every relative link of README.md, the other top-level
// pages, the packages' READMEs and docs/ must name a file or folder that exists, and a link with an
// #anchor a heading of its target page. Used by scripts/check-doc-links.mjs and config/test/doc-links.test.ts.
import fs from 'node:fs';
import path from 'node:path';

/** Folders never searched for pages. */
const SKIP = new Set(['node_modules', '.git', 'dist', 'coverage', 'test-results', 'playwright-report', 'data']);

/**
 * The pages to check, relative to `root`: every *.md at the top, every package's README.md (one folder
 * down) and every *.md under docs/, in a stable order.
 */
export function docPages(root) {
  const pages = [];
  const entries = (dir) => (fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }) : []);
  for (const entry of entries(root)) {
    if (entry.isFile() && entry.name.toLowerCase().endsWith('.md')) pages.push(entry.name);
    if (entry.isDirectory() && !SKIP.has(entry.name) && !entry.name.startsWith('.') && entry.name !== 'docs') {
      const readme = entries(path.join(root, entry.name)).find((e) => e.isFile() && e.name.toLowerCase() === 'readme.md');
      if (readme) pages.push(`${entry.name}/${readme.name}`);
    }
  }
  const walk = (relative) => {
    for (const entry of entries(path.join(root, relative))) {
      const child = `${relative}/${entry.name}`;
      if (entry.isDirectory() && !SKIP.has(entry.name)) walk(child);
      else if (entry.isFile() && entry.name.toLowerCase().endsWith('.md')) pages.push(child);
    }
  };
  walk('docs');
  return pages.sort();
}

/**
 * The page's lines with code left out: fenced blocks become empty lines and code spans spaces, so
 * nothing written as code is read as a link, and line numbers stay right.
 */
function proseLines(text) {
  const lines = text.split(/\r?\n/);
  let fence;
  return lines.map((line) => {
    const opening = /^ {0,3}(`{3,}|~{3,})/.exec(line);
    if (fence) {
      const closing = /^ {0,3}(`{3,}|~{3,})[ \t]*$/.exec(line);
      if (closing && closing[1][0] === fence[0] && closing[1].length >= fence.length) fence = undefined;
      return '';
    }
    if (opening) {
      fence = opening[1];
      return '';
    }
    return line.replace(/(`+)([\s\S]*?[^`])\1(?!`)/g, (span) => ' '.repeat(span.length));
  });
}

/** GitHub's anchor for a heading's text: lower case, punctuation dropped, spaces as hyphens. */
export function slug(heading) {
  const text = heading
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\[[^\]]*\]/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/[*`~]/g, '');
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor a page offers: its headings' slugs (repeats numbered as GitHub does) and HTML ids and names. */
export function anchors(text) {
  const found = new Set();
  const seen = new Map();
  const lines = text.split(/\r?\n/);
  const prose = proseLines(text);
  const add = (heading) => {
    const base = slug(heading);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    found.add(count === 0 ? base : `${base}-${count}`);
  };
  prose.forEach((line, i) => {
    const atx = /^ {0,3}#{1,6}[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/.exec(line);
    if (atx) add(lines[i].replace(/^ {0,3}#{1,6}[ \t]+/, '').replace(/[ \t]+#+[ \t]*$/, ''));
    else if (i > 0 && /^ {0,3}(=+|-+)[ \t]*$/.test(line) && prose[i - 1].trim() !== '' && !/^ {0,3}([-*+]|\d+[.)])\s/.test(prose[i - 1]) && !/^ {0,3}#/.test(prose[i - 1])) {
      add(lines[i - 1].trim());
    }
    for (const match of line.matchAll(/<[a-z][^>]*\s(?:id|name)=["']([^"']+)["']/gi)) found.add(match[1]);
  });
  return found;
}

/**
 * The links of a page, each with its line: inline links and images `[text](target)`, reference
 * definitions `[label]: target`, and references `[text][label]` / `[label][]` (whose label must be defined).
 */
export function links(text) {
  const found = [];
  const definitions = new Map();
  const prose = proseLines(text);
  prose.forEach((line, i) => {
    const definition = /^ {0,3}\[([^\]]+)\]:\s*(<[^>]*>|\S+)/.exec(line);
    if (definition) {
      const target = definition[2].replace(/^<|>$/g, '');
      definitions.set(definition[1].trim().toLowerCase(), target);
      found.push({ line: i + 1, target });
      return;
    }
    // [text](target "title"), one level of parentheses allowed inside the target
    for (const match of line.matchAll(/!?\[(?:[^[\]]|\[[^\]]*\])*\]\(\s*(<[^>]*>|(?:[^()\s]|\([^()\s]*\))*)(?:\s+(?:"[^"]*"|'[^']*'|\([^)]*\)))?\s*\)/g)) {
      found.push({ line: i + 1, target: match[1].replace(/^<|>$/g, '') });
    }
  });
  prose.forEach((line, i) => {
    if (/^ {0,3}\[([^\]]+)\]:/.test(line)) return;
    for (const match of line.matchAll(/\[((?:[^[\]]|\[[^\]]*\])+)\]\[([^\]]*)\]/g)) {
      const label = (match[2] || match[1]).trim().toLowerCase();
      if (!definitions.has(label)) found.push({ line: i + 1, target: `[${match[2] || match[1]}]`, undefinedReference: true });
    }
  });
  return found.sort((a, b) => a.line - b.line);
}

/** Whether a link leaves the repository (a scheme such as https:, mailto:, tel:, or //host). */
const external = (target) => /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//');

/**
 * The broken links of the pages under `root` (by default docPages(root)): `{ file, line, link, reason }`,
 * file relative to root with forward slashes.
 */
export function findBrokenLinks(root, pages = docPages(root)) {
  const broken = [];
  const anchorCache = new Map();
  const anchorsOf = (file) => {
    if (!anchorCache.has(file)) anchorCache.set(file, anchors(fs.readFileSync(file, 'utf8')));
    return anchorCache.get(file);
  };
  for (const page of pages) {
    const file = path.join(root, page);
    const text = fs.readFileSync(file, 'utf8');
    for (const { line, target, undefinedReference } of links(text)) {
      const report = (reason) => broken.push({ file: page.split(path.sep).join('/'), line, link: target, reason });
      if (undefinedReference) {
        report('reference with no definition');
        continue;
      }
      if (target === '') {
        report('empty link');
        continue;
      }
      if (external(target)) continue;
      const hashAt = target.indexOf('#');
      const rawPath = hashAt === -1 ? target : target.slice(0, hashAt);
      const rawAnchor = hashAt === -1 ? undefined : target.slice(hashAt + 1);
      let linkPath;
      let anchor;
      try {
        linkPath = decodeURIComponent(rawPath.replace(/\?.*$/, ''));
        anchor = rawAnchor === undefined ? undefined : decodeURIComponent(rawAnchor);
      } catch {
        report('not a valid address');
        continue;
      }
      const resolved = linkPath === '' ? file : linkPath.startsWith('/') ? path.join(root, linkPath) : path.resolve(path.dirname(file), linkPath);
      if (path.relative(root, resolved).startsWith('..')) {
        report('outside the repository');
        continue;
      }
      if (!fs.existsSync(resolved)) {
        report(`no such file: ${path.relative(root, resolved).split(path.sep).join('/')}`);
        continue;
      }
      if (anchor !== undefined && anchor !== '') {
        if (!fs.statSync(resolved).isFile() || !resolved.toLowerCase().endsWith('.md')) continue;
        if (!anchorsOf(resolved).has(anchor.toLowerCase())) {
          report(`no heading #${anchor} in ${path.relative(root, resolved).split(path.sep).join('/')}`);
        }
      }
    }
  }
  return broken;
}
