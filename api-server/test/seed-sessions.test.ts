// Each seeded information session's grades say what its audience says, on every campus and in both
// languages: the sign-up form tells a family which sessions suit its child from the grades, while the
// family reads the audience. The audience is read here on its own, the way each kind of session words it.
import type { GradeCode, GradeRange, Lang } from '@schools/shared-api';
import { GRADE_CODES, gradeRank } from '@schools/shared-api/forms';
import { CAMPUS_SEEDS } from '../src/seed/fixtures';

const ZH_NUMERALS = ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十', '十一', '十二'];
const zhGrade = (numeral: string): GradeCode => String(ZH_NUMERALS.indexOf(numeral) + 1) as GradeCode;
const enGrade = (n: string): GradeCode => n as GradeCode;
const ZH = '(十[一二]?|[一二三四五六七八九])';

/** How each kind of seeded session names its grades; the first that matches reads them. */
const READINGS: Record<Lang, [RegExp, (m: RegExpExecArray) => GradeRange | null][]> = {
  en: [
    [/^All grades\b/, () => null],
    [/\bPre-K(?:indergarten)? and Kindergarten\b/, () => ({ from: 'PK', to: 'K' })],
    [/\bPre-K(?:indergarten)? to Grade (\d+)\b/, (m) => ({ from: 'PK', to: enGrade(m[1]!) })],
    [/^Kindergarten and Lower School \(up to Grade (\d+)\)$/, (m) => ({ from: 'K', to: enGrade(m[1]!) })],
    [/^Kindergarten$/, () => ({ from: 'K', to: 'K' })],
    [/\bGrades (\d+) to (\d+)\b/, (m) => ({ from: enGrade(m[1]!), to: enGrade(m[2]!) })],
    [/\bGrade (\d+) and above\b/, (m) => ({ from: enGrade(m[1]!), to: '12' })],
  ],
  zh: [
    [/^全学段/, () => null],
    [/学前班与幼儿园/, () => ({ from: 'PK', to: 'K' })],
    [new RegExp(`学前班至${ZH}年级`), (m) => ({ from: 'PK', to: zhGrade(m[1]!) })],
    [new RegExp(`^幼儿园与小学部（至${ZH}年级）$`), (m) => ({ from: 'K', to: zhGrade(m[1]!) })],
    [/^幼儿园$/, () => ({ from: 'K', to: 'K' })],
    [new RegExp(`${ZH}至${ZH}年级`), (m) => ({ from: zhGrade(m[1]!), to: zhGrade(m[2]!) })],
    [new RegExp(`${ZH}年级及以上`), (m) => ({ from: zhGrade(m[1]!), to: '12' })],
  ],
};

/** The grades an audience names, or 'unread' when it says them in a way none of the readings knows. */
function gradesSaidBy(audience: string, lang: Lang): GradeRange | null | 'unread' {
  for (const [pattern, read] of READINGS[lang]) {
    const match = pattern.exec(audience);
    if (match) return read(match);
  }
  return 'unread';
}

describe.each(CAMPUS_SEEDS.map((s) => [s.code, s] as const))('%s', (_code, seed) => {
  it.each(seed.sessions.map((s) => [s.date, s.audience.en, s] as const))('the session of %s (%s) is for the grades its audience names, in both languages', (_date, _audience, session) => {
    expect(gradesSaidBy(session.audience.en, 'en')).toEqual(session.grades);
    expect(gradesSaidBy(session.audience.zh, 'zh')).toEqual(session.grades);
    if (session.grades) {
      expect(GRADE_CODES).toEqual(expect.arrayContaining([session.grades.from, session.grades.to]));
      expect(gradeRank(session.grades.from)).toBeLessThanOrEqual(gradeRank(session.grades.to));
    }
  });

  it('offers a session for every grade it admits, and one for all grades', () => {
    const ranges = seed.sessions.map((s) => s.grades);
    expect(ranges).toContain(null);
    // Every kind of session comes at least once: each grade from the youngest to Grade 9 has its own.
    const youngest = seed.sessions.some((s) => s.grades?.from === 'PK') ? 'PK' : 'K';
    for (const grade of GRADE_CODES.slice(gradeRank(youngest), gradeRank('9') + 1)) {
      expect([grade, ranges.some((r) => r !== null && gradeRank(r.from) <= gradeRank(grade) && gradeRank(grade) <= gradeRank(r.to))]).toEqual([grade, true]);
    }
  });
});
