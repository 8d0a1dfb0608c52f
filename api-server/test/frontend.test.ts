import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { configFromEnv } from '../src/config';
import { pageContentSecurityPolicy } from '../src/http/contentSecurityPolicy';

/** A tiny built front end in a temporary folder, laid out like the repository's dist folders. */
function fakeSite(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  write('import-map.json', JSON.stringify({ imports: { react: '/root-config/shared/prod/react.0123abcd.js', '@schools/about': '/mf-about/schools-about.89abcdef.js',
    '@schools/shell': '/mf-shell/schools-shell.13572468.js',
    '@schools/shell/style.css': '/mf-shell/schools-shell.24681357.css',
    '@schools/ui/style.css': '/mf-shell/schools-ui.0a1b2c3d.css',
    '@schools/about/style.css': '/mf-about/schools-about.0f1e2d3c.css',
  } }));
  write('root-config/dist/shared/dev/import-map.json', JSON.stringify({ imports: { react: '/root-config/shared/dev/react.feedbeef.js' } }));
  write('root-config/dist/index.html', '<html lang="en"><head><!--meta--><!--preloads--><!--stylesheets--></head><body data-ui="%OVERRIDES_ALWAYS%" data-dev-origins="%DEV_ORIGINS%"><!--overrides-ui--></body></html>');
  write('root-config/dist/shared/prod/react.0123abcd.js', 'System.register([],function(){});'.repeat(100));
  write('mf-about/dist/schools-about.89abcdef.js', 'System.register([],function(){});');
  write('mf-about/dist/schools-about.89abcdef.js.map', '{}');
  write('mf-shell/dist/schools-ui.0a1b2c3d.css', '.ui-x{color:red}'.repeat(100));
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

  it('links the stylesheets every page needs in the head, in cascade order, and no section\'s', async () => {
    const body = (await app.inject('/')).body;
    const links = [...body.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((m) => m[1]);
    // The root config has no stylesheet in this map: no link for it, no empty href.
    expect(links).toEqual(['/mf-shell/schools-ui.0a1b2c3d.css', '/mf-shell/schools-shell.24681357.css']);
    expect(body.indexOf('rel="stylesheet"')).toBeLessThan(body.indexOf('</head>'));
  });

  it('sends the <html lang> of the campus and language it can tell from host, path and query', async () => {
    const langOf = async (url: string, host = 'localhost') =>
      /<html lang="([^"]+)">/.exec((await app.inject({ url, headers: { host } })).body)?.[1];
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
    const withTongji = await buildApp({ ...configFromEnv({ BAIDU_TONGJI_ID: id }), rootDir, development: false });
    expect((await withTongji.inject('/')).body).toContain(`<meta name="baidu-tongji" content="${id}">`);
    await withTongji.close();
    expect(() => configFromEnv({ BAIDU_TONGJI_ID: 'not-an-id' })).toThrow(/BAIDU_TONGJI_ID must be the 32 hexadecimal digits/);
  });

  it('sends the page\'s Content-Security-Policy with every HTML answer and other non-API URL', async () => {
    const policy = pageContentSecurityPolicy(configFromEnv({}));
    for (const url of ['/', '/index.html', '/BBSZ/', '/BIGZ/?lang=cn', '/no-such-page', '/mf-about/schools-about.89abcdef.js']) {
      const res = await app.inject(url);
      expect([url, res.headers['content-security-policy']]).toEqual([url, policy]);
    }
    expect((await app.inject('/')).headers['content-type']).toMatch(/^text\/html/);
  });

  it('tells the start-up script the configured development origins', async () => {
    expect((await app.inject('/')).body).toContain('data-dev-origins=""');
    const withDev = await buildApp({ ...configFromEnv({ DEV_ORIGINS: 'https://dev.example.cn:8443,http://10.0.0.7:9004' }), rootDir, development: false });
    const res = await withDev.inject('/');
    expect(res.body).toContain('data-dev-origins="https://dev.example.cn:8443 http://10.0.0.7:9004"');
    expect(res.headers['content-security-policy']).toContain("script-src 'self' http://localhost:* https://localhost:* http://127.0.0.1:* https://127.0.0.1:* https://dev.example.cn:8443 http://10.0.0.7:9004;");
    await withDev.close();
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
    const css = await app.inject('/mf-shell/schools-ui.0a1b2c3d.css');
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    expect(css.headers['cache-control']).toBe('public, max-age=31536000, immutable');
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
    const page = (await dev.inject('/')).body;
    expect(page).not.toContain('show-when-local-storage');
    expect(page).toContain('data-ui="true"');
    await dev.close();
  });
});
