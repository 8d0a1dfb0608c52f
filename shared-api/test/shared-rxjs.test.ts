// The import map shares only part of RxJS (config/shared/rxjs.js); a name some module imports from
// 'rxjs' but the shared build lacks would be undefined in the browser. Every import is checked here.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const SOURCE_DIRS = fs.readdirSync(root).filter((d) => /^(mf-|shared-api$|root-config$)/.test(d)).map((d) => path.join(root, d, 'src'));

function sources(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return sources(file);
    return /\.tsx?$/.test(e.name) ? [file] : [];
  });
}

function importedNames(): Map<string, string> {
  const names = new Map<string, string>();
  for (const file of SOURCE_DIRS.flatMap(sources)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'rxjs(?:\/operators)?'/g)) {
      if (match[1]) continue; // type-only imports vanish at build time
      for (const part of match[2]!.split(',')) {
        const name = part.trim();
        if (name && !name.startsWith('type ')) names.set(name.split(/\s+as\s+/)[0]!, path.relative(root, file));
      }
    }
  }
  return names;
}

describe('the shared RxJS build', () => {
  it('exports every name the site imports from rxjs', async () => {
    const shared = (await import(path.join(root, 'config/shared/rxjs.js'))) as Record<string, unknown>;
    const names = importedNames();
    expect(names.size).toBeGreaterThan(3);
    const missing = [...names].filter(([name]) => !(name in shared)).map(([name, file]) => `${name} (${file})`);
    expect(missing).toEqual([]);
  });
});
