// What copy says about the school year, computed from the day it is answered (China's), so it stays true
// on every day: staff write {school-year} where the year under way goes ("2026-27": 1 August to 31 July)
// and {next-school-year} for the one families apply for now ("2027-28"); the content API puts each in its
// place, as it does the information sessions' facts (admissions/sessionFacts.ts). A year that is over is
// written as it is: "Tuition 2025-26" names its year.
import { chinaNow, schoolYearOf } from '@schools/shared-api/china-time';

/** The tokens copy may carry, and what each becomes. */
export const SCHOOL_YEAR_TOKENS = ['school-year', 'next-school-year'] as const;
export type SchoolYearToken = (typeof SCHOOL_YEAR_TOKENS)[number];

/** '2026-27' → '2027-28'. */
export function followingSchoolYear(year: string): string {
  const start = Number(year.slice(0, 4)) + 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The school year under way on `now`'s day in China, and the next one. */
export function schoolYearFacts(now: Date): Record<SchoolYearToken, string> {
  const current = schoolYearOf(chinaNow(now).day);
  return { 'school-year': current, 'next-school-year': followingSchoolYear(current) };
}
