// Every call of SPEC 7 for every campus in both languages, through shared-api's typed client
// against the running server.
import { CAMPUS_CODES, pictureFile, pictureFocus, type Block, type CampusCode, type Lang } from '@schools/shared-api';
import { MENU_IDS } from '../src/modules/content/menuIds';
import { startTestServer, type TestServer } from './support/testServer';

const CJK = /[\u4e00-\u9fff]/;
const WITHOUT_PROJECTS: CampusCode[] = ['BBGM', 'BBSZ', 'BBCD'];

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe.each(CAMPUS_CODES.flatMap((site) => (['en', 'zh'] as Lang[]).map((lang) => [site, lang] as const)))('%s in %s', (site, lang) => {
  const api = () => server.api(site, lang);
  const inLang = (value: string) => (lang === 'zh' ? expect(value).toMatch(CJK) : expect(value).not.toMatch(CJK));
  /** The words of a list of blocks, to check the language of the copy. */
  const words = (blocks: Block[]) => JSON.stringify(blocks.map((b) => ({ ...b, type: '', ...(b.type === 'gallery' ? { images: b.images.map((i) => i.alt) } : {}) })))
    .replace(/"(type|text|href|src|content|items|level|ordered|images|alt|width|height|label|value)":/g, '');

  it('menu/list: the campus menu, calendar 0404 under academics, a stable hash', async () => {
    const { hashCode, menu } = await api().menuList();
    expect(hashCode).toMatch(/^[0-9a-f]{16}$/);
    expect(menu.map((m) => m.id)).toEqual(['01', '02', '03', '04', '05', '06', '07']);
    for (const item of menu) inLang(item.title);
    const academics = menu.find((m) => m.id === '04')!;
    expect(academics.children?.some((c) => c.id === '0404')).toBe(true);
    const ids = JSON.stringify(menu);
    if (site === 'BBCD') expect(ids).not.toMatch(/management|curriculum|senior_project|course|wonderfulLife/);
    if (site === 'BBSZ' || site === 'BBGM') expect(ids).not.toMatch(/curriculum|senior_project/);
    expect((await api().menuList()).hashCode).toBe(hashCode);
  });

  it('content-by-menu: the page copy of each text group', async () => {
    for (const [menuId, keys] of [
      [MENU_IDS.ourSchool, ['our_school.article_desc1', 'our_school.article_desc2', 'our_school.dormLife']],
      [MENU_IDS.contactUs, ['GeneralInformation.value_1', 'GeneralInformation.schoolAdd', 'GeneralInformation.number_5']],
      [MENU_IDS.library, ['library.title_1', 'library.content_8', 'library.link']],
      [MENU_IDS.studService, ['studService.Dining', 'studService.schoolBus', 'studService.schoolUniform', 'studService.Counseling']],
      [MENU_IDS.admissions, ['admissions.apply', 'admissions.tuition', 'admissions.recruit', 'admissions.scholarship', 'admissions.questions', 'admissions.contactUs']],
      [MENU_IDS.joinUs, ['school_recruit.article_desc']],
      [MENU_IDS.basic, ['basic.learnMore', 'basic.LoadMore']],
    ] as const) {
      const items = await api().contentByMenu({ menuId });
      const byKey = new Map(items.map((i) => [i.key, i]));
      for (const key of keys) {
        expect([key, byKey.get(key)?.blocks.length]).toEqual([key, expect.any(Number)]);
        expect(byKey.get(key)!.blocks.length).toBeGreaterThan(0);
      }
    }
    const schoolAdd = (await api().contentByMenu({ menuId: MENU_IDS.contactUs })).find((i) => i.key === 'GeneralInformation.schoolAdd')!;
    expect(schoolAdd.blocks).toEqual([{ type: 'paragraph', content: [{ type: 'text', text: expect.any(String) }] }]);
    inLang(words(schoolAdd.blocks));
  });

  it('content-by-menu: Our School in blocks, with its facts row and a gallery under the storage base', async () => {
    const items = await api().contentByMenu({ menuId: MENU_IDS.ourSchool });
    const blocks = items.flatMap((i) => i.blocks);
    const gallery = blocks.find((b) => b.type === 'gallery');
    expect(gallery?.type === 'gallery' && gallery.images).toHaveLength(4);
    for (const image of gallery?.type === 'gallery' ? gallery.images : []) {
      // A scene's address carries its focal point, off the middle, as a photograph's does; the file is fetched without it.
      expect(image).toEqual({ src: expect.stringMatching(/^\/storage\/[a-z]+\/[a-z][a-z-]*\.[0-9a-f]{10}\.svg(#focus=\d{1,3},\d{1,3})?$/), alt: expect.any(String), width: 800, height: 450 });
      inLang(image.alt);
      expect((await fetch(server.base + pictureFile(image.src))).status).toBe(200);
    }
    const facts = blocks.find((b) => b.type === 'facts');
    expect(facts?.type === 'facts' && facts.items.length).toBeGreaterThanOrEqual(3);
    for (const item of facts?.type === 'facts' ? facts.items : []) inLang(item.label);
    const apply = (await api().contentByMenu({ menuId: MENU_IDS.admissions })).find((i) => i.key === 'admissions.apply')!;
    // How to Apply: its picture, then headings, the steps as a list, and a call to action.
    const types = apply.blocks.map((b) => b.type);
    expect(types[0]).toBe('image');
    for (const type of ['heading', 'list', 'cta'] as const) expect(types).toContain(type);
    inLang(words(apply.blocks));
  });

  it('content-list: news, AAD and leaders, paginated', async () => {
    const news = await api().contentList({ menuId: MENU_IDS.news, page: 1, size: 5 });
    expect(news.total).toBeGreaterThanOrEqual(12);
    expect(news.list).toHaveLength(5);
    expect(news.list[0]!.urls[0]).toMatch(/^\/storage\/.+\.svg(#focus=\d{1,3},\d{1,3})?$/);
    inLang(news.list[0]!.title);
    for (const item of news.list) inLang(words(item.blocks));
    if (site !== 'BBCD') for (const item of (await api().contentList({ menuId: MENU_IDS.management })).list) inLang(words(item.blocks));
    const page3 = await api().contentList({ menuId: MENU_IDS.news, page: 3, size: 5 });
    expect(page3.list.length).toBe(news.total - 10 > 5 ? 5 : news.total - 10);
    const dates = (await api().contentList({ menuId: MENU_IDS.news, size: 100 })).list.map((n) => n.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect((await api().contentList({ menuId: MENU_IDS.aad })).total).toBeGreaterThanOrEqual(4);
    if (site !== 'BBCD') expect((await api().contentList({ menuId: MENU_IDS.management })).total).toBeGreaterThanOrEqual(4);
  });

  it('news-ids, content-detail and content-view', async () => {
    const ids = await api().newsIds();
    expect(ids.length).toBeGreaterThanOrEqual(12);
    const detail = await api().contentDetail({ id: ids[0]! });
    expect(detail.id).toBe(ids[0]);
    expect(detail.blocks.length).toBeGreaterThan(0);
    expect(detail.blocks.every((b) => b.type === 'paragraph')).toBe(true);
    expect(words(detail.blocks).length).toBeGreaterThan(detail.summary.length);
    inLang(words(detail.blocks));
    const first = await api().contentView({ id: ids[0]! });
    // The typed client keeps no cookie: from one address it is one visitor, counted once.
    const second = await api().contentView({ id: ids[0]! });
    expect(second.views).toBe(first.views);
  });

  it('home-banner, question-content, tuition-content, calendar-content', async () => {
    const banner = await api().homeBanner();
    expect(banner.slides.length).toBeGreaterThan(0);
    expect(banner.VRList.length).toBeGreaterThan(0);
    expect(banner.VRList[0]!.name.zh).toMatch(CJK);
    // The carousel's seeded scenes carry their figures' middle, above the slide's title and its shade,
    // and the tour slide's picture is none of its places'.
    for (const pic of [...banner.slides.map((s) => s.pic), banner.VRPic.pic, ...banner.VRList.map((v) => v.pic)]) {
      const focus = pictureFocus(pic);
      expect([pic, focus.x, focus.y !== 50 && focus.y < 70]).toEqual([pic, 50, true]);
    }
    expect(banner.VRList.map((v) => pictureFile(v.pic))).not.toContain(pictureFile(banner.VRPic.pic));
    const faq = await api().questionContent();
    expect(faq.length).toBeGreaterThanOrEqual(8);
    inLang(faq[0]!.question);
    const tuition = await api().tuitionContent();
    expect(tuition).toMatchObject({
      year: '2025-26', otherFeesBasis: '2024-25', lastUpdated: ['2024-12-20', '2025-05-16'],
      applicationFee: { amount: 2000, refundable: false, creditedToTuition: true },
    });
    expect(tuition.rows.length).toBeGreaterThan(0);
    inLang(tuition.applicationFee.note);
    const calendars = await api().calendarContent();
    expect(calendars.length).toBeGreaterThanOrEqual(1);
    for (const c of calendars) {
      expect(c.url).toBeTruthy();
      inLang(c.title);
    }
  });

  it('club-list and club-content', async () => {
    const clubs = await api().clubList();
    expect(clubs.length).toBeGreaterThanOrEqual(6);
    const club = await api().clubContent({ id: clubs[0]!.id });
    expect(club.name).toBe(clubs[0]!.name);
    expect(club.description.length).toBeGreaterThanOrEqual(club.summary.length);
  });

  it('student/list and student/posts where the campus has senior projects', async () => {
    const students = await api().studentList();
    if (WITHOUT_PROJECTS.includes(site)) {
      expect(students).toEqual([]);
      return;
    }
    expect(students.length).toBeGreaterThanOrEqual(4);
    for (const s of students) {
      for (const field of [s.projectTitle, s.advisor, s.internshipLocation, s.onsiteMentor, s.projectAbstract]) expect(field).toBeTruthy();
      const posts = await api().studentPosts({ studentId: s.id });
      expect(posts.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('comment/view and comment/skip-appId', async () => {
    const gate = await api().skipAppId();
    // Comments are open wherever visitors can sign in with WeChat (here: the simulator).
    expect(gate.enabled).toBe(true);
    inLang(gate.prompt);
    if (!WITHOUT_PROJECTS.includes(site)) {
      const [student] = await api().studentList();
      const [post] = await api().studentPosts({ studentId: student!.id });
      expect(await api().commentView({ postId: post!.id })).toEqual({ count: 0, list: [] });
    }
  });
});
