// The import-map deployer (config/publish-entry.mjs), run as a build runs it, in a scratch repository.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const publishEntry = path.join(__dirname, '..', 'publish-entry.mjs');

/** A scratch repository with one built package, mf-shell, whose dist holds the given files. */
function scratchRepo(distFiles: string[], imports: Record<string, string> = {}): { root: string; pkgDir: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'publish-entry-'));
  const pkgDir = path.join(root, 'mf-shell');
  fs.mkdirSync(path.join(pkgDir, 'dist'), { recursive: true });
  fs.writeFileSync(
    path.join(pkgDir, 'package.json'),
    JSON.stringify({ name: '@schools/shell', systemModules: { '@schools/shell': 'schools-shell', '@schools/ui': 'schools-ui' } }),
  );
  for (const file of distFiles) fs.writeFileSync(path.join(pkgDir, 'dist', file), '');
  fs.writeFileSync(path.join(root, 'import-map.json'), JSON.stringify({ imports }));
  return { root, pkgDir };
}

/** Runs the deployer's functions on the scratch repository and returns the resulting import map. */
function publish(root: string, pkgDir: string): Record<string, string> {
  const script = `
    import { packageEntries, setImports } from ${JSON.stringify(publishEntry)};
    setImports(packageEntries(${JSON.stringify(pkgDir)}, ${JSON.stringify(root)}), ${JSON.stringify(path.join(root, 'import-map.json'))});
  `;
  execFileSync(process.execPath, ['--input-type=module', '-e', script], { stdio: 'pipe' });
  return JSON.parse(fs.readFileSync(path.join(root, 'import-map.json'), 'utf8')).imports;
}

describe('publish-entry', () => {
  it('publishes a module\'s CSS as <module>/style.css beside its JS, and nothing for a module without CSS', () => {
    const { root, pkgDir } = scratchRepo(['schools-shell.11112222.js', 'schools-shell.33334444.css', 'schools-ui.55556666.js', 'schools-ui.55556666.js.map'], {
      react: '/root-config/shared/prod/react.0123abcd.js',
    });
    expect(publish(root, pkgDir)).toEqual({
      '@schools/shell': '/mf-shell/schools-shell.11112222.js',
      '@schools/shell/style.css': '/mf-shell/schools-shell.33334444.css',
      '@schools/ui': '/mf-shell/schools-ui.55556666.js',
      react: '/root-config/shared/prod/react.0123abcd.js',
    });
  });

  it('drops the stylesheet entry of a module whose new build has no CSS any more', () => {
    const { root, pkgDir } = scratchRepo(['schools-shell.11112222.js', 'schools-ui.55556666.js'], {
      '@schools/shell/style.css': '/mf-shell/schools-shell.99990000.css',
    });
    expect(publish(root, pkgDir)).toEqual({
      '@schools/shell': '/mf-shell/schools-shell.11112222.js',
      '@schools/ui': '/mf-shell/schools-ui.55556666.js',
    });
  });

  it('refuses a build with two stylesheets for one module', () => {
    const { root, pkgDir } = scratchRepo(['schools-shell.11112222.js', 'schools-shell.aaaa0000.css', 'schools-shell.bbbb0000.css', 'schools-ui.55556666.js']);
    expect(() => publish(root, pkgDir)).toThrow(/at most one built schools-shell.<hash>.css/);
  });
});
