// An information session's grades between its row (two codes, both null for every grade: migration
// 018) and the API (a range of shared-api's grade scale, or null).
import { isGradeCode, type GradeRange } from '@schools/shared-api/forms';

/** The row's grades as the API answers them; codes not on the scale (written by hand in the database) are every grade. */
export function gradesOf(row: { grade_from: string | null; grade_to: string | null }): GradeRange | null {
  const { grade_from: from, grade_to: to } = row;
  return isGradeCode(from) && isGradeCode(to) ? { from, to } : null;
}

/** A range as the row's columns. */
export const gradeColumns = (grades: GradeRange | null) => ({ grade_from: grades?.from ?? null, grade_to: grades?.to ?? null });
