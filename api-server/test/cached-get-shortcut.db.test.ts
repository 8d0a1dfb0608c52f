// Repeated cached GETs are answered before Fastify's pipeline (cachedGetShortcut.ts, issue 18 item 5):
// with the same status, headers and bytes as Fastify's answer to the same request, and never past a
// write that changed the answer. Which path answered is read from the log: at info level Fastify logs
// every request it handles, and the shortcut none.
import http from 'node:http';
import { Writable } from 'node:stream';
import type { MenuList } from '@schools/shared-api';
import type { AddressInfo } from 'node:net';
import { CachedGetShortcut, READ_HEADERS } from '../src/platform/http/cachedGetShortcut';
import { requestIdOf } from '../src/platform/http/requestId';
import { ResponseCache } from '../src/platform/http/responseCache';
import { cachedHeaders } from '../src/platform/http/schemas';
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
        // One line per request, answered by Fastify or (cached: true) by the shortcut.
        const entry = JSON.parse(String(chunk)) as { msg: string; url?: string; cached?: boolean };
        if (entry.msg === 'request' && entry.url) logged.push(`${entry.cached ? 'shortcut' : 'fastify'} ${entry.url}`);
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

/** The X-Request-Id of each answer get() had, in order. */
const requestIds: (string | null)[] = [];

/** Resolves once `condition` holds (checked every few milliseconds, for at most 5 s). */
async function until(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('the request was not logged within 5 s');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** One request, its bytes as sent, and whether Fastify handled it. */
async function get(path: string, headers: Record<string, string> = {}) {
  const before = logged.length;
  const res = await fetch(server.base + path, { headers });
  const bytes = Buffer.from(await res.arrayBuffer());
  // A request's line is written once it is answered: waited for.
  await until(() => logged.slice(before).some((line) => line.endsWith(` ${path}`)));
  const byFastify = logged.slice(before).includes(`fastify ${path}`);
  // Date changes by the second, and the request id with every request (kept apart); fetch reads keep-alive for itself.
  requestIds.push(res.headers.get('x-request-id'));
  const sent = [...res.headers].filter(([name]) => !['date', 'keep-alive', 'connection', 'x-request-id'].includes(name));
  return { status: res.status, headers: Object.fromEntries(sent), bytes, byFastify };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('a cached GET asked again', () => {
  const requests: [string, Record<string, string>][] = [
    ['/api/BISZ/user/menu/list', { 'x-locale': 'en' }],
    ['/api/BIGZ/user/content/content-by-menu?menuId=0301', { 'x-locale': 'zh', 'x-school-code': 'BIGZ', 'accept-encoding': 'br' }],
    ['/api/BBSZ/user/content/content-list?menuId=07&page=1&size=10', { 'x-locale': 'zh', 'accept-encoding': 'gzip, deflate' }],
    ['/api/BIHZ/user/content/tuition-content', { 'x-locale': 'en', 'accept-encoding': 'gzip, deflate, br' }],
  ];

  it.each(requests)('%s is answered before Fastify, with the same status, headers and bytes, and a request id of its own', async (path, headers) => {
    const first = await get(path, headers);
    const again = await get(path, headers);
    expect(first).toMatchObject({ status: 200, byFastify: true });
    expect(first.headers['etag']).toBeTruthy();
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(again).toEqual({ ...first, byFastify: false });
    const [firstId, againId] = requestIds.slice(-2);
    expect([firstId, againId]).toEqual([expect.stringMatching(UUID), expect.stringMatching(UUID)]);
    expect(againId).not.toBe(firstId);
  });

  it("is one request whatever the client's cache-busting timestamp (t), as the site's client sends it", async () => {
    const path = '/api/BIWH/user/content/content-list?menuId=07&page=1&size=10';
    const first = await get(`${path}&t=1764300000000`, { 'x-locale': 'en' });
    const again = await get(`${path}&t=1764300000001`, { 'x-locale': 'en' });
    expect(first).toMatchObject({ status: 200, byFastify: true });
    expect(again.byFastify).toBe(false);
    expect(again.bytes).toEqual(first.bytes);
    // Two timestamps, which Fastify refuses, are not the request it answered.
    for (let i = 0; i < 2; i++) expect(await get(`${path}&t=1&t=2`, { 'x-locale': 'en' })).toMatchObject({ status: 400, byFastify: true });
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
    // Refused by Fastify (the header names another campus, or is empty) however often it is asked.
    for (const school of ['BIGZ', '']) {
      for (let i = 0; i < 2; i++) expect(await get(path, { 'x-locale': 'en', 'x-school-code': school })).toMatchObject({ status: 400, byFastify: true });
    }
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
    await until(() => logged.length > before);
    expect(logged.slice(before)).toEqual([`fastify ${path}`]);
  });
});

describe('the headers the shortcut reads', () => {
  it("are the cached routes' own (their schema) and the encodings the client takes", () => {
    expect([...READ_HEADERS].sort()).toEqual([...Object.keys(cachedHeaders.properties), 'accept-encoding'].sort());
  });
});

describe('a closing server', () => {
  // Fastify answers a closing server's open keep-alive connections with Connection: close so that
  // they end; the app closes the shortcut first (a preClose hook), and from then on Fastify answers.
  it('leaves every request to Fastify once closed', async () => {
    const cache = new ResponseCache();
    const shortcut = new CachedGetShortcut(cache, () => ({ 'x-content-type-options': 'nosniff' }), requestIdOf(() => false));
    const key = 'BISZ|/menu/list||en';
    await cache.get(key, 60_000, async () => ({ menu: [] }));
    const server = http.createServer((request, response) => {
      if (shortcut.answer(request, response)) return;
      shortcut.remember(request, key, () => 'no-cache', '/menu/list');
      response.writeHead(299).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const status = async () => (await fetch(`${base}/api/BISZ/user/menu/list`)).status;
    try {
      expect([await status(), await status()]).toEqual([299, 200]);
      shortcut.close();
      expect(await status()).toBe(299);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
