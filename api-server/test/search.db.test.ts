// The site's search (issue 36), over HTTP on the seeded content of BISZ, on SQLite and (npm run test:pg)
// on PostgreSQL: a relevance set of English and Chinese queries (fragments, one-letter typos, mixed
// languages, full-width letters), each naming the page it must find in its top 3; the other language
// when the page's finds nothing; plain-text snippets with highlight ranges; what a publish, a schedule,
// a calendar change or another process's reseed does to the results; the bounds, the rate per client
// and hostile input, answered in the envelope and never with a 5xx.
import { createHash } from 'node:crypto';
import type { SearchResults } from '@schools/shared-api';
import type { Dialect } from '../src/platform/db/dialect';
import { requestReindex } from '../src/modules/search/searchIndex';
import { startServer } from '../src/server';
import { fold } from '../src/modules/search/searchText';
import { nextClient, staffAs, type StaffClient } from './support/staff';
import { releaseSiteTemplate } from './support/releases';
import { raw, startTestServer, type TestServer } from './support/testServer';
import relevance from './fixtures/search-relevance.json';

let server: TestServer;
let editor: StaffClient;
/** How far the server's clock is ahead of the real one: the schedule's test moves it. */
let ahead = 0;

beforeAll(async () => {
  server = await startTestServer({}, { clock: () => new Date(Date.now() + ahead) });
  editor = await staffAs(server, 'editor', 'BISZ');
});
afterAll(() => server.close());

/** A search as the page makes it, from an address of its own (the rate per client is tested apart). */
async function ask(q: string, lang: 'en' | 'zh' = 'en', extra: Record<string, string> = {}, client = nextClient()) {
  const query = new URLSearchParams({ q, ...extra });
  return raw(server.base, `/api/BISZ/user/search?${query}`, { headers: { 'x-locale': lang, 'x-forwarded-for': client } });
}
async function search(q: string, lang: 'en' | 'zh' = 'en', extra: Record<string, string> = {}): Promise<SearchResults> {
  const answer = await ask(q, lang, extra);
  expect({ q, status: answer.status, code: answer.body.code }).toEqual({ q, status: 200, code: '000' });
  return answer.body.data as SearchResults;
}
const addresses = (results: SearchResults) => results.items.map((i) => i.address);

/** The address of a seeded item with a page of its own (a course, a story, a leader), by its English title. */
async function item(title: string): Promise<string> {
  const row = await server.db.selectFrom('content').select(['id', 'path']).where('site', '=', 'BISZ').where('title_en', '=', title).executeTakeFirstOrThrow();
  return `${row.path}?id=${row.id}`;
}
async function club(name: string): Promise<string> {
  const row = await server.db.selectFrom('club').select('id').where('site', '=', 'BISZ').where('name_en', '=', name).executeTakeFirstOrThrow();
  return `/stuLife/wonderfulLife/club?club=${row.id}`;
}

/** A query of the relevance set (fixtures/search-relevance.json, which bench/search.mjs also runs) and what it must find. */
interface Case {
  q: string;
  lang: 'en' | 'zh';
  /** an address, or a seeded item with a page of its own by its English title, or a club by its English name */
  expect: string | { item: string } | { club: string };
  why: string;
}
const RELEVANCE = relevance.queries as Case[];
const expected = (c: Case) => (typeof c.expect === 'string' ? c.expect : 'item' in c.expect ? item(c.expect.item) : club(c.expect.club));

describe('the relevance set', () => {
  it('has at least 20 queries in each language', () => {
    expect(RELEVANCE.filter((c) => c.lang === 'en').length).toBeGreaterThanOrEqual(20);
    expect(RELEVANCE.filter((c) => c.lang === 'zh').length).toBeGreaterThanOrEqual(20);
  });

  it('finds the page each query names in its top 3', async () => {
    const misses: string[] = [];
    const answers = createHash('sha256');
    for (const c of RELEVANCE) {
      const page = await expected(c);
      const results = await search(c.q, c.lang, { limit: '10' });
      expect({ q: c.q, otherLanguage: results.otherLanguage }).toEqual({ q: c.q, otherLanguage: false });
      const top = addresses(results).slice(0, 3);
      if (!top.includes(page)) misses.push(`${c.lang} "${c.q}" (${c.why}): ${page} not in ${top.join(', ')}`);
      answers.update(JSON.stringify(results));
    }
    // The digest of every answer (ten results each, snippets and ranges included): the same on SQLite and PostgreSQL.
    console.log(`Search relevance on ${server.dialect}: ${RELEVANCE.length - misses.length} of ${RELEVANCE.length} queries find their page in the top 3; answers' digest ${answers.digest('hex').slice(0, 16)}`);
    expect(misses).toEqual([]);
  });
});

describe('an answer', () => {
  it('gives each result its kind, title, section, address and a plain-text snippet whose ranges mark the words matched', async () => {
    const results = await search('school bus');
    expect(results.total).toBeGreaterThan(3);
    expect(results.items[0]).toMatchObject({ kind: 'page', title: 'School Bus', section: 'Student Life', address: '/stuLife/studService/schoolBus' });
    for (const hit of results.items) {
      expect(hit.snippet.length).toBeLessThanOrEqual(170);
      expect(hit.snippet).not.toMatch(/<[a-z/]/i);
      let end = 0;
      for (const [from, to] of hit.highlights) {
        expect(from).toBeGreaterThanOrEqual(end);
        expect(to).toBeGreaterThan(from);
        expect(to).toBeLessThanOrEqual(hit.snippet.length);
        expect(fold(hit.snippet.slice(from, to))).toMatch(/^(school|bus)/);
        end = to;
      }
    }
    expect(results.items[0]!.highlights.length).toBeGreaterThan(0);
    const zhHit = (await search('校车', 'zh')).items[0]!;
    expect(zhHit).toMatchObject({ title: '校车', section: '学生生活', address: '/stuLife/studService/schoolBus' });
    expect(zhHit.highlights.map(([from, to]) => zhHit.snippet.slice(from, to))).toEqual(expect.arrayContaining(['校车']));
  });

  it("renders the search page on the server for a browser without scripts, each visitor's searches counted as theirs", async () => {
    await releaseSiteTemplate(server.app, { db: server.db, dialect: server.dialect as Dialect }, server.config);
    // More pages than one client may search at once: the server's own calls would all be one client.
    // (Before the test that starts a second server in this process: the renderer's API is the process's.)
    for (let i = 0; i < 32; i++) {
      const page = await fetch(`${server.base}/en/search?q=${encodeURIComponent(`school bus ${i}`)}`, { headers: { 'x-forwarded-for': nextClient() } });
      const html = await page.text();
      expect({ i, status: page.status, found: html.includes('class="search-hit"') }).toEqual({ i, status: 200, found: true });
    }
  });

  it('pages through the results: limit and offset, the same total', async () => {
    const first = await search('school', 'en', { limit: '5' });
    const second = await search('school', 'en', { limit: '5', offset: '5' });
    expect(first.items).toHaveLength(5);
    expect(second.total).toBe(first.total);
    expect(addresses(second)).not.toEqual(addresses(first));
    const all = await search('school', 'en', { limit: '10' });
    expect(all.items.map((i) => i.title)).toEqual([...first.items, ...second.items].map((i) => i.title));
    expect((await search('school', 'en', { offset: '500' })).items).toEqual([]);
  });

  it("answers in the other language when the page's finds nothing, and says so", async () => {
    const chineseOnEnglish = await search('校车', 'en');
    expect(chineseOnEnglish.otherLanguage).toBe(true);
    expect(chineseOnEnglish.items[0]).toMatchObject({ title: '校车', address: '/stuLife/studService/schoolBus' });
    const englishOnChinese = await search('scholarship', 'zh');
    expect(englishOnChinese.otherLanguage).toBe(true);
    expect(englishOnChinese.items[0]).toMatchObject({ title: 'Scholarship', address: '/admissions/scholarship' });
    expect((await search('school bus', 'en')).otherLanguage).toBe(false);
    expect(await search('xylophonequartz', 'en')).toEqual({ total: 0, items: [], otherLanguage: false });
  });
});

describe('keeping current', () => {
  it('finds what the studio publishes at once, in both languages, and no longer what it replaced', async () => {
    const targets = (await editor.call('GET', '/BISZ/studio/targets')).body.data as { kind: string; key: string; route: string | null; group: string }[];
    const mission = targets.find((t) => t.group === 'pages' && t.route === '/about/mission')!;
    const live = (await editor.call('GET', `/BISZ/studio/targets/${mission.kind}/${mission.key}`)).body.data.live;
    const body = {
      ...live,
      blocks: {
        en: [{ type: 'paragraph', content: [{ type: 'text', text: 'Our quetzalcoatl promise to every family.' }] }, ...live.blocks.en],
        zh: [{ type: 'paragraph', content: [{ type: 'text', text: '我们对每个家庭的羽蛇承诺。' }] }, ...live.blocks.zh],
      },
    };
    expect(await search('quetzalcoatl')).toEqual({ total: 0, items: [], otherLanguage: false });
    const published = await editor.call('POST', `/BISZ/studio/targets/${mission.kind}/${mission.key}/publish`, { body: { body } });
    expect(published.status).toBe(200);
    expect(addresses(await search('quetzalcoatl'))).toEqual(['/about/mission']);
    expect(addresses(await search('羽蛇', 'zh'))).toEqual(['/about/mission']);
    expect((await search('quetzalcoatl')).items[0]!.snippet).toMatch(/^Our quetzalcoatl promise/);

    const restored = await editor.call('POST', `/BISZ/studio/targets/${mission.kind}/${mission.key}/publish`, { body: { body: live } });
    expect(restored.status).toBe(200);
    expect((await search('quetzalcoatl')).total).toBe(0);
  });

  it('never finds a draft or a story scheduled for later; finds a story from its time, and no longer once unpublished', async () => {
    const para = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });
    const date = new Date(Date.now() + ahead + 8 * 3600_000).toISOString().slice(0, 10);
    const created = await editor.call('POST', '/BISZ/news', {
      body: {
        title: { en: 'The axolotl pond opens', zh: '美西螈池塘开放' }, summary: { en: 'A new pond.', zh: '新池塘。' },
        blocks: { en: [para('Grade 3 built an axolotl pond.')], zh: [para('三年级建了美西螈池塘。')] }, date,
      },
    });
    expect(created.status).toBe(200);
    const story = created.body.data as { id: number };
    expect((await search('axolotl')).total).toBe(0);

    const at = new Date(Date.now() + ahead + 3_600_000);
    const shanghai = `${new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 19)}+08:00`;
    expect((await editor.call('POST', `/BISZ/news/${story.id}/publish`, { body: { at: shanghai } })).body.data.state).toBe('scheduled');
    expect((await search('axolotl')).total).toBe(0);
    expect((await search('美西螈', 'zh')).total).toBe(0);

    // Its time comes: nothing is written, the next search finds it.
    ahead = at.getTime() - Date.now() + 1000;
    expect(addresses(await search('axolotl'))).toEqual([`/news_detail?id=${story.id}`]);
    expect((await search('axolotl')).items[0]).toMatchObject({ kind: 'news', section: 'News', title: 'The axolotl pond opens' });
    expect(addresses(await search('美西螈', 'zh'))).toEqual([`/news_detail?id=${story.id}`]);

    expect((await editor.call('POST', `/BISZ/news/${story.id}/unpublish`)).status).toBe(200);
    expect((await search('axolotl')).total).toBe(0);
    ahead = 0;
  });

  it('finds an information session and a calendar event staff add, and loses a session they cancel', async () => {
    const officer = await staffAs(server, 'admissions', 'BISZ');
    const added = await officer.call('POST', '/BISZ/sessions', {
      body: {
        place: { en: 'Okapi room', zh: '霍加狓教室' }, language: { en: 'English', zh: '英文' }, audience: { en: 'Families of Grades 1 to 5', zh: '一至五年级家庭' },
        date: '2027-04-24', start: '10:00', end: '11:30', capacity: 40,
      },
    });
    expect(added.status).toBe(200);
    const found = await search('okapi');
    expect(found.items[0]).toMatchObject({ kind: 'session', address: '/admissions/recruit', title: 'Admissions information session: Families of Grades 1 to 5, 24 April 2027' });
    expect(addresses(await search('霍加狓', 'zh'))).toEqual(['/admissions/recruit']);
    expect((await officer.call('POST', `/BISZ/sessions/${added.body.data.id}/cancel`)).status).toBe(200);
    expect((await search('okapi')).total).toBe(0);

    const event = await editor.call('POST', '/BISZ/calendar/events', {
      body: {
        year: '2026-27', title: { en: 'Narwhal open day', zh: '独角鲸开放日' }, description: { en: 'Tours of the campus.', zh: '参观校园。' },
        location: { en: 'Main hall', zh: '大礼堂' }, category: 'admissions', allDay: false, start: '2027-03-20T09:00', end: '2027-03-20T12:00',
      },
    });
    expect(event.status).toBe(200);
    expect((await search('narwhal')).items[0]).toMatchObject({ kind: 'event', section: 'Academics', address: '/academics/calendar?year=2026-27' });
  });

  it('builds the index by itself within a second of a change, with no search to ask for it (for every instance)', async () => {
    const state = () => server.db.selectFrom('search_campus').select(['wanted', 'built']).where('site', '=', 'BISZ').executeTakeFirstOrThrow();
    await search('bus');
    const before = await state();
    expect(before.built).toBe(before.wanted);
    const officer = await staffAs(server, 'admissions', 'BISZ');
    await officer.call('POST', '/BISZ/sessions', {
      body: {
        place: { en: 'Quokka room', zh: '短尾矮袋鼠教室' }, language: { en: 'English', zh: '英文' }, audience: { en: 'All grades', zh: '全学段' },
        date: '2027-05-08', start: '10:00', end: '11:30', capacity: 30,
      },
    });
    // The change asks for a build once its write has committed, beside the call's answer: wait for the ask.
    const started = Date.now();
    let asked = await state();
    while (asked.wanted <= before.wanted && Date.now() - started < 2000) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      asked = await state();
    }
    expect(asked.wanted).toBeGreaterThan(before.wanted);
    while ((await state()).built < asked.wanted && Date.now() - started < 5000) await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await state()).built).toBe(asked.wanted);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(await server.db.selectFrom('search_entry').select('address').where('site', '=', 'BISZ').where('words_norm', 'like', '% quokka %').execute())
      .toEqual([{ address: '/admissions/recruit' }]);
  });

  it('finds on another instance of the site what one publishes, within moments', async () => {
    const other = await startServer(server.config, { passwordCost: server.passwordCost });
    try {
      const searchOther = async (q: string) => (other.app.inject({ url: `/api/BISZ/user/search?${new URLSearchParams({ q })}`, headers: { 'x-forwarded-for': nextClient() } }))
        .then((answer) => answer.json() as { data: SearchResults });
      expect((await searchOther('capybara')).data.total).toBe(0);
      const faq = ((await editor.call('GET', '/BISZ/studio/targets')).body.data as { kind: string; key: string; group: string }[]).find((t) => t.group === 'faq')!;
      const live = (await editor.call('GET', `/BISZ/studio/targets/${faq.kind}/${faq.key}`)).body.data.live;
      const published = await editor.call('POST', `/BISZ/studio/targets/${faq.kind}/${faq.key}/publish`, {
        body: { body: { ...live, answer: { ...live.answer, en: `${live.answer.en} Ask about the capybara.` } } },
      });
      expect(published.status).toBe(200);
      // The publishing instance asks for the build just after its answer: the other finds it at its first search after that.
      const started = Date.now();
      let found = await searchOther('capybara');
      while (found.data.total === 0 && Date.now() - started < 3000) found = await searchOther('capybara');
      expect(addresses(found.data)).toEqual(['/admissions/questions']);
      console.log(`Search on ${server.dialect}: a publish on one instance found on another ${Date.now() - started} ms after its answer`);
    } finally {
      await other.app.close();
    }
  });

  it('finds what another process changed once it asks for a build (a reseed, another instance), at the next search', async () => {
    expect((await search('pangolin')).total).toBe(0);
    const row = await server.db.selectFrom('faq').select(['id', 'answer_en']).where('site', '=', 'BISZ').orderBy('sort').executeTakeFirstOrThrow();
    await server.db.updateTable('faq').set({ answer_en: `${row.answer_en} Pangolin.` }).where('id', '=', row.id).execute();
    // Written behind the server's back, as npm run seed would: nothing asks for a build yet.
    expect((await search('pangolin')).total).toBe(0);
    await requestReindex(server.db, ['BISZ']);
    const found = await search('pangolin');
    expect(found.items[0]).toMatchObject({ kind: 'faq', address: '/admissions/questions' });
  });
});

describe('what a client may send', () => {
  it('refuses a query out of bounds with a 400 envelope that says which bound', async () => {
    const refusals: [Record<string, string> | null, RegExp][] = [
      [null, /required property 'q'/],
      [{ q: '' }, /q must be 1 to 100 characters once spaces are trimmed; it has 0/],
      [{ q: '    ' }, /q must be 1 to 100 characters once spaces are trimmed; it has 0/],
      [{ q: 'a'.repeat(101) }, /q must be 1 to 100 characters once spaces are trimmed; it has 101/],
      [{ q: 'x'.repeat(401) }, /querystring\/q must NOT have more than 400 characters/],
      [{ q: 'bus', limit: '0' }, /querystring\/limit must be >= 1/],
      [{ q: 'bus', limit: '51' }, /querystring\/limit must be <= 50/],
      [{ q: 'bus', limit: 'ten' }, /querystring\/limit must be integer/],
      [{ q: 'bus', offset: '-1' }, /querystring\/offset must be >= 0/],
      [{ q: 'bus', offset: '501' }, /querystring\/offset must be <= 500/],
    ];
    for (const [params, message] of refusals) {
      const answer = params ? await ask(params.q!, 'en', Object.fromEntries(Object.entries(params).filter(([k]) => k !== 'q')))
        : await raw(server.base, '/api/BISZ/user/search', { headers: { 'x-forwarded-for': nextClient() } });
      expect({ params, status: answer.status, code: answer.body.code, data: answer.body.data }).toEqual({ params, status: 400, code: '400', data: null });
      expect(answer.body.message).toMatch(message);
    }
    // Spaces around a query of 100 characters are not counted; 100 emoji are 100 characters.
    expect((await ask(`  ${'a'.repeat(100)}  `)).status).toBe(200);
    expect((await ask('😀'.repeat(100))).status).toBe(200);
    expect((await raw(server.base, '/api/XXXX/user/search?q=bus')).body.code).toBe('460');
  });

  it('searches hostile input as text: FTS5 and SQL syntax, quotes, emoji, control characters', async () => {
    const hostile = [
      '"', '""', '"unmatched', 'bus"', '*', 'bus*', 'NEAR(', 'NEAR(school bus, 2)', '-', '-bus', ':', 'title:bus', '^', '^bus', 'bus AND', 'OR', 'NOT bus',
      '(bus', 'bus)', '{bus}', '[bus]', "' OR 1=1 --", "'; DROP TABLE search_entry; --", '%', '_', '\\', '%_\\', 'bus%', '😀', '🚌 校车', '\u200b', '\u0301',
      '\uD800', 'ｂｕｓ', '𠀀', 'a'.repeat(100), '校'.repeat(100), 'the of and', 'a b c d e f g h i j k l m n o p q r s t u v w x y z',
    ];
    for (const q of hostile) {
      const answer = await ask(q);
      expect({ q, status: answer.status, code: answer.body.code }).toEqual({ q, status: 200, code: '000' });
    }
    expect(addresses(await search('school* -bus^'))[0]).toBe('/stuLife/studService/schoolBus');
    expect(addresses(await search('"school bus"'))[0]).toBe('/stuLife/studService/schoolBus');
    expect(addresses(await search('🚌 校车', 'zh'))[0]).toBe('/stuLife/studService/schoolBus');
    expect(await search('😀')).toEqual({ total: 0, items: [], otherLanguage: false });
    const tables = await server.db.selectFrom('search_entry').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(Number(tables.n)).toBeGreaterThan(0);
  });

  it('lets a client make 30 searches at once, then one a second: past it 429, with Retry-After', async () => {
    const client = nextClient();
    for (let i = 0; i < 30; i++) expect((await ask(`bus ${i}`, 'en', {}, client)).status).toBe(200);
    const refused = await ask('bus', 'en', {}, client);
    expect({ status: refused.status, code: refused.body.code }).toEqual({ status: 429, code: '429' });
    expect(refused.body.message).toMatch(/Too many searches from this address/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((await ask('bus', 'en', {}, nextClient())).status).toBe(200);
  });
});
