// Release builds made in a temporary folder, laid out as a package build lays them out (files and
// release-manifest.json), and the release machinery on a test database, verifying through the app's
// own routes as the release command does.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { configFromEnv, type ServerConfig } from '../../src/config';
import type { DbHandle } from '../../src/platform/db/connect';
import { ReleaseLog } from '../../src/modules/releases/releaseLog';
import type { ReleaserDeps, Verifier } from '../../src/modules/releases/releaser';
import { findSection, type Section } from '../../src/modules/releases/sections';
import { openReleaseStore } from '../../src/platform/storage/objectStore';
import { browserVerifier } from '../../src/modules/releases/verify';
import { compressedCopies } from '@schools/config/precompress';

/** Writes a build folder: each file, and the manifest naming the import-map entries among them. */
export function fakeBuild(files: Record<string, string | Buffer>, imports: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  fs.writeFileSync(path.join(dir, 'release-manifest.json'), JSON.stringify({ imports, files: Object.keys(files) }));
  return dir;
}

export const PAGE_TEMPLATE_TEXT =
  '<html lang="en"><head><!--meta--><!--preloads--><!--stylesheets--><!--import-map--><script src="%ROOT_CONFIG_BASE%/vendor/boot.0badc0de.js"></script></head>' +
  '<body data-ui="%OVERRIDES_ALWAYS%" data-dev-origins="%DEV_ORIGINS%"><!--overrides-ui--></body></html>';

const hashOf = (text: string) => crypto.createHash('sha256').update(text).digest('hex').slice(0, 8);

/** A build of a System module `name` (e.g. 'news' -> @schools/news) whose code says `marker`; with a stylesheet when css is given. */
export function moduleBuild(name: string, marker: string, css?: string): string {
  const js = `schools-${name}.${hashOf(marker)}.js`;
  const files: Record<string, string> = { [js]: `System.register([],function(){return{execute:function(){window.__built=${JSON.stringify(marker)}}}});`, [`${js}.map`]: '{}' };
  const imports: Record<string, string> = { [`@schools/${name}`]: js };
  if (css !== undefined) {
    const file = `schools-${name}.${hashOf(css)}.css`;
    files[file] = css;
    imports[`@schools/${name}/style.css`] = file;
  }
  return fakeBuild(files, imports);
}

/** The root config's build: its module, React as the one shared dependency, and the page template. */
const REACT_TEXT = 'System.register([],function(){});'.repeat(100);

export function rootConfigBuild(marker = 'root'): string {
  const page = `index.${hashOf(PAGE_TEMPLATE_TEXT + marker)}.html`;
  const js = `schools-root-config.${hashOf(marker)}.js`;
  return fakeBuild(
    {
      [js]: `System.register([],function(){return{execute:function(){window.__root=${JSON.stringify(marker)}}}});`,
      'shared/prod/react.0123abcd.js': REACT_TEXT,
      // The build's compressed copies beside it, as config/precompress.js writes them.
      ...Object.fromEntries(Object.entries(compressedCopies(Buffer.from(REACT_TEXT))).map(([ext, copy]) => [`shared/prod/react.0123abcd.js${ext}`, copy])),
      'vendor/boot.0badc0de.js': '/* boot */',
      [page]: PAGE_TEMPLATE_TEXT,
    },
    {
      '@schools/root-config': js,
      react: 'shared/prod/react.0123abcd.js',
      '@schools/root-config/index.html': page,
    },
  );
}

export interface ReleaseBench {
  deps: ReleaserDeps;
  app: FastifyInstance;
  config: ServerConfig;
  section(name: string): Section;
  provenance: { message: string; releasedBy: string; gitCommit: string };
  close(): Promise<void>;
}

/** The app on `database` (on `clock`, when a test moves time) with its storage in a fresh folder, and the release machinery on both. */
export async function releaseBench(
  database: DbHandle, overrides: Partial<ServerConfig> = {}, { verify, clock }: { verify?: Verifier; clock?: () => Date } = {},
): Promise<ReleaseBench> {
  const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-'));
  const config: ServerConfig = { ...configFromEnv({}), development: false, storageDir, ...overrides };
  const app = await buildApp(config, { database, clock });
  const lines: string[] = [];
  return {
    app,
    config,
    deps: {
      log: new ReleaseLog(database.db, database.dialect),
      store: openReleaseStore(config.releaseStorage, storageDir),
      verify: verify ?? browserVerifier(async () => app),
      repoRoot: path.resolve(__dirname, '../../..'),
      print: (line) => lines.push(line),
    },
    section: (name) => findSection(name)!,
    provenance: { message: 'test', releasedBy: 'tester', gitCommit: 'abc123' },
    close: async () => {
      await app.close();
      fs.rmSync(storageDir, { recursive: true, force: true });
    },
  };
}

/** The real page template's frame: a server-rendered page fills its <title>, <main> and the frame around it. */
export const SITE_TEMPLATE_TEXT =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><!--meta--><title></title><!--preloads--><!--stylesheets--><!--import-map-->' +
  '</head><body><noscript>This site needs JavaScript.</noscript><div id="site-alerts"><!--alerts--></div><div id="shell"></div><main id="page" tabindex="-1"></main><div id="site-footer"></div><!--overrides-ui--></body></html>';

/** Releases a root config whose page is SITE_TEMPLATE_TEXT on a running test server (its database and storage). */
export async function releaseSiteTemplate(app: FastifyInstance, database: Pick<DbHandle, 'db' | 'dialect'>, config: ServerConfig): Promise<void> {
  const { release } = await import('../../src/modules/releases/releaser');
  const page = `index.${hashOf(SITE_TEMPLATE_TEXT)}.html`;
  const from = fakeBuild(
    { 'schools-root-config.5eed5eed.js': 'System.register([],function(){});', [page]: SITE_TEMPLATE_TEXT },
    { '@schools/root-config': 'schools-root-config.5eed5eed.js', '@schools/root-config/index.html': page },
  );
  const deps: ReleaserDeps = {
    log: new ReleaseLog(database.db, database.dialect),
    store: openReleaseStore(config.releaseStorage, config.storageDir),
    verify: browserVerifier(async () => app),
    repoRoot: path.resolve(__dirname, '../../..'),
    print: () => undefined,
  };
  await release(deps, { section: findSection('root-config')!, from, message: 'test', releasedBy: 'tester', gitCommit: 'abc123' });
}
