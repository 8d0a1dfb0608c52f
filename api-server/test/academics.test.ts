// The Academics section's copy: the seven curriculum pages where curriculum is published, six teacher
// profiles and five guidance articles on every campus, figures that agree with the campus facts and
// the Achievements pages, and the youngest campus saying plainly that it has no graduates yet.
import type { Block } from '@schools/shared-api';
import { CAMPUS_SEEDS } from '../src/seed/fixtures';
import { apStats, caStats } from '../src/seed/fixtures/achievements';
import { factsOf } from '../src/seed/fixtures/facts';
import { richBlocks } from '../src/seed/seed';
import type { CampusSeed, RichText } from '../src/modules/content/campusContent';

const PAGES = ['Early-Learning', 'gradeK1-4', 'grade5', 'grade6-8', 'grade9-12', 'Connections-Curriculum', 'Capstone-Senior-Project'];
const NO_CURRICULUM = ['BBGM', 'BBSZ', 'BBCD'];
const CJK = /[\u4e00-\u9fff]/;

const seedOf = (code: string): CampusSeed => CAMPUS_SEEDS.find((s) => s.code === code)!;
const textOf = (blocks: Block[]): string => JSON.stringify(blocks);
const factValues = (blocks: Block[]): string[] => blocks.flatMap((b) => (b.type === 'facts' ? b.items.map((i) => i.value) : []));

describe.each(CAMPUS_SEEDS.map((s) => s.code))('academics of %s', (code) => {
  const seed = seedOf(code);
  const f = factsOf(code);

  it(NO_CURRICULUM.includes(code) ? 'has no curriculum pages' : 'has the seven curriculum pages, each a full page in both languages', () => {
    const pages = seed.copy.filter((c) => c.menuId === '0401');
    if (NO_CURRICULUM.includes(code)) {
      expect(pages).toEqual([]);
      return;
    }
    expect(pages.map((p) => p.key)).toEqual(PAGES.map((k) => `curriculum.${k}`));
    for (const page of pages) {
      const copy = richBlocks(page.text);
      for (const lang of ['en', 'zh'] as const) {
        const blocks = copy[lang];
        const where = [code, page.key, lang];
        expect([...where, blocks[0]?.type]).toEqual([...where, 'image']);
        expect([...where, blocks.filter((b) => b.type === 'image').length >= 2]).toEqual([...where, true]);
        const sections = blocks.filter((b) => b.type === 'heading' && b.level === 2).length;
        expect([...where, sections >= 3]).toEqual([...where, true]);
        expect([...where, blocks.filter((b) => b.type === 'facts').length]).toEqual([...where, 1]);
        expect([...where, blocks[blocks.length - 1]?.type]).toEqual([...where, 'cta']);
        // Bold that did not parse would show its asterisks.
        expect([...where, textOf(blocks).includes('**')]).toEqual([...where, false]);
        for (const b of blocks) if (b.type === 'facts') for (const i of b.items) expect([...where, i.label, CJK.test(i.label)]).toEqual([...where, i.label, lang === 'zh']);
      }
    }
    const page = (key: string): RichText => pages.find((p) => p.key === `curriculum.${key}`)!.text;
    // Pre-K only where the campus charges for it (BIPH has no Pre-K).
    const early = richBlocks(page('Early-Learning'));
    expect(/Pre-K/.test(textOf(early.en))).toBe(f.tuition[0] > 0);
    expect(/学前班/.test(textOf(early.zh))).toBe(f.tuition[0] > 0);
    // The Upper School offers the AP courses the AP page lists.
    expect(factValues(richBlocks(page('grade9-12')).en)).toContain(String(apStats(f).courses.length));
    // The Senior Project of SPEC 9.
    const capstone = textOf(richBlocks(page('Capstone-Senior-Project')).en);
    for (const part of ['8 to 10 weeks', '4th quarter of Grade 12', 'internship', 'advisor', 'onsite mentor', 'project abstract', 'blog', 'final presentation']) {
      expect([code, part, capstone.toLowerCase().includes(part.toLowerCase())]).toEqual([code, part, true]);
    }
  });

  it('has six teacher profiles with a portrait and a bio of 60 to 100 words', () => {
    const teachers = seed.lists.filter((l) => l.menuId === '0403');
    expect(teachers).toHaveLength(6);
    for (const t of teachers) {
      expect(t.path).not.toBe(''); // content-list serves only items with a path
      expect(t.image).toMatch(new RegExp(`^${f.slug}/teacher-0\\d\\.svg$`));
      const bio = richBlocks(t.body!);
      const words = textOf(bio.en).replace(/"[a-z]+":/g, ' ').split(/\s+/).filter((w) => /[a-z]/i.test(w)).length;
      expect([t.title.en, words >= 60 && words <= 110]).toEqual([t.title.en, true]);
      expect(CJK.test(textOf(bio.zh))).toBe(true);
    }
    if (f.bilingual) {
      const chinese = teachers.filter((t) => !/·/.test(t.title.zh)).length;
      expect(chinese).toBeGreaterThanOrEqual(2);
      expect(6 - chinese).toBeGreaterThanOrEqual(2);
    }
  });

  it('states teacher figures consistent with the campus facts', () => {
    const blocks = richBlocks(seed.groups.academics.our_teacher).en;
    const values = factValues(blocks);
    expect(values).toContain(String(f.teachers));
    expect(values).toContain(`${Math.round(f.students / f.teachers)}:1`);
  });

  it('has five guidance articles that open the counseling detail page', () => {
    const guides = seed.lists.filter((l) => l.menuId === '0405');
    expect(guides).toHaveLength(5);
    for (const g of guides) {
      expect(g.path).toBe('/academics/counseling/detail');
      const body = richBlocks(g.body!);
      for (const lang of ['en', 'zh'] as const) {
        expect([g.key, lang, body[lang].filter((b) => b.type === 'heading').length >= 3]).toEqual([g.key, lang, true]);
      }
    }
    if (f.bilingual) expect(guides.map((g) => g.key)).toEqual(expect.arrayContaining(['guidance-gaokao', 'guidance-international-track']));
  });

  it('quotes the college acceptance figures of the Achievements pages, or says there are no graduates yet', () => {
    const page = richBlocks(seed.groups.academics.counseling);
    if (code === 'BBGM') {
      expect(textOf(page.en)).toMatch(/no graduates yet/);
      expect(textOf(page.en)).toMatch(/Grade 11 in 2026-27/);
      expect(textOf(page.en)).toMatch(/June 2028/);
      expect(textOf(page.zh)).toMatch(/还没有毕业生/);
      return;
    }
    expect(factValues(page.en).join(' ')).toContain(caStats(f).offers.toLocaleString('en-US'));
  });
});
