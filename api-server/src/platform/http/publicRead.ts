// The public API's cached reads (GET under /api/{site}/user): a domain's routes say what they read and
// how fresh it must be; the app (publicApi.ts) answers them from one cache, ETag-validated, and, for an
// editor's preview of a campus's drafts, from the studio's reader instead.
import type { FastifyInstance } from 'fastify';
import type { CampusCode, Lang } from '@schools/shared-api';

export type Query = Record<string, string | number | undefined>;

/** What a read is: its OpenAPI operationId and summary, query and answer schemas. */
export interface ReadSchema {
  operationId: string;
  summary: string;
  querystring: object;
  response: object;
}

/** How long a read's answer may be reused: content changes only by reseeding or publishing; comments within seconds. */
export const TTL = { content: 60_000, comments: 2_000 } as const;

/** What a read may add to its TTL: when its answer stops being true by the clock, and whether a browser must ask again each time. */
export interface ReadOptions {
  /** when the campus's answer next changes by itself (ms since the epoch), or null: the cached answer ends then */
  until?: (site: CampusCode) => Promise<number | null>;
  /** `no-cache`: a browser keeps the answer but revalidates it (ETag) before each use */
  revalidate?: boolean;
  /**
   * false: the answer does not come from content, so the studio's preview (which reads inside a
   * transaction over the drafts) has nothing to change and is not used. Reading the database outside
   * that transaction would wait for it on SQLite's one connection, and it waits for the read.
   */
  drafts?: false;
}

/**
 * Registers a cached GET on `app`. `load` reads the answer with `reader`: the live content, or the
 * studio preview's over the campus's drafts (a domain whose answer does not come from content ignores it).
 */
export type PublicRead<Reader> = (
  app: FastifyInstance,
  path: string,
  schema: ReadSchema,
  ttl: number,
  load: (site: CampusCode, lang: Lang, q: Query, reader: Reader) => Promise<unknown>,
  options?: ReadOptions,
) => void;

export const asNumber = (v: string | number | undefined) => Number(v);
export const asString = (v: string | number | undefined) => String(v);
