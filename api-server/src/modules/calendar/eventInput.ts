// What the studio's calendar form sends for an event, and its checks: both languages' titles, lengths,
// a known category, whole days as YYYY-MM-DD or times in China time (+08:00), the end not before the
// start, the start within the event's school year. Every problem at once, each with its field.
import { CALENDAR_CATEGORIES, type CalendarCategory } from '@schools/shared-api';
import { Problems, checkText, isRealDate } from '../staff/fieldRefusal';

export interface Bilingual {
  en: string;
  zh: string;
}

/** An event as the form sends it (the schema has checked the types). */
export interface EventInput {
  title: Bilingual;
  description: Bilingual;
  location: Bilingual;
  category: string;
  allDay: boolean;
  /** all-day: YYYY-MM-DD; timed: YYYY-MM-DDTHH:MM in China time (seconds and +08:00 may follow) */
  start: string;
  /** all-day: the last day, inclusive; timed: as the start */
  end: string;
}

/** An event as stored: trimmed, times as ISO date-times with +08:00. */
export interface CheckedEvent extends Omit<EventInput, 'category'> {
  category: CalendarCategory;
}

export const EVENT_LIMITS = { title: 200, location: 200, description: 2000 } as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A date-time as typed or sent: the offset, when there is one, must be China's. */
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)(?::00)?(Z|[+-]\d{2}:\d{2})?$/;

/** The first and last day of a school year ('2026-27': 2026-08-01 to 2027-07-31). */
export function schoolYearDays(year: string): { first: string; last: string } {
  const start = Number(year.slice(0, 4));
  return { first: `${start}-08-01`, last: `${start + 1}-07-31` };
}

function moment(problems: Problems, path: 'start' | 'end', value: string, allDay: boolean): string | null {
  const typed = value.trim();
  if (allDay) {
    if (!DAY.test(typed)) return problems.add(path, 'dateFormat', 'must be a day written YYYY-MM-DD for an all-day event'), null;
    if (!isRealDate(typed)) return problems.add(path, 'noSuchDate', `${typed} is not a day of the calendar`), null;
    return typed;
  }
  const m = DATE_TIME.exec(typed);
  if (!m) return problems.add(path, 'dateTimeFormat', 'must be a day and a time written YYYY-MM-DDTHH:MM (China time) for a timed event'), null;
  const [, day, hours, minutes, offset] = m as unknown as [string, string, string, string, string | undefined];
  if (offset !== undefined && offset !== '+08:00') return problems.add(path, 'notChinaTime', 'must be China time (+08:00), where every campus is'), null;
  if (!isRealDate(day)) return problems.add(path, 'noSuchDate', `${day} is not a day of the calendar`), null;
  return `${day}T${hours}:${minutes}:00+08:00`;
}

/** The event checked for the school year it belongs to; refused with every problem (400) otherwise. */
export function checkEvent(input: EventInput, year: string): CheckedEvent {
  const problems = new Problems();
  const texts = (field: 'title' | 'description' | 'location', required: boolean): Bilingual => ({
    en: checkText(problems, `${field}.en`, input[field].en, { required, max: EVENT_LIMITS[field] }),
    zh: checkText(problems, `${field}.zh`, input[field].zh, { required, max: EVENT_LIMITS[field] }),
  });
  const title = texts('title', true);
  const description = texts('description', false);
  const location = texts('location', false);
  if (!(CALENDAR_CATEGORIES as readonly string[]).includes(input.category)) {
    problems.add('category', 'category', `must be one of ${CALENDAR_CATEGORIES.join(', ')}`);
  }
  const start = moment(problems, 'start', input.start, input.allDay);
  const end = moment(problems, 'end', input.end, input.allDay);
  if (start && end && end < start) problems.add('end', 'endBeforeStart', 'must not be before the start');
  if (start) {
    const { first, last } = schoolYearDays(year);
    const day = start.slice(0, 10);
    if (day < first || day > last) problems.add('start', 'outsideYear', `must be in the school year ${year} (${first} to ${last})`, year);
  }
  problems.refuse('event');
  return { title, description, location, category: input.category as CalendarCategory, allDay: input.allDay, start: start!, end: end! };
}
