// Read side of the academic calendar: one school year's events as JSON for the page, and every
// event of the campus as an iCal feed for families' calendar apps. Both read the same rows, so the
// page and the feed cannot disagree: the calendar's own events and the information sessions, which
// are the admissions office's rows (sessionEvents.ts), never copies of them.
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { ICalCalendar, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { Kysely, Selectable } from 'kysely';
import { DateTime } from 'luxon';
import {
  BRAND, CALENDAR_CATEGORIES, PUBLIC_DOMAIN, getCampus, type CalendarCategory, type CalendarEvent, type CampusCode, type Lang,
} from '@schools/shared-api';
import type { CalendarEventTable, Database } from '../../platform/db/schema';
import { ApiError } from '../../platform/http/errors';
import { text } from '../content/localize';
import { realAddress } from '../site/realAddresses';
import { BOOKING_PATH, sessionEvent, sessionRows } from './sessionEvents';

/** Every campus is in China: timed events are in China time (UTC+8, no daylight saving). */
export const CALENDAR_ZONE = 'Asia/Shanghai';

type Row = Selectable<CalendarEventTable>;

/** An entry of the calendar in one language, with what the feed says of its revisions and where it is booked. */
interface Entry {
  event: CalendarEvent;
  /** DTSTAMP and LAST-MODIFIED */
  updatedAt: string;
  sequence: number;
  /** an information session's: it is booked on the information sessions page */
  booked: boolean;
}

/** By start, then end, then UID: the order never changes between calls, whichever table an entry comes from. */
const byStart = (a: Entry, b: Entry): number => {
  const [x, y] = [a.event, b.event];
  return x.start < y.start ? -1 : x.start > y.start ? 1 : x.end < y.end ? -1 : x.end > y.end ? 1 : x.uid < y.uid ? -1 : x.uid > y.uid ? 1 : 0;
};

/**
 * The event's UID: campus, school year and the fixture's own key, never the row id, which moves
 * when events are added before it; so a subscribed calendar updates an event instead of duplicating it.
 */
export const eventUid = (row: Pick<Row, 'site' | 'year' | 'key'>): string =>
  `${row.site.toLowerCase()}-${row.year}-${row.key}@calendar.${PUBLIC_DOMAIN}`;

/** '2025-26' names the year starting in 2025: the second part must follow the first. */
export function checkSchoolYear(year: string): void {
  const m = /^(\d{4})-(\d{2})$/.exec(year);
  if (!m || (Number(m[1]) + 1) % 100 !== Number(m[2])) {
    throw ApiError.badRequest(`"${year}" is not a school year: write it as 2025-26`).because('notSchoolYear');
  }
}

const category = (value: string): CalendarCategory =>
  (CALENDAR_CATEGORIES as readonly string[]).includes(value) ? (value as CalendarCategory) : 'event';

/** The calendar's name in a calendar app: the campus and what it is. */
export function calendarName(site: CampusCode, lang: Lang): string {
  const name = getCampus(site).name[lang];
  return lang === 'zh' ? `${name}校历` : `${name} Academic Calendar`;
}

export class CalendarService {
  constructor(
    private readonly db: Kysely<Database>,
    /** where the campus's site is published (its settings' address): the feed links a session to its booking page */
    private readonly campusAddress?: (site: CampusCode) => string,
  ) {}

  private rows(site: CampusCode, year?: string): Promise<Row[]> {
    let query = this.db.selectFrom('calendar_event').selectAll().where('site', '=', site);
    if (year) query = query.where('year', '=', year);
    return query.orderBy('start').orderBy('end').orderBy('key').execute();
  }

  /** The calendar's events and the sessions, of one school year or all, in one language, sorted by start. */
  private async entries(site: CampusCode, lang: Lang, year?: string): Promise<Entry[]> {
    const events = await this.rows(site, year);
    const sessions = await sessionRows(this.db, site, year);
    return [
      ...events.map((r) => ({ event: this.event(r, lang), updatedAt: r.updated_at, sequence: Number(r.sequence), booked: false })),
      ...sessions.map((r) => ({ event: sessionEvent(r, lang), updatedAt: r.updated_at, sequence: Number(r.sequence), booked: true })),
    ].sort(byStart);
  }

  private event(r: Row, lang: Lang): CalendarEvent {
    const location = text(r, 'location', lang);
    return {
      id: r.id,
      uid: eventUid(r),
      title: text(r, 'title', lang),
      description: text(r, 'description', lang),
      start: r.start,
      end: r.end,
      allDay: r.all_day === 1,
      category: category(r.category),
      location: location || null,
      cancelled: r.cancelled_at !== null,
    };
  }

  /** One school year's events and information sessions, sorted by start; a year not published yet has only its sessions, if any. */
  async events(site: CampusCode, lang: Lang, year: string): Promise<CalendarEvent[]> {
    checkSchoolYear(year);
    return (await this.entries(site, lang, year)).map((e) => e.event);
  }

  /**
   * Every event of the campus and every information session not cancelled, in one language, sorted
   * by start, sessions marked: what the site's search finds (modules/search).
   */
  async everything(site: CampusCode, lang: Lang): Promise<{ event: CalendarEvent; session: boolean }[]> {
    return (await this.entries(site, lang)).map((e) => ({ event: e.event, session: e.booked }));
  }

  /** Every event of the campus as an iCalendar document (RFC 5545). */
  async feed(site: CampusCode, lang: Lang): Promise<string> {
    const name = calendarName(site, lang);
    const calendar = new ICalCalendar({
      name,
      description: lang === 'zh'
        ? `${getCampus(site).name.zh}的学期、假期、考试与活动安排。日期以学校通知为准。`
        : `Terms, holidays, exams and events of ${getCampus(site).name.en}. The school confirms every date.`,
      prodId: { company: BRAND.en, product: 'Academic Calendar', language: lang === 'zh' ? 'ZH' : 'EN' },
      method: ICalCalendarMethod.PUBLISH,
      // Writes the VTIMEZONE of the timed events' zone from bundled data: nothing is fetched.
      timezone: { name: null, generator: getVtimezoneComponent },
      ttl: 60 * 60 * 24,
    });
    const bookingPage = this.campusAddress && `${this.campusAddress(site)}${realAddress(BOOKING_PATH, {}, lang)}`;
    for (const { event: e, updatedAt, sequence, booked } of await this.entries(site, lang)) {
      const allDay = e.allDay;
      const start = DateTime.fromISO(e.start, { zone: CALENDAR_ZONE });
      // A whole-day event ends at the start of the day after its last day (DTEND is exclusive).
      const end = allDay ? DateTime.fromISO(e.end, { zone: CALENDAR_ZONE }).plus({ days: 1 }) : DateTime.fromISO(e.end, { zone: CALENDAR_ZONE });
      // DTSTAMP and LAST-MODIFIED are the last change, SEQUENCE counts the changes (RFC 5545 3.8.7.4):
      // what makes a subscribed calendar replace its copy of an edited or cancelled event.
      const changed = DateTime.fromISO(updatedAt, { zone: 'utc' });
      calendar.createEvent({
        id: e.uid,
        stamp: changed,
        lastModified: changed,
        sequence,
        status: e.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
        start,
        end,
        allDay,
        ...(allDay ? {} : { timezone: CALENDAR_ZONE }),
        summary: e.title,
        ...(e.description ? { description: e.description } : {}),
        ...(e.location ? { location: e.location } : {}),
        categories: [{ name: e.category.toUpperCase() }],
        // A session is booked on the information sessions page: the event's URL in a calendar app.
        ...(booked && bookingPage ? { url: bookingPage } : {}),
      });
    }
    return calendar.toString();
  }
}
