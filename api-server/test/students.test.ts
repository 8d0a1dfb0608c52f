// Senior projects as a parent comparing campuses sees them: no project shown under two students'
// names, and every text readable in both languages.
import { CAMPUS_SEEDS } from '../src/seed/fixtures';
import { PROJECT_COUNT } from '../src/seed/fixtures/students';
import type { Bilingual } from '../src/modules/content/campusContent';

const HAN = /\p{Script=Han}/u;
const all = CAMPUS_SEEDS.flatMap((seed) => seed.students.map((s) => ({ code: seed.code, s })));

describe('senior projects', () => {
  it('no two students on any campuses share a project, or as few as the number of projects allows', () => {
    const uses = new Map<string, string[]>();
    for (const { code, s } of all) uses.set(s.projectTitle.en, [...(uses.get(s.projectTitle.en) ?? []), `${code} ${s.name.en}`]);
    expect(all.length).toBeGreaterThanOrEqual(20);
    const most = Math.max(...[...uses.values()].map((u) => u.length));
    expect(most).toBeLessThanOrEqual(Math.ceil(all.length / PROJECT_COUNT));
    if (PROJECT_COUNT >= all.length) {
      const shared = [...uses.entries()].filter(([, u]) => u.length > 1);
      expect(shared).toEqual([]);
    }
    // Each campus shows distinct projects, whatever the count.
    for (const seed of CAMPUS_SEEDS) {
      const titles = seed.students.map((s) => s.projectTitle.en);
      expect(new Set(titles).size).toBe(titles.length);
    }
  });

  it('every abstract and post has Chinese on the zh side and none on the en side', () => {
    const texts: [string, Bilingual][] = all.flatMap(({ code, s }) => [
      [`${code} ${s.name.en} abstract`, s.projectAbstract],
      [`${code} ${s.name.en} title`, s.projectTitle],
      [`${code} ${s.name.en} organisation`, s.internshipLocation],
      ...s.posts.flatMap((p, k): [string, Bilingual][] => [
        [`${code} ${s.name.en} post ${k + 1} title`, p.title],
        [`${code} ${s.name.en} post ${k + 1} summary`, p.summary],
        [`${code} ${s.name.en} post ${k + 1} body`, p.body],
      ]),
    ]);
    const wrong = texts.filter(([, t]) => HAN.test(t.en) || !HAN.test(t.zh) || t.en.trim() === '').map(([where]) => where);
    expect(wrong).toEqual([]);
  });

  it('abstracts run 20 to 90 words, posts claim no week past the tenth and none is dated in June', () => {
    for (const { s } of all) {
      const words = s.projectAbstract.en.split(/\s+/).filter(Boolean).length;
      expect(words).toBeGreaterThanOrEqual(20);
      expect(words).toBeLessThanOrEqual(90);
      for (const p of s.posts) {
        const week = /^Week (\d+)/.exec(p.title.en);
        expect(week).not.toBeNull();
        expect(Number(week?.[1])).toBeLessThanOrEqual(10);
        expect(p.date < '2026-06-01').toBe(true);
        expect(p.body.en.split('\n\n').length).toBeGreaterThanOrEqual(2);
      }
    }
  });
});
