import type { Block } from '@schools/shared-api';

/** Copy that says the campus is a day school, in either language. */
const DAY_SCHOOL = /\bday school\b|走读学校/i;

/**
 * Whether the campus boards, as its dorm-life copy says: every campus has that copy, and a day school's
 * says it is one (and points to a sister campus), which Our School leaves out.
 */
export function offersBoarding(dormLife: readonly Block[]): boolean {
  if (dormLife.length === 0) return false;
  const text = JSON.stringify(dormLife);
  return !DAY_SCHOOL.test(text);
}
