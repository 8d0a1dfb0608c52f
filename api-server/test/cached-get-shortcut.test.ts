// Repeated cached GETs are answered before Fastify's pipeline (cachedGetShortcut.ts, issue 18 item 5):
// with the same status, headers and bytes as Fastify's answer to the same request, and never past a
// write that changed the answer. Which path answered is read from the log: at info level Fastify logs
// every request it handles, and the shortcut none.
import { Writable } from 'node:stream';
import type { MenuList } from '@schools/shared-api';
import { staffAs } from './support/staff';
import { raw, startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
const logged: string[] = [];

beforeAll(async () => {
  const level = process.env.LOG_LEVEL;
  process.env.LOG_LEVEL = 'info';
  try {
    const logStream = new Writable({
      write: (chunk, _encoding, done) => {
        const entry = JSON.parse(String(chunk)) as { msg: string; req?: { url: string } };
        if (entry.msg === 'incoming request' && entry.req) logged.push(entry.req.url);
        done();
      },
    });
    server = await startTestServer({}, { logStream });
  } finally {
    if (level === undefined) delete process.env.LOG_LEVEL;
    else process.env.LOG_LEVEL = level;
  }
});
afterAll(() => server.close());

/** One request, its bytes as sent, and whether Fastify handled it. */
async function get(path: string, headers: Record<string, string> = {}) {
  const before = logged.length;
  const res = await fetch(server.base + path, { headers });
  const bytes = Buffer.from(await res.arrayBuffer());
  // A request's log line is written before its answer is.
  const byFastify = logged.slice(before).includes(path);
  // Date changes by the second; fetch reads keep-alive for itself.
  const sent = [...res.headers].filter(([name]) => !['date', 'keep-alive', 'connection'].includes(name));
  return { status: res.status, headers: Object.fromEntries(sent), bytes, byFastify };
}

describe('a cached GET asked again', () => {
  const requests: [string, Record<string, string>][] = [
    ['/api/BISZ/user/menu/list', { 'x-locale': 'en' }],
    ['/api/BIGZ/user/content/content-by-menu?menuId=0301', { 'x-locale': 'zh', 'x-school-code': 'BIGZ', 'accept-encoding': 'br' }],
    ['/api/BBSZ/user/content/content-list?menuId=07&page=1&size=10', { 'x-locale': 'zh', 'accept-encoding': 'gzip, deflate' }],
    ['/api/BIHZ/user/content/tuition-content', { 'x-locale': 'en', 'accept-encoding': 'gzip, deflate, br' }],
  ];

  it.each(requests)('%s is answered before Fastify, with the same status, headers and bytes', async (path, headers) => {
    const first = await get(path, headers);
    const again = await get(path, headers);
    expect(first).toMatchObject({ status: 200, byFastify: true });
    expect(first.headers['etag']).toBeTruthy();
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(again).toEqual({ ...first, byFastify: false });
  });

  it('answers 304 to the current ETag, as Fastify does, and 200 to another', async () => {
    const path = '/api/BINJ/user/content/question-content';
    const { headers } = await get(path, { 'x-locale': 'en' });
    const validated = { 'x-locale': 'en', 'if-none-match': headers['etag']! };
    const first = await get(path + '?t=1', validated);
    const again = await get(path + '?t=1', validated);
    expect(first).toMatchObject({ status: 304, byFastify: true });
    expect(first.bytes.length).toBe(0);
    expect(again).toEqual({ ...first, byFastify: false });
    expect(await get(path + '?t=1', { 'x-locale': 'en', 'if-none-match': '"another"' })).toMatchObject({ status: 200, byFastify: false });
  });

  it('in another language or for another campus header is a request of its own', async () => {
    const path = '/api/BIPH/user/content/home-banner';
    await get(path, { 'x-locale': 'en' });
    expect(await get(path, { 'x-locale': 'en' })).toMatchObject({ byFastify: false });
    expect(await get(path, { 'x-locale': 'zh' })).toMatchObject({ byFastify: true });
    // Refused by Fastify (the header names another campus) however often it is asked.
    for (let i = 0; i < 2; i++) expect(await get(path, { 'x-locale': 'en', 'x-school-code': 'BIGZ' })).toMatchObject({ status: 400, byFastify: true });
  });

  it('is never a studio preview, which Fastify answers every time', async () => {
    const path = '/api/BISC/user/content/content-by-menu?menuId=02';
    await get(path, { 'x-locale': 'en' });
    for (let i = 0; i < 2; i++) expect(await get(path, { 'x-locale': 'en', 'x-studio-preview': '1' })).toMatchObject({ status: 200, byFastify: true });
  });

  it('after a write that changes the answer goes to Fastify once, for the new answer', async () => {
    const path = '/api/BIWH/user/menu/list';
    const title = async () => {
      const answer = await get(path, { 'x-locale': 'en' });
      const menu = (JSON.parse(String(answer.bytes)) as { data: MenuList }).data;
      return { byFastify: answer.byFastify, title: menu.menu.find((m) => m.id === '02')!.children!.find((c) => c.id === '0201')!.title };
    };
    expect(await title()).toEqual({ byFastify: true, title: 'Mission' });
    expect(await title()).toEqual({ byFastify: false, title: 'Mission' });
    const network = await staffAs(server, 'network');
    const published = await network.call('POST', '/BIWH/studio/targets/menu/0201/publish', { body: { body: { title: { en: 'Our Mission', zh: '我们的使命' } } } });
    expect(published.status).toBe(200);
    expect(await title()).toEqual({ byFastify: true, title: 'Our Mission' });
    expect(await title()).toEqual({ byFastify: false, title: 'Our Mission' });
  });

  it('is not answered for other methods', async () => {
    const path = '/api/BBGM/user/menu/list';
    await get(path, { 'x-locale': 'en' });
    const before = logged.length;
    const head = await raw(server.base, path, { method: 'HEAD', headers: { 'x-locale': 'en' } });
    expect(head.status).toBe(200);
    expect(logged.slice(before)).toEqual([path]);
  });
});
