// The landing pages of About Us, Student Life and Academics: each campus seeds its hub copy in both
// languages, and what it says agrees with the campus's facts and people.
import { hubEntries, type Block, type Lang } from '@schools/shared-api';
import { CAMPUS_SEEDS, FACTS } from '../src/seed/fixtures';
import { campusCopy } from '../src/seed/fixtures/campuses';
import { num } from '../src/seed/fixtures/facts';
import { richBlocks } from '../src/seed/seed';
import type { CampusSeed } from '../src/modules/content/campusContent';

const LANGS: Lang[] = ['en', 'zh'];

function hubBlocks(seed: CampusSeed, menuId: string, key: string, lang: Lang): Block[] {
  const copy = seed.copy.find((c) => c.menuId === menuId && c.key === key);
  if (!copy) throw new Error(`${seed.code} has no ${key} in menu ${menuId}`);
  return richBlocks(copy.text)[lang];
}

describe.each(CAMPUS_SEEDS.map((s) => [s.code, s] as const))('%s', (code, seed) => {
  const f = FACTS.find((x) => x.code === code)!;

  it.each(LANGS)('opens each hub with its words, a main call to action and key facts (%s)', (lang) => {
    for (const menuId of ['02', '03', '04']) {
      const intro = hubBlocks(seed, menuId, 'hub.intro', lang);
      expect(intro[0]?.type).toBe('paragraph');
      const cta = intro.find((b) => b.type === 'cta');
      expect(cta?.type === 'cta' && cta.links.filter((l) => l.primary)).toHaveLength(1);
      const facts = intro.find((b) => b.type === 'facts');
      expect(facts?.type === 'facts' && facts.items.length).toBeGreaterThanOrEqual(4);
    }
  });

  it("gives About's founding year and number of students as the campus's facts say", () => {
    for (const lang of LANGS) {
      const facts = hubBlocks(seed, '02', 'hub.intro', lang).find((b) => b.type === 'facts');
      const values = facts?.type === 'facts' ? facts.items.map((i) => i.value) : [];
      expect(values).toEqual(expect.arrayContaining([String(f.founded), num(f.students)]));
    }
  });

  it("quotes the Head of School's own opening words, signed with their name", () => {
    const head = campusCopy(code).leaders.find((l) => l.role === 'head')!;
    for (const lang of LANGS) {
      const [quote] = hubBlocks(seed, '02', 'hub.welcome', lang);
      expect(quote?.type).toBe('quote');
      if (quote?.type !== 'quote') continue;
      expect(quote.cite).toContain(head.name[lang]);
      expect(head.message[lang].replace(/[*_]/g, '')).toContain(quote.text);
    }
  });

  it('tells the school day in order of the clock, with the boarders\' evening exactly where the campus boards', () => {
    for (const lang of LANGS) {
      const times = hubEntries(hubBlocks(seed, '03', 'hub.day', lang)).map((e) => e.head);
      expect(times.length).toBeGreaterThanOrEqual(4);
      expect([...times].sort()).toEqual(times);
      expect(hubEntries(hubBlocks(seed, '03', 'hub.day', lang)).some((e) => e.links.some((l) => l.href === '/stuLife/stay'))).toBe(f.boarding !== null);
    }
  });

  it('walks the grades from the youngest class the campus teaches to Grade 12', () => {
    for (const lang of LANGS) {
      const stages = hubEntries(hubBlocks(seed, '04', 'hub.pathway', lang)).map((e) => e.head);
      expect(stages[0]).toMatch(f.tuition[0] > 0 ? (lang === 'en' ? /^Pre-K/ : /^学前班/) : (lang === 'en' ? /^Kindergarten/ : /^幼儿园/));
      expect(stages.at(-1)).toMatch(lang === 'en' ? /12$/ : /十二年级$/);
    }
  });
});
