// A family's choice of grade, as staff write the choices (the copy signup.grades) in either language,
// read into a grade code, so the sign-up form can say which sessions suit it. When the text could
// name two grades or another system's year, the answer is null and the form says nothing: a wrong
// hint would turn a family away from the session that is theirs.
// By name, not by path, like the form's other rules: the scale is the shared-api module's.
import { isGradeCode, type GradeCode } from '../grades/grades';

const ENGLISH_NUMBERS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
const ENGLISH_ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth'];
const ZH_DIGITS = '一二三四五六七八九';

/** "2", "two", "second", "二", "十二" -> 2; 0 when it is none of these. */
function numberOf(word: string): number {
  if (/^\d+$/.test(word)) return Number(word);
  const english = Math.max(ENGLISH_NUMBERS.indexOf(word), ENGLISH_ORDINALS.indexOf(word)) + 1;
  if (english > 0) return english;
  const zh = /^(十)?([一二三四五六七八九])?$/.exec(word);
  if (!zh || word === '') return 0;
  return (zh[1] ? 10 : 0) + (zh[2] ? ZH_DIGITS.indexOf(zh[2]) + 1 : 0);
}

/** Grade n's code, or null beyond the scale (a "Grade 13"). */
function numbered(n: number): GradeCode | null {
  const code = String(n);
  return n >= 1 && isGradeCode(code) ? code : null;
}

const NUMBER = '(\\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)';
const ORDINAL = '(\\d{1,2})(?:st|nd|rd|th)|(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth)';
const ZH_NUMBER = '(\\d{1,2}|十[一二]?|[一二三四五六七八九])';

/** Ages, which are not grades: "Kindergarten (ages 4-5)", "学前班（3岁）", "3-year-olds". */
const AGES = /\bages?\s*\d+(?:\s*(?:-|–|to)\s*\d+)?|\d+(?:\s*(?:-|–|~|至|到)\s*\d+)?\s*(?:周岁|岁)|\d+(?:\s*(?:-|–|to)\s*\d+)?[\s-]*(?:years?|yrs?)[\s-]*olds?/g;

/** What a choice may say, each read into a code (null: a grade, but none the scale can name), in this order. */
const READINGS: [RegExp, (match: RegExpMatchArray) => GradeCode | null][] = [
  [/\bpre[\s-]?k(?:indergarten)?\b|\bpk\b|\bpre[\s-]?school\b|\bnursery\b|学前班?/g, () => 'PK'],
  [/\bkindergarten\b|\bkg\b|\bk\b|\breception\b|幼儿园|幼稚园/g, () => 'K'],
  // Senior high's three years are Grades 10 to 12 everywhere; junior high's first year is Grade 6 in
  // some provinces and Grade 7 in others, so 初一 names no grade of the scale for certain.
  [/高中?\s*([一二三])(?:\s*年级)?/g, ([, n]) => numbered(9 + numberOf(n!))],
  [/初中?\s*[一二三四](?:\s*年级)?/g, () => null],
  [new RegExp(`\\bgrades?\\s*${NUMBER}\\b|\\bgr?\\.?\\s?(\\d{1,2})\\b|\\b(?:${ORDINAL})\\s*grade\\b`, 'g'), ([, a, b, c, d]) => numbered(numberOf((a ?? b ?? c ?? d)!))],
  [new RegExp(`${ZH_NUMBER}\\s*年级`, 'g'), ([, n]) => numbered(numberOf(n!))],
];

/**
 * The grade a choice names ("Grade 2", "2nd grade", "二年级", "高一", "Kindergarten (ages 4-5)", "Pre-K",
 * "学前班（3岁）"), or null when it cannot tell: nothing it knows, two grades ("Grades 1-2"), a grade
 * beyond the scale, or another system's year ("Year 2" is Grade 1 in an English school and Grade 2 in
 * an Australian one).
 */
export function gradeOfChoice(text: string): GradeCode | null {
  // NFKC: full-width brackets and digits ("（３岁）") as their plain forms.
  let rest = text.normalize('NFKC').toLowerCase().replace(AGES, ' ');
  const found = new Set<GradeCode | null>();
  for (const [pattern, read] of READINGS) {
    for (const match of rest.matchAll(pattern)) found.add(read(match));
    rest = rest.replace(pattern, ' ');
  }
  // A number left unread belongs to a grade this cannot read ("Year 2", "Grades 1 to 2").
  if (/[\d一二三四五六七八九十]/.test(rest) || found.size !== 1) return null;
  return [...found][0] ?? null;
}
