// JSON schemas of every call: Fastify validates requests against them, and the OpenAPI document at
// /api/openapi.json is generated from them. They describe the wire types of @schools/shared-api.
import { CALENDAR_CATEGORIES, CAMPUS_CODES, HREF_PATTERN, SCHOOL_YEAR_PATTERN } from '@schools/shared-api';
import { STAFF_REASONS } from './refusals';

/** The largest request body, in bytes: the forms' longest fields fit with room to spare. */
export const BODY_LIMIT = 16 * 1024;

const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;
const obj = (properties: Record<string, object>, required = Object.keys(properties)) =>
  ({ type: 'object', properties, required, additionalProperties: false }) as const;
const arr = (items: object) => ({ type: 'array', items }) as const;

export const envelope = (data: object, description: string) => ({
  description,
  type: 'object',
  properties: { code: { type: 'string', enum: ['000'] }, data },
  required: ['code', 'data'],
});

export const errorEnvelope = {
  description: 'Any failure: code is not 000',
  type: 'object',
  properties: {
    code: str,
    data: { type: 'null' },
    message: str,
    reason: { type: 'string', enum: [...STAFF_REASONS], description: "a staff call's refusal: why, for the staff page to say in its language (the message is English, for developers)" },
  },
  required: ['code', 'data', 'message'],
};

/** What each failure status means, wherever a call can answer it. */
const FAILURES = {
  400: 'Invalid request: a parameter, header or the body breaks its schema or the rules the message names, or some text in it holds a NUL character (U+0000)',
  401: 'Not signed in: a commenter must sign in with WeChat; a staff call needs a staff session (the staff_session cookie), and a staff sign-in the right e-mail and password',
  403: "Forbidden: the staff account's role or campus does not allow this call, or a write came without its session's x-csrf-token",
  404: 'Unknown site (code 460), or no such item on this site',
  413: `The body is larger than ${BODY_LIMIT / 1024} KB`,
  409: 'Conflict: an account with this e-mail address exists already',
  415: 'The body is not application/json',
  429: 'Too many writes or failed sign-ins from this address or account: the message (and, on a sign-in, Retry-After) says when to try again',
  500: 'A fault of the server, never of the request (logged; the message says nothing more)',
} as const;
type Failure = keyof typeof FAILURES;

/**
 * A call's answers: its successes and the failures it can give, each the error envelope, plus 500,
 * which any call can give.
 */
export function answers(successes: Record<number, object>, ...failures: Exclude<Failure, 500>[]): Record<number, object> {
  const failed = [...failures, 500 as const].map((status) => [status, { ...errorEnvelope, description: FAILURES[status] }]);
  return { ...successes, ...Object.fromEntries(failed) };
}

/** The answer to a conditional GET whose ETag is current. */
export const notModified = { description: 'Not modified: the If-None-Match ETag is still current', type: 'null' } as const;

/** A body that is not JSON (a feed, an export), sent as is. */
export const textBody = (mediaType: string, description: string) => ({ description, content: { [mediaType]: { schema: { type: 'string' } } } });

/** The request headers the campus calls read. */
export const siteHeaders = {
  type: 'object',
  properties: {
    'x-locale': { type: 'string', description: 'the language of the answer: a value starting with zh is Chinese, anything else English' },
    'x-school-code': { type: 'string', enum: [...CAMPUS_CODES], description: 'optional; when sent, it must name the campus of the path' },
  },
} as const;

/** The same, for calls that answer 304 to a current ETag. */
export const cachedHeaders = {
  ...siteHeaders,
  properties: {
    ...siteHeaders.properties,
    'if-none-match': { type: 'string', description: 'the ETag of an answer already held' },
    'x-studio-preview': { type: 'string', description: "1: the campus's drafts instead of its published copy, for a staff session that may edit the campus (ignored otherwise); never cached" },
  },
} as const;

const menuItem = {
  $id: 'MenuItem',
  type: 'object',
  properties: { id: str, url: str, title: str, children: arr({ $ref: 'MenuItem#' }) },
  required: ['id', 'url', 'title'],
} as const;

// ---- rich content: the Block union of shared-api's wire types ----
const text = { type: 'string', minLength: 1 } as const;
const bool = { type: 'boolean' } as const;
const href = {
  type: 'string',
  pattern: HREF_PATTERN,
  description: 'an in-site route path starting with /, an https: address, mailto: or tel:',
} as const;
const list = (items: object) => ({ type: 'array', items, minItems: 1 }) as const;
/** One member of a union: `type` names it (an enum of one, which OpenAPI 3.0 can say). */
const kind = (name: string, properties: Record<string, object>, required = Object.keys(properties)) =>
  obj({ type: { type: 'string', enum: [name] }, ...properties }, ['type', ...required]);
/** Members of a union tagged by `type`: validators branch on the tag, so an error points into one member. */
const union = (members: object[]) => ({ type: 'object', required: ['type'], discriminator: { propertyName: 'type' }, oneOf: members }) as const;

const inline = union([
  kind('text', { text: str, strong: bool, em: bool }, ['text']),
  kind('link', { text, href }),
]);
const imageFields = {
  src: text,
  alt: { ...str, description: 'what the picture shows' },
  width: { type: 'integer', minimum: 1 },
  height: { type: 'integer', minimum: 1 },
  caption: str,
} as const;
const imageRequired = ['src', 'alt', 'width', 'height'];

/** The member schemas of Block, by type. */
export const blockMembers = {
  heading: kind('heading', { level: { type: 'integer', enum: [2, 3] }, text }),
  paragraph: kind('paragraph', { content: list(inline) }),
  list: kind('list', { ordered: bool, items: list(list(inline)) }),
  table: kind('table', { caption: str, head: list(text), rows: list(arr(str)) }, ['head', 'rows']),
  image: kind('image', imageFields, imageRequired),
  gallery: kind('gallery', { images: list(obj(imageFields, imageRequired)) }),
  quote: kind('quote', { text, cite: str }, ['text']),
  facts: kind('facts', { items: list(obj({ label: text, value: text })) }),
  cta: kind('cta', { links: list(obj({ label: text, href, primary: bool }, ['label', 'href'])) }),
} as const;

/** One block of page copy (shared-api's Block), referenced as Block#. */
export const blockSchema = { $id: 'Block', description: 'One block of page copy; type tells which', ...union(Object.values(blockMembers)) };


const contentItem = obj({
  id: int, menuId: str, key: str, title: str, summary: str, blocks: arr({ $ref: 'Block#' }), urls: arr(str), link: str, path: str, date: str, views: int,
});
const club = { id: int, category: str, name: str, summary: str, pic: str };
/** An approved comment with its approved replies, referenced as Comment#. */
const comment = {
  $id: 'Comment',
  ...obj({ id: int, name: str, comment: str, createdAt: str, replies: arr({ $ref: 'Comment#' }) }),
} as const;

export const sharedSchemas = [menuItem, blockSchema, comment];

const nullable = (type: 'string' | 'integer') => ({ type: [type, 'null'] }) as const;
const bilingual = obj({ en: str, zh: str });
/** A comment as stored, for moderators: whatever its status, with the commenter's WeChat openid. */
const storedComment = {
  id: int, site: str, postId: int, replyTo: nullable('integer'), name: str, comment: str,
  status: { type: 'string', enum: ['pending', 'approved', 'rejected'] }, createdAt: str, openid: nullable('string'),
} as const;
const storedSignup = obj({
  id: int, site: str, sessionId: nullable('integer'),
  session: { type: 'string', description: "the session's date and start, e.g. 2026-12-05 09:30; empty without a session" },
  name: str, mobile: str, email: str, grade: str, entry: str, message: str, lang: str, createdAt: str, contactedAt: nullable('string'),
  repeats: { type: 'integer', minimum: 0, description: "the family's other sign-ups at this campus (same mobile or e-mail)" },
});
const commenterSession = obj({ signedIn: bool, nickname: str });
const staffAccount = obj({
  id: int, email: str, name: str,
  role: { type: 'string', enum: ['network', 'editor', 'admissions', 'moderator'] },
  campus: { type: ['string', 'null'], description: 'null for a network administrator' },
  createdAt: str, disabledAt: nullable('string'),
});
/** A row as it was before or after a change: any JSON object, or null where there was none. */
const auditRow = { type: ['object', 'null'], additionalProperties: true } as const;

export const data = {
  menuList: obj({ hashCode: str, menu: arr({ $ref: 'MenuItem#' }) }),
  contentItems: arr(contentItem),
  contentItem,
  contentPage: obj({ list: arr(contentItem), page: int, size: int, total: int }),
  homeBanner: obj({
    slides: arr(obj({ pic: str, title: str, subtitle: str })),
    VRLink: str,
    VRList: arr(obj({ pic: str, name: obj({ en: str, zh: str }) })),
  }),
  faq: arr(obj({ id: int, question: str, answer: str })),
  tuition: obj({
    year: str, otherFeesBasis: str, currency: str,
    rows: arr(obj({ grade: str, annualFee: int })),
    otherFees: arr(obj({ item: str, amount: str })),
    applicationFee: obj({ amount: int, refundable: { type: 'boolean' }, creditedToTuition: { type: 'boolean' }, note: str }),
    notes: arr(str),
    lastUpdated: arr(str),
    bank: { anyOf: [obj({ accountName: str, accountNumber: str, bank: str }), { type: 'null' }] },
  }),
  calendars: arr(obj({ url: str, title: str })),
  contentView: obj({ id: int, views: int }),
  ids: arr(int),
  clubs: arr(obj(club)),
  club: obj({ ...club, description: str }),
  students: arr(obj({
    id: int, name: str, projectTitle: str, advisor: str, internshipLocation: str, onsiteMentor: str, projectAbstract: str, pic: str,
  })),
  posts: arr(obj({ id: int, studentId: int, title: str, summary: str, body: str, date: str, pic: str })),
  commentInserted: obj({ id: int, status: { type: 'string', enum: ['pending'] }, message: str }),
  commentList: obj({ count: int, list: arr({ $ref: 'Comment#' }) }),
  commentGate: obj({ appId: str, enabled: { type: 'boolean' }, prompt: str }),
  pendingComments: arr(obj({ id: int, name: str, comment: str, createdAt: str, replyTo: nullable('integer') })),
  sessions: arr(obj({ id: int, date: str, start: str, end: str, place: str, language: str, audience: str, capacity: int, placesLeft: int })),
  signupCreated: obj({ id: int, message: str, alreadyBooked: { type: 'boolean', description: 'true when the family was already booked for the session: no place was taken, id is its booking' } }),
  qrConnect: obj({ url: { type: 'string', description: "the address of WeChat's QR page, for an iframe" } }),
  commenterSession,
  storedComment: obj(storedComment),
  moderatedComments: arr(obj({ ...storedComment, post: obj({ title: bilingual, studentId: int, student: bilingual }) })),
  storedSignup,
  storedSignups: arr(storedSignup),
  staffAccount,
  staffAccounts: arr(staffAccount),
  staffSession: obj({
    account: staffAccount,
    csrfToken: { type: 'string', description: 'send it as the x-csrf-token header with every staff call that changes something' },
  }),
  staffSignedOut: obj({ signedIn: bool, sessionsEnded: { type: 'integer', minimum: 0, description: 'how many sessions of the account ended' } }),
  auditEntries: arr(obj({
    id: int, at: str, accountId: nullable('integer'), actor: { type: 'string', description: "the account's e-mail, or cli for the staff command" },
    site: nullable('string'), action: str, targetId: nullable('string'), before: auditRow, after: auditRow,
  })),
  calendarEvents: arr(obj({
    id: int, uid: str, title: str, description: str,
    start: { type: 'string', description: 'all-day: YYYY-MM-DD; timed: ISO date-time with +08:00' },
    end: { type: 'string', description: 'all-day: the last day, inclusive; timed: ISO date-time with +08:00' },
    allDay: bool,
    category: { type: 'string', enum: [...CALENDAR_CATEGORIES] },
    location: { type: ['string', 'null'] },
    cancelled: { type: 'boolean', description: 'cancelled by the school: listed struck through, and STATUS:CANCELLED in the feed' },
  })),
};

const t = { type: 'string', description: 'cache-busting timestamp sent by the client; ignored' } as const;
/** The largest id a database row has: PostgreSQL's integer (SQLite's would be larger, the answer the same). */
export const MAX_ID = 2147483647;
export const id = { type: 'integer', minimum: 1, maximum: MAX_ID } as const;
const menuId = { type: 'string', pattern: '^[0-9]{2}([0-9]{2}){0,3}$', description: 'two digits per menu level' } as const;
const page = { type: 'integer', minimum: 1, maximum: 10000, default: 1 } as const;
const size = { type: 'integer', minimum: 1, maximum: 100, default: 10 } as const;

export const query = {
  none: obj({ t }, []),
  menu: obj({ menuId, t }, ['menuId']),
  list: obj({ menuId, page, size, t }, ['menuId']),
  id: obj({ id, t }, ['id']),
  newsIds: obj({ menuId: { ...menuId, default: '07' }, t }, []),
  students: obj({ page, size: { ...size, default: 20 }, t }, []),
  posts: obj({ studentId: id, t }, ['studentId']),
  comments: obj({ postId: id, t }, ['postId']),
  gate: obj({ postId: id, t }, []),
  calendarEvents: obj({ year: { type: 'string', pattern: SCHOOL_YEAR_PATTERN, description: 'the school year, e.g. 2025-26' }, t }, ['year']),
  calendarFeed: obj({ lang: { type: 'string', enum: ['en', 'zh'], description: "the feed's language; the campus's own by default" } }, []),
  staffComments: obj({ status: { type: 'string', enum: ['pending', 'approved', 'rejected'], default: 'pending' } }, []),
  audit: obj({
    site: { type: 'string', enum: [...CAMPUS_CODES], description: "one campus's changes; all when absent" },
    limit: { type: 'integer', minimum: 1, maximum: 500, default: 100 },
  }, []),
};

export const body = {
  commentInsert: {
    type: 'object',
    properties: {
      postId: id,
      // Required-ness and length are checked after trimming, with the form's own message.
      name: { type: 'string', maxLength: 200 },
      comment: { type: 'string', maxLength: 5000 },
      replyTo: id,
    },
    required: ['postId'],
    additionalProperties: false,
  },
  // Types and bounds only: the form's rules (required fields, mobile, e-mail, consent) are checked
  // after trimming, with the form's own messages in the page's language.
  signup: {
    type: 'object',
    properties: {
      name: { type: 'string', maxLength: 200 },
      mobile: { type: 'string', maxLength: 40 },
      email: { type: 'string', maxLength: 200 },
      grade: { type: 'string', maxLength: 200 },
      entry: { type: 'string', maxLength: 20 },
      sessionId: id,
      message: { type: 'string', maxLength: 5000 },
      consent: { type: 'boolean' },
    },
    additionalProperties: false,
  },
  staffSignIn: obj({ email: { type: 'string', maxLength: 320 }, password: { type: 'string', maxLength: 1024 } }),
  // Types and bounds only: the rules (an e-mail's shape, a campus for every role but network, the
  // password's length) are checked with messages that say what to change.
  staffAccount: obj({
    email: { type: 'string', maxLength: 320 },
    name: { type: 'string', maxLength: 200 },
    role: { type: 'string', enum: ['network', 'editor', 'admissions', 'moderator'] },
    campus: { type: 'string', enum: [...CAMPUS_CODES], description: 'required for every role but network, absent for network' },
    password: { type: 'string', maxLength: 1024, description: 'at least 12 characters' },
  }, ['email', 'name', 'role', 'password']),
};

/** The header that proves a staff write comes from the page of the signed-in session (not from another site). */
export const csrfHeaders = {
  type: 'object',
  properties: {
    'x-csrf-token': { type: 'string', description: 'the csrfToken of the sign-in (or of GET /api/staff/session); a write without it is refused with 403' },
  },
} as const;
