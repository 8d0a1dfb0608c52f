// The studio's news through its calls and the visitors' own: a new story is a draft no visitor sees
// (the list, Home's teaser, previous/next, its page), the staff preview it; scheduled, it appears at its
// time by the server's clock (the test's) with no write then, the cached answers ending at that time;
// published and unpublished at once with new ETags; its cover a published photograph of its campus;
// every refusal with its path and nothing written; the audit rows of every change.
import type { ContentItem, Page } from '@schools/shared-api';
import type { NewsStory } from '../src/modules/news/newsService';
import { readAudit } from '../src/modules/staff/audit';
import { staffAs, type StaffClient } from './support/staff';
import { raw, startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let editor: StaffClient;
let bigzEditor: StaffClient;
/** The server's clock: the test moves it. */
let now = Date.now();

beforeAll(async () => {
  server = await startTestServer({}, { clock: () => new Date(now) });
  editor = await staffAs(server, 'editor', 'BISZ');
  bigzEditor = await staffAs(server, 'editor', 'BIGZ');
});
afterAll(() => server.close());

let photos = 0;
/** A photograph of a campus's library (its row only: the calls read what the content stores for it). */
async function photograph(site: string, state: 'draft' | 'published' = 'published'): Promise<{ id: number; key: string }> {
  photos += 1;
  const key = `media/${site.toLowerCase()}/${String(photos).padStart(16, 'a')}-1600x900.jpg`;
  const row = await server.db.insertInto('media').values({
    site, hash: String(photos).padStart(16, 'b'), key, format: 'jpeg', original_name: 'cover.jpg',
    original_width: 1600, original_height: 900, original_bytes: 1000, width: 1600, height: 900, variants: '[]',
    alt_en: state === 'published' ? 'Pupils in the library' : '', alt_zh: state === 'published' ? '图书馆里的学生' : '', state,
    uploaded_by: null, uploaded_by_email: 'cli', uploaded_at: new Date().toISOString(), published_at: state === 'published' ? new Date().toISOString() : null,
  }).returning('id').executeTakeFirstOrThrow();
  return { id: Number(row.id), key };
}

const para = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });
const copy = (n: string) => ({
  title: { en: `Robotics team ${n} wins`, zh: `机器人队${n}获胜` },
  summary: { en: `The team ${n} took first place.`, zh: `${n}队获得第一名。` },
  blocks: { en: [para(`All about team ${n}.`)], zh: [para(`关于${n}队的一切。`)] },
});
const today = () => new Date(now + 8 * 3600_000).toISOString().slice(0, 10);

async function create(n: string, extra: object = {}): Promise<NewsStory> {
  const answer = await editor.call('POST', '/BISZ/news', { body: { ...copy(n), date: today(), ...extra } });
  expect(answer.status).toBe(200);
  return answer.body.data as NewsStory;
}

/** What a visitor gets: the news list (first page), Home's teaser (its first three), the ids for previous/next, a story's page. */
const visitor = {
  list: (lang = 'en', headers: Record<string, string> = {}) => raw(server.base, '/api/BISZ/user/content/content-list?menuId=07&page=1&size=10', { headers: { 'x-locale': lang, ...headers } }),
  teaser: () => raw(server.base, '/api/BISZ/user/content/content-list?menuId=07&page=1&size=3', { headers: { 'x-locale': 'zh' } }),
  ids: () => raw(server.base, '/api/BISZ/user/content/news-ids'),
  detail: (id: number, headers: Record<string, string> = {}) => raw(server.base, `/api/BISZ/user/content/content-detail?id=${id}`, { headers }),
};
const listed = async (lang = 'en') => ((await visitor.list(lang)).body.data as Page<ContentItem>).list;
const ids = async () => (await visitor.ids()).body.data as number[];
const stories = async () => (await editor.call('GET', '/BISZ/news')).body.data as NewsStory[];

describe('a new story', () => {
  it('is refused with every problem and its path, and nothing is written', async () => {
    const before = await server.db.selectFrom('content').select('id').execute();
    const answer = await editor.call('POST', '/BISZ/news', {
      body: {
        title: { en: ' ', zh: '新闻' }, summary: { en: '', zh: '' },
        blocks: { en: [{ type: 'paragraph', content: [{ type: 'link', text: 'x', href: 'javascript:alert(1)' }] }], zh: [] }, date: '2026-02-30',
      },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.code).not.toBe('000');
    expect(answer.body.problems.map((p: { path: string }) => p.path)).toEqual(expect.arrayContaining(['title.en', 'blocks.en[0].content[0].href', 'date']));
    expect(await server.db.selectFrom('content').select('id').execute()).toHaveLength(before.length);
  });

  it('takes as its cover only a published photograph of its own campus', async () => {
    const count = async () => (await server.db.selectFrom('content').select('id').execute()).length;
    const before = await count();
    const other = await photograph('BIGZ');
    const draft = await photograph('BISZ', 'draft');
    const otherCampus = await editor.call('POST', '/BISZ/news', { body: { ...copy('X'), date: today(), coverMediaId: other.id } });
    expect([otherCampus.status, otherCampus.body.message]).toEqual([404, `Photograph ${other.id} does not exist on BISZ`]);
    const unpublished = await editor.call('POST', '/BISZ/news', { body: { ...copy('X'), date: today(), coverMediaId: draft.id } });
    expect(unpublished.status).toBe(400);
    expect(unpublished.body.message).toMatch(/is a draft/);
    // No id below 1, and nothing the coercion turns into Infinity: a 400, never a 500.
    for (const coverMediaId of [0, -1, '1e999', 'Infinity', 2 ** 31]) {
      const refused = await editor.call('POST', '/BISZ/news', { body: { ...copy('X'), date: today(), coverMediaId } });
      expect([coverMediaId, refused.status, refused.body.code]).toEqual([coverMediaId, 400, '400']);
    }
    expect(await count()).toBe(before);
  });

  it('is a draft that no visitor sees, while its editors see it in the studio and the preview', async () => {
    const cover = await photograph('BISZ');
    const story = await create('A', { coverMediaId: cover.id });
    expect(story).toMatchObject({ state: 'draft', visibleFrom: null, coverMediaId: cover.id, cover: `/storage/${cover.key}`, route: `/news_detail?id=${story.id}` });
    expect((await stories())[0]!.id).toBe(story.id);
    expect((await listed()).map((i) => i.id)).not.toContain(story.id);
    expect(await ids()).not.toContain(story.id);
    expect((await visitor.detail(story.id)).status).toBe(404);
    // Its editor previews its page; a visitor sending the same header does not.
    const preview = await visitor.detail(story.id, { 'x-studio-preview': '1', cookie: editor.cookie });
    expect([preview.status, preview.body.data.title, preview.body.data.urls]).toEqual([200, 'Robotics team A wins', [`/storage/${cover.key}`]]);
    expect((await visitor.detail(story.id, { 'x-studio-preview': '1' })).status).toBe(404);
    const [audit] = await readAudit(server.db, { site: 'BISZ', limit: 1 });
    expect(audit).toMatchObject({ action: 'news.create', targetId: `content:${story.id}`, before: null, actor: editor.account.email });
  });
});

describe('publishing', () => {
  it('shows a story at once: first in the list and Home in both languages, in previous/next, its page; new ETags', async () => {
    const oldList = await visitor.list();
    const story = await create('B');
    const draftIds = await ids();
    const body = copy('B2');
    const answer = await editor.call('POST', `/BISZ/news/${story.id}/publish`, { body: { body } });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ state: 'published', visibleFrom: new Date(now).toISOString(), title: body.title });
    const list = await visitor.list();
    expect(list.headers.get('etag')).not.toBe(oldList.headers.get('etag'));
    expect((list.body.data as Page<ContentItem>).list[0]!.title).toBe('Robotics team B2 wins');
    expect((await visitor.teaser()).body.data.list[0].title).toBe('机器人队B2获胜');
    expect((await ids())[0]).toBe(story.id);
    expect(await ids()).toEqual([story.id, ...draftIds]);
    expect((await visitor.detail(story.id)).status).toBe(200);
    const audit = await readAudit(server.db, { site: 'BISZ', limit: 2 });
    expect(audit.map((a) => a.action)).toEqual(['news.publish', 'studio.publish']);
    expect(audit[0]).toMatchObject({ before: { state: 'draft' }, after: { state: 'published' } });
  });

  it('refuses a time in the past or not a time, and a cover of another campus, changing nothing', async () => {
    const story = await create('C');
    for (const at of [new Date(now - 60_000).toISOString(), 'tomorrow', '2026-13-01T00:00:00+08:00']) {
      const answer = await editor.call('POST', `/BISZ/news/${story.id}/publish`, { body: { at } });
      expect([answer.status, answer.body.problems?.[0]?.path]).toEqual([400, 'at']);
    }
    const other = await photograph('BIGZ');
    const answer = await editor.call('POST', `/BISZ/news/${story.id}/publish`, { body: { coverMediaId: other.id, body: copy('C2') } });
    expect(answer.status).toBe(404);
    const [after] = (await stories()).filter((s) => s.id === story.id);
    expect(after).toMatchObject({ state: 'draft', title: copy('C').title });
    // Another campus's story under this campus's path is not found.
    const bigz = (await bigzEditor.call('POST', '/BIGZ/news', { body: { ...copy('Z'), date: today() } })).body.data as NewsStory;
    expect((await editor.call('POST', `/BISZ/news/${bigz.id}/publish`, { body: {} })).status).toBe(404);
    expect((await bigzEditor.call('GET', `/BIGZ/news/${bigz.id}`)).body.data.state).toBe('draft');
  });
});

describe('scheduling', () => {
  it('shows the story at its time by the clock alone, the cached answers ending then', async () => {
    const story = await create('D');
    const at = new Date(now + 3600_000);
    const shanghai = `${new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 19)}+08:00`;
    const answer = await editor.call('POST', `/BISZ/news/${story.id}/publish`, { body: { at: shanghai } });
    expect(answer.body.data).toMatchObject({ state: 'scheduled', visibleFrom: new Date(Math.floor(at.getTime() / 1000) * 1000).toISOString() });
    expect((await readAudit(server.db, { site: 'BISZ', limit: 1 }))[0]!.action).toBe('news.schedule');

    // Before its time: nowhere, and the answers say how long they may be kept (not past its time).
    const before = await visitor.list();
    expect((before.body.data as Page<ContentItem>).list.map((i) => i.id)).not.toContain(story.id);
    expect(Number(/max-age=(\d+)/.exec(before.headers.get('cache-control')!)![1])).toBeLessThanOrEqual(60);
    expect(await ids()).not.toContain(story.id);
    expect((await visitor.detail(story.id)).status).toBe(404);
    now += 59 * 60_000;
    expect((await listed()).map((i) => i.id)).not.toContain(story.id);
    const late = await visitor.list();
    expect(Number(/max-age=(\d+)/.exec(late.headers.get('cache-control')!)![1])).toBeLessThanOrEqual(60);
    expect(await ids()).not.toContain(story.id);

    // Its time comes: no write, no release; the cached answers read before are not served any more.
    const writes = await server.db.selectFrom('staff_audit').select('id').execute();
    now = at.getTime() + 1000;
    const after = await visitor.list();
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    expect((after.body.data as Page<ContentItem>).list[0]!.id).toBe(story.id);
    expect((await listed('zh'))[0]!.title).toBe('机器人队D获胜');
    expect((await ids())[0]).toBe(story.id);
    expect((await visitor.detail(story.id)).status).toBe(200);
    expect(await server.db.selectFrom('staff_audit').select('id').execute()).toHaveLength(writes.length);
    expect((await stories()).find((s) => s.id === story.id)!.state).toBe('published');
  });

  it('refuses to schedule a story visible already, and unpublishing a scheduled story makes it a draft again', async () => {
    const shown = await create('E');
    await editor.call('POST', `/BISZ/news/${shown.id}/publish`, { body: {} });
    const later = new Date(now + 2 * 3600_000).toISOString();
    const refused = await editor.call('POST', `/BISZ/news/${shown.id}/publish`, { body: { at: later } });
    expect([refused.status, refused.body.message]).toEqual([400, `News story ${shown.id} is published: unpublish it first to show it again at a later time`]);
    const scheduled = await create('F');
    await editor.call('POST', `/BISZ/news/${scheduled.id}/publish`, { body: { at: later } });
    expect((await editor.call('POST', `/BISZ/news/${scheduled.id}/unpublish`)).body.data.state).toBe('draft');
    now += 3 * 3600_000;
    expect(await ids()).not.toContain(scheduled.id);
  });
});

describe('unpublishing', () => {
  it('hides a story from the list, Home, previous/next and its page at once; the staff still see it', async () => {
    const story = await create('G');
    await editor.call('POST', `/BISZ/news/${story.id}/publish`, { body: {} });
    const shown = await visitor.list();
    expect((shown.body.data as Page<ContentItem>).list[0]!.id).toBe(story.id);
    const answer = await editor.call('POST', `/BISZ/news/${story.id}/unpublish`);
    expect(answer.body.data).toMatchObject({ state: 'unpublished', visibleFrom: null });
    const hidden = await visitor.list();
    expect(hidden.headers.get('etag')).not.toBe(shown.headers.get('etag'));
    expect((hidden.body.data as Page<ContentItem>).list.map((i) => i.id)).not.toContain(story.id);
    expect((await visitor.teaser()).body.data.list.map((i: ContentItem) => i.id)).not.toContain(story.id);
    expect(await ids()).not.toContain(story.id);
    expect((await visitor.detail(story.id)).status).toBe(404);
    expect((await raw(server.base, `/api/BISZ/user/content/content-view?id=${story.id}`)).status).toBe(404);
    expect((await visitor.detail(story.id, { 'x-studio-preview': '1', cookie: editor.cookie })).status).toBe(200);
    expect((await editor.call('GET', `/BISZ/news/${story.id}`)).body.data.state).toBe('unpublished');
    expect((await readAudit(server.db, { site: 'BISZ', limit: 1 }))[0]).toMatchObject({ action: 'news.unpublish', before: { state: 'published' }, after: { state: 'unpublished' } });
  });

  it("takes a story of the seed off the site and puts it back, its neighbours' previous/next closing the gap", async () => {
    const seeded = (await stories()).filter((s) => s.updatedAt === null);
    const [first, middle, last] = seeded;
    const order = await ids();
    expect(order.indexOf(last!.id) - order.indexOf(first!.id)).toBe(2);
    await editor.call('POST', `/BISZ/news/${middle!.id}/unpublish`);
    const without = await ids();
    expect(without.indexOf(last!.id) - without.indexOf(first!.id)).toBe(1);
    expect((await visitor.detail(middle!.id)).status).toBe(404);
    const back = await editor.call('POST', `/BISZ/news/${middle!.id}/publish`, { body: {} });
    expect(back.body.data.state).toBe('published');
    expect(await ids()).toEqual(order);
  });
});

describe("a story's date and cover", () => {
  it('change with an audit row, the list following the date', async () => {
    const story = await create('J');
    await editor.call('POST', `/BISZ/news/${story.id}/publish`, { body: {} });
    expect((await ids())[0]).toBe(story.id);
    const cover = await photograph('BISZ');
    const answer = await editor.call('PUT', `/BISZ/news/${story.id}`, { body: { date: '2020-01-01', coverMediaId: cover.id } });
    expect(answer.body.data).toMatchObject({ date: '2020-01-01', coverMediaId: cover.id, state: 'published' });
    expect((await ids()).at(-1)).toBe(story.id);
    expect((await visitor.detail(story.id)).body.data.urls[0]).toBe(`/storage/${cover.key}`);
    expect((await readAudit(server.db, { site: 'BISZ', limit: 1 }))[0]).toMatchObject({ action: 'news.update', after: { date: '2020-01-01', cover: cover.key } });
    const wrong = await editor.call('PUT', `/BISZ/news/${story.id}`, { body: { date: '01/02/2026' } });
    expect([wrong.status, wrong.body.problems]).toEqual([400, [{ path: 'date', rule: 'dateFormat', detail: null, message: 'must be a date as YYYY-MM-DD' }]]);
  });
});

describe('the calls', () => {
  it("are a campus's editor's: another campus's editor gets 403 and changes nothing", async () => {
    const story = await create('H');
    for (const [method, path] of [['GET', '/BISZ/news'], ['GET', `/BISZ/news/${story.id}`], ['POST', `/BISZ/news/${story.id}/publish`], ['POST', `/BISZ/news/${story.id}/unpublish`], ['POST', '/BISZ/news'], ['PUT', `/BISZ/news/${story.id}`]] as const) {
      const answer = await bigzEditor.call(method, path, method !== 'GET' ? { body: path.endsWith('/news') ? { ...copy('Y'), date: today() } : {} } : {});
      expect([path, answer.status]).toEqual([path, 403]);
    }
    expect((await editor.call('GET', `/BISZ/news/${story.id}`)).body.data.state).toBe('draft');
    // A write without the session's CSRF token is refused too.
    expect((await editor.call('POST', `/BISZ/news/${story.id}/publish`, { body: {}, csrf: false })).status).toBe(403);
  });
});

describe('copy that stays true on every day', () => {
  const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
  const FUTURE = /\b(next|upcoming|will|coming up|soon)\b|即将|将于|最近一场|下一场|下次/i;
  /** Every day a sentence names, as YYYY-MM-DD: "9 January 2027", "2027年1月9日". */
  const daysIn = (sentence: string): string[] => [
    ...[...sentence.matchAll(new RegExp(`(\\d{1,2}) (${MONTHS.join('|')}) (\\d{4})`, 'g'))].map((m) => `${m[3]}-${String(MONTHS.indexOf(m[2]!) + 1).padStart(2, '0')}-${m[1]!.padStart(2, '0')}`),
    ...[...sentence.matchAll(/(\d{4})年(\d{1,2})月(\d{1,2})日/g)].map((m) => `${m[1]}-${m[2]!.padStart(2, '0')}-${m[3]!.padStart(2, '0')}`),
  ];
  /** Every text of an answer (titles, copy, list items, table cells, facts), never an address. */
  const texts = (value: unknown): string[] =>
    typeof value === 'string' ? [value]
      : Array.isArray(value) ? value.flatMap(texts)
        : value && typeof value === 'object' ? Object.entries(value).filter(([k]) => !['src', 'href', 'url', 'link', 'path', 'date'].includes(k)).flatMap(([, v]) => texts(v))
          : [];

  // BIWH: the next test reads the others' copy a year on, and a cached answer lives its minute by the wall clock.
  it('counts and dates the sessions from the sessions themselves, in both languages', async () => {
    const sessions = await server.api('BIWH', 'en').admissionSessions();
    const hub = (await server.api('BIWH', 'en').contentByMenu({ menuId: '05' })) as ContentItem[];
    const intro = JSON.stringify(hub.find((i) => i.key === 'hub.intro')!.blocks);
    expect(intro).not.toContain('{next-session}');
    const day = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.parse(sessions[0]!.date));
    expect(intro).toContain(`Our next information session is on ${day}.`);
    const zhIntro = JSON.stringify(((await server.api('BIWH', 'zh').contentByMenu({ menuId: '05' })) as ContentItem[]).find((i) => i.key === 'hub.intro')!.blocks);
    expect(zhIntro).toContain('最近一场招生说明会将于');
    // The Information Sessions page's key facts: as many upcoming sessions as the page lists.
    expect(JSON.stringify(hub)).toContain(`"value":"${sessions.length}"`);
    expect(JSON.stringify(hub)).not.toMatch(/\{(next-session|upcoming-sessions|session-dates)\}/);
  });

  /**
   * Every school year a sentence names, by its first and last day: "2027-28", "2027-28 学年" (1 August
   * to 31 July). Only a pair whose second half follows the first: "2024-2025" or "10-12" are not one.
   */
  const schoolYearsIn = (sentence: string): { year: string; first: string; last: string }[] =>
    [...sentence.matchAll(/(?<![\d-])(\d{4})-(\d{2})(?![\d-])/g)]
      .filter((m) => (Number(m[1]) + 1) % 100 === Number(m[2]))
      .map((m) => ({ year: m[0], first: `${m[1]}-08-01`, last: `${Number(m[1]) + 1}-07-31` }));
  /** Says the school year it names is the present one ("now open", "during 2026-27", "本学年"): stale once that year has ended. */
  const NOW = /\b(now|currently|still|this (school )?year|during)\b|本学年|现已|目前|正在|仍有|今年/i;
  /** Says the school year it names is still ahead ("Applications for 2027-28 are open", "2027-28 学年招生进行中"): stale once it has begun. */
  const AHEAD = /\b(are|is|now) open\b|\bopen for\b|\bjoin us in\b|\b(will|upcoming|coming up|soon)\b|即将|现已开放|进行中|欢迎加入/i;
  /** ...or says so right after it: "2025-26 school year begins", "2027-28 学年将于". */
  const BEGINS = /^\d{4}-\d{2}(?: school year)?,? (?:which )?(?:begins|starts)\b|^\d{4}-\d{2} ?学年(?:将于|开始前|开学前)/;
  /**
   * The school years a sentence wrongly calls present or ahead on `today`, clause by clause: "the
   * fees are based on 2024-25, and confirmed before the school year begins" says nothing of 2024-25.
   */
  function staleYears(sentence: string, today: string): string[] {
    return sentence.split(/[,;:，；：]/).flatMap((clause) => schoolYearsIn(clause).flatMap((y) => {
      if (NOW.test(clause) && y.last < today) return [`${y.year} as the present`];
      if ((AHEAD.test(clause) || BEGINS.test(clause.slice(clause.indexOf(y.year)))) && y.first <= today) return [`${y.year} as to come`];
      return [];
    }));
  }

  /** Every sentence of every answer a visitor's pages read of a campus in one language. */
  async function sentencesOf(site: string, lang: 'en' | 'zh'): Promise<{ where: string; sentence: string }[]> {
    const { MENU_IDS } = await import('../src/modules/content/menuIds');
    const calls = [
      ...Object.values(MENU_IDS).map((menuId) => `content/content-by-menu?menuId=${menuId}`),
      'content/home-banner', 'content/tuition-content', 'content/question-content',
    ];
    const found: { where: string; sentence: string }[] = [];
    for (const call of calls) {
      const answer = await server.app.inject({ url: `/api/${site}/user/${call}${call.includes('?') ? '&' : '?'}t=${now}`, headers: { 'x-locale': lang } });
      if (answer.statusCode !== 200) continue;
      for (const text of texts((answer.json() as { data: unknown }).data)) {
        for (const sentence of text.split(/(?<=[.!?。！？])\s*/)) found.push({ where: `${site} ${lang} ${call}`, sentence });
      }
    }
    return found;
  }

  // BINJ and BIHZ, one for each side of midnight: a cached answer lives its minute by the wall clock.
  it('names the school year under way and the next from the clock in China, on Home, in its carousel and on Tuition, in both languages', async () => {
    const saved = now;
    const answer = async (site: string, lang: 'en' | 'zh', call: string) =>
      JSON.stringify((await server.app.inject({ url: `/api/${site}/user/content/${call}`, headers: { 'x-locale': lang } })).json().data);
    try {
      // 23:59 on 31 July 2027 in China: still 2026-27, families apply for 2027-28.
      now = Date.parse('2027-07-31T15:59:00Z');
      expect(await answer('BINJ', 'en', 'content-by-menu?menuId=01')).toContain('Join us in 2027-28');
      expect(await answer('BINJ', 'en', 'content-by-menu?menuId=01')).toContain('join us during 2026-27.');
      expect(await answer('BINJ', 'zh', 'home-banner')).toContain('2027-28 学年招生进行中');
      expect(await answer('BINJ', 'en', 'content-by-menu?menuId=05')).toContain('The school year now under way is 2026-27.');
      // A minute later it is 1 August there: 2027-28 is under way, and families apply for 2028-29.
      now = Date.parse('2027-07-31T16:01:00Z');
      const home = await answer('BIHZ', 'en', 'content-by-menu?menuId=01');
      expect(home).toContain('Applications for the 2028-29 school year are now open');
      expect(home).toContain('join us during 2027-28.');
      expect(await answer('BIHZ', 'zh', 'content-by-menu?menuId=01')).toContain('欢迎加入 2028-29 学年');
      expect(await answer('BIHZ', 'en', 'home-banner')).toContain('Admissions open for 2028-29');
      expect(await answer('BIHZ', 'zh', 'content-by-menu?menuId=05')).toContain('本学年为 2027-28 学年。');
      expect(home).not.toMatch(/\{[a-z-]+\}/);
    } finally {
      now = saved;
    }
  });

  it("puts the facts in the studio's preview too, read in the preview's own transaction (on SQLite a read beside it would wait for ever)", async () => {
    const preview = (call: string) => raw(server.base, `/api/BISZ/user/content/${call}`, { headers: { 'x-locale': 'en', 'x-studio-preview': '1', cookie: editor.cookie } });
    const hub = await preview('content-by-menu?menuId=05');
    expect(hub.status).toBe(200);
    expect(hub.headers.get('cache-control')).toBe('no-store');
    expect(JSON.stringify(hub.body.data)).toMatch(/Applications for \d{4}-\d{2} are open\. .*(Our next information session is on|will be published here)/);
    const banner = await preview('home-banner');
    expect(banner.body.data.slides.map((s: { title: string }) => s.title)).toContainEqual(expect.stringMatching(/^Admissions open for \d{4}-\d{2}$/));
    expect(JSON.stringify([hub.body, banner.body])).not.toMatch(/\{[a-z-]+\}/);
  });

  it('tells a school year a sentence names, and whether it calls it present or ahead', () => {
    expect(schoolYearsIn('Applications for 2027-28 are open; 2024-2025 and Grades 10-12 are no school year.').map((y) => y.year)).toEqual(['2027-28']);
    expect(schoolYearsIn('2099-00 学年')).toEqual([{ year: '2099-00', first: '2099-08-01', last: '2100-07-31' }]);
    const aYearOn = '2027-11-30';
    expect(staleYears('Applications for the 2027-28 school year are now open, and some grades still have places for students who would like to join us during 2026-27.', aYearOn))
      .toEqual(['2027-28 as to come', '2026-27 as the present']);
    expect(staleYears('2027-28 学年各年级现已开放申请，2026-27 学年部分年级也仍有插班名额。', aYearOn)).toEqual(['2027-28 as to come', '2026-27 as the present']);
    expect(staleYears('Admissions open for 2027-28', aYearOn)).toEqual(['2027-28 as to come']);
    expect(staleYears('2027-28 学年将于 8 月开学。', aYearOn)).toEqual(['2027-28 as to come']);
    expect(staleYears('It is confirmed before the 2025-26 school year begins.', aYearOn)).toEqual(['2025-26 as to come']);
    // A year named as a fact, and a year still ahead or under way, are true.
    expect(staleYears('Tuition 2025-26', aYearOn)).toEqual([]);
    expect(staleYears('Like our other fees, it is based on 2024-25 and confirmed before the school year begins.', aYearOn)).toEqual([]);
    expect(staleYears('The 2026-27 school year began today.', aYearOn)).toEqual([]);
    expect(staleYears('Applications for 2028-29 are open, and some grades still have places during 2027-28.', aYearOn)).toEqual([]);
  });

  // Last: the answers it leaves cached were made a year on.
  it('with the clock a year on, no sentence of any page says a day now past is to come, nor a school year now past is the present or to come', async () => {
    const saved = now;
    now += 366 * 24 * 3600 * 1000;
    const today = new Date(now + 8 * 3600 * 1000).toISOString().slice(0, 10);
    const stale: string[] = [];
    let sentences = 0;
    let years = 0;
    try {
      for (const site of ['BISZ', 'BBSZ', 'BIGZ', 'BBGM'] as const) {
        for (const lang of ['en', 'zh'] as const) {
          for (const { where, sentence } of await sentencesOf(site, lang)) {
            sentences += 1;
            const said = `${where}: "${sentence.slice(0, 140)}"`;
            if (FUTURE.test(sentence) && daysIn(sentence).some((day) => day < today)) stale.push(said);
            years += schoolYearsIn(sentence).length;
            const wrong = staleYears(sentence, today);
            if (wrong.length) stale.push(`${said} (${wrong.join(', ')})`);
          }
        }
      }
    } finally {
      now = saved;
    }
    expect(sentences).toBeGreaterThan(1000);
    expect(years).toBeGreaterThan(50);
    expect(stale).toEqual([]);
  });

});
