// What the admissions office's session form sends, and its checks: place, language and audience in
// both languages, a real day, start and end as HH:MM (China time) with the end after the start, a
// capacity within reason, and the grades it is for as codes of the grade scale, the youngest first.
// Every problem at once, each with its field. Whether the session is still to come and holds its
// bookings depends on the stored row: sessionEditor.ts checks those.
import { GRADE_CODES, gradeRank, isGradeCode, type GradeRange } from '@schools/shared-api/forms';
import type { Bilingual } from '../calendar/eventInput';
import { Problems, checkText, isRealDate, isTime } from '../staff/fieldRefusal';

export interface SessionInput {
  place: Bilingual;
  language: Bilingual;
  audience: Bilingual;
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM, 24 h, China time */
  start: string;
  end: string;
  capacity: number;
  /**
   * The grades it is for, codes of the grade scale ('PK', 'K', '1' to '12'), both ends included; null:
   * every grade. Left out, an edit keeps the session's grades and a new session is for every grade.
   */
  grades?: { from: string; to: string } | null;
}

/** A session as checked: its grades on the scale (still left out when an edit keeps them). */
export type CheckedSession = Omit<SessionInput, 'grades'> & { grades?: GradeRange | null };

export const SESSION_LIMITS = { text: 120, capacity: 1000 } as const;

/** The grades checked: each end a code of the scale, the first not older than the last. */
function checkGrades(grades: SessionInput['grades'], problems: Problems): GradeRange | null | undefined {
  if (grades === undefined || grades === null) return grades;
  const from = grades.from.trim();
  const to = grades.to.trim();
  const codes = `one of ${GRADE_CODES.join(', ')} (Pre-Kindergarten, Kindergarten, Grades 1 to 12); null grades for every grade`;
  if (!isGradeCode(from)) problems.add('grades.from', 'gradeCode', `must be a grade code, ${codes}`);
  if (!isGradeCode(to)) problems.add('grades.to', 'gradeCode', `must be a grade code, ${codes}`);
  if (!isGradeCode(from) || !isGradeCode(to)) return undefined;
  if (gradeRank(to) < gradeRank(from)) {
    problems.add('grades.to', 'gradeOrder', `must not be a younger grade than grades.from (${from}): a range runs from its youngest grade to its oldest`, from);
  }
  return { from, to };
}

/** The session checked, trimmed; `problems` collects what is wrong (the caller adds its own, then refuses). */
export function checkSession(input: SessionInput, problems: Problems): CheckedSession {
  const texts = (field: 'place' | 'language' | 'audience'): Bilingual => ({
    en: checkText(problems, `${field}.en`, input[field].en, { required: true, max: SESSION_LIMITS.text }),
    zh: checkText(problems, `${field}.zh`, input[field].zh, { required: true, max: SESSION_LIMITS.text }),
  });
  const date = input.date.trim();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) problems.add('date', 'dateFormat', 'must be a day written YYYY-MM-DD');
  else if (!isRealDate(date)) problems.add('date', 'noSuchDate', `${date} is not a day of the calendar`);
  const start = input.start.trim();
  const end = input.end.trim();
  if (!isTime(start)) problems.add('start', 'timeFormat', 'must be a time written HH:MM (24 hours, China time)');
  if (!isTime(end)) problems.add('end', 'timeFormat', 'must be a time written HH:MM (24 hours, China time)');
  else if (isTime(start) && end <= start) problems.add('end', 'endBeforeStart', 'must be after the start');
  if (!Number.isInteger(input.capacity) || input.capacity < 1 || input.capacity > SESSION_LIMITS.capacity) {
    problems.add('capacity', 'capacityRange', `must be a whole number from 1 to ${SESSION_LIMITS.capacity}`, SESSION_LIMITS.capacity);
  }
  const grades = checkGrades(input.grades, problems);
  return { place: texts('place'), language: texts('language'), audience: texts('audience'), date, start, end, capacity: input.capacity, ...(grades === undefined ? {} : { grades }) };
}
