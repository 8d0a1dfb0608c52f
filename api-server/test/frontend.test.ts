import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { configFromEnv } from '../src/config';

/** A tiny built front end in a temporary folder, laid out like the repository's dist folders. */
function fakeSite(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  write('import-map.json', JSON.stringify({ imports: { react: '/root-config/shared/prod/react.0123abcd.js', '@schools/about': '/mf-about/schools-about.89abcdef.js' } }));
  write('root-config/dist/shared/dev/import-map.json', JSON.stringify({ imports: { react: '/root-config/shared/dev/react.feedbeef.js' } }));
  write('root-config/dist/index.html', '<head><!--preloads--></head><body><!--overrides-ui--></body>');
  write('root-config/dist/shared/prod/react.0123abcd.js', 'System.register([],function(){});'.repeat(100));
  write('mf-about/dist/schools-about.89abcdef.js', 'System.register([],function(){});');
  write('mf-about/dist/schools-about.89abcdef.js.map', '{}');
  return root;
}

describe('front-end serving', () => {
  let app: FastifyInstance;
  const rootDir = fakeSite();

  beforeAll(async () => {
    app = await buildApp({ ...configFromEnv({}), rootDir, development: false });
  });
  afterAll(() => app.close());

  it('serves the page under / and every /{SNAME}/, never cached, with preloads from the import map', async () => {
    for (const url of ['/', '/BBSZ/', '/BIGZ/']) {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toContain('<link rel="preload" href="/root-config/shared/prod/react.0123abcd.js" as="script">');
      expect(res.body).toContain('show-when-local-storage="devtools"');
    }
    expect((await app.inject('/BBSZ')).headers.location).toBe('/BBSZ/');
    expect((await app.inject('/XXXX/')).statusCode).toBe(404);
  });

  it('serves the import map of record, never cached', async () => {
    const res = await app.inject('/import-map.json');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().imports['@schools/about']).toBe('/mf-about/schools-about.89abcdef.js');
  });

  it('serves hashed files as immutable and compressed, other files revalidated', async () => {
    const hashed = await app.inject({ url: '/root-config/shared/prod/react.0123abcd.js', headers: { 'accept-encoding': 'gzip' } });
    expect(hashed.statusCode).toBe(200);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(hashed.headers['content-encoding']).toBe('gzip');
    const map = await app.inject('/mf-about/schools-about.89abcdef.js.map');
    expect(map.headers['cache-control']).toBe('no-cache');
    // An encoded ../ must not climb out of the package's dist folder.
    expect((await app.inject('/mf-about/%2e%2e%2f%2e%2e%2fimport-map.json')).statusCode).toBe(404);
  });

  it('answers unknown API calls with an error envelope', async () => {
    const res = await app.inject('/api/BISZ/user/nothing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: '404', data: null, message: expect.stringContaining('/api/BISZ/user/nothing') });
  });

  it('in development uses the development flavour of the shared modules and always shows the overrides UI', async () => {
    const dev = await buildApp({ ...configFromEnv({}), rootDir, development: true });
    expect((await dev.inject('/import-map.json')).json().imports.react).toBe('/root-config/shared/dev/react.feedbeef.js');
    expect((await dev.inject('/')).body).not.toContain('show-when-local-storage');
    await dev.close();
  });
});
