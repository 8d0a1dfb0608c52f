import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { configFromEnv, type ServerConfig } from '../src/config';
import { openDatabase, type DbHandle } from '../src/platform/db/connect';
import { pageContentSecurityPolicy } from '../src/platform/http/contentSecurityPolicy';
import { release } from '../src/modules/releases/releaser';
import { serveMetrics } from '../src/platform/metrics';
import { contentHashedName } from '../src/platform/storage/contentHash';
import { writeImages } from '../src/platform/storage/pictureFiles';
import { createTestDatabase, type TestDatabase } from './support/testDatabase';
import { fakeBuild, releaseBench, rootConfigBuild, type ReleaseBench } from './support/releases';

/** The development flavour of the shared dependencies, as root-config's build leaves it (never released). */
function developmentBuild(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-'));
  const dev = path.join(root, 'root-config/dist/shared/dev');
  fs.mkdirSync(dev, { recursive: true });
  fs.writeFileSync(path.join(dev, 'import-map.json'), JSON.stringify({ imports: { react: '/root-config/shared/dev/react.feedbeef.js' } }));
  fs.writeFileSync(path.join(dev, 'react.feedbeef.js'), 'System.register([],function(){});');
  return root;
}

describe('front-end serving', () => {
  let testDb: TestDatabase;
  let database: DbHandle;
  let bench: ReleaseBench;
  let app: FastifyInstance;
  const rootDir = developmentBuild();
  /** Another app on the same database and storage, configured otherwise. */
  const appWith = (settings: Partial<ServerConfig>) => buildApp({ ...bench.config, ...settings }, { database });

  beforeAll(async () => {
    testDb = await createTestDatabase();
    database = await openDatabase(testDb.options);
    bench = await releaseBench(database, { rootDir });
    app = bench.app;
    const releaseFrom = (name: string, from: string) => release(bench.deps, { section: bench.section(name), from, ...bench.provenance });
    await releaseFrom('root-config', rootConfigBuild());
    await releaseFrom('shell', fakeBuild(
      {
        'schools-shell.13572468.js': 'System.register([],function(){});', 'schools-shell.24681357.css': '.s{}', 'schools-ui.0a1b2c3d.css': '.ui-x{color:red}'.repeat(100), 'schools-ui.11223344.js': 'System.register([],function(){});',
        'schools-ui-motion.5a5a5a5a.js': 'System.register(["@schools/ui","react"],function(){});', 'schools-ui-motion.6b6b6b6b.css': '.m{}',
        'schools-ui-alerts.7c7c7c7c.js': 'System.register(["react"],function(){});', 'schools-ui-alerts.8d8d8d8d.css': '.ui-alert{}',
      },
      {
        '@schools/shell': 'schools-shell.13572468.js', '@schools/shell/style.css': 'schools-shell.24681357.css', '@schools/ui': 'schools-ui.11223344.js', '@schools/ui/style.css': 'schools-ui.0a1b2c3d.css',
        '@schools/ui-motion': 'schools-ui-motion.5a5a5a5a.js', '@schools/ui-motion/style.css': 'schools-ui-motion.6b6b6b6b.css',
        '@schools/ui-alerts': 'schools-ui-alerts.7c7c7c7c.js', '@schools/ui-alerts/style.css': 'schools-ui-alerts.8d8d8d8d.css',
      },
    ));
    await releaseFrom('about', fakeBuild(
      { 'schools-about.89abcdef.js': 'System.register(["@schools/shared-api","@schools/ui-motion","react/jsx-runtime"],function(){});', 'schools-about.89abcdef.js.map': '{}', 'schools-about.0f1e2d3c.css': '.a{}' },
      { '@schools/about': 'schools-about.89abcdef.js', '@schools/about/style.css': 'schools-about.0f1e2d3c.css' },
    ));
  });
  afterAll(async () => {
    await bench.close();
    await database.close();
    await testDb.remove();
  });

  it('answers the probes: /healthz while the process lives, /readyz when the database, the storage and every live file are there', async () => {
    const alive = await app.inject('/healthz');
    expect([alive.statusCode, alive.json(), alive.headers['cache-control']]).toEqual([200, { code: '000', data: { status: 'alive' } }, 'no-store']);
    const ready = await app.inject('/readyz');
    expect([ready.statusCode, ready.json()]).toEqual([200, { code: '000', data: { status: 'ready', checks: ['database', 'storage', 'liveFiles'] } }]);
    // A second instance started with a storage folder of its own has none of the released files.
    const emptyStorage = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-'));
    const other = await appWith({ storageDir: emptyStorage });
    try {
      const notReady = await other.inject('/readyz');
      expect(notReady.statusCode).toBe(503);
      expect(notReady.json()).toMatchObject({ code: '503', data: null, message: expect.stringMatching(/^Not ready: liveFiles: \/modules\/.* is missing from the folder /) });
      expect(Object.keys((notReady.json() as { failed: object }).failed)).toEqual(['liveFiles']);
    } finally {
      await other.close();
      fs.rmSync(emptyStorage, { recursive: true, force: true });
    }
  });

  it('counts requests, cache lookups and the live releases for Prometheus, on a port of their own only', async () => {
    const counted = await appWith({ metrics: { port: 0, host: '127.0.0.1' } });
    const served = await serveMetrics(counted.metrics!, 0, '127.0.0.1');
    try {
      for (let i = 0; i < 3; i++) expect((await counted.inject('/healthz')).statusCode).toBe(200);
      await counted.inject('/api/BIGZ/user/menu/list?t=1');
      await counted.inject('/api/BIGZ/user/menu/list?t=2');
      const base = `http://127.0.0.1:${served.address.port}`;
      const scrape = await fetch(`${base}/metrics`);
      const text = await scrape.text();
      expect(scrape.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(text).toContain('http_requests_total{method="GET",route="/healthz",status="200"} 3');
      expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/healthz"\} 3/);
      expect(text).toMatch(/response_cache_lookups_total\{result="miss"\} [1-9]/);
      const live = await bench.deps.log.live();
      expect(text).toContain(`live_release{section="about"} ${live.get('about')!.id}`);
      expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
      if (database.dialect === 'postgres') expect(text).toMatch(/database_pool_connections\{state="idle"\} \d+/);
      expect((await fetch(`${base}/`)).status).toBe(404);
      // Not on the site's own port.
      expect((await counted.inject('/metrics')).body).not.toContain('http_requests_total');
    } finally {
      served.server.close();
      await counted.close();
    }
  });

  it('gives every answer a request id: its own, or the one a trusted proxy sent', async () => {
    const ids = await Promise.all(['/healthz', '/', '/no/such/page', '/api/BIGZ/user/nothing'].map(async (url) => (await app.inject(url)).headers['x-request-id']));
    expect(ids).toEqual(ids.map(() => expect.stringMatching(/^[0-9a-f-]{36}$/)));
    expect(new Set(ids).size).toBe(ids.length);
    // From the trusted proxy (loopback, by default), its id; from anywhere else, one of the server's.
    expect((await app.inject({ url: '/healthz', headers: { 'x-request-id': 'nginx-5f2c9a' } })).headers['x-request-id']).toBe('nginx-5f2c9a');
    expect((await app.inject({ url: '/healthz', headers: { 'x-request-id': 'nginx-5f2c9a' }, remoteAddress: '203.0.113.9' })).headers['x-request-id']).not.toBe('nginx-5f2c9a');
    expect((await app.inject({ url: '/healthz', headers: { 'x-request-id': 'not an id\u0007' } })).headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves the page under / and every /{SNAME}/, never cached, with preloads from the live import map', async () => {
    for (const url of ['/', '/BBSZ/', '/BIGZ/']) {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      // Listed for boot.js, which preloads them once the page has painted: its words, stylesheets and
      // first picture come first.
      const frame = JSON.parse(/<script type="application\/json" id="frame-preloads">([^<]*)<\/script>/.exec(res.body)?.[1] ?? 'null') as string[];
      expect(frame).toContain('/modules/root-config/shared/prod/react.0123abcd.js');
      expect(res.body).not.toContain('<link rel="preload" href="/modules/');
      expect(res.body).toContain('show-when-local-storage="devtools"');
      // The template's own files are named where its release put them.
      expect(res.body).toContain('<script src="/modules/root-config/vendor/boot.0badc0de.js">');
    }
    expect((await app.inject('/BBSZ')).headers.location).toBe('/BBSZ/');
    expect((await app.inject('/XXXX/')).statusCode).toBe(404);
  });

  it('links the stylesheets every page needs in the head, in cascade order, and no section\'s', async () => {
    const body = (await app.inject('/')).body;
    const links = [...body.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((m) => m[1]);
    // The root config has no stylesheet in this map: no link for it, no empty href.
    expect(links).toEqual(['/modules/mf-shell/schools-ui.0a1b2c3d.css', '/modules/mf-shell/schools-shell.24681357.css']);
    expect(body.indexOf('rel="stylesheet"')).toBeLessThan(body.indexOf('</head>'));
  });

  it("links the alert bar's stylesheet into a page only while the campus has an alert to show", async () => {
    const links = async (on: FastifyInstance, url: string) => [...(await on.inject(url)).body.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((m) => m[1]);
    const always = ['/modules/mf-shell/schools-ui.0a1b2c3d.css', '/modules/mf-shell/schools-shell.24681357.css'];
    expect(await links(app, '/BIWH/')).toEqual(always);
    const at = new Date(Date.now() - 60_000).toISOString();
    await database.db.insertInto('alert').values({
      level: 'warning', title_en: 'Rainstorm', title_zh: '暴雨', body_en: 'Classes online.', body_zh: '改为线上课程。', link: '',
      audience: '["BIWH"]', campuses: '["BIWH"]', starts_at: at, ends_at: new Date(Date.now() + 3_600_000).toISOString(),
      created_at: at, created_by: 'test', updated_at: at, updated_by: 'test',
    }).execute();
    // Asked of another instance: this one holds the campus's answer of a moment ago (none) for a minute.
    const other = await appWith({});
    try {
      expect(await links(other, '/BIWH/')).toEqual([...always, '/modules/mf-shell/schools-ui-alerts.8d8d8d8d.css']);
      expect(await links(other, '/BISC/')).toEqual(always);
    } finally {
      await other.close();
    }
  });

  it('sends the <html lang> of the campus and language it can tell from host, path and query', async () => {
    const langOf = async (url: string, host = 'localhost') =>
      /<html lang="([^"]+)"/.exec((await app.inject({ url, headers: { host } })).body)?.[1];
    expect(await langOf('/')).toBe('en');
    expect(await langOf('/BBSZ/')).toBe('zh-CN'); // the Chinese-first campus
    expect(await langOf('/', 'bbsz.localhost:8080')).toBe('zh-CN');
    expect(await langOf('/?lang=en', 'bbsz.localhost')).toBe('en');
    expect(await langOf('/BIGZ/?lang=cn')).toBe('zh-CN');
    expect(await langOf('/', 'bigz.localhost')).toBe('en');
  });

  it('names the object-storage base, and no analytics unless a site id is configured', async () => {
    const body = (await app.inject('/')).body;
    expect(body).toContain('<meta name="storage-base" content="/storage">');
    expect(body).not.toContain('baidu-tongji');
    expect(body).toContain('data-ui="false"');
    const id = '0123456789abcdef0123456789abcdef';
    const withTongji = await appWith({ baiduTongjiId: configFromEnv({ BAIDU_TONGJI_ID: id }).baiduTongjiId });
    expect((await withTongji.inject('/')).body).toContain(`<meta name="baidu-tongji" content="${id}">`);
    await withTongji.close();
    expect(() => configFromEnv({ BAIDU_TONGJI_ID: 'not-an-id' })).toThrow(/BAIDU_TONGJI_ID must be the 32 hexadecimal digits/);
  });

  it('sends the page\'s Content-Security-Policy with every HTML answer and other non-API URL', async () => {
    const policy = pageContentSecurityPolicy(configFromEnv({}));
    for (const url of ['/', '/index.html', '/BBSZ/', '/BIGZ/?lang=cn', '/no-such-page']) {
      const res = await app.inject(url);
      expect([url, res.headers['content-security-policy']]).toEqual([url, policy]);
    }
    expect((await app.inject('/')).headers['content-type']).toMatch(/^text\/html/);
  });

  it('sends a static file only the headers that matter for it: no sniffing, no cross-origin reads, no page policy', async () => {
    writeImages(bench.config.storageDir, [{ file: 'social/headers.svg', svg: '<svg xmlns="http://www.w3.org/2000/svg"/>' }]);
    for (const url of ['/modules/mf-about/schools-about.89abcdef.js', '/modules/mf-shell/schools-ui.0a1b2c3d.css', '/storage/social/headers.svg']) {
      const res = await app.inject(url);
      expect([url, res.statusCode]).toEqual([url, 200]);
      expect([url, res.headers['x-content-type-options'], res.headers['cross-origin-resource-policy']]).toEqual([url, 'nosniff', 'same-origin']);
      expect([url, res.headers['content-security-policy'], res.headers['x-frame-options'], res.headers['permissions-policy']]).toEqual([url, undefined, undefined, undefined]);
    }
  });

  it('tells the start-up script the configured development origins', async () => {
    expect((await app.inject('/')).body).toContain('data-dev-origins=""');
    const withDev = await appWith({ devOrigins: configFromEnv({ DEV_ORIGINS: 'https://dev.example.cn:8443,http://10.0.0.7:9004' }).devOrigins });
    const res = await withDev.inject('/');
    expect(res.body).toContain('data-dev-origins="https://dev.example.cn:8443 http://10.0.0.7:9004"');
    expect(res.headers['content-security-policy']).toContain("script-src 'self' http://localhost:* https://localhost:* http://127.0.0.1:* https://127.0.0.1:* https://dev.example.cn:8443 http://10.0.0.7:9004;");
    await withDev.close();
  });

  it('writes the live import map into the page, the same as /import-map.json answers', async () => {
    const page = (await app.inject('/')).body;
    const inline = /<script type="systemjs-importmap">([^<]*)<\/script>/.exec(page)?.[1];
    expect(JSON.parse(inline!)).toEqual((await app.inject('/import-map.json')).json());
    expect(page).not.toContain('src="/import-map.json"');
  });

  it('lists for boot.js what a page opening on a section can fetch at once: its script, its stylesheet, what only it imports', async () => {
    const page = (await app.inject('/')).body;
    const listed = /<script type="application\/json" id="section-preloads">([^<]*)<\/script>/.exec(page)?.[1];
    // Read from the released files themselves: about imports @schools/ui-motion, which the page does not preload.
    expect(JSON.parse(listed!)).toEqual({
      '@schools/about': [
        '/modules/mf-about/schools-about.89abcdef.js', '/modules/mf-about/schools-about.0f1e2d3c.css',
        '/modules/mf-shell/schools-ui-motion.5a5a5a5a.js', '/modules/mf-shell/schools-ui-motion.6b6b6b6b.css',
      ],
      '@schools/ui-motion': ['/modules/mf-shell/schools-ui-motion.5a5a5a5a.js', '/modules/mf-shell/schools-ui-motion.6b6b6b6b.css'],
      '@schools/ui-alerts': ['/modules/mf-shell/schools-ui-alerts.7c7c7c7c.js', '/modules/mf-shell/schools-ui-alerts.8d8d8d8d.css'],
    });
  });

  it('serves the live import map, never cached, without the page template', async () => {
    const res = await app.inject('/import-map.json');
    expect(res.headers['cache-control']).toBe('no-store');
    const { imports } = res.json();
    expect(imports['@schools/about']).toBe('/modules/mf-about/schools-about.89abcdef.js');
    expect(Object.keys(imports).filter((name) => name.endsWith('.html'))).toEqual([]);
  });

  it('serves released files as immutable, as the compressed copy their build wrote, from the storage folder only', async () => {
    const file = '/modules/root-config/shared/prod/react.0123abcd.js';
    const plain = await app.inject(file);
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [accept, encoding, ext] of [['gzip, deflate, br', 'br', '.br'], ['gzip', 'gzip', '.gz']] as const) {
      const hashed = await app.inject({ url: file, headers: { 'accept-encoding': accept } });
      expect(hashed.statusCode).toBe(200);
      expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(hashed.headers['content-encoding']).toBe(encoding);
      expect(hashed.headers.vary).toMatch(/accept-encoding/i);
      expect(hashed.headers['content-type']).toMatch(/^application\/javascript/);
      // The very bytes the build wrote: nothing compressed for this request.
      expect(hashed.rawPayload.equals(fs.readFileSync(path.join(bench.config.storageDir, `${file}${ext}`)))).toBe(true);
    }
    // A file the build left without copies (too small to gain) is sent as it is, never compressed here.
    const small = await app.inject({ url: '/modules/mf-about/schools-about.89abcdef.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect([small.statusCode, small.headers['content-encoding']]).toEqual([200, undefined]);
    const css = await app.inject('/modules/mf-shell/schools-ui.0a1b2c3d.css');
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    expect(css.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The build folders are not served: only what was released.
    expect((await app.inject('/mf-about/schools-about.89abcdef.js')).statusCode).toBe(404);
    // An encoded ../ must not climb out of the released files' folder, nor /storage reach them.
    expect((await app.inject('/modules/mf-about/%2e%2e%2f%2e%2e%2fstorage-secret')).statusCode).toBe(404);
    expect((await app.inject('/storage/modules/mf-about/schools-about.89abcdef.js')).statusCode).toBe(404);
  });

  it('serves pictures named by their content as immutable and those replaced in place as rechecked daily, as their seed\'s compressed copies', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 450">${'<circle cx="1" cy="1" r="1"/>'.repeat(60)}</svg>`;
    const named = contentHashedName('bisz/home-dining.svg', svg);
    expect(named).toMatch(/^bisz\/home-dining\.[0-9a-f]{10}\.svg$/);
    writeImages(bench.config.storageDir, [{ file: named, svg }, { file: 'social/qr.svg', svg }]);
    const hashed = await app.inject({ url: `/storage/${named}`, headers: { 'accept-encoding': 'br' } });
    expect([hashed.statusCode, hashed.headers['content-type'], hashed.headers['content-encoding']]).toEqual([200, 'image/svg+xml', 'br']);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(hashed.rawPayload.equals(fs.readFileSync(path.join(bench.config.storageDir, `${named}.br`)))).toBe(true);
    const inPlace = await app.inject('/storage/social/qr.svg');
    expect([inPlace.statusCode, inPlace.headers['cache-control'], inPlace.body]).toEqual([200, 'public, max-age=86400', svg]);
    // Replaced in place by a file too small to compress: its old compressed copies go with it.
    const small = '<svg xmlns="http://www.w3.org/2000/svg"/>';
    writeImages(bench.config.storageDir, [{ file: 'social/qr.svg', svg: small }]);
    const replaced = await app.inject({ url: '/storage/social/qr.svg', headers: { 'accept-encoding': 'br, gzip' } });
    expect([replaced.headers['content-encoding'], replaced.body]).toEqual([undefined, small]);
  });

  it('answers 503 with a page that says so while nothing is released', async () => {
    const emptyDb = await createTestDatabase();
    const empty = await openDatabase(emptyDb.options);
    const fresh = await buildApp({ ...bench.config }, { database: empty });
    const res = await fresh.inject('/');
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('not been released yet');
    expect((await fresh.inject('/import-map.json')).json()).toEqual({ imports: {} });
    await fresh.close();
    await empty.close();
    await emptyDb.remove();
  });

  it('answers unknown API calls with an error envelope', async () => {
    const res = await app.inject('/api/BISZ/user/nothing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: '404', data: null, message: expect.stringContaining('/api/BISZ/user/nothing') });
  });

  it('in development uses the development flavour of the shared modules and always shows the overrides UI', async () => {
    const dev = await appWith({ development: true });
    expect((await dev.inject('/import-map.json')).json().imports.react).toBe('/root-config/shared/dev/react.feedbeef.js');
    expect((await dev.inject('/root-config/shared/dev/react.feedbeef.js')).statusCode).toBe(200);
    const page = (await dev.inject('/')).body;
    expect(page).not.toContain('show-when-local-storage');
    expect(page).toContain('data-ui="true"');
    await dev.close();
  });
});
