import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApi, createHttpClient, RequestTimeoutError, REQUEST_TIMEOUT_MS, type Lang } from '@schools/shared-api';

interface Seen {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A real HTTP server whose answer each test chooses. */
let server: http.Server;
let base: string;
let seen: Seen[] = [];
let answer: (req: http.IncomingMessage, res: http.ServerResponse) => void;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.push({ method: req.method!, url: new URL(req.url!, 'http://x'), headers: req.headers, body });
      answer(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  seen = [];
  answer = (_req, res) => json(res, 200, { code: '000', data: { ok: true } });
});

function json(res: http.ServerResponse, status: number, value: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(value));
}

function client(options: { lang?: Lang; school?: string; timeoutMs?: number } = {}) {
  return createHttpClient({
    baseUrl: base,
    school: () => options.school ?? 'BIGZ',
    lang: () => options.lang ?? 'zh',
    timeoutMs: options.timeoutMs,
    now: () => 1_700_000_000_000,
  });
}

describe('HTTP client', () => {
  it('asks for the alerts with the ETag it holds: undefined on a 304, else the answer and its new ETag', async () => {
    answer = (req, res) => {
      if (req.headers['if-none-match'] === '"held"') return void res.writeHead(304, { etag: '"held"' }).end();
      res.writeHead(200, { 'content-type': 'application/json', etag: '"new"' }).end(JSON.stringify({ code: '000', data: [{ id: 1 }] }));
    };
    const api = createApi(client({ school: 'BIWH' }), () => 'BIWH');
    expect(await api.alerts('"held"')).toBeUndefined();
    expect(await api.alerts('"old"')).toEqual({ data: [{ id: 1 }], etag: '"new"' });
    expect(await api.alerts()).toEqual({ data: [{ id: 1 }], etag: '"new"' });
    // No cache buster: the ETag decides; no If-None-Match without one.
    expect(seen.map((r) => [r.url.pathname + r.url.search, r.headers['if-none-match'] ?? null, r.headers['x-locale']])).toEqual([
      ['/api/BIWH/user/alerts', '"held"', 'zh'], ['/api/BIWH/user/alerts', '"old"', 'zh'], ['/api/BIWH/user/alerts', null, 'zh'],
    ]);
  });

  it('uses a 120000 ms timeout by default', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(120000);
  });

  it('sends JSON, session, school and locale headers and a t timestamp on GET', async () => {
    const data = await client().get<{ ok: boolean }>('/api/BIGZ/user/content/content-list', { menuId: '0201', page: 2, skip: undefined });
    expect(data).toEqual({ ok: true });
    const [req] = seen;
    expect(req!.method).toBe('GET');
    expect(req!.url.pathname).toBe('/api/BIGZ/user/content/content-list');
    expect(Object.fromEntries(req!.url.searchParams)).toEqual({ menuId: '0201', page: '2', t: '1700000000000' });
    expect(req!.headers.accept).toBe('application/json');
    expect(req!.headers['content-type']).toBe('application/json');
    expect(req!.headers['x-session']).toBe('public-website');
    expect(req!.headers['x-school-code']).toBe('BIGZ');
    expect(req!.headers.school).toBe('BIGZ');
    expect(req!.headers['x-locale']).toBe('zh');
  });

  it('reads campus and language at call time', async () => {
    let lang: Lang = 'en';
    const c = createHttpClient({ baseUrl: base, school: () => 'BIWH', lang: () => lang });
    await c.get('/a');
    lang = 'zh';
    await c.get('/b');
    expect(seen.map((s) => s.headers['x-locale'])).toEqual(['en', 'zh']);
  });

  it('posts a JSON body without a t parameter', async () => {
    await client().post('/api/BIGZ/user/comment/insert', { postId: 1, name: 'Li', comment: 'Great' });
    expect(seen[0]!.method).toBe('POST');
    expect(seen[0]!.url.search).toBe('');
    expect(JSON.parse(seen[0]!.body)).toEqual({ postId: 1, name: 'Li', comment: 'Great' });
  });

  it('counts as success only the string code 000', async () => {
    answer = (_req, res) => json(res, 200, { code: 0, data: 'numeric zero is not success' });
    await expect(client().get('/x')).rejects.toEqual({ code: 0, data: 'numeric zero is not success' });
    answer = (_req, res) => json(res, 200, { code: '001', data: null, message: 'Unknown menu id' });
    await expect(client().get('/x')).rejects.toEqual({ code: '001', data: null, message: 'Unknown menu id' });
  });

  it('rejects with the response data of an error status', async () => {
    answer = (_req, res) => json(res, 404, { code: '460', data: null, message: 'Unknown site XXXX' });
    await expect(client().get('/api/XXXX/user/menu/list')).rejects.toEqual({ code: '460', data: null, message: 'Unknown site XXXX' });
  });

  it('rejects an answer that is not JSON with a clear message', async () => {
    answer = (_req, res) => {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end('<h1>Bad gateway</h1>');
    };
    await expect(client().get('/x')).rejects.toMatchObject({ code: '502', status: 502, message: expect.stringContaining('HTTP 502') });
  });

  it('times out with a RequestTimeoutError', async () => {
    answer = () => undefined; // never answers
    const started = Date.now();
    const error = await client({ timeoutMs: 150 }).get('/slow').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestTimeoutError);
    expect((error as RequestTimeoutError).message).toContain('150 ms');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('passes network errors on as they are', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const c = createHttpClient({ baseUrl: `http://127.0.0.1:${port}`, school: () => 'BISZ', lang: () => 'en' });
    const error = await c.get('/x').catch((e: unknown) => e);
    // fetch's own TypeError (from another realm under jest, so compared by name), not wrapped.
    expect(error).toMatchObject({ name: 'TypeError', message: 'fetch failed' });
    expect(error).not.toBeInstanceOf(RequestTimeoutError);
  });
});

describe('typed API calls', () => {
  it('put the campus in the /api/{site}/user prefix and pass params', async () => {
    answer = (_req, res) => json(res, 200, { code: '000', data: [] });
    const api = createApi(client(), () => 'BIHZ');
    await api.contentList({ menuId: '07', page: 1, size: 10 });
    await api.studentPosts({ studentId: 4 });
    await api.commentInsert({ postId: 9, name: 'A', comment: 'B', replyTo: 2 });
    expect(seen.map((s) => `${s.method} ${s.url.pathname}`)).toEqual([
      'GET /api/BIHZ/user/content/content-list',
      'GET /api/BIHZ/user/student/posts',
      'POST /api/BIHZ/user/comment/insert',
    ]);
    expect(seen[1]!.url.searchParams.get('studentId')).toBe('4');
  });
});
