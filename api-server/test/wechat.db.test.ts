// Commenting through WeChat: the QR sign-in's address, the single-use state bound to the browser
// and valid 10 minutes, the session cookie, comments only from a signed-in commenter, and the limits
// per commenter and per address under concurrency; the simulator answers WeChat's endpoints.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { configFromEnv } from '../src/config';
import { COMMENT_LIMITS, SIGN_IN_NEEDED } from '../src/modules/comments/commentService';
import { SIGN_IN } from '../src/modules/wechat/signIn';
import { SIMULATOR_WARNING } from '../src/modules/wechat/simulator';
import { raw, startTestServer, type TestServer } from './support/testServer';
import { cookieOf, scan, signInCommenter } from './support/wechat';

let server: TestServer;
let postId: number;

beforeAll(async () => {
  server = await startTestServer();
  const [student] = await server.api('BIGZ', 'en').studentList();
  postId = (await server.api('BIGZ', 'en').studentPosts({ studentId: student!.id }))[0]!.id;
});
afterAll(() => server.close());

const comment = (cookie: string | undefined, client: string, text = 'Great work') =>
  raw(server.base, '/api/BIGZ/user/comment/insert', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ postId, name: 'Parent', comment: text }),
  });

describe('the QR sign-in', () => {
  it('builds the qrconnect address of a website application and binds the state to the browser by a cookie', async () => {
    const res = await fetch(`${server.base}/api/BIGZ/user/wechat/qrconnect?returnTo=${encodeURIComponent('/#/academics/senior_project/blog_detail?id=3&lang=en')}`);
    const { code, data } = (await res.json()) as { code: string; data: { url: string } };
    expect(code).toBe('000');
    const url = new URL(data.url, server.base);
    expect(url.pathname).toBe('/wechat-sim/connect/qrconnect');
    expect(Object.fromEntries(url.searchParams)).toEqual(expect.objectContaining({
      appid: server.config.wechat!.appId, response_type: 'code', scope: 'snsapi_login',
      redirect_uri: `${server.base}/api/BIGZ/user/wechat/callback`, state: expect.stringMatching(/^[\w-]{32}$/),
    }));
    const nonce = res.headers.getSetCookie().find((c) => c.startsWith('wxs='))!;
    expect(nonce).toMatch(/HttpOnly/);
    expect(nonce).toMatch(/SameSite=Lax/);
    expect(nonce).toMatch(/Max-Age=600/);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('signs in, returns the visitor to the post, and the session names the WeChat user', async () => {
    const { nonce, callback } = await scan(server.base, { user: 'liming', returnTo: '/BIGZ/#/academics/senior_project/blog_detail?id=3' });
    const done = await fetch(callback, { redirect: 'manual', headers: { cookie: nonce } });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('/BIGZ/#/academics/senior_project/blog_detail?id=3');
    const session = done.headers.getSetCookie().find((c) => c.startsWith('wx='))!;
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
    expect(session).not.toMatch(/Secure/);
    const who = await raw(server.base, '/api/BIGZ/user/wechat/session', { headers: { cookie: session.split(';')[0]! } });
    expect(who.body).toEqual({ code: '000', data: { signedIn: true, nickname: '李明' } });
    expect((await raw(server.base, '/api/BIGZ/user/wechat/session')).body.data).toEqual({ signedIn: false, nickname: '' });
  });

  it('marks the session cookie Secure under https (a trusted proxy says so)', async () => {
    const { nonce, callback } = await scan(server.base);
    const done = await fetch(callback, { redirect: 'manual', headers: { cookie: nonce, 'x-forwarded-proto': 'https' } });
    expect(done.headers.getSetCookie().find((c) => c.startsWith('wx='))).toMatch(/Secure/);
  });

  it('uses a state once, only in the browser that started it, and only for 10 minutes', async () => {
    const failed = (res: Response) => {
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/BIGZ/#/academics/wechat_login?signin=failed');
      expect(cookieOf(res, 'wx')).toBeUndefined();
    };
    const first = await scan(server.base);
    failed(await fetch(first.callback, { redirect: 'manual' }));
    // Refused once without its cookie, the state is spent: the right browser cannot use it after.
    failed(await fetch(first.callback, { redirect: 'manual', headers: { cookie: first.nonce } }));

    const replayed = await scan(server.base);
    expect((await fetch(replayed.callback, { redirect: 'manual', headers: { cookie: replayed.nonce } })).status).toBe(303);
    failed(await fetch(replayed.callback, { redirect: 'manual', headers: { cookie: replayed.nonce } }));

    const late = await scan(server.base);
    const earlier = new Date(Date.now() - SIGN_IN.stateTtlMs - 1000).toISOString();
    await server.db.updateTable('wechat_state').set({ created_at: earlier }).where('used_at', 'is', null).execute();
    failed(await fetch(late.callback, { redirect: 'manual', headers: { cookie: late.nonce } }));
  });

  it('never sends the visitor to another site', async () => {
    for (const returnTo of ['//evil.example/', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)', '/..//evil.example', '/.//evil.example/x', '/%2e%2e//evil.example']) {
      const res = await raw(server.base, `/api/BIGZ/user/wechat/qrconnect?returnTo=${encodeURIComponent(returnTo)}`);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('400');
    }
  });

  // Issue 19, item 1: a return address that cannot go into a Location header as it is (Chinese, any
  // non-ASCII) answered 500 with Fastify's own JSON, the state used up and no session started.
  it.each([
    ['Chinese in the query', '/BIGZ/#/academics/senior_project?tag=春季招生'],
    ['Chinese in the path and an emoji', '/BIGZ/#/academics/项目/blog_detail?id=3&q=😀'],
    ['an escape already made', '/BIGZ/#/academics/senior_project?tag=%E6%98%A5'],
  ])('returns the visitor to a return address with %s, percent-encoded, and signs them in', async (_what, returnTo) => {
    const { nonce, callback } = await scan(server.base, { returnTo });
    const done = await fetch(callback, { redirect: 'manual', headers: { cookie: nonce } });
    expect(done.status).toBe(303);
    const location = done.headers.get('location')!;
    expect(location).toMatch(/^\/[\x21-\x7e]*$/);
    const back = new URL(location, server.base);
    expect(back.origin).toBe(server.base);
    expect(decodeURIComponent(back.pathname + back.search + back.hash)).toBe(decodeURIComponent(returnTo));
    expect(cookieOf(done, 'wx')).toMatch(/^wx=[\w-]{32}$/);
  });

  it.each([
    ['U+0001', '/BIGZ/#/academics/senior_project?tag=a\u0001b'],
    ['U+007F', '/BIGZ/#/academics/senior_project?tag=a\u007fb'],
    ['U+0085', '/BIGZ/#/academics/senior_project?tag=a\u0085b'],
    ['U+0000', '/a\u0000b'],
  ])('refuses a return address with the control character %s at the start, storing nothing', async (_what, returnTo) => {
    const before = await server.db.selectFrom('wechat_state').select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow();
    const res = await raw(server.base, `/api/BIGZ/user/wechat/qrconnect?returnTo=${encodeURIComponent(returnTo)}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: '400', data: null, message: expect.any(String) });
    expect(res.headers.getSetCookie()).toEqual([]);
    const after = await server.db.selectFrom('wechat_state').select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('returns the visitor safely even from a state stored with an address no header can carry', async () => {
    // As a server before the fix stored it: the raw Chinese text, and a control character.
    const sha = (value: string) => createHash('sha256').update(value).digest('hex');
    for (const [stored, expected] of [
      ['/BIGZ/#/academics/senior_project?tag=春季招生', '/BIGZ/#/academics/senior_project?tag=%E6%98%A5%E5%AD%A3%E6%8B%9B%E7%94%9F'],
      ['/BIGZ/#/x?tag=a\u0001b', '/BIGZ/'],
    ]) {
      const { nonce, callback } = await scan(server.base);
      const state = new URL(callback).searchParams.get('state')!;
      await server.db.updateTable('wechat_state').set({ return_to: stored }).where('state_hash', '=', sha(state)).execute();
      const done = await fetch(callback, { redirect: 'manual', headers: { cookie: nonce } });
      expect([stored, done.status, done.headers.get('location')]).toEqual([stored, 303, expected]);
      expect(cookieOf(done, 'wx')).toBeDefined();
    }
  });

  // Issue 19, item 2: PostgreSQL refuses U+0000 in text, which answered 500.
  it('refuses a NUL byte in the return address with a 400 envelope on either database', async () => {
    const res = await raw(server.base, '/api/BISZ/user/wechat/qrconnect?returnTo=/a%00b');
    expect([res.status, res.body]).toEqual([400, { code: '400', data: null, message: expect.stringMatching(/NUL|U\+0000|returnTo/) }]);
  });

  // Issue 19, item 5: every qrconnect wrote (and fsynced) twice, without a limit: a flood of them slowed
  // every other write. Now one write each, at most SIGN_IN.perClient per address in the state's 10 minutes.
  it(`starts at most ${SIGN_IN.perClient} sign-ins per address in 10 minutes, even concurrently, writing nothing past that`, async () => {
    const start = (client: string) => raw(server.base, '/api/BIGZ/user/wechat/qrconnect?returnTo=/', { headers: { 'x-forwarded-for': client } });
    const stored = async (client: string) => Number((await server.db.selectFrom('wechat_state').select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('client', '=', client).executeTakeFirstOrThrow()).n);
    const answers = await Promise.all(Array.from({ length: SIGN_IN.perClient + 10 }, () => start('10.60.0.1')));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(SIGN_IN.perClient);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(10);
    expect(refused[0]!.body).toEqual({ code: '429', data: null, message: expect.stringMatching(/at most \d+ every 10 minutes/) });
    expect(refused[0]!.headers.getSetCookie()).toEqual([]);
    expect(await stored('10.60.0.1')).toBe(SIGN_IN.perClient);
    expect((await start('10.60.0.2')).status).toBe(200);
    // One IPv6 network (a /64) is one client.
    for (let i = 1; i <= SIGN_IN.perClient; i++) expect((await start(`2001:db8:60::${i.toString(16)}`)).status).toBe(200);
    expect((await start('2001:db8:60:0:ffff::1')).status).toBe(429);
    expect((await start('2001:db8:61::1')).status).toBe(200);
  });

  it('refuses a code WeChat does not know', async () => {
    const { nonce, callback } = await scan(server.base);
    const forged = new URL(callback);
    forged.searchParams.set('code', 'not-a-code');
    expect((await fetch(forged, { redirect: 'manual', headers: { cookie: nonce } })).headers.get('location')).toContain('signin=failed');
  });
});

describe('comments need a WeChat sign-in', () => {
  it('refuses a comment without a session, in the visitor language', async () => {
    const res = await raw(server.base, '/api/BIGZ/user/comment/insert', {
      method: 'POST', headers: { 'content-type': 'application/json', 'x-locale': 'zh' }, body: JSON.stringify({ postId, name: 'A', comment: 'B' }),
    });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: '401', message: SIGN_IN_NEEDED.zh, data: null });
  });

  it('stores the commenter\'s WeChat identity with the comment', async () => {
    const session = await signInCommenter(server.base, { user: 'emma' });
    const sent = await comment(session, '10.20.0.1');
    expect(sent.status).toBe(200);
    const row = await server.db.selectFrom('comment').select(['openid', 'unionid']).where('id', '=', sent.body.data.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ openid: 'sim-openid-emma', unionid: 'sim-unionid-emma' });
  });

  it(`holds ${COMMENT_LIMITS.perClient} comments per commenter, from any address, under concurrency`, async () => {
    const session = await signInCommenter(server.base);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => comment(session, `10.21.${i}.1`, `concurrent ${i}`)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(COMMENT_LIMITS.perClient);
    expect(answers.filter((a) => a.status === 429).map((a) => a.body.message)).toEqual(
      Array(20 - COMMENT_LIMITS.perClient).fill(expect.stringContaining('this WeChat account')));
  });

  it(`holds ${COMMENT_LIMITS.perClient} comments per address, from any commenter, under concurrency`, async () => {
    const sessions = await Promise.all(Array.from({ length: 12 }, () => signInCommenter(server.base)));
    const answers = await Promise.all(sessions.map((s, i) => comment(s, '10.22.0.1', `address ${i}`)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(COMMENT_LIMITS.perClient);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(12 - COMMENT_LIMITS.perClient);
  });
});

describe('configuration', () => {
  // Issue 19, item 4: a plain `npm start` served the simulator, so anyone could sign in as a sample user.
  it('runs the simulator only when WECHAT_SIMULATOR=1 asks for it, never in production nor beside credentials', () => {
    expect(configFromEnv({}).wechat).toBeUndefined();
    expect(configFromEnv({ NODE_ENV: 'development' }).wechat).toBeUndefined();
    expect(configFromEnv({ WECHAT_SIMULATOR: '0' }).wechat).toBeUndefined();
    for (const on of ['1', 'true']) {
      expect(configFromEnv({ WECHAT_SIMULATOR: on }).wechat).toEqual(expect.objectContaining({ simulator: true, openBase: '/wechat-sim' }));
    }
    expect(() => configFromEnv({ WECHAT_SIMULATOR: 'yes please' })).toThrow(/WECHAT_SIMULATOR is 1/);
    expect(() => configFromEnv({ WECHAT_SIMULATOR: '1', NODE_ENV: 'production' })).toThrow(/never runs with NODE_ENV=production/);
    expect(() => configFromEnv({ WECHAT_SIMULATOR: '1', WECHAT_APPID: 'wx0123456789abcdef', WECHAT_SECRET: 's' })).toThrow(/exclude each other/);
  });

  it("is switched on by npm run dev (and the end-to-end site's server), never by npm start (nor the studio's end-to-end server)", () => {
    const root = path.join(__dirname, '..', '..');
    const scripts = (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    const server = (JSON.parse(fs.readFileSync(path.join(root, 'api-server', 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    // npm run dev starts the site through scripts/dev.mjs, beside the root config's dev server.
    expect(scripts.dev).toMatch(/\bnode scripts\/dev\.mjs\b/);
    expect(fs.readFileSync(path.join(root, 'scripts', 'dev.mjs'), 'utf8')).toMatch(/WECHAT_SIMULATOR: '1'/);
    for (const script of [scripts.start, scripts.serve, server.start]) expect(script).not.toMatch(/WECHAT_SIMULATOR/);
    const e2e = fs.readFileSync(path.join(root, 'e2e', 'playwright.config.ts'), 'utf8');
    expect(e2e).toMatch(/WECHAT_SIMULATOR: wechat === 'simulator' \? '1' : '0'/);
    expect(e2e).toContain("testServer(PORT, DATA_DIR, 'simulator')");
    expect(e2e).toContain("testServer(STUDIO_PORT, STUDIO_DATA_DIR, 'off')");
  });

  it('uses the real WeChat with credentials, and closes comments in production without them', () => {
    expect(configFromEnv({ NODE_ENV: 'production' }).wechat).toBeUndefined();
    expect(configFromEnv({ WECHAT_APPID: 'wx0123456789abcdef', WECHAT_SECRET: 's3cr3t' }).wechat).toEqual({
      appId: 'wx0123456789abcdef', secret: 's3cr3t', simulator: false, openBase: 'https://open.weixin.qq.com', apiBase: 'https://api.weixin.qq.com',
    });
    expect(() => configFromEnv({ WECHAT_APPID: 'wx0123456789abcdef' })).toThrow(/go together/);
    expect(() => configFromEnv({ WECHAT_APPID: 'abc', WECHAT_SECRET: 'x' })).toThrow(/WeChat AppID/);
  });

  it('serves no simulator and no sign-in as npm start configures it (no credentials): comments are closed and the posts say so', async () => {
    const closed = await startTestServer({ wechat: configFromEnv({}).wechat });
    try {
      expect((await raw(closed.base, '/wechat-sim/connect/qrconnect')).status).toBe(404);
      expect((await raw(closed.base, '/wechat-sim/scan?user=guest&state=x&redirect_uri=https://evil.example/steal', { redirect: 'manual' })).status).toBe(404);
      expect((await raw(closed.base, '/api/BIGZ/user/wechat/qrconnect?returnTo=/')).status).toBe(404);
      expect(await closed.api('BIGZ', 'en').skipAppId()).toEqual(expect.objectContaining({ enabled: false, prompt: 'Comments are closed on this site.' }));
      expect((await closed.api('BIGZ', 'zh').skipAppId()).prompt).toBe('本网站暂不开放评论。');
    } finally {
      await closed.close();
    }
  });

  it('answers every call a post\'s page makes while sign-in is off: comments closed, nobody signed in, no 404', async () => {
    const closed = await startTestServer({ wechat: configFromEnv({}).wechat });
    try {
      const api = closed.api('BIGZ', 'en');
      const [student] = await api.studentList();
      const [post] = await api.studentPosts({ studentId: student!.id });
      // What the comment section asks at once (mf-academics' useComments): the comments, the prompt and the session.
      const [comments, gate, session] = await Promise.all([api.commentView({ postId: post!.id }), api.skipAppId({ postId: post!.id }), api.wechatSession()]);
      expect(comments.count).toBeGreaterThanOrEqual(0);
      expect(gate).toEqual(expect.objectContaining({ enabled: false, prompt: 'Comments are closed on this site.' }));
      expect(session).toEqual({ signedIn: false, nickname: '' });
      // A browser that still holds a session cookie from when sign-in was on is signed out too, and is
      // shown none of its pending comments.
      const stale = { cookie: 'wx=0123456789abcdef0123456789abcdef' };
      const who = await raw(closed.base, '/api/BIGZ/user/wechat/session', { headers: stale });
      expect([who.status, who.body.data, who.headers.get('cache-control')]).toEqual([200, { signedIn: false, nickname: '' }, 'no-store']);
      expect((await raw(closed.base, `/api/BIGZ/user/comment/mine?postId=${post!.id}`, { headers: stale })).body.data).toEqual([]);
      const out = await raw(closed.base, '/api/BIGZ/user/wechat/logout', { method: 'POST', headers: { ...stale, 'content-type': 'application/json' }, body: '{}' });
      expect([out.status, out.body.data]).toEqual([200, { signedIn: false, nickname: '' }]);
      // There is no sign-in to start or finish, and the document says so: it lists the session, not the sign-in.
      expect((await raw(closed.base, '/api/BIGZ/user/wechat/callback?code=c&state=s', { redirect: 'manual' })).status).toBe(404);
      const paths = Object.keys((await raw(closed.base, '/api/openapi.json')).body.paths);
      expect(paths).toEqual(expect.arrayContaining(['/api/{site}/user/wechat/session', '/api/{site}/user/wechat/logout']));
      expect(paths.filter((p) => /wechat\/(qrconnect|callback)$/.test(p))).toEqual([]);
    } finally {
      await closed.close();
    }
  });
});

describe('the simulator, when asked for', () => {
  const simulatorUrl = (redirectUri: string, path = 'connect/qrconnect') =>
    `/wechat-sim/${path}?${new URLSearchParams({ appid: server.config.wechat!.appId, redirect_uri: redirectUri, response_type: 'code', scope: 'snsapi_login', state: 's1', user: 'guest' })}`;

  it('sends a scan only to this site\'s own sign-in callback: no open redirect', async () => {
    const exact = await raw(server.base, '/wechat-sim/scan?user=guest&state=x&redirect_uri=https://evil.example/steal', { redirect: 'manual' });
    expect([exact.status, exact.headers.get('location')]).toEqual([400, null]);
    const { port } = new URL(server.base);
    for (const elsewhere of [
      'https://evil.example/api/BIGZ/user/wechat/callback', `http://127.0.0.1.evil.example:${port}/api/BIGZ/user/wechat/callback`,
      `http://127.0.0.1:${Number(port) + 1}/api/BIGZ/user/wechat/callback`, `${server.base}/api/BIGZ/user/comment/insert`,
      `${server.base}/api/XXXX/user/wechat/callback`, `${server.base}/api/BIGZ/user/wechat/callback?next=https://evil.example`,
      `${server.base}/api/BIGZ/user/wechat/callback/../../../../evil`, `//evil.example/api/BIGZ/user/wechat/callback`, 'javascript:alert(1)',
    ]) {
      for (const path of ['scan', 'connect/qrconnect']) {
        const res = await raw(server.base, simulatorUrl(elsewhere, path), { redirect: 'manual' });
        expect([elsewhere, path, res.status, res.headers.get('location')]).toEqual([elsewhere, path, 400, null]);
      }
    }
    const own = await raw(server.base, simulatorUrl(`${server.base}/api/BIGZ/user/wechat/callback`, 'scan'), { redirect: 'manual' });
    expect(own.status).toBe(302);
    expect(own.headers.get('location')).toMatch(new RegExp(`^${server.base}/api/BIGZ/user/wechat/callback\\?code=\\w+&state=s1$`));
  });

  it('says so on its page and, loudly, in the log', async () => {
    const page = await raw(server.base, simulatorUrl(`${server.base}/api/BIGZ/user/wechat/callback`));
    expect(page.status).toBe(200);
    expect(page.body).toContain('SIMULATOR, NOT WECHAT');
    expect(page.body).toContain('for development and tests only');

    const lines: string[] = [];
    const logStream = new Writable({ write: (chunk, _encoding, done) => { lines.push(String(chunk)); done(); } });
    const logged = await startTestServer({}, { logStream });
    await logged.close();
    const warnings = lines.map((line) => JSON.parse(line) as { level: number; msg: string }).filter((entry) => entry.level >= 40);
    expect(warnings.map((w) => w.msg)).toContain(SIMULATOR_WARNING);
    expect(SIMULATOR_WARNING).toMatch(/anyone can sign in/);
  });
});
