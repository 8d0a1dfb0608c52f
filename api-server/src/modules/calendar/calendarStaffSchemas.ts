// JSON schemas of the studio's calendar and information-session calls (calendarStaffRoutes.ts,
// sessionStaffRoutes.ts), for Fastify and the OpenAPI document. Bodies are declared by their types and
// bounds; what the forms' rules refuse (empty titles, a day that does not exist, an end before its
// start, a capacity below the places booked) is answered 400 with every problem and its field.
import { CALENDAR_CATEGORIES, SCHOOL_YEAR_PATTERN } from '@schools/shared-api';
import { GRADE_CODES } from '@schools/shared-api/forms';
import { FIELD_RULES } from '../staff/fieldRefusal';
import { errorEnvelope } from '../../platform/http/schemas';

const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;
const bool = { type: 'boolean' } as const;
const nullable = (type: 'string' | 'integer') => ({ type: [type, 'null'] }) as const;
const obj = (properties: Record<string, object>, required = Object.keys(properties)) =>
  ({ type: 'object', properties, required, additionalProperties: false }) as const;
const arr = (items: object) => ({ type: 'array', items }) as const;
/** A text as typed: its rules (required, length) are checked after trimming, with the field's message. */
const typed = (maxLength: number) => ({ type: 'string', maxLength }) as const;
const bi = (maxLength: number) => obj({ en: typed(maxLength), zh: typed(maxLength) });
const bilingual = obj({ en: str, zh: str });
const year = { type: 'string', pattern: SCHOOL_YEAR_PATTERN, description: 'the school year, e.g. 2026-27 (1 August to 31 July)' } as const;

const eventFields = {
  title: bi(1000),
  description: bi(10000),
  location: bi(1000),
  category: { type: 'string', maxLength: 32, description: `one of ${CALENDAR_CATEGORIES.join(', ')}` },
  allDay: bool,
  start: { type: 'string', maxLength: 40, description: 'all-day: YYYY-MM-DD; timed: YYYY-MM-DDTHH:MM, China time (+08:00 may follow)' },
  end: { type: 'string', maxLength: 40, description: 'all-day: the last day, inclusive; timed: as the start; not before the start' },
};

export const calendarBody = {
  newEvent: obj({ year, ...eventFields }),
  event: obj(eventFields),
  session: obj({
    place: bi(1000),
    language: bi(1000),
    audience: bi(1000),
    date: { type: 'string', maxLength: 20, description: 'YYYY-MM-DD, still to come' },
    start: { type: 'string', maxLength: 10, description: 'HH:MM, 24 hours, China time' },
    end: { type: 'string', maxLength: 10, description: 'HH:MM, after the start' },
    capacity: { type: 'integer', minimum: -2147483648, maximum: 2147483647, description: 'places, from 1 to 1000; never below the places booked' },
    grades: {
      type: ['object', 'null'],
      properties: { from: typed(8), to: typed(8) },
      required: ['from', 'to'],
      additionalProperties: false,
      description: `the grades it is for, both ends included: codes ${GRADE_CODES.join(', ')}, the youngest first; null: every grade; left out: an edit keeps the session's, a new session is for every grade`,
    },
  }, ['place', 'language', 'audience', 'date', 'start', 'end', 'capacity']),
};

export const calendarQuery = { events: obj({ year }) };

const staffEvent = obj({
  id: int,
  key: { type: 'string', description: "the stable part of the event's iCal UID: kept by every edit" },
  uid: str, year: str, title: bilingual, description: bilingual, location: bilingual,
  category: { type: 'string', enum: [...CALENDAR_CATEGORIES] },
  allDay: bool, start: str, end: str,
  sequence: { type: 'integer', minimum: 0, description: "the feed's SEQUENCE: one more for each edit and the cancellation" },
  updatedAt: { type: 'string', description: "the last change: the feed's DTSTAMP" },
  cancelledAt: nullable('string'),
  createdBy: { type: ['string', 'null'], description: 'the member of staff who added it; null for the seed' },
});

/** The grades a session is for (shared-api's GradeRange), or null for every grade. */
export const sessionGrades = {
  type: ['object', 'null'],
  properties: { from: { type: 'string', enum: [...GRADE_CODES] }, to: { type: 'string', enum: [...GRADE_CODES] } },
  required: ['from', 'to'],
  additionalProperties: false,
  description: 'the grades it is for, both ends included, the youngest first; null: every grade',
} as const;

const staffSession = obj({
  id: int, date: str, start: str, end: str, place: bilingual, language: bilingual, audience: bilingual, grades: sessionGrades,
  capacity: int, booked: { type: 'integer', minimum: 0, description: 'the families booked' },
  cancelledAt: nullable('string'),
  past: { type: 'boolean', description: 'it has begun (China time): no longer booked, changed or cancelled' },
  createdBy: { type: ['string', 'null'], description: 'the member of staff who added it; null for the seed' },
});

export const calendarData = {
  calendar: obj({ year: str, years: arr(str), events: arr(staffEvent) }),
  event: staffEvent,
  sessions: arr(staffSession),
  session: staffSession,
  families: arr(obj({
    id: { type: 'integer', description: "the sign-up's id" }, name: str, mobile: str, email: str,
    lang: { type: 'string', description: 'the language of the page the family booked from' }, createdAt: str, contactedAt: nullable('string'),
  })),
};

/** A refusal: the error envelope, and for a refused form every problem with its field and rule. */
export const formRefused = {
  ...errorEnvelope,
  description: 'Invalid request: a parameter or the body breaks its schema, or the form breaks a rule (problems lists each, with its field, such as title.zh or capacity)',
  properties: {
    ...errorEnvelope.properties,
    problems: arr(obj({ path: str, rule: { type: 'string', enum: [...FIELD_RULES] }, detail: nullable('string'), message: str })),
  },
};

export const alreadyClosed = (what: string) => ({
  ...errorEnvelope,
  description: `Conflict: the ${what} is cancelled already${what === 'session' ? ', or has begun' : ''}`,
});
