// What the JSON schemas of every domain's calls share: the envelope, the failures a call can answer,
// the campus headers, ids, and the builders. Fastify validates requests against the schemas, and the
// OpenAPI document at /api/openapi.json is generated from them; each domain's own are in its folder.
import { CAMPUS_CODES } from '@schools/shared-api';
import { STAFF_REASONS } from './refusals';

/** The largest request body, in bytes: the forms' longest fields fit with room to spare. */
export const BODY_LIMIT = 16 * 1024;

// Builders of the schemas, for every domain's: a closed object (every property required unless said), an array.
export const str = { type: 'string' } as const;
export const int = { type: 'integer' } as const;
export const bool = { type: 'boolean' } as const;
export const obj = (properties: Record<string, object>, required = Object.keys(properties)) =>
  ({ type: 'object', properties, required, additionalProperties: false }) as const;
export const arr = (items: object) => ({ type: 'array', items }) as const;
export const nullable = (type: 'string' | 'integer') => ({ type: [type, 'null'] }) as const;
export const bilingual = obj({ en: str, zh: str });

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
    changed: {
      type: 'object', properties: { by: str, at: str }, required: ['by', 'at'], additionalProperties: false,
      description: 'a write refused because the thing changed since it was read (409): who changed it (an e-mail address) and when (ISO time)',
    },
  },
  required: ['code', 'data', 'message'],
};

/** What each failure status means, wherever a call can answer it. */
const FAILURES = {
  400: 'Invalid request: a parameter, header or the body breaks its schema or the rules the message names, or some text in it holds a NUL character (U+0000)',
  401: 'Not signed in: a commenter must sign in with WeChat; a staff call needs a staff session (the staff_session cookie), and a staff sign-in the right e-mail and password',
  403: "Forbidden: the staff account's role or campus does not allow this call, or a write came without its session's x-csrf-token",
  404: 'Unknown site (code 460), or no such item on this site',
  408: 'The request took too long to arrive (its headers, or the whole of it): answered by the HTTP server before any route, and the connection closed',
  413: `The body is larger than ${BODY_LIMIT / 1024} KB`,
  409: 'Conflict: an account with this e-mail address exists already (or exists disabled: enable it instead), the account is disabled, or it is the last enabled network administrator; or copy changed by someone else since it was opened (`changed` says who and when)',
  415: 'The body is not application/json',
  429: 'Too many writes or failed sign-ins from this address, for this account or from this browser (a wrong current password, and a reset link that sets no password, count as failed sign-ins): the message (and, on a sign-in, Retry-After) says when to try again',
  431: "The request headers are larger than 16 KB (Node's limit, cookies included): answered by the HTTP server before any route, and the connection closed",
  500: 'A fault of the server, never of the request (logged; the message says nothing more)',
  503: 'The database cannot be reached for a moment (a restart or a failover): nothing was done; Retry-After says when to try again',
} as const;
type Failure = keyof typeof FAILURES;

/** A failure's answer in the document: the error envelope, described (FAILURES' words unless told). */
export const failure = (status: Failure, description: string = FAILURES[status]) => ({ ...errorEnvelope, description });

/**
 * A call's answers: its successes and the failures it can give, each the error envelope, plus 500 and
 * 503, which any call can give.
 */
export function answers(successes: Record<number, object>, ...failures: Exclude<Failure, 500 | 503>[]): Record<number, object> {
  const failed = [...failures, 500 as const, 503 as const].map((status) => [status, failure(status)]);
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

/** The cache-busting parameter the site's client adds to every GET. */
export const t = { type: 'string', description: 'cache-busting timestamp sent by the client; ignored' } as const;
/** The largest id a database row has: PostgreSQL's integer (SQLite's would be larger, the answer the same). */
export const MAX_ID = 2147483647;
export const id = { type: 'integer', minimum: 1, maximum: MAX_ID } as const;

/** The query of a call that takes no parameter (but the cache buster), and of one that takes an id. */
export const commonQuery = {
  none: obj({ t }, []),
  id: obj({ id, t }, ['id']),
};

/** The header that proves a staff write comes from the page of the signed-in session (not from another site). */
export const csrfHeaders = {
  type: 'object',
  properties: {
    'x-csrf-token': { type: 'string', description: 'the csrfToken of the sign-in (or of GET /api/staff/session); a write without it is refused with 403' },
  },
} as const;
