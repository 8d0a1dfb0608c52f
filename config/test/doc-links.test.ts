// The Markdown link check (scripts/check-doc-links.mjs, npm run lint:docs): it reports exactly the
// relative links that point nowhere, and the repository's own pages have none.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { docPages, findBrokenLinks, slug } from '../lib/docLinks.mjs';

const REPO = path.resolve(__dirname, '../..');

function write(root: string, files: Record<string, string>): void {
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), text);
  }
}

describe('the Markdown link check', () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'doc-links-'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('reports a missing file, a missing heading and an undefined reference, and nothing else', () => {
    write(root, {
      'README.md': [
        '# Project',
        '',
        'Read [the guide](docs/guide.md) and [its setup](docs/guide.md#set-it-up), the [web](https://example.com),',
        '[mail](mailto:a@example.com) and [this page](#project).',
        'A [missing page](docs/missing.md) and [a missing heading](docs/guide.md#no-such-heading).',
        '',
        '```sh',
        'echo "[not a link](nowhere.md)"',
        '```',
        '',
        'Code is no link: `[x](nowhere.md)`. A [reference][guide] and a [broken one][nothing].',
        '',
        '[guide]: docs/guide.md',
        '[old]: docs/old.md',
      ].join('\n'),
      'docs/guide.md': '# The guide\n\n## Set it up\n\nBack to the [README](../README.md#project), [up](../) and [here](#the-guide).\n',
      'pkg/README.md': '# pkg\n\n[Not here](#usage)\n',
      'pkg/src/notes.md': '[not checked](nowhere.md)\n',
    });

    expect(docPages(root)).toEqual(['README.md', 'docs/guide.md', 'pkg/README.md']);
    expect(findBrokenLinks(root)).toEqual([
      { file: 'README.md', line: 5, link: 'docs/missing.md', reason: 'no such file: docs/missing.md' },
      { file: 'README.md', line: 5, link: 'docs/guide.md#no-such-heading', reason: 'no heading #no-such-heading in docs/guide.md' },
      { file: 'README.md', line: 11, link: '[nothing]', reason: 'reference with no definition' },
      { file: 'README.md', line: 14, link: 'docs/old.md', reason: 'no such file: docs/old.md' },
      { file: 'pkg/README.md', line: 3, link: '#usage', reason: 'no heading #usage in pkg/README.md' },
    ]);
  });

  it('makes anchors as GitHub does', () => {
    expect(slug('Backup and restore')).toBe('backup-and-restore');
    expect(slug('`npm test`, stage by stage')).toBe('npm-test-stage-by-stage');
    expect(slug('WeChat (微信) sign-in')).toBe('wechat-微信-sign-in');
  });

  it('finds no broken link in the repository', () => {
    const broken = findBrokenLinks(REPO).map(({ file, line, link, reason }) => `${file}:${line}: ${link} → ${reason}`);
    expect(broken).toEqual([]);
  });
});
