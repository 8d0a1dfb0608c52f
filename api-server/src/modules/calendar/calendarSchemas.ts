// JSON schemas of the academic calendar's public calls: one school year's events, the iCalendar feed.
import { CALENDAR_CATEGORIES, SCHOOL_YEAR_PATTERN } from '@schools/shared-api';
import { arr, bool, int, obj, str, t } from '../../platform/http/schemas';

export const data = {
  calendarEvents: arr(obj({
    id: { ...int, description: "the event's; an information session's is the session's, the one the sign-up form books" },
    uid: { ...str, description: "the feed's UID, stable for life: {site}-{year}-{key}@calendar.<domain>, or {site}-session-{id}@calendar.<domain> for an information session" },
    title: str, description: str,
    start: { type: 'string', description: 'all-day: YYYY-MM-DD; timed: ISO date-time with +08:00' },
    end: { type: 'string', description: 'all-day: the last day, inclusive; timed: ISO date-time with +08:00' },
    allDay: bool,
    category: { type: 'string', enum: [...CALENDAR_CATEGORIES] },
    location: { type: ['string', 'null'] },
    cancelled: { type: 'boolean', description: 'cancelled by the school: listed struck through, and STATUS:CANCELLED in the feed (a cancelled information session is not listed at all)' },
  })),
};

export const query = {
  calendarEvents: obj({ year: { type: 'string', pattern: SCHOOL_YEAR_PATTERN, description: 'the school year, e.g. 2025-26' }, t }, ['year']),
  calendarFeed: obj({ lang: { type: 'string', enum: ['en', 'zh'], description: "the feed's language; the campus's own by default" } }, []),
};
