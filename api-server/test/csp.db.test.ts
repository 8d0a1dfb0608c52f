// The page's Content-Security-Policy: computed from the configuration, sent with every non-API answer,
// and never in place of the staff page's or the WeChat simulator's own policies.
import { configFromEnv, devOriginsFromEnv } from '../src/config';
import { OVERRIDES_UI_STYLE_HASH, pageContentSecurityPolicy } from '../src/platform/http/contentSecurityPolicy';
import { STAFF_PAGE_CSP } from '../src/modules/studio/staffPage';
import { raw, startTestServer, type TestServer } from './support/testServer';

const policyOf = (env: NodeJS.ProcessEnv) => pageContentSecurityPolicy(configFromEnv(env));
const directives = (policy: string) =>
  Object.fromEntries(policy.split('; ').map((d) => { const [name, ...sources] = d.split(' '); return [name!, sources]; }));
const LOCAL = 'http://localhost:* https://localhost:* http://127.0.0.1:* https://127.0.0.1:*';
const TONGJI_ID = '0123456789abcdef0123456789abcdef';

describe('the page policy', () => {
  it('for the default configuration: the site, developers\' machines, no inline script, no eval', () => {
    expect(policyOf({})).toBe([
      "default-src 'self'",
      `script-src 'self' ${LOCAL}`,
      `style-src 'self' ${LOCAL} ${OVERRIDES_UI_STYLE_HASH}`,
      "style-src-attr 'unsafe-inline'", // the server-rendered pages' style attributes; no style element
      `img-src 'self' data: ${LOCAL}`,
      `connect-src 'self' ${LOCAL}`,
      "frame-src 'self'", // the WeChat simulator at /wechat-sim
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join('; '));
  });

  it('allows Baidu Tongji only when a site id is configured', () => {
    expect(policyOf({})).not.toContain('baidu');
    const d = directives(policyOf({ BAIDU_TONGJI_ID: TONGJI_ID }));
    for (const name of ['script-src', 'img-src', 'connect-src']) expect(d[name]).toContain('https://hm.baidu.com');
    expect(d['style-src']).not.toContain('https://hm.baidu.com');
    expect(d['frame-src']).not.toContain('https://hm.baidu.com');
  });

  it('allows images from object storage on another origin, and only images', () => {
    const d = directives(policyOf({ OBJECT_STORAGE_BASE: 'https://cdn.school.example.cn/assets/' }));
    expect(d['img-src']).toContain('https://cdn.school.example.cn');
    expect(d['script-src']!.join(' ')).not.toContain('cdn.school');
    expect(d['connect-src']!.join(' ')).not.toContain('cdn.school');
    // A scheme-relative base: the host, matched with the page's scheme.
    expect(directives(policyOf({ OBJECT_STORAGE_BASE: '//cdn.school.example.cn:8080/assets' }))['img-src']).toContain('cdn.school.example.cn:8080');
    expect(directives(policyOf({}))['img-src']).toEqual(["'self'", 'data:', ...LOCAL.split(' ')]);
  });

  it('frames WeChat\'s own host once its credentials are set, and the simulator is then gone', () => {
    const wechat = { WECHAT_APPID: 'wx0123456789abcdef', WECHAT_SECRET: 's' };
    expect(directives(policyOf(wechat))['frame-src']).toEqual(["'self'", 'https://open.weixin.qq.com']);
    expect(directives(policyOf({ ...wechat, WECHAT_OPEN_BASE: 'https://wx-proxy.school.example.cn/open/' }))['frame-src'])
      .toEqual(["'self'", 'https://wx-proxy.school.example.cn']);
    // Production without credentials: comments closed, nothing framed but the site.
    expect(directives(policyOf({ NODE_ENV: 'production' }))['frame-src']).toEqual(["'self'"]);
  });

  it('adds DEV_ORIGINS wherever an override brings its files from', () => {
    const d = directives(policyOf({ DEV_ORIGINS: 'https://dev.school.example.cn:8443, http://10.0.0.7:9004' }));
    for (const name of ['script-src', 'style-src', 'img-src', 'connect-src']) {
      expect(d[name]).toEqual(expect.arrayContaining(['https://dev.school.example.cn:8443', 'http://10.0.0.7:9004']));
    }
    expect(d['frame-src']).toEqual(["'self'"]);
  });

  it('never allows inline script or eval, whatever the configuration', () => {
    const all = policyOf({ BAIDU_TONGJI_ID: TONGJI_ID, DEV_ORIGINS: 'https://dev.example.cn', OBJECT_STORAGE_BASE: 'https://cdn.example.cn' });
    const d = directives(all);
    for (const name of ['default-src', 'script-src', 'style-src', 'img-src', 'connect-src']) expect(d[name]!.join(' ')).not.toMatch(/unsafe-(eval|inline|hashes)/);
    // Style attributes only (server-rendered pages): never a style element, never a script.
    expect(all.match(/unsafe-[a-z]+/g)).toEqual(["unsafe-inline"]);
    expect(d['style-src-attr']).toEqual(["'unsafe-inline'"]);
    expect(directives(all)['script-src']).not.toContain('*');
  });
});

describe('DEV_ORIGINS', () => {
  it('takes exact origins, comma-separated', () => {
    expect(devOriginsFromEnv(undefined)).toEqual([]);
    expect(devOriginsFromEnv(' https://Dev.Example.cn:8443/ ,http://10.0.0.7:9004')).toEqual(['https://dev.example.cn:8443', 'http://10.0.0.7:9004']);
  });

  it.each(['dev.example.cn', 'https://dev.example.cn/modules', 'ftp://dev.example.cn', 'https://*.example.cn', 'http://[::1]:9000', 'https://user:pw@dev.example.cn', 'https://dev.example.cn?x=1'])(
    'stops the start on %s with a message that says what is expected',
    (value) => {
      expect(() => configFromEnv({ DEV_ORIGINS: value })).toThrow(
        `DEV_ORIGINS is a comma-separated list of origins such as https://dev.school.example.cn:8443 (scheme, host and optional port, no path); got "${value}"`,
      );
    },
  );
});

describe('the answers', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('the staff page and the WeChat simulator keep their own stricter policies', async () => {
    const admin = await raw(server.base, '/admin');
    expect(admin.status).toBe(200);
    expect(admin.headers.get('content-security-policy')).toBe(STAFF_PAGE_CSP);
    expect(admin.headers.get('x-frame-options')).toBe('DENY'); // as its frame-ancestors 'none'
    // Where stored pictures are served, for the studio's thumbnails of pictures in copy (same origin: no change to img-src).
    expect(admin.body).toContain(`<div id="staff" data-storage-base="${server.config.storageBase}"></div>`);
    const qr = `/wechat-sim/connect/qrconnect?appid=${server.config.wechat!.appId}&redirect_uri=${encodeURIComponent(`${server.base}/api/BIGZ/user/wechat/callback`)}&response_type=code&scope=snsapi_login&state=s1`;
    const sim = await raw(server.base, qr);
    expect(sim.status).toBe(200);
    const simPolicy = sim.headers.get('content-security-policy')!;
    expect(simPolicy).toMatch(/^default-src 'none'/);
    expect(simPolicy).toContain("frame-ancestors 'self'"); // the sign-in page frames it
    expect(sim.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(simPolicy).not.toBe(pageContentSecurityPolicy(server.config));
  });

  it('API answers carry no page policy (JSON is not rendered)', async () => {
    const res = await raw(server.base, '/api/BISZ/user/wechat/session');
    expect(res.headers.get('content-security-policy')).toBeNull();
  });
});
