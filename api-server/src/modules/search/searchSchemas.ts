// JSON schemas of the search call (searchRoutes.ts), for Fastify and the OpenAPI document. The query's
// length is declared loosely (spaces around it are trimmed first); its real bound, 1 to 100 characters
// once trimmed, is the route's, which says so in the refusal.
import { SEARCH_KINDS, SEARCH_LIMITS } from '@schools/shared-api';
import { arr, bool, obj, str, t } from '../../platform/http/schemas';

/** What the schema lets through before trimming: the bound plus spaces a careless client leaves around it. */
export const RAW_QUERY_MAX = 4 * SEARCH_LIMITS.query;

export const searchQuery = obj({
  q: {
    type: 'string', maxLength: RAW_QUERY_MAX,
    description: `what the visitor typed: 1 to ${SEARCH_LIMITS.query} characters once trimmed, in either language or both; full-width letters and digits count as the plain ones`,
  },
  limit: { type: 'integer', minimum: 1, maximum: SEARCH_LIMITS.limit, default: SEARCH_LIMITS.defaultLimit, description: 'results per page' },
  offset: { type: 'integer', minimum: 0, maximum: SEARCH_LIMITS.offset, default: 0, description: 'results skipped (a later page)' },
  t,
}, ['q']);

const hit = obj({
  kind: { type: 'string', enum: [...SEARCH_KINDS], description: 'what it is: a page, an FAQ answer, a course, a club, a senior project, an information session, a calendar event, a news story' },
  title: str,
  section: { type: 'string', description: "the name of the site's section it is in, in the answer's language" },
  snippet: { type: 'string', description: 'plain text around the first match (never HTML)' },
  highlights: {
    type: 'array', description: "the matched words: [start, end) offsets into the snippet (UTF-16 units, as JavaScript's String.slice counts), in order",
    items: { type: 'array', items: { type: 'integer', minimum: 0 }, minItems: 2, maxItems: 2 },
  },
  address: { type: 'string', description: "the page's hash address as the site links it, without lang: /about/mission, /news_detail?id=71" },
});

export const searchData = obj({
  total: { type: 'integer', minimum: 0, description: 'everything found; the page holds `limit` of them from `offset`' },
  items: arr(hit),
  otherLanguage: { ...bool, description: "nothing was found in the page's language: these are in the other one" },
});
