// The grades the campuses teach, youngest first, as one scale for every side: the grades an
// information session is for (InfoSession.grades, stored as two codes), the studio's choices and the
// sign-up form's hints. Staff write grades in two languages and several ways; the codes are what
// compares. Reading a family's choice of grade into a code is the form's (@schools/forms, gradeChoice.ts).
import type { Lang } from '../language/language';

/** Pre-Kindergarten (age 3), Kindergarten (ages 4-5), then Grades 1 to 12. */
export const GRADE_CODES = ['PK', 'K', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'] as const;
export type GradeCode = (typeof GRADE_CODES)[number];

/** The grades a session is for, both ends included, the youngest first. */
export interface GradeRange {
  from: GradeCode;
  to: GradeCode;
}

export const isGradeCode = (value: unknown): value is GradeCode => (GRADE_CODES as readonly unknown[]).includes(value);

/** A grade's place on the scale: PK 0, K 1, Grade 1 2... */
export const gradeRank = (code: GradeCode): number => GRADE_CODES.indexOf(code);

/** Whether a session for `range` (null: every grade) is for a child in `grade`. */
export function gradeFits(range: GradeRange | null, grade: GradeCode): boolean {
  if (!range) return true;
  const rank = gradeRank(grade);
  return gradeRank(range.from) <= rank && rank <= gradeRank(range.to);
}

const ZH_DIGITS = ['', '一', '二', '三', '四', '五', '六', '七', '八', '九'];
/** 1 to 12 as written before 年级: 一, 十, 十二. */
const zhNumber = (n: number): string => (n < 10 ? ZH_DIGITS[n]! : `十${ZH_DIGITS[n - 10]!}`);

const isNumbered = (code: GradeCode): boolean => code !== 'PK' && code !== 'K';

/** Each grade's name: "Pre-Kindergarten", "Kindergarten", "Grade 2" / "学前班", "幼儿园", "二年级". */
export const GRADE_NAMES: Record<Lang, Record<GradeCode, string>> = {
  en: Object.fromEntries(GRADE_CODES.map((c) => [c, c === 'PK' ? 'Pre-Kindergarten' : c === 'K' ? 'Kindergarten' : `Grade ${c}`])) as Record<GradeCode, string>,
  zh: Object.fromEntries(GRADE_CODES.map((c) => [c, c === 'PK' ? '学前班' : c === 'K' ? '幼儿园' : `${zhNumber(Number(c))}年级`])) as Record<GradeCode, string>,
};

/**
 * The grades of a range as a family reads them: "Grades 9 to 12", "Kindergarten to Grade 4",
 * "Pre-Kindergarten and Kindergarten", "Grade 5" / "九至十二年级", "幼儿园至四年级", "学前班与幼儿园", "五年级".
 */
export function gradeRangeText({ from, to }: GradeRange, lang: Lang): string {
  const names = GRADE_NAMES[lang];
  if (from === to) return names[from];
  const next = gradeRank(to) === gradeRank(from) + 1;
  if (lang === 'zh') {
    if (isNumbered(from)) return `${zhNumber(Number(from))}至${names[to]}`;
    return `${names[from]}${next ? '与' : '至'}${names[to]}`;
  }
  if (isNumbered(from)) return `Grades ${from} ${next ? 'and' : 'to'} ${to}`;
  return `${names[from]} ${next ? 'and' : 'to'} ${names[to]}`;
}
