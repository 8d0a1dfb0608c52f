// The import rules of .dependency-cruiser.cjs (npm run lint:imports) find what they are for: each
// breach below, written into a throwaway tree shaped like the repository, is reported by its rule's name.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const repo = path.resolve(__dirname, '../..');

function cruise(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-rules-'));
  try {
    for (const [file, text] of Object.entries({ 'tsconfig.json': '{ "compilerOptions": { "strict": true } }', ...files })) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    }
    const run = spawnSync(process.execPath, [path.join(repo, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs'),
      '--config', path.join(repo, '.dependency-cruiser.cjs'), '--output-type', 'err', ...new Set(Object.keys(files).map((file) => file.split('/')[0]!))], { cwd: dir, encoding: 'utf8' });
    return run.stdout + run.stderr;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('the import rules', () => {
  it('pass a tree that keeps them', () => {
    const out = cruise({
      'api-server/src/platform/http/errors.ts': 'export const E = 1;\n',
      'api-server/src/modules/news/newsService.ts': "import { E } from '../../platform/http/errors';\nexport const N = E;\n",
      'api-server/src/app.ts': "import { N } from './modules/news/newsService';\nexport const A = N;\n",
    });
    expect(out).toContain('no dependency violations found');
  });

  it('report a cycle, a relative import out of a package, the platform importing a domain, a domain importing routes or the app, and the seed at run time', () => {
    const out = cruise({
      'api-server/src/platform/http/errors.ts': "import { S } from '../../modules/staff/staffService';\nexport const E = S;\n",
      'api-server/src/modules/staff/staffService.ts': "import { E } from '../../platform/http/errors';\nexport const S = typeof E;\n",
      'api-server/src/modules/news/newsRoutes.ts': 'export const R = 1;\n',
      'api-server/src/modules/media/mediaService.ts': "import { R } from '../news/newsRoutes';\nimport { C } from '../../config';\nimport { F } from '../../seed/fixtures';\nexport const M = R + C + F;\n",
      'api-server/src/config.ts': 'export const C = 1;\n',
      'api-server/src/seed/fixtures.ts': 'export const F = 1;\n',
      'studio/src/App.ts': "import { M } from '../../api-server/src/modules/media/mediaService';\nexport const A = M;\n",
      'mf-about/src/AboutApp.ts': "import { A } from '../../studio/src/App';\nexport const B = A;\n",
    });
    for (const rule of ['no-cycles', 'platform-imports-no-domain', 'domains-meet-through-services', 'domains-import-no-app', 'seed-only-for-commands', 'packages-by-name', 'studio-sees-the-contract-only', 'browser-code-imports-no-server']) {
      expect(out).toContain(`error ${rule}:`);
    }
  });
});
