// The seed fixtures cover every text group of SPEC 1 for every campus, in both languages, with
// no empty text and no English left in a Chinese field.
import { CAMPUS_CODES, findRoute, flattenRoutes } from '@schools/shared-api';
import { ROUTES } from '@schools/root-config/routes';
import { CAMPUS_SEEDS } from '../src/seed/fixtures';
import { factsOf } from '../src/seed/fixtures/facts';
import { MENU_IDS } from '../src/modules/content/menuIds';
import { menuFor, type MenuSeed } from '../src/seed/menu';
import { allImages, blockImages, ILLUSTRATION_SIZE } from '../src/seed/illustrations';
import { richBlocks } from '../src/seed/seed';
import type { Bilingual, CampusSeed, RichText } from '../src/modules/content/campusContent';

const CJK = /[\u4e00-\u9fff]/;

const GROUPS: Record<string, string[]> = {
  school_recruit: ['article_desc'],
  GeneralInformation: ['value_1', 'value_2', 'value_3', 'value_4', 'schoolAdd', 'number_1', 'number_2', 'number_3', 'number_4', 'number_5'],
  our_school: ['article_desc1', 'article_desc2', 'dormLife'],
  management: ['article_desc'],
  campus: ['CLUBS', 'FEATURED EVENTS', 'COMMUNITY SERVICE', 'FIELD TRIPS'],
  library: ['title_1', 'title_2', 'title_3', 'title_4', ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => `content_${n}`), 'link'],
  studService: ['Dining', 'schoolBus', 'schoolUniform', 'Counseling'],
  admissions: ['apply', 'tuition', 'recruit', 'scholarship', 'questions', 'contactUs'],
  basic: ['learnMore', 'moreNews', 'readAll', 'lastPage', 'nextPage', 'detail', 'close', 'back', 'LoadMore'],
};

/** Every bilingual text in a seed, with where it is. */
function bilinguals(value: unknown, at: string): [string, Bilingual][] {
  if (Array.isArray(value)) return value.flatMap((v, i) => bilinguals(v, `${at}[${i}]`));
  if (value && typeof value === 'object') {
    const obj = value as Record<string, unknown>;
    if (typeof obj.en === 'string' && typeof obj.zh === 'string') return [[at, obj as unknown as Bilingual]];
    return Object.entries(obj).flatMap(([k, v]) => bilinguals(v, `${at}.${k}`));
  }
  return [];
}

/** Contact values (e-mail addresses, phone numbers) are the same in both languages. */
const LANGUAGE_NEUTRAL = /GeneralInformation\.(value_\d|number_\d)$|library\.link$/;

const seedOf = (code: string): CampusSeed => CAMPUS_SEEDS.find((s) => s.code === code)!;

describe('seed coverage', () => {
  it('has exactly one seed per campus', () => {
    expect(CAMPUS_SEEDS.map((s) => s.code).sort()).toEqual([...CAMPUS_CODES].sort());
  });

  describe.each([...CAMPUS_CODES])('%s', (code) => {
    const seed = seedOf(code);

    it('has every field of every text group', () => {
      for (const [group, fields] of Object.entries(GROUPS)) {
        const actual = (seed.groups as unknown as Record<string, Record<string, Bilingual>>)[group];
        expect(Object.keys(actual ?? {}).sort()).toEqual(expect.arrayContaining([...fields].sort()));
      }
    });

    it('has no empty text and no English in a Chinese field', () => {
      const all = bilinguals(seed, code);
      expect(all.length).toBeGreaterThan(200);
      for (const [where, text] of all) {
        expect([where, text.en.trim().length > 0]).toEqual([where, true]);
        expect([where, text.zh.trim().length > 0]).toEqual([where, true]);
        if (!LANGUAGE_NEUTRAL.test(where)) expect([where, CJK.test(text.zh)]).toEqual([where, true]);
        expect([where, CJK.test(text.en)]).toEqual([where, false]);
      }
    });

    it('has the lists the site needs', () => {
      expect(seed.news.length).toBeGreaterThanOrEqual(12);
      expect(seed.faq.length).toBeGreaterThanOrEqual(8);
      expect(seed.clubs.length).toBeGreaterThanOrEqual(6);
      expect(seed.leaders.length).toBeGreaterThanOrEqual(4);
      expect(seed.aad.length).toBeGreaterThanOrEqual(4);
      expect(seed.calendars.length).toBeGreaterThanOrEqual(1);
      if (['BBGM', 'BBSZ', 'BBCD'].includes(code)) {
        expect(seed.students).toEqual([]);
      } else {
        expect(seed.students.length).toBeGreaterThanOrEqual(4);
        for (const s of seed.students) expect(s.posts.length).toBeGreaterThanOrEqual(3);
      }
      for (const a of [...seed.news, ...seed.aad]) expect(a.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    });

    it('states the tuition facts of SPEC 9', () => {
      // The application fee is a row of the other fees, its rules in its label.
      const fee = seed.tuition.otherFees.find((o) => /application fee/i.test(o.item.en));
      expect(fee?.amount.en).toMatch(/2,?000/);
      expect(fee?.item.en).toMatch(/non-refundable/i);
      expect(fee?.item.en).toMatch(/credited to tuition/i);
      expect(seed.tuition.rows.length).toBeGreaterThan(0);
      for (const row of seed.tuition.rows) expect(row.annualFee).toBeGreaterThan(0);
    });
  });

  it('uses the campus facts of SPEC 9 where they belong', () => {
    const bus = (code: string) => JSON.stringify(seedOf(code).groups.studService.schoolBus);
    expect(bus('BIHZ')).toMatch(/\b4\b/);
    expect(bus('BIWH')).toMatch(/\b3\b/);
    expect(bus('BBSZ')).toMatch(/\b12\b/);
    expect(bus('BIPH')).toMatch(/\b14\b/);
    expect(JSON.stringify(seedOf('BIGZ').groups.our_school.dormLife)).toMatch(/148[\s\S]*312|312[\s\S]*148/);
    expect(JSON.stringify(seedOf('BISC').groups.library)).toMatch(/07:40/);
    expect(JSON.stringify(seedOf('BBGM').groups.library)).toMatch(/500 square met/);
  });

  it('gives Our School a gallery of 4 pictures and a facts row with the figures of SPEC 9 on every campus', () => {
    for (const seed of CAMPUS_SEEDS) {
      const copy = Object.values(seed.groups.our_school).map((text) => richBlocks(text));
      for (const lang of ['en', 'zh'] as const) {
        const blocks = copy.flatMap((c) => c[lang]);
        const galleries = blocks.filter((b) => b.type === 'gallery');
        expect([seed.code, lang, galleries.length, galleries[0]?.images.length]).toEqual([seed.code, lang, 1, 4]);
        for (const image of galleries[0]!.images) expect(image.alt.length > 0 && CJK.test(image.alt) === (lang === 'zh')).toBe(true);
        const facts = blocks.filter((b) => b.type === 'facts');
        expect([seed.code, lang, facts.length]).toEqual([seed.code, lang, 1]);
        const figures = facts[0]!.items.map((i) => i.value).join(' ');
        expect(figures).toMatch(seed.code === 'BBGM' ? /10,000\+/ : /30,000/);
        if (seed.code === 'BIGZ') expect(figures).toMatch(/148 312/);
        if (seed.code === 'BIPH') expect(figures).toMatch(/1,200 800 14/);
        if (seed.code === 'BBSZ') expect(figures).toMatch(/\b12\b/);
        for (const item of facts[0]!.items) expect(CJK.test(item.label)).toBe(lang === 'zh');
      }
    }
  });

  it('gives mission, our story and join us a leading picture and headings, and our story and join us true figures', () => {
    for (const seed of CAMPUS_SEEDS) {
      for (const key of ['mission', 'our_story', 'join_us'] as const) {
        const copy = richBlocks(seed.groups.about[key]);
        for (const lang of ['en', 'zh'] as const) {
          const blocks = copy[lang];
          // Markdown that did not parse (e.g. ** closing after Chinese punctuation) would show as asterisks.
          expect([seed.code, key, lang, JSON.stringify(blocks).includes('**')]).toEqual([seed.code, key, lang, false]);
          expect([seed.code, key, lang, blocks[0]?.type]).toEqual([seed.code, key, lang, 'image']);
          expect(blocks.filter((b) => b.type === 'heading').length).toBeGreaterThanOrEqual(2);
          const facts = blocks.filter((b) => b.type === 'facts');
          expect(facts.length).toBe(key === 'mission' ? 0 : 1);
        }
      }
      const story = richBlocks(seed.groups.about.our_story).en.find((b) => b.type === 'facts');
      expect(story?.type === 'facts' && story.items.map((i) => i.value)).toEqual(
        expect.arrayContaining([String(factsOf(seed.code).founded)]),
      );
    }
    // Bilingual schools say what is their own.
    expect(JSON.stringify(seedOf('BBCD').groups.about.mission)).toMatch(/Du Fu/);
    expect(JSON.stringify(seedOf('BBGM').groups.about.mission)).toMatch(/光明科学城/);
  });

  it('has an illustration, of the size the block states, for every image a block shows', () => {
    const svgs = new Map(allImages(CAMPUS_SEEDS).map((i) => [i.file, i.svg]));
    const images = CAMPUS_SEEDS.flatMap((s) => Object.values(s.groups).flatMap((fields) => Object.values(fields as Record<string, RichText>)).flatMap(blockImages));
    expect(images.length).toBeGreaterThanOrEqual(40);
    for (const image of images) {
      const svg = svgs.get(image.src);
      expect([image.src, typeof svg]).toEqual([image.src, 'string']);
      const [, w, h] = /viewBox="0 0 (\d+) (\d+)"/.exec(svg!) ?? [];
      expect([image.src, image.width, image.height]).toEqual([image.src, Number(w), Number(h)]);
    }
    expect(ILLUSTRATION_SIZE).toEqual({ width: 800, height: 450 });
  });

  it('shows people as their initials until the school uploads a photograph, never as shapes passing for a face', () => {
    const svgs = new Map(allImages(CAMPUS_SEEDS).map((i) => [i.file, i.svg]));
    const people = CAMPUS_SEEDS.flatMap((s) => [
      ...s.leaders.map((l) => [l.image, l.name.en] as const),
      ...s.students.map((st) => [st.image, st.name.en] as const),
      ...s.lists.filter((item) => /\/teacher-\d+\.svg$/.test(item.image)).map((item) => [item.image, item.title.en] as const),
    ]);
    expect(people.length).toBeGreaterThan(100);
    for (const [file, name] of people) {
      const svg = svgs.get(file)!;
      const words = name.replace(/^(Dr|Mr|Mrs|Ms|Prof)\.?\s+/i, '').split(/\s+/);
      const initials = `${words[0]![0]}${words.length > 1 ? words[words.length - 1]![0] : ''}`.toUpperCase();
      expect([file, />([A-Z]{1,2})<\/text>/.exec(svg)?.[1]]).toEqual([file, initials]);
      expect([file, /<path|rotate\(/.test(svg)]).toEqual([file, false]);
    }
  });

  it('has an illustration for every image the seeds name', () => {
    const files = new Set(allImages(CAMPUS_SEEDS).map((i) => i.file));
    const named = CAMPUS_SEEDS.flatMap((s) => [
      ...s.news.map((a) => a.image), ...s.aad.map((a) => a.image), ...s.clubs.map((c) => c.image),
      ...s.leaders.map((l) => l.image), ...s.students.flatMap((st) => [st.image, ...st.posts.map((p) => p.image)]),
      ...s.banner.slides.map((sl) => sl.image), ...s.banner.vrList.map((v) => v.pic),
    ]);
    for (const file of named) expect(files).toContain(file);
    // What each may weigh (a monogram 4 KB, a topic scene 40 KB, a campus 450 KB) is in pictures.test.ts.
  });

  // The seeded menu is content, the route table is code: they must not drift apart, or the top menu
  // and the page it opens would name a page differently or disagree about what a campus publishes.
  it('names and publishes the pages of the seeded menus as the route table does', () => {
    const flat = (items: MenuSeed[]): MenuSeed[] => items.flatMap((i) => [i, ...flat(i.children ?? [])]);
    for (const site of CAMPUS_CODES) {
      const menu = flat(menuFor(site, true)).filter((item) => item.id !== MENU_IDS.calendar);
      for (const item of menu) {
        const title = findRoute(ROUTES, item.url)?.meta.nav_title;
        expect({ site, url: item.url, title }).toEqual({ site, url: item.url, title: item.title });
      }
      const disabled = flattenRoutes(ROUTES).filter((r) => r.meta.disabledOn?.includes(site)).map((r) => r.path);
      const published = menu.map((item) => item.url).filter((url) => disabled.includes(url));
      expect({ site, published }).toEqual({ site, published: [] });
    }
  });
});
