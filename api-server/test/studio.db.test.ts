// The studio's copy editor, through its calls: drafts refused with every problem's path, the preview
// of drafts for an editor's session of the campus only, publishing (live copy, version and audit in one
// transaction, the cached answers dropped: new ETags, a new menu hashCode), the version before the
// studio recorded on the first publish, restoring it, and what each role and campus may do; where each
// target is on the site (its page and part), and the copy a page shows for the site's "Edit this page".
import { sql } from 'kysely';
import { HREF_RULE, findRoute, isDisabledOn, type Block, type ContentItem, type MenuList, CAMPUS_CODES } from '@schools/shared-api';
import { ROUTES } from '@schools/root-config/routes';
import { pageHeading, pageTrail } from '../src/modules/studio/pageTrail';
import { ADAPTERS } from '../src/modules/studio/targets';
import { TARGET_PLACES, type ContentBody, type StudioTarget, type TargetSummary } from '../src/modules/studio/types';
import { bodyProblems } from '../src/modules/studio/validate';
import { staffAs, type StaffClient } from './support/staff';
import { raw, startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let editor: StaffClient;
let network: StaffClient;
let bigzEditor: StaffClient;
let moderator: StaffClient;
let mission: TargetSummary;
/** How far the server's clock runs ahead of the real one: the scheduled publish's test moves it. */
let ahead = 0;

beforeAll(async () => {
  server = await startTestServer({ studioScheduleMs: 40 }, { clock: () => new Date(Date.now() + ahead) });
  editor = await staffAs(server, 'editor', 'BISZ');
  network = await staffAs(server, 'network');
  bigzEditor = await staffAs(server, 'editor', 'BIGZ');
  moderator = await staffAs(server, 'moderator', 'BISZ');
  const targets = (await editor.call('GET', '/BISZ/studio/targets')).body.data as TargetSummary[];
  mission = targets.find((t) => t.group === 'pages' && t.label.en === 'Mission')!;
});
afterAll(() => server.close());

const path = (t: Pick<TargetSummary, 'kind' | 'key'>, rest = '') => `/BISZ/studio/targets/${t.kind}/${t.key}${rest}`;
const open = async (client: StaffClient, t: Pick<TargetSummary, 'kind' | 'key'>) => (await client.call('GET', path(t))).body.data as StudioTarget;
const paragraph = (text: string, href?: string): Block => ({
  type: 'paragraph', content: href ? [{ type: 'text', text }, { type: 'link', text: 'more', href }] : [{ type: 'text', text }],
});
/** The visitor's Mission: content-by-menu of About Us, the about.mission item. */
async function visitorMission(lang: 'en' | 'zh', headers: Record<string, string> = {}) {
  const answer = await raw(server.base, '/api/BISZ/user/content/content-by-menu?menuId=02', { headers: { 'x-locale': lang, ...headers } });
  const item = (answer.body.data as ContentItem[]).find((i) => i.key === 'about.mission')!;
  return { answer, item };
}
const words = (blocks: Block[]) => JSON.stringify(blocks);
/** Mission's live body with a new first paragraph in each language. */
async function missionWith(en: string, zh: string): Promise<ContentBody> {
  const live = (await open(editor, mission)).live as ContentBody;
  const swap = (blocks: Block[], text: string) => {
    const i = blocks.findIndex((b) => b.type === 'paragraph');
    return blocks.map((b, j) => (j === i ? paragraph(text) : b));
  };
  return { ...live, blocks: { en: swap(live.blocks.en, en), zh: swap(live.blocks.zh, zh) } };
}

describe('the targets', () => {
  it("lists the campus's pages, lists, contacts, labels, FAQ, clubs, tuition, carousel and menu titles, Mission with its route", async () => {
    const targets = (await editor.call('GET', '/BISZ/studio/targets')).body.data as TargetSummary[];
    expect(new Set(targets.map((t) => t.group))).toEqual(new Set(['pages', 'lists', 'contacts', 'labels', 'faq', 'clubs', 'documents', 'menu']));
    expect(mission).toMatchObject({ kind: 'content', label: { en: 'Mission', zh: '办学使命' }, section: { en: 'About Us' }, route: '/about/mission', hasDraft: false });
    expect(targets.find((t) => t.target === 'menu:0201')).toMatchObject({ label: { en: 'Mission' }, route: '/about/mission' });
    expect(targets.filter((t) => t.kind === 'document').map((t) => t.key).sort()).toEqual(['banner', 'tuition']);
    const news = targets.find((t) => t.group === 'lists' && t.route?.startsWith('/news_detail?id='));
    expect(news).toBeDefined();
  });

  it("names every entry by what it is or says, in the list's language: never by a field name such as article_desc1", async () => {
    const fieldName = /article_desc|dormLife|schoolAdd|(value|number|title|content)_\d|\b(hub|basic|home|library|campus|course|signup|GeneralInformation)\.[A-Za-z]/;
    for (const site of CAMPUS_CODES) {
      for (const adapter of Object.values(ADAPTERS)) {
        for (const t of await adapter.list(server.db, site)) {
          expect(`${site} ${t.target} ${t.label.en}`).not.toMatch(fieldName);
          expect(`${site} ${t.target} ${t.label.zh}`).not.toMatch(fieldName);
          expect(t.label.en.trim() && t.label.zh.trim()).toBeTruthy();
        }
      }
    }
    const targets = (await editor.call('GET', '/BISZ/studio/targets')).body.data as TargetSummary[];
    const labels = targets.filter((t) => t.group === 'labels').map((t) => t.label);
    expect(labels).toContainEqual({ en: 'Load more', zh: '加载更多' });
    // A contact detail says what it is: here the campus's address, in each language.
    const contacts = targets.filter((t) => t.group === 'contacts').map((t) => t.label);
    expect(contacts.some((l) => /Road/.test(l.en) && /路/.test(l.zh))).toBe(true);
    // Never a raw path (the catalogue's address as text, which no page shows, says what it is).
    expect(targets.filter((t) => /^\/|· \//.test(t.label.en)).map((t) => t.label.en)).toEqual([]);
  });

  it("puts every target of every campus on a page the campus offers, named by the heading visitors read, or says it is on none", async () => {
    for (const site of CAMPUS_CODES) {
      for (const adapter of Object.values(ADAPTERS)) {
        for (const t of await adapter.list(server.db, site)) {
          const where = `${site} ${t.target}`;
          expect({ where, place: TARGET_PLACES.includes(t.place) }).toEqual({ where, place: true });
          if (t.page === null) {
            // Across the site (labels, menu titles) or nowhere (copy of a page the campus does not offer).
            expect({ where, place: ['label', 'menu', 'unused'].includes(t.place), section: t.place === 'menu' || t.section.en === '' }).toEqual({ where, place: true, section: true });
            continue;
          }
          const route = findRoute(ROUTES, t.page);
          expect({ where, page: t.page, known: Boolean(route), offered: !isDisabledOn(ROUTES, t.page, site) }).toEqual({ where, page: t.page, known: true, offered: true });
          expect({ where, section: t.section }).toEqual({ where, section: pageTrail(ROUTES, t.page)[0]!.meta.nav_title });
          // A page's own copy is named as its heading reads.
          if (t.place === 'page') expect({ where, label: t.label }).toEqual({ where, label: pageHeading(route!) });
        }
      }
    }
  });

  it('places copy on the page that shows it: Mission, Contact Us, the catalogue, each curriculum page, courses on their area, what no page reads', async () => {
    const bisz = (await editor.call('GET', '/BISZ/studio/targets')).body.data as TargetSummary[];
    const placed = (test: (t: TargetSummary) => boolean) => bisz.filter(test).map((t) => ({ page: t.page, place: t.place, label: t.label.en }));
    expect(mission).toMatchObject({ page: '/about/mission', place: 'page', section: { en: 'About Us', zh: '关于我们' } });
    expect(bisz.find((t) => t.target === 'menu:0201')).toMatchObject({ page: null, place: 'menu', label: { en: 'Mission', zh: '办学使命' } });
    expect(placed((t) => t.page === '/contact_us')).toEqual([
      { page: '/contact_us', place: 'page', label: 'Contact Us' }, ...Array(10).fill(expect.objectContaining({ place: 'contact' })),
    ]);
    expect(placed((t) => t.page === '/catalog')).toEqual([{ page: '/catalog', place: 'page', label: 'Library Catalog' }]);
    expect(placed((t) => t.page?.startsWith('/academics/curriculum/') ?? false).map((p) => p.label)).toEqual([
      'Early Learning', 'Lower School, Grades 1-4', 'Grade 5', 'Grades 6-8', 'Grades 9-12', 'Connections Curriculum', 'Capstone Senior Project',
    ]);
    expect(new Set(placed((t) => t.route?.startsWith('/course_detail?') ?? false).map((p) => `${p.page} ${p.place}`)).size).toBe(7);
    expect(bisz.filter((t) => t.route?.startsWith('/news_detail?')).every((t) => t.page === '/news_list' && t.place === 'item')).toBe(true);
    expect(placed((t) => t.place === 'unused')).toEqual([
      { page: '/about/join_us', place: 'unused', label: expect.any(String) },
      { page: '/stuLife/library', place: 'unused', label: 'Catalogue address' },
      { page: '/academics/senior_project', place: 'unused', label: expect.any(String) },
    ]);
    // BBCD offers no leadership page: its leaders' copy shows nowhere, and says so.
    const nowhere = (await ADAPTERS.content.list(server.db, 'BBCD')).filter((t) => t.page === null && t.place !== 'label');
    expect(nowhere.map((t) => t.label.en)).toContain('School Leadership');
    expect(nowhere.every((t) => t.place === 'unused' && t.route === null)).toBe(true);
  });
});

describe("a page's copy, for the site's \"Edit this page\"", () => {
  const onPage = async (client: StaffClient, site: string, route: string) =>
    client.call('GET', `/${site}/studio/page-targets?route=${encodeURIComponent(route)}`);

  it("answers the copy a visitor's page shows, the one to open first: the page's own copy, a detail page's item", async () => {
    const mission = await onPage(editor, 'BISZ', '/about/mission');
    expect(mission.status).toBe(200);
    expect((mission.body.data as TargetSummary[]).map((t) => t.target)).toEqual([mission.body.data[0].target]);
    expect(mission.body.data[0]).toMatchObject({ kind: 'content', label: { en: 'Mission' }, place: 'page' });
    const all = (await editor.call('GET', '/BISZ/studio/targets')).body.data as TargetSummary[];
    const story = all.find((t) => t.route?.startsWith('/news_detail?id='))!;
    const detail = await onPage(editor, 'BISZ', `${story.route}&lang=cn`);
    expect((detail.body.data as TargetSummary[])[0]!.target).toBe(story.target);
    // Tuition and Fees: its copy first, then the fee tables.
    expect((await onPage(editor, 'BISZ', '/admissions/tuition')).body.data.map((t: TargetSummary) => t.place)).toEqual(['page', 'tuition']);
    // The home page: the carousel at its top first.
    expect((await onPage(editor, 'BISZ', '/home')).body.data[0].target).toBe('document:banner');
    // A page with no copy the studio edits, and no page at all.
    expect((await onPage(editor, 'BISZ', '/academics/calendar?year=2026-27')).body.data).toEqual([]);
    expect((await onPage(editor, 'BISZ', '/no/such/page')).body.data).toEqual([]);
  });

  it("answers only a session that may edit the campus's copy, and refuses what is no route", async () => {
    expect((await onPage(network, 'BIGZ', '/about/mission')).status).toBe(200);
    expect((await onPage(bigzEditor, 'BISZ', '/about/mission')).status).toBe(403);
    expect((await onPage(moderator, 'BISZ', '/about/mission')).status).toBe(403);
    expect((await raw(server.base, '/api/staff/BISZ/studio/page-targets?route=%2Fabout%2Fmission')).status).toBe(401);
    expect((await onPage(editor, 'BISZ', 'about/mission')).status).toBe(400);
    expect((await editor.call('GET', '/BISZ/studio/page-targets')).status).toBe(400);
    expect((await onPage(editor, 'BISZ', `/${'x'.repeat(400)}`)).status).toBe(400);
  });

  it('reads every live target of every campus as a body the studio accepts: opening and publishing unchanged is never refused', async () => {
    const refused: string[] = [];
    for (const site of CAMPUS_CODES) {
      for (const adapter of Object.values(ADAPTERS)) {
        for (const t of await adapter.list(server.db, site)) {
          const body = await adapter.read(server.db, site, t.key, false);
          for (const p of bodyProblems(t.kind, t.key, body)) refused.push(`${site} ${t.target} ${p.path}: ${p.message}`);
        }
      }
    }
    expect(refused).toEqual([]);
  });

  it('answers 404 for a target the campus does not have, whatever the key looks like', async () => {
    for (const key of ['999999', '99999999999', 'abc', '0']) {
      const answer = await editor.call('GET', `/BISZ/studio/targets/content/${key}`);
      expect({ key, status: answer.status, code: answer.body.code }).toEqual({ key, status: 404, code: '404' });
    }
    const bigzRow = await server.db.selectFrom('content').select('id').where('site', '=', 'BIGZ').limit(1).executeTakeFirstOrThrow();
    expect((await editor.call('GET', `/BISZ/studio/targets/content/${bigzRow.id}`)).status).toBe(404);
    expect((await editor.call('GET', '/BISZ/studio/targets/document/calendar')).status).toBe(404);
    expect((await editor.call('GET', '/BISZ/studio/targets/page/1')).status).toBe(400);
  });
});

describe('a draft', () => {
  it('is refused with the path and message of every problem, and nothing is saved', async () => {
    const body = await missionWith('New words', '新的文字');
    body.title.en = '  ';
    body.blocks.zh = [...body.blocks.zh, paragraph('看这里', 'javascript:alert(1)')];
    body.blocks.en = [...body.blocks.en, { type: 'heading', level: 4, text: 'Too deep' } as unknown as Block, { type: 'banner' } as unknown as Block];
    const answer = await editor.call('PUT', path(mission, '/draft'), { body: { body } });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('400');
    const zhLink = `blocks.zh[${body.blocks.zh.length - 1}].content[1].href`;
    expect(answer.body.problems).toEqual(expect.arrayContaining([
      { path: 'title.en', rule: 'required', detail: null, message: 'must not be empty' },
      { path: zhLink, rule: 'href', detail: null, message: HREF_RULE },
      { path: `blocks.en[${body.blocks.en.length - 2}].level`, rule: 'invalid', detail: null, message: 'must be equal to one of the allowed values' },
      { path: `blocks.en[${body.blocks.en.length - 1}]`, rule: 'blockType', detail: expect.stringMatching(/^heading, paragraph, list/), message: expect.stringMatching(/^type: must be one of heading, paragraph, list/) },
    ]));
    expect(answer.body.problems).toHaveLength(4);
    expect(answer.body.message).toMatch(/^The copy was refused, nothing was saved: title\.en must not be empty/);
    expect((await open(editor, mission)).draft).toBeNull();
  });

  it('refuses bodies of the wrong shape and text beyond the limits, never with a 5xx', async () => {
    const cases: [unknown, string][] = [
      [{ title: { en: 'x', zh: 'x' } }, 'summary'],
      [{ title: { en: 'x'.repeat(201), zh: 'x' }, summary: { en: '', zh: '' }, blocks: { en: [], zh: [] } }, 'title.en'],
      [{ title: { en: 'x', zh: 'x' }, summary: { en: '', zh: '' }, blocks: { en: [paragraph('y'.repeat(20_001))], zh: [] } }, 'blocks.en[0].content[0].text'],
      [{ title: { en: 'x', zh: 'x' }, summary: { en: '', zh: '' }, blocks: { en: 'text', zh: [] } }, 'blocks.en'],
      [{ title: { en: 'x', zh: 'x' }, summary: { en: '', zh: '' }, blocks: { en: [], zh: [] }, extra: 1 }, 'extra'],
      [[], ''],
    ];
    for (const [body, where] of cases) {
      const answer = await editor.call('PUT', path(mission, '/draft'), { body: { body } });
      expect({ where, status: answer.status, paths: answer.body.problems?.map((p: { path: string }) => p.path) })
        .toEqual({ where, status: 400, paths: expect.arrayContaining([where]) });
    }
  });

  it('is saved, shown to the editor, previewed only for a session that may edit the campus, and never to visitors', async () => {
    const before = await visitorMission('en');
    const body = await missionWith('Draft mission words.', '草稿使命文字。');
    const saved = await editor.call('PUT', path(mission, '/draft'), { body: { body } });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ body, savedBy: editor.account.email });
    expect(await open(network, mission)).toMatchObject({ hasDraft: true, draft: { body } });

    // Visitors, and anyone without an editing session of BISZ, see the published copy (from the cache, ETag unchanged).
    for (const cookie of [undefined, bigzEditor.cookie, moderator.cookie, 'staff_session=forged']) {
      const seen = await visitorMission('en', { 'x-studio-preview': '1', ...(cookie ? { cookie } : {}) });
      expect({ cookie, text: words(seen.item.blocks), etag: seen.answer.headers.get('etag') }).toEqual({ cookie, text: words(before.item.blocks), etag: before.answer.headers.get('etag') });
    }
    // The campus's editor and a network administrator see the draft, in both languages, never cached.
    for (const client of [editor, network]) {
      for (const lang of ['en', 'zh'] as const) {
        const seen = await visitorMission(lang, { 'x-studio-preview': '1', cookie: client.cookie });
        expect(words(seen.item.blocks)).toContain(lang === 'en' ? 'Draft mission words.' : '草稿使命文字。');
        expect(seen.answer.headers.get('cache-control')).toBe('no-store');
      }
    }
    // The calls whose answers do not come from copy answer the preview as they answer visitors, with a
    // draft open (on SQLite, reading them inside the drafts' transaction once held the server's one connection).
    for (const call of ['/alerts', '/calendar/events?year=2026-27', '/comment/skip-appId', '/comment/view?postId=1']) {
      const answer = await raw(server.base, `/api/BISZ/user${call}`, { headers: { 'x-studio-preview': '1', cookie: editor.cookie, 'x-locale': 'en' } });
      expect({ call, code: answer.body.code, cache: answer.headers.get('cache-control') }).toMatchObject({ call, code: '000' });
      expect(answer.headers.get('cache-control')).not.toBe('no-store');
    }
    // A session without the header sees what visitors see.
    expect(words((await visitorMission('en', { cookie: editor.cookie })).item.blocks)).toBe(words(before.item.blocks));
    expect(words((await visitorMission('en')).item.blocks)).toBe(words(before.item.blocks));

    const discarded = await editor.call('DELETE', path(mission, '/draft'));
    expect(discarded.body.data).toEqual({ discarded: true });
    expect((await editor.call('DELETE', path(mission, '/draft'))).body.data).toEqual({ discarded: false });
    expect((await open(editor, mission)).draft).toBeNull();
  });
});

describe('publishing', () => {
  it('makes the copy live at once (new body and ETag), keeps the original as the first version, audits before and after, drops the draft', async () => {
    const original = (await open(editor, mission)).live as ContentBody;
    const before = await visitorMission('en');
    const beforeZh = await visitorMission('zh');
    const body = await missionWith('Published mission words.', '已发布的使命文字。');
    await editor.call('PUT', path(mission, '/draft'), { body: { body } });

    const answer = await editor.call('POST', path(mission, '/publish'), { body: { body } });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ version: { action: 'publish', actor: editor.account.email, restoredFrom: null }, live: body });

    const after = await visitorMission('en');
    const afterZh = await visitorMission('zh');
    expect(words(after.item.blocks)).toContain('Published mission words.');
    expect(words(afterZh.item.blocks)).toContain('已发布的使命文字。');
    expect(after.answer.headers.get('etag')).not.toBe(before.answer.headers.get('etag'));
    expect(afterZh.answer.headers.get('etag')).not.toBe(beforeZh.answer.headers.get('etag'));

    const opened = await open(editor, mission);
    expect(opened.draft).toBeNull();
    expect(opened.versions.map((v) => [v.action, v.actor])).toEqual([['publish', editor.account.email], ['original', 'before the studio']]);
    const originalRow = await server.db.selectFrom('studio_version').select('body').where('id', '=', opened.versions[1]!.id).executeTakeFirstOrThrow();
    expect(JSON.parse(originalRow.body)).toEqual(original);

    const audit = (await network.call('GET', '/audit?site=BISZ&limit=1')).body.data[0];
    expect(audit).toMatchObject({ actor: editor.account.email, site: 'BISZ', action: 'studio.publish', targetId: mission.target, before: original, after: body });
  });

  it('of a menu title changes the menu and its hashCode for the next load', async () => {
    const menuBefore = (await raw(server.base, '/api/BISZ/user/menu/list', { headers: { 'x-locale': 'en' } })).body.data as MenuList;
    const answer = await network.call('POST', '/BISZ/studio/targets/menu/0201/publish', { body: { body: { title: { en: 'Our Mission', zh: '我们的使命' } } } });
    expect(answer.status).toBe(200);
    const menuAfter = (await raw(server.base, '/api/BISZ/user/menu/list', { headers: { 'x-locale': 'en' } })).body.data as MenuList;
    expect(menuAfter.hashCode).not.toBe(menuBefore.hashCode);
    expect(menuAfter.menu.find((m) => m.id === '02')!.children!.find((c) => c.id === '0201')!.title).toBe('Our Mission');
    // Another campus's menu is untouched.
    const bigz = (await raw(server.base, '/api/BIGZ/user/menu/list', { headers: { 'x-locale': 'en' } })).body.data as MenuList;
    expect(bigz.menu.find((m) => m.id === '02')!.children!.find((c) => c.id === '0201')!.title).toBe('Mission');
  });

  it('of an FAQ entry, a club and the tuition shows on their calls', async () => {
    const targets = (await editor.call('GET', '/BISZ/studio/targets')).body.data as TargetSummary[];
    const faq = targets.find((t) => t.kind === 'faq')!;
    const faqBody = { ...(await open(editor, faq)).live, answer: { en: 'A new answer.', zh: '新的回答。' } };
    expect((await editor.call('POST', path(faq, '/publish'), { body: { body: faqBody } })).status).toBe(200);
    const faqs = (await raw(server.base, '/api/BISZ/user/content/question-content', { headers: { 'x-locale': 'zh' } })).body.data as { id: number; answer: string }[];
    expect(faqs.find((f) => String(f.id) === faq.key)!.answer).toBe('新的回答。');

    const tuition = { kind: 'document', key: 'tuition' } as const;
    const doc = (await open(editor, tuition)).live as { rows: { annualFee: number }[] };
    doc.rows[0]!.annualFee = 123456;
    expect((await editor.call('POST', path(tuition, '/publish'), { body: { body: doc } })).status).toBe(200);
    const fees = (await raw(server.base, '/api/BISZ/user/content/tuition-content', { headers: { 'x-locale': 'en' } })).body.data as { rows: { annualFee: number }[] };
    expect(fees.rows[0]!.annualFee).toBe(123456);
  });

  it('is refused as a draft is, and leaves the live copy as it was', async () => {
    const live = (await open(editor, mission)).live as ContentBody;
    const bad = { ...live, blocks: { ...live.blocks, en: [...live.blocks.en, { type: 'cta', links: [] }] } };
    const answer = await editor.call('POST', path(mission, '/publish'), { body: { body: bad } });
    expect(answer.status).toBe(400);
    expect(answer.body.problems).toEqual([{ path: `blocks.en[${live.blocks.en.length}].links`, rule: 'required', detail: null, message: 'must NOT have fewer than 1 items' }]);
    expect((await open(editor, mission)).live).toEqual(live);
  });

  it('writes nothing at all when a part of it fails: no live change, no version, no audit row', async () => {
    const opened = await open(editor, mission);
    const body = await missionWith('Never published.', '从未发布。');
    await sql`alter table staff_audit rename to staff_audit_away`.execute(server.db);
    try {
      expect((await editor.call('POST', path(mission, '/publish'), { body: { body } })).status).toBe(500);
    } finally {
      await sql`alter table staff_audit_away rename to staff_audit`.execute(server.db);
    }
    const now = await open(editor, mission);
    expect(now.live).toEqual(opened.live);
    expect(now.versions).toEqual(opened.versions);
    expect(words((await visitorMission('en')).item.blocks)).not.toContain('Never published.');
  });

  it('records the original once, on the first publish of a target only (a target never published has no versions)', async () => {
    const targets = (await editor.call('GET', '/BISZ/studio/targets')).body.data as TargetSummary[];
    const leader = targets.find((t) => t.group === 'lists' && t.route?.startsWith('/about/management/detail'))!;
    expect((await open(editor, leader)).versions).toEqual([]);
    const body = (await open(editor, leader)).live;
    await editor.call('POST', path(leader, '/publish'), { body: { body } });
    await editor.call('POST', path(leader, '/publish'), { body: { body } });
    expect((await open(editor, leader)).versions.map((v) => v.action)).toEqual(['publish', 'publish', 'original']);
  });
});

describe('restoring a version', () => {
  it('brings the old Mission back for visitors as a new version naming its source, audited', async () => {
    const opened = await open(editor, mission);
    const original = opened.versions.find((v) => v.action === 'original')!;
    const answer = await editor.call('POST', path(mission, `/versions/${original.id}/restore`));
    expect(answer.status).toBe(200);
    expect(answer.body.data.version).toMatchObject({ action: 'restore', restoredFrom: original.id, actor: editor.account.email });
    const restored = await open(editor, mission);
    const originalBody = JSON.parse((await server.db.selectFrom('studio_version').select('body').where('id', '=', original.id).executeTakeFirstOrThrow()).body);
    expect(restored.live).toEqual(originalBody);
    expect(words((await visitorMission('en')).item.blocks)).toBe(words(originalBody.blocks.en).replace(/"src":"/g, '"src":"/storage/'));
    expect((await network.call('GET', '/audit?site=BISZ&limit=1')).body.data[0]).toMatchObject({ action: 'studio.restore', targetId: mission.target, after: originalBody });
  });

  it("is 404 for a version of another target or campus, and changes nothing", async () => {
    const menuVersion = (await open(network, { kind: 'menu', key: '0201' })).versions[0]!;
    const live = (await open(editor, mission)).live;
    const answer = await editor.call('POST', path(mission, `/versions/${menuVersion.id}/restore`));
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe(`Version ${menuVersion.id} of ${mission.target} does not exist on BISZ`);
    expect((await open(editor, mission)).live).toEqual(live);
  });
});

describe('the preview page', () => {
  it('may be framed by the site itself when it is a preview, and by nothing otherwise', async () => {
    const preview = await fetch(`${server.base}/BISZ/?studio-preview=1`);
    expect(preview.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(preview.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    for (const address of ['/BISZ/', '/BISZ/?studio-preview=0', '/BISZ/?not-studio-preview=1']) {
      const page = await fetch(`${server.base}${address}`);
      expect({ address, csp: page.headers.get('content-security-policy'), frames: page.headers.get('x-frame-options') })
        .toEqual({ address, csp: expect.stringContaining("frame-ancestors 'none'"), frames: 'DENY' });
    }
    // The staff page frames the site's own pages, nothing else, and is framed by nothing.
    const admin = await fetch(`${server.base}/admin`);
    expect(admin.headers.get('content-security-policy')).toMatch(/frame-src 'self';.*frame-ancestors 'none'/);
  });
});

describe('who may', () => {
  it("lets a campus's editor and a network administrator in, and no one else (403), on every studio call", async () => {
    const calls: [string, string, object?][] = [
      ['GET', '/studio/targets'], ['GET', '/studio/targets/menu/0201'],
      ['PUT', '/studio/targets/menu/0201/draft', { body: { title: { en: 'A', zh: 'A' } } }], ['DELETE', '/studio/targets/menu/0201/draft'],
      ['POST', '/studio/targets/menu/0201/publish', { body: { title: { en: 'Mission', zh: '办学使命' } } }], ['POST', '/studio/targets/menu/0201/versions/1/restore'],
    ];
    for (const [method, rest, body] of calls) {
      for (const [client, site] of [[bigzEditor, 'BISZ'], [editor, 'BIGZ'], [moderator, 'BISZ'], [await staffAs(server, 'admissions', 'BISZ'), 'BISZ']] as const) {
        const answer = await client.call(method, `/${site}${rest}`, body ? { body } : {});
        expect({ method, rest, who: client.account.role, status: answer.status }).toEqual({ method, rest, who: client.account.role, status: 403 });
      }
      const unsigned = await raw(server.base, `/api/staff/BISZ${rest}`, { method, ...(body ? { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } } : {}) });
      expect(unsigned.status).toBe(401);
    }
    expect((await editor.call('PUT', '/BISZ/studio/targets/menu/0201/draft', { body: { body: { title: { en: 'A', zh: 'A' } } }, csrf: false })).status).toBe(403);
  });
});

describe('the home carousel', () => {
  it('takes slides added, removed and reordered: the site and the pictures on it follow', async () => {
    const banner = { kind: 'document', key: 'banner' } as const;
    const opened = await open(editor, banner);
    const live = opened.live as { slides: { image: string; title: { en: string; zh: string }; subtitle: { en: string; zh: string } }[]; vrLink: string; vrList: unknown[] };
    const added = { image: live.slides[0]!.image, title: { en: 'Open morning on Saturday', zh: '周六开放日' }, subtitle: { en: 'Come and see a lesson', zh: '欢迎来听一节课' } };
    // The new slide first, the old first one last, the second one gone.
    const slides = [added, ...live.slides.slice(2), live.slides[0]!];
    const published = await editor.call('POST', path(banner, '/publish'), { body: { body: { ...live, slides }, revision: opened.revision } });
    expect(published.status).toBe(200);
    const site = (await raw(server.base, '/api/BISZ/user/content/home-banner', { headers: { 'x-locale': 'zh' } })).body.data as { slides: { title: string }[] };
    expect(site.slides.map((s) => s.title)).toEqual(slides.map((s) => s.title.zh));
    const media = (await editor.call('GET', '/BISZ/media/slots')).body.data as { slot: string; label: { en: string } }[];
    expect(media.filter((m) => m.slot.startsWith('banner/slide/')).map((m) => m.label.en)).toEqual(slides.map((s) => s.title.en));
    // A slide without its picture is refused, nothing changes.
    const refused = await editor.call('POST', path(banner, '/publish'), { body: { body: { ...live, slides: [...slides, { ...added, image: '' }] } } });
    expect(refused.status).toBe(400);
    expect(((await raw(server.base, '/api/BISZ/user/content/home-banner', { headers: { 'x-locale': 'zh' } })).body.data as { slides: unknown[] }).slides).toHaveLength(slides.length);
  });
});

describe('two editors, and publishing at a set time', () => {
  let story: TargetSummary;
  let colleague: StaffClient;
  beforeAll(async () => {
    const targets = (await editor.call('GET', '/BISZ/studio/targets')).body.data as TargetSummary[];
    story = targets.find((t) => t.group === 'pages' && t.label.en === 'Our Story')!;
    colleague = await staffAs(server, 'editor', 'BISZ');
  });
  const storyBody = async (text: string) => {
    const live = (await open(editor, story)).live as ContentBody;
    return { ...live, blocks: { en: [paragraph(text), ...live.blocks.en], zh: [paragraph(`中文：${text}`), ...live.blocks.zh] } };
  };
  const visitorStory = async () => {
    const items = (await raw(server.base, '/api/BISZ/user/content/content-by-menu?menuId=02', { headers: { 'x-locale': 'en' } })).body.data as ContentItem[];
    return words(items.find((i) => i.key === 'about.our_story')!.blocks);
  };

  it('refuses the second save on a draft changed meanwhile (409), naming who changed it and when, and overwrites nothing', async () => {
    const mine = await open(editor, story);
    const theirs = await open(colleague, story);
    expect(theirs.revision).toBe(mine.revision);
    const saved = await colleague.call('PUT', path(story, '/draft'), { body: { body: await storyBody('Their words.'), revision: theirs.revision } });
    expect(saved.status).toBe(200);
    expect(saved.body.data.revision).not.toBe(mine.revision);

    for (const [method, rest] of [['PUT', '/draft'], ['POST', '/publish']] as const) {
      const refused = await editor.call(method, path(story, rest), { body: { body: await storyBody('My words.'), revision: mine.revision } });
      expect([rest, refused.status, refused.body.code, refused.body.reason, refused.body.changed]).toEqual([rest, 409, '409', 'copyChanged', { by: colleague.account.email, at: saved.body.data.savedAt }]);
    }
    for (const rest of ['/draft', '/schedule']) {
      const refused = await editor.call('DELETE', `${path(story, rest)}?revision=${encodeURIComponent(mine.revision)}`);
      expect([rest, refused.status]).toEqual([rest, 409]);
    }
    // Nothing of mine was written: their draft stands, the live copy is as it was.
    const now = await open(editor, story);
    expect(words((now.draft!.body as ContentBody).blocks.en)).toContain('Their words.');
    expect(await visitorStory()).not.toContain('My words.');
    // Opened again, mine goes through.
    const mineAgain = await editor.call('PUT', path(story, '/draft'), { body: { body: await storyBody('My words.'), revision: now.revision } });
    expect(mineAgain.status).toBe(200);
  });

  it('publishes scheduled copy by itself once its time comes, as the person who scheduled it; a cancelled schedule becomes the draft again', async () => {
    const opened = await open(editor, story);
    const body = await storyBody('Words for the new term.');
    const past = await editor.call('PUT', path(story, '/schedule'), { body: { body, at: new Date(Date.now() - 60_000).toISOString(), revision: opened.revision } });
    expect([past.status, past.body.reason]).toEqual([400, 'scheduleInPast']);
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await editor.call('PUT', path(story, '/schedule'), { body: { body, at, revision: opened.revision } });
    expect([scheduled.status, scheduled.body.data.scheduled.at, scheduled.body.data.scheduled.scheduledBy]).toEqual([200, at, editor.account.email]);
    const waiting = await open(colleague, story);
    expect([waiting.draft, waiting.scheduled?.at]).toEqual([null, at]);

    // Cancelled: its copy is the draft again, nothing goes live.
    const cancelled = await editor.call('DELETE', `${path(story, '/schedule')}?revision=${encodeURIComponent(waiting.revision)}`);
    expect(cancelled.body.data).toEqual({ unscheduled: true });
    const back = await open(editor, story);
    expect([back.scheduled, words((back.draft!.body as ContentBody).blocks.en).includes('Words for the new term.')]).toEqual([null, true]);

    await editor.call('PUT', path(story, '/schedule'), { body: { body, at, revision: back.revision } });
    expect(await visitorStory()).not.toContain('Words for the new term.');
    // An hour and a minute later, the next round publishes it: visitors see it, once.
    ahead = 3_660_000;
    const deadline = Date.now() + 10_000;
    while (!(await visitorStory()).includes('Words for the new term.') && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await visitorStory()).toContain('Words for the new term.');
    const after = await open(editor, story);
    expect([after.scheduled, after.versions[0]!.action, after.versions[0]!.actor]).toEqual([null, 'publish', editor.account.email]);
    expect(after.versions.filter((v) => v.action === 'publish')).toHaveLength(1);
    const audit = (await network.call('GET', '/audit?site=BISZ&limit=3')).body.data.map((a: { action: string; actor: string }) => [a.action, a.actor]);
    expect(audit[0]).toEqual(['studio.publish', editor.account.email]);
    ahead = 0;
  });
});
