// Bad input gets a clear error envelope and loses nothing.
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/app';
import { configFromEnv } from '../src/config';
import { writeImages } from '../src/platform/storage/pictureFiles';
import { startTestServer, raw, type TestServer } from './support/testServer';
import { signInCommenter } from './support/wechat';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const json = (body: unknown): RequestInit => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('error envelopes', () => {
  // PostgreSQL's integer stops at 2^31 - 1: a larger id, or one that is not finite, must never reach it.
  it.each(['2147483648', '1e309', 'Infinity', '-Infinity', '9007199254740993'])('an id of %s is a 400 on every call that takes one', async (value) => {
    const paths = [
      `/api/BIGZ/user/content/content-detail?id=${value}`, `/api/BIGZ/user/content/content-view?id=${value}`,
      `/api/BIGZ/user/content/club-content?id=${value}`, `/api/BIGZ/user/comment/view?postId=${value}`,
      `/api/BIGZ/user/student/posts?studentId=${value}`, `/api/BIGZ/user/comment/skip-appId?postId=${value}`,
    ];
    for (const p of paths) {
      const res = await raw(server.base, p);
      expect([p, res.status, res.body.code]).toEqual([p, 400, '400']);
    }
    const comment = await raw(server.base, '/api/BIGZ/user/comment/insert', { ...json({ postId: Number(value), name: 'A', comment: 'B' }) });
    expect(comment.status).toBe(400);
  });

  it("a path the router cannot read (a broken escape, a 101-character site) is a 400 envelope with the API's headers", async () => {
    for (const p of ['/api/%/user/menu/list', '/api/%E0%A4%A/user/menu/list', `/api/${'A'.repeat(101)}/user/menu/list`]) {
      const res = await raw(server.base, p);
      expect([p, res.status, res.body.code, res.body.data]).toEqual([p, 400, '400', null]);
      expect(res.body.message).toMatch(/not a valid address|longer than 100 characters/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('an unknown site is a 404 with code 460, not a 500', async () => {
    const res = await raw(server.base, '/api/XXXX/user/menu/list');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: '460', data: null, message: expect.stringContaining('Unknown site "XXXX"') });
  });

  it('bad params are a 400 naming the parameter', async () => {
    const res = await raw(server.base, '/api/BISZ/user/content/content-list?menuId=news');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('400');
    expect(res.body.message).toMatch(/menuId/);
    const missing = await raw(server.base, '/api/BISZ/user/content/content-detail');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/id/);
    const tooBig = await raw(server.base, '/api/BISZ/user/content/content-list?menuId=07&size=1000');
    expect(tooBig.status).toBe(400);
  });

  it('wrong types are a 400', async () => {
    const res = await raw(server.base, '/api/BISZ/user/comment/insert', json({ postId: 'first', name: 'A', comment: 'B' }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: '400', data: null, message: expect.stringContaining('postId') });
    const extra = await raw(server.base, '/api/BISZ/user/comment/insert', json({ postId: 1, name: 'A', comment: 'B', admin: true }));
    expect(extra.status).toBe(400);
  });

  it('a body that is not JSON is a 400 with the parser message', async () => {
    const res = await raw(server.base, '/api/BISZ/user/comment/insert', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"postId":' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('400');
    expect(res.body.message).toBeTruthy();
  });

  it('an oversized body is a 413', async () => {
    const res = await raw(server.base, '/api/BISZ/user/comment/insert', json({ postId: 1, name: 'A', comment: 'x'.repeat(100_000) }));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ code: '413', data: null, message: 'Request body is too large' });
  });

  it('unknown ids and menus are 404s that say what is missing', async () => {
    const detail = await raw(server.base, '/api/BIGZ/user/content/content-detail?id=999999');
    expect(detail.status).toBe(404);
    expect(detail.body.message).toBe('Content item 999999 does not exist on BIGZ');
    const menu = await raw(server.base, '/api/BBCD/user/content/content-by-menu?menuId=0204');
    expect(menu.status).toBe(404);
    expect(menu.body.message).toBe('Menu 0204 does not exist on BBCD');
    const route = await raw(server.base, '/api/BISZ/user/nothing/here');
    expect(route.status).toBe(404);
    expect(route.body.code).toBe('404');
  });

  it('a school header that contradicts the path is refused', async () => {
    const res = await raw(server.base, '/api/BISZ/user/menu/list', { headers: { 'x-school-code': 'BIGZ' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/does not match/);
  });

  it('never shows a stack trace', async () => {
    for (const path of ['/api/XXXX/user/menu/list', '/api/BISZ/user/content/content-detail?id=abc']) {
      const res = await raw(server.base, path);
      expect(JSON.stringify(res.body)).not.toMatch(/at .+\.(ts|js):\d+/);
    }
  });
});

// Issue 19, item 2: PostgreSQL refuses U+0000 in text (a 500); SQLite stored it. Refused everywhere, on both.
describe('a NUL character (U+0000)', () => {
  const count = async (table: 'signup' | 'comment') =>
    Number((await server.db.selectFrom(table).select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow()).n);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- what the server answered, read by the assertions that follow (they are its type check)
  const nulRefused = (res: { status: number; body: any }) =>
    expect([res.status, res.body]).toEqual([400, { code: '400', data: null, message: expect.stringContaining('NUL character (U+0000)') }]);

  it('in a sign-up field is a 400 envelope naming the field, and nothing is stored', async () => {
    const before = await count('signup');
    const signup = { name: 'Wang Fang', mobile: '13812345678', email: 'w@example.com', grade: 'Grade 3', entry: '2027-28', consent: true };
    for (const body of [{ ...signup, name: 'Wang\u0000Fang' }, { ...signup, message: '\u0000' }, { ...signup, grade: 'Grade 3\u0000' }]) {
      const res = await raw(server.base, '/api/BIGZ/user/admissions/signup', { ...json(body), headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.77.0.1' } });
      nulRefused(res);
      expect(res.body.message).toMatch(/body\/(name|message|grade)/);
    }
    expect(await count('signup')).toBe(before);
  });

  it('in a comment, even from a signed-in commenter, is a 400 envelope, and nothing is stored', async () => {
    const cookie = await signInCommenter(server.base);
    const [student] = await server.api('BIGZ', 'en').studentList();
    const [post] = await server.api('BIGZ', 'en').studentPosts({ studentId: student!.id });
    const before = await count('comment');
    for (const body of [{ postId: post!.id, name: 'Li\u0000', comment: 'Well done' }, { postId: post!.id, name: 'Li', comment: 'Well\u0000done' }]) {
      nulRefused(await raw(server.base, '/api/BIGZ/user/comment/insert', { ...json(body), headers: { 'content-type': 'application/json', cookie } }));
    }
    expect(await count('comment')).toBe(before);
  });

  it('in a query, a path or the name of a JSON field is a 400 envelope too', async () => {
    for (const p of ['/api/BIGZ/user/menu/list?t=%00', '/api/BIGZ/user/calendar/events?year=2025-26%00', '/api/BIGZ%00/user/menu/list']) {
      const res = await raw(server.base, p);
      expect([p, res.status, res.body.code]).toEqual([p, 400, '400']);
    }
    nulRefused(await raw(server.base, '/api/BIGZ/user/admissions/signup', json({ 'name\u0000': 'x' })));
  });
});

describe('a body nested 7,900 levels deep (just under the 16 KB limit)', () => {
  // The audit's 9,000 levels (18 KB) to a studio route overflowed the stack of the NUL check: 500.
  it('is a 400 envelope, not a 500 from an overflowing stack', async () => {
    const body = `{"name":"Wang Fang","message":${'['.repeat(7900)}${']'.repeat(7900)}}`;
    const res = await raw(server.base, '/api/BIGZ/user/admissions/signup', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect([res.status, res.body]).toEqual([400, { code: '400', data: null, message: 'Invalid request: body nests deeper than 32 levels' }]);
  });
});

// Issue 19, item 1: headers set for an answer that then failed went out with the error answer; a
// Location Node refuses made the error answer fail as well, and Fastify sent its own JSON.
describe('the error path', () => {
  it('answers the envelope with the security headers only, whatever the failed answer had set', async () => {
    const rootDir = fs.mkdtempSync(path.join(os.tmpdir(), 'error-path-'));
    const app = await buildApp({ ...configFromEnv({}), rootDir, storageDir: path.join(rootDir, 'storage'), storageBase: 'https://storage.example' });
    app.get('/api/test/fails-after-headers', async (_request, reply) => {
      reply.header('location', '/elsewhere').header('set-cookie', 'a=b').header('etag', '"x"').header('content-disposition', 'attachment');
      throw new Error('the database went away');
    });
    app.get('/api/test/unsendable-location', async (_request, reply) => reply.redirect('/BIGZ/#/academics?tag=春季招生\u0001', 303));
    app.get('/page/unsendable-location', async (_request, reply) => reply.redirect('/春', 302));
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      for (const p of ['/api/test/fails-after-headers', '/api/test/unsendable-location', '/page/unsendable-location']) {
        const res = await fetch(base + p, { redirect: 'manual' });
        expect([p, res.status, await res.json()]).toEqual([p, 500, { code: '500', data: null, message: 'Internal server error' }]);
        for (const name of ['location', 'set-cookie', 'etag', 'content-disposition']) expect([p, name, res.headers.get(name)]).toEqual([p, name, null]);
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
        expect(res.headers.get('x-frame-options')).toBeTruthy();
      }
    } finally {
      await app.close();
      fs.rmSync(rootDir, { recursive: true, force: true });
    }
  });
});

// Issue 19, item 9: a visitor leaving during a compressed download was logged at error level
// ("premature close"), drowning real errors.
describe('a client that goes away mid-answer', () => {
  it('is no error in the log', async () => {
    const entries: { level: number; msg: string }[] = [];
    const logStream = new Writable({ write: (chunk, _encoding, done) => { entries.push(JSON.parse(String(chunk))); done(); } });
    const logged = await startTestServer({}, { logStream });
    try {
      // A large picture, sent as its stored gzip copy: the visitor leaves after the first bytes.
      const noise = crypto.randomBytes(2_000_000).toString('hex');
      writeImages(logged.config.storageDir, [{ file: 'large.svg', svg: `<svg xmlns="http://www.w3.org/2000/svg"><!-- ${noise} --></svg>` }]);
      const { port } = new URL(logged.base);
      for (let i = 0; i < 5; i++) {
        const head = await new Promise<string>((resolve, reject) => {
          const socket = net.connect(Number(port), '127.0.0.1', () => socket.write('GET /storage/large.svg HTTP/1.1\r\nHost: x\r\nAccept-Encoding: gzip\r\n\r\n'));
          socket.once('data', (chunk) => {
            socket.destroy();
            resolve(String(chunk));
          });
          socket.on('error', reject);
        });
        expect(head).toMatch(/^HTTP\/1\.1 200 .*content-encoding: gzip/s);
      }
    } finally {
      await logged.close();
    }
    // Closed, the server has finished every answer and logged all it had to.
    expect(entries.filter((e) => e.level >= 50).map((e) => e.msg)).toEqual([]);
  });
});

describe('HTTP behaviour', () => {
  it('answers GETs with an ETag and Cache-Control and honours If-None-Match', async () => {
    const first = await raw(server.base, '/api/BIHZ/user/menu/list?t=1', { headers: { 'x-locale': 'zh' } });
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=60');
    const again = await raw(server.base, '/api/BIHZ/user/menu/list?t=2', { headers: { 'x-locale': 'zh', 'if-none-match': etag } });
    expect(again.status).toBe(304);
    const en = await raw(server.base, '/api/BIHZ/user/menu/list?t=3', { headers: { 'x-locale': 'en', 'if-none-match': etag } });
    expect(en.status).toBe(200);
  });

  it('compresses larger answers for clients that accept it, and not for others', async () => {
    const path = '/api/BISZ/user/content/content-list?menuId=07&size=10';
    const br = await raw(server.base, path, { headers: { 'accept-encoding': 'br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.body.code).toBe('000'); // fetch decoded it
    const gzip = await raw(server.base, path, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gzip.body).toEqual(br.body);
    const plain = await raw(server.base, path, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.body).toEqual(br.body);
    expect(plain.headers.get('vary')).toMatch(/accept-encoding/);
  });

  it('sends security headers', async () => {
    const res = await raw(server.base, '/api/BISZ/user/menu/list');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    const page = await raw(server.base, '/');
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('strict-transport-security')).toBeTruthy();
  });

  // Issue 19, item 9: pages said X-Frame-Options: SAMEORIGIN beside frame-ancestors 'none'.
  it('says the same of framing in X-Frame-Options as in the policy\'s frame-ancestors, on every kind of page', async () => {
    const simulator = `/wechat-sim/connect/qrconnect?${new URLSearchParams({
      appid: server.config.wechat!.appId, redirect_uri: `${server.base}/api/BIGZ/user/wechat/callback`, response_type: 'code', scope: 'snsapi_login', state: 's',
    })}`;
    const expected: Record<string, string> = { "'none'": 'DENY', "'self'": 'SAMEORIGIN' };
    for (const p of ['/', '/BIGZ/', '/no/such/page', simulator]) {
      const res = await raw(server.base, p);
      const ancestors = /frame-ancestors ([^;]+)/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
      expect([p, res.headers.get('x-frame-options')]).toEqual([p, expected[ancestors ?? "'none'"]]);
    }
  });

  it('answers a known path asked with another method 405, saying which methods it takes', async () => {
    const post = await raw(server.base, '/api/BIGZ/user/menu/list', { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    expect(post.body).toEqual({ code: '405', data: null, message: 'POST is not allowed on /api/BIGZ/user/menu/list: use GET or HEAD' });
    const get = await raw(server.base, '/api/BIGZ/user/comment/insert');
    expect([get.status, get.headers.get('allow')]).toEqual([405, 'POST']);
    const nowhere = await raw(server.base, '/api/BIGZ/user/no/such/call', { method: 'POST' });
    expect([nowhere.status, nowhere.body.code]).toEqual([404, '404']);
  });

  it('serves an OpenAPI document generated from the route schemas', async () => {
    const res = await raw(server.base, '/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    const paths = Object.keys(res.body.paths);
    for (const p of ['/menu/list', '/content/content-list', '/comment/insert', '/comment/view', '/student/posts']) {
      expect(paths).toContain(`/api/{site}/user${p}`);
    }
    expect(res.body.paths['/api/{site}/user/content/content-list'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['menuId', 'page', 'size', 'site']),
    );
  });

  it('serves the generated illustrations from the object-storage folder', async () => {
    const [item] = (await server.api('BISZ', 'en').contentList({ menuId: '07', size: 1 })).list;
    const res = await fetch(server.base + item!.urls[0]);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/svg/);
    expect((await res.text()).startsWith('<svg')).toBe(true);
  });
});

describe('requests Node cannot parse', () => {
  /** Sends raw bytes and reads the whole answer. */
  function send(bytes: string): Promise<string> {
    const { port } = new URL(server.base);
    return new Promise((resolve, reject) => {
      const socket = net.connect(Number(port), '127.0.0.1', () => socket.write(bytes));
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('end', () => resolve(answer));
      socket.on('error', reject);
    });
  }
  const parse = (answer: string) => {
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    return { status: Number(head.split(' ')[1]), head: head.toLowerCase(), body: JSON.parse(body) as unknown };
  };

  it('answers bad HTTP with a 400 envelope and the security headers', async () => {
    const answer = parse(await send('THIS IS NOT HTTP\r\n\r\n'));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: '400', data: null, message: 'The request could not be parsed as HTTP' });
    expect(answer.head).toContain('x-content-type-options: nosniff');
  });

  it('answers headers that are too large with a 431 envelope', async () => {
    const answer = parse(await send(`GET /api/BISZ/user/menu/list HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`));
    expect(answer.status).toBe(431);
    expect(answer.body).toEqual({ code: '431', data: null, message: 'Request headers are too large' });
    expect(answer.head).toContain('x-frame-options: deny');
  });
});
