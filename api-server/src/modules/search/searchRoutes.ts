// The site's search as visitors call it (beyond SPEC 7, under /api/{site}/user): the campus's pages,
// news, FAQ, clubs, courses, calendar and information sessions, in the x-locale language (or the other
// one when that finds nothing, said in the answer). Not cached: a publish shows in the next search.
import type { FastifyInstance } from 'fastify';
import { SEARCH_LIMITS } from '@schools/shared-api';
import { clientOf, langOf, siteOf } from '../../platform/http/context';
import { ApiError } from '../../platform/http/errors';
import { answers, envelope, siteHeaders } from '../../platform/http/schemas';
import type { SearchLimit } from './searchLimit';
import { searchData, searchQuery } from './searchSchemas';
import type { SearchService } from './searchService';

/** The query, trimmed, or a refusal that says what its bounds are. */
export function checkedQuery(q: string): string {
  const query = q.trim();
  const length = [...query].length;
  if (length < 1 || length > SEARCH_LIMITS.query) {
    throw ApiError.badRequest(`Invalid request: querystring/q must be 1 to ${SEARCH_LIMITS.query} characters once spaces are trimmed; it has ${length}`);
  }
  return query;
}

export async function searchRoutes(app: FastifyInstance, { search, limit }: { search: SearchService; limit: SearchLimit }): Promise<void> {
  app.get('/search', {
    schema: {
      tags: ['user'], operationId: 'searchSite', querystring: searchQuery, headers: siteHeaders,
      summary: "Finds what the campus's visitors can read (pages, news, FAQ, clubs, courses, calendar, information sessions), best first, in the page's language or else the other",
      description: `Every word is looked for (an English word by its stem, a Chinese run as a fragment of the text), a one-letter typo of an English word of 5 letters or more is corrected, and when nothing has them all, any of them is. At most ${SEARCH_LIMITS.query} characters; a client address makes 30 searches at once, then one a second (429 past it).`,
      response: answers({ 200: envelope(searchData, 'what was found: the page of results asked for, and how many there are') }, 400, 404, 429),
    },
  }, async (request, reply) => {
    const site = siteOf(request);
    const { q, limit: size, offset } = request.query as { q: string; limit: number; offset: number };
    const query = checkedQuery(q);
    limit.take(clientOf(request));
    reply.header('cache-control', 'no-store');
    return { code: '000', data: await search.search(site, langOf(request), query, size, offset) };
  });
}
