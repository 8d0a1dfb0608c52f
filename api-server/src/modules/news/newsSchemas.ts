// JSON schemas of the studio's news calls (news/newsRoutes.ts), for Fastify and the OpenAPI document.
// Bodies are declared by their types; what the studio refuses in a story's copy (empty titles, lengths,
// the Block schema), its date and its time is checked by the news service, which answers every problem
// with its path.
import { id } from '../../platform/http/schemas';
import { STORY_STATES } from './newsService';

const str = { type: 'string' } as const;
const obj = (properties: Record<string, object>, required = Object.keys(properties)) =>
  ({ type: 'object', properties, required, additionalProperties: false }) as const;
const bi = obj({ en: str, zh: str });
const blocks = { type: 'array', description: "page copy's blocks (the API's Block schema), each checked with a path for every problem" } as const;
const copy = {
  title: bi,
  summary: bi,
  blocks: obj({ en: blocks, zh: blocks }),
};
const date = { type: 'string', description: 'the date the story shows, YYYY-MM-DD' } as const;
// A type list, not anyOf with null: under anyOf, Ajv's coercion turned 0 (below the minimum) into null.
const coverMediaId = { type: ['integer', 'null'], minimum: id.minimum, maximum: id.maximum, description: 'a published photograph of the campus (its media id) as the cover' } as const;

export const newsStory = obj({
  id: { type: 'integer' },
  target: { type: 'string', description: "its copy's studio target (content:<id>): drafts, versions and preview as any copy" },
  title: bi,
  summary: bi,
  date: str,
  cover: { type: ['string', 'null'], description: "the cover's address as the site gives it" },
  coverMediaId: { type: ['integer', 'null'], description: 'the library photograph the cover is; null for an illustration or none' },
  state: { type: 'string', enum: [...STORY_STATES], description: 'draft (never published), scheduled (visitors see it from visibleFrom), published, unpublished' },
  visibleFrom: { type: ['string', 'null'], description: 'from when visitors see it (UTC, ISO 8601); null while hidden and for a story of the seed' },
  hasDraft: { type: 'boolean', description: 'its copy has a draft in the studio' },
  route: { type: 'string', description: "the visitor's route of its page, for the preview" },
  updatedBy: { type: ['string', 'null'] },
  updatedAt: { type: ['string', 'null'] },
});

export const newsData = { story: newsStory, stories: { type: 'array', items: newsStory } };

export const newsBody = {
  create: obj({ ...copy, date, coverMediaId }, ['title', 'summary', 'blocks', 'date']),
  details: obj({ date, coverMediaId }, []),
  publish: obj({
    body: obj(copy),
    date,
    coverMediaId,
    at: { type: 'string', description: 'when visitors see it, later than now: ISO 8601 with its offset, e.g. 2026-12-01T08:00:00+08:00 (China time); absent: now' },
  }, []),
};

export const newsParams = { type: 'object', properties: { id }, required: ['id'] } as const;
