// The admissions office's information sessions as the academic calendar shows them: one admissions
// event for each session not cancelled, read from `info_session` when the calendar is read, so the
// sessions families book and the calendar's sessions are the same rows (a session added, moved or
// cancelled in the studio is in, changed in or gone from the page and the feed at once). The seed
// writes no calendar event for a session.
import type { Kysely, Selectable } from 'kysely';
import { PUBLIC_DOMAIN, type CalendarEvent, type CampusCode, type Lang } from '@schools/shared-api';
import type { Database, InfoSessionTable } from '../../platform/db/schema';
import { text } from '../content/localize';
import { schoolYearDays } from './eventInput';

export type SessionRow = Selectable<InfoSessionTable>;

/** The page families book a session on, where the calendar's "Book a place" leads. */
export const BOOKING_PATH = '/admissions/recruit';

/**
 * A session's UID: campus and session id, which a session keeps for life (an edit may move it to
 * another day, even another school year), so a subscribed calendar updates it instead of adding one.
 */
export const sessionUid = (row: Pick<SessionRow, 'site' | 'id'>): string =>
  `${row.site.toLowerCase()}-session-${row.id}@calendar.${PUBLIC_DOMAIN}`;

/** The campus's sessions not cancelled, of one school year or all, sorted by start. */
export function sessionRows(db: Kysely<Database>, site: CampusCode, year?: string): Promise<SessionRow[]> {
  let query = db.selectFrom('info_session').selectAll().where('site', '=', site).where('cancelled_at', 'is', null);
  if (year) {
    const { first, last } = schoolYearDays(year);
    query = query.where('date', '>=', first).where('date', '<=', last);
  }
  return query.orderBy('date').orderBy('start').orderBy('end').orderBy('id').execute();
}

const TITLE = { en: 'Admissions information session', zh: '招生说明会' } as const;

/**
 * A session in the calendar's words: what it is and for whom, where, in which language, and that a place
 * is booked on the information sessions page (the page adds the link there, the feed its URL). The id
 * is the session's, the one the sign-up form books.
 */
export function sessionEvent(row: SessionRow, lang: Lang): CalendarEvent {
  const language = text(row, 'language', lang);
  const place = text(row, 'place', lang);
  return {
    id: Number(row.id),
    uid: sessionUid(row),
    title: `${TITLE[lang]}${lang === 'zh' ? '：' : ': '}${text(row, 'audience', lang)}`,
    description: lang === 'zh'
      ? `使用${language}。名额有限，请在“招生说明会”页面报名。`
      : `In ${language}. Places are limited: please book one on the information sessions page.`,
    start: `${row.date}T${row.start}:00+08:00`,
    end: `${row.date}T${row.end}:00+08:00`,
    allDay: false,
    category: 'admissions',
    location: place || null,
    cancelled: false,
  };
}
