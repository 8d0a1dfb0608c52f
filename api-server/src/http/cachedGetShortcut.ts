import type { IncomingMessage, ServerResponse } from 'node:http';
import { LRUCache } from 'lru-cache';
import type { CachedResponse, ResponseCache } from './responseCache';

/** How a cached route says how long a browser may keep one of its answers. */
export type CacheControl = (entry: CachedResponse) => string;

interface Remembered {
  key: string;
  cacheControl: CacheControl;
}

/**
 * Repeated public GETs answered from the response cache before Fastify's pipeline (issue 18, item 5).
 * Routing, the request and reply objects, the hooks and the schemas cost a cached answer as much CPU
 * again as sending it; they decide nothing new for a request Fastify has already answered from the
 * cache. So the cached routes `remember` each request by all that their answer depends on (its address
 * and the language and campus headers), and the server asks `answer` first: a request seen before
 * whose cache entry still holds is answered here, with the same headers and bytes; anything else
 * (a first request, an entry expired or invalidated by a write, a studio preview, another method)
 * goes to Fastify, which fills the cache again. Requests answered here are not logged: at the
 * server's usual level (warn) Fastify logs none of them either.
 */
export class CachedGetShortcut {
  /** request identity → its cache key; bounded, as an address may carry a cache-busting `t` */
  private readonly known = new LRUCache<string, Remembered>({ max: 20_000 });

  constructor(
    private readonly cache: ResponseCache,
    /** what every API answer carries (securityHeaders.ts) */
    private readonly securityHeaders: Record<string, string>,
  ) {}

  /** Called by a cached route after answering `request` from the entry under `key`. */
  remember(request: IncomingMessage, key: string, cacheControl: CacheControl): void {
    const read = readHeaders(request);
    if (read) this.known.set(read.identity, { key, cacheControl });
  }

  /** Answers the request if it can (true); false leaves it to Fastify. */
  answer(request: IncomingMessage, response: ServerResponse): boolean {
    const read = readHeaders(request);
    const remembered = read && this.known.get(read.identity);
    const entry = remembered && this.cache.current(remembered.key);
    if (!read || !remembered || !entry) return false;
    const { status, headers, body } = entry.answer(read.ifNoneMatch, read.acceptEncoding, remembered.cacheControl(entry));
    // Object.assign, not a spread: V8 spreads two objects and a key into a new one in microseconds, not nanoseconds.
    const sent = Object.assign({}, this.securityHeaders, headers);
    if (body) sent['content-length'] = String(body.length);
    response.writeHead(status, sent);
    response.end(body);
    return true;
  }
}

interface ReadHeaders {
  /** all a cached answer depends on besides its validators */
  identity: string;
  ifNoneMatch?: string;
  acceptEncoding?: string;
}

/**
 * What the shortcut needs of a GET, read from Node's raw header list: `request.headers` builds an
 * object of every header on first use, which cost more than the rest of the answer. Undefined for a
 * request never answered from the cache (another method, a studio preview) and for one repeating a
 * header the shortcut reads (Node would join the copies; Fastify's path is left to).
 */
function readHeaders(request: IncomingMessage): ReadHeaders | undefined {
  if (request.method !== 'GET') return undefined;
  const raw = request.rawHeaders;
  let locale: string | undefined;
  let school: string | undefined;
  let ifNoneMatch: string | undefined;
  let acceptEncoding: string | undefined;
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i]!;
    const value = raw[i + 1]!;
    // By length first: only a name that may be one of these is lowercased.
    switch (name.length) {
      case 8:
        if (name.toLowerCase() !== 'x-locale') break;
        if (locale !== undefined) return undefined;
        locale = value;
        break;
      case 13: {
        const lower = name.toLowerCase();
        if (lower === 'x-school-code') {
          if (school !== undefined) return undefined;
          school = value;
        } else if (lower === 'if-none-match') {
          if (ifNoneMatch !== undefined) return undefined;
          ifNoneMatch = value;
        }
        break;
      }
      case 15:
        if (name.toLowerCase() !== 'accept-encoding') break;
        if (acceptEncoding !== undefined) return undefined;
        acceptEncoding = value;
        break;
      case 16:
        if (name.toLowerCase() === 'x-studio-preview') return undefined;
        break;
    }
  }
  return { identity: `${request.url}\n${locale ?? ''}\n${school ?? ''}`, ifNoneMatch, acceptEncoding };
}
