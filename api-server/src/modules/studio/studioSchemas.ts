// JSON schemas of the studio's calls (studioRoutes.ts), for Fastify and the OpenAPI document.
// Bodies are declared by their types here; what the studio refuses (empty titles, lengths, the Block
// schema) is checked by validate.ts, which answers every problem with its path.
import { STUDIO_DOCUMENTS, TARGET_GROUPS, TARGET_KINDS, TARGET_PLACES } from './types';
import { errorEnvelope, id } from '../../platform/http/schemas';
import { STAFF_RULES } from '../../platform/http/refusals';

/** The largest studio write: a long page's blocks in two languages. */
export const STUDIO_BODY_LIMIT = 512 * 1024;

const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;
const obj = (properties: Record<string, object>, required = Object.keys(properties)) =>
  ({ type: 'object', properties, required, additionalProperties: false }) as const;
const arr = (items: object) => ({ type: 'array', items }) as const;
const bi = obj({ en: str, zh: str });
const blocks = arr({ $ref: 'Block#' });

/** A target's body, by kind (the path's kind says which). */
export const studioBody = {
  description: 'the bilingual copy of a target: a content item (page copy, list item, contact, label), an FAQ entry, a club, a menu title, the tuition or the home carousel',
  anyOf: [
    obj({ title: bi, summary: bi, blocks: obj({ en: blocks, zh: blocks }) }),
    obj({ question: bi, answer: bi }),
    obj({ category: bi, name: bi, description: bi }),
    obj({ title: bi }),
    obj({
      rows: arr(obj({ grade: bi, annualFee: int })), otherFees: arr(obj({ item: bi, amount: bi })), notes: arr(bi),
      bank: obj({ accountName: bi, accountNumber: str, bank: bi }),
    }, ['rows', 'otherFees', 'notes']),
    obj({ slides: arr(obj({ image: str, title: bi, subtitle: bi })), vrLink: str, vrList: arr(obj({ pic: str, name: bi })), vrPic: str }, ['slides', 'vrLink', 'vrList']),
  ],
};

const summaryProperties = {
  target: { type: 'string', description: 'kind:key, e.g. content:123, menu:0201, document:tuition' },
  kind: { type: 'string', enum: [...TARGET_KINDS] },
  key: str,
  group: { type: 'string', enum: [...TARGET_GROUPS] },
  label: bi,
  section: bi,
  route: { type: ['string', 'null'], description: "the visitor's route that shows it, for the preview" },
  page: { type: ['string', 'null'], description: "the route table's path of the page it belongs to in the site's tree (a list item: the page listing it); null for labels and menu titles" },
  place: { type: 'string', enum: [...TARGET_PLACES], description: 'what part of its page it is, for saying where each of its fields shows' },
  hasDraft: { type: 'boolean' },
};
const version = obj({
  id: int,
  action: { type: 'string', enum: ['original', 'publish', 'restore'], description: 'original: the target as it was before the studio first published it' },
  actor: { type: 'string', description: "who published it (an account's e-mail), or 'before the studio'" },
  at: str,
  restoredFrom: { type: ['integer', 'null'], description: 'a restore: the version it published again' },
});
const draft = obj({ body: studioBody, savedBy: str, savedAt: str });
const revision = {
  type: 'string', maxLength: 120,
  description: "the target's revision as the editor opened it (or as the last write answered it): a write made after someone else changed the target is refused with 409; without it the write is not checked",
};
const scheduled = obj({ body: studioBody, at: { type: 'string', description: 'when it goes live (ISO time)' }, scheduledBy: str, scheduledAt: str });

export const studioData = {
  targets: arr(obj(summaryProperties)),
  target: obj({ ...summaryProperties, live: studioBody, draft: { anyOf: [draft, { type: 'null' }] }, scheduled: { anyOf: [scheduled, { type: 'null' }] }, versions: arr(version), revision: str }),
  draft: obj({ ...draft.properties, revision: str }),
  scheduled: obj({ scheduled, revision: str }),
  unscheduled: obj({ unscheduled: { type: 'boolean', description: 'false when nothing was scheduled; otherwise its copy is the draft again' } }),
  discarded: obj({ discarded: { type: 'boolean', description: 'false when there was no draft' } }),
  published: obj({ version, live: studioBody, revision: str }),
};

/** The path's parameters beside {site} (which openapi.ts documents and the guard checks). */
const params = (properties: Record<string, object>) => ({ type: 'object', properties, required: Object.keys(properties) }) as const;
export const studioParams = {
  target: params({
    kind: { type: 'string', enum: [...TARGET_KINDS] },
    key: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,32}$', description: `a row id, a menu id (0201) or a document (${STUDIO_DOCUMENTS.join(', ')})` },
  }),
  version: params({
    kind: { type: 'string', enum: [...TARGET_KINDS] },
    key: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,32}$' },
    id,
  }),
};

/** A visitor's address: the route and its query, as the site's hash has it (/news_detail?id=12). */
export const studioPageQuery = {
  type: 'object',
  properties: { route: { type: 'string', pattern: '^/', maxLength: 300, description: "a visitor's route and its query, e.g. /about/mission or /news_detail?id=12" } },
  required: ['route'],
  additionalProperties: false,
} as const;

/** A draft or a publish: the whole body, checked by the studio with a path for every problem. */
const body = { description: "the body of the target's kind (see studioBody); any JSON, checked by the studio" };
export const studioWrite = obj({ body, revision }, ['body']);

/** A publish at a set time. */
export const studioSchedule = obj({ body, at: { type: 'string', format: 'date-time', description: 'when it goes live: an ISO time with its offset, after now (the studio sends China time, +08:00)' }, revision }, ['body', 'at']);

/** A write without a body (discard, restore, cancel a schedule) names the revision in its query. */
export const revisionQuery = obj({ revision }, []);

/** A refusal: the error envelope, and for refused copy every problem with where it is. */
export const studioRefused = {
  ...errorEnvelope,
  description: 'Invalid request: a parameter breaks its schema, or the copy breaks a rule (problems lists each, with its path such as blocks.zh[3].content[0].href)',
  properties: {
    ...errorEnvelope.properties,
    problems: arr(obj({ path: str, rule: { type: 'string', enum: [...STAFF_RULES] }, detail: { type: ['string', 'null'] }, message: str })),
  },
};

export const studioTooLarge = { ...errorEnvelope, description: `The body is larger than ${STUDIO_BODY_LIMIT / 1024} KB` };
