import { startTestServer, raw, type TestServer } from './support/testServer';
import { VISITOR_COOKIE } from '../src/platform/http/visitor';
import { VIEW_WINDOW_MS } from '../src/modules/content/contentService';


let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const SITE = 'BISZ';

/** One view request; `cookie` is the visitor's cookie header, none for a first visit; `client` its address. */
async function view(id: number, cookie?: string, client = '10.30.0.1') {
  const answer = await raw(server.base, `/api/${SITE}/user/content/content-view?id=${id}`, { headers: { 'x-forwarded-for': client, ...(cookie ? { cookie } : {}) } });
  expect(answer.status).toBe(200);
  return { views: answer.body.data.views as number, setCookie: answer.headers.get('set-cookie') };
}

/** The cookie header a browser sends back for a Set-Cookie. */
const cookieOf = (setCookie: string | null) => (setCookie ?? '').split(';')[0]!;

describe('content-view', () => {
  it('gives a new visitor an HttpOnly, SameSite=Lax cookie for a year, and counts the same visitor once', async () => {
    const [id] = await server.api(SITE, 'en').newsIds();
    const first = await view(id!);
    expect(first.setCookie).toMatch(new RegExp(`^${VISITOR_COOKIE}=[A-Za-z0-9_-]{22};`));
    expect(first.setCookie).toMatch(/HttpOnly/i);
    expect(first.setCookie).toMatch(/SameSite=Lax/i);
    expect(first.setCookie).toMatch(/Max-Age=31536000/i);
    const cookie = cookieOf(first.setCookie);
    const again = await view(id!, cookie);
    expect(again.views).toBe(first.views);
    expect(again.setCookie).toBeNull();
    // The count is shared by both languages: the detail in Chinese shows the same number.
    expect((await server.api(SITE, 'zh').contentDetail({ id: id! })).views).toBe(first.views);
  });

  it('counts two visitors twice, and one visitor once for each item', async () => {
    const [a, b] = await server.api(SITE, 'en').newsIds();
    const one = await view(a!, undefined, '10.31.0.1');
    const two = await view(a!, undefined, '10.31.0.2');
    expect(two.views).toBe(one.views + 1);
    const cookie = cookieOf(one.setCookie);
    const before = (await server.api(SITE, 'en').contentDetail({ id: b! })).views;
    expect((await view(b!, cookie, '10.31.0.1')).views).toBe(before + 1);
    expect((await view(a!, cookie, '10.31.0.1')).views).toBe(two.views);
  });

  it('counts concurrent first views of one visitor once', async () => {
    const [, , c] = await server.api(SITE, 'en').newsIds();
    const before = (await server.api(SITE, 'en').contentDetail({ id: c! })).views;
    const cookie = `${VISITOR_COOKIE}=${'a'.repeat(22)}`;
    const counts = await Promise.all(Array.from({ length: 5 }, () => view(c!, cookie)));
    expect(counts.map((x) => x.views)).toEqual(Array(5).fill(before + 1));
  });

  it('counts a client that drops its cookie once from its address: 100 views, one count, until the window ends', async () => {
    const [, , , , e] = await server.api(SITE, 'en').newsIds();
    const before = (await server.api(SITE, 'en').contentDetail({ id: e! })).views;
    const counts = await Promise.all(Array.from({ length: 100 }, () => view(e!, undefined, '10.32.0.1')));
    expect(new Set(counts.map((x) => x.views))).toEqual(new Set([before + 1]));
    // A day later the same visitor counts again.
    const dayAgo = new Date(Date.now() - VIEW_WINDOW_MS - 1000).toISOString();
    await server.db.updateTable('content_viewer').set({ viewed_at: dayAgo }).where('content_id', '=', e!).execute();
    expect((await view(e!, undefined, '10.32.0.1')).views).toBe(before + 2);
  });

  it('ignores a forged cookie value and treats its bearer as a new visitor', async () => {
    const [, , , d] = await server.api(SITE, 'en').newsIds();
    const first = await view(d!, `${VISITOR_COOKIE}=x`);
    expect(first.setCookie).not.toBeNull();
  });
});
