// Commenting through WeChat: the QR sign-in's address, the single-use state bound to the browser
// and valid 10 minutes, the session cookie, comments only from a signed-in commenter, and the limits
// per commenter and per address under concurrency; the simulator answers WeChat's endpoints.
import { configFromEnv } from '../src/config';
import { COMMENT_LIMITS, SIGN_IN_NEEDED } from '../src/comments/commentService';
import { SIGN_IN } from '../src/wechat/signIn';
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
    for (const returnTo of ['//evil.example/', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)']) {
      const res = await raw(server.base, `/api/BIGZ/user/wechat/qrconnect?returnTo=${encodeURIComponent(returnTo)}`);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('400');
    }
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
  it('uses the simulator by default, the real WeChat with credentials, and closes comments in production without them', () => {
    expect(configFromEnv({}).wechat).toEqual(expect.objectContaining({ simulator: true, openBase: '/wechat-sim' }));
    expect(configFromEnv({ NODE_ENV: 'production' }).wechat).toBeUndefined();
    expect(configFromEnv({ WECHAT_APPID: 'wx0123456789abcdef', WECHAT_SECRET: 's3cr3t' }).wechat).toEqual({
      appId: 'wx0123456789abcdef', secret: 's3cr3t', simulator: false, openBase: 'https://open.weixin.qq.com', apiBase: 'https://api.weixin.qq.com',
    });
    expect(() => configFromEnv({ WECHAT_APPID: 'wx0123456789abcdef' })).toThrow(/go together/);
    expect(() => configFromEnv({ WECHAT_APPID: 'abc', WECHAT_SECRET: 'x' })).toThrow(/WeChat AppID/);
  });

  it('serves no simulator and no sign-in when comments are closed', async () => {
    const closed = await startTestServer({ wechat: undefined });
    try {
      expect((await raw(closed.base, '/wechat-sim/connect/qrconnect')).status).toBe(404);
      expect((await raw(closed.base, '/api/BIGZ/user/wechat/qrconnect?returnTo=/')).status).toBe(404);
      expect((await closed.api('BIGZ', 'en').skipAppId()).enabled).toBe(false);
    } finally {
      await closed.close();
    }
  });
});
